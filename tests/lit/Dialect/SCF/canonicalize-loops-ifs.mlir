// RUN: pyopt --canonicalize %s | FileCheck %s
// scf canonicalization (SCF.cpp and the RegionBranchOpInterface patterns of for/if/while), CombineNestedIfs,
// ParallelOpSingleOrZeroIterationDimsFolder, MergeNestedParallelLoops; output checked against mlir-opt 22.1.8.
func.func private @g(i32) -> i32
func.func private @p(i32) -> i1
func.func private @f(i32) -> i32

// CHECK-LABEL: func.func @iter_args(
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg4, %arg7 = %arg3) -> (i32, i32) {
// CHECK-NEXT: %1 = func.call @f(%arg6) : (i32) -> i32
// CHECK-NEXT: %2 = func.call @f(%c7_i32) : (i32) -> i32
// CHECK-NEXT: scf.yield %1, %2 : i32, i32
// CHECK-NEXT: } {tag = 1 : i64}
// CHECK-NEXT: return %arg3, %0#0, %c7_i32, %0#1 : i32, i32, i32, i32
func.func @iter_args(%lb: index, %ub: index, %st: index, %a: i32, %b: i32) -> (i32, i32, i32, i32) {
  %c7 = arith.constant 7 : i32
  %r:4 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %b, %z = %c7, %w = %a) -> (i32, i32, i32, i32) {
    %n = func.call @f(%y) : (i32) -> i32
    %m = func.call @f(%z) : (i32) -> i32
    scf.yield %x, %n, %c7, %m : i32, i32, i32, i32
  } {tag = 1 : i64}
  return %r#0, %r#1, %r#2, %r#3 : i32, i32, i32, i32
}

// CHECK-LABEL: func.func @unused_iter(
// CHECK-NEXT: scf.for unsigned %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = func.call @f(%arg3) : (i32) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @unused_iter(%lb: index, %ub: index, %st: index, %a: i32) {
  %r = scf.for unsigned %i = %lb to %ub step %st iter_args(%x = %a) -> (i32) {
    %n = func.call @f(%a) : (i32) -> i32
    scf.yield %n : i32
  }
  return
}

// CHECK-LABEL: func.func @if_unused(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %arg1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = func.call @f(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @if_unused(%c: i1, %a: i32) -> i32 {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %n = func.call @f(%a) : (i32) -> i32
    scf.yield %n, %a, %n : i32, i32, i32
  } else {
    %m = func.call @f(%a) : (i32) -> i32
    scf.yield %a, %m, %m : i32, i32, i32
  }
  return %r#1 : i32
}

// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: %1 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: %2 = scf.if %0 -> (i32) {
// CHECK-NEXT: %3 = arith.addi %arg2, %arg3 : i32
// CHECK-NEXT: scf.yield %3 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %arg3 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %2, %1 : i32, i32
func.func @nested(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %n = scf.if %b -> (i32) {
      %s = arith.addi %x, %y : i32
      scf.yield %s : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %n, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @nested_no_results(
// CHECK-NEXT: %0 = arith.andi %arg0, %arg1 : i1
// CHECK-NEXT: scf.if %0 {
// CHECK-NEXT: memref.store %arg3, %arg2[] : memref<i32>
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @nested_no_results(%a: i1, %b: i1, %m: memref<i32>, %x: i32) {
  scf.if %a {
    scf.if %b {
      memref.store %x, %m[] : memref<i32>
    }
  } else {
  }
  return
}

// CHECK-LABEL: func.func @not_combinable(
// CHECK-NEXT: %0 = arith.select %arg0, %arg2, %arg3 : i32
// CHECK-NEXT: return %0 : i32
func.func @not_combinable(%a: i1, %b: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %a -> (i32) {
    %n = scf.if %b -> (i32) {
      scf.yield %x : i32
    } else {
      scf.yield %x : i32
    }
    scf.yield %n : i32
  } else {
    scf.yield %y : i32
  }
  return %r : i32
}

// CHECK-LABEL: func.func @parallel_single(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: scf.parallel (%arg3) = (%c0) to (%arg1) step (%c1) {
// CHECK-NEXT: memref.store %arg2, %arg0[%c4, %arg3] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @parallel_single(%m: memref<?x?xf32>, %n: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  scf.parallel (%i, %j) = (%c4, %c0) to (%c5, %n) step (%c1, %c1) {
    memref.store %v, %m[%i, %j] : memref<?x?xf32>
  }
  return
}

// CHECK-LABEL: func.func @parallel_reduce_inline(
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %0 = arith.addf %arg0, %cst : f32
// CHECK-NEXT: return %0 : f32
func.func @parallel_reduce_inline(%a: f32) -> f32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %r = scf.parallel (%i) = (%c2) to (%c3) step (%c3) init (%a) -> f32 {
    %x = arith.index_cast %i : index to i32
    %f = arith.sitofp %x : i32 to f32
    scf.reduce(%f : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}

// CHECK-LABEL: func.func @parallel_merge(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: scf.parallel (%arg4, %arg5) = (%c0, %c0) to (%arg1, %arg2) step (%c1, %c1) {
// CHECK-NEXT: memref.store %arg3, %arg0[%arg4, %arg5] : memref<?x?xf32>
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: return
func.func @parallel_merge(%m: memref<?x?xf32>, %n: index, %k: index, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%c0) to (%k) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

// CHECK-LABEL: func.func @dup_iter(
// CHECK-NEXT: %0 = scf.for %arg4 = %arg0 to %arg1 step %arg2 iter_args(%arg5 = %arg3) -> (i32) {
// CHECK-NEXT: %1 = func.call @g(%arg5) : (i32) -> i32
// CHECK-NEXT: %2 = func.call @g(%arg5) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0, %0 : i32, i32
func.func @dup_iter(%lb: index, %ub: index, %st: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = func.call @g(%x) : (i32) -> i32
    %m = func.call @g(%y) : (i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @swap(
// CHECK-NEXT: scf.for %arg4 = %arg0 to %arg1 step %arg2 {
// CHECK-NEXT: %0 = func.call @g(%arg3) : (i32) -> i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg3, %arg3 : i32, i32
func.func @swap(%lb: index, %ub: index, %st: index, %a: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %st iter_args(%x = %a, %y = %a) -> (i32, i32) {
    %n = func.call @g(%x) : (i32) -> i32
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// CHECK-LABEL: func.func @while_loop(
// CHECK-NEXT: %0 = scf.while (%arg2 = %arg0) : (i32) -> i32 {
// CHECK-NEXT: %1 = func.call @p(%arg2) : (i32) -> i1
// CHECK-NEXT: scf.condition(%1) %arg2 : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0(%arg2: i32):
// CHECK-NEXT: %1 = func.call @g(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
func.func @while_loop(%a: i32, %b: i32) -> i32 {
  %r:2 = scf.while (%x = %a, %y = %b) : (i32, i32) -> (i32, i32) {
    %c = func.call @p(%x) : (i32) -> i1
    scf.condition(%c) %x, %y : i32, i32
  } do {
  ^bb0(%u: i32, %v: i32):
    %n = func.call @g(%u) : (i32) -> i32
    scf.yield %n, %v : i32, i32
  }
  return %r#0 : i32
}

// CHECK-LABEL: func.func @if_same(
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %1 = func.call @g(%arg1) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %1 = func.call @g(%arg2) : (i32) -> i32
// CHECK-NEXT: scf.yield %1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %0 : i32, i32
func.func @if_same(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %n = func.call @g(%a) : (i32) -> i32
    scf.yield %a, %n : i32, i32
  } else {
    %m = func.call @g(%b) : (i32) -> i32
    scf.yield %a, %m : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
