// RUN: pyopt %s --split-input-file --verify-diagnostics

// complex.powi's ODS constraints.
// Messages: mlir-opt 22.1.8's.

func.func @a(%c: complex<f32>, %i: i32) {
  // expected-error @+1 {{'complex.powi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "complex.powi"(%c, %i) : (complex<f32>, i32) -> complex<f64>
  return
}

// -----

func.func @b(%c: complex<f32>, %f: f32) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "complex.powi"(%c, %f) : (complex<f32>, f32) -> complex<f32>
  return
}

// -----

func.func @c(%c: complex<f32>, %i: si32) {
  // expected-error @+1 {{'complex.powi' op operand #1 must be signless integer, but got 'si32'}}
  %0 = "complex.powi"(%c, %i) : (complex<f32>, si32) -> complex<f32>
  return
}
