"""Canonicalization patterns of the memref view ops (MemRefOps.cpp):
subview (constant arguments, casts, trivial subviews), dim of reshape,
collapse_shape of a cast, reinterpret_cast and view."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter
from pyopt.dialects.dynamic_index import K_DYNAMIC, mul, out_of_bounds_slice, strides_and_offset
from pyopt.dialects.memref.folds import (can_fold_into_consumer, const_int, memref_rank_reduction_mask,
                                         subview_dropped_dims, subview_lists)

DYNAMIC = T.DYNAMIC


def _defining(value: Any, name: str) -> Operation | None:
    op = getattr(value, "op", None)
    return op if op is not None and op.name == name else None


def _is_constant_index(value: Value) -> bool:
    """matchConstantIndex: a constant of index type."""
    return value.type is T.index and isinstance(value_constant(value), A.IntegerAttr)


def _static(entries: Sequence[Any]) -> list[int]:
    return [DYNAMIC if isinstance(e, Value) else e for e in entries]


def _dispatch(entries: Sequence[Any]) -> tuple[list[Value], A.DenseArrayAttr]:
    """dispatchIndexOpFoldResults: the dynamic values and the static array."""
    values = [e for e in entries if isinstance(e, Value)]
    return values, A.DenseArrayAttr(T.i64, tuple(K_DYNAMIC if isinstance(e, Value) else e for e in entries))


def _fold_list(entries: list[Any], keep: Any) -> bool:
    """foldDynamicIndexList: constant values become static entries unless
    `keep(constant)` says otherwise."""
    changed = False
    for i, e in enumerate(entries):
        c = const_int(e) if isinstance(e, Value) else None
        if c is None or keep(c):
            continue
        entries[i] = c
        changed = True
    return changed


def _negative(c: int) -> bool:
    return c < 0


def _zero(c: int) -> bool:
    return c == 0


def _cast(rewriter: PatternRewriter, value: Value, t: T.Type, loc: Any) -> Value:
    return rewriter.create("memref.cast", [value], [t], loc=loc).results[0]  # type: ignore[no-any-return]


def subview_type(src: T.MemRefType, offsets: Sequence[int], sizes: Sequence[int],
                 strides: Sequence[int]) -> T.MemRefType | None:
    """SubViewOp::inferResultType (None for an invalid static entry)."""
    if any(v != DYNAMIC and v < 0 for v in (*offsets, *sizes)) or any(v == 0 for v in strides):
        return None
    from pyopt.dialects.memref.views import subview_type as infer

    return infer(src, offsets, sizes, strides)


def _drop(t: T.MemRefType, dropped: set[int]) -> T.MemRefType:
    layout = t.layout
    assert isinstance(layout, A.StridedLayoutAttr)
    keep = [i for i in range(t.rank) if i not in dropped]
    return T.MemRefType(tuple(t.shape[i] for i in keep), t.element,
                        A.StridedLayoutAttr(layout.offset, tuple(layout.strides[i] for i in keep)), t.memory_space)


def _create_subview(rewriter: PatternRewriter, result_type: T.Type, source: Value, offsets: Sequence[Any],
                    sizes: Sequence[Any], strides: Sequence[Any], loc: Any) -> Operation:
    groups: list[Any] = [source]
    props: dict[str, A.Attribute] = {}
    for key, entries in (("offsets", offsets), ("sizes", sizes), ("strides", strides)):
        values, static = _dispatch(entries)
        groups.append(values)
        props[f"static_{key}"] = static
    return rewriter.create("memref.subview", groups, [result_type], props, loc=loc)  # type: ignore[no-any-return]


class SubViewConstantArgumentFolder(RewritePattern):
    """OpWithOffsetSizesAndStridesConstantArgumentFolder: constant offsets
    (else sizes, else strides: one list per application, as MLIR's
    short-circuit) become static; the new subview is cast back."""

    root = "memref.subview"

    def __init__(self) -> None:
        super().__init__(name="mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, "
                              "SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        offsets, sizes, strides = (list(x) for x in subview_lists(op))
        if not (_fold_list(offsets, _negative) or _fold_list(sizes, _negative) or _fold_list(strides, _zero)):
            return False
        src = op.operands[0].type
        assert isinstance(src, T.MemRefType)
        if out_of_bounds_slice(src.shape, _static(offsets), _static(sizes), _static(strides)) is not None:
            return False
        new_type = subview_type(src, _static(offsets), _static(sizes), _static(strides))
        if new_type is None:
            return False
        dropped = subview_dropped_dims(op)
        if dropped:
            new_type = _drop(new_type, dropped)
        new = _create_subview(rewriter, new_type, op.operands[0], offsets, sizes, strides, op.loc)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], op.results[0].type, op.loc)])
        return True


class SubViewOpMemRefCastFolder(RewritePattern):
    """A subview of a cast that only drops static information views the
    cast's source (the result cast back)."""

    root = "memref.subview"
    debug_name = "(anonymous namespace)::SubViewOpMemRefCastFolder"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if any(_is_constant_index(v) for v in op.operands):
            return False
        cast = _defining(op.operands[0], "memref.cast")
        if cast is None or not can_fold_into_consumer(cast):
            return False
        offsets, sizes, strides = subview_lists(op)
        # getCanonicalSubViewResultType: inferred from the cast source, the
        # dropped dimensions from the current source and result.
        source_type = cast.operands[0].type
        inferred = subview_type(source_type, _static(offsets), _static(sizes), _static(strides))  # type: ignore
        dropped = memref_rank_reduction_mask(op.operands[0].type, op.results[0].type, sizes)  # type: ignore[arg-type]
        if inferred is None or dropped is None:
            return False
        new_type = _drop(inferred, dropped)
        new = rewriter.create("memref.subview", [cast.operands[0]] + [op.operand_group(i) for i in (1, 2, 3)],
                              [new_type], {k: op.properties[k] for k in ("static_offsets", "static_sizes",
                                                                          "static_strides")}, loc=op.loc)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], op.results[0].type, op.loc)])
        return True


