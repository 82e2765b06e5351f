// RUN: pyopt %s --split-input-file --verify-diagnostics

// Custom-parser count checks reported at mlir-opt's positions (resolveOperands,
// parseOperandList with a required count), and the structural traits ODS
// checks before the operand types (NoRegionArguments, SingleBlock).

func.func @f(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' expected 2 operands}}
  scf.parallel (%i, %j) = (%a, %a) to (%a) step (%a, %a) {
  }
  return
}
// -----
func.func @f(%a: index) {
  // expected-error@+1 {{custom op 'scf.parallel' number of operands and types do not match: got 0 operands and 2 types}}
  %r:2 = scf.parallel (%i) = (%a) to (%a) step (%a) -> (index, index) {
  }
  return
}
// -----
func.func @f(%a: index, %t: tensor<4xf32>) {
  // expected-error@+1 {{custom op 'scf.forall' number of operands and types do not match: got 1 operands and 0 types}}
  scf.forall (%i) in (%a) shared_outs(%o = %t) -> () {
  }
  return
}
// -----
func.func @f(%a: index, %v: f32) {
  // expected-error@+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r:2 = scf.for %i = %a to %a step %a iter_args(%x = %v) -> (f32, f32) {
    scf.yield %x, %x : f32, f32
  }
  return
}
// -----
func.func @f(%v: f32) {
  // expected-error@+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 0)}}
  scf.while (%x = %v) : () -> () {
    scf.condition(%x)
  } do {
    scf.yield
  }
  return
}
// -----
func.func @f(%a: index) {
  // expected-error@+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%a) ({
  ^bb0(%x: index):
    scf.yield
  }, {}) : (index) -> ()
  return
}
// -----
func.func @f(%a: i1) {
  // expected-error@+1 {{'scf.if' op expects a non-empty block}}
  "scf.if"(%a) ({
  ^bb0:
  }, {}) : (i1) -> ()
  return
}
// -----
// expected-error@+1 {{'gpu.module' op region should have no arguments}}
"gpu.module"() ({
^bb0(%x: index):
}) {sym_name = "m"} : () -> ()
