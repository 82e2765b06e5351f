"""Differential tests of `--gpu-to-llvm` and `--gpu-async-region`.

* every input of shared/spec/examples against its captured mlir-opt 22.1.8
  output (`X.expected-fixed.out` where 22.1.8 shows the seed bug, else
  `X.out`; `X.err` for the failing runs), option variants included;
* the `legacy-tie-order` + `async-yield-benefit=1` study mode reproduces
  22.1.8's buggy outputs, and 22.1.8's output on generated programs;
* random GPU/async host programs (tests/unit/gpu_program_gen.py) against the
  fixed oracle (tests/unit/gpu_oracle.py: mlir-opt with NVVM swapped for
  ROCDL), and random synchronous programs through `--gpu-async-region`.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import SHARED_EXAMPLES, needs_mlir_opt, run_mlir_opt, run_pyopt
from gpu_oracle import expected_output
from gpu_program_gen import program, sync_program

UNREGISTERED = {"u1", "m2", "m3", "uc"}  # they use "test.*" ops (examples/README.txt)
NOT_PRODUCED = re.compile(r"^.*: error: expected error \".*\" was not produced\n", re.M)
FILE_NAME = re.compile(r"^\S+?\.mlir:(?=\d+:\d+:)", re.M)  # the goldens were captured under other names


def _stderr(text: str) -> str:
    return FILE_NAME.sub("FILE:", NOT_PRODUCED.sub("", text))


def _options(variant: str) -> str:
    """`use-bare-pointers-for-kernels_1_intersperse-sizes-for-kernels_1` ->
    `use-bare-pointers-for-kernels=1 intersperse-sizes-for-kernels=1`."""
    parts = variant.split("_")
    return " ".join(f"{k}={v}" for k, v in zip(parts[::2], parts[1::2]))


def _example_cases() -> list[object]:
    if not SHARED_EXAMPLES.is_dir():
        return []
    cases = []
    for mlir in sorted(SHARED_EXAMPLES.glob("*.mlir")):
        stem = mlir.stem
        for golden in sorted(SHARED_EXAMPLES.glob(f"{stem}.*")):
            rest = golden.name[len(stem) + 1:]
            if rest in ("mlir", "llvm22-buggy.out"):
                continue
            kind = golden.suffix[1:]  # out | err
            variant = rest[:-len(golden.suffix)]
            if variant == "expected-fixed":
                variant = ""
            elif variant == "" and (SHARED_EXAMPLES / f"{stem}.expected-fixed.out").exists():
                continue
            cases.append(pytest.param(mlir, variant, kind, golden, id=f"{stem}.{rest}"))
    return cases


def _pyopt_args(mlir: Path, variant: str) -> list[str]:
    args = ["--allow-unregistered-dialect"] if mlir.stem in UNREGISTERED else []
    opts = _options(variant)
    args.append(f"--gpu-to-llvm={opts}" if opts else "--gpu-to-llvm")
    return [*args, str(mlir)]


@pytest.mark.parametrize("mlir,variant,kind,golden", _example_cases())
def test_spec_example(mlir: Path, variant: str, kind: str, golden: Path) -> None:
    code, out, err = run_pyopt(_pyopt_args(mlir, variant))
    if kind == "out":
        assert code == 0, err
        assert out == golden.read_text()
    else:
        assert code == 1 and out == ""
        assert _stderr(err) == _stderr(golden.read_text())


@pytest.mark.parametrize("name", ["seed_test", "y3"])
def test_legacy_mode_reproduces_the_bug(name: str) -> None:
    """22.1.8's registration and tie order give its buggy output."""
    mlir = SHARED_EXAMPLES / f"{name}.mlir"
    if not mlir.exists():
        pytest.skip("shared/spec/examples is not there")
    code, out, err = run_pyopt(["--gpu-to-llvm=async-yield-benefit=1 legacy-tie-order=1", str(mlir)])
    assert code == 0, err
    assert out == (SHARED_EXAMPLES / f"{name}.llvm22-buggy.out").read_text()


def test_legacy_mode_without_nvvm_is_correct() -> None:
    """Without a rootless pattern 22.1.8 tries ties in reverse registration
    order, so the GPU yield pattern wins."""
    mlir = SHARED_EXAMPLES / "seed_nonvvm.mlir"
    if not mlir.exists():
        pytest.skip("shared/spec/examples is not there")
    code, out, _ = run_pyopt(["--gpu-to-llvm=async-yield-benefit=1 legacy-tie-order=1", str(mlir)])
    assert code == 0 and out == (SHARED_EXAMPLES / "seed_nonvvm.out").read_text()


CI_PROGRAMS = 100


@needs_mlir_opt
@pytest.mark.slow
@pytest.mark.parametrize("seed", range(CI_PROGRAMS))
def test_random_program(seed: int) -> None:
    text = program(seed)
    want = expected_output(text, ["--gpu-to-llvm"])
    got = run_pyopt(["--gpu-to-llvm", "-"], stdin=text)
    assert got[0] == want[0], got[2]
    assert got[1] == want[1]


@needs_mlir_opt
@pytest.mark.parametrize("seed", range(0, 100, 7))
def test_random_program_after_async_region(seed: int) -> None:
    """The usual pipeline: gpu-async-region, then gpu-to-llvm."""
    text = sync_program(seed)
    args = ["--gpu-async-region", "--gpu-to-llvm"]
    want = run_mlir_opt(args, stdin=text)
    got = run_pyopt([*args, "-"], stdin=text)
    assert got[:2] == want[:2], got[2]


@needs_mlir_opt
@pytest.mark.parametrize("seed", range(60))
def test_gpu_async_region(seed: int) -> None:
    text = sync_program(seed)
    want = run_mlir_opt(["--gpu-async-region"], stdin=text)
    got = run_pyopt(["--gpu-async-region", "-"], stdin=text)
    assert got[:2] == want[:2], got[2]


@needs_mlir_opt
@pytest.mark.parametrize("seed", range(0, 300, 10))
def test_legacy_mode_is_mlir_opt_22(seed: int) -> None:
    """With 22.1.8's registration and tie order pyopt prints what 22.1.8
    prints, bug included (NVVM-loading programs yield streams)."""
    text = program(seed)
    want = run_mlir_opt(["--gpu-to-llvm"], stdin=text)
    got = run_pyopt(["--gpu-to-llvm=async-yield-benefit=1 legacy-tie-order=1", "-"], stdin=text)
    assert got[:2] == want[:2], got[2]
