"""Canonicalization patterns of the tensor dialect (TensorOps.cpp),
registered under the op whose getCanonicalizationPatterns adds them (that
order decides ties, as in MLIR)."""

from __future__ import annotations

from typing import Any, Iterable, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter
from pyopt.dialects.dynamic_index import K_DYNAMIC, out_of_bounds_slice
from pyopt.dialects.tensor.folds import (_defining, _slice_lists, can_fold_into_consumer,
                                         preserves_static_information)

DYNAMIC = T.DYNAMIC


class TensorPattern(RewritePattern):
    def __init__(self) -> None:
        super().__init__(name=f"(anonymous namespace)::{type(self).__name__}")


def _const(v: Any) -> int | None:
    c = value_constant(v) if isinstance(v, Value) else None
    return c.value if isinstance(c, A.IntegerAttr) else None


def _cast(rewriter: PatternRewriter, value: Value, t: T.Type, loc: Any) -> Value:
    return rewriter.create("tensor.cast", [value], [t], loc=loc).results[0]  # type: ignore[no-any-return]


def join_shapes(a: T.Type, b: T.Type) -> T.Type | None:
    """joinShapes: the type with the static knowledge of both (None when
    they conflict)."""
    if not isinstance(a, T.RankedTensorType):
        return b
    if not isinstance(b, T.RankedTensorType):
        return a
    if a.rank != b.rank:
        return None
    shape = []
    for x, y in zip(a.shape, b.shape):
        if x != DYNAMIC and y != DYNAMIC and x != y:
            return None
        shape.append(y if x == DYNAMIC else x)
    return T.RankedTensorType(tuple(shape), a.element)


# ---- mixed lists (OpFoldResult) ---------------------------------------------------------------
def fold_dynamic_index_list(entries: list[Any], only_non_negative: bool = False) -> bool:
    """foldDynamicIndexList: constant values become static entries."""
    changed = False
    for i, e in enumerate(entries):
        c = _const(e)
        if c is None or (only_non_negative and c < 0):
            continue
        entries[i] = c
        changed = True
    return changed


def _dispatch(entries: Sequence[Any]) -> tuple[list[Value], A.DenseArrayAttr]:
    """dispatchIndexOpFoldResults: the dynamic values and the static array."""
    values = [e for e in entries if isinstance(e, Value)]
    static = tuple(K_DYNAMIC if isinstance(e, Value) else e for e in entries)
    return values, A.DenseArrayAttr(T.i64, static)


def _static(entries: Sequence[Any]) -> list[int]:
    return [DYNAMIC if isinstance(e, Value) else e for e in entries]


def canonical_rank_reduced_type(rank: int, source: T.RankedTensorType, sizes: Sequence[Any]) -> T.RankedTensorType:
    """ExtractSliceOp::inferCanonicalRankReducedResultType: the sizes,
    dropping the first unit dimensions down to `rank`."""
    shape = _static(sizes)
    drop = len(shape) - rank
    if drop > 0:
        ones = [i for i, d in enumerate(shape) if d == 1][:drop]
        shape = [d for i, d in enumerate(shape) if i not in ones]
    return T.RankedTensorType(tuple(shape), source.element, source.encoding)


def create_slice(rewriter: PatternRewriter, name: str, result_types: list[T.Type], head: list[Value],
                 offsets: Sequence[Any], sizes: Sequence[Any], strides: Sequence[Any], loc: Any) -> Operation:
    groups: list[Any] = list(head)
    props: dict[str, A.Attribute] = {}
    for key, entries in (("offsets", offsets), ("sizes", sizes), ("strides", strides)):
        values, static = _dispatch(entries)
        groups.append(values)
        props[f"static_{key}"] = static
    return rewriter.create(name, groups, result_types, props, loc=loc)  # type: ignore[no-any-return]


# ---- casts ----------------------------------------------------------------------------------------
class ChainedTensorCast(TensorPattern):
    root = "tensor.cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = _defining(op.operands[0], "tensor.cast")
        if inner is None:
            return False
        source, mid, res = inner.operands[0].type, inner.results[0].type, op.results[0].type
        first = join_shapes(source, mid)
        first = join_shapes(first, res) if first is not None else None
        if first is None or join_shapes(source, res) != first:
            return False
        rewriter.replace_op(op, [_cast(rewriter, inner.operands[0], res, op.loc)])
        return True


