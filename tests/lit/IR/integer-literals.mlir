// RUN: pyopt --allow-unregistered-dialect -mlir-print-debuginfo %s | FileCheck %s
// Integer literals are `0x` hex or decimal, and a decimal may have leading
// zeros (`010` is ten) wherever MLIR reads an integer: attributes, dense
// and array elements, location lines and columns, result counts.

// CHECK: %0:2 = "op"() {a = 10 : i32, b = dense<[10, 2]> : tensor<2xi8>, c = array<i32: 7>, d = 31 : i64} : () -> (i1, i1) loc(#[[LOC:loc[0-9]+]])
// CHECK: #[[LOC]] = loc("f":16:2)
%r:02 = "op"() {a = 010 : i32, b = dense<[010, 2]> : tensor<2xi8>, c = array<i32: 007>, d = 0x1F} : () -> (i1, i1) loc("f":0x10:02)
