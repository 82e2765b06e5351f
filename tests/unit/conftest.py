"""Shared helpers: run pyopt in-process and mlir-opt as a subprocess."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest

REPO = Path(__file__).resolve().parents[2]


def find_mlir_opt() -> str | None:
    return shutil.which("mlir-opt") or next(
        (p for p in ("/usr/lib/llvm-22/bin/mlir-opt",) if os.path.exists(p)), None)


MLIR_OPT = find_mlir_opt()


def run_pyopt(args: list[str], stdin: str | None = None) -> tuple[int, str, str]:
    """pyopt's exit code, stdout and stderr, run in this process."""
    from pyopt.cli import main

    out, err = io.StringIO(), io.StringIO()
    old_stdin = sys.stdin
    if stdin is not None:
        sys.stdin = io.TextIOWrapper(io.BytesIO(stdin.encode()))
    try:
        with redirect_stdout(out), redirect_stderr(err):
            try:
                main.main(args=args, prog_name="pyopt", standalone_mode=False)
                code = 0
            except SystemExit as e:
                code = e.code if isinstance(e.code, int) else 1
    finally:
        sys.stdin = old_stdin
    return code, out.getvalue(), err.getvalue()


# Command lines mlir-opt did not finish (22.1.8 hangs on some pipelines):
# the same command later skips at once instead of waiting for the timeout.
_MLIR_OPT_HANGS: set[tuple[str, ...]] = set()


def run_mlir_opt(args: list[str], stdin: str | None = None) -> tuple[int, str, str]:
    """mlir-opt's exit code, stdout and stderr; the test is skipped when
    mlir-opt does not finish within a minute (not pyopt's fault)."""
    assert MLIR_OPT is not None
    key = (*args, stdin or "")
    if key in _MLIR_OPT_HANGS:
        pytest.skip("mlir-opt does not finish on this input")
    try:
        p = subprocess.run([MLIR_OPT, *args], input=stdin, capture_output=True, text=True, timeout=60)
    except subprocess.TimeoutExpired:
        _MLIR_OPT_HANGS.add(key)
        pytest.skip("mlir-opt does not finish on this input")
    return p.returncode, p.stdout, p.stderr


SHARED_EXAMPLES = REPO.parent / "shared" / "spec" / "examples"


def input_files() -> list[Path]:
    """The `.mlir` inputs of the differential tests."""
    files = sorted((REPO / "tests" / "lit").rglob("*.mlir"))
    files += sorted((REPO / "examples").glob("*.mlir"))
    files += sorted((REPO / "tests" / "inputs").rglob("*.mlir"))
    if SHARED_EXAMPLES.is_dir():
        files += sorted(SHARED_EXAMPLES.glob("*.mlir"))
    return files


def known_differences() -> set[str]:
    """Test ids listed in tests/known_differences.txt (strict xfails)."""
    path = REPO / "tests" / "known_differences.txt"
    if not path.exists():
        return set()
    return {line.split("#")[0].strip() for line in path.read_text().splitlines() if line.split("#")[0].strip()}


def case_id(path: Path, mode: str) -> str:
    """`tests/lit/x.mlir::mode`, or `shared/spec/examples/x.mlir::mode`."""
    try:
        rel = str(path.relative_to(REPO))
    except ValueError:
        rel = "shared/" + str(path.relative_to(SHARED_EXAMPLES.parent.parent))
    return f"{rel}::{mode}"


_KNOWN: set[str] | None = None


def differential_case(path: Path, mode: str) -> Any:
    """A pytest parameter (path, mode) with its case id; a strict xfail
    when the id is listed in tests/known_differences.txt."""
    global _KNOWN
    if _KNOWN is None:
        _KNOWN = known_differences()
    cid = case_id(path, mode)
    marks = [pytest.mark.xfail(strict=True, reason="listed in known_differences.txt")] if cid in _KNOWN else []
    return pytest.param(path, mode, id=cid, marks=marks)


needs_mlir_opt = pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt (LLVM 22) is not installed")


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "slow: takes seconds (still run by `make test`)")
