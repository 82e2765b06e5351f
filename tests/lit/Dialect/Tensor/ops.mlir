// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// All 21 ops of the tensor dialect in their custom syntax (CHECK lines are mlir-opt 22.1.8's output).
func.func @ops(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %j: index, %f: f32, %s: tensor<2xi32>, %ui: tensor<4xui32>) -> tensor<4x?xf32> {
  %c0 = arith.constant 0 : index
  %0 = tensor.bitcast %ui : tensor<4xui32> to tensor<4xi32>
  %1 = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %u : tensor<*xf32> to tensor<4x?xf32>
  %3 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %4 = tensor.dim %u, %i : tensor<*xf32>
  %5 = tensor.empty(%i) : tensor<4x?xf32>
  %6 = tensor.empty() : tensor<2x3xf32>
  %7 = tensor.extract %t[%i, %j] : tensor<4x?xf32>
  %8 = tensor.insert %f into %t[%i, %j] : tensor<4x?xf32>
  %9 = tensor.extract_slice %t[0, %i] [2, %j] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
  %10 = tensor.extract_slice %t[0, 0] [1, %j] [1, 1] : tensor<4x?xf32> to tensor<?xf32>
  %11 = tensor.insert_slice %9 into %t[0, %i] [2, %j] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>
  %12 = tensor.from_elements %f, %f : tensor<2xf32>
  %13 = tensor.from_elements %f : tensor<f32>
  %14 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<?x3xf32>
  %15 = tensor.rank %u : tensor<*xf32>
  %16 = tensor.reshape %6(%s) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
  %17 = tensor.collapse_shape %6 [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  %18 = tensor.expand_shape %17 [[0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
  %19 = tensor.expand_shape %t [[0], [1, 2]] output_shape [4, %i, 2] : tensor<4x?xf32> into tensor<4x?x2xf32>
  %20 = tensor.pad %t low[1, %i] high[2, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %21 = tensor.pad %6 nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<2x3xf32> to tensor<2x3xf32>
  %22 = tensor.splat %f : tensor<2x3xf32>
  %23 = tensor.splat %f[%i, %j] : tensor<?x3x?xf32>
  %24 = tensor.concat dim(0) %t, %t : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
  %idx = tensor.empty() : tensor<5x1xindex>
  %25 = tensor.gather %6[%idx] gather_dims([1]) : (tensor<2x3xf32>, tensor<5x1xindex>) -> tensor<5x2x1xf32>
  %26 = tensor.gather %6[%idx] gather_dims([1]) unique : (tensor<2x3xf32>, tensor<5x1xindex>) -> tensor<5x2xf32>
  %src = tensor.empty() : tensor<5x2x1xf32>
  %27 = tensor.scatter %src into %6[%idx] scatter_dims([1]) unique : (tensor<5x2x1xf32>, tensor<2x3xf32>, tensor<5x1xindex>) -> tensor<2x3xf32>
  %28 = tensor.extract %13[] : tensor<f32>
  %29 = tensor.collapse_shape %13 [] : tensor<f32> into tensor<f32>
  %30 = tensor.expand_shape %13 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %31 = tensor.empty() : tensor<4xf32, "enc">
  %32 = tensor.cast %31 : tensor<4xf32, "enc"> to tensor<?xf32, "enc">
  %r = scf.forall (%k) in (4) shared_outs(%o = %t) -> (tensor<4x?xf32>) {
    %e = tensor.extract_slice %o[%k, 0] [1, %j] [1, 1] : tensor<4x?xf32> to tensor<1x?xf32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %e into %o[%k, 0] [1, %j] [1, 1] : tensor<1x?xf32> into tensor<4x?xf32>
    }
  }
  return %8 : tensor<4x?xf32>
}

// CHECK-LABEL: func.func @ops(%arg0: tensor<4x?xf32>, %arg1: tensor<*xf32>, %arg2: index, %arg3: index, %arg4: f32, %arg5: tensor<2xi32>, %arg6: tensor<4xui32>) -> tensor<4x?xf32> {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = tensor.bitcast %arg6 : tensor<4xui32> to tensor<4xi32>
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<4x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %cast_0 = tensor.cast %arg1 : tensor<*xf32> to tensor<4x?xf32>
// CHECK-NEXT: %dim = tensor.dim %arg0, %c0 : tensor<4x?xf32>
// CHECK-NEXT: %dim_1 = tensor.dim %arg1, %arg2 : tensor<*xf32>
// CHECK-NEXT: %1 = tensor.empty(%arg2) : tensor<4x?xf32>
// CHECK-NEXT: %2 = tensor.empty() : tensor<2x3xf32>
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg2, %arg3] : tensor<4x?xf32>
// CHECK-NEXT: %inserted = tensor.insert %arg4 into %arg0[%arg2, %arg3] : tensor<4x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[0, %arg2] [2, %arg3] [1, 1] : tensor<4x?xf32> to tensor<2x?xf32>
// CHECK-NEXT: %extracted_slice_2 = tensor.extract_slice %arg0[0, 0] [1, %arg3] [1, 1] : tensor<4x?xf32> to tensor<?xf32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice into %arg0[0, %arg2] [2, %arg3] [1, 1] : tensor<2x?xf32> into tensor<4x?xf32>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg4, %arg4 : tensor<2xf32>
// CHECK-NEXT: %from_elements_3 = tensor.from_elements %arg4 : tensor<f32>
// CHECK-NEXT: %generated = tensor.generate %arg2 {
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index):
// CHECK-NEXT: tensor.yield %arg4 : f32
// CHECK-NEXT: } : tensor<?x3xf32>
// CHECK-NEXT: %rank = tensor.rank %arg1 : tensor<*xf32>
// CHECK-NEXT: %reshape = tensor.reshape %2(%arg5) : (tensor<2x3xf32>, tensor<2xi32>) -> tensor<3x2xf32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %2 {{\[\[}}0, 1]] : tensor<2x3xf32> into tensor<6xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1]] output_shape [3, 2] : tensor<6xf32> into tensor<3x2xf32>
// CHECK-NEXT: %expanded_4 = tensor.expand_shape %arg0 {{\[\[}}0], [1, 2]] output_shape [4, %arg2, 2] : tensor<4x?xf32> into tensor<4x?x2xf32>
// CHECK-NEXT: %padded = tensor.pad %arg0 low[1, %arg2] high[2, 0] {
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index):
// CHECK-NEXT: tensor.yield %arg4 : f32
// CHECK-NEXT: } : tensor<4x?xf32> to tensor<7x?xf32>
// CHECK-NEXT: %padded_5 = tensor.pad %2 nofold low[0, 0] high[0, 0] {
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index):
// CHECK-NEXT: tensor.yield %arg4 : f32
// CHECK-NEXT: } : tensor<2x3xf32> to tensor<2x3xf32>
// CHECK-NEXT: %splat = tensor.splat %arg4 : tensor<2x3xf32>
// CHECK-NEXT: %splat_6 = tensor.splat %arg4[%arg2, %arg3] : tensor<?x3x?xf32>
// CHECK-NEXT: %concat = tensor.concat dim(0) %arg0, %arg0 : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<8x?xf32>
// CHECK-NEXT: %3 = tensor.empty() : tensor<5x1xindex>
// CHECK-NEXT: %gather = tensor.gather %2[%3] gather_dims([1]) : (tensor<2x3xf32>, tensor<5x1xindex>) -> tensor<5x2x1xf32>
// CHECK-NEXT: %gather_7 = tensor.gather %2[%3] gather_dims([1]) unique : (tensor<2x3xf32>, tensor<5x1xindex>) -> tensor<5x2xf32>
// CHECK-NEXT: %4 = tensor.empty() : tensor<5x2x1xf32>
// CHECK-NEXT: %scatter = tensor.scatter %4 into %2[%3] scatter_dims([1]) unique : (tensor<5x2x1xf32>, tensor<2x3xf32>, tensor<5x1xindex>) -> tensor<2x3xf32>
// CHECK-NEXT: %extracted_8 = tensor.extract %from_elements_3[] : tensor<f32>
// CHECK-NEXT: %collapsed_9 = tensor.collapse_shape %from_elements_3 [] : tensor<f32> into tensor<f32>
// CHECK-NEXT: %expanded_10 = tensor.expand_shape %from_elements_3 [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
// CHECK-NEXT: %5 = tensor.empty() : tensor<4xf32, "enc">
// CHECK-NEXT: %cast_11 = tensor.cast %5 : tensor<4xf32, "enc"> to tensor<?xf32, "enc">
// CHECK-NEXT: %6 = scf.forall (%arg7) in (4) shared_outs(%arg8 = %arg0) -> (tensor<4x?xf32>) {
// CHECK-NEXT: %extracted_slice_12 = tensor.extract_slice %arg8[%arg7, 0] [1, %arg3] [1, 1] : tensor<4x?xf32> to tensor<1x?xf32>
// CHECK-NEXT: scf.forall.in_parallel {
// CHECK-NEXT: tensor.parallel_insert_slice %extracted_slice_12 into %arg8[%arg7, 0] [1, %arg3] [1, 1] : tensor<1x?xf32> into tensor<4x?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %inserted : tensor<4x?xf32>
// CHECK-NEXT: }
