// RUN: pyopt %s --split-input-file --allow-unregistered-dialect --gpu-to-llvm | FileCheck %s

// Sparse ops become cuSPARSE / cuSPARSELt runtime calls on the stream of their
// single dependency; handles are !llvm.ptr; enum and data-type codes are i32
// constants (CUDA_R_64F = 1, CUSPARSE_INDEX_32I = 2, ...); a 2:4 matrix uses
// cuSPARSELt with alloca-ed handles.

// CHECK-LABEL: llvm.func @sparse(
// CHECK: %[[PT:.*]] = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %[[IT:.*]] = llvm.mlir.constant(2 : i32) : i32
// CHECK-NEXT: %[[DT:.*]] = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: llvm.call @mgpuCreateCsr(%arg0, %arg1, %arg2, %{{.*}}, %{{.*}}, %{{.*}}, %[[PT]], %[[IT]], %[[DT]], %{{.*}}) : (i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuCreateDnVec({{.*}}) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuCreateDnVec({{.*}}) : (i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuSpMVBufferSize({{.*}}) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: llvm.call @mgpuSpMV({{.*}}) : (i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuSpMatGetSize({{.*}}) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuDestroyDnVec({{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuDestroySpMat({{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuCreateCoo({{.*}}) : (i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuSpGEMMCreateDescr({{.*}}) : (!llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuSpGEMMWorkEstimation({{.*}}) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i64, !llvm.ptr, !llvm.ptr) -> i64
// CHECK: llvm.call @mgpuSpGEMMCopy({{.*}}) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuSpGEMMDestroyDescr({{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuSetCsrPointers({{.*}}) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.alloca %{{.*}} x i8 {alignment = 16 : i64} : (i64) -> !llvm.ptr
// CHECK: llvm.call @mgpuCusparseLtCreate2To4SpMat({{.*}}) : (!llvm.ptr, i64, i64, !llvm.ptr, i32, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuCreateCuSparseLtDnMat({{.*}}) : (!llvm.ptr, i64, i64, !llvm.ptr, i32, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuCuSparseLtSpMMBufferSize({{.*}}) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuCuSparseLtSpMM({{.*}}) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuDestroyCuSparseLtDnMat({{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuDestroyCuSparseLtSpMat({{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
func.func @sparse(%rows: index, %cols: index, %nnz: index, %pos: memref<?xindex>, %idx: memref<?xi32>, %vals: memref<?xf64>, %x: memref<?xf64>, %y: memref<?xf64>, %buf: memref<?xi8>, %m: memref<?x?xf16>) {
  %t0 = gpu.wait async
  %spmat, %t1 = gpu.create_csr async [%t0] %rows, %cols, %nnz, %pos, %idx, %vals : memref<?xindex>, memref<?xi32>, memref<?xf64>
  %dnx, %t2 = gpu.create_dn_tensor async [%t1] %x, %cols : index into memref<?xf64>
  %dny, %t3 = gpu.create_dn_tensor async [%t2] %y, %rows : index into memref<?xf64>
  %sz, %t4 = gpu.spmv_buffer_size async [%t3] %spmat, %dnx, %dny into f64
  %t5 = gpu.spmv async [%t4] %spmat{TRANSPOSE}, %dnx, %dny, %buf : memref<?xi8> into f64
  %r, %c, %n, %t6 = gpu.spmat_get_size async [%t5] %spmat
  %t7 = gpu.destroy_dn_tensor async [%t6] %dnx
  %t8 = gpu.destroy_sp_mat async [%t7] %spmat
  %coo, %t9 = gpu.create_coo async [%t8] %rows, %cols, %nnz, %idx, %idx, %vals : memref<?xi32>, memref<?xi32>, memref<?xf64>
  %desc, %t10 = gpu.spgemm_create_descr async [%t9]
  %bs, %t11 = gpu.spgemm_work_estimation_or_compute async [%t10] {WORK_ESTIMATION} %coo, %coo, %coo, %desc, %nnz, %buf : f64 into memref<?xi8>
  %t12 = gpu.spgemm_copy async [%t11] %coo, %coo, %coo, %desc : f64
  %t13 = gpu.spgemm_destroy_descr async [%t12] %desc
  %t14 = gpu.set_csr_pointers async [%t13] %coo, %pos, %idx, %vals : memref<?xindex>, memref<?xi32>, memref<?xf64>
  %sm24, %t15 = gpu.create_2to4_spmat async [%t14] {PRUNE_AND_CHECK} %rows, %cols, %m : memref<?x?xf16>
  %dnb, %t16 = gpu.create_dn_tensor async [%t15] %m, %rows, %cols : index, index into memref<?x?xf16>
  %b0, %b1, %b2, %t17 = gpu.spmm_buffer_size async [%t16] %sm24, %dnb, %dnb : index, index, index into f16
  %t18 = gpu.spmm async [%t17] %sm24, %dnb, %dnb, %buf, %buf, %buf : memref<?xi8>, memref<?xi8>, memref<?xi8> into f16
  %t19 = gpu.destroy_dn_tensor async [%t18] %dnb
  %t20 = gpu.destroy_sp_mat async [%t19] %sm24
  gpu.wait [%t20]
  "test.use"(%sz, %r, %c, %n, %bs, %b0, %b1, %b2) : (index, index, index, index, index, index, index, index) -> ()
  return
}

