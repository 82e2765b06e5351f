// RUN: pyopt %s --allow-unregistered-dialect --convert-nvvm-to-llvm | FileCheck %s
// Expected output: mlir-opt 22.1.8 --allow-unregistered-dialect --convert-nvvm-to-llvm.

func.func @a(%i: i32, %f: f32, %b: i1) {
  nvvm.inline_ptx "x" ro(%i, %f : i32, f32) rw(%i : i32), predicate = %b
  "test.use"(%i) : (i32) -> ()
  return
}
func.func @b(%i: i32, %f: f32, %b: i1, %p: !llvm.ptr<3>, %q: !llvm.ptr, %l: i64, %h: i16, %d: f64, %v: vector<2xf16>) {
  %c = llvm.mlir.constant(3 : i32) : i32
  %c2 = arith.constant 3 : i32
  nvvm.inline_ptx "y %r {$r1} {$r0}" ro(%c, %c2, %p, %q, %l, %h, %d, %v : i32, i32, !llvm.ptr<3>, !llvm.ptr, i64, i16, f64, vector<2xf16>)
  return
}
func.func @c(%i: i32, %f: f32) {
  %r2:2 = nvvm.inline_ptx "z {$r0} {$w1} {$rw0} {$w0}" ro(%i : i32) rw(%f : f32) -> i32, f64
  "test.use"(%r2#0, %r2#1, %f) : (i32, f64, f32) -> ()
  return
}
func.func @d(%l: i64, %d: f64) {
  %r3 = nvvm.inline_ptx "w {$w0}" -> i32
  nvvm.inline_ptx "rwonly {$rw0} {$rw1}" rw(%l, %d : i64, f64)
  "test.use"(%r3, %l, %d) : (i32, i64, f64) -> ()
  return
}
func.func @e(%s: !llvm.struct<(i32, f32)>, %b: i1) {
  %r:2 = nvvm.inline_ptx "st {$r0}" ro(%s : !llvm.struct<(i32, f32)>) -> i32, i32
  nvvm.inline_ptx "pred", predicate = %b
  nvvm.inline_ptx "nothing"
  return
}
func.func @placeholders(%i: i32, %l: i64) {
  nvvm.inline_ptx "a {$R0} {$r0} {$r5} %%x" ro(%i, %l : i32, i64)
  return
}

// CHECK-LABEL: func.func @a(
// CHECK-SAME: %arg0: i32, %arg1: f32, %arg2: i1) {
// CHECK-NEXT: %0 = llvm.inline_asm has_side_effects asm_dialect = att "@$3 x", "=r,r,f,b,0" %arg0, %arg0, %arg1, %arg2 : (i32, i32, f32, i1) -> i32
// CHECK-NEXT: "test.use"(%arg0) : (i32) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @b(
// CHECK-SAME: %arg0: i32, %arg1: f32, %arg2: i1, %arg3: !llvm.ptr<3>, %arg4: !llvm.ptr, %arg5: i64, %arg6: i16, %arg7: f64, %arg8: vector<2xf16>) {
// CHECK-NEXT: %0 = llvm.mlir.constant(3 : i32) : i32
// CHECK-NEXT: %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "y $r $1 $0", "n,r,r,l,l,h,d,f" %0, %c3_i32, %arg3, %arg4, %arg5, %arg6, %arg7, %arg8 : (i32, i32, !llvm.ptr<3>, !llvm.ptr, i64, i16, f64, vector<2xf16>) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @c(
// CHECK-SAME: %arg0: i32, %arg1: f32) {
// CHECK-NEXT: %0 = llvm.inline_asm has_side_effects asm_dialect = att "z $3 $2 $0 $1", "=f,=r,=d,r,0" %arg1, %arg0 : (f32, i32) -> !llvm.struct<(f32, i32, f64)>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.struct<(f32, i32, f64)>
// CHECK-NEXT: %2 = llvm.extractvalue %0[1] : !llvm.struct<(f32, i32, f64)>
// CHECK-NEXT: %3 = llvm.extractvalue %0[2] : !llvm.struct<(f32, i32, f64)>
// CHECK-NEXT: "test.use"(%2, %3, %1) : (i32, f64, f32) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @d(
// CHECK-SAME: %arg0: i64, %arg1: f64) {
// CHECK-NEXT: %0 = llvm.inline_asm has_side_effects asm_dialect = att "w $0", "=r"  : () -> i32
// CHECK-NEXT: %1 = llvm.inline_asm has_side_effects asm_dialect = att "rwonly $0 $1", "=l,=d,0,1" %arg0, %arg1 : (i64, f64) -> !llvm.struct<(i64, f64)>
// CHECK-NEXT: %2 = llvm.extractvalue %1[0] : !llvm.struct<(i64, f64)>
// CHECK-NEXT: %3 = llvm.extractvalue %1[1] : !llvm.struct<(i64, f64)>
// CHECK-NEXT: "test.use"(%0, %2, %3) : (i32, i64, f64) -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @e(
// CHECK-SAME: %arg0: !llvm.struct<(i32, f32)>, %arg1: i1) {
// CHECK-NEXT: %0 = llvm.extractvalue %arg0[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %1 = llvm.extractvalue %arg0[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %2 = llvm.inline_asm has_side_effects asm_dialect = att "st $0", "=r,=r,r,f" %0, %1 : (i32, f32) -> !llvm.struct<(i32, i32)>
// CHECK-NEXT: %3 = llvm.extractvalue %2[0] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: %4 = llvm.extractvalue %2[1] : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "@$0 pred", "b" %arg1 : (i1) -> ()
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "nothing", ""  : () -> ()
// CHECK-NEXT: return
// CHECK-LABEL: func.func @placeholders(
// CHECK-SAME: %arg0: i32, %arg1: i64) {
// CHECK-NEXT: llvm.inline_asm has_side_effects asm_dialect = att "a {$R0} $0 $1 $$x", "r,l" %arg0, %arg1 : (i32, i64) -> ()
// CHECK-NEXT: return
