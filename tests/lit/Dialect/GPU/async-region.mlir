// RUN: pyopt %s --gpu-async-region | FileCheck %s

// gpu-async-region threads a !gpu.async.token through the GPU ops of each
// block, syncs with gpu.wait before host side effects and terminators, and
// moves the last wait of an async.execute body to the users of its token.
module attributes {gpu.container_module} {
  // CHECK-LABEL: func.func @chain(
  // CHECK:       %[[T0:.*]] = gpu.wait async
  // CHECK-NEXT:  %[[M:.*]], %[[T1:.*]] = gpu.alloc async [%[[T0]]] () : memref<16xf32>
  // CHECK-NEXT:  %[[T2:.*]] = gpu.memcpy async [%[[T1]]] %[[M]], %arg0
  // CHECK-NEXT:  %[[T3:.*]] = gpu.launch_func async [%[[T2]]] @kmod::@k
  // CHECK-NEXT:  gpu.wait [%[[T3]]]
  // CHECK-NEXT:  memref.store
  // CHECK:       %token, %bodyResults = async.execute -> !async.value<!gpu.async.token> {
  // CHECK-NEXT:    %[[T4:.*]] = gpu.wait async
  // CHECK-NEXT:    %[[T5:.*]] = gpu.launch_func async [%[[T4]]] @kmod::@k
  // CHECK-NEXT:    async.yield %[[T5]] : !gpu.async.token
  // CHECK-NEXT:  }
  // CHECK-NEXT:  async.await %token : !async.token
  // CHECK-NEXT:  %[[E:.*]] = async.await %bodyResults : !async.value<!gpu.async.token>
  // CHECK-NEXT:  %[[T6:.*]] = gpu.wait async [%[[E]]]
  // CHECK-NEXT:  %[[T7:.*]] = gpu.dealloc async [%[[T6]]] %[[M]]
  // CHECK-NEXT:  gpu.wait [%[[T7]]]
  // CHECK-NEXT:  return
  func.func @chain(%h: memref<16xf32>, %v: f32, %i: index) {
    %c1 = arith.constant 1 : index
    %a = gpu.alloc () : memref<16xf32>
    gpu.memcpy %a, %h : memref<16xf32>, memref<16xf32>
    gpu.launch_func @kmod::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<16xf32>)
    memref.store %v, %h[%i] : memref<16xf32>
    %t = async.execute {
      gpu.launch_func @kmod::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%a : memref<16xf32>)
      async.yield
    }
    async.await %t : !async.token
    gpu.dealloc %a : memref<16xf32>
    return
  }

  // A token used by two awaits is yielded twice (one result per use).
  // CHECK-LABEL: func.func @two_users(
  // CHECK:       %token, %bodyResults:2 = async.execute -> (!async.value<!gpu.async.token>, !async.value<!gpu.async.token>) {
  // CHECK:         async.yield %[[T:.*]], %[[T]] : !gpu.async.token, !gpu.async.token
  // CHECK:       async.await %bodyResults#0
  // CHECK:       async.await %bodyResults#1
  func.func @two_users(%h: memref<16xf32>, %v: f32) {
    %t = async.execute {
      gpu.memset %h, %v : memref<16xf32>, f32
      async.yield
    }
    async.await %t : !async.token
    async.await %t : !async.token
    return
  }

  gpu.module @kmod {
    gpu.func @k(%x: memref<16xf32>) kernel { gpu.return }
  }
}
