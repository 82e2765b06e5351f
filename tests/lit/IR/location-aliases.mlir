// RUN: pyopt --allow-unregistered-dialect -mlir-print-debuginfo %s | FileCheck %s
// An op's `loc(#name)` may name an alias defined further down; a location
// held by an attribute prints as its alias, defined up front with its
// parts; argument locations always print inline; a fused location's
// metadata is visited (and numbered) before its locations.

// CHECK: #[[CALLEE:loc[0-9]+]] = loc("callee")
// CHECK: #[[SITE:loc[0-9]+]] = loc("site.c":3:4)
// CHECK: #[[CALL:loc[0-9]+]] = loc(callsite(#[[CALLEE]] at #[[SITE]]))
// CHECK: func.func private @held(i1 {a.loc = #[[CALL]]})
func.func private @held(i1 {a.loc = loc(callsite("callee" at "site.c":3:4))})

// CHECK: func.func @args
// CHECK-SAME: (%arg0: i32 loc("arg"))
// CHECK-NEXT: "op"() : () -> () loc(#[[LATER:loc[0-9]+]])
// CHECK-NEXT: return loc(#[[FUSED:loc[0-9]+]])
func.func @args(%a: i32 loc("arg")) {
  "op"() : () -> () loc(#later)
  return loc(fused<loc("meta")>["x.c":1:2])
}
#later = loc("defined later")
// CHECK: #[[LATER]] = loc("defined later")
// CHECK: #[[META:loc[0-9]+]] = loc("meta")
// CHECK-NEXT: #[[X:loc[0-9]+]] = loc("x.c":1:2)
// CHECK: #[[FUSED]] = loc(fused<#[[META]]>[#[[X]]])
