// RUN: pyopt %s --convert-nvvm-to-llvm | FileCheck %s
// Expected output: mlir-opt 22.1.8 --convert-nvvm-to-llvm.

llvm.func @f(%p: !llvm.ptr, %c: !llvm.ptr<4>, %g: !llvm.ptr<1>, %b: i1) {
  nvvm.prefetch tensormap, %p, predicate = %b : !llvm.ptr, i1
  nvvm.prefetch tensormap, %c, predicate = %b : !llvm.ptr<4>, i1
  nvvm.prefetch tensormap in_param_space, %p, predicate = %b : !llvm.ptr, i1
  nvvm.prefetch tensormap, %p : !llvm.ptr
  nvvm.prefetch level = L1, %g : !llvm.ptr<1>
  llvm.return
}

// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: %arg0: !llvm.ptr, %arg1: !llvm.ptr<4>, %arg2: !llvm.ptr<1>, %arg3: i1) {
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$1 prefetch.tensormap [$0];", "l,b" %arg0, %arg3 : (!llvm.ptr, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$1 prefetch.tensormap [$0];", "l,b" %arg1, %arg3 : (!llvm.ptr<4>, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$1 prefetch.tensormap [$0];", "l,b" %arg0, %arg3 : (!llvm.ptr, i1) -> ()
// CHECK-NEXT: nvvm.prefetch tensormap, %arg0 : !llvm.ptr
// CHECK-NEXT: nvvm.prefetch level =  L1, %arg2 : !llvm.ptr<1>
// CHECK-NEXT: llvm.return
