// RUN: pyopt --finalize-memref-to-llvm %s | FileCheck %s

// Unranked memrefs in address space 3: the fields behind the descriptor pointer
// are addressed with element pointers of that space; memref.dim goes through a
// 0-d descriptor's offset field.

func.func @eap(%a: memref<*xf32, 3>) -> index {
  %0 = memref.extract_aligned_pointer_as_index %a : memref<*xf32, 3> -> index
  return %0 : index
}
func.func @rc(%a: memref<*xf32, 3>) -> memref<4xf32, 3> {
  %0 = memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : memref<*xf32, 3> to memref<4xf32, 3>
  return %0 : memref<4xf32, 3>
}
func.func @dim(%a: memref<*xf32, 3>, %i: index) -> index {
  %0 = memref.dim %a, %i : memref<*xf32, 3>
  return %0 : index
}
func.func @reshape(%a: memref<*xf32, 3>, %s: memref<?xi32>) -> memref<*xf32, 3> {
  %0 = memref.reshape %a(%s) : (memref<*xf32, 3>, memref<?xi32>) -> memref<*xf32, 3>
  return %0 : memref<*xf32, 3>
}
func.func @cast(%a: memref<*xf32, 3>) -> memref<4xf32, 3> {
  %0 = memref.cast %a : memref<*xf32, 3> to memref<4xf32, 3>
  return %0 : memref<4xf32, 3>
}

// CHECK-LABEL: func.func @eap(%arg0: memref<*xf32, 3>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.getelementptr %1[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr<3> to i64
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : i64 to index
// CHECK-NEXT: return %5 : index
// CHECK-LABEL: func.func @rc(%arg0: memref<*xf32, 3>) -> memref<4xf32, 3> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.load %2 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %4 = llvm.getelementptr %2[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %5 = llvm.load %4 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %6 = llvm.insertvalue %3, %1[0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %5, %6[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[4, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32, 3>
// CHECK-NEXT: return %14 : memref<4xf32, 3>
// CHECK-LABEL: func.func @dim(%arg0: memref<*xf32, 3>, %arg1: index) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %3 = llvm.getelementptr %2[0, 2] : (!llvm.ptr) -> !llvm.ptr<3>, !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.add %4, %0 : i64
// CHECK-NEXT: %6 = llvm.getelementptr %3[%5] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, i64
// CHECK-NEXT: %7 = llvm.load %6 : !llvm.ptr<3> -> i64
// CHECK-NEXT: %8 = builtin.unrealized_conversion_cast %7 : i64 to index
// CHECK-NEXT: return %8 : index
// CHECK-LABEL: func.func @reshape(%arg0: memref<*xf32, 3>, %arg1: memref<?xi32>) -> memref<*xf32, 3> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xi32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 3> to !llvm.struct<(i64, ptr)>
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
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i64, ptr)> to memref<*xf32, 3>
// CHECK-NEXT: %18 = llvm.extractvalue %1[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %19 = llvm.load %18 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %20 = llvm.getelementptr %18[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %21 = llvm.load %20 : !llvm.ptr -> !llvm.ptr<3>
// CHECK-NEXT: %22 = llvm.getelementptr %18[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: %23 = llvm.load %22 : !llvm.ptr -> i64
// CHECK-NEXT: llvm.store %19, %15 : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: %24 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: llvm.store %21, %24 : !llvm.ptr<3>, !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<3>
// CHECK-NEXT: llvm.store %23, %25 : i64, !llvm.ptr
// CHECK-NEXT: %26 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr<3>, ptr<3>, i64, i64)>
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
// CHECK-NEXT: %35 = llvm.getelementptr %28[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %36 = llvm.load %35 : !llvm.ptr -> i64
// CHECK-NEXT: %37 = llvm.getelementptr %26[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %36, %37 : i64, !llvm.ptr
// CHECK-NEXT: %38 = llvm.getelementptr %27[%31] : (!llvm.ptr, i64) -> !llvm.ptr, i64
// CHECK-NEXT: llvm.store %32, %38 : i64, !llvm.ptr
// CHECK-NEXT: %39 = llvm.mul %32, %36 : i64
// CHECK-NEXT: %40 = llvm.sub %31, %29 : i64
// CHECK-NEXT: llvm.br ^bb1(%40, %39 : i64, i64)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %17 : memref<*xf32, 3>
// CHECK-LABEL: func.func @cast(%arg0: memref<*xf32, 3>) -> memref<4xf32, 3> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32, 3> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %2 = llvm.load %1 : !llvm.ptr -> !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32, 3>
// CHECK-NEXT: return %3 : memref<4xf32, 3>
