// RUN: pyopt %s --split-input-file --verify-diagnostics

// vector.contract: the traits are any attribute naming a dictionary (an alias
// too), and verifyOutputShape's result checks (VectorOps.cpp).

#matmul = {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (n, m)>], iterator_types = ["parallel", "parallel", "reduction"]}
func.func @f(%a: vector<3x5xf16>, %b: vector<5x2xf16>, %c: vector<3x2xf16>) -> vector<3x2xf16> {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape, expected: 'vector<2x3xf16>'}}
  %0 = vector.contract #matmul %a, %b, %c : vector<3x5xf16>, vector<5x2xf16> into vector<3x2xf16>
  return %0 : vector<3x2xf16>
}
// -----
func.func @f(%a: vector<6xi8>, %b: vector<6xi8>, %c: vector<1xi8>) {
  // expected-error@+1 {{'vector.contract' op invalid accumulator/result vector shape}}
  %0 = vector.contract {indexing_maps = [affine_map<(k) -> (k)>, affine_map<(k) -> (k)>, affine_map<(k) -> (k)>], iterator_types = ["reduction"]} %a, %b, %c : vector<6xi8>, vector<6xi8> into vector<1xi8>
  return
}
// -----
func.func @f(%a: vector<2x6xi8>, %b: vector<6xi8>, %c: vector<3xi8>) {
  // expected-error@+1 {{'vector.contract' op expected all dimensions to be either a LHS or a RHS dimension}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k)>, affine_map<(i, j, k) -> (j)>], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x6xi8>, vector<6xi8> into vector<3xi8>
  return
}
// -----
#not_a_dict = [1, 2]
func.func @f(%a: vector<6xi8>, %b: vector<6xi8>, %c: i8) {
  // expected-error@+1 {{custom op 'vector.contract' invalid kind of attribute specified}}
  %0 = vector.contract #not_a_dict %a, %b, %c : vector<6xi8>, vector<6xi8> into i8
  return
}
