// RUN: pyopt %s --convert-vector-to-llvm=vector-contract-lowering=llvmintr | FileCheck %s

// CHECK: module {
// CHECK-NEXT: func.func @ct(%arg0: vector<2x3xf32>, %arg1: vector<3x4xf32>, %arg2: vector<2x4xf32>) -> vector<2x4xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : vector<3x4xf32> to !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %2 = ub.poison : vector<2x4xf32>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : vector<2x4xf32> to !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %4 = ub.poison : vector<12xf32>
// CHECK-NEXT: %5 = ub.poison : vector<6xf32>
// CHECK-NEXT: %6 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %7 = llvm.shufflevector %6, %6 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %8 = llvm.shufflevector %7, %5 [0, 1, 2, 9, 10, 11] : vector<6xf32>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %10 = llvm.shufflevector %9, %9 [0, 1, 2, 0, 0, 0] : vector<3xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %10, %8 [6, 7, 8, 0, 1, 2] : vector<6xf32>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %13 = llvm.shufflevector %12, %12 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %14 = llvm.shufflevector %13, %4 [0, 1, 2, 3, 16, 17, 18, 19, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %16 = llvm.shufflevector %15, %15 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %17 = llvm.shufflevector %16, %14 [12, 13, 14, 15, 0, 1, 2, 3, 20, 21, 22, 23] : vector<12xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %0[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %19 = llvm.shufflevector %18, %18 [0, 1, 2, 3, 0, 0, 0, 0, 0, 0, 0, 0] : vector<4xf32>
// CHECK-NEXT: %20 = llvm.shufflevector %19, %17 [12, 13, 14, 15, 16, 17, 18, 19, 0, 1, 2, 3] : vector<12xf32>
// CHECK-NEXT: %21 = llvm.intr.matrix.multiply %11, %20 {lhs_columns = 3 : i32, lhs_rows = 2 : i32, rhs_columns = 4 : i32} : (vector<6xf32>, vector<12xf32>) -> vector<8xf32>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %21 [0, 1, 2, 3] : vector<8xf32>
// CHECK-NEXT: %23 = llvm.insertvalue %22, %3[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %24 = llvm.shufflevector %21, %21 [4, 5, 6, 7] : vector<8xf32>
// CHECK-NEXT: %25 = llvm.insertvalue %24, %23[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %26 = builtin.unrealized_conversion_cast %25 : !llvm.array<2 x vector<4xf32>> to vector<2x4xf32>
// CHECK-NEXT: %27 = arith.addf %arg2, %26 : vector<2x4xf32>
// CHECK-NEXT: return %27 : vector<2x4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: }
// vector-contract-lowering=llvmintr: llvm.intr.matrix.multiply.
#mk = affine_map<(m, n, k) -> (m, k)>
#kn = affine_map<(m, n, k) -> (k, n)>
#mn = affine_map<(m, n, k) -> (m, n)>
func.func @ct(%a: vector<2x3xf32>, %b: vector<3x4xf32>, %c: vector<2x4xf32>) -> vector<2x4xf32> {
  %0 = vector.contract {indexing_maps = [#mk, #kn, #mn], iterator_types = ["parallel", "parallel", "reduction"]} %a, %b, %c : vector<2x3xf32>, vector<3x4xf32> into vector<2x4xf32>
  return %0 : vector<2x4xf32>
}
