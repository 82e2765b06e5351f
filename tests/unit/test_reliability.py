"""The rules of the Reliability issue, one test (or a few) per rule.

For any input pyopt must:

* exit 0 on success;
* exit 1 on a user error, with an MLIR-style `file:line:col: error: message`,
  the source line and a caret on stderr, and nothing on stdout (except with
  --split-input-file, where the other chunks still print, as in mlir-opt);
* never show a Python traceback;
* report an internal error (a pyopt bug) as one `pyopt: internal error: ...`
  line and exit 2 (the traceback only with --debug);
* not hang: a 10 KB input finishes well under a second;
* parse and print deep structure (10,000 nested regions, 100,000 ops in one
  block, a 1 MB line) without RecursionError or quadratic time, or give a
  clear error;
* read non-UTF-8 bytes as mlir-opt does (fine in comments and strings);
* write `-o FILE` atomically and only on success, never modify the input,
  accept `-o` naming the input, leave an existing output alone on failure;
* with --split-input-file, report an error in one chunk with the real line
  numbers and still process the other chunks.

Rules about the process (exit codes, stdout, files) run the real
`.venv/bin/pyopt` in a subprocess; the others run in-process.  Tests marked
`slow` take seconds each; `make test` runs them too.  A rule pyopt breaks for
a reason outside pyopt/cli.py and pyopt/driver.py is a strict xfail naming
the cause: it fails loudly once fixed, so the marker gets removed.
"""

from __future__ import annotations

import json
import os
import re
import stat
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from conftest import MLIR_OPT, REPO, run_pyopt

PYOPT_EXE = REPO / ".venv" / "bin" / "pyopt"
PYOPT = [str(PYOPT_EXE)] if PYOPT_EXE.exists() else [sys.executable, "-m", "pyopt.cli"]
TIMEOUT = 120  # generous: a machine under load, not a limit on pyopt

VALID = textwrap.dedent("""\
    func.func private @decl(i32) -> i32
    func.func @f(%a: i32) -> i32 {
      %0 = func.call @decl(%a) : (i32) -> i32
      return %0 : i32
    }
""")


