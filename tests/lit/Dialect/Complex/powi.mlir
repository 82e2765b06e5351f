// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// complex.powi (an OptionalAttr fastmath: an explicit none is printed).
// CHECK lines: mlir-opt 22.1.8's output for this input.

// CHECK-LABEL: func.func @powi(%arg0: complex<f32>, %arg1: i32, %arg2: complex<f64>, %arg3: i64) -> complex<f32> {
// CHECK-NEXT: %0 = complex.powi %arg0, %arg1 : complex<f32>, i32
// CHECK-NEXT: %1 = complex.powi %arg0, %arg1 fastmath<nnan,contract> : complex<f32>, i32
// CHECK-NEXT: %2 = complex.powi %arg2, %arg3 fastmath<fast> : complex<f64>, i64
// CHECK-NEXT: return %0 : complex<f32>
// CHECK-LABEL: func.func @powi_none(%arg0: complex<f32>, %arg1: i32) {
// CHECK-NEXT: %0 = complex.powi %arg0, %arg1 fastmath<none> : complex<f32>, i32
// CHECK-NEXT: %1 = complex.powi %arg0, %arg1 fastmath<none> : complex<f32>, i32
// CHECK-NEXT: return

func.func @powi(%c: complex<f32>, %i: i32, %d: complex<f64>, %l: i64) -> complex<f32> {
  %0 = complex.powi %c, %i : complex<f32>, i32
  %1 = complex.powi %c, %i fastmath<nnan,contract> : complex<f32>, i32
  %2 = complex.powi %d, %l fastmath<fast> : complex<f64>, i64
  return %0 : complex<f32>
}
func.func @powi_none(%c: complex<f32>, %i: i32) {
 %0 = "complex.powi"(%c, %i) <{fastmath = #arith.fastmath<none>}> : (complex<f32>, i32) -> complex<f32>
 %1 = complex.powi %c, %i fastmath<none> : complex<f32>, i32
 return }
