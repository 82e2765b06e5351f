// RUN: pyopt %s --convert-vector-to-llvm | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @masks(%arg0: index, %arg1: index) -> (vector<4xi1>, vector<2x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<i1>, vector<4xindex>, vector<i1>) {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<i1>
// CHECK-NEXT: %cst_0 = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
// CHECK-NEXT: %cst_1 = arith.constant dense<0> : vector<i32>
// CHECK-NEXT: %cst_2 = arith.constant dense<{{\[\[}}true, true, true, false], [true, true, true, false], [false, false, false, false{{\]\]}}> : vector<3x4xi1>
// CHECK-NEXT: %cst_3 = arith.constant dense<[true, true, false, false]> : vector<4xi1>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst_4 = arith.constant dense<false> : vector<2x3xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst_4 : vector<2x3xi1> to !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %cst_5 = arith.constant dense<false> : vector<3xi1>
// CHECK-NEXT: %cst_6 = arith.constant dense<[0, 1, 2]> : vector<3xi32>
// CHECK-NEXT: %cst_7 = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %1 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %2 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.insertelement %1, %2[%3 : i32] : vector<4xi32>
// CHECK-NEXT: %5 = llvm.shufflevector %4, %2 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %6 = arith.cmpi sgt, %5, %cst_7 : vector<4xi32>
// CHECK-NEXT: %7 = arith.index_cast %arg1 : index to i32
// CHECK-NEXT: %8 = llvm.mlir.poison : vector<3xi32>
// CHECK-NEXT: %9 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %10 = llvm.insertelement %7, %8[%9 : i32] : vector<3xi32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %8 [0, 0, 0] : vector<3xi32>
// CHECK-NEXT: %12 = arith.cmpi sgt, %11, %cst_6 : vector<3xi32>
// CHECK-NEXT: %13 = arith.cmpi sgt, %arg0, %c0 : index
// CHECK-NEXT: %14 = arith.select %13, %12, %cst_5 : vector<3xi1>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %0[0] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %16 = arith.cmpi sgt, %arg0, %c1 : index
// CHECK-NEXT: %17 = arith.select %16, %12, %cst_5 : vector<3xi1>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %15[1] : !llvm.array<2 x vector<3xi1>>
// CHECK-NEXT: %19 = builtin.unrealized_conversion_cast %18 : !llvm.array<2 x vector<3xi1>> to vector<2x3xi1>
// CHECK-NEXT: %20 = arith.index_cast %arg0 : index to i32
// CHECK-NEXT: %21 = llvm.mlir.poison : vector<1xi32>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %23 = llvm.insertelement %20, %21[%22 : i32] : vector<1xi32>
// CHECK-NEXT: %24 = builtin.unrealized_conversion_cast %23 : vector<1xi32> to vector<i32>
// CHECK-NEXT: %25 = arith.cmpi sgt, %24, %cst_1 : vector<i32>
// CHECK-NEXT: return %6, %19, %cst_3, %cst_2, %25, %cst_0, %cst : vector<4xi1>, vector<2x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<i1>, vector<4xindex>, vector<i1>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @fma(%arg0: vector<2x4xf32>, %arg1: vector<2x2x4xf64>) -> (vector<2x4xf32>, vector<2x2x4xf64>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<2x2x4xf64> to !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x4xf64>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %cst : vector<2x4xf64> to !llvm.array<2 x vector<4xf64>>
// CHECK-NEXT: %cst_0 = arith.constant dense<0.000000e+00> : vector<2x2x4xf64>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %cst_0 : vector<2x2x4xf64> to !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %cst_1 = arith.constant dense<0.000000e+00> : vector<2x4xf32>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %cst_1 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.intr.fmuladd(%5, %6, %7) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %4[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %13 = llvm.intr.fmuladd(%10, %11, %12) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %9[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %16 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %17 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %18 = llvm.extractvalue %0[0, 0] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %19 = llvm.intr.fmuladd(%16, %17, %18) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %2[0] : !llvm.array<2 x vector<4xf64>>
// CHECK-NEXT: %21 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %22 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %23 = llvm.extractvalue %0[0, 1] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %24 = llvm.intr.fmuladd(%21, %22, %23) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %20[1] : !llvm.array<2 x vector<4xf64>>
// CHECK-NEXT: %26 = llvm.insertvalue %25, %3[0] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %27 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %28 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %29 = llvm.extractvalue %0[1, 0] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %30 = llvm.intr.fmuladd(%27, %28, %29) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT: %31 = llvm.insertvalue %30, %2[0] : !llvm.array<2 x vector<4xf64>>
// CHECK-NEXT: %32 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %33 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %34 = llvm.extractvalue %0[1, 1] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %35 = llvm.intr.fmuladd(%32, %33, %34) : (vector<4xf64>, vector<4xf64>, vector<4xf64>) -> vector<4xf64>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %31[1] : !llvm.array<2 x vector<4xf64>>
// CHECK-NEXT: %37 = llvm.insertvalue %36, %26[1] : !llvm.array<2 x array<2 x vector<4xf64>>>
// CHECK-NEXT: %38 = builtin.unrealized_conversion_cast %37 : !llvm.array<2 x array<2 x vector<4xf64>>> to vector<2x2x4xf64>
// CHECK-NEXT: return %15, %38 : vector<2x4xf32>, vector<2x2x4xf64>
// CHECK-NEXT: }
// CHECK-NEXT: func.func @xfer(%arg0: memref<?x?xf32>, %arg1: memref<8x16xf32>, %arg2: tensor<?xf32>, %arg3: index, %arg4: f32, %arg5: vector<4xi1>, %arg6: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<8x16xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg3 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %c16 = arith.constant 16 : index
// CHECK-NEXT: %cst = arith.constant dense<[0, 1, 2, 3]> : vector<4xi32>
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %3 = arith.subi %dim, %arg3 : index
// CHECK-NEXT: %4 = arith.index_cast %3 : index to i32
// CHECK-NEXT: %5 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %7 = llvm.insertelement %4, %5[%6 : i32] : vector<4xi32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %9 = arith.cmpi sgt, %8, %cst : vector<4xi32>
// CHECK-NEXT: %10 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %12 = llvm.insertelement %arg4, %10[%11 : i32] : vector<4xf32>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %10 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %14 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.mul %1, %15 : i64
// CHECK-NEXT: %17 = llvm.add %16, %1 : i64
// CHECK-NEXT: %18 = llvm.getelementptr %14[%17] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %19 = llvm.intr.masked.load %18, %9, %13 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %20 = arith.subi %c16, %arg3 : index
// CHECK-NEXT: %21 = arith.index_cast %20 : index to i32
// CHECK-NEXT: %22 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %24 = llvm.insertelement %21, %22[%23 : i32] : vector<4xi32>
// CHECK-NEXT: %25 = llvm.shufflevector %24, %22 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %26 = arith.cmpi sgt, %25, %cst : vector<4xi32>
// CHECK-NEXT: %27 = arith.andi %26, %arg5 : vector<4xi1>
// CHECK-NEXT: %28 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %29 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %30 = llvm.insertelement %arg4, %28[%29 : i32] : vector<4xf32>
// CHECK-NEXT: %31 = llvm.shufflevector %30, %28 [0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %32 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %33 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %34 = llvm.mul %1, %33 : i64
// CHECK-NEXT: %35 = llvm.add %34, %1 : i64
// CHECK-NEXT: %36 = llvm.getelementptr %32[%35] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %37 = llvm.intr.masked.load %36, %27, %31 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %38 = vector.transfer_read %arg2[%arg3], %arg4 {in_bounds = [true]} : tensor<?xf32>, vector<4xf32>
// CHECK-NEXT: %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
// CHECK-NEXT: %39 = arith.subi %dim_0, %arg3 : index
// CHECK-NEXT: %40 = arith.index_cast %39 : index to i32
// CHECK-NEXT: %41 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %42 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %43 = llvm.insertelement %40, %41[%42 : i32] : vector<4xi32>
// CHECK-NEXT: %44 = llvm.shufflevector %43, %41 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %45 = arith.cmpi sgt, %44, %cst : vector<4xi32>
// CHECK-NEXT: %46 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.extractvalue %2[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.mul %1, %47 : i64
// CHECK-NEXT: %49 = llvm.add %48, %1 : i64
// CHECK-NEXT: %50 = llvm.getelementptr %46[%49] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %arg6, %50, %45 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: %51 = arith.subi %c16, %arg3 : index
// CHECK-NEXT: %52 = arith.index_cast %51 : index to i32
// CHECK-NEXT: %53 = llvm.mlir.poison : vector<4xi32>
// CHECK-NEXT: %54 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %55 = llvm.insertelement %52, %53[%54 : i32] : vector<4xi32>
// CHECK-NEXT: %56 = llvm.shufflevector %55, %53 [0, 0, 0, 0] : vector<4xi32>
// CHECK-NEXT: %57 = arith.cmpi sgt, %56, %cst : vector<4xi32>
// CHECK-NEXT: %58 = arith.andi %57, %arg5 : vector<4xi1>
// CHECK-NEXT: %59 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %60 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %61 = llvm.mul %1, %60 : i64
// CHECK-NEXT: %62 = llvm.add %61, %1 : i64
// CHECK-NEXT: %63 = llvm.getelementptr %59[%62] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %arg6, %63, %58 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: return %19, %37, %38 : vector<4xf32>, vector<4xf32>, vector<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// The greedy pre-pass of convert-vector-to-llvm: mask lowering and
// materialization, vector.step, n-D fma, masked transfers (in-bounds masks
// for out-of-bounds dims, maskedload/maskedstore), and the vector folds
// it meets (constant masks, insert into constants, extract chains).
func.func @masks(%i: index, %j: index) -> (vector<4xi1>, vector<2x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<i1>, vector<4xindex>, vector<i1>) {
  %0 = vector.create_mask %i : vector<4xi1>
  %1 = vector.create_mask %i, %j : vector<2x3xi1>
  %2 = vector.constant_mask [2] : vector<4xi1>
  %3 = vector.constant_mask [2, 3] : vector<3x4xi1>
  %4 = vector.create_mask %i : vector<i1>
  %5 = vector.step : vector<4xindex>
  %6 = vector.constant_mask [0] : vector<i1>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xi1>, vector<2x3xi1>, vector<4xi1>, vector<3x4xi1>, vector<i1>, vector<4xindex>, vector<i1>
}
func.func @fma(%a: vector<2x4xf32>, %b: vector<2x2x4xf64>) -> (vector<2x4xf32>, vector<2x2x4xf64>) {
  %0 = vector.fma %a, %a, %a : vector<2x4xf32>
  %1 = vector.fma %b, %b, %b : vector<2x2x4xf64>
  return %0, %1 : vector<2x4xf32>, vector<2x2x4xf64>
}
func.func @xfer(%m: memref<?x?xf32>, %s: memref<8x16xf32>, %t: tensor<?xf32>, %i: index, %f: f32, %mk: vector<4xi1>, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %0 = vector.transfer_read %m[%i, %i], %f : memref<?x?xf32>, vector<4xf32>
  %1 = vector.transfer_read %s[%i, %i], %f, %mk : memref<8x16xf32>, vector<4xf32>
  %2 = vector.transfer_read %t[%i], %f {in_bounds = [true]} : tensor<?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%i, %i] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %v, %s[%i, %i], %mk : vector<4xf32>, memref<8x16xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}
