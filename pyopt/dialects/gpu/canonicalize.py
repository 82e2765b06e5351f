"""Canonicalization patterns of the gpu dialect (GPUDialect.cpp's
getCanonicalizationPatterns).  Debug names are the C++ type names mlir-opt's
enable/disable-patterns filters see."""

from __future__ import annotations

from typing import Iterable

from pyopt.ir.core import Operation, Value
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter


def _is_dependency_free_wait(value: Value) -> bool:
    owner = getattr(value, "op", None)
    return owner is not None and owner.name == "gpu.wait" and not owner.op_operands


class EraseRedundantGpuWaitOpPairs(RewritePattern):
    """Drop operands of a gpu.wait that are tokens of a gpu.wait without
    dependencies (nothing to wait for)."""

    root = "gpu.wait"
    debug_name = "(anonymous namespace)::EraseRedundantGpuWaitOpPairs"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        operands = op.operands
        if not any(_is_dependency_free_wait(v) for v in operands):
            return False
        with rewriter.modify_op_in_place(op):
            op.set_operands([v for v in operands if not _is_dependency_free_wait(v)])
        return True


class SimplifyGpuWaitOp(RewritePattern):
    """Erase `gpu.wait` without dependencies and token, forward the single
    dependency of `gpu.wait async [%t]`, erase unused `gpu.wait async`."""

    root = "gpu.wait"
    debug_name = "(anonymous namespace)::SimplifyGpuWaitOp"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        deps = op.operands
        token = op.results[0] if op.results else None
        if not deps and token is None:
            rewriter.erase_op(op)
            return True
        if len(deps) == 1 and token is not None:
            rewriter.replace_op(op, deps)
            return True
        if token is not None and not token.has_uses():
            rewriter.erase_op(op)
            return True
        return False


class EraseRedundantGpuBarrierOps(RewritePattern):
    """A gpu.barrier right before another one is redundant."""

    root = "gpu.barrier"
    # Registered from a function (RewritePatternSet::add(fn)): no debug name.
    debug_name = ""

    def __init__(self) -> None:
        super().__init__()
        self.debug_name = ""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        nxt = op.next
        if nxt is None or nxt.name != "gpu.barrier":
            return False
        rewriter.erase_op(op)
        return True


def _dynamic_dim_index(shape: tuple[int, ...], index: int) -> int:
    return sum(1 for d in shape[:index] if d < 0)


class SimplifyDimOfAllocOp(RewritePattern):
    """memref.dim of a dynamic dimension of gpu.alloc -> its size operand."""

    root = "memref.dim"
    debug_name = "(anonymous namespace)::SimplifyDimOfAllocOp"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.ir import types as T
        from pyopt.rewrite.folding import value_constant

        source, index_value = op.operands
        index = getattr(value_constant(index_value), "value", None)
        memref_type = source.type
        if not isinstance(index, int) or not isinstance(memref_type, T.MemRefType):
            return False
        shape = tuple(memref_type.shape)
        if not 0 <= index < len(shape) or shape[index] >= 0:
            return False
        alloc = getattr(source, "op", None)
        if alloc is None or alloc.name != "gpu.alloc":
            return False
        sizes = alloc.dynamicSizes  # type: ignore[attr-defined]
        rewriter.replace_op(op, [sizes[_dynamic_dim_index(shape, index)]])
        return True


@canonicalization_patterns("gpu.wait")
def wait_patterns() -> Iterable[RewritePattern]:
    return [EraseRedundantGpuWaitOpPairs(), SimplifyGpuWaitOp()]


@canonicalization_patterns("gpu.barrier")
def barrier_patterns() -> Iterable[RewritePattern]:
    return [EraseRedundantGpuBarrierOps()]


@canonicalization_patterns("gpu.alloc")
def alloc_patterns() -> Iterable[RewritePattern]:
    return [SimplifyDimOfAllocOp()]
