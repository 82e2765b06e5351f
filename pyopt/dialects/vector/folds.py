"""vector folds (the part of VectorOps.cpp the LLVM lowerings meet: the
conversion driver folds every op it visits, the pre-passes fold too)."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.common_folders import is_poison
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.folding import folder, materializer


@folder("vector.broadcast")
def fold_broadcast(op: Operation, constants: list[Any]) -> Any:
    """A broadcast to its own type is its source; of poison, poison; of a
    scalar constant, its splat."""
    source = op.operands[0]
    result_type = op.results[0].type
    if source.type is result_type:
        return [source]
    c = constants[0]
    if is_poison(c):
        return [c]
    if isinstance(c, A.IntegerAttr | A.FloatAttr) and not any(result_type.scalable):
        value = c.value if isinstance(c, A.IntegerAttr) else c.bits
        return [A.DenseElementsAttr(result_type, (value,), True)]
    return None


@materializer("vector")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    """VectorDialect::materializeConstant: poison as ub.poison, else arith."""
    from pyopt.rewrite.folding import materialize_constant

    return materialize_constant(builder, "ub" if is_poison(value) else "arith", value, type, loc)


def _static_positions(op: Operation) -> list[int] | None:
    from pyopt.dialects.dynamic_index import K_DYNAMIC

    positions = list(op.properties["static_position"].values)  # type: ignore[attr-defined]
    return None if K_DYNAMIC in positions else positions


@folder("vector.extract")
def fold_extract(op: Operation, constants: list[Any]) -> Any:
    """ExtractOp::fold, the cases without rewriting the op: no position,
    the source of a broadcast of the result type, an element of
    vector.from_elements."""
    source = op.operands[0]
    result_type = op.results[0].type
    positions = _static_positions(op)
    if positions == [] and source.type is result_type:
        return [source]
    owner = source.owner
    if not isinstance(owner, Operation):
        return None
    if owner.name == "vector.broadcast" and owner.operands[0].type is result_type:
        return [owner.operands[0]]
    if owner.name == "vector.from_elements" and positions is not None and len(positions) == len(source.type.shape):
        linear = 0
        for size, p in zip(source.type.shape, positions):
            linear = linear * size + p
        element: Value = owner.operands[linear]
        return [element]
    return None


@folder("vector.mask")
def fold_mask(op: Operation, constants: list[Any]) -> Any:
    """MaskOp::fold, the empty case: a mask region holding only its
    terminator, without passthru, is the values it yields.  (mlir-opt 22
    also "folds" a result-less empty mask to nothing, forever: left alone.)"""
    blocks = op.regions[0].blocks
    if not blocks or len(op.operands) > 1 or not op.results:
        return None
    terminator = blocks[0].first
    if terminator is None or terminator is not blocks[0].last:
        return None
    return list(terminator.operands)


@folder("vector.constant_mask")
def fold_constant_mask(op: Operation, constants: list[Any]) -> Any:
    """ConstantMaskOp::fold: an all-true or all-false mask is a bool splat."""
    bounds = list(op.properties["mask_dim_sizes"].values)  # type: ignore[attr-defined]
    vector_type = op.results[0].type
    if not vector_type.shape:
        return [A.DenseElementsAttr(vector_type, (int(bounds[0] == 1),), True)]
    if bounds == list(vector_type.shape):
        return [A.DenseElementsAttr(vector_type, (1,), True)]
    if all(b == 0 for b in bounds):
        return [A.DenseElementsAttr(vector_type, (0,), True)]
    return None
