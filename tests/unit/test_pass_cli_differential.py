"""Pass pipelines and pass-manager flags against mlir-opt 22.1.8: the same
exit status, stdout and stderr, byte for byte, for pipelines of the generic
passes (symbol-dce, strip-debuginfo, print-op-stats, and canonicalize where
it is there), their printing, IR dumps and every command-line error.

stderr is compared after naming the program alike (`pyopt:` vs
`mlir-opt:`) and dropping mlir-opt's `expected ... was not produced`
reports (a 22.1.8 defect, see the team notes)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import input_files, needs_mlir_opt, run_mlir_opt, run_pyopt

MODULE = """\
module {
  func.func private @dead() {
    return
  }
  func.func private @callee() {
    %c0 = arith.constant 0 : i32
    return
  }
  func.func @pub() {
    call @callee() : () -> ()
    return
  }
  module @inner {
    func.func private @inner_dead() {
      return
    }
  }
}
"""

OK_CASES = [
    ["--symbol-dce"],
    ["-symbol-dce", "-strip-debuginfo", "--mlir-print-debuginfo"],
    ["--print-op-stats"],
    ["--print-op-stats=json"],
    ["--print-op-stats=json=1", "--symbol-dce", "--print-op-stats=json=false"],
    ["--pass-pipeline", "builtin.module(symbol-dce)"],
    ["-p", "builtin.module(symbol-dce)"],
    ["--pass-pipeline=any(symbol-dce)"],
    ["--pass-pipeline=builtin.module(builtin.module(symbol-dce))"],
    ["--verify-each=0", "--symbol-dce"],
    ["--verify-each=false", "--symbol-dce"],
    ["--dump-pass-pipeline", "--symbol-dce", "--print-op-stats", "--strip-debuginfo"],
    # print-op-stats on nested ops prints from several threads in mlir-opt: threading off
    ["--dump-pass-pipeline", "--mlir-disable-threading",
     "--pass-pipeline=builtin.module(func.func(strip-debuginfo),any(print-op-stats{json=1}),symbol-dce)"],
    ["--dump-pass-pipeline", "--pass-pipeline= builtin.module ( symbol-dce , func.func( strip-debuginfo ) ) "],
    ["--dump-pass-pipeline", "--pass-pipeline=builtin.module()"],
    ["--dump-pass-pipeline", "--pass-pipeline=builtin.module(print-op-stats  func.func(print-op-stats))"],
    ["--dump-pass-pipeline", "--mlir-disable-threading",
     "--pass-pipeline=builtin.module(func.func(print-op-stats{json}),func.func(strip-debuginfo))"],
    ["--mlir-print-ir-after-all", "--symbol-dce", "--strip-debuginfo"],
    ["--mlir-print-ir-before-all", "--pass-pipeline=builtin.module(func.func(strip-debuginfo),symbol-dce)",
     "--mlir-disable-threading"],
    ["--mlir-print-ir-before-all", "--mlir-print-ir-module-scope", "--mlir-disable-threading",
     "--pass-pipeline=builtin.module(func.func(strip-debuginfo))"],
    ["--mlir-print-ir-after-all", "--mlir-print-ir-module-scope", "--mlir-disable-threading", "--symbol-dce"],
    ["--mlir-print-ir-after=symbol-dce", "--mlir-print-ir-after-change", "--symbol-dce", "--symbol-dce"],
    ["--mlir-print-ir-after-change", "--mlir-print-ir-after-all", "--mlir-disable-threading",
     "--pass-pipeline=builtin.module(func.func(strip-debuginfo,print-op-stats{json}))"],
    ["--mlir-print-ir-before=symbol-dce,strip-debuginfo", "--symbol-dce", "--strip-debuginfo", "--print-op-stats"],
    ["--mlir-print-ir-after-change", "--symbol-dce"],
    ["--mlir-print-local-scope", "--mlir-print-ir-after-all", "--symbol-dce"],
    ["--mlir-print-op-generic", "--mlir-print-ir-before-all", "--mlir-disable-threading",
     "--pass-pipeline=builtin.module(func.func(strip-debuginfo),symbol-dce)"],
    ["--mlir-print-debuginfo", "--mlir-print-ir-after-all", "--mlir-disable-threading",
     "--pass-pipeline=builtin.module(func.func(strip-debuginfo),symbol-dce)"],
]

ERROR_CASES = [
    ["--pass-pipeline=builtin.module(no-such-pass)"],
    ["--pass-pipeline=builtin.module(symbol-dce, func.func(no-such-pass))"],
    ["--pass-pipeline=builtin.module(symbol-dce))"],
    ["--pass-pipeline=builtin.module(print-op-stats{)"],
    ["--pass-pipeline=builtin.module(func.func(strip-debuginfo)x)"],
    ["--pass-pipeline=builtin.module(func.func(strip-debuginfo), )"],
    ["--pass-pipeline=builtin.module(,strip-debuginfo)"],
    ["--pass-pipeline=builtin.module(func.func())"],
    ["--pass-pipeline=builtin.module(func.func(strip-debuginfo)"],
    ["--pass-pipeline=builtin.module(\nsymbol-dce,\n  nope)"],
    ["--pass-pipeline=func.func(strip-debuginfo)"],
    ["--pass-pipeline=strip-debuginfo"],
    ["--pass-pipeline=builtin.module(strip-debuginfo"],
    ["--pass-pipeline="],
    ["--pass-pipeline=builtin.module(strip-debuginfo)", "--symbol-dce"],
    ["--print-op-stats=bogus=1"],
    ["--print-op-stats=json=maybe"],
    ["--pass-pipeline=builtin.module(print-op-stats{json=maybe})"],
    ["--pass-pipeline=builtin.module(print-op-stats{bogus})"],
    ["--pass-pipeline=builtin.module(func.func(print-op-stats{x=1}))"],
    ["--mlir-print-ir-module-scope", "--symbol-dce"],
    ["--mlir-print-ir-module-scope", "--mlir-print-ir-after-all", "--symbol-dce"],
    ["--mlir-print-ir-before=bogus", "--symbol-dce"],
    ["--verify-each=no", "--symbol-dce"],
    ["--mlir-timing-display=bogus"],
    ["--mlir-timing=maybe"],
    ["--pass-pipeline=builtin.module(func.func(symbol-dce))"],
    ["--mlir-disable-threading", "--mlir-print-ir-after-failure",
     "--pass-pipeline=builtin.module(func.func(symbol-dce))"],
    ["--mlir-disable-threading", "--mlir-print-ir-after-all",
     "--pass-pipeline=builtin.module(func.func(strip-debuginfo,symbol-dce))"],
]

CANONICALIZE_CASES = [
    ["--canonicalize=max-iterations=abc"],
    ["--canonicalize=region-simplify=extreme"],
    ["--canonicalize=max-iterations=99999999999999999999"],
    ["--pass-pipeline=builtin.module(canonicalize{max-iterations=abc})"],
    ["--pass-pipeline=builtin.module(func.func(canonicalize{top-down=yes}))"],
    ["--dump-pass-pipeline", "--canonicalize=enable-patterns={a b,c} disable-patterns=\"x,y\"", "--symbol-dce"],
    ["--dump-pass-pipeline", "--canonicalize=top-down=0 max-iterations=0x10 max-num-rewrites=-3",
     "--canonicalize=enable-patterns=a enable-patterns=b,'c d'"],
    ["--dump-pass-pipeline", "--pass-pipeline=builtin.module(func.func(canonicalize{top-down region-simplify="
                             "aggressive}),canonicalize{ max-iterations=010 })"],
    ["--mlir-print-ir-after-all", "--canonicalize", "--symbol-dce"],
]


def _normalize_pyopt(err: str) -> str:
    err = re.sub(r"^pyopt: ", "mlir-opt: ", err, flags=re.M)
    return err.replace("Try: 'pyopt --help'", "Try: '/usr/lib/llvm-22/bin/mlir-opt --help'")


def _normalize_mlir_opt(err: str) -> str:
    """Drop the `expected ... was not produced` reports (with their source
    line and caret) that 22.1.8 prints without --verify-diagnostics."""
    lines = err.split("\n")
    out = []
    skip = 0
    for line in lines:
        if skip:
            skip -= 1
            continue
        if re.search(r"error: expected (error|warning|note|remark) .* was not produced$", line):
            skip = 2
            continue
        out.append(line)
    return "\n".join(out)


def _compare(args: list[str], input_path: Path) -> None:
    code, out, err = run_pyopt([*args, input_path.name])
    m_code, m_out, m_err = run_mlir_opt([*args, input_path.name])
    assert (code, out) == (m_code, m_out)
    assert _normalize_pyopt(err) == _normalize_mlir_opt(m_err)


@pytest.fixture
def module_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "in.mlir"
    path.write_text(MODULE)
    monkeypatch.chdir(tmp_path)
    return path


@needs_mlir_opt
@pytest.mark.parametrize("args", OK_CASES + ERROR_CASES, ids=" ".join)
def test_same_as_mlir_opt(args: list[str], module_file: Path) -> None:
    _compare(args, module_file)


@needs_mlir_opt
@pytest.mark.parametrize("args", CANONICALIZE_CASES, ids=" ".join)
def test_canonicalize_flags_same_as_mlir_opt(args: list[str], module_file: Path) -> None:
    from pyopt.passes.registry import is_available

    if not is_available("canonicalize"):
        pytest.skip("canonicalize is not on this branch yet")
    _compare(args, module_file)


@needs_mlir_opt
def test_unknown_flag_reported_as_llvm_does(module_file: Path) -> None:
    """The first line is LLVM's; the suggestion comes from pyopt's own flags."""
    code, out, err = run_pyopt(["--no-such-pass", "--symbol-dce", "--also-bad", "in.mlir"])
    m_code, _, m_err = run_mlir_opt(["--no-such-pass", "--symbol-dce", "--also-bad", "in.mlir"])
    assert (code, out) == (m_code, "")
    lines = _normalize_pyopt(err).splitlines()
    m_lines = m_err.splitlines()
    assert [lines[0], lines[2]] == [m_lines[0], m_lines[2]]
    assert lines[1].startswith("mlir-opt: Did you mean '--")


@needs_mlir_opt
@pytest.mark.parametrize("display", ["tree", "list"])
@pytest.mark.parametrize("threads", [True, False])
def test_timing_report_layout(display: str, threads: bool, module_file: Path) -> None:
    """Numbers differ run to run; rows, their nesting and columns must not."""
    args = ["--mlir-timing", f"--mlir-timing-display={display}", "-o", "/dev/null",
            "--pass-pipeline=builtin.module(func.func(strip-debuginfo),print-op-stats{json},symbol-dce)"]
    if not threads:
        args.append("--mlir-disable-threading")

    def shape(err: str) -> list[str]:
        rows = [line for line in err.splitlines() if not line.startswith(("{", "}", '  "'))]
        shaped = [re.sub(r"\d+\.\d{4}( \(\s*\d+\.\d%\))?", "T", line) for line in rows]
        return sorted(shaped) if display == "list" else shaped

    code, out, err = run_pyopt([*args, "in.mlir"])
    m_code, m_out, m_err = run_mlir_opt([*args, "in.mlir"])
    assert (code, out) == (m_code, m_out) == (0, "")
    assert shape(err) == shape(m_err)


@needs_mlir_opt
def test_single_nested_op_reports_at_once(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A nested pipeline on a single op runs without mlir-opt's parallel
    diagnostic handler: its error comes before the failure dump."""
    (tmp_path / "one.mlir").write_text("func.func @f() {\n  return\n}\n")
    monkeypatch.chdir(tmp_path)
    _compare(["--mlir-print-ir-after-failure", "--pass-pipeline=builtin.module(func.func(symbol-dce))"],
             tmp_path / "one.mlir")


