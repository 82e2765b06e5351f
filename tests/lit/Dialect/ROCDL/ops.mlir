// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// ROCDL kernel attributes (on llvm.func / gpu.func) and the ROCDL ops commonly
// found in upstream GPU tests (work-item ids, barriers, lane ops...).
// Note: rocdl.s.waitcnt / s.sleep / s.nop print `attr-dict` BEFORE the
// integer operand attribute.

// CHECK: module {
// CHECK-LABEL: llvm.func @kernel_func() attributes {rocdl.kernel} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @kernel_func() attributes {rocdl.kernel} {
  llvm.return
}
// CHECK-LABEL: llvm.func @kernel_attrs() attributes {rocdl.flat_work_group_size = "1,256", rocdl.kernel, rocdl.max_flat_work_group_size = 1024 : index, rocdl.reqd_work_group_size = array<i32: 16, 4, 1>, rocdl.unsafe_fp_atomics = true, rocdl.waves_per_eu = 2 : i32} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @kernel_attrs() attributes {rocdl.kernel, rocdl.max_flat_work_group_size = 1024 : index, rocdl.flat_work_group_size = "1,256", rocdl.reqd_work_group_size = array<i32: 16, 4, 1>, rocdl.waves_per_eu = 2 : i32, rocdl.unsafe_fp_atomics = true} {
  llvm.return
}
// CHECK-LABEL: gpu.module @m [#rocdl.target<chip = "gfx90a">] {
// CHECK-NEXT: gpu.func @k() kernel attributes {rocdl.flat_work_group_size = "1,256"} {
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @m [#rocdl.target<chip = "gfx90a">] {
  gpu.func @k() kernel attributes {rocdl.flat_work_group_size = "1,256"} {
    gpu.return
  }
}
// CHECK-LABEL: func.func @ids() {
// CHECK-NEXT: %0 = rocdl.workitem.id.x : i32
// CHECK-NEXT: %1 = rocdl.workitem.id.y : i32
// CHECK-NEXT: %2 = rocdl.workitem.id.z : i32
// CHECK-NEXT: %3 = rocdl.workgroup.id.x : i32
// CHECK-NEXT: %4 = rocdl.workgroup.id.y : i32
// CHECK-NEXT: %5 = rocdl.workgroup.id.z : i32
// CHECK-NEXT: %6 = rocdl.workgroup.dim.x : i32
// CHECK-NEXT: %7 = rocdl.workgroup.dim.y : i32
// CHECK-NEXT: %8 = rocdl.workgroup.dim.z : i32
// CHECK-NEXT: %9 = rocdl.grid.dim.x : i32
// CHECK-NEXT: %10 = rocdl.grid.dim.y : i32
// CHECK-NEXT: %11 = rocdl.grid.dim.z : i32
// CHECK-NEXT: %12 = rocdl.workitem.id.x range <i32, 0, 64> : i32
// CHECK-NEXT: %13 = rocdl.wavefrontsize : i32
// CHECK-NEXT: %14 = rocdl.workgroup.dim.x range <i32, 1, 1025> : i32
// CHECK-NEXT: %15 = rocdl.workitem.id.x {foo} : i64
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @ids() {
  %0 = rocdl.workitem.id.x : i32
  %1 = rocdl.workitem.id.y : i32
  %2 = rocdl.workitem.id.z : i32
  %3 = rocdl.workgroup.id.x : i32
  %4 = rocdl.workgroup.id.y : i32
  %5 = rocdl.workgroup.id.z : i32
  %6 = rocdl.workgroup.dim.x : i32
  %7 = rocdl.workgroup.dim.y : i32
  %8 = rocdl.workgroup.dim.z : i32
  %9 = rocdl.grid.dim.x : i32
  %10 = rocdl.grid.dim.y : i32
  %11 = rocdl.grid.dim.z : i32
  %12 = rocdl.workitem.id.x range <i32, 0, 64> : i32
  %13 = rocdl.wavefrontsize : i32
  %14 = rocdl.workgroup.dim.x range <i32, 1, 1025> : i32
  %15 = rocdl.workitem.id.x {foo} : i64
  return
}
// CHECK-LABEL: func.func @misc(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: i1, %arg4: !llvm.ptr<1>, %arg5: !llvm.ptr<3>) {
// CHECK-NEXT: rocdl.barrier
// CHECK-NEXT: rocdl.s.barrier
// CHECK-NEXT: rocdl.s.waitcnt 0
// CHECK-NEXT: rocdl.sched.barrier 0
// CHECK-NEXT: rocdl.sched.group.barrier 8, 1, 0
// CHECK-NEXT: rocdl.iglp.opt 0
// CHECK-NEXT: rocdl.s.setprio 1
// CHECK-NEXT: rocdl.s.sleep 1
// CHECK-NEXT: rocdl.s.nop 0
// CHECK-NEXT: %0 = rocdl.mbcnt.lo %arg0, %arg1 : (i32, i32) -> i32
// CHECK-NEXT: %1 = rocdl.mbcnt.hi %arg0, %0 : (i32, i32) -> i32
// CHECK-NEXT: %2 = rocdl.ballot %arg3 : i64
// CHECK-NEXT: %3 = rocdl.readlane %arg0, %arg1 : (i32, i32) -> i32
// CHECK-NEXT: %4 = rocdl.readfirstlane %arg0 : i32
// CHECK-NEXT: %5 = rocdl.ds_bpermute %arg0, %arg1 : (i32, i32) -> i32
// CHECK-NEXT: %6 = rocdl.ds_swizzle %arg0, %arg1 : (i32, i32) -> i32
// CHECK-NEXT: %7 = rocdl.update.dpp %arg0, %arg1 with 273, 15, 15, false : i32
// CHECK-NEXT: %8 = rocdl.fmed3 %arg2, %arg2, %arg2 : f32
// CHECK-NEXT: %9 = rocdl.sin %arg2 f32 -> f32
// CHECK-NEXT: %10 = rocdl.rcp %arg2 f32 -> f32
// CHECK-NEXT: rocdl.s.wait.loadcnt 0
// CHECK-NEXT: rocdl.s.barrier.signal id = -1
// CHECK-NEXT: rocdl.s.barrier.wait id = -1
// CHECK-NEXT: rocdl.s.waitcnt {foo} 16
// CHECK-NEXT: %11 = rocdl.ds_bpermute %arg0, %arg1 {foo} : (i32, i32) -> i32
// CHECK-NEXT: %12 = rocdl.exp2 %arg2 f32 -> f32
// CHECK-NEXT: %13 = rocdl.sqrt %arg2 f32 {foo} -> f32
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @misc(%a : i32, %b : i32, %f : f32, %p : i1, %ptr : !llvm.ptr<1>, %lds : !llvm.ptr<3>) {
  rocdl.barrier
  rocdl.s.barrier
  rocdl.s.waitcnt 0
  rocdl.sched.barrier 0
  rocdl.sched.group.barrier 8, 1, 0
  rocdl.iglp.opt 0
  rocdl.s.setprio 1
  rocdl.s.sleep 1
  rocdl.s.nop 0
  %m0 = rocdl.mbcnt.lo %a, %b : (i32, i32) -> i32
  %m1 = rocdl.mbcnt.hi %a, %m0 : (i32, i32) -> i32
  %bal = rocdl.ballot %p : i64
  %rl = rocdl.readlane %a, %b : (i32, i32) -> i32
  %rf = rocdl.readfirstlane %a : i32
  %bp = rocdl.ds_bpermute %a, %b : (i32, i32) -> i32
  %sw = rocdl.ds_swizzle %a, %b : (i32, i32) -> i32
  %dpp = rocdl.update.dpp %a, %b with 273, 15, 15, false : i32
  %med = rocdl.fmed3 %f, %f, %f : f32
  %s = rocdl.sin %f f32 -> f32
  %r = rocdl.rcp %f f32 -> f32
  rocdl.s.wait.loadcnt 0
  rocdl.s.barrier.signal id = -1
  rocdl.s.barrier.wait id = -1
  rocdl.s.waitcnt {foo} 16
  %bp2 = rocdl.ds_bpermute %a, %b {foo} : (i32, i32) -> i32
  %ex = rocdl.exp2 %f f32 -> f32
  %sq = rocdl.sqrt %f f32 {foo} -> f32
  return
}
