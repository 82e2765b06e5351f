"""Mask lowerings of the convert-vector-to-llvm pre-pass:
populateVectorMaskOpLoweringPatterns (LowerVectorMask.cpp: n-D
create_mask/constant_mask unrolled to 1-D ones) and
populateVectorMaskMaterializationPatterns (VectorTransforms.cpp: 1-D
create_mask as a step-vector comparison, out-of-bounds 1-D transfers
given an explicit in-bounds mask)."""

from __future__ import annotations

from typing import Any

from pyopt.conversion.vector_lowering.common import (constant, create_or_fold, drop_front, index_constant, insert,
                                                     zero)
from pyopt.conversion.vector_lowering.scalable_to_llvm import cast_to_index_like
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.pattern import RewritePattern

_SLT = 2


def _cmpi_slt(rewriter: Any, loc: Any, lhs: Value, rhs: Value) -> Value:
    t = lhs.type
    result = T.VectorType(t.shape, T.i1, t.scalable) if isinstance(t, T.VectorType) else T.i1
    return rewriter.create("arith.cmpi", [lhs, rhs], [result], properties={
        "predicate": A.IntegerAttr(_SLT, T.i64)}, loc=loc).results[0]


class CreateMaskOpLowering(RewritePattern):
    """An n-D create_mask: a lower-rank mask selected per leading index."""

    root = "vector.create_mask"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        dst = op.results[0].type
        if dst.rank <= 1:
            return rewriter.notify_match_failure(op, "0-D and 1-D vectors are handled separately")
        if dst.scalable[0]:
            return rewriter.notify_match_failure(op, "Cannot unroll leading scalable dim in dstType")
        loc = op.loc
        low = drop_front(dst)
        true_value = rewriter.create("vector.create_mask", list(op.operands[1:]), [low], loc=loc).results[0]
        false_value = zero(rewriter, loc, low)
        result = zero(rewriter, loc, dst)
        for d in range(dst.shape[0]):
            bound = index_constant(rewriter, loc, d)
            inside = _cmpi_slt(rewriter, loc, bound, op.operands[0])
            selected = rewriter.create("arith.select", [inside, true_value, false_value], [low], loc=loc).results[0]
            result = insert(rewriter, loc, selected, result, [d])
        rewriter.replace_op(op, [result])
        return True


class ConstantMaskOpLowering(RewritePattern):
    root = "vector.constant_mask"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        dst = op.results[0].type
        sizes = list(op.properties["mask_dim_sizes"].values)  # type: ignore[attr-defined]
        if dst.rank == 0:
            attr = A.DenseElementsAttr(T.VectorType((), T.i1), (int(sizes[0] == 1),), True)
            rewriter.replace_op(op, [constant(rewriter, loc, attr, dst)])
            return True
        true_size = sizes[0]
        if dst.rank == 1:
            if true_size in (0, dst.shape[0]):
                attr = A.DenseElementsAttr(dst, (int(true_size != 0),), True)
            else:
                values = tuple(int(d < true_size) for d in range(dst.shape[0]))
                attr = A.DenseElementsAttr(dst, values, False)
            rewriter.replace_op(op, [constant(rewriter, loc, attr, dst)])
            return True
        if dst.scalable[0]:
            return rewriter.notify_match_failure(op, "Cannot unroll leading scalable dim in dstType")
        low = drop_front(dst)
        true_value = rewriter.create("vector.constant_mask", [], [low], properties={
            "mask_dim_sizes": A.DenseArrayAttr(T.i64, tuple(sizes[1:]))}, loc=loc).results[0]
        result = zero(rewriter, loc, dst)
        for d in range(true_size):
            result = insert(rewriter, loc, true_value, result, [d])
        rewriter.replace_op(op, [result])
        return True


def build_vector_comparison(rewriter: Any, loc: Any, force_32bit: bool, dim: int, bound: Value,
                            offset: Value | None = None) -> Value:
    """[offset + 0 .. offset + dim - 1] < [bound .. bound], in i32 or i64."""
    index_type = T.i32 if force_32bit else T.i64
    if dim == 0:
        attr = A.DenseElementsAttr(T.VectorType((), index_type), (0,), False)
    else:
        attr = A.DenseElementsAttr(T.VectorType((dim,), index_type), tuple(range(dim)), False)
    indices = constant(rewriter, loc, attr)
    if offset is not None:
        o = cast_to_index_like(rewriter, loc, index_type, offset)
        ov = rewriter.create("vector.broadcast", [o], [indices.type], loc=loc).results[0]
        indices = rewriter.create("arith.addi", [ov, indices], [indices.type], loc=loc).results[0]
    b = cast_to_index_like(rewriter, loc, index_type, bound)
    bounds = rewriter.create("vector.broadcast", [b], [indices.type], loc=loc).results[0]
    return _cmpi_slt(rewriter, loc, indices, bounds)


