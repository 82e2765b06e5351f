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


class MergeComplexBitcast(RewritePattern):
    """bitcast(bitcast(x)) -> one bitcast of x: complex.bitcast while either
    end is complex (its verifier asks for that), else arith.bitcast; and
    bitcast(arith.bitcast(x)) -> complex.bitcast(x)."""

    def __init__(self) -> None:
        super().__init__(root="complex.bitcast", name="MergeComplexBitcast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.ir import types as T

        inner = getattr(op.operands[0], "op", None)
        if inner is None or inner.name not in ("complex.bitcast", "arith.bitcast"):
            return False
        source = inner.operands[0]
        result_type = op.results[0].type
        name = "complex.bitcast"
        if inner.name == "complex.bitcast" and not (isinstance(result_type, T.ComplexType)
                                                    or isinstance(source.type, T.ComplexType)):
            name = "arith.bitcast"
        rewriter.replace_op(op, rewriter.create(name, [source], [result_type], loc=op.loc))
        return True


class MergeArithBitcast(RewritePattern):
    """arith.bitcast(complex.bitcast(x)) -> complex.bitcast(x) (rooted at
    arith.bitcast, contributed by complex.bitcast as in ComplexOps.cpp)."""

    def __init__(self) -> None:
        super().__init__(root="arith.bitcast", name="MergeArithBitcast")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inner = getattr(op.operands[0], "op", None)
        if inner is None or inner.name != "complex.bitcast":
            return False
        rewriter.replace_op(op, rewriter.create("complex.bitcast", [inner.operands[0]], [op.results[0].type],
                                                loc=op.loc))
        return True


@canonicalization_patterns("complex.bitcast")
def bitcast_patterns() -> Iterable[RewritePattern]:
    return [MergeComplexBitcast(), MergeArithBitcast()]
