// RUN: pyopt --allow-unregistered-dialect -mlir-print-debuginfo -mlir-pretty-debuginfo -mlir-print-local-scope %s | FileCheck %s
// RUN: pyopt --allow-unregistered-dialect -mlir-print-debuginfo -mlir-pretty-debuginfo %s | FileCheck %s --check-prefix=ALIAS
// --mlir-pretty-debuginfo: locations without `loc(...)`, file names
// unquoted, `[unknown]`, fused without the keyword, one line per caller
// of a call chain (a name called from a file position stays on its line).

// CHECK: %0 = "a"() : () -> i32 "name"
// CHECK-NEXT: %1 = "b"() : () -> i32 "callee" at file.c:1:2
// CHECK-NEXT: %2 = "c"() : () -> i32 "callee"
// CHECK-NEXT: {{^}} at file.c:3:4
// CHECK-NEXT: {{^}} at other.c:5:6
// CHECK-NEXT: "d"() : () -> () <"meta">["x", y.c:7:8]
// CHECK-NEXT: "e"() : () -> () [unknown]
// ALIAS: "b"() : () -> i32 #[[CALLEE:loc[0-9]+]] at #[[FILE:loc[0-9]+]]
// ALIAS: #[[CALLEE]] = "callee"
// ALIAS-NEXT: #[[FILE]] = file.c:1:2
%0 = "a"() : () -> i32 loc("name")
%1 = "b"() : () -> i32 loc(callsite("callee" at "file.c":1:2))
%2 = "c"() : () -> i32 loc(callsite("callee" at callsite("file.c":3:4 at "other.c":5:6)))
"d"() : () -> () loc(fused<"meta">["x", "y.c":7:8])
"e"() : () -> () loc(unknown)
"f"() {a = "name"} : () -> () loc("name")
