// RUN: not pyopt %s --gpu-to-llvm=async-yield-benefit=70000 2>&1 | FileCheck %s

// A pattern benefit is at most 65534 (MLIR's PatternBenefit).
// CHECK: error: async-yield-benefit must be in 0..65534, got 70000
func.func @f() {
  return
}
