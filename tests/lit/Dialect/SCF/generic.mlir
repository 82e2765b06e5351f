// RUN: pyopt %s --mlir-print-op-generic | FileCheck %s

// Generic form numbering: no suggested names, and value/argument counters are
// not reset between regions; regions are numbered last-pushed-first (LIFO), so
// the second function and the inner regions get the low numbers.

// CHECK: "builtin.module"() ({
// CHECK-NEXT: "func.func"() <{function_type = (index, index, f32, i1) -> f32, sym_name = "first"}> ({
// CHECK-NEXT: ^bb0(%arg4: index, %arg5: index, %arg6: f32, %arg7: i1):
// CHECK-NEXT: %2 = "scf.for"(%arg4, %arg5, %arg4, %arg6) ({
// CHECK-NEXT: ^bb0(%arg10: index, %arg11: f32):
// CHECK-NEXT: %5 = "arith.addf"(%arg11, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
// CHECK-NEXT: "scf.yield"(%5) : (f32) -> ()
// CHECK-NEXT: }) : (index, index, index, f32) -> f32
// CHECK-NEXT: %3 = "scf.while"(%2) ({
// CHECK-NEXT: ^bb0(%arg9: f32):
// CHECK-NEXT: "scf.condition"(%arg7, %arg9) : (i1, f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg8: f32):
// CHECK-NEXT: "scf.yield"(%arg8) : (f32) -> ()
// CHECK-NEXT: }) : (f32) -> f32
// CHECK-NEXT: "scf.if"(%arg7) ({
// CHECK-NEXT: %4 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> ()
// CHECK-NEXT: "func.return"(%3) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "func.func"() <{function_type = (index, i1) -> index, sym_name = "second"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: i1):
// CHECK-NEXT: %0 = "scf.if"(%arg1) ({
// CHECK-NEXT: "scf.yield"(%arg0) : (index) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %1 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
// CHECK-NEXT: "scf.yield"(%1) : (index) -> ()
// CHECK-NEXT: }) : (i1) -> index
// CHECK-NEXT: "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
// CHECK-NEXT: ^bb0(%arg3: index):
// CHECK-NEXT: "scf.reduce"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
// CHECK-NEXT: ^bb0(%arg2: index):
// CHECK-NEXT: "scf.forall.in_parallel"() ({
// CHECK-NEXT: ^bb0:
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: "scf.index_switch"(%arg0) <{cases = array<i64: 3>}> ({
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (index) -> ()
// CHECK-NEXT: "func.return"(%0) : (index) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()

func.func @first(%lb: index, %ub: index, %f: f32, %c: i1) -> f32 {
  %r = scf.for %iv = %lb to %ub step %lb iter_args(%acc = %f) -> (f32) {
    %s = arith.addf %acc, %acc : f32
    scf.yield %s : f32
  }
  %w = scf.while (%a = %r) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  scf.if %c {
    %k = arith.constant 1 : i32
  }
  return %w : f32
}

func.func @second(%x: index, %c: i1) -> index {
  %0 = scf.if %c -> (index) {
    scf.yield %x : index
  } else {
    %1 = arith.addi %x, %x : index
    scf.yield %1 : index
  }
  scf.parallel (%i) = (%x) to (%x) step (%x) {
  }
  scf.forall (%i) in (4) {
  }
  scf.index_switch %x
  case 3 {
    scf.yield
  }
  default {
  }
  return %0 : index
}
