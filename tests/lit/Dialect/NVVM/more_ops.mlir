// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// More NVVM ops and attribute spellings: enum attributes given stripped
// (`<gpu>`, `L1`) or fully qualified (`#nvvm.mem_scope<gpu>`,
// `#nvvm<grid_dep_action wait>`), default-valued properties elided, nested
// optional groups (prefetch), inferred mma.sync operand types, ranges.
// CHECK: module {
// CHECK-LABEL: func.func @f(%arg0: i1, %arg1: i64, %arg2: !llvm.ptr, %arg3: i32, %arg4: !llvm.ptr<3>, %arg5: f32, %arg6: vector<2xf16>, %arg7: !llvm.ptr<1>) {
// CHECK-NEXT: nvvm.fence.proxy.acquire <gpu> %arg2, %arg3
// CHECK-NEXT: nvvm.fence.proxy.release <cluster>
// CHECK-NEXT: nvvm.prefetch level =  L1 uniform, %arg2 : !llvm.ptr
// CHECK-NEXT: nvvm.prefetch tensormap in_param_space, %arg2, predicate = %arg0 : !llvm.ptr, i1
// CHECK-NEXT: nvvm.prefetch level =  L2, evict_priority =  evict_last, %arg7 : !llvm.ptr<1>
// CHECK-NEXT: %0 = nvvm.barrier #nvvm.reduction<popc> %arg3 -> i32
// CHECK-NEXT: %1 = nvvm.mbarrier.arrive %arg4, %arg3 {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3> -> i64
// CHECK-NEXT: nvvm.st.bulk %arg4, size = %arg1 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.inline_ptx "x" ro(%arg3, %arg5 : i32, f32) rw(%arg3 : i32), predicate = %arg0
// CHECK-NEXT: %2 = nvvm.convert.float.to.tf32 %arg5 {relu = true, rnd = #nvvm.fp_rnd_mode<rn>}
// CHECK-NEXT: %3 = nvvm.elect.sync %arg3 -> i1
// CHECK-NEXT: %4 = nvvm.mma.sync A[%arg6, %arg6, %arg6, %arg6]  B[%arg6, %arg6]  C[%arg5, %arg5, %arg5, %arg5]  {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: nvvm.memory.barrier <sys>
// CHECK-NEXT: %5 = nvvm.read.ptx.sreg.laneid range <i32, -5, 32> : i32
// CHECK-NEXT: %6:2 = nvvm.inline_ptx "y" ro(%arg3 : i32) -> i32, f32
// CHECK-NEXT: %7 = nvvm.shfl.sync  up %arg3, %arg3, %arg3, %arg3 : i32 -> i32
// CHECK-NEXT: nvvm.cp.async.shared.global %arg4, %arg7, 16, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: nvvm.griddepcontrol  wait
// CHECK-NEXT: nvvm.pmevent mask = 3
// CHECK-NEXT: nvvm.cp.async.bulk.wait_group 3
// CHECK-NEXT: %8 = nvvm.ldmatrix %arg4 {eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>, layout = #nvvm.mma_layout<col>, num = 1 : i32, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %9 = nvvm.mapa %arg2, %arg3 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %10 = nvvm.mbarrier.test.wait %arg4, %arg3 : !llvm.ptr<3>, i32 -> i1
// CHECK-NEXT: %11 = nvvm.redux.sync  fmax %arg5, %arg3 {abs = true, nan = true} : f32 -> f32
// CHECK-NEXT: %12 = nvvm.vote.sync  uni %arg3, %arg0 -> i1
// CHECK-NEXT: %13 = nvvm.match.sync  all %arg3, %arg1 : i64 -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %14 = nvvm.prmt <rc16> %arg3, %arg3 : i32
// CHECK-NEXT: nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

func.func @f(%b : i1, %i64 : i64, %p : !llvm.ptr, %i : i32, %q: !llvm.ptr<3>, %f: f32, %v: vector<2xf16>, %q1: !llvm.ptr<1>) {
  nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %p, %i from_proxy = <generic> to_proxy = <tensormap>
  nvvm.fence.proxy.release <cluster> from_proxy = <generic> to_proxy = <tensormap>
  nvvm.prefetch level = L1 uniform, %p : !llvm.ptr
  nvvm.prefetch tensormap in_param_space, %p, predicate = %b : !llvm.ptr, i1
  nvvm.prefetch level = L2, evict_priority = evict_last, %q1 : !llvm.ptr<1>
  %r = nvvm.barrier #nvvm.reduction<popc> %i -> i32
  %0 = nvvm.mbarrier.arrive %q, %i {relaxed = true, scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3> -> i64
  nvvm.st.bulk %q, size = %i64, init = 0 : !llvm.ptr<3>
  nvvm.inline_ptx "x" ro(%i, %f : i32, f32) rw(%i : i32), predicate = %b
  %cvt = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rn>, relu = true}
  %e = nvvm.elect.sync %i -> i1
  %m = nvvm.mma.sync A[%v, %v, %v, %v] B[%v, %v] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  nvvm.memory.barrier <sys>
  %sr = nvvm.read.ptx.sreg.laneid range <i32, -5, 32> : i32
  %c2:2 = nvvm.inline_ptx "y" ro(%i : i32) -> i32, f32
  %s1 = nvvm.shfl.sync up %i, %i, %i, %i : i32 -> i32
  nvvm.cp.async.shared.global %q, %q1, 16, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.griddepcontrol #nvvm<grid_dep_action wait>
  nvvm.pmevent mask = 3
  nvvm.cp.async.bulk.wait_group 3
  %ld = nvvm.ldmatrix %q {num = 1 : i32, layout = #nvvm.mma_layout<col>, shape = #nvvm.ld_st_matrix_shape<m = 16, n = 16>, eltType = #nvvm.ld_st_matrix_elt_type<b8x16.b6x16_p32>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  %mp = nvvm.mapa %p, %i : !llvm.ptr -> !llvm.ptr
  %tw = nvvm.mbarrier.test.wait %q, %i : !llvm.ptr<3>, i32 -> i1
  %rx = nvvm.redux.sync fmax %f, %i {abs = true, nan = true} : f32 -> f32
  %vs = nvvm.vote.sync uni %i, %b -> i1
  %ms = nvvm.match.sync all %i, %i64 : i64 -> !llvm.struct<(i32, i1)>
  %pm = nvvm.prmt <rc16> %i, %i : i32
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>}
  return
}
