// RUN: pyopt --allow-unregistered-dialect --split-input-file --gpu-kernel-outlining %s | FileCheck %s
// RUN: pyopt --allow-unregistered-dialect --split-input-file --gpu-launch-sink-index-computations --gpu-kernel-outlining %s | FileCheck %s --check-prefix=SINK
// Outputs checked against mlir-opt 22.1.8: the kernel's arguments are the
// values used from above in post-order; ids and sizes become gpu.block_id &
// co. (cluster ones too); known_block_size/known_grid_size when constant;
// a multi-block body keeps its blocks after the merged entry; workgroup and
// private attributions carry over; module(@m)/function(@f) name the symbols;
// clashing names get _N suffixes; callees are cloned into the kernel module.

// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT: func.func private @ext(f32) -> f32
// CHECK-NEXT: func.func @launch(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c8 = arith.constant 8 : index
// CHECK-NEXT: %dim = memref.dim %arg1, %c1 : memref<?xf32>
// CHECK-NEXT: %0 = arith.cmpi slt, %dim, %arg0 : index
// CHECK-NEXT: %1 = arith.select %0, %dim, %arg0 : index
// CHECK-NEXT: gpu.launch_func  @launch_kernel_0::@launch_kernel blocks in (%arg0, %c1, %c1) threads in (%c8, %c1, %c1)  args(%arg1 : memref<?xf32>, %arg2 : f32, %1 : index)
// CHECK-NEXT: %2 = gpu.wait async
// CHECK-NEXT: %3 = gpu.launch_func async [%2] @launch_kernel_1::@launch_kernel blocks in (%c8, %c1, %c1) threads in (%c8, %c1, %c1)
// CHECK-NEXT: gpu.wait [%3]
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @launch_kernel_0 {
// CHECK-NEXT: gpu.func @launch_kernel(%arg0: memref<?xf32>, %arg1: f32, %arg2: index) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_id_z = gpu.block_id  z
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %block_dim_y = gpu.block_dim  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: %0 = memref.load %arg0[%thread_id_x] : memref<?xf32>
// CHECK-NEXT: %1 = func.call @ext(%0) : (f32) -> f32
// CHECK-NEXT: %2 = arith.addf %1, %arg1 : f32
// CHECK-NEXT: memref.store %2, %arg0[%arg2] : memref<?xf32>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @ext(f32) -> f32
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @launch_kernel_1 {
// CHECK-NEXT: gpu.func @launch_kernel() kernel attributes {known_block_size = array<i32: 8, 1, 1>, known_grid_size = array<i32: 8, 1, 1>} {
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_id_z = gpu.block_id  z
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %block_dim_y = gpu.block_dim  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: "test.op"(%block_id_x, %block_dim_x) : (index, index) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: func.func @launch_kernel() {
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func private @ext(f32) -> f32
func.func @launch(%sz : index, %m: memref<?xf32>, %f: f32) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %d = memref.dim %m, %c1 : memref<?xf32>
  %cmp = arith.cmpi slt, %d, %sz : index
  %sel = arith.select %cmp, %d, %sz : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%lx = %c8, %ly = %c1, %lz = %c1) {
    %v = memref.load %m[%tx] : memref<?xf32>
    %w = func.call @ext(%v) : (f32) -> f32
    %x = arith.addf %w, %f : f32
    memref.store %x, %m[%sel] : memref<?xf32>
    gpu.terminator
  }
  %t = gpu.wait async
  %t2 = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c8, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%lx = %c8, %ly = %c1, %lz = %c1) {
    "test.op"(%bx, %lx) : (index, index) -> ()
    gpu.terminator
  }
  gpu.wait [%t2]
  return
}
func.func @launch_kernel() {
  return
}

// -----

// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: i1) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: gpu.launch_func  @f_kernel::@f_kernel blocks in (%arg0, %c1, %c1) threads in (%arg0, %c1, %c1)  args(%arg1 : i1, %c1 : index)
// CHECK-NEXT: %c16_i32 = arith.constant 16 : i32
// CHECK-NEXT: gpu.launch_func  @mymod::@myfn blocks in (%arg0, %c1, %c1) threads in (%arg0, %c1, %c1)  dynamic_shared_memory_size %c16_i32
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @f_kernel {
// CHECK-NEXT: gpu.func @f_kernel(%arg0: i1, %arg1: index) workgroup(%arg2 : memref<32xf32, #gpu.address_space<workgroup>>) private(%arg3 : memref<4xf32, #gpu.address_space<private>>) kernel {
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_id_z = gpu.block_id  z
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %block_dim_y = gpu.block_dim  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: "test.a"(%arg2, %arg3) : (memref<32xf32, #gpu.address_space<workgroup>>, memref<4xf32, #gpu.address_space<private>>) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "test.b"(%arg1) : (index) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @mymod {
// CHECK-NEXT: gpu.func @myfn() kernel {
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_id_z = gpu.block_id  z
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %block_dim_y = gpu.block_dim  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
func.func @f(%sz : index, %c: i1) {
  %c1 = arith.constant 1 : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %c1, %lz = %c1)
             workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>)
             private(%p : memref<4xf32, #gpu.address_space<private>>) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    "test.a"(%w, %p) : (memref<32xf32, #gpu.address_space<workgroup>>, memref<4xf32, #gpu.address_space<private>>) -> ()
    gpu.terminator
  ^bb2:
    "test.b"(%c1) : (index) -> ()
    gpu.terminator
  }
  %s = arith.constant 16 : i32
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %c1, %lz = %c1)
             dynamic_shared_memory_size %s
             module(@mymod) function(@myfn) {
    gpu.terminator
  }
  return
}

