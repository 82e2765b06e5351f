// RUN: pyopt %s | pyopt | FileCheck %s

// Every math op, in custom syntax, with and without fast-math flags.

// CHECK-LABEL: func.func @float_ops
func.func @float_ops(%f: f32, %v: vector<4xf64>, %t: tensor<2x?xf16>) {
  // CHECK: math.absf %{{.*}} : f32
  %absf = math.absf %f : f32
  // CHECK: math.acos %{{.*}} fastmath<nnan,ninf> : vector<4xf64>
  %acos = math.acos %v fastmath<nnan,ninf> : vector<4xf64>
  // CHECK: math.acosh %{{.*}} fastmath<fast> : tensor<2x?xf16>
  %acosh = math.acosh %t fastmath<fast> : tensor<2x?xf16>
  // CHECK: math.asin %{{.*}} : f32
  %asin = math.asin %f : f32
  // CHECK: math.asinh %{{.*}} : vector<4xf64>
  %asinh = math.asinh %v : vector<4xf64>
  // CHECK: math.atan %{{.*}} fastmath<nnan,ninf> : tensor<2x?xf16>
  %atan = math.atan %t fastmath<nnan,ninf> : tensor<2x?xf16>
  // CHECK: math.atanh %{{.*}} fastmath<fast> : f32
  %atanh = math.atanh %f fastmath<fast> : f32
  // CHECK: math.cbrt %{{.*}} : vector<4xf64>
  %cbrt = math.cbrt %v : vector<4xf64>
  // CHECK: math.ceil %{{.*}} : tensor<2x?xf16>
  %ceil = math.ceil %t : tensor<2x?xf16>
  // CHECK: math.cos %{{.*}} fastmath<nnan,ninf> : f32
  %cos = math.cos %f fastmath<nnan,ninf> : f32
  // CHECK: math.cosh %{{.*}} fastmath<fast> : vector<4xf64>
  %cosh = math.cosh %v fastmath<fast> : vector<4xf64>
  // CHECK: math.erf %{{.*}} : tensor<2x?xf16>
  %erf = math.erf %t : tensor<2x?xf16>
  // CHECK: math.erfc %{{.*}} : f32
  %erfc = math.erfc %f : f32
  // CHECK: math.exp %{{.*}} fastmath<nnan,ninf> : vector<4xf64>
  %exp = math.exp %v fastmath<nnan,ninf> : vector<4xf64>
  // CHECK: math.exp2 %{{.*}} fastmath<fast> : tensor<2x?xf16>
  %exp2 = math.exp2 %t fastmath<fast> : tensor<2x?xf16>
  // CHECK: math.expm1 %{{.*}} : f32
  %expm1 = math.expm1 %f : f32
  // CHECK: math.floor %{{.*}} : vector<4xf64>
  %floor = math.floor %v : vector<4xf64>
  // CHECK: math.log %{{.*}} fastmath<nnan,ninf> : tensor<2x?xf16>
  %log = math.log %t fastmath<nnan,ninf> : tensor<2x?xf16>
  // CHECK: math.log10 %{{.*}} fastmath<fast> : f32
  %log10 = math.log10 %f fastmath<fast> : f32
  // CHECK: math.log1p %{{.*}} : vector<4xf64>
  %log1p = math.log1p %v : vector<4xf64>
  // CHECK: math.log2 %{{.*}} : tensor<2x?xf16>
  %log2 = math.log2 %t : tensor<2x?xf16>
  // CHECK: math.round %{{.*}} fastmath<nnan,ninf> : f32
  %round = math.round %f fastmath<nnan,ninf> : f32
  // CHECK: math.roundeven %{{.*}} fastmath<fast> : vector<4xf64>
  %roundeven = math.roundeven %v fastmath<fast> : vector<4xf64>
  // CHECK: math.rsqrt %{{.*}} : tensor<2x?xf16>
  %rsqrt = math.rsqrt %t : tensor<2x?xf16>
  // CHECK: math.sin %{{.*}} : f32
  %sin = math.sin %f : f32
  // CHECK: math.sinh %{{.*}} fastmath<nnan,ninf> : vector<4xf64>
  %sinh = math.sinh %v fastmath<nnan,ninf> : vector<4xf64>
  // CHECK: math.sqrt %{{.*}} fastmath<fast> : tensor<2x?xf16>
  %sqrt = math.sqrt %t fastmath<fast> : tensor<2x?xf16>
  // CHECK: math.tan %{{.*}} : f32
  %tan = math.tan %f : f32
  // CHECK: math.tanh %{{.*}} : vector<4xf64>
  %tanh = math.tanh %v : vector<4xf64>
  // CHECK: math.trunc %{{.*}} fastmath<nnan,ninf> : tensor<2x?xf16>
  %trunc = math.trunc %t fastmath<nnan,ninf> : tensor<2x?xf16>
  // CHECK: math.atan2 %{{.*}}, %{{.*}} fastmath<contract> : f32
  %atan2 = math.atan2 %f, %f fastmath<contract> : f32
  // CHECK: math.copysign %{{.*}}, %{{.*}} fastmath<contract> : f32
  %copysign = math.copysign %f, %f fastmath<contract> : f32
  // CHECK: math.powf %{{.*}}, %{{.*}} fastmath<contract> : f32
  %powf = math.powf %f, %f fastmath<contract> : f32
  // CHECK: math.fma %{{.*}}, %{{.*}}, %{{.*}} : vector<4xf64>
  %fma = math.fma %v, %v, %v : vector<4xf64>
  return
}

// CHECK-LABEL: func.func @integer_ops
func.func @integer_ops(%i: i32, %v: vector<2xi8>) {
  // CHECK: math.absi %{{.*}} : vector<2xi8>
  %absi = math.absi %v : vector<2xi8>
  // CHECK: math.ctlz %{{.*}} : vector<2xi8>
  %ctlz = math.ctlz %v : vector<2xi8>
  // CHECK: math.cttz %{{.*}} : vector<2xi8>
  %cttz = math.cttz %v : vector<2xi8>
  // CHECK: math.ctpop %{{.*}} : vector<2xi8>
  %ctpop = math.ctpop %v : vector<2xi8>
  // CHECK: math.ipowi %{{.*}}, %{{.*}} : i32
  %ipowi = math.ipowi %i, %i : i32
  return
}
