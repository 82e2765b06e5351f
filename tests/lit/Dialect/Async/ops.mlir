// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// async dialect: execute (custom printer), yield, await, groups, async.func /
// async.call / async.return. Inside async.func the default dialect is `async`,
// so nested async ops print WITHOUT the `async.` prefix (`return`, `await`,
// `execute`), while inside async.execute they keep it.

// CHECK: module {
// CHECK-LABEL: func.func @execute(%arg0: f32, %arg1: index) -> f32 {
// CHECK-NEXT: %token = async.execute {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: %token_0, %bodyResults = async.execute [%token] -> !async.value<f32> {
// CHECK-NEXT: async.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %token_1, %bodyResults_2:2 = async.execute [%token, %token_0] (%bodyResults as %arg2: !async.value<f32>) -> (!async.value<f32>, !async.value<i32>) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: async.yield %arg2, %c1_i32 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %token_3, %bodyResults_4:2 = async.execute (%bodyResults as %arg2: !async.value<f32>, %bodyResults_2#0 as %arg3: !async.value<f32>) -> (!async.value<f32>, !async.value<f32>) attributes {foo = 1 : i64} {
// CHECK-NEXT: async.yield %arg2, %arg3 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: %token_5 = async.execute [%token_3] attributes {bar} {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: %token_6 = async.execute {
// CHECK-NEXT: %token_7 = async.execute {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: async.await %token_7 : !async.token
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: async.await %token_5 : !async.token
// CHECK-NEXT: %0 = async.await %bodyResults : !async.value<f32>
// CHECK-NEXT: %1 = async.await %bodyResults_2#1 : !async.value<i32> {foo}
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @execute(%arg0 : f32, %i : index) -> f32 {
  %token = async.execute {
    async.yield
  }
  %t1, %v1 = async.execute [%token] -> !async.value<f32> {
    async.yield %arg0 : f32
  }
  %t2, %v2:2 = async.execute [%token, %t1] (%v1 as %x : !async.value<f32>) -> (!async.value<f32>, !async.value<i32>) {
    %c = arith.constant 1 : i32
    async.yield %x, %c : f32, i32
  }
  %t3, %v3, %v4 = async.execute (%v1 as %x : !async.value<f32>, %v2#0 as %y : !async.value<f32>) -> (!async.value<f32>, !async.value<f32>) attributes {foo = 1} {
    async.yield %x, %y : f32, f32
  }
  %t4 = async.execute [%t3] attributes {bar} {
    async.yield
  }
  %t5 = async.execute {
    %nested = async.execute {
      async.yield
    }
    async.await %nested : !async.token
    async.yield
  }
  async.await %t4 : !async.token
  %r = async.await %v1 : !async.value<f32>
  %r2 = async.await %v2#1 : !async.value<i32> {foo}
  return %r : f32
}

// CHECK-LABEL: func.func @groups(%arg0: index, %arg1: !async.token, %arg2: !async.value<f32>) {
// CHECK-NEXT: %0 = async.create_group %arg0 : !async.group
// CHECK-NEXT: %1 = async.create_group %arg0 : !async.group {foo}
// CHECK-NEXT: %2 = async.add_to_group %arg1, %0 : !async.token
// CHECK-NEXT: %3 = async.add_to_group %arg2, %0 : !async.value<f32>
// CHECK-NEXT: %4 = async.add_to_group %arg1, %1 : !async.token {foo}
// CHECK-NEXT: async.await_all %0
// CHECK-NEXT: async.await_all %1 {foo}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @groups(%i : index, %t : !async.token, %v : !async.value<f32>) {
  %g = async.create_group %i : !async.group
  %g2 = async.create_group %i : !async.group {foo}
  %rank = async.add_to_group %t, %g : !async.token
  %rank2 = async.add_to_group %v, %g : !async.value<f32>
  %rank3 = async.add_to_group %t, %g2 : !async.token {foo}
  async.await_all %g
  async.await_all %g2 {foo}
  return
}

// CHECK-LABEL: async.func @af(%arg0: f32, %arg1: !async.token, %arg2: !async.value<f32>) -> !async.value<f32> {
// CHECK-NEXT: await %arg1 : !async.token
// CHECK-NEXT: %0 = await %arg2 : !async.value<f32>
// CHECK-NEXT: %token = execute {
// CHECK-NEXT: async.yield
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.addf %arg0, %0 : f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
async.func @af(%a : f32, %t : !async.token, %v : !async.value<f32>) -> !async.value<f32> {
  async.await %t : !async.token
  %x = async.await %v : !async.value<f32>
  %tk = async.execute {
    async.yield
  }
  %s = arith.addf %a, %x : f32
  async.return %s : f32
}

// CHECK-LABEL: async.func @af2() -> !async.token {
// CHECK-NEXT: return
// CHECK-NEXT: }
async.func @af2() -> !async.token {
  async.return
}

// CHECK-LABEL: async.func private @af3(i32) -> (!async.token, !async.value<i32>) attributes {x}
async.func private @af3(%a : i32) -> (!async.token, !async.value<i32>) attributes {x}

// CHECK-LABEL: async.func @af4(%arg0: i32 {foo.a}) -> (!async.value<i32> {foo.r}) {
// CHECK-NEXT: return %arg0 : i32
// CHECK-NEXT: }
async.func @af4(%a : i32 {foo.a}) -> (!async.value<i32> {foo.r}) {
  return %a : i32
}

// CHECK-LABEL: async.func @af5(%arg0: i32) -> (!async.token, !async.value<i32>, !async.value<i32>) {
// CHECK-NEXT: return %arg0, %arg0 : i32, i32
// CHECK-NEXT: }
async.func @af5(%a : i32) -> (!async.token, !async.value<i32>, !async.value<i32>) {
  async.return %a, %a : i32, i32
}

// CHECK-LABEL: func.func @calls(%arg0: f32, %arg1: i32, %arg2: !async.token, %arg3: !async.value<f32>) {
// CHECK-NEXT: %0 = async.call @af(%arg0, %arg2, %arg3) : (f32, !async.token, !async.value<f32>) -> !async.value<f32>
// CHECK-NEXT: %1 = async.call @af2() : () -> !async.token
// CHECK-NEXT: %2:2 = async.call @af3(%arg1) : (i32) -> (!async.token, !async.value<i32>)
// CHECK-NEXT: %3:3 = async.call @af5(%arg1) {foo} : (i32) -> (!async.token, !async.value<i32>, !async.value<i32>)
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @calls(%a : f32, %c : i32, %t : !async.token, %v : !async.value<f32>) {
  %r = async.call @af(%a, %t, %v) : (f32, !async.token, !async.value<f32>) -> !async.value<f32>
  %t2 = async.call @af2() : () -> !async.token
  %t3, %v3 = async.call @af3(%c) : (i32) -> (!async.token, !async.value<i32>)
  %all:3 = async.call @af5(%c) {foo} : (i32) -> (!async.token, !async.value<i32>, !async.value<i32>)
  return
}

// CHECK-LABEL: func.func @types(%arg0: !async.token, %arg1: !async.value<memref<4xf32>>, %arg2: !async.group, %arg3: !async.value<!async.value<i1>>) {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @types(%t : !async.token, %v : !async.value<memref<4xf32>>, %g : !async.group, %n : !async.value<!async.value<i1>>) {
  return
}
