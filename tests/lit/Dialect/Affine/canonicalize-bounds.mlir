// RUN: pyopt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Outputs checked against mlir-opt 22.1.8: the constant bounds of loop
// induction variables simplify floordiv/mod and redundant min/max bound
// results; loads of constant globals fold.

// CHECK-DAG: #[[$ID:.*]] = affine_map<(d0) -> (d0)>
// CHECK-DAG: #[[$P4:.*]] = affine_map<(d0) -> (d0 + 4)>
// CHECK-DAG: #[[$F8:.*]] = affine_map<(d0) -> (d0 floordiv 8)>
// CHECK-LABEL: func.func @bounds
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: affine.for %arg2 = 0 to 16 {
// CHECK-NEXT: "test.use"(%[[C0]], %arg2, %arg2) : (index, index, index) -> ()
// CHECK-NEXT: affine.for %arg3 = #[[$ID]](%arg2) to #[[$P4]](%arg2) {
// CHECK: affine.for %arg2 = 0 to 64 step 8 {
// CHECK-NEXT: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %[[Q:.*]] = affine.apply #[[$F8]](%arg2)
// CHECK-NEXT: %[[L:.*]] = affine.load %arg0[%arg3 mod 4] : memref<100xf32>
// CHECK-NEXT: "test.use"(%[[Q]], %arg3, %[[L]]) : (index, index, f32) -> ()
// CHECK-LABEL: func.func @global
// CHECK-NEXT: %[[F:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: %[[I:.*]] = arith.constant 7 : i32
// CHECK-NEXT: return %[[F]], %[[I]] : f32, i32

func.func @bounds(%A: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    %a = affine.apply affine_map<(d0) -> (d0 floordiv 16)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
    %c = affine.apply affine_map<(d0) -> ((d0 * 16 + 3) floordiv 16)>(%i)
    "test.use"(%a, %b, %c) : (index, index, index) -> ()
    affine.for %j = max affine_map<(d0) -> (d0, 0)>(%i) to min affine_map<(d0) -> (d0 + 4, 100)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  affine.for %i = 0 to 64 step 8 {
    affine.for %j = 0 to 8 {
      %x = affine.apply affine_map<(d0, d1) -> ((d0 + d1) floordiv 8)>(%i, %j)
      %y = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 8)>(%i, %j)
      %z = affine.load %A[(%i + %j) mod 4] : memref<100xf32>
      "test.use"(%x, %y, %z) : (index, index, f32) -> ()
    }
  }
  return
}
memref.global "private" constant @cst : memref<2x2xf32> = dense<[[1.0, 2.0], [3.0, 4.0]]>
memref.global "private" constant @splat : memref<4xi32> = dense<7>
func.func @global(%i: index) -> (f32, i32) {
  %g = memref.get_global @cst : memref<2x2xf32>
  %v = affine.load %g[1, 0] : memref<2x2xf32>
  %s = memref.get_global @splat : memref<4xi32>
  %w = affine.load %s[%i] : memref<4xi32>
  return %v, %w : f32, i32
}
