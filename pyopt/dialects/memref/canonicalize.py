"""Canonicalization patterns of the memref dialect (MemRefOps.cpp)."""

from __future__ import annotations

from typing import Iterable

from pyopt.dialects.common_folders import splat_int
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.ir.ods import AutomaticAllocationScope, RecursiveMemoryEffects, Terminator
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter
from pyopt.rewrite.side_effects import ALLOCATE, AUTOMATIC_ALLOCATION_SCOPE_RESOURCE, get_effects


class SimplifyAllocConst(RewritePattern):
    """Constant non-negative dynamic sizes of an alloc/alloca become static
    dimensions; a memref.cast restores the old type."""

    def __init__(self, root: str, cpp: str) -> None:
        super().__init__(root=root, name=f"(anonymous namespace)::SimplifyAllocConst<mlir::memref::{cpp}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        sizes, symbols = op.operand_group(0), op.operand_group(1)  # type: ignore[attr-defined]

        def constant(v: object) -> int | None:
            c = splat_int(value_constant(v)) if isinstance(value_constant(v), A.IntegerAttr) else None  # type: ignore[arg-type]
            return c if c is not None and c >= 0 else None

        if all(constant(v) is None for v in sizes):
            return False
        mtype = op.results[0].type
        assert isinstance(mtype, T.MemRefType)
        shape: list[int] = []
        dynamic = []
        pos = 0
        for d in mtype.shape:
            if d != T.DYNAMIC:
                shape.append(d)
                continue
            c = constant(sizes[pos])
            if c is not None:
                shape.append(c)
            else:
                shape.append(T.DYNAMIC)
                dynamic.append(sizes[pos])
            pos += 1
        new_type = T.MemRefType(tuple(shape), mtype.element, mtype.layout, mtype.memory_space)
        props = {"alignment": op.properties["alignment"]} if "alignment" in op.properties else {}
        new = rewriter.create(op.name, [dynamic, symbols], [new_type], props, loc=op.loc)
        rewriter.replace_op(op, rewriter.create("memref.cast", [new.results[0]], [mtype], loc=op.loc))
        return True


class SimplifyDeadAlloc(RewritePattern):
    """An allocation only deallocated or stored into is erased with its users."""

    def __init__(self, root: str, cpp: str) -> None:
        super().__init__(root=root, name=f"(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::{cpp}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        result = op.results[0]
        users = [use.owner for use in reversed(result.uses)]  # MLIR's use-list order
        for user in users:
            if user.name == "memref.store":
                if user.operands[0] is result:
                    return False
            elif user.name != "memref.dealloc":
                return False
        erased: set[int] = set()
        for user in users:
            if id(user) not in erased:
                erased.add(id(user))
                rewriter.erase_op(user)
        rewriter.erase_op(op)
        return True


def _potential_automatic_allocation(op: Operation) -> bool:
    """isOpItselfPotentialAutomaticAllocation."""
    if op.has_trait(RecursiveMemoryEffects):
        return False
    effects = get_effects(op)
    if effects is None:
        return True
    return any(e.kind == ALLOCATE and e.resource == AUTOMATIC_ALLOCATION_SCOPE_RESOURCE and e.value in op.results
               for e in effects)


def _has_potential_alloca(scope: Operation) -> bool:
    stack = [o for r in scope.regions for b in r.blocks for o in b.ops]
    stack.reverse()
    while stack:
        op = stack.pop()
        if _potential_automatic_allocation(op):
            return True
        if op.has_trait(AutomaticAllocationScope):
            continue
        nested = [o for r in op.regions for b in r.blocks for o in b.ops]
        stack.extend(reversed(nested))
    return False


def _might_be_terminator(op: Operation | None) -> bool:
    """Block::mightHaveTerminator on the block's last op: a terminator, or
    an unregistered op (which might be one)."""
    return op is not None and (op.op_def is None or op.has_trait(Terminator))


def _last_non_terminator_in_region(op: Operation) -> bool:
    """lastNonTerminatorInRegion: followed only by the terminator of the
    single block of its region."""
    nxt = op.next
    if nxt is None or nxt.next is not None or not _might_be_terminator(nxt):
        return False
    block = op.parent
    region = block.parent if block is not None else None
    return region is not None and len(region.blocks) == 1


def _guaranteed_automatic_allocation(op: Operation) -> bool:
    """isGuaranteedAutomaticAllocation: allocates one of its results in
    the automatic allocation scope."""
    effects = get_effects(op)
    return effects is not None and any(
        e.kind == ALLOCATE and e.resource == AUTOMATIC_ALLOCATION_SCOPE_RESOURCE and e.value in op.results
        for e in effects)


def _region_contains(region: Region, value: Value) -> bool:
    """Region::isAncestor(value.getParentRegion())."""
    owner = getattr(value, "op", None)
    block = owner.parent if owner is not None else value.owner
    r = block.parent if isinstance(block, Block) else None
    while r is not None:
        if r is region:
            return True
        parent = r.parent
        outer = parent.parent if parent is not None else None
        r = outer.parent if outer is not None else None
    return False


def _post_order(op: Operation) -> list[Operation]:
    out: list[Operation] = []
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                out.extend(_post_order(nested))
    out.append(op)
    return out


class AllocaScopeInliner(RewritePattern):
    """Inline a memref.alloca_scope whose allocations cannot outlive it."""

    root = "memref.alloca_scope"
    debug_name = "AllocaScopeInliner"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if _has_potential_alloca(op):
            parent = op.parent_op
            if parent is None or not parent.has_trait(AutomaticAllocationScope):
                return False
            if not _last_non_terminator_in_region(op):
                return False
        from pyopt.dialects.scf_canonicalize import replace_op_with_region

        replace_op_with_region(rewriter, op, op.regions[0])
        return True


class AllocaScopeHoister(RewritePattern):
    """Allocations of an alloca_scope nested, as the last op, in ops without
    a scope move in front of the outermost of them (when their operands
    are defined outside it)."""

    root = "memref.alloca_scope"
    debug_name = "AllocaScopeHoister"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.rewrite.clone import clone_op

        ancestor = op.parent_op
        while ancestor is not None and not ancestor.has_trait(AutomaticAllocationScope):
            ancestor = ancestor.parent_op
        if ancestor is None:
            return False
        last = op.parent_op
        if last is None or last.has_trait(AutomaticAllocationScope):
            return False
        if not _last_non_terminator_in_region(op) or not _last_non_terminator_in_region(last):
            return False
        while True:
            parent = last.parent_op
            if parent is None or parent.has_trait(AutomaticAllocationScope):
                break
            last = parent
            if not _last_non_terminator_in_region(last):
                return False
        containing = next(r for r in last.regions if any(
            o is op for b in r.blocks for o in _walk_all(b)))
        to_hoist = [a for a in _post_order(op) if _guaranteed_automatic_allocation(a)
                    and not any(_region_contains(containing, v) for v in a.operands)]
        if not to_hoist:
            return False
        rewriter.set_insertion_point(last)
        for alloc in to_hoist:
            cloned = clone_op(rewriter, alloc, {})
            rewriter.replace_op(alloc, list(cloned.results))
        return True


def _walk_all(block: Block) -> Iterable[Operation]:
    for o in block.ops:
        yield o
        for r in o.regions:
            for b in r.blocks:
                yield from _walk_all(b)


class FoldEmptyCopy(RewritePattern):
    root = "memref.copy"
    debug_name = "(anonymous namespace)::FoldEmptyCopy"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if any(isinstance(v.type, T.MemRefType) and 0 in v.type.shape for v in op.operands):
            rewriter.erase_op(op)
            return True
        return False


class FoldSelfCopy(RewritePattern):
    root = "memref.copy"
    debug_name = "(anonymous namespace)::FoldSelfCopy"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if op.operands[0] is not op.operands[1]:
            return False
        rewriter.erase_op(op)
        return True


@canonicalization_patterns("memref.alloc")
def alloc_patterns() -> Iterable[RewritePattern]:
    return [SimplifyAllocConst("memref.alloc", "AllocOp"), SimplifyDeadAlloc("memref.alloc", "AllocOp")]


@canonicalization_patterns("memref.alloca")
def alloca_patterns() -> Iterable[RewritePattern]:
    return [SimplifyAllocConst("memref.alloca", "AllocaOp"), SimplifyDeadAlloc("memref.alloca", "AllocaOp")]


@canonicalization_patterns("memref.realloc")
def realloc_patterns() -> Iterable[RewritePattern]:
    return [SimplifyDeadAlloc("memref.realloc", "ReallocOp")]


@canonicalization_patterns("memref.alloca_scope")
def alloca_scope_patterns() -> Iterable[RewritePattern]:
    return [AllocaScopeInliner(), AllocaScopeHoister()]


@canonicalization_patterns("memref.copy")
def copy_patterns() -> Iterable[RewritePattern]:
    return [FoldEmptyCopy(), FoldSelfCopy()]


@canonicalization_patterns("memref.dim")
def dim_patterns() -> Iterable[RewritePattern]:
    from pyopt.dialects.memref.view_patterns import DimOfMemRefReshape

    return [DimOfMemRefReshape()]


@canonicalization_patterns("memref.subview")
def subview_patterns() -> Iterable[RewritePattern]:
    from pyopt.dialects.memref.view_patterns import (SubViewConstantArgumentFolder, SubViewOpMemRefCastFolder,
                                                     TrivialSubViewOpFolder)

    return [SubViewConstantArgumentFolder(), SubViewOpMemRefCastFolder(), TrivialSubViewOpFolder()]


@canonicalization_patterns("memref.reinterpret_cast")
def reinterpret_cast_patterns() -> Iterable[RewritePattern]:
    from pyopt.dialects.memref.view_patterns import (ReinterpretCastOpConstantFolder,
                                                     ReinterpretCastOpExtractStridedMetadataFolder)

    return [ReinterpretCastOpExtractStridedMetadataFolder(), ReinterpretCastOpConstantFolder()]


@canonicalization_patterns("memref.expand_shape")
def expand_shape_patterns() -> Iterable[RewritePattern]:
    from pyopt.dialects.reshape_utils import ComposeExpandOfCollapseOp, ComposeReassociativeReshapeOps

    return [ComposeReassociativeReshapeOps("memref", "ExpandShapeOp", "kExpand"), ComposeExpandOfCollapseOp("memref")]


@canonicalization_patterns("memref.collapse_shape")
def collapse_shape_patterns() -> Iterable[RewritePattern]:
    from pyopt.dialects.memref.view_patterns import CollapseShapeOpMemRefCastFolder
    from pyopt.dialects.reshape_utils import ComposeCollapseOfExpandOp, ComposeReassociativeReshapeOps

    return [ComposeReassociativeReshapeOps("memref", "CollapseShapeOp", "kCollapse"),
            ComposeCollapseOfExpandOp("memref", "MemRefType"), CollapseShapeOpMemRefCastFolder()]


@canonicalization_patterns("memref.view")
def view_patterns() -> Iterable[RewritePattern]:
    from pyopt.dialects.memref.view_patterns import ViewOpMemrefCastFolder, ViewOpShapeFolder

    return [ViewOpShapeFolder(), ViewOpMemrefCastFolder()]
