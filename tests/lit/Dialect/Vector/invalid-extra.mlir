// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v48 : vector<4x8xf32> to vector<8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<4xf64>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.extract_strided_slice %v48 {offsets = [0, 2], sizes = [2, 4], strides = [1, 2]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected result type to be 'vector<2x4xf32>'}}
  %0 = vector.extract_strided_slice %v48 {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x5xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets, sizes and strides attributes of same size}}
  %0 = vector.extract_strided_slice %v48 {offsets = [0, 2, 3], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected sum(offsets, source vector shape) dimension 1 to be confined to [1, 9)}}
  %0 = vector.insert_strided_slice %v, %v48 {offsets = [2, 6], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected offsets of same size as destination vector rank}}
  %0 = vector.insert_strided_slice %v, %v48 {offsets = [2], strides = [1]} : vector<4xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.shuffle' op rank mismatch}}
  %0 = vector.shuffle %v, %v48 [0] : vector<4xf32>, vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.shuffle' op invalid mask length}}
  %0 = vector.shuffle %v, %v [] : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v48 : vector<4x8xf32> into f32
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %0 = vector.reduction <and>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'f32' is incompatible with source type 'vector<4x8xf32>'}}
  %0 = vector.multi_reduction <add>, %v48, %f [1] : vector<4x8xf32> to f32
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.outerproduct' op expected 1-d vector for operand #1}}
  %0 = vector.outerproduct %v48, %v : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.outerproduct' op unsupported outerproduct type}}
  %0 = vector.outerproduct %v, %f, %v {kind = #vector.kind<and>} : vector<4xf32>, f32
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i, %i], %f {permutation_map = affine_map<(d0, d1) -> (d0 + d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{custom op 'vector.transfer_read' expected a custom permutation_map when rank(source) != rank(destination)}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4x4x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v48, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (0, d1)>} : vector<4x8xf32>, memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires two types}}
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %m[%i, %i], %f : vector<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v48, [1] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %v48, [1, 2] : vector<4x8xf32> to vector<8x4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [2, 0] : vector<4x8xi1>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x8xi1>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v48 : vector<4x8xf32> to vector<2x16xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<4xf64>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.mask' op expects result type to match maskable operation result type}}
  %0 = vector.mask %m4 { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f64
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m4, %f { vector.reduction <add>, %v : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  vector.mask %m4 { vector.print %f : f32 } : vector<4xi1>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.maskedload' op requires 2 indices}}
  %0 = vector.maskedload %m[%i], %m4, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.gather' op expected result dim to match mask dim}}
  %0 = vector.gather %m[%i, %i] [%iv], %m84, %v : memref<?x?xf32>, vector<4xi32>, vector<8x4xi1>, vector<4xf32> into vector<4xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{custom op 'vector.print' `str` clause can appear at most once in the expansion of the oilist directive}}
  vector.print str "x" str "y"
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %sv[3] : vector<2xf32> from vector<[4]xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = vector.deinterleave %v48 : vector<4x8xf32> -> vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "parallel"]} %v48, %v48, %v48 : vector<4x8xf32>, vector<4x8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{custom op 'vector.contract' unexpected iterator_type (foo)}}
  %0 = vector.contract {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "foo"]} %v48, %v48, %v48 : vector<4x8xf32>, vector<4x8xf32> into vector<4x8xf32>
  return
}

// -----

func.func @f(%m: memref<?x?xf32>, %t: tensor<?x?xf32>, %i: index, %f: f32, %v: vector<4xf32>, %v48: vector<4x8xf32>, %m4: vector<4xi1>, %m84: vector<8x4xi1>, %iv: vector<4xi32>, %sv: vector<[4]xf32>, %d: f64) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x?xf32>'}}
  %0 = vector.type_cast %m : memref<?x?xf32> to memref<vector<8x8xf32>>
  return
}
