// RUN: pyopt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'foo'}}
module attributes {foo} {
}

// -----

// expected-error @+1 {{'builtin.module' op region should have no arguments}}
"builtin.module"() ({
^bb0(%a: i32):
}) : () -> ()

// -----

// expected-error @+1 {{'builtin.module' op expects region #0 to have 0 or 1 blocks}}
"builtin.module"() ({
^bb0:
  %0 = ub.poison : i32
^bb1:
  %1 = ub.poison : i32
}) : () -> ()

// -----

func.func @cast_no_results(%a: i32) {
  // expected-error @+1 {{'builtin.unrealized_conversion_cast' op expected at least one result for cast operation}}
  "builtin.unrealized_conversion_cast"(%a) : (i32) -> ()
  return
}

// -----

module {
  func.func @dup() {
    return
  }
  // expected-error @+2 {{redefinition of symbol named 'dup'}}
  // expected-note @-4 {{see existing symbol definition here}}
  func.func @dup() {
    return
  }
}

// -----

// expected-error @+1 {{'builtin.module' op requires zero results}}
%0 = "builtin.module"() ({
}) : () -> i32
