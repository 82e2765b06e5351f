// RUN: pyopt %s --finalize-memref-to-llvm | FileCheck %s
// RUN: pyopt %s --finalize-memref-to-llvm=use-aligned-alloc=1 | FileCheck %s --check-prefix=ALIGNED
// RUN: pyopt %s --finalize-memref-to-llvm=use-generic-functions=1 | FileCheck %s --check-prefix=GENERIC
// RUN: pyopt %s --finalize-memref-to-llvm --convert-arith-to-llvm --convert-func-to-llvm --reconcile-unrealized-casts | FileCheck %s --check-prefix=FULL

// CHECK-LABEL: llvm.func @free(!llvm.ptr)
// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// CHECK-NEXT: llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
// CHECK-LABEL: func.func @memref(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<16xi8>) -> index {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<16xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : index to i64
// CHECK-NEXT: %3 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %5 = llvm.mul %3, %2 : i64
// CHECK-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// CHECK-NEXT: %9 = llvm.mlir.constant(64 : index) : i64
// CHECK-NEXT: %10 = llvm.add %8, %9 : i64
// CHECK-NEXT: %11 = llvm.call @malloc(%10) : (i64) -> !llvm.ptr
// CHECK-NEXT: %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
// CHECK-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %14 = llvm.sub %9, %13 : i64
// CHECK-NEXT: %15 = llvm.add %12, %14 : i64
// CHECK-NEXT: %16 = llvm.urem %15, %9 : i64
// CHECK-NEXT: %17 = llvm.sub %15, %16 : i64
// CHECK-NEXT: %18 = llvm.inttoptr %17 : i64 to !llvm.ptr
// CHECK-NEXT: %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %20 = llvm.insertvalue %11, %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %2, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %3, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %3, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %4, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %29 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %30 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
// CHECK-NEXT: %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %34 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %36 = llvm.insertvalue %28, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %37 = llvm.insertvalue %29, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %38 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %39 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %40 = llvm.mul %1, %39 overflow<nsw, nuw> : i64
// CHECK-NEXT: %41 = llvm.add %40, %1 overflow<nsw, nuw> : i64
// CHECK-NEXT: %42 = llvm.getelementptr inbounds|nuw %38[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg2, %42 : f32, !llvm.ptr
// CHECK-NEXT: %43 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %44 = llvm.getelementptr inbounds|nuw %43[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %45 = llvm.load %44 : !llvm.ptr -> f32
// CHECK-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %47 = llvm.extractvalue %27[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %48 = llvm.alloca %46 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// CHECK-NEXT: llvm.store %47, %48 : !llvm.array<2 x i64>, !llvm.ptr
// CHECK-NEXT: %49 = llvm.getelementptr %48[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// CHECK-NEXT: %50 = llvm.load %49 : !llvm.ptr -> i64
// CHECK-NEXT: %51 = builtin.unrealized_conversion_cast %50 : i64 to index
// CHECK-NEXT: %52 = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT: %53 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %54 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// CHECK-NEXT: %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
// CHECK-NEXT: %57 = llvm.mlir.addressof @table : !llvm.ptr
// CHECK-NEXT: %58 = llvm.getelementptr %57[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// CHECK-NEXT: %59 = llvm.mlir.constant(3735928559 : index) : i64
// CHECK-NEXT: %60 = llvm.inttoptr %59 : i64 to !llvm.ptr
// CHECK-NEXT: %61 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %62 = llvm.insertvalue %60, %61[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %63 = llvm.insertvalue %58, %62[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %64 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %65 = llvm.insertvalue %64, %63[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %66 = llvm.insertvalue %52, %65[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %67 = llvm.insertvalue %53, %66[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %68 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %69 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %70 = llvm.insertvalue %69, %68[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %71 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %72 = llvm.getelementptr %71[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// CHECK-NEXT: %73 = llvm.insertvalue %72, %70[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %74 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %75 = llvm.insertvalue %74, %73[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %76 = llvm.mlir.constant(2 : index) : i64
// CHECK-NEXT: %77 = llvm.insertvalue %76, %75[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %78 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %79 = llvm.insertvalue %78, %77[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %80 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %81 = llvm.getelementptr %80[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %82 = llvm.atomicrmw fadd %81, %arg2 acq_rel : !llvm.ptr, f32
// CHECK-NEXT: %83 = llvm.extractvalue %37[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %84 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %85 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %86 = llvm.insertvalue %83, %85[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %87 = llvm.insertvalue %84, %86[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %88 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %89 = llvm.insertvalue %88, %87[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %90 = llvm.extractvalue %37[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %91 = llvm.extractvalue %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %92 = llvm.extractvalue %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %93 = llvm.extractvalue %27[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: llvm.call @free(%93) : (!llvm.ptr) -> ()
// CHECK-NEXT: return %51 : index

