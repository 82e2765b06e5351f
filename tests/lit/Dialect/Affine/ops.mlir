// RUN: pyopt --split-input-file %s | FileCheck %s
// RUN: pyopt --split-input-file %s | pyopt --split-input-file | FileCheck %s
// RUN: pyopt --split-input-file --mlir-print-op-generic %s | pyopt --split-input-file | FileCheck %s
// Outputs checked against mlir-opt 22.1.8.

// CHECK-DAG: #[[$APPLY:.*]] = affine_map<(d0)[s0] -> (d0 + s0)>
// CHECK-DAG: #[[$TWO:.*]] = affine_map<(d0)[s0] -> (d0 + s0, d0 * 2)>

// CHECK-LABEL: func.func @apply_min_max
// CHECK: affine.apply #[[$APPLY]](%arg0)[%arg1]
// CHECK: affine.min #[[$TWO]](%arg0)[%arg1]
// CHECK: affine.max #[[$TWO]](%arg0)[%arg1] {foo}
// CHECK: affine.apply #{{.*}}()[%arg1]
func.func @apply_min_max(%i: index, %n: index) -> (index, index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
  %1 = affine.min affine_map<(d0)[s0] -> (d0 + s0, d0 * 2)>(%i)[%n]
  %2 = affine.max affine_map<(d0)[s0] -> (d0 + s0, d0 * 2)>(%i)[%n] {foo}
  %3 = affine.apply affine_map<()[s0] -> (s0 floordiv 4 - s0 mod 3 + s0 ceildiv 2)>()[%n]
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

// CHECK-LABEL: func.func @accesses
// CHECK: affine.load %arg2[%arg0 + 1, symbol(%arg1) * 2] : memref<10x?xf32>
// CHECK: affine.store %{{.*}}, %arg2[%arg0, %arg0] : memref<10x?xf32>
// CHECK: affine.load %arg2[%arg0 * 3 - 1, (%arg0 + symbol(%arg1)) floordiv 4] {nontemporal} : memref<10x?xf32>
// CHECK: affine.vector_load %arg2[%arg0, %arg1] : memref<10x?xf32>, vector<4xf32>
// CHECK: affine.vector_store %arg3, %arg2[%arg0, 3] : memref<10x?xf32>, vector<4xf32>
// CHECK: affine.prefetch %arg2[%arg0, %arg1 + 5], read, locality<3>, data : memref<10x?xf32>
// CHECK: affine.prefetch %arg2[%arg0, -%arg0], write, locality<0>, instr : memref<10x?xf32>
// CHECK: affine.load %arg4[] : memref<f32>
func.func @accesses(%i: index, %n: index, %A: memref<10x?xf32>, %v: vector<4xf32>, %S: memref<f32>) {
  %0 = affine.load %A[%i + 1, symbol(%n) * 2] : memref<10x?xf32>
  affine.store %0, %A[%i, %i] : memref<10x?xf32>
  %1 = affine.load %A[3 * %i - 1, (%i + symbol(%n)) floordiv 4] {nontemporal} : memref<10x?xf32>
  %2 = affine.vector_load %A[%i, %n] : memref<10x?xf32>, vector<4xf32>
  affine.vector_store %v, %A[%i, 3] : memref<10x?xf32>, vector<4xf32>
  affine.prefetch %A[%i, %n + 5], read, locality<3>, data : memref<10x?xf32>
  affine.prefetch %A[%i, -%i], write, locality<0>, instr : memref<10x?xf32>
  %3 = affine.load %S[] : memref<f32>
  return
}

// -----

// CHECK-DAG: #[[$SET:.*]] = affine_set<(d0)[s0] : (d0 - 10 >= 0, -d0 + s0 == 0)>
// CHECK-LABEL: func.func @loops
// CHECK: affine.for %arg2 = 0 to 10 {
// CHECK: affine.for %arg3 = max #{{.*}}(%arg2)[%arg1] to min #{{.*}}(%arg2)[%arg1] step 2 {
// CHECK: affine.if #[[$SET]](%arg3)[%arg1] {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK: affine.for %arg2 = -5 to %arg1 step 3 {
// CHECK: affine.for %arg2 = #{{.*}}(%arg0) to #{{.*}}()[%arg1] {
// CHECK: %{{.*}} = affine.for %arg2 = %arg0 to %arg1 iter_args(%arg3 = %arg0) -> (index) {
// CHECK: affine.yield %{{.*}} : index
func.func @loops(%i: index, %n: index) -> index {
  affine.for %k = 0 to 10 {
    affine.for %j = max affine_map<(d0)[s0] -> (d0, s0)>(%k)[%n] to min affine_map<(d0)[s0] -> (d0 + 8, s0)>(%k)[%n] step 2 {
      affine.if affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 - d0 == 0)>(%j)[%n] {
        affine.yield
      } else {
      }
    }
  }
  affine.for %k = -5 to %n step 3 {
  }
  affine.for %k = affine_map<(d0) -> (d0 * 2)>(%i) to affine_map<()[s0] -> (s0 + 1)>()[%n] {
  }
  %r = affine.for %k = %i to %n iter_args(%acc = %i) -> (index) {
    %s = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%acc, %k)
    affine.yield %s : index
  }
  return %r : index
}

