// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// arith.constant: value printing and result name suggestions.

// CHECK-LABEL: func.func @constants() -> (i32, i32, index, i1, i1, i1, i8, i64, i128, f32, f64, f16, f32, f16, bf16, vector<4xi32>, vector<4xf32>, vector<4xi1>, tensor<2x2xi64>, i32, f32, i16) {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %c-1_i32 = arith.constant -1 : i32
// CHECK-NEXT: %c42 = arith.constant 42 : index
// CHECK-NEXT: %true = arith.constant true
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %true_0 = arith.constant true
// CHECK-NEXT: %c-1_i8 = arith.constant -1 : i8
// CHECK-NEXT: %c-1_i64 = arith.constant -1 : i64
// CHECK-NEXT: %c3_i128 = arith.constant 3 : i128
// CHECK-NEXT: %cst = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %cst_1 = arith.constant 1.000000e-01 : f64
// CHECK-NEXT: %cst_2 = arith.constant -0.000000e+00 : f16
// CHECK-NEXT: %cst_3 = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: %cst_4 = arith.constant 0x7C00 : f16
// CHECK-NEXT: %cst_5 = arith.constant 2.000000e+00 : bf16
// CHECK-NEXT: %cst_6 = arith.constant dense<1> : vector<4xi32>
// CHECK-NEXT: %cst_7 = arith.constant dense<[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00]> : vector<4xf32>
// CHECK-NEXT: %cst_8 = arith.constant dense<true> : vector<4xi1>
// CHECK-NEXT: %cst_9 = arith.constant dense<{{\[\[}}1, 2], [3, 4]]> : tensor<2x2xi64>
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: %cst_10 = arith.constant 1.500000e+00 : f32
// CHECK-NEXT: %c5_i16 = arith.constant {tag = "t"} 5 : i16
// CHECK-NEXT: return %c0_i32, %c-1_i32, %c42, %true, %false, %true_0, %c-1_i8, %c-1_i64, %c3_i128, %cst, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8, %cst_9, %c7_i32, %cst_10, %c5_i16 : i32, i32, index, i1, i1, i1, i8, i64, i128, f32, f64, f16, f32, f16, bf16, vector<4xi32>, vector<4xf32>, vector<4xi1>, tensor<2x2xi64>, i32, f32, i16
// CHECK-NEXT: }
func.func @constants() -> (i32, i32, index, i1, i1, i1, i8, i64, i128, f32, f64, f16, f32, f16, bf16, vector<4xi32>, vector<4xf32>, vector<4xi1>, tensor<2x2xi64>, i32, f32, i16) {
  %0 = arith.constant 0 : i32
  %1 = arith.constant -1 : i32
  %2 = arith.constant 42 : index
  %3 = arith.constant true
  %4 = arith.constant false
  %5 = arith.constant 1 : i1
  %6 = arith.constant 255 : i8
  %7 = arith.constant 18446744073709551615 : i64
  %8 = arith.constant 3 : i128
  %9 = arith.constant 1.5 : f32
  %10 = arith.constant 0.1 : f64
  %11 = arith.constant -0.0 : f16
  %12 = arith.constant 0x7FC00000 : f32
  %13 = arith.constant 1.0e10 : f16
  %14 = arith.constant 2.0 : bf16
  %15 = arith.constant dense<1> : vector<4xi32>
  %16 = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %17 = arith.constant dense<true> : vector<4xi1>
  %18 = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %19 = arith.constant 7 : i32
  %20 = arith.constant 1.5 : f32
  %21 = arith.constant {tag = "t"} 5 : i16
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21 : i32, i32, index, i1, i1, i1, i8, i64, i128, f32, f64, f16, f32, f16, bf16, vector<4xi32>, vector<4xf32>, vector<4xi1>, tensor<2x2xi64>, i32, f32, i16
}

// Name suggestions: arith.constant suggests %c<value>_<type> for integers
// (no type suffix for index), %true/%false for i1 and %cst for everything
// else; collisions get a _<N> suffix from a counter shared by the scope.
// CHECK-LABEL: func.func @constant_names() -> (index, index, i1, vector<2xindex>, i64, i64, f32, i32) {
// CHECK-NEXT: %c-7 = arith.constant -7 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %false = arith.constant false
// CHECK-NEXT: %cst = arith.constant dense<[0, 1]> : vector<2xindex>
// CHECK-NEXT: %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
// CHECK-NEXT: %c-9223372036854775808_i64 = arith.constant -9223372036854775808 : i64
// CHECK-NEXT: %cst_0 = arith.constant 0x7F800000 : f32
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: return %c-7, %c0, %false, %cst, %c9223372036854775807_i64, %c-9223372036854775808_i64, %cst_0, %c0_i32 : index, index, i1, vector<2xindex>, i64, i64, f32, i32
// CHECK-NEXT: }
func.func @constant_names() -> (index, index, i1, vector<2xindex>, i64, i64, f32, i32) {
  %0 = arith.constant -7 : index
  %1 = arith.constant 0 : index
  %2 = arith.constant 0 : i1
  %3 = arith.constant dense<[0, 1]> : vector<2xindex>
  %4 = arith.constant 9223372036854775807 : i64
  %5 = arith.constant -9223372036854775808 : i64
  %6 = arith.constant 0x7F800000 : f32
  %7 = arith.constant 0 : i32
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, i1, vector<2xindex>, i64, i64, f32, i32
}

// Constants in sibling regions reuse names; nested regions continue the
// parent's collision counter.
// CHECK-LABEL: func.func @constant_names_nested(%arg0: i1) -> i32 {
// CHECK-NEXT: %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT: %0 = scf.if %arg0 -> (i32) {
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: scf.yield %c0_i32_0 : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: %c0_i32_0 = arith.constant 0 : i32
// CHECK-NEXT: %c0_i32_1 = arith.constant 0 : i32
// CHECK-NEXT: scf.yield %c0_i32_1 : i32
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : i32
// CHECK-NEXT: }
func.func @constant_names_nested(%c: i1) -> i32 {
  %0 = arith.constant 0 : i32
  %1 = scf.if %c -> (i32) {
    %2 = arith.constant 0 : i32
    scf.yield %2 : i32
  } else {
    %3 = arith.constant 0 : i32
    %4 = arith.constant 0 : i32
    scf.yield %4 : i32
  }
  return %1 : i32
}
