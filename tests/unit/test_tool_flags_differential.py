"""mlir-opt's own flags (MlirOptMain's and the printer's) against mlir-opt 22.1.8:
--no-implicit-module, --mlir-print-skip-regions, --mlir-print-assume-verified,
--mlir-very-unsafe-disable-verifier-on-parsing, --mlir-print-elementsattrs-with-hex-if-larger,
--mlir-print-op-on-diagnostic, --mlir-diagnostic-verbosity-level, --mlir-print-value-users,
--verify-roundtrip, --split-input-file=MARKER and --output-split-marker.  Same exit status, stdout and stderr (the program named alike)."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import needs_mlir_opt, run_mlir_opt, run_pyopt

INPUTS = {
    "module": """\
#map = affine_map<(d0) -> (d0 + 1)>
module attributes {t.m = #map} {
  func.func @f(%a: i32) -> i32 attributes {t.f = #map} {
    %0 = arith.addi %a, %a : i32
    %1 = arith.addi %a, %a : i32
    %r = scf.execute_region -> i32 {
      scf.yield %1 : i32
    }
    return %r : i32
  }
} loc("m.mlir":1:1)
""",
    "one_func": """\
func.func @f(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  return %1 : i32
}
""",
    "two_modules": "module {\n}\nmodule {\n}\n",
    "empty": "\n\n",
    "invalid_return": """\
func.func @f(%a: i32) -> i64 {
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}
""",
    "invalid_two": "func.func @f()\nfunc.func @g()\n",
    "dominance": """\
func.func @f() {
  "t.use"(%0) : (i32) -> ()
  %0 = "t.def"() : () -> i32
  return
}
""",
    "dense": """\
%a = arith.constant dense<7> : tensor<200xi32>
%b = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<3xf32>
%c = arith.constant dense<[true, false, true]> : tensor<3xi1>
%d = arith.constant dense<[(1.0, 2.0), (3.0, 4.0)]> : tensor<2xcomplex<f32>>
%e = arith.constant dense<[[1, 2], [3, 4]]> : vector<2x2xi16>
"t.x"() {s = dense<["ab", "cd"]> : tensor<2x!t.s>, sp = sparse<[[0], [1]], [1, 2]> : tensor<4xi32>} : () -> ()
""",
    "users": """\