// ALIGNED-LABEL: llvm.func @free(!llvm.ptr)
// ALIGNED-LABEL: llvm.func @aligned_alloc(i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
// ALIGNED-LABEL: func.func @memref(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<16xi8>) -> index {
// ALIGNED-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<16xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// ALIGNED-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : index to i64
// ALIGNED-NEXT: %3 = llvm.mlir.constant(8 : index) : i64
// ALIGNED-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %5 = llvm.mul %3, %2 : i64
// ALIGNED-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// ALIGNED-NEXT: %9 = llvm.mlir.constant(64 : index) : i64
// ALIGNED-NEXT: %10 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %11 = llvm.sub %9, %10 : i64
// ALIGNED-NEXT: %12 = llvm.add %8, %11 : i64
// ALIGNED-NEXT: %13 = llvm.urem %12, %9 : i64
// ALIGNED-NEXT: %14 = llvm.sub %12, %13 : i64
// ALIGNED-NEXT: %15 = llvm.call @aligned_alloc(%9, %14) : (i64, i64) -> !llvm.ptr
// ALIGNED-NEXT: %16 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %17 = llvm.insertvalue %15, %16[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %18 = llvm.insertvalue %15, %17[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %19 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %20 = llvm.insertvalue %19, %18[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %21 = llvm.insertvalue %2, %20[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %22 = llvm.insertvalue %3, %21[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %23 = llvm.insertvalue %3, %22[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %24 = llvm.insertvalue %4, %23[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %25 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %26 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %27 = llvm.alloca %25 x f32 : (i64) -> !llvm.ptr
// ALIGNED-NEXT: %28 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %29 = llvm.insertvalue %27, %28[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %30 = llvm.insertvalue %27, %29[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %31 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %32 = llvm.insertvalue %31, %30[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %33 = llvm.insertvalue %25, %32[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %34 = llvm.insertvalue %26, %33[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %35 = llvm.extractvalue %24[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %36 = llvm.mlir.constant(8 : index) : i64
// ALIGNED-NEXT: %37 = llvm.mul %1, %36 overflow<nsw, nuw> : i64
// ALIGNED-NEXT: %38 = llvm.add %37, %1 overflow<nsw, nuw> : i64
// ALIGNED-NEXT: %39 = llvm.getelementptr inbounds|nuw %35[%38] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: llvm.store %arg2, %39 : f32, !llvm.ptr
// ALIGNED-NEXT: %40 = llvm.extractvalue %34[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %41 = llvm.getelementptr inbounds|nuw %40[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %42 = llvm.load %41 : !llvm.ptr -> f32
// ALIGNED-NEXT: %43 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %44 = llvm.extractvalue %24[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: %45 = llvm.alloca %43 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// ALIGNED-NEXT: llvm.store %44, %45 : !llvm.array<2 x i64>, !llvm.ptr
// ALIGNED-NEXT: %46 = llvm.getelementptr %45[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// ALIGNED-NEXT: %47 = llvm.load %46 : !llvm.ptr -> i64
// ALIGNED-NEXT: %48 = builtin.unrealized_conversion_cast %47 : i64 to index
// ALIGNED-NEXT: %49 = llvm.mlir.constant(4 : index) : i64
// ALIGNED-NEXT: %50 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %51 = llvm.mlir.zero : !llvm.ptr
// ALIGNED-NEXT: %52 = llvm.getelementptr %51[%49] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// ALIGNED-NEXT: %53 = llvm.ptrtoint %52 : !llvm.ptr to i64
// ALIGNED-NEXT: %54 = llvm.mlir.addressof @table : !llvm.ptr
// ALIGNED-NEXT: %55 = llvm.getelementptr %54[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// ALIGNED-NEXT: %56 = llvm.mlir.constant(3735928559 : index) : i64
// ALIGNED-NEXT: %57 = llvm.inttoptr %56 : i64 to !llvm.ptr
// ALIGNED-NEXT: %58 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %59 = llvm.insertvalue %57, %58[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %60 = llvm.insertvalue %55, %59[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %61 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %62 = llvm.insertvalue %61, %60[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %63 = llvm.insertvalue %49, %62[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %64 = llvm.insertvalue %50, %63[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %65 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %66 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %67 = llvm.insertvalue %66, %65[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %68 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %69 = llvm.getelementptr %68[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// ALIGNED-NEXT: %70 = llvm.insertvalue %69, %67[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %71 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %72 = llvm.insertvalue %71, %70[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %73 = llvm.mlir.constant(2 : index) : i64
// ALIGNED-NEXT: %74 = llvm.insertvalue %73, %72[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %75 = llvm.mlir.constant(1 : index) : i64
// ALIGNED-NEXT: %76 = llvm.insertvalue %75, %74[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %77 = llvm.extractvalue %34[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %78 = llvm.getelementptr %77[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// ALIGNED-NEXT: %79 = llvm.atomicrmw fadd %78, %arg2 acq_rel : !llvm.ptr, f32
// ALIGNED-NEXT: %80 = llvm.extractvalue %34[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %81 = llvm.extractvalue %34[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %82 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// ALIGNED-NEXT: %83 = llvm.insertvalue %80, %82[0] : !llvm.struct<(ptr, ptr, i64)>
// ALIGNED-NEXT: %84 = llvm.insertvalue %81, %83[1] : !llvm.struct<(ptr, ptr, i64)>
// ALIGNED-NEXT: %85 = llvm.mlir.constant(0 : index) : i64
// ALIGNED-NEXT: %86 = llvm.insertvalue %85, %84[2] : !llvm.struct<(ptr, ptr, i64)>
// ALIGNED-NEXT: %87 = llvm.extractvalue %34[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %88 = llvm.extractvalue %34[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %89 = llvm.extractvalue %34[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// ALIGNED-NEXT: %90 = llvm.extractvalue %24[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// ALIGNED-NEXT: llvm.call @free(%90) : (!llvm.ptr) -> ()
// ALIGNED-NEXT: return %48 : index

