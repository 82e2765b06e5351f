// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// #rocdl.target: parameters O, triple, chip, features, abi, flags, link
// (declaration order). Parsed in any order; printed in declaration order;
// defaults (O = 2, triple = "amdgcn-amd-amdhsa", chip = "gfx900",
// features = "", abi = "600", flags/link absent) are elided; with all defaults
// the `<...>` disappears. Empty `flags = {}` / `link = []` are kept.

// CHECK: module {
// CHECK-LABEL: gpu.module @plain [#rocdl.target] {
// CHECK-NEXT: }
gpu.module @plain [#rocdl.target] {
}
// CHECK-LABEL: gpu.module @empty_params [#rocdl.target] {
// CHECK-NEXT: }
gpu.module @empty_params [#rocdl.target<>] {
}
// CHECK-LABEL: gpu.module @all_defaults [#rocdl.target] {
// CHECK-NEXT: }
gpu.module @all_defaults [#rocdl.target<O = 2, triple = "amdgcn-amd-amdhsa", chip = "gfx900", features = "", abi = "600">] {
}
// CHECK-LABEL: gpu.module @chip [#rocdl.target<chip = "gfx90a">] {
// CHECK-NEXT: }
gpu.module @chip [#rocdl.target<chip = "gfx90a">] {
}
// CHECK-LABEL: gpu.module @all [#rocdl.target<O = 3, triple = "amdgcn-amd-amdpal", chip = "gfx942", features = "+wavefrontsize64", abi = "500", flags = {correct_sqrt, daz, fast, finite_only, no_wave64, unsafe_math}, link = ["x.bc", "y.bc"]>] {
// CHECK-NEXT: }
gpu.module @all [#rocdl.target<link = ["x.bc", "y.bc"], flags = {fast, no_wave64, daz, finite_only, unsafe_math, correct_sqrt}, abi = "500", features = "+wavefrontsize64", chip = "gfx942", triple = "amdgcn-amd-amdpal", O = 3>] {
}
// CHECK-LABEL: gpu.module @empty_flags [#rocdl.target<flags = {}>, #rocdl.target<link = []>] {
// CHECK-NEXT: }
gpu.module @empty_flags [#rocdl.target<flags = {}>, #rocdl.target<link = []>] {
}
// CHECK-LABEL: gpu.module @opt [#rocdl.target<O = 1, chip = "gfx1100">, #rocdl.target<O = 0, abi = "400">] {
// CHECK-NEXT: }
gpu.module @opt [#rocdl.target<chip = "gfx1100", abi = "600", O = 1>, #rocdl.target<O = 0, abi = "400">] {
}
// CHECK-LABEL: gpu.module @mixed [#rocdl.target<chip = "gfx1030">, #nvvm.target] attributes {rocdl.foo} {
// CHECK-NEXT: }
gpu.module @mixed [#rocdl.target<chip = "gfx1030">, #nvvm.target] attributes {rocdl.foo} {
}
// CHECK-LABEL: gpu.module @handler<#gpu.select_object<#rocdl.target<chip = "gfx90a">>> [#rocdl.target<chip = "gfx90a">] {
// CHECK-NEXT: }
gpu.module @handler <#gpu.select_object<#rocdl.target<chip = "gfx90a">>> [#rocdl.target<chip = "gfx90a">] {
}
// CHECK-LABEL: func.func @as_attr() attributes {t = #rocdl.target<chip = "gfx1201", features = "-wavefrontsize64">, ts = [#rocdl.target, #rocdl.target<O = 3>]} {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @as_attr() attributes {t = #rocdl.target<chip = "gfx1201", features = "-wavefrontsize64">, ts = [#rocdl.target, #rocdl.target<O = 3>]} {
  return
}
// mlir-opt 22.1.8 quirk: #rocdl.target parameters are not verified.
// CHECK-LABEL: gpu.module @unverified [#rocdl.target<O = 5, chip = "", abi = "700">] {
// CHECK-NEXT: }
gpu.module @unverified [#rocdl.target<O = 5, chip = "", abi = "700">] {
}