class TrivialSubViewOpFolder(RewritePattern):
    """A subview at offset 0, stride 1, of the whole (static) source is
    the source (cast when the layouts differ)."""

    root = "memref.subview"
    debug_name = "(anonymous namespace)::TrivialSubViewOpFolder"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        src, res = op.operands[0].type, op.results[0].type
        if src.rank != res.rank:  # type: ignore[attr-defined]
            return False
        offsets, sizes, strides = subview_lists(op)
        if any(const_int(o) != 0 for o in offsets) or any(const_int(s) != 1 for s in strides):
            return False
        if any(const_int(s) != d for s, d in zip(sizes, src.shape)):  # type: ignore[attr-defined]
            return False
        if src is res:
            rewriter.replace_op(op, [op.operands[0]])
        else:
            rewriter.replace_op(op, [_cast(rewriter, op.operands[0], res, op.loc)])
        return True


def _value_block(value: Value) -> Block | None:
    op = getattr(value, "op", None)
    return op.parent if op is not None else value.owner  # type: ignore[return-value]


def _is_before_in_block(a: Operation, b: Operation) -> bool:
    cur = a.next
    while cur is not None:
        if cur is b:
            return True
        cur = cur.next
    return False


def _is_proper_ancestor(region: Region | None, other: Region | None) -> bool:
    """Region::isProperAncestor: `other` is nested somewhere inside `region`."""
    if region is None or other is None or region is other:
        return False
    while other is not None:
        parent = other.parent
        block = parent.parent if parent is not None else None
        other = block.parent if block is not None else None
        if other is region:
            return True
    return False


class DimOfMemRefReshape(RewritePattern):
    """dim(reshape(x, shape), i) loads shape[i] right after the reshape,
    when i is known to dominate the reshape (cheap checks, as MLIR)."""

    root = "memref.dim"
    debug_name = "(anonymous namespace)::DimOfMemRefReshape"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        reshape = _defining(op.operands[0], "memref.reshape")
        if reshape is None:
            return rewriter.notify_match_failure(op, "Dim op is not defined by a reshape op.")
        index = op.operands[1]
        index_block = _value_block(index)
        if index_block is reshape.parent:
            definer = getattr(index, "op", None)
            if definer is not None and _is_before_in_block(reshape, definer):
                return rewriter.notify_match_failure(
                    op, "dim.getIndex is not defined before reshape in the same block.")
        elif op.parent is not reshape.parent and not _is_proper_ancestor(
                index_block.parent if index_block is not None else None, reshape.parent.parent):  # type: ignore
            return rewriter.notify_match_failure(op, "dim.getIndex does not dominate reshape.")
        rewriter.set_insertion_point_after(reshape)
        shape = reshape.operands[1]
        load = rewriter.create("memref.load", [shape, [index]], [shape.type.element], loc=op.loc).results[0]
        if load.type is not op.results[0].type:
            load = rewriter.create("arith.index_cast", [load], [op.results[0].type], loc=op.loc).results[0]
        rewriter.replace_op(op, [load])
        return True


