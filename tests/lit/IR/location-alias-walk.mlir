// RUN: pyopt -mlir-print-debuginfo %s | FileCheck %s
// Location aliases are numbered as MLIR's alias walk meets them while
// printing: an op's location before the op, then only the argument
// locations that are printed (function signatures, block headers), not
// those of arguments a custom syntax prints bare (`scf.for`'s induction
// variable, `scf.parallel`'s).  Argument locations are defined up front.

// CHECK: #loc2 = loc("{{.*}}":18:14)
// CHECK-NEXT: #loc3 = loc("{{.*}}":18:26)
// CHECK-NEXT: #loc7 = loc("block arg")
// CHECK: memref.load {{.*}} loc(#loc5)
// CHECK-NEXT: } loc(#loc4)
// CHECK: ^bb1(%0: index loc("block arg")):
// CHECK: scf.reduce  loc(#loc9)
// CHECK-NEXT: } loc(#loc8)
// CHECK: #loc4 = loc("{{.*}}":19:3)
// CHECK-NEXT: #loc5 = loc("{{.*}}":20:10)
func.func @f(%lb: index, %m: memref<8xf32>) {
  scf.for %i = %lb to %lb step %lb {
    %v = memref.load %m[%i] : memref<8xf32>
  }
  cf.br ^bb1(%lb : index)
^bb1(%b: index loc("block arg")):
  scf.parallel (%j) = (%b) to (%b) step (%b) {
    scf.reduce
  }
  return
}
