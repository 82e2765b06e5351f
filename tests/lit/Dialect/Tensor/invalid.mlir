// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// tensor verifiers (TensorOps.cpp, ViewLikeInterface.cpp, ReshapeOpsUtils): the messages are mlir-opt 22.1.8's.
// Inputs without an expected-error are valid: mlir-opt accepts them too.

func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32> // expected-error {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32> // expected-error {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64> // expected-error {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<5xi32> // expected-error {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<5xi32>' are cast incompatible}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %c = arith.constant 1 : index
  %0 = tensor.dim %t, %c : tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<f32>, %c: index) {
  %0 = tensor.dim %t, %c : tensor<f32> // expected-error {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  return
}
// -----
func.func @f(%i: index) {
  %0 = tensor.empty(%i) : tensor<4xf32> // expected-error {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: index) {
  %0 = tensor.extract %t[%i] : tensor<4x4xf32> // expected-error {{'tensor.extract' op incorrect number of indices for extract_element}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: index, %f: f32) {
  %0 = tensor.insert %f into %t[%i] : tensor<4x4xf32> // expected-error {{'tensor.insert' op incorrect number of indices}}
  return
}
// -----
func.func @f(%f: f32) {
  %0 = tensor.from_elements %f : tensor<2xf32> // expected-error {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  return
}
// -----
func.func @f(%f: f32) {
  %0 = "tensor.from_elements"(%f, %f) : (f32, f32) -> tensor<?xf32> // expected-error {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  return
}
// -----
func.func @f(%i: index, %f: f32) {
  %0 = tensor.generate %i, %i { // expected-error {{'tensor.generate' op incorrect number of dynamic sizes, has 2, expected 1}}
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @f(%i: index, %f: f32) {
  %0 = tensor.generate %i { // expected-error {{must have one body argument per input dimension}}
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @f(%i: index, %f: f32) {
  %0 = tensor.generate %i { // expected-error {{all body arguments must be index}}
  ^bb0(%a: i32):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @f(%i: index, %f: i32) {
  %0 = tensor.generate %i { // expected-error {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  ^bb0(%a: index):
    tensor.yield %f : i32
  } : tensor<?xf32>
  return
}
// -----
func.func @f(%f: f32) {
  tensor.yield %f : f32 // expected-error {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
}
// -----
func.func @f(%t: tensor<4xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xi32>) -> tensor<4xi32> // expected-error {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %s: tensor<1xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<1xi32>) -> tensor<5xf32> // expected-error {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %s: tensor<?xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<?xi32>) -> tensor<4xf32> // expected-error {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %s: tensor<2xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xi32>) -> tensor<4xf32> // expected-error {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<5xf32> // expected-error {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<2x3xf32>
  return
}
// -----
func.func @f(%t: tensor<2x3x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 2], [1]] : tensor<2x3x4xf32> into tensor<8x3xf32> // expected-error {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  return
}
// -----
func.func @f(%t: tensor<2x3x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3x4xf32> into tensor<6xf32> // expected-error {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  2.}}
  return
}
// -----
func.func @f(%t: tensor<6xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x4xf32> // expected-error {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 8}}
  return
}
// -----
func.func @f(%t: tensor<6xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2] : tensor<6xf32> into tensor<2x3xf32> // expected-error {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 1 inputs instead}}
  return
}
// -----
func.func @f(%t: tensor<?xf32>, %i: index) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%i, 3] : tensor<?xf32> into tensor<2x?xf32>
  return
}
// -----
func.func @f(%t: tensor<?xf32>, %i: index) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%i, %i] : tensor<?xf32> into tensor<?x?xf32>
  return
}
// -----
func.func @f(%t: tensor<6xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 4] : tensor<6xf32> into tensor<2x3xf32>
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x5xf32> // expected-error {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4x1xf32> // expected-error {{expected rank to be smaller or equal to the other rank. }}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xi32> // expected-error {{expected element type to be 'f32'}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0] [4] [1] : tensor<8x16xf32> to tensor<4xf32> // expected-error {{expected 2 offset values, got 1}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4, 20] [1, 1] : tensor<8x16xf32> to tensor<4x20xf32> // expected-error {{slice along dimension 1 runs out-of-bounds: 19 >= 16}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<4x5xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x5xf32> into tensor<8x16xf32> // expected-error {{expected type to be 'tensor<4x4xf32>' or a rank-reduced version. (size mismatch) }}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<4x4xi32>) {
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xi32> into tensor<8x16xf32> // expected-error {{expected element type to be 'f32'}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] { // expected-error {{specified type 'tensor<7xf32>' does not match the inferred type 'tensor<6xf32>'}}
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] { // expected-error {{expected the block to have 1 arguments}}
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] { // expected-error {{'tensor.pad' op expected block argument 1 to be an index}}
  ^bb0(%a: i32):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: i32) {
  %0 = tensor.pad %t low[1] high[1] { // expected-error {{'tensor.pad' op expected yield type to match shape element type}}
  ^bb0(%a: index):
    tensor.yield %f : i32
  } : tensor<4xf32> to tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1, 2] high[1] { // expected-error {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<6xf32>'}}
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.splat %f : tensor<?xf32> // expected-error {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  return
}
// -----
func.func @f(%t: tensor<4x?xf32>) {
  %0 = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<9x?xf32> // expected-error {{'tensor.concat' op result type 'tensor<9x?xf32>'does not match inferred shape 'tensor<8x?xf32>' static sizes}}
  return
}
// -----
func.func @f(%t: tensor<4x?xf32>) {
  %0 = tensor.concat dim(2) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32> // expected-error {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  return
}
// -----
func.func @f(%t: tensor<4x?xf32>, %u: tensor<4xf32>) {
  %0 = tensor.concat dim(0) %t, %u : (tensor<4x?xf32>, tensor<4xf32>) -> tensor<8x?xf32> // expected-error {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  return
}
// -----
func.func @f(%t: tensor<4x?xf32>, %u: tensor<4x?xi32>) {
  %0 = tensor.concat dim(0) %t, %u : (tensor<4x?xf32>, tensor<4x?xi32>) -> tensor<8x?xf32> // expected-error {{'tensor.concat' op inputs and result element type must match}}
  return
}
// -----
func.func @f(%t: tensor<4x3xf32>, %u: tensor<4x2xf32>) {
  %0 = tensor.concat dim(0) %t, %u : (tensor<4x3xf32>, tensor<4x2xf32>) -> tensor<8x3xf32> // expected-error {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  return
}
// -----
func.func @f() {
  %0 = tensor.concat dim(0) : () -> tensor<8x3xf32> // expected-error {{'tensor.concat' op requires at least one input}}
  return
}
// -----
func.func @f(%t: tensor<4x3xf32>) {
  %0 = tensor.concat dim(0) %t : (tensor<4x3xf32>) -> tensor<4x3xf32>
  return
}
// -----
func.func @f(%t: tensor<4x3xf32>) {
  %0 = tensor.concat dim(0) %t : (tensor<4x3xf32>) -> tensor<4x3xi32> // expected-error {{'tensor.concat' op inputs and result element type must match}}
  return
}
// -----
func.func @f(%t: tensor<4x3xf32>) {
  %0 = tensor.concat dim(0) %t : (tensor<4x3xf32>) -> tensor<4xf32> // expected-error {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [4] [1, 1] : tensor<8x16xf32> to tensor<4xf32> // expected-error {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[8, 0] [0, 4] [1, 1] : tensor<8x16xf32> to tensor<0x4xf32> // expected-error {{offset 0 is out-of-bounds: 8 >= 8}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[-1, 0] [1, 4] [1, 1] : tensor<8x16xf32> to tensor<1x4xf32> // expected-error {{expected offsets to be non-negative, but got -1}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [-1, 4] [1, 1] : tensor<8x16xf32> to tensor<?x4xf32> // expected-error {{expected sizes to be non-negative, but got -1}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [2, 4] [-1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %i: index) {
  %0 = "tensor.extract_slice"(%t, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>, index) -> tensor<2x4xf32> // expected-error {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %i: index) {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1, 1>}> : (tensor<8x16xf32>) -> tensor<2xf32> // expected-error {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %i: index) {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 4>, static_strides = array<i64: 1>}> : (tensor<8x16xf32>) -> tensor<2x4xf32> // expected-error {{expected mixed sizes rank to match mixed strides rank (2 vs 1) so the rank of the result type is well-formed.}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %i: index) {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<8x16xf32>) -> tensor<2xf32> // expected-error {{expected 2 offset values, got 1}}
  return
}
// -----
func.func @f(%t: tensor<8xf32>, %i: index) {
  %0 = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<8xf32>) -> tensor<2xf32> // expected-error {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>) {
  %0 = tensor.insert_slice %s into %t[7, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32> // expected-error {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>) {
  %0 = tensor.insert_slice %s into %t[0] [2] [1] : tensor<2x4xf32> into tensor<8x16xf32> // expected-error {{expected 2 offset values, got 1}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 20] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32> // expected-error {{offset 1 is out-of-bounds: 20 >= 16}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>) {
  scf.forall (%k) in (4) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %t[0, 0] [2, 5] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32> // expected-error {{'tensor.parallel_insert_slice' op may only insert into an output block argument}}
    }
  }
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>) {
  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 14] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32> // expected-error {{slice along dimension 1 runs out-of-bounds: 17 >= 16}}
    }
  }
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>) {
  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 1] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
    }
  }
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>) {
  tensor.parallel_insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32> // expected-error {{expected InParallelOpInterface parent, got:}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([]) : (tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<5x4x1xf32> // expected-error {{'tensor.gather' op gather_dims must be non-empty}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([0, 1, 2]) : (tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<5x4x1xf32> // expected-error {{'tensor.gather' op gather_dims overflow source rank}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([-1]) : (tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<5x4x1xf32> // expected-error {{'tensor.gather' op gather_dims value must be non-negative}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([2]) : (tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<5x4x1xf32> // expected-error {{'tensor.gather' op gather_dims value must be smaller than source rank}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x2xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([1, 0]) : (tensor<4x4xf32>, tensor<5x2xindex>) -> tensor<5x1x1xf32> // expected-error {{'tensor.gather' op gather_dims values must be strictly increasing}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x2xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x4xf32>, tensor<5x2xindex>) -> tensor<5x4x1xf32> // expected-error {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<5x4x2xf32> // expected-error {{'tensor.gather' op result type mismatch: expected 'tensor<5x4x1xf32>' or its rank-reduced variant 'tensor<5x4xf32>' (got: 'tensor<5x4x2xf32>')}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>, %s: tensor<5x4x1xf32>) {
  %0 = tensor.scatter %s into %t[%i] scatter_dims([1]) : (tensor<5x4x1xf32>, tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<4x4xf32> // expected-error {{'tensor.scatter' op requires 'unique' attribute to be set}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>, %s: tensor<5x4x2xf32>) {
  %0 = tensor.scatter %s into %t[%i] scatter_dims([1]) unique : (tensor<5x4x2xf32>, tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<4x4xf32> // expected-error {{'tensor.scatter' op source type mismatch: expected 'tensor<5x4x1xf32>' or its rank-reduced variant 'tensor<5x4xf32>' (got: 'tensor<5x4x2xf32>')}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>, %s: tensor<5x4x1xf32>) {
  %0 = tensor.scatter %s into %t[%i] scatter_dims([1]) unique : (tensor<5x4x1xf32>, tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<4x5xf32>
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>, %s: tensor<5x4x1xf32>) {
  %0 = tensor.scatter %s into %t[%i] scatter_dims([5]) unique : (tensor<5x4x1xf32>, tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<4x4xf32> // expected-error {{'tensor.scatter' op scatter_dims value must be smaller than dest rank}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>, %s: tensor<5x4x1xf32>) {
  %0 = tensor.scatter %s into %t[%i] scatter_dims([0, 1, 2]) unique : (tensor<5x4x1xf32>, tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<4x4xf32> // expected-error {{'tensor.scatter' op scatter_dims overflow dest rank}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xf32>) {
  %0 = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x4xf32>, tensor<5x1xf32>) -> tensor<5x4x1xf32> // expected-error {{'tensor.gather' op operand #1 must be ranked tensor of signless integer or index values, but got 'tensor<5x1xf32>'}}
  return
}
// -----
func.func @f(%f: f32, %i: index) {
  %0 = tensor.splat %f[%i] : tensor<4xf32> // expected-error {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  return
}
// -----
func.func @f(%f: tensor<4xf32>) {
  %0 = tensor.splat %f : tensor<4xtensor<4xf32>> // expected-error {{invalid tensor element type}}
  return
}
// -----
func.func @f(%f: f32) {
  %0 = "tensor.splat"(%f) : (f32) -> tensor<4xi32> // expected-error {{'tensor.splat' op failed to verify that operand type matches element type of result}}
  return
}
// -----
func.func @f(%f: f32) {
  %0 = "tensor.extract"(%f) : (f32) -> f32 // expected-error {{'tensor.extract' op operand #0 must be ranked tensor of any type values, but got 'f32'}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = "tensor.extract"(%t) : (tensor<4xf32>) -> i32 // expected-error {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = "tensor.insert"(%f, %t) : (f32, tensor<4xf32>) -> tensor<5xf32> // expected-error {{'tensor.insert' op failed to verify that result type matches type of dest}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: i32, %i: index) {
  %0 = "tensor.insert"(%f, %t, %i) : (i32, tensor<4xf32>, index) -> tensor<4xf32> // expected-error {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
  return
}
// -----
func.func @f(%f: f32) {
  %0 = "tensor.from_elements"(%f, %f) : (f32, f32) -> tensor<3xf32> // expected-error {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  return
}
// -----
func.func @f(%f: f32) {
  %0 = "tensor.from_elements"(%f) : (f32) -> tensor<1xi32> // expected-error {{'tensor.from_elements' op failed to verify that operand types match result element type}}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>) {
  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 1] [2, 5] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32> // expected-error {{expected type to be 'tensor<2x5xf32>' or a rank-reduced version. (size mismatch) }}
    }
  }
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xi32>) {
  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[0, 1] [2, 4] [1, 1] : tensor<2x4xi32> into tensor<8x16xf32> // expected-error {{expected element type to be 'f32'}}
    }
  }
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4x1xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x4x1xf32> into tensor<8x16xf32> // expected-error {{expected rank to be smaller or equal to the other rank. }}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>) {
  %0 = tensor.insert_slice %s into %t[0, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %1 = tensor.extract_slice %t[0, 0] [2, 1] [1, 1] : tensor<8x16xf32> to tensor<2xf32>
  %2 = tensor.extract_slice %t[0, 0] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<1xf32>
  %3 = tensor.extract_slice %t[0, 0] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<f32>
  %4 = tensor.insert_slice %3 into %t[0, 0] [1, 1] [1, 1] : tensor<f32> into tensor<8x16xf32>
  %5 = tensor.extract_slice %t[0, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32, "enc">
  return
}
// -----
func.func @f(%i: index, %f: f32) {
  %0 = tensor.generate %i { // expected-error {{'tensor.generate' op incorrect number of dynamic sizes, has 1, expected 2}}
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return
}
// -----
func.func @f(%i: index, %f: f32) {
  %0 = tensor.generate %i { // expected-error {{'tensor.yield' op requires a single operand}}
  } : tensor<?xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] { // expected-error {{'tensor.yield' op requires a single operand}}
  } : tensor<4xf32> to tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] { // expected-error {{specified type 'tensor<6x1xf32>' does not match the inferred type 'tensor<6xf32>'}}
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6x1xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] { // expected-error {{specified type 'tensor<?xf32>' does not match the inferred type 'tensor<6xf32>'}}
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<?xf32>
  %1 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xi32>
  return
}
// -----
func.func @f(%t: tensor<?xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<?xf32> to tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<*xi32>
  %1 = tensor.bitcast %t : tensor<4xf32> to tensor<?xi32>
  %2 = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %3 = tensor.bitcast %t : tensor<4xf32> to tensor<4xf16> // expected-error {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xf16>' are cast incompatible}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %3 = tensor.bitcast %t : tensor<4xf32> to tensor<4x1xi32> // expected-error {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4x1xi32>' are cast incompatible}}
  return
}
// -----
func.func @f(%t: tensor<4xindex>) {
  %3 = tensor.bitcast %t : tensor<4xindex> to tensor<4xi64> // expected-error {{'tensor.bitcast' op operand #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %3 = tensor.cast %t : tensor<4xf32> to tensor<4x?xf32> // expected-error {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4x?xf32>' are cast incompatible}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %3 = tensor.cast %t : tensor<4xf32> to tensor<4xf32, "e">
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x2xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([-1]) : (tensor<4x4xf32>, tensor<5x2xindex>) -> tensor<5x4x1xf32> // expected-error {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x?xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x4xf32>, tensor<5x?xindex>) -> tensor<5x4x1xf32> // expected-error {{'tensor.gather' op gather_dims length must match the size of last dimension of indices}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>, %s: tensor<5x4x1xf32>) {
  %0 = tensor.scatter %s into %t[%i] scatter_dims([]) : (tensor<5x4x1xf32>, tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<4x4xf32> // expected-error {{'tensor.scatter' op scatter_dims must be non-empty}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x2xindex>, %s: tensor<5x4x1xf32>) {
  %0 = tensor.scatter %s into %t[%i] scatter_dims([1]) unique : (tensor<5x4x1xf32>, tensor<4x4xf32>, tensor<5x2xindex>) -> tensor<4x4xf32> // expected-error {{'tensor.scatter' op scatter_dims length must match the size of last dimension of indices}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>, %s: tensor<5x4x1xf32>) {
  %0 = tensor.scatter %s into %t[%i] scatter_dims([1]) unique : (tensor<5x4x1xf32>, tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<4x4xi32>
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<5x4x1xf32, "e"> // expected-error {{'tensor.gather' op result type mismatch: expected 'tensor<5x4x1xf32>' or its rank-reduced variant 'tensor<5x4xf32>' (got: 'tensor<5x4x1xf32, "e">')}}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<1xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x4xf32>, tensor<1xindex>) -> tensor<4xf32>
  return
}
// -----
func.func @f(%t: tensor<4x?xf32>, %i: tensor<?x1xi32>) {
  %0 = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x?xf32>, tensor<?x1xi32>) -> tensor<?x4x1xf32>
  return
}
// -----
func.func @f(%t: tensor<4x4xf32>, %i: tensor<5x1xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x4xf32>, tensor<5x1xindex>) -> tensor<5x4x1xi32> // expected-error {{'tensor.gather' op result type mismatch: expected 'tensor<5x4x1xf32>' or its rank-reduced variant 'tensor<5x4xf32>' (got: 'tensor<5x4x1xi32>')}}
  return
}
// -----
func.func @f(%t: tensor<6xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<6xf32> into tensor<2x3xf32> // expected-error {{'tensor.collapse_shape' op expected the expanded type, 'tensor<6xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3xf32>'.}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6x1xf32> // expected-error {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  return
}
// -----
func.func @f(%t: tensor<2x?xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x?xf32> into tensor<6xf32> // expected-error {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xi32> // expected-error {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<6xf32>', but got 'tensor<6xi32>'}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<?xf32> // expected-error {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 6}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[1, 0]] : tensor<2x3xf32> into tensor<6xf32> // expected-error {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  return
}
// -----
func.func @f(%t: tensor<2x3x4xf32>) {
  %0 = tensor.collapse_shape %t [[0], [1, 2, 3]] : tensor<2x3x4xf32> into tensor<2x12xf32> // expected-error {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (3), but it is  4.}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [6] : tensor<2x3xf32> into tensor<6xf32> // expected-error {{'tensor.expand_shape' op expected the expanded type, 'tensor<6xf32>' to have a higher (or same) rank than the collapsed type, 'tensor<2x3xf32>'.}}
  return
}
// -----
func.func @f(%t: tensor<6xf32>, %i: index) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [%i, 3] : tensor<6xf32> into tensor<2x3xf32>
  return
}
// -----
func.func @f(%t: tensor<6xf32>, %i: index) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x?xf32> // expected-error {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
  return
}
// -----
func.func @f(%t: tensor<f32>, %i: index) {
  %0 = tensor.expand_shape %t [] output_shape [1, 2] : tensor<f32> into tensor<1x2xf32>
  return
}
// -----
func.func @f(%t: tensor<1x2xf32>, %i: index) {
  %0 = tensor.collapse_shape %t [] : tensor<1x2xf32> into tensor<f32>
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32, "e">
  %1 = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<2x3xf32>
  %2 = tensor.collapse_shape %t [[0, 1], []] : tensor<2x3xf32> into tensor<6x1xf32> // expected-error {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0], [1], []] : tensor<2x3xf32> into tensor<2x3x1xf32> // expected-error {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = "tensor.collapse_shape"(%t) <{reassociation = [0, 1]}> : (tensor<2x3xf32>) -> tensor<6xf32> // expected-error {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1]] {reassociation = [[0, 1]]} : tensor<2x3xf32> into tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [0, 1] : tensor<2x3xf32> into tensor<6xf32> // expected-error {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
  return
}
// -----
func.func @f(%t: tensor<6xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], []] : tensor<6xf32> into tensor<2x3xf32> // expected-error {{'tensor.collapse_shape' op reassociation indices must not be empty}}
  return
}
// -----
func.func @f(%t: tensor<6xf32>) {
  %0 = tensor.expand_shape %t [[0, 1], []] output_shape [2, 3, 1] : tensor<6xf32> into tensor<2x3xf32> // expected-error {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 3 inputs instead}}
  return
}
// -----
func.func @f(%t: tensor<6xf32>, %i: index) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3x4xf32> // expected-error {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (3) but found 2 inputs instead}}
  return
}
// -----
func.func @f(%t: tensor<6xf32>, %i: index) {
  %0 = "tensor.expand_shape"(%t, %i) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 3>}> : (tensor<6xf32>, index) -> tensor<2x3xf32> // expected-error {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 0 dynamic dims while output_shape has 1 values}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3xf32> into tensor<6x1xf32> // expected-error {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[0], [0]] : tensor<2x3xf32> into tensor<2x2xf32> // expected-error {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  1.}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32>) {
  %0 = tensor.collapse_shape %t [[-1, 0]] : tensor<2x3xf32> into tensor<6xf32> // expected-error {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  0.}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %s: tensor<2x2xi32>) {
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2x2xi32>) -> tensor<4xf32> // expected-error {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2x2xi32>'}}
  return
}
// -----
func.func @f(%f: vector<4xf32>) {
  %0 = "tensor.splat"(%f) : (vector<4xf32>) -> tensor<4xvector<4xf32>>
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = "tensor.concat"(%t) {dim = 0 : i32} : (tensor<4xf32>) -> tensor<4xf32> // expected-error {{'tensor.concat' op attribute 'dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = "tensor.bitcast"(%t) : (tensor<4xf32>) -> tensor<4xindex> // expected-error {{'tensor.bitcast' op result #0 must be tensor of signless integer or unsigned integer or signed integer or floating-point values, but got 'tensor<4xindex>'}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = "tensor.rank"(%t) : (tensor<4xf32>) -> i32 // expected-error {{'tensor.rank' op result #0 must be index, but got 'i32'}}
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1, 1>, static_high = array<i64: 1>}> ({ // expected-error {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<6xf32>'}}
  ^bb0(%a: index):
    %f = arith.constant 0.0 : f32
    tensor.yield %f : f32
  }) : (tensor<4xf32>) -> tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>) {
  %0 = tensor.concat dim(0) %t, %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<?xf32>
  %1 = tensor.concat dim(0) %t, %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<8xf32, "e">
  return
}
// -----
func.func @f(%t: tensor<4x?xf32>, %u: tensor<?x3xf32>) {
  %0 = tensor.concat dim(0) %t, %u : (tensor<4x?xf32>, tensor<?x3xf32>) -> tensor<?x4xf32> // expected-error {{'tensor.concat' op result type 'tensor<?x4xf32>'does not match inferred shape 'tensor<?x3xf32>' static sizes}}
  return
}
// -----
func.func @f(%i: index) {
  %0 = "tensor.generate"(%i) ({}) : (index) -> tensor<?xf32> // expected-error {{'tensor.generate' op region #0 ('body') failed to verify constraint: region with 1 blocks}}
  return
}
// -----
func.func @f(%i: index) {
// expected-note @+1 {{in custom textual format, the absence of terminator implies 'tensor.yield'}}
  %0 = "tensor.generate"(%i) ({ // expected-error {{'tensor.generate' op expects regions to end with 'tensor.yield', found 'test.foo'}}
  ^bb0(%a: index):
    "test.foo"() : () -> ()
  }) : (index) -> tensor<?xf32>
  return
}
// -----
func.func @f(%i: index, %f: f32) {
  %0 = "tensor.generate"(%i) ({ // expected-error {{'tensor.generate' op expects region #0 to have 0 or 1 blocks}}
  ^bb0(%a: index):
    cf.br ^bb1
  ^bb1:
    tensor.yield %f : f32
  }) : (index) -> tensor<?xf32>
  return
}
// -----
func.func @f(%i: index, %f: f32) {
  %0 = tensor.generate %i { // expected-error {{all body arguments must be index}}
  ^bb0(%a: i32, %b: i32):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @f(%i: index, %f: f32) {
  %0 = tensor.generate %i, %i { // expected-error {{'tensor.generate' op incorrect number of dynamic sizes, has 2, expected 1}}
  ^bb0(%a: i32, %b: i32):
    tensor.yield %f : f32
  } : tensor<?xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] { // expected-error {{expected the block to have 1 arguments}}
  ^bb0(%a: i32, %b: i32):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<4xf32>, %f: f32) {
// expected-note @+1 {{in custom textual format, the absence of terminator implies 'tensor.yield'}}
  %0 = "tensor.pad"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0>, static_low = array<i64: 1>, static_high = array<i64: 1>}> ({ // expected-error {{'tensor.pad' op expects regions to end with 'tensor.yield', found 'test.foo'}}
  ^bb0(%a: index):
    "test.foo"() : () -> ()
  }) : (tensor<4xf32>) -> tensor<6xf32>
  return
}
// -----
func.func @f(%t: tensor<8x16xf32, "e">) {
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<8x16xf32, "e"> to tensor<4x5xf32> // expected-error {{expected type to be 'tensor<4x4xf32, "e">' or a rank-reduced version. (size mismatch) }}
  return
}
// -----
func.func @f(%t: tensor<8x16xf32, "e">, %s: tensor<4x5xf32, "e">) {
  %0 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, 1] : tensor<4x5xf32, "e"> into tensor<8x16xf32, "e"> // expected-error {{expected type to be 'tensor<4x4xf32, "e">' or a rank-reduced version. (size mismatch) }}
  return
}
// -----
func.func @f(%t: tensor<4x4xf32, "e">, %i: tensor<5x1xindex>) {
  %0 = tensor.gather %t[%i] gather_dims([1]) : (tensor<4x4xf32, "e">, tensor<5x1xindex>) -> tensor<5x4x2xf32> // expected-error {{'tensor.gather' op result type mismatch: expected 'tensor<5x4x1xf32, "e">' or its rank-reduced variant 'tensor<5x4xf32, "e">' (got: 'tensor<5x4x2xf32>')}}
  return
}
// -----
func.func @f(%t: tensor<2x3xf32, "e">) {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32, "e"> into tensor<6xi32> // expected-error {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<6xf32>', but got 'tensor<6xi32>'}}
  return
}
// -----
func.func @f(%t: tensor<4xf32, "e">, %f: f32) {
  %0 = tensor.pad %t low[1] high[1] { // expected-error {{specified type 'tensor<7xf32>' does not match the inferred type 'tensor<6xf32>'}}
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32, "e"> to tensor<7xf32>
  return
}
// -----
func.func @f(%t: tensor<4x?xf32, "e">) {
  %0 = tensor.concat dim(0) %t, %t : (tensor<4x?xf32, "e">, tensor<4x?xf32, "e">) -> tensor<9x?xf32> // expected-error {{'tensor.concat' op result type 'tensor<9x?xf32>'does not match inferred shape 'tensor<8x?xf32>' static sizes}}
  return
}
