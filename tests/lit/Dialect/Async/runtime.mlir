// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// async runtime and coroutine ops (the lowered form of async.execute).
// Note: runtime.store / runtime.load print the !async.value type in stripped
// form (`: <f32>`) because their operand constraint is the concrete ValueType.

// CHECK: module {
// CHECK-LABEL: func.func @runtime(%arg0: index, %arg1: f32, %arg2: memref<4xf32>) {
// CHECK-NEXT: %0 = async.runtime.create : !async.token
// CHECK-NEXT: %1 = async.runtime.create : !async.value<f32>
// CHECK-NEXT: %2 = async.runtime.create {foo} : !async.value<memref<4xf32>>
// CHECK-NEXT: %3 = async.runtime.create_group %arg0 : !async.group
// CHECK-NEXT: %4 = async.runtime.create_group %arg0 : !async.group {foo}
// CHECK-NEXT: async.runtime.set_available %0 : !async.token
// CHECK-NEXT: async.runtime.set_available %1 : !async.value<f32>
// CHECK-NEXT: async.runtime.set_error %0 : !async.token
// CHECK-NEXT: async.runtime.set_error %2 {foo} : !async.value<memref<4xf32>>
// CHECK-NEXT: %5 = async.runtime.is_error %0 : !async.token
// CHECK-NEXT: %6 = async.runtime.is_error %3 : !async.group
// CHECK-NEXT: %7 = async.runtime.is_error %1 : !async.value<f32>
// CHECK-NEXT: async.runtime.await %0 : !async.token
// CHECK-NEXT: async.runtime.await %3 : !async.group
// CHECK-NEXT: async.runtime.await %1 {foo} : !async.value<f32>
// CHECK-NEXT: async.runtime.store %arg1, %1 : <f32>
// CHECK-NEXT: async.runtime.store %arg2, %2 : <memref<4xf32>>
// CHECK-NEXT: %8 = async.runtime.load %1 : <f32>
// CHECK-NEXT: %9 = async.runtime.load %2 {foo} : <memref<4xf32>>
// CHECK-NEXT: %10 = async.runtime.add_to_group %0, %3 : !async.token
// CHECK-NEXT: %11 = async.runtime.add_to_group %1, %3 {foo} : !async.value<f32>
// CHECK-NEXT: async.runtime.add_ref %0 {count = 1 : i64} : !async.token
// CHECK-NEXT: async.runtime.add_ref %1 {count = 3 : i64} : !async.value<f32>
// CHECK-NEXT: async.runtime.drop_ref %3 {count = 2 : i64} : !async.group
// CHECK-NEXT: %12 = async.runtime.num_worker_threads : index
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @runtime(%i : index, %f : f32, %m : memref<4xf32>) {
  %t = async.runtime.create : !async.token
  %v = async.runtime.create : !async.value<f32>
  %vm = async.runtime.create {foo} : !async.value<memref<4xf32>>
  %g = async.runtime.create_group %i : !async.group
  %g2 = async.runtime.create_group %i : !async.group {foo}
  async.runtime.set_available %t : !async.token
  async.runtime.set_available %v : !async.value<f32>
  async.runtime.set_error %t : !async.token
  async.runtime.set_error %vm {foo} : !async.value<memref<4xf32>>
  %e = async.runtime.is_error %t : !async.token
  %e2 = async.runtime.is_error %g : !async.group
  %e3 = async.runtime.is_error %v : !async.value<f32>
  async.runtime.await %t : !async.token
  async.runtime.await %g : !async.group
  async.runtime.await %v {foo} : !async.value<f32>
  async.runtime.store %f, %v : !async.value<f32>
  async.runtime.store %m, %vm : <memref<4xf32>>
  %l = async.runtime.load %v : !async.value<f32>
  %l2 = async.runtime.load %vm {foo} : <memref<4xf32>>
  %rank = async.runtime.add_to_group %t, %g : !async.token
  %rank2 = async.runtime.add_to_group %v, %g {foo} : !async.value<f32>
  async.runtime.add_ref %t {count = 1 : i64} : !async.token
  async.runtime.add_ref %v {count = 3 : i64} : !async.value<f32>
  async.runtime.drop_ref %g {count = 2 : i64} : !async.group
  %n = async.runtime.num_worker_threads : index
  return
}

// CHECK-LABEL: func.func @coro(%arg0: !async.token, %arg1: !async.group) {
// CHECK-NEXT: %0 = async.coro.id
// CHECK-NEXT: %1 = async.coro.begin %0
// CHECK-NEXT: async.runtime.resume %1
// CHECK-NEXT: async.runtime.await_and_resume %arg0, %1 : !async.token
// CHECK-NEXT: async.runtime.await_and_resume %arg1, %1 {foo} : !async.group
// CHECK-NEXT: %2 = async.coro.save %1
// CHECK-NEXT: async.coro.suspend %2, ^bb3, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb2
// CHECK-NEXT: ^bb2:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: async.coro.free %0, %1
// CHECK-NEXT: cf.br ^bb3
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: async.coro.end %1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @coro(%t : !async.token, %g : !async.group) {
  %id = async.coro.id
  %hdl = async.coro.begin %id
  async.runtime.resume %hdl
  async.runtime.await_and_resume %t, %hdl : !async.token
  async.runtime.await_and_resume %g, %hdl {foo} : !async.group
  %st = async.coro.save %hdl
  async.coro.suspend %st, ^suspend, ^resume, ^cleanup
^resume:
  cf.br ^cleanup
^cleanup:
  async.coro.free %id, %hdl
  cf.br ^suspend
^suspend:
  async.coro.end %hdl
  return
}

// CHECK-LABEL: func.func @coro_types(%arg0: !async.coro.id, %arg1: !async.coro.handle, %arg2: !async.coro.state) {
// CHECK-NEXT: async.coro.end %arg1 {foo}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @coro_types(%id : !async.coro.id, %h : !async.coro.handle, %s : !async.coro.state) {
  async.coro.end %h {foo}
  return
}