def cli(args: list[str], *, stdin: bytes | None = None, timeout: float = TIMEOUT,
        env: dict[str, str] | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess:
    """Run the pyopt executable; stdout and stderr are decoded text."""
    full_env = {k: v for k, v in os.environ.items() if k != "PYOPT_DEBUG"}
    full_env.update(env or {})
    p = subprocess.run([*PYOPT, *args], input=stdin if stdin is not None else b"", capture_output=True,
                       timeout=timeout, env=full_env, cwd=cwd)
    p.stdout = p.stdout.decode("utf-8", "replace")
    p.stderr = p.stderr.decode("utf-8", "replace")
    return p


def assert_clean_failure(p: subprocess.CompletedProcess | tuple[int, str, str], split: bool = False) -> None:
    code, out, err = (p.returncode, p.stdout, p.stderr) if not isinstance(p, tuple) else p
    assert code == 1, f"exit {code}\n{err}"
    assert "Traceback" not in err, err
    assert "internal error" not in err, err
    if not split:
        assert out == "", f"stdout on failure: {out[:300]!r}"


def check_diagnostic(err: str, path: str, line: int | None = None, col: int | None = None,
                     source: str | None = None) -> tuple[int, int]:
    """The first diagnostic is `path:line:col: error: ...`, then the source
    line, then a caret under column `col` (and `~` under the rest of a range);
    no caret under a line with non-ASCII text (LLVM's SMDiagnostic::print)."""
    lines = err.split("\n")
    m = re.match(rf"^{re.escape(path)}:(\d+):(\d+): error: .+", lines[0])
    assert m, f"not an MLIR diagnostic: {lines[0]!r}"
    got_line, got_col = int(m.group(1)), int(m.group(2))
    if line is not None:
        assert got_line == line, err
    if col is not None:
        assert got_col == col, err
    if source is not None:
        assert lines[1] == source.split("\n")[got_line - 1], err
    if lines[1].isascii():
        assert lines[2].rstrip("~") == " " * (got_col - 1) + "^", err
    else:
        assert not (lines[2].strip() and set(lines[2]) <= set(" ~^")), err  # no caret line
    return got_line, got_col


@pytest.fixture(scope="module", autouse=True)
def warm_grammar_cache(tmp_path_factory: pytest.TempPathFactory) -> None:
    """Build pyopt's grammar cache (slow when the sources changed) before the
    timed tests; also loads it in this process."""
    d = tmp_path_factory.mktemp("warm")
    (d / "w.mlir").write_text("module {\n}\n")
    subprocess.run([*PYOPT, str(d / "w.mlir")], capture_output=True, timeout=1800)
    run_pyopt([str(d / "w.mlir")])


def _no_temp_files(folder: Path) -> None:
    left = [p.name for p in folder.iterdir() if p.name.startswith(".pyopt-")]
    assert not left, f"temporary files left behind: {left}"


# ---- exit codes, stdout and diagnostics --------------------------------------------------

def test_success_exits_0(tmp_path: Path) -> None:
    f = tmp_path / "ok.mlir"
    f.write_text(VALID)
    p = cli([str(f)])
    assert p.returncode == 0, p.stderr
    assert p.stderr == ""
    assert p.stdout.startswith("module {\n") and "func.func @f(%arg0: i32) -> i32" in p.stdout


# Errors that the fast parser path reports (a syntax error costs seconds
# more, see SLOW_ERRORS): used where the kind of error does not matter.
VERIFIER_ERROR = "func.func @bad(%a: i64) -> i32 {\n  return %a : i64\n}\n"

USER_ERRORS = {
    # name: (input, line, col)
    "syntax": ('module {\n  "test.op"() : () -> (\n}\n', 2, 24),
    "unknown-op": ("module {\n  foo.bar\n}\n", 2, 3),
    "undefined-value": ("func.func @f() -> i32 {\n  return %x : i32\n}\n", 2, 10),
    "verifier": ("func.func @f(%a: i64) -> i32 {\n  return %a : i64\n}\n", 2, 3),
    # A dialect mlir-opt does not register (its test dialect allows unknown ops):
    # reported at the token after the op's name.
    "unregistered": ('"frob.op"() : () -> ()\n', 1, 10),
}


@pytest.mark.parametrize("name,flags", [(n, []) for n in USER_ERRORS] + [
    ("verifier", ["--mlir-print-op-generic"]), ("undefined-value", ["--mlir-print-op-generic"])])
def test_user_error_exits_1_with_located_diagnostic_and_no_stdout(tmp_path: Path, name: str,
                                                                   flags: list[str]) -> None:
    text, line, col = USER_ERRORS[name]
    f = tmp_path / "in.mlir"
    f.write_text(text)
    p = cli([*flags, str(f)])
    assert_clean_failure(p)
    check_diagnostic(p.stderr, str(f), line, col, text)


def test_failed_verify_diagnostics_prints_what_it_processed(tmp_path: Path) -> None:
    """As mlir-opt 22.1.8: unmet expectations fail the run (exit 1), but IR
    that parsed and verified is still printed; IR that failed is not."""
    f = tmp_path / "in.mlir"
    f.write_text("// expected-error @+1 {{this is not produced}}\nfunc.func @f() {\n  return\n}\n")
    p = cli(["--verify-diagnostics", str(f)])
    assert_clean_failure(p, split=True)
    check_diagnostic(p.stderr, str(f), 1)
    assert p.stdout == "module {\n  func.func @f() {\n    return\n  }\n}\n\n"
    f.write_text("func.func @f() -> i32 {\n  return\n}\n")
    p = cli(["--verify-diagnostics", str(f)])
    assert_clean_failure(p)
    check_diagnostic(p.stderr, str(f), 2)


def test_command_line_and_file_errors_exit_1(tmp_path: Path) -> None:
    f = tmp_path / "ok.mlir"
    f.write_text(VALID)
    for args, message in [
        (["--no-such-option", str(f)], "no-such-option"),          # click would exit 2
        ([str(tmp_path / "missing.mlir")], "missing.mlir"),
        ([str(tmp_path)], str(tmp_path)),                           # a directory
        ([str(f), "-o", str(tmp_path / "no" / "such" / "dir.mlir")], "cannot open output file"),
    ]:
        p = cli(args)
        assert_clean_failure(p)
        assert message in p.stderr, (args, p.stderr)


@pytest.mark.parametrize("fd", [0, 1], ids=["stdin", "stdout"])
def test_closed_standard_stream_exits_1(tmp_path: Path, fd: int) -> None:
    f = tmp_path / "ok.mlir"
    f.write_text(VALID)
    args = ["-"] if fd == 0 else [str(f)]
    p = subprocess.run([*PYOPT, *args], stderr=subprocess.PIPE, timeout=TIMEOUT, preexec_fn=lambda: os.close(fd))
    err = p.stderr.decode()
    assert p.returncode == 1, err
    assert "Traceback" not in err and "internal error" not in err, err
    assert "Bad file descriptor" in err, err


def test_write_error_on_stdout_exits_1(tmp_path: Path) -> None:
    if not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    f = tmp_path / "ok.mlir"
    f.write_text(VALID)
    with open("/dev/full", "wb") as full:
        p = subprocess.run([*PYOPT, str(f)], stdout=full, stderr=subprocess.PIPE, timeout=TIMEOUT)
    err = p.stderr.decode()
    assert p.returncode == 1, err
    assert "Traceback" not in err and "internal error" not in err and "Exception ignored" not in err, err
    assert "No space left on device" in err


def test_closed_stdout_is_quiet(tmp_path: Path) -> None:
    """`pyopt big.mlir | head -1`: no traceback, no internal error."""
    f = tmp_path / "big.mlir"
    f.write_text("module {\n" + "  func.func private @d(i32)\n" * 20000 + "}\n")
    p = subprocess.Popen([*PYOPT, str(f)], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    p.stdout.read(10)
    p.stdout.close()  # before pyopt is done writing 500 KB
    err = p.stderr.read().decode()
    code = p.wait(TIMEOUT)
    assert code in (0, 1), err
    assert "Traceback" not in err and "internal error" not in err and "Exception ignored" not in err, err


def test_ascii_locale(tmp_path: Path) -> None:
    """Non-ASCII text in the input, in its name and in diagnostics, with
    Python's stdout and stderr set to ASCII."""
    f = tmp_path / "\u00e9t\u00e9.mlir"
    f.write_text('func.func private @f() attributes {s = "\u00e9\u4e2d"}\n', encoding="utf-8")
    env = {**os.environ, "PYTHONIOENCODING": "ascii"}
    for args in ([str(f)], ["--mlir-print-debuginfo", str(f)]):
        p = subprocess.run([*PYOPT, *args], capture_output=True, timeout=TIMEOUT, env=env)
        assert p.returncode == 0, p.stderr.decode()
        p.stdout.decode("utf-8")
    f.write_text("func.func @bad(%a: i64) -> i32 {\n  return %a : i64 // \u00e9\u4e2d\n}\n", encoding="utf-8")
    p = subprocess.run([*PYOPT, str(f)], capture_output=True, timeout=TIMEOUT, env=env)
    assert p.returncode == 1 and p.stdout == b"", p.stderr.decode()
    assert b"Traceback" not in p.stderr and b"internal error" not in p.stderr, p.stderr.decode()


# ---- no traceback -----------------------------------------------------------------------

NASTY = {
    "empty": "",
    "only-comments": "// nothing\n",
    "nul-byte": 'module {\n}\n\x00\n',
    "bom": "\ufeffmodule {\n}\n",
    "lone-cr": "module {\r}\r",
    "unclosed-region": "module {\n" * 5,
    "unclosed-string": 'func.func private @f() attributes {s = "abc\n',
    "stray-close": "}\n)\n]\n>\n",
    "unicode-ident": "func.func @\u00e9() {\n  return\n}\n",
    "bad-split-markers": "// -----\n// -----\n//-----\n",
    "huge-width": "func.func private @f(i16777216)\n",
    "huge-dim": "func.func private @f(tensor<99999999999999999999999xf32>)\n",
    "huge-result-count": '%0:99999999999999999999 = "test.op"() : () -> ()\n',
    "huge-result-number": ('func.func @f() {\n  %0 = "test.op"() : () -> i32\n'
                           '  "test.op"(%0#99999999999999999999) : (i32) -> ()\n  return\n}\n'),
    "huge-float": "func.func private @f() attributes {a = 1.0e99999 : f32}\n",
    "bad-expected-line": "// expected-error @+99999999999999999999 {{x}}\n",
    "bad-expected-regex": "// expected-error-re {{[}}\nfunc.func @f( {\n",
    "redefinition": "func.func @f() {\n  %0 = arith.constant 0 : i32\n  %0 = arith.constant 0 : i32\n  return\n}\n",
    "dialect-body": "func.func private @f(!llvm.ptr<<<<<>>>>>)\n",
    "resources": '{-# dialect_resources: { builtin: { r: "0x" } } #-}\n',
    "long-escape": 'func.func private @f() attributes {s = "\\' + "f" * 100 + '"}\n',
    "big-integer": "func.func private @f() attributes {a = " + "9" * 5000 + " : i64}\n",
    "bad-escape": 'func.func private @f() attributes {s = "\\zz"}\n',
}
NASTY_XFAIL: dict[str, str] = {}
FLAG_SETS = [[], ["--mlir-print-op-generic"], ["--split-input-file"], ["--verify-diagnostics"],
             ["--allow-unregistered-dialect"]]


@pytest.mark.parametrize("name", [
    pytest.param(n, marks=pytest.mark.xfail(strict=True, reason=NASTY_XFAIL[n])) if n in NASTY_XFAIL else n
    for n in NASTY])
def test_no_traceback_or_internal_error(tmp_path: Path, name: str) -> None:
    f = tmp_path / "in.mlir"
    f.write_bytes(NASTY[name].encode("utf-8"))
    for flags in FLAG_SETS:
        code, out, err = run_pyopt([*flags, str(f)])
        assert code in (0, 1), (flags, code, err)
        assert "Traceback" not in err and "internal error" not in err, (flags, err)
        if code == 1:
            assert re.search(r":\d+:\d+: error: ", err), (flags, err)
            if "--split-input-file" not in flags and "--verify-diagnostics" not in flags:
                assert out == "", (flags, out[:200])  # (those two print what was processed, as mlir-opt)


# ---- internal errors ------------------------------------------------------------------------

_BOOM = textwrap.dedent("""\
    import sys
    import pyopt.driver

    def boom(*args, **kwargs):
        raise KeyError("a bug\\nspread over lines")

    pyopt.driver.process_buffer = boom
    from pyopt.cli import main
    sys.argv = ["pyopt", *sys.argv[1:]]
    main()
""")


def test_internal_error_is_one_line_and_exit_2(tmp_path: Path) -> None:
    f = tmp_path / "ok.mlir"
    f.write_text(VALID)
    env = {k: v for k, v in os.environ.items() if k != "PYOPT_DEBUG"}
    p = subprocess.run([sys.executable, "-c", _BOOM, str(f)], capture_output=True, text=True,
                       timeout=TIMEOUT, env=env)
    assert p.returncode == 2, p.stderr
    assert p.stdout == ""
    lines = p.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("pyopt: internal error: KeyError"), p.stderr
    assert "Traceback" not in p.stderr

    p = subprocess.run([sys.executable, "-c", _BOOM, "--debug", str(f)], capture_output=True, text=True,
                       timeout=TIMEOUT, env=env)
    assert p.returncode == 2, p.stderr
    assert "Traceback" in p.stderr and "in boom" in p.stderr
    assert p.stderr.rstrip().splitlines()[-1].startswith("pyopt: internal error: KeyError")


@pytest.mark.parametrize("exc", [RecursionError, MemoryError])
def test_resource_exhaustion_is_a_clear_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              exc: type[BaseException]) -> None:
    import pyopt.driver

    def exhausted(*args: object, **kwargs: object) -> str:
        raise exc()

    monkeypatch.setattr(pyopt.driver, "process_buffer", exhausted)
    f = tmp_path / "ok.mlir"
    f.write_text(VALID)
    code, out, err = run_pyopt([str(f)])
    assert_clean_failure((code, out, err))
    check_diagnostic(err, str(f), 1, 1, VALID)


# ---- no hang ---------------------------------------------------------------------------

_CPU = textwrap.dedent("""\
    import io, json, sys, time
    from contextlib import redirect_stderr, redirect_stdout
    from pyopt.cli import main

    def run(args):
        out, err = io.StringIO(), io.StringIO()
        with redirect_stdout(out), redirect_stderr(err):
            try:
                main.main(args=args, prog_name="pyopt", standalone_mode=False)
                code = 0
            except SystemExit as e:
                code = e.code
        return code, err.getvalue()

    warm, path = sys.argv[1:]
    run([warm])  # loading pyopt and its grammar is not measured
    c0 = time.process_time()
    code, err = run([path])
    print(json.dumps({"code": code, "cpu": time.process_time() - c0, "stderr": err[:500]}))
""")


def _ten_kb() -> str:
    decls = "".join(f"func.func private @decl{i}(i32, f32) -> i64\n" for i in range(180))
    calls = "".join(f"  %r{i} = func.call @decl{i}(%a, %b) : (i32, f32) -> i64\n" for i in range(40))
    return decls + "func.func @main(%a: i32, %b: f32) -> i64 {\n" + calls + "  return %r0 : i64\n}\n"


TEN_KB = {
    "valid": "",
    "verifier-error": "func.func @bad(%a: i64) -> i32 {\n  return %a : i64\n}\n",
    "syntax-error": "func.func @bad() {\n  $\n}\n",
    "unknown-op": "func.func @bad() {\n  foo.bar\n}\n",
    "whitespace-run": "module {" + " " * 40 + "\n" * 40 + "$\n}\n",
    "nested-600": "module {\n" * 600 + "}\n" * 600,
}


@pytest.mark.parametrize("name", list(TEN_KB))
def test_10kb_input_finishes_well_under_a_second(tmp_path: Path, name: str) -> None:
    """CPU time (the machine may be busy) of one run in a fresh process,
    after loading pyopt and its grammar; a hang is killed by the timeout."""
    warm = tmp_path / "warm.mlir"
    warm.write_text("module {\n}\n")
    f = tmp_path / "in.mlir"
    text = _ten_kb() + TEN_KB[name] if name != "nested-600" else TEN_KB[name]
    f.write_text(text)
    assert 5_000 <= len(text) <= 12_000
    try:
        p = subprocess.run([sys.executable, "-c", _CPU, str(warm), str(f)], capture_output=True, text=True,
                           timeout=60)
    except subprocess.TimeoutExpired:
        pytest.fail(f"{name}: no answer after 60 s")
    result = json.loads(p.stdout.strip().splitlines()[-1])
    assert result["code"] == (0 if name in ("valid", "nested-600") else 1), result
    assert result["cpu"] < 1.0, f"{name}: {result['cpu']:.2f} s CPU"


# ---- deep and big structure ------------------------------------------------------------------

@pytest.mark.slow
@pytest.mark.parametrize("form", ["custom", "generic"])
def test_10000_nested_regions(tmp_path: Path, form: str) -> None:
    """The printer recurses per level: pyopt/driver.py reruns such an input
    on a thread with a deep stack.  (mlir-opt 22 itself crashes here.)"""
    n = 10_000
    f = tmp_path / "deep.mlir"
    f.write_text('"test.op"() ({\n' * n + '  "test.leaf"() : () -> ()\n' + "}) : () -> ()\n" * n)
    out = tmp_path / "out.mlir"
    flags = ["--allow-unregistered-dialect"] + (["--mlir-print-op-generic"] if form == "generic" else [])
    c0 = time.process_time()
    code, stdout, err = run_pyopt([*flags, str(f), "-o", str(out)])
    cpu = time.process_time() - c0
    assert code == 0, err[:2000]
    assert err == ""
    with open(out, "rb") as fh:
        lines = 0
        deepest = 0
        for line in fh:
            lines += 1
            if b"test.leaf" in line:
                deepest = len(line) - len(line.lstrip(b" "))
    assert lines >= 2 * n + 3  # module { ... }, one line per open and per close, the leaf
    assert deepest == 2 * (n + 1)
    assert cpu < 60, f"{cpu:.1f} s CPU"  # the output itself is 200 MB (indentation)


@pytest.mark.slow
def test_nesting_beyond_the_limit_is_a_clear_error(tmp_path: Path) -> None:
    """50,000 levels would print 2.5 GB of indentation: pyopt stops at the
    recursion limit of its deep-stack retry (pyopt/driver.py) instead."""
    f = tmp_path / "deeper.mlir"
    text = "module {\n" * 50_000 + "}\n" * 50_000
    f.write_text(text)
    out = tmp_path / "out.mlir"
    out.write_text("precious\n")
    code, stdout, err = run_pyopt([str(f), "-o", str(out)])
    assert_clean_failure((code, stdout, err))
    check_diagnostic(err, str(f), 1, 1, text)
    assert "nesting is too deep" in err
    assert out.read_text() == "precious\n"


DEEP = 10_000
DEEP_KINDS = {
    "array": '"test.op"() {a = ' + "[" * DEEP + "1" + "]" * DEEP + "} : () -> ()\n",
    "dictionary": '"test.op"() {a = ' + "{a = " * DEEP + "unit" + "}" * DEEP + "} : () -> ()\n",
    "tuple-type": '"test.op"() : () -> ' + "tuple<" * DEEP + "i32" + ">" * DEEP + "\n",
    "complex-type": '"test.op"() : () -> ' + "complex<" * DEEP + "f32" + ">" * DEEP + "\n",
    "affine-parens": "#map = affine_map<(d0) -> (" + "(" * DEEP + "d0" + " + 1)" * DEEP + ")>\n"
                     '"test.op"() {m = #map} : () -> ()\n',
    "affine-negation": "#map = affine_map<(d0) -> (" + "-" * DEEP + "d0)>\n"
                       '"test.op"() {m = #map} : () -> ()\n',
    "name-loc": '"test.op"() : () -> () loc(' + '"n"(' * DEEP + "unknown" + ")" * DEEP + ")\n",
    "callsite-loc": '"test.op"() : () -> () loc(' + "callsite(" * DEEP + "unknown" + " at unknown)" * DEEP + ")\n",
    "dense": '"test.op"() {a = dense<' + "[" * 64 + "1" + "]" * 64 + "> : tensor<" + "1x" * 64 + "i32>} : () -> ()\n",
    "unclosed": '"test.op"() ({\n' * DEEP,
    "module": "module {\n" * DEEP + "}\n" * DEEP,
}


@pytest.mark.slow
@pytest.mark.parametrize("kind", list(DEEP_KINDS))
def test_deep_attributes_types_and_locations(tmp_path: Path, kind: str) -> None:
    """10,000 levels of nesting anywhere: printed, or a clear error."""
    f = tmp_path / "deep.mlir"
    f.write_text(DEEP_KINDS[kind])
    for flags in (["--allow-unregistered-dialect"], ["--allow-unregistered-dialect", "--mlir-print-op-generic",
                                                      "--mlir-print-debuginfo"]):
        code, out, err = run_pyopt([*flags, str(f), "-o", str(tmp_path / "out.mlir")])
        assert code in (0, 1), (flags, code, err[:2000])
        assert "Traceback" not in err and "internal error" not in err, err[:2000]
        if code == 1:
            check_diagnostic(err, str(f))


@pytest.mark.slow
def test_100000_ops_in_one_block_in_linear_time(tmp_path: Path) -> None:
    def run(n: int) -> float:
        f = tmp_path / f"wide{n}.mlir"
        f.write_text("module {\n" + "".join(f"  func.func private @d{i}(i32)\n" for i in range(n)) + "}\n")
        out = tmp_path / f"out{n}.mlir"
        c0 = time.process_time()
        code, _, err = run_pyopt([str(f), "-o", str(out)])
        cpu = time.process_time() - c0
        assert code == 0, err[:2000]
        with open(out, "rb") as fh:
            assert n + 2 <= sum(1 for _ in fh) <= n + 3
        return cpu

    small = run(25_000)
    big = run(100_000)
    # Linear: 4x the ops, ~4x the time (quadratic would be 16x).
    assert big < 7 * small + 1, f"25k ops: {small:.2f} s, 100k ops: {big:.2f} s CPU"


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["string", "ops", "error-at-end"])
def test_1mb_single_line(tmp_path: Path, kind: str) -> None:
    if kind != "ops":
        # (Few tokens: a syntax error in a big input is parsed a second time,
        # by Lark, about 10 times slower than the fast path: see SLOW_ERRORS.)
        end = "}\n" if kind == "string" else "} $ }\n"
        text = 'func.func private @f() attributes {s = "' + "x" * (1 << 20) + '"' + end
    else:
        decls = "".join(f"func.func private @d{i}(i32) " for i in range(36_000))
        text = "module { " + decls + ("}" if kind == "ops" else "$ }") + "\n"
    assert len(text) >= 1 << 20
    f = tmp_path / "line.mlir"
    f.write_text(text)
    c0 = time.process_time()
    code, out, err = run_pyopt([str(f)])
    cpu = time.process_time() - c0
    if kind == "error-at-end":
        assert_clean_failure((code, out, err))
        check_diagnostic(err, str(f), 1, len(text) - 3)
    else:
        assert code == 0, err[:2000]
        assert (1 << 20) <= len(out)
    assert cpu < 30, f"{cpu:.1f} s CPU"


