// RUN: pyopt --finalize-memref-to-llvm %s | FileCheck %s

// realloc, dma and expand_shape stay (mlir-opt lowers none of them here); assume_alignment
// addresses the element at the offset; an unranked memory_space_cast copies the
// descriptor to the stack.

func.func @realloc(%a: memref<2xf32>) -> memref<4xf32> {
  %0 = memref.realloc %a : memref<2xf32> to memref<4xf32>
  return %0 : memref<4xf32>
}
func.func @dma(%a: memref<40xf32>, %b: memref<40xf32, 2>, %tag: memref<1xi32>, %c0: index, %n: index) {
  memref.dma_start %a[%c0], %b[%c0], %n, %tag[%c0] : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
  memref.dma_wait %tag[%c0], %n : memref<1xi32>
  return
}
func.func @assume(%a: memref<4xf32, strided<[1], offset: 2>>) {
  memref.assume_alignment %a, 16 : memref<4xf32, strided<[1], offset: 2>>
  return
}
func.func @expand(%a: memref<12xf32>) -> memref<3x4xf32> {
  %0 = memref.expand_shape %a [[0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
  return %0 : memref<3x4xf32>
}
func.func @msc(%a: memref<*xf32>) -> memref<*xf32, 1> {
  %0 = memref.memory_space_cast %a : memref<*xf32> to memref<*xf32, 1>
  return %0 : memref<*xf32, 1>
}
func.func @dimc(%a: memref<?xf32>) -> index {
  %c = llvm.mlir.constant(0 : index) : i64
  %i = builtin.unrealized_conversion_cast %c : i64 to index
  %0 = memref.dim %a, %i : memref<?xf32>
  return %0 : index
}

// CHECK-LABEL: func.func @realloc(%arg0: memref<2xf32>) -> memref<4xf32> {
// CHECK-NEXT: %0 = memref.realloc %arg0 : memref<2xf32> to memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-LABEL: func.func @dma(%arg0: memref<40xf32>, %arg1: memref<40xf32, 2>, %arg2: memref<1xi32>, %arg3: index, %arg4: index) {
// CHECK-NEXT: memref.dma_start %arg0[%arg3], %arg1[%arg3], %arg4, %arg2[%arg3] : memref<40xf32>, memref<40xf32, 2>, memref<1xi32>
// CHECK-NEXT: memref.dma_wait %arg2[%arg3], %arg4 : memref<1xi32>
// CHECK-NEXT: return
// CHECK-LABEL: func.func @assume(%arg0: memref<4xf32, strided<[1], offset: 2>>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32, strided<[1], offset: 2>> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %3 = llvm.getelementptr %1[%2] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.mlir.constant(true) : i1
// CHECK-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: llvm.intr.assume %4 ["align"(%3, %5 : !llvm.ptr, i64)] : i1
// CHECK-NEXT: return
// CHECK-LABEL: func.func @expand(%arg0: memref<12xf32>) -> memref<3x4xf32> {
// CHECK-NEXT: %expand_shape = memref.expand_shape %arg0 {{\[\[}}0, 1]] output_shape [3, 4] : memref<12xf32> into memref<3x4xf32>
// CHECK-NEXT: return %expand_shape : memref<3x4xf32>
// CHECK-LABEL: func.func @msc(%arg0: memref<*xf32>) -> memref<*xf32, 1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %1, %3[0] : !llvm.struct<(i64, ptr)>
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
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32, 1>
// CHECK-NEXT: %18 = llvm.load %2 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %19 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %20 = llvm.load %19 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %21 = llvm.addrspacecast %18 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: %22 = llvm.addrspacecast %20 : !llvm.ptr to !llvm.ptr<1>
// CHECK-NEXT: llvm.store %21, %15 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: llvm.store %22, %23 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %2[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: %26 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %27 = llvm.sub %14, %26 : i64
// CHECK-NEXT: "llvm.intr.memcpy"(%25, %24, %27) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: return %17 : memref<*xf32, 1>
// CHECK-LABEL: func.func @dimc(%arg0: memref<?xf32>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : i64 to index
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.extractvalue %0[3] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.alloca %3 x !llvm.array<1 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %4, %5 : !llvm.array<1 x i64>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<1 x i64>
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr -> i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: return %8 : index
