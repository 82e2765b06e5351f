// RUN: pyopt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// Elements and dense array literals checked as MLIR's parser checks them:
// TensorLiteralParser (element kinds, list ranks, the storage count of
// complex elements), parseElementsLiteralType (a statically shaped type, at
// the keyword), SparseElementsAttr::verify, and parseDenseArrayAttr (the
// element type, at the type; each element by that type).

// expected-error @below {{elements literal must be a shaped type}}
"foo"() {bar = dense<[4]> : i32} : () -> ()

// -----

// expected-error @below {{elements literal type must have static shape}}
"foo"() {bar = dense<[4]> : tensor<?xi32>} : () -> ()

// -----

// expected-error @below {{elements literal type must have static shape}}
"foo"() {bar = dense<1> : tensor<*xi32>} : () -> ()

// -----

// expected-error @below {{parsed zero elements, but type ('tensor<i64>') expected at least 1}}
"foo"() {bar = dense<> : tensor<i64>} : () -> ()

// -----

// expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
"foo"() {bar = dense<[[1],2]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{tensor literal is invalid; ranks are not consistent between elements}}
"foo"() {bar = dense<[[], [1]]> : tensor<2x0xi32>} : () -> ()

// -----

// expected-error @below {{expected element literal of primitive type}}
"foo"() {bar = dense<[1, @a]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{expected element literal of primitive type}}
"foo"() {bar = dense<[1,]> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{expected integer or floating point literal}}
"foo"() {bar = dense<[-]> : tensor<1xi32>} : () -> ()

// -----

// expected-error @below {{expected element literal of primitive type}}
"foo"() {bar = dense<[(1, [2])]> : tensor<1xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{parsed 3 elements, but type ('tensor<1xcomplex<i32>>') expected 2 elements}}
"foo"() {bar = dense<[((1,2),3)]> : tensor<1xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{parsed 1 elements, but type ('complex<i32>') expected 2 elements}}
"foo"() {bar = dense<1> : tensor<1xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{inferred shape of elements literal ([2]) does not match type ([1])}}
"foo"() {bar = dense<[1,2]> : tensor<1xcomplex<i32>>} : () -> ()

// -----

// expected-error @below {{integer constant out of range for type}}
"foo"() {bar = dense<["a"]> : tensor<1xi32>} : () -> ()

// -----

// expected-error @below {{expected floating point literal}}
"foo"() {bar = dense<["a"]> : tensor<1xf32>} : () -> ()

// -----

// expected-error @below {{expected string token, got 1}}
"foo"() {bar = dense<["a", 1]> : tensor<2x!foo.bar>} : () -> ()

// -----

// expected-error @below {{elements literal must be a shaped type}}
"foo"() {bar = sparse<> : i32} : () -> ()

// -----

// expected-error @below {{elements literal type must have static shape}}
"foo"() {bar = sparse<[0], [1]> : tensor<?xi32>} : () -> ()

// -----

// expected-error @below {{expected 1-d tensor for sparse element values}}
"foo"() {bar = sparse<[[0, 0, 0]], [[-2.0]]> : vector<1x1x1xf16>} : () -> ()

// -----

// expected-error @below {{sparse index #0 is not contained within the value shape, with index=[1, 1], and type='tensor<1x1xi16>'}}
"foo"() {bar = sparse<1, 10> : tensor<1x1xi16>} : () -> ()

// -----

// expected-error @below {{sparse index #1 is not contained within the value shape, with index=[3], and type='tensor<2xi32>'}}
"foo"() {bar = sparse<[[0], [3]], 5> : tensor<2xi32>} : () -> ()

// -----

// expected-error @below {{sparse index #0 is not contained within the value shape, with index=[0, 18446744073709551615], and type='tensor<2x2xi32>'}}
"foo"() {bar = sparse<[[0,-1]], 5> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @below {{expected shape ([1, 1]); inferred shape of indices literal ([1]); inferred shape of values literal ([1])}}
"foo"() {bar = sparse<[1], 10> : tensor<1x1xi16>} : () -> ()

// -----

// expected-error @below {{expected shape ([2, 2]); inferred shape of indices literal ([1, 2]); inferred shape of values literal ([2])}}
"foo"() {bar = sparse<[[0, 0]], [1, 2]> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @below {{integer constant out of range for type}}
"foo"() {bar = sparse<"0x00", 5> : tensor<2x2xi32>} : () -> ()

// -----

// expected-error @below {{expected integer or float type, got: 'vector<i32>'}}
"foo"() {bar = array<vector<i32>>} : () -> ()

// -----

// expected-error @below {{element type bitwidth must be a multiple of 8}}
"foo"() {bar = array<i7>} : () -> ()

// -----

// expected-error @below {{integer constant out of range}}
"foo"() {bar = array<i8: 300>} : () -> ()

// -----

// expected-error @below {{expected 'true' or 'false' values for i1 type}}
"foo"() {bar = array<i1: 1>} : () -> ()

// -----

// expected-error @below {{expected i1 type for 'true' or 'false' values}}
"foo"() {bar = array<i8: true>} : () -> ()

// -----

// expected-error @below {{expected integer literal}}
"foo"() {bar = array<i32: 1.5>} : () -> ()

// -----

// expected-error @below {{expected integer literal}}
"foo"() {bar = array<i32: "a">} : () -> ()

// -----

// expected-error @below {{expected floating point literal}}
"foo"() {bar = array<f32: "a">} : () -> ()

// -----

// expected-error @below {{expected integer literal}}
"foo"() {bar = array<i32: 1,>} : () -> ()

// -----

// expected-error @below {{`dense_resource` expected a shaped type}}
"foo"() {bar = dense_resource<blob>   :  !foo.bar} : () -> ()
