// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// gpu subgroup MMA ops and the !gpu.mma_matrix type. Note the double space in
// `gpu.subgroup_mma_elementwise  addf` (enum attribute printed with a leading space).

// CHECK: module {
// CHECK-LABEL: gpu.module @mma {
// CHECK-NEXT: gpu.func @mma(%arg0: memref<32x32xf16, 3>, %arg1: memref<32x32xf32, 3>, %arg2: memref<32x32xi8>) {
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %0 = gpu.subgroup_mma_load_matrix %arg0[%c16, %c16] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT: %1 = gpu.subgroup_mma_load_matrix %arg0[%c16, %c16] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK-NEXT: %2 = gpu.subgroup_mma_load_matrix %arg2[%c16, %c16] {leadDimension = 32 : index} : memref<32x32xi8> -> !gpu.mma_matrix<16x16xsi8, "AOp">
// CHECK-NEXT: %3 = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %4 = gpu.subgroup_mma_compute %0, %1, %3 : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %5 = gpu.subgroup_mma_compute %0, %1, %3 {a_transpose, b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %6 = gpu.subgroup_mma_elementwise  addf %3, %4 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %7 = gpu.subgroup_mma_elementwise  maxf %3, %4 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %8 = gpu.subgroup_mma_elementwise  negatef %3 : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %9 = gpu.subgroup_mma_extract_thread_local %6[%c16] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
// CHECK-NEXT: %10 = gpu.subgroup_mma_insert_thread_local %9, %6[%c16] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %10, %arg1[%c16, %c16] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, 3>
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %10, %arg1[%c16, %c16] {leadDimension = 32 : index, transpose} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, 3>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @mma {
  gpu.func @mma(%src : memref<32x32xf16, 3>, %dst : memref<32x32xf32, 3>, %isrc : memref<32x32xi8>) {
    %i = arith.constant 16 : index
    %cst = arith.constant 1.0 : f32
    %A = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %B = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
    %IA = gpu.subgroup_mma_load_matrix %isrc[%i, %i] {leadDimension = 32 : index} : memref<32x32xi8> -> !gpu.mma_matrix<16x16xsi8, "AOp">
    %C = gpu.subgroup_mma_constant_matrix %cst : !gpu.mma_matrix<16x16xf32, "COp">
    %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %D2 = gpu.subgroup_mma_compute %A, %B, %C {a_transpose, b_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    %E = gpu.subgroup_mma_elementwise addf %C, %D : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %E1 = gpu.subgroup_mma_elementwise maxf %C, %D : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %E2 = gpu.subgroup_mma_elementwise negatef %C : (!gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
    %x = gpu.subgroup_mma_extract_thread_local %E[%i] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
    %F = gpu.subgroup_mma_insert_thread_local %x, %E[%i] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
    gpu.subgroup_mma_store_matrix %F, %dst[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, 3>
    gpu.subgroup_mma_store_matrix %F, %dst[%i, %i] {leadDimension = 32 : index, transpose} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32, 3>
    gpu.return
  }
}

// CHECK-LABEL: func.func @mma_types(%arg0: !gpu.mma_matrix<16x16xf16, "AOp">, %arg1: !gpu.mma_matrix<8x32xui8, "BOp">, %arg2: !gpu.mma_matrix<16x8xi32, "COp">) -> !gpu.mma_matrix<16x16xf16, "AOp"> {
// CHECK-NEXT: return %arg0 : !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT: }
func.func @mma_types(%a : !gpu.mma_matrix<16x16xf16, "AOp">, %b : !gpu.mma_matrix<8x32xui8, "BOp">, %c : !gpu.mma_matrix<16x8xi32, "COp">) -> !gpu.mma_matrix<16x16xf16, "AOp"> {
  return %a : !gpu.mma_matrix<16x16xf16, "AOp">
}
