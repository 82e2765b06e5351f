// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// scf edge cases: forall normalized through constant bounds, multi-block execute_region, attribute dictionaries, nested regions.

// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: index, %arg1: i1, %arg2: f32) -> f32 {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.forall (%arg3) in (%arg0) {
// CHECK-NEXT: } {mapping = [#gpu.thread<x>]}
// CHECK-NEXT: scf.forall (%arg3) = (%c1) to (%arg0) step (%c1) {
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.execute_region -> f32 {
// CHECK-NEXT: cf.cond_br %arg1, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %2 = arith.addf %arg2, %arg2 : f32
// CHECK-NEXT: scf.yield %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while (%arg3 = %arg2) : (f32) -> () {
// CHECK-NEXT: scf.condition(%arg1)
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield %arg2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = scf.if %arg1 -> (f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: scf.yield %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for %arg3 = %arg0 to %arg0 step %arg0 {
// CHECK-NEXT: scf.for %arg4 = %arg3 to %arg0 step %arg0 {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: }
// CHECK-NEXT: } {a, b = 2 : i64}
// CHECK-NEXT: scf.parallel (%arg3, %arg4) = (%c0, %c0) to (%arg0, %arg0) step (%c1, %c1) {
// CHECK-NEXT: %2 = arith.addi %arg3, %arg4 : index
// CHECK-NEXT: scf.reduce{{ $}}
// CHECK-NEXT: } {mapping = "x"}
// CHECK-NEXT: scf.index_switch %arg0 {x}{{ $}}
// CHECK-NEXT: case 0 {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @f(%lb: index, %c: i1, %f: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) = (%c0) to (%lb) step (%c1) {
  } {mapping = [#gpu.thread<x>]}
  scf.forall (%i) = (%c1) to (%lb) step (%c1) {
  }
  %r = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %f : f32
  ^bb2:
    %x = arith.addf %f, %f : f32
    scf.yield %x : f32
  }
  scf.while (%a = %f) : (f32) -> () {
    scf.condition(%c)
  } do {
    scf.yield %f : f32
  }
  %s = scf.if %c -> f32 {
    %k = arith.constant 1.0 : f32
    scf.yield %k : f32
  } else {
    %k = arith.constant 2.0 : f32
    scf.yield %k : f32
  }
  scf.if %c {
    %k = arith.constant 1.0 : f32
  } else {
    %k = arith.constant 2.0 : f32
  }
  scf.for %i = %lb to %lb step %lb {
    scf.for %j = %i to %lb step %lb {
      %z = arith.addi %i, %j : index
    }
  } {a, b = 2}
  scf.parallel (%i, %j) = (%c0, %c0) to (%lb, %lb) step (%c1, %c1) {
    %z = arith.addi %i, %j : index
  } {mapping = "x"}
  scf.index_switch %lb {x}
  case 0 {
    %k = arith.constant 1.0 : f32
    scf.yield
  }
  default {
    %k = arith.constant 1.0 : f32
  }
  return %r : f32
}
