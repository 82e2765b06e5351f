"""populateVectorShapeCastLoweringPatterns (LowerVectorShapeCast.cpp):
vector.shape_cast as extracts, strided slices and inserts of the largest
common "atomic" shape; scalable casts move whole scalable subvectors."""

from __future__ import annotations

import math
from typing import Any, Sequence

from pyopt.conversion.vector_lowering.common import (extract, extract_strided_slice, insert, insert_strided_slice,
                                                     poison)
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.pattern import RewritePattern


def inplace_add(lhs: int, base: Sequence[int], rhs: list[int]) -> None:
    """rhs <- lhs + rhs, rhs a number in the mixed radix `base`."""
    for dim in reversed(range(len(rhs))):
        incremented = rhs[dim] + lhs
        lhs = incremented // base[dim]
        rhs[dim] = incremented % base[dim]
        if lhs == 0:
            break


class ShapeCastOpRewritePattern(RewritePattern):
    root = "vector.shape_cast"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        source_type, result_type = op.operands[0].type, op.results[0].type
        if any(source_type.scalable) or any(result_type.scalable):
            return rewriter.notify_match_failure(op, "shape_cast where vectors are scalable not handled by this "
                                                     "pattern")
        source_shape, result_shape = source_type.shape, result_type.shape
        source_rank, result_rank = len(source_shape), len(result_shape)
        source = op.operands[0]
        source_dim, result_dim = source_rank - 1, result_rank - 1
        while source_dim >= 0 and result_dim >= 0 and source_shape[source_dim] == result_shape[result_dim]:
            source_dim -= 1
            result_dim -= 1
        if result_dim < 0 or source_dim < 0:  # only leading unit dimensions differ
            delta = source_rank - result_rank
            result = poison(rewriter, loc, result_type)
            extracted = extract(rewriter, loc, source, [0] * max(delta, 0))
            rewriter.replace_op(op, [insert(rewriter, loc, extracted, result, [0] * max(-delta, 0))])
            return True
        source_size, result_size = source_shape[source_dim], result_shape[result_dim]
        gcd = math.gcd(source_size, result_size)
        slice_rank = source_rank - source_dim
        extract_period = source_size // gcd
        insert_period = result_size // gcd
        atomic_shape = [gcd, *source_shape[source_dim + 1:]]
        atomic_count = math.prod(source_shape) // math.prod(atomic_shape)
        if gcd == 1:
            source_dim += 1
            result_dim += 1
            extract_index = [0] * source_dim
            insert_index = [0] * result_dim
            result = poison(rewriter, loc, result_type)
            for _ in range(atomic_count):
                extracted = extract(rewriter, loc, source, extract_index)
                result = insert(rewriter, loc, extracted, result, insert_index)
                inplace_add(1, source_shape[:source_dim], extract_index)
                inplace_add(1, result_shape[:result_dim], insert_index)
            rewriter.replace_op(op, [result])
            return True
        insert_strided_type = T.VectorType(result_shape[result_dim:], result_type.element)
        extract_index = [0] * source_dim
        insert_index = [0] * result_dim
        extract_offsets = [0] * slice_rank
        insert_offsets = [0] * slice_rank
        sizes = [1] * slice_rank
        extracted: Value | None = None
        inserted: Value | None = None
        result = poison(rewriter, loc, result_type)
        part_result = poison(rewriter, loc, insert_strided_type)
        for i in range(atomic_count):
            extract_phase, insert_phase = i % extract_period, i % insert_period
            if extract_phase == 0:
                extracted = extract(rewriter, loc, source, extract_index)
                inplace_add(1, source_shape[:source_dim], extract_index)
            extract_offsets[0] = extract_phase * gcd
            assert extracted is not None
            strided = extract_strided_slice(rewriter, loc, extracted, extract_offsets, atomic_shape, sizes)
            if insert_phase == 0:
                inserted = part_result
            insert_offsets[0] = insert_phase * gcd
            assert inserted is not None
            inserted = insert_strided_slice(rewriter, loc, strided, inserted, insert_offsets, sizes)
            if insert_phase + 1 == insert_period:
                result = insert(rewriter, loc, inserted, result, insert_index)
                inplace_add(1, result_shape[:result_dim], insert_index)
        rewriter.replace_op(op, [result])
        return True


def _trailing_dim_scalable(t: T.VectorType) -> bool:
    return t.rank >= 1 and t.scalable[-1] and not any(t.scalable[:-1])


class ScalableShapeCastOpRewritePattern(RewritePattern):
    root = "vector.shape_cast"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        source_type, result_type = op.operands[0].type, op.results[0].type
        if not _trailing_dim_scalable(source_type) or not _trailing_dim_scalable(result_type):
            return rewriter.notify_match_failure(op, "trailing dims are not scalable, not handled by this pattern")
        min_source_trailing, min_result_trailing = source_type.shape[-1], result_type.shape[-1]
        min_extraction = min(min_source_trailing, min_result_trailing)
        min_count = math.prod(source_type.shape)
        extraction_type = T.VectorType((min_extraction,), source_type.element, (True,))
        result = poison(rewriter, loc, result_type)
        source_index = [0] * source_type.rank
        result_index = [0] * result_type.rank
        current_result: Value | None = None
        current_source: Value | None = None
        for _ in range(0, min_count, min_extraction):
            if current_source is None:
                current_source = extract(rewriter, loc, op.operands[0], source_index[:-1]) \
                    if source_type.rank != 1 else op.operands[0]
            sub = current_source
            if min_extraction < min_source_trailing:
                sub = rewriter.create("vector.scalable.extract", [sub], [extraction_type], properties={
                    "pos": A.IntegerAttr(source_index[-1], T.i64)}, loc=loc).results[0]
            if current_result is None:
                if min_extraction == min_result_trailing:
                    current_result = sub
                elif result_type.rank != 1:
                    current_result = extract(rewriter, loc, result, result_index[:-1])
                else:
                    current_result = result
            if min_extraction < min_result_trailing:
                current_result = rewriter.create("vector.scalable.insert", [sub, current_result],
                                                 [current_result.type], properties={
                                                     "pos": A.IntegerAttr(result_index[-1], T.i64)},
                                                 loc=loc).results[0]
            if result_index[-1] + min_extraction >= min_result_trailing and current_result is not result:
                result = insert(rewriter, loc, current_result, result, result_index[:-1])
                current_result = None
            if source_index[-1] + min_extraction >= min_source_trailing:
                current_source = None
            inplace_add(min_extraction, source_type.shape, source_index)
            inplace_add(min_extraction, result_type.shape, result_index)
        rewriter.replace_op(op, [result])
        return True


def populate_vector_shape_cast_lowering_patterns(patterns: Any) -> None:
    patterns.add(ShapeCastOpRewritePattern(), ScalableShapeCastOpRewritePattern())
