// RUN: pyopt --allow-unregistered-dialect --convert-func-to-llvm %s | FileCheck %s

// Memref arguments expand into their descriptor fields; several results
// are packed into a struct; discardable attributes and argument attributes
// of non-memref arguments are kept; visibility stays as an attribute.

func.func private @decl(i32, memref<4xf32>) -> (i32, f32)

func.func @multi(%a: i32, %b: f32, %m: memref<2x?xf32, 3>, %u: memref<*xf32>, %z: memref<f16>, %mm: memref<4xf32>) -> (i32, f32) attributes {foo = 1 : i32, gpu.kernel} {
  %r:2 = func.call @decl(%a, %mm) : (i32, memref<4xf32>) -> (i32, f32)
  %f = func.constant @decl : (i32, memref<4xf32>) -> (i32, f32)
  %s:2 = func.call_indirect %f(%a, %mm) : (i32, memref<4xf32>) -> (i32, f32)
  return %r#0, %s#1 : i32, f32
}

func.func @argattrs(%a: i32 {llvm.signext}, %v: vector<2x3xf32>, %c: complex<f32>, %i: index) -> (index {llvm.noundef}) {
  return %i : index
}

func.func @unused(%m: memref<8xi32>) {
  return
}

func.func @va(%a: i32) attributes {func.varargs = true} {
  return
}

func.func @ro(%a: i32) -> i32 attributes {llvm.readnone, llvm.linkage = #llvm.linkage<internal>} {
  return %a : i32
}

// CHECK: module {
// CHECK-LABEL: llvm.func @decl(i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, f32)> attributes {sym_visibility = "private"}
// CHECK-LABEL: llvm.func @multi(%arg0: i32, %arg1: f32, %arg2: !llvm.ptr<3>, %arg3: !llvm.ptr<3>, %arg4: i64, %arg5: i64, %arg6: i64, %arg7: i64, %arg8: i64, %arg9: i64, %arg10: !llvm.ptr, %arg11: !llvm.ptr, %arg12: !llvm.ptr, %arg13: i64, %arg14: !llvm.ptr, %arg15: !llvm.ptr, %arg16: i64, %arg17: i64, %arg18: i64) -> !llvm.struct<(i32, f32)> attributes {foo = 1 : i32, gpu.kernel} {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %1 = llvm.insertvalue %arg14, %0[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %2 = llvm.insertvalue %arg15, %1[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %3 = llvm.insertvalue %arg16, %2[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %4 = llvm.insertvalue %arg17, %3[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %5 = llvm.insertvalue %arg18, %4[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %6 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %7 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %8 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %9 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %10 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %11 = llvm.call @decl(%arg0, %6, %7, %8, %9, %10) : (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: %12 = llvm.extractvalue %11[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %13 = llvm.extractvalue %11[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %14 = llvm.mlir.addressof @decl : !llvm.ptr
// CHECK-NEXT: %15 = llvm.extractvalue %5[0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %16 = llvm.extractvalue %5[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %17 = llvm.extractvalue %5[2] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %18 = llvm.extractvalue %5[3, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %19 = llvm.extractvalue %5[4, 0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
// CHECK-NEXT: %20 = llvm.call %14(%arg0, %15, %16, %17, %18, %19) : !llvm.ptr, (i32, !llvm.ptr, !llvm.ptr, i64, i64, i64) -> !llvm.struct<(i32, f32)>
// CHECK-NEXT: %21 = llvm.extractvalue %20[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %22 = llvm.extractvalue %20[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %23 = llvm.mlir.poison : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %24 = llvm.insertvalue %12, %23[0] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: %25 = llvm.insertvalue %22, %24[1] : !llvm.struct<(i32, f32)>
// CHECK-NEXT: llvm.return %25 : !llvm.struct<(i32, f32)>
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @argattrs(%arg0: i32 {llvm.signext}, %arg1: !llvm.array<2 x vector<3xf32>>, %arg2: !llvm.struct<(f32, f32)>, %arg3: i64) -> (i64 {llvm.noundef}) {
// CHECK-NEXT: llvm.return %arg3 : i64
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @unused(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func @va(%arg0: i32, ...) {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
// CHECK-LABEL: llvm.func internal @ro(%arg0: i32) -> i32 attributes {memory_effects = #llvm.memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>} {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
