// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// rocdl.cvt.* families (one instance per TableGen class and operand pattern).
// CHECK lines: mlir-opt 22.1.8's output for this input.

// CHECK-LABEL: llvm.func @cvt(%arg0: i32, %arg1: f32, %arg2: vector<2xf16>, %arg3: vector<2xi16>, %arg4: vector<2xbf16>, %arg5: vector<16xf32>, %arg6: vector<3xi32>, %arg7: vector<6xi32>, %arg8: vector<8xf16>, %arg9: bf16, %arg10: vector<2xi32>) {
// CHECK-NEXT: %0 = rocdl.cvt.f32.bf8 %arg0[0] : f32
// CHECK-NEXT: %1 = rocdl.cvt.pk.fp8.f32 %arg1, %arg1 -> %arg0[false] : i32
// CHECK-NEXT: %2 = rocdl.cvt.pk.f32.bf8 %arg0[true] : vector<2xf32>
// CHECK-NEXT: %3 = rocdl.cvt.sr.fp8.f32 %arg1, %arg0 -> %arg0[2] : i32
// CHECK-NEXT: %4 = rocdl.cvt.pkrtz %arg1, %arg1 : vector<2xf16>
// CHECK-NEXT: %5 = rocdl.cvt.scale.pk8.f16.fp8 %arg10, %arg0[1] : vector<8xf16>
// CHECK-NEXT: %6 = rocdl.cvt.scale.pk16.bf16.bf6 %arg6, %arg0[0] : vector<16xbf16>
// CHECK-NEXT: %7 = rocdl.cvt.scalef32.2xpk16.fp6.f32 %arg5, %arg5, %arg1 : vector<6xi32>
// CHECK-NEXT: %8 = rocdl.cvt.scalef32.f16.bf8 %arg0[1], %arg1 -> %arg2[true] : vector<2xf16>
// CHECK-NEXT: %9 = rocdl.cvt.scalef32.f32.fp8 %arg0[3], %arg1 : f32
// CHECK-NEXT: %10 = rocdl.cvt.scalef32.pk.bf16.fp8 %arg0[false], %arg1 : vector<2xbf16>
// CHECK-NEXT: %11 = rocdl.cvt.scalef32.pk.bf8.f16 %arg2, %arg1 -> %arg3[false] : vector<2xi16>
// CHECK-NEXT: %12 = rocdl.cvt.scalef32.pk.fp8.f32 %arg1, %arg1, %arg1 -> %arg3[true] : vector<2xi16>
// CHECK-NEXT: %13 = rocdl.cvt.scalef32.sr.bf8.bf16 %arg9, %arg0, %arg1 -> %arg0[2] : i32
// CHECK-NEXT: %14 = rocdl.cvt.scalef32.pk.f16.fp4 %arg0[1], %arg1 : vector<2xf16>
// CHECK-NEXT: %15 = rocdl.cvt.scalef32.pk.fp4.bf16 %arg4, %arg1 -> %arg0[3] : i32
// CHECK-NEXT: %16 = rocdl.cvt.scalef32.pk.fp4.f32 %arg1, %arg1, %arg1 -> %arg0[0] : i32
// CHECK-NEXT: %17 = rocdl.cvt.scalef32.sr.pk.fp4.f16 %arg2, %arg0, %arg1 -> %arg0[1] : i32
// CHECK-NEXT: %18 = rocdl.cvt.scalef32.pk8.fp4.f16 %arg8, %arg1 : i32
// CHECK-NEXT: %19 = rocdl.cvt.scalef32.sr.pk8.bf8.f16 %arg8, %arg0, %arg1 : vector<2xi32>
// CHECK-NEXT: %20 = rocdl.cvt.scalef32.pk32.f16.bf6 %arg7, %arg1 : vector<32xf16>
// CHECK-NEXT: %21 = rocdl.cvt.scalef32.pk.f32.bf8 {foo} %arg0[true], %arg1 : vector<2xf32>
// CHECK-NEXT: llvm.return

llvm.func @cvt(%i: i32, %f: f32, %v2f16: vector<2xf16>, %v2i16: vector<2xi16>, %v2bf16: vector<2xbf16>, %v16f32: vector<16xf32>, %v3i32: vector<3xi32>, %v6i32: vector<6xi32>, %v8f16: vector<8xf16>, %bf: bf16, %v2i32: vector<2xi32>) {
  %0 = rocdl.cvt.f32.bf8 %i[0] : f32
  %1 = rocdl.cvt.pk.fp8.f32 %f, %f -> %i[false] : i32
  %2 = rocdl.cvt.pk.f32.bf8 %i[true] : vector<2xf32>
  %3 = rocdl.cvt.sr.fp8.f32 %f, %i -> %i[2] : i32
  %4 = rocdl.cvt.pkrtz %f, %f : vector<2xf16>
  %5 = rocdl.cvt.scale.pk8.f16.fp8 %v2i32, %i[1] : vector<8xf16>
  %6 = rocdl.cvt.scale.pk16.bf16.bf6 %v3i32, %i[0] : vector<16xbf16>
  %7 = rocdl.cvt.scalef32.2xpk16.fp6.f32 %v16f32, %v16f32, %f : vector<6xi32>
  %8 = rocdl.cvt.scalef32.f16.bf8 %i[1], %f -> %v2f16[true] : vector<2xf16>
  %9 = rocdl.cvt.scalef32.f32.fp8 %i[3], %f : f32
  %10 = rocdl.cvt.scalef32.pk.bf16.fp8 %i[false], %f : vector<2xbf16>
  %11 = rocdl.cvt.scalef32.pk.bf8.f16 %v2f16, %f -> %v2i16[false] : vector<2xi16>
  %12 = rocdl.cvt.scalef32.pk.fp8.f32 %f, %f, %f -> %v2i16[true] : vector<2xi16>
  %13 = rocdl.cvt.scalef32.sr.bf8.bf16 %bf, %i, %f -> %i[2] : i32
  %14 = rocdl.cvt.scalef32.pk.f16.fp4 %i[1], %f : vector<2xf16>
  %15 = rocdl.cvt.scalef32.pk.fp4.bf16 %v2bf16, %f -> %i[3] : i32
  %16 = rocdl.cvt.scalef32.pk.fp4.f32 %f, %f, %f -> %i[0] : i32
  %17 = rocdl.cvt.scalef32.sr.pk.fp4.f16 %v2f16, %i, %f -> %i[1] : i32
  %18 = rocdl.cvt.scalef32.pk8.fp4.f16 %v8f16, %f : i32
  %19 = rocdl.cvt.scalef32.sr.pk8.bf8.f16 %v8f16, %i, %f : vector<2xi32>
  %20 = rocdl.cvt.scalef32.pk32.f16.bf6 %v6i32, %f : vector<32xf16>
  %21 = rocdl.cvt.scalef32.pk.f32.bf8 {foo} %i[true], %f : vector<2xf32>
  llvm.return
}
