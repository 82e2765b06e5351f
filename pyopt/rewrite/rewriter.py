"""Builders and rewriters (MLIR's OpBuilder, RewriterBase, PatternRewriter).

The IR core (pyopt/ir/core.py) has O(1) mutators without hooks; a pattern
changes IR only through a rewriter, so every change reaches the driver's
listener, as in MLIR:

* notify_op_inserted(op): an op was inserted (created, or moved);
* notify_op_modified(op): an op was changed in place (also every user of a
  value whose uses were replaced, once per use, in use-list order);
* notify_op_replaced(op, values): before an op's results are replaced;
* notify_op_erased(op): before an op is erased (nested ops first);
* notify_block_inserted(block) / notify_block_erased(block);
* notify_match_failure(op, reason): a pattern gave up, saying why.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Callable, Iterator, Sequence

from pyopt.ir.core import Block, Operation, Region, Value

if TYPE_CHECKING:
    from pyopt.ir.attributes import Attribute, Location
    from pyopt.ir.types import Type


class Listener:
    """No-op notifications; subclass and override what you need."""

    def notify_op_inserted(self, op: Operation, prev_block: Block | None, prev_next: Operation | None) -> None: ...
    def notify_op_modified(self, op: Operation) -> None: ...
    def notify_op_replaced(self, op: Operation, values: Sequence[Value | None]) -> None: ...
    def notify_op_erased(self, op: Operation) -> None: ...
    def notify_block_inserted(self, block: Block, prev_region: Region | None, prev_next: Block | None) -> None: ...
    def notify_block_erased(self, block: Block) -> None: ...
    def notify_match_failure(self, op: Operation, reason: str) -> None: ...


# ---- region block lists ------------------------------------------------------------------
# Region.blocks is a Python list with prev/next links; these keep both in step.
def insert_block(region: Region, block: Block, before: Block | None = None) -> None:
    """Insert a detached block into `region`, before `before` (or at the end)."""
    assert block.parent is None, "block is already in a region"
    if before is None:
        region.add_block(block)
        return
    i = region.blocks.index(before)
    region.blocks.insert(i, block)
    block.parent = region
    _relink(region)


def remove_block(block: Block) -> None:
    """Unlink `block` from its region (its ops stay in it)."""
    region = block.parent
    if region is None:
        return
    region.blocks.remove(block)
    block.parent = None
    block.prev = block.next = None
    _relink(region)


def _cfg_post_order(region: Region) -> list[Block]:
    """The blocks reachable from the entry in CFG post-order (successors
    before predecessors), or, when the entry reaches none of the rest, the
    entry's post-order first: callers repeat until the region is empty."""
    entry = region.blocks[0]
    out: list[Block] = []
    seen = {id(entry)}
    stack: list[tuple[Block, int]] = [(entry, 0)]
    while stack:
        block, i = stack[-1]
        succs = block.last.successors if block.last is not None else []
        if i < len(succs):
            stack[-1] = (block, i + 1)
            s = succs[i]
            if id(s) not in seen and s.parent is region:
                seen.add(id(s))
                stack.append((s, 0))
            continue
        stack.pop()
        out.append(block)
    return out


def _relink(region: Region) -> None:
    prev = None
    for b in region.blocks:
        b.prev = prev
        b.next = None
        if prev is not None:
            prev.next = b
        prev = b


class InsertionPoint:
    """Where new ops go: before `before` in `block`, or at its end."""

    __slots__ = ("block", "before")

    def __init__(self, block: Block | None, before: Operation | None = None) -> None:
        self.block = block
        self.before = before

    @staticmethod
    def before_op(op: Operation) -> InsertionPoint:
        return InsertionPoint(op.parent, op)

    @staticmethod
    def after_op(op: Operation) -> InsertionPoint:
        return InsertionPoint(op.parent, op.next)

    @staticmethod
    def at_start(block: Block) -> InsertionPoint:
        return InsertionPoint(block, block.first)

    @staticmethod
    def at_end(block: Block) -> InsertionPoint:
        return InsertionPoint(block, None)


