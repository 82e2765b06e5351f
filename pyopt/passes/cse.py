"""`--cse` (MLIR's CSE.cpp, 22): eliminate common subexpressions, scoped
by dominance, aware of memory effects and regions.  See
shared/spec/rewriting.md section 3."""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Block, Operation, Region
from pyopt.ir.ods import Commutative, IsolatedFromAbove
from pyopt.passes.pass_base import Pass
from pyopt.rewrite.side_effects import (READ, WRITE, get_effects, get_recursive_effects, is_memory_effect_free,
                                        is_op_trivially_dead)

# Ops whose regions are graph regions (RegionKindInterface::Graph): no SSA dominance.
GRAPH_REGION_OPS = frozenset({"builtin.module"})


def _op_key(op: Operation) -> tuple[Any, ...]:
    """Hash key of SimpleOperationInfo (operands by identity, locations and
    regions ignored).  Operands of a commutative op are a multiset, as
    OperationEquivalence compares them: `addi %a, %b` equals `addi %b, %a`."""
    operands = tuple(id(o.value) for o in op.op_operands)
    if op.op_def is not None and Commutative in op.op_def.trait_classes:
        operands = tuple(sorted(operands))
    return (op.name, tuple(op.attributes.items()), tuple(op.properties.items()),
            operands, tuple(r.type for r in op.results), len(op.regions))


def _regions_equivalent(a: Operation, b: Operation) -> bool:
    """Both ops have one single-block region; the blocks hold the same ops
    with operands equal up to the values defined inside the blocks."""
    if len(a.regions) != 1 or len(b.regions) != 1:
        return False
    ra, rb = a.regions[0], b.regions[0]
    if len(ra.blocks) != 1 or len(rb.blocks) != 1:
        return False
    return _blocks_equivalent(ra.blocks[0], rb.blocks[0], {})


def _blocks_equivalent(x: Block, y: Block, mapping: dict[int, Any]) -> bool:
    if len(x.args) != len(y.args) or len(x) != len(y):
        return False
    for ax, ay in zip(x.args, y.args):
        if ax.type is not ay.type:
            return False
        mapping[id(ax)] = ay
    for ox, oy in zip(x.ops, y.ops):
        if ox.name != oy.name or ox.attributes != oy.attributes or ox.properties != oy.properties \
                or len(ox.op_operands) != len(oy.op_operands) or len(ox.results) != len(oy.results) \
                or len(ox.regions) != len(oy.regions) or len(ox.successors) != len(oy.successors):
            return False
        for vx, vy in zip(ox.operands, oy.operands):
            if vx is vy:
                continue
            if mapping.get(id(vx)) is not vy:
                return False
        for rx, ry in zip(ox.results, oy.results):
            if rx.type is not ry.type:
                return False
            mapping[id(rx)] = ry
        for gx, gy in zip(ox.regions, oy.regions):
            if len(gx.blocks) != len(gy.blocks):
                return False
            for bx, by in zip(gx.blocks, gy.blocks):
                if not _blocks_equivalent(bx, by, mapping):
                    return False
    return True


class _ScopedTable:
    def __init__(self) -> None:
        self.table: dict[tuple[Any, ...], list[Operation]] = {}
        self.scopes: list[list[tuple[Any, ...]]] = []

    def push_scope(self) -> None:
        self.scopes.append([])

    def pop_scope(self) -> None:
        for key in reversed(self.scopes.pop()):
            entries = self.table[key]
            entries.pop()
            if not entries:
                del self.table[key]

    def lookup(self, op: Operation) -> Operation | None:
        entries = self.table.get(_op_key(op))
        if not entries:
            return None
        if not op.regions:
            return entries[-1]
        for existing in reversed(entries):
            if _regions_equivalent(existing, op):
                return existing
        return None

    def insert(self, op: Operation) -> None:
        key = _op_key(op)
        self.table.setdefault(key, []).append(op)
        self.scopes[-1].append(key)

    def contains_op(self, op: Operation) -> bool:
        entries = self.table.get(_op_key(op))
        return bool(entries) and any(e is op for e in entries)


