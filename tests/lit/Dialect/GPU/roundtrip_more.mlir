// RUN: pyopt %s --allow-unregistered-dialect | FileCheck %s
// RUN: pyopt %s --allow-unregistered-dialect --mlir-print-op-generic | pyopt --allow-unregistered-dialect | FileCheck %s

// Round trip of less common gpu syntax (adapted from upstream GPU/ops.mlir): launch async [],
// all_reduce with a region, cluster strides, generic gpu.func with attributions, mma with
// layouts and vector elements, kernel tables, warp_execute_on_lane_0 with args/results.
// CHECK: #map = affine_map<(d0, d1) -> (d0 * 64 + d1)>
// CHECK-NEXT: module {
// CHECK-NEXT:   module attributes {gpu.container_module} {
// CHECK-NEXT:     func.func @launch_async_no_deps(%arg0: index, %arg1: index) {
// CHECK-NEXT:       %0 = gpu.launch async blocks(%arg2, %arg3, %arg4) in (%arg8 = %arg0, %arg9 = %arg0, %arg10 = %arg0) threads(%arg5, %arg6, %arg7) in (%arg11 = %arg1, %arg12 = %arg1, %arg13 = %arg1) {
// CHECK-NEXT:         "use"(%arg2, %arg13) : (index, index) -> ()
// CHECK-NEXT:         gpu.terminator
// CHECK-NEXT:       }
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.module @kernels {
// CHECK-NEXT:       gpu.func @kernel_1(%arg0: f32, %arg1: memref<?xf32, 1>, %arg2: vector<4xf32>) kernel {
// CHECK-NEXT:         %cst = arith.constant 1.000000e+00 : f32
// CHECK-NEXT:         %0 = gpu.all_reduce  %cst {
// CHECK-NEXT:         ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT:           %4 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT:           gpu.yield %4 : f32
// CHECK-NEXT:         } : (f32) -> f32
// CHECK-NEXT:         %1 = gpu.subgroup_reduce  add %arg2 : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:         %2 = gpu.subgroup_reduce  add %arg2 cluster(size = 4, stride = 2) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:         %3 = gpu.subgroup_reduce  add %arg2 cluster(size = 4) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT:         %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT:         %c3_i32 = arith.constant 3 : i32
// CHECK-NEXT:         %shuffleResult, %valid = gpu.shuffle  idx %arg0, %c3_i32, %c7_i32 : f32
// CHECK-NEXT:         gpu.barrier
// CHECK-NEXT:         gpu.barrier {x}
// CHECK-NEXT:         gpu.return
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.func @kernel_2() kernel {
// CHECK-NEXT:         gpu.return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.binary @binary_1  [#gpu.object<#nvvm.target, "">]
// CHECK-NEXT:     gpu.binary @binary_2 <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
// CHECK-NEXT:     gpu.binary @binary_4  [#gpu.object<#nvvm.target, bin = "">, #gpu.object<#nvvm.target, assembly = "">, #gpu.object<#nvvm.target, offload = "">, #gpu.object<#nvvm.target, properties = {O = 3 : i32}, offload = "">]
// CHECK-NEXT:     func.func private @two_value_generator() -> (f32, memref<?xf32, 1>)
// CHECK-NEXT:     func.func @foo(%arg0: vector<4xf32>) {
// CHECK-NEXT:       %0 = "op"() : () -> f32
// CHECK-NEXT:       %1 = "op"() : () -> memref<?xf32, 1>
// CHECK-NEXT:       %c8 = arith.constant 8 : index
// CHECK-NEXT:       %c0_i32 = arith.constant 0 : i32
// CHECK-NEXT:       gpu.launch_func  @binary_1::@kernel blocks in (%c0_i32, %c0_i32, %c0_i32) threads in (%c0_i32, %c0_i32, %c0_i32) : i32 args(%0 : f32, %1 : memref<?xf32, 1>)
// CHECK-NEXT:       %2:2 = call @two_value_generator() : () -> (f32, memref<?xf32, 1>)
// CHECK-NEXT:       gpu.launch_func  @kernels::@kernel_1 blocks in (%c8, %c8, %c8) threads in (%c8, %c8, %c8)  args(%2#0 : f32, %2#1 : memref<?xf32, 1>, %arg0 : vector<4xf32>)
// CHECK-NEXT:       gpu.wait 
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.module @gpu_funcs {
// CHECK-NEXT:       gpu.func @kernel_1(%arg0: f32) workgroup(%arg1 : memref<42xf32, 3>) private(%arg2 : memref<2xf32, 5>, %arg3 : memref<1xf32, 5>) kernel attributes {foo = "bar"} {
// CHECK-NEXT:         "use"(%arg1) : (memref<42xf32, 3>) -> ()
// CHECK-NEXT:         gpu.return
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.func @printf_empty(%arg0: i32) {
// CHECK-NEXT:         gpu.printf "]"
// CHECK-NEXT:         %0 = arith.cmpi slt, %arg0, %arg0 : i32
// CHECK-NEXT:         scf.if %0 {
// CHECK-NEXT:           gpu.printf ", "
// CHECK-NEXT:         }
// CHECK-NEXT:         gpu.return
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.func @empty_attribution(%arg0: f32) {
// CHECK-NEXT:         gpu.return
// CHECK-NEXT:       }
// CHECK-NEXT:       gpu.func @attr_wg(%arg0: f32) workgroup(%arg1 : memref<4xf32, 3> {foo.x}, %arg2 : memref<4xf32, 3>) kernel attributes {gpu.known_grid_size = array<i32: 1, 1, 1>, known_block_size = array<i32: 4, 1, 1>} {
// CHECK-NEXT:         gpu.return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     gpu.module @explicit_attributions {
// CHECK-NEXT:       gpu.func @kernel_1(%arg0: f32, %arg1: memref<?xf32>) workgroup(%arg2 : memref<5xf32, 3>) private(%arg3 : memref<5xf32, 5>) kernel {
// CHECK-NEXT:         gpu.return
// CHECK-NEXT:       }
// CHECK-NEXT:     }
// CHECK-NEXT:     func.func @mm(%arg0: memref<32x32xf16, #map>, %arg1: memref<32x4xvector<4xf32>>, %arg2: index) {
// CHECK-NEXT:       %0 = gpu.subgroup_mma_load_matrix %arg0[%arg2, %arg2] {leadDimension = 64 : index} : memref<32x32xf16, #map> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT:       %1 = gpu.subgroup_mma_load_matrix %arg1[%arg2, %arg2] {leadDimension = 4 : index} : memref<32x4xvector<4xf32>> -> !gpu.mma_matrix<16x16xf16, "COp">
// CHECK-NEXT:       gpu.subgroup_mma_store_matrix %1, %arg1[%arg2, %arg2] {leadDimension = 4 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x4xvector<4xf32>>
// CHECK-NEXT:       return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @module {
// CHECK-NEXT:     gpu.func @func() {
// CHECK-NEXT:       gpu.return
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.module @module_with_offload_handler<#gpu.select_object<0 : i64>> [#nvvm.target] {
// CHECK-NEXT:   }
// CHECK-NEXT:   gpu.binary @kernel_attrs_2  [#gpu.object<#rocdl.target, kernels = <[#gpu.kernel_metadata<"a_kernel", () -> ()>, #gpu.kernel_metadata<"m_kernel", () -> ()>, #gpu.kernel_metadata<"z_kernel", () -> ()>]>, bin = "BLOB">]
// CHECK-NEXT:   func.func @warp_execute_on_lane_0(%arg0: index) {
// CHECK-NEXT:     gpu.warp_execute_on_lane_0(%arg0)[32] {
// CHECK-NEXT:     }
// CHECK-NEXT:     return
// CHECK-NEXT:   }
// CHECK-NEXT:   func.func @warp_operand_result(%arg0: index, %arg1: vector<4xi32>) -> vector<4xi32> {
// CHECK-NEXT:     %0 = gpu.warp_execute_on_lane_0(%arg0)[32] args(%arg1 : vector<4xi32>) -> (vector<4xi32>) {
// CHECK-NEXT:     ^bb0(%arg2: vector<128xi32>):
// CHECK-NEXT:       %cst = arith.constant dense<2> : vector<128xi32>
// CHECK-NEXT:       %2 = arith.addi %arg2, %cst : vector<128xi32>
// CHECK-NEXT:       gpu.yield %2 : vector<128xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     %1 = gpu.warp_execute_on_lane_0(%arg0)[32] -> (vector<4xi32>) {
// CHECK-NEXT:       %cst = arith.constant dense<2> : vector<128xi32>
// CHECK-NEXT:       gpu.yield %cst : vector<128xi32>
// CHECK-NEXT:     }
// CHECK-NEXT:     return %0 : vector<4xi32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:

module attributes {gpu.container_module} {
  func.func @launch_async_no_deps(%blk : index, %thrd : index) {
    %t1 = gpu.launch async [] blocks(%arg0, %arg1, %arg2) in (%grid_x = %blk, %grid_y = %blk, %grid_z = %blk)
               threads(%arg3, %arg4, %arg5) in (%block_x = %thrd, %block_y = %thrd, %block_z = %thrd) {
      "use"(%arg0, %block_z) : (index, index) -> ()
      gpu.terminator
    }
    return
  }
  gpu.module @kernels {
    gpu.func @kernel_1(%arg0 : f32, %arg1 : memref<?xf32, 1>, %vec : vector<4xf32>) kernel {
      %one = arith.constant 1.0 : f32
      %sum2 = gpu.all_reduce %one {
      ^bb(%lhs : f32, %rhs : f32):
        %tmp = arith.addf %lhs, %rhs : f32
        gpu.yield %tmp : f32
      } : (f32) -> (f32)
      %sum_subgroup2 = gpu.subgroup_reduce add %vec : (vector<4xf32>) -> vector<4xf32>
      %s3 = gpu.subgroup_reduce add %vec cluster(size = 4, stride = 2) : (vector<4xf32>) -> vector<4xf32>
      %s4 = gpu.subgroup_reduce add %vec cluster(size = 4, stride = 1) : (vector<4xf32>) -> vector<4xf32>
      %width = arith.constant 7 : i32
      %offset = arith.constant 3 : i32
      %shfl3, %pred3 = gpu.shuffle idx %arg0, %offset, %width : f32
      "gpu.barrier"() : () -> ()
      gpu.barrier {x}
      gpu.return
    }
    gpu.func @kernel_2() kernel {
      gpu.return
    }
  }
  gpu.binary @binary_1 [#gpu.object<#nvvm.target, "">]
  gpu.binary @binary_2 <#gpu.select_object<#nvvm.target<chip = "sm_90">>> [#gpu.object<#nvvm.target, "">, #gpu.object<#nvvm.target<chip = "sm_90">, "">]
  gpu.binary @binary_4 [#gpu.object<#nvvm.target, bin = "">,
                        #gpu.object<#nvvm.target, assembly = "">,
                        #gpu.object<#nvvm.target, offload = "">,
                        #gpu.object<#nvvm.target, properties = { O = 3 : i32 }, offload = "">
                        ]
  func.func private @two_value_generator() -> (f32, memref<?xf32, 1>)
  func.func @foo(%v4 : vector<4xf32>) {
    %0 = "op"() : () -> (f32)
    %1 = "op"() : () -> (memref<?xf32, 1>)
    %cst = arith.constant 8 : index
    %c0 = arith.constant 0 : i32
    gpu.launch_func @binary_1::@kernel blocks in (%c0, %c0, %c0) threads in (%c0, %c0, %c0) : i32 args(%0 : f32, %1 : memref<?xf32, 1>)
    %values:2 = func.call @two_value_generator() : () -> (f32, memref<?xf32, 1>)
    gpu.launch_func @kernels::@kernel_1 blocks in (%cst, %cst, %cst) threads in (%cst, %cst, %cst) args(%values#0 : f32, %values#1 : memref<?xf32, 1>, %v4 : vector<4xf32>)
    gpu.wait // Valid, but a no-op.
    return
  }
  gpu.module @gpu_funcs {
    gpu.func @kernel_1(%arg0: f32)
        workgroup(%arg1: memref<42xf32, 3>)
        private(%arg2: memref<2xf32, 5>, %arg3: memref<1xf32, 5>)
        kernel
        attributes {foo="bar"} {
      "use"(%arg1) : (memref<42xf32, 3>) -> ()
      gpu.return
    }
    gpu.func @printf_empty(%arg0 : i32) {
      gpu.printf "]"
      %1 = arith.cmpi slt, %arg0, %arg0 : i32
      scf.if %1 {
        gpu.printf ", "
      }
      gpu.return
    }
    gpu.func @empty_attribution(%arg0: f32) workgroup() private() {
      gpu.return
    }
    gpu.func @attr_wg(%arg0: f32) workgroup(%a : memref<4xf32, 3> {foo.x}, %b : memref<4xf32, 3>) kernel attributes {known_block_size = array<i32: 4, 1, 1>, gpu.known_grid_size = array<i32: 1, 1, 1>} {
      gpu.return
    }
  }
  gpu.module @explicit_attributions {
    "gpu.func"() ({
    ^bb0(%arg0: f32, %arg1: memref<?xf32>, %arg2: memref<5xf32, 3>, %arg3: memref<5xf32, 5>):
      "gpu.return"() : () -> ()
    } ) {function_type = (f32, memref<?xf32>) -> (), gpu.kernel, sym_name = "kernel_1", workgroup_attributions = 1: i64} : () -> ()
  }
  func.func @mm(%src : memref<32x32xf16, affine_map<(d0, d1) -> (d0 * 64 + d1)>>, %src2 : memref<32x4xvector<4xf32>>, %i : index){
    %s = gpu.subgroup_mma_load_matrix %src[%i, %i] {leadDimension = 64 : index} : memref<32x32xf16, affine_map<(d0, d1) -> (d0 * 64 + d1)>> -> !gpu.mma_matrix<16x16xf16, "AOp">
    %t = gpu.subgroup_mma_load_matrix %src2[%i, %i] {leadDimension = 4 : index} : memref<32x4xvector<4xf32>> -> !gpu.mma_matrix<16x16xf16, "COp">
    gpu.subgroup_mma_store_matrix %t, %src2[%i, %i] {leadDimension = 4 : index} : !gpu.mma_matrix<16x16xf16, "COp">, memref<32x4xvector<4xf32>>
    return
  }
}
gpu.module @module {
  "gpu.func"() ({
    gpu.return
  }) {function_type = () -> (), sym_name = "func"} : () -> ()
}
gpu.module @module_with_offload_handler <#gpu.select_object<0>> [#nvvm.target] {
}
gpu.binary @kernel_attrs_2 [
    #gpu.object<#rocdl.target<chip = "gfx900">,
      kernels = #gpu.kernel_table<[
        #gpu.kernel_metadata<"z_kernel", () -> ()>,
        #gpu.kernel_metadata<"m_kernel", () -> ()>,
        #gpu.kernel_metadata<"a_kernel", () -> ()>
      ]>,
      bin = "BLOB">
  ]
func.func @warp_execute_on_lane_0(%laneid: index) {
  gpu.warp_execute_on_lane_0(%laneid)[32] {
  }
  return
}
func.func @warp_operand_result(%laneid: index, %v0 : vector<4xi32>) -> (vector<4xi32>) {
  %2 = gpu.warp_execute_on_lane_0(%laneid)[32]
  args(%v0 : vector<4xi32>) -> (vector<4xi32>) {
   ^bb0(%arg0 : vector<128xi32>) :
    %0 = arith.constant dense<2>: vector<128xi32>
    %1 = arith.addi %arg0, %0 : vector<128xi32>
    gpu.yield %1 : vector<128xi32>
  }
  %3 = gpu.warp_execute_on_lane_0(%laneid)[32] -> vector<4xi32> {
    %0 = arith.constant dense<2>: vector<128xi32>
    gpu.yield %0 : vector<128xi32>
  }
  return %2 : vector<4xi32>
}
