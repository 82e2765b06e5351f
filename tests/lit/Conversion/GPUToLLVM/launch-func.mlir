// RUN: pyopt %s --gpu-to-llvm | FileCheck %s

// gpu.launch_func is rebuilt on LLVM operands: ranked memrefs expand to
// [0] [1] [2], all sizes, then all strides; unranked ones to [0] [1]; the
// token becomes the stream (created first when there is no dependency).
module attributes {gpu.container_module} {
  // CHECK-LABEL: llvm.func @launch(
  // CHECK:       %[[C1:.*]] = llvm.mlir.constant(1 : index) : i64
  // CHECK-NEXT:  %[[C2:.*]] = llvm.mlir.constant(2 : index) : i64
  // CHECK-NEXT:  %[[S:.*]] = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  // CHECK-NEXT:  %[[A0:.*]] = llvm.extractvalue %[[M:.*]][0] : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  // CHECK-NEXT:  %[[A1:.*]] = llvm.extractvalue %[[M]][1]
  // CHECK-NEXT:  %[[A2:.*]] = llvm.extractvalue %[[M]][2]
  // CHECK-NEXT:  %[[A3:.*]] = llvm.extractvalue %[[M]][3, 0]
  // CHECK-NEXT:  %[[A4:.*]] = llvm.extractvalue %[[M]][4, 0]
  // CHECK-NEXT:  %[[B0:.*]] = llvm.extractvalue %[[SM:.*]][0] : !llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>
  // CHECK-NEXT:  %[[B1:.*]] = llvm.extractvalue %[[SM]][1]
  // CHECK-NEXT:  %[[B2:.*]] = llvm.extractvalue %[[SM]][2]
  // CHECK-NEXT:  %[[B3:.*]] = llvm.extractvalue %[[SM]][3, 0]
  // CHECK-NEXT:  %[[B4:.*]] = llvm.extractvalue %[[SM]][3, 1]
  // CHECK-NEXT:  %[[B5:.*]] = llvm.extractvalue %[[SM]][4, 0]
  // CHECK-NEXT:  %[[B6:.*]] = llvm.extractvalue %[[SM]][4, 1]
  // CHECK-NEXT:  gpu.launch_func <%[[S]] : !llvm.ptr> @kmod::@k clusters in (%[[C1]], %[[C1]], %[[C1]]) blocks in (%[[C2]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]]) : i64 dynamic_shared_memory_size %arg16 args(%[[A0]] : !llvm.ptr, %[[A1]] : !llvm.ptr, %[[A2]] : i64, %[[A3]] : i64, %[[A4]] : i64, %[[B0]] : !llvm.ptr, %[[B1]] : !llvm.ptr, %[[B2]] : i64, %[[B3]] : i64, %[[B4]] : i64, %[[B5]] : i64, %[[B6]] : i64, %arg14 : i64, %arg15 : f32)
  // CHECK-NEXT:  %[[S2:.*]] = llvm.call @mgpuStreamCreate()
  // CHECK-NEXT:  %[[U0:.*]] = llvm.extractvalue %{{.*}}[0] : !llvm.struct<(i64, ptr)>
  // CHECK-NEXT:  %[[U1:.*]] = llvm.extractvalue %{{.*}}[1] : !llvm.struct<(i64, ptr)>
  // CHECK-NEXT:  gpu.launch_func <%[[S2]] : !llvm.ptr> @kmod::@k blocks in (%[[C2]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]]) : i64 args(%[[U0]] : i64, %[[U1]] : !llvm.ptr)
  // A synchronous launch gets no stream.
  // CHECK-NEXT:  gpu.launch_func  @kmod::@k blocks in (%[[C1]], %[[C1]], %[[C1]]) threads in (%[[C1]], %[[C1]], %[[C1]]) : i64 {{$}}
  // CHECK-NEXT:  llvm.call @mgpuStreamSynchronize(%[[S]])
  func.func @launch(%m: memref<8xf32>, %s: memref<2x3xi16>, %u: memref<*xf32>, %n: index, %f: f32, %sh: i32) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async [%t0] @kmod::@k clusters in (%c1, %c1, %c1) blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1) dynamic_shared_memory_size %sh args(%m : memref<8xf32>, %s : memref<2x3xi16>, %n : index, %f : f32)
    %t2 = gpu.launch_func async @kmod::@k blocks in (%c2, %c1, %c1) threads in (%c1, %c1, %c1) args(%u : memref<*xf32>)
    gpu.launch_func @kmod::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.wait [%t1, %t2]
    return
  }

  // CHECK: gpu.binary @kmod  [#gpu.object<#rocdl.target, "BLOB">]
  gpu.binary @kmod [#gpu.object<#rocdl.target, "BLOB">]
}
