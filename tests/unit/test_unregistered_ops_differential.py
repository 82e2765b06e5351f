"""Unregistered and unknown ops without --allow-unregistered-dialect, against
mlir-opt 22.1.8: the dialect check happens right after the op name (so it is
reported at the next token, and an outer op before the ops in its regions), and
llvm, nvvm and rocdl allow unknown operations (their initialize() says so)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import needs_mlir_opt, run_mlir_opt, run_pyopt

INPUTS = [
    '"t.x"() : () -> ()\n',
    'func.func @f() {\n  "t.x"() : () -> ()\n  return\n}\n',
    'func.func @f() {\n  %0 = "t.x"  // a comment\n   () : () -> i32\n  return\n}\n',
    '"t.x"() ({\n  "t.y"() : () -> ()\n}) : () -> ()\n',
    'func.func @f(%a: i32) {\n  %0 = "llvm.nosuch"(%a) ({\n  ^bb0:\n    "llvm.return"() : () -> ()\n  }) {x = 1}'
    ' : (i32) -> i64\n  %1 = "rocdl.nosuch"(%0) <{p = 2}> : (i64) -> i64\n  "nvvm.nosuch"(%1) : (i64) -> ()\n'
    '  return\n}\n',
    '"gpu.nosuch"() : () -> ()\n',
    '"arith.nosuch"() ({\n  "t.y"() : () -> ()\n}) : () -> ()\n',
    'func.func @f(%a: i32) {\n  llvm.nosuch %a : i32\n  return\n}\n',
]


@needs_mlir_opt
@pytest.mark.parametrize("flags", [[], ["--mlir-print-op-generic"], ["--cse"]], ids=" ".join)
@pytest.mark.parametrize("index", range(len(INPUTS)))
def test_unregistered_op_as_mlir_opt(index: int, flags: list[str], tmp_path: Path) -> None:
    path = tmp_path / "in.mlir"
    path.write_text(INPUTS[index])
    argv = [*flags, str(path)]
    assert run_pyopt(argv) == run_mlir_opt(argv)
