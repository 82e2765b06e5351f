// RUN: pyopt %s --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s
// Expected output: mlir-opt 22.1.8 --finalize-memref-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts.

// Returning several unranked memrefs copies each descriptor to the heap;
// each copy computes its own size (the constants 1, 2, sizeof(index),
// sizeof(ptr) again) right before its malloc, as 22.1.8's
// copyUnrankedDescriptors does operand by operand.

func.func @two(%a: memref<2xf32>, %b: memref<3x4xi8>, %c: i32) -> (memref<*xf32>, i32, memref<*xi8>) {
  %u = memref.cast %a : memref<2xf32> to memref<*xf32>
  %v = memref.cast %b : memref<3x4xi8> to memref<*xi8>
  return %u, %c, %v : memref<*xf32>, i32, memref<*xi8>
}

// CHECK: module {
// CHECK-NEXT:   llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT:   llvm.func @two(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: !llvm.ptr, %arg6: !llvm.ptr, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: i32) -> !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)> {
// CHECK-NEXT:     %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %1 = llvm.insertvalue %arg5, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %2 = llvm.insertvalue %arg6, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %3 = llvm.insertvalue %arg7, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %4 = llvm.insertvalue %arg8, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %5 = llvm.insertvalue %arg10, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %6 = llvm.insertvalue %arg9, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %7 = llvm.insertvalue %arg11, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:     %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %9 = llvm.insertvalue %arg0, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %10 = llvm.insertvalue %arg1, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %11 = llvm.insertvalue %arg2, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %12 = llvm.insertvalue %arg3, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %13 = llvm.insertvalue %arg4, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT:     %14 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %15 = llvm.alloca %14 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %13, %15 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT:     %16 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %17 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %18 = llvm.insertvalue %16, %17[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %19 = llvm.insertvalue %15, %18[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %20 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %21 = llvm.alloca %20 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT:     llvm.store %7, %21 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT:     %22 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %23 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %24 = llvm.insertvalue %22, %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %25 = llvm.insertvalue %21, %24[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %27 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %28 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %29 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %30 = llvm.mul %27, %29 : i64
// CHECK-NEXT:     %31 = llvm.extractvalue %19[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %32 = llvm.mul %27, %31 : i64
// CHECK-NEXT:     %33 = llvm.add %32, %26 : i64
// CHECK-NEXT:     %34 = llvm.mul %33, %28 : i64
// CHECK-NEXT:     %35 = llvm.add %30, %34 : i64
// CHECK-NEXT:     %36 = llvm.call @malloc(%35) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %37 = llvm.extractvalue %19[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%36, %37, %35) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %38 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %39 = llvm.extractvalue %19[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %40 = llvm.insertvalue %39, %38[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %41 = llvm.insertvalue %36, %40[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %42 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:     %43 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT:     %44 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %45 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:     %46 = llvm.mul %43, %45 : i64
// CHECK-NEXT:     %47 = llvm.extractvalue %25[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %48 = llvm.mul %43, %47 : i64
// CHECK-NEXT:     %49 = llvm.add %48, %42 : i64
// CHECK-NEXT:     %50 = llvm.mul %49, %44 : i64
// CHECK-NEXT:     %51 = llvm.add %46, %50 : i64
// CHECK-NEXT:     %52 = llvm.call @malloc(%51) : (i64) -> !llvm.ptr
// CHECK-NEXT:     %53 = llvm.extractvalue %25[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     "llvm.intr.memcpy"(%52, %53, %51) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT:     %54 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %55 = llvm.extractvalue %25[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %56 = llvm.insertvalue %55, %54[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %57 = llvm.insertvalue %52, %56[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:     %58 = llvm.mlir.poison : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %59 = llvm.insertvalue %41, %58[0] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %60 = llvm.insertvalue %arg12, %59[1] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     %61 = llvm.insertvalue %57, %60[2] : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:     llvm.return %61 : !llvm.struct<(struct<(i64, ptr)>, i32, struct<(i64, ptr)>)>
// CHECK-NEXT:   }
// CHECK-NEXT: }
