// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @for_bound_type_mismatch(%lb: index, %ub: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%ub' expects different type than prior uses: 'index' vs 'i32'}}
  scf.for %iv = %lb to %ub step %lb {
  }
  return
}

// -----

func.func @for_float_bounds(%f: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  scf.for %iv = %f to %f step %f : f32 {
  }
  return
}

// -----

func.func @for_yield_type_mismatch(%lb: index, %f: f32, %i: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%a = %f) -> (f32) {
    scf.yield %i : i32
  }
  return
}

// -----

func.func @for_yield_count_mismatch(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %iv = %lb to %lb step %lb iter_args(%a = %f) -> (f32) {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_bad_terminator(%lb: index) {
  scf.for %iv = %lb to %lb step %lb {
    // expected-error @+1 {{'func.return' op expects parent op 'func.func'}}
    func.return
  }
  return
}

// -----

func.func @if_results_no_else(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = scf.if %c -> (f32) {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @if_not_i1(%c: i32) {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%c' expects different type than prior uses: 'i1' vs 'i32'}}
  scf.if %c {
  }
  return
}

// -----

func.func @yield_outside() {
  // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
  scf.yield
}

// -----

func.func @while_condition_type(%f: f32, %c: i1) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %w = scf.while (%a = %f) : (f32) -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %f : f32
  }
  return
}

// -----

func.func @condition_not_i1(%f: f32, %i: i32) {
  // expected-note @-1 {{prior use here}}
  scf.while : () -> () {
    // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'i1' vs 'i32'}}
    scf.condition(%i)
  } do {
    scf.yield
  }
  return
}

// -----

func.func @parallel_reduce_count(%lb: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0}}
  %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce
  }
  return
}

// -----

func.func @reduce_return_type(%lb: index, %f: f32, %i: i32) {
  %r = scf.parallel (%x) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %i : i32
    }
  }
  return
}

// -----

func.func @index_switch_duplicate(%idx: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 1}}
  scf.index_switch %idx
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}

// -----

func.func @execute_region_args() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @in_parallel_outside_forall() {
  // expected-error @+1 {{'scf.forall.in_parallel' op expects parent op 'scf.forall'}}
  scf.forall.in_parallel {
  }
  return
}
