// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// NVVM kernel attributes (on llvm.func / gpu.func) and the NVVM ops commonly
// found in upstream GPU tests. Enum attributes whose assembly format is `$value`
// (shfl/vote/redux/match kinds, setmaxregister action, griddepcontrol kind,
// cache modifiers) are printed with an extra leading space (double space);
// `<$value>`-style enums are printed stripped (`<cta>`) unless `qualified`.

// CHECK: module {
// CHECK-LABEL: llvm.func @kernel_func() attributes {nvvm.kernel} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @kernel_func() attributes {nvvm.kernel} {
  llvm.return
}
// CHECK-LABEL: llvm.func @kernel_attrs() attributes {nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.cluster_max_blocks = 8 : i32, nvvm.kernel, nvvm.maxnreg = 16 : i32, nvvm.maxntid = array<i32: 1, 23, 32>, nvvm.minctasm = 16 : i32, nvvm.reqntid = array<i32: 32, 1, 1>} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @kernel_attrs() attributes {nvvm.kernel, nvvm.maxntid = array<i32: 1, 23, 32>, nvvm.minctasm = 16 : i32, nvvm.maxnreg = 16 : i32, nvvm.reqntid = array<i32: 32, 1, 1>, nvvm.cluster_dim = array<i32: 2, 1, 1>, nvvm.cluster_max_blocks = 8 : i32} {
  llvm.return
}
// CHECK-LABEL: llvm.func @grid_const(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) attributes {nvvm.kernel} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @grid_const(%arg0: !llvm.ptr {llvm.byval = i32, nvvm.grid_constant}) attributes {nvvm.kernel} {
  llvm.return
}
// CHECK-LABEL: gpu.module @m [#nvvm.target<chip = "sm_90">] {
// CHECK-NEXT: gpu.func @k() kernel attributes {nvvm.maxntid = array<i32: 128, 1, 1>} {
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @m [#nvvm.target<chip = "sm_90">] {
  gpu.func @k() kernel attributes {nvvm.maxntid = array<i32: 128, 1, 1>} {
    gpu.return
  }
}
// CHECK-LABEL: func.func @sregs() -> i32 {
// CHECK-NEXT: %0 = nvvm.read.ptx.sreg.tid.x : i32
// CHECK-NEXT: %1 = nvvm.read.ptx.sreg.tid.y : i32
// CHECK-NEXT: %2 = nvvm.read.ptx.sreg.tid.z : i32
// CHECK-NEXT: %3 = nvvm.read.ptx.sreg.ntid.x : i32
// CHECK-NEXT: %4 = nvvm.read.ptx.sreg.ctaid.x : i32
// CHECK-NEXT: %5 = nvvm.read.ptx.sreg.nctaid.y : i32
// CHECK-NEXT: %6 = nvvm.read.ptx.sreg.laneid : i32
// CHECK-NEXT: %7 = nvvm.read.ptx.sreg.warpsize : i32
// CHECK-NEXT: %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
// CHECK-NEXT: %9 = nvvm.read.ptx.sreg.clock64 : i64
// CHECK-NEXT: %10 = nvvm.read.ptx.sreg.clock : i32
// CHECK-NEXT: %11 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
// CHECK-NEXT: %12 = nvvm.read.ptx.sreg.clusterid.x : i32
// CHECK-NEXT: %13 = nvvm.read.ptx.sreg.warpid : i32
// CHECK-NEXT: %14 = nvvm.read.ptx.sreg.globaltimer : i64
// CHECK-NEXT: %15 = nvvm.read.ptx.sreg.lanemask.lt : i32
// CHECK-NEXT: %16 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65536> : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
func.func @sregs() -> i32 {
  %0 = nvvm.read.ptx.sreg.tid.x : i32
  %1 = nvvm.read.ptx.sreg.tid.y : i32
  %2 = nvvm.read.ptx.sreg.tid.z : i32
  %3 = nvvm.read.ptx.sreg.ntid.x : i32
  %4 = nvvm.read.ptx.sreg.ctaid.x : i32
  %5 = nvvm.read.ptx.sreg.nctaid.y : i32
  %6 = nvvm.read.ptx.sreg.laneid : i32
  %7 = nvvm.read.ptx.sreg.warpsize : i32
  %8 = nvvm.read.ptx.sreg.tid.x range <i32, 0, 1024> : i32
  %9 = nvvm.read.ptx.sreg.clock64 : i64
  %10 = nvvm.read.ptx.sreg.clock : i32
  %11 = nvvm.read.ptx.sreg.cluster.ctaid.x : i32
  %12 = nvvm.read.ptx.sreg.clusterid.x : i32
  %13 = nvvm.read.ptx.sreg.warpid : i32
  %14 = nvvm.read.ptx.sreg.globaltimer : i64
  %15 = nvvm.read.ptx.sreg.lanemask.lt : i32
  %16 = nvvm.read.ptx.sreg.nctaid.z range <i32, 1, 65536> : i32
  llvm.return %0 : i32
}
// CHECK-LABEL: func.func @misc(%arg0: f32, %arg1: i32, %arg2: i32, %arg3: i1, %arg4: !llvm.ptr<3>) {
// CHECK-NEXT: nvvm.barrier0
// CHECK-NEXT: nvvm.barrier
// CHECK-NEXT: nvvm.barrier id = %arg2
// CHECK-NEXT: nvvm.barrier id = %arg2 number_of_threads = %arg1
// CHECK-NEXT: %0 = nvvm.barrier #nvvm.reduction<and> %arg2 -> i32
// CHECK-NEXT: nvvm.bar.warp.sync %arg1 : i32
// CHECK-NEXT: %1 = nvvm.shfl.sync  bfly %arg1, %arg0, %arg2, %arg2 : f32 -> f32
// CHECK-NEXT: %2 = nvvm.shfl.sync  up %arg1, %arg2, %arg2, %arg2 {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %3 = nvvm.shfl.sync  down %arg1, %arg0, %arg2, %arg2 : f32 -> f32
// CHECK-NEXT: %4 = nvvm.shfl.sync  idx %arg1, %arg0, %arg2, %arg2 : f32 -> f32
// CHECK-NEXT: %5 = nvvm.vote.sync  ballot %arg1, %arg3 -> i32
// CHECK-NEXT: %6 = nvvm.vote.sync  any %arg1, %arg3 -> i1
// CHECK-NEXT: %7 = nvvm.redux.sync  add %arg2, %arg1 : i32 -> i32
// CHECK-NEXT: %8 = nvvm.rcp.approx.ftz.f %arg0 : f32
// CHECK-NEXT: %9 = nvvm.elect.sync -> i1
// CHECK-NEXT: nvvm.cluster.arrive
// CHECK-NEXT: nvvm.cluster.arrive {aligned}
// CHECK-NEXT: nvvm.cluster.arrive.relaxed
// CHECK-NEXT: nvvm.cluster.wait
// CHECK-NEXT: nvvm.fence.sc.cluster
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK-NEXT: nvvm.cp.async.commit.group
// CHECK-NEXT: nvvm.cp.async.wait.group 0
// CHECK-NEXT: nvvm.setmaxregister  increase 232
// CHECK-NEXT: nvvm.setmaxregister  decrease 40
// CHECK-NEXT: nvvm.nanosleep %arg2
// CHECK-NEXT: nvvm.exit
// CHECK-NEXT: nvvm.breakpoint
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: nvvm.wgmma.commit.group.sync.aligned
// CHECK-NEXT: nvvm.wgmma.wait.group.sync.aligned 1
// CHECK-NEXT: nvvm.mbarrier.init %arg4, %arg2 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.memory.barrier <cta>
// CHECK-NEXT: nvvm.griddepcontrol  wait
// CHECK-NEXT: nvvm.griddepcontrol  launch_dependents
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @misc(%f : f32, %mask : i32, %v : i32, %p : i1, %ptr : !llvm.ptr<3>) {
  nvvm.barrier0
  nvvm.barrier
  nvvm.barrier id = %v
  nvvm.barrier id = %v number_of_threads = %mask
  %r = nvvm.barrier #nvvm.reduction<and> %v -> i32
  nvvm.bar.warp.sync %mask : i32
  %s = nvvm.shfl.sync bfly %mask, %f, %v, %v : f32 -> f32
  %s2 = nvvm.shfl.sync up %mask, %v, %v, %v {return_value_and_is_valid} : i32 -> !llvm.struct<(i32, i1)>
  %s3 = nvvm.shfl.sync down %mask, %f, %v, %v : f32 -> f32
  %s4 = nvvm.shfl.sync idx %mask, %f, %v, %v : f32 -> f32
  %vote = nvvm.vote.sync ballot %mask, %p -> i32
  %vote2 = nvvm.vote.sync any %mask, %p -> i1
  %rx = nvvm.redux.sync add %v, %mask : i32 -> i32
  %rcp = nvvm.rcp.approx.ftz.f %f : f32
  %e = nvvm.elect.sync -> i1
  nvvm.cluster.arrive
  nvvm.cluster.arrive {aligned}
  nvvm.cluster.arrive.relaxed
  nvvm.cluster.wait
  nvvm.fence.sc.cluster
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
  nvvm.fence.mbarrier.init
  nvvm.cp.async.commit.group
  nvvm.cp.async.wait.group 0
  nvvm.setmaxregister increase 232
  nvvm.setmaxregister decrease 40
  nvvm.nanosleep %v
  nvvm.exit
  nvvm.breakpoint
  nvvm.wgmma.fence.aligned
  nvvm.wgmma.commit.group.sync.aligned
  nvvm.wgmma.wait.group.sync.aligned 1
  nvvm.mbarrier.init %ptr, %v : !llvm.ptr<3>, i32
  nvvm.memory.barrier #nvvm.mem_scope<cta>
  nvvm.griddepcontrol wait
  nvvm.griddepcontrol launch_dependents
  return
}

