// RUN: not pyopt %s 2>&1 | FileCheck %s
// A block label defined twice in one region: mlir-opt 22.1.8's error, at the
// second label, with no note.

func.func @f() {
  cf.br ^bb42
^bb42:
  return
// CHECK: :[[@LINE+2]]:1: error: redefinition of block '^bb42'
// CHECK-NOT: note
^bb42:
  return
}
