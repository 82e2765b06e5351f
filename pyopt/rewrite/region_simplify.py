"""Region simplification (MLIR's RegionUtils.cpp): unreachable-block
erasure, liveness-based region DCE (dead ops and dead non-entry block
arguments), identical-block merging and redundant block-argument dropping."""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Sequence

from pyopt.ir.core import Block, BlockArgument, OpResult, Operation, Region, Value
from pyopt.rewrite.branch_utils import (append_successor_operands, erase_successor_operand, is_branch_op,
                                        successor_operand_ranges, successor_operands)
from pyopt.rewrite.side_effects import would_op_be_trivially_dead

if TYPE_CHECKING:
    from pyopt.rewrite.rewriter import Rewriter


def _successors(block: Block) -> list[Block]:
    term = block.last
    return list(term.successors) if term is not None else []


def post_order(entry: Block) -> list[Block]:
    """llvm::post_order over the CFG from `entry` (successors in order)."""
    out: list[Block] = []
    seen = {id(entry)}
    stack: list[tuple[Block, int]] = [(entry, 0)]
    while stack:
        block, i = stack[-1]
        succs = _successors(block)
        if i < len(succs):
            stack[-1] = (block, i + 1)
            s = succs[i]
            if id(s) not in seen:
                seen.add(id(s))
                stack.append((s, 0))
            continue
        stack.pop()
        out.append(block)
    return out


def _reachable(entry: Block) -> set[int]:
    seen = {id(entry)}
    stack = [entry]
    while stack:
        b = stack.pop()
        for s in _successors(b):
            if id(s) not in seen:
                seen.add(id(s))
                stack.append(s)
    return seen


def drop_all_defined_value_uses(block: Block) -> None:
    """Block::dropAllDefinedValueUses: drop every use of the block's
    arguments and of the results of its ops (nested ones included)."""
    for arg in block.args:
        for use in arg.uses:
            use.drop()
    for op in block.ops:
        for nested in op.walk():
            for r in nested.results:
                for use in r.uses:
                    use.drop()


def erase_unreachable_blocks(rewriter: Rewriter, regions: Iterable[Region]) -> bool:
    erased = False
    worklist: list[Region] = list(regions)
    while worklist:
        region = worklist.pop()
        if not region.blocks:
            continue
        if len(region.blocks) == 1:
            for op in region.blocks[0].ops:
                worklist.extend(op.regions)
            continue
        reachable = _reachable(region.blocks[0])
        for block in list(region.blocks):
            if id(block) not in reachable:
                drop_all_defined_value_uses(block)
                rewriter.erase_block(block)
                erased = True
                continue
            for op in block.ops:
                worklist.extend(op.regions)
    return erased


# ---- region DCE -------------------------------------------------------------------------------
class _LiveMap:
    def __init__(self) -> None:
        self.changed = False
        self.values: set[int] = set()
        self.ops: set[int] = set()

    def value_live(self, value: Value) -> bool:
        if isinstance(value, OpResult):
            return id(value.op) in self.ops
        return id(value) in self.values

    def set_value_live(self, value: Value) -> None:
        if isinstance(value, OpResult):
            self.set_op_live(value.op)
        elif id(value) not in self.values:
            self.values.add(id(value))
            self.changed = True

    def set_op_live(self, op: Operation) -> None:
        if id(op) not in self.ops:
            self.ops.add(id(op))
            self.changed = True


def _successor_block_argument(op: Operation, operand_index: int) -> BlockArgument | None:
    ranges = successor_operand_ranges(op)
    if ranges is None:
        return None
    for succ, (start, count) in zip(op.successors, ranges):
        if start <= operand_index < start + count:
            return succ.args[operand_index - start]
    return None


def _use_specially_known_dead(owner: Operation, index: int, live: _LiveMap) -> bool:
    if owner.has_terminator_trait() and is_branch_op(owner):
        arg = _successor_block_argument(owner, index)
        if arg is not None:
            return not live.value_live(arg)
    return False