# ---- non-UTF-8 input ---------------------------------------------------------------------------

# MLIR's lexer reads bytes: ones that are not UTF-8 are fine in comments and
# string literals (printed back escaped), "unexpected character" elsewhere.
NON_UTF8_INPUTS = {
    "comment": b"func.func @f() {\n  // caf\xe9 au lait \xff\n  return\n}\n",
    "string": b'"test.x"() {s = "caf\xe9", "k\xe9y" = 1} : () -> ()\n',
    "location": b'"test.x"() : () -> () loc("a\xe9b":1:2)\n',
    "symbol": b'func.func private @"caf\xe9"()\n',
    "outside": b"func.func @f() {\n  \xe9 return\n}\n",
    "error below": b"// caf\xe9\nfunc.func @f() {\n  return %x\n}\n",
    "split": b"// caf\xe9\nmodule {\n}\n// -----\n\"test.x\"() {s = \"\xff\"} : () -> ()\n",
}


@pytest.mark.skipif(MLIR_OPT is None, reason="mlir-opt not installed")
@pytest.mark.parametrize("name", list(NON_UTF8_INPUTS))
def test_non_utf8_bytes_as_mlir_opt_reads_them(tmp_path: Path, name: str) -> None:
    f = tmp_path / "latin1.mlir"
    f.write_bytes(NON_UTF8_INPUTS[name])
    for flags in (["--allow-unregistered-dialect", "--mlir-print-debuginfo"],
                  ["--allow-unregistered-dialect", "--split-input-file"]):
        want = subprocess.run([MLIR_OPT, *flags, str(f)], capture_output=True)
        got = subprocess.run([*PYOPT, *flags, str(f)], capture_output=True)
        assert (got.returncode, got.stdout, got.stderr) == (want.returncode, want.stdout, want.stderr), flags
    got = subprocess.run([*PYOPT, "--allow-unregistered-dialect", "-"], input=NON_UTF8_INPUTS[name],
                         capture_output=True)
    want = subprocess.run([MLIR_OPT, "--allow-unregistered-dialect", "-"], input=NON_UTF8_INPUTS[name],
                          capture_output=True)
    assert (got.returncode, got.stdout, got.stderr) == (want.returncode, want.stdout, want.stderr)


