// RUN: pyopt --finalize-memref-to-llvm %s | FileCheck %s

// memref.reshape (static shape operand, with sizes loaded from it; dynamic: the
// unranked descriptor filled by a loop), memref.transpose, memref.copy through
// memrefCopy on stack descriptors or memcpy when contiguous.

func.func @reshape_static(%arg0: memref<4x5x6xf32>, %shape: memref<2xi64>) -> memref<20x6xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<4x5x6xf32>, memref<2xi64>) -> memref<20x6xf32>
  return %0 : memref<20x6xf32>
}
func.func @reshape_dyn(%arg0: memref<?x?xf32>, %shape: memref<3xindex>) -> memref<?x4x?xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<?x?xf32>, memref<3xindex>) -> memref<?x4x?xf32>
  return %0 : memref<?x4x?xf32>
}
func.func @reshape_unranked(%arg0: memref<*xf32>, %shape: memref<?xindex>) -> memref<*xf32> {
  %0 = memref.reshape %arg0(%shape) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  return %0 : memref<*xf32>
}
func.func @transpose(%arg0: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>> {
  %0 = memref.transpose %arg0 (i, j, k) -> (k, i, j) : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
  return %0 : memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
}
func.func @copy_strided(%a: memref<4x4xf32, strided<[8, 1]>>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[8, 1]>> to memref<4x4xf32>
  return
}
func.func @copy_unranked(%a: memref<*xf32>, %b: memref<*xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<*xf32>
  return
}
func.func @copy_contig_offset(%a: memref<4x4xf32, strided<[4, 1], offset: 3>>, %b: memref<4x4xf32>) {
  memref.copy %a, %b : memref<4x4xf32, strided<[4, 1], offset: 3>> to memref<4x4xf32>
  return
}

// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @reshape_static(%arg0: memref<4x5x6xf32>, %arg1: memref<2xi64>) -> memref<20x6xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4x5x6xf32> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %10 = llvm.insertvalue %9, %7[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %8, %10[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.mul %8, %9 : i64
// CHECK-NEXT: %13 = llvm.mlir.constant(6 : index) : i64
// CHECK-NEXT: %14 = llvm.mlir.constant(20 : index) : i64
// CHECK-NEXT: %15 = llvm.insertvalue %14, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %13, %15[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> to memref<20x6xf32>
// CHECK-NEXT: %18 = llvm.mul %13, %14 : i64
// CHECK-NEXT: return %17 : memref<20x6xf32>
// CHECK-LABEL: func.func @reshape_dyn(%arg0: memref<?x?xf32>, %arg1: memref<3xindex>) -> memref<?x4x?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<3xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?x?xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %2[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %4, %5[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %8 = llvm.insertvalue %7, %6[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %11 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.getelementptr inbounds|nuw %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %13 = llvm.load %12 : !llvm.ptr -> i64
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : i64 to index
// CHECK-NEXT: %15 = builtin.unrealized_conversion_cast %14 : index to i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %8[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %9, %16[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.mul %9, %15 : i64
// CHECK-NEXT: %19 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %20 = llvm.insertvalue %19, %17[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %18, %20[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %22 = llvm.mul %18, %19 : i64
// CHECK-NEXT: %23 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %24 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %25 = llvm.getelementptr inbounds|nuw %24[%23] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %26 = llvm.load %25 : !llvm.ptr -> i64
// CHECK-NEXT: %27 = builtin.unrealized_conversion_cast %26 : i64 to index
// CHECK-NEXT: %28 = builtin.unrealized_conversion_cast %27 : index to i64
// CHECK-NEXT: %29 = llvm.insertvalue %28, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %30 = llvm.insertvalue %22, %29[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %31 = builtin.unrealized_conversion_cast %30 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x4x?xf32>
// CHECK-NEXT: %32 = llvm.mul %22, %28 : i64
// CHECK-NEXT: return %31 : memref<?x4x?xf32>
// CHECK-LABEL: func.func @reshape_unranked(%arg0: memref<*xf32>, %arg1: memref<?xindex>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xindex> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %7 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i64
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i64
// CHECK-NEXT: %12 = llvm.add %11, %5 : i64
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i64
// CHECK-NEXT: %14 = llvm.add %9, %13 : i64
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i64) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %20 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %19, %15 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %21, %24 : !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: llvm.store %23, %25 : i64, !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, ptr, i64, i64)>
// CHECK-NEXT: %27 = llvm.getelementptr %26[%2] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %28 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %30 = llvm.sub %2, %29 : i64
// CHECK-NEXT: llvm.br ^bb1(%30, %29 : i64, i64)
// CHECK-NEXT: ^bb1(%31: i64, %32: i64):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %33 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %34 = llvm.icmp "sge" %31, %33 : i64
// CHECK-NEXT: llvm.cond_br %34, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %35 = llvm.getelementptr %28[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: %36 = llvm.load %35 : !llvm.ptr -> i64
// CHECK-NEXT: %37 = llvm.getelementptr %26[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %36, %37 : i64, !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %27[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %32, %38 : i64, !llvm.ptr
// CHECK-NEXT: %39 = llvm.mul %32, %36 : i64
// CHECK-NEXT: %40 = llvm.sub %31, %29 : i64
// CHECK-NEXT: llvm.br ^bb1(%40, %39 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %17 : memref<*xf32>
// CHECK-LABEL: func.func @transpose(%arg0: memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>>) -> memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %0[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %0[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[4, 0] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %14, %13[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %0[3, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %16, %15[3, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %0[4, 1] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[4, 2] : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)>
// CHECK-NEXT: %20 = builtin.unrealized_conversion_cast %19 : !llvm.struct<(ptr, ptr, i64, array<3 x i64>, array<3 x i64>)> to memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
// CHECK-NEXT: return %20 : memref<?x?x?xf32, strided<[1, ?, ?], offset: ?>>
// CHECK-LABEL: func.func @copy_strided(%arg0: memref<4x4xf32, strided<[8, 1]>>, %arg1: memref<4x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32, strided<[8, 1]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %5 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.alloca %10 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %11 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = llvm.insertvalue %9, %12[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %15 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %16 = llvm.alloca %15 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %8, %16 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %17 = llvm.alloca %15 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %14, %17 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %18 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %20 = llvm.ptrtoint %19 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%20, %16, %17) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @copy_unranked(%arg0: memref<*xf32>, %arg1: memref<*xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %4 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %5 = llvm.alloca %3 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %5 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %6[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%8, %4, %5) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %2 : !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @copy_contig_offset(%arg0: memref<4x4xf32, strided<[4, 1], offset: 3>>, %arg1: memref<4x4xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<4x4xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<4x4xf32, strided<[4, 1], offset: 3>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %3 = llvm.extractvalue %1[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.mul %2, %3 : i64
// CHECK-NEXT: %5 = llvm.extractvalue %1[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.mul %4, %5 : i64
// CHECK-NEXT: %7 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %8 = llvm.getelementptr %7[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %9 = llvm.ptrtoint %8 : !llvm.ptr to i64
// CHECK-NEXT: %10 = llvm.mul %6, %9 : i64
// CHECK-NEXT: %11 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %12 = llvm.extractvalue %1[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %13 = llvm.getelementptr %11[%12] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %15 = llvm.extractvalue %0[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.getelementptr %14[%15] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%16, %13, %10) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return
