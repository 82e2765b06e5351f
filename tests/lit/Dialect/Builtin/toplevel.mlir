// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// A file whose only top-level operation is a builtin.module is printed
// as-is (no extra implicit module around it). Ops directly in its body use
// builtin as the default dialect.

// CHECK: {{^}}module @top attributes {test.attr = "top"} {
// CHECK-NEXT: %0 = unrealized_conversion_cast to i32
// CHECK-NEXT: func.func @f() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: module {
// CHECK-NEXT: }
// CHECK-NEXT: }

module @top attributes {test.attr = "top"} {
  %0 = builtin.unrealized_conversion_cast to i32
  func.func @f() {
    return
  }
  module {
  }
}
