// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// nvvm.wgmma.mma_async: stripped #nvvm.shape, bracketed WGMMA enums, optional satfinite.
// CHECK lines: mlir-opt 22.1.8's output for this input.

// CHECK-LABEL: llvm.func @wgmma(%arg0: i64, %arg1: !llvm.struct<(f32, f32, f32, f32)>, %arg2: !llvm.struct<(f16, f16)>, %arg3: !llvm.struct<(i32, i32, i32, i32)>) {
// CHECK-NEXT: %0 = nvvm.wgmma.mma_async %arg0, %arg0, %arg1, <m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <neg>, <col>], B[<f16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %1 = nvvm.wgmma.mma_async %arg0, %arg0, %arg3, <m = 64, n = 8, k = 32>, D[<s32>, <zero>, <satfinite>], A[<s8>, <one>, <row>], B[<u8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %2 = nvvm.wgmma.mma_async %arg0, %arg0, %arg2, <m = 64, n = 8, k = 32>, D[<f16>, <one>], A[<e4m3>, <one>, <row>], B[<e5m2>, <one>, <col>] {foo} : !llvm.struct<(f16, f16)> -> !llvm.struct<(f16, f16)>
// CHECK-NEXT: llvm.return

llvm.func @wgmma(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <neg>, <col>], B[<f16>, <one>, <row>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <zero>, <satfinite>], A[<s8>, <one>, <row>], B[<u8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  %2 = nvvm.wgmma.mma_async %d, %d, %h, #nvvm.shape<m = 64, n = 8, k = 32>, D[#nvvm.wgmma_type<f16>, #nvvm.wgmma_scale_out<one>], A[<e4m3>, <one>, <row>], B[<e5m2>, <one>, <col>] {foo} : !llvm.struct<(f16, f16)> -> !llvm.struct<(f16, f16)>
  llvm.return
}
