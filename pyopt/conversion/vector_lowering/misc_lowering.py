"""Small greedy lowerings of the convert-vector-to-llvm pre-pass:
vector.step (fixed) to a constant (LowerVectorStep.cpp) and the
rank-reducing n-D vector.fma (ConvertVectorToLLVM.cpp)."""

from __future__ import annotations

from typing import Any

from pyopt.conversion.vector_lowering.common import constant, extract, insert, zero
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


def populate_vector_step_lowering_patterns(patterns: Any) -> None:
    patterns.add(StepToArithConstantOpRewrite())


def populate_vector_rank_reducing_fma_pattern(patterns: Any) -> None:
    patterns.add(VectorFMAOpNDRewritePattern())
