"""The GPU runtime-protocol check (pyopt/passes/gpu_runtime_check.py) on
lowered host code, written by hand, and on mlir-opt 22.1.8's outputs of the
spec examples (shared/spec/examples/*.out)."""

from __future__ import annotations

import glob
import os

import pytest

from pyopt.driver import Options, parse_source
from pyopt.passes.gpu_runtime_check import check_gpu_runtime_protocol

EXAMPLES = os.path.join(os.path.dirname(__file__), "..", "..", "..", "shared", "spec", "examples")

DECLS = """
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func @mgpuStreamSynchronize(!llvm.ptr)
  llvm.func @mgpuStreamWaitEvent(!llvm.ptr, !llvm.ptr)
  llvm.func @mgpuEventCreate() -> !llvm.ptr
  llvm.func @mgpuEventDestroy(!llvm.ptr)
  llvm.func @mgpuEventSynchronize(!llvm.ptr)
  llvm.func @mgpuEventRecord(!llvm.ptr, !llvm.ptr)
"""


def findings(body: str, all_leaks: bool = False) -> list[str]:
    text = "module {\n" + body + DECLS + "}\n"
    module = parse_source(text, "t.mlir", Options())
    return [d.message for d in check_gpu_runtime_protocol(module, all_leaks)]


def call(name: str, *args: str, result: str | None = None) -> str:
    sig = ", ".join("!llvm.ptr" for _ in args)
    ret = "!llvm.ptr" if result else "()"
    lhs = f"{result} = " if result else ""
    return f"    {lhs}llvm.call @{name}({', '.join(args)}) : ({sig}) -> {ret}\n"


def func(body: str, args: str = "") -> str:
    return f"  llvm.func @f({args}) {{\n{body}    llvm.return\n  }}\n"


def test_correct_protocol_is_clean() -> None:
    body = (call("mgpuStreamCreate", result="%s") + call("mgpuEventCreate", result="%e")
            + call("mgpuEventRecord", "%e", "%s") + call("mgpuStreamDestroy", "%s")
            + call("mgpuEventSynchronize", "%e") + call("mgpuEventDestroy", "%e"))
    assert findings(func(body)) == []


def test_stream_passed_as_event() -> None:
    body = call("mgpuStreamCreate", result="%s") + call("mgpuEventSynchronize", "%s") + call("mgpuStreamDestroy", "%s")
    (msg,) = findings(func(body))
    assert "'mgpuEventSynchronize' expects an event" in msg and "a stream" in msg


def test_non_event_value_passed_as_event() -> None:
    body = "    %z = llvm.mlir.zero : !llvm.ptr\n" + call("mgpuEventDestroy", "%z")
    (msg,) = findings(func(body))
    assert "not created by mgpuEventCreate" in msg


def test_unknown_origin_is_not_reported() -> None:
    assert findings(func(call("mgpuEventSynchronize", "%arg0"), "%arg0: !llvm.ptr")) == []


def test_wait_before_record() -> None:
    body = (call("mgpuStreamCreate", result="%s") + call("mgpuEventCreate", result="%e")
            + call("mgpuStreamWaitEvent", "%s", "%e") + call("mgpuEventRecord", "%e", "%s")
            + call("mgpuStreamDestroy", "%s"))
    (msg,) = findings(func(body))
    assert "'mgpuStreamWaitEvent' waits on an event that was not recorded" in msg


def test_use_after_destroy() -> None:
    body = (call("mgpuStreamCreate", result="%s") + call("mgpuStreamDestroy", "%s")
            + call("mgpuStreamSynchronize", "%s"))
    (msg,) = findings(func(body))
    assert "'mgpuStreamSynchronize' uses a stream that was already destroyed" in msg


def test_leak_on_one_path() -> None:
    text = ("  llvm.func @f(%c: i1) {\n" + call("mgpuStreamCreate", result="%s")
            + "    llvm.cond_br %c, ^bb1, ^bb2\n  ^bb1:\n" + call("mgpuStreamDestroy", "%s")
            + "    llvm.return\n  ^bb2:\n    llvm.return\n  }\n")
    (msg,) = findings(text)
    assert "destroyed or synchronized on some paths but not on others" in msg


