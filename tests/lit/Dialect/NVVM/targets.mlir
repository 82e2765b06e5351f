// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// #nvvm.target: parameters O, triple, chip, features, flags, link, verifyTarget
// (declaration order). Parsed in any order (struct directive); printed in
// declaration order; every parameter equal to its default (O = 2,
// triple = "nvptx64-nvidia-cuda", chip = "sm_50", features = "",
// flags/link absent, verifyTarget = true) is elided; if all are default the
// whole `<...>` is elided. An empty `flags = {}` / `link = []` is NOT elided.

// CHECK: module {
// CHECK-LABEL: gpu.module @plain [#nvvm.target] {
// CHECK-NEXT: }
gpu.module @plain [#nvvm.target] {
}
// CHECK-LABEL: gpu.module @empty_params [#nvvm.target] {
// CHECK-NEXT: }
gpu.module @empty_params [#nvvm.target<>] {
}
// CHECK-LABEL: gpu.module @all_defaults [#nvvm.target] {
// CHECK-NEXT: }
gpu.module @all_defaults [#nvvm.target<O = 2, triple = "nvptx64-nvidia-cuda", chip = "sm_50", features = "", verifyTarget = true>] {
}
// CHECK-LABEL: gpu.module @chip [#nvvm.target<chip = "sm_90">] {
// CHECK-NEXT: }
gpu.module @chip [#nvvm.target<chip = "sm_90">] {
}
// CHECK-LABEL: gpu.module @all [#nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", chip = "sm_90a", features = "+ptx80", flags = {fast, ftz, "ptxas-cmd-options" = ["-v"]}, link = ["my.bc", "b.bc"], verifyTarget = false>] {
// CHECK-NEXT: }
gpu.module @all [#nvvm.target<verifyTarget = false, chip = "sm_90a", O = 3, features = "+ptx80", triple = "nvptx-nvidia-cuda", flags = {fast, ftz, "ptxas-cmd-options" = ["-v"]}, link = ["my.bc", "b.bc"]>] {
}
// CHECK-LABEL: gpu.module @empty_flags [#nvvm.target<flags = {}>, #nvvm.target<link = []>] {
// CHECK-NEXT: }
gpu.module @empty_flags [#nvvm.target<flags = {}>, #nvvm.target<link = []>] {
}
// CHECK-LABEL: gpu.module @opt [#nvvm.target<O = 0>, #nvvm.target<O = 1, chip = "sm_80">, #nvvm.target<O = 3, features = "+ptx76">] {
// CHECK-NEXT: }
gpu.module @opt [#nvvm.target<O = 0>, #nvvm.target<O = 1, chip = "sm_80">, #nvvm.target<O = 3, features = "+ptx76">] {
}
// CHECK-LABEL: gpu.module @mixed [#nvvm.target<chip = "sm_70">, #rocdl.target] {
// CHECK-NEXT: }
gpu.module @mixed [#nvvm.target<chip = "sm_70">, #rocdl.target] {
}
// CHECK-LABEL: gpu.module @with_attrs [#nvvm.target<flags = {fast}>] attributes {nvvm.foo} {
// CHECK-NEXT: }
gpu.module @with_attrs [#nvvm.target<flags = {fast}>] attributes {nvvm.foo} {
}
// CHECK-LABEL: func.func @as_attr() attributes {t = #nvvm.target<chip = "sm_100a", verifyTarget = false>, ts = [#nvvm.target, #nvvm.target<O = 1>]} {
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @as_attr() attributes {t = #nvvm.target<chip = "sm_100a", verifyTarget = false>, ts = [#nvvm.target, #nvvm.target<O = 1>]} {
  return
}
