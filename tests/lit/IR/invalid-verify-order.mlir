// RUN: pyopt %s --split-input-file --verify-diagnostics
// RUN: pyopt %s --split-input-file --verify-diagnostics --mlir-disable-threading
// RUN: not pyopt %s --split-input-file 2>&1 | FileCheck %s
// CHECK: error: 'func.return' op has 0 operands, but enclosing function (@first) returns 1
// CHECK-NOT: error:
// CHECK: error: 'arith.addi' op expected 2 operands, but found 1
// CHECK-NOT: error:
// CHECK: error: operand #0 does not dominate this use
// CHECK-NOT: error:
// CHECK: error: 'arith.addi' op expected 2 operands, but found 0
// CHECK-NOT: error:
// CHECK: error: 'func.return' op has 0 operands, but enclosing function (@a) returns 1
// CHECK-NOT: error:
// CHECK: error: 'func.return' op has 0 operands, but enclosing function (@b) returns 1
// CHECK-NOT: error:
// CHECK: error: 'gpu.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks
// CHECK-NOT: error:
// CHECK: error: 'func.return' op has 0 operands, but enclosing function (@dup) returns 1
// CHECK-NOT: error:
// CHECK: error: 'arith.addi' op expected 2 operands, but found 1
// CHECK-NOT: error:
// The order of OperationVerifier (mlir/lib/IR/Verifier.cpp): an op's own
// invariants, then its blocks and the ops in them (the walk stops at the
// first error), and only when the walk leaves an op, the isolated-from-above
// ops it holds (functions, modules, gpu modules): each of those is verified
// on its own and all of them are, even when an earlier one fails, so every
// failing function reports one error, in order.  Then the op's region
// invariants (symbol tables), only when its isolated ops all passed.

func.func @first() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@first) returns 1}}
  return
}
func.func @fine() {
  return
}
func.func @second() {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%c) : (i32) -> i32
  // A second error in the same function is not reached.
  %1 = "arith.addi"(%c, %c, %c) : (i32, i32, i32) -> i32
  return
}
func.func @third() {
  // expected-error @+2 {{operand #0 does not dominate this use}}
  // expected-note @+2 {{operand defined here (op in the same block)}}
  %0 = arith.addi %1, %1 : i32
  %1 = arith.constant 0 : i32
  return
}

// -----

// An op directly in the module fails before the functions are reached.
func.func @not_reached() -> i32 {
  return
}
// expected-error @+1 {{'arith.addi' op expected 2 operands, but found 0}}
%0 = "arith.addi"() : () -> i32

// -----

// Nested isolated ops: a gpu.module's functions, each, then the next
// top-level ones.
module attributes {gpu.container_module} {
  gpu.module @kernels {
    func.func @a() -> i32 {
      // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@a) returns 1}}
      return
    }
    func.func @b() -> i32 {
      // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@b) returns 1}}
      return
    }
  }
  // expected-error @+1 {{'gpu.module' op region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks}}
  "gpu.module"() ({}) {sym_name = "empty"} : () -> ()
}

// -----

// A symbol table's own check (duplicate names) waits for its functions.
func.func @dup() -> i32 {
  // expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@dup) returns 1}}
  return
}
func.func @dup() {
  return
}

// -----

// A block's terminator is checked when the walk leaves the block, after
// the ops in it.
func.func @terminator_checked_last() {
  %c = arith.constant 1 : i32
  // expected-error @+1 {{'arith.addi' op expected 2 operands, but found 1}}
  %0 = "arith.addi"(%c) : (i32) -> i32
  %1 = arith.constant 2 : i32
}
