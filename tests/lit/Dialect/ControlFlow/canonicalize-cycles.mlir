// RUN: pyopt %s --allow-unregistered-dialect --canonicalize --split-input-file | FileCheck %s

// collapseBranch does not collapse into a cycle of cf.br (it would never
// terminate); a branch into a block with a single predecessor merges it.

// CHECK-LABEL: func.func @two
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  ^bb1:  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    cf.br ^bb1
// CHECK-NEXT:  }
func.func @two() {
  cf.br ^bb1
^bb1:
  cf.br ^bb2
^bb2:
  cf.br ^bb1
}

// -----

// CHECK-LABEL: func.func @three_with_entry_args
// CHECK-NEXT:    cf.br ^bb1(%arg0 : i32)
// CHECK-NEXT:  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb1
// CHECK-NEXT:    "x.use"(%0) : (i32) -> ()
// CHECK-NEXT:    cf.br ^bb1(%0 : i32)
// CHECK-NEXT:  }
func.func @three_with_entry_args(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "x.use"(%x) : (i32) -> ()
  cf.br ^bb2(%x : i32)
^bb2(%y: i32):
  cf.br ^bb3(%y : i32)
^bb3(%z: i32):
  cf.br ^bb1(%z : i32)
}
