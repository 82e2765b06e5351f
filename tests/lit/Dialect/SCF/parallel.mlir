// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// scf.parallel / scf.reduce / scf.reduce.return.
// CHECK-LABEL: func.func @parallel_ops(%arg0: index, %arg1: index, %arg2: index, %arg3: f32, %arg4: i32) -> (f32, i32) {
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: scf.reduce{{ $}}
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5, %arg6) = (%arg0, %arg0) to (%arg1, %arg1) step (%arg2, %arg2) {
// CHECK-NEXT: %2 = arith.addi %arg5, %arg6 : index
// CHECK-NEXT: scf.reduce{{ $}}
// CHECK-NEXT: }
// CHECK-NEXT: %0 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3) -> f32 {
// CHECK-NEXT: scf.reduce(%arg3 : f32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: %2 = arith.addf %arg6, %arg7 : f32
// CHECK-NEXT: scf.reduce.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) init (%arg3, %arg4) -> (f32, i32) {
// CHECK-NEXT: scf.reduce(%arg3, %arg4 : f32, i32) {
// CHECK-NEXT: ^bb0(%arg6: f32, %arg7: f32):
// CHECK-NEXT: scf.reduce.return %arg6 : f32
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg6: i32, %arg7: i32):
// CHECK-NEXT: %2 = arith.muli %arg6, %arg7 : i32
// CHECK-NEXT: scf.reduce.return %2 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel (%arg5) = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT: scf.reduce{{ $}}
// CHECK-NEXT: } {tag = 3 : i64}
// CHECK-NEXT: return %1#0, %1#1 : f32, i32
// CHECK-NEXT: }
func.func @parallel_ops(%lb: index, %ub: index, %step: index, %f: f32, %i: i32) -> (f32, i32) {
  scf.parallel (%x) = (%lb) to (%ub) step (%step) {
  }
  scf.parallel (%x, %y) = (%lb, %lb) to (%ub, %ub) step (%step, %step) {
    %0 = arith.addi %x, %y : index
    scf.reduce
  }
  %r = scf.parallel (%x) = (%lb) to (%ub) step (%step) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%a: f32, %b: f32):
      %1 = arith.addf %a, %b : f32
      scf.reduce.return %1 : f32
    }
  }
  %r2:2 = scf.parallel (%x) = (%lb) to (%ub) step (%step) init (%f, %i) -> (f32, i32) {
    scf.reduce(%f, %i : f32, i32) {
    ^bb0(%a: f32, %b: f32):
      scf.reduce.return %a : f32
    }, {
    ^bb0(%a: i32, %b: i32):
      %2 = arith.muli %a, %b : i32
      scf.reduce.return %2 : i32
    }
  }
  scf.parallel (%x) = (%lb) to (%ub) step (%step) {
  } {tag = 3 : i64}
  return %r2#0, %r2#1 : f32, i32
}

// scf.forall with normalized (`in`) and general (`=` ... `to` ... `step`)
// bounds, mixed static/dynamic values, shared_outs, mapping attribute.
// CHECK-LABEL: func.func @forall_ops(%arg0: index, %arg1: tensor<8xf32>) -> tensor<8xf32> {
// CHECK-NEXT: scf.forall (%arg2) in (8) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (%arg0, 4) {
// CHECK-NEXT: %2 = arith.addi %arg2, %arg3 : index
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2, %arg3) in (%arg0, 8) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2, %arg3) = (1, %arg0) to (%arg0, 8) step (%arg0, 2) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall (%arg2) in (%arg0) {
// CHECK-NEXT: } {mapping = [#gpu.block<x>]}
// CHECK-NEXT: %0 = scf.forall (%arg2) in (8) shared_outs(%arg3 = %arg1) -> (tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: %1:2 = scf.forall (%arg2) = (2) to (8) step (3) shared_outs(%arg3 = %arg1, %arg4 = %0) -> (tensor<8xf32>, tensor<8xf32>) {
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %1#1 : tensor<8xf32>
// CHECK-NEXT: }
func.func @forall_ops(%ub: index, %t: tensor<8xf32>) -> tensor<8xf32> {
  scf.forall (%i) in (8) {
  }
  scf.forall (%i, %j) in (%ub, 4) {
    %0 = arith.addi %i, %j : index
  }
  scf.forall (%i, %j) = (0, 0) to (%ub, 8) step (1, 1) {
  }
  scf.forall (%i, %j) = (1, %ub) to (%ub, 8) step (%ub, 2) {
  }
  scf.forall (%i) in (%ub) {
    scf.forall.in_parallel {
    }
  } {mapping = [#gpu.block<x>]}
  %r = scf.forall (%i) in (8) shared_outs(%out = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
    }
  }
  %r2:2 = scf.forall (%i) = (2) to (8) step (3) shared_outs(%o1 = %t, %o2 = %r) -> (tensor<8xf32>, tensor<8xf32>) {
  }
  return %r2#1 : tensor<8xf32>
}


// The scf.forall.in_parallel terminator is elided when the forall has no
// results and its body is empty.
// CHECK-LABEL: func.func @forall_terminator(%arg0: index) {
// CHECK-NEXT: scf.forall (%arg1) in (%arg0) {
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @forall_terminator(%ub: index) {
  scf.forall (%i) in (%ub) {
    scf.forall.in_parallel {
    }
  }
  return
}
