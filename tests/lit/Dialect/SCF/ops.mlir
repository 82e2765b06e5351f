// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// scf.for: no iter_args (implicit yield elided), iter_args 1/many,
// non-index induction type (printed with a double space before ':'),
// `unsigned` comparison keyword, trailing attribute dictionary.
// CHECK-LABEL: func.func @for_loops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32, %arg5: i64) -> (f32, f32) {
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %3 = arith.addi %arg6, %arg6 : index
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3) -> (f32) {
// CHECK-NEXT: %3 = arith.addf %arg7, %arg7 : f32
// CHECK-NEXT: scf.yield %3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg3, %arg8 = %0) -> (f32, f32) {
// CHECK-NEXT: scf.yield %arg8, %arg7 : f32, f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg4 to %arg4 step %arg4  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.for %arg6 = %arg5 to %arg5 step %arg5 iter_args(%arg7 = %arg4) -> (i32)  : i64 {
// CHECK-NEXT: scf.yield %arg7 : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for unsigned %arg6 = %arg4 to %arg4 step %arg4  : i32 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: } {some_attr = 1 : i32}
// CHECK-NEXT: scf.for %arg6 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: scf.for %arg7 = %arg6 to %arg1 step %arg2 {
// CHECK-NEXT: %3 = arith.muli %arg6, %arg7 : index
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1#0, %1#1 : f32, f32
// CHECK-NEXT: }
func.func @for_loops(%lb: index, %ub: index, %step: index, %f: f32, %i: i32, %j: i64) -> (f32, f32) {
  scf.for %iv = %lb to %ub step %step {
  }
  scf.for %iv = %lb to %ub step %step {
    scf.yield
  }
  scf.for %iv = %lb to %ub step %step {
    %0 = arith.addi %iv, %iv : index
  }
  %r = scf.for %iv = %lb to %ub step %step iter_args(%acc = %f) -> (f32) {
    %1 = arith.addf %acc, %acc : f32
    scf.yield %1 : f32
  }
  %r2:2 = scf.for %iv = %lb to %ub step %step iter_args(%a = %f, %b = %r) -> (f32, f32) {
    scf.yield %b, %a : f32, f32
  }
  scf.for %iv = %i to %i step %i : i32 {
  }
  %r3 = scf.for %iv = %j to %j step %j iter_args(%a = %i) -> (i32) : i64 {
    scf.yield %a : i32
  }
  scf.for unsigned %iv = %lb to %ub step %step {
  }
  scf.for unsigned %iv = %i to %i step %i : i32 {
  }
  scf.for %iv = %lb to %ub step %step {
  } {some_attr = 1 : i32}
  scf.for %outer = %lb to %ub step %step {
    scf.for %inner = %outer to %ub step %step {
      %2 = arith.muli %outer, %inner : index
    }
  }
  return %r2#0, %r2#1 : f32, f32
}

// scf.if: with/without else, with results, attributes.
// CHECK-LABEL: func.func @if_ops(%arg0: i1, %arg1: f32, %arg2: i32) -> (f32, i32) {
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: %2 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.mulf %arg1, %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.if %arg0 -> (f32) {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %2 = arith.negf %arg1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.if %arg0 -> (f32, i32) {
// CHECK-NEXT: scf.yield %arg1, %arg2 : f32, i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %0, %arg2 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %1#0, %1#1 : f32, i32
// CHECK-NEXT: }
func.func @if_ops(%c: i1, %f: f32, %i: i32) -> (f32, i32) {
  scf.if %c {
  }
  scf.if %c {
    %0 = arith.addf %f, %f : f32
  }
  scf.if %c {
    %0 = arith.addf %f, %f : f32
  } else {
    %1 = arith.mulf %f, %f : f32
  }
  scf.if %c {
  } else {
  }
  %r = scf.if %c -> (f32) {
    scf.yield %f : f32
  } else {
    %2 = arith.negf %f : f32
    scf.yield %2 : f32
  }
  %r2:2 = scf.if %c -> (f32, i32) {
    scf.yield %f, %i : f32, i32
  } else {
    scf.yield %r, %i : f32, i32
  }
  scf.if %c {
  } {tag}
  return %r2#0, %r2#1 : f32, i32
}

// scf.while / scf.condition: with and without carried values, different
// before/after types, attributes (printed with the `attributes` keyword).
// CHECK-LABEL: func.func @while_ops(%arg0: f32, %arg1: i32, %arg2: i1) -> (i32, f32) {
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: scf.condition(%arg2)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.while (%arg3 = %arg0) : (f32) -> f32 {
// CHECK-NEXT: scf.condition(%arg2) %arg3 : f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: f32):
// CHECK-NEXT: scf.yield %arg3 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.while (%arg3 = %arg0, %arg4 = %arg1) : (f32, i32) -> (i32, f32) {
// CHECK-NEXT: %2 = arith.cmpi slt, %arg4, %arg4 : i32
// CHECK-NEXT: scf.condition(%2) %arg4, %arg3 : i32, f32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: f32):
// CHECK-NEXT: scf.yield %arg4, %arg3 : f32, i32
// CHECK-NEXT: } attributes {tag = "w"}
// CHECK-NEXT: return %1#0, %1#1 : i32, f32
// CHECK-NEXT: }
func.func @while_ops(%f: f32, %i: i32, %c: i1) -> (i32, f32) {
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  %w = scf.while (%a = %f) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  %w2:2 = scf.while (%a = %f, %b = %i) : (f32, i32) -> (i32, f32) {
    %cmp = arith.cmpi slt, %b, %b : i32
    scf.condition(%cmp) %b, %a : i32, f32
  } do {
  ^bb0(%x: i32, %y: f32):
    scf.yield %y, %x : f32, i32
  } attributes {tag = "w"}
  return %w2#0, %w2#1 : i32, f32
}

// scf.execute_region: no results, results, no_inline, multiple blocks.
// CHECK-LABEL: func.func @execute_region_ops(%arg0: f32) -> f32 {
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.execute_region -> f32 {
// CHECK-NEXT: scf.yield %arg0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.execute_region -> (f32, i32) {
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: scf.yield %arg0, %c1_i32 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: %2 = scf.execute_region -> f32 no_inline {
// CHECK-NEXT: scf.yield %0 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %3 = scf.execute_region -> f32 {
// CHECK-NEXT: cf.br ^bb1(%arg0 : f32)
// CHECK-NEXT: ^bb1(%4: f32):  // pred: ^bb0
// CHECK-NEXT: scf.yield %4 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.execute_region {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: } {tag}
// CHECK-NEXT: return %3 : f32
// CHECK-NEXT: }
func.func @execute_region_ops(%f: f32) -> f32 {
  scf.execute_region {
    scf.yield
  }
  %0 = scf.execute_region -> f32 {
    scf.yield %f : f32
  }
  %1:2 = scf.execute_region -> (f32, i32) {
    %c = arith.constant 1 : i32
    scf.yield %f, %c : f32, i32
  }
  %2 = scf.execute_region -> f32 no_inline {
    scf.yield %0 : f32
  }
  %3 = scf.execute_region -> f32 {
    cf.br ^bb1(%f : f32)
  ^bb1(%x: f32):
    scf.yield %x : f32
  }
  scf.execute_region {
    scf.yield
  } {tag}
  return %3 : f32
}

// scf.index_switch: with/without results, zero/one/many cases, attributes
// (printed before '->'; note the trailing space at the end of the op line).
// CHECK-LABEL: func.func @index_switch_ops(%arg0: index, %arg1: f32) -> f32 {
// CHECK-NEXT: scf.index_switch %arg0{{ $}}
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch %arg0{{ $}}
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.index_switch %arg0 -> f32{{ $}}
// CHECK-NEXT: case -3 {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %2 = arith.negf %arg1 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: case 42 {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield %arg1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.index_switch %arg0 {tag} -> f32, i32{{ $}}
// CHECK-NEXT: default {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: scf.yield %arg1, %c0_i32 : f32, i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @index_switch_ops(%idx: index, %f: f32) -> f32 {
  scf.index_switch %idx
  default {
  }
  scf.index_switch %idx
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  %0 = scf.index_switch %idx -> f32
  case -3 {
    scf.yield %f : f32
  }
  case 0 {
    %1 = arith.negf %f : f32
    scf.yield %1 : f32
  }
  case 42 {
    scf.yield %f : f32
  }
  default {
    scf.yield %f : f32
  }
  %2:2 = scf.index_switch %idx {tag} -> f32, i32
  default {
    %c = arith.constant 0 : i32
    scf.yield %f, %c : f32, i32
  }
  return %0 : f32
}
