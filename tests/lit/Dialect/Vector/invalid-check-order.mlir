// RUN: pyopt --split-input-file --verify-diagnostics %s
// VectorOps.td / VectorOps.cpp: which check comes first, and the enum
// parameter parser's two errors; checked against mlir-opt 22.1.8.

func.func @scan_rank_before_shape(%v: vector<4x8xi32>, %init: vector<2x8xi32>) {
  // expected-error@+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %v, %init {inclusive = false, reduction_dim = 1} : vector<4x8xi32>, vector<2x8xi32>
  return
}

// -----

func.func @deinterleave_halving_before_same_type(%v: vector<2x8xf32>) {
  // expected-error@+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0, %1 = "vector.deinterleave"(%v) : (vector<2x8xf32>) -> (vector<2x8xf32>, vector<2x4xf32>)
  return
}

// -----

func.func @from_elements_dest_checked_first(%a: f32) {
  // expected-error@+1 {{custom op 'vector.from_elements' 'dest' must be fixed-length vector of any type values, but got 'vector<[4]xf32>'}}
  %0 = vector.from_elements %a : vector<[4]xf32>
  return
}

// -----

func.func @broadcast_from_tensor(%t: tensor<8xf32>) {
  // expected-error@+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %t : tensor<8xf32> to vector<2x8xf32>
  return
}

// -----

func.func @multi_reduction_kind(%v: vector<4x8xf32>, %acc: vector<8xf32>) {
  // expected-error@+2 {{custom op 'vector.multi_reduction' expected ::mlir::vector::CombiningKind to be one of}}
  // expected-error@+1 {{custom op 'vector.multi_reduction' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0 = vector.multi_reduction <sum>, %v, %acc [0] : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

// expected-error@+2 {{expected ::mlir::vector::IteratorType to be one of: parallel, reduction}}
// expected-error@+1 {{failed to parse Vector_IteratorTypeEnum parameter 'value' which is to be a `::mlir::vector::IteratorType`}}
func.func private @iterator_attr() attributes {it = #vector.iterator_type< serial >}

// -----

func.func @extract_0d_before_inferred_type(%v: vector<2x4xf32>) {
  // expected-error@+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = "vector.extract"(%v) <{static_position = array<i64: 1, 2>}> : (vector<2x4xf32>) -> vector<f32>
  return
}

// -----

func.func @transfer_mask_rank_at_types(%m: memref<8xf32>, %mask: vector<2x4xi1>, %i: index, %p: f32) {
  // expected-error@+1 {{custom op 'vector.transfer_read' expected the same rank for the vector and the results of the permutation map}}
  %0 = vector.transfer_read %m[%i], %p, %mask {permutation_map = affine_map<(d0) -> (d0)>} : memref<8xf32>, vector<2x4xf32>
  return
}
