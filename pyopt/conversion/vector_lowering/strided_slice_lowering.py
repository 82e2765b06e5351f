"""populateVectorInsertExtractStridedSliceTransforms
(VectorInsertExtractStridedSliceRewritePatterns.cpp): strided slices as
extracts, inserts and shuffles of lower rank."""

from __future__ import annotations

from typing import Any

from pyopt.conversion.vector_lowering.common import (constant, extract, extract_strided_slice, insert,
                                                     insert_strided_slice, int_array, shuffle, zero, zero_attr)
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.rewrite.pattern import RewritePattern


def _first(op: Operation, name: str) -> int:
    return int_array(op.properties[name])[0]


class DecomposeDifferentRankInsertStridedSlice(RewritePattern):
    """A k-D into n-D insert (k < n): extract the (n-k) leading positions'
    subvector, insert into it with equal ranks, insert it back."""

    root = "vector.insert_strided_slice"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        src, dst = op.operands[0].type, op.operands[1].type
        offsets = int_array(op.properties["offsets"])
        if not offsets:
            return False
        rank_diff = dst.rank - src.rank
        if rank_diff == 0:
            return False
        loc = op.loc
        lead = offsets[:rank_diff]
        extracted = extract(rewriter, loc, op.operands[1], lead)
        inner = insert_strided_slice(rewriter, loc, op.operands[0], extracted, offsets[rank_diff:],
                                     int_array(op.properties["strides"]))
        rewriter.replace_op(op, [insert(rewriter, loc, inner, op.operands[1], lead)])
        return True


class DecomposeNDExtractStridedSlice(RewritePattern):
    """An n-D extract_strided_slice (n > 1 offsets): one lower-rank slice per
    leading index, inserted into a zero vector."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        offsets = int_array(op.properties["offsets"])
        if len(offsets) == 1:
            return False
        sizes, strides = int_array(op.properties["sizes"]), int_array(op.properties["strides"])
        dst = op.results[0].type
        loc = op.loc
        element_zero = zero(rewriter, loc, dst.element)
        result = rewriter.create("vector.broadcast", [element_zero], [dst], loc=loc).results[0]
        offset, size, stride = offsets[0], sizes[0], strides[0]
        for idx, off in enumerate(range(offset, offset + size * stride, stride)):
            one = extract(rewriter, loc, op.operands[0], [off])
            sliced = extract_strided_slice(rewriter, loc, one, offsets[1:], sizes[1:], strides[1:])
            result = insert(rewriter, loc, sliced, result, [idx])
        rewriter.replace_op(op, [result])
        return True


class ConvertSameRankInsertStridedSliceIntoShuffle(RewritePattern):
    root = "vector.insert_strided_slice"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        src, dst = op.operands[0].type, op.operands[1].type
        if (any(src.scalable) or any(dst.scalable)) and src.rank == 1:
            return False
        offsets = int_array(op.properties["offsets"])
        strides = int_array(op.properties["strides"])
        if not offsets or dst.rank != src.rank:
            return False
        value, dest = op.operands
        if src == dst:
            rewriter.replace_op(op, [value])
            return True
        offset, size, stride = offsets[0], src.shape[0], strides[0]
        loc = op.loc
        if src.rank == 1:
            n_src, n_dest = src.shape[0], dst.shape[0]
            widen = list(range(n_src)) + [0] * (n_dest - n_src)
            scaled = shuffle(rewriter, loc, value, value, widen)
            end = offset + size * stride
            mask = [n_dest + i if i < offset or i >= end or (i - offset) % stride else (i - offset) // stride
                    for i in range(n_dest)]
            rewriter.replace_op(op, [shuffle(rewriter, loc, scaled, dest, mask)])
            return True
        result = dest
        for idx, off in enumerate(range(offset, offset + size * stride, stride)):
            extracted = extract(rewriter, loc, value, [idx])
            if isinstance(extracted.type, T.VectorType):
                extracted_dest = extract(rewriter, loc, dest, [off])
                extracted = insert_strided_slice(rewriter, loc, extracted, extracted_dest, offsets[1:], strides[1:])
            result = insert(rewriter, loc, extracted, result, [off])
        rewriter.replace_op(op, [result])
        return True


class Convert1DExtractStridedSliceIntoShuffle(RewritePattern):
    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        dst, src = op.results[0].type, op.operands[0].type
        if any(dst.scalable) or any(src.scalable):
            return False
        offsets = int_array(op.properties["offsets"])
        if len(offsets) != 1:
            return False
        offset, size, stride = offsets[0], _first(op, "sizes"), _first(op, "strides")
        mask = list(range(offset, offset + size * stride, stride))
        source = op.operands[0]
        new = rewriter.create("vector.shuffle", [source, source], [dst], properties={
            "mask": A.DenseArrayAttr(T.i64, tuple(mask))}, loc=op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class Convert1DExtractStridedSliceIntoExtractInsertChain(RewritePattern):
    """Scalable 1-D slices (shuffles cannot take them): element extracts
    inserted one by one into a zero vector."""

    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        dst, src = op.results[0].type, op.operands[0].type
        if not (any(dst.scalable) or any(src.scalable)):
            return False
        offsets = int_array(op.properties["offsets"])
        if len(offsets) != 1:
            return False
        offset, size, stride = offsets[0], _first(op, "sizes"), _first(op, "strides")
        loc = op.loc
        elements = [extract(rewriter, loc, op.operands[0], [i]) for i in range(offset, offset + size * stride, stride)]
        result = constant(rewriter, loc, zero_attr(dst), dst)
        for i in range(size):
            result = insert(rewriter, loc, elements[i], result, [i])
        rewriter.replace_op(op, [result])
        return True


def populate_vector_insert_extract_strided_slice_transforms(patterns: Any) -> None:
    patterns.add(DecomposeDifferentRankInsertStridedSlice(), DecomposeNDExtractStridedSlice(),
                 ConvertSameRankInsertStridedSliceIntoShuffle(), Convert1DExtractStridedSliceIntoShuffle(),
                 Convert1DExtractStridedSliceIntoExtractInsertChain())
