// RUN: pyopt %s --split-input-file --verify-diagnostics
// cf.switch's custom<SwitchOpCases>: after a case's successor the parser
// expects `,` or the format's `]`, whatever may follow a successor elsewhere.

func.func @cases_without_comma(%flag : i32, %x : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @+1 {{expected ']'}}
    45: ^bb1(%x : i32)
    43: ^bb1(%x : i32)
  ]
^bb1(%a : i32):
  return
}

// -----

func.func @default_without_comma(%flag : i32) {
  cf.switch %flag : i32, [
    // expected-error @+1 {{expected ']'}}
    default: ^bb1
    7: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @case_without_colon(%flag : i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    // expected-error @+1 {{expected ':'}}
    45 ^bb1
  ]
^bb1:
  return
}

// -----

func.func @operands_without_types(%flag : i32, %x : i32) {
  cf.switch %flag : i32, [
    // expected-error @+1 {{expected ':'}}
    default: ^bb1(%x)
  ]
^bb1(%a : i32):
  return
}

// -----

func.func @closed_with_brace(%flag : i32) {
  cf.switch %flag : i32, [
    // expected-error @+1 {{expected ']'}}
    default: ^bb1
  }
^bb1:
  return
}
