// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: pyopt --allow-unregistered-dialect -mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL
// A tuple type of more than 16 elements gets a `!tuple` alias; type
// aliases come before attribute aliases of the same nesting depth.

// CHECK: !tuple = tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>
// CHECK-NEXT: !tuple1 = tuple<f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16>
// CHECK-NEXT: #map = affine_map<(d0) -> (d0)>
// CHECK: "op"() {m = #map, t = !tuple1} : () -> (tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>, !tuple)
// LOCAL: "op"() {m = affine_map<(d0) -> (d0)>, t = tuple<f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16>} : () -> (tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>, tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>)
"op"() {m = affine_map<(d0) -> (d0)>, t = tuple<f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16, f16>} : () -> (tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>, tuple<i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8>)
