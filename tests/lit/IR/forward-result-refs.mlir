// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// A use may name a result of a multi-result op defined in a later block,
// by number (`%v#1`): the placeholder is resolved when `%v:2` is defined.

// CHECK-LABEL: func.func @later_block_results
// CHECK: ^bb1:
// CHECK-NEXT: %[[Q:.*]] = "use"(%[[P:.*]]#1, %[[P]]#0, %[[P]]#1) : (f16, i3, f16) -> i8
// CHECK-NEXT: return %[[Q]] : i8
// CHECK: ^bb2:
// CHECK-NEXT: %[[P]]:2 = "def"() : () -> (i3, f16)
func.func @later_block_results() -> i8 {
  cf.br ^bb2
^bb1:
  %q = "use"(%p#1, %p#0, %p#1) : (f16, i3, f16) -> i8
  return %q : i8
^bb2:
  %p:2 = "def"() : () -> (i3, f16)
  cf.br ^bb1
}

// CHECK-LABEL: func.func @groups
// CHECK: "use"(%[[G:.*]]#2, %[[G]]#0)
// CHECK: %[[G]]:4 = "def"()
func.func @groups() {
  cf.br ^bb2
^bb1:
  "use"(%b#1, %a) : (i2, i1) -> ()
  return
^bb2:
  %a, %b:3 = "def"() : () -> (i1, i2, i2, i2)
  cf.br ^bb1
}
