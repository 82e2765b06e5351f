// RUN: pyopt %s --gpu-to-llvm | FileCheck %s

// The GPU-aware async.yield pattern (benefit 2, PR #190717) wins on every
// yield with !gpu.async.token operands, also when NVVM is loaded (the
// gpu.module below): each token operand becomes an event recorded on its
// stream, each stream is destroyed; other operands are just converted.
module attributes {gpu.container_module} {
  // CHECK-LABEL: llvm.func @two_tokens(
  // CHECK:       %[[C3:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT:  %token, %bodyResults:3 = async.execute -> (!async.value<!llvm.ptr>, !async.value<i32>, !async.value<!llvm.ptr>) {
  // CHECK-NEXT:    %[[S1:.*]] = llvm.call @mgpuStreamCreate()
  // CHECK:         llvm.call @mgpuMemset32
  // CHECK-NEXT:    %[[S2:.*]] = llvm.call @mgpuStreamCreate()
  // CHECK-NEXT:    %[[E1:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
  // CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E1]], %[[S1]]) : (!llvm.ptr, !llvm.ptr) -> ()
  // CHECK-NEXT:    %[[E2:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
  // CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E2]], %[[S2]])
  // CHECK-DAG:     llvm.call @mgpuStreamDestroy(%[[S1]]) : (!llvm.ptr) -> ()
  // CHECK-DAG:     llvm.call @mgpuStreamDestroy(%[[S2]]) : (!llvm.ptr) -> ()
  // CHECK:         async.yield %[[E1]], %[[C3]], %[[E2]] : !llvm.ptr, i32, !llvm.ptr
  // CHECK-NEXT:  }
  // CHECK-NEXT:  %[[E:.*]] = async.await %bodyResults#0 : !async.value<!llvm.ptr>
  // CHECK-NEXT:  llvm.call @mgpuEventSynchronize(%[[E]])
  // CHECK-NEXT:  llvm.call @mgpuEventDestroy(%[[E]])
  func.func @two_tokens(%m: memref<16xi32>) {
    %c3 = arith.constant 3 : i32
    %t, %r:3 = async.execute -> (!async.value<!gpu.async.token>, !async.value<i32>, !async.value<!gpu.async.token>) {
      %0 = gpu.wait async
      %1 = gpu.memset async [%0] %m, %c3 : memref<16xi32>, i32
      %2 = gpu.wait async
      async.yield %1, %c3, %2 : !gpu.async.token, i32, !gpu.async.token
    }
    %e = async.await %r#0 : !async.value<!gpu.async.token>
    gpu.wait [%e]
    return
  }

  // A token passed into the region is an event; the pattern still records
  // on it and "destroys" it, as upstream does.
  // CHECK-LABEL: llvm.func @event_through(
  // CHECK:       async.execute [%{{.*}}] (%{{.*}} as %[[ARG:.*]]: !async.value<!llvm.ptr>) -> !async.value<!llvm.ptr> {
  // CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
  // CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[ARG]])
  // CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[ARG]])
  // CHECK-NEXT:    async.yield %[[E]] : !llvm.ptr
  func.func @event_through() {
    %t, %r = async.execute -> !async.value<!gpu.async.token> {
      %0 = gpu.wait async
      async.yield %0 : !gpu.async.token
    }
    %t2, %r2 = async.execute [%t] (%r as %x: !async.value<!gpu.async.token>) -> !async.value<!gpu.async.token> {
      async.yield %x : !gpu.async.token
    }
    %e = async.await %r2 : !async.value<!gpu.async.token>
    gpu.wait [%e]
    return
  }

  // Yields without tokens go to the structural pattern.
  // CHECK-LABEL: llvm.func @no_token(
  // CHECK:       async.execute -> !async.value<i64> {
  // CHECK-NEXT:    async.yield %arg0 : i64
  // CHECK-NOT:   mgpuEventCreate
  // CHECK:       llvm.return
  func.func @no_token(%n: index) -> index {
    %t, %r = async.execute -> !async.value<index> {
      async.yield %n : index
    }
    %v = async.await %r : !async.value<index>
    return %v : index
  }

  gpu.module @kmod [#nvvm.target] {}
}
