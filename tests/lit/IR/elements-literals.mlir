// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// Elements literals of any statically shaped type (a memref too), complex
// parts beyond a scalar element type not read, and dense arrays whose
// integers read back as their element type (`ui8: -1` is 255).

// CHECK: a = dense<4> : memref<1xi32>
// CHECK-SAME: b = dense<[1, 2]> : memref<2xi32>
// CHECK-SAME: c = sparse<0, 1> : memref<2x2xi32>
// CHECK-SAME: d = dense<> : tensor<0xi64>
// CHECK-SAME: e = dense<1> : tensor<1xi32>
// CHECK-SAME: f = dense<(1,2)> : tensor<1xcomplex<i32>>
// CHECK-SAME: g = array<ui8: 255, 1>
// CHECK-SAME: h = array<i8: -1, 127>
// CHECK-SAME: i = array<f32: 1.000000e+00, 2.000000e+00>
// CHECK-SAME: j = array<i1: true, false>
// CHECK-SAME: k = array<f16>
"op"() {a = dense<[4]> : memref<1xi32>,
        b = dense<"0x0100000002000000"> : memref<2xi32>,
        c = sparse<[[0, 0]], [1]> : memref<2x2xi32>,
        d = dense<> : tensor<0xi64>,
        e = dense<[(1, 2)]> : tensor<1xi32>,
        f = dense<[(1, 2)]> : tensor<1xcomplex<i32>>,
        g = array<ui8: -1, 1>,
        h = array<i8: 255, 127>,
        i = array<f32: 1.0, 2.0>,
        j = array<i1: true, false>,
        k = array<f16>} : () -> ()
