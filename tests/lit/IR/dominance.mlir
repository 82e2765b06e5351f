// RUN: pyopt %s --allow-unregistered-dialect | FileCheck %s
// What dominance allows: dominating blocks, enclosing regions, unreachable
// blocks (not checked), graph regions (builtin.module, unregistered ops).

// CHECK-LABEL: func.func @diamond
func.func @diamond(%cond: i1) -> i32 {
  %c = arith.constant 1 : i32
  cf.cond_br %cond, ^bb1, ^bb2
^bb1:
  %a = arith.addi %c, %c : i32
  cf.br ^bb3(%a : i32)
^bb2:
  %b = arith.muli %c, %c : i32
  cf.br ^bb3(%b : i32)
^bb3(%r: i32):
  // CHECK: arith.subi %{{.*}}, %{{.*}} : i32
  %s = arith.subi %r, %c : i32
  return %s : i32
}

// CHECK-LABEL: func.func @unreachable_block
func.func @unreachable_block() {
  return
^bb1:
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 0 : i32
  cf.br ^bb1
}

// CHECK-LABEL: func.func @nested_use
func.func @nested_use(%cond: i1) -> i32 {
  %c = arith.constant 3 : i32
  %r = scf.if %cond -> i32 {
    %d = arith.addi %c, %c : i32
    scf.yield %d : i32
  } else {
    scf.yield %c : i32
  }
  return %r : i32
}

// CHECK: "foo.graph"
"foo.graph"() ({
  %0 = "foo.a"(%1) : (i32) -> i32
  %1 = "foo.b"(%0) : (i32) -> i32
}) : () -> ()

// CHECK: "foo.in_module"
%x = "foo.in_module"(%y) : (i32) -> i32
%y = "foo.def"() : () -> i32
