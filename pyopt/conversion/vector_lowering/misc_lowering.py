"""Small greedy lowerings of the convert-vector-to-llvm pre-pass:
vector.step (fixed) to a constant (LowerVectorStep.cpp), the rank-reducing
n-D vector.fma (ConvertVectorToLLVM.cpp), and the unrolling of n-D
bitcasts (LowerVectorBitCast.cpp), interleaves (LowerVectorInterleave.cpp)
and gathers (LowerVectorGather.cpp) into their 1-D forms."""

from __future__ import annotations

from typing import Any

import itertools

from pyopt.conversion.vector_lowering.common import constant, extract, insert, poison, zero
from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.rewrite.pattern import RewritePattern


class StepToArithConstantOpRewrite(RewritePattern):
    root = "vector.step"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        t = op.results[0].type
        if any(t.scalable):
            return False
        attr = A.DenseElementsAttr(t, tuple(range(t.num_elements)), False)
        rewriter.replace_op(op, [constant(rewriter, op.loc, attr)])
        return True


class VectorFMAOpNDRewritePattern(RewritePattern):
    """An n-D fma (n > 1): one (n-1)-D fma per leading index, inserted into
    a zero vector."""

    root = "vector.fma"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        t = op.results[0].type
        if t.rank < 2:
            return False
        loc = op.loc
        element_zero = zero(rewriter, loc, t.element)
        desc = rewriter.create("vector.broadcast", [element_zero], [t], loc=loc).results[0]
        lhs, rhs, acc = op.operands
        for i in range(t.shape[0]):
            parts = [extract(rewriter, loc, v, [i]) for v in (lhs, rhs, acc)]
            fma = rewriter.create("vector.fma", parts, [parts[0].type], loc=loc).results[0]
            desc = insert(rewriter, loc, fma, desc, [i])
        rewriter.replace_op(op, [desc])
        return True


def _leading_positions(t: Any) -> list[tuple[int, ...]]:
    """Every position of the 1-D vectors of `t` (createUnrollIterator to rank 1)."""
    return list(itertools.product(*[range(d) for d in t.shape[:-1]]))


def _innermost(t: Any) -> Any:
    from pyopt.ir import types as T

    return T.VectorType(t.shape[-1:], t.element, t.scalable[-1:])


class UnrollBitCastOp(RewritePattern):
    root = "vector.bitcast"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        result_type = op.results[0].type
        if result_type.rank <= 1:
            return False
        if any(result_type.scalable):
            return rewriter.notify_match_failure(op, "unsupported scalable vector type")
        loc = op.loc
        row_type = _innermost(result_type)
        result = poison(rewriter, loc, result_type)
        for position in _leading_positions(result_type):
            row = extract(rewriter, loc, op.operands[0], position)
            cast = rewriter.create("vector.bitcast", [row], [row_type], loc=loc).results[0]
            result = insert(rewriter, loc, cast, result, position)
        rewriter.replace_op(op, [result])
        return True


class UnrollInterleaveOp(RewritePattern):
    root = "vector.interleave"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        result_type = op.results[0].type
        if result_type.rank <= 1 or any(result_type.scalable[:-1]):
            return False
        loc = op.loc
        result = zero(rewriter, loc, result_type)
        for position in _leading_positions(result_type):
            lhs = extract(rewriter, loc, op.operands[0], position)
            rhs = extract(rewriter, loc, op.operands[1], position)
            row = rewriter.create("vector.interleave", [lhs, rhs], [_innermost(result_type)], loc=loc).results[0]
            result = insert(rewriter, loc, row, result, position)
        rewriter.replace_op(op, [result])
        return True


class UnrollDeinterleaveOp(RewritePattern):
    root = "vector.deinterleave"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        result_type = op.results[0].type
        if result_type.rank <= 1 or any(result_type.scalable[:-1]):
            return False
        loc = op.loc
        even = zero(rewriter, loc, result_type)
        odd = zero(rewriter, loc, result_type)
        row_type = _innermost(result_type)
        for position in _leading_positions(result_type):
            row = extract(rewriter, loc, op.operands[0], position)
            parts = rewriter.create("vector.deinterleave", [row], [row_type, row_type], loc=loc).results
            even = insert(rewriter, loc, parts[0], even, position)
            odd = insert(rewriter, loc, parts[1], odd, position)
        rewriter.replace_op(op, [even, odd])
        return True


class FlattenGather(RewritePattern):
    """An n-D gather: one gather per leading index of index, mask and
    pass-through vectors."""

    root = "vector.gather"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        result_type = op.results[0].type
        if result_type.rank < 2:
            return False
        if result_type.scalable[0]:
            return rewriter.notify_match_failure(op, "Cannot unroll leading scalable dim in dstType")
        loc = op.loc
        from pyopt.conversion.vector_lowering.common import drop_front

        sub_type = drop_front(result_type)
        result = poison(rewriter, loc, result_type)
        base, offsets = op.operands[0], list(op.offsets)  # type: ignore[attr-defined]
        for i in range(result_type.shape[0]):
            index = extract(rewriter, loc, op.indices, [i])  # type: ignore[attr-defined]
            mask = extract(rewriter, loc, op.mask, [i])  # type: ignore[attr-defined]
            pass_thru = extract(rewriter, loc, op.pass_thru, [i])  # type: ignore[attr-defined]
            gathered = rewriter.create("vector.gather", [base, offsets, index, mask, pass_thru], [sub_type],
                                       loc=loc).results[0]
            result = insert(rewriter, loc, gathered, result, [i])
        rewriter.replace_op(op, [result])
        return True


class UnrollFromElements(RewritePattern):
    """An n-D from_elements: one (n-1)-D from_elements per leading index,
    inserted into poison (vector::unrollVectorOp)."""

    root = "vector.from_elements"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        from pyopt.conversion.vector_lowering.common import drop_front

        result_type = op.results[0].type
        if result_type.rank < 2:
            return rewriter.notify_match_failure(op, "already 1-D")
        if result_type.scalable[0]:
            return rewriter.notify_match_failure(op, "cannot unroll scalable dim")
        loc = op.loc
        sub_type = drop_front(result_type)
        count = sub_type.num_elements
        elements = list(op.operands)
        result = poison(rewriter, loc, result_type)
        for i in range(result_type.shape[0]):
            sub = rewriter.create("vector.from_elements", [elements[i * count:(i + 1) * count]], [sub_type],
                                  loc=loc).results[0]
            result = insert(rewriter, loc, sub, result, [i])
        rewriter.replace_op(op, [result])
        return True


def populate_vector_from_elements_unroll_patterns(patterns: Any) -> None:
    patterns.add(UnrollFromElements())


def populate_vector_bitcast_lowering_patterns(patterns: Any) -> None:
    patterns.add(UnrollBitCastOp())


def populate_vector_interleave_lowering_patterns(patterns: Any) -> None:
    patterns.add(UnrollInterleaveOp(), UnrollDeinterleaveOp())


def populate_vector_gather_lowering_patterns(patterns: Any) -> None:
    patterns.add(FlattenGather())


def populate_vector_step_lowering_patterns(patterns: Any) -> None:
    patterns.add(StepToArithConstantOpRewrite())


def populate_vector_rank_reducing_fma_pattern(patterns: Any) -> None:
    patterns.add(VectorFMAOpNDRewritePattern())
