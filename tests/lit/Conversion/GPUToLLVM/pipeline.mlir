// RUN: pyopt %s --gpu-async-region --gpu-to-llvm | FileCheck %s
// RUN: pyopt %s --pass-pipeline="builtin.module(func.func(gpu-async-region),gpu-to-llvm{use-bare-pointers-for-kernels=true})" | FileCheck %s --check-prefix=BARE

// The usual pipeline: make the GPU ops async, then lower them to runtime
// calls.  The token the execute region yields is recorded as an event.
module attributes {gpu.container_module} {
  // CHECK-LABEL: llvm.func @host(
  // CHECK:       %token, %bodyResults = async.execute -> !async.value<!llvm.ptr> {
  // CHECK-NEXT:    %[[S:.*]] = llvm.call @mgpuStreamCreate()
  // CHECK:         gpu.launch_func <%[[S]] : !llvm.ptr> @kmod::@k
  // CHECK-NEXT:    %[[E:.*]] = llvm.call @mgpuEventCreate()
  // CHECK-NEXT:    llvm.call @mgpuEventRecord(%[[E]], %[[S]])
  // CHECK-NEXT:    llvm.call @mgpuStreamDestroy(%[[S]])
  // CHECK-NEXT:    async.yield %[[E]] : !llvm.ptr
  // CHECK-NEXT:  }
  // CHECK-NEXT:  async.await %token : !async.token
  // CHECK-NEXT:  %[[W:.*]] = async.await %bodyResults : !async.value<!llvm.ptr>
  // CHECK-NEXT:  llvm.call @mgpuEventSynchronize(%[[W]])
  // CHECK-NEXT:  llvm.call @mgpuEventDestroy(%[[W]])
  // BARE-LABEL: llvm.func @host(
  // BARE:       %[[P:.*]] = llvm.extractvalue %{{.*}}[1]
  // BARE-NEXT:  gpu.launch_func <%{{.*}} : !llvm.ptr> @kmod::@k {{.*}} args(%[[P]] : !llvm.ptr)
  func.func @host(%h: memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %t = async.execute {
      gpu.launch_func @kmod::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%h : memref<16xf32>)
      async.yield
    }
    async.await %t : !async.token
    return
  }
  gpu.binary @kmod [#gpu.object<#nvvm.target, "BLOB">]
}
