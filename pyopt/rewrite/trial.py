"""Trial rewrites: apply a pattern, see whether it succeeds, and undo every
change it made, exactly (op order, use-list order, attributes).

Tie detection (--mlir-pattern-ties) asks, for an op, which of the patterns
of the highest benefit would succeed; asking must not change the IR.  A
`TrialRewriter` journals what a pattern does through it and `undo()` puts
the IR back as it was.  Patterns change IR only through their rewriter
(pyopt/rewrite/rewriter.py), which is what makes this possible.
"""

from __future__ import annotations

from typing import Any, Callable, Sequence

from pyopt.ir.core import Block, OpOperand, Operation, Region, Value
from pyopt.rewrite.rewriter import PatternRewriter, _relink


class _Journal:
    """What the IR looked like before the trial, for everything it touched."""

    def __init__(self) -> None:
        self.blocks: dict[int, tuple[Block, list[Operation], list[Any]]] = {}
        self.regions: dict[int, tuple[Region, list[Block]]] = {}
        self.uses: dict[int, tuple[Value, list[OpOperand]]] = {}       # use lists, in order
        self.use_values: dict[int, tuple[OpOperand, Value]] = {}       # what each use pointed to
        self.ops: dict[int, tuple[Operation, list[OpOperand], dict[str, Any], dict[str, Any], list[Block]]] = {}
        self.created: list[Operation] = []
        self.created_blocks: set[int] = set()

    def block(self, block: Block | None) -> None:
        if block is not None and id(block) not in self.blocks and id(block) not in self.created_blocks:
            self.blocks[id(block)] = (block, list(block.ops), list(block.args))
            self.region(block.parent)

    def region(self, region: Region | None) -> None:
        if region is not None and id(region) not in self.regions:
            self.regions[id(region)] = (region, list(region.blocks))

    def value(self, value: Value) -> None:
        if id(value) not in self.uses:
            uses = value.uses
            self.uses[id(value)] = (value, uses)
            for use in uses:
                self.use(use)

    def use(self, use: OpOperand) -> None:
        if id(use) not in self.use_values:
            self.use_values[id(use)] = (use, use.value)

    def op(self, op: Operation) -> None:
        if id(op) not in self.ops:
            self.ops[id(op)] = (op, list(op.op_operands), dict(op.attributes), dict(op.properties),
                                list(op.successors))
            for use in op.op_operands:
                self.use(use)
                self.value(use.value)

    def undo(self) -> None:
        # While the use lists are still consistent: drop the uses that did
        # not exist before (those of new ops and of rewritten operand lists).
        dropped: set[int] = set()
        known = {id(op) for _, ops, _ in self.blocks.values() for op in ops}
        for op in reversed(self.created):
            if id(op) not in known:
                for nested in op.walk():
                    for operand in nested.op_operands:
                        operand.drop()
                        dropped.add(id(operand))
        for op, operands, attributes, properties, successors in self.ops.values():
            originals = {id(o) for o in operands}
            for operand in op.op_operands:
                if id(operand) not in originals:
                    operand.drop()
                    dropped.add(id(operand))
            op._operands = operands
            for i, operand in enumerate(operands):
                operand.index = i
            op.attributes.clear()
            op.attributes.update(attributes)
            op.properties.clear()
            op.properties.update(properties)
            op.successors[:] = successors
        # Every use points to its old value again, and each journaled use
        # list is rebuilt in its old order.
        for use, value in self.use_values.values():
            use.value = value
        for value, uses in self.uses.values():
            _relink_uses(value, [u for u in uses if u.value is value and id(u) not in dropped])
        for region, blocks in self.regions.values():
            for b in list(region.blocks):
                b.parent = None
            region.blocks[:] = blocks
            for b in blocks:
                b.parent = region
            _relink(region)
        for block, ops, args in self.blocks.values():
            for op in list(block.ops):
                block._unlink(op)
            for op in ops:
                if op.parent is not None:
                    op.parent._unlink(op)
                block.append(op)
            block.args[:] = args
            for i, a in enumerate(args):
                a.index = i
                a.block = block


def _relink_uses(value: Value, uses: list[OpOperand]) -> None:
    prev = None
    for use in uses:
        use.value = value
        use.prev_use = prev
        use.next_use = None
        if prev is None:
            value.first_use = use
        else:
            prev.next_use = use
        prev = use
    value.last_use = prev
    if prev is None:
        value.first_use = None


