// With threading on and a nested pipeline run on two functions, mlir-opt
// shows user (all threads) and wall time; otherwise wall time only.
// RUN: pyopt --mlir-timing --pass-pipeline='builtin.module(func.func(strip-debuginfo),symbol-dce)' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s
// RUN: pyopt --mlir-timing --mlir-disable-threading --mlir-timing-display=list --symbol-dce %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LIST

// CHECK:      ===-------------------------------------------------------------------------===
// CHECK-NEXT:                          ... Execution time report ...
// CHECK-NEXT: ===-------------------------------------------------------------------------===
// CHECK-NEXT:   Total Execution Time: {{[0-9]+\.[0-9]+}} seconds
// CHECK-EMPTY:
// CHECK-NEXT:   ----User Time----  ----Wall Time----  ----Name----
// CHECK-NEXT:   {{.*}}  Parser
// CHECK-NEXT:   {{.*}}  'func.func' Pipeline
// CHECK-NEXT:   {{.*}}    StripDebugInfo
// CHECK-NEXT:   {{.*}}  SymbolDCE
// CHECK-NEXT:   {{.*}}  Output
// CHECK-NEXT:   {{.*}}  Rest
// CHECK-NEXT:   {{.*}}  Total

// LIST: ----Wall Time----  ----Name----
// LIST-NOT: User Time
// LIST-DAG: root
// LIST-DAG: Parser
// LIST-DAG: SymbolDCE
// LIST-DAG: Output
// LIST: Rest
// LIST-NEXT: Total
func.func @f() {
  return
}
func.func @g() {
  return
}
