// RUN: pyopt --canonicalize %s | FileCheck %s
// Output checked against mlir-opt 22.1.8.

// CHECK-LABEL: llvm.func @f(
// CHECK-NEXT:     %0 = llvm.mlir.undef : i32
// CHECK-NEXT:     %1 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:     %2 = llvm.mlir.constant(5000000000 : i64) : i64
// CHECK-NEXT:     %3 = llvm.getelementptr %arg0[%arg2, 3] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<4 x i8>
// CHECK-NEXT:     %4 = llvm.getelementptr %3[%2, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
// CHECK-NEXT:     %5 = llvm.getelementptr %1[3] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT:     %6 = llvm.getelementptr %5[%0] : (!llvm.ptr, i32) -> !llvm.ptr, i8
// CHECK-NEXT:     llvm.call @use(%4, %6) : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:     llvm.return %4 : !llvm.ptr
// CHECK-NEXT:   }
// CHECK-NEXT:   llvm.func @use(!llvm.ptr, !llvm.ptr)
// CHECK-NEXT: }

llvm.func @f(%p: !llvm.ptr, %q: !llvm.ptr<1>, %i: i64) -> !llvm.ptr {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i32) : i32
  %big = llvm.mlir.constant(5000000000 : i64) : i64
  %0 = llvm.getelementptr %p[%c0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %1 = llvm.getelementptr %0[%i, %c3] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x i8>
  %2 = llvm.getelementptr %1[%big, 1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %3 = llvm.addrspacecast %2 : !llvm.ptr to !llvm.ptr<1>
  %4 = llvm.addrspacecast %3 : !llvm.ptr<1> to !llvm.ptr
  %5 = llvm.bitcast %4 : !llvm.ptr to !llvm.ptr
  %u = llvm.mlir.undef : !llvm.struct<(i32, struct<(i32, f32)>)>
  %z = llvm.mlir.zero : !llvm.ptr
  %s0 = llvm.insertvalue %c3, %u[0] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %e0 = llvm.extractvalue %s0[1] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %e1 = llvm.extractvalue %e0[0] : !llvm.struct<(i32, f32)>
  %e2 = llvm.extractvalue %s0[0] : !llvm.struct<(i32, struct<(i32, f32)>)>
  %g = llvm.getelementptr %z[%e2] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  %r = llvm.getelementptr %g[%e1] : (!llvm.ptr, i32) -> !llvm.ptr, i8
  llvm.call @use(%5, %r) : (!llvm.ptr, !llvm.ptr) -> ()
  llvm.return %5 : !llvm.ptr
}
llvm.func @use(!llvm.ptr, !llvm.ptr)