def collapsed_memref_type(src: T.MemRefType, groups: list[list[int]]) -> T.MemRefType:
    """CollapseShapeOp::computeCollapsedType."""
    from pyopt.dialects.memref.views import _identity_layout, collapsed_layout

    shape = []
    for group in groups:
        size = 1
        for d in group:
            size = mul(size, src.shape[d])
        shape.append(size)
    layout = None if _identity_layout(src) else collapsed_layout(src, groups)
    return T.MemRefType(tuple(shape), src.element, layout, src.memory_space)


class CollapseShapeOpMemRefCastFolder(RewritePattern):
    """A collapse_shape of a cast that only drops static information
    collapses the cast's source (in place, or cast back)."""

    root = "memref.collapse_shape"
    debug_name = "CollapseShapeOpMemRefCastFolder"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.dialects.reshape_utils import reassociation

        cast = _defining(op.operands[0], "memref.cast")
        if cast is None or not can_fold_into_consumer(cast):
            return False
        new_type = collapsed_memref_type(cast.operands[0].type, reassociation(op))  # type: ignore[arg-type]
        if new_type is op.results[0].type:
            with rewriter.modify_op_in_place(op):
                op.op_operands[0].set(cast.operands[0])
            return True
        new = rewriter.create("memref.collapse_shape", [cast.operands[0]], [new_type],
                              {"reassociation": op.properties["reassociation"]}, loc=op.loc)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], op.results[0].type, op.loc)])
        return True


# ---- reinterpret_cast -----------------------------------------------------------------------------
def _constify(values: list[Any], statics: Sequence[int]) -> list[Any]:
    """constifyIndexValues: a static entry of the type wins, else a
    constant value becomes its integer."""
    out = []
    for v, s in zip(values, statics):
        if s != DYNAMIC:
            out.append(s)
        else:
            c = const_int(v) if isinstance(v, Value) else None
            out.append(c if c is not None else v)
    return out


def _reinterpret_lists(op: Operation) -> tuple[list[Any], list[Any], list[Any]]:
    from pyopt.dialects.memref.folds import mixed

    return (mixed(op, "static_offsets", op.operand_group(1)), mixed(op, "static_sizes", op.operand_group(2)),  # type: ignore
            mixed(op, "static_strides", op.operand_group(3)))  # type: ignore[attr-defined]


def _constified_reinterpret(op: Operation) -> tuple[list[Any], list[Any], list[Any]]:
    offsets, sizes, strides = _reinterpret_lists(op)
    res = op.results[0].type
    so = strides_and_offset(res)  # type: ignore[arg-type]
    assert so is not None
    return _constify(offsets, [so[1]]), _constify(sizes, res.shape), _constify(strides, so[0])  # type: ignore


def _constified_metadata(op: Operation) -> tuple[list[Any], list[Any], list[Any]]:
    src = op.operands[0].type
    rank = src.rank  # type: ignore[attr-defined]
    so = strides_and_offset(src)  # type: ignore[arg-type]
    assert so is not None
    results = list(op.results)
    return (_constify([results[1]], [so[1]]), _constify(results[2:2 + rank], src.shape),  # type: ignore
            _constify(results[2 + rank:], so[0]))


def _same_entries(a: Sequence[Any], b: Sequence[Any]) -> bool:
    return len(a) == len(b) and all(x is y if isinstance(x, Value) or isinstance(y, Value) else x == y
                                    for x, y in zip(a, b))


