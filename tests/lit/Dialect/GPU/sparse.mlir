// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// gpu sparse ops (cuSPARSE/cuSPARSELt-style runtime calls). Transpose modes
// print as `%x{ TRANSPOSE}` (enum printed with a leading space inside the
// braces) and are omitted when equal to the default NON_TRANSPOSE.

// CHECK: module {
// CHECK-LABEL: func.func @sparse(%arg0: index) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %memref, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xindex>
// CHECK-NEXT: %memref_0, %asyncToken_1 = gpu.alloc async [%asyncToken] (%arg0) : memref<?xf64>
// CHECK-NEXT: %spmat, %asyncToken_2 = gpu.create_coo async [%asyncToken_1] %arg0, %arg0, %arg0, %memref, %memref, %memref_0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_3 = gpu.create_coo  %arg0, %arg0, %arg0, %memref, %memref, %memref_0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_4, %asyncToken_5 = gpu.create_csr async [%asyncToken_2] %arg0, %arg0, %arg0, %memref, %memref, %memref_0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_6, %asyncToken_7 = gpu.create_csc async [%asyncToken_5] %arg0, %arg0, %arg0, %memref, %memref, %memref_0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_8, %asyncToken_9 = gpu.create_bsr async [%asyncToken_7] %arg0, %arg0, %arg0, %arg0, %arg0, %memref, %memref, %memref_0 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_10, %asyncToken_11 = gpu.create_coo_aos async [%asyncToken_9] %arg0, %arg0, %arg0, %memref, %memref_0 : memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spMat, %asyncToken_12 = gpu.create_2to4_spmat async [%asyncToken_11]{ PRUNE_AND_CHECK} %arg0, %arg0, %memref_0 : memref<?xf64>
// CHECK-NEXT: %spMat_13, %asyncToken_14 = gpu.create_2to4_spmat async [%asyncToken_11]{ PRUNE_ONLY} %arg0, %arg0, %memref_0 : memref<?xf64>
// CHECK-NEXT: %spMat_15 = gpu.create_2to4_spmat { NONE} %arg0, %arg0, %memref_0 : memref<?xf64>
// CHECK-NEXT: gpu.wait [%asyncToken_12, %asyncToken_14]
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @sparse(%arg0: index) {
  %token0 = gpu.wait async
  %mem1, %token1 = gpu.alloc async [%token0] (%arg0) : memref<?xindex>
  %mem2, %token2 = gpu.alloc async [%token1] (%arg0) : memref<?xf64>
  %spmat, %token4 = gpu.create_coo async [%token2] %arg0, %arg0, %arg0, %mem1, %mem1, %mem2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat2 = gpu.create_coo %arg0, %arg0, %arg0, %mem1, %mem1, %mem2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat3, %token5 = gpu.create_csr async [%token4] %arg0, %arg0, %arg0, %mem1, %mem1, %mem2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat4, %token6 = gpu.create_csc async [%token5] %arg0, %arg0, %arg0, %mem1, %mem1, %mem2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat5, %token7 = gpu.create_bsr async [%token6] %arg0, %arg0, %arg0, %arg0, %arg0, %mem1, %mem1, %mem2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %spmat6, %token8 = gpu.create_coo_aos async [%token7] %arg0, %arg0, %arg0, %mem1, %mem2 : memref<?xindex>, memref<?xf64>
  %spmat7, %token9 = gpu.create_2to4_spmat async [%token8] {PRUNE_AND_CHECK} %arg0, %arg0, %mem2 : memref<?xf64>
  %spmat8, %token9b = gpu.create_2to4_spmat async [%token8] {PRUNE_ONLY} %arg0, %arg0, %mem2 : memref<?xf64>
  %spmat9 = gpu.create_2to4_spmat {NONE} %arg0, %arg0, %mem2 : memref<?xf64>
  gpu.wait [%token9, %token9b]
  return
}

