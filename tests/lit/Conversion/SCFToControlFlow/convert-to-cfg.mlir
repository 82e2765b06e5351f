// RUN: pyopt --allow-unregistered-dialect --split-input-file --convert-scf-to-cf %s | FileCheck %s
// Outputs checked against mlir-opt 22.1.8: each structured op becomes a CFG
// subgraph spliced in its place (for: condition block with the induction
// variable and iteration values, slt or ult; if: a block for the results;
// while/do-while; index_switch: cf.switch on the i32 cast; parallel: an
// scf.for nest with the reductions inlined; forall: scf.parallel first).

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: cf.br ^bb1(%arg0, %cst : index, f32)
// CHECK-NEXT: ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb6
// CHECK-NEXT: %2 = arith.cmpi slt, %0, %arg1 : index
// CHECK-NEXT: cf.cond_br %2, ^bb2, ^bb7
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.cond_br %arg3, ^bb3, ^bb4
// CHECK-NEXT: ^bb3:  // pred: ^bb2
// CHECK-NEXT: %3 = arith.addf %1, %1 : f32
// CHECK-NEXT: cf.br ^bb5(%3 : f32)
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb5(%1 : f32)
// CHECK-NEXT: ^bb5(%4: f32):  // 2 preds: ^bb3, ^bb4
// CHECK-NEXT: cf.br ^bb6
// CHECK-NEXT: ^bb6:  // pred: ^bb5
// CHECK-NEXT: %5 = arith.addi %0, %arg2 : index
// CHECK-NEXT: cf.br ^bb1(%5, %4 : index, f32)
// CHECK-NEXT: ^bb7:  // pred: ^bb1
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
func.func @f(%lb: index, %ub: index, %st: index, %c: i1) -> f32 {
  %s0 = arith.constant 0.0 : f32
  %r = scf.for %i = %lb to %ub step %st iter_args(%a = %s0) -> (f32) {
    %x = scf.if %c -> f32 {
      %y = arith.addf %a, %a : f32
      scf.yield %y : f32
    } else {
      scf.yield %a : f32
    }
    scf.yield %x : f32
  }
  return %r : f32
}

// -----

// CHECK: #loop_annotation = #llvm.loop_annotation<disableNonforced = true>
// CHECK-LABEL: func.func @u
// CHECK-NEXT: cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT: ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %1 = arith.cmpi ult, %0, %arg1 : i32
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: "test.op"(%0) : (i32) -> ()
// CHECK-NEXT: %2 = arith.addi %0, %arg2 : i32
// CHECK-NEXT: cf.br ^bb1(%2 : i32) {llvm.loop_annotation = #loop_annotation}
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @u(%lb: i32, %ub: i32, %st: i32) {
  scf.for unsigned %i = %lb to %ub step %st : i32 {
    "test.op"(%i) : (i32) -> ()
  } {llvm.loop_annotation = #llvm.loop_annotation<disableNonforced = true>, other}
  return
}

// -----

// CHECK-LABEL: func.func @sw
// CHECK-NEXT: %0 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: cf.switch %0 : i32, [
// CHECK-NEXT: default: ^bb3,
// CHECK-NEXT: 2: ^bb1,
// CHECK-NEXT: 5: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg2 : i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // 3 preds: ^bb1, ^bb2, ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: }
func.func @sw(%i: index, %a: i32, %b: i32) -> i32 {
  %0 = scf.index_switch %i -> i32
  case 2 {
    scf.yield %a : i32
  }
  case 5 {
    scf.yield %b : i32
  }
  default {
    scf.yield %a : i32
  }
  return %0 : i32
}

// -----

// CHECK-LABEL: func.func @fa
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c0_0 = arith.constant 0 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c1_1 = arith.constant 1 : index
// CHECK-NEXT: cf.br ^bb1(%c0 : index)
// CHECK-NEXT: ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %1 = arith.cmpi slt, %0, %c4 : index
// CHECK-NEXT: cf.cond_br %1, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%c0_0 : index)
// CHECK-NEXT: ^bb3(%2: index):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %3 = arith.cmpi slt, %2, %arg0 : index
// CHECK-NEXT: cf.cond_br %3, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: "test.op"(%0, %2) : (index, index) -> ()
// CHECK-NEXT: %4 = arith.addi %2, %c1_1 : index
// CHECK-NEXT: cf.br ^bb3(%4 : index)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %5 = arith.addi %0, %c1 : index
// CHECK-NEXT: cf.br ^bb1(%5 : index)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @fa(%n: index) {
  scf.forall (%i, %j) in (4, %n) {
    "test.op"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// CHECK-LABEL: func.func @er
// CHECK-NEXT: "test.foo"() : () -> ()
// CHECK-NEXT: cf.br ^bb1
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: %0 = "test.cmp"() : () -> i1
// CHECK-NEXT: cf.cond_br %0, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %1 = "test.val1"() : () -> i64
// CHECK-NEXT: cf.br ^bb4(%1 : i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: %2 = "test.val2"() : () -> i64
// CHECK-NEXT: cf.br ^bb4(%2 : i64)
// CHECK-NEXT: ^bb4(%3: i64):  // 2 preds: ^bb2, ^bb3
// CHECK-NEXT: return %3 : i64
// CHECK-NEXT: }
func.func @er() -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %x = "test.val1"() : () -> i64
    scf.yield %x : i64
  ^bb3:
    %y = "test.val2"() : () -> i64
    scf.yield %y : i64
  }
  return %v : i64
}

