"""Differential tests of the rewriting passes: `--canonicalize`, `--cse` and
`--canonicalize --cse` on every `.mlir` input under tests/ (and the shared
examples) that mlir-opt accepts, and on the captured rewriting examples,
compared byte for byte with mlir-opt 22.1.8.

Both run as command lines (pyopt in-process).  Inputs that still differ are listed, with
the reason, in tests/known_rewrite_differences.txt: strict xfails, so fixing
one makes the test fail until it is removed from the list.
"""

from __future__ import annotations

import re
from pathlib import Path
import pytest

from conftest import REPO, SHARED_EXAMPLES, input_files, needs_mlir_opt, run_mlir_opt, run_pyopt

REWRITING_EXAMPLES = SHARED_EXAMPLES.parent / "rewriting-examples"
MODES = {"canonicalize": ["--canonicalize"], "cse": ["--cse"], "canonicalize-cse": ["--canonicalize", "--cse"]}
KNOWN_FILE = REPO / "tests" / "known_rewrite_differences.txt"


def _known() -> dict[str, str]:
    out: dict[str, str] = {}
    if KNOWN_FILE.exists():
        for line in KNOWN_FILE.read_text().splitlines():
            case, _, reason = line.partition("#")
            if case.strip():
                out[case.strip()] = reason.strip()
    return out


def _case_id(path: Path, mode: str) -> str:
    try:
        rel = str(path.relative_to(REPO))
    except ValueError:
        rel = "shared/" + str(path.relative_to(SHARED_EXAMPLES.parent.parent))
    return f"{rel}::{mode}"


def _inputs() -> list[Path]:
    files = input_files()
    if REWRITING_EXAMPLES.is_dir():
        files += sorted(REWRITING_EXAMPLES.glob("*.mlir"))
    return files


def _flags(text: str) -> list[str]:
    flags = ["--allow-unregistered-dialect"]
    if re.search(r"^// -----", text, re.M):
        flags.append("--split-input-file")
    return flags


KNOWN = _known()
CASES = []
for _path in _inputs():
    _text = _path.read_text(errors="replace")
    if "verify-diagnostics" in _text or "expected-error" in _text:
        continue  # inputs that are meant to fail
    for _mode in MODES:
        _cid = _case_id(_path, _mode)
        _marks = [pytest.mark.xfail(strict=True, reason=KNOWN[_cid])] if _cid in KNOWN else []
        CASES.append(pytest.param(_path, _mode, id=_cid, marks=_marks))


@needs_mlir_opt
@pytest.mark.parametrize("path,mode", CASES)
def test_rewrite_same_as_mlir_opt(path: Path, mode: str) -> None:
    text = path.read_text(errors="replace")
    flags = _flags(text)
    accepted = run_mlir_opt([*flags, str(path)])
    if accepted[0] != 0:
        pytest.skip("mlir-opt rejects the input")
    want = run_mlir_opt([*flags, *MODES[mode], str(path)])
    if want[0] != 0:
        pytest.skip("mlir-opt's passes fail on the input")
    got = run_pyopt([*flags, *MODES[mode], str(path)])
    assert got[0] == want[0], got[2][:3000]
    assert got[1] == want[1]


def test_known_differences_are_cases() -> None:
    """Every listed known difference names an existing case."""
    ids = {p.id for p in CASES}
    stale = sorted(set(KNOWN) - ids)
    assert not stale, f"stale entries in {KNOWN_FILE.name}: {stale}"
