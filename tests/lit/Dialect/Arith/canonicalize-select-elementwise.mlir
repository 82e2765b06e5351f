// RUN: pyopt --canonicalize %s | FileCheck %s
// arith.select of a constant condition vector between two constants folds
// to the constant picked element by element (SelectOp::fold's last case; a
// result whose elements are all equal is a splat), as mlir-opt 22.1.8 does.

// CHECK-LABEL: func.func @vector
// CHECK-NEXT: %cst = arith.constant dense<[1, 5, 3]> : vector<3xi32>
// CHECK-NEXT: return %cst
func.func @vector() -> vector<3xi32> {
  %c = arith.constant dense<[true, false, true]> : vector<3xi1>
  %x = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %y = arith.constant dense<[4, 5, 6]> : vector<3xi32>
  %0 = arith.select %c, %x, %y : vector<3xi1>, vector<3xi32>
  return %0 : vector<3xi32>
}

// CHECK-LABEL: func.func @splat_result
// CHECK-NEXT: %cst = arith.constant dense<7.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: return %cst
func.func @splat_result() -> vector<2x2xf32> {
  %c = arith.constant dense<[[false, true], [false, true]]> : vector<2x2xi1>
  %x = arith.constant dense<7.0> : vector<2x2xf32>
  %y = arith.constant dense<7.0> : vector<2x2xf32>
  %z = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %0 = arith.select %c, %x, %z : vector<2x2xi1>, vector<2x2xf32>
  %1 = arith.select %c, %0, %y : vector<2x2xi1>, vector<2x2xf32>
  return %1 : vector<2x2xf32>
}

// CHECK-LABEL: func.func @tensor
// CHECK-NEXT: %cst = arith.constant dense<[1, 4]> : tensor<2xi64>
func.func @tensor() -> tensor<2xi64> {
  %c = arith.constant dense<[true, false]> : tensor<2xi1>
  %x = arith.constant dense<[1, 2]> : tensor<2xi64>
  %y = arith.constant dense<[3, 4]> : tensor<2xi64>
  %0 = arith.select %c, %x, %y : tensor<2xi1>, tensor<2xi64>
  return %0 : tensor<2xi64>
}
