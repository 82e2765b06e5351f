// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// Pointers: address space 0 is elided.
// CHECK-LABEL: llvm.func @ptrs(!llvm.ptr, !llvm.ptr, !llvm.ptr<1>, !llvm.ptr<3>)
llvm.func @ptrs(!llvm.ptr, !llvm.ptr<0>, !llvm.ptr<1>, !llvm.ptr<3>)

// Literal, packed, named (identified), opaque and recursive structs.
// CHECK-LABEL: llvm.func @structs(!llvm.struct<()>, !llvm.struct<(i32, f32)>, !llvm.struct<packed (i8, i32)>)
llvm.func @structs(!llvm.struct<()>, !llvm.struct<(i32, f32)>, !llvm.struct<packed (i8, i32)>)

// CHECK-LABEL: llvm.func @named_structs(!llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opaque", opaque>, !llvm.struct<"a", packed (i32)>)
llvm.func @named_structs(!llvm.struct<"named", (i32, ptr)>, !llvm.struct<"opaque", opaque>, !llvm.struct<"a", packed (i32)>)

// CHECK-LABEL: llvm.func @recursive(!llvm.struct<"rec", (ptr, struct<"rec">)>)
llvm.func @recursive(!llvm.struct<"rec", (ptr, struct<"rec">)>)

// Nested types use the short forms inside !llvm.struct / !llvm.array / !llvm.func.
// CHECK-LABEL: llvm.func @nested(!llvm.struct<(struct<(i32)>, array<2 x ptr<1>>, vector<2xi64>)>, !llvm.struct<(ptr<2>, array<2 x i8>)>)
llvm.func @nested(!llvm.struct<(struct<(i32)>, array<2 x ptr<1>>, vector<2xi64>)>, !llvm.struct<(!llvm.ptr<2>, !llvm.array<2 x i8>)>)

// CHECK-LABEL: llvm.func @nested_vec(!llvm.struct<(vector<2x!llvm.ptr>, vector<[2]xi32>, f80, f128, bf16, i1)>)
llvm.func @nested_vec(!llvm.struct<(vector<2x!llvm.ptr>, vector<[2]xi32>, f80, f128, bf16, i1)>)

// CHECK-LABEL: llvm.func @arrays(!llvm.array<4 x i32>, !llvm.array<2 x array<3 x f32>>, !llvm.array<0 x i8>, !llvm.array<4 x struct<(i32)>>, !llvm.array<2 x vector<4xf32>>)
llvm.func @arrays(!llvm.array<4 x i32>, !llvm.array<2 x array<3 x f32>>, !llvm.array<0 x i8>, !llvm.array<4 x struct<(i32)>>, !llvm.array<2 x vector<4xf32>>)

// CHECK-LABEL: llvm.func @vectors(vector<4xf32>, vector<4x!llvm.ptr>, vector<[4]xf32>, vector<2x!llvm.ptr<1>>)
llvm.func @vectors(vector<4xf32>, vector<4x!llvm.ptr>, vector<[4]xf32>, vector<2x!llvm.ptr<1>>)

// CHECK-LABEL: func.func private @functions(!llvm.func<void (i32)>, !llvm.func<i32 (ptr, ...)>, !llvm.func<ptr (ptr<3>, struct<(i32)>)>, !llvm.func<void ()>)
func.func private @functions(!llvm.func<void (i32)>, !llvm.func<i32 (ptr, ...)>, !llvm.func<ptr (ptr<3>, struct<(i32)>)>, !llvm.func<void ()>)

// CHECK-LABEL: llvm.func @special(!llvm.token, !llvm.metadata, !llvm.x86_amx, !llvm.label, !llvm.ppc_fp128)
llvm.func @special(!llvm.token, !llvm.metadata, !llvm.x86_amx, !llvm.label, !llvm.ppc_fp128)

// CHECK-LABEL: llvm.func @target_ext(!llvm.target<"spirv.Image", i32, 0>, !llvm.target<"foo">, !llvm.target<"bar", i32>)
llvm.func @target_ext(!llvm.target<"spirv.Image", i32, 0>, !llvm.target<"foo">, !llvm.target<"bar", i32>)

// CHECK-LABEL: llvm.func @void_result()
llvm.func @void_result() -> !llvm.void

// CHECK-LABEL: llvm.func @struct_result() -> !llvm.struct<(i32, f32)>
llvm.func @struct_result() -> !llvm.struct<(i32, f32)>

// CHECK-LABEL: llvm.func @variadic(...)
llvm.func @variadic(...)

// CHECK-LABEL: llvm.func @variadic2(i32, ...) -> i32
llvm.func @variadic2(i32, ...) -> i32

// CHECK-LABEL: func.func private @builtin_in_struct(!llvm.struct<(index, memref<4xf32>, tensor<4xf32>, complex<f32>)>)
func.func private @builtin_in_struct(!llvm.struct<(index, memref<4xf32>, tensor<4xf32>, complex<f32>)>)

// CHECK-LABEL: func.func private @in_func(!llvm.ptr, !llvm.struct<(i32)>, !llvm.array<2 x ptr>) -> !llvm.ptr<1>
func.func private @in_func(!llvm.ptr, !llvm.struct<(i32)>, !llvm.array<2 x ptr>) -> !llvm.ptr<1>
