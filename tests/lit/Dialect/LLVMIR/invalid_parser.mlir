// RUN: pyopt %s --split-input-file --verify-diagnostics
// XFAIL: *

// A parser diagnostic whose wording pyopt does not reproduce yet
// (see tests/known_differences.txt).

llvm.func @f(%p: !llvm.ptr, %a: i32) {
  // expected-error @+1 {{custom op 'llvm.store' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  llvm.store %a, %p atomic {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}
