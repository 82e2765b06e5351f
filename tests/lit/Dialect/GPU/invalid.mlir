// RUN: pyopt %s --split-input-file --verify-diagnostics

func.func @no_container_module(%sz : index) {
  // expected-error @+1 {{'gpu.launch_func' op expected the closest surrounding module to have the 'gpu.container_module' attribute}}
  gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
  return
}

// -----

module attributes {gpu.container_module} {
  func.func @kernel_container_undefined(%sz : index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel container 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
  }
  func.func @kernel_undefined(%sz : index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function '@kernels::@k' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  func.func @kernels() {
    return
  }
  func.func @container_not_a_module(%sz : index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel module 'kernels' is undefined}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() {
      gpu.return
    }
  }
  func.func @missing_kernel_attr(%sz : index) {
    // expected-error @+1 {{'gpu.launch_func' op kernel function is missing the 'gpu.kernel' attribute}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a : f32) kernel {
      gpu.return
    }
  }
  func.func @wrong_operand_count(%sz : index) {
    // expected-error @+1 {{'gpu.launch_func' op got 0 kernel operands but expected 1}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
    return
  }
}

// -----

module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a : f32) kernel {
      gpu.return
    }
  }
  func.func @wrong_operand_type(%sz : index, %i : i32) {
    // expected-error @+1 {{'gpu.launch_func' op type of function argument 0 does not match}}
    gpu.launch_func @kernels::@k blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz) args(%i : i32)
    return
  }
}

// -----

func.func @launch_bad_terminator(%sz : index) {
  // expected-note @+1 {{in 'gpu.launch' body region}}
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %sz, %gy = %sz, %gz = %sz)
             threads(%tx, %ty, %tz) in (%sx = %sz, %sy = %sz, %sz2 = %sz) {
    // expected-error @+1 {{expected 'gpu.terminator' or a terminator with successors}}
    gpu.yield
  }
  return
}

// -----

func.func @async_unnamed() {
  // expected-error @+1 {{needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @terminator_outside_launch() {
  // expected-error @+1 {{'gpu.terminator' op expects parent op 'gpu.launch'}}
  gpu.terminator
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected void return type for kernel function}}
  gpu.func @k() -> i32 kernel {
    %c = arith.constant 0 : i32
    gpu.return %c : i32
  }
}

// -----

gpu.module @kernels {
  // expected-note @+1 {{return type declared here}}
  gpu.func @f() -> i32 {
    // expected-error @+1 {{'gpu.return' op expected 1 result operands}}
    gpu.return
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{'gpu.func' op expected memory space workgroup in attribution}}
  gpu.func @f() workgroup(%w : memref<4xf32, #gpu.address_space<private>>) {
    gpu.return
  }
}

// -----

func.func @alloc_dims(%sz : index) {
  // expected-error @+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = gpu.alloc (%sz) : memref<4xf32, 1>
  return
}

// -----

func.func @memcpy_elt(%a : memref<4xf32>, %b : memref<4xi32>) {
  // expected-error @+1 {{'gpu.memcpy' op arguments have incompatible element type}}
  gpu.memcpy %a, %b : memref<4xf32>, memref<4xi32>
  return
}

// -----

func.func @all_reduce_type(%f : f32) {
  // expected-error @+1 {{`minsi` reduction operation is not compatible with type 'f32'}}
  %r = gpu.all_reduce minsi %f {} : (f32) -> f32
  return
}

// -----

func.func @subgroup_reduce_cluster(%f : f32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %r = gpu.subgroup_reduce add %f cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @rotate_offset(%f : f32) {
  // expected-error @+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %r, %v = gpu.rotate %f, 16, 16 : f32
  return
}

// -----

func.func @dyn_shmem() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %m = gpu.dynamic_shared_memory : memref<?xi8>
  return
}

// -----

func.func @alloc_symbols(%sz : index) {
  // expected-error @+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc (%sz) : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return
}

// -----

func.func @await_token_type(%i : i32) {
  // expected-error @+1 {{'gpu.wait' op operand #0 must be variadic of async token type, but got 'i32'}}
  "gpu.wait"(%i) : (i32) -> ()
  return
}

// -----

// expected-error @+1 {{'gpu.binary' op attribute 'objects' failed to satisfy constraint: an array of GPU object attributes with at least 1 elements}}
gpu.binary @bin []

// -----

gpu.module @kernels {
  // expected-error @+1 {{gpu.func requires named arguments}}
  gpu.func @f(f32) {
    gpu.return
  }
}
