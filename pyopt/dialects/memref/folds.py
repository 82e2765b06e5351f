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


@folder("memref.rank")
def fold_rank(op: Operation, c: list[Any]) -> Any:
    """The rank of a ranked memref is a constant."""
    mtype = op.operands[0].type
    if isinstance(mtype, T.MemRefType):
        return A.IntegerAttr(mtype.rank, T.index)
    return None


# ---- memref.cast operands (foldMemRefCast, CastOp::canFoldIntoConsumerOp) ----------------------
def _cast_source(value: Any) -> Any:
    op = getattr(value, "op", None)
    if op is None or op.name != "memref.cast" or isinstance(op.operands[0].type, T.UnrankedMemRefType):
        return None
    return op.operands[0]


def fold_memref_cast(op: Operation, inner: Any = None) -> bool:
    """Operands produced by a memref.cast (not from unranked) take the
    cast's source, in place."""
    folded = False
    for operand in op.op_operands:
        source = _cast_source(operand.value)
        if source is not None and operand.value is not inner:
            operand.set(source)
            folded = True
    return folded


def can_fold_into_consumer(cast: Operation) -> bool:
    """A cast that does not make sizes, offset or strides more static."""
    from pyopt.dialects.dynamic_index import strides_and_offset

    src, dst = cast.operands[0].type, cast.results[0].type
    if not isinstance(src, T.MemRefType) or not isinstance(dst, T.MemRefType):
        return False
    if src.element is not dst.element or src.rank != dst.rank:
        return False
    so_src, so_dst = strides_and_offset(src), strides_and_offset(dst)
    if so_src is None or so_dst is None:
        return False
    pairs = list(zip(src.shape, dst.shape)) + [(so_src[1], so_dst[1])] + list(zip(so_src[0], so_dst[0]))
    return not any(a != b and a == T.DYNAMIC and b != T.DYNAMIC for a, b in pairs)


def _fold_casts_in_place(op: Operation, c: list[Any]) -> Any:
    return IN_PLACE if fold_memref_cast(op) else None


for _name in ("memref.dealloc", "memref.load", "memref.prefetch", "memref.atomic_rmw"):
    folder(_name)(_fold_casts_in_place)


@folder("memref.store")
def fold_store(op: Operation, c: list[Any]) -> Any:
    """StoreOp::fold: foldMemRefCast except the value stored."""
    return IN_PLACE if fold_memref_cast(op, op.operands[0]) else None


@folder("memref.copy")
def fold_copy(op: Operation, c: list[Any]) -> Any:
    folded = False
    for operand in op.op_operands:
        cast = getattr(operand.value, "op", None)
        if cast is not None and cast.name == "memref.cast" and can_fold_into_consumer(cast):
            operand.set(cast.operands[0])
            folded = True
    return IN_PLACE if folded else None


@folder("memref.cast")
def fold_cast(op: Operation, c: list[Any]) -> Any:
    """CastOp::fold, then CastOpInterface's trait fold (an identity cast is
    its source)."""
    if fold_memref_cast(op):
        return IN_PLACE
    source = op.operands[0]
    return [source] if source.type is op.results[0].type else None


@folder("memref.collapse_shape")
def fold_collapse_shape(op: Operation, c: list[Any]) -> Any:
    """collapse(expand(x)) of x's type is x."""
    src = getattr(op.operands[0], "op", None)
    if src is not None and src.name == "memref.expand_shape" and src.operands[0].type is op.results[0].type:
        return [src.operands[0]]
    return None


@folder("memref.expand_shape")
def fold_expand_shape(op: Operation, c: list[Any]) -> Any:
    """expand(collapse(x)) of x's type is x."""
    src = getattr(op.operands[0], "op", None)
    if src is not None and src.name == "memref.collapse_shape" and src.operands[0].type is op.results[0].type:
        return [src.operands[0]]
    return None
