// RUN: pyopt -mlir-print-unique-ssa-ids %s | FileCheck %s
// --mlir-print-unique-ssa-ids numbers values and arguments across regions
// as the generic form does (sibling regions in reverse order), while ops
// still suggest their names (`%c8`).

// CHECK-LABEL: func.func @loops(%arg1: memref<i32>, %arg2: index)
// CHECK: %c8 = arith.constant 8 : index
// CHECK: scf.for %arg4 = %arg2 to %c8 step %arg2 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %1 = memref.load %arg1[] : memref<i32>
// CHECK: scf.for %arg3 = %arg2 to %c8 step %arg2 {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[] : memref<i32>
// CHECK-LABEL: func.func @other(%arg0: i32)
func.func @loops(%m : memref<i32>, %lb: index) {
  %c8 = arith.constant 8 : index
  scf.for %i = %lb to %c8 step %lb {
    %c1 = arith.constant 1 : index
    %a = memref.load %m[] : memref<i32>
  }
  scf.for %i = %lb to %c8 step %lb {
    %c1 = arith.constant 1 : index
    %a = memref.load %m[] : memref<i32>
  }
  return
}
func.func @other(%x : i32) {
  return
}
