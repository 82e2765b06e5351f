// RUN: pyopt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// CombineNestedIfs: an if holding only another if (elses that only yield)
// becomes one if on arith.andi; values yielded from above become selects on
// the outer condition; a mismatched else value or an else with work stops it.

// CHECK-LABEL: func.func @merge_nested_if
// CHECK: %[[C:.*]] = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %[[C]] {
// CHECK-LABEL: func.func @merge_yielding_nested_if
// CHECK: arith.andi
// CHECK: arith.select %arg0
// CHECK: scf.if %{{.*}} -> (f32, i32)
// CHECK-LABEL: func.func @no_merge_mismatch
// CHECK-NOT: arith.andi
// CHECK-LABEL: func.func @no_merge_else_work
// CHECK-NOT: arith.andi
func.func @merge_nested_if(%arg0: i1, %arg1: i1) {
  scf.if %arg0 {
    scf.if %arg1 {
      "test.op"() : () -> ()
      scf.yield
    }
    scf.yield
  }
  return
}
func.func @merge_yielding_nested_if(%arg0: i1, %arg1: i1) -> (i32, f32, i32, i8) {
  %0 = "test.op"() : () -> (i32)
  %1 = "test.op1"() : () -> (f32)
  %2 = "test.op2"() : () -> (i32)
  %3 = "test.op3"() : () -> (i8)
  %r:4 = scf.if %arg0 -> (i32, f32, i32, i8) {
    %a, %b = scf.if %arg1 -> (i32, f32) {
      %i = "test.inop"() : () -> (i32)
      %f = "test.inop1"() : () -> (f32)
      scf.yield %i, %f : i32, f32
    } else {
      scf.yield %0, %1 : i32, f32
    }
    scf.yield %0, %b, %a, %3 : i32, f32, i32, i8
  } else {
    scf.yield %2, %1, %0, %3 : i32, f32, i32, i8
  }
  return %r#0, %r#1, %r#2, %r#3 : i32, f32, i32, i8
}
func.func @no_merge_mismatch(%arg0: i1, %arg1: i1) -> i32 {
  %0 = "test.op"() : () -> (i32)
  %1 = "test.op1"() : () -> (i32)
  %r = scf.if %arg0 -> (i32) {
    %a = scf.if %arg1 -> (i32) {
      %i = "test.inop"() : () -> (i32)
      scf.yield %i : i32
    } else {
      scf.yield %0 : i32
    }
    scf.yield %a : i32
  } else {
    scf.yield %1 : i32
  }
  return %r : i32
}
func.func @no_merge_else_work(%arg0: i1, %arg1: i1) {
  scf.if %arg0 {
    scf.if %arg1 {
      "test.op"() : () -> ()
    }
  } else {
    "test.other"() : () -> ()
  }
  return
}