def _dominator_tree(region: Region) -> tuple[Block, dict[int, list[Block]]]:
    """Children of each reachable block in the dominator tree (Cooper, Harvey
    and Kennedy's iterative algorithm), in reverse post-order."""
    from pyopt.rewrite.region_simplify import post_order

    entry = region.blocks[0]
    po = post_order(entry)
    rpo = list(reversed(po))
    number = {id(b): i for i, b in enumerate(rpo)}
    preds: dict[int, list[Block]] = {id(b): [] for b in rpo}
    for b in rpo:
        term = b.last
        for s in (term.successors if term is not None else ()):
            if id(s) in preds:
                preds[id(s)].append(b)
    idom: dict[int, Block] = {id(entry): entry}

    def intersect(a: Block, b: Block) -> Block:
        while a is not b:
            while number[id(a)] > number[id(b)]:
                a = idom[id(a)]
            while number[id(b)] > number[id(a)]:
                b = idom[id(b)]
        return a

    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new: Block | None = None
            for p in preds[id(b)]:
                if id(p) in idom:
                    new = p if new is None else intersect(p, new)
            if new is not None and idom.get(id(b)) is not new:
                idom[id(b)] = new
                changed = True
    children: dict[int, list[Block]] = {id(b): [] for b in rpo}
    for b in rpo[1:]:
        if id(b) in idom:
            children[id(idom[id(b)])].append(b)
    return entry, children


class _CSEDriver:
    def __init__(self) -> None:
        self.to_erase: list[Operation] = []

    def simplify(self, op: Operation) -> bool:
        from pyopt.rewrite.rewriter import IRRewriter

        table = _ScopedTable()
        for region in op.regions:
            self.simplify_region(table, region)
        rewriter = IRRewriter()
        for dead in self.to_erase:
            rewriter.erase_op(dead)
        return bool(self.to_erase)

    def simplify_region(self, table: _ScopedTable, region: Region) -> None:
        if not region.blocks:
            return
        parent = region.parent
        ssa_dominance = parent is None or parent.name not in GRAPH_REGION_OPS
        if len(region.blocks) == 1:
            table.push_scope()
            self.simplify_block(table, region.blocks[0], ssa_dominance)
            table.pop_scope()
            return
        if not ssa_dominance:
            return
        entry, children = _dominator_tree(region)
        stack: list[tuple[Block, int]] = [(entry, 0)]
        table.push_scope()
        self.simplify_block(table, entry, ssa_dominance)
        while stack:
            block, i = stack[-1]
            kids = children[id(block)]
            if i < len(kids):
                stack[-1] = (block, i + 1)
                child = kids[i]
                stack.append((child, 0))
                table.push_scope()
                self.simplify_block(table, child, ssa_dominance)
            else:
                stack.pop()
                table.pop_scope()

    def simplify_block(self, table: _ScopedTable, block: Block, ssa_dominance: bool) -> None:
        for op in block.ops:
            if op.regions:
                if op.op_def is None or IsolatedFromAbove in op.op_def.trait_classes:
                    nested = _ScopedTable()
                    for region in op.regions:
                        self.simplify_region(nested, region)
                else:
                    for region in op.regions:
                        self.simplify_region(table, region)
            self.simplify_operation(table, op, ssa_dominance)

    def simplify_operation(self, table: _ScopedTable, op: Operation, ssa_dominance: bool) -> bool:
        if op.op_def is not None and op.op_def.is_terminator:
            return False
        if is_op_trivially_dead(op):
            self.to_erase.append(op)
            return True
        if any(len(r.blocks) > 1 for r in op.regions):
            return False
        if not is_memory_effect_free(op):
            effects = get_effects(op)
            if not effects or not all(e.kind == READ for e in effects):
                return False
            existing = table.lookup(op)
            if existing is not None and existing.parent is op.parent \
                    and not _write_between(existing, op):
                self.replace_uses_and_delete(table, op, existing, ssa_dominance)
                return True
            table.insert(op)
            return False
        existing = table.lookup(op)
        if existing is not None:
            self.replace_uses_and_delete(table, op, existing, ssa_dominance)
            return True
        table.insert(op)
        return False

    def replace_uses_and_delete(self, table: _ScopedTable, op: Operation, existing: Operation,
                                ssa_dominance: bool) -> None:
        from pyopt.ir.attributes import UnknownLoc

        if ssa_dominance:
            for old, new in zip(op.results, existing.results):
                old.replace_all_uses_with(new)
            self.to_erase.append(op)
        else:
            for old, new in zip(op.results, existing.results):
                for use in old.uses:
                    if not table.contains_op(use.owner):
                        use.set(new)
            if not any(r.has_uses() for r in op.results):
                self.to_erase.append(op)
        if isinstance(existing.loc, UnknownLoc) and not isinstance(op.loc, UnknownLoc):
            existing.loc = op.loc


def _write_between(first: Operation, last: Operation) -> bool:
    """An op strictly between `first` and `last` (same block) that may write:
    a recursive Write effect, or unknown effects."""
    cur = first.next
    while cur is not None and cur is not last:
        effects = get_recursive_effects(cur)
        if effects is None or any(e.kind == WRITE for e in effects):
            return True
        cur = cur.next
    return False


class CSE(Pass):
    argument = "cse"
    name = "CSE"
    summary = "Eliminate common sub-expressions"
    anchor = None

    def run_on_operation(self, op: Any) -> None:
        _CSEDriver().simplify(op)
