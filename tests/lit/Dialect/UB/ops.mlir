// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// ub.poison: the default #ub.poison value is elided; any type is accepted.
// CHECK-LABEL: func.func @poison() -> (i32, f32, index, vector<4xi8>, tensor<?xf32>, i32, memref<2xf32>, i32) {
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: %1 = ub.poison : f32
// CHECK-NEXT: %2 = ub.poison : index
// CHECK-NEXT: %3 = ub.poison : vector<4xi8>
// CHECK-NEXT: %4 = ub.poison : tensor<?xf32>
// CHECK-NEXT: %5 = ub.poison : i32
// CHECK-NEXT: %6 = ub.poison : memref<2xf32>
// CHECK-NEXT: %7 = ub.poison {tag} : i32
// CHECK-NEXT: return %0, %1, %2, %3, %4, %5, %6, %7 : i32, f32, index, vector<4xi8>, tensor<?xf32>, i32, memref<2xf32>, i32
// CHECK-NEXT: }
func.func @poison() -> (i32, f32, index, vector<4xi8>, tensor<?xf32>, i32, memref<2xf32>, i32) {
  %0 = ub.poison : i32
  %1 = ub.poison : f32
  %2 = ub.poison : index
  %3 = ub.poison : vector<4xi8>
  %4 = ub.poison : tensor<?xf32>
  %5 = ub.poison <#ub.poison> : i32
  %6 = ub.poison : memref<2xf32>
  %7 = ub.poison {tag} : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, f32, index, vector<4xi8>, tensor<?xf32>, i32, memref<2xf32>, i32
}

// ub.unreachable is a terminator.
// CHECK-LABEL: func.func @unreachable(%arg0: i1) -> i32 {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: ub.unreachable
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: %0 = ub.poison : i32
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @unreachable(%c: i1) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  ub.unreachable
^bb2:
  %0 = ub.poison : i32
  return %0 : i32
}

// CHECK-LABEL: func.func @unreachable_only() {
// CHECK-NEXT: ub.unreachable {tag}
// CHECK-NEXT: }
func.func @unreachable_only() {
  ub.unreachable {tag}
}
