// Tie detection in the greedy driver: two patterns of benefit 1 both match
// `x + x`; the tie rule (registration order) applies the first.
// RUN: pyopt --load-pass-plugin=%S/Inputs/tied_patterns.py --test-pattern-ties %s | FileCheck %s
// RUN: pyopt --load-pass-plugin=%S/Inputs/tied_patterns.py --test-pattern-ties --mlir-pattern-ties=warn %s \
// RUN:   2>%t.err | FileCheck %s
// RUN: FileCheck %s --check-prefix=WARN < %t.err
// RUN: not pyopt --load-pass-plugin=%S/Inputs/tied_patterns.py --test-pattern-ties --mlir-pattern-ties=error %s \
// RUN:   2>&1 | FileCheck %s --check-prefix=ERR
// RUN: not pyopt --load-pass-plugin=%S/Inputs/tied_patterns.py --test-pattern-ties --mlir-pattern-ties=error %s \
// RUN:   2>/dev/null | FileCheck %s --allow-empty --check-prefix=EMPTY
// RUN: pyopt --load-pass-plugin=%S/Inputs/tied_patterns.py --test-pattern-ties --mlir-print-conversion-trace %s \
// RUN:   2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE

// The output is the same with detection on: each trial was undone.
// CHECK-LABEL: func.func @double
// CHECK:         %[[C1:.*]] = arith.constant 1 : i32
// CHECK:         arith.shli %arg0, %[[C1]] : i32
// CHECK-LABEL: func.func @sum
// CHECK:         arith.addi %arg0, %arg1 : i32

// WARN: pattern-ties.mlir:[[@LINE+10]]:8: warning: pattern tie on 'arith.addi': 'DoubleToShift' and 'DoubleToMul' both match with benefit 1; the tie rule (registration order) applies 'DoubleToShift'
// WARN-NOT: warning
// ERR: pattern-ties.mlir:[[@LINE+8]]:8: error: pattern tie on 'arith.addi'
// EMPTY-NOT: {{.}}

// TRACE:      'arith.addi' at [[@LINE+5]]:8
// TRACE-NEXT:   pattern NegateConstant (benefit 2): failed
// TRACE-NEXT:     match failure: not an addition of constants
// TRACE-NEXT:   pattern DoubleToShift (benefit 1): applied
func.func @double(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

// No tie: only one candidate can match (operands differ).
func.func @sum(%x: i32, %y: i32) -> i32 {
  %0 = arith.addi %x, %y : i32
  return %0 : i32
}
