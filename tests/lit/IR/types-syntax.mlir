// RUN: pyopt %s | FileCheck %s
// Dimension lists may have blanks around each `x` (MLIR's lexer takes
// them); static negative strides and offsets stay static (only the
// dynamic sentinel prints `?`); symbol-dependent products are affine.

// CHECK-LABEL: func.func private @blanks
// CHECK-SAME: memref<2xi32>, vector<[4]xi32>, tensor<4x?xf32>, vector<2x[4]xf32>
func.func private @blanks(memref<2 x i32>, vector<[4] x i32>, tensor<4 x ? x f32>, vector<2 x [ 4 ] x f32>)

// CHECK-LABEL: func.func private @strides
// CHECK-SAME: memref<4xi32, strided<[-1], offset: 3>>, memref<4x4xf32, strided<[-4, 1], offset: -2>>, memref<4xi32, strided<[?], offset: ?>>
func.func private @strides(memref<4xi32, strided<[-1], offset: 3>>, memref<4x4xf32, strided<[-4, 1], offset: -2>>, memref<4xi32, strided<[?], offset: ?>>)

// CHECK-LABEL: func.func private @elements
// CHECK-SAME: tensor<4xvector<2xf32>>, tensor<4x!gpu.async.token>, memref<4xmemref<2xf32>>, memref<2xcomplex<f32>>, vector<4x!llvm.ptr>, complex<i32>
func.func private @elements(tensor<4xvector<2xf32>>, tensor<4x!gpu.async.token>, memref<4xmemref<2xf32>>, memref<2xcomplex<f32>>, vector<4x!llvm.ptr>, complex<i32>)

// CHECK-LABEL: func.func private @maps
func.func private @maps() attributes {test.a = affine_map<(d0)[s0, s1] -> (d0 * s0, s0 * s1, d0 floordiv s1, (d0 - d0) * d0)>}
