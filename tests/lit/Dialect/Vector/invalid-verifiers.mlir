// RUN: pyopt %s --split-input-file --verify-diagnostics

// vector verifiers and parse checks read from VectorOps.cpp (issue 14):
// parseType<VectorType> for vector-constrained `type($x)`, InferTypeOpAdaptor's
// two errors, TypeCastOp's scalar/shape checks, LoadOp/StoreOp's order.

func.func @f(%a: vector<2xi8>) {
  // expected-error@+1 {{custom op 'vector.bitcast' invalid kind of type specified: expected builtin.vector, but found 'i16'}}
  %0 = vector.bitcast %a : vector<2xi8> to i16
  return
}
// -----
func.func @f(%a: vector<2xi8>, %b: vector<2xi8>) {
  // expected-error@+1 {{custom op 'vector.interleave' invalid kind of type specified: expected builtin.vector, but found 'i8'}}
  %0 = vector.interleave %a, %b : vector<2xi8> -> i8
  return
}
// -----
func.func @f(%a: vector<6xi8>) {
  // expected-error@+1 {{custom op 'vector.reduction' invalid kind of type specified: expected builtin.vector, but found 'i8'}}
  %0 = vector.reduction <add>, %a : i8 into i8
  return
}
// -----
func.func @f(%a: vector<3x5xi8>) {
  // expected-error@+2 {{'vector.extract' op inferred type(s) 'vector<5xi8>' are incompatible with return type(s) of operation 'i8'}}
  // expected-error@+1 {{'vector.extract' op failed to infer returned types}}
  %0 = vector.extract %a[2] : i8 from vector<3x5xi8>
  return
}
// -----
func.func @f(%a: vector<3x1xi8>) -> vector<1xi8> {
  %0 = vector.extract %a[2, 0] : vector<1xi8> from vector<3x1xi8>
  return %0 : vector<1xi8>
}
// -----
func.func @f(%m: memref<2x3xi8>) {
  // expected-error@+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<3x2xi8>>'}}
  %0 = vector.type_cast %m : memref<2x3xi8> to memref<vector<3x2xi8>>
  return
}
// -----
func.func @f(%m: memref<2x3xi8, strided<[3, 1]>>) -> memref<vector<2x3xi8>> {
  %0 = vector.type_cast %m : memref<2x3xi8, strided<[3, 1]>> to memref<vector<2x3xi8>>
  return %0 : memref<vector<2x3xi8>>
}
// -----
func.func @f(%m: memref<8x8xi8, strided<[16, 2]>>, %i: index) {
  // expected-error@+1 {{'vector.load' op most minor memref dim must have unit stride}}
  %0 = vector.load %m[%i, %i] : memref<8x8xi8, strided<[16, 2]>>, vector<4xi8>
  return
}
// -----
func.func @f(%m: memref<8xi8>, %i: index) {
  // expected-error@+1 {{'vector.load' op destination memref has lower rank than the result vector}}
  %0 = vector.load %m[%i] : memref<8xi8>, vector<2x2xi8>
  return
}
// -----
func.func @f(%m: memref<8xi16>) {
  // expected-error@+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[] : memref<8xi16>, vector<2xi8>
  return
}
// -----
func.func @f() {
  // expected-error@+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [1, 0] : vector<i1>
  return
}
// -----
func.func @f(%v: vector<2x3x3xi8>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 2}}
  %0 = vector.transpose %v, [2, 2, 0] : vector<2x3x3xi8> to vector<3x3x2xi8>
  return
}
