// RUN: pyopt --allow-unregistered-dialect --split-input-file --lower-affine %s | FileCheck %s
// Outputs checked against mlir-opt 22.1.8 (lower-affine includes
// affine-expand-index-ops): delinearize_index by suffix products of the
// basis (floordivsi, then remainders and divisions), linearize_index as a
// sum of scaled indices, the most loop-invariant terms first.

// CHECK-LABEL: func.func @f
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT: %[[C32:.*]] = arith.constant 32 : index
// CHECK-NEXT: %[[C0:.*]] = arith.constant 0 : index
// CHECK-NEXT: %{{.*}} = arith.floordivsi %arg0, %[[C32]] : index
// CHECK-NEXT: %[[R:.*]] = arith.remsi %arg0, %[[C32]] : index
// CHECK-NEXT: %[[N:.*]] = arith.cmpi slt, %[[R]], %[[C0]] : index
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[R]], %[[C32]] overflow<nsw> : index
// CHECK-NEXT: %[[S:.*]] = arith.select %[[N]], %[[A]], %[[R]] : index
// CHECK-NEXT: %{{.*}} = arith.divsi %[[S]], %[[C8]] : index
// CHECK: arith.muli %arg2, %{{.*}} overflow<nsw, nuw> : index
// CHECK: %[[P:.*]] = arith.muli %arg2, %arg1 overflow<nsw> : index
// CHECK: return %{{.*}}, %{{.*}}, %{{.*}}, %arg0, %{{.*}} : index, index, index, index, index

func.func @f(%i: index, %n: index, %m: index) -> (index, index, index, index, index) {
  %0:3 = affine.delinearize_index %i into (4, 8) : index, index, index
  %1:2 = affine.delinearize_index %i into (%n, 8) : index, index
  %2:3 = affine.delinearize_index %i into (%n, %m, 3) : index, index, index
  %3 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 4, 8) : index
  %4 = affine.linearize_index disjoint [%1#0, %1#1] by (%m, 8) : index
  %5 = affine.linearize_index [%2#0, %2#1, %2#2] by (%n, %m) : index
  %6 = affine.delinearize_index %i into (5) : index
  return %3, %4, %5, %6, %0#2 : index, index, index, index, index
}
// -----

// CHECK-LABEL: func.func @loops
// CHECK: scf.for %[[I:.*]] =
// CHECK: scf.for %[[J:.*]] =
// CHECK: %[[A:.*]] = arith.muli %arg0, %{{.*}} overflow<nsw> : index
// CHECK-NEXT: %[[B:.*]] = arith.muli %[[I]], %{{.*}} overflow<nsw> : index
// CHECK-NEXT: %[[S:.*]] = arith.addi %[[A]], %[[B]] overflow<nsw> : index
// CHECK-NEXT: arith.addi %[[S]], %[[J]] overflow<nsw> : index
func.func @loops(%n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %0 = affine.linearize_index [%n, %i, %j] by (3, 10, 10) : index
      "test.use"(%0) : (index) -> ()
      %1 = affine.linearize_index [%j, %n, %i] by (3, 10, 10) : index
      "test.use"(%1) : (index) -> ()
    }
  }
  return
}