// -----

// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.module @f_kernel {
// CHECK-NEXT: }
// CHECK-NEXT: func.func @f(%arg0: index, %arg1: memref<?xf32>) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT: gpu.launch_func  @f_kernel_0::@f_kernel clusters in (%c1, %c1, %c1) blocks in (%arg0, %c1, %c1) threads in (%arg0, %c1, %c1)  args(%cst : f32, %arg1 : memref<?xf32>, %c0 : index, %arg0 : index, %c1 : index)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @f_kernel_0 {
// CHECK-NEXT: gpu.func @f_kernel(%arg0: f32, %arg1: memref<?xf32>, %arg2: index, %arg3: index, %arg4: index) kernel {
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_id_z = gpu.block_id  z
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %block_dim_y = gpu.block_dim  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: %cluster_id_x = gpu.cluster_id  x
// CHECK-NEXT: %cluster_id_y = gpu.cluster_id  y
// CHECK-NEXT: %cluster_id_z = gpu.cluster_id  z
// CHECK-NEXT: %cluster_dim_x = gpu.cluster_dim  x
// CHECK-NEXT: %cluster_dim_y = gpu.cluster_dim  y
// CHECK-NEXT: %cluster_dim_z = gpu.cluster_dim  z
// CHECK-NEXT: scf.for %arg5 = %arg2 to %arg3 step %arg4 {
// CHECK-NEXT: memref.store %arg0, %arg1[%cluster_id_x] : memref<?xf32>
// CHECK-NEXT: }
// CHECK-NEXT: "test.x"(%cluster_dim_x, %grid_dim_x) : (index, index) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
gpu.module @f_kernel {
}
func.func @f(%sz : index, %m: memref<?xf32>) {
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %cst = arith.constant 1.0 : f32
  gpu.launch clusters(%cx, %cy, %cz) in (%ccx = %c1, %ccy = %c1, %ccz = %c1) blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%lx = %sz, %ly = %c1, %lz = %c1) {
    scf.for %i = %c0 to %sz step %c1 {
      memref.store %cst, %m[%cx] : memref<?xf32>
    }
    "test.x"(%ccx, %gx) : (index, index) -> ()
    gpu.terminator
  }

  return
}
}

// -----

// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK-NEXT: gpu.module @existing {
// CHECK-NEXT: gpu.func @other() kernel {
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @other_0(%arg0: f32, %arg1: index) kernel attributes {known_block_size = array<i32: 1, 1, 1>, known_grid_size = array<i32: 1, 1, 1>} {
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_id_z = gpu.block_id  z
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %block_dim_y = gpu.block_dim  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: %0 = func.call @a(%arg0) : (f32) -> f32
// CHECK-NEXT: "test.use"(%0, %arg1) : (f32, index) -> ()
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @a(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = call @b(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = call @b(%0) : (f32) -> f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @b(f32) -> f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @b(f32) -> f32
// CHECK-NEXT: func.func @a(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = call @b(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = call @b(%0) : (f32) -> f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func @g(%arg0: index, %arg1: f32) {
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: scf.for %arg2 = %c0 to %arg0 step %c1 {
// CHECK-NEXT: gpu.launch_func  @existing::@other_0 blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg1 : f32, %arg2 : index)
// CHECK-NEXT: }
// CHECK-NEXT: %c4294967296 = arith.constant 4294967296 : index
// CHECK-NEXT: gpu.launch_func  @g_kernel::@g_kernel blocks in (%c4294967296, %c1, %c1) threads in (%c1, %c1, %c1)  args(%arg1 : f32)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.module @g_kernel {
// CHECK-NEXT: gpu.func @g_kernel(%arg0: f32) kernel attributes {known_block_size = array<i32: 1, 1, 1>} {
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y
// CHECK-NEXT: %block_id_z = gpu.block_id  z
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %grid_dim_y = gpu.grid_dim  y
// CHECK-NEXT: %grid_dim_z = gpu.grid_dim  z
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %block_dim_y = gpu.block_dim  y
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z
// CHECK-NEXT: %0 = func.call @a(%arg0) : (f32) -> f32
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: func.func @a(%arg0: f32) -> f32 {
// CHECK-NEXT: %0 = call @b(%arg0) : (f32) -> f32
// CHECK-NEXT: %1 = call @b(%0) : (f32) -> f32
// CHECK-NEXT: return %1 : f32
// CHECK-NEXT: }
// CHECK-NEXT: func.func private @b(f32) -> f32
// CHECK-NEXT: }
// CHECK-NEXT: }
module {
  gpu.module @existing {
    gpu.func @other() kernel { gpu.return }
  }
  func.func private @b(%x: f32) -> f32
  func.func @a(%x: f32) -> f32 {
    %y = func.call @b(%x) : (f32) -> f32
    %z = func.call @b(%y) : (f32) -> f32
    return %z : f32
  }
  func.func @g(%n: index, %f: f32) {
    %c1 = arith.constant 1 : index
    %c0 = arith.constant 0 : index
    scf.for %i = %c0 to %n step %c1 {
      gpu.launch blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %c1, %gz = %c1)
                 threads(%tx, %ty, %tz) in (%lx = %c1, %ly = %c1, %lz = %c1)
                 module(@existing) function(@other) {
        %r = func.call @a(%f) : (f32) -> f32
        "test.use"(%r, %i) : (f32, index) -> ()
        gpu.terminator
      }
    }
    %big = arith.constant 4294967296 : index
    gpu.launch blocks(%bx, %by, %bz) in (%gx = %big, %gy = %c1, %gz = %c1)
               threads(%tx, %ty, %tz) in (%lx = %c1, %ly = %c1, %lz = %c1) {
      %r = func.call @a(%f) : (f32) -> f32
      gpu.terminator
    }
    return
  }
}

// -----

// gpu-launch-sink-index-computations first: constants, memref.dim, arith.cmpi
// and arith.select the body uses from above are cloned into it (defs first)
// when that needs no new kernel argument; the others stay arguments.
// SINK-LABEL: func.func @sink(%arg0: index, %arg1: memref<?xf32>, %arg2: f32) {
// SINK-NEXT: %c1 = arith.constant 1 : index
// SINK-NEXT: %c8 = arith.constant 8 : index
// SINK-NEXT: %dim = memref.dim %arg1, %c1 : memref<?xf32>
// SINK-NEXT: %0 = arith.cmpi slt, %dim, %arg0 : index
// SINK-NEXT: %1 = arith.select %0, %dim, %arg0 : index
// SINK-NEXT: gpu.launch_func  @sink_kernel::@sink_kernel blocks in (%arg0, %c1, %c1) threads in (%c8, %c1, %c1)  args(%arg1 : memref<?xf32>, %arg0 : index, %arg2 : f32)
// SINK-NEXT: return
// SINK-NEXT: }
// SINK-NEXT: gpu.module @sink_kernel {
// SINK-NEXT: gpu.func @sink_kernel(%arg0: memref<?xf32>, %arg1: index, %arg2: f32) kernel attributes {known_block_size = array<i32: 8, 1, 1>} {
// SINK-NEXT: %block_id_x = gpu.block_id  x
// SINK-NEXT: %block_id_y = gpu.block_id  y
// SINK-NEXT: %block_id_z = gpu.block_id  z
// SINK-NEXT: %thread_id_x = gpu.thread_id  x
// SINK-NEXT: %thread_id_y = gpu.thread_id  y
// SINK-NEXT: %thread_id_z = gpu.thread_id  z
// SINK-NEXT: %grid_dim_x = gpu.grid_dim  x
// SINK-NEXT: %grid_dim_y = gpu.grid_dim  y
// SINK-NEXT: %grid_dim_z = gpu.grid_dim  z
// SINK-NEXT: %block_dim_x = gpu.block_dim  x
// SINK-NEXT: %block_dim_y = gpu.block_dim  y
// SINK-NEXT: %block_dim_z = gpu.block_dim  z
// SINK-NEXT: %c1 = arith.constant 1 : index
// SINK-NEXT: %dim = memref.dim %arg0, %c1 : memref<?xf32>
// SINK-NEXT: %0 = arith.cmpi slt, %dim, %arg1 : index
// SINK-NEXT: %1 = arith.select %0, %dim, %arg1 : index
// SINK-NEXT: %2 = arith.addf %arg2, %arg2 : f32
// SINK-NEXT: memref.store %2, %arg0[%1] : memref<?xf32>
// SINK-NEXT: "test.use"(%arg1) : (index) -> ()
// SINK-NEXT: gpu.return
// SINK-NEXT: }
// SINK-NEXT: }
// SINK-NEXT: }
func.func @sink(%sz : index, %m: memref<?xf32>, %f: f32) {
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %d = memref.dim %m, %c1 : memref<?xf32>
  %cmp = arith.cmpi slt, %d, %sz : index
  %sel = arith.select %cmp, %d, %sz : index
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %c1, %gz = %c1)
             threads(%tx, %ty, %tz) in (%lx = %c8, %ly = %c1, %lz = %c1) {
    %x = arith.addf %f, %f : f32
    memref.store %x, %m[%sel] : memref<?xf32>
    "test.use"(%sz) : (index) -> ()
    gpu.terminator
  }
  return
}
