// RUN: pyopt %s --finalize-memref-to-llvm 2>/dev/null | FileCheck %s
// RUN: pyopt %s --finalize-memref-to-llvm 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// Expected output: mlir-opt 22.1.8 --finalize-memref-to-llvm (exit status 0).

// A body yielding a value defined outside it: 22.1.8's lowering reports
// "result not defined in region" at the op (printed as it stands after the
// body ops were cloned) and leaves it; the pass still succeeds.

func.func @outside(%m: memref<4xi32>, %v: i32, %i: index) {
  %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
  ^bb0(%c: i32):
    %s = arith.addi %c, %v : i32
    memref.atomic_yield %v : i32
  }
  return
}

// CHECK: module {
// CHECK-NEXT:   func.func @outside(%arg0: memref<4xi32>, %arg1: i32, %arg2: index) {
// CHECK-NEXT:     %0 = memref.generic_atomic_rmw %arg0[%arg2] : memref<4xi32> {
// CHECK-NEXT:     ^bb0(%arg3: i32):
// CHECK-NEXT:       %1 = arith.addi %arg3, %arg1 : i32
// CHECK-NEXT:       memref.atomic_yield %arg1 : i32
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT: }

// ERR: {{.*}}:10:8: error: result not defined in region
// ERR-NEXT:   %x = memref.generic_atomic_rmw %m[%i] : memref<4xi32> {
// ERR-NEXT:        ^
// ERR-NEXT: {{.*}}:10:8: note: see current operation:
// ERR-NEXT: %7 = "memref.generic_atomic_rmw"(%arg0, %arg2) ({
// ERR-NEXT: ^bb0(%arg3: i32):
// ERR-NEXT:   %8 = "arith.addi"(%arg3, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
// ERR-NEXT:   "memref.atomic_yield"(%arg1) : (i32) -> ()
// ERR-NEXT: }) : (memref<4xi32>, index) -> i32