class TensorCastExtractSlice(TensorPattern):
    root = "tensor.cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        slice_op = _defining(op.operands[0], "tensor.extract_slice")
        res, src = op.results[0].type, op.operands[0].type
        if slice_op is None or not preserves_static_information(src, res) or res.shape == src.shape:  # type: ignore
            return False
        offsets, sizes, strides = _slice_lists(slice_op)
        from pyopt.dialects.dynamic_index import rank_reduction_mask

        mask = rank_reduction_mask(_static(sizes), slice_op.results[0].type.shape) or []  # type: ignore
        sizes = list(sizes)
        dim = 0
        for i in range(len(sizes)):
            if i in mask:
                continue
            d = res.shape[dim]  # type: ignore[attr-defined]
            dim += 1
            if d != DYNAMIC:
                sizes[i] = d
        new = create_slice(rewriter, "tensor.extract_slice", [res], [slice_op.operands[0]], offsets, sizes, strides,
                           op.loc)
        rewriter.replace_op(op, new)
        return True


class ChainedTensorBitcast(TensorPattern):
    root = "tensor.bitcast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = _defining(op.operands[0], "tensor.bitcast")
        if inner is None:
            return False
        new = rewriter.create("tensor.bitcast", [inner.operands[0]], [op.results[0].type], loc=op.loc)
        rewriter.replace_op(op, new)
        return True


class ExtractFromTensorCast(TensorPattern):
    root = "tensor.extract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = _defining(op.operands[0], "tensor.cast")
        if cast is None or not isinstance(cast.operands[0].type, T.RankedTensorType):
            return False
        new = rewriter.create("tensor.extract", [cast.operands[0], list(op.operands[1:])], [op.results[0].type],
                              loc=op.loc)
        rewriter.replace_op(op, new)
        return True


# ---- dim -----------------------------------------------------------------------------------------------
class DimOfCastOp(TensorPattern):
    root = "tensor.dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = _defining(op.operands[0], "tensor.cast")
        if cast is None:
            return False
        new = rewriter.create("tensor.dim", [cast.operands[0], op.operands[1]], [T.index], loc=op.loc)
        rewriter.replace_op(op, new)
        return True


# The tied init of each destination-style tensor op's (single) result.
_DPS_INIT = {"tensor.insert": 1, "tensor.insert_slice": 1}


class DimOfDestStyleOp(TensorPattern):
    """dim(dps op result) is dim of the tied init, updated in place."""

    root = "tensor.dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        producer = getattr(op.operands[0], "op", None)
        init = _DPS_INIT.get(producer.name) if producer is not None else None
        if init is None:
            return False
        with rewriter.modify_op_in_place(op):
            op.op_operands[0].set(producer.operands[init])  # type: ignore[union-attr]
        return True


# ---- empty ---------------------------------------------------------------------------------------------
def _empty_mixed_sizes(empty: Operation) -> list[Any]:
    it = iter(empty.operands)
    return [next(it) if d == DYNAMIC else d for d in empty.results[0].type.shape]  # type: ignore[attr-defined]


def _create_empty(rewriter: PatternRewriter, sizes: Sequence[Any], element: T.Type, loc: Any,
                  encoding: A.Attribute | None = None) -> Operation:
    shape = tuple(DYNAMIC if isinstance(s, Value) else s for s in sizes)
    return rewriter.create("tensor.empty", [[s for s in sizes if isinstance(s, Value)]],  # type: ignore
                           [T.RankedTensorType(shape, element, encoding)], loc=loc)


class FoldEmptyTensorWithCastOp(TensorPattern):
    root = "tensor.cast"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        producer = _defining(op.operands[0], "tensor.empty")
        if producer is None or not preserves_static_information(op.operands[0].type, op.results[0].type):
            return False
        res = op.results[0].type
        sizes: list[Any] = []
        for new_dim, cur in zip(res.shape, _empty_mixed_sizes(producer)):  # type: ignore[attr-defined]
            if not isinstance(cur, Value):
                if new_dim == DYNAMIC or new_dim != cur:
                    return False
                sizes.append(cur)
            else:
                sizes.append(new_dim if new_dim != DYNAMIC else cur)
        rewriter.replace_op(op, _create_empty(rewriter, sizes, res.element, op.loc))  # type: ignore[attr-defined]
        return True


