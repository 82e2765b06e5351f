// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @poison_missing_type() -> i32 {
  // expected-error @+1 {{expected ':'}}
  %0 = ub.poison
  return %0 : i32
}

// -----

func.func @poison_bad_value() -> i32 {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = ub.poison <1 : i32> : i32
  return %0 : i32
}

// -----

func.func @unreachable_not_last() {
  // expected-error @+1 {{'ub.unreachable' op must be the last operation in the parent block}}
  ub.unreachable
  return
}

// -----

func.func @unreachable_operands(%a: i32) {
  // expected-error @+1 {{'ub.unreachable' op requires zero operands}}
  "ub.unreachable"(%a) : (i32) -> ()
}
