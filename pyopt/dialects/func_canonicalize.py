"""Canonicalization patterns of the func dialect (FuncOps.cpp)."""

from __future__ import annotations

from typing import Iterable

from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter


class CallIndirectOfConstant(RewritePattern):
    """func.call_indirect of a constant callee -> func.call.  MLIR registers
    CallIndirectOp::canonicalize as a function pattern: no debug name."""

    root = "func.call_indirect"

    def __init__(self) -> None:
        super().__init__()
        self.debug_name = ""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        callee = value_constant(op.operands[0])
        if not isinstance(callee, A.SymbolRefAttr):
            return False
        props: dict[str, A.Attribute] = {"callee": callee}
        for name in ("arg_attrs", "res_attrs"):
            if name in op.properties:
                props[name] = op.properties[name]
        new = rewriter.create("func.call", [op.operands[1:]], [[r.type for r in op.results]], props, loc=op.loc)
        rewriter.replace_op(op, new)
        return True


@canonicalization_patterns("func.call_indirect")
def call_indirect_patterns() -> Iterable[RewritePattern]:
    return [CallIndirectOfConstant()]
