// RUN: pyopt %s --convert-vector-to-llvm | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @sc(%arg0: vector<2x4xf32>, %arg1: vector<8xf32>, %arg2: vector<2x3x4xf32>, %arg3: vector<1x4xf32>) -> (vector<8xf32>, vector<2x4xf32>, vector<6x4xf32>, vector<4xf32>, vector<4x2xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : vector<1x4xf32> to !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : vector<2x3x4xf32> to !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = ub.poison : vector<4x2xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : vector<4x2xf32> to !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %5 = ub.poison : vector<6x4xf32>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : vector<6x4xf32> to !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %7 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %9 = ub.poison : vector<8xf32>
// CHECK-NEXT: %10 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %10 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %12 = llvm.shufflevector %11, %9 [0, 1, 2, 3, 12, 13, 14, 15] : vector<8xf32>
// CHECK-NEXT: %13 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %13 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %15 = llvm.shufflevector %14, %12 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %16 = llvm.shufflevector %arg1, %arg1 [0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %8[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %18 = llvm.shufflevector %arg1, %arg1 [4, 5, 6, 7] : vector<8xf32>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %21 = llvm.extractvalue %1[0, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %22 = llvm.insertvalue %21, %6[0] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %23 = llvm.extractvalue %1[0, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %24 = llvm.insertvalue %23, %22[1] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %25 = llvm.extractvalue %1[0, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %24[2] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %27 = llvm.extractvalue %1[1, 0] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %26[3] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %29 = llvm.extractvalue %1[1, 1] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %30 = llvm.insertvalue %29, %28[4] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %31 = llvm.extractvalue %1[1, 2] : !llvm.array<2 x array<3 x vector<4xf32>>>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %30[5] : !llvm.array<6 x vector<4xf32>>
// CHECK-NEXT: %33 = builtin.unrealized_conversion_cast %32 : !llvm.array<6 x vector<4xf32>> to vector<6x4xf32>
// CHECK-NEXT: %34 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<4xf32>>
// CHECK-NEXT: %35 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %36 = llvm.shufflevector %35, %35 [0, 1] : vector<4xf32>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %4[0] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %38 = llvm.shufflevector %35, %35 [2, 3] : vector<4xf32>
// CHECK-NEXT: %39 = llvm.insertvalue %38, %37[1] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %40 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %41 = llvm.shufflevector %40, %40 [0, 1] : vector<4xf32>
// CHECK-NEXT: %42 = llvm.insertvalue %41, %39[2] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %43 = llvm.shufflevector %40, %40 [2, 3] : vector<4xf32>
// CHECK-NEXT: %44 = llvm.insertvalue %43, %42[3] : !llvm.array<4 x vector<2xf32>>
// CHECK-NEXT: %45 = builtin.unrealized_conversion_cast %44 : !llvm.array<4 x vector<2xf32>> to vector<4x2xf32>
// CHECK-NEXT: return %15, %20, %33, %34, %45 : vector<8xf32>, vector<2x4xf32>, vector<6x4xf32>, vector<4xf32>, vector<4x2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @ss(%arg0: vector<4x8xf32>, %arg1: vector<2x4xf32>, %arg2: vector<8xf32>, %arg3: vector<4xf32>, %arg4: vector<2x4x8xf32>) -> (vector<2x4xf32>, vector<4x8xf32>, vector<4xf32>, vector<8xf32>, vector<2x4x8xf32>, vector<2xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg4 : vector<2x4x8xf32> to !llvm.array<2 x array<4 x vector<8xf32>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : vector<4x8xf32> to !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %2[0] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %4 [2, 3, 4, 5] : vector<8xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %2[1] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %7 [2, 3, 4, 5] : vector<8xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = builtin.unrealized_conversion_cast %9 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %2[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %13 = llvm.shufflevector %11, %11 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %12 [8, 9, 0, 1, 2, 3, 14, 15] : vector<8xf32>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %2[2] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %16 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %17 = llvm.extractvalue %2[3] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %18 = llvm.shufflevector %16, %16 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %17 [8, 9, 0, 1, 2, 3, 14, 15] : vector<8xf32>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %15[3] : !llvm.array<4 x vector<8xf32>>
// CHECK-NEXT: %21 = builtin.unrealized_conversion_cast %20 : !llvm.array<4 x vector<8xf32>> to vector<4x8xf32>
// CHECK-NEXT: %22 = llvm.shufflevector %arg2, %arg2 [1, 2, 3, 4] : vector<8xf32>
// CHECK-NEXT: %23 = llvm.shufflevector %arg3, %arg3 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %24 = llvm.shufflevector %23, %arg2 [8, 9, 0, 1, 2, 3, 14, 15] : vector<8xf32>
// CHECK-NEXT: %25 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<4 x vector<8xf32>>>
// CHECK-NEXT: %26 = llvm.shufflevector %arg3, %arg3 [0, 1, 2, 3, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %27 = llvm.shufflevector %26, %25 [8, 9, 10, 11, 0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %28 = llvm.insertvalue %27, %0[1, 2] : !llvm.array<2 x array<4 x vector<8xf32>>>
// CHECK-NEXT: %29 = builtin.unrealized_conversion_cast %28 : !llvm.array<2 x array<4 x vector<8xf32>>> to vector<2x4x8xf32>
// CHECK-NEXT: %30 = llvm.extractvalue %0[1, 2] : !llvm.array<2 x array<4 x vector<8xf32>>>
// CHECK-NEXT: %31 = llvm.shufflevector %30, %30 [3, 4] : vector<8xf32>
// CHECK-NEXT: return %10, %21, %22, %24, %29, %31 : vector<2x4xf32>, vector<4x8xf32>, vector<4xf32>, vector<8xf32>, vector<2x4x8xf32>, vector<2xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// shape_cast (atomic-shape slices, leading unit dims, gcd 1) and strided
// slices lowered by the pre-pass into extracts, inserts and shuffles.
func.func @sc(%a: vector<2x4xf32>, %b: vector<8xf32>, %c: vector<2x3x4xf32>, %d: vector<1x4xf32>) -> (vector<8xf32>, vector<2x4xf32>, vector<6x4xf32>, vector<4xf32>, vector<4x2xf32>) {
  %0 = vector.shape_cast %a : vector<2x4xf32> to vector<8xf32>
  %1 = vector.shape_cast %b : vector<8xf32> to vector<2x4xf32>
  %2 = vector.shape_cast %c : vector<2x3x4xf32> to vector<6x4xf32>
  %3 = vector.shape_cast %d : vector<1x4xf32> to vector<4xf32>
  %4 = vector.shape_cast %a : vector<2x4xf32> to vector<4x2xf32>
  return %0, %1, %2, %3, %4 : vector<8xf32>, vector<2x4xf32>, vector<6x4xf32>, vector<4xf32>, vector<4x2xf32>
}
func.func @ss(%a: vector<4x8xf32>, %b: vector<2x4xf32>, %c: vector<8xf32>, %d: vector<4xf32>, %e: vector<2x4x8xf32>) -> (vector<2x4xf32>, vector<4x8xf32>, vector<4xf32>, vector<8xf32>, vector<2x4x8xf32>, vector<2xf32>) {
  %0 = vector.extract_strided_slice %a {offsets = [0, 2], sizes = [2, 4], strides = [1, 1]} : vector<4x8xf32> to vector<2x4xf32>
  %1 = vector.insert_strided_slice %b, %a {offsets = [2, 2], strides = [1, 1]} : vector<2x4xf32> into vector<4x8xf32>
  %2 = vector.extract_strided_slice %c {offsets = [1], sizes = [4], strides = [1]} : vector<8xf32> to vector<4xf32>
  %3 = vector.insert_strided_slice %d, %c {offsets = [2], strides = [1]} : vector<4xf32> into vector<8xf32>
  %4 = vector.insert_strided_slice %d, %e {offsets = [1, 2, 4], strides = [1]} : vector<4xf32> into vector<2x4x8xf32>
  %5 = vector.extract_strided_slice %e {offsets = [1, 2, 3], sizes = [1, 1, 2], strides = [1, 1, 1]} : vector<2x4x8xf32> to vector<1x1x2xf32>
  %6 = vector.shape_cast %5 : vector<1x1x2xf32> to vector<2xf32>
  return %0, %1, %2, %3, %4, %6 : vector<2x4xf32>, vector<4x8xf32>, vector<4xf32>, vector<8xf32>, vector<2x4x8xf32>, vector<2xf32>
}
