// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// Alias definitions are sorted by name after nesting depth: every `#map`
// precedes every `#set`, each numbered in first-use order.

// CHECK: #map = affine_map<(d0) -> (d0 + 3)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #set = affine_set<(d0) : (d0 >= 0)>
// CHECK-NEXT: #set1 = affine_set<(d0)[s0] : (d0 - s0 == 0)>
// CHECK: "op"() {x = #set, y = #map, z = [#set1, #map1]} : () -> ()
"op"() {x = affine_set<(d0) : (d0 >= 0)>, y = affine_map<(d0) -> (d0 + 3)>,
        z = [affine_set<(d0)[s0] : (d0 - s0 == 0)>, affine_map<(a, b) -> (b, a)>]} : () -> ()