def _process_value(value: Value, live: _LiveMap) -> None:
    for use in value.uses:
        if _use_specially_known_dead(use.owner, use.index, live):
            continue
        if id(use.owner) in live.ops:
            live.set_value_live(value)
            return


def _propagate_op(op: Operation, live: _LiveMap) -> None:
    for region in op.regions:
        _propagate_region(region, live)
    if op.has_terminator_trait():
        live.set_op_live(op)
        if not is_branch_op(op):
            for succ in op.successors:
                for arg in succ.args:
                    live.set_value_live(arg)
        return
    if id(op) in live.ops:
        return
    if not would_op_be_trivially_dead(op):
        live.set_op_live(op)
        return
    for r in op.results:
        _process_value(r, live)


def _propagate_region(region: Region, live: _LiveMap) -> None:
    if not region.blocks:
        return
    entry = region.blocks[0]
    for block in post_order(entry):
        op = block.last
        while op is not None:
            prev = op.prev
            _propagate_op(op, live)
            op = prev
        if block is entry:
            continue
        for arg in block.args:
            if not live.value_live(arg):
                _process_value(arg, live)


def _erase_dead_successor_operands(term: Operation | None, live: _LiveMap) -> None:
    if term is None or not is_branch_op(term):
        return
    for succ_index in reversed(range(len(term.successors))):
        succ = term.successors[succ_index]
        count = len(successor_operands(term, succ_index))
        for i in reversed(range(count)):
            if not live.value_live(succ.args[i]):
                erase_successor_operand(term, succ_index, i)


def _delete_deadness(rewriter: Rewriter, regions: Sequence[Region], live: _LiveMap) -> bool:
    erased = False
    for region in regions:
        if not region.blocks:
            continue
        single = len(region.blocks) == 1
        for block in post_order(region.blocks[0]):
            if not single:
                _erase_dead_successor_operands(block.last, live)
            op = block.last
            while op is not None:
                prev = op.prev
                if id(op) not in live.ops:
                    erased = True
                    for r in op.results:
                        for use in r.uses:
                            use.drop()
                    rewriter.erase_op(op)
                else:
                    erased |= _delete_deadness(rewriter, op.regions, live)
                op = prev
        for block in region.blocks[1:]:
            dead = [a.index for a in block.args if not live.value_live(a)]
            for i in reversed(dead):
                _erase_argument(block, i)
    return erased


def _erase_argument(block: Block, index: int) -> None:
    del block.args[index]
    for i, a in enumerate(block.args):
        a.index = i


def run_region_dce(rewriter: Rewriter, regions: Sequence[Region]) -> bool:
    live = _LiveMap()
    while True:
        live.changed = False
        for region in regions:
            _propagate_region(region, live)
        if not live.changed:
            break
    return _delete_deadness(rewriter, regions, live)


# ---- identical block merging ------------------------------------------------------------------
def _predecessor_edges(block: Block) -> list[tuple[Operation, int]]:
    """(terminator, successor index) of every edge into `block`."""
    region = block.parent
    edges: list[tuple[Operation, int]] = []
    if region is None:
        return edges
    for b in region.blocks:
        term = b.last
        if term is None:
            continue
        for i, s in enumerate(term.successors):
            if s is block:
                edges.append((term, i))
    return edges


def _parent_block(value: Value) -> Block | None:
    if isinstance(value, OpResult):
        return value.op.parent
    return value.owner  # type: ignore[return-value]


def _ops_equivalent(a: Operation, b: Operation) -> bool:
    """OperationEquivalence::isEquivalentTo with ignored value equivalence
    and locations (operands are compared by the caller)."""
    if a.name != b.name or len(a.regions) != len(b.regions) or len(a.successors) != len(b.successors) \
            or len(a.op_operands) != len(b.op_operands) or len(a.results) != len(b.results):
        return False
    if a.attributes != b.attributes or a.properties != b.properties:
        return False
    for x, y in zip(a.operands, b.operands):
        if x is not y and x.type is not y.type:
            return False
    for x, y in zip(a.results, b.results):
        if x.type is not y.type:
            return False
    return all(not ra.blocks and not rb.blocks for ra, rb in zip(a.regions, b.regions))


