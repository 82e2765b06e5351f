"""vector folds (the part of VectorOps.cpp the LLVM lowering pre-pass
needs): a broadcast to its own type is its source."""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Operation
from pyopt.rewrite.folding import folder


@folder("vector.broadcast")
def fold_broadcast(op: Operation, constants: list[Any]) -> Any:
    source = op.operands[0]
    if source.type is op.results[0].type:
        return [source]
    return None
