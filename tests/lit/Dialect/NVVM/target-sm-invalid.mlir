// RUN: pyopt %s --split-input-file --verify-diagnostics

// gpu.module's verifier asks #nvvm.target to check the module before its
// ops verify: the first op (post-order walk) that needs a newer SM fails.

gpu.module @wgmma_needs_sm_90a [#nvvm.target<chip = "sm_90">] {
  llvm.func @f() {
    // expected-error @+1 {{'nvvm.wgmma.fence.aligned' op is not supported on sm_90}}
    nvvm.wgmma.fence.aligned
    nvvm.wgmma.commit.group.sync.aligned
    llvm.return
  }
}

// -----

// Only the first target that fails reports.
gpu.module @two_targets [#nvvm.target<chip = "sm_75">, #nvvm.target<chip = "sm_70">] {
  llvm.func @f(%v: i32, %m: i32) -> i32 {
    // expected-error @+1 {{'nvvm.redux.sync' op is not supported on sm_75}}
    %r = nvvm.redux.sync add %v, %m : i32 -> i32
    llvm.return %r : i32
  }
}

// -----

// Supported, or not checked (verifyTarget = false, or a rocdl target).
gpu.module @ok_90a [#nvvm.target<chip = "sm_90a">] {
  llvm.func @f() {
    nvvm.wgmma.fence.aligned
    %0 = nvvm.read.ptx.sreg.cluster.ctarank : i32
    llvm.return
  }
}
gpu.module @unchecked [#nvvm.target<chip = "sm_70", verifyTarget = false>] {
  llvm.func @f() {
    nvvm.wgmma.fence.aligned
    llvm.return
  }
}
gpu.module @other_target [#rocdl.target<chip = "gfx90a">] {
  llvm.func @f() {
    nvvm.wgmma.fence.aligned
    llvm.return
  }
}
