// RUN: pyopt %s --gpu-to-llvm="async-yield-benefit=1 legacy-tie-order=1" | FileCheck %s

// Without a rootless pattern (no NVVM: a ROCDL target) 22.1.8's driver
// tries equal-benefit patterns in reverse registration order, so even its
// benefit-1 GPU yield pattern wins: 22.1.8 lowers this input correctly.
module attributes {gpu.container_module} {
  // CHECK-LABEL: llvm.func @yield_token()
  // CHECK:         %[[S:.*]] = llvm.call @mgpuStreamCreate()
  // CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
  // CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[S]])
  // CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
  // CHECK-NEXT:    async.yield %[[E]] : !llvm.ptr
  func.func @yield_token() {
    %t, %r = async.execute -> !async.value<!gpu.async.token> {
      %0 = gpu.wait async
      async.yield %0 : !gpu.async.token
    }
    return
  }
  gpu.module @kmod [#rocdl.target] {}
}
