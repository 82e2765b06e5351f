// RUN: pyopt %s --convert-to-llvm | FileCheck %s

// CHECK: module {
// CHECK-NEXT: llvm.func @printString(!llvm.ptr)
// CHECK-NEXT: llvm.mlir.global private constant @vector_print_str(dense<[116, 119, 111, 10, 108, 105, 110, 101, 115, 0]> : tensor<10xi8>) {addr_space = 0 : i32} : !llvm.array<10 x i8>
// CHECK-NEXT: llvm.func @printF64(f64)
// CHECK-NEXT: llvm.func @printClose()
// CHECK-NEXT: llvm.func @printU64(i64)
// CHECK-NEXT: llvm.func @printOpen()
// CHECK-NEXT: llvm.func @printI64(i64)
// CHECK-NEXT: llvm.func @printComma()
// CHECK-NEXT: llvm.func @printF16(i16)
// CHECK-NEXT: llvm.func @printNewline()
// CHECK-NEXT: llvm.func @printF32(f32)
// CHECK-NEXT: llvm.func @memory(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: !llvm.ptr, %arg8: !llvm.ptr, %arg9: i64, %arg10: i64, %arg11: i64, %arg12: !llvm.ptr, %arg13: !llvm.ptr, %arg14: i64, %arg15: i64, %arg16: i64, %arg17: i64, %arg18: i64, %arg19: !llvm.ptr, %arg20: !llvm.ptr, %arg21: i64, %arg22: i64, %arg23: i64, %arg24: i64, %arg25: vector<4xf32>, %arg26: vector<4xi1>, %arg27: vector<4xi32>) -> !llvm.struct<(vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg12, %0[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg13, %1[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg14, %2[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg15, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg17, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %6 = llvm.insertvalue %arg16, %5[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %7 = llvm.insertvalue %arg18, %6[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %8 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.insertvalue %arg19, %8[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.insertvalue %arg20, %9[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.insertvalue %arg21, %10[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %12 = llvm.insertvalue %arg22, %11[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %13 = llvm.insertvalue %arg23, %12[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %14 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %15 = llvm.insertvalue %arg7, %14[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.insertvalue %arg8, %15[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.insertvalue %arg9, %16[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.insertvalue %arg10, %17[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.insertvalue %arg11, %18[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %21 = llvm.insertvalue %arg0, %20[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %22 = llvm.insertvalue %arg1, %21[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %23 = llvm.insertvalue %arg2, %22[2] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %24 = llvm.insertvalue %arg3, %23[3, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %25 = llvm.insertvalue %arg5, %24[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %26 = llvm.insertvalue %arg4, %25[3, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %27 = llvm.insertvalue %arg6, %26[4, 1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %28 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %29 = llvm.extractvalue %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %30 = llvm.mul %arg24, %29 : i64
// CHECK-NEXT: %31 = llvm.add %30, %arg24 : i64
// CHECK-NEXT: %32 = llvm.getelementptr %28[%31] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %33 = llvm.load %32 {alignment = 4 : i64, nontemporal} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %34 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %35 = llvm.extractvalue %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %36 = llvm.mul %arg24, %35 : i64
// CHECK-NEXT: %37 = llvm.add %36, %arg24 : i64
// CHECK-NEXT: %38 = llvm.getelementptr %34[%37] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.store %arg25, %38 {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr
// CHECK-NEXT: %39 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %40 = llvm.extractvalue %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %41 = llvm.mul %arg24, %40 : i64
// CHECK-NEXT: %42 = llvm.add %41, %arg24 : i64
// CHECK-NEXT: %43 = llvm.getelementptr %39[%42] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %44 = llvm.intr.masked.load %43, %arg26, %arg25 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %45 = llvm.extractvalue %27[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %46 = llvm.extractvalue %27[4, 0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %47 = llvm.mul %arg24, %46 : i64
// CHECK-NEXT: %48 = llvm.add %47, %arg24 : i64
// CHECK-NEXT: %49 = llvm.getelementptr %45[%48] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: llvm.intr.masked.store %arg25, %49, %arg26 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: %50 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %51 = llvm.getelementptr %50[%arg24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %52 = llvm.getelementptr %51[%arg27] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: %53 = llvm.intr.masked.gather %52, %arg26, %arg25 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %54 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %55 = llvm.getelementptr %54[%arg24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %56 = llvm.getelementptr %55[%arg27] : (!llvm.ptr, vector<4xi32>) -> vector<4x!llvm.ptr>, f32
// CHECK-NEXT: llvm.intr.masked.scatter %arg25, %56, %arg26 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into vector<4x!llvm.ptr>
// CHECK-NEXT: %57 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %58 = llvm.getelementptr %57[%arg24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: %59 = "llvm.intr.masked.expandload"(%58, %arg26, %arg25) : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %60 = llvm.extractvalue %19[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %61 = llvm.getelementptr %60[%arg24] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT: "llvm.intr.masked.compressstore"(%arg25, %61, %arg26) : (vector<4xf32>, !llvm.ptr, vector<4xi1>) -> ()
// CHECK-NEXT: %62 = llvm.extractvalue %13[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %63 = llvm.getelementptr %62[%arg24] : (!llvm.ptr, i64) -> !llvm.ptr, vector<4xf32>
// CHECK-NEXT: %64 = llvm.load %63 {alignment = 16 : i64} : !llvm.ptr -> vector<4xf32>
// CHECK-NEXT: %65 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %66 = llvm.extractvalue %7[0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %67 = llvm.insertvalue %66, %65[0] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %68 = llvm.extractvalue %7[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT: %69 = llvm.insertvalue %68, %67[1] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %70 = llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT: %71 = llvm.insertvalue %70, %69[2] : !llvm.struct<(ptr, ptr, i64)>
// CHECK-NEXT: %72 = llvm.mlir.poison : !llvm.struct<(vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %73 = llvm.insertvalue %33, %72[0] : !llvm.struct<(vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %74 = llvm.insertvalue %44, %73[1] : !llvm.struct<(vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %75 = llvm.insertvalue %53, %74[2] : !llvm.struct<(vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %76 = llvm.insertvalue %64, %75[3] : !llvm.struct<(vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: %77 = llvm.insertvalue %71, %76[4] : !llvm.struct<(vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: llvm.return %77 : !llvm.struct<(vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, struct<(ptr, ptr, i64)>)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @reductions(%arg0: vector<4xi32>, %arg1: i32, %arg2: vector<4xf32>, %arg3: f32, %arg4: vector<4xi1>, %arg5: vector<8xf16>) -> !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)> {
// CHECK-NEXT: %0 = "llvm.intr.vector.reduce.umin"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT: %1 = llvm.icmp "ule" %arg1, %0 : i32
// CHECK-NEXT: %2 = llvm.select %1, %arg1, %0 : i1, i32
// CHECK-NEXT: %3 = llvm.intr.vector.reduce.fminimum(%arg2) : (vector<4xf32>) -> f32
// CHECK-NEXT: %4 = llvm.intr.minimum(%3, %arg3) : (f32, f32) -> f32
// CHECK-NEXT: %5 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %6 = "llvm.intr.vp.reduce.fadd"(%arg3, %arg2, %arg4, %5) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %7 = llvm.mlir.constant(-2147483648 : i32) : i32
// CHECK-NEXT: %8 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %9 = "llvm.intr.vp.reduce.smax"(%7, %arg0, %arg4, %8) : (i32, vector<4xi32>, vector<4xi1>, i32) -> i32
// CHECK-NEXT: %10 = llvm.mlir.constant(dense<-1.401300e-45> : vector<4xf32>) : vector<4xf32>
// CHECK-NEXT: %11 = llvm.select %arg4, %arg2, %10 : vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %12 = llvm.intr.vector.reduce.fmaximum(%11) : (vector<4xf32>) -> f32
// CHECK-NEXT: %13 = llvm.mlir.constant(0xFFC00000 : f32) : f32
// CHECK-NEXT: %14 = llvm.mlir.constant(4 : i32) : i32
// CHECK-NEXT: %15 = "llvm.intr.vp.reduce.fmin"(%13, %arg2, %arg4, %14) : (f32, vector<4xf32>, vector<4xi1>, i32) -> f32
// CHECK-NEXT: %16 = "llvm.intr.vector.reduce.xor"(%arg0) : (vector<4xi32>) -> i32
// CHECK-NEXT: %17 = llvm.xor %arg1, %16 : i32
// CHECK-NEXT: %18 = llvm.mlir.constant(1.000000e+00 : f16) : f16
// CHECK-NEXT: %19 = "llvm.intr.vector.reduce.fmul"(%18, %arg5) <{fastmathFlags = #llvm.fastmath<reassoc>}> : (f16, vector<8xf16>) -> f16
// CHECK-NEXT: %20 = llvm.mlir.poison : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: %21 = llvm.insertvalue %2, %20[0] : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: %22 = llvm.insertvalue %4, %21[1] : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: %23 = llvm.insertvalue %6, %22[2] : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: %24 = llvm.insertvalue %9, %23[3] : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: %25 = llvm.insertvalue %12, %24[4] : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: %26 = llvm.insertvalue %15, %25[5] : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: %27 = llvm.insertvalue %17, %26[6] : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: %28 = llvm.insertvalue %19, %27[7] : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: llvm.return %28 : !llvm.struct<(i32, f32, f32, i32, f32, f32, i32, f16)>
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @print(%arg0: f32, %arg1: f16, %arg2: i32, %arg3: i8, %arg4: i1, %arg5: i64, %arg6: f64) {
// CHECK-NEXT: llvm.call @printF32(%arg0) : (f32) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %0 = llvm.bitcast %arg1 : f16 to i16
// CHECK-NEXT: llvm.call @printF16(%0) : (i16) -> ()
// CHECK-NEXT: llvm.call @printComma() : () -> ()
// CHECK-NEXT: %1 = llvm.sext %arg2 : i32 to i64
// CHECK-NEXT: llvm.call @printI64(%1) : (i64) -> ()
// CHECK-NEXT: llvm.call @printOpen() : () -> ()
// CHECK-NEXT: %2 = llvm.zext %arg3 : i8 to i64
// CHECK-NEXT: llvm.call @printU64(%2) : (i64) -> ()
// CHECK-NEXT: llvm.call @printClose() : () -> ()
// CHECK-NEXT: %3 = llvm.zext %arg4 : i1 to i64
// CHECK-NEXT: llvm.call @printI64(%3) : (i64) -> ()
// CHECK-NEXT: llvm.call @printU64(%arg5) : (i64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.call @printF64(%arg6) : (f64) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: %4 = llvm.mlir.addressof @vector_print_str : !llvm.ptr
// CHECK-NEXT: %5 = llvm.getelementptr %4[0] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<10 x i8>
// CHECK-NEXT: llvm.call @printString(%5) : (!llvm.ptr) -> ()
// CHECK-NEXT: llvm.call @printNewline() : () -> ()
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-NEXT: llvm.func @elements(%arg0: vector<4xf32>, %arg1: !llvm.array<2 x vector<4xf32>>, %arg2: vector<[4]xf32>, %arg3: vector<1xf32>, %arg4: i64) -> !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)> {
// CHECK-NEXT: %0 = llvm.shufflevector %arg3, %arg3 [0, 1] : vector<1xf32>
// CHECK-NEXT: %1 = llvm.mlir.poison : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %arg1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %arg1[0] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %arg1[1] : !llvm.array<2 x vector<4xf32>>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.array<3 x vector<4xf32>>
// CHECK-NEXT: %8 = llvm.shufflevector %arg0, %arg0 [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xf32>
// CHECK-NEXT: %9 = "llvm.intr.vector.interleave2"(%arg2, %arg2) : (vector<[4]xf32>, vector<[4]xf32>) -> vector<[8]xf32>
// CHECK-NEXT: %10 = llvm.mlir.poison : vector<4xf32>
// CHECK-NEXT: %11 = llvm.shufflevector %arg0, %10 [0, 2] : vector<4xf32>
// CHECK-NEXT: %12 = llvm.shufflevector %arg0, %10 [1, 3] : vector<4xf32>
// CHECK-NEXT: %13 = "llvm.intr.vector.deinterleave2"(%arg2) : (vector<[4]xf32>) -> !llvm.struct<(vector<[2]xf32>, vector<[2]xf32>)>
// CHECK-NEXT: %14 = llvm.extractvalue %13[0] : !llvm.struct<(vector<[2]xf32>, vector<[2]xf32>)>
// CHECK-NEXT: %15 = llvm.extractvalue %13[1] : !llvm.struct<(vector<[2]xf32>, vector<[2]xf32>)>
// CHECK-NEXT: %16 = llvm.mlir.constant(2 : i64) : i64
// CHECK-NEXT: %17 = llvm.extractelement %arg0[%16 : i64] : vector<4xf32>
// CHECK-NEXT: %18 = llvm.intr.stepvector : vector<[4]xi64>
// CHECK-NEXT: %19 = llvm.mlir.poison : vector<[4]xi64>
// CHECK-NEXT: %20 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: %21 = llvm.insertelement %arg4, %19[%20 : i32] : vector<[4]xi64>
// CHECK-NEXT: %22 = llvm.shufflevector %21, %19 [0, 0, 0, 0] : vector<[4]xi64>
// CHECK-NEXT: %23 = llvm.icmp "slt" %18, %22 : vector<[4]xi64>
// CHECK-NEXT: %24 = llvm.intr.stepvector : vector<[4]xi64>
// CHECK-NEXT: %25 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: %26 = llvm.mlir.poison : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %27 = llvm.insertvalue %0, %26[0] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %28 = llvm.insertvalue %7, %27[1] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %29 = llvm.insertvalue %11, %28[2] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %30 = llvm.insertvalue %8, %29[3] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %31 = llvm.insertvalue %9, %30[4] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %32 = llvm.insertvalue %12, %31[5] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %33 = llvm.insertvalue %14, %32[6] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %34 = llvm.insertvalue %17, %33[7] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %35 = llvm.insertvalue %23, %34[8] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %36 = llvm.insertvalue %24, %35[9] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: %37 = llvm.insertvalue %25, %36[10] : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: llvm.return %37 : !llvm.struct<(vector<2xf32>, array<3 x vector<4xf32>>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xi64>, i64)>
// CHECK-NEXT: }
// CHECK-NEXT: }

// The conversion patterns alone (convert-to-llvm runs no vector pre-pass):
// memory ops with their alignments, reductions (plain and under vector.mask),
// print calls and their declarations, scalable vectors, shuffles of n-D
// vectors, interleaves, to_elements.
func.func @memory(%m: memref<?x?xf32>, %m1: memref<?xf32>, %mm: memref<8x8xf32>, %mv: memref<4xvector<4xf32>>, %i: index, %v: vector<4xf32>, %mask: vector<4xi1>, %iv: vector<4xi32>) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, memref<vector<8x8xf32>>) {
  %0 = vector.load %m[%i, %i] {nontemporal = true} : memref<?x?xf32>, vector<4xf32>
  vector.store %v, %m[%i, %i] {alignment = 16} : memref<?x?xf32>, vector<4xf32>
  %1 = vector.maskedload %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.maskedstore %m[%i, %i], %mask, %v : memref<?x?xf32>, vector<4xi1>, vector<4xf32>
  %2 = vector.gather %m1[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m1[%i] [%iv], %mask, %v : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32>
  %3 = vector.expandload %m1[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.compressstore %m1[%i], %mask, %v : memref<?xf32>, vector<4xi1>, vector<4xf32>
  %4 = vector.load %mv[%i] : memref<4xvector<4xf32>>, vector<4xf32>
  %5 = vector.type_cast %mm : memref<8x8xf32> to memref<vector<8x8xf32>>
  return %0, %1, %2, %4, %5 : vector<4xf32>, vector<4xf32>, vector<4xf32>, vector<4xf32>, memref<vector<8x8xf32>>
}

func.func @reductions(%v: vector<4xi32>, %a: i32, %f: vector<4xf32>, %b: f32, %m: vector<4xi1>, %h: vector<8xf16>) -> (i32, f32, f32, i32, f32, f32, i32, f16) {
  %0 = vector.reduction <minui>, %v, %a : vector<4xi32> into i32
  %1 = vector.reduction <minimumf>, %f, %b : vector<4xf32> into f32
  %2 = vector.mask %m { vector.reduction <add>, %f, %b : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %3 = vector.mask %m { vector.reduction <maxsi>, %v : vector<4xi32> into i32 } : vector<4xi1> -> i32
  %4 = vector.mask %m { vector.reduction <maximumf>, %f : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %5 = vector.mask %m { vector.reduction <minnumf>, %f : vector<4xf32> into f32 } : vector<4xi1> -> f32
  %6 = vector.reduction <xor>, %v, %a : vector<4xi32> into i32
  %7 = vector.reduction <mul>, %h fastmath<reassoc> : vector<8xf16> into f16
  return %0, %1, %2, %3, %4, %5, %6, %7 : i32, f32, f32, i32, f32, f32, i32, f16
}

func.func @print(%f: f32, %h: f16, %i: i32, %u: ui8, %b: i1, %x: index, %d: f64) {
  vector.print %f : f32
  vector.print %h : f16 punctuation <comma>
  vector.print %i : i32 punctuation <open>
  vector.print %u : ui8 punctuation <close>
  vector.print %b : i1 punctuation <no_punctuation>
  vector.print %x : index
  vector.print %d : f64
  vector.print str "two\nlines"
  vector.print
  return
}

func.func @elements(%v: vector<4xf32>, %w: vector<2x4xf32>, %s: vector<[4]xf32>, %z: vector<f32>, %n: index) -> (vector<2xf32>, vector<3x4xf32>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xindex>, index) {
  %0 = vector.shuffle %z, %z [0, 1] : vector<f32>, vector<f32>
  %1 = vector.shuffle %w, %w [1, 0, 3] : vector<2x4xf32>, vector<2x4xf32>
  %2 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %3 = vector.interleave %s, %s : vector<[4]xf32> -> vector<[8]xf32>
  %4, %5 = vector.deinterleave %v : vector<4xf32> -> vector<2xf32>
  %6, %7 = vector.deinterleave %s : vector<[4]xf32> -> vector<[2]xf32>
  %8:4 = vector.to_elements %v : vector<4xf32>
  %9 = vector.create_mask %n : vector<[4]xi1>
  %10 = vector.step : vector<[4]xindex>
  %11 = vector.vscale
  return %0, %1, %4, %2, %3, %5, %6, %8#2, %9, %10, %11 : vector<2xf32>, vector<3x4xf32>, vector<2xf32>, vector<8xf32>, vector<[8]xf32>, vector<2xf32>, vector<[2]xf32>, f32, vector<[4]xi1>, vector<[4]xindex>, index
}