func.func @f(%a: i32, %c: i1, %unused: f32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0:2 = "t.two"(%a, %a) : (i32, i32) -> (i32, i32)
  %s = arith.addi %0#0, %c0 : i32
  cf.cond_br %c, ^bb1(%s : i32), ^bb2(%0#1, %s : i32, i32)
^bb1(%x: i32):
  %r = scf.execute_region -> i32 {
    scf.yield %x : i32
  }
  "t.use"(%r, %r, %c0) : (i32, i32, i32) -> ()
  return %r : i32
^bb2(%y: i32, %z: i32):
  %d:2 = arith.addui_extended %y, %z : i32, i1
  %l = scf.for %i = %c0 to %y step %z iter_args(%acc = %d#0) -> (i32) : i32 {
    scf.yield %acc : i32
  }
  return %l : i32
}
""",
    "split": """\
func.func @a()
// -----
func.func private @b()
//==
func.func private @c()
// -----
module {}
module {}
// -----
""",
}

CASES = [
    ("module", ["--mlir-print-skip-regions"]),
    ("module", ["--mlir-print-skip-regions", "--mlir-print-debuginfo"]),
    ("module", ["--mlir-print-skip-regions", "--mlir-print-op-generic", "--mlir-print-debuginfo"]),
    ("module", ["--mlir-print-skip-regions", "--cse"]),
    ("one_func", ["--no-implicit-module"]),
    ("one_func", ["--no-implicit-module", "--cse"]),
    ("one_func", ["--no-implicit-module", "--pass-pipeline=builtin.module(cse)"]),
    ("one_func", ["--no-implicit-module", "--pass-pipeline=func.func(cse)"]),
    ("one_func", ["--no-implicit-module", "--mlir-print-op-generic"]),
    ("module", ["--no-implicit-module", "--cse"]),
    ("two_modules", ["--no-implicit-module"]),
    ("empty", ["--no-implicit-module"]),
    ("invalid_two", ["--no-implicit-module"]),
    ("split", ["--no-implicit-module", "--split-input-file"]),
    ("invalid_return", ["--mlir-very-unsafe-disable-verifier-on-parsing"]),
    ("invalid_return", ["--mlir-very-unsafe-disable-verifier-on-parsing", "--mlir-print-assume-verified"]),
    ("invalid_return", ["--mlir-very-unsafe-disable-verifier-on-parsing", "--verify-each=false", "--canonicalize"]),
    ("invalid_return", ["--mlir-print-op-on-diagnostic=false"]),
    ("invalid_return", ["--mlir-print-op-on-diagnostic=true"]),
    ("dominance", ["--mlir-print-op-on-diagnostic=0"]),
    ("dense", ["--mlir-print-elementsattrs-with-hex-if-larger=2"]),
    ("dense", ["--mlir-print-elementsattrs-with-hex-if-larger=0"]),
    ("dense", ["--mlir-print-elementsattrs-with-hex-if-larger=-1"]),
    ("dense", ["--mlir-print-elementsattrs-with-hex-if-larger=-2", "--mlir-print-op-generic"]),
    ("dense", ["--mlir-print-elementsattrs-with-hex-if-larger=x"]),
    ("users", ["--mlir-print-value-users"]),
    ("users", ["--mlir-print-value-users", "--mlir-print-op-generic"]),
    ("users", ["--mlir-print-value-users", "--mlir-print-unique-ssa-ids", "--mlir-print-debuginfo"]),
    ("module", ["--mlir-print-value-users", "--cse"]),
    ("users", ["--verify-roundtrip"]),
    ("module", ["--verify-roundtrip", "--mlir-print-debuginfo"]),
    ("split", ["--split-input-file", "--verify-roundtrip"]),
    ("split", ["--split-input-file"]),
    ("split", ["--split-input-file=//==", "--output-split-marker=XX"]),
    ("split", ["--split-input-file=", "--output-split-marker="]),
    ("split", ["--split-input-file=//=="]),
    ("split", ["--split-input-file=x"]),
    ("split", ["--split-input-file", "--mlir-diagnostic-verbosity-level=errors"]),
    ("split", ["--split-input-file", "--mlir-diagnostic-verbosity-level=warnings"]),
    ("split", ["--mlir-diagnostic-verbosity-level=bogus"]),
]


@needs_mlir_opt
@pytest.mark.parametrize("name,args", CASES, ids=lambda x: x if isinstance(x, str) else " ".join(x))
def test_tool_flag_as_mlir_opt(name: str, args: list[str], tmp_path: Path) -> None:
    path = tmp_path / f"{name}.mlir"
    path.write_text(INPUTS[name])
    argv = ["--allow-unregistered-dialect", *args, str(path)]
    code, out, err = run_mlir_opt(argv)
    assert run_pyopt(argv) == (code, out, err.replace("mlir-opt:", "pyopt:"))


def test_show_dialects_lists_pyopts_dialects_as_mlir_opt_does() -> None:
    from pyopt.ir.registry import DIALECT_MODULES

    code, out, err = run_pyopt(["--show-dialects", "/no/such/file"])
    assert (code, err) == (0, "")
    assert out == "Available Dialects: " + ",".join(sorted(DIALECT_MODULES)) + "\n"
    assert "affine" in out and "llvm" in out and "nvvm" in out


def test_unsafe_flags_leave_the_diagnostic_note_on_for_the_next_run(tmp_path: Path) -> None:
    """--mlir-print-op-on-diagnostic=false lasts one run (pyopt runs in-process in tests and plugins)."""
    path = tmp_path / "bad.mlir"
    path.write_text(INPUTS["invalid_return"])
    assert "see current operation" not in run_pyopt(["--mlir-print-op-on-diagnostic=false", str(path)])[2]
    assert "see current operation" in run_pyopt([str(path)])[2]


def test_verify_roundtrip_reports_a_round_trip_that_loses_information(tmp_path: Path,
                                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    """The generic print parsed back must print the same: a parse that drops an
    attribute fails the check, at the top-level op."""
    from pyopt import driver

    path = tmp_path / "in.mlir"
    path.write_text('"t.x"() {keep = 1 : i32} : () -> ()\n')
    parse = driver.parse_source
    texts: list[str] = []

    def forgetful(text: str, *args, **kwargs):  # the second parse (the round trip's) loses `keep`
        texts.append(text)
        return parse(text.replace("{keep = 1 : i32}", "") if len(texts) == 2 else text, *args, **kwargs)

    monkeypatch.setattr(driver, "parse_source", forgetful)
    code, out, err = run_pyopt(["--allow-unregistered-dialect", "--verify-roundtrip", str(path)])
    assert (code, out) == (1, "")
    assert len(texts) == 2 and texts[1].startswith('"builtin.module"() ({')  # generic form, parsed back
    assert "error: 'builtin.module' op textual roundTrip testing roundtripped module differs from reference:" in err
    assert "<<<<<<Reference" in err and "{keep = 1 : i32}" in err and ">>>>>roundtripped" in err
