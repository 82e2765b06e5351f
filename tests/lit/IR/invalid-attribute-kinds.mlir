// RUN: pyopt %s --split-input-file --verify-diagnostics
// A format's attribute variable is parsed as any attribute, then cast to the
// attribute's storage class: another kind is refused where it starts.

func.func @symbol_slot() {
  // expected-error @+1 {{custom op 'func.constant' invalid kind of attribute specified}}
  %0 = func.constant "" : index
  return
}

// -----

func.func @symbol_slot_array() {
  // expected-error @+1 {{custom op 'memref.get_global' invalid kind of attribute specified}}
  %0 = memref.get_global [@g] : memref<4xf32>
  return
}

// -----

func.func @typed_literal_slot() {
  // expected-error @+1 {{custom op 'index.constant' invalid kind of attribute specified}}
  %0 = index.constant "seven"
  return
}

// -----

func.func @typed_attr_slot() {
  // expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant [1, 2]
  return
}

// -----

func.func @typed_attr_slot_unit() {
  // expected-error @+1 {{custom op 'arith.constant' invalid kind of attribute specified}}
  %0 = arith.constant unit
  return
}

// -----

// A string is a typed attribute (of type none): the op's verifier refuses it.
func.func @string_constant() {
  // expected-error @+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant ""
  return
}