class FoldEmptyTensorWithDimOp(TensorPattern):
    root = "tensor.dim"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        index = _const(op.operands[1])
        empty = _defining(op.operands[0], "tensor.empty")
        if empty is None or index is None:
            return False
        t = empty.results[0].type
        if not (0 <= index < t.rank) or t.shape[index] != DYNAMIC:  # type: ignore[attr-defined]
            return False
        rewriter.replace_op(op, [_empty_mixed_sizes(empty)[index]])
        return True


class ReplaceEmptyTensorStaticShapeDims(TensorPattern):
    root = "tensor.empty"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        t = op.results[0].type
        sizes = _empty_mixed_sizes(op)
        changed = False
        for i, s in enumerate(sizes):
            c = _const(s) if isinstance(s, Value) else None
            if c is not None and c >= 0:
                sizes[i] = c
                changed = True
        if not changed:
            return False
        new = _create_empty(rewriter, sizes, t.element, op.loc, t.encoding)  # type: ignore[attr-defined]
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], t, op.loc)])
        return True


# ---- generate, pad -----------------------------------------------------------------------------------------
class StaticTensorGenerate(TensorPattern):
    root = "tensor.generate"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        t = op.results[0].type
        if t.has_static_shape():  # type: ignore[attr-defined]
            return False
        operands = iter(op.operands)
        shape: list[int] = []
        kept: list[Value] = []
        for d in t.shape:  # type: ignore[attr-defined]
            if d != DYNAMIC:
                shape.append(d)
                continue
            v = next(operands)
            c = _const(v)
            if c is None or c < 0:
                shape.append(DYNAMIC)
                kept.append(v)
            else:
                shape.append(c)
        if len(kept) == len(op.operands):
            return False
        new = rewriter.create("tensor.generate", [kept], [T.RankedTensorType(tuple(shape), t.element)],  # type: ignore
                              loc=op.loc)
        rewriter.inline_region_before(op.regions[0], new.regions[0])
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], t, op.loc)])
        return True


def _mixed_pad(op: Operation, name: str, values: Sequence[Value]) -> list[Any]:
    from pyopt.dialects.tensor.folds import mixed

    return mixed(op, name, values)


class FoldStaticZeroPadding(TensorPattern):
    root = "tensor.pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        low = _mixed_pad(op, "static_low", op.low)  # type: ignore[attr-defined]
        high = _mixed_pad(op, "static_high", op.high)  # type: ignore[attr-defined]
        zero = all((e if isinstance(e, int) else _const(e)) == 0 for e in low + high)
        if not zero or "nofold" in op.properties:
            return False
        rewriter.replace_op(op, [_cast(rewriter, op.operands[0], op.results[0].type, op.loc)])
        return True


class FoldStaticPadding(TensorPattern):
    """Constant low/high values become static entries (and the result type
    as static as they make it, cast back)."""

    root = "tensor.pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.dialects.tensor.slices import pad_result_type

        low = _mixed_pad(op, "static_low", op.low)  # type: ignore[attr-defined]
        high = _mixed_pad(op, "static_high", op.high)  # type: ignore[attr-defined]
        changed_low = fold_dynamic_index_list(low, only_non_negative=True)
        changed_high = fold_dynamic_index_list(high, only_non_negative=True)
        if not changed_low and not changed_high:
            return False
        src, res = op.operands[0].type, op.results[0].type
        inferred = pad_result_type(src, _static(low), _static(high))  # type: ignore[arg-type]
        if inferred is None:
            return False
        shape = tuple(r if r != DYNAMIC else i for r, i in zip(res.shape, inferred.shape))  # type: ignore
        new_type = T.RankedTensorType(shape, res.element)  # type: ignore[attr-defined]
        low_values, static_low = _dispatch(low)
        high_values, static_high = _dispatch(high)
        props: dict[str, A.Attribute] = {"static_low": static_low, "static_high": static_high}
        if "nofold" in op.properties:
            props["nofold"] = op.properties["nofold"]
        new = rewriter.create("tensor.pad", [op.operands[0], low_values, high_values], [new_type], props,
                              loc=op.loc)
        rewriter.inline_region_before(op.regions[0], new.regions[0])
        result = new.results[0]
        rewriter.replace_op(op, [result if new_type is res else _cast(rewriter, result, res, op.loc)])
        return True


