// RUN: pyopt --allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 %s | FileCheck %s
// Elements attributes of more elements than the limit print elided
// (a sparse one when its indices or its values have more); splats never are.

// CHECK: a = dense_resource<__elided__> : tensor<3xi32>
// CHECK-SAME: b = dense<[1, 2]> : tensor<2xi32>
// CHECK-SAME: c = dense<7> : tensor<30xi32>
// CHECK-SAME: d = sparse<{{\[\[}}0, 4]], -2.000000e+00> : vector<2x5xf16>
// CHECK-SAME: e = array<i32: 1, 2, 3>
// CHECK-SAME: f = dense_resource<__elided__> : vector<2x5xf16>
"op"() {a = dense<[1, 2, 3]> : tensor<3xi32>, b = dense<[1, 2]> : tensor<2xi32>, c = dense<7> : tensor<30xi32>,
        d = sparse<[[0, 4]], -2.0> : vector<2x5xf16>, f = sparse<[[0, 4], [1, 1]], [-2.0, 3.0]> : vector<2x5xf16>,
        e = array<i32: 1, 2, 3>} : () -> ()
