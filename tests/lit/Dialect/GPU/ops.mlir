// RUN: pyopt %s | FileCheck %s
// RUN: pyopt %s --mlir-print-op-generic | pyopt | FileCheck %s

// gpu dialect: kernel-side ops (ids, subgroup ops, reductions, shuffles, printf,
// gpu.func syntax variants). Value names come from OpAsmOpInterface
// (%thread_id_x ...) or ODS result names for multi-result ops (%shuffleResult, %valid).

// CHECK: module {
// CHECK-LABEL: gpu.module @ids {
// CHECK-NEXT: gpu.func @ids() kernel {
// CHECK-NEXT: %thread_id_x = gpu.thread_id  x
// CHECK-NEXT: %thread_id_y = gpu.thread_id  y
// CHECK-NEXT: %thread_id_z = gpu.thread_id  z upper_bound 32
// CHECK-NEXT: %block_id_x = gpu.block_id  x
// CHECK-NEXT: %block_id_y = gpu.block_id  y upper_bound 8
// CHECK-NEXT: %block_dim_x = gpu.block_dim  x
// CHECK-NEXT: %block_dim_z = gpu.block_dim  z upper_bound 1024
// CHECK-NEXT: %grid_dim_x = gpu.grid_dim  x
// CHECK-NEXT: %grid_dim_y = gpu.grid_dim  y upper_bound 65535
// CHECK-NEXT: %global_id_x = gpu.global_id  x
// CHECK-NEXT: %global_id_y = gpu.global_id  y upper_bound 4096
// CHECK-NEXT: %cluster_id_x = gpu.cluster_id  x
// CHECK-NEXT: %cluster_block_id_y = gpu.cluster_block_id  y
// CHECK-NEXT: %cluster_dim_z = gpu.cluster_dim  z
// CHECK-NEXT: %cluster_dim_blocks_x = gpu.cluster_dim_blocks  x upper_bound 8
// CHECK-NEXT: %thread_id_x_0 = gpu.thread_id  x
// CHECK-NEXT: %0 = gpu.lane_id
// CHECK-NEXT: %1 = gpu.lane_id upper_bound 64
// CHECK-NEXT: %2 = gpu.subgroup_id : index
// CHECK-NEXT: %3 = gpu.subgroup_id upper_bound 16 : index
// CHECK-NEXT: %4 = gpu.num_subgroups : index
// CHECK-NEXT: %5 = gpu.num_subgroups upper_bound 16 : index
// CHECK-NEXT: %6 = gpu.subgroup_size : index
// CHECK-NEXT: %7 = gpu.subgroup_size upper_bound 64 : index
// CHECK-NEXT: %thread_id_x_1 = gpu.thread_id  x {foo = "bar"}
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @ids {
  gpu.func @ids() kernel {
    %tIdX = gpu.thread_id x
    %tIdY = gpu.thread_id y
    %tIdZ = gpu.thread_id z upper_bound 32
    %bIdX = gpu.block_id x
    %bIdY = gpu.block_id y upper_bound 8
    %bDimX = gpu.block_dim x
    %bDimZ = gpu.block_dim z upper_bound 1024
    %gDimX = gpu.grid_dim x
    %gDimY = gpu.grid_dim y upper_bound 65535
    %gidX = gpu.global_id x
    %gidY = gpu.global_id y upper_bound 4096
    %cidX = gpu.cluster_id x
    %cbidY = gpu.cluster_block_id y
    %cdimZ = gpu.cluster_dim z
    %cdimbX = gpu.cluster_dim_blocks x upper_bound 8
    %tIdX2 = gpu.thread_id x
    %lane = gpu.lane_id
    %lane2 = gpu.lane_id upper_bound 64
    %sgId = gpu.subgroup_id : index
    %sgId2 = gpu.subgroup_id upper_bound 16 : index
    %numSg = gpu.num_subgroups : index
    %numSg2 = gpu.num_subgroups upper_bound 16 : index
    %sgSize = gpu.subgroup_size : index
    %sgSize2 = gpu.subgroup_size upper_bound 64 : index
    %x = gpu.thread_id x {foo = "bar"}
    gpu.return
  }
}

