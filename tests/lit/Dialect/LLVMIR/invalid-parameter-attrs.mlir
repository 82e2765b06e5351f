// RUN: pyopt %s --split-input-file --verify-diagnostics

// LLVMDialect::verifyRegionArgAttribute / verifyRegionResultAttribute on
// function-like ops: the attribute's kind, then (for LLVM-compatible types)
// the value's type; argument-only attributes on results. Messages:
// mlir-opt 22.1.8's.

// expected-error @+1 {{"llvm.nonnull" attribute attached to non-pointer LLVM type}}
llvm.func @unit_on_integer(%a: i64 {llvm.nonnull})

// -----

// expected-error @+1 {{"llvm.sret" should be a type attribute}}
llvm.func @sret_needs_type(%a: !llvm.ptr {llvm.sret = 4 : i64})

// -----

// expected-error @+1 {{"llvm.zeroext" attribute attached to non-integer LLVM type}}
llvm.func @zeroext_on_pointer(%a: !llvm.ptr {llvm.zeroext})

// -----

// expected-error @+1 {{"llvm.dereferenceable" should be an integer attribute}}
llvm.func @dereferenceable_kind() -> (!llvm.ptr {llvm.dereferenceable = "8"})

// -----

// expected-error @+1 {{"llvm.nest" is not a valid result attribute}}
llvm.func @nest_result() -> (!llvm.ptr {llvm.nest})

// -----

// A builtin function's non-LLVM type is not checked, only the kind.
// expected-error @+1 {{"llvm.inreg" should be a unit attribute}}
func.func private @kind_only(%a: memref<2xf32> {llvm.noalias}, %b: tensor<2xf32> {llvm.inreg = 1 : i32})

// -----

// expected-error @+1 {{'llvm.func' op expects result attribute array to have the same number of elements as the number of function results, got 1, but expected 0}}
llvm.func @void_result_attrs() -> (!llvm.void {llvm.noundef})
