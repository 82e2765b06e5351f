// RUN: pyopt %s --split-input-file --verify-diagnostics
// The verifiers of complex.constant and complex.bitcast (ComplexOps.cpp).

func.func @short() {
  // expected-error @+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @element_types() {
  // expected-error @+1 {{'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0, 2.0 : f32] : complex<f32>
  return
}

// -----

func.func @not_numbers() {
  // expected-error @+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant [1.0 : f32, "two"] : complex<f32>
  return
}

// -----

func.func @widths(%c: complex<f32>) {
  // expected-error @+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %c : complex<f32> to i32
  return
}

// -----

func.func @no_complex(%x: f32) {
  // expected-error @+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %x : f32 to i32
  return
}

// -----

func.func @vector_operand(%v: vector<2xf32>) {
  // expected-error @+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %v : vector<2xf32> to complex<f32>
  return
}

// -----

func.func @mixed(%c: complex<f32>, %d: complex<f64>) {
  // expected-error @+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%c, %d) : (complex<f32>, complex<f64>) -> i1
  return
}
