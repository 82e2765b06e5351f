// RUN: pyopt --finalize-memref-to-llvm %s | FileCheck %s

// malloc allocations of signed or unsigned integers align to the element size
// (only signless integers, index and floats rely on malloc's alignment).

func.func @f() {
  %0 = memref.alloc() : memref<3xui8>
  %1 = memref.alloc() : memref<3xsi16>
  %2 = memref.alloc() : memref<3xi8>
  return
}

// CHECK: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-LABEL: func.func @f() {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %2 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %3 = llvm.getelementptr %2[%0] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %4 = llvm.ptrtoint %3 : !llvm.ptr to i64
// CHECK-NEXT: %5 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %6 = llvm.getelementptr %5[1] : (!llvm.ptr) -> !llvm.ptr, i8
// CHECK-NEXT: %7 = llvm.ptrtoint %6 : !llvm.ptr to i64
// CHECK-NEXT: %8 = llvm.add %4, %7 : i64
// CHECK-NEXT: %9 = llvm.call @malloc(%8) : (i64) -> !llvm.ptr
// CHECK-NEXT: %10 = llvm.ptrtoint %9 : !llvm.ptr to i64
// CHECK-NEXT: %11 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %12 = llvm.sub %7, %11 : i64
// CHECK-NEXT: %13 = llvm.add %10, %12 : i64
// CHECK-NEXT: %14 = llvm.urem %13, %7 : i64
// CHECK-NEXT: %15 = llvm.sub %13, %14 : i64
// CHECK-NEXT: %16 = llvm.inttoptr %15 : i64 to !llvm.ptr
// CHECK-NEXT: %17 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %9, %17[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %16, %18[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %21 = llvm.insertvalue %20, %19[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %0, %21[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %1, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %24 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %25 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %26 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %27 = llvm.getelementptr %26[%24] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK-NEXT: %28 = llvm.ptrtoint %27 : !llvm.ptr to i64
// CHECK-NEXT: %29 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %30 = llvm.getelementptr %29[1] : (!llvm.ptr) -> !llvm.ptr, i16
// CHECK-NEXT: %31 = llvm.ptrtoint %30 : !llvm.ptr to i64
// CHECK-NEXT: %32 = llvm.add %28, %31 : i64
// CHECK-NEXT: %33 = llvm.call @malloc(%32) : (i64) -> !llvm.ptr
// CHECK-NEXT: %34 = llvm.ptrtoint %33 : !llvm.ptr to i64
// CHECK-NEXT: %35 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %36 = llvm.sub %31, %35 : i64
// CHECK-NEXT: %37 = llvm.add %34, %36 : i64
// CHECK-NEXT: %38 = llvm.urem %37, %31 : i64
// CHECK-NEXT: %39 = llvm.sub %37, %38 : i64
// CHECK-NEXT: %40 = llvm.inttoptr %39 : i64 to !llvm.ptr
// CHECK-NEXT: %41 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %42 = llvm.insertvalue %33, %41[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %43 = llvm.insertvalue %40, %42[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %45 = llvm.insertvalue %44, %43[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %46 = llvm.insertvalue %24, %45[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %47 = llvm.insertvalue %25, %46[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %48 = llvm.mlir.constant(3 : index) : i64
// CHECK-NEXT: %49 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %50 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %51 = llvm.getelementptr %50[%48] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %52 = llvm.ptrtoint %51 : !llvm.ptr to i64
// CHECK-NEXT: %53 = llvm.call @malloc(%52) : (i64) -> !llvm.ptr
// CHECK-NEXT: %54 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %55 = llvm.insertvalue %53, %54[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %56 = llvm.insertvalue %53, %55[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %57 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %58 = llvm.insertvalue %57, %56[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %59 = llvm.insertvalue %48, %58[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %60 = llvm.insertvalue %49, %59[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: return
