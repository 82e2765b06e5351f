"""Differential tests of the vector -> LLVM lowering on generated vector
programs (tests/unit/vector_program_gen.py): convert-vector-to-llvm (its
greedy pre-pass and conversion), convert-to-llvm (the conversion patterns
alone) and the two chained, against mlir-opt 22.1.8, byte for byte."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import needs_mlir_opt
from test_lowering_differential import compare
from vector_program_gen import VectorProgramGenerator

PIPELINES = {
    "vector": ["--convert-vector-to-llvm"],
    "vector32": ["--convert-vector-to-llvm=force-32bit-vector-indices=false"],
    "to-llvm": ["--convert-to-llvm"],
    "vector+to-llvm": ["--convert-vector-to-llvm", "--convert-to-llvm", "--reconcile-unrealized-casts"],
    "outerproduct": ["--convert-vector-to-llvm=vector-contract-lowering=outerproduct"],
    "shuffle1d": ["--convert-vector-to-llvm=vector-transpose-lowering=shuffle1d"],
    "options": ["--convert-vector-to-llvm=reassociate-fp-reductions use-vector-alignment enable-arm-sve "
                "vector-contract-lowering=llvmintr vector-transpose-lowering=llvmintr"],
}
# A sample: every pipeline on a few programs, the main ones on more.
CASES = [(seed, pid) for seed in range(8) for pid in ("vector", "to-llvm", "vector+to-llvm")] + \
        [(seed, pid) for seed in range(8, 11) for pid in ("vector32", "outerproduct", "shuffle1d", "options")]


@needs_mlir_opt
@pytest.mark.parametrize("seed,pipeline", CASES)
def test_generated_vector_program(tmp_path: Path, seed: int, pipeline: str) -> None:
    path = tmp_path / f"vector_{seed}.mlir"
    path.write_text(VectorProgramGenerator(seed).program(25))
    compare([*PIPELINES[pipeline], str(path)])
