"""A short run of the fuzz harness (bench/fuzz.py; `make fuzz` runs 10,000
inputs): 300 inputs (mutated tests/**/*.mlir and hypothesis-generated
MLIR) x 5 flag sets, fixed seed, 2 worker processes.

One test per kind of failure, so that each can be marked on its own.  A
failing test prints the fuzz summary: each distinct failure with an example
input saved under the test's tmp directory; reproduce with the command in
the `.txt` next to it (or rerun `python bench/fuzz.py --mutants 300 --seed
20251`, which writes to bench/.cache/fuzz-failures/).
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from conftest import REPO

sys.path.insert(0, str(REPO / "bench"))
import fuzz  # noqa: E402

MUTANTS = 300
SEED = 20251
JOBS = 2


@pytest.fixture(scope="module")
def fuzz_run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Any, Path, str]:
    out = tmp_path_factory.mktemp("fuzz-failures")
    summary = fuzz.run(mutants=MUTANTS, seed=SEED, jobs=JOBS, timeout=5.0, out_dir=out,
                       subprocess_sample=0.004)
    text = fuzz.format_summary(summary, SEED, JOBS, out)
    print(text)
    return summary, out, text


def _check(fuzz_run: tuple[Any, Path, str], category: str) -> None:
    summary, _, text = fuzz_run
    assert summary.runs == MUTANTS * len(fuzz.flag_sets())
    n = summary.total(category)
    assert n == 0, f"{n} fuzz runs failed with {category}:\n{text}"


@pytest.mark.slow
@pytest.mark.parametrize("category", ["traceback", "internal-error", "hang", "stdout-on-failure",
                                      "bad-exit", "crash"])
def test_short_fuzz_run(fuzz_run: tuple[Any, Path, str], category: str) -> None:
    _check(fuzz_run, category)


def _first_time(marker: Path) -> bool:
    """True in exactly one of the forked workers: the one that creates `marker`."""
    import os

    try:
        os.close(os.open(marker, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        return False
    return True


def test_harness_detects_each_kind_of_failure(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A canary: a pyopt made buggy on purpose (the workers are forked, so
    they inherit the patch) must show up in every category it breaks."""
    import pyopt.driver
    from pyopt.ir.diagnostics import MLIRError

    fuzz.warm_up()  # with the real pyopt
    real = pyopt.driver.process_buffer
    hang_marker = tmp_path / "hang-once"

    def buggy(text: str, filename: str, options: Any, *args: Any, **kwargs: Any) -> str:
        kind = len(text) % 5
        if kind == 0:
            raise KeyError("canary")
        if options.generic and _first_time(hang_marker):
            while True:  # one hang, whatever inputs the sample holds
                pass
        if kind == 2:
            sys.stdout.write("partial output")
            raise MLIRError("canary error")  # no location: also "no-diagnostic"
        if kind == 3:
            sys.stderr.write("Traceback (most recent call last):\n")
        return real(text, filename, options, *args, **kwargs)

    monkeypatch.setattr(pyopt.driver, "process_buffer", buggy)
    # 25 inputs: the kinds of bug follow the inputs' lengths, so a small sample
    # of the suite's files may miss one (each kind is then 0.4% likely to be missing).
    summary = fuzz.run(mutants=25, seed=7, jobs=2, timeout=1.0, out_dir=tmp_path, subprocess_sample=0.0,
                       hypothesis_share=0.0)
    text = fuzz.format_summary(summary, 7, 2, tmp_path)
    for category in ("internal-error", "hang", "stdout-on-failure", "traceback", "no-diagnostic"):
        assert summary.total(category) > 0, f"{category} not detected:\n{text}"
        assert list(tmp_path.glob(f"{category}-*.mlir")), f"no {category} input saved"
    assert any("KeyError: 'canary'" in sig for sig in summary.signatures["internal-error"]), text
    hang_reports = "".join(p.read_text() for p in tmp_path.glob("hang-*.txt"))
    assert "in buggy" in hang_reports, "the stack of the hang is not in its report"
    assert summary.total("crash") == 0, text