// GENERIC-LABEL: llvm.func @_mlir_memref_to_llvm_free(!llvm.ptr)
// GENERIC-LABEL: llvm.func @_mlir_memref_to_llvm_alloc(i64) -> !llvm.ptr
// GENERIC-NEXT: llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
// GENERIC-LABEL: func.func @memref(%arg0: index, %arg1: index, %arg2: f32, %arg3: memref<16xi8>) -> index {
// GENERIC-NEXT: %0 = builtin.unrealized_conversion_cast %arg3 : memref<16xi8> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %1 = builtin.unrealized_conversion_cast %arg1 : index to i64
// GENERIC-NEXT: %2 = builtin.unrealized_conversion_cast %arg0 : index to i64
// GENERIC-NEXT: %3 = llvm.mlir.constant(8 : index) : i64
// GENERIC-NEXT: %4 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %5 = llvm.mul %3, %2 : i64
// GENERIC-NEXT: %6 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %7 = llvm.getelementptr %6[%5] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT: %8 = llvm.ptrtoint %7 : !llvm.ptr to i64
// GENERIC-NEXT: %9 = llvm.mlir.constant(64 : index) : i64
// GENERIC-NEXT: %10 = llvm.add %8, %9 : i64
// GENERIC-NEXT: %11 = llvm.call @_mlir_memref_to_llvm_alloc(%10) : (i64) -> !llvm.ptr
// GENERIC-NEXT: %12 = llvm.ptrtoint %11 : !llvm.ptr to i64
// GENERIC-NEXT: %13 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %14 = llvm.sub %9, %13 : i64
// GENERIC-NEXT: %15 = llvm.add %12, %14 : i64
// GENERIC-NEXT: %16 = llvm.urem %15, %9 : i64
// GENERIC-NEXT: %17 = llvm.sub %15, %16 : i64
// GENERIC-NEXT: %18 = llvm.inttoptr %17 : i64 to !llvm.ptr
// GENERIC-NEXT: %19 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %20 = llvm.insertvalue %11, %19[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %21 = llvm.insertvalue %18, %20[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %22 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %23 = llvm.insertvalue %22, %21[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %24 = llvm.insertvalue %2, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %25 = llvm.insertvalue %3, %24[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %26 = llvm.insertvalue %3, %25[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %27 = llvm.insertvalue %4, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %28 = llvm.mlir.constant(4 : index) : i64
// GENERIC-NEXT: %29 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %30 = llvm.alloca %28 x f32 : (i64) -> !llvm.ptr
// GENERIC-NEXT: %31 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %32 = llvm.insertvalue %30, %31[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %33 = llvm.insertvalue %30, %32[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %34 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %35 = llvm.insertvalue %34, %33[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %36 = llvm.insertvalue %28, %35[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %37 = llvm.insertvalue %29, %36[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %38 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %39 = llvm.mlir.constant(8 : index) : i64
// GENERIC-NEXT: %40 = llvm.mul %1, %39 overflow<nsw, nuw> : i64
// GENERIC-NEXT: %41 = llvm.add %40, %1 overflow<nsw, nuw> : i64
// GENERIC-NEXT: %42 = llvm.getelementptr inbounds|nuw %38[%41] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT: llvm.store %arg2, %42 : f32, !llvm.ptr
// GENERIC-NEXT: %43 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %44 = llvm.getelementptr inbounds|nuw %43[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT: %45 = llvm.load %44 : !llvm.ptr -> f32
// GENERIC-NEXT: %46 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %47 = llvm.extractvalue %27[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: %48 = llvm.alloca %46 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// GENERIC-NEXT: llvm.store %47, %48 : !llvm.array<2 x i64>, !llvm.ptr
// GENERIC-NEXT: %49 = llvm.getelementptr %48[0, %1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// GENERIC-NEXT: %50 = llvm.load %49 : !llvm.ptr -> i64
// GENERIC-NEXT: %51 = builtin.unrealized_conversion_cast %50 : i64 to index
// GENERIC-NEXT: %52 = llvm.mlir.constant(4 : index) : i64
// GENERIC-NEXT: %53 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %54 = llvm.mlir.zero : !llvm.ptr
// GENERIC-NEXT: %55 = llvm.getelementptr %54[%52] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// GENERIC-NEXT: %56 = llvm.ptrtoint %55 : !llvm.ptr to i64
// GENERIC-NEXT: %57 = llvm.mlir.addressof @table : !llvm.ptr
// GENERIC-NEXT: %58 = llvm.getelementptr %57[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// GENERIC-NEXT: %59 = llvm.mlir.constant(3735928559 : index) : i64
// GENERIC-NEXT: %60 = llvm.inttoptr %59 : i64 to !llvm.ptr
// GENERIC-NEXT: %61 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %62 = llvm.insertvalue %60, %61[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %63 = llvm.insertvalue %58, %62[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %64 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %65 = llvm.insertvalue %64, %63[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %66 = llvm.insertvalue %52, %65[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %67 = llvm.insertvalue %53, %66[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %68 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %69 = llvm.extractvalue %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %70 = llvm.insertvalue %69, %68[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %71 = llvm.extractvalue %0[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %72 = llvm.getelementptr %71[%1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// GENERIC-NEXT: %73 = llvm.insertvalue %72, %70[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %74 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %75 = llvm.insertvalue %74, %73[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %76 = llvm.mlir.constant(2 : index) : i64
// GENERIC-NEXT: %77 = llvm.insertvalue %76, %75[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %78 = llvm.mlir.constant(1 : index) : i64
// GENERIC-NEXT: %79 = llvm.insertvalue %78, %77[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %80 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %81 = llvm.getelementptr %80[%1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// GENERIC-NEXT: %82 = llvm.atomicrmw fadd %81, %arg2 acq_rel : !llvm.ptr, f32
// GENERIC-NEXT: %83 = llvm.extractvalue %37[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %84 = llvm.extractvalue %37[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %85 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// GENERIC-NEXT: %86 = llvm.insertvalue %83, %85[0] : !llvm.struct<(ptr, ptr, i64)>
// GENERIC-NEXT: %87 = llvm.insertvalue %84, %86[1] : !llvm.struct<(ptr, ptr, i64)>
// GENERIC-NEXT: %88 = llvm.mlir.constant(0 : index) : i64
// GENERIC-NEXT: %89 = llvm.insertvalue %88, %87[2] : !llvm.struct<(ptr, ptr, i64)>
// GENERIC-NEXT: %90 = llvm.extractvalue %37[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %91 = llvm.extractvalue %37[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %92 = llvm.extractvalue %37[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// GENERIC-NEXT: %93 = llvm.extractvalue %27[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// GENERIC-NEXT: llvm.call @_mlir_memref_to_llvm_free(%93) : (!llvm.ptr) -> ()
// GENERIC-NEXT: return %51 : index

