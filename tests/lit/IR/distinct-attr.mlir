// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// RUN: pyopt --allow-unregistered-dialect -mlir-print-local-scope %s | FileCheck %s --check-prefix=LOCAL
// `distinct[N]<attr>`: one attribute per N in a buffer; ids are renumbered
// in print order (alias definitions first).  A distinct attribute with a
// referenced attribute gets a `#distinct` alias, ordered nested-first;
// one without (`distinct[N]<>`) is printed inline.  Aliases are sorted by
// nesting depth: #distinct1 (depth 0) comes before the array (depth 1).

// CHECK: #distinct = distinct[0]<"inner">
// CHECK-NEXT: #distinct1 = distinct[1]<{k = 1 : i64}>
// CHECK-NEXT: #distinct2 = distinct[2]<[#distinct, 4 : i8]>
// CHECK: "op"() {a = #distinct2, b = distinct[3]<>, c = #distinct1} : () -> ()
// CHECK-NEXT: "op"() {a = [#distinct1, distinct[3]<>, distinct[4]<>]} : () -> ()
// LOCAL: "op"() {a = distinct[0]<[distinct[1]<"inner">, 4 : i8]>, b = distinct[2]<>, c = distinct[3]<{k = 1 : i64}>} : () -> ()
// LOCAL-NEXT: "op"() {a = [distinct[3]<{k = 1 : i64}>, distinct[2]<>, distinct[4]<>]} : () -> ()
"op"() {a = distinct[7]<[distinct[3]<"inner">, 4 : i8]>, b = distinct[1]<>, c = distinct[0]<{k = 1}>} : () -> ()
"op"() {a = [distinct[0]<{k = 1}>, distinct[1]<>, distinct[2]<>]} : () -> ()
