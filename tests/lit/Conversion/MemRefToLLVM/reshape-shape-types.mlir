// RUN: pyopt --finalize-memref-to-llvm=index-bitwidth=32 %s | FileCheck %s

// memref.reshape with i32, i64 and index shape operands under 32-bit indices: a loaded
// size of another width is cast to the index type; the dynamic shape fills an
// unranked descriptor in address space 1.

func.func @r(%a: memref<*xf32>, %s: memref<2xi32>, %t: memref<2xi64>, %u: memref<3xindex>) {
  %0 = memref.reshape %a(%s) : (memref<*xf32>, memref<2xi32>) -> memref<?x?xf32>
  %1 = memref.reshape %a(%t) : (memref<*xf32>, memref<2xi64>) -> memref<?x4xf32>
  %2 = memref.reshape %a(%u) : (memref<*xf32>, memref<3xindex>) -> memref<2x?x3xf32>
  %3 = memref.reshape %a(%s) : (memref<*xf32>, memref<2xi32>) -> memref<2x3xf32>
  return
}
func.func @d(%a: memref<?xf32, 1>, %s: memref<?xi32>) -> memref<*xf32, 1> {
  %0 = memref.reshape %a(%s) : (memref<?xf32, 1>, memref<?xi32>) -> memref<*xf32, 1>
  return %0 : memref<*xf32, 1>
}