// -----

// CHECK-LABEL: func.func @w
// CHECK-NEXT: cf.br ^bb1(%arg0 : f32)
// CHECK-NEXT: ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT: %1 = "test.make_condition"() : () -> i1
// CHECK-NEXT: cf.cond_br %1, ^bb1(%0 : f32), ^bb2
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg0, %0 : f32, f32)
// CHECK-NEXT: ^bb3(%2: f32, %3: f32):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %4 = "test.make_condition"() : () -> i1
// CHECK-NEXT: %5 = "test.x"() : () -> i64
// CHECK-NEXT: %6 = arith.extf %3 : f32 to f64
// CHECK-NEXT: cf.cond_br %4, ^bb4(%5, %6 : i64, f64), ^bb5
// CHECK-NEXT: ^bb4(%7: i64, %8: f64):  // pred: ^bb3
// CHECK-NEXT: %9 = "test.y"(%7) : (i64) -> f32
// CHECK-NEXT: cf.br ^bb3(%9, %9 : f32, f32)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @w(%arg0: f32) {
  %r = scf.while (%arg1 = %arg0) : (f32) -> (f32) {
    %0 = "test.make_condition"() : () -> i1
    scf.condition(%0) %arg1 : f32
  } do {
  ^bb0(%arg2: f32):
    scf.yield %arg2 : f32
  }
  %r2:2 = scf.while (%arg2 = %arg0, %arg3 = %r) : (f32, f32) -> (i64, f64) {
    %0 = "test.make_condition"() : () -> i1
    %2 = "test.x"() : () -> i64
    %3 = arith.extf %arg3 : f32 to f64
    scf.condition(%0) %2, %3 : i64, f64
  } do {
  ^bb0(%a2: i64, %a3: f64):
    %z = "test.y"(%a2) : (i64) -> f32
    scf.yield %z, %z : f32, f32
  }
  return
}

// -----

// CHECK-LABEL: func.func @par
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c42_i64 = arith.constant 42 : i64
// CHECK-NEXT: cf.br ^bb1(%arg0, %arg5, %c42_i64 : index, f32, i64)
// CHECK-NEXT: ^bb1(%0: index, %1: f32, %2: i64):  // 2 preds: ^bb0, ^bb5
// CHECK-NEXT: %3 = arith.cmpi slt, %0, %arg2 : index
// CHECK-NEXT: cf.cond_br %3, ^bb2, ^bb6
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: cf.br ^bb3(%arg1, %1, %2 : index, f32, i64)
// CHECK-NEXT: ^bb3(%4: index, %5: f32, %6: i64):  // 2 preds: ^bb2, ^bb4
// CHECK-NEXT: %7 = arith.cmpi slt, %4, %arg3 : index
// CHECK-NEXT: cf.cond_br %7, ^bb4, ^bb5
// CHECK-NEXT: ^bb4:  // pred: ^bb3
// CHECK-NEXT: %cst = arith.constant 4.200000e+01 : f32
// CHECK-NEXT: %8 = "test.gen"() : () -> i64
// CHECK-NEXT: %9 = arith.addf %5, %cst : f32
// CHECK-NEXT: %10 = arith.ori %6, %8 : i64
// CHECK-NEXT: %11 = arith.addi %4, %c1 : index
// CHECK-NEXT: cf.br ^bb3(%11, %9, %10 : index, f32, i64)
// CHECK-NEXT: ^bb5:  // pred: ^bb3
// CHECK-NEXT: %12 = arith.addi %0, %arg4 : index
// CHECK-NEXT: cf.br ^bb1(%12, %5, %6 : index, f32, i64)
// CHECK-NEXT: ^bb6:  // pred: ^bb1
// CHECK-NEXT: return %1, %2 : f32, i64
// CHECK-NEXT: }
func.func @par(%a0 : index, %a1 : index, %a2 : index, %a3 : index, %a4 : index, %a5 : f32) -> (f32, i64) {
  %step = arith.constant 1 : index
  %init = arith.constant 42 : i64
  %0:2 = scf.parallel (%i0, %i1) = (%a0, %a1) to (%a2, %a3) step (%a4, %step) init(%a5, %init) -> (f32, i64) {
    %cf = arith.constant 42.0 : f32
    %2 = "test.gen"() : () -> i64
    scf.reduce(%cf, %2 : f32, i64) {
    ^bb0(%lhs: f32, %rhs: f32):
      %1 = arith.addf %lhs, %rhs : f32
      scf.reduce.return %1 : f32
    }, {
    ^bb0(%lhs: i64, %rhs: i64):
      %3 = arith.ori %lhs, %rhs : i64
      scf.reduce.return %3 : i64
    }
  }
  return %0#0, %0#1 : f32, i64
}
