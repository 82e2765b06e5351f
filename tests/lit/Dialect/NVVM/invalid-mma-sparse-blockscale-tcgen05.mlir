// RUN: pyopt %s --split-input-file --verify-diagnostics

// Parsers and verifiers of mma.sp.sync, mma.block_scale, mma.sp.block_scale
// and the tcgen05.mma variants.  Messages: mlir-opt 22.1.8's.

llvm.func @sp_types(%i : i32, %f : f32) {
  // expected-error @below {{custom op 'nvvm.mma.sp.sync' expected one type for each operand segment but got 2 types}}
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @sp_not_inferred(%i : i32, %f : f32) {
  // expected-error @below {{custom op 'nvvm.mma.sp.sync' attribute multiplicandAPtxType is not provided explicitly and cannot be inferred}}
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @sp_two_metadata(%i : i32, %f : f32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op operand count (11) does not match with the total size (10) specified in attribute 'operandSegmentSizes'}}
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%f, %f, %f, %f] sparseMetadata[%i, %i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 8>, multiplicandAPtxType = #nvvm.mma_type<tf32>, multiplicandBPtxType = #nvvm.mma_type<tf32>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @sp_f64(%i : i32, %d : f64) {
  // expected-error @below {{invalid shape or multiplicand type: f64}}
  %r = nvvm.mma.sp.sync A[%d] B[%d] C[%d, %d] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @sp_ctype(%h : vector<2xf16>, %i : i32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op ctype does not match dtype}}
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @sp_shape(%h : vector<2xf16>, %i : i32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op unimplemented variant for MMA shape <16, 8, 8>}}
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @sp_a_count(%h : vector<2xf16>, %i : i32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op Could not match types for the A operands; expected one of 2xvector<2xf16> but got vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>}}
  %r = nvvm.mma.sp.sync A[%h, %h, %h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @sp_result(%h : vector<2xf16>, %i : i32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>)>}}
  %r = nvvm.mma.sp.sync A[%h, %h] B[%h, %h] C[%h, %h] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @sp_overflow(%i : i32) {
  // expected-error @below {{'nvvm.mma.sp.sync' op op requires intOverflowBehavior attribute}}
  %r = nvvm.mma.sp.sync A[%i, %i] B[%i, %i] C[%i, %i, %i, %i] sparseMetadata[%i] selector[%i] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>} : (i32, i32, i32) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @bs_types(%i : i32, %h : i16, %a : vector<4xi32>, %b : vector<2xi32>, %c : vector<4xf32>) {
  // expected-error @below {{custom op 'nvvm.mma.block_scale' expected exactly 3 types}}
  %r = nvvm.mma.block_scale A[%a] B[%b] C[%c] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (vector<4xi32>, vector<2xi32>) -> !llvm.struct<(vector<4xf32>)>
  llvm.return
}

// -----

llvm.func @bs_scale_count(%i : i32, %h : i16, %a : vector<4xi32>, %b : vector<2xi32>, %c : vector<4xf32>) {
  // expected-error @below {{custom op 'nvvm.mma.block_scale' number of operands and types do not match: got 2 operands and 3 types}}
  %r = nvvm.mma.block_scale A[%a] B[%b] C[%c] scaleA[%i, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  llvm.return
}

// -----

llvm.func @bs_kind(%i : i32, %h : i16, %a : vector<4xi32>, %b : vector<2xi32>, %c : vector<4xf32>) {
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for mma.m16n8k32}}
  %r = nvvm.mma.block_scale A[%a] B[%b] C[%c] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, scaleVecSize = #nvvm.scale_vec_size<x2>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  llvm.return
}

// -----

llvm.func @bs_geom(%i : i32, %h : i16, %a : vector<4xi32>, %b : vector<2xi32>, %c : vector<4xf32>) {
  // expected-error @below {{'nvvm.mma.block_scale' op unsupported Geom for mma with block scaling}}
  %r = nvvm.mma.block_scale A[%a] B[%b] C[%c] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 16>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (vector<4xi32>, vector<2xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  llvm.return
}

// -----

llvm.func @sp_bs_every_check(%i : i32, %h : i16, %a : vector<4xi32>, %c : vector<4xf32>) {
  // Every failed check of the verifier is reported.
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported MMATypes attribute for mma.m16n8k128.(mxf4nvf4|mxf4)}}
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported ScaleVecSize attribute for mma.m16n8k128.mxf4}}
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported BlockScaleFormat attribute for mma.m16n8k128.mxf4}}
  %r = nvvm.mma.sp.block_scale A[%a] B[%a] C[%c] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 128>, multiplicandAPtxType = #nvvm.mma_type<f16>, scaleVecSize = #nvvm.scale_vec_size<x4>, blockScaleFormat = #nvvm.block_scale_format<ue4m3>, kind = #nvvm.block_scale_kind<mxf4>} : (vector<4xi32>, vector<4xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  llvm.return
}

// -----

