"""Differential tests: pyopt's output must equal mlir-opt 22.1.8's, byte
for byte, for every `.mlir` input of the suite, in custom and generic form.

Inputs whose RUN lines use `--verify-diagnostics` are compared on that
mode instead (both tools must accept the expected-* annotations).  Known
differences are listed in tests/known_differences.txt; they are strict
xfails, so fixing one makes the test fail until it is removed from the
list.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import REPO, differential_case, input_files, needs_mlir_opt, run_mlir_opt, run_pyopt


def _flags(text: str) -> list[str]:
    run_lines = " ".join(re.findall(r"//\s*RUN:(.*)", text))
    flags = []
    if "allow-unregistered-dialect" in run_lines or '"test.' in text:
        flags.append("--allow-unregistered-dialect")
    if "split-input-file" in run_lines or re.search(r"^// -----", text, re.M):
        flags.append("--split-input-file")
    return flags


CASES = []
for _path in input_files():
    _text = _path.read_text(errors="replace")
    _diag = "verify-diagnostics" in " ".join(re.findall(r"//\s*RUN:(.*)", _text))
    for _mode in (["diagnostics"] if _diag else ["custom", "generic"]):
        CASES.append(differential_case(_path, _mode))


@needs_mlir_opt
@pytest.mark.parametrize("path,mode", CASES)
def test_same_as_mlir_opt(path: Path, mode: str) -> None:
    text = path.read_text(errors="replace")
    args = _flags(text)
    if mode == "generic":
        args.append("--mlir-print-op-generic")
    if mode == "diagnostics":
        args.append("--verify-diagnostics")
        if "--split-input-file" not in args and "split-input-file" in text:
            args.append("--split-input-file")
    args.append(str(path))
    want = run_mlir_opt(args)
    got = run_pyopt(args)
    if mode == "diagnostics":
        assert got[0] == want[0], f"exit {got[0]} vs mlir-opt's {want[0]}\n{got[2][:3000]}"
        return
    assert got[0] == want[0], f"exit {got[0]} vs mlir-opt's {want[0]}\npyopt stderr:\n{got[2][:3000]}"
    assert got[1] == want[1]
    if want[0] != 0:
        # Errors: the first diagnostic must match (position and message).
        assert got[2].splitlines()[:1] == want[2].splitlines()[:1]


def _generated(kind: str, subset: str, n_ops: int) -> str:
    import importlib.util

    spec = importlib.util.spec_from_file_location("bench_gen", REPO / "bench" / "gen.py")
    assert spec is not None and spec.loader is not None
    gen = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(gen)
    return "".join(line if line.endswith("\n") else line + "\n" for line in gen.generate(kind, n_ops, subset))


@needs_mlir_opt
@pytest.mark.parametrize("kind,subset", [("roundtrip", "all"), ("gpu", "xdsl")])
@pytest.mark.parametrize("generic", [False, True], ids=["custom", "generic"])
def test_generated_inputs_same_as_mlir_opt(tmp_path: Path, kind: str, subset: str, generic: bool) -> None:
    """The benchmark generator's programs (bench/gen.py), at a small size."""
    path = tmp_path / f"{kind}.mlir"
    path.write_text(_generated(kind, subset, 2000))
    args = (["--mlir-print-op-generic"] if generic else []) + [str(path)]
    want = run_mlir_opt(args)
    got = run_pyopt(args)
    assert want[0] == 0, want[2]
    assert got[0] == 0, got[2][:3000]
    assert got[1] == want[1]
