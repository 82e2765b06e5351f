// RUN: pyopt %s --convert-vector-to-llvm=vector-transpose-lowering=shuffle1d | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @tp(%arg0: vector<1x4xf32>, %arg1: vector<4x1x2xi32>, %arg2: vector<2x[4]xf32>, %arg3: vector<1x2x3xf32>) -> (vector<4x1xf32>, vector<2x1x4xi32>, vector<[4]x2xf32>, vector<3x1x2xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<1x2x3xf32> to !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<4x1x2xi32> to !llvm.array<4 x array<1 x vector<2xi32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<3x1x2xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<3x1x2xf32> to !llvm.array<3 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %5 = ub.poison : vector<6xf32>
// CHECK-NEXT: %6 = ub.poison : vector<2x1x4xi32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : vector<2x1x4xi32> to !llvm.array<2 x array<1 x vector<4xi32>>>
// CHECK-NEXT: %8 = ub.poison : vector<8xi32>
// CHECK-NEXT: %9 = ub.poison : vector<4x1xf32>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : vector<4x1xf32> to !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %13 = llvm.extractelement %11[%12 : i64] : vector<4xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %10[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %16 = llvm.insertelement %13, %14[%15 : i64] : vector<1xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %10[0] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %18 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %20 = llvm.extractelement %18[%19 : i64] : vector<4xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %17[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i64] : vector<1xf32>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %17[1] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %26 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %27 = llvm.extractelement %25[%26 : i64] : vector<4xf32>
// CHECK-NEXT: %28 = llvm.extractvalue %24[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %30 = llvm.insertelement %27, %28[%29 : i64] : vector<1xf32>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %24[2] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %32 = llvm.extractvalue %2[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %33 = llvm.mlir.constant(3 : i64) : i64
// CHECK-NEXT: %34 = llvm.extractelement %32[%33 : i64] : vector<4xf32>
// CHECK-NEXT: %35 = llvm.extractvalue %31[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %36 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %37 = llvm.insertelement %34, %35[%36 : i64] : vector<1xf32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %31[3] : !llvm.array<4 x vector<1xf32>>
// CHECK-NEXT: %39 = builtin.unrealized_conversion_cast %38 : !llvm.array<4 x vector<1xf32>> to vector<4x1xf32>
// CHECK-NEXT: %40 = llvm.extractvalue %1[0, 0] : !llvm.array<4 x array<1 x vector<2xi32>>>
// CHECK-NEXT: %41 = llvm.shufflevector %40, %40 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %42 = llvm.shufflevector %41, %8 [0, 1, 10, 11, 12, 13, 14, 15] : vector<8xi32>
// CHECK-NEXT: %43 = llvm.extractvalue %1[1, 0] : !llvm.array<4 x array<1 x vector<2xi32>>>
// CHECK-NEXT: %44 = llvm.shufflevector %43, %43 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %45 = llvm.shufflevector %44, %42 [8, 9, 0, 1, 12, 13, 14, 15] : vector<8xi32>
// CHECK-NEXT: %46 = llvm.extractvalue %1[2, 0] : !llvm.array<4 x array<1 x vector<2xi32>>>
// CHECK-NEXT: %47 = llvm.shufflevector %46, %46 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %48 = llvm.shufflevector %47, %45 [8, 9, 10, 11, 0, 1, 14, 15] : vector<8xi32>
// CHECK-NEXT: %49 = llvm.extractvalue %1[3, 0] : !llvm.array<4 x array<1 x vector<2xi32>>>
// CHECK-NEXT: %50 = llvm.shufflevector %49, %49 [0, 1, 0, 0, 0, 0, 0, 0] : vector<2xi32>
// CHECK-NEXT: %51 = llvm.shufflevector %50, %48 [8, 9, 10, 11, 12, 13, 0, 1] : vector<8xi32>
// CHECK-NEXT: %52 = llvm.shufflevector %51, %51 [0, 2, 4, 6, 1, 3, 5, 7] : vector<8xi32>
// CHECK-NEXT: %53 = llvm.shufflevector %52, %52 [0, 1, 2, 3] : vector<8xi32>
// CHECK-NEXT: %54 = llvm.insertvalue %53, %7[0, 0] : !llvm.array<2 x array<1 x vector<4xi32>>>
// CHECK-NEXT: %55 = llvm.shufflevector %52, %52 [4, 5, 6, 7] : vector<8xi32>
// CHECK-NEXT: %56 = llvm.insertvalue %55, %54[1, 0] : !llvm.array<2 x array<1 x vector<4xi32>>>
// CHECK-NEXT: %57 = builtin.unrealized_conversion_cast %56 : !llvm.array<2 x array<1 x vector<4xi32>>> to vector<2x1x4xi32>
// CHECK-NEXT: %58 = vector.transpose %arg2, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
// CHECK-NEXT: %59 = llvm.extractvalue %0[0, 0] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %60 = llvm.shufflevector %59, %59 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %61 = llvm.shufflevector %60, %5 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT: %62 = llvm.extractvalue %0[0, 1] : !llvm.array<1 x array<2 x vector<3xf32>>>
// CHECK-NEXT: %63 = llvm.shufflevector %62, %62 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %64 = llvm.shufflevector %63, %61 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %65 = llvm.shufflevector %64, %64 [0, 3, 1, 4, 2, 5] : vector<6xf32>
// CHECK-NEXT: %66 = llvm.shufflevector %65, %65 [0, 1] : vector<6xf32>
// CHECK-NEXT: %67 = llvm.insertvalue %66, %4[0, 0] : !llvm.array<3 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %68 = llvm.shufflevector %65, %65 [2, 3] : vector<6xf32>
// CHECK-NEXT: %69 = llvm.insertvalue %68, %67[1, 0] : !llvm.array<3 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %70 = llvm.shufflevector %65, %65 [4, 5] : vector<6xf32>
// CHECK-NEXT: %71 = llvm.insertvalue %70, %69[2, 0] : !llvm.array<3 x array<1 x vector<2xf32>>>
// CHECK-NEXT: %72 = builtin.unrealized_conversion_cast %71 : !llvm.array<3 x array<1 x vector<2xf32>>> to vector<3x1x2xf32>
// CHECK-NEXT: return %39, %57, %58, %72 : vector<4x1xf32>, vector<2x1x4xi32>, vector<[4]x2xf32>, vector<3x1x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// Transposes under vector-transpose-lowering=shuffle1d: 2-D slices as one
// shuffle of the flattened vector, others element-wise, scalable ones left.
func.func @tp(%b: vector<1x4xf32>, %c: vector<4x1x2xi32>, %d: vector<2x[4]xf32>, %e: vector<1x2x3xf32>) -> (vector<4x1xf32>, vector<2x1x4xi32>, vector<[4]x2xf32>, vector<3x1x2xf32>) {

  %1 = vector.transpose %b, [1, 0] : vector<1x4xf32> to vector<4x1xf32>
  %2 = vector.transpose %c, [2, 1, 0] : vector<4x1x2xi32> to vector<2x1x4xi32>
  %3 = vector.transpose %d, [1, 0] : vector<2x[4]xf32> to vector<[4]x2xf32>
  %4 = vector.transpose %e, [2, 0, 1] : vector<1x2x3xf32> to vector<3x1x2xf32>
  return %1, %2, %3, %4 : vector<4x1xf32>, vector<2x1x4xi32>, vector<[4]x2xf32>, vector<3x1x2xf32>
}
