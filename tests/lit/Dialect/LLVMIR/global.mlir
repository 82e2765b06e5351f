// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// CHECK: llvm.mlir.global external @g1(42 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global external @g1(42 : i32) : i32

// CHECK: llvm.mlir.global internal constant @g2(dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>) {addr_space = 0 : i32} : !llvm.array<2 x f32>
llvm.mlir.global internal constant @g2(dense<[1.0, 2.0]> : tensor<2xf32>) : !llvm.array<2 x f32>

// CHECK: llvm.mlir.global private @g3() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
// CHECK-NEXT: %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: %1 = llvm.mlir.constant(7 : i32) : i32
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>{{ $}}
// CHECK-NEXT: %3 = llvm.mlir.addressof @g1 : !llvm.ptr
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>{{ $}}
// CHECK-NEXT: llvm.return %4 : !llvm.struct<(i32, ptr)>
// CHECK-NEXT: }
llvm.mlir.global private @g3() : !llvm.struct<(i32, ptr)> {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
  %1 = llvm.mlir.constant(7 : i32) : i32
  %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
  %3 = llvm.mlir.addressof @g1 : !llvm.ptr
  %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
  llvm.return %4 : !llvm.struct<(i32, ptr)>
}

// CHECK: llvm.mlir.global linkonce @g4("abc") {addr_space = 1 : i32}
llvm.mlir.global linkonce @g4("abc") {addr_space = 1 : i32} : !llvm.array<3 x i8>

// CHECK: llvm.mlir.global external @g5() {addr_space = 0 : i32, alignment = 8 : i64} : i64
llvm.mlir.global external @g5() {alignment = 8 : i64} : i64

// CHECK: llvm.mlir.global weak @g6(0 : i64) {addr_space = 0 : i32, dso_local, section = ".data"} : i64
llvm.mlir.global weak @g6(0 : i64) {section = ".data", dso_local} : i64

// CHECK: llvm.mlir.global internal thread_local @g7(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global internal thread_local @g7(0 : i32) : i32

// CHECK: llvm.mlir.global private unnamed_addr constant @str("hello\00") {addr_space = 0 : i32}
llvm.mlir.global private unnamed_addr constant @str("hello\00") {addr_space = 0 : i32} : !llvm.array<6 x i8>

// CHECK: llvm.mlir.global common @g8(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global common @g8(0 : i32) : i32

// CHECK: llvm.mlir.global external hidden @g9(1 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global external hidden @g9(1 : i8) : i8

// CHECK: llvm.mlir.global private local_unnamed_addr @g10(1 : i8) {addr_space = 0 : i32} : i8
llvm.mlir.global private local_unnamed_addr @g10(1 : i8) : i8

// CHECK: llvm.mlir.global external @g11() {addr_space = 0 : i32} : !llvm.ptr
llvm.mlir.global external @g11() : !llvm.ptr

// CHECK: llvm.mlir.global internal @g12() {addr_space = 0 : i32} : !llvm.array<2 x i32> {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.array<2 x i32>
// CHECK-NEXT: llvm.return %0 : !llvm.array<2 x i32>
// CHECK-NEXT: }
llvm.mlir.global internal @g12() : !llvm.array<2 x i32> {
  %0 = llvm.mlir.zero : !llvm.array<2 x i32>
  llvm.return %0 : !llvm.array<2 x i32>
}

// CHECK: llvm.comdat @__llvm_comdat {
// CHECK-NEXT: llvm.comdat_selector @any any
// CHECK-NEXT: llvm.comdat_selector @nd nodeduplicate
// CHECK-NEXT: }
llvm.comdat @__llvm_comdat {
  llvm.comdat_selector @any any
  llvm.comdat_selector @nd nodeduplicate
}

// CHECK: llvm.mlir.global external @gc(1 : i32) comdat(@__llvm_comdat::@any) {addr_space = 0 : i32} : i32
llvm.mlir.global external @gc(1 : i32) comdat(@__llvm_comdat::@any) : i32

// CHECK-LABEL: llvm.func @ctor() {
// CHECK-NEXT: llvm.return
// CHECK-NEXT: }
llvm.func @ctor() {
  llvm.return
}

// CHECK: llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]
llvm.mlir.global_ctors ctors = [@ctor], priorities = [0 : i32], data = [#llvm.zero]

// CHECK: llvm.mlir.global_dtors dtors = [@ctor], priorities = [65535 : i32], data = [#llvm.zero]
llvm.mlir.global_dtors dtors = [@ctor], priorities = [65535 : i32], data = [#llvm.zero]

// CHECK: llvm.mlir.alias external @al : i32 {
// CHECK-NEXT: %0 = llvm.mlir.addressof @gc : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.mlir.alias external @al : i32 {
  %0 = llvm.mlir.addressof @gc : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK: llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver
llvm.mlir.ifunc external @ifn : !llvm.func<void ()>, !llvm.ptr @resolver

// CHECK-LABEL: llvm.func @resolver() -> !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.addressof @ctor : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.func @resolver() -> !llvm.ptr {
  %0 = llvm.mlir.addressof @ctor : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK: llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]
llvm.module_flags [#llvm.mlir.module_flag<error, "wchar_size", 4 : i32>]

// CHECK: llvm.linker_options ["/DEFAULTLIB:", "libcmt"]
llvm.linker_options ["/DEFAULTLIB:", "libcmt"]

// CHECK: llvm.mlir.global external @nolinkage(0 : i32) {addr_space = 0 : i32} : i32
llvm.mlir.global @nolinkage(0 : i32) : i32

// CHECK: llvm.mlir.global external constant @ext_const() {addr_space = 0 : i32} : i32
llvm.mlir.global external constant @ext_const() : i32

// CHECK: llvm.mlir.global internal @zero_init(dense<0> : tensor<4xi32>) {addr_space = 0 : i32} : !llvm.array<4 x i32>
llvm.mlir.global internal @zero_init(dense<0> : tensor<4xi32>) : !llvm.array<4 x i32>

// CHECK: llvm.mlir.global external @dso(0 : i32) {addr_space = 0 : i32, dso_local} : i32
llvm.mlir.global external @dso(0 : i32) {dso_local} : i32

// CHECK: llvm.mlir.global external @ei() {addr_space = 0 : i32, externally_initialized} : i32
llvm.mlir.global external @ei() {externally_initialized} : i32

// CHECK: llvm.mlir.global private @f32g(1.500000e+00 : f32) {addr_space = 0 : i32} : f32
llvm.mlir.global private @f32g(1.5 : f32) : f32

// CHECK: llvm.mlir.global internal @ptrg() {addr_space = 0 : i32} : !llvm.ptr {
// CHECK-NEXT: %0 = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT: llvm.return %0 : !llvm.ptr
// CHECK-NEXT: }
llvm.mlir.global internal @ptrg() : !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// CHECK: llvm.mlir.global external @as3(0 : i32) {addr_space = 3 : i32} : i32
llvm.mlir.global external @as3(0 : i32) {addr_space = 3 : i32} : i32
