"""Dominance as MLIR's DominanceInfo computes it, and the verifier's
check that every operand dominates its use
(OperationVerifier::verifyDominanceOfContainedRegions).

A value defined in a block dominates the later ops of that block, the
blocks the block dominates (a dominator tree per region) and everything
nested in those.  Graph regions (builtin.module, gpu.module: the
GraphRegion trait) and unregistered ops' regions have no SSA dominance.  Uses in blocks unreachable from the entry block are not checked.
"""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Block, BlockArgument, Operation, Region
from pyopt.ir.diagnostics import Diagnostic, MLIRError


class DominanceInfo:
    def __init__(self) -> None:
        self._positions: dict[Block, dict[Operation, int]] = {}
        self._trees: dict[Region, tuple[dict[Block, Block | None], dict[Block, int]]] = {}

    # -- regions ------------------------------------------------------------------
    @staticmethod
    def has_ssa_dominance(region: Region | None) -> bool:
        op = region.parent if region is not None else None
        if op is None:
            return True
        info = op.op_def
        return info is not None and not info.graph_regions  # unregistered: maybe a graph region

    def _tree(self, region: Region) -> tuple[dict[Block, Block | None], dict[Block, int]]:
        """(immediate dominators, reverse-postorder numbers) of the blocks
        reachable from the entry block (Cooper, Harvey and Kennedy)."""
        tree = self._trees.get(region)
        if tree is not None:
            return tree
        entry = region.blocks[0]
        order: list[Block] = []
        seen = {entry}
        stack: list[tuple[Block, int]] = [(entry, 0)]
        while stack:  # iterative DFS for the postorder
            block, i = stack.pop()
            succs = block.last.successors if block.last is not None else []
            if i < len(succs):
                stack.append((block, i + 1))
                nxt = succs[i]
                if nxt not in seen and nxt.parent is region:
                    seen.add(nxt)
                    stack.append((nxt, 0))
            else:
                order.append(block)
        order.reverse()
        number = {b: i for i, b in enumerate(order)}
        preds: dict[Block, list[Block]] = {b: [] for b in order}
        for b in order:
            for s in (b.last.successors if b.last is not None else []):
                if s in preds:
                    preds[s].append(b)
        idom: dict[Block, Block | None] = {entry: entry}
        changed = True
        while changed:
            changed = False
            for b in order[1:]:
                new: Block | None = None
                for p in preds[b]:
                    if p not in idom:
                        continue
                    if new is None:
                        new = p
                        continue
                    x, y = p, new
                    while x is not y:
                        while number[x] > number[y]:
                            x = idom[x]  # type: ignore[assignment]
                        while number[y] > number[x]:
                            y = idom[y]  # type: ignore[assignment]
                    new = x
                if new is not None and idom.get(b) is not new:
                    idom[b] = new
                    changed = True
        idom[entry] = None
        self._trees[region] = (idom, number)
        return idom, number

    def is_reachable(self, block: Block) -> bool:
        region = block.parent
        if region is None or not region.blocks or block is region.blocks[0]:
            return True
        return block in self._tree(region)[0]

    def _tree_dominates(self, region: Region, a: Block, b: Block) -> bool:
        idom, _ = self._tree(region)
        if b not in idom:  # an unreachable block is dominated by every block
            return True
        if a not in idom:
            return False
        node: Block | None = b
        while node is not None:
            if node is a:
                return True
            node = idom[node]
        return False

    # -- queries --------------------------------------------------------------------
    def _position(self, op: Operation) -> int:
        block = op.parent
        assert block is not None
        table = self._positions.get(block)
        if table is None:
            table = {o: i for i, o in enumerate(block.ops)}
            self._positions[block] = table
        return table[op]

    def block_dominates(self, a: Block, b: Block) -> bool:
        """DominanceInfo::dominates(Block *, Block *)."""
        if a is b:
            return True
        region = a.parent
        if region is not b.parent:
            found = find_ancestor_block_in_region(region, b)
            if found is None:
                return False
            if found is a:
                return True
            b = found
        if not self.has_ssa_dominance(region):
            return True
        return self._tree_dominates(region, a, b)  # type: ignore[arg-type]

    def op_properly_dominates(self, a: Operation, b: Operation, enclosing_ok: bool = True) -> bool:
        a_block = a.parent
        if a_block is None:
            return False
        if a is b:
            return not self.has_ssa_dominance(a_block.parent)
        region = a_block.parent
        if b.parent is None or region is not b.parent.parent:
            found = find_ancestor_op_in_region(region, b)
            if found is None:
                return False
            if found is a:
                return enclosing_ok
            b = found
        b_block = b.parent
        if a_block is b_block:
            if not self.has_ssa_dominance(region):
                return True
            return self._position(a) < self._position(b)
        if not self.has_ssa_dominance(region):
            return True
        return b_block is not None and self._tree_dominates(region, a_block, b_block)  # type: ignore[arg-type]

    def value_properly_dominates(self, value: Any, user: Operation) -> bool:
        """DominanceInfo::properlyDominates(Value, Operation *): a result
        does not dominate uses inside its own op's regions."""
        if isinstance(value, BlockArgument):
            return value.block is not None and user.parent is not None and \
                self.block_dominates(value.block, user.parent)
        op = getattr(value, "op", None)
        if op is None:
            return False
        return self.op_properly_dominates(op, user, enclosing_ok=False)


