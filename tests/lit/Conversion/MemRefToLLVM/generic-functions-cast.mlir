// RUN: pyopt '--finalize-memref-to-llvm=use-generic-functions=1 use-aligned-alloc=1' %s | FileCheck %s

// use-generic-functions with use-aligned-alloc: the _mlir_memref_to_llvm_* calls; a
// cast to unranked spills the descriptor to a one-element stack slot.

func.func @cast(%a: memref<4xf32>) -> memref<*xf32> {
  %0 = memref.cast %a : memref<4xf32> to memref<*xf32>
  return %0 : memref<*xf32>
}
func.func @alloc_generic(%n: index) -> memref<?xf32> {
  %0 = memref.alloc(%n) : memref<?xf32>
  memref.dealloc %0 : memref<?xf32>
  %1 = memref.alloc(%n) {alignment = 32} : memref<?xf32>
  return %1 : memref<?xf32>
}

// CHECK: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// CHECK: llvm.func @_mlir_memref_to_llvm_aligned_alloc(i64, i64) -> !llvm.ptr
// CHECK-LABEL: func.func @cast(%arg0: memref<4xf32>) -> memref<*xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.alloca %1 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %2 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %5 = llvm.insertvalue %3, %4[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.insertvalue %2, %5[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = builtin.unrealized_conversion_cast %6 : !llvm.struct<(i64, ptr)> to memref<*xf32>
// CHECK-NEXT: return %7 : memref<*xf32>
// CHECK-LABEL: func.func @alloc_generic(%arg0: index) -> memref<?xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT: %6 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %7 = llvm.sub %5, %6 : i64
// CHECK-NEXT: %8 = llvm.add %4, %7 : i64
// CHECK-NEXT: %9 = llvm.urem %8, %5 : i64
// CHECK-NEXT: %10 = llvm.sub %8, %9 : i64
// CHECK-NEXT: %11 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%5, %10) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %12 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %11, %12[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.insertvalue %11, %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %16 = llvm.insertvalue %15, %14[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %0, %16[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %1, %17[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %18[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: llvm.call @_mlir_memref_to_llvm_free(%19) : (!llvm.ptr) -> ()
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %21 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %21[%0] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %23 = llvm.ptrtoint %22 : !llvm.ptr to i64
// CHECK-NEXT: %24 = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.sub %24, %25 : i64
// CHECK-NEXT: %27 = llvm.add %23, %26 : i64
// CHECK-NEXT: %28 = llvm.urem %27, %24 : i64
// CHECK-NEXT: %29 = llvm.sub %27, %28 : i64
// CHECK-NEXT: %30 = llvm.call @_mlir_memref_to_llvm_aligned_alloc(%24, %29) : (i64, i64) -> !llvm.ptr
// CHECK-NEXT: %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %0, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %20, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = builtin.unrealized_conversion_cast %37 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<?xf32>
// CHECK-NEXT: return %38 : memref<?xf32>
