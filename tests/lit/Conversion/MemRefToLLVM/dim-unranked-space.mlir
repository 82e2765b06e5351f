// RUN: pyopt --finalize-memref-to-llvm %s 2>&1 | FileCheck %s

// memref.dim of an unranked memref whose memory space has no integer
// address space: the op error is reported, the pattern fails, the op stays.

func.func @dimu(%a: memref<*xf32, "foo">, %i: index) -> index {
  %0 = memref.dim %a, %i : memref<*xf32, "foo">
  return %0 : index
}

// CHECK: error: 'memref.dim' op memref memory space must be convertible to an integer address space
// CHECK: note: see current operation: %2 = "memref.dim"(%arg0, %arg1) : (memref<*xf32, "foo">, index) -> index
// CHECK: %dim = memref.dim %arg0, %arg1 : memref<*xf32, "foo">
