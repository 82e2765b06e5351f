// RUN: pyopt %s | pyopt | FileCheck %s
// complex.constant, bitcast, eq, neq and angle (ComplexOps.td of 22.1.8).

// CHECK-LABEL: func.func @ops
func.func @ops(%c: complex<f32>, %d: complex<f64>, %bits: i64) -> (i1, i1) {
  // CHECK: %cst = complex.constant [1.000000e+00 : f32, -2.500000e-01 : f32] : complex<f32>
  %cst = complex.constant [1.0 : f32, -0.25 : f32] : complex<f32>
  // CHECK: complex.constant [1.500000e+00, 2.000000e+00] : complex<f64>
  %cst64 = complex.constant [1.5, 2.0] : complex<f64>
  // CHECK: complex.constant [1 : i32, 2 : i32] : complex<i32>
  %ci = complex.constant [1 : i32, 2 : i32] : complex<i32>
  // CHECK: complex.bitcast %{{.*}} : complex<f32> to i64
  %b = complex.bitcast %c : complex<f32> to i64
  // CHECK: complex.bitcast %{{.*}} : i64 to complex<f32>
  %back = complex.bitcast %bits : i64 to complex<f32>
  // CHECK: complex.eq %{{.*}}, %{{.*}} : complex<f32>
  %eq = complex.eq %c, %cst : complex<f32>
  // CHECK: complex.neq %{{.*}}, %{{.*}} : complex<f64>
  %ne = complex.neq %d, %cst64 : complex<f64>
  // CHECK: complex.angle %{{.*}} fastmath<fast> : complex<f32>
  %a = complex.angle %c fastmath<fast> : complex<f32>
  return %eq, %ne : i1, i1
}