// CHECK-LABEL: func.func @more(%arg0: vector<2xf16>, %arg1: vector<2xf16>, %arg2: vector<2xf16>, %arg3: vector<2xf16>, %arg4: vector<2xf16>, %arg5: !llvm.ptr<1>, %arg6: !llvm.ptr<3>, %arg7: i32, %arg8: i64, %arg9: f32, %arg10: !llvm.ptr) {
// CHECK-NEXT: %0 = nvvm.mma.sync A[%arg0, %arg1]  B[%arg2]  C[%arg3, %arg4]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
// CHECK-NEXT: %1 = nvvm.ldmatrix %arg6 {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> i32
// CHECK-NEXT: nvvm.cp.async.shared.global %arg6, %arg5, 16, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: nvvm.cp.async.shared.global %arg6, %arg5, 16, cache =  cg, %arg7 : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT: %2 = nvvm.match.sync  any %arg7, %arg7 : i32 -> i32
// CHECK-NEXT: %3 = nvvm.prmt <default> %arg7, %arg7, %arg7 : i32
// CHECK-NEXT: nvvm.mbarrier.init %arg6, %arg7 : !llvm.ptr<3>, i32
// CHECK-NEXT: %4 = nvvm.mbarrier.arrive %arg6 : !llvm.ptr<3> -> i64
// CHECK-NEXT: %5 = nvvm.mbarrier.test.wait %arg6, %4 : !llvm.ptr<3>, i64 -> i1
// CHECK-NEXT: nvvm.mbarrier.inval %arg6 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.fence.proxy.acquire <sys> %arg10, %arg7
// CHECK-NEXT: nvvm.fence.proxy.release <cta>
// CHECK-NEXT: %6 = nvvm.mapa %arg6, %arg7 : !llvm.ptr<3> -> !llvm.ptr<7>
// CHECK-NEXT: %7 = nvvm.inline_ptx "mov.b32 %0, %1;" ro(%arg7 : i32) -> i32
// CHECK-NEXT: nvvm.pmevent id = 10
// CHECK-NEXT: nvvm.pmevent mask = 4
// CHECK-NEXT: %8 = nvvm.wmma.load %arg5, %arg7 {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<1>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
// CHECK-NEXT: %9 = nvvm.convert.float.to.tf32 %arg9 {rnd = #nvvm.fp_rnd_mode<rna>}
// CHECK-NEXT: nvvm.cp.async.bulk.commit.group
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 1
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK-NEXT: nvvm.st.bulk %arg6, size = %arg8 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.prefetch level =  L2, %arg5 : !llvm.ptr<1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @more(%a0 : vector<2xf16>, %a1 : vector<2xf16>, %b0 : vector<2xf16>, %c0 : vector<2xf16>, %c1 : vector<2xf16>, %p1 : !llvm.ptr<1>, %p3 : !llvm.ptr<3>, %i : i32, %i64 : i64, %f : f32, %p0 : !llvm.ptr) {
  %0 = nvvm.mma.sync A[%a0, %a1] B[%b0] C[%c0, %c1] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  %1 = nvvm.ldmatrix %p3 {num = 1 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  nvvm.cp.async.shared.global %p3, %p1, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.cp.async.shared.global %p3, %p1, 16, cache = cg, %i : !llvm.ptr<3>, !llvm.ptr<1>, i32
  %2 = nvvm.match.sync any %i, %i : i32 -> i32
  %3 = nvvm.prmt #nvvm.permute_mode<default> %i, %i, %i : i32
  nvvm.mbarrier.init %p3, %i : !llvm.ptr<3>, i32
  %4 = nvvm.mbarrier.arrive %p3 : !llvm.ptr<3> -> i64
  %5 = nvvm.mbarrier.test.wait %p3, %4 : !llvm.ptr<3>, i64 -> i1
  nvvm.mbarrier.inval %p3 : !llvm.ptr<3>
  nvvm.fence.proxy.acquire #nvvm.mem_scope<sys> %p0, %i
  nvvm.fence.proxy.release #nvvm.mem_scope<cta>
  %6 = nvvm.mapa %p3, %i : !llvm.ptr<3> -> !llvm.ptr<7>
  nvvm.inline_ptx "mov.b32 %0, %1;" ro(%i : i32) -> i32
  nvvm.pmevent id = 10
  nvvm.pmevent mask = 4
  %7 = nvvm.wmma.load %p1, %i {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<a>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<1>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  %8 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rna>}
  nvvm.cp.async.bulk.commit.group
  nvvm.cp.async.bulk.wait_group 1
  nvvm.cp.async.bulk.wait_group 0 {read}
  nvvm.st.bulk %p3, size = %i64 : !llvm.ptr<3>
  nvvm.prefetch level = L2, %p1 : !llvm.ptr<1>
  return
}
