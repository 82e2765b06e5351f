// RUN: pyopt %s --split-input-file --verify-diagnostics

// LLVM_Type (isCompatibleOuterType) on the special-register results: only
// signless integers, the six IEEE-like floats, 1-D vectors and LLVM types.
// Messages: mlir-opt 22.1.8's.

func.func @f() {
  // expected-error @+1 {{'nvvm.read.ptx.sreg.warpsize' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %r = nvvm.read.ptx.sreg.warpsize : index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'nvvm.read.ptx.sreg.tid.x' op result #0 must be LLVM dialect-compatible type, but got 'tf32'}}
  %r = "nvvm.read.ptx.sreg.tid.x"() : () -> tf32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'nvvm.read.ptx.sreg.laneid' op result #0 must be LLVM dialect-compatible type, but got 'vector<2x4xi32>'}}
  %r = "nvvm.read.ptx.sreg.laneid"() : () -> vector<2x4xi32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'nvvm.read.ptx.sreg.clock' op result #0 must be LLVM dialect-compatible type, but got 'si32'}}
  %r = "nvvm.read.ptx.sreg.clock"() : () -> si32
  return
}
