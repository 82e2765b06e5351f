// RUN: pyopt %s | pyopt | FileCheck %s
// math.fpowi, clampf, sincos and the float classifications (MathOps.td of 22.1.8).

// CHECK-LABEL: func.func @ops
func.func @ops(%x: f32, %n: i32, %v: vector<4xf32>, %vn: vector<4xi32>) {
  // CHECK: math.fpowi %{{.*}}, %{{.*}} fastmath<fast> : f32, i32
  %0 = math.fpowi %x, %n fastmath<fast> : f32, i32
  // CHECK: math.fpowi %{{.*}}, %{{.*}} : vector<4xf32>, vector<4xi32>
  %1 = math.fpowi %v, %vn : vector<4xf32>, vector<4xi32>
  // CHECK: math.clampf %{{.*}} to [%{{.*}}, %{{.*}}] fastmath<nnan> : f32
  %2 = math.clampf %x to [%x, %x] fastmath<nnan> : f32
  // CHECK: %sin, %cos = math.sincos %{{.*}} : f32
  %s, %c = math.sincos %x : f32
  // CHECK: math.isnan %{{.*}} : f32
  %3 = math.isnan %x : f32
  // CHECK: math.isinf %{{.*}} {fastmath = #arith.fastmath<ninf>} : vector<4xf32>
  %4 = math.isinf %v {fastmath = #arith.fastmath<ninf>} : vector<4xf32>
  // CHECK: math.isfinite
  %5 = math.isfinite %x : f32
  // CHECK: math.isnormal
  %6 = math.isnormal %x : f32
  return
}