def _symbol_dce_inputs() -> list[Path]:
    return [p for p in input_files() if "verify-diagnostics" not in p.read_text(errors="replace")]


@needs_mlir_opt
@pytest.mark.parametrize("path", _symbol_dce_inputs(), ids=lambda p: str(p.relative_to(p.parents[1])))
def test_generic_passes_on_every_input(path: Path) -> None:
    """symbol-dce, print-op-stats and strip-debuginfo on the suite's inputs."""
    text = path.read_text(errors="replace")
    args = ["--symbol-dce", "--print-op-stats", "--strip-debuginfo"]
    if "allow-unregistered-dialect" in text or '"test.' in text:
        args.append("--allow-unregistered-dialect")
    if re.search(r"^// -----", text, re.M):
        args.append("--split-input-file")
    m_code, m_out, m_err = run_mlir_opt([*args, str(path)])
    if m_code != 0:
        pytest.skip("mlir-opt rejects this input")
    code, out, err = run_pyopt([*args, str(path)])
    assert (code, out) == (m_code, m_out)
    assert _normalize_pyopt(err) == _normalize_mlir_opt(m_err)



SPLIT_INPUT = """\
func.func @a() {
  return
}
// -----
func.func @b() {
  return
}
// -----   func.func @c() {
  return
}
// ---
func.func @d() {
  return
}
"""


@needs_mlir_opt
@pytest.mark.parametrize("args", [[], ["--mlir-print-debuginfo"], ["--pass-pipeline=func.func(symbol-dce)"],
                                  ["--symbol-dce", "--mlir-print-ir-after-all"]], ids=" ".join)
def test_split_input_file_as_mlir_opt(args: list[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Chunks are cut at every marker, also inside a line; a near miss
    (`// ---`) is reported and left in its chunk; the implicit module of a
    later chunk is located right after its marker."""
    (tmp_path / "split.mlir").write_text(SPLIT_INPUT)
    monkeypatch.chdir(tmp_path)
    _compare(["--split-input-file", *args], tmp_path / "split.mlir")
