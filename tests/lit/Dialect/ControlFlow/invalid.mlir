// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @cond_br_not_i1(%c: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.cond_br %c, ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @br_operand_count(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @br_operand_type(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.br ^bb1(%a : i32)
^bb1(%x: f32):
  return
}

// -----

func.func @undefined_block() {
  // expected-error @+1 {{reference to an undefined block}}
  cf.br ^bb9
}

// -----

func.func @terminator_not_last() {
  // expected-error @+1 {{operation with block successors must terminate its parent block}}
  cf.br ^bb1
  return
^bb1:
  return
}

// -----

func.func @assert_not_i1(%a: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%a' expects different type than prior uses: 'i1' vs 'i32'}}
  cf.assert %a, "msg"
  return
}

// -----

func.func @cond_br_weights(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  cf.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  return
}

// -----

func.func @switch_flag_type(%flag: i64) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%flag' expects different type than prior uses: 'i32' vs 'i64'}}
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @switch_not_integer(%flag: f32) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %flag : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

// The error is reported at the location of the parent operation.
// expected-error @+1 {{empty block: expect at least a terminator}}
func.func @missing_terminator_block(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  return
^bb2:
}
