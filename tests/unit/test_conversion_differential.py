"""convert-func-to-llvm and reconcile-unrealized-casts against mlir-opt
22.1.8: the RUN lines of their lit tests, the captured rewriting examples,
the two passes together, and every other input of the suite that
mlir-opt accepts for them (identical stdout, or identical exit status and
first error line)."""

from __future__ import annotations

import re
import shlex
from pathlib import Path

import pytest

from conftest import REPO, input_files, needs_mlir_opt, run_mlir_opt, run_pyopt

LIT = REPO / "tests" / "lit" / "Conversion"
EXAMPLES = REPO.parent / "shared" / "spec" / "rewriting-examples"
OWN_FOLDERS = ("FuncToLLVM", "ReconcileUnrealizedCasts")


def run_line_flags(path: Path) -> list[list[str]]:
    """The pyopt flags of each RUN line (up to the first pipe)."""
    out = []
    for line in re.findall(r"//\s*RUN:(.*)", path.read_text()):
        words = shlex.split(line.split("|")[0])
        if words and words[0] == "pyopt":
            out.append([w for w in words[1:] if w != "%s"])
    return out


CASES = []
for folder in OWN_FOLDERS:
    for f in sorted((LIT / folder).glob("*.mlir")):
        for i, flags in enumerate(run_line_flags(f)):
            CASES.append(pytest.param(f, flags, id=f"{folder}/{f.name}::run{i}"))
for name, flags in [("v1_func_to_llvm", ["--convert-func-to-llvm"]),
                    ("v4_unconvertible_type", ["--convert-func-to-llvm"]),
                    ("v5_user_casts", ["--reconcile-unrealized-casts"]),
                    ("v5_user_casts", ["--convert-func-to-llvm", "--reconcile-unrealized-casts"]),
                    ("v2_arith_to_llvm", ["--convert-func-to-llvm"]),
                    ("v2_arith_to_llvm", ["--convert-func-to-llvm", "--reconcile-unrealized-casts"]),
                    ("v2_arith_to_llvm", ["--convert-arith-to-llvm", "--convert-func-to-llvm"]),
                    ("v2_arith_to_llvm", ["--convert-arith-to-llvm", "--convert-func-to-llvm",
                                          "--reconcile-unrealized-casts"]),
                    ("v3_memref_to_llvm", ["--finalize-memref-to-llvm"]),
                    ("v3_memref_to_llvm", ["--convert-to-llvm"]),
                    ("v5_user_casts", ["--convert-to-llvm"]),
                    ("v8_rollback_modes", ["--convert-to-llvm"]),
                    ("v8_rollback_modes", ["--convert-to-llvm=allow-pattern-rollback=false"]),
                    ("v1_func_to_llvm", ["--convert-to-llvm=allow-pattern-rollback=false"])]:
    path = EXAMPLES / f"{name}.mlir"
    if path.exists():
        CASES.append(pytest.param(path, flags, id=f"{name}::{'+'.join(flags)}"))

PASS_FLAGS = [["--convert-func-to-llvm"], ["--convert-func-to-llvm", "--reconcile-unrealized-casts"],
              ["--convert-func-to-llvm=use-bare-ptr-memref-call-conv=1"], ["--convert-func-to-llvm=index-bitwidth=32"]]
# The conversion folds the ops it cannot legalize (as MLIR does); these
# inputs differ only by folds their dialects do not have yet in pyopt.
FOLD_GAPS: dict[str, str] = {}


def _suite_case(p: Path, flags: list[str]) -> object:
    rel = str(p.relative_to(REPO.parent))
    gap = next((why for name, why in FOLD_GAPS.items() if rel.endswith(name)), None)
    # Strict: once the folds exist the case passes and its line here must go.
    marks = [pytest.mark.xfail(strict=True, reason=f"missing folds: {gap}")] if gap else []
    return pytest.param(p, flags, id=f"{rel}::{'+'.join(flags)}", marks=marks)


SUITE_CASES = [_suite_case(p, flags) for p in input_files() if "func.func" in p.read_text(errors="replace")
               and "expected-error" not in p.read_text(errors="replace") for flags in PASS_FLAGS]


def mlir_opt_or_skip(args: list[str]) -> tuple[int, str, str]:
    import subprocess

    try:
        return run_mlir_opt(args)
    except subprocess.TimeoutExpired:
        pytest.skip("mlir-opt does not finish on this input")


def compare(path: Path, flags: list[str]) -> None:
    text = path.read_text(errors="replace")
    args = list(flags)
    if '"test.' in text or "allow-unregistered-dialect" in text:
        args.insert(0, "--allow-unregistered-dialect")
    if re.search(r"^// -----", text, re.M):
        args.insert(0, "--split-input-file")
    args.append(str(path))
    want = mlir_opt_or_skip(args)
    got = run_pyopt(args)
    assert got[0] == want[0], f"exit {got[0]} vs mlir-opt's {want[0]}\npyopt stderr:\n{got[2][:3000]}"
    assert got[1] == want[1]
    if want[0] != 0:
        assert got[2].splitlines()[:1] == want[2].splitlines()[:1]


@needs_mlir_opt
@pytest.mark.parametrize("path,flags", CASES)
def test_conversion_tests_same_as_mlir_opt(path: Path, flags: list[str]) -> None:
    compare(path, flags)


@needs_mlir_opt
@pytest.mark.slow
@pytest.mark.parametrize("path,flags", SUITE_CASES)
def test_suite_inputs_same_as_mlir_opt(path: Path, flags: list[str]) -> None:
    if mlir_opt_or_skip([*(["--allow-unregistered-dialect"] if '"test.' in path.read_text() else []),
                         "--split-input-file", str(path)])[0] != 0:
        pytest.skip("mlir-opt rejects the input")
    compare(path, flags)
