// RUN: pyopt %s --split-input-file --verify-diagnostics

// An enum property's keyword missing in an op's custom syntax: MLIR's
// generated enum parser lists the cases, at the offending token.

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{custom op 'llvm.store' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  llvm.store %a, %p atomic {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