def _used_outside(value_owner_results: Iterable[Value], block: Block) -> bool:
    for v in value_owner_results:
        for use in v.uses:
            if use.owner.parent is not block:
                return True
    return False


class _BlockData:
    def __init__(self, block: Block) -> None:
        self.block = block
        self.order: dict[int, int] = {}
        n = len(block.args)
        for op in block.ops:
            if op.results:
                self.order[id(op)] = n
                n += len(op.results)

    def order_of(self, value: Value) -> int:
        if isinstance(value, BlockArgument):
            return value.index
        assert isinstance(value, OpResult)
        return self.order[id(value.op)] + value.index


class _Cluster:
    def __init__(self, leader: _BlockData) -> None:
        self.leader = leader
        self.blocks: list[Block] = []
        self.operands_to_merge: set[tuple[int, int]] = set()

    def add(self, data: _BlockData) -> bool:
        lb, mb = self.leader.block, data.block
        if [a.type for a in lb.args] != [a.type for a in mb.args]:
            return False
        lops, mops = list(lb.ops), list(mb.ops)
        mismatched: list[tuple[int, int]] = []
        for op_i, (l, r) in enumerate(zip(lops, mops)):
            if not _ops_equivalent(l, r):
                return False
            for k, (lv, rv) in enumerate(zip(l.operands, r.operands)):
                if lv is rv:
                    continue
                if lv.type is not rv.type:
                    return False
                l_in = _parent_block(lv) is lb
                r_in = _parent_block(rv) is mb
                if l_in != r_in:
                    return False
                if not l_in:
                    if not _valid_successor_arg(lb, lv) or not _valid_successor_arg(mb, rv):
                        return False
                    mismatched.append((op_i, k))
                    continue
                if self.leader.order_of(lv) != data.order_of(rv):
                    return False
            if _used_outside(r.results, mb) or _used_outside(l.results, lb):
                return False
        if len(lops) != len(mops):
            return False
        self.operands_to_merge.update(mismatched)
        if mb not in self.blocks:
            self.blocks.append(mb)
        return True

    def merge(self, rewriter: Rewriter) -> bool:
        if not self.blocks:
            return False
        leader = self.leader.block
        if self.operands_to_merge:
            if not _can_update_preds(leader) or not all(_can_update_preds(b) for b in self.blocks):
                return False
            all_blocks = [leader, *self.blocks]
            op_lists = [list(b.ops) for b in all_blocks]
            ordered = sorted(self.operands_to_merge)
            new_args: list[list[Value]] = [[None] * len(ordered) for _ in all_blocks]  # type: ignore[list-item]
            num_old = len(leader.args)
            for j, (op_i, operand_i) in enumerate(ordered):
                for i, ops in enumerate(op_lists):
                    operand = ops[op_i].op_operands[operand_i]
                    new_args[i][j] = operand.value
                    if i == 0:
                        v = operand.value
                        operand.set(leader.add_arg(v.type, _value_loc(v)))
            new_args = _prune_redundant_arguments(new_args, rewriter, num_old, leader)
            for i, b in enumerate(all_blocks):
                for term, succ_index in _predecessor_edges(b):
                    append_successor_operands(term, succ_index, new_args[i])
        for b in self.blocks:
            for term, succ_index in _predecessor_edges(b):
                term.successors[succ_index] = leader
            rewriter.erase_block(b)
        return True


def _value_loc(v: Value) -> object:
    if isinstance(v, OpResult):
        return v.op.loc
    return getattr(v, "loc", None)


def _valid_successor_arg(block: Block, operand: Value) -> bool:
    owner = getattr(operand, "op", None)
    parent = _parent_block(operand)
    if owner is None or parent is None or owner is not parent.last:
        return True
    return all(t.parent is not parent for t, _ in _predecessor_edges(block))


def _can_update_preds(block: Block) -> bool:
    return all(is_branch_op(t) for t, _ in _predecessor_edges(block))


