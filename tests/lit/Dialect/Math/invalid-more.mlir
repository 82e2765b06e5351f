// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @fpowi_result(%x: f32, %n: i64) {
  // expected-error @+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%x, %n) : (f32, i64) -> f64
  return
}

// -----

func.func @isnan_shape(%v: vector<4xf32>) {
  // expected-error @+1 {{'math.isnan' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isnan"(%v) : (vector<4xf32>) -> i1
  return
}

// -----

func.func @sincos_types(%x: f32) {
  // expected-error @+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%x) : (f32) -> (f32, f64)
  return
}
