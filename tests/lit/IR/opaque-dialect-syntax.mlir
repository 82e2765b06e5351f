// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// Types and attributes of unregistered dialects keep their data and print
// it in the pretty form `!dialect.data` only when the data is an identifier
// with an optional `<...>` body; otherwise as `!dialect<data>`.  A dialect
// attribute may carry a trailing `: type`.

// CHECK-LABEL: func.func private @opaque_types
// CHECK-SAME: (!dia<>, !dia.word, !dia.word<x, y>, !dia<"quoted text">, !dia<1 + 2>, !dia.a.b_c<<>>)
func.func private @opaque_types(!dia<>, !dia<word>, !dia.word<x, y>, !dia<"quoted text">, !dia<1 + 2>, !dia.a.b_c<<>>)

// CHECK-LABEL: func.func private @opaque_attrs
// CHECK-SAME: a = #dia<"\"q\"">, b = #dia.word, c = #dia.k<1> : i32, d = #dia<[1]> : tensor<2xf32>, e = #dia.n
func.func private @opaque_attrs() attributes {a = #dia<"\"q\"">, b = #dia<word>, c = #dia.k<1> : i32, d = #dia<[1]> : tensor<2xf32>, e = #dia.n : none}

// Zero-width integers; blanks in the unranked `* x`.
// CHECK-LABEL: func.func private @types
// CHECK-SAME: (i0, si0, ui0, i1) -> (tensor<*xf32>, memref<*xi8, 3>)
func.func private @types(i0, si0, ui0, i001) -> (tensor<* x f32>, memref<*  x i8, 3>)
