// RUN: pyopt %s --split-input-file --verify-diagnostics

// WgmmaMmaAsyncOp::verify, the wmma operand/result checks and the sync_restrict fences.
// Messages: mlir-opt 22.1.8's.

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op failed to verify that input struct and result struct must be the same type}}
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op all elements in struct must be same type but there is 'i32'}}
  %0 = nvvm.wgmma.mma_async %d, %d, %x, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, i32)> -> !llvm.struct<(f32, i32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op does not support the given output type bf16}}
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 8, k = 16>, D[<bf16>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op has s32 output, scaleA and scaleB cannot be neg}}
  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 8, k = 32>, D[<s32>, <one>], A[<s8>, <neg>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op f32 += f16 * bf16, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<bf16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op shape 'm' must be 64}}
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 32, n = 8, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op shape 'k' must be 16 for input type f16}}
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op has input type s8 n is set to 40, it is not supported.}}
  %0 = nvvm.wgmma.mma_async %d, %d, %i, #nvvm.shape<m = 64, n = 40, k = 32>, D[<s32>, <one>], A[<s8>, <one>, <row>], B[<s8>, <one>, <col>] : !llvm.struct<(i32, i32, i32, i32)> -> !llvm.struct<(i32, i32, i32, i32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op given layouts layout_a = col and layout_b = col for input types tf32 and tf32 requires transpose. However, this is only supported for: f16 and bf16}}
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 8, k = 8>, D[<f32>, <one>], A[<tf32>, <one>, <col>], B[<tf32>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op results 8, however output struct has 4 elements}}
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 16, k = 16>, D[<f32>, <one>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @w(%d: i64, %s: !llvm.struct<(f32, f32, f32, f32)>, %h: !llvm.struct<(f16, f16)>, %i: !llvm.struct<(i32, i32, i32, i32)>, %x: !llvm.struct<(f32, i32)>) {
  // expected-error @+1 {{'nvvm.wgmma.mma_async' op  `satfinite` can be only used with s32 accumulator, however the current accumulator is f32}}
  %0 = nvvm.wgmma.mma_async %d, %d, %s, #nvvm.shape<m = 64, n = 8, k = 16>, D[<f32>, <one>, <satfinite>], A[<f16>, <one>, <row>], B[<f16>, <one>, <col>] : !llvm.struct<(f32, f32, f32, f32)> -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @a(%p: !llvm.ptr, %i: i32, %h: vector<2xf16>, %f: f32) {
  // expected-error @+1 {{'nvvm.wmma.store' op expected data operands of type 'vector<2xf16>'}}
  nvvm.wmma.store %p, %i, %h, %h, %h, %f {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32
  llvm.return
}

// -----

llvm.func @b(%p: !llvm.ptr<5>, %i: i32, %h: vector<2xf16>) {
  // expected-error @+1 {{'nvvm.wmma.store' op expected operands to be a source pointer in memory space 0, 1, 3}}
  nvvm.wmma.store %p, %i, %h, %h, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<5>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @c(%h: vector<2xf16>, %f: f32) {
  // expected-error @+1 {{'nvvm.wmma.mma' op expected argument 19 to be of type 'vector<2xf16>'}}
  %0 = nvvm.wmma.mma %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %f {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @d(%h: vector<2xf16>, %f: f32) {
  // expected-error @+1 {{'nvvm.wmma.mma' op expected destination type is a structure of 4 elements of type 'vector<2xf16>'}}
  %0 = nvvm.wmma.mma %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h, %h {eltypeA = #nvvm.mma_type<f16>, eltypeB = #nvvm.mma_type<f16>, k = 16 : i32, layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @f(%d: i64) {
  // expected-error @+1 {{'nvvm.fence.sync_restrict' op only acquire and release semantics are supported}}
  nvvm.fence.sync_restrict {order = #nvvm.mem_order<weak>}
  llvm.return
}

// -----

llvm.func @f(%d: i64) {
  // expected-error @+1 {{'nvvm.fence.proxy.sync_restrict' op only async is supported for to_proxy attribute}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<acquire>, toProxy = #nvvm.proxy_kind<generic>}
  llvm.return
}

// -----

llvm.func @f(%d: i64) {
  // expected-error @+1 {{'nvvm.fence.proxy.sync_restrict' op only generic is support for from_proxy attribute}}
  nvvm.fence.proxy.sync_restrict {order = #nvvm.mem_order<release>, fromProxy = #nvvm.proxy_kind<async>}
  llvm.return
}

// -----

// expected-error @+1 {{expected operation name in quotes}}
llvm.func @f(%i: i32) {