def find_ancestor_op_in_region(region: Region | None, op: Operation) -> Operation | None:
    cur: Operation | None = op
    while cur is not None:
        block = cur.parent
        if block is None:
            return None
        if block.parent is region:
            return cur
        cur = block.parent.parent if block.parent is not None else None
    return None


def find_ancestor_block_in_region(region: Region | None, block: Block) -> Block | None:
    cur: Block | None = block
    while cur is not None:
        if cur.parent is region:
            return cur
        owner = cur.parent.parent if cur.parent is not None else None
        cur = owner.parent if owner is not None else None
    return None


def _contains(outer: Region, inner: Region) -> bool:
    """Region::isProperAncestor."""
    op = inner.parent
    while op is not None:
        block = op.parent
        region = block.parent if block is not None else None
        if region is outer:
            return True
        op = region.parent if region is not None else None
    return False


def _relation(use_region: Region | None, def_region: Region | None) -> str:
    if use_region is def_region:
        return "the same region"
    if def_region is not None and use_region is not None and _contains(def_region, use_region):
        return "a parent region"
    if def_region is not None and use_region is not None and _contains(use_region, def_region):
        return "a child region"
    return "neither in a parent nor in a child region"


def _dominance_error(op: Operation, index: int) -> MLIRError:
    """diagnoseInvalidOperandDominance."""
    err = op.emit_plain_error(f"operand #{index} does not dominate this use")
    value = op.operands[index]
    use_block = op.parent
    use_region = use_block.parent if use_block is not None else None
    if isinstance(value, BlockArgument):
        block = value.block
        region = block.parent if block is not None else None
        owner = region.parent if region is not None else None
        number = region.blocks.index(block) if region is not None and block is not None else 0
        where = _relation(use_region, region)
        err.diagnostic.notes.append(Diagnostic(
            "note", f"operand defined as a block argument (block #{number} in {where})",
            owner.loc if owner is not None else None))
        return err
    definer = value.op  # type: ignore[attr-defined]
    def_block = definer.parent
    if def_block is use_block:
        where = "op in the same block"
    else:
        rel = _relation(use_region, def_block.parent if def_block is not None else None)
        where = "op is " + rel if rel.startswith("neither") else "op in " + rel
    err.diagnostic.notes.append(Diagnostic("note", f"operand defined here ({where})", definer.loc))
    return err


def verify_dominance(top: Operation) -> None:
    """Raise the first operand that does not dominate its use, in MLIR's
    order: the ops of a region in order, then the nested ops (a LIFO
    worklist), isolated-from-above ones left to their own check."""
    dom = DominanceInfo()
    worklist = [top]
    while worklist:
        op = worklist.pop()
        nested: list[Operation] = []
        for region in op.regions:
            for block in region.blocks:
                reachable = dom.is_reachable(block)
                # The ops of the block before `child`: a value they define dominates it.
                earlier: set[Operation] = set()
                for child in block.ops:
                    if reachable:
                        for i, operand in enumerate(child._operands):
                            definer = getattr(operand.value, "op", None)
                            if definer is not None and definer in earlier:
                                continue
                            if not dom.value_properly_dominates(operand.value, child):
                                raise _dominance_error(child, i)
                        earlier.add(child)
                    if child.regions and not (child.op_def is not None and child.op_def.isolated):
                        nested.append(child)
        worklist.extend(nested)


def verify_entry_blocks(op: Operation) -> None:
    """The entry block of a region may not have predecessors (checked with
    the op's regions, before their blocks; a plain error at the op)."""
    for region in op.regions:
        if not region.blocks:
            continue
        entry = region.blocks[0]
        for block in region.blocks:
            last = block.last
            if last is not None and any(s is entry for s in last.successors):
                raise MLIRError("entry block of region may not have predecessors", op.loc)
