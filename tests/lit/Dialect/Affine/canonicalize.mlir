// RUN: pyopt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Outputs checked against mlir-opt 22.1.8: affine.apply chains composed,
// dims that are valid symbols promoted to symbols, constants folded into
// the maps, min/max merged and sorted, constant-bound and empty loops
// folded, trivially true/false affine.if inlined.

// CHECK-DAG: #[[$C:.*]] = affine_map<()[s0, s1] -> (s0 * 2 + s1 floordiv 4 + 1)>
// CHECK-DAG: #[[$MOD:.*]] = affine_map<()[s0, s1] -> (s0 * 2 + s1 floordiv 4 - ((s0 * 2 + s1 floordiv 4 + 1) floordiv 8) * 8 + 3)>
// CHECK-DAG: #[[$MIN:.*]] = affine_map<()[s0, s1] -> (32, s1 + 16, s0 + s1)>
// CHECK-DAG: #[[$MERGED:.*]] = affine_map<()[s0, s1] -> (32, s0, s0 + 16, s0 + s1)>
// CHECK-DAG: #[[$SET:.*]] = affine_set<()[s0] : (s0 >= 0)>

// CHECK-LABEL: func.func @compose
// CHECK: %[[C19:.*]] = arith.constant 19 : index
// CHECK: %[[A:.*]] = affine.apply #[[$C]]()[%arg0, %arg1]
// CHECK: %[[B:.*]] = affine.apply #[[$MOD]]()[%arg0, %arg1]
// CHECK: affine.load %arg2[%arg3 + 3, symbol(%arg0) * 2 + 1] : memref<100x100xf32>
// CHECK: affine.store %{{.*}}, %arg2[%arg3, %arg3 + 2] : memref<100x100xf32>
// CHECK: "test.use"(%arg0) : (index) -> ()
// CHECK: return %[[B]], %[[C19]], %[[A]]

// CHECK-LABEL: func.func @minmax
// CHECK: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[M0:.*]] = affine.min #[[$MIN]]()[%arg0, %arg1]
// CHECK: %[[M1:.*]] = affine.min #[[$MERGED]]()[%arg1, %arg0]
// CHECK: return %[[M0]], %[[M1]], %arg0, %[[C8]]

// CHECK-LABEL: func.func @loops
// CHECK-NEXT: affine.for %arg3 = 0 to 10 {
// CHECK-NEXT: "test.op"(%arg3) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return %arg1, %arg1 : f32, f32

// CHECK-LABEL: func.func @ifs
// CHECK-NEXT: "test.then"() : () -> ()
// CHECK-NEXT: affine.if #[[$SET]]()[%arg0] {
// CHECK-NEXT: "test.a"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: %[[S:.*]] = affine.if #{{.*}}() -> f32 {
// CHECK: return %arg2, %[[S]] : f32, f32

// CHECK-LABEL: func.func @par
// CHECK: affine.parallel (%arg2, %arg3) = (0, symbol(%arg0) + 1) to (10, symbol(%arg0) + 21) {
// CHECK: affine.prefetch %arg1[symbol(%arg0) + 1, symbol(%arg0) * 2], read, locality<3>, data : memref<100x100xf32>

func.func @compose(%i: index, %j: index, %A: memref<100x100xf32>) -> (index, index, index) {
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%i)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1 floordiv 4)>(%0, %j)
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 mod 8 + s0)>(%1)[%c2]
  %3 = affine.apply affine_map<(d0, d1) -> (d0 * 3 - d1)>(%c7, %c2)
  affine.for %k = 0 to 100 {
    %a = affine.apply affine_map<(d0) -> (d0 + 3)>(%k)
    %v = affine.load %A[%a, %0] : memref<100x100xf32>
    affine.store %v, %A[%k, %a - 1] : memref<100x100xf32>
    %b = affine.apply affine_map<(d0)[s0] -> (d0 * 4 + s0 - d0 * 4)>(%k)[%i]
    "test.use"(%b) : (index) -> ()
  }
  return %2, %3, %1 : index, index, index
}
func.func @minmax(%i: index, %j: index) -> (index, index, index, index) {
  %c4 = arith.constant 4 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>(%i, %j)
  %1 = affine.min affine_map<(d0)[s0] -> (d0, s0, d0)>(%0)[%j]
  %2 = affine.max affine_map<(d0) -> (d0)>(%i)
  %3 = affine.min affine_map<()[s0] -> (s0 * 2, 10)>()[%c4]
  return %0, %1, %2, %3 : index, index, index, index
}
func.func @loops(%n: index, %init: f32, %A: memref<100xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c10 = arith.constant 10 : index
  affine.for %k = affine_map<(d0) -> (d0)>(%c0) to min affine_map<(d0, d1) -> (d0, d1 + 2)>(%c10, %c10) {
    "test.op"(%k) : (index) -> ()
  }
  %r = affine.for %k = 0 to 0 iter_args(%a = %init) -> (f32) {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  }
  %q = affine.for %k = 0 to %n iter_args(%a = %init) -> (f32) {
    affine.yield %a : f32
  }
  affine.for %k = 0 to 10 {
  }
  affine.for %k = 0 to %n {
    %v = affine.load %A[%k] : memref<100xf32>
  }
  return %r, %q : f32, f32
}
func.func @ifs(%n: index, %x: f32, %y: f32) -> (f32, f32) {
  affine.if affine_set<() : (0 == 0)>() {
    "test.then"() : () -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.never"() : () -> ()
  }
  affine.if affine_set<(d0) : (d0 >= 0)>(%n) {
    "test.a"() : () -> ()
  } else {
  }
  %r = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  %s = affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%a, %a) -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %y : f32
  }
  return %r, %s : f32, f32
}
func.func @par(%n: index, %A: memref<100x100xf32>) {
  %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%n)
  affine.parallel (%x, %y) = (0, %a) to (10, %a + 20) {
    %v = affine.load %A[%x, %y] : memref<100x100xf32>
    affine.store %v, %A[%y, %x] : memref<100x100xf32>
  }
  affine.prefetch %A[%a, %n * 2], read, locality<3>, data : memref<100x100xf32>
  return
}
