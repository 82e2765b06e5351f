// RUN: pyopt %s --split-input-file --verify-diagnostics

// More scf verifier and parser errors (LoopLike/RegionBranch edges, terminators, index_switch, parallel).

func.func @f(%lb: index, %c: i1, %f: f32) {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %f) -> (f32) { // expected-error {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
    scf.yield %a, %a : f32, f32
  }
  return
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32) {
  scf.while : () -> () { // expected-error {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
    scf.yield // expected-note {{terminator here}}
  } do {
    scf.yield
  }
  return
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32) {
  %0 = scf.index_switch %lb -> f32 // expected-error {{'scf.index_switch' op expected result #0 of each region to be 'f32'}}
  case 1 {
    scf.yield %lb : index // expected-note {{case region #0 returns 'index' here}}
  }
  default {
    scf.yield %f : f32
  }
  return
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32) {
  %0 = scf.index_switch %lb -> f32 // expected-error {{'scf.index_switch' op expected each region to return 1 values, but case region #0 returns 0}}
  case 1 {
    scf.yield // expected-note {{see yield operation here}}
  }
  default {
    scf.yield %f : f32
  }
  return
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32) {
  scf.parallel (%i) = (%lb) to (%lb) step (%lb) { // expected-error {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
    scf.reduce(%f : f32) {
    ^bb0(%a: f32):
      scf.reduce.return %a : f32
    }
  }
  return
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32) {
  %c0 = arith.constant 0 : index
  scf.parallel (%i) = (%lb) to (%lb) step (%c0) { // expected-error {{'scf.parallel' op constant step operand must be positive}}
  }
  return
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32) {
  scf.condition(%c) // expected-error {{'scf.condition' op expects parent op 'scf.while'}}
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32) {
  %r = scf.execute_region -> f32 { // expected-error {{'scf.execute_region' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'index' should match successor input type #0 'f32'}}
    scf.yield %lb : index // expected-note {{region branch point}}
  }
  return
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32, %i: i32) { // expected-note {{prior use here}}
  scf.for %x = %lb to %i step %lb : index { // expected-error {{use of value '%i' expects different type than prior uses: 'index' vs 'i32'}}
  }
  return
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32, %i: i32) {
  "scf.for"(%lb, %lb, %lb) ({ // expected-error {{'scf.for' op expected induction variable to be same type as bounds and step}}
  ^bb0(%x: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
// -----
func.func @f(%lb: index, %t: tensor<8xf32>) {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel { // expected-error {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
      %x = arith.addi %lb, %lb : index
    }
  }
  return
}
// -----
func.func @f(%lb: index, %c: i1, %f: f32) {
  %w:2 = scf.while (%a = %f) : (f32) -> (f32, f32) { // expected-error {{'scf.while' op along control flow edge from Operation scf.condition to parent: region branch point has 1 operands, but region successor needs 2 inputs}}
    scf.condition(%c) %a : f32 // expected-note {{region branch point}}
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
