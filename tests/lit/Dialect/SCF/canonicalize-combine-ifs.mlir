// RUN: pyopt %s --canonicalize --allow-unregistered-dialect | FileCheck %s

// CombineIfs: an if right after another on the same or the negated
// condition joins it; an if on `arith.xori %c, true` takes %c and swaps its
// regions (the fold); results without uses go.

// CHECK-LABEL: func.func @combine_ifs
// CHECK: %[[R:.*]]:2 = scf.if %arg0 -> (i32, i32) {
// CHECK-NEXT: %[[A:.*]] = "test.firstCodeTrue"
// CHECK-NEXT: "test.secondCodeTrue"(%[[A]])
// CHECK-LABEL: func.func @combine_ifs_noelse
// CHECK: scf.if %arg0 {
// CHECK-NEXT: "test.firstCodeTrue"
// CHECK-NEXT: "test.secondCodeTrue"
// CHECK-NEXT: } else {
// CHECK-NEXT: "test.secondCodeFalse"
// CHECK-LABEL: func.func @combine_ifs_negated
// CHECK-NOT: arith.xori
// CHECK-LABEL: func.func @combine_ifs_negated2
// CHECK: %[[S:.*]] = scf.if %arg0 -> (i32) {
// CHECK: return %[[S]] : i32
// CHECK-LABEL: func.func @different_conds
// CHECK: scf.if %arg0
// CHECK: scf.if %arg1
func.func @combine_ifs(%arg0 : i1) -> (i32, i32) {
  %res = scf.if %arg0 -> i32 {
    %v = "test.firstCodeTrue"() : () -> i32
    scf.yield %v : i32
  } else {
    %v2 = "test.firstCodeFalse"() : () -> i32
    scf.yield %v2 : i32
  }
  %res2 = scf.if %arg0 -> i32 {
    %v = "test.secondCodeTrue"(%res) : (i32) -> i32
    scf.yield %v : i32
  } else {
    %v2 = "test.secondCodeFalse"(%res) : (i32) -> i32
    scf.yield %v2 : i32
  }
  return %res, %res2 : i32, i32
}
func.func @combine_ifs_noelse(%arg0 : i1) {
  scf.if %arg0 {
    "test.firstCodeTrue"() : () -> ()
  }
  scf.if %arg0 {
    "test.secondCodeTrue"() : () -> ()
  } else {
    "test.secondCodeFalse"() : () -> ()
  }
  return
}
func.func @combine_ifs_negated(%arg0 : i1) {
  %true = arith.constant true
  %not = arith.xori %arg0, %true : i1
  scf.if %arg0 {
    "test.a"() : () -> ()
  } else {
    "test.b"() : () -> ()
  }
  scf.if %not {
    "test.c"() : () -> ()
  }
  scf.if %arg0 {
    "test.d"() : () -> ()
  }
  return
}
func.func @combine_ifs_negated2(%arg0 : i1) -> i32 {
  %true = arith.constant true
  %not = arith.xori %arg0, %true : i1
  %r = scf.if %not -> i32 {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %y = "test.b"() : () -> i32
    scf.yield %y : i32
  }
  %s = scf.if %arg0 -> i32 {
    %z = "test.c"(%r) : (i32) -> i32
    scf.yield %z : i32
  } else {
    scf.yield %r : i32
  }
  return %s : i32
}
func.func @different_conds(%arg0 : i1, %arg1 : i1) {
  scf.if %arg0 {
    "test.a"() : () -> ()
  }
  scf.if %arg1 {
    "test.b"() : () -> ()
  }
  return
}
