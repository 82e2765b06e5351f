// RUN: pyopt %s --split-input-file --verify-diagnostics

// Verifiers of the scoped mbarrier ops and of the small-float conversions.
// Messages: mlir-opt 22.1.8's.

llvm.func @a(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.arrive_drop.expect_tx %p, %i {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i32 -> i64
  llvm.return
}

// -----

llvm.func @b(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{mbarrier in shared_cluster space cannot return any value}}
  %0 = nvvm.mbarrier.arrive_drop.expect_tx %c, %i : !llvm.ptr<7>, i32 -> i64
  llvm.return
}

// -----

llvm.func @c(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{mbarrier in shared_cluster space is not supported when using predicate}}
  nvvm.mbarrier.arrive.expect_tx %c, %i, predicate = %b : !llvm.ptr<7>, i32, i1
  llvm.return
}

// -----

llvm.func @d(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{mbarrier scope must be either CTA or Cluster}}
  nvvm.mbarrier.expect_tx %p, %i {scope = #nvvm.mem_scope<sys>} : !llvm.ptr<3>, i32
  llvm.return
}

// -----

llvm.func @e(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.try_wait %p, %l {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3>, i64 -> i1
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.arrive_drop %p {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3> -> i64
  llvm.return
}

// -----

llvm.func @g(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{mbarrier in shared_cluster space cannot return any value}}
  %0 = nvvm.mbarrier.arrive_drop %c : !llvm.ptr<7> -> i64
  llvm.return
}

// -----

llvm.func @h(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{mbarrier scope must be either CTA or Cluster}}
  %0 = nvvm.mbarrier.arrive %p {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<3> -> i64
  llvm.return
}

// -----

llvm.func @i(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{'nvvm.mbarrier.try_wait' op operand #0 must be LLVM pointer in address space 0 or LLVM pointer in address space 3, but got '!llvm.ptr<7>'}}
  %0 = nvvm.mbarrier.try_wait %c, %l : !llvm.ptr<7>, i64 -> i1
  llvm.return
}

// -----

llvm.func @j(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{mbarrier scope must be either CTA or Cluster}}
  nvvm.mbarrier.complete_tx %c, %i {scope = #nvvm.mem_scope<gpu>} : !llvm.ptr<7>, i32
  llvm.return
}

// -----

llvm.func @l(%p: !llvm.ptr<3>, %c: !llvm.ptr<7>, %i: i32, %b: i1, %l: i64) {
  // expected-error @+1 {{return-value is not supported when using predicate}}
  %0 = nvvm.mbarrier.arrive.expect_tx %p, %i, predicate = %b : !llvm.ptr<3>, i32, i1 -> i64
  llvm.return
}

// -----

llvm.func @f(%f: f32, %h: vector<2xf16>, %bh: vector<2xbf16>, %v2i8: vector<2xi8>, %i8: i8, %i: i32, %v4: vector<4xf32>) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f4x2' op Only 'f4E2M1FN' type is supported for conversions from f32x2 to f4x2.}}
  %0 = nvvm.convert.f32x2.to.f4x2 %f, %f : i8 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f6x2' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x2 to f6x2.}}
  %1 = nvvm.convert.f32x2.to.f6x2 %f, %f : vector<2xi8> (f4E2M1FN)
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f8x2' op Only 'f8E4M3FN', 'f8E5M2', and 'f8E8M0FNU' types are supported for conversions from f32x2 to f8x2}}
  %2 = nvvm.convert.f32x2.to.f8x2 %f, %f : i16 (f6E2M3FN)
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f8x2' op Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and 'f8E5M2' types}}
  %2 = nvvm.convert.f32x2.to.f8x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rm>} : i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from f32x2 to 'f8E8M0FNU' type}}
  %2 = nvvm.convert.f32x2.to.f8x2 %f, %f : i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @f(%f: f32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f8x2' op relu not supported for conversions to 'f8E8M0FNU' type}}
  %2 = nvvm.convert.f32x2.to.f8x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rz>, relu = true} : i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @f(%h: vector<2xf16>) {
  // expected-error @+1 {{'nvvm.convert.f16x2.to.f8x2' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f16x2 to f8x2.}}
  %3 = nvvm.convert.f16x2.to.f8x2 %h : vector<2xf16> -> i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @f(%bh: vector<2xbf16>) {
  // expected-error @+1 {{'nvvm.convert.bf16x2.to.f8x2' op Only 'f8E8M0FNU' type is supported for conversions from bf16x2 to f8x2.}}
  %4 = nvvm.convert.bf16x2.to.f8x2 %bh : vector<2xbf16> -> i16 (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%bh: vector<2xbf16>) {
  // expected-error @+1 {{'nvvm.convert.bf16x2.to.f8x2' op Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.}}
  %4 = nvvm.convert.bf16x2.to.f8x2 %bh {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16> -> i16 (f8E8M0FNU)
  llvm.return
}

// -----

llvm.func @f(%v2i8: vector<2xi8>) {
  // expected-error @+1 {{'nvvm.convert.f8x2.to.f16x2' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f8x2 to f16x2.}}
  %5 = nvvm.convert.f8x2.to.f16x2 %v2i8 : vector<2xi8> (f8E8M0FNU) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%v2i8: vector<2xi8>) {
  // expected-error @+1 {{'nvvm.convert.f8x2.to.bf16x2' op Only 'f8E8M0FNU' type is supported for conversions from f8x2 to bf16x2.}}
  %6 = nvvm.convert.f8x2.to.bf16x2 %v2i8 : vector<2xi8> (f8E4M3FN) -> vector<2xbf16>
  llvm.return
}

// -----

llvm.func @f(%v2i8: vector<2xi8>) {
  // expected-error @+1 {{'nvvm.convert.f6x2.to.f16x2' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f6x2 to f16x2.}}
  %7 = nvvm.convert.f6x2.to.f16x2 %v2i8 : vector<2xi8> (f4E2M1FN) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%i8: i8) {
  // expected-error @+1 {{'nvvm.convert.f4x2.to.f16x2' op Only 'f4E2M1FN' type is supported for conversions from f4x2 to f16x2.}}
  %8 = nvvm.convert.f4x2.to.f16x2 %i8 : i8 (f6E2M3FN) -> vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.f16x2' op random_bits is required for RS rounding mode.}}
  %9 = nvvm.convert.f32x2.to.f16x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.bf16x2' op random_bits not supported for RN and RZ rounding modes.}}
  %9 = nvvm.convert.f32x2.to.bf16x2 %f, %f, %i {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16>
  llvm.return
}

// -----

llvm.func @f(%f: f32, %i: i32) {
  // expected-error @+1 {{'nvvm.convert.f32x2.to.bf16x2' op Only RN, RZ, and RS rounding modes are supported for conversions from f32x2 to bf16x2.}}
  %9 = nvvm.convert.f32x2.to.bf16x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rm>} : vector<2xbf16>
  llvm.return
}

// -----

llvm.func @f(%v4: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'nvvm.convert.f32x4.to.f8x4' op Only 'f8E4M3FN' and 'f8E5M2' types are supported for conversions from f32x4 to f8x4.}}
  %12 = nvvm.convert.f32x4.to.f8x4 %v4, %i : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
  llvm.return
}

// -----

llvm.func @f(%v4: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'nvvm.convert.f32x4.to.f6x4' op Only 'f6E2M3FN' and 'f6E3M2FN' types are supported for conversions from f32x4 to f6x4.}}
  %12 = nvvm.convert.f32x4.to.f6x4 %v4, %i : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
  llvm.return
}

// -----

llvm.func @f(%v4: vector<4xf32>, %i: i32) {
  // expected-error @+1 {{'nvvm.convert.f32x4.to.f4x4' op Only 'f4E2M1FN' type is supported for conversions from f32x4 to f4x4.}}
  %12 = nvvm.convert.f32x4.to.f4x4 %v4, %i : vector<4xf32> -> i16 (f8E4M3FN)
  llvm.return
}
