// RUN: pyopt %s --canonicalize | FileCheck %s

// tensor folds and canonicalization patterns (TensorOps.cpp); CHECK lines are mlir-opt 22.1.8 --canonicalize.
func.func @dims(%t: tensor<4x?xf32>, %i: index, %j: index, %u: tensor<*xf32>) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %g = tensor.generate %i, %j {
  ^bb0(%a: index, %b: index, %c: index):
    %f = arith.constant 1.0 : f32
    tensor.yield %f : f32
  } : tensor<?x3x?xf32>
  %c2 = arith.constant 2 : index
  %1 = tensor.dim %g, %c2 : tensor<?x3x?xf32>
  %s = tensor.extract_slice %t[0, 0] [2, %j] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  %2 = tensor.dim %s, %c1 : tensor<2x?xf32>
  %cast = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %3 = tensor.dim %cast, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%i) : tensor<?x5xf32>
  %4 = tensor.dim %e, %c0 : tensor<?x5xf32>
  %5 = tensor.rank %t : tensor<4x?xf32>
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}
func.func @elements(%f: f32, %g: f32, %i: index, %t: tensor<4xf32>) -> (f32, f32, f32, tensor<2xf32>, tensor<3xi32>, f32, tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %fe = tensor.from_elements %f, %g : tensor<2xf32>
  %0 = tensor.extract %fe[%c1] : tensor<2xf32>
  %cst = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
  %1 = tensor.extract %cst[%c1] : tensor<3xf32>
  %sp = arith.constant dense<7.0> : tensor<3xf32>
  %2 = tensor.extract %sp[%i] : tensor<3xf32>
  %a = arith.constant 1.5 : f32
  %3 = tensor.from_elements %a, %a : tensor<2xf32>
  %k = arith.constant 3 : i32
  %m = arith.constant 4 : i32
  %4 = tensor.from_elements %k, %m, %k : tensor<3xi32>
  %ins = tensor.insert %f into %t[%i] : tensor<4xf32>
  %5 = tensor.extract %ins[%i] : tensor<4xf32>
  %6 = tensor.splat %a : tensor<4xf32>
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, f32, tensor<2xf32>, tensor<3xi32>, f32, tensor<4xf32>
}
func.func @slices(%t: tensor<8x16xf32>, %s: tensor<2x4xf32>, %i: index) -> (tensor<8x16xf32>, tensor<2x4xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %0 = tensor.extract_slice %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  %ins = tensor.insert_slice %s into %t[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %1 = tensor.extract_slice %ins[%i, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  %ex = tensor.extract_slice %t[%i, 0] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
  %2 = tensor.insert_slice %ex into %t[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %a = tensor.insert_slice %s into %t[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %3 = tensor.insert_slice %s into %a[%i, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
  %4 = tensor.insert_slice %t into %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> into tensor<8x16xf32>
  return %0, %1, %2, %3, %4 : tensor<8x16xf32>, tensor<2x4xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}
func.func @reshapes(%t: tensor<2x3xf32>, %d: tensor<?x4xf32>, %sh: tensor<2xi32>, %v: tensor<?xf32>, %sh1: tensor<1xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<?x4xf32>, tensor<3x2xf32>, tensor<?xf32>) {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %1 = tensor.collapse_shape %t [[0], [1]] : tensor<2x3xf32> into tensor<2x3xf32>
  %cst = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %2 = tensor.collapse_shape %cst [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %cd = tensor.collapse_shape %d [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %dd = tensor.dim %d, %c0 : tensor<?x4xf32>
  %3 = tensor.expand_shape %cd [[0, 1]] output_shape [%dd, 4] : tensor<?xf32> into tensor<?x4xf32>
  %r1 = tensor.reshape %t(%sh) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  %4 = tensor.reshape %r1(%sh) : (tensor<3x2xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  %5 = tensor.reshape %v(%sh1) : (tensor<?xf32>, tensor<1xi32>) -> tensor<?xf32>
  return %0, %1, %2, %3, %4, %5 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<?x4xf32>, tensor<3x2xf32>, tensor<?xf32>
}
func.func @misc(%t: tensor<2x3xf32>, %f: f32) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
  %0 = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  %1 = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  %2 = tensor.concat dim(0) %t : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %3 = tensor.cast %t : tensor<2x3xf32> to tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
}
func.func @empty(%i: index, %j: index) -> (tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<2x?xf32>) {
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.empty(%i, %c5) : tensor<?x?xf32>
  %e = tensor.empty(%i, %j) : tensor<?x?xf32>
  %1 = tensor.dim %e, %c1 : tensor<?x?xf32>
  %e2 = tensor.empty(%i, %j) : tensor<?x?xf32>
  %2 = tensor.cast %e2 : tensor<?x?xf32> to tensor<4x?xf32>
  %e3 = tensor.empty(%i, %j) : tensor<?x?xf32>
  %3 = tensor.extract_slice %e3[0, 0] [2, %i] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
  return %0, %1, %2, %3 : tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<2x?xf32>
}
func.func @casts(%t: tensor<4x?xf32>, %u: tensor<4xui32>, %i: index) -> (tensor<?x?xf32>, tensor<4xf32>, index, f32, tensor<4x8xf32>) {
  %c0 = arith.constant 0 : index
  %a = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<?x8xf32>
  %0 = tensor.cast %b : tensor<?x8xf32> to tensor<?x?xf32>
  %x = tensor.bitcast %u : tensor<4xui32> to tensor<4xi32>
  %1 = tensor.bitcast %x : tensor<4xi32> to tensor<4xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.dim %c, %i : tensor<?x?xf32>
  %3 = tensor.extract %c[%c0, %i] : tensor<?x?xf32>
  %s = tensor.extract_slice %t[0, 0] [4, %i] [1, 1] : tensor<4x?xf32> to tensor<4x?xf32>
  %4 = tensor.cast %s : tensor<4x?xf32> to tensor<4x8xf32>
  return %0, %1, %2, %3, %4 : tensor<?x?xf32>, tensor<4xf32>, index, f32, tensor<4x8xf32>
}
func.func @consts(%t: tensor<8x16xf32>, %s: tensor<?x?xf32>, %d: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %0 = tensor.extract_slice %t[%c0, %c1] [%c2, %c4] [%c1, %c1] : tensor<8x16xf32> to tensor<?x?xf32>
  %1 = tensor.insert_slice %s into %d[%c0, %c1] [%c2, %c4] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %0, %1 : tensor<?x?xf32>, tensor<?x?xf32>
}
func.func @gen(%i: index, %f: f32) -> tensor<?x?xf32> {
  %c3 = arith.constant 3 : index
  %0 = tensor.generate %i, %c3 {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @pad(%t: tensor<?x3xf32>, %f: f32) -> tensor<?x3xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.pad %t low[0, %c0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32> to tensor<?x3xf32>
  return %0 : tensor<?x3xf32>
}
func.func @reshape_consts(%f: f32, %g: f32) -> (tensor<2x3xf32>, tensor<4xf32>, tensor<2x2xf32>) {
  %cst = arith.constant dense<1.0> : tensor<6xf32>
  %0 = tensor.expand_shape %cst [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %fe = tensor.from_elements %f, %g, %f, %g : tensor<2x2xf32>
  %1 = tensor.collapse_shape %fe [[0, 1]] : tensor<2x2xf32> into tensor<4xf32>
  %fe2 = tensor.from_elements %f, %g, %f, %g : tensor<4xf32>
  %2 = tensor.expand_shape %fe2 [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<4xf32>, tensor<2x2xf32>
}
func.func @dps(%t: tensor<?x?xf32>, %f: f32, %i: index, %s: tensor<2x2xf32>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %ins = tensor.insert %f into %t[%i, %i] : tensor<?x?xf32>
  %0 = tensor.dim %ins, %c0 : tensor<?x?xf32>
  %is = tensor.insert_slice %s into %t[0, 0] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<?x?xf32>
  %1 = tensor.dim %is, %c0 : tensor<?x?xf32>
  return %0, %1 : index, index
}
func.func @par(%t: tensor<8x16xf32>, %s: tensor<?x?xf32>) -> tensor<8x16xf32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<8x16xf32>) {
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%k, %c0] [%c2, %c4] [1, 1] : tensor<?x?xf32> into tensor<8x16xf32>
    }
  }
  return %r : tensor<8x16xf32>
}
func.func @cast_slice(%t: tensor<8x16xf32>, %i: index, %j: index) -> (tensor<?x4xf32>, tensor<?xf32>, tensor<1x?xf32>) {
  %c = tensor.cast %t : tensor<8x16xf32> to tensor<?x?xf32>
  %0 = tensor.extract_slice %c[%i, 0] [%j, 4] [1, 1] : tensor<?x?xf32> to tensor<?x4xf32>
  %c1 = arith.constant 1 : index
  %1 = tensor.extract_slice %t[%i, 0] [1, %c1] [1, 1] : tensor<8x16xf32> to tensor<?xf32>
  %2 = tensor.extract_slice %t[%i, 0] [1, %c1] [1, 1] : tensor<8x16xf32> to tensor<1x?xf32>
  return %0, %1, %2 : tensor<?x4xf32>, tensor<?xf32>, tensor<1x?xf32>
}
func.func @ins_src(%d: tensor<8x16xf32>, %s: tensor<?x4xf32>, %i: index) -> tensor<8x16xf32> {
  %0 = tensor.insert_slice %s into %d[%i, 0] [%i, 4] [1, 1] : tensor<?x4xf32> into tensor<8x16xf32>
  return %0 : tensor<8x16xf32>
}
func.func @padstatic(%t: tensor<4x4xf32>, %f: f32) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = tensor.pad %t low[%c1, 0] high[0, %c2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x4xf32> to tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @gen_extract(%i: index, %j: index) -> index {
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    %s = arith.addi %a, %a : index
    tensor.yield %s : index
  } : tensor<?xindex>
  %1 = tensor.extract %0[%j] : tensor<?xindex>
  return %1 : index
}
func.func @idxcast(%t: tensor<4xi32>, %i: index) -> index {
  %0 = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %1 = tensor.extract %0[%i] : tensor<4xindex>
  return %1 : index
}
func.func @ins_cast(%s: tensor<2x4xf32>, %d: tensor<8x16xf32>, %i: index) -> tensor<?x?xf32> {
  %cs = tensor.cast %s : tensor<2x4xf32> to tensor<?x4xf32>
  %cd = tensor.cast %d : tensor<8x16xf32> to tensor<?x?xf32>
  %0 = tensor.insert_slice %cs into %cd[%i, 0] [%i, 4] [1, 1] : tensor<?x4xf32> into tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @reshape_chain(%t: tensor<2x3x4xf32>) -> (tensor<24xf32>, tensor<2x3x4xf32>) {
  %0 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %2 = tensor.expand_shape %1 [[0, 1, 2]] output_shape [2, 3, 4] : tensor<24xf32> into tensor<2x3x4xf32>
  return %1, %2 : tensor<24xf32>, tensor<2x3x4xf32>
}
func.func @concat_infer(%a: tensor<?x4xf32>, %b: tensor<3x?xf32>) -> tensor<?x?xf32> {
  %0 = tensor.concat dim(0) %a, %b : (tensor<?x4xf32>, tensor<3x?xf32>) -> tensor<?x?xf32>
  return %0 : tensor<?x?xf32>
}
func.func @a(%t: tensor<?x?xf32>, %i: index, %f: f32) -> (tensor<?x?xf32>, index, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty(%c4, %i) : tensor<?x?xf32>
  %ins = tensor.insert_slice %t into %e[0, 0] [%c4, %i] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  %d = tensor.dim %ins, %c0 : tensor<?x?xf32>
  %g = tensor.generate %c4, %i {
  ^bb0(%x: index, %y: index):
    %s = arith.addi %x, %y : index
    %c = arith.index_cast %s : index to i32
    %v = arith.sitofp %c : i32 to f32
    tensor.yield %v : f32
  } : tensor<?x?xf32>
  %x = tensor.extract %g[%c1, %c0] : tensor<?x?xf32>
  return %ins, %d, %x : tensor<?x?xf32>, index, f32
}
func.func @b(%t: tensor<8x8xf32>, %f: f32) -> (tensor<?x?xf32>, tensor<4x4xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %cast = tensor.cast %t : tensor<8x8xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %cast[%c0, %c2] [%c2, %c2] [1, 1] : tensor<?x?xf32> to tensor<?x?xf32>
  %p = tensor.pad %s low[1, 1] high[1, 1] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %q = tensor.cast %p : tensor<?x?xf32> to tensor<4x4xf32>
  return %p, %q : tensor<?x?xf32>, tensor<4x4xf32>
}
func.func @c(%a: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<6xf32>) {
  %s = arith.constant dense<[3, 2]> : tensor<2xi64>
  %0 = tensor.reshape %a(%s) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  %c = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %s1 = arith.constant dense<6> : tensor<1xi32>
  %f = arith.constant dense<2.0> : tensor<2x3xf32>
  %1 = tensor.reshape %f(%s1) : (tensor<2x3xf32>, tensor<1xi32>) -> tensor<6xf32>
  return %0, %1 : tensor<3x2xf32>, tensor<6xf32>
}
func.func @d(%t: tensor<4x?xf32>, %i: index) -> (tensor<4x?xf32>, tensor<?x?xf32>) {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %0 = tensor.cast %c : tensor<?x?xf32> to tensor<4x?xf32>
  %e = tensor.empty(%i, %i) : tensor<?x?xf32>
  %1 = tensor.cast %e : tensor<?x?xf32> to tensor<?x?xf32>
  return %0, %1 : tensor<4x?xf32>, tensor<?x?xf32>
}
func.func @e(%t: tensor<4xf32>) -> (tensor<2x2xf32>, tensor<4xf32>, f32) {
  %cst = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %0 = tensor.expand_shape %cst [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %c2 = arith.constant 2 : index
  %1 = tensor.extract_slice %cst[0] [4] [1] : tensor<4xf32> to tensor<4xf32>
  %2 = tensor.extract %cst[%c2] : tensor<4xf32>
  return %0, %1, %2 : tensor<2x2xf32>, tensor<4xf32>, f32
}
func.func @collapse_cast(%t: tensor<2x3x4xf32>) -> (tensor<?x4xf32>, tensor<6x4xf32>) {
  %c = tensor.cast %t : tensor<2x3x4xf32> to tensor<?x3x4xf32>
  %0 = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  %c2 = tensor.cast %t : tensor<2x3x4xf32> to tensor<2x?x4xf32>
  %1 = tensor.collapse_shape %c2 [[0, 1], [2]] : tensor<2x?x4xf32> into tensor<?x4xf32>
  %2 = tensor.cast %1 : tensor<?x4xf32> to tensor<6x4xf32>
  return %0, %2 : tensor<?x4xf32>, tensor<6x4xf32>
}
func.func @static_expand(%t: tensor<6xf32>, %d: tensor<?xf32>, %i: index) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<6xf32>, tensor<2x3xf32>) {
  %c2 = arith.constant 2 : index
  %0 = tensor.expand_shape %d [[0, 1]] output_shape [%c2, 3] : tensor<?xf32> into tensor<?x3xf32>
  %cast = tensor.cast %t : tensor<6xf32> to tensor<?xf32>
  %1 = tensor.expand_shape %cast [[0, 1]] output_shape [%c2, 3] : tensor<?xf32> into tensor<?x3xf32>
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %2 = tensor.collapse_shape %e [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %3 = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  return %0, %1, %2, %3 : tensor<?x3xf32>, tensor<?x3xf32>, tensor<6xf32>, tensor<2x3xf32>
}
func.func @reshape_pairs(%t: tensor<2x3x4xf32>) -> (tensor<6x2x2xf32>, tensor<2x12xf32>) {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %0 = tensor.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  %e = tensor.expand_shape %t [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
  %1 = tensor.collapse_shape %e [[0], [1, 2, 3]] : tensor<2x3x2x2xf32> into tensor<2x12xf32>
  return %0, %1 : tensor<6x2x2xf32>, tensor<2x12xf32>
}
func.func @dyn(%t: tensor<?x4xf32>, %i: index) -> (tensor<?xf32>, tensor<?x2x2xf32>) {
  %e = tensor.expand_shape %t [[0], [1, 2]] output_shape [%i, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  %0 = tensor.collapse_shape %e [[0, 1, 2]] : tensor<?x2x2xf32> into tensor<?xf32>
  %e2 = tensor.expand_shape %t [[0, 1], [2]] output_shape [%i, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  %e3 = tensor.expand_shape %e2 [[0], [1], [2, 3]] output_shape [%i, 2, 2, 2] : tensor<?x2x4xf32> into tensor<?x2x2x2xf32>
  %1 = tensor.collapse_shape %e3 [[0], [1, 2], [3]] : tensor<?x2x2x2xf32> into tensor<?x4x2xf32>
  %2 = tensor.collapse_shape %1 [[0], [1], [2]] : tensor<?x4x2xf32> into tensor<?x4x2xf32>
  %3 = tensor.expand_shape %t [[0], [1, 2]] output_shape [%i, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  return %0, %3 : tensor<?xf32>, tensor<?x2x2xf32>
}
func.func @same(%t: tensor<2x3xf32>) -> tensor<6xf32> {
  %e = tensor.expand_shape %t [[0], [1, 2]] output_shape [2, 3, 1] : tensor<2x3xf32> into tensor<2x3x1xf32>
  %c = tensor.collapse_shape %e [[0, 1, 2]] : tensor<2x3x1xf32> into tensor<6xf32>
  return %c : tensor<6xf32>
}
func.func @eoc(%t: tensor<2x3x4xf32>, %u: tensor<6x4xf32>, %v: tensor<2x3x4x5xf32>) -> (tensor<6x2x2xf32>, tensor<2x3x2x2xf32>, tensor<6x4xf32>, tensor<2x3x20xf32>, tensor<6x5x4xf32>) {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %0 = tensor.expand_shape %c [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  %c1 = tensor.collapse_shape %t [[0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
  %1 = tensor.expand_shape %c1 [[0], [1, 2, 3]] output_shape [2, 3, 2, 2] : tensor<2x12xf32> into tensor<2x3x2x2xf32>
  %c2 = tensor.collapse_shape %u [[0, 1]] : tensor<6x4xf32> into tensor<24xf32>
  %2 = tensor.expand_shape %c2 [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  %c3 = tensor.collapse_shape %v [[0], [1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<2x3x20xf32>
  %e3 = tensor.expand_shape %c3 [[0], [1], [2, 3]] output_shape [2, 3, 4, 5] : tensor<2x3x20xf32> into tensor<2x3x4x5xf32>
  %3 = tensor.collapse_shape %e3 [[0], [1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<2x3x20xf32>
  %c4 = tensor.collapse_shape %v [[0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
  %4 = tensor.expand_shape %c4 [[0], [1, 2]] output_shape [6, 5, 4] : tensor<6x20xf32> into tensor<6x5x4xf32>
  return %0, %1, %2, %3, %4 : tensor<6x2x2xf32>, tensor<2x3x2x2xf32>, tensor<6x4xf32>, tensor<2x3x20xf32>, tensor<6x5x4xf32>
}
func.func @eoc2(%t: tensor<1x6x1xf32>, %w: tensor<4x1x1xf32>) -> (tensor<2x3xf32>, tensor<4x1xf32>, tensor<2x3x1xf32>) {
  %c = tensor.collapse_shape %t [[0, 1, 2]] : tensor<1x6x1xf32> into tensor<6xf32>
  %0 = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %c1 = tensor.collapse_shape %w [[0, 1, 2]] : tensor<4x1x1xf32> into tensor<4xf32>
  %1 = tensor.expand_shape %c1 [[0, 1]] output_shape [4, 1] : tensor<4xf32> into tensor<4x1xf32>
  %2 = tensor.expand_shape %c [[0, 1, 2]] output_shape [2, 3, 1] : tensor<6xf32> into tensor<2x3x1xf32>
  return %0, %1, %2 : tensor<2x3xf32>, tensor<4x1xf32>, tensor<2x3x1xf32>
}
func.func @compose_dynamic(%t: tensor<?x3x4xf32>, %i: index, %u: tensor<2x?x4xf32>) -> (tensor<?x3x2x2xf32>, tensor<2x?x2x2xf32>, tensor<?x2x2xf32>) {
  %c = tensor.collapse_shape %t [[0], [1, 2]] : tensor<?x3x4xf32> into tensor<?x12xf32>
  %0 = tensor.expand_shape %c [[0], [1, 2, 3]] output_shape [%i, 3, 2, 2] : tensor<?x12xf32> into tensor<?x3x2x2xf32>
  %c1 = tensor.collapse_shape %u [[0], [1, 2]] : tensor<2x?x4xf32> into tensor<2x?xf32>
  %1 = tensor.expand_shape %c1 [[0], [1, 2, 3]] output_shape [2, %i, 2, 2] : tensor<2x?xf32> into tensor<2x?x2x2xf32>
  %c2 = tensor.collapse_shape %t [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  %2 = tensor.expand_shape %c2 [[0], [1, 2]] output_shape [%i, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  return %0, %1, %2 : tensor<?x3x2x2xf32>, tensor<2x?x2x2xf32>, tensor<?x2x2xf32>
}

// CHECK-LABEL: func.func @dims(%arg0: tensor<4x?xf32>, %arg1: index, %arg2: index, %arg3: tensor<*xf32>) -> (index, index, index, index, index, index) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c1 : tensor<4x?xf32>
// CHECK-NEXT: return %c4, %arg2, %arg2, %dim, %arg1, %c2 : index, index, index, index, index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @elements(%arg0: f32, %arg1: f32, %arg2: index, %arg3: tensor<4xf32>) -> (f32, f32, f32, tensor<2xf32>, tensor<3xi32>, f32, tensor<4xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.500000e+00> : tensor<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant 2.000000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 7.000000e+00 : f32
// CHECK-NEXT: %cst_2 = arith.constant dense<1.500000e+00> : tensor<2xf32>
// CHECK-NEXT: %cst_3 = arith.constant dense<[3, 4, 3]> : tensor<3xi32>
// CHECK-NEXT: %inserted = tensor.insert %arg0 into %arg3[%arg2] : tensor<4xf32>
// CHECK-NEXT: %extracted = tensor.extract %inserted[%arg2] : tensor<4xf32>
// CHECK-NEXT: return %arg1, %cst_0, %cst_1, %cst_2, %cst_3, %extracted, %cst : f32, f32, f32, tensor<2xf32>, tensor<3xi32>, f32, tensor<4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @slices(%arg0: tensor<8x16xf32>, %arg1: tensor<2x4xf32>, %arg2: index) -> (tensor<8x16xf32>, tensor<2x4xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %arg0, %arg1, %arg0, %inserted_slice, %arg0 : tensor<8x16xf32>, tensor<2x4xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshapes(%arg0: tensor<2x3xf32>, %arg1: tensor<?x4xf32>, %arg2: tensor<2xi32>, %arg3: tensor<?xf32>, %arg4: tensor<1xi32>) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<?x4xf32>, tensor<3x2xf32>, tensor<?xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00]> : tensor<6xf32>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%arg2) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
// CHECK-NEXT: return %arg0, %arg0, %cst, %arg1, %reshape, %arg3 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<6xf32>, tensor<?x4xf32>, tensor<3x2xf32>, tensor<?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @misc(%arg0: tensor<2x3xf32>, %arg1: f32) -> (tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %padded = tensor.pad %arg0 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<2x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: return %arg0, %padded, %arg0, %arg0 : tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @empty(%arg0: index, %arg1: index) -> (tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<2x?xf32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg0) : tensor<?x5xf32>
// CHECK-NEXT: %cast = tensor.cast %0 : tensor<?x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg1) : tensor<4x?xf32>
// CHECK-NEXT: %2 = tensor.empty(%arg0, %arg1) : tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %2[0, 0] [2, %arg0] [1, 1] : tensor<?x?xf32> to tensor<2x?xf32>
// CHECK-NEXT: return %cast, %arg1, %1, %extracted_slice : tensor<?x?xf32>, index, tensor<4x?xf32>, tensor<2x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @casts(%arg0: tensor<4x?xf32>, %arg1: tensor<4xui32>, %arg2: index) -> (tensor<?x?xf32>, tensor<4xf32>, index, f32, tensor<4x8xf32>) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x8xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %cast : tensor<?x8xf32> to tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.bitcast %arg1 : tensor<4xui32> to tensor<4xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %arg2 : tensor<4x?xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%c0, %arg2] : tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 0] [4, 8] [1, 1] : tensor<4x?xf32> to tensor<4x8xf32>
// CHECK-NEXT: return %cast_0, %0, %dim, %extracted, %extracted_slice : tensor<?x?xf32>, tensor<4xf32>, index, f32, tensor<4x8xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @consts(%arg0: tensor<8x16xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 1] [2, 4] [1, 1] : tensor<8x16xf32> to tensor<2x4xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice : tensor<2x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x4xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast_0 into %arg2[0, 1] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<?x?xf32>
// CHECK-NEXT: return %cast, %inserted_slice : tensor<?x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gen(%arg0: index, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %generated = tensor.generate %arg0 {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %cast = tensor.cast %generated : tensor<?x3xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @pad(%arg0: tensor<?x3xf32>, %arg1: f32) -> tensor<?x3xf32> {
// CHECK-NEXT: return %arg0 : tensor<?x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_consts(%arg0: f32, %arg1: f32) -> (tensor<2x3xf32>, tensor<4xf32>, tensor<2x2xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : tensor<2x3xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg0, %arg1, %arg0, %arg1 : tensor<4xf32>
// CHECK-NEXT: %from_elements_0 = tensor.from_elements %arg0, %arg1, %arg0, %arg1 : tensor<2x2xf32>
// CHECK-NEXT: return %cst, %from_elements, %from_elements_0 : tensor<2x3xf32>, tensor<4xf32>, tensor<2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dps(%arg0: tensor<?x?xf32>, %arg1: f32, %arg2: index, %arg3: tensor<2x2xf32>) -> (index, index) {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: %dim_0 = tensor.dim %arg0, %c0 : tensor<?x?xf32>
// CHECK-NEXT: return %dim, %dim_0 : index, index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @par(%arg0: tensor<8x16xf32>, %arg1: tensor<?x?xf32>) -> tensor<8x16xf32> {
// CHECK-NEXT: %0 = scf.forall (%arg2) in (4) shared_outs(%arg3 = %arg0) -> (tensor<8x16xf32>) {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<?x?xf32> to tensor<2x4xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %cast into %arg3[%arg2, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @cast_slice(%arg0: tensor<8x16xf32>, %arg1: index, %arg2: index) -> (tensor<?x4xf32>, tensor<?xf32>, tensor<1x?xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg1, 0] [%arg2, 4] [1, 1] : tensor<8x16xf32> to tensor<?x4xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[%arg1, 0] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<1xf32>
// CHECK-NEXT: %cast = tensor.cast %extracted_slice_0 : tensor<1xf32> to tensor<?xf32>
// CHECK-NEXT: %extracted_slice_1 = tensor.extract_slice %arg0[%arg1, 0] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<1x1xf32>
// CHECK-NEXT: %cast_2 = tensor.cast %extracted_slice_1 : tensor<1x1xf32> to tensor<1x?xf32>
// CHECK-NEXT: return %extracted_slice, %cast, %cast_2 : tensor<?x4xf32>, tensor<?xf32>, tensor<1x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ins_src(%arg0: tensor<8x16xf32>, %arg1: tensor<?x4xf32>, %arg2: index) -> tensor<8x16xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg1 into %arg0[%arg2, 0] [%arg2, 4] [1, 1] : tensor<?x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %inserted_slice : tensor<8x16xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @padstatic(%arg0: tensor<4x4xf32>, %arg1: f32) -> tensor<?x?xf32> {
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, 0] high[0, 2] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<4x4xf32> to tensor<5x6xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<5x6xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @gen_extract(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = arith.addi %arg1, %arg1 : index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @idxcast(%arg0: tensor<4xi32>, %arg1: index) -> index {
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg1] : tensor<4xi32>
// CHECK-NEXT: %0 = arith.index_cast %extracted : i32 to index
// CHECK-NEXT: return %0 : index
// CHECK-NEXT: }
// CHECK-LABEL: func.func @ins_cast(%arg0: tensor<2x4xf32>, %arg1: tensor<8x16xf32>, %arg2: index) -> tensor<?x?xf32> {
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %arg0 into %arg1[%arg2, 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: %cast = tensor.cast %inserted_slice : tensor<8x16xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_chain(%arg0: tensor<2x3x4xf32>) -> (tensor<24xf32>, tensor<2x3x4xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<2x3x4xf32> into tensor<24xf32>
// CHECK-NEXT: return %collapsed, %arg0 : tensor<24xf32>, tensor<2x3x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @concat_infer(%arg0: tensor<?x4xf32>, %arg1: tensor<3x?xf32>) -> tensor<?x?xf32> {
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<3x?xf32> to tensor<3x4xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %cast : (tensor<?x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %concat : tensor<?x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0 : tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @a(%arg0: tensor<?x?xf32>, %arg1: index, %arg2: f32) -> (tensor<?x?xf32>, index, f32) {
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: %c4 = arith.constant 4 : index
// CHECK-NEXT: %0 = tensor.empty(%arg1) : tensor<4x?xf32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x?xf32> to tensor<4x?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %cast into %0[0, 0] [4, %arg1] [1, 1] : tensor<4x?xf32> into tensor<4x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %inserted_slice : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast_0, %c4, %cst : tensor<?x?xf32>, index, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @b(%arg0: tensor<8x8xf32>, %arg1: f32) -> (tensor<?x?xf32>, tensor<4x4xf32>) {
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, 2] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
// CHECK-NEXT: %padded = tensor.pad %extracted_slice low[1, 1] high[1, 1] {
// CHECK-NEXT: ^bb0(%arg2: index, %arg3: index):
// CHECK-NEXT: tensor.yield %arg1 : f32
// CHECK-NEXT: } : tensor<2x2xf32> to tensor<4x4xf32>
// CHECK-NEXT: %cast = tensor.cast %padded : tensor<4x4xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %cast, %padded : tensor<?x?xf32>, tensor<4x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @c(%arg0: tensor<2x3xf32>) -> (tensor<3x2xf32>, tensor<6xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<2.000000e+00> : tensor<6xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<[3, 2]> : tensor<2xi64>
// CHECK-NEXT: %reshape = tensor.reshape %arg0(%cst_0) : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
// CHECK-NEXT: return %reshape, %cst : tensor<3x2xf32>, tensor<6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @d(%arg0: tensor<4x?xf32>, %arg1: index) -> (tensor<4x?xf32>, tensor<?x?xf32>) {
// CHECK-NEXT: %0 = tensor.empty(%arg1, %arg1) : tensor<?x?xf32>
// CHECK-NEXT: return %arg0, %0 : tensor<4x?xf32>, tensor<?x?xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @e(%arg0: tensor<4xf32>) -> (tensor<2x2xf32>, tensor<4xf32>, f32) {
// CHECK-NEXT: %cst = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : tensor<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant dense<{{\[\[}}1.000000e+00, 2.000000e+00], [3.000000e+00, 4.000000e+00]]> : tensor<2x2xf32>
// CHECK-NEXT: %cst_1 = arith.constant 3.000000e+00 : f32
// CHECK-NEXT: return %cst_0, %cst, %cst_1 : tensor<2x2xf32>, tensor<4xf32>, f32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @collapse_cast(%arg0: tensor<2x3x4xf32>) -> (tensor<?x4xf32>, tensor<6x4xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %cast = tensor.cast %collapsed : tensor<6x4xf32> to tensor<?x4xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: return %cast, %collapsed_0 : tensor<?x4xf32>, tensor<6x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @static_expand(%arg0: tensor<6xf32>, %arg1: tensor<?xf32>, %arg2: index) -> (tensor<?x3xf32>, tensor<?x3xf32>, tensor<6xf32>, tensor<2x3xf32>) {
// CHECK-NEXT: %c2 = arith.constant 2 : index
// CHECK-NEXT: %expanded = tensor.expand_shape %arg1 {{\[\[}}0, 1]] output_shape [%c2, 3] : tensor<?xf32> into tensor<?x3xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK-NEXT: %cast = tensor.cast %expanded_0 : tensor<2x3xf32> to tensor<?x3xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK-NEXT: return %expanded, %cast, %arg0, %expanded_1 : tensor<?x3xf32>, tensor<?x3xf32>, tensor<6xf32>, tensor<2x3xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @reshape_pairs(%arg0: tensor<2x3x4xf32>) -> (tensor<6x2x2xf32>, tensor<2x12xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg0 {{\[\[}}0], [1, 2]] : tensor<2x3x4xf32> into tensor<2x12xf32>
// CHECK-NEXT: return %expanded, %collapsed_0 : tensor<6x2x2xf32>, tensor<2x12xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @dyn(%arg0: tensor<?x4xf32>, %arg1: index) -> (tensor<?xf32>, tensor<?x2x2xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<?x4xf32> into tensor<?xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [%arg1, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
// CHECK-NEXT: return %collapsed, %expanded : tensor<?xf32>, tensor<?x2x2xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @same(%arg0: tensor<2x3xf32>) -> tensor<6xf32> {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT: return %collapsed : tensor<6xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @eoc(%arg0: tensor<2x3x4xf32>, %arg1: tensor<6x4xf32>, %arg2: tensor<2x3x4x5xf32>) -> (tensor<6x2x2xf32>, tensor<2x3x2x2xf32>, tensor<6x4xf32>, tensor<2x3x20xf32>, tensor<6x5x4xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
// CHECK-NEXT: %collapsed_1 = tensor.collapse_shape %arg2 {{\[\[}}0], [1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<2x3x20xf32>
// CHECK-NEXT: %collapsed_2 = tensor.collapse_shape %arg2 {{\[\[}}0, 1], [2, 3]] : tensor<2x3x4x5xf32> into tensor<6x20xf32>
// CHECK-NEXT: %expanded_3 = tensor.expand_shape %collapsed_2 {{\[\[}}0], [1, 2]] output_shape [6, 5, 4] : tensor<6x20xf32> into tensor<6x5x4xf32>
// CHECK-NEXT: return %expanded, %expanded_0, %arg1, %collapsed_1, %expanded_3 : tensor<6x2x2xf32>, tensor<2x3x2x2xf32>, tensor<6x4xf32>, tensor<2x3x20xf32>, tensor<6x5x4xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @eoc2(%arg0: tensor<1x6x1xf32>, %arg1: tensor<4x1x1xf32>) -> (tensor<2x3xf32>, tensor<4x1xf32>, tensor<2x3x1xf32>) {
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1, 2]] : tensor<1x6x1xf32> into tensor<6xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
// CHECK-NEXT: %collapsed_0 = tensor.collapse_shape %arg1 {{\[\[}}0], [1, 2]] : tensor<4x1x1xf32> into tensor<4x1xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %collapsed {{\[\[}}0, 1, 2]] output_shape [2, 3, 1] : tensor<6xf32> into tensor<2x3x1xf32>
// CHECK-NEXT: return %expanded, %collapsed_0, %expanded_1 : tensor<2x3xf32>, tensor<4x1xf32>, tensor<2x3x1xf32>
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compose_dynamic(%arg0: tensor<?x3x4xf32>, %arg1: index, %arg2: tensor<2x?x4xf32>) -> (tensor<?x3x2x2xf32>, tensor<2x?x2x2xf32>, tensor<?x2x2xf32>) {
// CHECK-NEXT: %expanded = tensor.expand_shape %arg0 {{\[\[}}0], [1], [2, 3]] output_shape [%arg1, 3, 2, 2] : tensor<?x3x4xf32> into tensor<?x3x2x2xf32>
// CHECK-NEXT: %expanded_0 = tensor.expand_shape %arg2 {{\[\[}}0], [1], [2, 3]] output_shape [2, %arg1, 2, 2] : tensor<2x?x4xf32> into tensor<2x?x2x2xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg0 {{\[\[}}0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
// CHECK-NEXT: %expanded_1 = tensor.expand_shape %collapsed {{\[\[}}0], [1, 2]] output_shape [%arg1, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
// CHECK-NEXT: return %expanded, %expanded_0, %expanded_1 : tensor<?x3x2x2xf32>, tensor<2x?x2x2xf32>, tensor<?x2x2xf32>
// CHECK-NEXT: }