// CHECK-LABEL: gpu.module @reductions {
// CHECK-NEXT: gpu.func @reductions(%arg0: f32, %arg1: i32, %arg2: vector<4xf32>) {
// CHECK-NEXT: %0 = gpu.all_reduce  add %arg0 {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %1 = gpu.all_reduce  maxnumf %arg0 uniform {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %2 = gpu.all_reduce  xor %arg1 {
// CHECK-NEXT: } : (i32) -> i32
// CHECK-NEXT: %3 = gpu.all_reduce  %arg0 uniform {
// CHECK-NEXT: ^bb0(%arg3: f32, %arg4: f32):
// CHECK-NEXT: %11 = arith.addf %arg3, %arg4 : f32
// CHECK-NEXT: gpu.yield %11 : f32
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %4 = gpu.all_reduce  %arg1 {
// CHECK-NEXT: ^bb0(%arg3: i32, %arg4: i32):
// CHECK-NEXT: %11 = arith.muli %arg3, %arg4 : i32
// CHECK-NEXT: gpu.yield %11 : i32
// CHECK-NEXT: } {foo} : (i32) -> i32
// CHECK-NEXT: %5 = gpu.subgroup_reduce  add %arg0 : (f32) -> f32
// CHECK-NEXT: %6 = gpu.subgroup_reduce  minimumf %arg0 uniform : (f32) -> f32
// CHECK-NEXT: %7 = gpu.subgroup_reduce  maxsi %arg1 cluster(size = 4) : (i32) -> i32
// CHECK-NEXT: %8 = gpu.subgroup_reduce  mul %arg2 uniform cluster(size = 4, stride = 2) : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %9 = gpu.subgroup_reduce  and %arg1 cluster(size = 8) : (i32) -> i32
// CHECK-NEXT: %10 = gpu.subgroup_reduce  minui %arg1 {foo} : (i32) -> i32
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @reductions {
  gpu.func @reductions(%f : f32, %i : i32, %v : vector<4xf32>) {
    %sum = gpu.all_reduce add %f {} : (f32) -> (f32)
    %sum1 = gpu.all_reduce maxnumf %f uniform {} : (f32) -> (f32)
    %sum2 = gpu.all_reduce xor %i {} : (i32) -> i32
    %sum3 = gpu.all_reduce %f uniform {
    ^bb(%lhs : f32, %rhs : f32):
      %s = arith.addf %lhs, %rhs : f32
      "gpu.yield"(%s) : (f32) -> ()
    } : (f32) -> (f32)
    %sum4 = gpu.all_reduce %i {
    ^bb(%lhs : i32, %rhs : i32):
      %s = arith.muli %lhs, %rhs : i32
      gpu.yield %s : i32
    } {foo} : (i32) -> (i32)
    %r0 = gpu.subgroup_reduce add %f : (f32) -> (f32)
    %r1 = gpu.subgroup_reduce minimumf %f uniform : (f32) -> f32
    %r2 = gpu.subgroup_reduce maxsi %i cluster(size = 4) : (i32) -> i32
    %r3 = gpu.subgroup_reduce mul %v uniform cluster(size = 4, stride = 2) : (vector<4xf32>) -> vector<4xf32>
    %r4 = gpu.subgroup_reduce and %i cluster(size = 8, stride = 1) : (i32) -> i32
    %r5 = gpu.subgroup_reduce minui %i {foo} : (i32) -> i32
    gpu.return
  }
}

// CHECK-LABEL: gpu.module @shuffles {
// CHECK-NEXT: gpu.func @shuffles(%arg0: f32, %arg1: vector<4xf32>, %arg2: i32, %arg3: i32) {
// CHECK-NEXT: %shuffleResult, %valid = gpu.shuffle  xor %arg0, %arg2, %arg3 : f32
// CHECK-NEXT: %shuffleResult_0, %valid_1 = gpu.shuffle  up %arg0, %arg2, %arg3 : f32
// CHECK-NEXT: %shuffleResult_2, %valid_3 = gpu.shuffle  down %arg1, %arg2, %arg3 : vector<4xf32>
// CHECK-NEXT: %shuffleResult_4, %valid_5 = gpu.shuffle  idx %arg0, %arg2, %arg3 {foo} : f32
// CHECK-NEXT: %rotateResult, %valid_6 = gpu.rotate %arg0, 3, 16 : f32
// CHECK-NEXT: %rotateResult_7, %valid_8 = gpu.rotate %arg1, 0, 32 : vector<4xf32>
// CHECK-NEXT: %0 = gpu.subgroup_broadcast %arg0,  first_active_lane : f32
// CHECK-NEXT: %1 = gpu.subgroup_broadcast %arg0,  specific_lane %arg2 : f32
// CHECK-NEXT: %2 = gpu.subgroup_broadcast %arg1,  specific_lane %arg3 {foo} : vector<4xf32>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @shuffles {
  gpu.func @shuffles(%f : f32, %v : vector<4xf32>, %offset : i32, %width : i32) {
    %s0, %v0 = gpu.shuffle xor %f, %offset, %width : f32
    %s1, %v1 = gpu.shuffle up %f, %offset, %width : f32
    %s2, %v2 = gpu.shuffle down %v, %offset, %width : vector<4xf32>
    %s3, %v3 = gpu.shuffle idx %f, %offset, %width {foo} : f32
    %r0, %rv0 = gpu.rotate %f, 3, 16 : f32
    %r1, %rv1 = gpu.rotate %v, 0, 32 : vector<4xf32>
    %b0 = gpu.subgroup_broadcast %f, first_active_lane : f32
    %b1 = gpu.subgroup_broadcast %f, specific_lane %offset : f32
    %b2 = gpu.subgroup_broadcast %v, specific_lane %width {foo} : vector<4xf32>
    gpu.return
  }
}