def _create_pad(rewriter: PatternRewriter, pad: Operation, source: Value, result_type: T.Type) -> Operation:
    """A pad like `pad` (lists, nofold, discardable attributes) of `source`
    to `result_type`, taking over `pad`'s region."""
    props = {k: v for k, v in pad.properties.items() if k != "operandSegmentSizes"}
    new = rewriter.create("tensor.pad", [source, list(pad.low), list(pad.high)], [result_type],  # type: ignore
                          props, dict(pad.attributes), loc=pad.loc)
    rewriter.inline_region_before(pad.regions[0], new.regions[0])
    return new  # type: ignore[no-any-return]


class FoldSourceTensorCast(TensorPattern):
    """A cast that only drops static information folds into the pad that
    consumes it (in place, or a more static pad cast back)."""

    root = "tensor.pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.dialects.tensor.slices import pad_result_type
        from pyopt.dialects.dynamic_index import static_values

        cast = _defining(op.operands[0], "tensor.cast")
        if not can_fold_into_consumer(cast):
            return False
        assert cast is not None
        res = op.results[0].type
        inferred = pad_result_type(cast.operands[0].type, static_values(op, "static_low"),  # type: ignore[arg-type]
                                   static_values(op, "static_high"))
        if inferred is None:
            return False
        shape = tuple(r if i == DYNAMIC else i for r, i in zip(res.shape, inferred.shape))  # type: ignore
        new_type = T.RankedTensorType(shape, res.element)  # type: ignore[attr-defined]
        if new_type is res:
            with rewriter.modify_op_in_place(op):
                op.op_operands[0].set(cast.operands[0])
            return True
        # As MLIR does: the new pad keeps the cast value; the in-place case
        # above then takes the cast's source on the next visit.
        new = _create_pad(rewriter, op, op.operands[0], new_type)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], res, op.loc)])
        return True


class FoldTargetTensorCast(TensorPattern):
    """A pad whose only use is a cast adding static information produces
    the cast's type itself."""

    root = "tensor.pad"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        uses = list(op.results[0].uses)
        if len(uses) != 1:
            return False
        cast = uses[0].owner
        if cast.name != "tensor.cast" or not preserves_static_information(op.results[0].type, cast.results[0].type):
            return False
        new = _create_pad(rewriter, op, op.operands[0], cast.results[0].type)
        rewriter.replace_op(op, [new.results[0]])
        rewriter.replace_op(cast, [new.results[0]])
        return True


# ---- slices ----------------------------------------------------------------------------------------------------
class ExtractSliceConstantArgumentFolder(TensorPattern):
    root = "tensor.extract_slice"

    def __init__(self) -> None:
        RewritePattern.__init__(self, name="mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::"
                                           "ExtractSliceOp, SliceReturnTypeCanonicalizer, SliceCanonicalizer>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        offsets, sizes, strides = (list(x) for x in _slice_lists(op))
        a = fold_dynamic_index_list(offsets, True)
        b = fold_dynamic_index_list(sizes, True)
        c = fold_dynamic_index_list(strides)
        if not (a or b or c):
            return False
        src = op.operands[0].type
        if out_of_bounds_slice(src.shape, _static(offsets), _static(sizes), _static(strides)) is not None:  # type: ignore
            return False
        res = op.results[0].type
        new_type = canonical_rank_reduced_type(res.rank, src, sizes)  # type: ignore[attr-defined,arg-type]
        new = create_slice(rewriter, "tensor.extract_slice", [new_type], [op.operands[0]], offsets, sizes, strides,
                           op.loc)
        value = new.results[0]
        rewriter.replace_op(op, [value if new_type is res else _cast(rewriter, value, res, op.loc)])
        return True


class ExtractSliceOpCastFolder(TensorPattern):
    root = "tensor.extract_slice"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if any(_const(v) is not None for v in op.operands):
            return False
        cast = _defining(op.operands[0], "tensor.cast")
        if cast is None or not can_fold_into_consumer(cast):
            return False
        offsets, sizes, strides = _slice_lists(op)
        source = cast.operands[0]
        if out_of_bounds_slice(source.type.shape, _static(offsets), _static(sizes),  # type: ignore[attr-defined]
                               _static(strides)) is not None:
            return False
        res = op.results[0].type
        new_type = canonical_rank_reduced_type(res.rank, op.operands[0].type, sizes)  # type: ignore
        new = create_slice(rewriter, "tensor.extract_slice", [new_type], [source], offsets, sizes, strides, op.loc)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], res, op.loc)])
        return True