class ReinterpretCastOpExtractStridedMetadataFolder(RewritePattern):
    """reinterpret_cast(extract_strided_metadata(x)) rebuilding x's own
    layout is x (or a cast of it); otherwise it reads x directly."""

    root = "memref.reinterpret_cast"
    debug_name = "(anonymous namespace)::ReinterpretCastOpExtractStridedMetadataFolder"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        meta = _defining(op.operands[0], "memref.extract_strided_metadata")
        if meta is None:
            return False
        m_off, m_sizes, m_strides = _constified_metadata(meta)
        r_off, r_sizes, r_strides = _constified_reinterpret(op)
        noop = _same_entries(m_strides, r_strides) and _same_entries(m_sizes, r_sizes) and \
            _same_entries(m_off, r_off)
        source = meta.operands[0]
        if not noop:
            with rewriter.modify_op_in_place(op):
                op.op_operands[0].set(source)
            return True
        if source.type is op.results[0].type:
            rewriter.replace_op(op, [source])
        else:
            rewriter.replace_op(op, [_cast(rewriter, source, op.results[0].type, op.loc)])
        return True


class ReinterpretCastOpConstantFolder(RewritePattern):
    """Entries the result type or a constant makes static become static
    (the new type inferred from them), cast back."""

    root = "memref.reinterpret_cast"
    debug_name = "(anonymous namespace)::ReinterpretCastOpConstantFolder"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        before = sum(1 for e in (x for lst in _reinterpret_lists(op) for x in lst) if not isinstance(e, Value))
        offsets, sizes, strides = _constified_reinterpret(op)
        after = sum(1 for e in (*offsets, *sizes, *strides) if not isinstance(e, Value))
        if before == after:
            return False
        src = op.operands[0].type
        offset = offsets[0] if not isinstance(offsets[0], Value) else DYNAMIC
        layout = A.StridedLayoutAttr(offset, tuple(_static(strides)))
        new_type = T.MemRefType(tuple(_static(sizes)), src.element, layout, src.memory_space)  # type: ignore
        groups: list[Any] = [op.operands[0]]
        props: dict[str, A.Attribute] = {}
        for key, entries in (("offsets", offsets), ("sizes", sizes), ("strides", strides)):
            values, static = _dispatch(entries)
            groups.append(values)
            props[f"static_{key}"] = static
        new = rewriter.create("memref.reinterpret_cast", groups, [new_type], props, loc=op.loc)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], op.results[0].type, op.loc)])
        return True


# ---- view ------------------------------------------------------------------------------------------
class ViewOpShapeFolder(RewritePattern):
    """Constant sizes of a view become static dimensions, cast back."""

    root = "memref.view"
    debug_name = "(anonymous namespace)::ViewOpShapeFolder"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if not any(_is_constant_index(v) for v in op.operands):
            return False
        mtype = op.results[0].type
        shape: list[int] = []
        dynamic: list[Value] = []
        sizes = iter(op.operands[2:])
        for d in mtype.shape:  # type: ignore[attr-defined]
            if d != DYNAMIC:
                shape.append(d)
                continue
            v = next(sizes)
            definer = getattr(v, "op", None)
            c = value_constant(v) if definer is not None and definer.name == "arith.constant" \
                and v.type is T.index else None
            if isinstance(c, A.IntegerAttr):
                shape.append(c.value)
            else:
                shape.append(d)
                dynamic.append(v)
        new_type = T.MemRefType(tuple(shape), mtype.element, mtype.layout, mtype.memory_space)  # type: ignore
        if new_type is mtype:
            return False
        new = rewriter.create("memref.view", [op.operands[0], op.operands[1], dynamic], [new_type], loc=op.loc)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], mtype, op.loc)])
        return True


class ViewOpMemrefCastFolder(RewritePattern):
    """A view of a cast of an alloc views the alloc."""

    root = "memref.view"
    debug_name = "(anonymous namespace)::ViewOpMemrefCastFolder"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = _defining(op.operands[0], "memref.cast")
        if cast is None or _defining(cast.operands[0], "memref.alloc") is None:
            return False
        new = rewriter.create("memref.view", [cast.operands[0], op.operands[1], list(op.operands[2:])],
                              [op.results[0].type], loc=op.loc)
        rewriter.replace_op(op, new)
        return True