// CHECK-LABEL: gpu.module @misc {
// CHECK-NEXT: gpu.func @misc(%arg0: f32, %arg1: i32, %arg2: index, %arg3: index, %arg4: vector<4xf32>) {
// CHECK-NEXT: gpu.barrier
// CHECK-NEXT: gpu.barrier {foo}
// CHECK-NEXT: gpu.printf "Hello\0A"
// CHECK-NEXT: gpu.printf "Value: %f %d %ld\0A", %arg0, %arg1, %arg2 : f32, i32, index
// CHECK-NEXT: gpu.printf "x" {foo}, %arg1 : i32
// CHECK-NEXT: %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT: gpu.warp_execute_on_lane_0(%arg3)[32] {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: }
// CHECK-NEXT: %1 = gpu.warp_execute_on_lane_0(%arg3)[32] -> (vector<1xf32>) {
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<32xf32>
// CHECK-NEXT: gpu.yield %cst : vector<32xf32>
// CHECK-NEXT: }
// CHECK-NEXT: %2:2 = gpu.warp_execute_on_lane_0(%arg3)[64] args(%arg4, %arg0 : vector<4xf32>, f32) -> (vector<1xf32>, f32) {
// CHECK-NEXT: ^bb0(%arg5: vector<256xf32>, %arg6: f32):
// CHECK-NEXT: %cst = arith.constant dense<1.000000e+00> : vector<64xf32>
// CHECK-NEXT: gpu.yield %cst, %arg6 : vector<64xf32>, f32
// CHECK-NEXT: } {foo}
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @misc {
  gpu.func @misc(%f : f32, %i : i32, %idx : index, %lane : index, %vec : vector<4xf32>) {
    gpu.barrier
    gpu.barrier {foo}
    gpu.printf "Hello\n"
    gpu.printf "Value: %f %d %ld\n", %f, %i, %idx : f32, i32, index
    gpu.printf "x" {foo}, %i : i32
    %shm = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
    gpu.warp_execute_on_lane_0(%lane)[32] {
      %c = arith.constant 0 : index
    }
    %w0 = gpu.warp_execute_on_lane_0(%lane)[32] -> (vector<1xf32>) {
      %c = arith.constant dense<1.0> : vector<32xf32>
      gpu.yield %c : vector<32xf32>
    }
    %w1:2 = gpu.warp_execute_on_lane_0(%lane)[64] args(%vec, %f : vector<4xf32>, f32) -> (vector<1xf32>, f32) {
    ^bb0(%a: vector<256xf32>, %b: f32):
      %c = arith.constant dense<1.0> : vector<64xf32>
      gpu.yield %c, %b : vector<64xf32>, f32
    } {foo}
    gpu.return
  }
}