llvm.func @sp_bs_geom(%i : i32, %h : i16, %a : vector<4xi32>, %c : vector<4xf32>) {
  // expected-error @below {{'nvvm.mma.sp.block_scale' op unsupported Geom for sparse mma with block scaling}}
  %r = nvvm.mma.sp.block_scale A[%a] B[%a] C[%c] sparseMetadata[%i] selector[%i] scaleA[%i, %h, %h] scaleB[%i, %h, %h] {shape = #nvvm.shape<m = 16, n = 8, k = 32>, scaleVecSize = #nvvm.scale_vec_size<x1>, blockScaleFormat = #nvvm.block_scale_format<ue8m0>, kind = #nvvm.block_scale_kind<mxf8f6f4>} : (vector<4xi32>, vector<4xi32>, vector<4xf32>) -> !llvm.struct<(vector<4xf32>)>
  llvm.return
}

// -----

llvm.func @f(%d : !llvm.ptr<6>, %a : i64, %b : i64, %i : i32, %e : i1, %p6 : !llvm.ptr<6>, %i64 : i64, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error @below {{Disable Output Lane of length 8 is incompatible with CtaGroupAttr}}
  nvvm.tcgen05.mma %d, %a, %b, %i, %e mask = %v8 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, vector<8xi32>)
  llvm.return
}

// -----

llvm.func @f(%d : !llvm.ptr<6>, %a : i64, %b : i64, %i : i32, %e : i1, %p6 : !llvm.ptr<6>, %i64 : i64, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error @below {{Disable Output Lane of length 4 is incompatible with CtaGroupAttr}}
  nvvm.tcgen05.mma.sp %d, %a, %b, %i, %e, %p6 mask = %v4 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_2>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, vector<4xi32>)
  llvm.return
}

// -----

llvm.func @f(%d : !llvm.ptr<6>, %a : i64, %b : i64, %i : i32, %e : i1, %p6 : !llvm.ptr<6>, %i64 : i64, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error @below {{A-shift can be applied only when matrix A is in tensor memory}}
  nvvm.tcgen05.mma %d, %a, %b, %i, %e {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

// -----

llvm.func @f(%d : !llvm.ptr<6>, %a : i64, %b : i64, %i : i32, %e : i1, %p6 : !llvm.ptr<6>, %i64 : i64, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error @below {{Cannot use collector buffer operation fill or use with ashift}}
  nvvm.tcgen05.mma.sp %d, %p6, %b, %i, %e, %p6 {kind = #nvvm.tcgen05_mma_kind<f16>, ctaGroup = #nvvm.cta_group<cta_1>, aShift, collectorOp = #nvvm.tcgen05_mma_collectorop<use>} : (!llvm.ptr<6>, !llvm.ptr<6>, i64, i32, i1, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @f(%d : !llvm.ptr<6>, %a : i64, %b : i64, %i : i32, %e : i1, %p6 : !llvm.ptr<6>, %i64 : i64, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error @below {{'nvvm.tcgen05.mma' op requires attribute 'ctaGroup'}}
  nvvm.tcgen05.mma %d, %a, %b, %i, %e {kind = #nvvm.tcgen05_mma_kind<f16>} : (!llvm.ptr<6>, i64, i64, i32, i1)
  llvm.return
}

// -----

llvm.func @f(%d : !llvm.ptr<6>, %a : i64, %b : i64, %i : i32, %e : i1, %p6 : !llvm.ptr<6>, %i64 : i64, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error @below {{mxf4nvf4 requires block scale attribute}}
  nvvm.tcgen05.mma.block_scale %d, %a, %b, %i, %e, %p6, %p6 {kind = #nvvm.block_scale_kind<mxf4nvf4>, ctaGroup = #nvvm.cta_group<cta_1>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

llvm.func @f(%d : !llvm.ptr<6>, %a : i64, %b : i64, %i : i32, %e : i1, %p6 : !llvm.ptr<6>, %i64 : i64, %v4: vector<4xi32>, %v8: vector<8xi32>) {
  // expected-error @below {{mxf8f6f4 kind does not support block16 attribute}}
  nvvm.tcgen05.mma.sp.block_scale %d, %a, %b, %i, %e, %p6, %p6, %p6 {kind = #nvvm.block_scale_kind<mxf8f6f4>, ctaGroup = #nvvm.cta_group<cta_1>, blockScale = #nvvm.tcgen05_mma_block_scale<block16>} : (!llvm.ptr<6>, i64, i64, i32, i1, !llvm.ptr<6>, !llvm.ptr<6>, !llvm.ptr<6>)
  llvm.return
}

// -----

// mma.sync shares MmaOp::verify's checks with mma.sp.sync.
llvm.func @sync_layout(%h : vector<2xf16>) {
  // expected-error @below {{'nvvm.mma.sync' op requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape <16, 8, 8> with element types f16 and f16. Only m8n8k4 with f16 supports other layouts.}}
  %r = nvvm.mma.sync A[%h, %h] B[%h] C[%h, %h] {layoutA = #nvvm.mma_layout<col>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @sync_b1op(%i : i32) {
  // expected-error @below {{'nvvm.mma.sync' op op requires b1Op attribute}}
  %r = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<b1>, multiplicandBPtxType = #nvvm.mma_type<b1>, shape = #nvvm.shape<m = 8, n = 8, k = 128>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @sync_b_count(%h : vector<2xf16>) {
  // expected-error @below {{'nvvm.mma.sync' op Could not match types for the B operands; expected one of 1xvector<2xf16> but got vector<2xf16>, vector<2xf16>}}
  %r = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%h, %h] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @sync_two_types(%h : vector<2xf16>) {
  // expected-error @below {{'nvvm.mma.sync' op operand count (3) does not match with the total size (5) specified in attribute 'operandSegmentSizes'}}
  %r = nvvm.mma.sync A[%h, %h] B[%h] C[%h, %h] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}
