// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// gpu runtime ops: alloc/dealloc/memcpy/memset/wait/host_register/
// host_unregister/set_default_device, with and without `async` / `[deps]`.
// Note `gpu.alloc  (` (double space when not async) and `gpu.wait ` (trailing
// space when there is nothing to print).
#map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>

// CHECK: #map = affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>
// CHECK: module {
// CHECK-LABEL: func.func @alloc(%arg0: index) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %memref = gpu.alloc  (%arg0) : memref<?xf32, 1>
// CHECK-NEXT: %memref_0, %asyncToken = gpu.alloc async [%0] (%arg0) : memref<?xf32, 1>
// CHECK-NEXT: %memref_1, %asyncToken_2 = gpu.alloc async [%0, %asyncToken] host_shared () : memref<13xf32, 1>
// CHECK-NEXT: %memref_3 = gpu.alloc  host_shared () : memref<13xf32, 1>
// CHECK-NEXT: %memref_4 = gpu.alloc  (%arg0)[%arg0] : memref<?x4xf32, #map>
// CHECK-NEXT: %memref_5, %asyncToken_6 = gpu.alloc async () {foo} : memref<4xf32, #gpu.address_space<global>>
// CHECK-NEXT: %1 = gpu.dealloc async [%asyncToken_2] %memref_0 : memref<?xf32, 1>
// CHECK-NEXT: %2 = gpu.dealloc async %memref_1 : memref<13xf32, 1>
// CHECK-NEXT: gpu.dealloc  %memref : memref<?xf32, 1>
// CHECK-NEXT: gpu.dealloc [%2] %memref_3 {foo} : memref<13xf32, 1>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @alloc(%sz : index) {
  %t0 = gpu.wait async
  %m0 = gpu.alloc (%sz) : memref<?xf32, 1>
  %m1, %t1 = gpu.alloc async [%t0] (%sz) : memref<?xf32, 1>
  %m2, %t2 = gpu.alloc async [%t0, %t1] host_shared () : memref<13xf32, 1>
  %m3 = gpu.alloc host_shared () : memref<13xf32, 1>
  %m4 = gpu.alloc (%sz)[%sz] : memref<?x4xf32, #map>
  %m5, %t5 = gpu.alloc async () {foo} : memref<4xf32, #gpu.address_space<global>>
  %t3 = gpu.dealloc async [%t2] %m1 : memref<?xf32, 1>
  %t4 = gpu.dealloc async %m2 : memref<13xf32, 1>
  gpu.dealloc %m0 : memref<?xf32, 1>
  gpu.dealloc [%t4] %m3 {foo} : memref<13xf32, 1>
  return
}

// CHECK-LABEL: func.func @copy(%arg0: memref<3x7xf32>, %arg1: memref<3x7xf32, 1>, %arg2: f32, %arg3: memref<?x7xf32, 1>) {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %1 = gpu.memcpy async [%0] %arg0, %arg1 : memref<3x7xf32>, memref<3x7xf32, 1>
// CHECK-NEXT: %2 = gpu.memcpy async %arg0, %arg3 : memref<3x7xf32>, memref<?x7xf32, 1>
// CHECK-NEXT: gpu.memcpy  %arg0, %arg1 : memref<3x7xf32>, memref<3x7xf32, 1>
// CHECK-NEXT: gpu.memcpy [%1, %2] %arg0, %arg1 : memref<3x7xf32>, memref<3x7xf32, 1> {foo}
// CHECK-NEXT: %3 = gpu.memset async [%1] %arg0, %arg2 : memref<3x7xf32>, f32
// CHECK-NEXT: gpu.memset  %arg0, %arg2 : memref<3x7xf32>, f32
// CHECK-NEXT: %4 = gpu.memset async %arg1, %arg2 : memref<3x7xf32, 1>, f32 {bar}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @copy(%dst : memref<3x7xf32>, %src : memref<3x7xf32, 1>, %v : f32, %dyn : memref<?x7xf32, 1>) {
  %t0 = gpu.wait async
  %t1 = gpu.memcpy async [%t0] %dst, %src : memref<3x7xf32>, memref<3x7xf32, 1>
  %t2 = gpu.memcpy async %dst, %dyn : memref<3x7xf32>, memref<?x7xf32, 1>
  gpu.memcpy %dst, %src : memref<3x7xf32>, memref<3x7xf32, 1>
  gpu.memcpy [%t1, %t2] %dst, %src : memref<3x7xf32>, memref<3x7xf32, 1> {foo}
  %t3 = gpu.memset async [%t1] %dst, %v : memref<3x7xf32>, f32
  gpu.memset %dst, %v : memref<3x7xf32>, f32
  %t4 = gpu.memset async %src, %v : memref<3x7xf32, 1>, f32 {bar}
  return
}

// CHECK-LABEL: func.func @wait() {
// CHECK-NEXT: %0 = gpu.wait async
// CHECK-NEXT: %1 = gpu.wait async [%0]
// CHECK-NEXT: %2 = gpu.wait async
// CHECK-NEXT: gpu.wait [%0, %1]
// CHECK-NEXT: gpu.wait{{ $}}
// CHECK-NEXT: gpu.wait{{ $}}
// CHECK-NEXT: gpu.wait [%2] {foo}
// CHECK-NEXT: %3 = gpu.wait async {bar}
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @wait() {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async []
  gpu.wait [%t0, %t1]
  gpu.wait
  gpu.wait []
  gpu.wait [%t2] {foo}
  %t3 = gpu.wait async {bar}
  return
}

// CHECK-LABEL: func.func @host(%arg0: memref<*xf32>, %arg1: memref<*xi8, 1>, %arg2: i32) {
// CHECK-NEXT: gpu.host_register %arg0 : memref<*xf32>
// CHECK-NEXT: gpu.host_register %arg1 {foo} : memref<*xi8, 1>
// CHECK-NEXT: gpu.host_unregister %arg0 : memref<*xf32>
// CHECK-NEXT: gpu.set_default_device %arg2
// CHECK-NEXT: gpu.set_default_device {foo} %arg2
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @host(%u : memref<*xf32>, %u2 : memref<*xi8, 1>, %d : i32) {
  gpu.host_register %u : memref<*xf32>
  gpu.host_register %u2 {foo} : memref<*xi8, 1>
  gpu.host_unregister %u : memref<*xf32>
  gpu.set_default_device %d
  gpu.set_default_device {foo} %d
  return
}

// CHECK-LABEL: func.func @tokens(%arg0: !gpu.async.token) -> !gpu.async.token {
// CHECK-NEXT: %0 = gpu.wait async [%arg0]
// CHECK-NEXT: return %0 : !gpu.async.token
// CHECK-NEXT: }
func.func @tokens(%t : !gpu.async.token) -> !gpu.async.token {
  %t1 = gpu.wait async [%t]
  return %t1 : !gpu.async.token
}
