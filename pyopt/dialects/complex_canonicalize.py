"""Canonicalization patterns of the complex dialect (ComplexOps.cpp)."""

from __future__ import annotations

from typing import Iterable

from pyopt.ir.core import Operation
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter


class FoldComponentNeg(RewritePattern):
    """re/im(neg(create(a, b))) -> negf(a / b)."""

    def __init__(self, root: str, cpp: str, component: int) -> None:
        super().__init__(root=root,
                         name=f"(anonymous namespace)::FoldComponentNeg<mlir::complex::{cpp}, {component}>")
        self.component = component

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        neg = getattr(op.operands[0], "op", None)
        if neg is None or neg.name != "complex.neg":
            return False
        create = getattr(neg.operands[0], "op", None)
        if create is None or create.name != "complex.create":
            return False
        part = create.operands[self.component]
        rewriter.replace_op(op, rewriter.create("arith.negf", [part], [part.type], loc=op.loc))
        return True


@canonicalization_patterns("complex.re")
def re_patterns() -> Iterable[RewritePattern]:
    return [FoldComponentNeg("complex.re", "ReOp", 0)]


@canonicalization_patterns("complex.im")
def im_patterns() -> Iterable[RewritePattern]:
    return [FoldComponentNeg("complex.im", "ImOp", 1)]