// CHECK-LABEL: func.func @compute(%arg0: index, %arg1: memref<?xindex>, %arg2: memref<?xf64>, %arg3: !gpu.sparse.spmat_handle, %arg4: !gpu.async.token) {
// CHECK-NEXT: %dnTensor, %asyncToken = gpu.create_dn_tensor async [%arg4] %arg2, %arg0 : index into memref<?xf64>
// CHECK-NEXT: %dnTensor_0, %asyncToken_1 = gpu.create_dn_tensor async [%arg4] %arg2, %arg0, %arg0 : index, index into memref<?xf64>
// CHECK-NEXT: %bufferSz, %asyncToken_2 = gpu.spmv_buffer_size async [%asyncToken] %arg3, %dnTensor, %dnTensor into f64
// CHECK-NEXT: %bufferSz_3, %asyncToken_4 = gpu.spmv_buffer_size async [%asyncToken] %arg3{ TRANSPOSE}, %dnTensor, %dnTensor into f64
// CHECK-NEXT: %0 = gpu.spmv async [%asyncToken_2] %arg3, %dnTensor, %dnTensor, %arg2 : memref<?xf64> into f64
// CHECK-NEXT: %1 = gpu.spmv async [%asyncToken_2] %arg3{ CONJUGATE_TRANSPOSE}, %dnTensor, %dnTensor, %arg2 : memref<?xf64> into f64
// CHECK-NEXT: %bufferSzs, %asyncToken_5 = gpu.spmm_buffer_size async [%0] %arg3, %dnTensor_0, %dnTensor_0 : index into f64
// CHECK-NEXT: %bufferSzs_6:3, %asyncToken_7 = gpu.spmm_buffer_size async [%0] %arg3{ TRANSPOSE}, %dnTensor_0{ TRANSPOSE}, %dnTensor_0 : index, index, index into f64
// CHECK-NEXT: %2 = gpu.spmm async [%asyncToken_5] %arg3, %dnTensor_0, %dnTensor_0, %arg2 : memref<?xf64> into f64
// CHECK-NEXT: %3 = gpu.spmm async [%asyncToken_5] %arg3{ TRANSPOSE}, %dnTensor_0, %dnTensor_0, %arg2, %arg2 : memref<?xf64>, memref<?xf64> into f64
// CHECK-NEXT: %bufferSz_8, %asyncToken_9 = gpu.sddmm_buffer_size async [%2] %dnTensor_0, %dnTensor_0, %arg3 into f64
// CHECK-NEXT: %bufferSz_10, %asyncToken_11 = gpu.sddmm_buffer_size async [%2] %dnTensor_0{ TRANSPOSE}, %dnTensor_0{ TRANSPOSE}, %arg3 into f32
// CHECK-NEXT: %4 = gpu.sddmm async [%asyncToken_9] %dnTensor_0, %dnTensor_0, %arg3, %arg2 : memref<?xf64> into f64
// CHECK-NEXT: %5 = gpu.sddmm async [%asyncToken_9] %dnTensor_0{ TRANSPOSE}, %dnTensor_0, %arg3, %arg2 : memref<?xf64> into f64
// CHECK-NEXT: gpu.wait [%4, %5, %1, %3, %asyncToken_11, %asyncToken_4, %asyncToken_7, %asyncToken_1]
// CHECK-NEXT: gpu.destroy_dn_tensor  %dnTensor
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @compute(%arg0: index, %mem1: memref<?xindex>, %mem2: memref<?xf64>, %spmat: !gpu.sparse.spmat_handle, %token9: !gpu.async.token) {
  %dnvec, %token10 = gpu.create_dn_tensor async [%token9] %mem2, %arg0 : index into memref<?xf64>
  %dnmat, %token10b = gpu.create_dn_tensor async [%token9] %mem2, %arg0, %arg0 : index, index into memref<?xf64>
  %bufferSz, %token11 = gpu.spmv_buffer_size async [%token10] %spmat, %dnvec, %dnvec into f64
  %bufferSzT, %token11b = gpu.spmv_buffer_size async [%token10] %spmat{TRANSPOSE}, %dnvec, %dnvec into f64
  %token12 = gpu.spmv async [%token11] %spmat, %dnvec, %dnvec, %mem2 : memref<?xf64> into f64
  %token12b = gpu.spmv async [%token11] %spmat{CONJUGATE_TRANSPOSE}, %dnvec, %dnvec, %mem2 : memref<?xf64> into f64
  %bufferSz2, %token13 = gpu.spmm_buffer_size async [%token12] %spmat, %dnmat, %dnmat : index into f64
  %bsz3:3, %token13b = gpu.spmm_buffer_size async [%token12] %spmat{TRANSPOSE}, %dnmat{TRANSPOSE}, %dnmat : index, index, index into f64
  %token14 = gpu.spmm async [%token13] %spmat, %dnmat, %dnmat, %mem2 : memref<?xf64> into f64
  %token14b = gpu.spmm async [%token13] %spmat{TRANSPOSE}, %dnmat{NON_TRANSPOSE}, %dnmat, %mem2, %mem2 : memref<?xf64>, memref<?xf64> into f64
  %bufferSz3, %token15 = gpu.sddmm_buffer_size async [%token14] %dnmat, %dnmat, %spmat into f64
  %bufferSz3b, %token15b = gpu.sddmm_buffer_size async [%token14] %dnmat{TRANSPOSE}, %dnmat{TRANSPOSE}, %spmat into f32
  %token16 = gpu.sddmm async [%token15] %dnmat, %dnmat, %spmat, %mem2 : memref<?xf64> into f64
  %token16b = gpu.sddmm async [%token15] %dnmat{TRANSPOSE}, %dnmat, %spmat, %mem2 : memref<?xf64> into f64
  gpu.wait [%token16, %token16b, %token12b, %token14b, %token15b, %token11b, %token13b, %token10b]
  gpu.destroy_dn_tensor %dnvec
  return
}

