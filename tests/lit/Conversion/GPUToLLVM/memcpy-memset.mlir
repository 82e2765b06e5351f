// RUN: pyopt %s --gpu-to-llvm | FileCheck %s

// memcpy passes bytes (count of the source times the element size, via
// the null-GEP idiom) and casts non-zero address spaces to !llvm.ptr;
// memset passes the element count and always bitcasts the value.
// CHECK-LABEL: llvm.func @copy_and_set(
// CHECK-SAME:    %arg21: f32, %arg22: i16)
// CHECK:       %[[S:.*]] = llvm.call @mgpuStreamCreate()
// CHECK-NEXT:  %[[N:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT:  %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:  %[[G:.*]] = llvm.getelementptr %[[Z]][%[[N]]] : (!llvm.ptr, i64) -> !llvm.ptr, f32
// CHECK-NEXT:  %[[B:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr to i64
// CHECK-NEXT:  %[[SRC:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %[[DST1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr<1>, ptr<1>, i64, array<2 x i64>, array<2 x i64>)>
// CHECK-NEXT:  %[[DST:.*]] = llvm.addrspacecast %[[DST1]] : !llvm.ptr<1> to !llvm.ptr
// CHECK-NEXT:  llvm.call @mgpuMemcpy(%[[DST]], %[[SRC]], %[[B]], %[[S]]) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
// CHECK-NEXT:  %[[C:.*]] = llvm.mlir.constant(32 : index) : i64
// CHECK-NEXT:  %[[V:.*]] = llvm.bitcast %arg21 : f32 to i32
// CHECK-NEXT:  %[[P:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK-NEXT:  llvm.call @mgpuMemset32(%[[P]], %[[V]], %[[C]], %[[S]]) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
// Dynamic shape: the product of the sizes.
// CHECK-NEXT:  %[[D0:.*]] = llvm.extractvalue %{{.*}}[3, 0]
// CHECK-NEXT:  %[[D1:.*]] = llvm.extractvalue %{{.*}}[3, 1]
// CHECK-NEXT:  %[[DN:.*]] = llvm.mul %[[D0]], %[[D1]] : i64
// CHECK-NEXT:  %[[W:.*]] = llvm.bitcast %arg22 : i16 to i16
// CHECK-NEXT:  %[[Q:.*]] = llvm.extractvalue %{{.*}}[1]
// CHECK-NEXT:  llvm.call @mgpuMemset16(%[[Q]], %[[W]], %[[DN]], %[[S]]) : (!llvm.ptr, i16, i64, !llvm.ptr) -> ()
func.func @copy_and_set(%dst: memref<4x8xf32, 1>, %src: memref<4x8xf32>, %d: memref<?x?xi16>, %v: f32, %w: i16) {
  %t0 = gpu.wait async
  %t1 = gpu.memcpy async [%t0] %dst, %src : memref<4x8xf32, 1>, memref<4x8xf32>
  %t2 = gpu.memset async [%t1] %src, %v : memref<4x8xf32>, f32
  %t3 = gpu.memset async [%t2] %d, %w : memref<?x?xi16>, i16
  gpu.wait [%t3]
  return
}

// Without a dependency the ops are not converted (partial conversion): they
// stay, with casts at the boundary.
// CHECK-LABEL: llvm.func @no_dependency(
// CHECK:       gpu.memcpy async
func.func @no_dependency(%dst: memref<4xf32>, %src: memref<4xf32>) {
  %t = gpu.memcpy async %dst, %src : memref<4xf32>, memref<4xf32>
  gpu.wait [%t]
  return
}
