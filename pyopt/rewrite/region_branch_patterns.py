"""The RegionBranchOpInterface canonicalization patterns of MLIR 22
(ControlFlowInterfaces.cpp, populateRegionBranchOpInterfaceCanonicalizationPatterns):
MakeRegionBranchOpSuccessorInputsDead, RemoveDuplicateSuccessorInputUses and
RemoveDeadRegionBranchOpSuccessorInputs.

They work on an op's successor mapping: every successor operand (an op
operand or a terminator operand forwarded to a region or to the op's
results) with the successor inputs (block arguments, results) it flows
into.  A dialect supplies `mapping(op) -> [(OpOperand, [Value, ...]), ...]`
in MLIR's order (branch points: the op, then its region terminators; per
point its successors in getSuccessorRegions order)."""

from __future__ import annotations

from typing import Any, Callable

from pyopt.ir.core import Block, OpOperand, Operation, Region, Value
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter

SuccessorMapping = list[tuple[OpOperand, list[Value]]]
MappingFn = Callable[[Operation], SuccessorMapping]


def _inverse(mapping: SuccessorMapping) -> dict[Value, list[OpOperand]]:
    """invertRegionBranchSuccessorMapping (keys in first-appearance order)."""
    out: dict[Value, list[OpOperand]] = {}
    for operand, inputs in mapping:
        for value in inputs:
            out.setdefault(value, []).append(operand)
    return out


def _owner(value: Value) -> Any:
    op = getattr(value, "op", None)
    return op if op is not None else value.owner


def _parent_op_of(value: Value) -> Operation | None:
    owner = _owner(value)
    block = owner.parent if isinstance(owner, Operation) else owner
    region = block.parent if isinstance(block, Block) else None
    return region.parent if isinstance(region, Region) else None


def _defined_before(op: Operation, a: Value, b: Value) -> bool:
    """isDefinedBefore: `a` may replace the successor input `b`."""
    if _parent_op_of(a) is op:
        if getattr(b, "op", None) is not None:
            return False  # a value of a region is not in scope for a result
        return getattr(a, "op", None) is None and a.owner is b.owner
    return True


def _reachable(value: Value, inverse: dict[Value, list[OpOperand]]) -> set[int]:
    """computeReachableValuesFromSuccessorInput, as value ids (the values
    themselves in `_values`)."""
    reachable: dict[int, Value] = {}
    visited: set[int] = set()
    worklist = [value]
    while worklist:
        nxt = worklist.pop()
        operands = inverse.get(nxt)
        if operands is None:
            reachable[id(nxt)] = nxt
            continue
        for operand in operands:
            v = operand.value
            if id(v) not in visited:
                visited.add(id(v))
                worklist.append(v)
    _values.clear()
    _values.update(reachable)
    return set(reachable)


_values: dict[int, Value] = {}


class _RegionBranchPattern(RewritePattern):
    def __init__(self, root: str, mapping: MappingFn) -> None:
        super().__init__(root=root, name=f"(anonymous namespace)::{type(self).__name__}")
        self.mapping = mapping


class MakeRegionBranchOpSuccessorInputsDead(_RegionBranchPattern):
    """Uses of a successor input that can only hold one value from outside
    (which is in scope) take that value."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inverse = _inverse(self.mapping(op))
        changed = False
        for value in list(inverse):
            if not value.uses:
                continue
            reachable = _reachable(value, inverse)
            if len(reachable) != 1:
                continue
            replacement = _values[next(iter(reachable))]
            if not _defined_before(op, replacement, value):
                continue
            rewriter.replace_all_uses_with(value, replacement)
            changed = True
        return changed


def _number(value: Value) -> int:
    return value.index  # type: ignore[attr-defined,no-any-return]


class RemoveDuplicateSuccessorInputUses(_RegionBranchPattern):
    """Of two successor inputs of one owner fed the same value by every
    predecessor, the later one's uses take the earlier one."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        inverse = _inverse(self.mapping(op))
        inputs = sorted(inverse, key=_number)
        changed = False
        for i, first in enumerate(inputs):
            for second in inputs[i + 1:]:
                if not second.uses or _owner(first) is not _owner(second):
                    continue
                a = {id(o.owner): o.value for o in inverse[first]}
                b = {id(o.owner): o.value for o in inverse[second]}
                if a.keys() == b.keys() and all(a[k] is b[k] for k in a):
                    rewriter.replace_all_uses_with(second, first)
                    changed = True
        return changed


