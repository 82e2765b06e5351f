"""Stderr differential: for every bad input of the suite (the `.mlir`
files with `expected-*` annotations), pyopt's diagnostics must equal
mlir-opt 22.1.8's byte for byte, run without `--verify-diagnostics`:
same messages at the same line:col, same notes, same source lines.

Known mlir-opt 22 quirk, not reproduced: even without
`--verify-diagnostics`, mlir-opt prints for every `// expected-*`
annotation a 3-line block (`FILE:L:C: error: expected error "..." was not
produced`, the source line, a `^~~~` caret) without changing its exit
code.  Those blocks are stripped from mlir-opt's stderr before comparing.

Files that still differ are listed in tests/known_differences.txt as
`<file>::stderr` (strict xfails, as in test_differential.py).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import differential_case, input_files, needs_mlir_opt, run_mlir_opt, run_pyopt

_NOT_PRODUCED = re.compile(r": error: expected (error|warning|remark|note) \".*\" was not produced$")


def strip_not_produced(stderr: str) -> str:
    """mlir-opt's stderr without the `expected ... was not produced` blocks
    (the message line, then the source line and the caret)."""
    lines = stderr.split("\n")
    out: list[str] = []
    i = 0
    while i < len(lines):
        if _NOT_PRODUCED.search(lines[i]):
            i += 3
            continue
        out.append(lines[i])
        i += 1
    return "\n".join(out)


CASES = [differential_case(p, "stderr") for p in input_files()
         if "expected-" in p.read_text(errors="replace")]


@needs_mlir_opt
@pytest.mark.parametrize("path,mode", CASES)
def test_same_diagnostics_as_mlir_opt(path: Path, mode: str) -> None:
    args = ["--allow-unregistered-dialect", "--split-input-file", str(path)]
    want = run_mlir_opt(args)
    got = run_pyopt(args)
    assert got[2] == strip_not_produced(want[2])
    assert got[1] == want[1]
    assert got[0] == want[0]


# Outputs of mlir-opt 22.1.8 for small inputs, pinned so the mechanisms are
# checked where mlir-opt is not installed.
PINNED = {
    "note_without_op_prefix": (
        "func.func @f(%a: f32) -> i32 {\n  func.return %a : f32\n}\n",
        "<stdin>:2:3: error: type of return operand 0 ('f32') doesn't match function result type ('i32') in "
        "function @f\n  func.return %a : f32\n  ^\n"
        "<stdin>:2:3: note: see current operation: \"func.return\"(%arg0) : (f32) -> ()\n"),
    "multi_line_note_first": (
        "func.func @dup() {\n  return\n}\nfunc.func @dup() {\n  return\n}\n",
        "<stdin>:4:1: error: redefinition of symbol named 'dup'\nfunc.func @dup() {\n^\n"
        "<stdin>:4:1: note: see current operation: \n"
        "\"func.func\"() <{function_type = () -> (), sym_name = \"dup\"}> ({\n"
        "  \"func.return\"() : () -> ()\n}) : () -> ()\n"
        "<stdin>:1:1: note: see existing symbol definition here\nfunc.func @dup() {\n^\n"),
    "enum_keyword": (
        "llvm.func @f(%p: !llvm.ptr, %a: i32) {\n"
        "  llvm.store %a, %p atomic {alignment = 4 : i64} : i32, !llvm.ptr\n  llvm.return\n}\n",
        "<stdin>:2:28: error: custom op 'llvm.store' expected string or keyword containing one of the following "
        "enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, "
        "seq_cst]\n  llvm.store %a, %p atomic {alignment = 4 : i64} : i32, !llvm.ptr\n"
        "                           ^\n"),
    "bit_enum_list": (
        "func.func @f(%a: f32) {\n  %0 = arith.addf %a, %a fastmath<nnan,foo> : f32\n  return\n}\n",
        "<stdin>:2:35: error: custom op 'arith.addf' expected ::mlir::arith::FastMathFlags to be one of: none, "
        "reassoc, nnan, ninf, nsz, arcp, contract, afn, fast\n"
        "  %0 = arith.addf %a, %a fastmath<nnan,foo> : f32\n" + " " * 34 + "^\n"
        "<stdin>:2:43: error: custom op 'arith.addf' failed to parse Arith_FastMathAttr parameter 'value' which "
        "is to be a `::mlir::arith::FastMathFlags`\n"
        "  %0 = arith.addf %a, %a fastmath<nnan,foo> : f32\n" + " " * 42 + "^\n"),
}


@pytest.mark.parametrize("name", sorted(PINNED))
def test_pinned_diagnostics(name: str) -> None:
    text, want = PINNED[name]
    code, out, err = run_pyopt([], stdin=text)
    assert (code, out, err) == (1, "", want)
