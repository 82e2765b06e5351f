// RUN: pyopt %s --gpu-to-llvm | FileCheck %s --check-prefix=FIXED
// RUN: pyopt %s --gpu-to-llvm="async-yield-benefit=2 legacy-tie-order=1" | FileCheck %s --check-prefix=FIXED
// RUN: pyopt %s --gpu-to-llvm="async-yield-benefit=1 legacy-tie-order=1" | FileCheck %s --check-prefix=BUGGY
// RUN: pyopt %s --gpu-to-llvm="async-yield-benefit=1" | FileCheck %s --check-prefix=BUGGY
// RUN: pyopt %s --pass-pipeline="builtin.module(gpu-to-llvm{async-yield-benefit=1 legacy-tie-order=true})" | FileCheck %s --check-prefix=BUGGY

// The pyopt study options of gpu-to-llvm.  Default (benefit 2, the fix of
// PR #190717): the GPU yield pattern wins and records an event.  With
// 22.1.8's benefit 1 the two yield patterns tie: 22.1.8's conversion
// driver (legacy-tie-order) tries them in registration order when a
// rootless pattern is registered (NVVM is loaded here by #nvvm.target), and
// so does pyopt's tie rule always; the structural pattern, registered
// first, wins and yields the stream itself.
module attributes {gpu.container_module} {
  // FIXED-LABEL: llvm.func @yield_token()
  // FIXED:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
  // FIXED-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
  // FIXED-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[S]])
  // FIXED-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
  // FIXED-NEXT:    async.yield %[[E]] : !llvm.ptr
  // BUGGY-LABEL: llvm.func @yield_token()
  // BUGGY:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
  // BUGGY-NEXT:    async.yield %[[S]] : !llvm.ptr
  // BUGGY-NOT:   mgpuEventCreate
  func.func @yield_token() {
    %t, %r = async.execute -> !async.value<!gpu.async.token> {
      %0 = gpu.wait async
      async.yield %0 : !gpu.async.token
    }
    return
  }
  gpu.module @kmod [#nvvm.target] {}
}
