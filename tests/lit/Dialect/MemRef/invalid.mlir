// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 2}}
  %0 = memref.load %m[%i, %i] : memref<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%m: memref<4xf32>, %i: index, %v: i32) {
  // expected-error @+1 {{use of value '%v' expects different type than prior uses: 'f32' vs 'i32'}}
  memref.store %v, %m[%i] : memref<4xf32>
  return
}

// -----

func.func @f(%d: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.alloc() : memref<?xf32>
  return
}

// -----

func.func @f(%d: index) {
  // expected-error @+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%d) : memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'memref.alloc' 'memref.alloc' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xi32>' and result type 'memref<4xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xi32> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'memref.cast' op operand type 'memref<4xi32>' and result type 'memref<5xi32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xi32> to memref<5xi32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xi32>
  return
}

// -----

memref.global @g : memref<2xi32> = dense<0>
func.func @f() {
  // expected-error @+1 {{'memref.get_global' op result type 'memref<3xi32>' does not match type 'memref<2xi32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<3xi32>
  return
}

// -----

// expected-error @+1 {{inferred shape of elements literal ([3]) does not match type ([2])}}
memref.global @g : memref<2xi32> = dense<[1, 2, 3]>

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'index'}}
  %0 = memref.dim %i, %i : index
  return
}

// -----

func.func @f(%m: memref<4x4xf32>) {
  // expected-error @+1 {{expected result type to be 'memref<2x2xf32, strided<[4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<2x2xf32>'}}
  %0 = memref.subview %m[0, 0][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32>
  return
}

// -----

func.func @f(%m: memref<64xi8>) {
  // expected-error @+1 {{'memref.expand_shape' op collapsed dim size (64) must equal reassociation group size (32)}}
  %0 = memref.expand_shape %m [[0, 1]] output_shape [8, 4] : memref<64xi8> into memref<8x4xi8>
  return
}

// -----

func.func @f(%m: memref<8x8xi8>) {
  // expected-error @+1 {{'memref.collapse_shape' op collapsed dim size (64) must equal reassociation group size (8)}}
  %0 = memref.collapse_shape %m [[0]] : memref<8x8xi8> into memref<64xi8>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{use of value '%m' expects different type than prior uses: 'memref<4xf32>' vs 'memref<4xi32>'}}
  memref.copy %m, %m : memref<4xi32> to memref<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  // expected-error @+1 {{'memref.atomic_rmw' op with kind 'addf' expects a floating-point type}}
  %0 = memref.atomic_rmw addf %v, %m[%i] : (i32, memref<4xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 3 : memref<4xi32>
  return
}

// -----

func.func @f(%m: memref<64xi8>, %i: index) {
  // expected-error @+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%i][] : memref<64xi8> to memref<?x4xf32>
  return
}

// -----

func.func @f(%m: memref<64xi8>) {
  // expected-error @+1 {{expected result type with size = 8 instead of 4 in dim = 1}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xi8> to memref<8x4xi8>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op too few indices}}
  memref.prefetch %m[%i], read, locality<3>, data : memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'memref.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  memref.prefetch %m[%i, %i], read, locality<5>, data : memref<?x?xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'memref.alloca_scope' op along control flow edge from Operation memref.alloca_scope.return to parent: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  %0 = memref.alloca_scope -> (f32) {
    %c = arith.constant 1 : i32
    // expected-note @+1 {{region branch point}}
    memref.alloca_scope.return %c : i32
  }
  return
}

// -----

func.func @f(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{'memref.generic_atomic_rmw' op expected block argument of the same type result type}}
  %0 = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%cur: f32):
    memref.atomic_yield %cur : f32
  }
  return
}

// -----

func.func @f(%m: tensor<4xi32>) {
  // expected-error @+1 {{custom op 'memref.rank' invalid kind of type specified}}
  %0 = memref.rank %m : tensor<4xi32>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 0}}
  %0 = "memref.load"(%m) : (memref<4xi32>) -> i32
  return
}

// -----

func.func @f(%m: memref<?x?xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %0 = memref.transpose %m (i, j) -> (i, i) : memref<?x?xf32> to memref<?x?xf32>
  return
}

// -----

// expected-error @+1 {{expected integer elements, but parsed floating-point}}
memref.global "private" constant @c : memref<2xi32> = dense<[1.0, 2.0]>

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'memref.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = memref.alloc() : tensor<4xf32>
  return
}

// -----

func.func @f(%m: memref<4xi32>) {
  // expected-error @+1 {{'memref.extract_aligned_pointer_as_index' op result #0 must be index, but got 'i64'}}
  %0 = memref.extract_aligned_pointer_as_index %m : memref<4xi32> -> i64
  return
}

// -----

func.func @f(%m: memref<4xi32>, %i: index) {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = memref.load %m[%i] : memref<4xi32> -> i32
  return
}