// CHECK-LABEL: gpu.module @funcs {
// CHECK-NEXT: gpu.func @kernel(%arg0: f32 {foo.bar}, %arg1: memref<?xf32, 1>) workgroup(%arg2 : memref<32xf32, 3>, %arg3 : memref<4xf32, #gpu.address_space<workgroup>> {llvm.align = 8 : i64}) private(%arg4 : memref<1xf32, 5>) kernel attributes {foo = "bar", known_block_size = array<i32: 128, 1, 1>} {
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg2[%c0] : memref<32xf32, 3>
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @wg() workgroup(%arg0 : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @priv() private(%arg0 : memref<1xf32, #gpu.address_space<private>>, %arg1 : memref<2xi32, #gpu.address_space<private>>) {
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @results(%arg0: i32) -> (i32 {llvm.zeroext}, f32) attributes {gpu.known_grid_size = array<i32: 1, 2, 3>} {
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: gpu.return %arg0, %cst : i32, f32
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @one_result(%arg0: i32) -> i32 {
// CHECK-NEXT: gpu.return %arg0 : i32
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @sizes() kernel attributes {gpu.known_block_size = array<i32: 32, 1, 1>, known_cluster_size = array<i32: 2, 1, 1>, known_grid_size = array<i32: 4, 4, 1>} {
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: gpu.func @multi_block(%arg0: i1) {
// CHECK-NEXT: cf.cond_br %arg0, ^bb1, ^bb2
// CHECK-NEXT: ^bb1:  // pred: ^bb0
// CHECK-NEXT: gpu.return
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: gpu.return
// CHECK-NEXT: }
// CHECK-NEXT: }
gpu.module @funcs {
  gpu.func @kernel(%arg0 : f32 {foo.bar}, %arg1 : memref<?xf32, 1>) workgroup(%w : memref<32xf32, 3>, %w2 : memref<4xf32, #gpu.address_space<workgroup>> {llvm.align = 8 : i64}) private(%p : memref<1xf32, 5>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, foo = "bar"} {
    %c0 = arith.constant 0 : index
    %0 = memref.load %w[%c0] : memref<32xf32, 3>
    gpu.return
  }
  gpu.func @wg() workgroup(%w : memref<32xf32, #gpu.address_space<workgroup>>) kernel {
    gpu.return
  }
  gpu.func @priv() private(%p : memref<1xf32, #gpu.address_space<private>>, %p2 : memref<2xi32, #gpu.address_space<private>>) {
    gpu.return
  }
  gpu.func @results(%a : i32) -> (i32 {llvm.zeroext}, f32) attributes {gpu.known_grid_size = array<i32: 1, 2, 3>} {
    %c = arith.constant 0.0 : f32
    gpu.return %a, %c : i32, f32
  }
  gpu.func @one_result(%a : i32) -> i32 {
    gpu.return %a : i32
  }
  gpu.func @sizes() kernel attributes {known_cluster_size = array<i32: 2, 1, 1>, known_grid_size = array<i32: 4, 4, 1>, gpu.known_block_size = array<i32: 32, 1, 1>} {
    gpu.return
  }
  gpu.func @multi_block(%c : i1) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    gpu.return
  ^bb2:
    gpu.return
  }
}
