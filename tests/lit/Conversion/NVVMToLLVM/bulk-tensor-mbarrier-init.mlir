// RUN: pyopt %s --convert-nvvm-to-llvm | FileCheck %s
// Expected output: mlir-opt 22.1.8 --convert-nvvm-to-llvm.

llvm.func @f(%d: !llvm.ptr<7>, %t: !llvm.ptr, %m: !llvm.ptr<3>, %c: i32, %o: i16, %h: i64, %b: i1) {
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box[%c] predicate = %b : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box[%c, %c] multicast_mask = %o predicate = %b : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box[%c, %c, %c] l2_cache_hint = %h predicate = %b : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box[%c, %c, %c, %c, %c] im2col[%o, %o, %o] multicast_mask = %o l2_cache_hint = %h predicate = %b {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box[%c, %c, %c] im2col[%o] l2_cache_hint = %h predicate = %b {mode = #nvvm.tma_load_mode<im2col>} : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %m, box[%c] : !llvm.ptr<7>, !llvm.ptr
  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %m, box[%c], predicate = %b : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %m, box[%c, %c], predicate = %b : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %m, box[%c, %c, %c], predicate = %b : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %m, box[%c, %c, %c, %c], predicate = %b : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %m, box[%c, %c, %c, %c, %c], predicate = %b : !llvm.ptr, !llvm.ptr<3>
  nvvm.cp.async.bulk.tensor.global.shared.cta %t, %m, box[%c, %c] : !llvm.ptr, !llvm.ptr<3>
  llvm.return
}
llvm.func @init_and_others(%d: !llvm.ptr<3>, %s: !llvm.ptr<1>, %n: i32, %g: !llvm.ptr, %b: i1) {
  nvvm.cp.async.shared.global %d, %s, 16, cache = ca, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %d, %s, 16, cache = cg, %n : !llvm.ptr<3>, !llvm.ptr<1>, i32
  nvvm.cp.async.shared.global %d, %s, 4, cache = ca : !llvm.ptr<3>, !llvm.ptr<1>
  nvvm.fence.mbarrier.init
  %e = nvvm.elect.sync -> i1
  nvvm.mbarrier.init %d, %n : !llvm.ptr<3>, i32
  nvvm.mbarrier.init %d, %n, predicate = %b : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.init %g, %n, predicate = %b : !llvm.ptr, i32, i1
  nvvm.cp.async.mbarrier.arrive %d : !llvm.ptr<3>
  nvvm.wgmma.fence.aligned
  llvm.return
}
llvm.func @default_values(%d: !llvm.ptr<3>, %n: i32, %b: i1) {
  nvvm.mbarrier.init %d, %n, predicate = %b {foo = 3 : i32} : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.try_wait.parity %d, %n, %n {foo = 3 : i32} : !llvm.ptr<3>, i32, i32
  llvm.return
}

// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: %arg0: !llvm.ptr<7>, %arg1: !llvm.ptr, %arg2: !llvm.ptr<3>, %arg3: i32, %arg4: i16, %arg5: i64, %arg6: i1) {
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$4 cp.async.bulk.tensor.1d.shared::cluster.global.mbarrier::complete_tx::bytes [$0], [$1, {$2} ], [$3];", "l,l,r,r,b" %arg0, %arg1, %arg3, %arg2, %arg6 : (!llvm.ptr<7>, !llvm.ptr, i32, !llvm.ptr<3>, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$6 cp.async.bulk.tensor.2d.shared::cluster.global.mbarrier::complete_tx::bytes.multicast::cluster [$0], [$1, {$2,$3} ], [$4], $5;", "l,l,r,r,r,h,b" %arg0, %arg1, %arg3, %arg3, %arg2, %arg4, %arg6 : (!llvm.ptr<7>, !llvm.ptr, i32, i32, !llvm.ptr<3>, i16, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$7 cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.L2::cache_hint [$0], [$1, {$2,$3,$4} ], [$5], $6;", "l,l,r,r,r,r,l,b" %arg0, %arg1, %arg3, %arg3, %arg3, %arg2, %arg5, %arg6 : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i64, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$13 cp.async.bulk.tensor.5d.shared::cluster.global.mbarrier::complete_tx::bytes.im2col.multicast::cluster.L2::cache_hint [$0], [$1, {$2,$3,$4,$5,$6} ], [$7],{$8,$9,$10}, $11, $12;", "l,l,r,r,r,r,r,r,h,h,h,h,l,b" %arg0, %arg1, %arg3, %arg3, %arg3, %arg3, %arg3, %arg2, %arg4, %arg4, %arg4, %arg4, %arg5, %arg6 : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, i32, i32, !llvm.ptr<3>, i16, i16, i16, i16, i64, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$8 cp.async.bulk.tensor.3d.shared::cluster.global.mbarrier::complete_tx::bytes.im2col.L2::cache_hint [$0], [$1, {$2,$3,$4} ], [$5],{$6}, $7;", "l,l,r,r,r,r,h,l,b" %arg0, %arg1, %arg3, %arg3, %arg3, %arg2, %arg4, %arg5, %arg6 : (!llvm.ptr<7>, !llvm.ptr, i32, i32, i32, !llvm.ptr<3>, i16, i64, i1) -> ()
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.shared.cluster.global %arg0, %arg1, %arg2, box[%arg3] : !llvm.ptr<7>, !llvm.ptr
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$3 cp.async.bulk.tensor.1d.global.shared::cta.bulk_group [$0, {$2} ], [$1];", "l,r,r,b" %arg1, %arg2, %arg3, %arg6 : (!llvm.ptr, !llvm.ptr<3>, i32, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$4 cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [$0, {$2, $3} ], [$1];", "l,r,r,r,b" %arg1, %arg2, %arg3, %arg3, %arg6 : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$5 cp.async.bulk.tensor.3d.global.shared::cta.bulk_group [$0, {$2, $3, $4} ], [$1];", "l,r,r,r,r,b" %arg1, %arg2, %arg3, %arg3, %arg3, %arg6 : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$6 cp.async.bulk.tensor.4d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5} ], [$1];", "l,r,r,r,r,r,b" %arg1, %arg2, %arg3, %arg3, %arg3, %arg3, %arg6 : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$7 cp.async.bulk.tensor.5d.global.shared::cta.bulk_group [$0, {$2, $3, $4, $5, $6} ], [$1];", "l,r,r,r,r,r,r,b" %arg1, %arg2, %arg3, %arg3, %arg3, %arg3, %arg3, %arg6 : (!llvm.ptr, !llvm.ptr<3>, i32, i32, i32, i32, i32, i1) -> ()
// CHECK-NEXT: nvvm.cp.async.bulk.tensor.global.shared.cta %arg1, %arg2, box[%arg3, %arg3] : !llvm.ptr, <3>
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @init_and_others(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: !llvm.ptr<1>, %arg2: i32, %arg3: !llvm.ptr, %arg4: i1) {
// CHECK-NEXT: nvvm.cp.async.shared.global %arg0, %arg1, 16, cache =  ca, %arg2 : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT: nvvm.cp.async.shared.global %arg0, %arg1, 16, cache =  cg, %arg2 : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NEXT: nvvm.cp.async.shared.global %arg0, %arg1, 4, cache =  ca : !llvm.ptr<3>, !llvm.ptr<1>
// CHECK-NEXT: nvvm.fence.mbarrier.init
// CHECK-NEXT: %0 = nvvm.elect.sync -> i1
// CHECK-NEXT: nvvm.mbarrier.init %arg0, %arg2 : !llvm.ptr<3>, i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.shared.b64 [$0], $1;", "r,r,b" %arg0, %arg2, %arg4 : (!llvm.ptr<3>, i32, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.init.b64 [$0], $1;", "l,r,b" %arg3, %arg2, %arg4 : (!llvm.ptr, i32, i1) -> ()
// CHECK-NEXT: nvvm.cp.async.mbarrier.arrive %arg0 : !llvm.ptr<3>
// CHECK-NEXT: nvvm.wgmma.fence.aligned
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @default_values(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: i32, %arg2: i1) {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$3 mbarrier.init.shared.b64 [$0], $1;", "r,r,b,n" %arg0, %arg1, %arg2, %0 : (!llvm.ptr<3>, i32, i1, i32) -> ()
// CHECK-NEXT: %1 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r,n" %arg0, %arg1, %arg1, %1 : (!llvm.ptr<3>, i32, i32, i32) -> ()
// CHECK-NEXT: llvm.return
