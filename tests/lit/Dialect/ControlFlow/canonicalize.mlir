// RUN: pyopt --allow-unregistered-dialect --canonicalize --split-input-file %s | FileCheck %s
// Outputs checked against mlir-opt 22.1.8.

// CHECK-LABEL: func.func @merge_and_pass_through
// CHECK-NEXT: %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT: return %[[A]] : i32
func.func @merge_and_pass_through(%x: i32) -> i32 {
  cf.br ^bb1(%x : i32)
^bb1(%a: i32):
  %s = arith.addi %a, %a : i32
  cf.br ^bb2
^bb2:
  return %s : i32
}

// -----

// CHECK-LABEL: func.func @cond_br
// CHECK-NEXT: %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK-NEXT: "foo.use"(%[[S]])
// CHECK-NEXT: return %[[S]] : i32
func.func @cond_br(%c: i1, %x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  cf.cond_br %true, ^bb1, ^bb2
^bb1:
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "foo.op"() : () -> ()
  cf.br ^bb5(%y : i32)
^bb3:
  cf.br ^bb5(%x : i32)
^bb4:
  cf.br ^bb5(%y : i32)
^bb5(%r: i32):
  "foo.use"(%r) : (i32) -> ()
  cf.br ^bb6(%r : i32)
^bb6(%q: i32):
  return %q : i32
}

// -----

// CHECK-LABEL: func.func @identical_successors
// CHECK: %[[S:.*]] = arith.select %arg0, %arg1, %arg2 : i32
// CHECK: "foo.use"(%[[S]])
func.func @identical_successors(%c: i1, %x: i32, %y: i32) {
  cf.cond_br %c, ^bb1(%x : i32), ^bb1(%y : i32)
^bb1(%a: i32):
  "foo.use"(%a) : (i32) -> ()
  return
}

// -----

// CHECK-LABEL: func.func @same_condition_and_truth
// CHECK: "foo.use"(%true)
// CHECK: "foo.use"(%false)
func.func @same_condition_and_truth(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "foo.use"(%c) : (i1) -> ()
  cf.cond_br %c, ^bb3, ^bb4
^bb2:
  "foo.use"(%c) : (i1) -> ()
  return
^bb3:
  "foo.a"() : () -> ()
  return
^bb4:
  "foo.b"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @switches
// CHECK: cf.switch %arg0 : i32, [
// CHECK-NEXT: default: ^bb1,
// CHECK-NEXT: 43: ^bb2
// CHECK-NEXT: ]
func.func @switches(%f: i32) {
  %c7 = arith.constant 7 : i32
  cf.switch %f : i32, [
    default: ^bb1,
    42: ^bb1,
    43: ^bb2
  ]
^bb1:
  cf.switch %c7 : i32, [
    default: ^bb3,
    7: ^bb4
  ]
^bb2:
  cf.switch %f : i32, [
    default: ^bb3
  ]
^bb3:
  "foo.a"() : () -> ()
  return
^bb4:
  "foo.b"() : () -> ()
  return
}

// -----

// CHECK-LABEL: func.func @assert_and_unreachable
// CHECK-NOT: cf.assert
// CHECK: "foo.b"
func.func @assert_and_unreachable(%c: i1) {
  %true = arith.constant true
  cf.assert %true, "never"
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  "foo.b"() : () -> ()
  return
}
