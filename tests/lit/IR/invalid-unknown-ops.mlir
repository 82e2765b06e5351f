// RUN: pyopt %s --split-input-file --verify-diagnostics
// A custom op of a dialect mlir-opt registers but of no op pyopt knows is an
// unknown op; a dialect mlir-opt does not register is not found, and the
// note lists mlir-opt's dialects.

// expected-error @+1 {{custom op 'test.frobnicate' is unknown}}
test.frobnicate

// -----

// expected-error @+1 {{custom op 'linalg.frobnicate' is unknown}}
%0 = linalg.frobnicate

// -----

// expected-error @+2 {{Dialect `frob' not found for custom op 'frob.nicate'}}
// expected-note @+1 {{Available dialects: acc, affine, amdgpu, amx, arith, arm_neon, arm_sme, arm_sve, async, bufferization, builtin, cf, complex, dlti, emitc, func, gpu, index, irdl, linalg, llvm, math, memref, ml_program, mpi, nvgpu, nvvm, omp, pdl, pdl_interp, ptr, quant, rocdl, scf, shape, shard, smt, sparse_tensor, spirv, tensor, test, test_dyn, test_irdl_to_cpp, tosa, transform, ub, vector, wasmssa, x86vector, xegpu, xevm ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management}}
frob.nicate

// -----

func.func @in_func() {
  // expected-error @+1 {{custom op 'frobnicate' is unknown (tried 'func.frobnicate' as well)}}
  frobnicate
}
