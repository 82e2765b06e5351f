// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
// CHECK: #map1 = affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>
// CHECK: memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>
memref.global "private" constant @c : memref<2xi32> = dense<[1, 4]>

// CHECK: memref.global @x : memref<2x3xf32> = uninitialized
memref.global @x : memref<2x3xf32> = uninitialized

// CHECK: memref.global "private" @y : memref<4xi32> = dense<0> {alignment = 64 : i64}
memref.global "private" @y : memref<4xi32> = dense<0> {alignment = 64}

// CHECK: memref.global @z : memref<3xf16>
memref.global @z : memref<3xf16>

// CHECK: memref.global "public" @w : memref<f32> = dense<1.000000e+00>
memref.global "public" @w : memref<f32> = dense<1.0>

// CHECK: memref.global "private" constant @s : memref<2xf32, 1> = dense<[1.500000e+00, 2.000000e+00]>
memref.global "private" constant @s : memref<2xf32, 1> = dense<[1.5, 2.0]>

// CHECK-LABEL: func.func @alloc(%arg0: index, %arg1: index) {
// CHECK-NEXT: %alloc = memref.alloc() : memref<8x64xf32, 1>
// CHECK-NEXT: %alloc_0 = memref.alloc(%arg0) : memref<8x?xf32, 1>
// CHECK-NEXT: %alloc_1 = memref.alloc()[%arg1] : memref<8x64xf32, #map, 1>
// CHECK-NEXT: %alloc_2 = memref.alloc(%arg0)[%arg1] {alignment = 8 : i64} : memref<?x64xf32, #map, 1>
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: %alloca_3 = memref.alloca(%arg0) {alignment = 64 : i64} : memref<?xf32>
// CHECK-NEXT: %alloc_4 = memref.alloc() : memref<f32>
// CHECK-NEXT: %alloc_5 = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 2>>
// CHECK-NEXT: memref.dealloc %alloc : memref<8x64xf32, 1>
// CHECK-NEXT: memref.dealloc %alloc_4 : memref<f32>
// CHECK-NEXT: %0 = memref.realloc %alloca : memref<4xi32> to memref<8xi32>
// CHECK-NEXT: %1 = memref.realloc %alloca_3(%arg0) {alignment = 8 : i64} : memref<?xf32> to memref<?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloc(%d: index, %s: index) {
  %0 = memref.alloc() : memref<8x64xf32, 1>
  %1 = memref.alloc(%d) : memref<8x?xf32, 1>
  %2 = memref.alloc()[%s] : memref<8x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  %3 = memref.alloc(%d)[%s] {alignment = 8} : memref<?x64xf32, affine_map<(d0, d1)[s0] -> ((d0 + s0), d1)>, 1>
  %4 = memref.alloca() : memref<4xi32>
  %5 = memref.alloca(%d) {alignment = 64 : i64} : memref<?xf32>
  %6 = memref.alloc() : memref<f32>
  %7 = memref.alloc() : memref<4x4xf32, strided<[4, 1], offset: 2>>
  memref.dealloc %0 : memref<8x64xf32, 1>
  memref.dealloc %6 : memref<f32>
  %8 = memref.realloc %4 : memref<4xi32> to memref<8xi32>
  %9 = memref.realloc %5(%d) {alignment = 8} : memref<?xf32> to memref<?xf32>
  return
}

// CHECK-LABEL: func.func @scope() -> f32 {
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: memref.alloca_scope.return %cst : f32
// CHECK-NEXT: }
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @scope() -> f32 {
  %0 = memref.alloca_scope -> (f32) {
    %c = arith.constant 1.0 : f32
    memref.alloca_scope.return %c : f32
  }
  memref.alloca_scope {
    %x = memref.alloca() : memref<4xi32>
  }
  return %0 : f32
}

