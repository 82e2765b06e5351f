"""The bench covers every registered pass, and its generated inputs are real work:
each pass's bench command gives mlir-opt's output on a small instance of its input."""
from __future__ import annotations

import importlib.util
import re
import sys
from pathlib import Path

import pytest

from conftest import needs_mlir_opt, run_mlir_opt, run_pyopt
from pyopt.passes.registry import PASSES

BENCH = Path(__file__).resolve().parents[2] / "bench"


def _load(name: str):
    if name in sys.modules:
        return sys.modules[name]
    sys.path.insert(0, str(BENCH))
    try:
        spec = importlib.util.spec_from_file_location(name, BENCH / f"{name}.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module
        spec.loader.exec_module(module)
        return module
    finally:
        sys.path.remove(str(BENCH))


bench_run = _load("run")
bench_gen = _load("gen")


def _passes_of(case) -> set[str]:
    """The pass arguments a bench case runs (`--name` flags naming a registered pass)."""
    return {m.group(1) for a in case.args if (m := re.fullmatch(r"--([a-z0-9-]+)", a)) and m.group(1) in PASSES}


def test_every_registered_pass_has_a_bench_case() -> None:
    builtin = {arg for arg, (module, _, _) in PASSES.items() if module.startswith("pyopt.")}  # not tests' plugins
    covered = set().union(*(_passes_of(c) for c in bench_run.CASES))
    assert sorted(builtin - covered) == [], "add a Case to bench/run.py for each new pass"


SMALL_CASES = [c for c in bench_run.CASES if c.name.startswith("pass-") or c.name.startswith("convert-to-llvm-1")]


def _small_input(case, tmp_path: Path) -> Path:
    path = tmp_path / f"{case.input.kind}.mlir"
    bench_gen.write(path, case.input.kind, 150, case.input.subset)
    return path


@needs_mlir_opt
@pytest.mark.parametrize("kind", bench_gen.KINDS)
def test_generated_input_header_counts_every_op(kind: str, tmp_path: Path) -> None:
    path = tmp_path / "in.mlir"
    bench_gen.write(path, kind, 120, "all")
    code, _, err = run_mlir_opt(["--print-op-stats", str(path), "-o", "/dev/null"])
    assert code == 0, err
    counted = sum(int(m.group(1)) for m in re.finditer(r"^\s*\S+\s*,\s*(\d+)\s*$", err, re.M))
    assert counted - 1 == int(bench_gen.read_header(path)["ops"])  # minus the top-level module


@needs_mlir_opt
@pytest.mark.parametrize("case", SMALL_CASES, ids=lambda c: c.name)
def test_bench_command_matches_mlir_opt(case, tmp_path: Path) -> None:
    path = _small_input(case, tmp_path)
    args = [a.replace("{file}", str(path)) for a in case.args]
    expected = run_mlir_opt(args)
    assert expected[0] == 0, expected[2]
    assert run_pyopt(args) == expected