# ---- -o and the input file --------------------------------------------------------------------

def test_output_file_is_written_atomically_on_success(tmp_path: Path) -> None:
    f = tmp_path / "ok.mlir"
    f.write_text(VALID)
    expected = cli([str(f)]).stdout
    out = tmp_path / "out.mlir"
    out.write_text("old contents\n")
    out.chmod(0o640)
    before = out.stat()
    p = cli([str(f), "-o", str(out)])
    assert p.returncode == 0 and p.stdout == "" and p.stderr == "", p.stderr
    assert out.read_text() == expected
    after = out.stat()
    assert after.st_ino != before.st_ino, "written in place, not through a temporary file and a rename"
    assert stat.S_IMODE(after.st_mode) == 0o640, "the output's permissions were not kept"
    _no_temp_files(tmp_path)


def test_input_is_never_modified(tmp_path: Path) -> None:
    good = tmp_path / "good.mlir"
    good.write_text(VALID)
    bad = tmp_path / "bad.mlir"
    bad.write_text(VERIFIER_ERROR + "// -----\n" + VALID)
    for f in (good, bad):
        data, mtime = f.read_bytes(), f.stat().st_mtime_ns
        for flags in ([], ["--split-input-file"], ["--verify-diagnostics"], ["--mlir-print-op-generic"],
                      ["-o", str(tmp_path / "other.mlir")]):
            cli([*flags, str(f)])
            assert f.read_bytes() == data and f.stat().st_mtime_ns == mtime, (f.name, flags)


