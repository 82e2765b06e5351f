// RUN: pyopt --print-op-stats %s -o /dev/null 2>&1 | FileCheck %s
// RUN: pyopt --print-op-stats=json=true %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=JSON

// CHECK:      Operations encountered:
// CHECK-NEXT: -----------------------
// CHECK-NEXT:      arith.addi     , 2
// CHECK-NEXT:      arith.constant , 1
// CHECK-NEXT:   builtin.module   , 1
// CHECK-NEXT:      func.func      , 1
// CHECK-NEXT:      func.return    , 1

// JSON:      {
// JSON-NEXT:   "arith.addi" : 2,
// JSON-NEXT:   "arith.constant" : 1,
// JSON-NEXT:   "builtin.module" : 1,
// JSON-NEXT:   "func.func" : 1,
// JSON-NEXT:   "func.return" : 1
// JSON-NEXT: }
func.func @f(%x: i32) -> i32 {
  %c = arith.constant 1 : i32
  %0 = arith.addi %x, %c : i32
  %1 = arith.addi %0, %0 : i32
  return %1 : i32
}
