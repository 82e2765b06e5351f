// RUN: pyopt %s --canonicalize | FileCheck %s

// complex folds: parts of constants (materialized as arith constants), the
// inverse pairs, the identities (+0, *1, /1 on the right only), bitcast chains.

// CHECK-LABEL: func.func @folds
// CHECK:         %[[ZERO:.*]] = complex.constant [0.000000e+00 : f32, 0.000000e+00 : f32]
// CHECK:         %[[L:.*]] = complex.add %[[ZERO]], %arg0
// CHECK:         return %arg0, %arg0, %arg0, %arg0, %arg0, %arg0, %[[L]]
func.func @folds(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %z = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %s = complex.sub %a, %b : complex<f32>
  %0 = complex.add %b, %s : complex<f32>
  %n = complex.neg %a : complex<f32>
  %1 = complex.neg %n : complex<f32>
  %e = complex.exp %a : complex<f32>
  %2 = complex.log %e : complex<f32>
  %3 = complex.div %a, %one : complex<f32>
  %4 = complex.sub %a, %z : complex<f32>
  %c = complex.conj %a : complex<f32>
  %5 = complex.conj %c : complex<f32>
  %z2 = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %6 = complex.add %z2, %a : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

// CHECK-LABEL: func.func @parts_and_bitcasts
// CHECK-DAG:     %[[RE:.*]] = arith.constant 3.000000e+00 : f64
// CHECK-DAG:     %[[IM:.*]] = arith.constant 4.000000e+00 : f64
// CHECK:         %[[B:.*]] = complex.bitcast %arg0 : complex<f32> to f64
// CHECK:         return %[[RE]], %[[IM]], %[[B]], %arg0
func.func @parts_and_bitcasts(%x: complex<f32>) -> (f64, f64, f64, complex<f32>) {
  %k = complex.constant [3.0, 4.0] : complex<f64>
  %r = complex.re %k : complex<f64>
  %i = complex.im %k : complex<f64>
  %0 = complex.bitcast %x : complex<f32> to i64
  %1 = arith.bitcast %0 : i64 to f64
  %2 = complex.bitcast %0 : i64 to complex<f32>
  return %r, %i, %1, %2 : f64, f64, f64, complex<f32>
}
