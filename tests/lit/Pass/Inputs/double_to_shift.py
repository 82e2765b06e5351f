"""A pyopt plugin: `x + x` becomes `x << 1` on signless integers.

    pyopt --load-pass-plugin=double_to_shift.py --double-to-shift in.mlir
"""

from __future__ import annotations

from typing import Any

from pyopt.passes.pass_base import Option, Pass
from pyopt.passes.registry import register_pass
from pyopt.rewrite.pattern import RewritePattern


class AddSelfToShift(RewritePattern):
    """arith.addi %x, %x -> arith.shli %x, %c1"""

    root = "arith.addi"
    benefit = 1

    def match_and_rewrite(self, op: Any, rewriter: Any) -> bool:
        from pyopt.ir import attributes as A
        from pyopt.ir import types as T

        lhs, rhs = op.operands
        if lhs is not rhs:
            return rewriter.notify_match_failure(op, "operands differ")
        if not isinstance(lhs.type, T.IntegerType):
            return rewriter.notify_match_failure(op, "not a scalar integer")
        one = rewriter.create("arith.constant", properties={"value": A.IntegerAttr(1, lhs.type)},
                              result_types=[lhs.type], loc=op.loc)
        rewriter.replace_op_with_new_op(op, "arith.shli", [lhs, one.results[0]], [lhs.type], loc=op.loc)
        return True


@register_pass
class DoubleToShift(Pass):
    argument = "double-to-shift"
    name = "DoubleToShiftPass"
    summary = "Rewrite x + x as x << 1"
    anchor = "func.func"
    max_iterations = Option(int, 10, "Max. iterations of the greedy driver")

    def run_on_operation(self, op: Any) -> None:
        from pyopt.passes.pass_base import PassFailure
        from pyopt.rewrite.greedy import GreedyRewriteConfig, apply_patterns_greedily

        config = GreedyRewriteConfig(max_iterations=self.max_iterations)
        result = apply_patterns_greedily(op, [AddSelfToShift()], config)
        if not result.converged:
            raise PassFailure()
