// RUN: pyopt %s --convert-cf-to-llvm | FileCheck %s

// CHECK-LABEL: llvm.func @abort()
// CHECK-LABEL: llvm.func @puts(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @assert_msg(dense<[111, 111, 112, 115, 0]> : tensor<5xi8>) {addr_space = 0 : i32} : !llvm.array<5 x i8>
// CHECK-LABEL: func.func @cf(%arg0: i1, %arg1: i32) -> i32 {
// CHECK-NEXT: llvm.cond_br %arg0, ^bb1, ^bb5
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: llvm.cond_br %arg0 weights([1, 9]), ^bb2(%arg1 : i32), ^bb3
// CHECK-NEXT: ^bb2(%0: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.switch %0 : i32, ^bb3 [
// CHECK-NEXT: 3: ^bb2(%0 : i32)
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3:  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: llvm.br ^bb4(%arg1 : i32)
// CHECK-NEXT: ^bb4(%1: i32):  // pred: ^bb3
// CHECK-NEXT: return %1 : i32
// CHECK-NEXT: ^bb5:  // pred: ^bb0
// CHECK-NEXT: %2 = llvm.mlir.addressof @assert_msg : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<5 x i8>
// CHECK-NEXT: llvm.call @puts(%3) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @abort() : () -> ()
// CHECK-NEXT: llvm.unreachable

// Branches keep the block structure; cf.assert prints through puts and aborts.
func.func @cf(%c: i1, %a: i32) -> i32 {
  cf.assert %c, "oops"
  cf.cond_br %c, ^bb1(%a : i32), ^bb2 {branch_weights = array<i32: 1, 9>}
^bb1(%x: i32):
  cf.switch %x : i32, [default: ^bb2, 3: ^bb1(%x : i32)]
^bb2:
  cf.br ^bb3(%a : i32)
^bb3(%r: i32):
  return %r : i32
}