// CHECK-LABEL: func.func @spgemm(%arg0: index, %arg1: memref<?xindex>, %arg2: memref<?xf64>, %arg3: !gpu.sparse.spmat_handle, %arg4: !gpu.sparse.spmat_handle, %arg5: !gpu.sparse.dntensor_handle, %arg6: !gpu.sparse.dntensor_handle, %arg7: !gpu.async.token) {
// CHECK-NEXT: %desc, %asyncToken = gpu.spgemm_create_descr async [%arg7]
// CHECK-NEXT: %bufferSzNew, %asyncToken_0 = gpu.spgemm_work_estimation_or_compute async [%asyncToken]{ WORK_ESTIMATION} %arg3, %arg3, %arg3, %desc, %arg0, %arg2 : f32 into memref<?xf64>
// CHECK-NEXT: %bufferSzNew_1, %asyncToken_2 = gpu.spgemm_work_estimation_or_compute async [%asyncToken_0]{ COMPUTE} %arg3{ TRANSPOSE}, %arg3, %arg3, %desc, %arg0, %arg2 : f32 into memref<?xf64>
// CHECK-NEXT: %rows, %cols, %nnz, %asyncToken_3 = gpu.spmat_get_size async [%asyncToken_2] %arg3
// CHECK-NEXT: %rows_4, %cols_5, %nnz_6 = gpu.spmat_get_size  %arg3
// CHECK-NEXT: %0 = gpu.set_csr_pointers async [%asyncToken_3] %arg3, %arg1, %arg1, %arg2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %1 = gpu.spgemm_copy async [%0] %arg3, %arg3, %arg3, %desc : f32
// CHECK-NEXT: %2 = gpu.spgemm_copy async [%0] %arg3{ TRANSPOSE}, %arg3{ TRANSPOSE}, %arg3, %desc : f32
// CHECK-NEXT: %3 = gpu.spgemm_destroy_descr async [%1] %desc
// CHECK-NEXT: %4 = gpu.destroy_sp_mat async [%3] %arg3
// CHECK-NEXT: %5 = gpu.destroy_dn_tensor async [%4] %arg5
// CHECK-NEXT: gpu.destroy_sp_mat  %arg4
// CHECK-NEXT: gpu.destroy_dn_tensor  %arg6
// CHECK-NEXT: %desc_7 = gpu.spgemm_create_descr{{ $}}
// CHECK-NEXT: gpu.spgemm_destroy_descr  %desc_7
// CHECK-NEXT: gpu.wait [%5]
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @spgemm(%arg0: index, %mem1: memref<?xindex>, %mem2: memref<?xf64>, %spmat: !gpu.sparse.spmat_handle, %spmat2: !gpu.sparse.spmat_handle, %dnvec: !gpu.sparse.dntensor_handle, %dnmat: !gpu.sparse.dntensor_handle, %token16: !gpu.async.token) {
  %spgemmDesc, %token17 = gpu.spgemm_create_descr async [%token16]
  %bufferSz4, %token18 = gpu.spgemm_work_estimation_or_compute async [%token17]{WORK_ESTIMATION} %spmat, %spmat, %spmat, %spgemmDesc, %arg0, %mem2 : f32 into memref<?xf64>
  %bufferSz5, %token19 = gpu.spgemm_work_estimation_or_compute async [%token18]{COMPUTE} %spmat{TRANSPOSE}, %spmat, %spmat, %spgemmDesc, %arg0, %mem2 : f32 into memref<?xf64>
  %rows, %cols, %nnz, %token20 = gpu.spmat_get_size async [%token19] %spmat
  %r2, %c2, %n2 = gpu.spmat_get_size %spmat
  %token21 = gpu.set_csr_pointers async [%token20] %spmat, %mem1, %mem1, %mem2 : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %token22 = gpu.spgemm_copy async [%token21] %spmat, %spmat, %spmat, %spgemmDesc : f32
  %token22b = gpu.spgemm_copy async [%token21] %spmat{TRANSPOSE}, %spmat{TRANSPOSE}, %spmat, %spgemmDesc : f32
  %token23 = gpu.spgemm_destroy_descr async [%token22] %spgemmDesc
  %token24 = gpu.destroy_sp_mat async [%token23] %spmat
  %token25 = gpu.destroy_dn_tensor async [%token24] %dnvec
  gpu.destroy_sp_mat %spmat2
  gpu.destroy_dn_tensor %dnmat
  %d2 = gpu.spgemm_create_descr
  gpu.spgemm_destroy_descr %d2
  gpu.wait [%token25]
  return
}
