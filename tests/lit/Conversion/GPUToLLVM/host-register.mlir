// RUN: pyopt %s --gpu-to-llvm | FileCheck %s

// host_register / host_unregister pass the unranked descriptor's rank and
// pointer and the element size; set_default_device is a plain call.
// CHECK-LABEL: llvm.func @misc(%arg0: i64, %arg1: !llvm.ptr, %arg2: i32)
// CHECK:       %[[D:.*]] = llvm.insertvalue %arg1, %{{.*}}[1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %[[Z:.*]] = llvm.mlir.zero : !llvm.ptr
// CHECK-NEXT:  %[[G:.*]] = llvm.getelementptr %[[Z]][1] : (!llvm.ptr) -> !llvm.ptr, f32
// CHECK-NEXT:  %[[SZ:.*]] = llvm.ptrtoint %[[G]] : !llvm.ptr to i64
// CHECK-NEXT:  %[[R:.*]] = llvm.extractvalue %[[D]][0] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  %[[P:.*]] = llvm.extractvalue %[[D]][1] : !llvm.struct<(i64, ptr)>
// CHECK-NEXT:  llvm.call @mgpuMemHostRegisterMemRef(%[[R]], %[[P]], %[[SZ]]) : (i64, !llvm.ptr, i64) -> ()
// CHECK:       llvm.call @mgpuMemHostUnregisterMemRef(%{{.*}}, %{{.*}}, %{{.*}}) : (i64, !llvm.ptr, i64) -> ()
// CHECK-NEXT:  llvm.call @mgpuSetDefaultDevice(%arg2) : (i32) -> ()
// CHECK-NEXT:  llvm.return
func.func @misc(%m: memref<*xf32>, %d: i32) {
  gpu.host_register %m : memref<*xf32>
  gpu.host_unregister %m : memref<*xf32>
  gpu.set_default_device %d
  return
}
// CHECK: llvm.func @mgpuMemHostRegisterMemRef(i64, !llvm.ptr, i64)
// CHECK: llvm.func @mgpuMemHostUnregisterMemRef(i64, !llvm.ptr, i64)
// CHECK: llvm.func @mgpuSetDefaultDevice(i32)
