// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// A resource key may be quoted: `"plain"` names the same blob as `plain`
// and prints bare; a key that is no identifier stays quoted and escaped.
// Only blobs in use are printed.

// CHECK: "op"() {a = dense_resource<plain> : tensor<2xi16>, b = dense_resource<"a \22b\22"> : tensor<2xi16>} : () -> ()
"op"() {a = dense_resource<"plain"> : tensor<2xi16>, b = dense_resource<"a \"b\""> : tensor<2xi16>} : () -> ()

// CHECK:      builtin: {
// CHECK-NEXT:   plain: "0x0200000001000200",
// CHECK-NEXT:   "a \22b\22": "0x0200000003000400"
// CHECK-NEXT: }
{-#
  dialect_resources: {
    builtin: {
      plain: "0x0200000001000200",
      "a \22b\22": "0x0200000003000400",
      "unused": "0x02000000"
    }
  }
#-}