// -----

// CHECK-LABEL: func.func @if_results
// CHECK: %{{.*}} = affine.if #{{.*}}(%arg0) -> index {
// CHECK: affine.yield %arg0 : index
// CHECK: } else {
// CHECK: affine.yield %arg1 : index
// CHECK: %{{.*}}:2 = affine.if #{{.*}}()[%arg1] -> (index, index) {
func.func @if_results(%i: index, %n: index) -> index {
  %q = affine.if affine_set<(d0) : (d0 >= 0)>(%i) -> index {
    affine.yield %i : index
  } else {
    affine.yield %n : index
  }
  %p:2 = affine.if affine_set<()[s0] : (s0 == 0, s0 * 2 - 1 >= 0)>()[%n] -> (index, index) {
    affine.yield %i, %n : index, index
  } else {
    affine.yield %n, %i : index, index
  }
  return %q : index
}

// -----

// CHECK-LABEL: func.func @parallel
// CHECK: affine.parallel (%arg4, %arg5) = (0, max(%arg0, %arg1)) to (10, min(%arg1, 20)) step (2, 3) reduce ("addf") -> (f32) {
// CHECK: affine.parallel (%arg4) = (0) to (%arg1) {
// CHECK: affine.parallel (%arg4, %arg5) = (%arg0 * 2, 0) to (%arg0 + symbol(%arg1), 8) reduce ("addi", "mulf") -> (i32, f32) {
// CHECK: affine.parallel () = () to () {
func.func @parallel(%i: index, %n: index, %A: memref<10x?xf32>, %B: memref<10x?xi32>) {
  %p = affine.parallel (%x, %y) = (0, max(%i, %n)) to (10, min(%n, 20)) step (2, 3) reduce ("addf") -> (f32) {
    %l = affine.load %A[%x, %y] : memref<10x?xf32>
    affine.yield %l : f32
  }
  affine.parallel (%x) = (0) to (%n) {
  }
  %q:2 = affine.parallel (%x, %y) = (%i * 2, 0) to (symbol(%n) + %i, 8) reduce ("addi", "mulf") -> (i32, f32) {
    %a = affine.load %B[%x, %y] : memref<10x?xi32>
    %b = affine.load %A[%x, %y] : memref<10x?xf32>
    affine.yield %a, %b : i32, f32
  }
  affine.parallel () = () to () {
  }
  return
}

// -----

// CHECK-LABEL: func.func @dma
// CHECK: affine.dma_start %arg0[%arg3, %arg4], %arg1[%arg3], %arg2[0], %c10 : memref<10x?xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK: affine.dma_start %arg0[%arg3 + 1, %arg4], %arg1[%arg3], %arg2[0], %c10, %c10, %c10 : memref<10x?xf32>, memref<100xf32, 2>, memref<1xi32>
// CHECK: affine.dma_wait %arg2[0], %c10 : memref<1xi32>
func.func @dma(%A: memref<10x?xf32>, %B: memref<100xf32, 2>, %tag: memref<1xi32>, %i: index, %n: index) {
  %c = arith.constant 10 : index
  affine.dma_start %A[%i, %n], %B[%i], %tag[0], %c : memref<10x?xf32>, memref<100xf32, 2>, memref<1xi32>
  affine.dma_start %A[%i + 1, %n], %B[%i], %tag[0], %c, %c, %c : memref<10x?xf32>, memref<100xf32, 2>, memref<1xi32>
  affine.dma_wait %tag[0], %c : memref<1xi32>
  return
}

// -----

// Symbols: values of the enclosing affine scope, constants, dims of
// memrefs defined there, and pure ops (speculatable, no effects) of symbols.
// CHECK-LABEL: func.func @symbols
// CHECK: affine.load %arg1[symbol(%{{.*}}) + symbol(%{{.*}})] : memref<10xf32>
// CHECK: affine.load %arg1[symbol(%{{.*}})] : memref<10xf32>
// CHECK: affine.for %{{.*}} = 0 to %{{.*}} {
func.func @symbols(%n: index, %A: memref<10xf32>, %B: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  affine.for %x = 0 to 7 {
    %c3 = arith.constant 3 : index
    %m = arith.muli %n, %c3 : index
    %q = arith.divsi %m, %c3 : index
    %v = affine.load %A[symbol(%m) + symbol(%q)] : memref<10xf32>
    %d = memref.dim %B, %c0 : memref<?x?xf32>
    %w = affine.load %A[symbol(%d)] : memref<10xf32>
    affine.for %y = 0 to %d {
    }
  }
  return
}
