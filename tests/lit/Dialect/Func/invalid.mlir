// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @undefined_callee() {
  // expected-error @+1 {{'func.call' op 'missing' does not reference a valid function}}
  func.call @missing() : () -> ()
  return
}

// -----

func.func private @callee(i32)

func.func @call_wrong_count(%a: i32) {
  // expected-error @+1 {{'func.call' op incorrect number of operands for callee}}
  func.call @callee(%a, %a) : (i32, i32) -> ()
  return
}

// -----

func.func private @callee(i32)

func.func @call_wrong_type(%a: f32) {
  // expected-error @+1 {{'func.call' op operand type mismatch: expected operand type 'i32', but provided 'f32' for operand number 0}}
  func.call @callee(%a) : (f32) -> ()
  return
}

// -----

func.func private @callee() -> i32

func.func @call_wrong_result_count() {
  // expected-error @+1 {{'func.call' op incorrect number of results for callee}}
  func.call @callee() : () -> ()
  return
}

// -----

func.func private @callee() -> i32

func.func @call_wrong_result_type() {
  // expected-error @+3 {{'func.call' op result type mismatch at index 0}}
  // expected-note @+2 {{      op result types: 'f32'}}
  // expected-note @+1 {{function result types: 'i32'}}
  %0 = func.call @callee() : () -> f32
  return
}

// -----

func.func @return_type_mismatch(%a: f32) -> i32 {
  // expected-error @+1 {{type of return operand 0 ('f32') doesn't match function result type ('i32') in function @return_type_mismatch}}
  return %a : f32
}

// -----

func.func @return_count_mismatch() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@return_count_mismatch) returns 1}}
  return
}

// -----

func.func @return_outside_func(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

func.func @missing_terminator() {
  // expected-error @+1 {{block with no terminator, has %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32}}
  %0 = arith.constant 0 : i32
}

// -----

func.func @constant_undefined() {
  // expected-error @+1 {{'func.constant' op reference to undefined function 'missing'}}
  %0 = func.constant @missing : () -> ()
  return
}

// -----

func.func private @callee(i32)

func.func @constant_type_mismatch() {
  // expected-error @+1 {{'func.constant' op reference to function with mismatched type}}
  %0 = func.constant @callee : () -> ()
  return
}

// -----

func.func @call_indirect_mismatch(%f: (i32) -> i32, %a: f32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%f' expects different type than prior uses: '(f32) -> i32' vs '(i32) -> i32'}}
  %0 = func.call_indirect %f(%a) : (f32) -> i32
  return
}

// -----

func.func @redefinition() {
  return
}

// expected-error @+2 {{redefinition of symbol named 'redefinition'}}
// expected-note @-5 {{see existing symbol definition here}}
func.func @redefinition() {
  return
}

// -----

// expected-error @+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @public_declaration()

// -----

// expected-error @+1 {{'func.func' op arguments may only have dialect attributes}}
func.func private @non_dialect_arg_attr(i32 {foo})

// -----

// expected-error @+1 {{'func.func' op entry block must have 1 arguments to match function signature}}
"func.func"() <{function_type = (i32) -> (), sym_name = "bad_entry"}> ({
  "func.return"() : () -> ()
}) : () -> ()

// -----

func.func @outer() {
  // expected-error @+1 {{'func.func' op symbol's parent must have the SymbolTable trait}}
  func.func @inner() {
    return
  }
  return
}
