"""The gpu folders (GPUDialect.cpp): gpu.memcpy and gpu.memset read
through memref.cast (memref::foldMemRefCast)."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.memref.folds import fold_memref_cast
from pyopt.ir.core import Operation
from pyopt.rewrite.folding import IN_PLACE, folder


@folder("gpu.memcpy", "gpu.memset")
def fold_through_cast(op: Operation, c: list[Any]) -> Any:
    return IN_PLACE if fold_memref_cast(op) else None
