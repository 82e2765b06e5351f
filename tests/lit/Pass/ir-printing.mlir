// RUN: pyopt --mlir-print-ir-after-all --mlir-print-ir-before=symbol-dce --mlir-disable-threading \
// RUN:   --pass-pipeline='builtin.module(func.func(print-op-stats{json}),symbol-dce)' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s
// RUN: pyopt --mlir-print-ir-after-all --mlir-print-ir-module-scope --mlir-disable-threading \
// RUN:   --pass-pipeline='builtin.module(func.func(strip-debuginfo))' %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SCOPE
// RUN: pyopt --mlir-print-ir-after-all --mlir-print-ir-after-change --symbol-dce --symbol-dce %s -o /dev/null 2>&1 \
// RUN:   | FileCheck %s --check-prefix=CHANGE
// RUN: not pyopt --mlir-print-ir-module-scope --symbol-dce %s 2>&1 | FileCheck %s --check-prefix=THREADS

// CHECK:      // -----// IR Dump After PrintOpStats (print-op-stats) //----- //
// CHECK-NEXT: func.func @f() {
// CHECK:      // -----// IR Dump After PrintOpStats (print-op-stats) //----- //
// CHECK-NEXT: func.func private @g() {
// CHECK:      // -----// IR Dump Before SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK:      // -----// IR Dump After SymbolDCE (symbol-dce) //----- //
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @f() {
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-EMPTY:

// SCOPE: // -----// IR Dump After StripDebugInfo (strip-debuginfo) ('func.func' operation: @f) //----- //
// SCOPE-NEXT: module {
// SCOPE: // -----// IR Dump After StripDebugInfo (strip-debuginfo) ('func.func' operation: @g) //----- //

// The second symbol-dce changes nothing: one dump.
// CHANGE-COUNT-1: IR Dump After SymbolDCE
// CHANGE-NOT: IR Dump

// THREADS: <unknown>:0: error: IR print for module scope can't be setup on a pass-manager without disabling multi-threading first.
func.func @f() {
  return
}
func.func private @g() {
  return
}
