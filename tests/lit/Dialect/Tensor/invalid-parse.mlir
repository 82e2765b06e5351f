// RUN: pyopt %s --split-input-file --verify-diagnostics

// Errors of the tensor ops custom parsers (types of the wrong kind, list entries, operand counts), as mlir-opt 22.1.8 reports them.

func.func @f(%m: memref<4xf32>) {
  %0 = tensor.extract_slice %m[0] [1] [1] : memref<4xf32> to tensor<1xf32> // expected-error {{custom op 'tensor.extract_slice' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = tensor.extract %m[%i] : memref<4xf32> // expected-error {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = tensor.dim %m, %i : memref<4xf32> // expected-error {{custom op 'tensor.dim' invalid kind of type specified}}
  return
}
// -----
func.func @f(%m: memref<4xf32>, %i: index) {
  %0 = tensor.cast %m : memref<4xf32> to tensor<4xf32> // expected-error {{custom op 'tensor.cast' invalid kind of type specified}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %i: index) {
  %0 = tensor.cast %m : tensor<4xf32> to memref<4xf32> // expected-error {{custom op 'tensor.cast' invalid kind of type specified}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %i: index) {
  %0 = tensor.empty(%i) : memref<?xf32> // expected-error {{custom op 'tensor.empty' invalid kind of type specified: expected builtin.tensor, but found 'memref<?xf32>'}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %i: index) {
// expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %m[0.5] [1] [1] : tensor<4xf32> to tensor<1xf32> // expected-error {{custom op 'tensor.extract_slice' expected integer value}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %d: tensor<8xf32>) {
  %0 = tensor.insert_slice %m into %d[0] [true] [1] : tensor<4xf32> into tensor<8xf32> // expected-error {{expected sizes to be non-negative, but got -1}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.pad %m low[1] high[1] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to memref<6xf32> // expected-error {{custom op 'tensor.pad' invalid kind of type specified: expected builtin.tensor, but found 'memref<6xf32>'}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.splat %f : memref<4xf32> // expected-error {{custom op 'tensor.splat' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.from_elements %f : memref<1xf32> // expected-error {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'memref<1xf32>'}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.from_elements %f : tensor<?xf32> // expected-error {{custom op 'tensor.from_elements' 'result' must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.from_elements %f : tensor<2xf32> // expected-error {{custom op 'tensor.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.rank %f : f32 // expected-error {{custom op 'tensor.rank' invalid kind of type specified}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.bitcast %f : f32 to tensor<4xf32> // expected-error {{custom op 'tensor.bitcast' invalid kind of type specified}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.collapse_shape %m [[0]] : tensor<4xf32> into vector<4xf32> // expected-error {{custom op 'tensor.collapse_shape' invalid kind of type specified}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.insert %f into %m[] : tensor<*xf32> // expected-error {{custom op 'tensor.insert' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32) {
  %0 = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : memref<4xf32> // expected-error {{custom op 'tensor.generate' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  return
}
// -----
func.func @f(%m: tensor<4xf32>, %f: f32, %i: index) {
  %r = scf.forall (%k) in (4) shared_outs(%o = %m) -> (tensor<4xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %m into %o[0] [4] [1] : tensor<4xf32> into memref<4xf32> // expected-error {{custom op 'tensor.parallel_insert_slice' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
    }
  }
  return
}
