// RUN: pyopt %s --convert-vector-to-llvm | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @misc(%arg0: vector<2x4xf32>, %arg1: vector<2x3x8xi8>, %arg2: memref<?xf32>, %arg3: index, %arg4: vector<2x4xi32>, %arg5: vector<2x4xi1>) -> (vector<2x8xf16>, vector<2x3x2xi32>, vector<2x8xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg5 : vector<2x4xi1> to !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg4 : vector<2x4xi32> to !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg1 : vector<2x3x8xi8> to !llvm.array<2 x array<3 x vector<8xi8>>>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x2xf32>
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %cst : vector<2x2xf32> to !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x8xf32>
// CHECK-NEXT: %9 = builtin.unrealized_conversion_cast %cst_0 : vector<2x8xf32> to !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: %10 = ub.poison : vector<2x3x2xi32>
// CHECK-NEXT: %11 = builtin.unrealized_conversion_cast %10 : vector<2x3x2xi32> to !llvm.array<2 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %12 = ub.poison : vector<2x8xf16>
// CHECK-NEXT: %13 = builtin.unrealized_conversion_cast %12 : vector<2x8xf16> to !llvm.array<2 x vector<8xf16>>
// CHECK-NEXT: %14 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %15 = llvm.bitcast %14 : vector<4xf32> to vector<8xf16>
// CHECK-NEXT: %16 = llvm.insertvalue %15, %13[0] : !llvm.array<2 x vector<8xf16>>
// CHECK-NEXT: %17 = llvm.extractvalue %5[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %18 = llvm.bitcast %17 : vector<4xf32> to vector<8xf16>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %16[1] : !llvm.array<2 x vector<8xf16>>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.array<2 x vector<8xf16>> to vector<2x8xf16>
// CHECK-NEXT: %21 = llvm.extractvalue %4[0, 0] : !llvm.array<2 x array<3 x vector<8xi8>>>
// CHECK-NEXT: %22 = llvm.bitcast %21 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %11[0, 0] : !llvm.array<2 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %24 = llvm.extractvalue %4[0, 1] : !llvm.array<2 x array<3 x vector<8xi8>>>
// CHECK-NEXT: %25 = llvm.bitcast %24 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %23[0, 1] : !llvm.array<2 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %27 = llvm.extractvalue %4[0, 2] : !llvm.array<2 x array<3 x vector<8xi8>>>
// CHECK-NEXT: %28 = llvm.bitcast %27 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %29 = llvm.insertvalue %28, %26[0, 2] : !llvm.array<2 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %30 = llvm.extractvalue %4[1, 0] : !llvm.array<2 x array<3 x vector<8xi8>>>
// CHECK-NEXT: %31 = llvm.bitcast %30 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %32 = llvm.insertvalue %31, %29[1, 0] : !llvm.array<2 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %33 = llvm.extractvalue %4[1, 1] : !llvm.array<2 x array<3 x vector<8xi8>>>
// CHECK-NEXT: %34 = llvm.bitcast %33 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %35 = llvm.insertvalue %34, %32[1, 1] : !llvm.array<2 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %36 = llvm.extractvalue %4[1, 2] : !llvm.array<2 x array<3 x vector<8xi8>>>
// CHECK-NEXT: %37 = llvm.bitcast %36 : vector<8xi8> to vector<2xi32>
// CHECK-NEXT: %38 = llvm.insertvalue %37, %35[1, 2] : !llvm.array<2 x array<3 x vector<2xi32>>>
// CHECK-NEXT: %39 = builtin.unrealized_conversion_cast %38 : !llvm.array<2 x array<3 x vector<2xi32>>> to vector<2x3x2xi32>
// CHECK-NEXT: %40 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %41 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %42 = llvm.shufflevector %40, %41 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK-NEXT: %43 = llvm.insertvalue %42, %9[0] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: %44 = llvm.extractvalue %5[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %45 = llvm.extractvalue %5[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %46 = llvm.shufflevector %44, %45 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK-NEXT: %47 = llvm.insertvalue %46, %43[1] : !llvm.array<2 x vector<8xf32>>
// CHECK-NEXT: %48 = builtin.unrealized_conversion_cast %47 : !llvm.array<2 x vector<8xf32>> to vector<2x8xf32>
// CHECK-NEXT: %49 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %50 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %51 = llvm.shufflevector %49, %50 [0, 2] : vector<4xf32>
// CHECK-NEXT: %52 = llvm.shufflevector %49, %50 [1, 3] : vector<4xf32>
// CHECK-NEXT: %53 = llvm.insertvalue %51, %8[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %54 = llvm.insertvalue %52, %8[0] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %55 = llvm.extractvalue %5[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %56 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %57 = llvm.shufflevector %55, %56 [0, 2] : vector<4xf32>
// CHECK-NEXT: %58 = llvm.shufflevector %55, %56 [1, 3] : vector<4xf32>
// CHECK-NEXT: %59 = llvm.insertvalue %57, %53[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %60 = builtin.unrealized_conversion_cast %59 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %61 = llvm.insertvalue %58, %54[1] : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %62 = builtin.unrealized_conversion_cast %61 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: %63 = llvm.extractvalue %3[0] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %64 = llvm.extractvalue %2[0] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %65 = llvm.extractvalue %5[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %66 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %67 = llvm.getelementptr %66[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %68 = llvm.getelementptr %67[%63] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %69 = llvm.intr.masked.gather %68, %64, %65 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %70 = llvm.insertvalue %69, %7[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %71 = llvm.extractvalue %3[1] : !llvm.array<2 x vector<4xi32>>
// CHECK-NEXT: %72 = llvm.extractvalue %2[1] : !llvm.array<2 x vector<4xi1>>
// CHECK-NEXT: %73 = llvm.extractvalue %5[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %74 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %75 = llvm.getelementptr %74[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %76 = llvm.getelementptr %75[%71] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %77 = llvm.intr.masked.gather %76, %72, %73 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %78 = llvm.insertvalue %77, %70[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %79 = builtin.unrealized_conversion_cast %78 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: return %20, %39, %48, %60, %62, %79 : vector<2x8xf16>, vector<2x3x2xi32>, vector<2x8xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// n-D bitcasts, interleaves, deinterleaves and gathers unrolled to 1-D ones by
// the pre-pass, then converted.
func.func @misc(%a: vector<2x4xf32>, %b: vector<2x3x8xi8>, %m: memref<?xf32>, %i: index, %iv: vector<2x4xi32>, %mk: vector<2x4xi1>) -> (vector<2x8xf16>, vector<2x3x2xi32>, vector<2x8xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x4xf32>) {
  %0 = vector.bitcast %a : vector<2x4xf32> to vector<2x8xf16>
  %1 = vector.bitcast %b : vector<2x3x8xi8> to vector<2x3x2xi32>
  %2 = vector.interleave %a, %a : vector<2x4xf32> -> vector<2x8xf32>
  %3, %4 = vector.deinterleave %a : vector<2x4xf32> -> vector<2x2xf32>
  %5 = vector.gather %m[%i] [%iv], %mk, %a : memref<?xf32>, vector<2x4xi32>, vector<2x4xi1>, vector<2x4xf32> into vector<2x4xf32>
  return %0, %1, %2, %3, %4, %5 : vector<2x8xf16>, vector<2x3x2xi32>, vector<2x8xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<2x4xf32>
}
