// RUN: pyopt --convert-func-to-llvm %s | FileCheck %s

// Unranked memrefs leaving a function get a heap copy of their descriptor
// (malloc); a call result gets a stack copy and the callee's is freed.

func.func @r(%u: memref<*xf32>) -> memref<*xf32> {
  return %u : memref<*xf32>
}
func.func @c(%u: memref<*xf32>) -> memref<*xf32> {
  %0 = func.call @r(%u) : (memref<*xf32>) -> memref<*xf32>
  return %0 : memref<*xf32>
}

// CHECK: module {
// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: llvm.func @r(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %5 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %7 = llvm.mul %4, %6 : i64
// CHECK-NEXT: %8 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.mul %4, %8 : i64
// CHECK-NEXT: %10 = llvm.add %9, %3 : i64
// CHECK-NEXT: %11 = llvm.mul %10, %5 : i64
// CHECK-NEXT: %12 = llvm.add %7, %11 : i64
// CHECK-NEXT: %13 = llvm.call @malloc(%12) : (i64) -> !llvm.ptr
// CHECK-NEXT: %14 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%13, %14, %12) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %15 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %16 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %18 = llvm.insertvalue %13, %17[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return %18 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @c(%arg0: i64, %arg1: !llvm.ptr) -> !llvm.struct<(i64, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.call @r(%3, %4) : (i64, !llvm.ptr) -> !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %10 = llvm.mul %7, %9 : i64
// CHECK-NEXT: %11 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = llvm.mul %7, %11 : i64
// CHECK-NEXT: %13 = llvm.add %12, %6 : i64
// CHECK-NEXT: %14 = llvm.mul %13, %8 : i64
// CHECK-NEXT: %15 = llvm.add %10, %14 : i64
// CHECK-NEXT: %16 = llvm.alloca %15 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %17 = llvm.extractvalue %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%16, %17, %15) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: llvm.call @free(%17) : (!llvm.ptr) -> ()
// CHECK-NEXT: %18 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.extractvalue %5[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %20 = llvm.insertvalue %19, %18[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %21 = llvm.insertvalue %16, %20[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %22 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %24 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %26 = llvm.mul %23, %25 : i64
// CHECK-NEXT: %27 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %28 = llvm.mul %23, %27 : i64
// CHECK-NEXT: %29 = llvm.add %28, %22 : i64
// CHECK-NEXT: %30 = llvm.mul %29, %24 : i64
// CHECK-NEXT: %31 = llvm.add %26, %30 : i64
// CHECK-NEXT: %32 = llvm.call @malloc(%31) : (i64) -> !llvm.ptr
// CHECK-NEXT: %33 = llvm.extractvalue %21[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: "llvm.intr.memcpy"(%32, %33, %31) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %34 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %35 = llvm.extractvalue %21[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %36 = llvm.insertvalue %35, %34[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %37 = llvm.insertvalue %32, %36[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: llvm.return %37 : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: }
// CHECK-NEXT: }
