// RUN: pyopt --allow-unregistered-dialect --canonicalize %s | FileCheck %s
// Output checked against mlir-opt 22.1.8.

// CHECK-LABEL: func.func @f
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<3x?xf32>
// CHECK-NEXT: %cast = memref.cast %alloc : memref<3x?xf32> to memref<?x?xf32>
// CHECK-NEXT: %alloc_0 = memref.alloc() : memref<0xf32>
// CHECK-NEXT: "foo.use"(%alloc_0) : (memref<0xf32>) -> ()
// CHECK-NEXT: %0 = memref.load %arg1[%c0] : memref<4xf32>
// CHECK-NEXT: memref.store %0, %arg1[%c0] : memref<4xf32>
// CHECK-NEXT: %1 = gpu.memcpy async [%arg2] %arg1, %arg1 : memref<4xf32>, memref<4xf32>
// CHECK-NEXT: gpu.wait [%1]
// CHECK-NEXT: "foo.use"(%arg1) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT: return %cast : memref<?x?xf32>
func.func @f(%n: index, %m: memref<4xf32>, %t: !gpu.async.token) -> memref<?x?xf32> {
  %c3 = arith.constant 3 : index
  %a = memref.alloc(%c3, %n) : memref<?x?xf32>
  %b = memref.alloca(%c3) {alignment = 16 : i64} : memref<?xf32>
  %d = memref.alloc() : memref<0xf32>
  %d2 = memref.alloc() : memref<0xf32>
  memref.copy %d, %d2 : memref<0xf32> to memref<0xf32>
  "foo.use"(%d2) : (memref<0xf32>) -> ()
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %c2 = memref.cast %c : memref<?xf32> to memref<4xf32>
  %c0 = arith.constant 0 : index
  %v = memref.load %c[%c0] : memref<?xf32>
  memref.store %v, %c[%c0] : memref<?xf32>
  memref.store %v, %b[%c0] : memref<?xf32>
  %t2 = gpu.memcpy async [%t] %c, %m : memref<?xf32>, memref<4xf32>
  gpu.wait [%t2]
  "foo.use"(%c2) : (memref<4xf32>) -> ()
  memref.dealloc %c : memref<?xf32>
  return %a : memref<?x?xf32>
}
