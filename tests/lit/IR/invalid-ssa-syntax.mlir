// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// OperationParser's messages for result names, block arguments, successor
// operands and region lists.

func.func @result_count() {
  // expected-error @+1 {{expected integer number of results}}
  %r: = "frob.op"() : () -> (i32, i32)
  return
}

// -----

func.func @result_list() {
  // expected-error @+1 {{expected valid ssa identifier}}
  %r, = "frob.op"() : () -> (i32, i32)
  return
}

// -----

func.func @result_equals() {
  // expected-error @+1 {{expected '=' after SSA name}}
  %r:2 "frob.op"() : () -> (i32, i32)
  return
}

// -----

func.func @block_argument_name() {
  "frob.op"() ({
  // expected-error @+1 {{expected SSA operand}}
  ^bb0(i32):
    "frob.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @block_argument_type() {
  "frob.op"() ({
  // expected-error @+1 {{expected ':' and type for SSA operand}}
  ^bb0(%a):
    "frob.end"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @successor_operands() {
  // expected-error @+1 {{expected ':'}}
  cf.br ^bb1(  // no operands
^bb1:
  return
}

// -----

func.func @region_list() {
  // expected-error @+1 {{expected ')' to end region list}}
  "frob.op"() ({}, {} : () -> ()
  return
}

// -----

func.func @op_type() {
  %0 = "frob.op"()
  // expected-error @-1 {{expected ':' followed by operation type}}

  // a comment between
  return
}

// -----

// expected-error @+1 {{negative integer literal not valid for unsigned integer type}}
"frob.op"() {v = -1 : ui16} : () -> ()

// -----

// A line that goes on with an op's operands is not the result list of a new op.
func.func @continued_operands(%c: i1, %a: i32) {
  %0 = arith.select %c,
      // expected-error @+1 {{expected SSA operand}}
      %a, 42 : i32
  return
}
