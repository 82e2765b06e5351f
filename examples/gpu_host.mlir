// A GPU host program with an async region, like the seed's regression test
// (LLVM PR #190717).  `make run` parses, verifies and prints it.
module attributes {gpu.container_module} {
  func.func @yield_launch_token(%arg : memref<?xi32>) {
    %c1 = arith.constant 1 : index
    %t, %r = async.execute -> !async.value<!gpu.async.token> {
      %0 = gpu.wait async
      %1 = gpu.launch_func async [%0] @kmod::@kernel
          blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
          args(%arg : memref<?xi32>)
      async.yield %1 : !gpu.async.token
    }
    return
  }

  gpu.module @kmod [#nvvm.target] {
    llvm.func @kernel(%a: !llvm.ptr, %b: !llvm.ptr, %c: i64, %d: i64, %e: i64)
        attributes {gpu.kernel, nvvm.kernel} {
      llvm.return
    }
  }
}
