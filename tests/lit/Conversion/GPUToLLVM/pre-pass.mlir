// RUN: pyopt %s --gpu-to-llvm | FileCheck %s

// The greedy pre-pass of gpu-to-llvm: constants are de-duplicated and
// hoisted out of async.execute to the function entry (most recently hoisted
// first), constant arithmetic folds, an unused gpu.alloc (it only allocates
// its result) and pure unused ops are erased before the conversion.
module attributes {gpu.container_module} {
  // CHECK-LABEL: llvm.func @prepass()
  // CHECK-NEXT:  %[[C4:.*]] = llvm.mlir.constant(4 : index) : i64
  // CHECK-NEXT:  %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT:  %token, %bodyResults = async.execute -> !async.value<!llvm.ptr> {
  // CHECK-NEXT:    %[[S:.*]] = llvm.call @mgpuStreamCreate()
  // CHECK-NEXT:    gpu.launch_func <%[[S]] : !llvm.ptr> @kmod::@k blocks in (%[[C4]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]]) : i64 {{$}}
  // CHECK-NOT:   mgpuMemAlloc
  // CHECK-NOT:   llvm.add
  func.func @prepass() {
    %c1 = arith.constant 1 : index
    %unused = arith.constant 7 : i32
    %m = gpu.alloc host_shared () : memref<4xf32>
    %t, %r = async.execute -> !async.value<!gpu.async.token> {
      %c1b = arith.constant 1 : index
      %c2 = arith.constant 2 : index
      %c4 = arith.addi %c2, %c2 : index
      %dead = arith.addi %c1b, %c1b : index
      %0 = gpu.wait async
      %1 = gpu.launch_func async [%0] @kmod::@k blocks in (%c4, %c1b, %c1) threads in (%c1, %c1, %c1b)
      async.yield %1 : !gpu.async.token
    }
    return
  }

  // gpu.module bodies are converted with the same patterns; the module stays.
  // CHECK-LABEL: gpu.module @kmod [#nvvm.target] {
  // CHECK-NEXT:    llvm.func @helper() -> i32 {
  // CHECK-NEXT:      %[[C:.*]] = llvm.mlir.constant(3 : i32) : i32
  // CHECK-NEXT:      llvm.return %[[C]] : i32
  gpu.module @kmod [#nvvm.target] {
    func.func @helper() -> i32 {
      %c = arith.constant 3 : i32
      %unused = arith.constant 4 : i32
      return %c : i32
    }
    llvm.func @k() attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
