"""Canonicalization patterns of the index dialect (IndexOps.cpp)."""

from __future__ import annotations

from typing import Iterable

from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter


def _is_zero(value: object) -> bool:
    attr = value_constant(value)  # type: ignore[arg-type]
    return isinstance(attr, A.IntegerAttr) and attr.value == 0


class CmpOfSubWithZero(RewritePattern):
    """CmpOp::canonicalize: `cmp(x - y, 0)` -> `cmp(x, y)` and
    `cmp(0, x - y)` -> `cmp(y, x)`."""

    def __init__(self) -> None:
        super().__init__(root="index.cmp", name="mlir::index::CmpOp::canonicalize")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        rhs_zero, lhs_zero = _is_zero(rhs), _is_zero(lhs)
        if not rhs_zero and not lhs_zero:
            return False
        sub = getattr(lhs if rhs_zero else rhs, "op", None)
        if sub is None or sub.name != "index.sub":
            return False
        a, b = sub.operands if rhs_zero else reversed(sub.operands)
        new = rewriter.create("index.cmp", [a, b], [op.results[0].type], {"pred": op.properties["pred"]},
                              loc=op.loc)
        rewriter.replace_op(op, new)
        return True


@canonicalization_patterns("index.cmp")
def cmp_patterns() -> Iterable[RewritePattern]:
    return [CmpOfSubWithZero()]
