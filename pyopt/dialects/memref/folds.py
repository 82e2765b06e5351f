"""The memref folders (MemRefOps.cpp) and the dialect's constant
materialization (arith constants)."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.rewrite.folding import folder, materializer


@materializer("memref")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    from pyopt.dialects.arith.folds import materialize_arith_constant

    return materialize_arith_constant(builder, value, type, loc)


@folder("memref.dim")
def fold_dim(op: Operation, c: list[Any]) -> Any:
    index = c[1]
    if not isinstance(index, A.IntegerAttr):
        return None
    mtype = op.operands[0].type
    if not isinstance(mtype, T.MemRefType):
        return None
    i = index.value
    if i < 0 or i >= mtype.rank:
        return None
    if mtype.shape[i] != T.DYNAMIC:
        return A.IntegerAttr(mtype.shape[i], T.index)
    src = getattr(op.operands[0], "op", None)
    if src is not None and src.name in ("memref.alloc", "memref.alloca"):
        dynamic_index = sum(1 for d in mtype.shape[:i] if d == T.DYNAMIC)
        return src.dynamicSizes[dynamic_index]
    return None


@folder("memref.rank")
def fold_rank(op: Operation, c: list[Any]) -> Any:
    """The rank of a ranked memref is a constant."""
    mtype = op.operands[0].type
    if isinstance(mtype, T.MemRefType):
        return A.IntegerAttr(mtype.rank, T.index)
    return None
