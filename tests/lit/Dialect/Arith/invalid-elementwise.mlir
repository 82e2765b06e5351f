// RUN: pyopt %s --split-input-file --verify-diagnostics

// ElementwiseMappable (OpTrait::impl::verifyElementwise), the parse-time check
// of a type a TypesMatchWith transformer infers from, select's condition
// checks, cast encodings, scalable-vector constants, bitcast without index,
// strings as typed attributes.

func.func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op if an operand is non-scalar, then all results must be non-scalar}}
  %0:2 = arith.addui_extended %v, %v : vector<4xi32>, i1
  return
}
// -----
func.func @f(%v: vector<4xi32>) {
  // expected-error@+1 {{'arith.addui_extended' op all non-scalar operands/results must have the same shape and base type}}
  %0:2 = arith.addui_extended %v, %v : vector<4xi32>, tensor<4xi1>
  return
}
// -----
func.func @f(%c: vector<4xi1>, %t: tensor<4xf32>) {
  // expected-error@+1 {{'arith.select' op all non-scalar operands/results must have the same shape and base type}}
  %0 = arith.select %c, %t, %t : vector<4xi1>, tensor<4xf32>
  return
}
// -----
func.func @f(%x: vector<2xi64>) {
  // expected-error@+1 {{custom op 'arith.cmpf' 'lhs' must be floating-point-like, but got 'vector<2xi64>'}}
  %0 = arith.cmpf olt, %x, %x : vector<2xi64>
  return
}
// -----
func.func @f(%x: index) {
  // expected-error@+1 {{custom op 'math.isinf' 'operand' must be floating-point-like, but got 'index'}}
  %0 = math.isinf %x : index
  return
}
// -----
func.func @f(%x: f64) {
  // expected-error@+1 {{custom op 'complex.create' 'complex' must be complex type with floating-point elements, but got 'complex<i8>'}}
  %0 = complex.create %x, %x : complex<i8>
  return
}
// -----
func.func @f(%c: tensor<?xi1>, %t: tensor<3xi8>) {
  // expected-error@+1 {{'arith.select' op failed to verify that condition is signless i1 or has matching shape}}
  %0 = arith.select %c, %t, %t : tensor<?xi1>, tensor<3xi8>
  return
}
// -----
func.func @f(%c: tensor<3xi1>, %t: tensor<3xi8, "e">) {
  // expected-error@+1 {{'arith.select' op expected condition type to have the same shape as the result type, expected 'tensor<3xi1, "e">', but got 'tensor<3xi1>'}}
  %0 = arith.select %c, %t, %t : tensor<3xi1>, tensor<3xi8, "e">
  return
}
// -----
func.func @f(%x: tensor<3xi8, "e">) {
  // expected-error@+1 {{'arith.extsi' op operand type 'tensor<3xi8, "e">' and result type 'tensor<3xi16>' are cast incompatible}}
  %0 = arith.extsi %x : tensor<3xi8, "e"> to tensor<3xi16>
  %1 = arith.extsi %x : tensor<3xi8, "e"> to tensor<3xi16, "e">
  return
}
// -----
func.func @f() {
  %0 = arith.constant dense<7> : vector<[4]xi8>
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %1 = arith.constant dense<[1, 2]> : vector<[2]xi8>
  return
}
// -----
func.func @f(%x: vector<2xindex>) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'vector<2xindex>'}}
  %0 = arith.bitcast %x : vector<2xindex> to vector<2xi64>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{'arith.constant' op failed to verify that all of {value, result} have same type}}
  %0 = "arith.constant"() {value = "text"} : () -> f32
  return
}
