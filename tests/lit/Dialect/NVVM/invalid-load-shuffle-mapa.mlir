// RUN: pyopt %s --split-input-file --verify-diagnostics

// WMMALoadOp::verify (the fragment table of NVVM_MMA_OPS.all_ld_ops, the
// f64 a/b fragment as a bare f64), ShflOp::verify and mapa's address-space
// pairing. Messages: mlir-opt 22.1.8's.

llvm.func @load_in_local(%p: !llvm.ptr<5>, %s: i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op expected source pointer in memory space 0, 1, 3}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f32>, frag = #nvvm.mma_frag<c>, k = 8 : i32, layout = #nvvm.mma_layout<col>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<5>) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @load_tf32_c(%p: !llvm.ptr<1>, %s: i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<tf32>, frag = #nvvm.mma_frag<c>, k = 8 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<1>) -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @load_u8_b(%p: !llvm.ptr<3>, %s: i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op expected destination type is a structure of 1 elements of type 'i32'}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<u8>, frag = #nvvm.mma_frag<b>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 32 : i32, n = 8 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @load_f64_c(%p: !llvm.ptr, %s: i32) {
  // expected-error @+1 {{'nvvm.wmma.load' op expected destination type is a structure of 2 elements of type 'f64'}}
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<c>, k = 4 : i32, layout = #nvvm.mma_layout<row>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
  llvm.return
}

// -----

llvm.func @load_f64_a_ok(%p: !llvm.ptr, %s: i32) -> f64 {
  %0 = nvvm.wmma.load %p, %s {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<a>, k = 4 : i32, layout = #nvvm.mma_layout<col>, m = 8 : i32, n = 8 : i32} : (!llvm.ptr) -> f64
  llvm.return %0 : f64
}

// -----

llvm.func @shfl_struct_without_flag(%a: i32, %v: f32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op "return_value_and_is_valid" attribute must be specified when the return type is a struct type}}
  %0 = nvvm.shfl.sync up %a, %v, %a, %a : f32 -> !llvm.struct<(f32, i1)>
  llvm.return
}

// -----

llvm.func @shfl_first_element(%a: i32, %v: f32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op expected first element in the returned struct to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync up %a, %v, %a, %a {return_value_and_is_valid} : f32 -> !llvm.struct<(i32, i1)>
  llvm.return
}

// -----

llvm.func @shfl_plain_result(%a: i32, %v: f32) {
  // expected-error @+1 {{'nvvm.shfl.sync' op expected return type to be of type 'f32' but got 'i32' instead}}
  %0 = nvvm.shfl.sync idx %a, %v, %a, %a : f32 -> i32
  llvm.return
}

// -----

llvm.func @mapa_shared_to_generic(%p: !llvm.ptr<3>, %b: i32) {
  // expected-error @+1 {{'nvvm.mapa' op failed to verify that Valid address-space check(or mapping) for mapa Op}}
  %0 = nvvm.mapa %p, %b : !llvm.ptr<3> -> !llvm.ptr
  llvm.return
}
