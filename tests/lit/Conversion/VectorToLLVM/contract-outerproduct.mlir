// RUN: pyopt %s --convert-vector-to-llvm=vector-contract-lowering=outerproduct | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @ct(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %7 = llvm.extractelement %5[%6 : i64] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %10 = llvm.insertelement %7, %8[%9 : i32] : vector<4xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %8 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %13 = llvm.intr.fmuladd(%11, %4, %12) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.extractelement %14[%15 : i64] : vector<3xf32>
// CHECK-NEXT: %17 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %19 = llvm.insertelement %16, %17[%18 : i32] : vector<4xf32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %17 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %22 = llvm.intr.fmuladd(%20, %4, %21) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %23 = llvm.extractvalue %2[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %24 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %26 = llvm.extractelement %24[%25 : i64] : vector<3xf32>
// CHECK-NEXT: %27 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %28 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %29 = llvm.insertelement %26, %27[%28 : i32] : vector<4xf32>
// CHECK-NEXT: %30 = llvm.shufflevector %29, %27 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %31 = llvm.intr.fmuladd(%30, %23, %13) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %32 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<3xf32>
// CHECK-NEXT: %35 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %36 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %37 = llvm.insertelement %34, %35[%36 : i32] : vector<4xf32>
// CHECK-NEXT: %38 = llvm.shufflevector %37, %35 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %39 = llvm.intr.fmuladd(%38, %23, %22) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %40 = llvm.extractvalue %2[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %41 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %42 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %43 = llvm.extractelement %41[%42 : i64] : vector<3xf32>
// CHECK-NEXT: %44 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %45 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %46 = llvm.insertelement %43, %44[%45 : i32] : vector<4xf32>
// CHECK-NEXT: %47 = llvm.shufflevector %46, %44 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %48 = llvm.intr.fmuladd(%47, %40, %31) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %49 = llvm.insertvalue %48, %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %50 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %51 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %52 = llvm.extractelement %50[%51 : i64] : vector<3xf32>
// CHECK-NEXT: %53 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %54 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %55 = llvm.insertelement %52, %53[%54 : i32] : vector<4xf32>
// CHECK-NEXT: %56 = llvm.shufflevector %55, %53 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %57 = llvm.intr.fmuladd(%56, %40, %39) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %58 = llvm.insertvalue %57, %49[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %59 = builtin.unrealized_conversion_cast %58 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %59 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// vector-contract-lowering=outerproduct: matmuls as unrolled outer products.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @ct(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
