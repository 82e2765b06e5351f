// RUN: pyopt --split-input-file %s | FileCheck %s
// RUN: pyopt --split-input-file %s | pyopt --split-input-file | FileCheck %s
// RUN: pyopt --split-input-file --mlir-print-op-generic %s | pyopt --split-input-file | FileCheck %s
// Outputs checked against mlir-opt 22.1.8.

// CHECK-LABEL: func.func @index_ops
// CHECK: %{{.*}}:2 = affine.delinearize_index %arg0 into (%arg1, 4) : index, index
// CHECK: affine.linearize_index disjoint [%{{.*}}#0, %{{.*}}#1] by (%arg1, 4) : index
// CHECK: affine.linearize_index [%{{.*}}#0, %{{.*}}#1] by (4) : index
// CHECK: %{{.*}}:2 = affine.delinearize_index %arg0 into (4) : index, index
func.func @index_ops(%i: index, %n: index) -> (index, index) {
  %0:2 = affine.delinearize_index %i into (%n, 4) : index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1] by (%n, 4) : index
  %2 = affine.linearize_index [%0#0, %0#1] by (4) : index
  %3:2 = affine.delinearize_index %i into (4) : index, index
  return %1, %2 : index, index
}


// -----

// The results of delinearize_index and linearize_index of dims are dims.
// CHECK-LABEL: func.func @index_ops_as_dims
// CHECK: affine.load %{{.*}}[%{{.*}}#1, 0] : memref<10x10xf32>
// CHECK: affine.load %{{.*}}[symbol(%{{.*}}#0), 0] : memref<10x10xf32>
func.func @index_ops_as_dims(%n: index) {
  %0 = memref.alloc() : memref<10x10xf32>
  affine.for %i0 = 0 to 100 {
    %q:2 = affine.delinearize_index %i0 into (10, 10) : index, index
    %1 = affine.load %0[%q#1, 0] : memref<10x10xf32>
    %r:2 = affine.delinearize_index %n into (10, 10) : index, index
    %2 = affine.load %0[symbol(%r#0), 0] : memref<10x10xf32>
  }
  return
}

// -----

// A UnitProp given as `true` in generic form is set.
// CHECK-LABEL: func.func @disjoint_true
// CHECK: affine.linearize_index disjoint [%arg0] by (4) : index
// CHECK: affine.linearize_index [%arg0] by (4) : index
func.func @disjoint_true(%i: index) -> (index, index) {
  %0 = "affine.linearize_index"(%i) <{disjoint = true, operandSegmentSizes = array<i32: 1, 0>, static_basis = array<i64: 4>}> : (index) -> (index)
  %1 = "affine.linearize_index"(%i) <{disjoint = false, operandSegmentSizes = array<i32: 1, 0>, static_basis = array<i64: 4>}> : (index) -> (index)
  return %0, %1 : index, index
}