class Builder:
    """Creates ops at an insertion point (MLIR's OpBuilder)."""

    def __init__(self, ip: InsertionPoint | None = None, listener: Listener | None = None) -> None:
        self.ip = ip or InsertionPoint(None)
        self.listener = listener

    # -- insertion point ---------------------------------------------------------------
    def set_insertion_point(self, op: Operation) -> None:
        """Before `op`."""
        self.ip = InsertionPoint.before_op(op)

    def set_insertion_point_after(self, op: Operation) -> None:
        self.ip = InsertionPoint.after_op(op)

    def set_insertion_point_after_value(self, value: Value) -> None:
        """Right after the op defining `value`, or at the start of its block."""
        owner = value.owner
        if isinstance(owner, Operation):
            self.set_insertion_point_after(owner)
        else:
            assert isinstance(owner, Block)
            self.set_insertion_point_to_start(owner)

    def set_insertion_point_to_start(self, block: Block) -> None:
        self.ip = InsertionPoint.at_start(block)

    def set_insertion_point_to_end(self, block: Block) -> None:
        self.ip = InsertionPoint.at_end(block)

    @property
    def insertion_block(self) -> Block | None:
        return self.ip.block

    @contextmanager
    def insertion_guard(self) -> Iterator[None]:
        saved = InsertionPoint(self.ip.block, self.ip.before)
        try:
            yield
        finally:
            self.ip = saved

    # -- creating ops -----------------------------------------------------------------
    def insert(self, op: Operation) -> Operation:
        """Insert a detached op at the insertion point."""
        block = self.ip.block
        assert block is not None, "builder has no insertion point"
        if self.ip.before is None:
            block.append(op)
        else:
            block.insert_before(self.ip.before, op)
        if self.listener is not None:
            self.listener.notify_op_inserted(op, None, None)
        return op

    def create(self, cls: Any, operands: Sequence[Any] = (), result_types: Sequence[Any] = (),
               properties: dict[str, Attribute] | None = None, attributes: dict[str, Attribute] | None = None,
               regions: Sequence[Region] | None = None, successors: Sequence[Block] = (),
               loc: Location | None = None) -> Any:
        """Build `cls` (an OpDef class, or an op name) with per-group operands
        (see OpDef.build) and insert it."""
        if isinstance(cls, str):
            from pyopt.ir.registry import registry

            found = registry.lookup_op(cls)
            if found is None:
                op = Operation(cls, list(operands), list(result_types), attributes, properties,
                               list(regions or ()), successors, loc)
                return self.insert(op)
            cls = found
        op = cls.build(operands, result_types, properties, attributes, regions, successors, loc)
        return self.insert(op)

    def create_block(self, region: Region, before: Block | None = None, arg_types: Sequence[Type] = (),
                     arg_locs: Sequence[Location | None] | None = None) -> Block:
        """A new block in `region` (before `before`, or at the end); the
        insertion point moves to its end."""
        block = Block(arg_types, arg_locs)
        insert_block(region, block, before)
        if self.listener is not None:
            self.listener.notify_block_inserted(block, None, None)
        self.set_insertion_point_to_end(block)
        return block


