// RUN: pyopt %s --canonicalize --split-input-file --allow-unregistered-dialect | FileCheck %s

// An id whose grid or block size is the constant 1 is 0: its uses take one
// zero constant (hoisted with the other constants); sizes that are not
// constant 1 and ids without uses are left alone.

// CHECK-LABEL: func.func @unit_sizes
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK: gpu.launch blocks(%[[BX:arg[0-9]+]], {{.*}} threads(%[[TX:arg[0-9]+]],
// CHECK-NEXT: "use"(%[[BX]], %[[C0]], %[[C0]], %[[TX]], %[[C0]], %[[C0]])
func.func @unit_sizes(%n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %c1, %sz = %c1) {
    "use"(%bx, %by, %bz, %tx, %ty, %tz) : (index, index, index, index, index, index) -> ()
    gpu.terminator
  }
  return
}

// -----

// CHECK-LABEL: func.func @no_uses
// CHECK-NOT: arith.constant 0
// CHECK: gpu.launch
func.func @no_uses(%n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    "use"(%tx) : (index) -> ()
    gpu.terminator
  }
  return
}

// -----

// CHECK-LABEL: func.func @async_launch
// CHECK: %[[C0:.*]] = arith.constant 0 : index
// CHECK: gpu.launch async
// CHECK-NEXT: "use"(%[[C0]])
func.func @async_launch(%t: !gpu.async.token) -> !gpu.async.token {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c2, %gz = %c2)
             threads(%tx, %ty, %tz) in (%sx = %c1, %sy = %c2, %sz = %c2) {
    %s = arith.addi %bx, %tx : index
    "use"(%s) : (index) -> ()
    gpu.terminator
  }
  return %r : !gpu.async.token
}
