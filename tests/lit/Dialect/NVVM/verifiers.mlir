// RUN: pyopt %s --split-input-file --verify-diagnostics

// NVVM op verifiers, custom-syntax errors of enum attributes and #nvvm.target
// struct parsing errors.

llvm.func @f1(%p : !llvm.ptr, %i : i32) {
  // expected-error @+1 {{'nvvm.fence.proxy.acquire' op uni-directional proxies only support generic for from_proxy attribute}}
  nvvm.fence.proxy.acquire #nvvm.mem_scope<gpu> %p, %i from_proxy = <async> to_proxy = <generic>
  llvm.return
}

// -----

llvm.func @f2() {
  // expected-error @+1 {{'nvvm.fence.proxy.release' op uni-directional proxies only support tensormap for to_proxy attribute}}
  nvvm.fence.proxy.release <cta> to_proxy = <generic>
  llvm.return
}

// -----

llvm.func @f3() {
  // expected-error @+1 {{'nvvm.fence.proxy' op async_shared fence requires space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>}
  llvm.return
}

// -----

llvm.func @f4() {
  // expected-error @+1 {{'nvvm.fence.proxy' op only async_shared fence can have space attribute}}
  nvvm.fence.proxy {kind = #nvvm.proxy_kind<alias>, space = #nvvm.shared_space<cta>}
  llvm.return
}

// -----

llvm.func @f5() {
  // expected-error @+1 {{'nvvm.setmaxregister' op new register size must be multiple of 8}}
  nvvm.setmaxregister increase 20
  llvm.return
}

// -----

llvm.func @f6(%i : i32) {
  // expected-error @+1 {{'nvvm.barrier' op barrier id is missing, it should be set between 0 to 15}}
  nvvm.barrier number_of_threads = %i
  llvm.return
}

// -----

llvm.func @f7(%i : i32) {
  // expected-error @+1 {{'nvvm.match.sync' op match.sync 'all' returns a two element struct with first element as i32 and second element as i1}}
  %0 = nvvm.match.sync all %i, %i : i32 -> i32
  llvm.return
}

// -----

llvm.func @f8(%i : i32, %b : i1) {
  // expected-error @+1 {{'nvvm.vote.sync' op vote.sync 'ballot' returns an i32}}
  %0 = nvvm.vote.sync ballot %i, %b -> i1
  llvm.return
}

// -----

llvm.func @f9(%p : !llvm.ptr<3>) {
  // expected-error @+1 {{'nvvm.prefetch' op operand #0 must be LLVM pointer in address space 1 or LLVM pointer in address space 5 or LLVM pointer in address space 0 or LLVM pointer in address space 4, but got '!llvm.ptr<3>'}}
  nvvm.prefetch level = L1, %p : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f10(%p : !llvm.ptr<3>) {
  // expected-error @+1 {{'nvvm.ldmatrix' op expected num attribute to be 1, 2 or 4 for 8x8 matrix}}
  %0 = nvvm.ldmatrix %p {num = 3 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f11(%p : !llvm.ptr<3>) {
  // expected-error @+1 {{'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>, eltType = #nvvm.ld_st_matrix_elt_type<b16>} : (!llvm.ptr<3>) -> i32
  llvm.return
}

// -----

llvm.func @f12() {
  // expected-error @+2 {{custom op 'nvvm.memory.barrier' expected ::mlir::NVVM::MemScopeKind to be one of: cta, cluster, gpu, sys}}
  // expected-error @+1 {{custom op 'nvvm.memory.barrier' failed to parse MemScopeKindAttr parameter 'value' which is to be a `::mlir::NVVM::MemScopeKind`}}
  nvvm.memory.barrier <foo>
  llvm.return
}

// -----

llvm.func @f13() {
  // expected-error @+1 {{custom op 'nvvm.griddepcontrol' invalid kind of attribute specified}}
  nvvm.griddepcontrol #nvvm.mem_scope<cta>
  llvm.return
}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: O}}
gpu.module @m [#nvvm.target<O = 1, O = 2>] {
}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: foo}}
gpu.module @m [#nvvm.target<foo = 1>] {
}

// -----

func.func @f14() attributes {x = #nvvm<shfl_kind bfly>, y = #nvvm<mem_scope <cta>>} {
  return
}

// -----

llvm.func @f15(%p : !llvm.ptr<3>, %q : !llvm.ptr<1>) {
  // expected-error @+1 {{CG cache modifier is only support for 16 bytes copy.}}
  nvvm.cp.async.shared.global %p, %q, 8, cache = cg : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @f16(%f : f32) {
  // expected-error @+1 {{Relu not supported with rna rounding mode.}}
  %0 = nvvm.convert.float.to.tf32 %f {rnd = #nvvm.fp_rnd_mode<rna>, relu = true}
  llvm.return
}

// -----

llvm.func @f17(%p : !llvm.ptr<3>, %s : i64) {
  // expected-error @+1 {{'nvvm.st.bulk' op only 0 is supported for initVal, got 1}}
  nvvm.st.bulk %p, size = %s, init = 1 : !llvm.ptr<3>
  llvm.return
}

// -----

llvm.func @f18() {
  // expected-error @+1 {{'nvvm.pmevent' op `id` must be between 0 and 15}}
  nvvm.pmevent id = 20
  llvm.return
}

// -----

llvm.func @f19() {
  // expected-error @+1 {{'nvvm.pmevent' op either `id` or `mask` must be set}}
  "nvvm.pmevent"() : () -> ()
  llvm.return
}
