// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// gpu.module (targets / offloading handler / attributes), gpu.launch (custom
// printer) and gpu.launch_func (ODS format with custom<AsyncDependencies>,
// custom<LaunchDimType>, custom<LaunchFuncOperands>). Note the double space
// after `gpu.launch_func` when there is no async clause and the trailing
// spaces when the dim type / args are absent.
// CHECK: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {
  // CHECK-LABEL: gpu.module @kernels [#nvvm.target, #rocdl.target] {
  // CHECK-NEXT: gpu.func @k0() kernel {
  // CHECK-NEXT: gpu.return
  // CHECK-NEXT: }
  // CHECK-NEXT: gpu.func @k1(%arg0: f32, %arg1: memref<?xf32, 1>) kernel {
  // CHECK-NEXT: gpu.return
  // CHECK-NEXT: }
  // CHECK-NEXT: }
  gpu.module @kernels [#nvvm.target, #rocdl.target] {
    gpu.func @k0() kernel {
      gpu.return
    }
    gpu.func @k1(%a : f32, %m : memref<?xf32, 1>) kernel {
      gpu.return
    }
  }
  // CHECK-LABEL: gpu.module @handler<#gpu.select_object<1 : i64>> [#nvvm.target<chip = "sm_90">, #nvvm.target<chip = "sm_80">] attributes {foo} {
  // CHECK-NEXT: }
  gpu.module @handler <#gpu.select_object<1>> [#nvvm.target<chip = "sm_90">, #nvvm.target<chip = "sm_80">] attributes {foo} {
  }
  // CHECK-LABEL: gpu.module @attrs_only attributes {bar = 1 : i32} {
  // CHECK-NEXT: }
  gpu.module @attrs_only attributes {bar = 1 : i32} {
  }
  // CHECK-LABEL: gpu.module @handler_target<#gpu.select_object<#rocdl.target>> {
  // CHECK-NEXT: }
  gpu.module @handler_target <#gpu.select_object<#rocdl.target>> {
  }
  // CHECK-LABEL: gpu.module @empty {
  // CHECK-NEXT: }
  gpu.module @empty {
  }
  // CHECK-LABEL: func.func @launch(%arg0: index, %arg1: i32, %arg2: memref<?xf32>) {
  // CHECK-NEXT: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg0, %arg10 = %arg0, %arg11 = %arg0) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg0, %arg13 = %arg0, %arg14 = %arg0) {
  // CHECK-NEXT: %3 = arith.addi %arg3, %arg6 : index
  // CHECK-NEXT: %4 = arith.addi %arg11, %arg13 : index
  // CHECK-NEXT: gpu.terminator
  // CHECK-NEXT: }
  // CHECK-NEXT: gpu.launch clusters(%arg15, %arg16, %arg17) in (%arg18 = %arg0, %arg19 = %arg0, %arg20 = %arg0) blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg0, %arg10 = %arg0, %arg11 = %arg0) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg0, %arg13 = %arg0, %arg14 = %arg0) dynamic_shared_memory_size %arg1 {
  // CHECK-NEXT: %3 = arith.addi %arg15, %arg20 : index
  // CHECK-NEXT: gpu.terminator
  // CHECK-NEXT: }
  // CHECK-NEXT: gpu.launch blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg0, %arg10 = %arg0, %arg11 = %arg0) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg0, %arg13 = %arg0, %arg14 = %arg0) module(@mod) function(@fn) workgroup(%arg15 : memref<32xf32, 3>) private(%arg16 : memref<1xf32, 5>, %arg17 : memref<2xf32, 5>) {
  // CHECK-NEXT: gpu.terminator
  // CHECK-NEXT: } {foo = 1 : i64}
  // CHECK-NEXT: %0 = gpu.wait async
  // CHECK-NEXT: %1 = gpu.launch async blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg0, %arg10 = %arg0, %arg11 = %arg0) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg0, %arg13 = %arg0, %arg14 = %arg0) {
  // CHECK-NEXT: gpu.terminator
  // CHECK-NEXT: }
  // CHECK-NEXT: %2 = gpu.launch async [%0, %1] blocks(%arg3, %arg4, %arg5) in (%arg9 = %arg0, %arg10 = %arg0, %arg11 = %arg0) threads(%arg6, %arg7, %arg8) in (%arg12 = %arg0, %arg13 = %arg0, %arg14 = %arg0) {
  // CHECK-NEXT: cf.br ^bb1
  // CHECK-NEXT: ^bb1:  // pred: ^bb0
  // CHECK-NEXT: gpu.terminator
  // CHECK-NEXT: }
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  func.func @launch(%sz : index, %i32 : i32, %m : memref<?xf32>) {
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %sz, %grid_y = %sz, %grid_z = %sz)
               threads(%tx, %ty, %tz) in (%block_x = %sz, %block_y = %sz, %block_z = %sz) {
      %x = arith.addi %bx, %tx : index
      %y = arith.addi %grid_z, %block_y : index
      gpu.terminator
    }
    gpu.launch clusters(%cx, %cy, %cz) in (%csx = %sz, %csy = %sz, %csz = %sz) blocks(%bx, %by, %bz) in (%grid_x = %sz, %grid_y = %sz, %grid_z = %sz)
               threads(%tx, %ty, %tz) in (%block_x = %sz, %block_y = %sz, %block_z = %sz) dynamic_shared_memory_size %i32 {
      %x = arith.addi %cx, %csz : index
      gpu.terminator
    }
    gpu.launch blocks(%bx, %by, %bz) in (%grid_x = %sz, %grid_y = %sz, %grid_z = %sz)
               threads(%tx, %ty, %tz) in (%block_x = %sz, %block_y = %sz, %block_z = %sz) module(@mod) function(@fn) workgroup(%w : memref<32xf32, 3>) private(%p : memref<1xf32, 5>, %p2 : memref<2xf32, 5>) {
      gpu.terminator
    } {foo = 1 : i64}
    %t0 = gpu.wait async
    %t1 = gpu.launch async blocks(%bx, %by, %bz) in (%grid_x = %sz, %grid_y = %sz, %grid_z = %sz)
               threads(%tx, %ty, %tz) in (%block_x = %sz, %block_y = %sz, %block_z = %sz) {
      gpu.terminator
    }
    %t2 = gpu.launch async [%t0, %t1] blocks(%bx, %by, %bz) in (%grid_x = %sz, %grid_y = %sz, %grid_z = %sz)
               threads(%tx, %ty, %tz) in (%block_x = %sz, %block_y = %sz, %block_z = %sz) {
      cf.br ^bb1
    ^bb1:
      gpu.terminator
    }
    return
  }
  // CHECK-LABEL: func.func @launch_func(%arg0: index, %arg1: i32, %arg2: i64, %arg3: f32, %arg4: memref<?xf32, 1>, %arg5: !llvm.ptr) {
  // CHECK-NEXT: gpu.launch_func  @kernels::@k0 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0){{  $}}
  // CHECK-NEXT: gpu.launch_func  @kernels::@k1 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg3 : f32, %arg4 : memref<?xf32, 1>)
  // CHECK-NEXT: gpu.launch_func  @kernels::@k0 clusters in (%arg0, %arg0, %arg0) blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0){{  $}}
  // CHECK-NEXT: gpu.launch_func  @kernels::@k0 blocks in (%arg1, %arg1, %arg1) threads in (%arg1, %arg1, %arg1) : i32 dynamic_shared_memory_size %arg1{{ $}}
  // CHECK-NEXT: gpu.launch_func  @kernels::@k1 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  dynamic_shared_memory_size %arg1 args(%arg3 : f32, %arg4 : memref<?xf32, 1>)
  // CHECK-NEXT: gpu.launch_func  @kernels::@k1 clusters in (%arg2, %arg2, %arg2) blocks in (%arg2, %arg2, %arg2) threads in (%arg2, %arg2, %arg2) : i64 args(%arg3 : f32, %arg4 : memref<?xf32, 1>) {foo}
  // CHECK-NEXT: gpu.launch_func <%arg5 : !llvm.ptr> @kernels::@k1 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)  args(%arg3 : f32, %arg4 : memref<?xf32, 1>)
  // CHECK-NEXT: %0 = gpu.wait async
  // CHECK-NEXT: %1 = gpu.launch_func async @kernels::@k0 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0){{  $}}
  // CHECK-NEXT: %2 = gpu.launch_func async [%0, %1] @kernels::@k0 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0){{  $}}
  // CHECK-NEXT: gpu.launch_func [%2] @kernels::@k0 blocks in (%arg0, %arg0, %arg0) threads in (%arg0, %arg0, %arg0)   {bar = "x"}
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  func.func @launch_func(%sz : index, %i32 : i32, %i64 : i64, %f : f32, %m : memref<?xf32, 1>, %stream : !llvm.ptr) {
    gpu.launch_func @kernels::@k0 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.launch_func @kernels::@k1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32, %m : memref<?xf32, 1>)
    gpu.launch_func @kernels::@k0 clusters in (%sz, %sz, %sz) blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.launch_func @kernels::@k0 blocks in (%i32, %i32, %i32) threads in (%i32, %i32, %i32) : i32 dynamic_shared_memory_size %i32
    gpu.launch_func @kernels::@k1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) dynamic_shared_memory_size %i32 args(%f : f32, %m : memref<?xf32, 1>)
    gpu.launch_func @kernels::@k1 clusters in (%i64, %i64, %i64) blocks in (%i64, %i64, %i64) threads in (%i64, %i64, %i64) : i64 args(%f : f32, %m : memref<?xf32, 1>) {foo}
    gpu.launch_func <%stream : !llvm.ptr> @kernels::@k1 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%f : f32, %m : memref<?xf32, 1>)
    %t0 = gpu.wait async
    %t1 = gpu.launch_func async @kernels::@k0 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    %t2 = gpu.launch_func async [%t0, %t1] @kernels::@k0 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    gpu.launch_func [%t2] @kernels::@k0 blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) {bar = "x"}
    return
  }
}
