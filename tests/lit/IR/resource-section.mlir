// RUN: pyopt --allow-unregistered-dialect %s | FileCheck %s
// The file's resource section may hold comments; string values other
// than hex blobs print escaped again, quoted keys as keyword-or-string.

// CHECK: "op"() {a = dense_resource<used> : tensor<1xi8>} : () -> ()
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       used: "0x0800000007"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     mine: {
// CHECK-NEXT:       "tab\09key": true,
// CHECK-NEXT:       plain: false,
// CHECK-NEXT:       text: "say \22hi\22"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
"op"() {a = dense_resource<used> : tensor<1xi8>} : () -> ()
{-#
  // a comment before the sections
  dialect_resources: {
    builtin: {
      used: "0x0800000007", // this one is referenced
      unused: "0x0800000008"
    }
  },
  external_resources: {
    mine: {
      "tab\09key": true, // a quoted key
      "plain": false,
      text: "say \"hi\""
    }
  }
#-}
