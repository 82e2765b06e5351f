// RUN: pyopt --canonicalize %s | FileCheck %s
// math constant folds (MathOps.cpp): libm results for f32/f64, guards, other float types;
// output checked against mlir-opt 22.1.8.
// CHECK-LABEL: func.func @acos_0(
// CHECK-NEXT: %cst = arith.constant 0x7FC00000 : f32
// CHECK-NEXT: return %cst : f32
func.func @acos_0() -> f32 {
  %c = arith.constant 2.0 : f32
  %r = math.acos %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @asin_1(
// CHECK-NEXT: %cst = arith.constant 0.52359879 : f32
// CHECK-NEXT: return %cst : f32
func.func @asin_1() -> f32 {
  %c = arith.constant 0.5 : f32
  %r = math.asin %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @sinh_2(
// CHECK-NEXT: %cst = arith.constant 1.1752011936438014 : f64
// CHECK-NEXT: return %cst : f64
func.func @sinh_2() -> f64 {
  %c = arith.constant 1.0 : f64
  %r = math.sinh %c : f64
  return %r : f64
}

// CHECK-LABEL: func.func @cosh_3(
// CHECK-NEXT: %cst = arith.constant 1.54308057 : f32
// CHECK-NEXT: return %cst : f32
func.func @cosh_3() -> f32 {
  %c = arith.constant -1.0 : f32
  %r = math.cosh %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @erf_4(
// CHECK-NEXT: %cst = arith.constant 0.520499885 : f32
// CHECK-NEXT: return %cst : f32
func.func @erf_4() -> f32 {
  %c = arith.constant 0.5 : f32
  %r = math.erf %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @erfc_5(
// CHECK-NEXT: %cst = arith.constant 0.47950012218695348 : f64
// CHECK-NEXT: return %cst : f64
func.func @erfc_5() -> f64 {
  %c = arith.constant 0.5 : f64
  %r = math.erfc %c : f64
  return %r : f64
}

// CHECK-LABEL: func.func @atanh_6(
// CHECK-NEXT: %cst = arith.constant 0.549306154 : f32
// CHECK-NEXT: return %cst : f32
func.func @atanh_6() -> f32 {
  %c = arith.constant 0.5 : f32
  %r = math.atanh %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @acosh_7(
// CHECK-NEXT: %cst = arith.constant 1.3169578969248166 : f64
// CHECK-NEXT: return %cst : f64
func.func @acosh_7() -> f64 {
  %c = arith.constant 2.0 : f64
  %r = math.acosh %c : f64
  return %r : f64
}

// CHECK-LABEL: func.func @asinh_8(
// CHECK-NEXT: %cst = arith.constant -1.44363546 : f32
// CHECK-NEXT: return %cst : f32
func.func @asinh_8() -> f32 {
  %c = arith.constant -2.0 : f32
  %r = math.asinh %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @log_9(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f32
// CHECK-NEXT: %0 = math.log %cst : f32
// CHECK-NEXT: return %0 : f32
func.func @log_9() -> f32 {
  %c = arith.constant -0.0 : f32
  %r = math.log %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @sqrt_10(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : f64
// CHECK-NEXT: %0 = math.sqrt %cst : f64
// CHECK-NEXT: return %0 : f64
func.func @sqrt_10() -> f64 {
  %c = arith.constant -0.0 : f64
  %r = math.sqrt %c : f64
  return %r : f64
}

// CHECK-LABEL: func.func @log1p_11(
// CHECK-NEXT: %cst = arith.constant 0xFF800000 : f32
// CHECK-NEXT: return %cst : f32
func.func @log1p_11() -> f32 {
  %c = arith.constant -1.0 : f32
  %r = math.log1p %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @log1p_12(
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: %0 = math.log1p %cst : f32
// CHECK-NEXT: return %0 : f32
func.func @log1p_12() -> f32 {
  %c = arith.constant -2.0 : f32
  %r = math.log1p %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @trunc_13(
// CHECK-NEXT: %cst = arith.constant 2.500000e+00 : f16
// CHECK-NEXT: %0 = math.trunc %cst : f16
// CHECK-NEXT: return %0 : f16
func.func @trunc_13() -> f16 {
  %c = arith.constant 2.5 : f16
  %r = math.trunc %c : f16
  return %r : f16
}

// CHECK-LABEL: func.func @trunc_14(
// CHECK-NEXT: %cst = arith.constant -2.000000e+00 : f32
// CHECK-NEXT: return %cst : f32
func.func @trunc_14() -> f32 {
  %c = arith.constant -2.5 : f32
  %r = math.trunc %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @roundeven_15(
// CHECK-NEXT: %cst = arith.constant 2.000000e+00 : f16
// CHECK-NEXT: return %cst : f16
func.func @roundeven_15() -> f16 {
  %c = arith.constant 2.5 : f16
  %r = math.roundeven %c : f16
  return %r : f16
}

// CHECK-LABEL: func.func @round_16(
// CHECK-NEXT: %cst = arith.constant -3.000000e+00 : f64
// CHECK-NEXT: return %cst : f64
func.func @round_16() -> f64 {
  %c = arith.constant -2.5 : f64
  %r = math.round %c : f64
  return %r : f64
}

// CHECK-LABEL: func.func @ceil_17(
// CHECK-NEXT: %cst = arith.constant -0.000000e+00 : bf16
// CHECK-NEXT: return %cst : bf16
func.func @ceil_17() -> bf16 {
  %c = arith.constant -0.5 : bf16
  %r = math.ceil %c : bf16
  return %r : bf16
}

// CHECK-LABEL: func.func @floor_18(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: return %cst : f16
func.func @floor_18() -> f16 {
  %c = arith.constant 1.5 : f16
  %r = math.floor %c : f16
  return %r : f16
}

// CHECK-LABEL: func.func @cbrt_19(
// CHECK-NEXT: %cst = arith.constant 8.000000e+00 : f32
// CHECK-NEXT: %0 = math.cbrt %cst : f32
// CHECK-NEXT: return %0 : f32
func.func @cbrt_19() -> f32 {
  %c = arith.constant 8.0 : f32
  %r = math.cbrt %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @exp_20(
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f16
// CHECK-NEXT: %0 = math.exp %cst : f16
// CHECK-NEXT: return %0 : f16
func.func @exp_20() -> f16 {
  %c = arith.constant 1.0 : f16
  %r = math.exp %c : f16
  return %r : f16
}

// CHECK-LABEL: func.func @sin_21(
// CHECK-NEXT: %cst = arith.constant 1.411200e-01 : f32
// CHECK-NEXT: return %cst : f32
func.func @sin_21() -> f32 {
  %c = arith.constant 3.0 : f32
  %r = math.sin %c : f32
  return %r : f32
}

// CHECK-LABEL: func.func @tan_22(
// CHECK-NEXT: %cst = arith.constant 0.54630248984379048 : f64
// CHECK-NEXT: return %cst : f64
func.func @tan_22() -> f64 {
  %c = arith.constant 0.5 : f64
  %r = math.tan %c : f64
  return %r : f64
}

// CHECK-LABEL: func.func @atan2_zeros(
// CHECK-NEXT: %cst = arith.constant 0x7E00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 2.3561945 : f32
// CHECK-NEXT: return %cst, %cst_0 : f16, f32
func.func @atan2_zeros() -> (f16, f32) {
  %z = arith.constant 0.0 : f16
  %r = math.atan2 %z, %z : f16
  %a = arith.constant 1.0 : f32
  %b = arith.constant -1.0 : f32
  %s = math.atan2 %a, %b : f32
  return %r, %s : f16, f32
}

// CHECK-LABEL: func.func @ints(
// CHECK-NEXT: %c-128_i8 = arith.constant -128 : i8
// CHECK-NEXT: %c0_i8 = arith.constant 0 : i8
// CHECK-NEXT: %c8_i8 = arith.constant 8 : i8
// CHECK-NEXT: %c-1_i16 = arith.constant -1 : i16
// CHECK-NEXT: %c-19461_i16 = arith.constant -19461 : i16
// CHECK-NEXT: return %c-128_i8, %c0_i8, %c8_i8, %c-1_i16, %c-19461_i16 : i8, i8, i8, i16, i16
func.func @ints() -> (i8, i8, i8, i16, i16) {
  %a = arith.constant -128 : i8
  %0 = math.absi %a : i8
  %1 = math.ctlz %a : i8
  %z = arith.constant 0 : i8
  %2 = math.cttz %z : i8
  %b = arith.constant -1 : i16
  %p = arith.constant -3 : i16
  %3 = math.ipowi %b, %p : i16
  %t = arith.constant 3 : i16
  %q = arith.constant 11 : i16
  %4 = math.ipowi %t, %q : i16
  return %0, %1, %2, %3, %4 : i8, i8, i8, i16, i16
}

// CHECK-LABEL: func.func @vectors(
// CHECK-NEXT: %cst = arith.constant dense<4.000000e+00> : vector<2xf64>
// CHECK-NEXT: %cst_0 = arith.constant dense<[1.000000e+00, -1.000000e+00, 4.000000e+00]> : vector<3xf32>
// CHECK-NEXT: %0 = math.sqrt %cst_0 : vector<3xf32>
// CHECK-NEXT: return %0, %cst : vector<3xf32>, vector<2xf64>
func.func @vectors() -> (vector<3xf32>, vector<2xf64>) {
  %a = arith.constant dense<[1.0, -1.0, 4.0]> : vector<3xf32>
  %0 = math.sqrt %a : vector<3xf32>
  %b = arith.constant dense<2.0> : vector<2xf64>
  %1 = math.powf %b, %b : vector<2xf64>
  return %0, %1 : vector<3xf32>, vector<2xf64>
}
