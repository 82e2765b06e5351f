// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// For an op printed in generic form, MLIR's alias walk visits its regions,
// then its operand and result types, then its attributes; an unregistered
// op's properties are never walked, so their attributes print inline.

// CHECK: #map = affine_map<(d0) -> (d0 + 2)>
// CHECK-NEXT: #map1 = affine_map<(d0) -> (d0 + 4)>
// CHECK-NEXT: #map2 = affine_map<(d0) -> (d0 + 3)>
// CHECK: %0 = "op"() <{p = affine_map<(d0) -> (d0 + 1)>}> ({
// CHECK-NEXT: "inner"() {m = #map} : () -> ()
// CHECK-NEXT: }) {a = #map2} : () -> memref<4xf32, #map1>
"op"() <{p = affine_map<(d0) -> (d0 + 1)>}> ({
  "inner"() {m = affine_map<(d0) -> (d0 + 2)>} : () -> ()
}) {a = affine_map<(d0) -> (d0 + 3)>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 4)>>)
