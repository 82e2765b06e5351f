// RUN: pyopt %s --convert-vector-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @vector(%arg0: memref<8xf32>, %arg1: index, %arg2: f32, %arg3: vector<4xf32>, %arg4: vector<2x4xf32>) -> (vector<4xf32>, f32, f32, vector<2x4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<8xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.getelementptr %4[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %6 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %7 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.getelementptr %7[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg3, %8 {alignment = 4 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT: %9 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %10 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %11 = llvm.insertelement %arg2, %9[%10 : i32] : vector<4xf32>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %9 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.extractelement %arg3[%0 : i64] : vector<4xf32>
// CHECK-NEXT: %14 = llvm.mlir.constant(1.000000e+00 : f32) : f32
// CHECK-NEXT: %15 = "llvm.intr.vector.reduce.fmul"(%14, %arg3) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %16 = llvm.insertvalue %arg3, %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %17 = llvm.insertvalue %arg3, %16[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %18 = builtin.unrealized_conversion_cast %17 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %19 = llvm.intr.fmuladd(%6, %12, %arg3) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %arg3 [7, 6, 5, 4] : vector<4xf32>
// CHECK-NEXT: return %20, %13, %15, %18, %6 : vector<4xf32>, f32, f32, vector<2x4xf32>, vector<4xf32>

// 1-D vector ops; n-D broadcasts lowered first by the pre-pass.
func.func @vector(%m: memref<8xf32>, %i: index, %a: f32, %v: vector<4xf32>, %w: vector<2x4xf32>) -> (vector<4xf32>, f32, f32, vector<2x4xf32>, vector<4xf32>) {
  %0 = vector.load %m[%i] : memref<8xf32>, vector<4xf32>
  vector.store %v, %m[%i] : memref<8xf32>, vector<4xf32>
  %1 = vector.broadcast %a : f32 to vector<4xf32>
  %2 = vector.extract %v[%i] : f32 from vector<4xf32>
  %3 = vector.reduction <mul>, %v : vector<4xf32> into f32
  %4 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %5 = vector.fma %0, %1, %v : vector<4xf32>
  %6 = vector.shuffle %5, %v [7, 6, 5, 4] : vector<4xf32>, vector<4xf32>
  return %6, %2, %3, %4, %0 : vector<4xf32>, f32, f32, vector<2x4xf32>, vector<4xf32>
}
