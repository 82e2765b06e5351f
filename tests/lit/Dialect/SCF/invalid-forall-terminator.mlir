// RUN: pyopt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// SingleBlockImplicitTerminator's region trait (after the nested ops) and
// ForallOp::verify's block argument, mapping and bound-list checks.

func.func @f(%a: index) {
  // expected-error@+2 {{'scf.for' op expects regions to end with 'scf.yield', found 'x.op'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.for"(%a, %a, %a) ({
  ^bb0(%i: index):
    "x.op"() : () -> ()
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%a: index) {
  // expected-error@+2 {{'scf.forall' op expects regions to end with 'scf.forall.in_parallel', found 'llvm.return'}}
  // expected-note@+1 {{in custom textual format, the absence of terminator implies 'scf.forall.in_parallel'}}
  scf.forall (%i) in (%a) {
    llvm.return
  }
  return
}
// -----
func.func @f(%a: index) {
  // expected-error@+1 {{'scf.forall' op mapping attribute size must match op rank}}
  scf.forall (%i, %j) in (%a, %a) {
  } {mapping = [#gpu.block<x>, #gpu.mask<0x3>]}
  return
}
// -----
func.func @f(%a: index) {
  // expected-error@+1 {{'scf.forall' op "mapping" supports at most one device masking attribute}}
  scf.forall (%i) in (%a) {
  } {mapping = [#gpu.mask<0x1>, #gpu.warp<y>, #gpu.mask<0x1>]}
  return
}
// -----
func.func @f(%a: index) {
  // expected-error@+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (%a) {
  } {mapping = [#gpu.address_space<global>]}
  return
}
// -----
func.func @f(%a: index) {
  // expected-error@+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  "scf.forall"(%a) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: i64):
    scf.forall.in_parallel {}
  }) : (index) -> ()
  return
}
// -----
func.func @f(%a: index) {
  // expected-error@+1 {{expected 1 dynamic upper bound values}}
  "scf.forall"(%a, %a) <{operandSegmentSizes = array<i32: 0, 2, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {}
  }) : (index, index) -> ()
  return
}
