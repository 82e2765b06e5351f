"""The memref folders (MemRefOps.cpp) and the dialect's constant
materialization (arith constants)."""

from __future__ import annotations

from collections import Counter
from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.folding import IN_PLACE, folder, materializer, value_constant
from pyopt.dialects.dynamic_index import K_DYNAMIC, strides_and_offset


@materializer("memref")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    from pyopt.dialects.arith.folds import materialize_arith_constant

    return materialize_arith_constant(builder, value, type, loc)


def mixed(op: Operation, static_name: str, values: Sequence[Value]) -> list[Any]:
    """getMixedValues: a static entry as an int, a dynamic one as its value."""
    attr = op.properties.get(static_name)
    it = iter(values)
    return [next(it, None) if s == K_DYNAMIC else s
            for s in (attr.values if isinstance(attr, A.DenseArrayAttr) else ())]


def const_int(entry: Any) -> int | None:
    """getConstantIntValue of an OpFoldResult (an int or a Value)."""
    if isinstance(entry, int):
        return entry
    c = value_constant(entry) if isinstance(entry, Value) else None
    return c.value if isinstance(c, A.IntegerAttr) else None


def memref_rank_reduction_mask(original: T.MemRefType, reduced: T.MemRefType, sizes: Sequence[Any]) -> set[int] | None:
    """computeMemRefRankReductionMask: the source dimensions a rank-reducing
    view drops (static unit sizes whose stride is gone too)."""
    if original.rank == reduced.rank:
        return set()
    unused = {i for i, s in enumerate(sizes) if isinstance(s, int) and s == 1}
    if len(unused) + reduced.rank == original.rank:
        return unused
    so_orig, so_red = strides_and_offset(original), strides_and_offset(reduced)
    if so_orig is None or so_red is None:
        return None
    unaccounted = Counter(so_orig[0])
    candidate = Counter(so_red[0])
    for dim in sorted(unused):
        stride = so_orig[0][dim]
        if unaccounted[stride] > candidate[stride]:
            unaccounted[stride] -= 1
        elif unaccounted[stride] == candidate[stride]:
            unused.discard(dim)
        else:
            return None
    if len(unused) + reduced.rank != original.rank:
        return None
    return unused


def subview_lists(op: Operation) -> tuple[list[Any], list[Any], list[Any]]:
    return (mixed(op, "static_offsets", op.operand_group(1)), mixed(op, "static_sizes", op.operand_group(2)),  # type: ignore
            mixed(op, "static_strides", op.operand_group(3)))  # type: ignore[attr-defined]


def subview_dropped_dims(op: Operation) -> set[int]:
    """SubViewOp::getDroppedDims."""
    dropped = memref_rank_reduction_mask(op.operands[0].type, op.results[0].type,  # type: ignore[arg-type]
                                         subview_lists(op)[1])
    return dropped if dropped is not None else set()


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
    dynamic_index = sum(1 for d in mtype.shape[:i] if d == T.DYNAMIC)
    if src is not None and src.name in ("memref.alloc", "memref.alloca"):
        return src.operand_group(0)[dynamic_index]
    if src is not None and src.name == "memref.view":
        return src.operands[2 + dynamic_index]
    if src is not None and src.name == "memref.subview":
        dropped = subview_dropped_dims(src)
        kept = [d for d in range(src.operands[0].type.rank) if d not in dropped]
        size = subview_lists(src)[1][kept[i]]
        return size if isinstance(size, Value) else None
    return IN_PLACE if fold_memref_cast(op) else None


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


for _name in ("memref.dealloc", "memref.load", "memref.prefetch", "memref.dma_start", "memref.dma_wait"):
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
    return _identity_cast(op, fold_memref_cast(op))


@folder("memref.atomic_rmw")
def fold_atomic_rmw(op: Operation, c: list[Any]) -> Any:
    """AtomicRMWOp::fold: foldMemRefCast except the value operand."""
    return IN_PLACE if fold_memref_cast(op, op.operands[0]) else None


def _identity_cast(op: Operation, in_place: bool) -> Any:
    """An op's fold, then CastOpInterface's trait fold (tried after a
    failed or in-place fold): a cast to its own source type is the source."""
    source = op.operands[0]
    if source.type is op.results[0].type:
        return [source]
    return IN_PLACE if in_place else None


@folder("memref.memory_space_cast")
def fold_memory_space_cast(op: Operation, c: list[Any]) -> Any:
    """memory_space_cast(memory_space_cast(v)) casts v."""
    parent = getattr(op.operands[0], "op", None)
    in_place = parent is not None and parent.name == "memref.memory_space_cast"
    if in_place:
        op.op_operands[0].set(parent.operands[0])
    return _identity_cast(op, in_place)


def _fold_reshape(op: Operation, inverse: str) -> Any:
    """foldReshapeOp (memrefs have no constant operands to reshape)."""
    from pyopt.dialects.reshape_utils import fold_reshape_of_inverse

    if op.operands[0].type is op.results[0].type:
        return [op.operands[0]]
    return fold_reshape_of_inverse(op, inverse)


@folder("memref.collapse_shape")
def fold_collapse_shape(op: Operation, c: list[Any]) -> Any:
    return _fold_reshape(op, "memref.expand_shape")


