"""How a diagnostic shows its source line, against mlir-opt 22.1.8 (LLVM's
SMDiagnostic::print): tabs expand to 8 columns; a line with non-ASCII bytes
is shown without the caret line (its columns would be wrong)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import needs_mlir_opt, run_mlir_opt, run_pyopt

LINES = [
    '  %0 = "t.x"(%u) {s = "é"} : (i32) -> i32',
    '\t%0 = "t.x"(%u) {s = "é\tx"} : (i32) -> i32',
    '\t%0 = "t.x"(%u)\t: (i32) -> i32',
    '  %0 = "t.x"(%u) : (i32) -> i32 // ünïcödé after the error',
]


@needs_mlir_opt
@pytest.mark.parametrize("line", LINES)
def test_source_line_as_mlir_opt(line: str, tmp_path: Path) -> None:
    path = tmp_path / "in.mlir"
    path.write_text(f"func.func @f() {{\n{line}\n  return\n}}\n", encoding="utf-8")
    argv = ["--allow-unregistered-dialect", str(path)]
    assert run_pyopt(argv) == run_mlir_opt(argv)
