// RUN: pyopt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// memref canonicalization of views, reshapes and casts (MemRefOps.cpp folds and patterns);
// output checked against mlir-opt 22.1.8.
// CHECK-LABEL: func.func @subview_consts(
// CHECK-NEXT: %subview = memref.subview %arg0[2, %arg1, 0] [3, 1, 2] [1, 1, 2] : memref<8x?x6xf32> to memref<3x2xf32, strided<[?, 2], offset: ?>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<3x2xf32, strided<[?, 2], offset: ?>> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: return %cast : memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @subview_consts(%m: memref<8x?x6xf32>, %i: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[%c2, %i, %c0] [%c3, 1, %c2] [%c1, %c1, %c2] : memref<8x?x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @subview_cast_dim(
// CHECK-NEXT: %subview = memref.subview %arg0[1, 2] [%arg1, 3] [1, 1] : memref<10x12xf32> to memref<?x3xf32, strided<[12, 1], offset: 14>>
// CHECK-NEXT: %cast = memref.cast %subview : memref<?x3xf32, strided<[12, 1], offset: 14>> to memref<?x3xf32, strided<[?, 1], offset: ?>>
// CHECK-NEXT: return %arg1, %cast : index, memref<?x3xf32, strided<[?, 1], offset: ?>>
func.func @subview_cast_dim(%m: memref<10x12xf32>, %n: index) -> (index, memref<?x3xf32, strided<[?, 1], offset: ?>>) {
  %c = memref.cast %m : memref<10x12xf32> to memref<?x?xf32>
  %s = memref.subview %c[1, 2] [%n, 3] [1, 1] : memref<?x?xf32> to memref<?x3xf32, strided<[?, 1], offset: ?>>
  %k = arith.constant 0 : index
  %d = memref.dim %s, %k : memref<?x3xf32, strided<[?, 1], offset: ?>>
  return %d, %s : index, memref<?x3xf32, strided<[?, 1], offset: ?>>
}

// CHECK-LABEL: func.func @trivial_subview(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4x5xf16> to memref<4x5xf16, strided<[5, 1]>>
// CHECK-NEXT: return %cast : memref<4x5xf16, strided<[5, 1]>>
func.func @trivial_subview(%m: memref<4x5xf16>) -> memref<4x5xf16, strided<[5, 1]>> {
  %s = memref.subview %m[0, 0] [4, 5] [1, 1] : memref<4x5xf16> to memref<4x5xf16, strided<[5, 1]>>
  %t = memref.subview %s[0, 0] [4, 5] [1, 1] : memref<4x5xf16, strided<[5, 1]>> to memref<4x5xf16, strided<[5, 1]>>
  return %t : memref<4x5xf16, strided<[5, 1]>>
}

// CHECK-LABEL: func.func @dim_reshape(
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %0 = memref.load %arg1[%arg2] : memref<3xi64>
// CHECK-NEXT: %1 = arith.index_cast %0 : i64 to index
// CHECK-NEXT: %2 = memref.load %arg1[%c1] : memref<3xi64>
// CHECK-NEXT: %3 = arith.index_cast %2 : i64 to index
// CHECK-NEXT: return %3, %1 : index, index
func.func @dim_reshape(%m: memref<?xf32>, %shape: memref<3xi64>, %i: index) -> (index, index) {
  %r = memref.reshape %m(%shape) : (memref<?xf32>, memref<3xi64>) -> memref<?x?x?xf32>
  %c1 = arith.constant 1 : index
  %d1 = memref.dim %r, %c1 : memref<?x?x?xf32>
  %d2 = memref.dim %r, %i : memref<?x?x?xf32>
  return %d1, %d2 : index, index
}

