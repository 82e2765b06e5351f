"""The IR core: values with use lists, operations, blocks and regions.

Operations in a block form a doubly-linked list and every value keeps its
uses in an insertion-ordered dict, so inserting, moving, erasing an op and
replacing a use are all O(1); passes that rewrite millions of ops rely on it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator, Sequence

if TYPE_CHECKING:
    from pyopt.ir.attributes import Attribute, Location
    from pyopt.ir.types import Type


class Value:
    """An SSA value.  Its uses form a doubly linked list through the
    OpOperands, as in MLIR: O(1) to add or drop a use, and no container per
    value (a dict per value cost ~200 bytes, a tenth of an op's memory)."""

    __slots__ = ("type", "first_use", "last_use", "__weakref__")

    def __init__(self, type: Type) -> None:
        self.type = type
        self.first_use: OpOperand | None = None
        self.last_use: OpOperand | None = None

    @property
    def uses(self) -> list[OpOperand]:
        """The uses, oldest first (a snapshot: safe to change while iterating)."""
        out = []
        use = self.first_use
        while use is not None:
            out.append(use)
            use = use.next_use
        return out

    @property
    def owner(self) -> Operation | Block | None:
        raise NotImplementedError

    def has_uses(self) -> bool:
        return self.first_use is not None

    def replace_all_uses_with(self, other: Value) -> None:
        for use in self.uses:
            use.set(other)

    @property
    def users(self) -> Iterator[Operation]:
        return (use.owner for use in self.uses)


class OpResult(Value):
    __slots__ = ("op", "index")

    def __init__(self, type: Type, op: Operation, index: int) -> None:
        # Value.__init__ inlined: an op result is made for every op built.
        self.type = type
        self.first_use = None
        self.last_use = None
        self.op = op
        self.index = index

    @property
    def owner(self) -> Operation:
        return self.op


class BlockArgument(Value):
    __slots__ = ("block", "index", "loc")

    def __init__(self, type: Type, block: Block | None, index: int, loc: Location | None = None) -> None:
        super().__init__(type)
        self.block = block
        self.index = index
        self.loc = loc

    @property
    def owner(self) -> Block | None:
        return self.block


class OpOperand:
    """One use of a value by an operation; a link of the value's use list."""

    __slots__ = ("owner", "index", "value", "prev_use", "next_use")

    def __init__(self, owner: Operation, index: int, value: Value) -> None:
        self.owner = owner
        self.index = index
        self._link(value)

    def _link(self, value: Value) -> None:
        """Append to `value`'s uses."""
        self.value = value
        last = value.last_use
        self.prev_use = last
        self.next_use = None
        if last is None:
            value.first_use = self
        else:
            last.next_use = self
        value.last_use = self

    def _unlink(self) -> None:
        value = self.value
        prev, nxt = self.prev_use, self.next_use
        if prev is None:
            if value.first_use is not self:
                return  # not linked (dropped before)
            value.first_use = nxt
        else:
            prev.next_use = nxt
        if nxt is None:
            value.last_use = prev
        else:
            nxt.prev_use = prev
        self.prev_use = self.next_use = None

    def set(self, value: Value) -> None:
        self._unlink()
        self._link(value)

    def drop(self) -> None:
        self._unlink()


class Operation:
    """A generic operation.  Registered ops are subclasses declared with
    `pyopt.ir.ods`; an unregistered op is a plain `Operation`."""

    __slots__ = (
        "name", "_operands", "results", "properties", "attributes", "regions",
        "successors", "loc", "parent", "prev", "next", "__weakref__", "__dict__",
    )

    # Overridden by declared ops (see pyopt.ir.ods.OpDef).
    op_def: Any = None

    def __init__(
        self,
        name: str,
        operands: Sequence[Value] = (),
        result_types: Sequence[Type] = (),
        attributes: dict[str, Attribute] | None = None,
        properties: dict[str, Attribute] | None = None,
        regions: Sequence[Region] | int = 0,
        successors: Sequence[Block] = (),
        loc: Location | None = None,
    ) -> None:
        self.name = name
        self._operands = [OpOperand(self, i, v) for i, v in enumerate(operands)]
        self.results = [OpResult(t, self, i) for i, t in enumerate(result_types)]
        self.attributes: dict[str, Attribute] = attributes if attributes is not None else {}
        self.properties: dict[str, Attribute] = properties if properties is not None else {}
        if isinstance(regions, int):
            self.regions: list[Region] = [Region() for _ in range(regions)] if regions else []
        else:
            self.regions = list(regions)
        for region in self.regions:
            region.parent = self
        self.successors: list[Block] = list(successors) if successors else []
        self.loc = loc
        self.parent: Block | None = None
        self.prev: Operation | None = None
        self.next: Operation | None = None

    # -- operands ---------------------------------------------------------
    @property
    def operands(self) -> list[Value]:
        return [o.value for o in self._operands]

    @property
    def op_operands(self) -> list[OpOperand]:
        return self._operands

    def set_operand(self, index: int, value: Value) -> None:
        self._operands[index].set(value)

    def set_operands(self, values: Sequence[Value]) -> None:
        for o in self._operands:
            o.drop()
        self._operands = [OpOperand(self, i, v) for i, v in enumerate(values)]

    @property
    def result(self) -> OpResult:
        assert len(self.results) == 1, f"{self.name} has {len(self.results)} results"
        return self.results[0]

    # -- structure --------------------------------------------------------
    @property
    def parent_op(self) -> Operation | None:
        block = self.parent
        if block is None or block.parent is None:
            return None
        return block.parent.parent

    def walk(self) -> Iterator[Operation]:
        """Pre-order walk without Python recursion (deep nesting is legal)."""
        stack: list[Operation] = [self]
        while stack:
            op = stack.pop()
            yield op
            nested: list[Operation] = []
            for region in op.regions:
                for block in region.blocks:
                    nested.extend(block.ops)
            stack.extend(reversed(nested))

    def detach(self) -> Operation:
        if self.parent is not None:
            self.parent._unlink(self)
        return self

    def erase(self) -> None:
        """Unlink the op and drop every use it holds (also in nested ops)."""
        self.detach()
        for op in self.walk():
            for o in op._operands:
                o.drop()
            op._operands = []

    def move_before(self, other: Operation) -> None:
        self.detach()
        assert other.parent is not None
        other.parent.insert_before(other, self)

    def move_after(self, other: Operation) -> None:
        self.detach()
        assert other.parent is not None
        other.parent.insert_after(other, self)

    def is_registered(self) -> bool:
        return self.op_def is not None

    def has_terminator_trait(self) -> bool:
        return self.op_def is not None and self.op_def.is_terminator

    def has_trait(self, trait: type) -> bool:
        return self.op_def is not None and trait in self.op_def.trait_classes

    def emit_plain_error(self, message: str) -> Any:
        """Operation::emitError: no `'name' op` prefix, but the verifier
        adds a `see current operation` note for this op."""
        from pyopt.ir.diagnostics import MLIRError

        err = MLIRError(message, self.loc)
        err.op = self
        return err

    def __repr__(self) -> str:
        return f"<{self.name} at {id(self):#x}>"


class Block:
    __slots__ = ("args", "first", "last", "parent", "prev", "next", "_count", "__weakref__")

    def __init__(self, arg_types: Sequence[Type] = (), arg_locs: Sequence[Location | None] | None = None) -> None:
        locs = arg_locs or [None] * len(arg_types)
        self.args = [BlockArgument(t, self, i, loc) for i, (t, loc) in enumerate(zip(arg_types, locs))]
        self.first: Operation | None = None
        self.last: Operation | None = None
        self.parent: Region | None = None
        self.prev: Block | None = None
        self.next: Block | None = None
        self._count = 0

    def add_arg(self, type: Type, loc: Location | None = None) -> BlockArgument:
        arg = BlockArgument(type, self, len(self.args), loc)
        self.args.append(arg)
        return arg

    @property
    def ops(self) -> Iterator[Operation]:
        op = self.first
        while op is not None:
            nxt = op.next
            yield op
            op = nxt

    def __len__(self) -> int:
        return self._count

    def is_empty(self) -> bool:
        return self.first is None

    @property
    def terminator(self) -> Operation | None:
        return self.last

    def append(self, op: Operation) -> Operation:
        assert op.parent is None, "op is already in a block"
        op.parent = self
        op.prev = self.last
        op.next = None
        if self.last is None:
            self.first = op
        else:
            self.last.next = op
        self.last = op
        self._count += 1
        return op

    def insert_before(self, anchor: Operation, op: Operation) -> Operation:
        assert op.parent is None and anchor.parent is self
        op.parent = self
        op.next = anchor
        op.prev = anchor.prev
        if anchor.prev is None:
            self.first = op
        else:
            anchor.prev.next = op
        anchor.prev = op
        self._count += 1
        return op

    def insert_after(self, anchor: Operation, op: Operation) -> Operation:
        if anchor.next is None:
            return self.append(op)
        return self.insert_before(anchor.next, op)

    def _unlink(self, op: Operation) -> None:
        if op.prev is None:
            self.first = op.next
        else:
            op.prev.next = op.next
        if op.next is None:
            self.last = op.prev
        else:
            op.next.prev = op.prev
        op.parent = op.prev = op.next = None
        self._count -= 1

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent if self.parent is not None else None

    @property
    def predecessors(self) -> list[Block]:
        """Blocks whose terminator branches here, in block order (may repeat)."""
        region = self.parent
        if region is None:
            return []
        preds: list[Block] = []
        for block in region.blocks:
            term = block.last
            if term is not None:
                for succ in term.successors:
                    if succ is self:
                        preds.append(block)
        return preds


class Region:
    __slots__ = ("blocks", "parent", "__weakref__")

    def __init__(self, blocks: Sequence[Block] = ()) -> None:
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        for b in blocks:
            self.add_block(b)

    def add_block(self, block: Block) -> Block:
        block.parent = self
        if self.blocks:
            self.blocks[-1].next = block
            block.prev = self.blocks[-1]
        self.blocks.append(block)
        return block

    @property
    def entry(self) -> Block | None:
        return self.blocks[0] if self.blocks else None

    def ops(self) -> Iterator[Operation]:
        for b in self.blocks:
            yield from b.ops
