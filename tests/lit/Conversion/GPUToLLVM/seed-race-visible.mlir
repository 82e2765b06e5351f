// The seed's own test input (lower-async-to-gpu-runtime-calls.mlir, kept
// verbatim next to this file) under the tools that make its race visible.
//
// 22.1.8's registration: the tie on the async.yield is reported, by name.
// RUN: pyopt %S/lower-async-to-gpu-runtime-calls.mlir --gpu-to-llvm=async-yield-benefit=1 \
// RUN:   --mlir-pattern-ties=warn 2>&1 >/dev/null | FileCheck %s --check-prefix=TIE
// TIE: lower-async-to-gpu-runtime-calls.mlir:35:7: warning: pattern tie on 'async.yield': 'ConvertYieldOpTypes' and 'ConvertAsyncYieldToGpuRuntimeCallPattern' both match with benefit 1
// TIE-NOT: warning
//
// With the fix (the default): no tie; error mode fails only on a tie.
// RUN: pyopt %S/lower-async-to-gpu-runtime-calls.mlir --gpu-to-llvm --mlir-pattern-ties=error 2>&1 >/dev/null \
// RUN:   | FileCheck %s --allow-empty --check-prefix=NONE
// RUN: not pyopt %S/lower-async-to-gpu-runtime-calls.mlir --gpu-to-llvm=async-yield-benefit=1 \
// RUN:   --mlir-pattern-ties=error 2>/dev/null | FileCheck %s --allow-empty --check-prefix=NONE
// NONE-NOT: {{.}}
//
// The trace shows the GPU pattern chosen at benefit 2.
// RUN: pyopt %S/lower-async-to-gpu-runtime-calls.mlir --gpu-to-llvm --mlir-print-conversion-trace=%t.trace -o /dev/null
// RUN: FileCheck %s --check-prefix=TRACE < %t.trace
// TRACE: GpuToLLVMConversionPass (gpu-to-llvm) on 'builtin.module'
// TRACE:      'async.yield' at 35:7
// TRACE-NEXT:   pattern ConvertAsyncYieldToGpuRuntimeCallPattern (benefit 2): applied
//
// 22.1.8's output (legacy order, benefit 1) breaks the runtime protocol;
// pyopt's own output does not.
// RUN: pyopt %S/lower-async-to-gpu-runtime-calls.mlir --gpu-to-llvm="async-yield-benefit=1 legacy-tie-order=1" \
// RUN:   -o %t.buggy.mlir
// RUN: pyopt %t.buggy.mlir --gpu-runtime-check 2>&1 >/dev/null | FileCheck %s --check-prefix=BUGGY
// BUGGY: warning: a stream is yielded where an event is expected
// BUGGY-NEXT: async.yield %7 : !llvm.ptr
// BUGGY: note: stream created here
// BUGGY-NEXT: %7 = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// RUN: pyopt %S/lower-async-to-gpu-runtime-calls.mlir --gpu-to-llvm -o %t.fixed.mlir
// RUN: pyopt %t.fixed.mlir --gpu-runtime-check=error 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=NONE
