// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// CHECK-LABEL: llvm.func @intr(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i32, %arg4: f32, %arg5: vector<4xf32>, %arg6: vector<4xi32>, %arg7: vector<4xi1>, %arg8: i1, %arg9: i8, %arg10: vector<4x!llvm.ptr>) {
// CHECK-NEXT: "llvm.intr.memcpy"(%arg0, %arg1, %arg2) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.intr.memmove"(%arg0, %arg1, %arg2) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
// CHECK-NEXT: "llvm.intr.memset"(%arg0, %arg9, %arg2) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
// CHECK-NEXT: "llvm.intr.memcpy.inline"(%arg0, %arg1) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT: %0 = llvm.intr.fabs(%arg4) : (f32) -> f32
// CHECK-NEXT: %1 = llvm.intr.sqrt(%arg5) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %2 = llvm.intr.fma(%arg4, %arg4, %arg4) : (f32, f32, f32) -> f32
// CHECK-NEXT: %3 = llvm.intr.fmuladd(%arg4, %arg4, %arg4) : (f32, f32, f32) -> f32
// CHECK-NEXT: %4 = llvm.intr.smax(%arg3, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: %5 = llvm.intr.umin(%arg3, %arg3) : (i32, i32) -> i32
// CHECK-NEXT: %6 = llvm.intr.ctpop(%arg3) : (i32) -> i32
// CHECK-NEXT: %7 = "llvm.intr.ctlz"(%arg3) <{is_zero_poison = false}> : (i32) -> i32
// CHECK-NEXT: %8 = "llvm.intr.cttz"(%arg3) <{is_zero_poison = true}> : (i32) -> i32
// CHECK-NEXT: %9 = llvm.intr.bitreverse(%arg3) : (i32) -> i32
// CHECK-NEXT: %10 = llvm.intr.bswap(%arg3) : (i32) -> i32
// CHECK-NEXT: %11 = llvm.intr.stacksave : !llvm.ptr
// CHECK-NEXT: llvm.intr.stackrestore %11 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.start %arg0 : !llvm.ptr
// CHECK-NEXT: llvm.intr.lifetime.end %arg0 : !llvm.ptr
// CHECK-NEXT: llvm.intr.assume %arg8 : i1
// CHECK-NEXT: %12 = llvm.intr.expect %arg3, %arg3 : i32
// CHECK-NEXT: %13 = llvm.intr.masked.load %arg0, %arg7, %arg5 {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: llvm.intr.masked.store %arg5, %arg0, %arg7 {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
// CHECK-NEXT: %14 = "llvm.intr.vscale"() : () -> i64
// CHECK-NEXT: llvm.intr.trap
// CHECK-NEXT: llvm.intr.debugtrap
// CHECK-NEXT: %15 = llvm.intr.copysign(%arg4, %arg4) : (f32, f32) -> f32
// CHECK-NEXT: %16 = llvm.intr.pow(%arg4, %arg4) : (f32, f32) -> f32
// CHECK-NEXT: %17 = llvm.intr.powi(%arg4, %arg3) : (f32, i32) -> f32
// CHECK-NEXT: %18 = llvm.intr.exp(%arg4) : (f32) -> f32
// CHECK-NEXT: %19 = llvm.intr.log(%arg4) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
// CHECK-NEXT: %20 = llvm.intr.floor(%arg4) : (f32) -> f32
// CHECK-NEXT: %21 = llvm.intr.minnum(%arg4, %arg4) : (f32, f32) -> f32
// CHECK-NEXT: %22 = llvm.intr.maximum(%arg4, %arg4) : (f32, f32) -> f32
// CHECK-NEXT: %23 = "llvm.intr.sadd.with.overflow"(%arg3, %arg3) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %24 = "llvm.intr.vector.reduce.fadd"(%arg4, %arg5) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, vector<4xf32>) -> f32
// CHECK-NEXT: %25 = "llvm.intr.vector.reduce.add"(%arg6) : (vector<4xi32>) -> i32
// CHECK-NEXT: %26 = "llvm.intr.abs"(%arg3) <{is_int_min_poison = false}> : (i32) -> i32
// CHECK-NEXT: %27 = llvm.intr.fshl(%arg3, %arg3, %arg3) : (i32, i32, i32) -> i32
// CHECK-NEXT: %28 = llvm.intr.ceil(%arg4) : (f32) -> f32
// CHECK-NEXT: %29 = llvm.intr.round(%arg4) : (f32) -> f32
// CHECK-NEXT: %30 = llvm.intr.trunc(%arg4) : (f32) -> f32
// CHECK-NEXT: %31 = "llvm.intr.is.fpclass"(%arg4) <{bit = 3 : i32}> : (f32) -> i1
// CHECK-NEXT: %32 = "llvm.intr.umul.with.overflow"(%arg3, %arg3) : (i32, i32) -> !llvm.struct<(i32, i1)>
// CHECK-NEXT: %33 = llvm.intr.masked.gather %arg10, %arg7, %arg5 {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @intr(%p: !llvm.ptr, %q: !llvm.ptr, %n: i64, %a: i32, %f: f32, %v: vector<4xf32>, %iv: vector<4xi32>, %m: vector<4xi1>, %c: i1, %b8: i8, %pv: vector<4x!llvm.ptr>) {
  "llvm.intr.memcpy"(%p, %q, %n) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memmove"(%p, %q, %n) <{isVolatile = true}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  "llvm.intr.memset"(%p, %b8, %n) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
  "llvm.intr.memcpy.inline"(%p, %q) <{isVolatile = false, len = 16 : i64}> : (!llvm.ptr, !llvm.ptr) -> ()
  %0 = llvm.intr.fabs(%f) : (f32) -> f32
  %1 = llvm.intr.sqrt(%v) : (vector<4xf32>) -> vector<4xf32>
  %2 = llvm.intr.fma(%f, %f, %f) : (f32, f32, f32) -> f32
  %3 = llvm.intr.fmuladd(%f, %f, %f) : (f32, f32, f32) -> f32
  %4 = llvm.intr.smax(%a, %a) : (i32, i32) -> i32
  %5 = llvm.intr.umin(%a, %a) : (i32, i32) -> i32
  %6 = llvm.intr.ctpop(%a) : (i32) -> i32
  %7 = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i32) -> i32
  %8 = "llvm.intr.cttz"(%a) <{is_zero_poison = true}> : (i32) -> i32
  %9 = llvm.intr.bitreverse(%a) : (i32) -> i32
  %10 = llvm.intr.bswap(%a) : (i32) -> i32
  %11 = llvm.intr.stacksave : !llvm.ptr
  llvm.intr.stackrestore %11 : !llvm.ptr
  llvm.intr.lifetime.start %p : !llvm.ptr
  llvm.intr.lifetime.end %p : !llvm.ptr
  llvm.intr.assume %c : i1
  %12 = llvm.intr.expect %a, %a : i32
  %13 = llvm.intr.masked.load %p, %m, %v {alignment = 4 : i32} : (!llvm.ptr, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.intr.masked.store %v, %p, %m {alignment = 4 : i32} : vector<4xf32>, vector<4xi1> into !llvm.ptr
  %14 = "llvm.intr.vscale"() : () -> i64
  llvm.intr.trap
  llvm.intr.debugtrap
  %15 = llvm.intr.copysign(%f, %f) : (f32, f32) -> f32
  %16 = llvm.intr.pow(%f, %f) : (f32, f32) -> f32
  %17 = llvm.intr.powi(%f, %a) : (f32, i32) -> f32
  %18 = llvm.intr.exp(%f) : (f32) -> f32
  %19 = llvm.intr.log(%f) {fastmathFlags = #llvm.fastmath<fast>} : (f32) -> f32
  %20 = llvm.intr.floor(%f) : (f32) -> f32
  %21 = llvm.intr.minnum(%f, %f) : (f32, f32) -> f32
  %22 = llvm.intr.maximum(%f, %f) : (f32, f32) -> f32
  %23 = "llvm.intr.sadd.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %24 = "llvm.intr.vector.reduce.fadd"(%f, %v) : (f32, vector<4xf32>) -> f32
  %25 = "llvm.intr.vector.reduce.add"(%iv) : (vector<4xi32>) -> i32
  %26 = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i32) -> i32
  %27 = llvm.intr.fshl(%a, %a, %a) : (i32, i32, i32) -> i32
  %28 = llvm.intr.ceil(%f) : (f32) -> f32
  %29 = llvm.intr.round(%f) : (f32) -> f32
  %30 = llvm.intr.trunc(%f) : (f32) -> f32
  %31 = "llvm.intr.is.fpclass"(%f) <{bit = 3 : i32}> : (f32) -> i1
  %32 = "llvm.intr.umul.with.overflow"(%a, %a) : (i32, i32) -> !llvm.struct<(i32, i1)>
  %33 = llvm.intr.masked.gather %pv, %m, %v {alignment = 4 : i32} : (vector<4x!llvm.ptr>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
  llvm.return
}
