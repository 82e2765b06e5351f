"""`--canonicalize`, `--cse`, both, and `--reconcile-unrealized-casts`
against mlir-opt 22.1.8 on generated programs: the bench generator's
round-trip and GPU host programs (bench/gen.py, small sizes) and the random
GPU/async host programs of tests/unit/gpu_program_gen.py."""

from __future__ import annotations

import sys

import pytest

from conftest import REPO, needs_mlir_opt, run_mlir_opt, run_pyopt
from gpu_program_gen import program

sys.path.insert(0, str(REPO / "bench"))
import gen  # noqa: E402  (bench/gen.py)

FLAG_SETS = (["--canonicalize"], ["--cse"], ["--canonicalize", "--cse"], ["--reconcile-unrealized-casts"])


def _bench_program(kind: str, ops: int, subset: str) -> str:
    return "".join(gen.generate(kind, ops, subset))


CASES = [pytest.param(lambda k=k, n=n, s=s: _bench_program(k, n, s), id=f"bench-{k}-{s}-{n}")
         for k, s in (("roundtrip", "xdsl"), ("roundtrip", "all"), ("gpu", "xdsl")) for n in (300, 1200)]
CASES += [pytest.param(lambda seed=seed: program(seed), id=f"gpu-program-{seed}") for seed in range(0, 40, 3)]


@needs_mlir_opt
@pytest.mark.parametrize("flags", FLAG_SETS, ids=lambda f: "+".join(a.lstrip("-") for a in f))
@pytest.mark.parametrize("make", CASES)
def test_generated_program_same_as_mlir_opt(make: object, flags: list[str]) -> None:
    text = make()  # type: ignore[operator]
    want = run_mlir_opt([*flags, "-"], stdin=text)
    got = run_pyopt([*flags, "-"], stdin=text)
    assert got[0] == want[0], got[2]
    assert got[1] == want[1]
