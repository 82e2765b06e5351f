// RUN: pyopt %s --split-input-file --verify-diagnostics

// More memref verifier and parser errors (alloc symbols, realloc, subview layouts, casts, transpose, globals).

func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.alloc() : memref<4xf32, strided<[?], offset: ?>> // expected-error {{'memref.alloc' op symbol operand count does not equal memref symbol count: expected 2, got 0}}
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32> // expected-error {{missing dimension operand for result type 'memref<?xf32>'}}
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = memref.subview %m[0][2][1] : memref<4xf32> to memref<3xf32> // expected-error {{expected result type to be 'memref<2xf32, strided<[1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<3xf32>'}}
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][1, 4][1, 1] : memref<4x4xf32> to memref<4xf32>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.subview %m[0, 0][1, 4][1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  return
}
// -----
func.func @f(%m: memref<4x4xf32>, %i: index) {
  %0 = memref.reinterpret_cast %m to offset: [1], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32> // expected-error {{expected result type with offset = 1 instead of 0}}
  return
}
// -----
func.func @f(%m: memref<64xi8>, %i: index) {
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 8, 1] : memref<64xi8> into memref<8x8xi8> // expected-error {{'memref.expand_shape' op expected number of static shape bounds to be equal to the output rank (2) but found 3 inputs instead}}
  return
}
// -----
func.func @f(%m: memref<4xi32>, %i: index, %v: f32) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (f32, memref<4xi32>) -> f32 // expected-error {{'memref.atomic_rmw' op failed to verify that value type matches element type of memref}}
  return
}
// -----
func.func @f(%m: memref<4xi32>, %s: memref<3xindex>) {
  %0 = memref.reshape %m(%s) : (memref<4xi32>, memref<3xindex>) -> memref<?x?xi32> // expected-error {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  return
}
// -----
func.func @f(%m: memref<4x4xi32>) {
  %0 = memref.transpose %m (i, j) -> (j, i) : memref<4x4xi32> to memref<4x4xi32> // expected-error {{'memref.transpose' op result type 'memref<4x4xi32>' is not equivalent to the canonical transposed input type 'memref<4x4xi32, affine_map<(d0, d1) -> (d0 + d1 * 4)>>'}}
  return
}
// -----
func.func @f(%m: memref<4xi32>) {
  %0 = memref.cast %m : memref<4xi32> to memref<4xi32, 1> // expected-error {{'memref.cast' op operand type 'memref<4xi32>' and result type 'memref<4xi32, 1>' are cast incompatible}}
  return
}
// -----
func.func @f(%m: memref<4xi32>) {
  %0 = memref.memory_space_cast %m : memref<4xi32> to memref<5xi32, 1> // expected-error {{'memref.memory_space_cast' op operand type 'memref<4xi32>' and result type 'memref<5xi32, 1>' are cast incompatible}}
  return
}
// -----
memref.global @g : memref<?xi32> // expected-error {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xi32>'}}
// -----
func.func @f(%m: memref<4xi32>, %i: index) {
  memref.prefetch %m[%i], rd, locality<1>, data : memref<4xi32> // expected-error {{custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'}}
  return
}
// -----
func.func @f(%m: memref<4xi32>, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: i32):
    memref.atomic_yield %i : index // expected-error {{'memref.atomic_yield' op types mismatch between yield op: 'index' and its parent: 'i32'}}
  }
  return
}
