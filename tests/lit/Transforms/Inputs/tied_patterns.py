"""Two test patterns that tie on `arith.addi %x, %x` (both benefit 1), and a
third of a higher benefit that only matches constants: a pass applying them
with the greedy driver, for --mlir-pattern-ties tests."""

from __future__ import annotations

from typing import Any

from pyopt.passes.pass_base import Pass
from pyopt.passes.registry import register_pass
from pyopt.rewrite.pattern import RewritePattern


def _same_operands(op: Any, rewriter: Any) -> bool:
    lhs, rhs = op.operands
    return lhs is rhs or rewriter.notify_match_failure(op, "operands differ")


class _RewriteDouble(RewritePattern):
    """x + x -> `new_op` x, `constant`"""

    root = "arith.addi"
    new_op = ""
    constant = 0

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from pyopt.ir import attributes as A

        if not _same_operands(op, rewriter):
            return False
        t = op.results[0].type
        c = rewriter.create("arith.constant", properties={"value": A.IntegerAttr(self.constant, t)},
                            result_types=[t], loc=op.loc)
        rewriter.replace_op_with_new_op(op, self.new_op, [op.operands[0], c.results[0]], [t], loc=op.loc)
        return True


class DoubleToShift(_RewriteDouble):
    """x + x -> x << 1"""

    new_op = "arith.shli"
    constant = 1


class DoubleToMul(_RewriteDouble):
    """x + x -> x * 2"""

    new_op = "arith.muli"
    constant = 2


class NegateConstant(RewritePattern):
    """Benefit 2, but only for additions of a constant: never ties."""

    root = "arith.addi"
    benefit = 2

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        return rewriter.notify_match_failure(op, "not an addition of constants")


@register_pass
class TestPatternTies(Pass):
    argument = "test-pattern-ties"
    name = "TestPatternTiesPass"
    summary = "Apply two patterns that tie, greedily (tests of --mlir-pattern-ties)"
    anchor = "func.func"

    def run_on_operation(self, op: Any) -> None:
        from pyopt.rewrite.greedy import apply_patterns_greedily

        apply_patterns_greedily(op, [NegateConstant(), DoubleToShift(), DoubleToMul()])
