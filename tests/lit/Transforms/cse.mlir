// RUN: pyopt --cse %s | FileCheck %s

// Pure duplicates go; an op inside scf.if reuses the dominating one.
// CHECK-LABEL: func.func @scopes
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[R:.*]] = scf.if %arg1 -> (i32) {
// CHECK-NEXT:      scf.yield %[[A]] : i32
// CHECK:         return %[[A]], %[[R]] : i32, i32
func.func @scopes(%x: i32, %c: i1) -> (i32, i32) {
  %a = arith.addi %x, %x : i32
  %b = arith.addi %x, %x : i32
  %r = scf.if %c -> (i32) {
    %in = arith.addi %x, %x : i32
    scf.yield %in : i32
  } else {
    scf.yield %b : i32
  }
  return %b, %r : i32, i32
}

// Loads are merged only without a possible write in between.
// CHECK-LABEL: func.func @memory
// CHECK-NEXT:    %[[L1:.*]] = memref.load
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    %[[L2:.*]] = memref.load
// CHECK-NEXT:    return %[[L1]], %[[L1]], %[[L2]]
func.func @memory(%m: memref<4xi32>, %i: index, %v: i32) -> (i32, i32, i32) {
  %l1 = memref.load %m[%i] : memref<4xi32>
  %l2 = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  %l3 = memref.load %m[%i] : memref<4xi32>
  return %l1, %l2, %l3 : i32, i32, i32
}