class TrialRewriter(PatternRewriter):
    """A rewriter whose changes can be undone.  Erased ops are only
    unlinked (their uses stay), so that undo can put them back."""

    def __init__(self) -> None:
        super().__init__()
        self.journal = _Journal()

    # Every structural change goes through these.
    def insert(self, op: Operation) -> Operation:
        self.journal.block(self.ip.block)
        self.journal.created.append(op)
        for v in op.operands:
            self.journal.value(v)
        return super().insert(op)

    def erase_op(self, op: Operation) -> None:
        self.journal.block(op.parent)
        for v in op.operands:
            self.journal.value(v)
        op.detach()

    def erase_block(self, block: Block) -> None:
        self.journal.block(block)
        self.journal.region(block.parent)
        super().erase_block(block)

    def replace_uses_with_if(self, old: Value, new: Value, pred: Callable[[Any], bool]) -> None:
        self.journal.value(old)
        self.journal.value(new)
        super().replace_uses_with_if(old, new, pred)

    def start_op_modification(self, op: Operation) -> None:
        self.journal.op(op)

    def move_op_before(self, op: Operation, anchor: Operation) -> None:
        self.journal.block(op.parent)
        self.journal.block(anchor.parent)
        super().move_op_before(op, anchor)

    def move_op_after(self, op: Operation, anchor: Operation) -> None:
        self.journal.block(op.parent)
        self.journal.block(anchor.parent)
        super().move_op_after(op, anchor)

    def move_op_to_start(self, op: Operation, block: Block) -> None:
        self.journal.block(op.parent)
        self.journal.block(block)
        super().move_op_to_start(op, block)

    def create_block(self, region: Region, before: Block | None = None, arg_types: Sequence[Any] = (),
                     arg_locs: Sequence[Any] | None = None) -> Block:
        self.journal.region(region)
        block = super().create_block(region, before, arg_types, arg_locs)
        self.journal.created_blocks.add(id(block))
        return block

    def inline_region_before(self, region: Region, dest: Region, before: Block | None = None) -> None:
        self.journal.region(region)
        self.journal.region(dest)
        super().inline_region_before(region, dest, before)

    def split_block(self, block: Block, before: Operation | None) -> Block:
        self.journal.block(block)
        self.journal.region(block.parent)
        new = Block()
        self.journal.created_blocks.add(id(new))
        return self._split_into(block, before, new)

    def inline_block_before(self, source: Block, dest: Block, before: Operation | None,
                            arg_values: Sequence[Value] = ()) -> None:
        self.journal.block(source)
        self.journal.block(dest)
        for arg in source.args:
            self.journal.value(arg)
        super().inline_block_before(source, dest, before, arg_values)

    def erase_block_argument(self, block: Block, index: int) -> None:
        self.journal.block(block)
        super().erase_block_argument(block, index)

    def notify_match_failure(self, op: Operation, reason: Any) -> bool:
        return False  # a trial is not part of the trace

    def undo(self) -> None:
        self.journal.undo()
        self.journal = _Journal()


def would_succeed(pattern: Any, op: Operation) -> bool:
    """Whether `pattern` applies to `op` (a greedy-driver pattern), leaving
    the IR exactly as it was."""
    rewriter = TrialRewriter()
    rewriter.set_insertion_point(op)
    outside = OutsideChanges()
    try:
        with outside:
            return bool(pattern.match_and_rewrite(op, rewriter))
    finally:
        rewriter.undo()
        outside.undo()


# ---- changes made outside a rewriter --------------------------------------------------------
# A few helpers change IR behind the rewriter's back, as MLIR's do (runtime
# function declarations appended to the module, never rolled back by the
# conversion driver).  During a trial they record how to undo the change.
_outside: list[OutsideChanges] = []


class OutsideChanges:
    """`with OutsideChanges() as c: ...; c.undo()`: collects the undo steps
    that `record_outside_change` registers while it is active."""

    def __init__(self) -> None:
        self.steps: list[Callable[[], None]] = []

    def __enter__(self) -> OutsideChanges:
        _outside.append(self)
        return self

    def __exit__(self, *exc: object) -> None:
        _outside.remove(self)

    def undo(self) -> None:
        for step in reversed(self.steps):
            step()
        self.steps.clear()


def record_outside_change(undo: Callable[[], None]) -> None:
    """Called by code that changes IR outside a rewriter: how to undo it, if
    a trial is running (otherwise nothing)."""
    if _outside:
        _outside[-1].steps.append(undo)
