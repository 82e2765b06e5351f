// RUN: pyopt %s --gpu-to-llvm | FileCheck %s

// gpu.alloc async: sizes, strides (1, then products), byte size via the
// null-GEP idiom, mgpuMemAlloc on the dependency's stream, and a descriptor
// filled with all sizes then all strides.
// CHECK-LABEL: llvm.func @alloc(%arg0: i64)
// CHECK:       %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
// CHECK-NEXT:  %[[C4:.*]] = llvm.mlir.constant(4 : index) : i64
// CHECK-NEXT:  %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %[[N:.*]] = llvm.mul %[[C4]], %arg0 : i64
// CHECK-NEXT:  %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:  %[[G:.*]] = llvm.getelementptr %[[Z]][%[[N]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %[[B:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr to i64
// CHECK-NEXT:  llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:  %[[F:.*]] = llvm.mlir.constant(0 : i8) : i8
// CHECK-NEXT:  %[[P:.*]] = llvm.call @mgpuMemAlloc(%[[B]], %[[S]], %[[F]]) : (i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK-NEXT:  llvm.mlir.poison
// CHECK-NEXT:  llvm.insertvalue %[[P]], %{{.*}}[0]
// CHECK-NEXT:  llvm.insertvalue %[[P]], %{{.*}}[1]
// CHECK-NEXT:  llvm.mlir.constant(0 : index) : i64
// CHECK-NEXT:  llvm.insertvalue %{{.*}}[2]
// CHECK-NEXT:  llvm.insertvalue %arg0, %{{.*}}[3, 0]
// CHECK-NEXT:  llvm.insertvalue %[[C4]], %{{.*}}[3, 1]
// CHECK-NEXT:  llvm.insertvalue %[[C4]], %{{.*}}[4, 0]
// CHECK-NEXT:  %[[D:.*]] = llvm.insertvalue %[[C1]], %{{.*}}[4, 1]
// CHECK-NEXT:  llvm.call @mgpuStreamSynchronize(%[[S]])
// CHECK-NEXT:  llvm.call @mgpuStreamDestroy(%[[S]])
// CHECK-NEXT:  llvm.return %[[D]]
func.func @alloc(%n: index) -> memref<?x4xf32> {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] (%n) : memref<?x4xf32>
  gpu.wait [%t1]
  return %m : memref<?x4xf32>
}

// Static shape: the element count is a constant (8 * 16).
// CHECK-LABEL: llvm.func @alloc_static()
// CHECK:       llvm.mlir.constant(8 : index) : i64
// CHECK-NEXT:  llvm.mlir.constant(16 : index) : i64
// CHECK-NEXT:  llvm.mlir.constant(1 : index) : i64
// CHECK-NEXT:  %[[N:.*]] = llvm.mlir.constant(128 : index) : i64
// CHECK-NEXT:  %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:  llvm.getelementptr %[[Z]][%[[N]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
func.func @alloc_static() -> memref<8x16xf32> {
  %t0 = gpu.wait async
  %m, %t1 = gpu.alloc async [%t0] () : memref<8x16xf32>
  gpu.wait [%t1]
  return %m : memref<8x16xf32>
}

// host_shared: synchronous, the null pointer as stream, flag 1.
// CHECK-LABEL: llvm.func @host_shared(%arg0: i64)
// CHECK:       llvm.getelementptr %{{.*}}[%arg0] : (!llvm.ptr, i64) -> !llvm.ptr, i16
// CHECK:       %[[NULL:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:  %[[F:.*]] = llvm.mlir.constant(1 : i8) : i8
// CHECK-NEXT:  llvm.call @mgpuMemAlloc(%{{.*}}, %[[NULL]], %[[F]])
func.func @host_shared(%n: index) -> memref<?xi16> {
  %m = gpu.alloc host_shared (%n) : memref<?xi16>
  return %m : memref<?xi16>
}

// gpu.dealloc async frees the allocated pointer ([0]) on the stream.
// CHECK-LABEL: llvm.func @dealloc(
// CHECK:       %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:  %[[P:.*]] = llvm.extractvalue %{{.*}}[0]
// CHECK-NEXT:  llvm.call @mgpuMemFree(%[[P]], %[[S]]) : (!llvm.ptr, !llvm.ptr) -> ()
func.func @dealloc(%m: memref<4xf32>) {
  %t0 = gpu.wait async
  %t1 = gpu.dealloc async [%t0] %m : memref<4xf32>
  gpu.wait [%t1]
  return
}

// Declarations at the end of the module, in first-use order.
// CHECK:      llvm.func @mgpuStreamCreate() -> !llvm.ptr
// CHECK-NEXT: llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
// CHECK-NEXT: llvm.func @mgpuStreamSynchronize(!llvm.ptr)
// CHECK-NEXT: llvm.func @mgpuStreamDestroy(!llvm.ptr)
// CHECK-NEXT: llvm.func @mgpuMemFree(!llvm.ptr, !llvm.ptr)
