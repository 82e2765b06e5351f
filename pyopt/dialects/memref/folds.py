"""The memref folders (MemRefOps.cpp) and the dialect's constant
materialization (arith constants)."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.rewrite.folding import IN_PLACE, folder, materializer


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


# ---- memref.cast operands ---------------------------------------------------------------------------
def fold_memref_cast(op: Operation, inner: Any = None) -> bool:
    """memref::foldMemRefCast: operands produced by a memref.cast of a
    ranked memref read the cast's source instead (except `inner`)."""
    folded = False
    for operand in op.op_operands:
        cast = getattr(operand.value, "op", None)
        if cast is None or cast.name != "memref.cast" or operand.value is inner:
            continue
        if isinstance(cast.operands[0].type, T.UnrankedMemRefType):
            continue
        operand.set(cast.operands[0])
        folded = True
    return folded


@folder("memref.dealloc", "memref.copy", "memref.load")
def fold_through_cast(op: Operation, c: list[Any]) -> Any:
    return IN_PLACE if fold_memref_cast(op) else None


@folder("memref.cast")
def fold_cast(op: Operation, c: list[Any]) -> Any:
    """CastOp::fold, then CastOpInterface's trait fold (an identity cast is
    its source)."""
    if fold_memref_cast(op):
        return IN_PLACE
    source = op.operands[0]
    return source if source.type is op.results[0].type else None


@folder("memref.store")
def fold_store(op: Operation, c: list[Any]) -> Any:
    return IN_PLACE if fold_memref_cast(op, op.operands[0]) else None
