// RUN: pyopt %s --gpu-to-llvm | FileCheck %s

// gpu.wait async creates a stream that waits for an event per dependency;
// a stream dependency gets an event recorded right after its producer, so
// the second consumer's event prints before the first one's.  The sync
// gpu.wait synchronizes and destroys streams.
// CHECK-LABEL: llvm.func @waits()
// CHECK-NEXT:  %[[S0:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:  %[[E3:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT:  llvm.call @mgpuEventRecord(%[[E3]], %[[S0]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:  %[[E2:.*]] = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
// CHECK-NEXT:  llvm.call @mgpuEventRecord(%[[E2]], %[[S0]])
// CHECK-NEXT:  %[[S1:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:  %[[E1:.*]] = llvm.call @mgpuEventCreate()
// CHECK-NEXT:  llvm.call @mgpuEventRecord(%[[E1]], %[[S1]])
// CHECK-NEXT:  %[[S2:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:  llvm.call @mgpuStreamWaitEvent(%[[S2]], %[[E2]]) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:  llvm.call @mgpuStreamWaitEvent(%[[S2]], %[[E1]])
// CHECK-NEXT:  llvm.call @mgpuEventDestroy(%[[E2]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:  llvm.call @mgpuEventDestroy(%[[E1]])
// CHECK-NEXT:  %[[S3:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:  llvm.call @mgpuStreamWaitEvent(%[[S3]], %[[E3]])
// CHECK-NEXT:  llvm.call @mgpuEventDestroy(%[[E3]])
// CHECK-NEXT:  llvm.call @mgpuStreamSynchronize(%[[S2]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:  llvm.call @mgpuStreamDestroy(%[[S2]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:  llvm.call @mgpuStreamSynchronize(%[[S3]])
// CHECK-NEXT:  llvm.call @mgpuStreamDestroy(%[[S3]])
// CHECK-NEXT:  llvm.return
func.func @waits() {
  %t0 = gpu.wait async
  %t1 = gpu.wait async
  %t2 = gpu.wait async [%t0, %t1]
  %t3 = gpu.wait async [%t0]
  gpu.wait [%t2, %t3]
  gpu.wait
  return
}

// An awaited token is an event: synchronize on it and destroy it.
// CHECK-LABEL: llvm.func @await_event()
// CHECK:       %[[E:.*]] = async.await %{{.*}} : !async.value<!llvm.ptr>
// CHECK-NEXT:  llvm.call @mgpuEventSynchronize(%[[E]]) : (!llvm.ptr) -> ()
// CHECK-NEXT:  llvm.call @mgpuEventDestroy(%[[E]])
func.func @await_event() {
  %t, %r = async.execute -> !async.value<!gpu.async.token> {
    %0 = gpu.wait async
    async.yield %0 : !gpu.async.token
  }
  %e = async.await %r : !async.value<!gpu.async.token>
  gpu.wait [%e]
  return
}

// CHECK:      llvm.func @mgpuStreamCreate() -> !llvm.ptr
// CHECK-NEXT: llvm.func @mgpuEventCreate() -> !llvm.ptr
// CHECK-NEXT: llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
// CHECK-NEXT: llvm.func @mgpuEventDestroy(!llvm.ptr)
// CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr)
// CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr)
// CHECK-NEXT: llvm.func @mgpuEventSynchronize(!llvm.ptr)
