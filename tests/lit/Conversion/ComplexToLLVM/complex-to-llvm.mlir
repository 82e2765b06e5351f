// RUN: pyopt %s --convert-complex-to-llvm | FileCheck %s

// CHECK-LABEL: func.func @complex(%arg0: complex<f32>, %arg1: f32, %arg2: f32) -> f32 {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : complex<f32> to !llvm.struct<(f32, f32)>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg1, %1[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg2, %2[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %6 = llvm.extractvalue %3[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %7 = llvm.extractvalue %3[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %9 = llvm.fadd %4, %6 : f32
// CHECK-NEXT: %10 = llvm.fadd %5, %7 : f32
// CHECK-NEXT: %11 = llvm.insertvalue %9, %8[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %12 = llvm.insertvalue %10, %11[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %13 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %14 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %15 = llvm.extractvalue %3[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %16 = llvm.extractvalue %3[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %17 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %18 = llvm.fmul %15, %13 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %19 = llvm.fmul %16, %14 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %20 = llvm.fsub %18, %19 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %21 = llvm.fmul %14, %15 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %22 = llvm.fmul %13, %16 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %23 = llvm.fadd %21, %22 {fastmathFlags = #llvm.fastmath<nnan>} : f32
// CHECK-NEXT: %24 = llvm.insertvalue %20, %17[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %25 = llvm.insertvalue %23, %24[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %26 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %27 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %28 = llvm.extractvalue %3[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %29 = llvm.extractvalue %3[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %30 = llvm.mlir.poison : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %31 = llvm.fmul %28, %28 : f32
// CHECK-NEXT: %32 = llvm.fmul %29, %29 : f32
// CHECK-NEXT: %33 = llvm.fadd %31, %32 : f32
// CHECK-NEXT: %34 = llvm.fmul %26, %28 : f32
// CHECK-NEXT: %35 = llvm.fmul %27, %29 : f32
// CHECK-NEXT: %36 = llvm.fadd %34, %35 : f32
// CHECK-NEXT: %37 = llvm.fmul %27, %28 : f32
// CHECK-NEXT: %38 = llvm.fmul %26, %29 : f32
// CHECK-NEXT: %39 = llvm.fsub %37, %38 : f32
// CHECK-NEXT: %40 = llvm.fdiv %36, %33 : f32
// CHECK-NEXT: %41 = llvm.fdiv %39, %33 : f32
// CHECK-NEXT: %42 = llvm.insertvalue %40, %30[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %43 = llvm.insertvalue %41, %42[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %44 = llvm.extractvalue %43[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %45 = llvm.extractvalue %43[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %46 = llvm.fmul %44, %44 : f32
// CHECK-NEXT: %47 = llvm.fmul %45, %45 : f32
// CHECK-NEXT: %48 = llvm.fadd %46, %47 : f32
// CHECK-NEXT: %49 = llvm.intr.sqrt(%48) : (f32) -> f32
// CHECK-NEXT: %50 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: %51 = llvm.extractvalue %25[1] : !llvm.struct<(f32, f32)>
// CHECK-NEXT: return %49 : f32

// Complex numbers are {re, im} structs.
func.func @complex(%a: complex<f32>, %x: f32, %y: f32) -> f32 {
  %c = complex.create %x, %y : complex<f32>
  %0 = complex.add %a, %c : complex<f32>
  %1 = complex.mul %a, %c fastmath<nnan> : complex<f32>
  %2 = complex.div %a, %c : complex<f32>
  %3 = complex.abs %2 : complex<f32>
  %4 = complex.re %a : complex<f32>
  %5 = complex.im %1 : complex<f32>
  return %3 : f32
}
