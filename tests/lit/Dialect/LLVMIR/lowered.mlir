// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// Typical output of --convert-vector-to-llvm --finalize-memref-to-llvm --convert-func-to-llvm
// --convert-arith-to-llvm --reconcile-unrealized-casts (memref descriptors).
// CHECK-LABEL: llvm.func @free(!llvm.ptr)
llvm.func @free(!llvm.ptr)

// CHECK-LABEL: llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @malloc(i64) -> !llvm.ptr

// CHECK-LABEL: llvm.func @printNewline()
llvm.func @printNewline()

// CHECK-LABEL: llvm.func @printF32(f32)
llvm.func @printF32(f32)

// CHECK-LABEL: llvm.func @lower(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: vector<4xf32>) -> f32 {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %8 = llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT: %9 = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT: %10 = llvm.mul %arg7, %8 : i64
// CHECK-NEXT: %11 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: %12 = llvm.getelementptr %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
// CHECK-NEXT: %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
// CHECK-NEXT: %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %18 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %20 = llvm.insertvalue %8, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %21 = llvm.insertvalue %arg7, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %22 = llvm.insertvalue %arg7, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %23 = llvm.insertvalue %9, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %24 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %25 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %26 = llvm.mul %arg7, %25 overflow<nsw, nuw> : i64
// CHECK-NEXT: %27 = llvm.add %26, %arg7 overflow<nsw, nuw> : i64
// CHECK-NEXT: %28 = llvm.getelementptr inbounds|nuw %24[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %29 = llvm.load %28 : !llvm.ptr -> f32
// CHECK-NEXT: %30 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %31 = llvm.extractvalue %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: %32 = llvm.mul %arg7, %31 overflow<nsw, nuw> : i64
// CHECK-NEXT: %33 = llvm.add %32, %arg7 overflow<nsw, nuw> : i64
// CHECK-NEXT: %34 = llvm.getelementptr inbounds|nuw %30[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %29, %34 : f32, !llvm.ptr
// CHECK-NEXT: %35 = llvm.mlir.constant(0 : i64) : i64
// CHECK-NEXT: %36 = llvm.extractelement %arg8[%35 : i64] : vector<4xf32>
// CHECK-NEXT: %37 = llvm.mlir.constant(0.000000e+00 : f32) : f32
// CHECK-NEXT: %38 = "llvm.intr.vector.reduce.fadd"(%37, %arg8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %39 = llvm.fadd %36, %38 : f32
// CHECK-NEXT: llvm.call @printF32(%39) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %40 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>{{ $}}
// CHECK-NEXT: llvm.call @free(%40) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.return %39 : f32
// CHECK-NEXT: }
llvm.func @lower(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: vector<4xf32>) -> f32 {
  %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %1 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %2 = llvm.insertvalue %arg1, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %3 = llvm.insertvalue %arg2, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %4 = llvm.insertvalue %arg3, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %5 = llvm.insertvalue %arg5, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %6 = llvm.insertvalue %arg4, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %7 = llvm.insertvalue %arg6, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %8 = llvm.mlir.constant(8 : index) : i64
  %9 = llvm.mlir.constant(1 : index) : i64
  %10 = llvm.mul %arg7, %8 : i64
  %11 = llvm.mlir.zero : !llvm.ptr
  %12 = llvm.getelementptr %11[%10] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %13 = llvm.ptrtoint %12 : !llvm.ptr to i64
  %14 = llvm.call @malloc(%13) : (i64) -> !llvm.ptr
  %15 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %16 = llvm.insertvalue %14, %15[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %17 = llvm.insertvalue %14, %16[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %18 = llvm.mlir.constant(0 : index) : i64
  %19 = llvm.insertvalue %18, %17[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %20 = llvm.insertvalue %8, %19[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %21 = llvm.insertvalue %arg7, %20[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %22 = llvm.insertvalue %arg7, %21[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %23 = llvm.insertvalue %9, %22[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %24 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %25 = llvm.extractvalue %7[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %26 = llvm.mul %arg7, %25 overflow<nsw, nuw> : i64
  %27 = llvm.add %26, %arg7 overflow<nsw, nuw> : i64
  %28 = llvm.getelementptr inbounds|nuw %24[%27] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  %29 = llvm.load %28 : !llvm.ptr -> f32
  %30 = llvm.extractvalue %23[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %31 = llvm.extractvalue %23[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  %32 = llvm.mul %arg7, %31 overflow<nsw, nuw> : i64
  %33 = llvm.add %32, %arg7 overflow<nsw, nuw> : i64
  %34 = llvm.getelementptr inbounds|nuw %30[%33] : (!llvm.ptr, i64) -> !llvm.ptr, f32
  llvm.store %29, %34 : f32, !llvm.ptr
  %35 = llvm.mlir.constant(0 : i64) : i64
  %36 = llvm.extractelement %arg8[%35 : i64] : vector<4xf32>
  %37 = llvm.mlir.constant(0.000000e+00 : f32) : f32
  %38 = "llvm.intr.vector.reduce.fadd"(%37, %arg8) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
  %39 = llvm.fadd %36, %38 : f32
  llvm.call @printF32(%39) : (f32) -> ()
  llvm.call @printNewline() : () -> ()
  %40 = llvm.extractvalue %23[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  llvm.call @free(%40) : (!llvm.ptr) -> ()
  llvm.return %39 : f32
}
