// RUN: pyopt %s --convert-arith-to-llvm | FileCheck %s
// RUN: pyopt %s --convert-arith-to-llvm=index-bitwidth=32 | FileCheck %s --check-prefix=INDEX32

// CHECK-LABEL: func.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: vector<2x3xf32>) -> i32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %arg4 : index to i64
// CHECK-NEXT: %2 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = llvm.fmul %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %4 = llvm.icmp "sge" %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.fcmp "ult" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %6 = llvm.select %4, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %7 = llvm.trunc %1 : i64 to i32
// CHECK-NEXT: %8 = llvm.sext %arg0 : i32 to i64
// CHECK-NEXT: %9 = llvm.sitofp %arg0 : i32 to f32
// CHECK-NEXT: %10 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %11 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %13 = llvm.fadd %11, %12 : vector<3xf32>
// CHECK-NEXT: %14 = llvm.insertvalue %13, %10[0] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %15 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %16 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %17 = llvm.fadd %15, %16 : vector<3xf32>
// CHECK-NEXT: %18 = llvm.insertvalue %17, %14[1] : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %19 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %20 = llvm.mlir.constant(1 : i32) : i32
// CHECK-NEXT: %21 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %22 = llvm.mul %21, %arg1 : i32
// CHECK-NEXT: %23 = llvm.icmp "ne" %arg0, %22 : i32
// CHECK-NEXT: %24 = llvm.icmp "slt" %arg0, %19 : i32
// CHECK-NEXT: %25 = llvm.icmp "slt" %arg1, %19 : i32
// CHECK-NEXT: %26 = llvm.icmp "eq" %24, %25 : i1
// CHECK-NEXT: %27 = llvm.and %23, %26 : i1
// CHECK-NEXT: %28 = llvm.add %21, %20 : i32
// CHECK-NEXT: %29 = llvm.select %27, %28, %21 : i1, i32
// CHECK-NEXT: %30 = llvm.intr.experimental.constrained.fptrunc %arg2 downward ignore : f32 to f16
// CHECK-NEXT: %31 = llvm.mlir.constant(dense<2.000000e+00> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
// CHECK-NEXT: %32 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %33 = llvm.extractvalue %32[0] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: %34 = llvm.extractvalue %32[1] : !llvm.struct<(i32, i1)>
// CHECK-NEXT: return %6 : i32

// INDEX32-LABEL: func.func @arith(%arg0: i32, %arg1: i32, %arg2: f32, %arg3: f32, %arg4: index, %arg5: vector<2x3xf32>) -> i32 {
// INDEX32-NEXT: %0 = builtin.unrealized_conversion_cast %arg5 : vector<2x3xf32> to !llvm.array<2 x vector<3xf32>>
// INDEX32-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw, nuw> : i32
// INDEX32-NEXT: %2 = llvm.fmul %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// INDEX32-NEXT: %3 = llvm.icmp "sge" %arg0, %arg1 : i32
// INDEX32-NEXT: %4 = llvm.fcmp "ult" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// INDEX32-NEXT: %5 = llvm.select %3, %arg0, %arg1 : i1, i32
// INDEX32-NEXT: %6 = llvm.sext %arg0 : i32 to i64
// INDEX32-NEXT: %7 = llvm.sitofp %arg0 : i32 to f32
// INDEX32-NEXT: %8 = llvm.mlir.poison : !llvm.array<2 x vector<3xf32>>
// INDEX32-NEXT: %9 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// INDEX32-NEXT: %10 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<3xf32>>
// INDEX32-NEXT: %11 = llvm.fadd %9, %10 : vector<3xf32>
// INDEX32-NEXT: %12 = llvm.insertvalue %11, %8[0] : !llvm.array<2 x vector<3xf32>>
// INDEX32-NEXT: %13 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// INDEX32-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<3xf32>>
// INDEX32-NEXT: %15 = llvm.fadd %13, %14 : vector<3xf32>
// INDEX32-NEXT: %16 = llvm.insertvalue %15, %12[1] : !llvm.array<2 x vector<3xf32>>
// INDEX32-NEXT: %17 = llvm.mlir.constant(0 : i32) : i32
// INDEX32-NEXT: %18 = llvm.mlir.constant(1 : i32) : i32
// INDEX32-NEXT: %19 = llvm.sdiv %arg0, %arg1 : i32
// INDEX32-NEXT: %20 = llvm.mul %19, %arg1 : i32
// INDEX32-NEXT: %21 = llvm.icmp "ne" %arg0, %20 : i32
// INDEX32-NEXT: %22 = llvm.icmp "slt" %arg0, %17 : i32
// INDEX32-NEXT: %23 = llvm.icmp "slt" %arg1, %17 : i32
// INDEX32-NEXT: %24 = llvm.icmp "eq" %22, %23 : i1
// INDEX32-NEXT: %25 = llvm.and %21, %24 : i1
// INDEX32-NEXT: %26 = llvm.add %19, %18 : i32
// INDEX32-NEXT: %27 = llvm.select %25, %26, %19 : i1, i32
// INDEX32-NEXT: %28 = llvm.intr.experimental.constrained.fptrunc %arg2 downward ignore : f32 to f16
// INDEX32-NEXT: %29 = llvm.mlir.constant(dense<2.000000e+00> : vector<2x3xf32>) : !llvm.array<2 x vector<3xf32>>
// INDEX32-NEXT: %30 = "llvm.intr.uadd.with.overflow"(%arg0, %arg1) : (i32, i32) -> !llvm.struct<(i32, i1)>
// INDEX32-NEXT: %31 = llvm.extractvalue %30[0] : !llvm.struct<(i32, i1)>
// INDEX32-NEXT: %32 = llvm.extractvalue %30[1] : !llvm.struct<(i32, i1)>
// INDEX32-NEXT: return %5 : i32

// Arith ops to LLVM: flags, comparisons, casts, n-D vectors (unrolled),
// ceildiv/floordiv expansion, the constrained truncf, index width.
func.func @arith(%a: i32, %b: i32, %x: f32, %y: f32, %i: index, %v: vector<2x3xf32>) -> i32 {
  %0 = arith.addi %a, %b overflow<nsw, nuw> : i32
  %1 = arith.mulf %x, %y fastmath<nnan,ninf> : f32
  %2 = arith.cmpi sge, %a, %b : i32
  %3 = arith.cmpf ult, %x, %y fastmath<fast> : f32
  %4 = arith.select %2, %a, %b : i32
  %5 = arith.index_cast %i : index to i32
  %6 = arith.extsi %a : i32 to i64
  %7 = arith.sitofp %a : i32 to f32
  %8 = arith.addf %v, %v : vector<2x3xf32>
  %9 = arith.ceildivsi %a, %b : i32
  %10 = arith.truncf %x downward : f32 to f16
  %11 = arith.constant dense<2.0> : vector<2x3xf32>
  %12:2 = arith.addui_extended %a, %b : i32, i1
  %13 = arith.bitcast %a : i32 to i32
  return %4 : i32
}
