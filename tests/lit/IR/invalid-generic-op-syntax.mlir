// RUN: pyopt %s --split-input-file --verify-diagnostics
// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Parser::parseGenericOperation: any type after the op's `:`, then a function
// type is wanted (both errors at the type); operand types are counted there.

// expected-error @+1 {{expected function type}}
"arith.frob"() : i32

// -----

// expected-error @+1 {{expected function type}}
"arith.frob"() {a = 1 : i32} : i32 -> i32

// -----

// expected-error @+1 {{expected non-function type}}
"arith.frob"() : 5

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{expected 2 operand types but had 1}}
  "arith.frob"(%a, %a) : (i32) -> ()
  return
}