class InsertSliceConstantArgumentFolder(TensorPattern):
    def __init__(self, root: str, cpp: str) -> None:
        RewritePattern.__init__(self, root=root,
                                name=f"(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::{cpp}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        offsets, sizes, strides = (list(x) for x in _slice_lists(op))
        a = fold_dynamic_index_list(offsets)
        b = fold_dynamic_index_list(sizes)
        c = fold_dynamic_index_list(strides)
        if not (a or b or c):
            return False
        dest = op.operands[1].type
        if out_of_bounds_slice(dest.shape, _static(offsets), _static(sizes), _static(strides)) is not None:  # type: ignore
            return False
        src = op.operands[0]
        new_src_type = canonical_rank_reduced_type(src.type.rank, dest, sizes)  # type: ignore
        to_insert = src
        if new_src_type is not src.type:
            parent = op.parent_op
            with rewriter.insertion_guard():
                if parent is not None and parent.name == "scf.forall.in_parallel":
                    rewriter.set_insertion_point(parent)
                to_insert = _cast(rewriter, src, new_src_type, op.loc)
        results = [r.type for r in op.results]
        new = create_slice(rewriter, op.name, results, [to_insert, op.operands[1]], offsets, sizes, strides, op.loc)
        rewriter.replace_op(op, new)
        return True


class InsertSliceOpSourceCastInserter(TensorPattern):
    def __init__(self, root: str, cpp: str) -> None:
        RewritePattern.__init__(self, root=root,
                                name=f"(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::{cpp}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        src, dest = op.operands[0].type, op.operands[1].type
        if src.rank != dest.rank:  # type: ignore[attr-defined]
            return False
        sizes = _slice_lists(op)[1]
        shape = list(src.shape)  # type: ignore[attr-defined]
        for i, s in enumerate(sizes):
            c = s if isinstance(s, int) else _const(s)
            if c is not None:
                shape[i] = c
        new_type = T.RankedTensorType(tuple(shape), src.element)  # type: ignore[attr-defined]
        from pyopt.dialects.tensor.ops import cast_compatible

        if new_type is src or not preserves_static_information(src, new_type) \
                or not cast_compatible([src], [new_type]):
            return False
        parent = op.parent_op
        with rewriter.insertion_guard():
            if parent is not None and parent.name == "scf.forall.in_parallel":
                rewriter.set_insertion_point(parent)
            cast = _cast(rewriter, op.operands[0], new_type, op.loc)
        offsets, sizes, strides = _slice_lists(op)
        new = create_slice(rewriter, op.name, [r.type for r in op.results], [cast, op.operands[1]], offsets, sizes,
                           strides, op.loc)
        rewriter.replace_op(op, new)
        return True


class ExtractFromTensorGenerate(TensorPattern):
    """extract(generate) of a generate without side effects: its body
    cloned with the indices for the block arguments."""

    root = "tensor.extract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.rewrite.clone import clone_op  # OpBuilder::clone
        from pyopt.rewrite.side_effects import would_op_be_trivially_dead

        generate = _defining(op.operands[0], "tensor.generate")
        if generate is None or not generate.regions[0].blocks or not would_op_be_trivially_dead(generate):
            return False
        body = generate.regions[0].blocks[0]
        mapping: dict[Value, Value] = dict(zip(body.args, op.operands[1:]))
        for nested in list(body.ops)[:-1]:
            clone_op(rewriter, nested, mapping)
        yielded = body.last.operands[0]  # type: ignore[union-attr]
        rewriter.replace_op(op, [mapping.get(yielded, yielded)])
        return True


class ExtractElementFromIndexCast(TensorPattern):
    """extract(index_cast(t)) becomes index_cast(extract(t))."""

    root = "tensor.extract"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        cast = _defining(op.operands[0], "arith.index_cast")
        if cast is None:
            return False
        source = cast.operands[0]
        element = source.type.element if isinstance(source.type, T.ShapedType) else source.type  # type: ignore
        new = rewriter.create("tensor.extract", [source, list(op.operands[1:])], [element], loc=op.loc)
        rewriter.replace_op(op, rewriter.create("arith.index_cast", [new.results[0]], [op.results[0].type],
                                                loc=op.loc))
        return True


def _match_dynamic_mask(original: Sequence[int], reduced: Sequence[int]) -> list[int] | None:
    """computeRankReductionMask with matchDynamic: a dynamic size on either
    side matches (except an original 1)."""
    dropped: list[int] = []
    j = 0
    for i, d in enumerate(original):
        if j < len(reduced) and d != 1 and DYNAMIC in (d, reduced[j]):
            j += 1
            continue
        if j < len(reduced) and d == reduced[j]:
            j += 1
            continue
        dropped.append(i)
        if d != 1:
            return None
    return dropped if j == len(reduced) else None


class InsertSliceOpCastFolder(TensorPattern):
    """Casts that only drop static information on the source or dest of an
    insertion fold into it (the result cast back to the old dest type)."""

    def __init__(self, root: str, cpp: str) -> None:
        RewritePattern.__init__(self, root=root,
                                name=f"(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::{cpp}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if any(_const(v) is not None for v in op.operands):
            return False

        def cast_source(v: Value) -> Value | None:
            cast = _defining(v, "tensor.cast")
            return cast.operands[0] if cast is not None and can_fold_into_consumer(cast) else None

        src_cast, dst_cast = cast_source(op.operands[0]), cast_source(op.operands[1])
        if src_cast is None and dst_cast is None:
            return False
        src = src_cast if src_cast is not None else op.operands[0]
        dst = dst_cast if dst_cast is not None else op.operands[1]
        if not isinstance(src.type, T.RankedTensorType) or not isinstance(dst.type, T.RankedTensorType):
            return False
        offsets, sizes, strides = (list(x) for x in _slice_lists(op))
        static_sizes = _static(sizes)
        mask = _match_dynamic_mask(static_sizes, src.type.shape)
        if mask is None:
            return False
        reduced = 0
        for i in range(len(sizes)):
            if i in mask:
                continue
            if src.type.shape[reduced] != DYNAMIC:
                sizes[i] = src.type.shape[reduced]
            reduced += 1
        expected = T.RankedTensorType(tuple(_static(sizes)), dst.type.element)
        from pyopt.ir.diagnostics import MLIRError

        try:
            verify_slice_types(expected, src.type)
        except MLIRError:
            return False
        if out_of_bounds_slice(dst.type.shape, _static(offsets), _static(sizes), _static(strides)) is not None:
            return False
        results = [r.type for r in op.results]
        if results:
            results = [dst.type]
        new = create_slice(rewriter, op.name, results, [src, dst], offsets, sizes, strides, op.loc)
        values = list(new.results)
        if values and dst.type is not op.operands[1].type:
            values = [_cast(rewriter, values[0], op.operands[1].type, op.loc)]
        rewriter.replace_op(op, values)
        return True


def verify_slice_types(expected: T.RankedTensorType, candidate: T.RankedTensorType) -> None:
    """isRankReducedType(expected, candidate) == Success, as an exception."""
    from pyopt.dialects.dynamic_index import rank_reduction_mask
    from pyopt.ir.diagnostics import MLIRError

    if expected is candidate:
        return
    if candidate.rank > expected.rank or rank_reduction_mask(expected.shape, candidate.shape) is None \
            or candidate.element is not expected.element:
        raise MLIRError("not a rank-reduced type")


# ---- registration (by the op whose getCanonicalizationPatterns adds them) ------------------------------------
@canonicalization_patterns("tensor.bitcast")
def bitcast_patterns() -> Iterable[RewritePattern]:
    return [ChainedTensorBitcast()]


@canonicalization_patterns("tensor.cast")
def cast_patterns() -> Iterable[RewritePattern]:
    return [ChainedTensorCast(), TensorCastExtractSlice()]


@canonicalization_patterns("tensor.concat")
def concat_patterns() -> Iterable[RewritePattern]:
    from pyopt.dialects.tensor.reshape_patterns import (InferConcatOperandTypes, InferConcatResultType,
                                                        SingleInputConcatOp)

    return [SingleInputConcatOp(), InferConcatOperandTypes(), InferConcatResultType()]


@canonicalization_patterns("tensor.collapse_shape")
def collapse_shape_patterns() -> Iterable[RewritePattern]:
    from pyopt.dialects.tensor.reshape_patterns import (ComposeCollapseOfExpandOp, ComposeReassociativeReshapeOps,
                                                        FoldCollapseOfCastOp, FoldReshapeWithConstant,
                                                        FoldReshapeWithFromElements)

    return [ComposeReassociativeReshapeOps("tensor", "CollapseShapeOp", "kCollapse"),
            ComposeCollapseOfExpandOp("tensor", "RankedTensorType"),
            FoldReshapeWithConstant("tensor.collapse_shape", "CollapseShapeOp"),
            FoldReshapeWithFromElements("tensor.collapse_shape", "CollapseShapeOp"),
            FoldCollapseOfCastOp()]


@canonicalization_patterns("tensor.dim")
def dim_patterns() -> Iterable[RewritePattern]:
    return [DimOfCastOp(), DimOfDestStyleOp()]


@canonicalization_patterns("tensor.empty")
def empty_patterns() -> Iterable[RewritePattern]:
    return [FoldEmptyTensorWithCastOp(), FoldEmptyTensorWithDimOp(), ReplaceEmptyTensorStaticShapeDims()]


@canonicalization_patterns("tensor.expand_shape")
def expand_shape_patterns() -> Iterable[RewritePattern]:
    from pyopt.dialects.tensor.reshape_patterns import (ComposeExpandOfCollapseOp, ComposeReassociativeReshapeOps,
                                                        ConvertToStaticExpandShape, FoldReshapeWithConstant,
                                                        FoldReshapeWithFromElements)

    return [ComposeReassociativeReshapeOps("tensor", "ExpandShapeOp", "kExpand"),
            ComposeExpandOfCollapseOp("tensor"), ConvertToStaticExpandShape(),
            FoldReshapeWithConstant("tensor.expand_shape", "ExpandShapeOp"),
            FoldReshapeWithFromElements("tensor.expand_shape", "ExpandShapeOp")]


@canonicalization_patterns("tensor.extract")
def extract_patterns() -> Iterable[RewritePattern]:
    return [ExtractFromTensorCast()]


@canonicalization_patterns("tensor.extract_slice")
def extract_slice_patterns() -> Iterable[RewritePattern]:
    return [ExtractSliceConstantArgumentFolder(), ExtractSliceOpCastFolder()]


@canonicalization_patterns("tensor.from_elements")
def from_elements_patterns() -> Iterable[RewritePattern]:
    return [ExtractElementFromIndexCast()]


@canonicalization_patterns("tensor.generate")
def generate_patterns() -> Iterable[RewritePattern]:
    return [ExtractFromTensorGenerate(), StaticTensorGenerate()]


@canonicalization_patterns("tensor.insert_slice")
def insert_slice_patterns() -> Iterable[RewritePattern]:
    return [InsertSliceConstantArgumentFolder("tensor.insert_slice", "InsertSliceOp"),
            InsertSliceOpCastFolder("tensor.insert_slice", "InsertSliceOp"),
            InsertSliceOpSourceCastInserter("tensor.insert_slice", "InsertSliceOp")]


@canonicalization_patterns("tensor.pad")
def pad_patterns() -> Iterable[RewritePattern]:
    return [FoldStaticZeroPadding(), FoldSourceTensorCast(), FoldTargetTensorCast(), FoldStaticPadding()]


@canonicalization_patterns("tensor.parallel_insert_slice")
def parallel_insert_slice_patterns() -> Iterable[RewritePattern]:
    return [InsertSliceConstantArgumentFolder("tensor.parallel_insert_slice", "ParallelInsertSliceOp"),
            InsertSliceOpCastFolder("tensor.parallel_insert_slice", "ParallelInsertSliceOp"),
            InsertSliceOpSourceCastInserter("tensor.parallel_insert_slice", "ParallelInsertSliceOp")]
