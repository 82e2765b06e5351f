// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// cp.async.bulk (TMA) copies, stmatrix, wmma.store/mma, dot.accumulate and the tcgen05 memory ops.
// CHECK lines: mlir-opt 22.1.8's output for this input.

// CHECK-LABEL: llvm.func @bulk(%arg0: !llvm.ptr<1>, %arg1: !llvm.ptr<3>, %arg2: !llvm.ptr<7>, %arg3: !llvm.ptr, %arg4: i32, %arg5: i16, %arg6: i64, %arg7: i1) {
// CHECK-NEXT: nvvm.cp.async.bulk.prefetch %arg0, %arg4 : <1>
// CHECK-NEXT: nvvm.cp.async.bulk.prefetch %arg0, %arg4 l2_cache_hint = %arg6 : <1>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.prefetch %arg3, box[%arg4, %arg4] : !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.prefetch %arg3, box[%arg4, %arg4, %arg4] im2col[%arg5] l2_cache_hint = %arg6 {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg3, %arg1, box[%arg4] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.reduce %arg3, %arg1, box[%arg4, %arg4, %arg4] l2_cache_hint = %arg6 {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<xor>} : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.global %arg2, %arg0, %arg1, %arg4 : !llvm.ptr<7>, <1>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.global %arg2, %arg0, %arg1, %arg4 multicast_mask = %arg5 l2_cache_hint = %arg6 : !llvm.ptr<7>, <1>
// CHECK-NEXT: nvvm.cp.async.bulk.shared.cluster.shared.cta %arg2, %arg1, %arg1, %arg4 : <7>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.global.shared.cta %arg0, %arg1, %arg4 : <1>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.global.shared.cta %arg0, %arg1, %arg4 l2_cache_hint = %arg6 byte_mask = %arg5 : <1>, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %arg2, %arg3, %arg1, box[%arg4, %arg4] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %arg1, %arg3, %arg1, box[%arg4, %arg4, %arg4] im2col[%arg5] multicast_mask = %arg5 l2_cache_hint = %arg6 predicate = %arg7 {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %arg3, %arg1, box[%arg4] : !llvm.ptr, <3>
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %arg3, %arg1, box[%arg4], predicate = %arg7 : !llvm.ptr, <3>
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @matrix(%arg0: !llvm.ptr<3>, %arg1: i32, %arg2: vector<2xf16>, %arg3: !llvm.ptr, %arg4: vector<4xi8>, %arg5: vector<2xi16>, %arg6: f32) {
// CHECK-NEXT: nvvm.stmatrix %arg0, %arg1, %arg1, %arg1, %arg1 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
// CHECK-NEXT: nvvm.wmma.store %arg3, %arg1, %arg2, %arg2, %arg2, %arg2 {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
// CHECK-NEXT: %0 = nvvm.wmma.mma %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2 {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
// CHECK-NEXT: %1 = nvvm.dot.accumulate.4way %arg4 <signed>, %arg4 <unsigned>, %arg1 : vector<4xi8>, vector<4xi8>
// CHECK-NEXT: %2 = nvvm.dot.accumulate.2way %arg5 <unsigned>, %arg4 <signed>, %arg1 {b_hi = true} : vector<2xi16>, vector<4xi8>
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @tcgen05(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr, %arg2: !llvm.ptr<6>, %arg3: i32, %arg4: i16, %arg5: i64, %arg6: i8, %arg7: i1, %arg8: vector<4xi32>) {
// CHECK-NEXT: nvvm.tcgen05.alloc %arg0, %arg3 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.tcgen05.alloc %arg1, %arg3 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i32
// CHECK-NEXT: nvvm.tcgen05.dealloc %arg2, %arg3 : !llvm.ptr<6>, i32
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit
// CHECK-NEXT: nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
// CHECK-NEXT: nvvm.tcgen05.fence <before>
// CHECK-NEXT: nvvm.tcgen05.wait <store>
// CHECK-NEXT: nvvm.tcgen05.commit %arg0 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.tcgen05.commit %arg1, multicast_mask = %arg4 {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i16
// CHECK-NEXT: nvvm.tcgen05.shift %arg2 : !llvm.ptr<6>
// CHECK-NEXT: nvvm.tcgen05.cp %arg2, %arg5 {multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>, shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}
// CHECK-NEXT: %0 = nvvm.tcgen05.mma_smem_desc(%arg3, %arg3, %arg3, %arg6, %arg7, %arg6) : (i32, i32, i32, i8, i1, i8) -> i64
// CHECK-NEXT: %1 = nvvm.tcgen05.ld %arg2 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<4xi32>
// CHECK-NEXT: %2 = nvvm.tcgen05.ld %arg2, %arg5 pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
// CHECK-NEXT: nvvm.tcgen05.st %arg2, %arg8 {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<4xi32>
// CHECK-NEXT: nvvm.tcgen05.st %arg2, %arg3, %arg5 unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
// CHECK-NEXT: llvm.return

llvm.func @bulk(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %c: !llvm.ptr<7>, %d: !llvm.ptr, %i: i32, %h: i16, %l: i64, %b: i1) {
  nvvm.cp.async.bulk.prefetch %g, %i : !llvm.ptr<1>
  nvvm.cp.async.bulk.prefetch %g, %i l2_cache_hint = %l : !llvm.ptr<1>
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i] : !llvm.ptr
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i, %i] im2col[%h] l2_cache_hint = %l {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  nvvm.cp.async.bulk.tensor.reduce %d, %s, box[%i] {redKind = #nvvm.tma_redux_kind<add>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.reduce %d, %s, box[%i, %i, %i] l2_cache_hint = %l {mode = #nvvm.tma_store_mode<im2col>, redKind = #nvvm.tma_redux_kind<xor>} : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.shared.cluster.global %c, %g, %s, %i : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.global %c, %g, %s, %i multicast_mask = %h l2_cache_hint = %l : !llvm.ptr<7>, !llvm.ptr<1>
  nvvm.cp.async.bulk.shared.cluster.shared.cta %c, %s, %s, %i : !llvm.ptr<7>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %g, %s, %i : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.global.shared.cta %g, %s, %i l2_cache_hint = %l byte_mask = %h : !llvm.ptr<1>, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.shared.cluster.global %c, %d, %s, box[%i, %i] : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %d, %s, box[%i, %i, %i] im2col[%h] multicast_mask = %h l2_cache_hint = %l predicate = %b {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<3>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %s, box[%i] : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %s, box[%i], predicate = %b : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}
llvm.func @matrix(%s: !llvm.ptr<3>, %i: i32, %h: vector<2xf16>, %p: !llvm.ptr, %v4: vector<4xi8>, %v2: vector<2xi16>, %f: f32) {
  nvvm.stmatrix %s, %i, %i, %i, %i {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32, i32
  nvvm.wmma.store %p, %i, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  %0 = nvvm.wmma.mma %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.dot.accumulate.4way %v4 <signed>, %v4 <unsigned>, %i : vector<4xi8>, vector<4xi8>
  %2 = nvvm.dot.accumulate.2way %v2 <unsigned>, %v4 <signed>, %i {b_hi = true} : vector<2xi16>, vector<4xi8>
  llvm.return
}
llvm.func @tcgen05(%s: !llvm.ptr<3>, %p: !llvm.ptr, %t: !llvm.ptr<6>, %i: i32, %h: i16, %l: i64, %i8: i8, %b: i1, %v: vector<4xi32>) {
  nvvm.tcgen05.alloc %s, %i : !llvm.ptr<3>, i32
  nvvm.tcgen05.alloc %p, %i {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i32
  nvvm.tcgen05.dealloc %t, %i : !llvm.ptr<6>, i32
  nvvm.tcgen05.relinquish_alloc_permit
  nvvm.tcgen05.relinquish_alloc_permit {group = #nvvm.cta_group<cta_2>}
  nvvm.tcgen05.fence #nvvm.tcgen05_fence<before>
  nvvm.tcgen05.wait #nvvm.tcgen05_wait<store>
  nvvm.tcgen05.commit %s : !llvm.ptr<3>
  nvvm.tcgen05.commit %p, multicast_mask = %h {group = #nvvm.cta_group<cta_2>} : !llvm.ptr, i16
  nvvm.tcgen05.shift %t : !llvm.ptr<6>
  nvvm.tcgen05.cp %t, %l {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>}
  %0 = nvvm.tcgen05.mma_smem_desc (%i, %i, %i, %i8, %b, %i8) : (i32, i32, i32, i8, i1, i8) -> i64
  %1 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<4xi32>
  %2 = nvvm.tcgen05.ld %t, %l pack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<4xi32>
  nvvm.tcgen05.st %t, %i, %l unpack {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : i32
  llvm.return
}
