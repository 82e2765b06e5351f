// RUN: pyopt %s --split-input-file --verify-diagnostics
// parseDynamicIndexList (offsets, sizes, strides, positions, bases): the list
// parser's own messages, then `expected SSA value or integer` at the op name.

func.func @missing_close(%t: tensor<8x8xf32>) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0, 1 [4, 4][1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @wrong_close(%t: tensor<8x8xf32>, %i: index) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0, %i}[4, 4][1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @wrong_open(%t: tensor<8x8xf32>) {
  // expected-error @+2 {{expected '[' in dynamic index list}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t(0, 1)[4, 4][1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @missing_list(%t: tensor<8x8xf32>) {
  // expected-error @+2 {{expected '[' in dynamic index list}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0, 1][4, 4]
  return
}

// -----

func.func @missing_entry(%t: tensor<8x8xf32>) {
  // expected-error @+2 {{custom op 'tensor.extract_slice' expected integer value}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0, ?][4, 4][1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @minus_without_integer(%t: tensor<8x8xf32>) {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[0, 1][4, 4][1, -] : tensor<8x8xf32> to tensor<4x4xf32>
  return
}

// -----

// A scalable `[n]` entry is read by every list; one left open fails silently.
func.func @scalable_entries(%t: tensor<8x8xf32>, %m: memref<8x8xf32>) {
  %0 = tensor.extract_slice %t[0, [1]][4, [4]][1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  %1 = memref.subview %m[[0], 1][4, 4][1, 1] : memref<8x8xf32> to memref<4x4xf32, strided<[8, 1], offset: 1>>
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %2 = tensor.extract_slice %t[[1 , 2][4, 4][1, 1] : tensor<8x8xf32> to tensor<4x4xf32>
  return
}

// -----

func.func @position_list(%v: vector<4x4xf32>) {
  // expected-error @+2 {{expected ']' in dynamic index list}}
  // expected-error @+1 {{custom op 'vector.extract' expected SSA value or integer}}
  %0 = vector.extract %v[0 : vector<4xf32> from vector<4x4xf32>
  return
}

// -----

func.func @basis_list(%i: index) {
  // expected-error @+2 {{expected ')' in dynamic index list}}
  // expected-error @+1 {{custom op 'affine.delinearize_index' expected SSA value or integer}}
  %0:2 = affine.delinearize_index %i into (2 4) : index, index
  return
}

// -----

func.func @basis_float(%i: index) {
  // expected-error @+2 {{custom op 'affine.linearize_index' expected integer value}}
  // expected-error @+1 {{custom op 'affine.linearize_index' expected SSA value or integer}}
  %0 = affine.linearize_index [%i, %i] by (2, 4.0) : index
  return
}

// -----

func.func @pad_high(%t: tensor<8x8xf32>, %f: f32) {
  // expected-error @+2 {{expected '[' in dynamic index list}}
  // expected-error @+1 {{custom op 'tensor.pad' expected SSA value or integer}}
  %0 = tensor.pad %t low[0, 0] high {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<8x8xf32> to tensor<9x9xf32>
  return
}

// -----

func.func @entry_at_line_end(%t: tensor<8x8xf32>) {
  // expected-error @+3 {{custom op 'tensor.extract_slice' expected integer value}}
  // expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
  %0 = tensor.extract_slice %t[1,
  ]
  return
}
