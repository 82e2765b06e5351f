// The seed's race (LLVM #170833) made visible: tie detection, the trace and
// the runtime-protocol check on a yield of a !gpu.async.token.
//
// With the fix (default, benefit 2): no tie, the GPU pattern records an event.
// RUN: pyopt %s --gpu-to-llvm --mlir-pattern-ties=warn 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=NOTIE
// RUN: pyopt %s --gpu-to-llvm --mlir-print-conversion-trace 2>&1 >/dev/null | FileCheck %s --check-prefix=TRACE
// RUN: pyopt %s --gpu-to-llvm --gpu-runtime-check 2>&1 >/dev/null | FileCheck %s --allow-empty --check-prefix=CLEAN
//
// 22.1.8's registration (benefit 1): the two patterns tie on the yield.
// RUN: pyopt %s --gpu-to-llvm=async-yield-benefit=1 --mlir-pattern-ties=warn 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=TIE
// RUN: not pyopt %s --gpu-to-llvm=async-yield-benefit=1 --mlir-pattern-ties=error 2>&1 \
// RUN:   | FileCheck %s --check-prefix=TIE-ERR
// RUN: not pyopt %s --gpu-to-llvm=async-yield-benefit=1 --mlir-pattern-ties=error 2>/dev/null \
// RUN:   | FileCheck %s --allow-empty --check-prefix=EMPTY
//
// 22.1.8's legacy tie order with NVVM loaded picks the structural pattern:
// the stream is yielded as if it were an event, which the check reports.
// RUN: pyopt %s --gpu-to-llvm="async-yield-benefit=1 legacy-tie-order=1" --gpu-runtime-check 2>&1 >/dev/null \
// RUN:   | FileCheck %s --check-prefix=RACE

// NOTIE-NOT: warning
// CLEAN-NOT: warning
// EMPTY-NOT: {{.}}

// TRACE:      'async.yield' at [[@LINE+23]]:7
// TRACE-NEXT:   pattern ConvertAsyncYieldToGpuRuntimeCallPattern (benefit 2): applied

// TIE: async-yield-race.mlir:[[@LINE+20]]:7: warning: pattern tie on 'async.yield': 'ConvertYieldOpTypes' and 'ConvertAsyncYieldToGpuRuntimeCallPattern' both match with benefit 1; the tie rule (registration order) applies 'ConvertYieldOpTypes'
// TIE-NOT: warning
// TIE-ERR: async-yield-race.mlir:[[@LINE+18]]:7: error: pattern tie on 'async.yield'

// RACE: warning: a stream is yielded where an event is expected
// RACE-NEXT: async.yield %2 : !gpu.async.token
// RACE: note: stream created here
// RACE-NEXT: %0 = gpu.wait async
// RACE: warning: 'mgpuEventSynchronize' expects an event (from mgpuEventCreate) but is given a stream
// RACE-NEXT: gpu.wait [%e]

module attributes {gpu.container_module} {
  func.func @copy_then_launch(%buf : memref<16xf32>, %host : memref<16xf32>) {
    %c1 = arith.constant 1 : index
    %t, %r = async.execute -> !async.value<!gpu.async.token> {
      %0 = gpu.wait async
      %1 = gpu.memcpy async [%0] %buf, %host : memref<16xf32>, memref<16xf32>
      %2 = gpu.launch_func async [%1] @kernels::@scale
          blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
          args(%buf : memref<16xf32>)
      async.yield %2 : !gpu.async.token
    }
    %e = async.await %r : !async.value<!gpu.async.token>
    gpu.wait [%e]
    return
  }

  gpu.module @kernels [#nvvm.target] {
    llvm.func @scale(%a: !llvm.ptr, %b: !llvm.ptr, %c: i64, %d: i64, %e: i64) attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