// CHECK-LABEL: func.func @dim_view(
// CHECK-NEXT: %view = memref.view %arg0[%arg2][%arg1] : memref<2048xi8> to memref<?x16xf32>
// CHECK-NEXT: %view_0 = memref.view %arg0[%arg2][] : memref<2048xi8> to memref<4x16xf32>
// CHECK-NEXT: %cast = memref.cast %view_0 : memref<4x16xf32> to memref<?x16xf32>
// CHECK-NEXT: "foo.use"(%cast) : (memref<?x16xf32>) -> ()
// CHECK-NEXT: return %arg1, %view : index, memref<?x16xf32>
func.func @dim_view(%buf: memref<2048xi8>, %n: index, %o: index) -> (index, memref<?x16xf32>) {
  %v = memref.view %buf[%o][%n] : memref<2048xi8> to memref<?x16xf32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %v, %c0 : memref<?x16xf32>
  %c4 = arith.constant 4 : index
  %w = memref.view %buf[%o][%c4] : memref<2048xi8> to memref<?x16xf32>
  "foo.use"(%w) : (memref<?x16xf32>) -> ()
  return %d, %v : index, memref<?x16xf32>
}

// CHECK-LABEL: func.func @reshapes(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1, 2, 3]] : memref<2x3x4x5xf32> into memref<120xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg1 {{\[\[}}0], [1, 2]] output_shape [%arg2, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
// CHECK-NEXT: return %collapse_shape, %arg0, %expand_shape : memref<120xf32>, memref<2x3x4x5xf32>, memref<?x2x2xf32>
func.func @reshapes(%m: memref<2x3x4x5xf32>, %d: memref<?x4xf32>, %n: index) -> (memref<120xf32>, memref<2x3x4x5xf32>, memref<?x2x2xf32>) {
  %a = memref.collapse_shape %m [[0, 1], [2], [3]] : memref<2x3x4x5xf32> into memref<6x4x5xf32>
  %b = memref.collapse_shape %a [[0, 1, 2]] : memref<6x4x5xf32> into memref<120xf32>
  %e = memref.expand_shape %b [[0, 1, 2, 3]] output_shape [2, 3, 4, 5] : memref<120xf32> into memref<2x3x4x5xf32>
  %x = memref.expand_shape %d [[0], [1, 2]] output_shape [%n, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
  %y = memref.collapse_shape %x [[0], [1, 2]] : memref<?x2x2xf32> into memref<?x4xf32>
  %z = memref.expand_shape %y [[0], [1, 2]] output_shape [%n, 2, 2] : memref<?x4xf32> into memref<?x2x2xf32>
  return %b, %e, %z : memref<120xf32>, memref<2x3x4x5xf32>, memref<?x2x2xf32>
}

// CHECK-LABEL: func.func @collapse_of_cast(
// CHECK-NEXT: %collapse_shape = memref.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : memref<3x4x5xf32> into memref<12x5xf32>
// CHECK-NEXT: %cast = memref.cast %collapse_shape : memref<12x5xf32> to memref<?x5xf32>
// CHECK-NEXT: return %cast : memref<?x5xf32>
func.func @collapse_of_cast(%m: memref<3x4x5xf32>) -> memref<?x5xf32> {
  %c = memref.cast %m : memref<3x4x5xf32> to memref<?x?x5xf32>
  %r = memref.collapse_shape %c [[0, 1], [2]] : memref<?x?x5xf32> into memref<?x5xf32>
  return %r : memref<?x5xf32>
}

// CHECK-LABEL: func.func @reinterpret(
// CHECK-NEXT: %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], sizes: [%arg1, 6], strides: [6, 1] : memref<4x6xf32> to memref<?x6xf32, strided<[6, 1]>>
// CHECK-NEXT: %cast = memref.cast %reinterpret_cast : memref<?x6xf32, strided<[6, 1]>> to memref<?x?xf32, strided<[6, 1]>>
// CHECK-NEXT: %cast_0 = memref.cast %arg0 : memref<4x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
// CHECK-NEXT: %reinterpret_cast_1 = memref.reinterpret_cast %arg0 to offset: [0], sizes: [24], strides: [1] : memref<4x6xf32> to memref<24xf32>
// CHECK-NEXT: return %cast, %reinterpret_cast_1, %cast_0 : memref<?x?xf32, strided<[6, 1]>>, memref<24xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>
func.func @reinterpret(%m: memref<4x6xf32>, %s: index) -> (memref<?x?xf32, strided<[6, 1]>>, memref<24xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %c6 = arith.constant 6 : index
  %r = memref.reinterpret_cast %m to offset: [0], sizes: [%s, %c6], strides: [6, 1] : memref<4x6xf32> to memref<?x?xf32, strided<[6, 1]>>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x6xf32> -> memref<f32>, index, index, index, index, index
  %flat = memref.reinterpret_cast %base to offset: [%off], sizes: [24], strides: [1] : memref<f32> to memref<24xf32, strided<[1], offset: ?>>
  %cast = memref.cast %flat : memref<24xf32, strided<[1], offset: ?>> to memref<24xf32, strided<[1], offset: ?>>
  %same = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %plain = memref.reinterpret_cast %cast to offset: [0], sizes: [24], strides: [1] : memref<24xf32, strided<[1], offset: ?>> to memref<24xf32>
  return %r, %plain, %same : memref<?x?xf32, strided<[6, 1]>>, memref<24xf32>, memref<?x?xf32, strided<[?, ?], offset: ?>>
}

// CHECK-LABEL: func.func @casts(
// CHECK-NEXT: %memspacecast = memref.memory_space_cast %arg0 : memref<8xf32, 1> to memref<8xf32, 3>
// CHECK-NEXT: %transpose = memref.transpose %arg1 (d0, d1, d2) -> (d2, d1, d0) : memref<2x3x4xf32> to memref<4x3x2xf32, strided<[1, 4, 12]>>
// CHECK-NEXT: %assume_align = memref.assume_alignment %arg1, 16 : memref<2x3x4xf32>
// CHECK-NEXT: return %memspacecast, %arg0, %transpose, %assume_align : memref<8xf32, 3>, memref<8xf32, 1>, memref<4x3x2xf32, strided<[1, 4, 12]>>, memref<2x3x4xf32>
func.func @casts(%m: memref<8xf32, 1>, %t: memref<2x3x4xf32>) -> (memref<8xf32, 3>, memref<8xf32, 1>, memref<4x3x2xf32, strided<[1, 4, 12]>>, memref<2x3x4xf32>) {
  %a = memref.memory_space_cast %m : memref<8xf32, 1> to memref<8xf32, 2>
  %b = memref.memory_space_cast %a : memref<8xf32, 2> to memref<8xf32, 3>
  %c = memref.memory_space_cast %a : memref<8xf32, 2> to memref<8xf32, 1>
  %p = memref.transpose %t (i, j, k) -> (j, i, k) : memref<2x3x4xf32> to memref<3x2x4xf32, strided<[4, 12, 1]>>
  %q = memref.transpose %p (i, j, k) -> (k, i, j) : memref<3x2x4xf32, strided<[4, 12, 1]>> to memref<4x3x2xf32, strided<[1, 4, 12]>>
  %al = memref.assume_alignment %t, 16 : memref<2x3x4xf32>
  %al2 = memref.assume_alignment %al, 16 : memref<2x3x4xf32>
  return %b, %c, %q, %al2 : memref<8xf32, 3>, memref<8xf32, 1>, memref<4x3x2xf32, strided<[1, 4, 12]>>, memref<2x3x4xf32>
}

// CHECK-LABEL: func.func @hoist(
// CHECK-NEXT: %alloca = memref.alloca(%arg0) : memref<?xf32>
// CHECK-NEXT: "foo.region"() ({
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg0 : index
// CHECK-NEXT: %alloca_0 = memref.alloca(%0) : memref<?xf32>
// CHECK-NEXT: "foo.use"(%alloca, %alloca_0) : (memref<?xf32>, memref<?xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: "foo.end"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: return
func.func @hoist(%n: index) {
  "foo.region"() ({
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      %k = arith.addi %n, %n : index
      %b = memref.alloca(%k) : memref<?xf32>
      "foo.use"(%a, %b) : (memref<?xf32>, memref<?xf32>) -> ()
    }
    "foo.end"() : () -> ()
  }) : () -> ()
  return
}
