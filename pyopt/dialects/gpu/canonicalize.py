"""Canonicalization patterns of the gpu dialect (GPUDialect.cpp's
WaitOp::getCanonicalizationPatterns)."""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Operation, Value
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.pattern import RewritePattern


def _is_wait_without_operands(value: Value) -> bool:
    owner = value.owner
    return isinstance(owner, Operation) and owner.name == "gpu.wait" and not owner.operands


class EraseRedundantGpuWaitOpPairs(RewritePattern):
    """A dependency on `%t = gpu.wait async` (no dependencies of its own) is
    dropped: such a token is complete from the start."""

    root = "gpu.wait"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        deps = op.asyncDependencies  # type: ignore[attr-defined]
        if not any(_is_wait_without_operands(v) for v in deps):
            return False
        kept = [v for v in op.operands if not _is_wait_without_operands(v)]
        with rewriter.modify_op_in_place(op):
            op.set_operands(kept)
        return True


class SimplifyGpuWaitOp(RewritePattern):
    """`gpu.wait` with neither dependencies nor token: erased;
    `%t1 = gpu.wait async [%t0]`: %t1 is %t0; an unused token: erased."""

    root = "gpu.wait"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        deps = op.asyncDependencies  # type: ignore[attr-defined]
        token = op.asyncToken  # type: ignore[attr-defined]
        if not deps and token is None:
            rewriter.erase_op(op)
            return True
        if len(deps) == 1 and token is not None:
            rewriter.replace_op(op, [deps[0]])
            return True
        if token is not None and not token.has_uses():
            rewriter.erase_op(op)
            return True
        return False


@canonicalization_patterns("gpu.wait")
def wait_patterns() -> list[RewritePattern]:
    return [EraseRedundantGpuWaitOpPairs(), SimplifyGpuWaitOp()]
