// RUN: pyopt %s --gpu-runtime-check 2>&1 >/dev/null | FileCheck %s
// RUN: not pyopt %s --gpu-runtime-check=error 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: pyopt %s --gpu-runtime-check --verify-diagnostics

// Lowered host code as gpu-to-llvm 22.1.8 produced it for the seed (LLVM
// #170833): the stream itself is yielded where an event is expected.

// CHECK: stream-as-event.mlir:[[@LINE+8]]:5: warning: a stream is yielded where an event is expected
// CHECK: stream-as-event.mlir:[[@LINE+5]]:10: note: stream created here
// ERR: error: a stream is yielded where an event is expected
// ERR: error: 'mgpuEventSynchronize' expects an event
llvm.func @yield_stream() {
  %t, %r = async.execute -> !async.value<!llvm.ptr> {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    // expected-warning @below {{a stream is yielded where an event is expected}}
    async.yield %s : !llvm.ptr
  }
  llvm.return
}

// CHECK: stream-as-event.mlir:[[@LINE+4]]:3: warning: 'mgpuEventSynchronize' expects an event (from mgpuEventCreate) but is given a stream
llvm.func @sync_on_stream() {
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  // expected-warning @below {{'mgpuEventSynchronize' expects an event}}
  llvm.call @mgpuEventSynchronize(%s) : (!llvm.ptr) -> ()
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  llvm.return
}

// The protocol gpu-to-llvm follows with the fix: nothing to report.
// CHECK-NOT: warning
llvm.func @recorded_event() {
  %t, %r = async.execute -> !async.value<!llvm.ptr> {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %e = llvm.call @mgpuEventCreate() : () -> !llvm.ptr
    llvm.call @mgpuEventRecord(%e, %s) : (!llvm.ptr, !llvm.ptr) -> ()
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    async.yield %e : !llvm.ptr
  }
  %v = async.await %r : !async.value<!llvm.ptr>
  llvm.call @mgpuEventSynchronize(%v) : (!llvm.ptr) -> ()
  llvm.call @mgpuEventDestroy(%v) : (!llvm.ptr) -> ()
  llvm.return
}

llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)
llvm.func @mgpuEventCreate() -> !llvm.ptr
llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
llvm.func @mgpuEventSynchronize(!llvm.ptr)
llvm.func @mgpuEventDestroy(!llvm.ptr)
