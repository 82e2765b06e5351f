// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// memref: globals with attributes, symbol operands, alloca_scope with results, DMA, generic_atomic_rmw, strided casts and subviews, result groups.

// CHECK: module {
// CHECK-LABEL: memref.global "private" @g : memref<2xi32> {foo}
memref.global "private" @g : memref<2xi32> {foo}
// CHECK-LABEL: memref.global constant @h : memref<2x2xf32> = dense<{{[[][[]}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]>
memref.global constant @h : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
// CHECK-LABEL: memref.global @k : memref<i32> = dense<7> {alignment = 16 : i64}
memref.global @k : memref<i32> = dense<7> {alignment = 16}
// CHECK-LABEL: func.func @f(%arg0: memref<?x?xf32>, %arg1: index, %arg2: memref<1xi32>, %arg3: i32, %arg4: memref<10xf32, strided<[?], offset: ?>>) {
// CHECK-NEXT: %0 = memref.get_global @g : memref<2xi32> {bar}
// CHECK-NEXT: %alloc = memref.alloc(%arg1)[%arg1, %arg1] : memref<?xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %1:2 = memref.alloca_scope  -> (f32, i32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c1_i32 = arith.constant 1 : i32
// CHECK-NEXT: memref.alloca_scope.return %cst, %c1_i32 : f32, i32
// CHECK-NEXT: } {tag}
// CHECK-NEXT: memref.prefetch %arg0[%arg1, %arg1], read, locality<1>, data : memref<?x?xf32>
// CHECK-NEXT: memref.dma_start %arg0[%arg1, %arg1], %arg0[%arg1, %arg1], %arg1, %arg2[%arg1] : memref<?x?xf32>, memref<?x?xf32>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg1], %arg1 {z} : memref<1xi32>
// CHECK-NEXT: %2 = memref.generic_atomic_rmw %arg2[%arg1] : memref<1xi32> {
// CHECK-NEXT: ^bb0(%arg5: i32):
// CHECK-NEXT: memref.atomic_yield %arg5 : i32
// CHECK-NEXT: } {w}
// CHECK-NEXT: %cast = memref.cast %arg4 : memref<10xf32, strided<[?], offset: ?>> to memref<10xf32, strided<[1], offset: 3>>
// CHECK-NEXT: %subview = memref.subview %arg4[1] [4] [2] : memref<10xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
// CHECK-NEXT: %3 = memref.atomic_rmw ori %arg3, %arg2[%arg1] : (i32, memref<1xi32>) -> i32
// CHECK-NEXT: %4 = memref.load %arg0[%arg1, %arg1] {alignment = 8 : i64, nontemporal = true} : memref<?x?xf32>
// CHECK-NEXT: %5 = memref.rank %arg0 {q} : memref<?x?xf32>
// CHECK-NEXT: %dim = memref.dim {q} %arg0, %arg1 : memref<?x?xf32>
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg0 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %6 = arith.addi %sizes#1, %strides#0 : index
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @f(%m: memref<?x?xf32>, %i: index, %t: memref<1xi32>, %v: i32, %s: memref<10xf32, strided<[?], offset: ?>>) {
  %0 = memref.get_global @g : memref<2xi32> {bar}
  %1 = memref.alloc(%i)[%i, %i] : memref<?xf32, strided<[?], offset: ?>>
  %2:2 = memref.alloca_scope -> (f32, i32) {
    %c = arith.constant 1.0 : f32
    %d = arith.constant 1 : i32
    memref.alloca_scope.return %c, %d : f32, i32
  } {tag}
  memref.prefetch %m[%i, %i], read, locality<1>, data : memref<?x?xf32>
  memref.dma_start %m[%i, %i], %m[%i, %i], %i, %t[%i] : memref<?x?xf32>, memref<?x?xf32>, memref<1xi32>
  memref.dma_wait %t[%i], %i {z} : memref<1xi32>
  %3 = memref.generic_atomic_rmw %t[%i] : memref<1xi32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %cur : i32
  } {w}
  %4 = memref.cast %s : memref<10xf32, strided<[?], offset: ?>> to memref<10xf32, strided<[1], offset: 3>>
  %5 = memref.subview %s[1][4][2] : memref<10xf32, strided<[?], offset: ?>> to memref<4xf32, strided<[?], offset: ?>>
  %6 = memref.atomic_rmw ori %v, %t[%i] : (i32, memref<1xi32>) -> i32
  %7 = memref.load %m[%i, %i] {nontemporal = true, alignment = 8} : memref<?x?xf32>
  %8 = memref.rank %m {q} : memref<?x?xf32>
  %9 = memref.dim {q} %m, %i : memref<?x?xf32>
  %a, %b, %c:2, %d:2 = memref.extract_strided_metadata %m : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %10 = arith.addi %c#1, %d#0 : index
  return
}
