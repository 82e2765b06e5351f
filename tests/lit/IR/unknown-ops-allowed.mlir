// RUN: pyopt %s | FileCheck %s
// Dialects that allowUnknownOperations() keep an op they do not define, with
// or without --allow-unregistered-dialect (LLVM: not every LLVM operation has
// an op; mlir-opt's test dialect).

// CHECK: "llvm.frobnicate"(%{{.*}}) : (i32) -> i32
// CHECK: "test.frobnicate"() : () -> ()
func.func @f(%a: i32) -> i32 {
  %0 = "llvm.frobnicate"(%a) : (i32) -> i32
  "test.frobnicate"() : () -> ()
  return %0 : i32
}
