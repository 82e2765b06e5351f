"""The pass manager with passes defined here: anchoring and nesting, the
order passes run in, verification after each pass, failing passes, plugins
and the registry (lazy imports, missing modules)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

from conftest import REPO, run_pyopt
from pyopt.passes import registry
from pyopt.passes.options import OptionError, apply_options, format_options, split_list, split_options
from pyopt.passes.pass_base import Option, Pass, PassFailure
from pyopt.passes.pass_manager import OpPassManager, PassManagerError
from pyopt.passes.pipeline import PipelineError, parse_pass_pipeline

CALLS: list[tuple[str, str]] = []


def _sym(op: Any) -> str:
    from pyopt.ir.symbols import symbol_name

    return symbol_name(op) or op.name


@registry.register_pass
class RecordOnFunc(Pass):
    argument = "test-record-func"
    name = "RecordOnFunc"
    summary = "Record the functions it runs on"
    anchor = "func.func"
    tag = Option(str, "a", "Tag recorded with each call")

    def run_on_operation(self, op: Any) -> None:
        CALLS.append((self.tag, _sym(op)))


@registry.register_pass
class ModuleOnly(Pass):
    argument = "test-module-only"
    name = "ModuleOnly"
    summary = "A pass anchored on builtin.module"
    anchor = "builtin.module"

    def run_on_operation(self, op: Any) -> None:
        CALLS.append(("module", op.name))


@registry.register_pass
class FailSilently(Pass):
    argument = "test-fail-silently"
    name = "FailSilently"
    summary = "Fail without a diagnostic"

    def run_on_operation(self, op: Any) -> None:
        raise PassFailure()


@registry.register_pass
class FailLoudly(Pass):
    argument = "test-fail-loudly"
    name = "FailLoudly"
    summary = "Fail with a diagnostic on the op"

    def run_on_operation(self, op: Any) -> None:
        raise PassFailure(op.emit_error("this pass always fails"))


@registry.register_pass
class BreakIR(Pass):
    argument = "test-break-ir"
    name = "BreakIR"
    summary = "Leave IR that does not verify (a func.return with a wrong operand count)"
    anchor = "func.func"

    def run_on_operation(self, op: Any) -> None:
        from pyopt.rewrite.rewriter import Builder, InsertionPoint

        block = op.regions[0].blocks[0]
        block.last.erase()
        Builder(InsertionPoint.at_end(block)).create("func.return", [[block.args[0]] * 3], loc=op.loc)


@registry.register_pass
class NotOnModules(Pass):
    argument = "test-not-on-modules"
    name = "NotOnModules"
    summary = "Cannot be scheduled on builtin.module"

    @classmethod
    def can_schedule_on(cls, op_name: str) -> bool:
        return op_name != "builtin.module"

    def run_on_operation(self, op: Any) -> None:
        CALLS.append(("not-on-modules", _sym(op)))


INPUT = """\
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
"""


@pytest.fixture
def input_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    CALLS.clear()
    path = tmp_path / "in.mlir"
    path.write_text(INPUT)
    monkeypatch.chdir(tmp_path)
    return path


def test_flag_passes_nest_implicitly_and_run_merged(input_file: Path) -> None:
    """Each anchored flag pass gets its own func.func(...) (as printed), and
    adjacent ones are merged to run per function, as mlir-opt does."""
    code, out, err = run_pyopt(["--dump-pass-pipeline", "--test-record-func=tag=1", "--test-record-func=tag=2",
                                "--test-module-only", "--test-record-func", "in.mlir"])
    assert code == 0, err
    assert err == ("Pass Manager with 4 passes:\nbuiltin.module(\n  func.func(\n    test-record-func{tag=1}\n  ),\n"
                   "  func.func(\n    test-record-func{tag=2}\n  ),\n  test-module-only,\n  func.func(\n"
                   "    test-record-func{tag=a}\n  )\n)\n\n")
    assert CALLS == [("1", "f"), ("2", "f"), ("1", "g"), ("2", "g"), ("module", "builtin.module"),
                     ("a", "f"), ("a", "g")]


def test_explicit_pipeline_does_not_nest(input_file: Path) -> None:
    code, out, err = run_pyopt(["--pass-pipeline=builtin.module(func.func(test-module-only))", "in.mlir"])
    assert (code, out) == (1, "")
    assert err == ("<unknown>:0: error: Can't add pass 'ModuleOnly' restricted to 'builtin.module' on a "
                   "PassManager intended to run on 'func.func', did you intend to nest?\n"
                   "failed to add `test-module-only` with options ``\n"
                   "failed to add `func.func` with options `` to inner pipeline\n\n")


def test_anchored_pass_in_op_agnostic_pipeline(input_file: Path) -> None:
    code, out, err = run_pyopt(["--pass-pipeline=builtin.module(any(test-record-func))", "in.mlir"])
    assert (code, err) == (0, "")
    assert CALLS == [("a", "f"), ("a", "g")]


def test_unschedulable_pass(input_file: Path) -> None:
    code, out, err = run_pyopt(["--test-not-on-modules", "in.mlir"])
    assert (code, out) == (1, "")
    assert err == ("<unknown>:0: error: unable to schedule pass 'NotOnModules' on a PassManager intended to run "
                   "on 'builtin.module'!\n")
    code, out, err = run_pyopt(["--pass-pipeline=builtin.module(func.func(test-not-on-modules))", "in.mlir"])
    assert (code, err) == (0, "")
    assert CALLS == [("not-on-modules", "f"), ("not-on-modules", "g")]


def test_silent_failure_stops_the_pipeline(input_file: Path) -> None:
    code, out, err = run_pyopt(["--test-record-func", "--test-fail-silently", "--test-module-only", "in.mlir"])
    assert (code, out, err) == (1, "", "")
    assert ("module", "builtin.module") not in CALLS


def test_failure_with_diagnostic_and_dump(input_file: Path) -> None:
    code, out, err = run_pyopt(["--mlir-print-ir-after-failure", "--test-fail-loudly", "in.mlir"])
    assert (code, out) == (1, "")
    assert err.startswith("in.mlir:0:0: error: 'builtin.module' op this pass always fails\n")
    assert "// -----// IR Dump After FailLoudly Failed (test-fail-loudly) //----- //\nmodule {\n" in err


def test_threaded_sibling_failures_report_after_the_dumps(input_file: Path) -> None:
    """Nested pipelines on several ops: diagnostics wait for all of them (in
    op order), as with mlir-opt's parallel diagnostic handler; with
    --mlir-disable-threading each shows at once."""
    args = ["--mlir-print-ir-after-failure", "--pass-pipeline=builtin.module(func.func(test-fail-loudly))", "in.mlir"]
    code, out, err = run_pyopt(args)
    assert (code, out) == (1, "")
    heads = [line.split(" op ")[0] if "error" in line else line for line in err.splitlines()
             if "error" in line or "IR Dump" in line]
    dump = "// -----// IR Dump After FailLoudly Failed (test-fail-loudly) //----- //"
    assert heads == [dump, dump, "in.mlir:1:1: error: 'func.func'", "in.mlir:4:1: error: 'func.func'"]
    code, out, err = run_pyopt(["--mlir-disable-threading", *args])
    heads = [line.split(" op ")[0] if "error" in line else line for line in err.splitlines()
             if "error" in line or "IR Dump" in line]
    assert heads == ["in.mlir:1:1: error: 'func.func'", dump, "in.mlir:4:1: error: 'func.func'", dump]


def test_verifier_runs_after_each_pass(input_file: Path) -> None:
    code, out, err = run_pyopt(["--test-break-ir", "--test-module-only", "in.mlir"])
    assert (code, out) == (1, "")
    assert "'func.return' op has 3 operands, but enclosing function (@f) returns 1" in err
    assert "(@g)" in err  # the sibling function ran (and failed) too
    assert ("module", "builtin.module") not in CALLS


@registry.register_pass
class BreakIRQuietly(BreakIR):
    argument = "test-break-ir-quietly"
    name = "BreakIRQuietly"
    summary = "Break the IR but claim to preserve everything"

    def run_on_operation(self, op: Any) -> None:
        super().run_on_operation(op)
        self.mark_all_analyses_preserved()


def test_no_verification_after_a_pass_that_preserved_everything(input_file: Path) -> None:
    """As MLIR: a pass that marked all analyses preserved changed nothing,
    so the verifier is not run after it (the next pass's run catches it)."""
    code, out, err = run_pyopt(["--test-break-ir-quietly", "--test-module-only", "in.mlir"])
    assert ("module", "builtin.module") in CALLS
    assert code == 1 and "'func.return' op has 3 operands" in err


def test_verify_each_off_prints_invalid_ir_generically(input_file: Path) -> None:
    code, out, err = run_pyopt(["--verify-each=0", "--test-break-ir", "--test-module-only", "in.mlir"])
    assert (code, err) == (0, "")
    assert '"func.return"(%arg0, %arg0, %arg0) : (i32, i32, i32) -> ()' in out
    assert ("module", "builtin.module") in CALLS


def test_split_input_file_runs_the_pipeline_per_chunk(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    CALLS.clear()
    (tmp_path / "s.mlir").write_text(INPUT + "// -----\n" + INPUT.replace("@f", "@h"))
    monkeypatch.chdir(tmp_path)
    code, out, err = run_pyopt(["--split-input-file", "--test-record-func", "s.mlir"])
    assert (code, err) == (0, "")
    assert CALLS == [("a", "f"), ("a", "g"), ("a", "h"), ("a", "g")]
    assert out.count("// -----") == 1


# -- options and pipeline text (no mlir-opt needed) ------------------------------------------------
def test_option_strings_split_like_mlir() -> None:
    assert split_options("a=1  b c={x y,z} d='p q' e=\"r\" f={g{h}}") == [
        ("a", "1"), ("b", None), ("c", "x y,z"), ("d", "p q"), ("e", "r"), ("f", "g{h}")]
    assert split_list("{a b},c, 'd,e'") == ["a b", "c", "d,e"]
    assert split_list("") == []


def test_option_values_and_errors() -> None:
    p = RecordOnFunc()
    apply_options(p, "tag='x y'")
    assert p.tag == "x y"
    assert format_options(p) == "{tag={x y}}"
    with pytest.raises(OptionError) as e:
        apply_options(p, "nope=1")
    assert e.value.message == "<Pass-Options-Parser>: no such option nope\n"


class WithExtension(Pass):
    argument = "test-extension"
    name = "WithExtension"
    base = Option(bool, False, "An option mlir-opt's pass has")
    extra = Option(int, 2, "A pyopt-only option", extension=True)


def test_extension_options_print_only_when_set() -> None:
    p = WithExtension()
    assert format_options(p) == "{base=false}"
    apply_options(p, "extra=3")
    assert format_options(p) == "{base=false extra=3}"


def test_pipeline_round_trip() -> None:
    pm = parse_pass_pipeline(" builtin.module( func.func(test-record-func{tag=q}) , any(test-fail-silently),"
                             "test-module-only ) ")
    assert pm.pipeline_text() == ("builtin.module(func.func(test-record-func{tag=q}),any(test-fail-silently),"
                                  "test-module-only)")
    assert parse_pass_pipeline(pm.pipeline_text()).pipeline_text() == pm.pipeline_text()


def test_pipeline_errors_point_into_the_text() -> None:
    with pytest.raises(PipelineError) as e:
        parse_pass_pipeline("builtin.module(test-module-only,\n  func.func(bogus))")
    assert e.value.text() == ("<unknown>:0: error: MLIR Textual PassPipeline Parser:2:13: error: 'bogus' does not "
                              "refer to a registered pass or pass pipeline\n  func.func(bogus)\n            ^\n\n")


def test_add_pass_to_mismatched_manager() -> None:
    pm = OpPassManager("func.func")
    with pytest.raises(PassManagerError):
        pm.add_pass(ModuleOnly())


# -- registry and plugins ---------------------------------------------------------------------------
def test_registered_pass_without_module_is_a_clean_error(input_file: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(registry.PASSES, "test-not-written-yet",
                        ("pyopt.passes.not_written_yet", "NotWrittenYet", "A pass still on another branch"))
    assert not registry.is_available("test-not-written-yet")
    assert "test-not-written-yet" not in dict(registry.available_passes())
    code, out, err = run_pyopt(["--test-not-written-yet", "in.mlir"])
    assert (code, out) == (1, "")
    assert err == ("pyopt: Unknown command line argument '--test-not-written-yet'.  Try: 'pyopt --help'\n"
                   "pyopt: note: the pass 'test-not-written-yet' is registered but its module "
                   "pyopt.passes.not_written_yet does not exist\n")
    code, out, err = run_pyopt(["--pass-pipeline=builtin.module(test-not-written-yet)", "in.mlir"])
    assert (code, out) == (1, "")
    assert "'test-not-written-yet' does not refer to a registered pass or pass pipeline" in err


PLUGIN = '''
from pyopt.passes.pass_base import Option, Pass
from pyopt.passes.registry import register_pass


@register_pass
class CountOps(Pass):
    argument = "test-plugin-count"
    name = "CountOps"
    summary = "Print how many ops there are"
    prefix = Option(str, "ops:", "Text before the count")

    def run_on_operation(self, op):
        import sys
        sys.stderr.write(f"{self.prefix} {sum(1 for _ in op.walk())}\\n")
'''


def test_pass_plugin_file(input_file: Path, tmp_path: Path) -> None:
    (tmp_path / "plugin.py").write_text(PLUGIN)
    code, out, err = run_pyopt(["--load-pass-plugin=plugin.py", "--test-plugin-count=prefix=n", "in.mlir"])
    assert (code, err) == (0, "n 5\n")
    code, out, err = run_pyopt(["--load-dialect-plugin", "plugin.py", "-p", "builtin.module(test-plugin-count)",
                                "in.mlir"])
    assert (code, err) == (0, "ops: 5\n")


def test_broken_plugin_is_reported(input_file: Path, tmp_path: Path) -> None:
    (tmp_path / "broken.py").write_text("raise RuntimeError('no good')\n")
    code, out, err = run_pyopt(["--load-pass-plugin=broken.py", "in.mlir"])
    assert (code, out) == (1, "")
    assert err == "pyopt: Failed to load plugin from 'broken.py': RuntimeError: no good\n"
    code, out, err = run_pyopt(["--load-pass-plugin=missing.py", "in.mlir"])
    assert (code, err) == (1, "pyopt: Failed to load plugin from 'missing.py': no such file\n")


def test_entry_point_plugins_load_on_demand(input_file: Path, tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    import importlib.metadata

    (tmp_path / "ep_plugin.py").write_text(PLUGIN.replace("test-plugin-count", "test-ep-count"))
    monkeypatch.syspath_prepend(str(tmp_path))
    ep = importlib.metadata.EntryPoint("demo", "ep_plugin", registry.ENTRY_POINT_GROUP)
    monkeypatch.setattr(importlib.metadata, "entry_points",
                        lambda group=None: [ep] if group == registry.ENTRY_POINT_GROUP else [])
    monkeypatch.setattr(registry, "_entry_points_loaded", False)
    code, out, err = run_pyopt(["--test-ep-count", "in.mlir"])
    assert (code, err) == (0, "ops: 5\n")


def test_help_lists_passes_without_importing_them() -> None:
    script = textwrap.dedent("""
        import sys
        from pyopt import cli
        try:
            cli.main.main(["--help"], prog_name="pyopt", standalone_mode=False)
        except SystemExit:
            pass
        loaded = sorted(m for m in sys.modules if m.startswith(("pyopt.passes.", "pyopt.conversion.",
                                                                "pyopt.dialects", "pyopt.rewrite")))
        print("LOADED", loaded)
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert result.returncode == 0, result.stderr
    assert "symbol-dce" in result.stdout and "Eliminate dead symbols" in result.stdout
    loaded = result.stdout.split("LOADED", 1)[1]
    for module in ("symbol_dce", "strip_debuginfo", "print_op_stats", "canonicalize", "pyopt.dialects",
                   "pyopt.rewrite"):
        assert module not in loaded


def test_pass_flags_take_the_fast_path() -> None:
    """A plain command line with passes is read without click."""
    script = textwrap.dedent("""
        import sys
        from pyopt import cli
        argv, flags = cli._scan_pass_flags(["--symbol-dce", "-strip-debuginfo=", "--mlir-timing", "-o", "x",
                                            "in.mlir"], cli._PLAIN_SPELLINGS, {"-o"})
        print(cli._plain_command_line(argv), flags.passes, flags.timing, "click" in sys.modules)
    """)
    result = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert result.stdout.strip() == ("{'output': 'x', 'input_file': 'in.mlir'} [('symbol-dce', ''), "
                                     "('strip-debuginfo', '')] True False")


def test_list_passes(input_file: Path) -> None:
    code, out, err = run_pyopt(["--list-passes"])
    assert code == 0
    assert out.startswith("Passes:\n")
    assert "  --symbol-dce" + " " * 40 in out and "-   Eliminate dead symbols\n" in out
    assert "    --json" + " " * 40 in out and "- print the stats as JSON\n" in out
    assert "    --tag=<string>" in out
    assert "test-not-written-yet" not in out


def test_docs_show_the_tested_plugin() -> None:
    """docs/passes.md quotes the plugin and its lit test verbatim."""
    doc = (REPO / "docs" / "passes.md").read_text()
    for path in ("tests/lit/Pass/Inputs/double_to_shift.py", "tests/lit/Pass/plugin.mlir"):
        assert (REPO / path).read_text().rstrip() in doc


@registry.register_pass
class StartsWithO(Pass):
    argument = "o-shaped-pass"
    name = "StartsWithO"
    summary = "A pass whose single-dash flag starts like -oFILE"

    def run_on_operation(self, op: Any) -> None:
        CALLS.append(("o", op.name))


def test_single_dash_pass_starting_with_o_is_a_pass(input_file: Path) -> None:
    code, out, err = run_pyopt(["-o-shaped-pass", "in.mlir"])
    assert (code, err) == (0, "")
    assert CALLS == [("o", "builtin.module")]


def test_timing_on_a_terminal_is_a_rich_table() -> None:
    import io

    from pyopt.passes.instrumentation import TimingReport

    class Terminal(io.StringIO):
        def isatty(self) -> bool:
            return True

    report = TimingReport("tree", threaded=False)
    parser = report.root.child("Parser", "Parser")
    parser.start()
    parser.stop()
    out = Terminal()
    report.render(out)
    text = out.getvalue()
    assert "Execution time report" in text and "Wall Time" in text and "User Time" not in text
    assert "Parser" in text and "Total" in text and "┃" in text
    plain = io.StringIO()
    report.render(plain)
    assert plain.getvalue().startswith("===-----")
