// RUN: pyopt --allow-unregistered-dialect --split-input-file --lower-affine %s | FileCheck %s
// Outputs checked against mlir-opt 22.1.8: affine expressions expand to
// index arithmetic (a fresh constant per use, the signed-division
// sequences of floordiv, ceildiv and mod), loops to scf.for over the
// max/min of their bound maps, conditions to conjunctions of comparisons.

// CHECK-LABEL: func.func @f
// CHECK: %[[C3:.*]] = arith.constant 3 : index
// CHECK-NEXT: %[[M:.*]] = arith.muli %arg0, %[[C3]] overflow<nsw> : index
// CHECK-NEXT: %[[A:.*]] = arith.addi %[[M]], %arg1 : index
// CHECK-NEXT: %[[CM1:.*]] = arith.constant -1 : index
// CHECK-NEXT: %{{.*}} = arith.addi %[[A]], %[[CM1]] : index
// CHECK: arith.divsi
// CHECK: arith.remsi
// CHECK: arith.cmpi sle
// CHECK: %[[LB:.*]] = arith.maxsi %arg0, %{{.*}} : index
// CHECK: %[[UB:.*]] = arith.minsi %{{.*}}, %arg1 : index
// CHECK: %[[STEP:.*]] = arith.constant 2 : index
// CHECK: scf.for %arg3 = %[[LB]] to %[[UB]] step %[[STEP]] {
// CHECK: memref.load %arg2[%arg3, %{{.*}}] : memref<100x100xf32>
// CHECK: memref.store %{{.*}}, %arg2[%arg3, %{{.*}}] : memref<100x100xf32>
// CHECK: arith.cmpi sge
// CHECK: arith.cmpi eq
// CHECK: %[[COND:.*]] = arith.andi %{{.*}}, %{{.*}} : i1
// CHECK: scf.if %[[COND]] {
// CHECK: } else {
func.func @f(%i: index, %n: index, %A: memref<100x100xf32>) -> (index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 - 1)>(%i)[%n]
  %1 = affine.apply affine_map<(d0) -> (d0 floordiv 4 + d0 mod 4 + d0 ceildiv 8)>(%i)
  %2 = affine.apply affine_map<(d0) -> (-d0)>(%i)
  %3 = affine.min affine_map<(d0)[s0] -> (d0, s0 + 2)>(%i)[%n]
  affine.for %k = max affine_map<(d0) -> (d0, 0)>(%i) to min affine_map<(d0)[s0] -> (d0 + 10, s0)>(%i)[%n] step 2 {
    %v = affine.load %A[%k, %k + 1] : memref<100x100xf32>
    affine.store %v, %A[%k, 0] : memref<100x100xf32>
  }
  affine.if affine_set<(d0)[s0] : (d0 - 2 >= 0, s0 - d0 == 0)>(%i)[%n] {
    "test.x"() : () -> ()
  } else {
    "test.y"() : () -> ()
  }
  return %0, %1 : index, index
}

// -----

// CHECK-LABEL: func.func @g
// CHECK: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[NINF:.*]] = arith.constant 0xFF800000 : f32
// CHECK: scf.parallel (%{{.*}}, %{{.*}}) = (%{{.*}}, %{{.*}}) to (%arg0, %{{.*}}) step (%{{.*}}, %{{.*}}) init (%[[ZERO]], %[[NINF]]) -> (f32, f32) {
// CHECK: scf.reduce(%{{.*}}, %{{.*}} : f32, f32) {
// CHECK: arith.addf
// CHECK: scf.reduce.return
// CHECK: arith.maximumf
// CHECK: arith.constant 0 : i32
// CHECK: vector.load %arg1[
// CHECK: vector.store
// CHECK: memref.prefetch %arg1[%{{.*}}, %{{.*}}], write, locality<1>, instr : memref<100x100xf32>
// CHECK: scf.for {{.*}} iter_args(%{{.*}} = %arg6) -> (f32) {
// CHECK: scf.yield
// CHECK: memref.dma_start
// CHECK: memref.dma_wait
// CHECK: scf.if %{{.*}} -> (f32) {
func.func @g(%n: index, %A: memref<100x100xf32>, %B: memref<100xi32>, %v: vector<4xf32>, %T: memref<1xi32>, %D: memref<100xf32, 2>, %x: f32) -> (f32, f32, i32) {
  %p:2 = affine.parallel (%i, %j) = (0, max(%n, 2)) to (%n, 100) step (2, 3) reduce ("addf", "maximumf") -> (f32, f32) {
    %l = affine.load %A[%i, %j] : memref<100x100xf32>
    affine.yield %l, %l : f32, f32
  }
  %q = affine.parallel (%i) = (0) to (100) reduce ("ori") -> (i32) {
    %l = affine.load %B[%i] : memref<100xi32>
    affine.yield %l : i32
  }
  affine.parallel (%i, %j) = (0, 0) to (10, min(%n, 20)) {
    %w = affine.vector_load %A[%i, %j * 4] : memref<100x100xf32>, vector<4xf32>
    affine.vector_store %w, %A[%j, %i] : memref<100x100xf32>, vector<4xf32>
    affine.prefetch %A[%i, %j + 1], write, locality<1>, instr : memref<100x100xf32>
  }
  %r = affine.for %i = 0 to %n iter_args(%acc = %x) -> (f32) {
    %s = affine.for %j = 0 to 4 iter_args(%a2 = %acc) -> (f32) {
      %t = arith.addf %a2, %a2 : f32
      affine.yield %t : f32
    }
    affine.yield %s : f32
  }
  %c10 = arith.constant 10 : index
  affine.dma_start %A[%n, 0], %D[%n], %T[0], %c10 : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
  affine.dma_start %A[%n, 0], %D[%n + 1], %T[0], %c10, %c10, %c10 : memref<100x100xf32>, memref<100xf32, 2>, memref<1xi32>
  affine.dma_wait %T[0], %c10 : memref<1xi32>
  %z = affine.if affine_set<() : ()>() -> f32 {
    affine.yield %x : f32
  } else {
    affine.yield %r : f32
  }
  return %p#0, %z, %q : f32, f32, i32
}
