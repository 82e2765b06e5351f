// RUN: pyopt --allow-unregistered-dialect --mlir-print-debuginfo %s | FileCheck %s
// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s --check-prefix=PLAIN
// affine.for's induction variable is a region argument (parseRegionArgument /
// printRegionArgument): it may carry a location, printed with the debug info
// (as mlir-opt 22.1.8 does); without it, its location is the variable's own.

// CHECK: affine.for %arg1 loc("x") = 0 to 10 {
// CHECK: affine.for %arg1 loc("{{.*}}for-iv-location.mlir":[[@LINE+7]]:14) = 0 to 4 {
// PLAIN: affine.for %arg1 = 0 to 10 {
// PLAIN: affine.for %arg1 = 0 to 4 {
func.func @f(%n: index) {
  affine.for %i loc("x") = 0 to 10 {
    "test.a"(%i) : (index) -> ()
  }
  affine.for %j = 0 to 4 {
    "test.b"(%j) : (index) -> ()
  }
  return
}