def test_output_may_name_the_input(tmp_path: Path) -> None:
    f = tmp_path / "inout.mlir"
    f.write_text(VALID)
    expected = cli([str(f)]).stdout
    p = cli([str(f), "-o", str(f)])
    assert p.returncode == 0, p.stderr
    assert f.read_text() == expected
    # Running again on its own output is stable.
    p = cli([str(f), "-o", str(f)])
    assert p.returncode == 0 and f.read_text() == expected
    # A failing run leaves it alone.
    bad = VERIFIER_ERROR
    f.write_text(bad)
    p = cli([str(f), "-o", str(f)])
    assert_clean_failure(p)
    assert f.read_text() == bad
    _no_temp_files(tmp_path)


@pytest.mark.parametrize("flags", [[], ["--split-input-file"], ["--verify-diagnostics"],
                                   ["--split-input-file", "--verify-diagnostics"]],
                         ids=["plain", "split", "verify", "split-verify"])
def test_failing_run_leaves_existing_output_untouched(tmp_path: Path, flags: list[str]) -> None:
    f = tmp_path / "bad.mlir"
    f.write_text(VALID + "// -----\n" + VERIFIER_ERROR)
    out = tmp_path / "out.mlir"
    out.write_text("precious\n")
    before = out.stat()
    p = cli([*flags, str(f), "-o", str(out)])
    assert_clean_failure(p)
    assert out.read_text() == "precious\n"
    assert out.stat().st_ino == before.st_ino and out.stat().st_mtime_ns == before.st_mtime_ns
    _no_temp_files(tmp_path)


