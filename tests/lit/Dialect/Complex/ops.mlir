// RUN: pyopt %s | pyopt | FileCheck %s

// The complex ops pyopt declares, in custom syntax.

// CHECK-LABEL: func.func @ops
func.func @ops(%re: f32, %im: f32, %d: complex<f64>) -> f32 {
  // CHECK: %[[C:.*]] = complex.create %{{.*}}, %{{.*}} : complex<f32>
  %c = complex.create %re, %im : complex<f32>
  // CHECK: complex.re %[[C]] : complex<f32>
  %r = complex.re %c : complex<f32>
  // CHECK: complex.im %[[C]] fastmath<nnan> : complex<f32>
  %i = complex.im %c fastmath<nnan> : complex<f32>
  // CHECK: complex.abs %{{.*}} : complex<f64>
  %a = complex.abs %d : complex<f64>
  // CHECK: complex.add %{{.*}}, %{{.*}} : complex<f64>
  %add = complex.add %d, %d : complex<f64>
  // CHECK: complex.sub %{{.*}}, %{{.*}} : complex<f64>
  %sub = complex.sub %d, %d : complex<f64>
  // CHECK: complex.mul %{{.*}}, %{{.*}} : complex<f64>
  %mul = complex.mul %d, %d : complex<f64>
  // CHECK: complex.div %{{.*}}, %{{.*}} : complex<f64>
  %div = complex.div %d, %d : complex<f64>
  // CHECK: complex.pow %{{.*}}, %{{.*}} : complex<f64>
  %pow = complex.pow %d, %d : complex<f64>
  // CHECK: complex.atan2 %{{.*}}, %{{.*}} : complex<f64>
  %atan2 = complex.atan2 %d, %d : complex<f64>
  // CHECK: complex.neg %{{.*}} fastmath<fast> : complex<f32>
  %neg = complex.neg %c fastmath<fast> : complex<f32>
  // CHECK: complex.conj %{{.*}} : complex<f32>
  %conj = complex.conj %c : complex<f32>
  // CHECK: complex.exp %{{.*}} : complex<f32>
  %exp = complex.exp %c : complex<f32>
  // CHECK: complex.expm1 %{{.*}} fastmath<fast> : complex<f32>
  %expm1 = complex.expm1 %c fastmath<fast> : complex<f32>
  // CHECK: complex.log %{{.*}} : complex<f32>
  %log = complex.log %c : complex<f32>
  // CHECK: complex.log1p %{{.*}} : complex<f32>
  %log1p = complex.log1p %c : complex<f32>
  // CHECK: complex.sqrt %{{.*}} fastmath<fast> : complex<f32>
  %sqrt = complex.sqrt %c fastmath<fast> : complex<f32>
  // CHECK: complex.rsqrt %{{.*}} : complex<f32>
  %rsqrt = complex.rsqrt %c : complex<f32>
  // CHECK: complex.sin %{{.*}} : complex<f32>
  %sin = complex.sin %c : complex<f32>
  // CHECK: complex.cos %{{.*}} fastmath<fast> : complex<f32>
  %cos = complex.cos %c fastmath<fast> : complex<f32>
  // CHECK: complex.tan %{{.*}} : complex<f32>
  %tan = complex.tan %c : complex<f32>
  // CHECK: complex.tanh %{{.*}} : complex<f32>
  %tanh = complex.tanh %c : complex<f32>
  // CHECK: complex.sign %{{.*}} fastmath<fast> : complex<f32>
  %sign = complex.sign %c fastmath<fast> : complex<f32>
  return %r : f32
}