// FULL-LABEL: llvm.func @free(!llvm.ptr)
// FULL-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
// FULL-NEXT: llvm.mlir.global private constant @table(dense<[1, 2, 3, 4]> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
// FULL-LABEL: llvm.func @memref(%arg0: i64, %arg1: i64, %arg2: f32, %arg3: !llvm.ptr, %arg4: !llvm.ptr, %arg5: i64, %arg6: i64, %arg7: i64) -> i64 {
// FULL-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %1 = llvm.insertvalue %arg3, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %2 = llvm.insertvalue %arg4, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %3 = llvm.insertvalue %arg5, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %4 = llvm.insertvalue %arg6, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %5 = llvm.insertvalue %arg7, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %6 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %7 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %8 = llvm.mul %6, %arg0 : i64
// FULL-NEXT: %9 = llvm.mlir.zero : !llvm.ptr
// FULL-NEXT: %10 = llvm.getelementptr %9[%8] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: %11 = llvm.ptrtoint %10 : !llvm.ptr to i64
// FULL-NEXT: %12 = llvm.mlir.constant(64 : index) : i64
// FULL-NEXT: %13 = llvm.add %11, %12 : i64
// FULL-NEXT: %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
// FULL-NEXT: %15 = llvm.ptrtoint %14 : !llvm.ptr to i64
// FULL-NEXT: %16 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %17 = llvm.sub %12, %16 : i64
// FULL-NEXT: %18 = llvm.add %15, %17 : i64
// FULL-NEXT: %19 = llvm.urem %18, %12 : i64
// FULL-NEXT: %20 = llvm.sub %18, %19 : i64
// FULL-NEXT: %21 = llvm.inttoptr %20 : i64 to !llvm.ptr
// FULL-NEXT: %22 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %23 = llvm.insertvalue %14, %22[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %24 = llvm.insertvalue %21, %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %25 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %26 = llvm.insertvalue %25, %24[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %27 = llvm.insertvalue %arg0, %26[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %28 = llvm.insertvalue %6, %27[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %29 = llvm.insertvalue %6, %28[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %30 = llvm.insertvalue %7, %29[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %31 = llvm.mlir.constant(4 : index) : i64
// FULL-NEXT: %32 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %33 = llvm.alloca %31 x f32 : (i64) -> !llvm.ptr
// FULL-NEXT: %34 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %35 = llvm.insertvalue %33, %34[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %36 = llvm.insertvalue %33, %35[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %37 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %38 = llvm.insertvalue %37, %36[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %39 = llvm.insertvalue %31, %38[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %40 = llvm.insertvalue %32, %39[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %41 = llvm.extractvalue %30[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %42 = llvm.mlir.constant(8 : index) : i64
// FULL-NEXT: %43 = llvm.mul %arg1, %42 overflow<nsw, nuw> : i64
// FULL-NEXT: %44 = llvm.add %43, %arg1 overflow<nsw, nuw> : i64
// FULL-NEXT: %45 = llvm.getelementptr inbounds|nuw %41[%44] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: llvm.store %arg2, %45 : f32, !llvm.ptr
// FULL-NEXT: %46 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %47 = llvm.getelementptr inbounds|nuw %46[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: %48 = llvm.load %47 : !llvm.ptr -> f32
// FULL-NEXT: %49 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %50 = llvm.extractvalue %30[3] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: %51 = llvm.alloca %49 x !llvm.array<2 x i64> : (i64) -> !llvm.ptr
// FULL-NEXT: llvm.store %50, %51 : !llvm.array<2 x i64>, !llvm.ptr
// FULL-NEXT: %52 = llvm.getelementptr %51[0, %arg1] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.array<2 x i64>
// FULL-NEXT: %53 = llvm.load %52 : !llvm.ptr -> i64
// FULL-NEXT: %54 = llvm.mlir.constant(4 : index) : i64
// FULL-NEXT: %55 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %56 = llvm.mlir.zero : !llvm.ptr
// FULL-NEXT: %57 = llvm.getelementptr %56[%54] : (!llvm.ptr, i64) -> !llvm.ptr, i32
// FULL-NEXT: %58 = llvm.ptrtoint %57 : !llvm.ptr to i64
// FULL-NEXT: %59 = llvm.mlir.addressof @table : !llvm.ptr
// FULL-NEXT: %60 = llvm.getelementptr %59[0, 0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<4 x i32>
// FULL-NEXT: %61 = llvm.mlir.constant(3735928559 : index) : i64
// FULL-NEXT: %62 = llvm.inttoptr %61 : i64 to !llvm.ptr
// FULL-NEXT: %63 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %64 = llvm.insertvalue %62, %63[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %65 = llvm.insertvalue %60, %64[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %66 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %67 = llvm.insertvalue %66, %65[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %68 = llvm.insertvalue %54, %67[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %69 = llvm.insertvalue %55, %68[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %70 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %71 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %72 = llvm.insertvalue %71, %70[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %73 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %74 = llvm.getelementptr %73[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
// FULL-NEXT: %75 = llvm.insertvalue %74, %72[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %76 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %77 = llvm.insertvalue %76, %75[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %78 = llvm.mlir.constant(2 : index) : i64
// FULL-NEXT: %79 = llvm.insertvalue %78, %77[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %80 = llvm.mlir.constant(1 : index) : i64
// FULL-NEXT: %81 = llvm.insertvalue %80, %79[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %82 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %83 = llvm.getelementptr %82[%arg1] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// FULL-NEXT: %84 = llvm.atomicrmw fadd %83, %arg2 acq_rel : !llvm.ptr, f32
// FULL-NEXT: %85 = llvm.extractvalue %40[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %86 = llvm.extractvalue %40[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %87 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// FULL-NEXT: %88 = llvm.insertvalue %85, %87[0] : !llvm.struct<(ptr, ptr, i64)>
// FULL-NEXT: %89 = llvm.insertvalue %86, %88[1] : !llvm.struct<(ptr, ptr, i64)>
// FULL-NEXT: %90 = llvm.mlir.constant(0 : index) : i64
// FULL-NEXT: %91 = llvm.insertvalue %90, %89[2] : !llvm.struct<(ptr, ptr, i64)>
// FULL-NEXT: %92 = llvm.extractvalue %40[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %93 = llvm.extractvalue %40[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %94 = llvm.extractvalue %40[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// FULL-NEXT: %95 = llvm.extractvalue %30[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// FULL-NEXT: llvm.call @free(%95) : (!llvm.ptr) -> ()
// FULL-NEXT: llvm.return %53 : i64

// Memref descriptors: allocation (malloc/free declared at the module start,
// the later first; alignment arithmetic), access, dim, globals, views.
memref.global "private" constant @table : memref<4xi32> = dense<[1, 2, 3, 4]>
func.func @memref(%n: index, %i: index, %v: f32, %b: memref<16xi8>) -> index {
  %0 = memref.alloc(%n) {alignment = 64} : memref<?x8xf32>
  %1 = memref.alloca() : memref<4xf32>
  memref.store %v, %0[%i, %i] : memref<?x8xf32>
  %2 = memref.load %1[%i] : memref<4xf32>
  %3 = memref.dim %0, %i : memref<?x8xf32>
  %4 = memref.get_global @table : memref<4xi32>
  %5 = memref.view %b[%i][] : memref<16xi8> to memref<2xf32>
  %6 = memref.atomic_rmw addf %v, %1[%i] : (f32, memref<4xf32>) -> f32
  %base, %off, %sz, %st = memref.extract_strided_metadata %1 : memref<4xf32> -> memref<f32>, index, index, index
  memref.dealloc %0 : memref<?x8xf32>
  return %3 : index
}
