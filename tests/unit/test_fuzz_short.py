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
