// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @add_not_index(%a: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'index' vs 'i32'}}
  %0 = index.add %a, %a
  return
}

// -----

func.func @add_generic_not_index(%a: i32) {
  // expected-error @+1 {{'index.add' op operand #0 must be index, but got 'i32'}}
  %0 = "index.add"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @cmp_bad_predicate(%a: index) {
  // expected-error @+2 {{expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge}}
  // expected-error @+1 {{custom op 'index.cmp' failed to parse IndexCmpPredicateAttr parameter 'value' which is to be a `::mlir::index::IndexCmpPredicate`}}
  %0 = index.cmp foo(%a, %a)
  return
}

// -----

func.func @casts_float(%f: f32) {
  // expected-error @+1 {{'index.casts' op operand #0 must be integer or index, but got 'f32'}}
  %0 = index.casts %f : f32 to index
  return
}

// -----

func.func @casts_no_index(%a: i32) {
  // expected-error @+1 {{'index.casts' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = index.casts %a : i32 to i64
  return
}

// -----

func.func @constant_bad_type() {
  // expected-error @+1 {{'index.constant' op attribute 'value' failed to satisfy constraint: index attribute}}
  %0 = "index.constant"() {value = 1 : i32} : () -> index
  return
}

// -----

// The value is parsed with type i1, so 0 and 1 are accepted but 2 is not.
func.func @bool_constant_out_of_range() {
  // expected-error @+1 {{integer constant out of range for attribute}}
  %0 = index.bool.constant 2
  return
}

// -----

func.func @bool_constant_string() {
  // expected-error @+1 {{custom op 'index.bool.constant' invalid kind of attribute specified}}
  %0 = index.bool.constant "x"
  return
}
