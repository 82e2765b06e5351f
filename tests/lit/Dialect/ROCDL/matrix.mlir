// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// rocdl mfma / smfmac (variadic operands) and the wmma classes with their default-valued attributes.
// CHECK lines: mlir-opt 22.1.8's output for this input.

// CHECK-LABEL: llvm.func @m(%arg0: vector<8xi32>, %arg1: vector<8xf32>, %arg2: i32, %arg3: i64, %arg4: vector<8xf16>, %arg5: vector<4xf32>, %arg6: f32, %arg7: vector<32xf32>, %arg8: vector<8xbf16>) {
// CHECK-NEXT: %0 = rocdl.mfma.f32.32x32x1f32 %arg6, %arg6, %arg7, %arg2, %arg2, %arg2 : (f32, f32, vector<32xf32>, i32, i32, i32) -> vector<32xf32>
// CHECK-NEXT: %1 = rocdl.smfmac.f32.16x16x32.f16 %arg4, %arg4, %arg5, %arg2, %arg2, %arg2 : (vector<8xf16>, vector<8xf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
// CHECK-NEXT: %2 = rocdl.wmma.f32.16x16x16.f16 %arg4, %arg4, %arg1 : (vector<8xf16>, vector<8xf16>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %3 = rocdl.wmma.f16.16x16x16.f16 %arg4, %arg4, %arg4 {opsel = true} : (vector<8xf16>, vector<8xf16>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: %4 = rocdl.wmma.f16.16x16x16.f16 %arg4, %arg4, %arg4 : (vector<8xf16>, vector<8xf16>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: %5 = rocdl.wmma.i32.16x16x16.iu8 %arg0, %arg0, %arg0 {clamp = true, signA = true} : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: %6 = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %arg0, %arg0, %arg1, %arg2, %arg2 {fmtA = 1 : i32, modC = 2 : i16, reuseA = true} : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
// CHECK-NEXT: %7 = rocdl.wmma.scale16.f32.32x16x128.f4 %arg0, %arg0, %arg1, %arg3, %arg3 : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i64, i64) -> vector<8xf32>
// CHECK-NEXT: %8 = rocdl.wmma.f32.16x16x4.f32 %arg1, %arg1, %arg1 {modC = 1 : i16, signA = true} : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
// CHECK-NEXT: %9 = rocdl.wmma.f16.16x16x128.bf8_fp8 %arg0, %arg0, %arg4 {reuseB = true} : (vector<8xi32>, vector<8xi32>, vector<8xf16>) -> vector<8xf16>
// CHECK-NEXT: %10 = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %arg0, %arg0, %arg1, %arg2, %arg2, %arg2, %arg2, %arg2, %arg2 : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i32, i32, i32, i32, i32, i32) -> vector<8xf32>
// CHECK-NEXT: %11 = rocdl.wmma.bf16f32.16x16x32.bf16 %arg8, %arg8, %arg1 : (vector<8xbf16>, vector<8xbf16>, vector<8xf32>) -> vector<8xbf16>
// CHECK-NEXT: llvm.return

llvm.func @m(%a: vector<8xi32>, %c: vector<8xf32>, %i: i32, %l: i64, %h: vector<8xf16>, %hc: vector<4xf32>, %f: f32, %c32: vector<32xf32>, %b: vector<8xbf16>) {
  %0 = rocdl.mfma.f32.32x32x1f32 %f, %f, %c32, %i, %i, %i : (f32, f32, vector<32xf32>, i32, i32, i32) -> vector<32xf32>
  %1 = rocdl.smfmac.f32.16x16x32.f16 %h, %h, %hc, %i, %i, %i : (vector<8xf16>, vector<8xf16>, vector<4xf32>, i32, i32, i32) -> vector<4xf32>
  %2 = rocdl.wmma.f32.16x16x16.f16 %h, %h, %c : (vector<8xf16>, vector<8xf16>, vector<8xf32>) -> vector<8xf32>
  %3 = rocdl.wmma.f16.16x16x16.f16 %h, %h, %h {opsel = true} : (vector<8xf16>, vector<8xf16>, vector<8xf16>) -> vector<8xf16>
  %4 = rocdl.wmma.f16.16x16x16.f16 %h, %h, %h {opsel = false} : (vector<8xf16>, vector<8xf16>, vector<8xf16>) -> vector<8xf16>
  %5 = rocdl.wmma.i32.16x16x16.iu8 %a, %a, %a {signA = true, clamp = true} : (vector<8xi32>, vector<8xi32>, vector<8xi32>) -> vector<8xi32>
  %6 = rocdl.wmma.scale.f32.16x16x128.f8f6f4 %a, %a, %c, %i, %i {fmtA = 1 : i32, modC = 2 : i16, reuseA = true} : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i32, i32) -> vector<8xf32>
  %7 = rocdl.wmma.scale16.f32.32x16x128.f4 %a, %a, %c, %l, %l : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i64, i64) -> vector<8xf32>
  %8 = rocdl.wmma.f32.16x16x4.f32 %c, %c, %c {modC = 1 : i16, signA = true} : (vector<8xf32>, vector<8xf32>, vector<8xf32>) -> vector<8xf32>
  %9 = rocdl.wmma.f16.16x16x128.bf8_fp8 %a, %a, %h {reuseB = true} : (vector<8xi32>, vector<8xi32>, vector<8xf16>) -> vector<8xf16>
  %10 = rocdl.mfma.scale.f32.16x16x128.f8f6f4 %a, %a, %c, %i, %i, %i, %i, %i, %i : (vector<8xi32>, vector<8xi32>, vector<8xf32>, i32, i32, i32, i32, i32, i32) -> vector<8xf32>
  %11 = rocdl.wmma.bf16f32.16x16x32.bf16 %b, %b, %c : (vector<8xbf16>, vector<8xbf16>, vector<8xf32>) -> vector<8xbf16>
  llvm.return
}