// CHECK-LABEL: func.func @load_store(%arg0: memref<4x?xi32>, %arg1: index, %arg2: i32, %arg3: memref<f32>, %arg4: f32) {
// CHECK-NEXT: %0 = memref.load %arg0[%arg1, %arg1] : memref<4x?xi32>
// CHECK-NEXT: %1 = memref.load %arg0[%arg1, %arg1] {nontemporal = true} : memref<4x?xi32>
// CHECK-NEXT: %2 = memref.load %arg0[%arg1, %arg1] : memref<4x?xi32>
// CHECK-NEXT: %3 = memref.load %arg3[] : memref<f32>
// CHECK-NEXT: %4 = memref.load %arg0[%arg1, %arg1] {alignment = 16 : i64} : memref<4x?xi32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1, %arg1] : memref<4x?xi32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1, %arg1] {nontemporal = true} : memref<4x?xi32>
// CHECK-NEXT: memref.store %arg4, %arg3[] : memref<f32>
// CHECK-NEXT: memref.store %arg2, %arg0[%arg1, %arg1] {alignment = 8 : i64} : memref<4x?xi32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @load_store(%m: memref<4x?xi32>, %i: index, %v: i32, %z: memref<f32>, %f: f32) {
  %0 = memref.load %m[%i, %i] : memref<4x?xi32>
  %1 = memref.load %m[%i, %i] {nontemporal = true} : memref<4x?xi32>
  %2 = memref.load %m[%i, %i] {nontemporal = false} : memref<4x?xi32>
  %3 = memref.load %z[] : memref<f32>
  %4 = memref.load %m[%i, %i] {alignment = 16 : i64} : memref<4x?xi32>
  memref.store %v, %m[%i, %i] : memref<4x?xi32>
  memref.store %v, %m[%i, %i] {nontemporal = true} : memref<4x?xi32>
  memref.store %f, %z[] : memref<f32>
  memref.store %v, %m[%i, %i] {alignment = 8 : i64} : memref<4x?xi32>
  return
}

// CHECK-LABEL: func.func @atomics(%arg0: memref<10xi32>, %arg1: memref<10xf32>, %arg2: index, %arg3: i32, %arg4: f32) {
// CHECK-NEXT: %0 = memref.atomic_rmw addi %arg3, %arg0[%arg2] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %1 = memref.atomic_rmw maximumf %arg4, %arg1[%arg2] : (f32, memref<10xf32>) -> f32
// CHECK-NEXT: %2 = memref.atomic_rmw assign %arg3, %arg0[%arg2] : (i32, memref<10xi32>) -> i32
// CHECK-NEXT: %3 = memref.generic_atomic_rmw %arg0[%arg2] : memref<10xi32> {
// CHECK-NEXT: ^bb0(%arg5: i32):
// CHECK-NEXT: %4 = arith.addi %arg5, %arg3 : i32
// CHECK-NEXT: memref.atomic_yield %4 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @atomics(%m: memref<10xi32>, %fm: memref<10xf32>, %i: index, %v: i32, %f: f32) {
  %0 = memref.atomic_rmw addi %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %1 = memref.atomic_rmw maximumf %f, %fm[%i] : (f32, memref<10xf32>) -> f32
  %2 = memref.atomic_rmw assign %v, %m[%i] : (i32, memref<10xi32>) -> i32
  %3 = memref.generic_atomic_rmw %m[%i] : memref<10xi32> {
  ^bb0(%cur: i32):
    %n = arith.addi %cur, %v : i32
    memref.atomic_yield %n : i32
  }
  return
}

