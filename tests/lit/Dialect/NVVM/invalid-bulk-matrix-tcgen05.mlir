// RUN: pyopt %s --split-input-file --verify-diagnostics

// Verifiers of the TMA copies, stmatrix, wmma and tcgen05 ops.
// Messages: mlir-opt 22.1.8's.

llvm.func @a(%x: !llvm.ptr<9>, %g: !llvm.ptr<1>, %s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.cp.async.bulk.shared.cluster.global' op operand #0 must be LLVM pointer in address space 3 or LLVM pointer in address space 7, but got '!llvm.ptr<9>'}}
  nvvm.cp.async.bulk.shared.cluster.global %x, %g, %s, %i : !llvm.ptr<9>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @b(%x: !llvm.ptr<9>, %d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.cp.async.bulk.tensor.shared.cluster.global' op operand #0 must be LLVM pointer in address space 3 or LLVM pointer in address space 7, but got '!llvm.ptr<9>'}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %x, %d, %s, box[%i] : !llvm.ptr<9>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @d(%x: !llvm.ptr<9>, %s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.cp.async.bulk.tensor.prefetch' op operand #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<9>'}}
  nvvm.cp.async.bulk.tensor.prefetch %x, box[%i] : !llvm.ptr<9>
  llvm.return
}

// -----

llvm.func @e(%x: !llvm.ptr<9>, %s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.cp.async.bulk.tensor.global.shared.cta' op operand #0 must be LLVM pointer in address space 0, but got '!llvm.ptr<9>'}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %x, %s, box[%i] : !llvm.ptr<9>, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i, %i, %i, %i, %i] : !llvm.ptr
  llvm.return
}

// -----

llvm.func @g(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32, %h: i16) {
  // expected-error @+1 {{ im2col offsets expected 1 (provided 2)}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i, %i] im2col[%h, %h] {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @h(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32, %h: i16) {
  // expected-error @+1 {{ im2col offsets expected 0 (provided 1)}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i, %i] im2col[%h] : !llvm.ptr
  llvm.return
}

// -----

llvm.func @i(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32, %h: i16) {
  // expected-error @+1 {{Multicast is not supported with shared::cta mode.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %d, %s, box[%i] multicast_mask = %h {isCTAOnly = true} : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @j(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32, %h: i16) {
  // expected-error @+1 {{Shared::cluster destination requires address-space 7.}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %s, %d, %s, box[%i] : !llvm.ptr<3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @k(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32, %h: i16) {
  // expected-error @+1 {{expects coordinates between 1 to 5 dimension}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %s, box[%i, %i, %i, %i, %i, %i] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @l(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32, %h: i16) {
  // expected-error @+1 {{Scatter mode unsupported for CpAsyncBulkTensorReduceOp}}
  nvvm.cp.async.bulk.tensor.reduce %d, %s, box[%i, %i] {redKind = #nvvm.tma_redux_kind<add>, mode = #nvvm.tma_store_mode<tile_scatter4>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @m(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32, %h: i16) {
  // expected-error @+1 {{Gather4 mode expects 5 coordinates}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i] {mode = #nvvm.tma_load_mode<tile_gather4>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @n(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32, %h: i16) {
  // expected-error @+1 {{ im2col offsets expected 2 (provided 1)}}
  nvvm.cp.async.bulk.tensor.prefetch %d, box[%i, %i, %i] im2col[%h] {mode = #nvvm.tma_load_mode<im2col_w>} : !llvm.ptr
  llvm.return
}

// -----

llvm.func @o(%d: !llvm.ptr, %s: !llvm.ptr<3>, %i: i32, %h: i16) {
  // expected-error @+1 {{to use im2col mode, the tensor has to be at least 3-dimensional}}
  nvvm.cp.async.bulk.tensor.global.shared.cta %d, %s, box[%i] {mode = #nvvm.tma_store_mode<im2col>} : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @a(%s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.stmatrix' op expected num attribute to be 1, 2 or 4}}
  nvvm.stmatrix %s, %i, %i, %i {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32, i32, i32
  llvm.return
}

// -----

llvm.func @b(%s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.stmatrix' op expected element type to be B16 for 8x8 matrix}}
  nvvm.stmatrix %s, %i {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @c(%s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.stmatrix' op expected layout to be col for 16x8 matrix}}
  nvvm.stmatrix %s, %i {eltType = #nvvm.ld_st_matrix_elt_type<b8>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @d(%s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.stmatrix' op expected element type to be B8 for 16x8 matrix}}
  nvvm.stmatrix %s, %i {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 8>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.ptr<3>, %i: i32) {
  // expected-error @+1 {{'nvvm.stmatrix' op expected shape to be 8x8 or 16x8}}
  nvvm.stmatrix %s, %i {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @g(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>) {
  // expected-error @+1 {{'nvvm.wmma.store' op expected 4 data operands}}
  nvvm.wmma.store %p, %i, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @h(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>) {
  // expected-error @+1 {{'nvvm.wmma.store' op invalid attribute combination}}
  nvvm.wmma.store %p, %i, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 17 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @i(%h: vector<2xf16>) {
  // expected-error @+1 {{'nvvm.wmma.mma' op expected 20 arguments}}
  %0 = nvvm.wmma.mma %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @j(%h: vector<2xf16>) {
  // expected-error @+1 {{'nvvm.wmma.mma' op invalid attribute combination}}
  %0 = nvvm.wmma.mma %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 17 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @a(%t: !llvm.ptr<6>, %l: i64) {
  // expected-error @+1 {{Invalid multicast type for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %l {shape = #nvvm.tcgen05_cp_shape<shape_128x256b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

// -----

llvm.func @b(%t: !llvm.ptr<6>, %l: i64) {
  // expected-error @+1 {{Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %l {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>}
  llvm.return
}

// -----

llvm.func @c(%t: !llvm.ptr<6>, %l: i64) {
  // expected-error @+1 {{Shape 32x128b requires multicast warpx4 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %l {shape = #nvvm.tcgen05_cp_shape<shape_32x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx2_01_23>}
  llvm.return
}

// -----

llvm.func @e(%t: !llvm.ptr<6>, %l: i64) {
  // expected-error @+1 {{shape 16x32bx2 requires offset argument}}
  %1 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%t: !llvm.ptr<6>, %l: i64) {
  // expected-error @+1 {{offset argument is only supported for shape 16x32bx2}}
  %1 = nvvm.tcgen05.ld %t, %l {shape = #nvvm.tcgen05_ldst_shape<shape_16x64b>} : vector<4xi32>
  llvm.return
}

// -----

llvm.func @g(%t: !llvm.ptr<6>, %l: i64) {
  // expected-error @+1 {{invalid result type length 1 for shape shape_16x128b in tcgen05.ld Op}}
  %1 = nvvm.tcgen05.ld %t {shape = #nvvm.tcgen05_ldst_shape<shape_16x128b>} : i32
  llvm.return
}

// -----

llvm.func @h(%t: !llvm.ptr<6>, %l: i64, %v: vector<2xi32>) {
  // expected-error @+1 {{invalid input length 2 for shape shape_16x256b in tcgen05.st Op}}
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x256b>} : vector<2xi32>
  llvm.return
}

// -----

llvm.func @j(%t: !llvm.ptr<6>, %l: i64, %v: vector<128xi32>) {
  // expected-error @+1 {{shape 16x32bx2 requires offset argument}}
  nvvm.tcgen05.st %t, %v {shape = #nvvm.tcgen05_ldst_shape<shape_16x32bx2>} : vector<128xi32>
  llvm.return
}

// -----

llvm.func @k(%t: !llvm.ptr<6>, %l: i64) {
  // expected-error @+1 {{Invalid multicast type for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %l {shape = #nvvm.tcgen05_cp_shape<shape_128x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}

// -----

llvm.func @l(%t: !llvm.ptr<6>, %l: i64) {
  // expected-error @+1 {{Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op}}
  nvvm.tcgen05.cp %t, %l {shape = #nvvm.tcgen05_cp_shape<shape_64x128b>, multicast = #nvvm.tcgen05_cp_multicast<warpx4>}
  llvm.return
}