def test_output_to_a_symlink_or_a_fifo_keeps_it(tmp_path: Path) -> None:
    """`-o /dev/null` must not replace /dev/null with a regular file (as root
    the old rename did); tested on a FIFO and a symbolic link."""
    f = tmp_path / "ok.mlir"
    f.write_text(VALID)
    expected = cli([str(f)]).stdout
    target = tmp_path / "target.mlir"
    target.write_text("old\n")
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    p = cli([str(f), "-o", str(link)])
    assert p.returncode == 0, p.stderr
    assert link.is_symlink() and target.read_text() == expected

    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    got: list[bytes] = []
    reader = threading.Thread(target=lambda: got.append(open(fifo, "rb").read()), daemon=True)
    reader.start()
    p = cli([str(f), "-o", str(fifo)])
    reader.join(TIMEOUT)
    assert p.returncode == 0, p.stderr
    assert stat.S_ISFIFO(os.stat(fifo).st_mode), "the FIFO was replaced by a regular file"
    assert got and got[0].decode() == expected


# ---- --split-input-file -------------------------------------------------------------------------

def test_split_input_file_reports_real_lines_and_runs_other_chunks(tmp_path: Path) -> None:
    text = ("func.func @first() {\n  return\n}\n"        # lines 1-3
            "// -----\n"                                 # 4
            "func.func @second() {\n"                    # 5
            "  %0 = foo.bar\n"                           # 6: the error
            "}\n"
            "// -----\n"                                 # 8
            "\n"
            "func.func @third() {\n  return\n}\n")       # 10-12
    f = tmp_path / "split.mlir"
    f.write_text(text)
    p = cli(["--split-input-file", str(f)])
    assert_clean_failure(p, split=True)
    check_diagnostic(p.stderr, str(f), 6, 8, text)
    chunks = p.stdout.split("// -----\n")
    assert len(chunks) == 3, p.stdout
    assert "@first" in chunks[0] and chunks[1] == "" and "@third" in chunks[2]

    # An error in the last chunk, after a good one, and a syntax error.
    text2 = "func.func @a() {\n  return\n}\n// -----\nfunc.func @b() {\n  return\n\n"
    f.write_text(text2)
    p = cli(["--split-input-file", str(f)])
    assert_clean_failure(p, split=True)
    line, _ = check_diagnostic(p.stderr, str(f), source=text2)
    assert line >= 5
    assert "@a" in p.stdout

    # --verify-diagnostics: expectations are matched per chunk, on real lines.
    text3 = ("func.func @ok() {\n  return\n}\n// -----\n"
             "func.func @bad(%a: i64) -> i32 {\n  // expected-error @+1 {{type of return operand 0}}\n"
             "  return %a : i64\n}\n")
    f.write_text(text3)
    p = cli(["--split-input-file", "--verify-diagnostics", str(f)])
    assert p.returncode == 0, p.stderr
    # The same expectation one line off is reported on the real line.
    f.write_text(text3.replace("@+1", "@+2"))
    p = cli(["--split-input-file", "--verify-diagnostics", str(f)])
    assert_clean_failure(p, split=True)
    assert f"{f}:7:3: error: unexpected error: " in p.stderr, p.stderr
    assert f"{f}:6:" in p.stderr, p.stderr  # the unmatched expectation
