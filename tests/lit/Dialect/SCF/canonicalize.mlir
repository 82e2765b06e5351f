// RUN: pyopt --allow-unregistered-dialect --canonicalize --split-input-file %s | FileCheck %s
// Outputs checked against mlir-opt 22.1.8.

// CHECK-LABEL: func.func @if_to_select
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %[[N:.*]] = arith.xori %arg0, %true : i1
// CHECK-NEXT: return %[[S]], %arg0, %[[N]], %arg1
func.func @if_to_select(%c: i1, %a: f32, %b: f32) -> (f32, i1, i1, f32) {
  %true = arith.constant true
  %false = arith.constant false
  %0:4 = scf.if %c -> (f32, i1, i1, f32) {
    scf.yield %a, %true, %false, %a : f32, i1, i1, f32
  } else {
    scf.yield %b, %false, %true, %a : f32, i1, i1, f32
  }
  return %0#0, %0#1, %0#2, %0#3 : f32, i1, i1, f32
}

// -----

// CHECK-LABEL: func.func @static_condition_and_propagation
// CHECK-NEXT: %[[T:.*]] = arith.constant true
// CHECK: "foo.then"() : () -> ()
// CHECK: scf.if %arg0 {
// CHECK-NEXT: "foo.use"(%[[T]]) : (i1) -> ()
// CHECK-NEXT: }
// CHECK-NOT: else
func.func @static_condition_and_propagation(%c: i1) {
  %true = arith.constant true
  scf.if %true {
    "foo.then"() : () -> ()
  } else {
    "foo.else"() : () -> ()
  }
  scf.if %c {
    "foo.use"(%c) : (i1) -> ()
  } else {
  }
  return
}

// -----

// CHECK-LABEL: func.func @execute_regions
// CHECK-NEXT: %[[A:.*]] = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: %[[S:.*]] = arith.select %arg0, %[[A]], %arg1 : f32
// CHECK-NEXT: return %[[S]] : f32
func.func @execute_regions(%c: i1, %x: f32) -> f32 {
  %0 = scf.execute_region -> f32 {
    %a = arith.addf %x, %x : f32
    scf.yield %a : f32
  }
  %1 = scf.execute_region -> f32 {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %0 : f32
  ^bb2:
    scf.yield %x : f32
  }
  return %1 : f32
}

// -----

// CHECK-LABEL: func.func @trivial_loops
// CHECK-NEXT: %[[M:.*]] = arith.mulf %arg0, %arg0 : f32
// CHECK-NEXT: return %arg0, %[[M]], %arg1
func.func @trivial_loops(%x: f32, %y: f32) -> (f32, f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0 = scf.for %i = %c4 to %c0 step %c1 iter_args(%a = %x) -> (f32) {
    %n = arith.negf %a : f32
    scf.yield %n : f32
  }
  %1 = scf.for %i = %c0 to %c1 step %c4 iter_args(%a = %x) -> (f32) {
    %m = arith.mulf %a, %a : f32
    scf.yield %m : f32
  }
  %2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> (f32) {
    scf.yield %y : f32
  }
  return %0, %1, %2 : f32, f32, f32
}
