// RUN: pyopt --finalize-memref-to-llvm %s | FileCheck %s

// memref.copy between ranked and unranked, 0-d with an offset, unit dimensions
// with odd strides (still contiguous), and in address space 3.

func.func @mix(%a: memref<*xf32>, %b: memref<4xf32>, %c: memref<f32>, %d: memref<f32, strided<[], offset: 3>>, %e: memref<2x1xf32, strided<[1, 4]>>, %f: memref<2x1xf32>) {
  memref.copy %a, %b : memref<*xf32> to memref<4xf32>
  memref.copy %b, %a : memref<4xf32> to memref<*xf32>
  memref.copy %d, %c : memref<f32, strided<[], offset: 3>> to memref<f32>
  memref.copy %e, %f : memref<2x1xf32, strided<[1, 4]>> to memref<2x1xf32>
  return
}
func.func @sp(%a: memref<4xf32, 3>, %b: memref<4xf32, strided<[2]>, 3>) {
  memref.copy %b, %a : memref<4xf32, strided<[2]>, 3> to memref<4xf32, 3>
  memref.copy %a, %a : memref<4xf32, 3> to memref<4xf32, 3>
  return
}

// CHECK: llvm.func @memrefCopy(i64, !llvm.ptr, !llvm.ptr)
// CHECK-LABEL: func.func @mix(%arg0: memref<*xf32>, %arg1: memref<4xf32>, %arg2: memref<f32>, %arg3: memref<f32, strided<[], offset: 3>>, %arg4: memref<2x1xf32, strided<[1, 4]>>, %arg5: memref<2x1xf32>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : memref<2x1xf32> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : memref<2x1xf32, strided<[1, 4]>> to !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg2 : memref<f32> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %arg3 : memref<f32, strided<[], offset: 3>> to !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %4 = builtin.unrealized_conversion_cast %arg1 : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %arg0 : memref<*xf32> to !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %6 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %7 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %8 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %9 = llvm.alloca %8 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %4, %9 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %10 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %11 = llvm.insertvalue %7, %10[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %12 = llvm.insertvalue %9, %11[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.alloca %13 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %5, %14 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %15 = llvm.alloca %13 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %12, %15 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %16 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %17 = llvm.getelementptr %16[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %18 = llvm.ptrtoint %17 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%18, %14, %15) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %6 : !llvm.ptr
// CHECK-NEXT: %19 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.alloca %21 x !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %4, %22 : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %23 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %24 = llvm.insertvalue %20, %23[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %27 = llvm.alloca %26 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %25, %27 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %28 = llvm.alloca %26 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %5, %28 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %29 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %30 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%31, %27, %28) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %19 : !llvm.ptr
// CHECK-NEXT: %32 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %33 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %34 = llvm.getelementptr %33[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %35 = llvm.ptrtoint %34 : !llvm.ptr to i64
// CHECK-NEXT: %36 = llvm.mul %32, %35 : i64
// CHECK-NEXT: %37 = llvm.extractvalue %3[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %38 = llvm.extractvalue %3[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %39 = llvm.getelementptr %37[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %40 = llvm.extractvalue %2[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %41 = llvm.extractvalue %2[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %42 = llvm.getelementptr %40[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%42, %39, %36) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: %43 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %44 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %45 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %46 = llvm.alloca %45 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %46 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %47 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %48 = llvm.insertvalue %44, %47[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %49 = llvm.insertvalue %46, %48[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %50 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %51 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %52 = llvm.alloca %51 x !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %52 : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>, !llvm.ptr
// CHECK-NEXT: %53 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %54 = llvm.insertvalue %50, %53[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %55 = llvm.insertvalue %52, %54[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %56 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %57 = llvm.alloca %56 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %49, %57 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %58 = llvm.alloca %56 x !llvm.struct<(i64, ptr)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %55, %58 : !llvm.struct<(i64, ptr)>, !llvm.ptr
// CHECK-NEXT: %59 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %60 = llvm.getelementptr %59[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %61 = llvm.ptrtoint %60 : !llvm.ptr to i64
// CHECK-NEXT: llvm.call @memrefCopy(%61, %57, %58) : (i64, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: llvm.intr.stackrestore %43 : !llvm.ptr
// CHECK-NEXT: return
// CHECK-LABEL: func.func @sp(%arg0: memref<4xf32, 3>, %arg1: memref<4xf32, strided<[2]>, 3>) {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : memref<4xf32, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : memref<4xf32, strided<[2]>, 3> to !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: %3 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.alloca %4 x !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %1, %5 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
// CHECK-NEXT: %6 = llvm.mlir.poison : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %7 = llvm.insertvalue %3, %6[0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %8 = llvm.insertvalue %5, %7[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : i64) : i64
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %11 = llvm.alloca %10 x !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %0, %11 : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>, !llvm.ptr
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
// CHECK-NEXT: %21 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %22 = llvm.extractvalue %0[3, 0] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.mul %21, %22 : i64
// CHECK-NEXT: %24 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %25 = llvm.getelementptr %24[1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT: %26 = llvm.ptrtoint %25 : !llvm.ptr to i64
// CHECK-NEXT: %27 = llvm.mul %23, %26 : i64
// CHECK-NEXT: %28 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %29 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %30 = llvm.getelementptr %28[%29] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: %31 = llvm.extractvalue %0[1] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.extractvalue %0[2] : !llvm.struct<(ptr<3>, ptr<3>, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.getelementptr %31[%32] : (!llvm.ptr<3>, i64) -> !llvm.ptr<3>, f32
// CHECK-NEXT: "llvm.intr.memcpy"(%33, %30, %27) <{isVolatile = false}> : (!llvm.ptr<3>, !llvm.ptr<3>, i64) -> ()
// CHECK-NEXT: return
