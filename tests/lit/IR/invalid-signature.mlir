// RUN: pyopt %s --split-input-file --verify-diagnostics
// Argument lists as call_interface_impl::parseFunctionArgumentList checks
// them: `...` only where the op allows it (llvm.func) and only last, a
// named list stays named, an unnamed one stays unnamed.

// expected-error @+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @variadic_in_the_middle(i32, ..., i32)

// -----

// expected-error @+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @two_ellipses(..., ...)

// -----

// expected-error @+1 {{custom op 'llvm.func' variadic arguments must be in the end of the argument list}}
llvm.func @named_then_ellipsis(%a: i32, ..., %b: i32) {
  llvm.return
}

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @not_variadic(i32, ...)

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func @named_not_variadic(%a: i32, ...) {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected SSA identifier}}
func.func @named_then_unnamed(%a: !llvm.struct<(i32, f32)>, i32) {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' expected type instead of SSA identifier}}
func.func private @unnamed_then_named(i32, %a: i32)

// -----

gpu.module @m {
  // expected-error @+1 {{custom op 'gpu.func' expected SSA identifier}}
  gpu.func @gpu_not_variadic(%a: i32, ...) {
    gpu.return
  }
}
