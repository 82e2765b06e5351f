// RUN: pyopt --canonicalize %s | FileCheck %s
// tensor.extract of sparse constants, single-input concat; output checked against mlir-opt 22.1.8.
// CHECK-LABEL: func.func @sparse_extract(
// CHECK-NEXT: %cst = arith.constant sparse<1, 3.000000e+00> : tensor<4xf32>
// CHECK-NEXT: %cst_0 = arith.constant 8.000000e+00 : f16
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %extracted = tensor.extract %cst[%arg0] : tensor<4xf32>
// CHECK-NEXT: return %cst_0, %c0_i32, %extracted : f16, i32, f32
func.func @sparse_extract(%i: index) -> (f16, i32, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %s = arith.constant sparse<[[0, 1], [2, 2]], [7.0, 8.0]> : tensor<3x3xf16>
  %a = tensor.extract %s[%c2, %c2] : tensor<3x3xf16>
  %t = arith.constant sparse<[[1, 0]], [5]> : tensor<2x2xi32>
  %b = tensor.extract %t[%c0, %c0] : tensor<2x2xi32>
  %u = arith.constant sparse<[[1]], [3.0]> : tensor<4xf32>
  %c = tensor.extract %u[%i] : tensor<4xf32>
  return %a, %b, %c : f16, i32, f32
}

// CHECK-LABEL: func.func @single_concat(
// CHECK-NEXT: %cast = tensor.cast %arg0 : tensor<?x4xf32> to tensor<3x4xf32>
// CHECK-NEXT: return %cast : tensor<3x4xf32>
func.func @single_concat(%t: tensor<?x4xf32>) -> tensor<3x4xf32> {
  %0 = tensor.concat dim(0) %t : (tensor<?x4xf32>) -> tensor<3x4xf32>
  return %0 : tensor<3x4xf32>
}