// CHECK-LABEL: func.func @r(%arg0: memref<*xf32>, %arg1: memref<2xi32>, %arg2: memref<2xi64>, %arg3: memref<3xindex>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<3xindex> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg2 : memref<2xi64> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg1 : memref<2xi32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %4 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %5 = llvm.extractvalue %3[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %6 = llvm.load %5 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %8 = llvm.load %7 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %9 = llvm.insertvalue %6, %4[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %10 = llvm.insertvalue %8, %9[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %11 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %12 = llvm.insertvalue %11, %10[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %14 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %15 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %16 = llvm.getelementptr inbounds|nuw %15[%14] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT: %17 = llvm.load %16 : !llvm.ptr -> i32
// CHECK-NEXT: %18 = llvm.insertvalue %17, %12[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %19 = llvm.insertvalue %13, %18[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %20 = llvm.mul %13, %17 : i32
// CHECK-NEXT: %21 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %22 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %23 = llvm.getelementptr inbounds|nuw %22[%21] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT: %24 = llvm.load %23 : !llvm.ptr -> i32
// CHECK-NEXT: %25 = llvm.insertvalue %24, %19[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %26 = llvm.insertvalue %20, %25[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %27 = llvm.mul %20, %24 : i32
// CHECK-NEXT: %28 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %29 = llvm.extractvalue %3[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %30 = llvm.load %29 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %31 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %32 = llvm.load %31 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %33 = llvm.insertvalue %30, %28[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %34 = llvm.insertvalue %32, %33[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %36 = llvm.insertvalue %35, %34[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %37 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %38 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT: %39 = llvm.insertvalue %38, %36[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %40 = llvm.insertvalue %37, %39[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %41 = llvm.mul %37, %38 : i32
// CHECK-NEXT: %42 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT: %43 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %44 = llvm.extractvalue %1[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %45 = llvm.getelementptr inbounds|nuw %44[%43] : (!llvm.ptr, i32) -> !llvm.ptr, i64
// CHECK-NEXT: %46 = llvm.load %45 : !llvm.ptr -> i64
// CHECK-NEXT: %47 = builtin.unrealized_conversion_cast %46 : i64 to i32
// CHECK-NEXT: %48 = llvm.insertvalue %47, %40[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %49 = llvm.insertvalue %42, %48[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %50 = llvm.mul %42, %47 : i32
// CHECK-NEXT: %51 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %52 = llvm.extractvalue %3[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %53 = llvm.load %52 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %54 = llvm.getelementptr %52[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %55 = llvm.load %54 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %56 = llvm.insertvalue %53, %51[0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %57 = llvm.insertvalue %55, %56[1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %58 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %59 = llvm.insertvalue %58, %57[2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %60 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %61 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT: %62 = llvm.insertvalue %61, %59[3, 2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %63 = llvm.insertvalue %60, %62[4, 2] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %64 = llvm.mul %60, %61 : i32
// CHECK-NEXT: %65 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT: %66 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %67 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %68 = llvm.getelementptr inbounds|nuw %67[%66] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT: %69 = llvm.load %68 : !llvm.ptr -> i32
// CHECK-NEXT: %70 = builtin.unrealized_conversion_cast %69 : i32 to index
// CHECK-NEXT: %71 = builtin.unrealized_conversion_cast %70 : index to i32
// CHECK-NEXT: %72 = llvm.insertvalue %71, %63[3, 1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %73 = llvm.insertvalue %65, %72[4, 1] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %74 = llvm.mul %65, %71 : i32
// CHECK-NEXT: %75 = llvm.mlir.constant(2 : index) : i32
// CHECK-NEXT: %76 = llvm.insertvalue %75, %73[3, 0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %77 = llvm.insertvalue %74, %76[4, 0] : !llvm.struct<(ptr, ptr, i32, array<3 x i32>, array<3 x i32>)>
// CHECK-NEXT: %78 = llvm.mul %74, %75 : i32
// CHECK-NEXT: %79 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %80 = llvm.extractvalue %3[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %81 = llvm.load %80 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %82 = llvm.getelementptr %80[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT: %83 = llvm.load %82 : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT: %84 = llvm.insertvalue %81, %79[0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %85 = llvm.insertvalue %83, %84[1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %86 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %87 = llvm.insertvalue %86, %85[2] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %88 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %89 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT: %90 = llvm.insertvalue %89, %87[3, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %91 = llvm.insertvalue %88, %90[4, 1] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %92 = llvm.mul %88, %89 : i32
// CHECK-NEXT: %93 = llvm.mlir.constant(3 : index) : i32
// CHECK-NEXT: %94 = llvm.mlir.constant(2 : index) : i32
// CHECK-NEXT: %95 = llvm.insertvalue %94, %91[3, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %96 = llvm.insertvalue %93, %95[4, 0] : !llvm.struct<(ptr, ptr, i32, array<2 x i32>, array<2 x i32>)>
// CHECK-NEXT: %97 = llvm.mul %93, %94 : i32
// CHECK-NEXT: return
// CHECK-LABEL: func.func @d(%arg0: memref<?xf32, 1>, %arg1: memref<?xi32>) -> memref<*xf32, 1> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg1 : memref<?xi32> to !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg0 : memref<?xf32, 1> to !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %3 = llvm.mlir.poison : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %4 = llvm.insertvalue %2, %3[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %5 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %6 = llvm.mlir.constant(2 : index) : i32
// CHECK-NEXT: %7 = llvm.mlir.constant(4 : index) : i32
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i32
// CHECK-NEXT: %9 = llvm.mul %6, %8 : i32
// CHECK-NEXT: %10 = llvm.extractvalue %4[0] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %11 = llvm.mul %6, %10 : i32
// CHECK-NEXT: %12 = llvm.add %11, %5 : i32
// CHECK-NEXT: %13 = llvm.mul %12, %7 : i32
// CHECK-NEXT: %14 = llvm.add %9, %13 : i32
// CHECK-NEXT: %15 = llvm.alloca %14 x i8 : (i32) -> !llvm.ptr
// CHECK-NEXT: %16 = llvm.insertvalue %15, %4[1] : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %17 = builtin.unrealized_conversion_cast %16 : !llvm.struct<(i32, ptr)> to memref<*xf32, 1>
// CHECK-NEXT: %18 = llvm.extractvalue %1[0] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %19 = llvm.extractvalue %1[1] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %20 = llvm.extractvalue %1[2] : !llvm.struct<(ptr<1>, ptr<1>, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: llvm.store %18, %15 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %21 = llvm.getelementptr %15[1] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: llvm.store %19, %21 : !llvm.ptr<1>, !llvm.ptr
// CHECK-NEXT: %22 = llvm.getelementptr %15[2] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr<1>
// CHECK-NEXT: llvm.store %20, %22 : i32, !llvm.ptr
// CHECK-NEXT: %23 = llvm.getelementptr %15[0, 3] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr<1>, ptr<1>, i32, i32)>
// CHECK-NEXT: %24 = llvm.getelementptr %23[%2] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT: %25 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i32, array<1 x i32>, array<1 x i32>)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i32
// CHECK-NEXT: %27 = llvm.sub %2, %26 : i32
// CHECK-NEXT: llvm.br ^bb1(%27, %26 : i32, i32)
// CHECK-NEXT: ^bb1(%28: i32, %29: i32):  // 2 preds: ^bb0, ^bb2
// CHECK-NEXT: %30 = llvm.mlir.constant(0 : index) : i32
// CHECK-NEXT: %31 = llvm.icmp "sge" %28, %30 : i32
// CHECK-NEXT: llvm.cond_br %31, ^bb2, ^bb3
// CHECK-NEXT: ^bb2:  // pred: ^bb1
// CHECK-NEXT: %32 = llvm.getelementptr %25[%28] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT: %33 = llvm.load %32 : !llvm.ptr -> i32
// CHECK-NEXT: %34 = llvm.getelementptr %23[%28] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.store %33, %34 : i32, !llvm.ptr
// CHECK-NEXT: %35 = llvm.getelementptr %24[%28] : (!llvm.ptr, i32) -> !llvm.ptr, i32
// CHECK-NEXT: llvm.store %29, %35 : i32, !llvm.ptr
// CHECK-NEXT: %36 = llvm.mul %29, %33 : i32
// CHECK-NEXT: %37 = llvm.sub %28, %26 : i32
// CHECK-NEXT: llvm.br ^bb1(%37, %36 : i32, i32)
// CHECK-NEXT: ^bb3:  // pred: ^bb1
// CHECK-NEXT: return %17 : memref<*xf32, 1>
