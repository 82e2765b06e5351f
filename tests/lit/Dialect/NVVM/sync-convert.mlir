// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// mbarrier arrive/expect/complete/try_wait variants, barrier.arrive, sync_restrict fences, cluster launch control, envreg, and the small-float conversions.
// CHECK lines: mlir-opt 22.1.8's output for this input.

// CHECK-LABEL: llvm.func @sync(%arg0: !llvm.ptr<3>, %arg1: !llvm.ptr, %arg2: !llvm.ptr<7>, %arg3: i32, %arg4: i64, %arg5: i1) {
// CHECK-NEXT: %0 = nvvm.mbarrier.arrive.expect_tx %arg0, %arg3 : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT: nvvm.mbarrier.arrive.expect_tx %arg1, %arg3, predicate = %arg5 : !llvm.ptr, i32, i1
// CHECK-NEXT: %1 = nvvm.mbarrier.arrive.nocomplete %arg0, %arg3 : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT: %2 = nvvm.mbarrier.arrive_drop %arg0 : !llvm.ptr<3> -> i64
// CHECK-NEXT: %3 = nvvm.mbarrier.arrive_drop %arg0, %arg3 : !llvm.ptr<3> -> i64
// CHECK-NEXT: %4 = nvvm.mbarrier.arrive_drop.expect_tx %arg0, %arg3 {relaxed = true} : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT: %5 = nvvm.mbarrier.arrive_drop.nocomplete %arg0, %arg3 : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT: nvvm.mbarrier.complete_tx %arg0, %arg3 : !llvm.ptr<3>, i32
// CHECK-NEXT: nvvm.mbarrier.expect_tx %arg0, %arg3 {scope = #nvvm.mem_scope<cluster>} : !llvm.ptr<3>, i32
// CHECK-NEXT: %6 = nvvm.mbarrier.try_wait %arg0, %arg4 : !llvm.ptr<3>, i64 -> i1
// CHECK-NEXT: %7 = nvvm.mbarrier.try_wait %arg0, %arg4, %arg3 : !llvm.ptr<3>, i64, i32 -> i1
// CHECK-NEXT: nvvm.mbarrier.try_wait.parity %arg0, %arg3, %arg3 : !llvm.ptr<3>, i32, i32
// CHECK-NEXT: nvvm.barrier.arrive number_of_threads = %arg3
// CHECK-NEXT: nvvm.barrier.arrive id = %arg3 number_of_threads = %arg3
// CHECK-NEXT: nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>}
// CHECK-NEXT: nvvm.fence.sync_restrict {order = #nvvm.mem_order<release>}
// CHECK-NEXT: nvvm.cp.async.mbarrier.arrive %arg0 {noinc = true} : !llvm.ptr<3>
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @convert(%arg0: f32, %arg1: vector<2xf16>, %arg2: vector<2xbf16>, %arg3: vector<2xi8>, %arg4: i8, %arg5: i32, %arg6: vector<4xf32>, %arg7: i128, %arg8: !llvm.ptr<3>) {
// CHECK-NEXT: %0 = nvvm.convert.f32x2.to.f4x2 %arg0, %arg0 : i8(f4E2M1FN)
// CHECK-NEXT: %1 = nvvm.convert.f32x2.to.f6x2 %arg0, %arg0 {relu = true} : vector<2xi8>(f6E2M3FN)
// CHECK-NEXT: %2 = nvvm.convert.f32x2.to.f8x2 %arg0, %arg0 {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16(f8E4M3FN)
// CHECK-NEXT: %3 = nvvm.convert.f16x2.to.f8x2 %arg1 : vector<2xf16> -> i16(f8E5M2)
// CHECK-NEXT: %4 = nvvm.convert.bf16x2.to.f8x2 %arg2 {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16> -> vector<2xi8>(f8E8M0FNU)
// CHECK-NEXT: %5 = nvvm.convert.f8x2.to.f16x2 %arg3 : vector<2xi8>(f8E4M3FN) -> vector<2xf16>
// CHECK-NEXT: %6 = nvvm.convert.f8x2.to.bf16x2 %arg3 : vector<2xi8>(f8E8M0FNU) -> vector<2xbf16>
// CHECK-NEXT: %7 = nvvm.convert.f6x2.to.f16x2 %arg3 {relu = true} : vector<2xi8>(f6E3M2FN) -> vector<2xf16>
// CHECK-NEXT: %8 = nvvm.convert.f4x2.to.f16x2 %arg4 : i8(f4E2M1FN) -> vector<2xf16>
// CHECK-NEXT: %9 = nvvm.convert.f32x2.to.f16x2 %arg0, %arg0, %arg5 {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
// CHECK-NEXT: %10 = nvvm.convert.f32x2.to.f16x2 %arg0, %arg0 {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
// CHECK-NEXT: %11 = nvvm.convert.f32x2.to.bf16x2 %arg0, %arg0, %arg5 {relu = true, rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xbf16>
// CHECK-NEXT: %12 = nvvm.convert.f32x4.to.f8x4 %arg6, %arg5 : vector<4xf32> -> vector<4xi8>(f8E4M3FN)
// CHECK-NEXT: %13 = nvvm.convert.f32x4.to.f6x4 %arg6, %arg5 : vector<4xf32> -> vector<4xi8>(f6E2M3FN)
// CHECK-NEXT: %14 = nvvm.convert.f32x4.to.f4x4 %arg6, %arg5 : vector<4xf32> -> i16(f4E2M1FN)
// CHECK-NEXT: %15 = nvvm.read.ptx.sreg.envreg31 : i32
// CHECK-NEXT: nvvm.clusterlaunchcontrol.try.cancel multicast, %arg8, %arg8
// CHECK-NEXT: %16 = nvvm.clusterlaunchcontrol.query.cancel query =  get_first_cta_id_y, %arg7 : i32
// CHECK-NEXT: llvm.return

llvm.func @sync(%p: !llvm.ptr<3>, %g: !llvm.ptr, %c: !llvm.ptr<7>, %i: i32, %l: i64, %b: i1) {
  %0 = "nvvm.mbarrier.arrive.expect_tx"(%p, %i) : (!llvm.ptr<3>, i32) -> i64
  "nvvm.mbarrier.arrive.expect_tx"(%g, %i, %b) : (!llvm.ptr, i32, i1) -> ()
  %1 = "nvvm.mbarrier.arrive.nocomplete"(%p, %i) : (!llvm.ptr<3>, i32) -> i64
  %2 = "nvvm.mbarrier.arrive_drop"(%p) : (!llvm.ptr<3>) -> i64
  %3 = "nvvm.mbarrier.arrive_drop"(%p, %i) : (!llvm.ptr<3>, i32) -> i64
  %4 = "nvvm.mbarrier.arrive_drop.expect_tx"(%p, %i) {relaxed = true} : (!llvm.ptr<3>, i32) -> i64
  %5 = "nvvm.mbarrier.arrive_drop.nocomplete"(%p, %i) : (!llvm.ptr<3>, i32) -> i64
  "nvvm.mbarrier.complete_tx"(%p, %i) : (!llvm.ptr<3>, i32) -> ()
  "nvvm.mbarrier.expect_tx"(%p, %i) {scope = #nvvm.mem_scope<cluster>} : (!llvm.ptr<3>, i32) -> ()
  %6 = "nvvm.mbarrier.try_wait"(%p, %l) : (!llvm.ptr<3>, i64) -> i1
  %7 = "nvvm.mbarrier.try_wait"(%p, %l, %i) : (!llvm.ptr<3>, i64, i32) -> i1
  "nvvm.mbarrier.try_wait.parity"(%p, %i, %i) : (!llvm.ptr<3>, i32, i32) -> ()
  "nvvm.barrier.arrive"(%i) : (i32) -> ()
  "nvvm.barrier.arrive"(%i, %i) : (i32, i32) -> ()
  "nvvm.fence.proxy.sync_restrict"() {order = #nvvm.mem_order<acquire>} : () -> ()
  "nvvm.fence.sync_restrict"() {order = #nvvm.mem_order<release>} : () -> ()
  "nvvm.cp.async.mbarrier.arrive"(%p) {noinc = true} : (!llvm.ptr<3>) -> ()
  llvm.return
}
llvm.func @convert(%f: f32, %h: vector<2xf16>, %bh: vector<2xbf16>, %v2i8: vector<2xi8>, %i8: i8, %i: i32, %v4: vector<4xf32>, %r: i128, %p: !llvm.ptr<3>) {
  %0 = nvvm.convert.f32x2.to.f4x2 %f, %f : i8 (f4E2M1FN)
  %1 = nvvm.convert.f32x2.to.f6x2 %f, %f {relu = true} : vector<2xi8> (f6E2M3FN)
  %2 = nvvm.convert.f32x2.to.f8x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rn>, sat = #nvvm.sat_mode<satfinite>} : i16 (f8E4M3FN)
  %3 = nvvm.convert.f16x2.to.f8x2 %h : vector<2xf16> -> i16 (f8E5M2)
  %4 = nvvm.convert.bf16x2.to.f8x2 %bh {rnd = #nvvm.fp_rnd_mode<rz>} : vector<2xbf16> -> vector<2xi8> (f8E8M0FNU)
  %5 = nvvm.convert.f8x2.to.f16x2 %v2i8 : vector<2xi8> (f8E4M3FN) -> vector<2xf16>
  %6 = nvvm.convert.f8x2.to.bf16x2 %v2i8 : vector<2xi8> (f8E8M0FNU) -> vector<2xbf16>
  %7 = nvvm.convert.f6x2.to.f16x2 %v2i8 {relu = true} : vector<2xi8> (f6E3M2FN) -> vector<2xf16>
  %8 = nvvm.convert.f4x2.to.f16x2 %i8 : i8 (f4E2M1FN) -> vector<2xf16>
  %9 = nvvm.convert.f32x2.to.f16x2 %f, %f, %i {rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xf16>
  %99 = nvvm.convert.f32x2.to.f16x2 %f, %f {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
  %10 = nvvm.convert.f32x2.to.bf16x2 %f, %f, %i {relu = true, rnd = #nvvm.fp_rnd_mode<rs>} : vector<2xbf16>
  %11 = nvvm.convert.f32x4.to.f8x4 %v4, %i : vector<4xf32> -> vector<4xi8> (f8E4M3FN)
  %12 = nvvm.convert.f32x4.to.f6x4 %v4, %i : vector<4xf32> -> vector<4xi8> (f6E2M3FN)
  %13 = nvvm.convert.f32x4.to.f4x4 %v4, %i : vector<4xf32> -> i16 (f4E2M1FN)
  %14 = nvvm.read.ptx.sreg.envreg31 : i32
  nvvm.clusterlaunchcontrol.try.cancel multicast, %p, %p
  %15 = nvvm.clusterlaunchcontrol.query.cancel query = get_first_cta_id_y, %r : i32
  llvm.return
}