class Rewriter(Builder):
    """Every IR change a pattern needs, each one notifying the listener
    (MLIR's RewriterBase)."""

    # -- replacing and erasing ---------------------------------------------------------------
    def replace_op(self, op: Operation, new: Sequence[Value | None] | Operation) -> None:
        """Replace the results of `op` by `new` (values, or the results of a
        new op), then erase `op`."""
        values = list(new.results) if isinstance(new, Operation) else list(new)
        assert len(values) == len(op.results), \
            f"replacing {op.name}: {len(op.results)} results, {len(values)} replacement values"
        if self.listener is not None:
            self.listener.notify_op_replaced(op, values)
        for result, value in zip(op.results, values):
            if value is None:
                assert not result.has_uses(), f"a result of {op.name} still has uses"
                continue
            self.replace_all_uses_with(result, value)
        self.erase_op(op)

    def replace_op_with_new_op(self, op: Operation, cls: Any, *args: Any, **kwargs: Any) -> Any:
        """Create `cls(...)` before `op` and replace `op` by it."""
        with self.insertion_guard():
            self.set_insertion_point(op)
            new = self.create(cls, *args, **kwargs)
        self.replace_op(op, new)
        return new

    def erase_op(self, op: Operation) -> None:
        """Erase `op` and everything nested in it; its results must be unused.
        With a listener, nested ops are erased one by one before their
        parent, users before definitions (regions last to first, blocks in
        CFG post-order, ops last to first), each notified just before it
        goes, so a listener always sees consistent IR (MLIR's eraseOp)."""
        listener = self.listener
        if listener is None:
            op.erase()
            return
        self._erase_tree(op, listener)

    def _erase_tree(self, op: Operation, listener: Listener) -> None:
        for region in reversed(op.regions):
            while region.blocks:
                blocks = _cfg_post_order(region)
                for block in blocks:
                    nested = block.last
                    while nested is not None:
                        prev = nested.prev
                        self._erase_tree(nested, listener)
                        nested = prev
                for block in blocks:
                    for arg in block.args:
                        for use in arg.uses:
                            use.drop()
                    listener.notify_block_erased(block)
                    remove_block(block)
        listener.notify_op_erased(op)
        for r in op.results:  # graph regions may still use it
            for use in r.uses:
                use.drop()
        op.erase()

    def erase_block(self, block: Block) -> None:
        for op in reversed(list(block.ops)):
            self.erase_op(op)
        if self.listener is not None:
            self.listener.notify_block_erased(block)
        remove_block(block)

    # -- uses -----------------------------------------------------------------------------------
    def replace_all_uses_with(self, old: Value, new: Value) -> None:
        self.replace_uses_with_if(old, new, lambda use: True)

    def replace_uses_with_if(self, old: Value, new: Value, pred: Callable[[Any], bool]) -> None:
        """Uses are visited in MLIR's use-list order, newest use first (MLIR
        prepends a new use to the list; ours appends), so the listener hears
        of the users in the order mlir-opt's drivers push them."""
        listener = self.listener
        for use in reversed(old.uses):
            if not pred(use):
                continue
            use.set(new)
            if listener is not None:
                listener.notify_op_modified(use.owner)

    def replace_all_uses_except(self, old: Value, new: Value, exempt: Operation) -> None:
        self.replace_uses_with_if(old, new, lambda use: use.owner is not exempt)

    # -- in-place changes ----------------------------------------------------------------------
    def start_op_modification(self, op: Operation) -> None:
        """Before changing `op` in place (operands, attributes, properties)."""

    def finalize_op_modification(self, op: Operation) -> None:
        if self.listener is not None:
            self.listener.notify_op_modified(op)

    def cancel_op_modification(self, op: Operation) -> None:
        """The change announced by start_op_modification did not happen."""

    @contextmanager
    def modify_op_in_place(self, op: Operation) -> Iterator[Operation]:
        self.start_op_modification(op)
        yield op
        self.finalize_op_modification(op)

    # -- moving ------------------------------------------------------------------------------------
    def move_op_before(self, op: Operation, anchor: Operation) -> None:
        prev_block, prev_next = op.parent, op.next
        op.move_before(anchor)
        if self.listener is not None:
            self.listener.notify_op_inserted(op, prev_block, prev_next)

    def move_op_after(self, op: Operation, anchor: Operation) -> None:
        prev_block, prev_next = op.parent, op.next
        op.move_after(anchor)
        if self.listener is not None:
            self.listener.notify_op_inserted(op, prev_block, prev_next)

    def move_op_to_start(self, op: Operation, block: Block) -> None:
        prev_block, prev_next = op.parent, op.next
        op.detach()
        if block.first is None:
            block.append(op)
        else:
            block.insert_before(block.first, op)
        if self.listener is not None:
            self.listener.notify_op_inserted(op, prev_block, prev_next)

    # -- blocks and regions -----------------------------------------------------------------------
    def inline_region_before(self, region: Region, dest: Region, before: Block | None = None) -> None:
        """Move every block of `region` into `dest`, before `before` (or at
        the end)."""
        for block in list(region.blocks):
            prev_region, prev_next = block.parent, block.next
            remove_block(block)
            insert_block(dest, block, before)
            if self.listener is not None:
                self.listener.notify_block_inserted(block, prev_region, prev_next)

    def split_block(self, block: Block, before: Operation | None) -> Block:
        """Move `before` and every op after it into a new block right after
        `block`; returns the new block."""
        return self._split_into(block, before, Block())

    def _split_into(self, block: Block, before: Operation | None, new: Block) -> Block:
        region = block.parent
        assert region is not None
        insert_block(region, new, block.next)
        if self.listener is not None:
            self.listener.notify_block_inserted(new, None, None)
        op = before
        while op is not None:
            nxt = op.next
            op.detach()
            new.append(op)
            op = nxt
        return new

    def inline_block_before(self, source: Block, dest: Block, before: Operation | None,
                            arg_values: Sequence[Value] = ()) -> None:
        """Move the ops of `source` into `dest` before `before` (or at its end),
        replacing the block arguments by `arg_values`; `source` is erased."""
        assert len(arg_values) == len(source.args), "wrong number of block argument replacements"
        for arg, value in zip(source.args, arg_values):
            self.replace_all_uses_with(arg, value)
        for op in list(source.ops):
            prev_block, prev_next = op.parent, op.next
            op.detach()
            if before is None:
                dest.append(op)
            else:
                dest.insert_before(before, op)
            if self.listener is not None:
                self.listener.notify_op_inserted(op, prev_block, prev_next)
        self.erase_block(source)

    def merge_blocks(self, source: Block, dest: Block, arg_values: Sequence[Value] = ()) -> None:
        """Append the ops of `source` to `dest` (MLIR's mergeBlocks)."""
        self.inline_block_before(source, dest, None, arg_values)

    # -- block arguments ---------------------------------------------------------------------------
    def erase_block_argument(self, block: Block, index: int) -> None:
        arg = block.args[index]
        assert not arg.has_uses(), "erasing a used block argument"
        del block.args[index]
        for i, a in enumerate(block.args):
            a.index = i

    # -- failures ----------------------------------------------------------------------------------
    def notify_match_failure(self, op: Operation, reason: str | Callable[[], str]) -> bool:
        """Record why a pattern did not apply; always returns False, so a
        pattern can `return rewriter.notify_match_failure(op, "...")`."""
        from pyopt.rewrite import trace

        if self.listener is not None or trace.current is not None:
            text = reason() if callable(reason) else reason
            if self.listener is not None:
                self.listener.notify_match_failure(op, text)
            if trace.current is not None:
                trace.current.match_failure(text)
        return False


class PatternRewriter(Rewriter):
    """The rewriter handed to patterns by the drivers."""


class IRRewriter(Rewriter):
    """A rewriter for code outside patterns (no driver listening)."""
