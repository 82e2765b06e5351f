// RUN: pyopt %s --convert-ub-to-llvm | FileCheck %s
// RUN: pyopt %s --convert-ub-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=INDEX32

// CHECK-LABEL: func.func @ub() -> (i32, index, vector<2x2xf32>) {
// CHECK-NEXT: %0 = llvm.mlir.poison : i32
// CHECK-NEXT: %1 = llvm.mlir.poison : i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.array<2 x vector<2xf32>>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// CHECK-NEXT: return %0, %2, %4 : i32, index, vector<2x2xf32>

// INDEX32-LABEL: func.func @ub() -> (i32, index, vector<2x2xf32>) {
// INDEX32-NEXT: %0 = llvm.mlir.poison : i32
// INDEX32-NEXT: %1 = llvm.mlir.poison : i32
// INDEX32-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i32 to index
// INDEX32-NEXT: %3 = llvm.mlir.poison : !llvm.array<2 x vector<2xf32>>
// INDEX32-NEXT: %4 = builtin.unrealized_conversion_cast %3 : !llvm.array<2 x vector<2xf32>> to vector<2x2xf32>
// INDEX32-NEXT: return %0, %2, %4 : i32, index, vector<2x2xf32>

// ub.poison becomes llvm.mlir.poison of the converted type.
func.func @ub() -> (i32, index, vector<2x2xf32>) {
  %0 = ub.poison : i32
  %1 = ub.poison : index
  %2 = ub.poison : vector<2x2xf32>
  return %0, %1, %2 : i32, index, vector<2x2xf32>
}
