// RUN: pyopt %s --convert-to-llvm | FileCheck %s
// RUN: pyopt %s --convert-to-llvm=filter-dialects=arith | FileCheck %s --check-prefix=ARITH
// RUN: pyopt %s --convert-to-llvm=allow-pattern-rollback=0 | FileCheck %s --check-prefix=NOROLLBACK
// RUN: pyopt %s --llvm-request-c-wrappers | FileCheck %s --check-prefix=WRAP
// RUN: pyopt %s --set-llvm-module-datalayout=data-layout=e-m:e | FileCheck %s --check-prefix=DL

// CHECK-LABEL: llvm.func @mixed(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i1) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.getelementptr inbounds|nuw %6[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> f32
// CHECK-NEXT: %9 = llvm.intr.exp(%8) : (f32) -> f32
// CHECK-NEXT: %10 = llvm.fadd %8, %9 : f32
// CHECK-NEXT: llvm.cond_br %arg6, ^bb1(%10 : f32), ^bb1(%8 : f32)
// CHECK-NEXT: ^bb1(%11: f32):  // 2 preds: ^bb0, ^bb0
// CHECK-NEXT: llvm.return %11 : f32

// ARITH-LABEL: func.func @mixed(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> f32 {
// ARITH-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// ARITH-NEXT: %1 = math.exp %0 : f32
// ARITH-NEXT: %2 = llvm.fadd %0, %1 : f32
// ARITH-NEXT: cf.cond_br %arg2, ^bb1(%2 : f32), ^bb1(%0 : f32)
// ARITH-NEXT: ^bb1(%3: f32):  // 2 preds: ^bb0, ^bb0
// ARITH-NEXT: return %3 : f32

// NOROLLBACK-LABEL: llvm.func @mixed(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i1) -> f32 {
// NOROLLBACK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// NOROLLBACK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// NOROLLBACK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// NOROLLBACK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// NOROLLBACK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// NOROLLBACK-NEXT: %5 = llvm.insertvalue %arg4, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// NOROLLBACK-NEXT: %6 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// NOROLLBACK-NEXT: %7 = llvm.getelementptr inbounds|nuw %6[%arg5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// NOROLLBACK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> f32
// NOROLLBACK-NEXT: %9 = llvm.intr.exp(%8) : (f32) -> f32
// NOROLLBACK-NEXT: %10 = llvm.fadd %8, %9 : f32
// NOROLLBACK-NEXT: llvm.cond_br %arg6, ^bb1(%10 : f32), ^bb1(%8 : f32)
// NOROLLBACK-NEXT: ^bb1(%11: f32):  // 2 preds: ^bb0, ^bb0
// NOROLLBACK-NEXT: llvm.return %11 : f32

// WRAP-LABEL: func.func @mixed(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> f32 attributes {llvm.emit_c_interface} {
// WRAP-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// WRAP-NEXT: %1 = math.exp %0 : f32
// WRAP-NEXT: %2 = arith.addf %0, %1 : f32
// WRAP-NEXT: cf.cond_br %arg2, ^bb1(%2 : f32), ^bb1(%0 : f32)
// WRAP-NEXT: ^bb1(%3: f32):  // 2 preds: ^bb0, ^bb0
// WRAP-NEXT: return %3 : f32

// DL: module attributes {llvm.data_layout = "e-m:e"} {
// DL-LABEL: func.func @mixed(%arg0: memref<4xf32>, %arg1: index, %arg2: i1) -> f32 {
// DL-NEXT: %0 = memref.load %arg0[%arg1] : memref<4xf32>
// DL-NEXT: %1 = math.exp %0 : f32
// DL-NEXT: %2 = arith.addf %0, %1 : f32
// DL-NEXT: cf.cond_br %arg2, ^bb1(%2 : f32), ^bb1(%0 : f32)
// DL-NEXT: ^bb1(%3: f32):  // 2 preds: ^bb0, ^bb0
// DL-NEXT: return %3 : f32

// convert-to-llvm: every loaded dialect with the interface contributes.
func.func @mixed(%m: memref<4xf32>, %i: index, %c: i1) -> f32 {
  %0 = memref.load %m[%i] : memref<4xf32>
  %1 = math.exp %0 : f32
  %2 = arith.addf %0, %1 : f32
  cf.cond_br %c, ^bb1(%2 : f32), ^bb1(%0 : f32)
^bb1(%r: f32):
  return %r : f32
}
