// RUN: pyopt --convert-func-to-llvm %s | FileCheck %s
// RUN: pyopt --finalize-memref-to-llvm %s | FileCheck %s --check-prefix=MEMREF
// RUN: pyopt --gpu-to-llvm %s | FileCheck %s --check-prefix=GPU

// The index width is the `index` entry of the data layout at the op the
// pass runs on (LowerToLLVMOptions from DataLayoutAnalysis::getAtOrAbove),
// for everything nested in it: a spec on a func.func is no data layout, and
// a nested module with its own spec still gets the outer width.
// gpu-to-llvm does not ask the data layout.

module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 32 : i64>>} {
  func.func @outer(%a: index) -> index attributes {dlti.dl_spec = #dlti.dl_spec<index = 16 : i64>} {
    return %a : index
  }
  module @inner attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "big">} {
    func.func @f(%a: index, %m: memref<?xf32>) -> index {
      %c = arith.constant 0 : index
      %d = memref.dim %m, %c : memref<?xf32>
      return %d : index
    }
  }
}

// CHECK-LABEL: llvm.func @outer(%arg0: i32) -> i32
// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32) -> i32

// MEMREF-LABEL: func.func @f
// MEMREF: llvm.extractvalue %{{.*}}[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>

// GPU-LABEL: llvm.func @f(%arg0: i64, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i64, %arg4: i64, %arg5: i64) -> i64
