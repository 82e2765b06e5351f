// RUN: pyopt --canonicalize %s | FileCheck %s
// RUN: pyopt --canonicalize=top-down=false %s | FileCheck %s --check-prefix=BOTTOMUP
// RUN: not pyopt '--canonicalize=max-iterations=1 test-convergence=true' %s

// Constants are de-duplicated and hoisted (the most recently hoisted first),
// folds run before patterns, dead pure ops go.
// CHECK-LABEL: func.func @const_order
// CHECK-NEXT:    %[[C4:.*]] = arith.constant 4 : i32
// CHECK-NEXT:    %[[C5:.*]] = arith.constant 5 : i32
// CHECK-NEXT:    %[[A:.*]] = arith.addi %arg0, %arg0 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.muli %[[A]], %[[C5]] : i32
// CHECK-NEXT:    %[[T:.*]] = arith.addi %[[B]], %[[C5]] : i32
// CHECK-NEXT:    return %[[C4]], %[[T]], %[[B]] : i32, i32, i32
// BOTTOMUP-LABEL: func.func @const_order
// BOTTOMUP-NEXT:    arith.constant 4 : i32
// BOTTOMUP-NEXT:    arith.constant 5 : i32
func.func @const_order(%x: i32) -> (i32, i32, i32) {
  %a = arith.addi %x, %x : i32
  %c5 = arith.constant 5 : i32
  %b = arith.muli %a, %c5 : i32
  %c1 = arith.constant 1 : i32
  %c5b = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c2, %c2 : i32
  %t = arith.addi %b, %c5b : i32
  %u = arith.muli %t, %c1 : i32
  %dead = arith.subi %x, %c2 : i32
  return %s, %u, %b : i32, i32, i32
}

// Commutative ops get their constant operand on the right; cmpi swaps its
// predicate to do so; x - x folds to a new zero.
// CHECK-LABEL: func.func @fold_kinds
// CHECK-DAG:     %[[Z:.*]] = arith.constant 0 : i32
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : i32
// CHECK:         %[[ADD:.*]] = arith.addi %arg0, %[[C3]] : i32
// CHECK:         %[[CMP:.*]] = arith.cmpi sgt, %arg0, %[[C3]] : i32
// CHECK:         return %[[ADD]], %[[Z]], %[[CMP]] : i32, i32, i1
func.func @fold_kinds(%x: i32, %y: i32) -> (i32, i32, i1) {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c3, %x : i32
  %1 = arith.subi %y, %y : i32
  %2 = arith.cmpi slt, %c3, %x : i32
  return %0, %1, %2 : i32, i32, i1
}

// memref.dim of a static dimension folds; unused loads and allocations die,
// stores stay.
// CHECK-LABEL: func.func @effects
// CHECK-NEXT:    %[[C8:.*]] = arith.constant 8 : index
// CHECK-NEXT:    memref.store
// CHECK-NEXT:    return %[[C8]] : index
func.func @effects(%m: memref<8x?xi32>, %i: index, %v: i32) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<8x?xi32>
  %a = memref.alloc() : memref<4xi32>
  %l = memref.load %m[%i, %i] : memref<8x?xi32>
  memref.store %v, %m[%i, %i] : memref<8x?xi32>
  return %d : index
}