// CHECK-LABEL: func.func @casts(%arg0: memref<4xi32>, %arg1: memref<*xf32>, %arg2: memref<?x?xf32>, %arg3: index, %arg4: memref<f32>) {
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xi32> to memref<?xi32>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<4xi32> to memref<*xi32>
// CHECK-NEXT: %cast_1 = memref.cast %arg1 : memref<*xf32> to memref<4xf32>
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg2 : memref<?x?xf32> to memref<?x?xf32, 1>
// CHECK-NEXT: %memspacecast_2 = memref.memory_space_cast %arg1 : memref<*xf32> to memref<*xf32, 2>
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg0, 16 : memref<4xi32>
// CHECK-NEXT: %dim = memref.dim %arg2, %arg3 : memref<?x?xf32>
// CHECK-NEXT: %dim_3 = memref.dim %arg1, %arg3 : memref<*xf32>
// CHECK-NEXT: %0 = memref.rank %arg2 : memref<?x?xf32>
// CHECK-NEXT: %1 = memref.rank %arg1 : memref<*xf32>
// CHECK-NEXT: memref.copy %arg0, %cast : memref<4xi32> to memref<?xi32>
// CHECK-NEXT: %intptr = memref.extract_aligned_pointer_as_index %arg2 : memref<?x?xf32> -> index
// CHECK-NEXT: %base_buffer, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %arg2 : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
// CHECK-NEXT: %base_buffer_4, %offset_5 = memref.extract_strided_metadata %arg4 : memref<f32> -> memref<f32>, index
// CHECK-NEXT: %base_buffer_6, %offset_7, %sizes_8, %strides_9 = memref.extract_strided_metadata %arg0 : memref<4xi32> -> memref<i32>, index, index, index
// CHECK-NEXT: %2:2 = memref.distinct_objects %arg0, %arg2 : memref<4xi32>, memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @casts(%m: memref<4xi32>, %u: memref<*xf32>, %d: memref<?x?xf32>, %i: index, %z: memref<f32>) {
  %0 = memref.cast %m : memref<4xi32> to memref<?xi32>
  %1 = memref.cast %m : memref<4xi32> to memref<*xi32>
  %2 = memref.cast %u : memref<*xf32> to memref<4xf32>
  %3 = memref.memory_space_cast %d : memref<?x?xf32> to memref<?x?xf32, 1>
  %4 = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
  %5 = memref.assume_alignment %m, 16 : memref<4xi32>
  %6 = memref.dim %d, %i : memref<?x?xf32>
  %7 = memref.dim %u, %i : memref<*xf32>
  %8 = memref.rank %d : memref<?x?xf32>
  %9 = memref.rank %u : memref<*xf32>
  memref.copy %m, %0 : memref<4xi32> to memref<?xi32>
  %10 = memref.extract_aligned_pointer_as_index %d : memref<?x?xf32> -> index
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %d : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %z : memref<f32> -> memref<f32>, index
  %b1, %o1, %sz1, %st1 = memref.extract_strided_metadata %m : memref<4xi32> -> memref<i32>, index, index, index
  %11:2 = memref.distinct_objects %m, %d : memref<4xi32>, memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @views(%arg0: memref<64xi8>, %arg1: index, %arg2: index, %arg3: memref<?x?xf32>, %arg4: memref<2xindex>) {
// CHECK-NEXT: %0 = memref.get_global @c : memref<2xi32>
// CHECK-NEXT: %1 = memref.get_global @s : memref<2xf32, 1>
// CHECK-NEXT: %view = memref.view %arg0[%arg1][] : memref<64xi8> to memref<4x4xf32>
// CHECK-NEXT: %view_0 = memref.view %arg0[%arg1][%arg2] : memref<64xi8> to memref<?x4xf32>
// CHECK-NEXT: %subview = memref.subview %arg3[0, 0] [4, 4] [1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
// CHECK-NEXT: %subview_1 = memref.subview %arg3[%arg1, 2] [%arg2, 4] [1, 2] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %subview_2 = memref.subview %arg3[%arg1, 0] [1, 4] [1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
// CHECK-NEXT: %subview_3 = memref.subview %arg0[8] [16] [2] : memref<64xi8> to memref<16xi8, strided<[2], offset: 8>>
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xi8> to memref<8x8xi8>
// CHECK-NEXT: %reinterpret_cast_4 = memref.reinterpret_cast %arg3 to offset: [%arg1], sizes: [%arg2, 4], strides: [4, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
// CHECK-NEXT: %reshape = memref.reshape %arg0(%arg4) : (memref<64xi8>, memref<2xindex>) -> memref<?x?xi8>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [8, 8] : memref<64xi8> into memref<8x8xi8>
// CHECK-NEXT: %expand_shape_5 = memref.expand_shape %arg3 {{\[\[}}0, 1], [2]] output_shape [%arg1, 4, %arg2] : memref<?x?xf32> into memref<?x4x?xf32>
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %expand_shape {{\[\[}}0, 1]] : memref<8x8xi8> into memref<64xi8>
// CHECK-NEXT: %collapse_shape_6 = memref.collapse_shape %expand_shape_5 {{\[\[}}0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
// CHECK-NEXT: %transpose = memref.transpose %arg3 (d0, d1) -> (d1, d0) : memref<?x?xf32> to memref<?x?xf32, #map1>
// CHECK-NEXT: memref.prefetch %arg3[%arg1, %arg2], read, locality<3>, data : memref<?x?xf32>
// CHECK-NEXT: memref.prefetch %arg3[%arg1, %arg2], write, locality<0>, instr : memref<?x?xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @views(%arg0: memref<64xi8>, %i: index, %j: index, %m: memref<?x?xf32>, %s: memref<2xindex>) {
  %g = memref.get_global @c : memref<2xi32>
  %g2 = memref.get_global @s : memref<2xf32, 1>
  %v = memref.view %arg0[%i][] : memref<64xi8> to memref<4x4xf32>
  %v2 = memref.view %arg0[%i][%j] : memref<64xi8> to memref<?x4xf32>
  %sv = memref.subview %m[0, 0][4, 4][1, 1] : memref<?x?xf32> to memref<4x4xf32, strided<[?, 1]>>
  %sv2 = memref.subview %m[%i, 2][%j, 4][1, 2] : memref<?x?xf32> to memref<?x4xf32, strided<[?, 2], offset: ?>>
  %sv3 = memref.subview %m[%i, 0][1, 4][1, 1] : memref<?x?xf32> to memref<4xf32, strided<[1], offset: ?>>
  %sv4 = memref.subview %arg0[8][16][2] : memref<64xi8> to memref<16xi8, strided<[2], offset: 8>>
  %rc = memref.reinterpret_cast %arg0 to offset: [0], sizes: [8, 8], strides: [8, 1] : memref<64xi8> to memref<8x8xi8>
  %rc2 = memref.reinterpret_cast %m to offset: [%i], sizes: [%j, 4], strides: [4, 1] : memref<?x?xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  %rs = memref.reshape %arg0(%s) : (memref<64xi8>, memref<2xindex>) -> memref<?x?xi8>
  %e = memref.expand_shape %arg0 [[0, 1]] output_shape [8, 8] : memref<64xi8> into memref<8x8xi8>
  %e2 = memref.expand_shape %m [[0, 1], [2]] output_shape [%i, 4, %j] : memref<?x?xf32> into memref<?x4x?xf32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<8x8xi8> into memref<64xi8>
  %c1 = memref.collapse_shape %e2 [[0, 1, 2]] : memref<?x4x?xf32> into memref<?xf32>
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32> to memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<?x?xf32>
  memref.prefetch %m[%i, %j], write, locality<0>, instr : memref<?x?xf32>
  return
}

// CHECK-LABEL: func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index, %arg4: index, %arg5: index, %arg6: index) {
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_start %arg0[%arg3, %arg3], %arg1[%arg3, %arg3], %arg4, %arg2[%arg3], %arg5, %arg6 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32, 2>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @dma(%src: memref<40x128xf32>, %dst: memref<2x1024xf32, 1>, %tag: memref<1xi32, 2>, %i: index, %n: index, %st: index, %ne: index) {
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_start %src[%i, %i], %dst[%i, %i], %n, %tag[%i], %st, %ne : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
  memref.dma_wait %tag[%i], %n : memref<1xi32, 2>
  return
}
