// RUN: pyopt --nvvm-attach-target %s | FileCheck %s --check-prefix=NVVM
// RUN: pyopt '--nvvm-attach-target=chip=sm_90 O=3 fast ftz features=+ptx80 module=kern.* l=a.bc,b.bc ptxas-cmd-options=-v' %s | FileCheck %s --check-prefix=OPTS
// RUN: pyopt '--rocdl-attach-target=chip=gfx90a wave64=0 daz unsafe-math correct-sqrt=0' %s | FileCheck %s --check-prefix=ROCDL
// Checked against mlir-opt 22.1.8: the target is appended to every
// matching module's targets, then equal neighbours collapse (std::unique);
// default parameters not printed, flags sorted, `module` a regex found
// anywhere in the name.

// NVVM: gpu.module @a [#nvvm.target] {
// NVVM: gpu.module @b [#nvvm.target<chip = "sm_70">, #nvvm.target] {
// NVVM: gpu.module @kern_x [#nvvm.target] {
// NVVM: gpu.module @c [#nvvm.target] {

// OPTS: gpu.module @a {
// OPTS: gpu.module @b [#nvvm.target<chip = "sm_70">] {
// OPTS: gpu.module @kern_x [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {fast, ftz, "ptxas-cmd-options" = ["-v"]}, link = ["a.bc", "b.bc"]>] {

// ROCDL: gpu.module @a [#rocdl.target<chip = "gfx90a", flags = {daz, no_wave64, unsafe_math, unsafe_sqrt}>] {
// ROCDL: gpu.module @b [#nvvm.target<chip = "sm_70">, #rocdl.target<chip = "gfx90a", flags = {daz, no_wave64, unsafe_math, unsafe_sqrt}>] {

module attributes {gpu.container_module} {
  gpu.module @a {
  }
  gpu.module @b [#nvvm.target<chip = "sm_70">] {
  }
  gpu.module @kern_x {
  }
  gpu.module @c [#nvvm.target] {
  }
}
