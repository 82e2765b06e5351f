// RUN: pyopt %s --convert-arith-to-llvm | FileCheck %s
// Expected output: mlir-opt 22.1.8 --convert-arith-to-llvm.

// Floats without an LLVM type (converted to same-width integers) keep their
// arith ops; arith.cmpf too, scalar or vector (CmpFOpLowering checks the
// lhs type). Supported types beside them still lower.

func.func @f(%a: f4E2M1FN, %b: f8E4M3FN, %v: vector<2xf6E2M3FN>, %w: vector<2x2xf8E5M2>, %x: f32) -> (i1, i1, vector<2xi1>, vector<2x2xi1>, i1) {
  %0 = arith.cmpf olt, %a, %a : f4E2M1FN
  %1 = arith.cmpf oeq, %b, %b : f8E4M3FN
  %2 = arith.cmpf une, %v, %v : vector<2xf6E2M3FN>
  %3 = arith.cmpf ogt, %w, %w : vector<2x2xf8E5M2>
  %4 = arith.cmpf ord, %x, %x : f32
  return %0, %1, %2, %3, %4 : i1, i1, vector<2xi1>, vector<2x2xi1>, i1
}

// CHECK: module {
// CHECK-NEXT:   func.func @f(%arg0: f4E2M1FN, %arg1: f8E4M3FN, %arg2: vector<2xf6E2M3FN>, %arg3: vector<2x2xf8E5M2>, %arg4: f32) -> (i1, i1, vector<2xi1>, vector<2x2xi1>, i1) {
// CHECK-NEXT:     %0 = arith.cmpf olt, %arg0, %arg0 : f4E2M1FN
// CHECK-NEXT:     %1 = arith.cmpf oeq, %arg1, %arg1 : f8E4M3FN
// CHECK-NEXT:     %2 = arith.cmpf une, %arg2, %arg2 : vector<2xf6E2M3FN>
// CHECK-NEXT:     %3 = arith.cmpf ogt, %arg3, %arg3 : vector<2x2xf8E5M2>
// CHECK-NEXT:     %4 = llvm.fcmp "ord" %arg4, %arg4 : f32
// CHECK-NEXT:     return %0, %1, %2, %3, %4 : i1, i1, vector<2xi1>, vector<2x2xi1>, i1
// CHECK-NEXT:   }
// CHECK-NEXT: }
