// RUN: pyopt %s --convert-math-to-llvm | FileCheck %s
// RUN: pyopt %s --convert-math-to-llvm=approximate-log1p=false | FileCheck %s --check-prefix=EXACT

// CHECK-LABEL: func.func @math(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: i32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %2 = llvm.intr.exp(%arg1) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.intr.fabs(%4) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.intr.fabs(%7) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %11 = llvm.fadd %10, %arg0 : f32
// CHECK-NEXT: %12 = llvm.intr.log(%11) : (f32) -> f32
// CHECK-NEXT: %13 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %14 = llvm.intr.exp(%arg1) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %15 = llvm.fsub %14, %13 : vector<4xf32>
// CHECK-NEXT: %16 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %17 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// CHECK-NEXT: %18 = llvm.fdiv %16, %17 : f32
// CHECK-NEXT: %19 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %20 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %21 = llvm.intr.pow(%arg0, %arg0) : (f32, f32) -> f32
// CHECK-NEXT: %22 = llvm.intr.fma(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// CHECK-NEXT: return %1 : f32

// EXACT-LABEL: func.func @math(%arg0: f32, %arg1: vector<4xf32>, %arg2: vector<2x4xf32>, %arg3: i32) -> f32 {
// EXACT-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// EXACT-NEXT: %1 = llvm.intr.sqrt(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// EXACT-NEXT: %2 = llvm.intr.exp(%arg1) : (vector<4xf32>) -> vector<4xf32>
// EXACT-NEXT: %3 = llvm.mlir.poison : !llvm.array<2 x vector<4xf32>>
// EXACT-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// EXACT-NEXT: %5 = llvm.intr.fabs(%4) : (vector<4xf32>) -> vector<4xf32>
// EXACT-NEXT: %6 = llvm.insertvalue %5, %3[0] : !llvm.array<2 x vector<4xf32>>
// EXACT-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// EXACT-NEXT: %8 = llvm.intr.fabs(%7) : (vector<4xf32>) -> vector<4xf32>
// EXACT-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.array<2 x vector<4xf32>>
// EXACT-NEXT: %10 = math.log1p %arg0 : f32
// EXACT-NEXT: %11 = llvm.mlir.constant(dense<1.000000e+00> : vector<4xf32>) : vector<4xf32>
// EXACT-NEXT: %12 = llvm.intr.exp(%arg1) : (vector<4xf32>) -> vector<4xf32>
// EXACT-NEXT: %13 = llvm.fsub %12, %11 : vector<4xf32>
// EXACT-NEXT: %14 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// EXACT-NEXT: %15 = llvm.intr.sqrt(%arg0) : (f32) -> f32
// EXACT-NEXT: %16 = llvm.fdiv %14, %15 : f32
// EXACT-NEXT: %17 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// EXACT-NEXT: %18 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// EXACT-NEXT: %19 = llvm.intr.pow(%arg0, %arg0) : (f32, f32) -> f32
// EXACT-NEXT: %20 = llvm.intr.fma(%arg0, %arg0, %arg0) : (f32, f32, f32) -> f32
// EXACT-NEXT: return %1 : f32

// Math ops to LLVM intrinsics; expm1, rsqrt and (approximated) log1p expand.
func.func @math(%x: f32, %v: vector<4xf32>, %m: vector<2x4xf32>, %i: i32) -> f32 {
  %0 = math.sqrt %x fastmath<fast> : f32
  %1 = math.exp %v : vector<4xf32>
  %2 = math.absf %m : vector<2x4xf32>
  %3 = math.log1p %x : f32
  %4 = math.expm1 %v : vector<4xf32>
  %5 = math.rsqrt %x : f32
  %6 = math.ctlz %i : i32
  %7 = math.absi %i : i32
  %8 = math.powf %x, %x : f32
  %9 = math.fma %x, %x, %x : f32
  return %0 : f32
}
