// RUN: pyopt %s --convert-vector-to-llvm | FileCheck %s
// Expected output: mlir-opt 22.1.8 --convert-vector-to-llvm.

// vector.broadcast of a scalar constant folds to a splat for scalable
// vectors too (BroadcastOp::fold), so the padding of a scalable
// transfer_read becomes a dense constant, as for fixed-size vectors.

func.func @read(%m: memref<?xf32>, %i: index) -> vector<[8]xf32> {
  %pad = arith.constant 2.5 : f32
  %v = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<[8]xf32>
  return %v : vector<[8]xf32>
}

func.func @splat() -> vector<3x[4]xi16> {
  %c = arith.constant -2 : i16
  %0 = vector.broadcast %c : i16 to vector<3x[4]xi16>
  return %0 : vector<3x[4]xi16>
}

// CHECK: module {
// CHECK-NEXT:   func.func @read(%arg0: memref<?xf32>, %arg1: index) -> vector<[8]xf32> {
// CHECK-NEXT:     %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT:     %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %cst = arith.constant dense<2.500000e+00> : vector<[8]xf32>
// CHECK-NEXT:     %c0 = arith.constant 0 : index
// CHECK-NEXT:     %dim = memref.dim %arg0, %c0 : memref<?xf32>
// CHECK-NEXT:     %2 = arith.subi %dim, %arg1 : index
// CHECK-NEXT:     %3 = llvm.intr.stepvector : vector<[8]xi32>
// CHECK-NEXT:     %4 = arith.index_cast %2 : index to i32
// CHECK-NEXT:     %5 = llvm.mlir.poison : vector<[8]xi32>
// CHECK-NEXT:     %6 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:     %7 = llvm.insertelement %4, %5[%6 : i32] : vector<[8]xi32>
// CHECK-NEXT:     %8 = llvm.shufflevector %7, %5 [0, 0, 0, 0, 0, 0, 0, 0] : vector<[8]xi32>
// CHECK-NEXT:     %9 = arith.cmpi slt, %3, %8 : vector<[8]xi32>
// CHECK-NEXT:     %10 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.getelementptr %10[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:     %12 = llvm.intr.masked.load %11, %9, %cst {alignment = 4 : i32} : (!llvm.ptr, vector<[8]xi1>, vector<[8]xf32>) -> vector<[8]xf32>
// CHECK-NEXT:     return %12 : vector<[8]xf32>
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @splat() -> vector<3x[4]xi16> {
// CHECK-NEXT:     %cst = arith.constant dense<-2> : vector<3x[4]xi16>
// CHECK-NEXT:     return %cst : vector<3x[4]xi16>
// CHECK-NEXT:   }
// CHECK-NEXT: }
