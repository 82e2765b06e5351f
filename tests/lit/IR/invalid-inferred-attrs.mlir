// RUN: pyopt %s --split-input-file --verify-diagnostics
// What a custom syntax already spells may not be repeated in the op's
// `attributes {...}`: function_interface_impl::parseFunctionOp names the
// inferred ones (at the keyword), every other custom parser gets
// NamedAttrList's duplicate check (at the op).

// expected-error @+1 {{custom op 'func.func' 'sym_name' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func private @decl() attributes {sym_name = "other"}

// -----

// expected-error @+1 {{custom op 'func.func' 'function_type' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
func.func @typed(%a: i32 {test.note = "attributes"}) -> (i32 {test.res}) attributes {function_type = () -> ()} {
  return %a : i32
}

// -----

// expected-error @+1 {{custom op 'async.func' 'sym_visibility' is an inferred attribute and should not be specified in the explicit attribute dictionary}}
async.func @coro() -> !async.token attributes {sym_visibility = "private"} {
  return
}

// -----

// expected-error @+1 {{custom op 'func.func' attribute 'arg_attrs' occurs more than once in the attribute list}}
func.func @both(%a: i32 {llvm.noundef}) attributes {arg_attrs = [{}]} {
  return
}

// -----

// expected-error @+1 {{custom op 'llvm.func' attribute 'linkage' occurs more than once in the attribute list}}
llvm.func @linked() attributes {linkage = #llvm.linkage<internal>}

// -----

// expected-error @+1 {{custom op 'llvm.func' attribute 'CConv' occurs more than once in the attribute list}}
llvm.func @conv() attributes {CConv = #llvm.cconv<fastcc>}

// -----

gpu.module @kernels {
  // expected-error @+1 {{custom op 'gpu.func' attribute 'gpu.kernel' occurs more than once in the attribute list}}
  gpu.func @k() kernel attributes {gpu.kernel} {
    gpu.return
  }
}
