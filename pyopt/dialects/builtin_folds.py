"""The builtin folds: an unrealized_conversion_cast whose input types are
its result types folds to its inputs, and one that undoes the cast feeding
all its inputs (A -> B -> A) folds to that cast's inputs
(UnrealizedConversionCastOp::fold)."""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Operation
from pyopt.rewrite.folding import folder


@folder("builtin.unrealized_conversion_cast")
def fold_unrealized_conversion_cast(op: Operation, constants: list[Any]) -> Any:
    inputs = op.operands
    result_types = [r.type for r in op.results]
    if [v.type for v in inputs] == result_types:
        return list(inputs)
    if not inputs:
        return None
    producer = inputs[0].owner
    if not isinstance(producer, Operation) or producer.name != op.name or list(producer.results) != inputs:
        return None
    if [v.type for v in producer.operands] != result_types:
        return None
    return producer.operands