def test_never_synchronized_stream_only_with_all_leaks() -> None:
    body = call("mgpuStreamCreate", result="%s")
    assert findings(func(body)) == []
    (msg,) = findings(func(body), all_leaks=True)
    assert "never destroyed or synchronized" in msg


def test_events_through_async_values() -> None:
    """A recorded event yielded by one execute, awaited by the host: clean;
    a stream yielded instead (the seed's bug): reported at the yield."""
    good = ("    %t, %r = async.execute -> !async.value<!llvm.ptr> {\n"
            + call("mgpuStreamCreate", result="%s").replace("    ", "      ", 1)
            + call("mgpuEventCreate", result="%e").replace("    ", "      ", 1)
            + call("mgpuEventRecord", "%e", "%s").replace("    ", "      ", 1)
            + call("mgpuStreamDestroy", "%s").replace("    ", "      ", 1)
            + "      async.yield %e : !llvm.ptr\n    }\n"
            + "    %v = async.await %r : !async.value<!llvm.ptr>\n"
            + call("mgpuEventSynchronize", "%v") + call("mgpuEventDestroy", "%v"))
    assert findings(func(good)) == []
    bad = ("    %t, %r = async.execute -> !async.value<!llvm.ptr> {\n"
           + call("mgpuStreamCreate", result="%s").replace("    ", "      ", 1)
           + "      async.yield %s : !llvm.ptr\n    }\n"
           + "    %v = async.await %r : !async.value<!llvm.ptr>\n"
           + call("mgpuEventSynchronize", "%v") + call("mgpuEventDestroy", "%v"))
    messages = findings(func(bad))
    assert any("a stream is yielded where an event is expected" in m for m in messages)
    assert any("'mgpuEventSynchronize' expects an event" in m for m in messages)


def _example_outputs() -> list[str]:
    return sorted(glob.glob(os.path.join(EXAMPLES, "*.out")))


@pytest.mark.skipif(not os.path.isdir(EXAMPLES), reason="shared/spec/examples not found")
def test_buggy_seed_output_reports_the_stream_passed_as_event() -> None:
    for name in ("seed_test.llvm22-buggy.out", "y3.llvm22-buggy.out"):
        text = open(os.path.join(EXAMPLES, name)).read()
        module = parse_source(text, name, Options())
        messages = [d.message for d in check_gpu_runtime_protocol(module)]
        assert any("a stream is yielded where an event is expected" in m for m in messages), name


@pytest.mark.skipif(not os.path.isdir(EXAMPLES), reason="shared/spec/examples not found")
@pytest.mark.parametrize("path", [p for p in _example_outputs() if "buggy" not in p], ids=os.path.basename)
def test_correct_outputs_are_clean(path: str) -> None:
    text = open(path).read()
    module = parse_source(text, os.path.basename(path), Options(allow_unregistered=True))
    assert [d.message for d in check_gpu_runtime_protocol(module)] == []


# ---- pyopt's own gpu-to-llvm output: no tie, no protocol finding ----------------------------
_UNREGISTERED = {"u1", "m2", "m3", "uc"}  # they use "test.*" ops


def _spec_inputs() -> list[str]:
    return sorted(glob.glob(os.path.join(EXAMPLES, "*.mlir")))


@pytest.mark.skipif(not os.path.isdir(EXAMPLES), reason="shared/spec/examples not found")
@pytest.mark.parametrize("path", _spec_inputs(), ids=os.path.basename)
def test_pyopt_output_of_spec_examples_is_clean(path: str) -> None:
    from conftest import run_pyopt

    stem = os.path.basename(path)[:-5]
    args = ["--allow-unregistered-dialect"] if stem in _UNREGISTERED else []
    code, _, err = run_pyopt([*args, "--gpu-to-llvm", "--gpu-runtime-check", "--mlir-pattern-ties=warn", path])
    assert "warning" not in err, err
    if code != 0:  # the examples that fail on purpose fail without a finding
        assert os.path.exists(os.path.join(EXAMPLES, stem + ".err")), err


@pytest.mark.parametrize("seed", range(100))
def test_pyopt_output_of_generated_programs_is_clean(seed: int) -> None:
    from conftest import run_pyopt
    from gpu_program_gen import program

    code, _, err = run_pyopt(["--gpu-to-llvm", "--gpu-runtime-check", "--mlir-pattern-ties=warn", "-"],
                             stdin=program(seed))
    assert code == 0 and "warning" not in err, err
