// RUN: pyopt "--convert-to-llvm=filter-dialects=arith,ub" %s | FileCheck %s

// A dialect counts as loaded when only an attribute mentions it: the
// fastmath flags load arith, the discardable `ub.x` attribute loads ub, so
// filtering on them is no "dialect not loaded" error.

func.func @c(%a: complex<f32>) -> complex<f32> {
  %0 = complex.add %a, %a fastmath<fast> : complex<f32>
  return %0 : complex<f32>
}

func.func @k(%a: i32) -> i32 attributes {ub.x = #ub.poison} {
  return %a : i32
}

// CHECK: complex.add %arg0, %arg0 fastmath<fast> : complex<f32>
// CHECK: func.func @k(%arg0: i32) -> i32 attributes {ub.x = #ub.poison}
