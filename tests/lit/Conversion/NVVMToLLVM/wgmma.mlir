// RUN: pyopt %s --convert-nvvm-to-llvm | FileCheck %s
// Expected output: mlir-opt 22.1.8 --convert-nvvm-to-llvm.

llvm.func @wgmma(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %s8: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) {
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <zero>], A[<bf16>, <one>, <row>], B[<bf16>, <neg>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  %1 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>], A[<s8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  %2 = nvvm.wgmma.mma_async %d, %d, %s8, #nvvm.shape<m = 64, n = 16, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <row>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  %3 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 8, k = 32>, D[<f32>, <one>], A[<e4m3>, <neg>, <row>], B[<e5m2>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// CHECK-LABEL: llvm.func @wgmma(
// CHECK-SAME: %arg0: i64, %arg1: !llvm.struct<(f32, f32, f32, f32)>, %arg2: !llvm.struct<(f16, f16)>, %arg3: !llvm.struct<(i32, i32, i32, i32)>, %arg4: !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %1 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %2 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %3 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %4 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %5 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %6 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %7 = llvm.extractvalue %arg1[2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %8 = llvm.extractvalue %arg1[3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %9 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $8, $9, p, $11,  $12, $13,  $14;\0A}\0A", "=f,=f,=f,=f,0,1,2,3,l,l,n,n,n,n,n" %5, %6, %7, %8, %arg0, %arg0, %0, %1, %2, %3, %4 : (f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %10 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %11 = llvm.extractvalue %arg3[0] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %12 = llvm.extractvalue %arg3[1] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %13 = llvm.extractvalue %arg3[2] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %14 = llvm.extractvalue %arg3[3] : !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %15 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.s32.s8.s8 {$0, $1, $2, $3}, $8, $9, p;\0A}\0A", "=r,=r,=r,=r,0,1,2,3,l,l,n" %11, %12, %13, %14, %arg0, %arg0, %10 : (i32, i32, i32, i32, i64, i64, i32) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NEXT: %16 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %17 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %18 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %19 = llvm.extractvalue %arg4[0] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %20 = llvm.extractvalue %arg4[1] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %21 = llvm.extractvalue %arg4[2] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %22 = llvm.extractvalue %arg4[3] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %23 = llvm.extractvalue %arg4[4] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %24 = llvm.extractvalue %arg4[5] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %25 = llvm.extractvalue %arg4[6] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %26 = llvm.extractvalue %arg4[7] : !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %27 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $18, 0;\0Awgmma.mma_async.sync.aligned.m64n16k8.f32.tf32.tf32 {$0, $1, $2, $3, $4, $5, $6, $7}, $16, $17, p, $19,  $20;\0A}\0A", "=f,=f,=f,=f,=f,=f,=f,=f,0,1,2,3,4,5,6,7,l,l,n,n,n" %19, %20, %21, %22, %23, %24, %25, %26, %arg0, %arg0, %16, %17, %18 : (f32, f32, f32, f32, f32, f32, f32, f32, i64, i64, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK-NEXT: %28 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %29 = llvm.mlir.constant(-1 : i32) : i32
// CHECK-NEXT: %30 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %31 = llvm.extractvalue %arg1[0] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %32 = llvm.extractvalue %arg1[1] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %33 = llvm.extractvalue %arg1[2] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %34 = llvm.extractvalue %arg1[3] : !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: %35 = llvm.inline_asm has_side_effects asm_dialect = att "{\0A.reg .pred p;\0Asetp.ne.b32 p, $10, 0;\0Awgmma.mma_async.sync.aligned.m64n8k32.f32.e4m3.e5m2 {$0, $1, $2, $3}, $8, $9, p, $11,  $12;\0A}\0A", "=f,=f,=f,=f,0,1,2,3,l,l,n,n,n" %31, %32, %33, %34, %arg0, %arg0, %28, %29, %30 : (f32, f32, f32, f32, i64, i64, i32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NEXT: llvm.return
