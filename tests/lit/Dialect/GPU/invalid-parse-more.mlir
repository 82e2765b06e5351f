// RUN: pyopt %s --split-input-file --verify-diagnostics

// Parser errors at mlir-opt's positions: gpu.all_reduce's unknown op kind
// (after the keyword), launch_func's `args(...)` entries (no attributes), and
// !llvm.ptr's address space (the ODS parameter parser's two errors).

func.func @f(%x: f32) {
  // expected-error@+1 {{custom op 'gpu.all_reduce' invalid op kind}}
  %r = gpu.all_reduce sum %x {} : (f32) -> (f32)
  return
}
// -----
module attributes {gpu.container_module} {
  func.func @f(%n: index, %x: f32) {
    // expected-error@+1 {{expected ')' in argument list}}
    gpu.launch_func @m::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%x : f32 {a.b})
    return
  }
}
// -----
// expected-error@+2 {{expected integer value}}
// expected-error@+1 {{failed to parse LLVMPointerType parameter 'addressSpace' which is to be a `unsigned`}}
func.func private @f(%p: !llvm.ptr<i8>)
