// RUN: pyopt %s --split-input-file --verify-diagnostics

// LLVM dialect-compatible vectors are 1-D (n-D ones lower to arrays of
// vectors); found by the generic-op fuzz mode.  Messages: mlir-opt 22.1.8's.

func.func @nd_vector_operand(%f: f32, %v: vector<2x4xi64>, %i: i32) {
  // expected-error @+1 {{'rocdl.raw.buffer.atomic.fadd' op operand #2 must be LLVM dialect-compatible type, but got 'vector<2x4xi64>'}}
  "rocdl.raw.buffer.atomic.fadd"(%f, %f, %v, %i, %i) : (f32, f32, vector<2x4xi64>, i32, i32) -> ()
  return
}

// -----

// ssa.copy takes any type; its result is an LLVM type.
func.func @nd_vector_intrinsic(%v: vector<2x4xi64>) {
  // expected-error @+1 {{'llvm.intr.ssa.copy' op result #0 must be LLVM dialect-compatible type, but got 'vector<2x4xi64>'}}
  %0 = "llvm.intr.ssa.copy"(%v) : (vector<2x4xi64>) -> vector<2x4xi64>
  return
}

// -----

func.func @nd_vector_call(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'llvm.call' op operand #0 must be variadic of LLVM dialect-compatible type, but got 'vector<2x4xf32>'}}
  "llvm.call"(%v) <{callee = @g, operandSegmentSizes = array<i32: 1, 0>, op_bundle_sizes = array<i32>}> : (vector<2x4xf32>) -> ()
  return
}

// -----

func.func @nd_vector_undef() {
  // expected-error @+1 {{'llvm.mlir.undef' op result #0 must be LLVM dialect-compatible type, but got 'vector<2x4xf32>'}}
  %0 = "llvm.mlir.undef"() : () -> vector<2x4xf32>
  return
}

// -----

func.func @one_d_vectors_are_fine(%v: vector<[4]xi32>, %w: vector<4xf32>) {
  %0 = "llvm.intr.ssa.copy"(%v) : (vector<[4]xi32>) -> vector<[4]xi32>
  %1 = "llvm.mlir.undef"() : () -> vector<4xf32>
  return
}
