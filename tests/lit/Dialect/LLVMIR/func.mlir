// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// CHECK-LABEL: llvm.func @decl(i32) -> i32
llvm.func @decl(i32) -> i32

// CHECK-LABEL: llvm.func internal @internal_fn() attributes {dso_local} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func internal @internal_fn() attributes {dso_local} {
  llvm.return
}

// CHECK-LABEL: llvm.func private @priv(%arg0: i32 {llvm.noundef}, %arg1: !llvm.ptr {llvm.noalias, llvm.nonnull}) -> (i32 {llvm.signext}) {
// CHECK-NEXT: llvm.return %arg0 : i32
// CHECK-NEXT: }
llvm.func private @priv(%a: i32 {llvm.noundef}, %p: !llvm.ptr {llvm.noalias, llvm.nonnull}) -> (i32 {llvm.signext}) {
  llvm.return %a : i32
}

// CHECK-LABEL: llvm.func linkonce_odr hidden @vis() attributes {passthrough = ["noinline"]} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func linkonce_odr hidden @vis() attributes {passthrough = ["noinline"]} {
  llvm.return
}

// CHECK-LABEL: llvm.func fastcc @cc2() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func fastcc @cc2() {
  llvm.return
}

// CHECK-LABEL: llvm.func weak protected @wp() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func weak protected @wp() {
  llvm.return
}

// CHECK-LABEL: llvm.func local_unnamed_addr @lua() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func local_unnamed_addr @lua() {
  llvm.return
}

// CHECK-LABEL: llvm.func @va(i32, ...) -> i32
llvm.func @va(i32, ...) -> i32

// CHECK-LABEL: llvm.func @calls(%arg0: i32, %arg1: !llvm.ptr) -> i32 {
// CHECK-NEXT: %0 = llvm.call @decl(%arg0) : (i32) -> i32
// CHECK-NEXT: %1 = llvm.call @va(%arg0, %arg0, %arg1) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32, !llvm.ptr) -> i32
// CHECK-NEXT: llvm.call @internal_fn() : () -> ()
// CHECK-NEXT: %2 = llvm.call %arg1(%arg0) : !llvm.ptr, (i32) -> i32
// CHECK-NEXT: %3 = llvm.call fastcc @decl(%arg0) : (i32) -> i32
// CHECK-NEXT: %4 = llvm.call tail @decl(%arg0) : (i32) -> i32
// CHECK-NEXT: %5 = llvm.call @decl(%arg0) {no_unwind} : (i32) -> i32
// CHECK-NEXT: %6 = llvm.call @decl(%arg0) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
// CHECK-NEXT: %7 = llvm.call musttail @decl(%arg0) : (i32) -> i32
// CHECK-NEXT: llvm.return %7 : i32
// CHECK-NEXT: }
llvm.func @calls(%a: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.call @decl(%a) : (i32) -> i32
  %1 = llvm.call @va(%a, %a, %p) vararg(!llvm.func<i32 (i32, ...)>) : (i32, i32, !llvm.ptr) -> i32
  llvm.call @internal_fn() : () -> ()
  %2 = llvm.call %p(%a) : !llvm.ptr, (i32) -> i32
  %3 = llvm.call fastcc @decl(%a) : (i32) -> i32
  %4 = llvm.call tail @decl(%a) : (i32) -> i32
  %5 = llvm.call @decl(%a) {no_unwind} : (i32) -> i32
  %6 = llvm.call @decl(%a) {fastmathFlags = #llvm.fastmath<fast>} : (i32) -> i32
  %7 = llvm.call musttail @decl(%a) : (i32) -> i32
  llvm.return %7 : i32
}

// CHECK-LABEL: llvm.func @a1() attributes {sym_visibility = "private"}
llvm.func @a1() attributes {sym_visibility = "private"}

// CHECK-LABEL: llvm.func @a3() attributes {always_inline, dso_local, frame_pointer = #llvm.framePointerKind<all>, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = none, targetMem0 = none, targetMem1 = none>, no_inline, optimize_none, target_cpu = "x86-64"}
llvm.func @a3() attributes {dso_local, no_inline, always_inline, optimize_none, target_cpu = "x86-64", frame_pointer = #llvm.framePointerKind<"all">, memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = write, errnoMem = none, targetMem0 = none, targetMem1 = none>}

// CHECK-LABEL: llvm.func @a4(%arg0: !llvm.ptr {llvm.align = 16 : i64, llvm.byval = i32}, %arg1: !llvm.ptr {llvm.dereferenceable = 8 : i64, llvm.readonly}) -> (!llvm.ptr {llvm.noalias}) {
// CHECK-NEXT: llvm.return %arg0 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @a4(%p: !llvm.ptr {llvm.byval = i32, llvm.align = 16 : i64}, %q: !llvm.ptr {llvm.dereferenceable = 8 : i64, llvm.readonly}) -> (!llvm.ptr {llvm.noalias}) {
  llvm.return %p : !llvm.ptr
}

// CHECK-LABEL: llvm.func @a5() -> i32 vscale_range(1, 16) attributes {alignment = 16 : i64, garbageCollector = "shadow-stack", section = ".text.hot"} {
// CHECK-NEXT: %0 = llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT: llvm.return %0 : i32
// CHECK-NEXT: }
llvm.func @a5() -> i32 attributes {section = ".text.hot", alignment = 16 : i64, garbageCollector = "shadow-stack", vscale_range = #llvm.vscale_range<minRange = 1, maxRange = 16>} {
  %0 = llvm.mlir.constant(0 : i32) : i32
  llvm.return %0 : i32
}

// CHECK-LABEL: llvm.func extern_weak @a6()
llvm.func extern_weak @a6()

// CHECK-LABEL: llvm.func available_externally @a7() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func available_externally @a7() {
  llvm.return
}

// CHECK-LABEL: llvm.func unnamed_addr @a10() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func unnamed_addr @a10() {
  llvm.return
}

// CHECK-LABEL: llvm.func cc_10 @a11()
llvm.func cc_10 @a11()

// CHECK-LABEL: llvm.func @a12(%arg0: i32) -> !llvm.struct<(i32, i32)> {
// CHECK-NEXT: %0 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
// CHECK-NEXT: llvm.return %0 : !llvm.struct<(i32, i32)>
// CHECK-NEXT: }
llvm.func @a12(%a: i32) -> !llvm.struct<(i32, i32)> {
  %0 = llvm.mlir.poison : !llvm.struct<(i32, i32)>
  llvm.return %0 : !llvm.struct<(i32, i32)>
}

// CHECK-LABEL: llvm.func internal @a13() attributes {passthrough = ["nounwind", ["frame-pointer", "all"]]} {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func internal @a13() attributes {passthrough = ["nounwind", ["frame-pointer", "all"]]} {
  llvm.return
}

// CHECK-LABEL: llvm.func @a14() attributes {arm_streaming, convergent, no_unwind, target_features = #llvm.target_features<["+sse", "+avx"]>, will_return}
llvm.func @a14() attributes {convergent, will_return, no_unwind, arm_streaming, target_features = #llvm.target_features<["+sse", "+avx"]>}

// CHECK-LABEL: llvm.func weak_odr @a15() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func weak_odr @a15() {
  llvm.return
}

// CHECK-LABEL: llvm.func @a16() attributes {function_entry_count = 10 : i64}
llvm.func @a16() attributes {function_entry_count = 10 : i64}

// CHECK-LABEL: llvm.func hidden @a17()
llvm.func hidden @a17()

// CHECK-LABEL: llvm.func protected fastcc @a18()
llvm.func protected fastcc @a18()
