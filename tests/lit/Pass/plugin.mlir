// The plugin of docs/passes.md: a pattern and a pass in a Python file, loaded
// with --load-pass-plugin.
// RUN: pyopt --load-pass-plugin=%S/Inputs/double_to_shift.py --double-to-shift %s | FileCheck %s
// RUN: pyopt --load-pass-plugin=%S/Inputs/double_to_shift.py --dump-pass-pipeline \
// RUN:   --double-to-shift=max-iterations=3 %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=PIPELINE

// CHECK-LABEL: func.func @double
// CHECK-NEXT:    %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[SHL:.*]] = arith.shli %arg0, %[[ONE]] : i32
// CHECK-NEXT:    return %[[SHL]] : i32
func.func @double(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  return %0 : i32
}

// Different operands: left alone.
// CHECK-LABEL: func.func @sum
// CHECK-NEXT:    arith.addi %arg0, %arg1 : i64
func.func @sum(%x: i64, %y: i64) -> i64 {
  %0 = arith.addi %x, %y : i64
  return %0 : i64
}

// PIPELINE:      Pass Manager with 1 passes:
// PIPELINE-NEXT: builtin.module(
// PIPELINE-NEXT:   func.func(
// PIPELINE-NEXT:     double-to-shift{max-iterations=3}
// PIPELINE-NEXT:   )
// PIPELINE-NEXT: )