class RemoveDeadRegionBranchOpSuccessorInputs(_RegionBranchPattern):
    """Sets of tied successor inputs (fed by one operand) that are all dead
    go, with the operands feeding them: operands, block arguments, then
    results (eraseOpResults rebuilds the op)."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        mapping = self.mapping(op)
        parent: dict[int, int] = {}
        values: dict[int, Value] = {}
        order: list[int] = []

        def find(k: int) -> int:
            while parent[k] != k:
                parent[k] = parent[parent[k]]
                k = parent[k]
            return k

        for _, inputs in mapping:
            for v in inputs:
                if id(v) not in parent:
                    parent[id(v)] = id(v)
                    values[id(v)] = v
                    order.append(id(v))
            first = find(id(inputs[0]))
            for v in inputs[1:]:
                root = find(id(v))
                if root != first:
                    parent[root] = first
        groups: dict[int, list[Value]] = {}
        for k in order:
            groups.setdefault(find(k), []).append(values[k])
        dead = [v for group in groups.values() if all(not v.uses for v in group) for v in group]
        if not dead:
            return rewriter.notify_match_failure(op, "no values to remove")
        dead_ids = {id(v) for v in dead}
        operands: dict[int, tuple[Operation, set[int]]] = {}
        for operand, inputs in mapping:
            if any(id(v) in dead_ids for v in inputs):
                operands.setdefault(id(operand.owner), (operand.owner, set()))[1].add(operand.index)
        for owner, indices in operands.values():
            with rewriter.modify_op_in_place(owner):
                owner.set_operands([v for i, v in enumerate(owner.operands) if i not in indices])
        blocks: dict[int, tuple[Block, list[int]]] = {}
        results: set[int] = set()
        for v in dead:
            if getattr(v, "op", None) is None:
                blocks.setdefault(id(v.owner), (v.owner, []))[1].append(_number(v))  # type: ignore[arg-type]
            else:
                results.add(_number(v))
        for block, indices in blocks.values():
            with rewriter.modify_op_in_place(block.parent_op):  # type: ignore[arg-type]
                for index in sorted(indices, reverse=True):
                    rewriter.erase_block_argument(block, index)
        if results:
            erase_op_results(rewriter, op, results)
        return True


def erase_op_results(rewriter: PatternRewriter, op: Operation, erased: set[int]) -> Operation:
    """RewriterBase::eraseOpResults: a copy of `op` without those results
    takes over its regions and the uses of the others."""
    kept = [r for r in op.results if r.index not in erased]
    cls = type(op) if op.op_def is not None else None
    args = (list(op.operands), [r.type for r in kept], dict(op.attributes), dict(op.properties),
            [Region() for _ in op.regions], list(op.successors), op.loc)
    new = rewriter.insert(cls(*args) if cls is not None else Operation(op.name, *args))
    for old, dest in zip(op.regions, new.regions):
        rewriter.inline_region_before(old, dest, None)
    replacements: list[Value | None] = [None] * len(op.results)
    for r, n in zip(kept, new.results):
        replacements[r.index] = n
    rewriter.replace_op(op, replacements)
    return new  # type: ignore[no-any-return]


def region_branch_patterns(root: str, mapping: MappingFn) -> list[RewritePattern]:
    """populateRegionBranchOpInterfaceCanonicalizationPatterns for one op."""
    return [MakeRegionBranchOpSuccessorInputsDead(root, mapping), RemoveDuplicateSuccessorInputUses(root, mapping),
            RemoveDeadRegionBranchOpSuccessorInputs(root, mapping)]
