// RUN: pyopt --canonicalize %s | FileCheck %s
// Output checked against mlir-opt 22.1.8.

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %0 = arith.negf %arg0 : f32
// CHECK-NEXT: %1 = arith.negf %arg1 : f32
// CHECK-NEXT: return %0, %1 : f32, f32
func.func @f(%a: f32, %b: f32) -> (f32, f32) {
  %c = complex.create %a, %b : complex<f32>
  %n = complex.neg %c : complex<f32>
  %r = complex.re %n : complex<f32>
  %i = complex.im %n : complex<f32>
  return %r, %i : f32, f32
}
