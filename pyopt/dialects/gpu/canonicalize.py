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


def _has_single_effect(op: Operation, kind: str, value: Value) -> bool:
    """mlir::hasSingleEffect: the op's effects on `value` are all of `kind`
    (at least one); effects on other values do not matter."""
    from pyopt.rewrite.side_effects import get_effects

    effects = get_effects(op)
    if effects is None:
        return False
    found = False
    for e in effects:
        if e.value is not value:
            continue
        if e.kind != kind:
            return False
        found = True
    return found


class EraseTrivialCopyOp(RewritePattern):
    """A gpu.memcpy into an allocation that nothing but the copy and
    deallocations uses is erased; its token becomes its dependency."""

    root = "gpu.memcpy"
    debug_name = "(anonymous namespace)::EraseTrivialCopyOp"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.rewrite.side_effects import ALLOCATE, FREE

        dest = op.dst  # type: ignore[attr-defined]
        defining = getattr(dest, "op", None)
        if defining is None or not _has_single_effect(defining, ALLOCATE, dest):
            return False
        if any(user is not op and not _has_single_effect(user, FREE, dest) for user in dest.users):
            return False
        deps = op.asyncDependencies  # type: ignore[attr-defined]
        token = op.asyncToken  # type: ignore[attr-defined]
        if len(deps) > 1 or (not deps and token is not None) or (deps and token is None):
            return False
        rewriter.replace_op(op, list(deps))
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


class FoldLaunchArguments(RewritePattern):
    """gpu.launch: an id whose grid or block size is the constant 1 can only
    be 0; its uses take one `arith.constant 0 : index` made at the start of
    the body (the cluster ids are left alone, as in MLIR)."""

    root = "gpu.launch"
    debug_name = "(anonymous namespace)::FoldLaunchArguments"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.ir import attributes as A
        from pyopt.ir import types as T
        from pyopt.rewrite.folding import value_constant

        body = op.regions[0].blocks[0] if op.regions[0].blocks else None
        if body is None or len(body.args) < 12:
            return False
        sizes = [op.gridSizeX, op.gridSizeY, op.gridSizeZ,  # type: ignore[attr-defined]
                 op.blockSizeX, op.blockSizeY, op.blockSizeZ]  # type: ignore[attr-defined]
        zero: Value | None = None
        for id_value, size in zip(body.args[0:6], sizes):
            one = value_constant(size)
            if not (isinstance(one, A.IntegerAttr) and one.value == 1) or not id_value.uses:
                continue
            if zero is None:
                with rewriter.insertion_guard():
                    rewriter.set_insertion_point_to_start(body)
                    zero = rewriter.create("arith.constant", [], [T.index], {"value": A.IntegerAttr(0, T.index)},
                                           loc=op.loc).results[0]
            rewriter.replace_all_uses_with(id_value, zero)
        return zero is not None


@canonicalization_patterns("gpu.launch")
def launch_patterns() -> Iterable[RewritePattern]:
    return [FoldLaunchArguments()]


@canonicalization_patterns("gpu.wait")
def wait_patterns() -> Iterable[RewritePattern]:
    return [EraseRedundantGpuWaitOpPairs(), SimplifyGpuWaitOp()]


@canonicalization_patterns("gpu.barrier")
def barrier_patterns() -> Iterable[RewritePattern]:
    return [EraseRedundantGpuBarrierOps()]


@canonicalization_patterns("gpu.alloc")
def alloc_patterns() -> Iterable[RewritePattern]:
    return [SimplifyDimOfAllocOp()]


@canonicalization_patterns("gpu.memcpy")
def memcpy_patterns() -> Iterable[RewritePattern]:
    return [EraseTrivialCopyOp()]
