// RUN: pyopt %s --split-input-file --verify-diagnostics

// Verifier messages of the table-driven ROCDL families (ODS-generated
// constraints), as mlir-opt 22.1.8 reports them.

llvm.func @cvt_operand(%f: f32) {
  // expected-error @+1 {{'rocdl.cvt.f32.bf8' op operand #0 must be 32-bit signless integer, but got 'f32'}}
  %0 = "rocdl.cvt.f32.bf8"(%f) <{byteSel = 0 : i32}> : (f32) -> f32
  llvm.return
}

// -----

llvm.func @cvt_attr(%i: i32) {
  // expected-error @+1 {{'rocdl.cvt.pk.f32.fp8' op attribute 'wordSel' failed to satisfy constraint: 1-bit signless integer attribute}}
  %0 = "rocdl.cvt.pk.f32.fp8"(%i) <{wordSel = 0 : i32}> : (i32) -> vector<2xf32>
  llvm.return
}

// -----

llvm.func @cvt_result(%v: vector<8xf16>, %f: f32) {
  // expected-error @+1 {{'rocdl.cvt.scalef32.pk8.fp8.f16' op result #0 must be fixed-length vector of 32-bit signless integer values of length 2, but got 'vector<4xi32>'}}
  %0 = rocdl.cvt.scalef32.pk8.fp8.f16 %v, %f : vector<4xi32>
  llvm.return
}

// -----

llvm.func @cvt_missing_attr(%i: i32, %f: f32) {
  // expected-error @+1 {{'rocdl.cvt.scalef32.f32.fp8' op requires attribute 'srcSelIndex'}}
  %0 = "rocdl.cvt.scalef32.f32.fp8"(%i, %f) : (i32, f32) -> f32
  llvm.return
}

// -----

llvm.func @wmma_operand(%a: vector<8xf32>, %c: vector<8xf32>) {
  // expected-error @+1 {{'rocdl.wmma.f32.16x16x32.bf16' op operand #0 must be bfloat16 type or LLVM dialect-compatible vector of bfloat16 type, but got 'vector<8xf32>'}}
  %0 = rocdl.wmma.f32.16x16x32.bf16 %a, %a, %c : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @wmma_mod_c(%a: vector<8xi32>, %c: vector<8xf32>) {
  // expected-error @+1 {{'rocdl.wmma.f32.16x16x64.fp8_fp8' op attribute 'modC' failed to satisfy constraint: 16-bit signless integer attribute}}
  %0 = rocdl.wmma.f32.16x16x64.fp8_fp8 %a, %a, %c {modC = 1 : i32} : (vector<8xi32>, vector<8xi32>, vector<8xf32>) -> vector<8xf32>
  llvm.return
}

// -----

llvm.func @mfma_result(%a: f32) {
  // expected-error @+1 {{'rocdl.mfma.f32.32x32x1f32' op requires one result}}
  "rocdl.mfma.f32.32x32x1f32"(%a) : (f32) -> ()
  llvm.return
}

// -----

llvm.func @barrier_space(%p: !llvm.ptr<1>) {
  // expected-error @+1 {{'rocdl.s.barrier.join' op operand #0 must be LLVM pointer in address space 3, but got '!llvm.ptr<1>'}}
  rocdl.s.barrier.join %p : !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @permlane_struct(%i: i32) {
  // expected-error @+1 {{'rocdl.permlane32.swap' op result #0 must be LLVM dialect-compatible struct of 32-bit signless integerand32-bit signless integer, but got '!llvm.struct<(i32, i64)>'}}
  %0 = rocdl.permlane32.swap %i, %i, false, false : (i32, i32) -> <(i32, i64)>
  llvm.return
}

// -----

llvm.func @permlanex16_types(%i: i32, %f: f32) {
  // expected-error @+1 {{'rocdl.permlanex16' op failed to verify that all of {src1, src2} have same type}}
  %0 = "rocdl.permlanex16"(%i, %i, %f, %i) <{boundControl = false, fi = false}> : (i32, i32, f32, i32) -> i32
  llvm.return
}

// -----

llvm.func @cmpswap_types(%i: i32, %f: f32, %p: !llvm.ptr<8>) {
  // expected-error @+1 {{'rocdl.raw.ptr.buffer.atomic.cmpswap' op failed to verify that all of {res, src, cmp} have same type}}
  %0 = "rocdl.raw.ptr.buffer.atomic.cmpswap"(%i, %f, %p, %i, %i, %i) : (i32, f32, !llvm.ptr<8>, i32, i32, i32) -> i32
  llvm.return
}

// -----

llvm.func @tensor_group(%a: vector<4xi32>) {
  // expected-error @+1 {{'rocdl.tensor.load.to.lds.d2' op operand #1 must be fixed-length vector of 32-bit signless integer values of length 8, but got 'vector<4xi32>'}}
  "rocdl.tensor.load.to.lds.d2"(%a, %a) <{cachePolicy = 0 : i32}> : (vector<4xi32>, vector<4xi32>) -> ()
  llvm.return
}

// -----

llvm.func @raw_buffer_count(%r: vector<4xi32>, %i: i32) {
  // expected-error @+1 {{'rocdl.raw.buffer.load' op expected 4 operands, but found 3}}
  %0 = "rocdl.raw.buffer.load"(%r, %i, %i) : (vector<4xi32>, i32, i32) -> f32
  llvm.return
}
