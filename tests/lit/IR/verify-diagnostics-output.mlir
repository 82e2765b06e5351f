// RUN: not pyopt %s --split-input-file --verify-diagnostics 2>&1 | FileCheck %s
// What --verify-diagnostics prints when expectations are not met, as
// mlir-opt 22.1.8: per chunk, the unexpected diagnostics, then each unmet
// expectation with a range as long as its message under the annotation;
// on stdout, the IR of every chunk that was processed (a chunk whose IR
// failed prints nothing), chunks separated by the split marker.

func.func @unexpected() -> i32 {
  return
}
// CHECK: error: unexpected error: 'func.return' op has 0 operands, but enclosing function (@unexpected) returns 1
// CHECK-NEXT: {{^}}  return
// CHECK-NEXT: {{^}}  ^{{$}}

// -----

func.func @unmet() {
  // expected-error @+1 {{four}}
  return
}
// CHECK: error: expected error "four" was not produced
// CHECK-NEXT: {{^}}  // expected-error @+1 {{[{][{]four[}][}]}}
// CHECK-NEXT: {{^}}     ^~~~{{$}}
// CHECK: {{^}}// -----
// CHECK-NEXT: {{^}}module {
// CHECK-NEXT: {{^}}  func.func @unmet() {
