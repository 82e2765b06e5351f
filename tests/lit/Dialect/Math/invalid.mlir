// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @int_sqrt(%i: i32) {
  // expected-error @+1 {{'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = math.sqrt %i : i32
  return
}

// -----

func.func @float_ctlz(%f: f32) {
  // expected-error @+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = math.ctlz %f : f32
  return
}

// -----

func.func @mixed(%f: f32, %d: f64) {
  // expected-error @+1 {{'math.powf' op requires the same type for all operands and results}}
  %0 = "math.powf"(%f, %d) : (f32, f64) -> f32
  return
}
