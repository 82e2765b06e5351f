"""The gpu dialect's (and its neighbours') passes and patterns on small inputs of our own, against
mlir-opt 22.1.8 byte for byte (stdout, exit code): how gpu-async-region
threads tokens into ops that already have dependencies, gpu.launch's
canonicalization, the reductions' folds, NVVM's SM requirements and the
debug names of scf.parallel's patterns (the canonicalizer's filters)."""

from __future__ import annotations

import pytest

from conftest import needs_mlir_opt, run_mlir_opt, run_pyopt

ASYNC_DEPS = """\
func.func @f() {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async
  %t3 = gpu.wait async [%t2, %t0]
  %0 = gpu.alloc [%t0] () : memref<7xf32>
  %1 = gpu.alloc [%t3] () : memref<7xf32>
  gpu.dealloc %0 : memref<7xf32>
  gpu.wait
  return
}
"""

# Deferred waits add the yielded tokens to the first async op after an await.
ASYNC_DEFER = """\
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @kernel() kernel { gpu.return }
  }
  func.func @f(%sz: index) {
    %a0 = async.execute {
      gpu.launch_func @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    %a1 = async.execute [%a0] {
      %t = gpu.wait async
      gpu.launch_func [%t] @kernels::@kernel blocks in (%sz, %sz, %sz) threads in (%sz, %sz, %sz)
      async.yield
    }
    async.await %a1 : !async.token
    %m = gpu.alloc () : memref<4xf32>
    return
  }
}
"""

LAUNCH = """\
func.func @f(%n: index, %t: !gpu.async.token) -> !gpu.async.token {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = gpu.launch async [%t] blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %n, %gz = %c1)
             threads(%tx, %ty, %tz) in (%sx = %c4, %sy = %c1, %sz = %c1) {
    %s = arith.addi %bx, %ty : index
    %u = arith.muli %s, %tx : index
    "use"(%u, %by, %bz, %tz) : (index, index, index, index) -> ()
    gpu.terminator
  }
  return %r : !gpu.async.token
}
"""

# Cluster ids stay, even for clusters of size 1.
LAUNCH_CLUSTERS = """\
func.func @f(%n: index) {
  %c1 = arith.constant 1 : index
  gpu.launch clusters(%cx, %cy, %cz) in (%sx = %c1, %sy = %n, %sz = %c1)
             blocks(%bx, %by, %bz) in (%gx = %c1, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%tsx = %n, %tsy = %c1, %tsz = %n) {
    "use"(%cx, %cy, %cz, %bx, %by, %tx, %ty) : (index, index, index, index, index, index, index) -> ()
    gpu.terminator
  }
  return
}
"""

# Reductions in a launch's entry block fold to `uniform`; clusters of one lane fold away.
REDUCTIONS = """\
func.func @f(%n: index, %v: f32, %w: vector<4xf32>) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    %a = gpu.all_reduce add %v {} : (f32) -> (f32)
    %b = gpu.subgroup_reduce add %v : (f32) -> f32
    %c = gpu.subgroup_reduce add %w cluster(size = 1) : (vector<4xf32>) -> vector<4xf32>
    %d = gpu.subgroup_reduce add %v cluster(size = 4) : (f32) -> f32
    %e = gpu.all_reduce %v {
    ^bb(%lhs : f32, %rhs : f32):
      %tmp = arith.addf %lhs, %rhs : f32
      gpu.yield %tmp : f32
    } : (f32) -> (f32)
    cf.br ^bb1
  ^bb1:
    %g = gpu.subgroup_reduce add %v : (f32) -> f32
    "use"(%a, %b, %c, %d, %e, %g) : (f32, f32, vector<4xf32>, f32, f32, f32) -> ()
    gpu.terminator
  }
  %h = gpu.subgroup_reduce add %v cluster(size = 1) : (f32) -> f32
  %i = gpu.subgroup_reduce add %v : (f32) -> f32
  "use"(%h, %i) : (f32, f32) -> ()
  return
}
"""

NESTED_PARALLEL = """\
func.func @f(%m: memref<?x?xf32>, %v: f32, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.parallel (%i) = (%c0) to (%c1) step (%c1) {
    scf.parallel (%j) = (%c0) to (%n) step (%c1) {
      memref.store %v, %m[%i, %j] : memref<?x?xf32>
    }
  }
  return
}
"""

CASES = {
    "async-region-existing-deps": (["--gpu-async-region"], ASYNC_DEPS),
    "async-region-defer": (["--gpu-async-region"], ASYNC_DEFER),
    "launch-canonicalize": (["--canonicalize", "--allow-unregistered-dialect"], LAUNCH),
    "launch-clusters-canonicalize": (["--canonicalize", "--allow-unregistered-dialect"], LAUNCH_CLUSTERS),
    "reductions-canonicalize": (["--canonicalize", "--allow-unregistered-dialect"], REDUCTIONS),
    "parallel-without-merge": (["--canonicalize=disable-patterns={(anonymous namespace)::MergeNestedParallelLoops}"],
                               NESTED_PARALLEL),
    "parallel-without-collapse": (
        ["--canonicalize=disable-patterns={(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder}"],
        NESTED_PARALLEL),
}


@needs_mlir_opt
@pytest.mark.parametrize("name", sorted(CASES))
def test_same_as_mlir_opt(name: str) -> None:
    flags, source = CASES[name]
    want = run_mlir_opt(flags, stdin=source)
    got = run_pyopt(flags, stdin=source)
    assert want[0] == 0, want[2]
    assert got[:2] == want[:2], got[2]


def _sm_probe() -> str:
    """Each op that requires an SM version, alone in a gpu.module, for a few
    chips (sm_89: below every requirement but shfl/redux; sm_90: base
    versions; sm_100a/sm_103f: the accelerated and family lists)."""
    from pyopt.dialects.nvvm.target import SM_REQUIREMENTS

    chunks = [f'gpu.module @m [#nvvm.target<chip = "{chip}">] {{\n  "{op}"() : () -> ()\n}}\n'
              for op in sorted(SM_REQUIREMENTS) for chip in ("sm_89", "sm_90", "sm_100a", "sm_103f")]
    return "// -----\n".join(chunks)


@needs_mlir_opt
def test_sm_requirements_as_mlir_opt() -> None:
    """NVVMTargetAttr::verifyTarget runs before the nested ops verify: an op
    that is not supported fails first; one that is fails its own checks."""
    flags = ["--split-input-file"]
    source = _sm_probe()
    want = run_mlir_opt(flags, stdin=source)
    got = run_pyopt(flags, stdin=source)
    assert "is not supported on" in want[2]
    assert got == want
