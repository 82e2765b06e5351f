// RUN: pyopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: pyopt %s --allow-unregistered-dialect --mlir-print-op-generic | pyopt --allow-unregistered-dialect | FileCheck %s

// #complex.number is a typed attribute: printed with its `complex<...>` type.
// CHECK: "test.a"() {a = #complex.number<:f32 -2.500000e+00, 1.000000e+10> : complex<f32>, b = [#complex.number<:bf16 1.000980e-01, 2.000000e+00> : complex<bf16>]} : () -> ()
"test.a"() {a = #complex.number<:f32 -2.5, 1.0e10> : complex<f32>, b = [#complex.number<:bf16 0.1, 2.0>]} : () -> ()
