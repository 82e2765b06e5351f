// RUN: pyopt --convert-math-to-llvm %s | FileCheck %s

// math.fpowi -> llvm.intr.powi, isnan/isfinite -> llvm.intr.is.fpclass, sincos -> llvm.intr.sincos;
// isinf has no LLVM lowering in 22.1.8.

func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %vi: vector<4xi32>, %d: vector<2x4xf32>) {
  %0 = math.fpowi %x, %i fastmath<fast> : f32, i32
  %1 = math.isnan %v : vector<4xf32>
  %2 = math.isfinite %x : f32
  %3 = math.isinf %x : f32
  %s, %c = math.sincos %x fastmath<afn> : f32
  return
}

// CHECK-LABEL: func.func @f(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>, %arg3: vector<4xi32>, %arg4: vector<2x4xf32>) {
// CHECK-NEXT: %0 = llvm.intr.powi(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<fast>} : (f32, i32) -> f32
// CHECK-NEXT: %1 = "llvm.intr.is.fpclass"(%arg2) <{bit = 3 : i32}> : (vector<4xf32>) -> vector<4xi1>
// CHECK-NEXT: %2 = "llvm.intr.is.fpclass"(%arg0) <{bit = 504 : i32}> : (f32) -> i1
// CHECK-NEXT: %3 = math.isinf %arg0 : f32
// CHECK-NEXT: %4 = llvm.intr.sincos(%arg0) {fastmathFlags = #llvm.fastmath<afn>} : (f32) -> !llvm.struct<(f32, f32)>
// CHECK-NEXT: %5 = llvm.extractvalue %4[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %6 = llvm.extractvalue %4[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: return
