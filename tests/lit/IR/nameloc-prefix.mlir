// RUN: pyopt -mlir-use-nameloc-as-prefix %s | FileCheck %s
// --mlir-use-nameloc-as-prefix: a name location names the op's results
// (before any name the op suggests) and block arguments; repeated names
// get the usual `_N` suffix.  The name is the first name location found in
// the location (a callee before its caller, fused parts in order).

// CHECK-LABEL: func.func @names(%foo: memref<i32>, %arg1: i1)
// CHECK: %alloc = memref.alloc() : memref<i32>
// CHECK-NEXT: %alice = memref.load %foo[] : memref<i32>
// CHECK-NEXT: %alice_0 = memref.load %foo[] : memref<i32>
// CHECK-NEXT: %k = arith.constant 1 : index
// CHECK-NEXT: %pair:2 = call @two() : () -> (index, index)
// CHECK-NEXT: %two_words = arith.constant 2 : index
// CHECK-NEXT: %called = arith.constant 3 : index
// CHECK-NEXT: %first = arith.constant 4 : index
func.func private @two() -> (index, index)
func.func @names(%arg0 : memref<i32> loc("foo"), %c: i1) {
  %0 = memref.alloc() : memref<i32>
  %1 = memref.load %arg0[] : memref<i32> loc("alice")
  %2 = memref.load %arg0[] : memref<i32> loc("alice")
  %3 = arith.constant 1 : index loc("k")
  %4:2 = call @two() : () -> (index, index) loc("pair")
  %5 = arith.constant 2 : index loc("two words")
  %6 = arith.constant 3 : index loc(callsite("called" at "f.c":1:1))
  %7 = arith.constant 4 : index loc(fused["f.c":2:2, "first", "second"])
  cf.cond_br %c, ^bb1(%3 : index), ^bb1(%5 : index)
// CHECK: ^bb1(%joined: index):
^bb1(%j: index loc("joined")):
  return
}
