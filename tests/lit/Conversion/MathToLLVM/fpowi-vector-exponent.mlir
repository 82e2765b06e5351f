// RUN: not pyopt --convert-math-to-llvm %s 2>&1 | FileCheck %s

// A vector exponent lowers, then fails llvm.intr.powi's verifier (its power
// is a scalar signless integer), as in mlir-opt.

func.func @f(%v: vector<4xf32>, %n: vector<4xi32>) -> vector<4xf32> {
  %0 = math.fpowi %v, %n : vector<4xf32>, vector<4xi32>
  return %0 : vector<4xf32>
}

// CHECK: error: 'llvm.intr.powi' op operand #1 must be signless integer, but got 'vector<4xi32>'
// CHECK: note: see current operation: %0 = "llvm.intr.powi"(%arg0, %arg1) <{fastmathFlags = #llvm.fastmath<none>}> : (vector<4xf32>, vector<4xi32>) -> vector<4xf32>
