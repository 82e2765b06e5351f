// RUN: pyopt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// Errors mlir-opt reports away from the offending token: after the op (at
// the next token), and at the `<` of a dialect symbol whose body does not
// close.

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  // expected-error @+1 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  llvm.return
}

// -----

// expected-error @+1 {{unbalanced '(' character in pretty dialect name}}
llvm.func @f(!llvm.struct<(i32>)

// -----

// expected-error @+1 {{unbalanced '[' character in pretty dialect name}}
"test.op"() {a = #llvm.foo<[1, 2>} : () -> ()

// -----

// expected-error @+1 {{expected '"' in string literal}}
"test.op"() {a = #llvm.foo<"abc
} : () -> ()
