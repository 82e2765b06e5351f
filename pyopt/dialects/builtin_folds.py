"""The builtin folders (BuiltinOps.cpp): unrealized_conversion_cast of
matching types, and a cast undoing the cast that feeds it."""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Operation
from pyopt.rewrite.folding import folder


@folder("builtin.unrealized_conversion_cast")
def fold_unrealized_conversion_cast(op: Operation, c: list[Any]) -> Any:
    operands = op.operands
    if [v.type for v in operands] == [r.type for r in op.results]:
        return list(operands)
    if not operands:
        return None
    producer = getattr(operands[0], "op", None)
    if producer is None or producer.name != "builtin.unrealized_conversion_cast":
        return None
    if len(producer.results) != len(operands) or any(a is not b for a, b in zip(producer.results, operands)):
        return None
    if [v.type for v in producer.operands] != [r.type for r in op.results]:
        return None
    return list(producer.operands)
