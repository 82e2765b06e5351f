// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @re_type(%c: complex<f32>) {
  // expected-error @+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%c) : (complex<f32>) -> f64
  return
}