class VectorCreateMaskOpConversion(RewritePattern):
    """A fixed 0-D/1-D create_mask: a step-vector comparison."""

    root = "vector.create_mask"

    def __init__(self, force_32bit_vector_indices: bool, benefit: int = 1) -> None:
        super().__init__(benefit=benefit)
        self.force_32bit = force_32bit_vector_indices

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        dst = op.results[0].type
        if any(dst.scalable) or dst.rank > 1:
            return False
        mask = build_vector_comparison(rewriter, op.loc, self.force_32bit, dst.shape[0] if dst.rank else 0,
                                       op.operands[0])
        rewriter.replace_op(op, [mask])
        return True


def _has_out_of_bounds_dim(op: Operation) -> bool:
    in_bounds = op.properties["in_bounds"]
    return any(not e.value for e in in_bounds.elements)  # type: ignore[attr-defined]


def _registered(name: str) -> bool:
    from pyopt.ir.registry import registry

    return registry.lookup_op(name) is not None


def create_or_fold_dim(rewriter: Any, loc: Any, source: Value, dim: int) -> Value:
    """vector::createOrFoldDimOp: memref.dim or tensor.dim, folded when static."""
    name = "memref.dim" if isinstance(source.type, T.MemRefType) else "tensor.dim"
    index = index_constant(rewriter, loc, dim)
    return create_or_fold(rewriter, name, [source, index], [T.IndexType()], loc)


class MaterializeTransferMask(RewritePattern):
    """An out-of-bounds 1-D transfer gets the in-bounds mask
    `create_mask (dim - offset)` (and-ed with its own) and becomes in bounds."""

    def __init__(self, root: str, force_32bit_vector_indices: bool, benefit: int = 1) -> None:
        super().__init__(benefit=benefit)
        self.root = root
        self.force_32bit = force_32bit_vector_indices

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        if not _has_out_of_bounds_dim(op):
            return False
        vector_type = op.vector_type  # type: ignore[attr-defined]
        indices = list(op.indices)  # type: ignore[attr-defined]
        if vector_type.rank > 1 or not indices:
            return False
        if not isinstance(op.base.type, T.MemRefType) and not _registered("tensor.dim"):  # type: ignore
            return rewriter.notify_match_failure(op, "pyopt's tensor dialect has no tensor.dim yet")
        loc = op.loc
        last = len(indices) - 1
        offset = indices[last]
        dim = create_or_fold_dim(rewriter, loc, op.base, last)  # type: ignore[attr-defined]
        bound = rewriter.create("arith.subi", [dim, offset], [dim.type], loc=loc).results[0]
        mask_type = T.VectorType(vector_type.shape, T.i1, vector_type.scalable)
        mask = rewriter.create("vector.create_mask", [bound], [mask_type], loc=loc).results[0]
        old_mask = op.mask  # type: ignore[attr-defined]
        if old_mask is not None:
            mask = rewriter.create("arith.andi", [mask, old_mask], [mask_type], loc=loc).results[0]
        with rewriter.modify_op_in_place(op):
            operands = op.operands
            sizes = list(op.properties["operandSegmentSizes"].values)  # type: ignore[attr-defined]
            keep = sum(sizes[:-1])
            op.set_operands(operands[:keep] + [mask])
            op.properties["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes[:-1]) + (1,))
            op.properties["in_bounds"] = A.ArrayAttr((A.BoolAttr(True),))
        return True


def populate_vector_mask_op_lowering_patterns(patterns: Any) -> None:
    patterns.add(CreateMaskOpLowering(), ConstantMaskOpLowering())


def populate_vector_mask_materialization_patterns(patterns: Any, force_32bit_vector_indices: bool) -> None:
    patterns.add(VectorCreateMaskOpConversion(force_32bit_vector_indices),
                 MaterializeTransferMask("vector.transfer_read", force_32bit_vector_indices),
                 MaterializeTransferMask("vector.transfer_write", force_32bit_vector_indices))

