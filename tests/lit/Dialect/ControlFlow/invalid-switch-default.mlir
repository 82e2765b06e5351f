// RUN: pyopt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// cf.switch's default destination takes operands without result numbers
// (parseOperandList(..., allowResultNumber=false) in 22.1.8); the cases' may.

func.func @f(%flag: i32) {
  %0:2 = "x.two"() : () -> (i32, i32)
  cf.switch %flag : i32, [
    // expected-error@+1 {{result number not allowed in argument list}}
    default: ^bb1(%0#1 : i32),
    1: ^bb1(%0#0 : i32)
  ]
^bb1(%a: i32):
  return
}
// -----
func.func @f(%flag: i32) {
  %0:2 = "x.two"() : () -> (i32, i32)
  %1 = "x.one"() : () -> i32
  cf.switch %flag : i32, [
    default: ^bb1(%1 : i32),
    1: ^bb1(%0#0 : i32),
    2: ^bb1(%0#1 : i32)
  ]
^bb1(%a: i32):
  return
}
