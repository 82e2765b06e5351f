// RUN: pyopt %s --canonicalize | FileCheck %s

// scf.parallel's patterns: dimensions that run once collapse (all of them:
// the body and the reductions replace the loop), a loop that never runs is
// its init values, a loop alone in another merges with it.

// CHECK-LABEL: func.func @partial_reduce
// CHECK: scf.parallel (%[[J:.*]]) = (%c0) to (%c4) step (%c1) init
// CHECK-LABEL: func.func @empty
// CHECK-NEXT: return %arg1 : f32
// CHECK-LABEL: func.func @zero_trip
// CHECK-NEXT: return
// CHECK-LABEL: func.func @dependent
// CHECK: scf.parallel (%[[I:.*]]) = (%c0) to (%arg2) step (%c1) {
// CHECK-NEXT: scf.parallel (%{{.*}}) = (%[[I]]) to (%arg2)
// CHECK: scf.parallel (%{{.*}}, %{{.*}}, %{{.*}}) = (%c0, %c0, %c0) to (%arg2, %arg2, %arg2)
// CHECK-LABEL: func.func @big_step
// CHECK: scf.parallel (%{{.*}}) = (%c0) to (%arg2) step (%c1) {
// The new loop has none of the old one's discardable attributes (as in MLIR).
// CHECK-NOT: {attr}
// CHECK-LABEL: func.func @zero_trip_dyn_step
// CHECK-NOT: to (%c3)
// CHECK: scf.parallel (%{{.*}}) = (%c5) to (%c6) step (%arg2)
func.func @partial_reduce(%A: index, %B: f32, %m: memref<?x?xf32>) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %0:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c1, %c4) step (%c1, %c1) init(%A, %B) -> (index, f32) {
    %v = memref.load %m[%i, %j] : memref<?x?xf32>
    scf.reduce(%j, %v : index, f32) {
    ^bb0(%l: index, %r: index):
      %s = arith.addi %l, %r : index
      scf.reduce.return %s : index
    }, {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %0#0, %0#1 : index, f32
}
func.func @empty(%n: index, %A: f32) -> f32 {
  %c1 = arith.constant 1 : index
  %0 = scf.parallel (%i, %j) = (%n, %c1) to (%n, %n) step (%c1, %c1) init(%A) -> f32 {
    scf.reduce(%A : f32) {
    ^bb0(%l: f32, %r: f32):
      %s = arith.addf %l, %r : f32
      scf.reduce.return %s : f32
    }
  }
  return %0 : f32
}
func.func @zero_trip(%m: memref<?xf32>, %v: f32) {
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c5) to (%c3) step (%c1) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
func.func @dependent(%m: memref<?x?xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    scf.parallel (%j) = (%i) to (%n) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  scf.parallel (%i) = (%c0) to (%n) step (%c1) {
    %w = arith.addf %v, %v : f32
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %w, %m[%i, %j] : memref<?x?xf32>
    }
  }
  scf.parallel (%i, %k) = (%c0, %c0) to (%n, %n) step (%c1, %c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      %x = arith.addi %i, %j : index
      memref.store %v, %m[%x, %k] {tag} : memref<?x?xf32>
    } {inner}
  } {outer}
  return
}
func.func @big_step(%m: memref<?xf32>, %v: f32, %n: index) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i, %j) = (%c2, %c0) to (%c9, %n) step (%c9, %c1) {
    %x = arith.addi %i, %j : index
    memref.store %v, %m[%x] : memref<?xf32>
  } {attr}
  return
}
func.func @zero_trip_dyn_step(%m: memref<?xf32>, %v: f32, %n: index) {
  %c5 = arith.constant 5 : index
  %c3 = arith.constant 3 : index
  scf.parallel (%i) = (%c5) to (%c3) step (%n) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  %c6 = arith.constant 6 : index
  scf.parallel (%i) = (%c5) to (%c6) step (%n) {
    memref.store %v, %m[%i] : memref<?xf32>
  }
  return
}
