// RUN: pyopt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// LLVMStructType::parse and detail::parseType at MLIR's positions: a body
// that conflicts is reported at its first element (at the keyword for an
// empty one), opaque/recursion errors at the keyword or the `>`, a builtin
// type after `!llvm.` at the type. Messages: mlir-opt 22.1.8's.

func.func @conflicting_empty_body() {
  "some.op"() : () -> !llvm.struct<"s", packed (i8)>
  // expected-error @+1 {{identified type already used with a different body}}
  "some.op"() : () -> !llvm.struct<"s", packed ()>
}

// -----

func.func @conflicting_body() {
  "some.op"() : () -> !llvm.struct<"s", opaque>
  // expected-error @+1 {{identified type already used with a different body}}
  "some.op"() : () -> !llvm.array<2 x struct<"s", (  f16, i8)>>
}

// -----

func.func @opaque_after_body() {
  "some.op"() : () -> !llvm.struct<"s", (f16)>
  // expected-error @+1 {{redeclaring defined struct as opaque}}
  "some.op"() : () -> !llvm.struct<"s",   opaque>
}

// -----

func.func @self_reference_outside() {
  // expected-error @+1 {{struct without a body only allowed in a recursive struct}}
  "some.op"() : () -> !llvm.array<3 x struct<"t">>
}

// -----

func.func @recursive_ok() {
  "some.op"() : () -> !llvm.struct<"list", (ptr, struct<"list">)>
  return
}

// -----

func.func @same_name_nested() {
  // expected-error @+1 {{identifier already used for an enclosing struct}}
  "some.op"() : () -> !llvm.struct<"u", (i8, struct<"v", (struct<"u", (i8)>)>)>
}

// -----

func.func @literal_opaque() {
  // expected-error @+1 {{only identified structs can be opaque}}
  "some.op"() : () -> !llvm.struct< opaque>
}

// -----

func.func @builtin_after_prefix() {
  // expected-error @+1 {{unexpected type, expected keyword}}
  "some.op"() : () -> !llvm.i32
}

// -----

func.func @target_name_missing() {
  // expected-error @+2 {{expected string}}
  // expected-error @+1 {{failed to parse LLVMTargetExtType parameter 'extTypeName' which is to be a `::llvm::StringRef`}}
  "some.op"() : () -> !llvm.target<7>
}

// -----

func.func @ppc_fp128_elements() {
  "some.op"() : () -> (vector<2x!llvm.ppc_fp128>, memref<2x!llvm.ppc_fp128>)
  return
}
