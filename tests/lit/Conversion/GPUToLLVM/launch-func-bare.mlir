// RUN: pyopt %s --gpu-to-llvm="use-bare-pointers-for-kernels=1" | FileCheck %s --check-prefix=BARE
// RUN: pyopt %s --gpu-to-llvm="use-bare-pointers-for-kernels=1 intersperse-sizes-for-kernels=1" | FileCheck %s --check-prefix=SIZES
// RUN: pyopt %s --gpu-to-llvm="use-bare-pointers-for-host=1" | FileCheck %s --check-prefix=HOST

module attributes {gpu.container_module} {
  // Bare pointers: only the aligned pointer; with intersperse, each pointer
  // is followed by the static byte size of its memref.
  // BARE-LABEL: llvm.func @bare(
  // BARE:       %[[P:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  // BARE-NEXT:  %[[Q:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  // BARE-NEXT:  gpu.launch_func <%{{.*}} : !llvm.ptr> @kmod::@k {{.*}} : i64 args(%[[P]] : !llvm.ptr, %[[Q]] : !llvm.ptr)
  // SIZES-LABEL: llvm.func @bare(
  // SIZES:       %[[P:.*]] = llvm.extractvalue %{{.*}}[1]
  // SIZES-NEXT:  %[[Q:.*]] = llvm.extractvalue %{{.*}}[1]
  // SIZES-NEXT:  %[[SP:.*]] = llvm.mlir.constant(32 : index) : i64
  // SIZES-NEXT:  %[[SQ:.*]] = llvm.mlir.constant(12 : index) : i64
  // SIZES-NEXT:  gpu.launch_func {{.*}} args(%[[P]] : !llvm.ptr, %[[SP]] : i64, %[[Q]] : !llvm.ptr, %[[SQ]] : i64)
  // The host convention passes one pointer per static memref; the
  // descriptor is rebuilt from it with fresh constants, and kernels get the
  // bare pointer too.
  // HOST-LABEL: llvm.func @bare(%arg0: !llvm.ptr, %arg1: !llvm.ptr)
  // HOST-NEXT:  llvm.mlir.poison : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  // HOST-NEXT:  llvm.insertvalue %arg1, %{{.*}}[0]
  // HOST-NEXT:  llvm.insertvalue %arg1, %{{.*}}[1]
  // HOST-NEXT:  llvm.mlir.constant(0 : index) : i64
  // HOST-NEXT:  llvm.insertvalue %{{.*}}[2]
  // HOST-NEXT:  llvm.mlir.constant(2 : index) : i64
  // HOST-NEXT:  llvm.insertvalue %{{.*}}[3, 0]
  // HOST-NEXT:  llvm.mlir.constant(3 : index) : i64
  // HOST-NEXT:  llvm.insertvalue %{{.*}}[4, 0]
  // HOST-NEXT:  llvm.mlir.constant(3 : index) : i64
  // HOST-NEXT:  llvm.insertvalue %{{.*}}[3, 1]
  // HOST-NEXT:  llvm.mlir.constant(1 : index) : i64
  // HOST-NEXT:  llvm.insertvalue %{{.*}}[4, 1]
  // HOST:       gpu.launch_func <%{{.*}} : !llvm.ptr> @kmod::@k {{.*}} args(%{{.*}} : !llvm.ptr, %{{.*}} : !llvm.ptr)
  func.func @bare(%m: memref<8xf32>, %s: memref<2x3xi16>) {
    %c1 = arith.constant 1 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kmod::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%m : memref<8xf32>, %s : memref<2x3xi16>)
    gpu.wait [%t1]
    return
  }
  gpu.binary @kmod [#gpu.object<#rocdl.target, "BLOB">]
}
