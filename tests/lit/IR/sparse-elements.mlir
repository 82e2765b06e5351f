// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// `sparse<indices, values>`: indices are an i64 tensor [N, rank] (a lone
// index is [1, rank]); each side prints as a dense literal, collapsed to
// one element when all are equal; no indices print as `sparse<>`.

// CHECK: a = sparse<2, 7> : tensor<3x3xi16>
// CHECK-SAME: b = sparse<{{\[\[}}0, 1], [2, 2]], 9> : tensor<3x3xi16>
// CHECK-SAME: c = sparse<{{\[\[}}0, 1], [0, 1]], [1, 2]> : tensor<3x3xi16>
// CHECK-SAME: d = sparse<3, -5.000000e-01> : tensor<8xf32>
// CHECK-SAME: e = sparse<> : vector<2x2xi1>
// CHECK-SAME: f = sparse<[0, 3], [true, false]> : tensor<4xi1>
// CHECK-SAME: g = sparse<1, (2,3)> : tensor<4xcomplex<i8>>
"op"() {a = sparse<2, 7> : tensor<3x3xi16>,
        b = sparse<[[0, 1], [2, 2]], [9, 9]> : tensor<3x3xi16>,
        c = sparse<[[0, 1], [0, 1]], [1, 2]> : tensor<3x3xi16>,
        d = sparse<[3], [-0.5]> : tensor<8xf32>,
        e = sparse<> : vector<2x2xi1>,
        f = sparse<[0, 3], [true, false]> : tensor<4xi1>,
        g = sparse<[[1]], [(2, 3)]> : tensor<4xcomplex<i8>>} : () -> ()
