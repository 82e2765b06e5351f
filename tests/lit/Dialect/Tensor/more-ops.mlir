// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// Attribute dictionaries, dynamic and negative list entries, rank-reducing slices, unranked operands.
func.func @more(%t: tensor<8x16xf32>, %u: tensor<*xi32>, %d: tensor<?x?xf32>, %i: index, %j: index, %f: f32, %idx: tensor<3x2xi32>) {
  %c1 = arith.constant 1 : index
  %0 = tensor.dim {tag = "x"} %d, %c1 : tensor<?x?xf32>
  %1 = tensor.empty(%i, %j) {alloc} : tensor<?x?xf32>
  %2 = tensor.extract_slice %t[%i, %j] [4, 4] [%c1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
  %3 = tensor.extract_slice %t[0, 0] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<f32>
  %4 = tensor.insert_slice %3 into %t[2, 3] [1, 1] [1, 1] : tensor<f32> into tensor<8x16xf32>
  %5 = tensor.insert_slice %2 into %d[%i, %j] [4, 4] [1, 1] {keep} : tensor<4x4xf32> into tensor<?x?xf32>
  %6 = tensor.pad %d low[%i, 0] high[0, %j] {
  ^bb0(%a: index, %b: index):
    %s = arith.addi %a, %b : index
    %c = arith.index_cast %s : index to i32
    %v = arith.sitofp %c : i32 to f32
    tensor.yield %v : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %7 = tensor.generate %i, %j {
  ^bb0(%a: index, %b: index, %c: index):
    %e = tensor.extract %t[%a, %c] : tensor<8x16xf32>
    tensor.yield %e : f32
  } {gen} : tensor<?x2x?xf32>
  %8 = tensor.gather %t[%idx] gather_dims([0, 1]) unique {g} : (tensor<8x16xf32>, tensor<3x2xi32>) -> tensor<3x1x1xf32>
  %9 = tensor.gather %t[%idx] gather_dims([0, 1]) : (tensor<8x16xf32>, tensor<3x2xi32>) -> tensor<3xf32>
  %10 = tensor.concat dim(1) %t, %t, %t : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
  %11 = tensor.concat dim(0) %d, %t : (tensor<?x?xf32>, tensor<8x16xf32>) -> tensor<?x16xf32>
  %s1 = tensor.empty() : tensor<1xindex>
  %12 = tensor.reshape %u(%s1) : (tensor<*xi32>, tensor<1xindex>) -> tensor<?xi32>
  %13 = tensor.bitcast %u : tensor<*xi32> to tensor<*xf32>
  %14 = tensor.bitcast %12 : tensor<?xi32> to tensor<4xui32>
  %15 = tensor.rank %t : tensor<8x16xf32>
  %16 = tensor.dim %u, %c1 : tensor<*xi32>
  %17 = tensor.cast %u : tensor<*xi32> to tensor<*xi32>
  %18 = tensor.collapse_shape %d [[0, 1]] : tensor<?x?xf32> into tensor<?xf32>
  %19 = tensor.collapse_shape %t [[0, 1]] {c} : tensor<8x16xf32> into tensor<128xf32>
  %20 = tensor.expand_shape %18 [[0, 1, 2]] output_shape [%i, 4, %j] : tensor<?xf32> into tensor<?x4x?xf32>
  %21 = tensor.splat %i : tensor<2xindex>
  %22 = tensor.from_elements %i, %j, %i, %j : tensor<2x2xindex>
  %23 = tensor.insert %j into %22[%c1, %c1] : tensor<2x2xindex>
  %24 = tensor.pad %t low[-1, 0] high[1, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<8x16xf32> to tensor<8x16xf32>
  %25 = tensor.extract_slice %t[0, 15] [8, 1] [1, -1] : tensor<8x16xf32> to tensor<8xf32>
  return
}

// CHECK-LABEL: func.func @more(%arg0: tensor<8x16xf32>, %arg1: tensor<*xi32>, %arg2: tensor<?x?xf32>, %arg3: index, %arg4: index, %arg5: f32, %arg6: tensor<3x2xi32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = tensor.dim {tag = "x"} %arg2, %c1 : tensor<?x?xf32>
// CHECK-NEXT: %0 = tensor.empty(%arg3, %arg4) {alloc} : tensor<?x?xf32>
// CHECK-NEXT: %extracted_slice = tensor.extract_slice %arg0[%arg3, %arg4] [4, 4] [%c1, 2] : tensor<8x16xf32> to tensor<4x4xf32>
// CHECK-NEXT: %extracted_slice_0 = tensor.extract_slice %arg0[0, 0] [1, 1] [1, 1] : tensor<8x16xf32> to tensor<f32>
// CHECK-NEXT: %inserted_slice = tensor.insert_slice %extracted_slice_0 into %arg0[2, 3] [1, 1] [1, 1] : tensor<f32> into tensor<8x16xf32>
// CHECK-NEXT: %inserted_slice_1 = tensor.insert_slice %extracted_slice into %arg2[%arg3, %arg4] [4, 4] [1, 1] {keep} : tensor<4x4xf32> into tensor<?x?xf32>
// CHECK-NEXT: %padded = tensor.pad %arg2 low[%arg3, 0] high[0, %arg4] {
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index):
// CHECK-NEXT: %4 = arith.addi %arg7, %arg8 : index
// CHECK-NEXT: %5 = arith.index_cast %4 : index to i32
// CHECK-NEXT: %6 = arith.sitofp %5 : i32 to f32
// CHECK-NEXT: tensor.yield %6 : f32
// CHECK-NEXT: } : tensor<?x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %generated = tensor.generate %arg3, %arg4 {
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index, %arg9: index):
// CHECK-NEXT: %extracted = tensor.extract %arg0[%arg7, %arg9] : tensor<8x16xf32>
// CHECK-NEXT: tensor.yield %extracted : f32
// CHECK-NEXT: } {gen} : tensor<?x2x?xf32>
// CHECK-NEXT: %gather = tensor.gather %arg0[%arg6] gather_dims([0, 1]) unique {g} : (tensor<8x16xf32>, tensor<3x2xi32>) -> tensor<3x1x1xf32>
// CHECK-NEXT: %gather_2 = tensor.gather %arg0[%arg6] gather_dims([0, 1]) : (tensor<8x16xf32>, tensor<3x2xi32>) -> tensor<3xf32>
// CHECK-NEXT: %concat = tensor.concat dim(1) %arg0, %arg0, %arg0 : (tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) -> tensor<8x48xf32>
// CHECK-NEXT: %concat_3 = tensor.concat dim(0) %arg2, %arg0 : (tensor<?x?xf32>, tensor<8x16xf32>) -> tensor<?x16xf32>
// CHECK-NEXT: %1 = tensor.empty() : tensor<1xindex>
// CHECK-NEXT: %reshape = tensor.reshape %arg1(%1) : (tensor<*xi32>, tensor<1xindex>) -> tensor<?xi32>
// CHECK-NEXT: %2 = tensor.bitcast %arg1 : tensor<*xi32> to tensor<*xf32>
// CHECK-NEXT: %3 = tensor.bitcast %reshape : tensor<?xi32> to tensor<4xui32>
// CHECK-NEXT: %rank = tensor.rank %arg0 : tensor<8x16xf32>
// CHECK-NEXT: %dim_4 = tensor.dim %arg1, %c1 : tensor<*xi32>
// CHECK-NEXT: %cast = tensor.cast %arg1 : tensor<*xi32> to tensor<*xi32>
// CHECK-NEXT: %collapsed = tensor.collapse_shape %arg2 {{\[\[}}0, 1]] : tensor<?x?xf32> into tensor<?xf32>
// CHECK-NEXT: %collapsed_5 = tensor.collapse_shape %arg0 {{\[\[}}0, 1]] {c} : tensor<8x16xf32> into tensor<128xf32>
// CHECK-NEXT: %expanded = tensor.expand_shape %collapsed {{\[\[}}0, 1, 2]] output_shape [%arg3, 4, %arg4] : tensor<?xf32> into tensor<?x4x?xf32>
// CHECK-NEXT: %splat = tensor.splat %arg3 : tensor<2xindex>
// CHECK-NEXT: %from_elements = tensor.from_elements %arg3, %arg4, %arg3, %arg4 : tensor<2x2xindex>
// CHECK-NEXT: %inserted = tensor.insert %arg4 into %from_elements[%c1, %c1] : tensor<2x2xindex>
// CHECK-NEXT: %padded_6 = tensor.pad %arg0 low[-1, 0] high[1, 0] {
// CHECK-NEXT: ^bb0(%arg7: index, %arg8: index):
// CHECK-NEXT: tensor.yield %arg5 : f32
// CHECK-NEXT: } : tensor<8x16xf32> to tensor<8x16xf32>
// CHECK-NEXT: %extracted_slice_7 = tensor.extract_slice %arg0[0, 15] [8, 1] [1, -1] : tensor<8x16xf32> to tensor<8xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
