// RUN: not pyopt %s --convert-to-llvm=filter-dialects=foo 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not pyopt %s --convert-to-llvm=filter-dialects=builtin 2>&1 | FileCheck %s --check-prefix=NOIFACE

// UNKNOWN: <unknown>:0: error: dialect not loaded: foo
// NOIFACE: <unknown>:0: error: dialect does not implement ConvertToLLVMPatternInterface: builtin
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
