// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// gpu.binary, #gpu.object (all formats, properties, kernels), #gpu.select_object,
// #gpu.kernel_metadata / #gpu.kernel_table, #gpu.address_space, mapping attrs,
// enum attrs in generic (#gpu<...>) form and the gpu types.
// Quirks: the default offloading handler (#gpu.select_object) is elided, which
// leaves a double space before the object list; `fatbin =` is elided;
// `kernels = <...>` is printed without the #gpu.kernel_table prefix; kernel
// tables are sorted by kernel name; select_object<1> prints as <1 : i64>.
// CHECK: module attributes {gpu.container_module} {
module attributes {gpu.container_module} {
  // CHECK-LABEL: gpu.binary @bin1  [#gpu.object<#nvvm.target, "BLOB">]
  gpu.binary @bin1 [#gpu.object<#nvvm.target, "BLOB">]
  // CHECK-LABEL: gpu.binary @bin2 <#gpu.select_object<1 : i64>> [#gpu.object<#nvvm.target, bin = "BLOB">, #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "PTX">]
  gpu.binary @bin2 <#gpu.select_object<1>> [#gpu.object<#nvvm.target, bin = "BLOB">, #gpu.object<#nvvm.target<chip = "sm_90">, assembly = "PTX">]
  // CHECK-LABEL: gpu.binary @bin3 <#gpu.select_object<#rocdl.target>> [#gpu.object<#rocdl.target, offload = "IR">, #gpu.object<#rocdl.target<chip = "gfx90a">, "F">]
  gpu.binary @bin3 <#gpu.select_object<#rocdl.target>> [#gpu.object<#rocdl.target, offload = "IR">, #gpu.object<#rocdl.target<chip = "gfx90a">, fatbin = "F">]
  // CHECK-LABEL: gpu.binary @bin4  [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, "BLOB">, #gpu.object<#rocdl.target, properties = {a}, kernels = <[#gpu.kernel_metadata<"k", () -> ()>]>, bin = "X">]
  gpu.binary @bin4 [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, "BLOB">, #gpu.object<#rocdl.target, properties = {a}, kernels = #gpu.kernel_table<[#gpu.kernel_metadata<"k", () -> ()>]>, bin = "X">]
  // CHECK-LABEL: gpu.binary @bin5 <#gpu.select_object<0 : i64>> {foo} [#gpu.object<#nvvm.target, kernels = <>, "B">]
  gpu.binary @bin5 <#gpu.select_object<0>> {foo} [#gpu.object<#nvvm.target, kernels = #gpu.kernel_table<>, "B">]
  // CHECK-LABEL: gpu.binary @bin6  [#gpu.object<#nvvm.target, "\00\01ab\0A">]
  gpu.binary @bin6 <#gpu.select_object> [#gpu.object<#nvvm.target, "\00\01ab\n">]
  // CHECK-LABEL: gpu.binary @bin7 <#gpu.select_object<#nvvm.target<O = 3>>> [#gpu.object<#nvvm.target<O = 3>, properties = {x}, assembly = "ptx">]
  gpu.binary @bin7 <#gpu.select_object<#nvvm.target<O = 3>>> [#gpu.object<#nvvm.target<O = 3>, properties = {x}, assembly = "ptx">]
  // CHECK-LABEL: func.func @metadata() attributes {empty_tab2 = #gpu.kernel_table<>, kmd = #gpu.kernel_metadata<"k", (f32) -> (), arg_attrs = [{b}], metadata = {a = 1 : i64}>, ktab = #gpu.kernel_table<[#gpu.kernel_metadata<"a", (i32) -> (), arg_attrs = [{llvm.read_only}], metadata = {x = 1 : i32}>, #gpu.kernel_metadata<"b", () -> (), arg_attrs = []>, #gpu.kernel_metadata<"kernel0", (i32, f32) -> (), metadata = {sgpr_count = 255 : i64}>]>} {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  func.func @metadata() attributes {
      ktab = #gpu.kernel_table<[#gpu.kernel_metadata<"kernel0", (i32, f32) -> (), metadata = {sgpr_count = 255}>, #gpu.kernel_metadata<"a", (i32) -> (), arg_attrs = [{llvm.read_only}], metadata = {x = 1 : i32}>, #gpu.kernel_metadata<"b", () -> (), arg_attrs = []>]>,
      kmd = #gpu.kernel_metadata<"k", (f32) -> (), metadata = {a = 1}, arg_attrs = [{b}]>,
      empty_tab2 = #gpu.kernel_table<>
  } {
    return
  }
  // CHECK-LABEL: func.func @enums() attributes {as = [#gpu.address_space<global>, #gpu.address_space<workgroup>, #gpu.address_space<private>], enums = [#gpu<dim x>, #gpu<shuffle_mode xor>, #gpu<all_reduce_op add>, #gpu<mat_transpose_mode TRANSPOSE>, #gpu<broadcast specific_lane>, #gpu<mma_element_wise addf>, #gpu<prune_2to4_spmat_flag PRUNE_ONLY>, #gpu<spgemm_work_estimation_or_compute_kind COMPUTE>], ldm = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>, maps = [#gpu.block<x>, #gpu.block<linear_dim_3>, #gpu.thread<y>, #gpu.warp<z>, #gpu.warpgroup<x>, #gpu.lane<linear_dim_0>, #gpu.memory_space<workgroup>, #gpu.mask<5>]} {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  func.func @enums() attributes {
      as = [#gpu.address_space<global>, #gpu.address_space<workgroup>, #gpu.address_space<private>],
      maps = [#gpu.block<x>, #gpu.block<linear_dim_3>, #gpu.thread<y>, #gpu.warp<z>, #gpu.warpgroup<x>, #gpu.lane<linear_dim_0>, #gpu.memory_space<workgroup>, #gpu.mask<5>],
      ldm = #gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>,
      enums = [#gpu<dim x>, #gpu<shuffle_mode xor>, #gpu<all_reduce_op add>, #gpu<mat_transpose_mode TRANSPOSE>, #gpu<broadcast specific_lane>, #gpu<mma_element_wise addf>, #gpu<prune_2to4_spmat_flag PRUNE_ONLY>, #gpu<spgemm_work_estimation_or_compute_kind COMPUTE>]
  } {
    return
  }
  // CHECK-LABEL: func.func @types(%arg0: !gpu.async.token, %arg1: !gpu.sparse.dntensor_handle, %arg2: !gpu.sparse.spmat_handle, %arg3: !gpu.sparse.spgemmop_handle, %arg4: memref<4xf32, #gpu.address_space<private>>) {
  // CHECK-NEXT: return
  // CHECK-NEXT: }
  func.func @types(%t : !gpu.async.token, %d : !gpu.sparse.dntensor_handle, %s : !gpu.sparse.spmat_handle, %g : !gpu.sparse.spgemmop_handle, %m : memref<4xf32, #gpu.address_space<private>>) {
    return
  }
}
