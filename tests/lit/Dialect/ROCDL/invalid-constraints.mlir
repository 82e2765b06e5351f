// RUN: pyopt %s --split-input-file --verify-diagnostics

// Constraints of the lane, memory and matrix ops: DictArrayAttr argument/result
// attributes, the alias-scope and TBAA arrays, LLVM_Type (isCompatibleOuterType:
// no 8-bit floats), LLVM_ScalarOrVectorOf (1-D vectors). Messages: mlir-opt 22.1.8's.

func.func @f(%i: i32) {
  // expected-error @+1 {{'rocdl.mbcnt.lo' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  %r = "rocdl.mbcnt.lo"(%i, %i) {arg_attrs = [1]} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{'rocdl.mbcnt.hi' op attribute 'res_attrs' failed to satisfy constraint: Array of dictionary attributes}}
  %r = "rocdl.mbcnt.hi"(%i, %i) {res_attrs = [{}, 2]} : (i32, i32) -> i32
  return
}

// -----

func.func @f(%f: f8E4M3FN, %i: i32) {
  // expected-error @+1 {{'rocdl.readlane' op operand #0 must be LLVM dialect-compatible type, but got 'f8E4M3FN'}}
  %r = "rocdl.readlane"(%f, %i) : (f8E4M3FN, i32) -> f8E4M3FN
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'rocdl.workgroup.id.z' op result #0 must be LLVM dialect-compatible type, but got 'f8E5M2'}}
  %r = "rocdl.workgroup.id.z"() : () -> f8E5M2
  return
}

// -----

func.func @f(%p: !llvm.ptr<1>) {
  // expected-error @+1 {{'rocdl.global.load.tr.b64' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %r = "rocdl.global.load.tr.b64"(%p) {alias_scopes = [1]} : (!llvm.ptr<1>) -> vector<2xi32>
  return
}

// -----

func.func @f(%p: !llvm.ptr<1>) {
  // expected-error @+1 {{'rocdl.global.load.tr.b64' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %r = "rocdl.global.load.tr.b64"(%p) {tbaa = [1]} : (!llvm.ptr<1>) -> vector<2xi32>
  return
}

// -----

func.func @f(%v: vector<2x4xi64>) {
  // expected-error @+1 {{'rocdl.wmma.i32.16x16x32.iu4' op operand #0 must be integer or LLVM dialect-compatible vector of integer, but got 'vector<2x4xi64>'}}
  %r = "rocdl.wmma.i32.16x16x32.iu4"(%v, %v, %v) : (vector<2x4xi64>, vector<2x4xi64>, vector<2x4xi64>) -> vector<8xi32>
  return
}
