// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// Inside async.func the default dialect is async: bare op names parse as
// async ops (`return` is async.return there, `call` async.call) and print
// without the prefix when the op name has a single dot. Also: empty
// dependency and operand lists, and uses of the second result group.
// CHECK: module {
// CHECK-LABEL: async.func @f(%arg0: index, %arg1: !async.token) -> (!async.token, !async.value<i32>) {
// CHECK-NEXT: %0 = create_group %arg0 : !async.group
// CHECK-NEXT: %1 = add_to_group %arg1, %0 : !async.token
// CHECK-NEXT: await_all %0
// CHECK-NEXT: %2 = call @h(%arg0) : (index) -> !async.value<i32>
// CHECK-NEXT: %3 = await %2 : !async.value<i32>
// CHECK-NEXT: %4 = async.runtime.create : !async.token
// CHECK-NEXT: %token, %bodyResults = execute -> !async.value<i32> {
// CHECK-NEXT: async.yield %3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %3 : i32
// CHECK-NEXT: }
// CHECK-LABEL: async.func private @h(index) -> !async.value<i32>
// CHECK-LABEL: func.func @g(%arg0: !async.token, %arg1: !async.value<f32>) {
// CHECK-NEXT: %token = async.execute {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: %token_0, %bodyResults:2 = async.execute [%arg0, %token] (%arg1 as %arg2: !async.value<f32>) -> (!async.value<f32>, !async.value<f32>) attributes {a = 1 : i32} {
// CHECK-NEXT: async.yield %arg2, %arg2 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %0 = async.await %bodyResults#1 : !async.value<f32>
// CHECK-NEXT: %1 = async.await %bodyResults#0 : !async.value<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

async.func @f(%arg0: index, %t: !async.token) -> (!async.token, !async.value<i32>) {
  %g = create_group %arg0 : !async.group
  %r = add_to_group %t, %g : !async.token
  await_all %g
  %c = call @h(%arg0) : (index) -> !async.value<i32>
  %v = await %c : !async.value<i32>
  %tk = async.runtime.create : !async.token
  %t2, %v2 = execute () -> !async.value<i32> {
    async.yield %v : i32
  }
  return %v : i32
}
async.func private @h(index) -> !async.value<i32>
func.func @g(%t: !async.token, %v: !async.value<f32>) {
  %t1 = async.execute [] {
    async.yield
  }
  %t2, %r:2 = async.execute [%t, %t1] (%v as %x: !async.value<f32>) -> (!async.value<f32>, !async.value<f32>) attributes {a = 1 : i32} {
    async.yield %x, %x : f32, f32
  }
  %u = async.await %r#1 : !async.value<f32>
  %w = async.await %r#0 : !async.value<f32>
  return
}
