// RUN: pyopt %s --split-input-file --verify-diagnostics
// verifyTransferOp on memrefs of vectors: bit widths of the minor 1-D vectors,
// ranks, and no masks.

func.func @minor_bits(%m: memref<4xvector<4xf32>>, %i: index, %pad: vector<4xf32>) {
  // expected-error @+1 {{requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of the minor 1-D vector of the source}}
  %0 = vector.transfer_read %m[%i], %pad : memref<4xvector<4xf32>>, vector<4x3xf32>
  return
}

// -----

func.func @ranks(%m: memref<?x?xvector<4x3xf32>>, %i: index, %pad: vector<4x3xf32>) {
  // expected-error @+1 {{requires source vector element and vector result ranks to match.}}
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xvector<4x3xf32>>, vector<3xf32>
  return
}

// -----

func.func @generic_mask(%m: memref<?x?xvector<2x3xf32>>, %i: index, %pad: vector<2x3xf32>, %mask: vector<1x1xi1>) {
  // expected-error @+1 {{does not support masks with vector element type}}
  %0 = "vector.transfer_read"(%m, %i, %i, %pad, %mask) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = affine_map<(d0, d1) -> (d0, d1)>}> : (memref<?x?xvector<2x3xf32>>, index, index, vector<2x3xf32>, vector<1x1xi1>) -> vector<1x1x2x3xf32>
  return
}
