// RUN: pyopt %s --split-input-file --verify-diagnostics
// Builtin types and attributes are checked when they are parsed (their
// verifiers, getChecked): element types, vector sizes, layouts against the
// rank, aliases; affine maps as AffineParser builds them.

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
func.func private @f(vector<0xi32>)

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 4, 0}}
func.func private @f(vector<4x[0]xi32>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(vector<4xcomplex<f32>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @f(vector<2xvector<2xf32>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func private @f(tensor<4xmemref<2xf32>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func private @f(tensor<?xnone>)

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @f(memref<4x!llvm.ptr>)

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @f(memref<*xtuple<i32>>)

// -----

// expected-error @+1 {{invalid element type for complex}}
func.func private @f(complex<index>)

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
func.func private @f(memref<4x4xi32, strided<[1]>>)

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
func.func private @f(memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined_layout'}}
func.func private @f(memref<4xi32, #undefined_layout>)

// -----

// expected-error @+1 {{undefined symbol alias id 'undefined_type'}}
func.func private @f(!undefined_type)

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f(tensor<-1xf32>)

// -----

// expected-error @+1 {{expected non-function type}}
func.func private @f(vector<2x?xf32>)

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
func.func private @f() attributes {test.map = affine_map<(d0, d0) -> (d0)>}

// -----

// expected-error @+1 {{redefinition of identifier 'd0'}}
func.func private @f() attributes {test.map = affine_map<(d0)[d0] -> (d0)>}

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @f() attributes {test.map = affine_map<(i, j) -> (i * j)>}

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @f() attributes {test.map = affine_map<(d0)[s0] -> ((d0 + s0) * (d0 + 1))>}

// -----

// expected-error @+1 {{non-affine expression: right operand of floordiv has to be either a constant or symbolic}}
func.func private @f() attributes {test.map = affine_map<(d0, d1) -> (d0 floordiv d1)>}

// -----

// expected-error @+1 {{non-affine expression: right operand of ceildiv has to be either a constant or symbolic}}
func.func private @f() attributes {test.map = affine_map<(d0) -> (d0 ceildiv (d0 + 1))>}

// -----

// expected-error @+1 {{non-affine expression: right operand of mod has to be either a constant or symbolic}}
func.func private @f() attributes {test.map = affine_map<(d0) -> (d0 mod d0)>}

// -----

// expected-error @+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
func.func private @f() attributes {test.map = affine_set<(d0) : (d0 * d0 >= 0)>}
