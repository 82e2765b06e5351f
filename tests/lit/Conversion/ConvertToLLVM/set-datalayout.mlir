// RUN: pyopt "--set-llvm-module-datalayout=data-layout=e-m:e-p270:32:32-i64:64-n8:16:32:64-S128" %s | FileCheck %s
// RUN: not pyopt "--set-llvm-module-datalayout=data-layout=e-i64:64:32" %s 2>&1 | FileCheck %s --check-prefix=PREF
// RUN: not pyopt "--set-llvm-module-datalayout=data-layout=e-b" %s 2>&1 | FileCheck %s --check-prefix=SPEC

// The string is checked as llvm::DataLayout::parse does before it is attached.

module {
}

// CHECK: module attributes {llvm.data_layout = "e-m:e-p270:32:32-i64:64-n8:16:32:64-S128"}
// PREF: error: invalid data layout descriptor: preferred alignment cannot be less than the ABI alignment
// PREF: note: see current operation:
// SPEC: error: invalid data layout descriptor: unknown specifier 'b'
