// RUN: not pyopt %s --finalize-memref-to-llvm 2>&1 | FileCheck %s

// As mlir-opt 22.1.8: `free` gets the pointer of address space 1 uncast,
// and the llvm.call verifier rejects it after the pass.
// CHECK: error: 'llvm.call' op operand type mismatch for operand 0: '!llvm.ptr<1>' != '!llvm.ptr'
func.func @f() {
  %0 = memref.alloc() : memref<4xf32, 1>
  memref.dealloc %0 : memref<4xf32, 1>
  return
}
