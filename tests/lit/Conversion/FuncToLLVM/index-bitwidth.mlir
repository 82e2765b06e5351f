// RUN: pyopt --convert-func-to-llvm=index-bitwidth=32 %s | FileCheck %s

func.func @f(%a: index, %m: memref<2x?xf32>) -> (index, memref<2x?xf32>) {
  %r:2 = func.call @f(%a, %m) : (index, memref<2x?xf32>) -> (index, memref<2x?xf32>)
  return %r#0, %r#1 : index, memref<2x?xf32>
}

// CHECK: module {
// CHECK-LABEL: llvm.func @f(%arg0: i32, %arg1: !llvm.ptr, %arg2: !llvm.ptr, %arg3: i32, %arg4: i32, %arg5: i32, %arg6: i32, %arg7: i32) -> !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg1, %0[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg2, %1[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg3, %2[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg4, %3[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg6, %4[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg5, %5[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg7, %6[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %8 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %9 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %10 = llvm.extractvalue %7[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %11 = llvm.extractvalue %7[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %12 = llvm.extractvalue %7[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %13 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %14 = llvm.extractvalue %7[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %15 = llvm.call @f(%arg0, %8, %9, %10, %11, %12, %13, %14) : (i32, !llvm.ptr, !llvm.ptr, i32, i32, i32, i32, i32) -> !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT: %16 = llvm.extractvalue %15[0] : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT: %17 = llvm.extractvalue %15[1] : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT: %18 = llvm.mlir.poison : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[0] : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT: %20 = llvm.insertvalue %17, %19[1] : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT: llvm.return %20 : !llvm.struct<(i32, struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>)>
// CHECK-NEXT: }
// CHECK-NEXT: }
