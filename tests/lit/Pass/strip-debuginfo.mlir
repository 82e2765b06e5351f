// RUN: pyopt --strip-debuginfo --mlir-print-debuginfo %s | FileCheck %s

// CHECK-NOT: loc("
// CHECK: arith.constant 1 : i32 loc(#[[UNKNOWN:loc[0-9]*]])
// CHECK: return %{{.*}} : i32 loc(#[[UNKNOWN]])
// CHECK: } loc(#[[UNKNOWN]])
// CHECK: } loc(#[[UNKNOWN]])
// CHECK: #[[UNKNOWN]] = loc(unknown)
func.func @f() -> i32 {
  %0 = arith.constant 1 : i32 loc("file.py":3:4)
  return %0 : i32 loc(fused["a.c":1:1, "b.c":2:2])
} loc(callsite("x.c":1:1 at "y.c":2:2))