def _prune_redundant_arguments(new_args: list[list[Value]], rewriter: Rewriter, num_old: int,
                               block: Block) -> list[list[Value]]:
    if not new_args:
        return new_args
    num_args = len(new_args[0])
    first: dict[int, int] = {}
    for j in range(num_args):
        first.setdefault(id(new_args[0][j]), j)
    replacement: dict[int, int] = {}
    for j in range(num_args):
        k = first[id(new_args[0][j])]
        if k == j:
            continue
        if all(new_args[i][k] is new_args[i][j] for i in range(1, len(new_args))):
            replacement[j] = k
    pruned = [[v for j, v in enumerate(lst) if j not in replacement] for lst in new_args]
    to_erase: list[int] = []
    for idx in range(len(block.args)):
        if idx in replacement:
            old = block.args[num_old + idx]
            new = block.args[num_old + replacement[idx]]
            rewriter.replace_all_uses_with(old, new)
            to_erase.append(num_old + idx)
    for i in reversed(to_erase):
        _erase_argument(block, i)
    return pruned


def _merge_identical_blocks_in(rewriter: Rewriter, region: Region) -> bool:
    if len(region.blocks) <= 1:
        return False
    groups: dict[tuple[int, ...], list[Block]] = {}
    for block in region.blocks[1:]:
        key = tuple(id(s) for s in _successors(block))
        groups.setdefault(key, []).append(block)
    merged = False
    for blocks in groups.values():
        if len(blocks) == 1:
            continue
        clusters: list[_Cluster] = []
        for block in blocks:
            if any(r.blocks for op in block.ops for r in op.regions):
                continue
            if any(use.owner.parent is not block for a in block.args for use in a.uses):
                continue
            data = _BlockData(block)
            if not any(c.add(data) for c in clusters):
                clusters.append(_Cluster(data))
        for c in clusters:
            merged |= c.merge(rewriter)
    return merged


def merge_identical_blocks(rewriter: Rewriter, regions: Sequence[Region]) -> bool:
    worklist: list[Region] = []
    for r in regions:
        if r not in worklist:
            worklist.append(r)
    changed = False
    while worklist:
        region = worklist.pop()
        if _merge_identical_blocks_in(rewriter, region):
            if region not in worklist:
                worklist.append(region)
            changed = True
        for block in region.blocks:
            for op in block.ops:
                for nested in op.regions:
                    if nested not in worklist:
                        worklist.append(nested)
    return changed


def _drop_redundant_arguments_of(rewriter: Rewriter, block: Block) -> bool:
    to_erase: list[int] = []
    edges = _predecessor_edges(block)
    for arg_index, arg in enumerate(block.args):
        same = True
        common: Value | None = None
        for term, succ_index in edges:
            if not is_branch_op(term):
                same = False
                break
            v = successor_operands(term, succ_index)[arg_index]
            if common is None:
                common = v
                continue
            if v is not common:
                same = False
                break
        if common is not None and same:
            to_erase.append(arg_index)
            rewriter.replace_all_uses_with(arg, common)
    for arg_index in reversed(to_erase):
        _erase_argument(block, arg_index)
        for term, succ_index in edges:
            erase_successor_operand(term, succ_index, arg_index)
    return bool(to_erase)


def drop_redundant_arguments(rewriter: Rewriter, regions: Sequence[Region]) -> bool:
    worklist: list[Region] = []
    for r in regions:
        if r not in worklist:
            worklist.append(r)
    changed = False
    while worklist:
        region = worklist.pop()
        for block in region.blocks:
            changed = _drop_redundant_arguments_of(rewriter, block) or changed
            for op in block.ops:
                for nested in op.regions:
                    if nested not in worklist:
                        worklist.append(nested)
    return changed


def simplify_regions(rewriter: Rewriter, regions: Sequence[Region], merge_blocks: bool = True) -> bool:
    blocks = erase_unreachable_blocks(rewriter, regions)
    dce = run_region_dce(rewriter, regions)
    merged = dropped = False
    if merge_blocks:
        merged = merge_identical_blocks(rewriter, regions)
        dropped = drop_redundant_arguments(rewriter, regions)
    return blocks or dce or merged or dropped
