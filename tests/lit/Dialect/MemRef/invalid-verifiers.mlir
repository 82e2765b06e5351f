// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// memref verifiers read from MemRefOps.cpp (issue 14): DmaStartOp::verify in
// operand order, AllocaOp's scope ancestor, the OffsetSizeAndStrideOpInterface
// checks of subview/reinterpret_cast (before the op's own), SymbolOpInterface's
// visibility, SameOperandsElementType of copy, DistinctObjectsOp::verify.

func.func @f(%m: memref<3xf32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 5 operands}}
  "memref.dma_start"(%m, %i, %i, %i) : (memref<3xf32>, index, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<3x3xf32>, %i: index, %x: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected source indices to be of index type}}
  "memref.dma_start"(%m, %x, %i, %m, %i, %i, %i, %m, %i, %i) : (memref<3x3xf32>, i32, index, memref<3x3xf32>, index, index, index, memref<3x3xf32>, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<3xf32>, %t: memref<1xi32>, %i: index, %x: i32) {
  // expected-error@+1 {{'memref.dma_start' op expected num elements to be of index type}}
  "memref.dma_start"(%m, %i, %m, %i, %x, %t, %i) : (memref<3xf32>, index, memref<3xf32>, index, i32, memref<1xi32>, index) -> ()
  return
}
// -----
func.func @f(%m: memref<3xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op expected at least 7 operands}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t) : (memref<3xf32>, index, memref<3xf32>, index, index, memref<1xi32>) -> ()
  return
}
// -----
func.func @f(%m: memref<3xf32>, %t: memref<1xi32>, %i: index) {
  // expected-error@+1 {{'memref.dma_start' op incorrect number of operands}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %i) : (memref<3xf32>, index, memref<3xf32>, index, index, memref<1xi32>, index, index) -> ()
  return
}
// -----
func.func @f(%m: memref<3xf32>, %t: memref<1xi32>, %i: index, %x: i64) {
  // expected-error@+1 {{'memref.dma_start' op expected stride and num elements per stride to be of type index}}
  "memref.dma_start"(%m, %i, %m, %i, %i, %t, %i, %x, %i) : (memref<3xf32>, index, memref<3xf32>, index, index, memref<1xi32>, index, i64, index) -> ()
  return
}
// -----
"test.no_scope"() ({
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<2xi8>
  "test.end"() : () -> ()
}) : () -> ()
// -----
func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0][4][1, 1] : memref<8x8xf32> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<8x8xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -2}}
  %0 = memref.subview %m[0, 0][-2, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32>
  return
}
// -----
func.func @f(%m: memref<?xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], strides: [1] : memref<?xf32> to memref<2x2xf32>
  return
}
// -----
func.func @f(%m: memref<*xf32, 1>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<*xf32, 1>' and result memref type 'memref<4xi8>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [4], strides: [1] : memref<*xf32, 1> to memref<4xi8>
  return
}
// -----
// expected-error@+1 {{'memref.global' op visibility expected to be one of ["public", "private", "nested"], but got "hidden"}}
memref.global "hidden" @g : memref<4xi8>
// -----
func.func @f(%a: memref<4x?xf32>, %b: memref<5x?xi8>) {
  // expected-error@+1 {{'memref.copy' op requires the same element type for all operands}}
  memref.copy %a, %b : memref<4x?xf32> to memref<5x?xi8>
  return
}
// -----
func.func @f(%a: memref<4xf32>, %b: memref<4xi8>) {
  // expected-error@+1 {{'memref.distinct_objects' op operand types and result types must match}}
  %0 = "memref.distinct_objects"(%a, %b) : (memref<4xf32>, memref<4xi8>) -> memref<4xf32>
  return
}
// -----
func.func @f(%a: memref<?x4xf32>) {
  // expected-error@+1 {{'memref.collapse_shape' op has source rank 2 and result rank 3. This is not a collapse (2 < 3).}}
  %0 = memref.collapse_shape %a [[0], [0], [1]] : memref<?x4xf32> into memref<?x4x1xf32>
  return
}
// -----
// computeExpandedLayoutMap: the group's last stride is the source stride.
func.func @f(%a: memref<6x?xf32, strided<[24, 2], offset: 3>>, %n: index) {
  // expected-error@+1 {{'memref.expand_shape' op expected expanded type to be 'memref<2x3x?xf32, strided<[72, 24, 2], offset: 3>>' but found 'memref<2x3x?xf32, strided<[48, 24, 2], offset: 3>>'}}
  %0 = memref.expand_shape %a [[0, 1], [2]] output_shape [2, 3, %n] : memref<6x?xf32, strided<[24, 2], offset: 3>> into memref<2x3x?xf32, strided<[48, 24, 2], offset: 3>>
  return
}
// -----
func.func @f(%a: memref<12xf32>) {
  // expected-error@+1 {{'memref.expand_shape' op invalid output shape provided at pos 1}}
  %0 = memref.expand_shape %a [[0, 1]] output_shape [3, 5] : memref<12xf32> into memref<3x4xf32>
  return
}
// -----
// computeCollapsedLayoutMap: static strides that are not contiguous.
func.func @f(%a: memref<2x3xf32, strided<[8, 2]>>) {
  // expected-error@+1 {{'memref.collapse_shape' op invalid source layout map or collapsing non-contiguous dims}}
  %0 = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32, strided<[8, 2]>> into memref<6xf32, strided<[2]>>
  return
}
// -----
func.func @f(%a: memref<2x3xf32, strided<[6, 2], offset: ?>>) {
  // expected-error@+1 {{'memref.collapse_shape' op expected collapsed type to be 'memref<6xf32, strided<[2], offset: ?>>' but found 'memref<6xf32, strided<[2]>>'}}
  %0 = memref.collapse_shape %a [[0, 1]] : memref<2x3xf32, strided<[6, 2], offset: ?>> into memref<6xf32, strided<[2]>>
  return
}
// -----
func.func @f(%a: memref<?x1x4xf32, strided<[?, 9, 1]>>) {
  %0 = memref.collapse_shape %a [[0], [1, 2]] : memref<?x1x4xf32, strided<[?, 9, 1]>> into memref<?x4xf32, strided<[?, 1]>>
  return
}
