// RUN: pyopt %s --convert-nvvm-to-llvm | FileCheck %s
// Expected output: mlir-opt 22.1.8 --convert-nvvm-to-llvm.

llvm.func @f(%s: !llvm.ptr<3>, %g: !llvm.ptr, %c: !llvm.ptr<7>, %n: i32, %b: i1) {
  nvvm.mbarrier.arrive.expect_tx %s, %n, predicate = %b : !llvm.ptr<3>, i32, i1
  nvvm.mbarrier.arrive.expect_tx %g, %n, predicate = %b : !llvm.ptr, i32, i1
  %0 = nvvm.mbarrier.arrive.expect_tx %s, %n : !llvm.ptr<3>, i32 -> i64
  nvvm.mbarrier.try_wait.parity %s, %n, %n : !llvm.ptr<3>, i32, i32
  nvvm.mbarrier.try_wait.parity %g, %n, %n : !llvm.ptr, i32, i32
  nvvm.barrier.arrive number_of_threads = %n
  nvvm.barrier.arrive id = %n number_of_threads = %n
  llvm.return
}
llvm.func @g(%c: !llvm.ptr<3>, %n: i32, %b: i1) {
  nvvm.barrier.arrive number_of_threads = %n {foo = 5 : i32, bar = 7 : i64, baz = true}
  nvvm.mbarrier.arrive.expect_tx %c, %n, predicate = %b {foo = 5 : i32} : !llvm.ptr<3>, i32, i1
  llvm.return
}

// CHECK-LABEL: llvm.func @f(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: !llvm.ptr, %arg2: !llvm.ptr<7>, %arg3: i32, %arg4: i1) {
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", "r,r,b" %arg0, %arg3, %arg4 : (!llvm.ptr<3>, i32, i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.arrive.expect_tx.b64 _, [$0], $1;", "l,r,b" %arg1, %arg3, %arg4 : (!llvm.ptr, i32, i1) -> ()
// CHECK-NEXT: %0 = nvvm.mbarrier.arrive.expect_tx %arg0, %arg3 : !llvm.ptr<3>, i32 -> i64
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.shared.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "r,r,r" %arg0, %arg3, %arg3 : (!llvm.ptr<3>, i32, i32) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "{\0A\09.reg .pred       P1; \0A\09LAB_WAIT: \0A\09mbarrier.try_wait.parity.b64 P1, [$0], $1, $2; \0A\09@P1 bra.uni DONE; \0A\09bra.uni     LAB_WAIT; \0A\09DONE: \0A\09}", "l,r,r" %arg1, %arg3, %arg3 : (!llvm.ptr, i32, i32) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive 0, $0;", "r" %arg3 : (i32) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive $0, $1;", "r,r" %arg3, %arg3 : (i32, i32) -> ()
// CHECK-NEXT: llvm.return
// CHECK-LABEL: llvm.func @g(
// CHECK-SAME: %arg0: !llvm.ptr<3>, %arg1: i32, %arg2: i1) {
// CHECK-NEXT: %0 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(5 : i32) : i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "bar.arrive 0, $0;", "r,n,n,n" %arg1, %0, %1, %2 : (i32, i32, i32, i32) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$2 mbarrier.arrive.expect_tx.shared.b64 _, [$0], $1;", "r,r,b" %arg0, %arg1, %arg2 : (!llvm.ptr<3>, i32, i1) -> ()
// CHECK-NEXT: llvm.return
