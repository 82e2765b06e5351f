// RUN: not pyopt %s --split-input-file --gpu-to-llvm 2>&1 | FileCheck %s
// RUN: not pyopt %s --split-input-file --gpu-to-llvm="intersperse-sizes-for-kernels=1" 2>&1 | FileCheck %s --check-prefix=SIZES

// 22.1.8 converts launches with at most one dependency; an illegal launch
// fails the pass.
module attributes {gpu.container_module} {
  func.func @two_deps(%a: !gpu.async.token, %b: !gpu.async.token) {
    %c1 = arith.constant 1 : index
    // CHECK: :[[@LINE+2]]:10: error: failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal
    // SIZES: :[[@LINE+1]]:10: error: failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal
    %t = gpu.launch_func async [%a, %b] @kmod::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.wait [%t]
    return
  }
  gpu.binary @kmod [#gpu.object<#rocdl.target, "BLOB">]
}

// -----

// A synchronous launch must not have dependencies.
module attributes {gpu.container_module} {
  func.func @sync_with_dep() {
    %c1 = arith.constant 1 : index
    %t = gpu.wait async
    // CHECK: :[[@LINE+2]]:5: error: failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal
    // CHECK-NEXT: gpu.launch_func [%t]
    gpu.launch_func [%t] @kmod::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.binary @kmod [#gpu.object<#rocdl.target, "BLOB">]
}

// -----

// Sizes need the bare-pointer convention (one value per memref).
module attributes {gpu.container_module} {
  func.func @sizes_without_bare(%m: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    // SIZES: :[[@LINE+2]]:11: error: failed to legalize operation 'gpu.launch_func' that was explicitly marked illegal
    // SIZES: note: see current operation: %{{.*}} = "gpu.launch_func"
    %t1 = gpu.launch_func async [%t0] @kmod::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<8xf32>)
    gpu.wait [%t1]
    return
  }
  gpu.binary @kmod [#gpu.object<#rocdl.target, "BLOB">]
}