// -----

// CHECK-LABEL: llvm.func @sparse2(
// CHECK: llvm.call @mgpuCreateCsc({{.*}}) : (i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuCreateBsr({{.*}}) : (i64, i64, i64, i64, i64, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuCreateCooAoS({{.*}}) : (i64, i64, i64, !llvm.ptr, !llvm.ptr, i32, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuCreateDnMat({{.*}}) : (i64, i64, !llvm.ptr, i32, !llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuSpMMBufferSize({{.*}}) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: llvm.call @mgpuSpMM({{.*}}) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuSDDMMBufferSize({{.*}}) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> i64
// CHECK: llvm.call @mgpuSDDMM({{.*}}) : (i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, !llvm.ptr, !llvm.ptr) -> ()
// CHECK: llvm.call @mgpuSpGEMMCreateDescr({{.*}}) : (!llvm.ptr) -> !llvm.ptr
// CHECK: llvm.call @mgpuSpGEMMCompute({{.*}}) : (!llvm.ptr, i32, i32, !llvm.ptr, !llvm.ptr, !llvm.ptr, i32, i64, !llvm.ptr, !llvm.ptr) -> i64
// CHECK: llvm.call @mgpuDestroyDnMat({{.*}}) : (!llvm.ptr, !llvm.ptr) -> ()
func.func @sparse2(%rows: index, %cols: index, %nnz: index, %pos: memref<?xi16>, %idx: memref<?xi64>, %vals: memref<?xcomplex<f32>>, %m: memref<?x?xf32>, %buf: memref<?xi8>, %aos: memref<?xi32>, %bf: memref<?xbf16>) {
  %t0 = gpu.wait async
  %csc, %t1 = gpu.create_csc async [%t0] %rows, %cols, %nnz, %pos, %idx, %vals : memref<?xi16>, memref<?xi64>, memref<?xcomplex<f32>>
  %bsr, %t2 = gpu.create_bsr async [%t1] %rows, %cols, %nnz, %rows, %cols, %pos, %idx, %bf : memref<?xi16>, memref<?xi64>, memref<?xbf16>
  %coo, %t3 = gpu.create_coo_aos async [%t2] %rows, %cols, %nnz, %aos, %bf : memref<?xi32>, memref<?xbf16>
  %dn, %t4 = gpu.create_dn_tensor async [%t3] %m, %rows, %cols : index, index into memref<?x?xf32>
  %s1, %t5 = gpu.spmm_buffer_size async [%t4] %csc{TRANSPOSE}, %dn{CONJUGATE_TRANSPOSE}, %dn : index into f32
  %t6 = gpu.spmm async [%t5] %csc, %dn, %dn, %buf : memref<?xi8> into f32
  %s2, %t7 = gpu.sddmm_buffer_size async [%t6] %dn, %dn, %csc into f32
  %t8 = gpu.sddmm async [%t7] %dn, %dn, %csc, %buf : memref<?xi8> into f32
  %desc, %t9 = gpu.spgemm_create_descr async [%t8]
  %bs, %t10 = gpu.spgemm_work_estimation_or_compute async [%t9] {COMPUTE} %csc{TRANSPOSE}, %bsr, %coo, %desc, %nnz, %buf : f32 into memref<?xi8>
  %t11 = gpu.destroy_dn_tensor async [%t10] %dn
  gpu.wait [%t11]
  "test.use"(%s1, %s2, %bs) : (index, index, index) -> ()
  return
}
