"""The `pyopt` command reads plain command lines without click (a third of
start-up); whatever it accepts must mean exactly what click makes of it."""

from __future__ import annotations

import pytest

from pyopt import cli

PLAIN = [
    ["in.mlir"],
    [],
    ["-"],
    ["-o", "out.mlir", "in.mlir"],
    ["in.mlir", "-o", "-"],
    ["--allow-unregistered-dialect", "--split-input-file", "in.mlir"],
    ["-allow-unregistered-dialect", "-split-input-file", "-verify-diagnostics", "in.mlir"],
    ["--mlir-print-op-generic", "--mlir-print-debuginfo", "--mlir-print-local-scope", "in.mlir"],
    ["-mlir-print-op-generic", "-mlir-print-debuginfo", "-mlir-print-local-scope", "in.mlir"],
    ["--no-verify-each", "in.mlir"],
    ["--no-verify-each", "-verify-each", "in.mlir"],
    ["--debug", "in.mlir"],
]
NOT_PLAIN = [
    ["--help"], ["-h"], ["--version"], ["--bogus", "in.mlir"], ["a.mlir", "b.mlir"], ["-o"],
    ["-oout.mlir", "in.mlir"], ["-o", "--split-input-file", "in.mlir"], ["--gpu-to-llvm", "in.mlir"],
]


@pytest.mark.parametrize("argv", PLAIN, ids=" ".join)
def test_plain_command_lines_mean_what_click_says(argv: list[str], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYOPT_DEBUG", raising=False)
    fast = cli._plain_command_line(argv)
    assert fast is not None
    with cli.main.make_context("pyopt", list(argv)) as ctx:
        expected = dict(ctx.params)
    defaults = {k: v for k, v in expected.items() if k not in fast}
    assert {**fast, **defaults} == expected
    # Every parameter the fast path leaves out is run_command's default.
    import inspect

    signature = inspect.signature(cli.run_command).parameters
    assert all(signature[k].default == v for k, v in defaults.items())


@pytest.mark.parametrize("argv", NOT_PLAIN, ids=" ".join)
def test_everything_else_goes_to_click(argv: list[str]) -> None:
    assert cli._plain_command_line(argv) is None


def test_debug_from_the_environment_goes_to_click(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYOPT_DEBUG", "1")
    assert cli._plain_command_line(["in.mlir"]) is None
