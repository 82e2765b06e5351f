// RUN: pyopt --finalize-memref-to-llvm=index-bitwidth=32 %s | FileCheck %s

// With 32-bit indices the descriptor's stack slot is still counted by an
// i64 (promoteOneMemRefDescriptor); the rank is an index constant.

func.func @cast(%a: memref<4xf32>) -> memref<*xf32> {
  %0 = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}

func.func @copy(%a: memref<4x4xf32, strided<[8, 1]>>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}

// CHECK-LABEL: func.func @cast
// CHECK: %[[ONE:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %[[SLOT:.*]] = llvm.alloca %[[ONE]] x !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %{{.*}}, %[[SLOT]]
// CHECK-NEXT: llvm.mlir.constant(1 : index) : i32
// CHECK-LABEL: func.func @copy
// CHECK: llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.mlir.constant(2 : i32) : i32
// CHECK: llvm.call @memrefCopy(%{{.*}}, %{{.*}}, %{{.*}}) : (i32, !llvm.ptr, !llvm.ptr) -> ()
