"""pyopt/conversion/loaded_dialects.py: the dialects an input loads, which
decide gpu-to-llvm's pattern set (in 22.1.8 even which yield pattern wins)."""

from __future__ import annotations

import pytest

from pyopt.conversion.loaded_dialects import loaded_dialects
from pyopt.driver import Options, parse_source


def _loaded(text: str) -> list[str]:
    return loaded_dialects(parse_source(text, "t.mlir", Options()))


@pytest.mark.parametrize("text,dialect", [
    ("gpu.module @m [#nvvm.target] {}", "nvvm"),
    ('gpu.binary @b [#gpu.object<#nvvm.target, "BLOB">]', "nvvm"),
    ("module attributes {test.attr = #nvvm.target} {}", "nvvm"),
    ("llvm.func @k() attributes {nvvm.kernel} { llvm.return }", "nvvm"),
    ("gpu.module @m [#rocdl.target] {}", "rocdl"),
    ("func.func @f(%v: !async.value<!gpu.async.token>) { return }", "async"),
    ("func.func @f(%v: !async.value<!gpu.async.token>) { return }", "gpu"),
    ("func.func @f(%m: memref<4xf32>) { %c = arith.constant 0 : index\n return }", "arith"),
])
def test_mentioned_dialect_is_loaded(text: str, dialect: str) -> None:
    assert dialect in _loaded(text)


def test_not_mentioned_is_not_loaded() -> None:
    found = _loaded("gpu.module @m [#rocdl.target] {}\nfunc.func @f(%m: memref<4xf32>) { return }")
    assert "nvvm" not in found and "memref" not in found
    assert found == sorted(found)


def test_dependent_dialects_load_too() -> None:
    """memref loads arith (its ODS dependentDialects)."""
    assert "arith" in _loaded("func.func @f() { %m = memref.alloc() : memref<4xf32>\n return }")