@folder("memref.expand_shape")
def fold_expand_shape(op: Operation, c: list[Any]) -> Any:
    return _fold_reshape(op, "memref.collapse_shape")


@folder("memref.subview")
def fold_subview(op: Operation, c: list[Any]) -> Any:
    """SubViewOp::fold: a static same-typed view, or a no-op subview of a
    subview of the same sizes."""
    src_type, res_type = op.operands[0].type, op.results[0].type
    layout = getattr(res_type, "layout", None)
    if res_type is src_type and res_type.has_static_shape() and (  # type: ignore[attr-defined]
            not isinstance(layout, A.StridedLayoutAttr)
            or (layout.offset != T.DYNAMIC and T.DYNAMIC not in layout.strides)):
        return [op.operands[0]]
    producer = getattr(op.operands[0], "op", None)
    if producer is not None and producer.name == "memref.subview":
        offsets, sizes, strides = subview_lists(op)
        src_sizes = subview_lists(producer)[1]
        same_sizes = len(sizes) == len(src_sizes) and all(
            a is b if isinstance(a, Value) else a == b for a, b in zip(sizes, src_sizes))
        if all(const_int(o) == 0 for o in offsets) and all(const_int(s) == 1 for s in strides) and same_sizes \
                and res_type is src_type:
            return [op.operands[0]]
    return None


@folder("memref.reinterpret_cast")
def fold_reinterpret_cast(op: Operation, c: list[Any]) -> Any:
    """reinterpret_cast of a reinterpret_cast, a cast or a zero-offset
    subview reads the inner source; one that changes nothing is its source."""
    src = op.operands[0]
    prev = getattr(src, "op", None)
    prev_src = None
    if prev is not None and prev.name in ("memref.reinterpret_cast", "memref.cast"):
        prev_src = prev.operands[0]
    elif prev is not None and prev.name == "memref.subview" and all(
            const_int(o) == 0 for o in subview_lists(prev)[0]):
        prev_src = prev.operands[0]
    if prev_src is not None:
        op.op_operands[0].set(prev_src)
        return IN_PLACE
    res = op.results[0].type
    offsets = op.properties.get("static_offsets")
    if res.has_static_shape() and src.type is res and isinstance(offsets, A.DenseArrayAttr) \
            and offsets.values and offsets.values[0] == 0:
        return [src]
    return None


@folder("memref.transpose")
def fold_transpose(op: Operation, c: list[Any]) -> Any:
    """An identity permutation of the same type is the input; a transpose
    of a transpose is one transpose by the composed permutation."""
    perm = op.properties["permutation"].value  # type: ignore[attr-defined]
    if perm.is_identity() and op.results[0].type is op.operands[0].type:
        return [op.operands[0]]
    other = getattr(op.operands[0], "op", None)
    if other is not None and other.name == "memref.transpose":
        from pyopt.ir import affine as AF

        inner = other.properties["permutation"].value  # type: ignore[attr-defined]
        composed = AF.AffineMap(inner.num_dims, inner.num_symbols,
                                tuple(r.replace_dims(inner.results) for r in perm.results))
        op.op_operands[0].set(other.operands[0])
        op.properties["permutation"] = A.AffineMapAttr(composed)
        return IN_PLACE
    return None


@folder("memref.view")
def fold_view(op: Operation, c: list[Any]) -> Any:
    res = op.results[0].type
    if res is op.operands[0].type and res.has_static_shape():  # type: ignore[attr-defined]
        return [op.operands[0]]
    return None


@folder("memref.assume_alignment")
def fold_assume_alignment(op: Operation, c: list[Any]) -> Any:
    """An assume_alignment of the same alignment as its source's repeats it."""
    source = getattr(op.operands[0], "op", None)
    if source is None or source.name != "memref.assume_alignment":
        return None
    if source.properties.get("alignment") is not op.properties.get("alignment"):
        return None
    return [op.operands[0]]


@folder("memref.extract_strided_metadata")
def fold_extract_strided_metadata(op: Operation, c: list[Any]) -> Any:
    """Results the source type knows statically are replaced, in their
    uses, by new index constants (built before the op); a cast source is
    looked through."""
    from pyopt.rewrite.rewriter import Builder

    src_type = op.operands[0].type
    so = strides_and_offset(src_type)  # type: ignore[arg-type]
    assert so is not None
    rank = src_type.rank  # type: ignore[attr-defined]
    offset, sizes, strides = op.results[1], op.results[2:2 + rank], op.results[2 + rank:]
    builder = Builder()
    builder.set_insertion_point(op)
    replaced = False
    for values, statics in (([offset], [so[1]]), (sizes, src_type.shape), (strides, so[0])):  # type: ignore
        for result, static in zip(values, statics):
            if not result.uses or static == T.DYNAMIC:
                continue  # a dynamic result is no constant
            const = builder.create("arith.constant", [], [T.index], {"value": A.IntegerAttr(static, T.index)},
                                   loc=op.loc).results[0]
            for use in list(result.uses):
                use.set(const)
            replaced = True
    prev = getattr(op.operands[0], "op", None)
    if prev is not None and prev.name == "memref.cast" and isinstance(prev.operands[0].type, T.MemRefType):
        op.op_operands[0].set(prev.operands[0])
        replaced = True
    return IN_PLACE if replaced else None
