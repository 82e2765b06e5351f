// RUN: pyopt %s --split-input-file --verify-diagnostics

// The count traits (regions, results, successors, operands) are checked in
// the order ODS lists them, with their own wording, before anything else.

func.func @a(%x: i32) {
  // expected-error @+1 {{'arith.addi' op requires zero regions}}
  "arith.addi"(%x, %x) ({}) : (i32, i32) -> i32
  return
}

// -----

func.func @b(%x: i32) {
  // expected-error @+1 {{'arith.addi' op requires one result}}
  "arith.addi"(%x, %x) : (i32, i32) -> (i32, i32)
  return
}

// -----

func.func @c(%x: i32) {
  // expected-error @+1 {{'func.return' op requires zero results}}
  "func.return"(%x) : (i32) -> (i32)
}

// -----

func.func @d(%x: i32) {
  // expected-error @+1 {{'arith.addui_extended' op expected 2 results}}
  %0:3 = "arith.addui_extended"(%x, %x) : (i32, i32) -> (i32, i1, i1)
  return
}

// -----

func.func @e(%x: i1) {
  // expected-error @+1 {{'scf.if' op expected 2 regions}}
  "scf.if"(%x) ({ "scf.yield"() : () -> () }) : (i1) -> ()
  return
}

// -----

func.func @f(%x: i32) {
  // expected-error @+1 {{'arith.addi' op requires zero regions}}
  %0 = "arith.addi"(%x) ({}) : (i32) -> i32
  return
}

// -----

func.func @g(%x: i32) {
  // expected-error @+1 {{'cf.br' op requires 1 successor but found 0}}
  "cf.br"(%x) : (i32) -> ()
}

// -----

func.func @h(%x: i32) {
  // expected-error @+1 {{'arith.constant' op requires attribute 'value'}}
  %0 = "arith.constant"() : () -> i32
  return
}

// -----

func.func @a(%x: index) {
  // expected-error @+1 {{'scf.for' op expected 3 or more operands, but found 1}}
  "scf.for"(%x) ({ ^bb0(%i: index): "scf.yield"() : () -> () }) : (index) -> ()
  return
}

// -----

func.func @b(%c: i1) {
  // expected-error @+1 {{'cf.cond_br' op requires 2 successors but found 1}}
  "cf.cond_br"(%c) [^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}
