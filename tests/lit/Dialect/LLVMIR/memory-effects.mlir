// RUN: pyopt %s --split-input-file | FileCheck %s

// #llvm.memory_effects is a struct: any order in, declared order out;
// `none` is a tail call kind keyword like the others.

// CHECK: memory_effects = #llvm.memory_effects<other = readwrite, argMem = none, inaccessibleMem = write, errnoMem = read, targetMem0 = none, targetMem1 = none>
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<targetMem1=none,errnoMem = read, argMem = none, other = readwrite, targetMem0 = none, inaccessibleMem = write>}

// -----

llvm.func @g() -> i32
// CHECK: llvm.call @g() : () -> i32
// CHECK: llvm.call notail @g() : () -> i32
llvm.func @h() {
  %0 = llvm.call none @g() : () -> i32
  %1 = llvm.call notail @g() : () -> i32
  llvm.return
}
