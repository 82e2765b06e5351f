"""The recorded IR changes of a dialect conversion (MLIR's IRRewrite
classes in DialectConversion.cpp).

Every change a pattern makes through the ConversionPatternRewriter is
recorded here, in order.  Some are applied to the IR at once (creating,
moving, modifying ops and blocks), some only when the conversion commits
(replacing ops and values): patterns keep seeing the original IR.  On
failure the records are rolled back newest first, which restores the IR
exactly; on success they are committed oldest first, then cleaned up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyopt.ir.core import Block, BlockArgument, Operation, Region, Value
from pyopt.rewrite.rewriter import insert_block, remove_block

if TYPE_CHECKING:
    from pyopt.conversion.dialect_conversion import ConversionPatternRewriterImpl
    from pyopt.conversion.type_converter import TypeConverter
    from pyopt.rewrite.rewriter import Listener


def move_op_to(op: Operation, block: Block, before: Operation | None) -> None:
    op.detach()
    if before is None:
        block.append(op)
    else:
        block.insert_before(before, op)


def replace_block_uses(old: Block, new: Block) -> list[tuple[Operation, int]]:
    """Point every successor reference to `old` (in its region) at `new`;
    returns the changed (op, successor index) pairs."""
    changed: list[tuple[Operation, int]] = []
    region = new.parent or old.parent
    if region is None:
        return changed
    for block in region.blocks:
        term = block.last
        if term is None:
            continue
        for i, succ in enumerate(term.successors):
            if succ is old:
                term.successors[i] = new
                changed.append((term, i))
    return changed


def notify_ir_erased(listener: Listener, op: Operation) -> None:
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                notify_ir_erased(listener, nested)
            listener.notify_block_erased(block)
    listener.notify_op_erased(op)


class IRRewrite:
    __slots__ = ("impl",)

    # Whether commit only notifies the listener (declared), and whether
    # cleanup does anything (worked out): apply_rewrites skips the calls
    # that have nothing to do.
    commit_notifies_only = False
    has_cleanup = False

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        cls.has_cleanup = cls.cleanup is not IRRewrite.cleanup

    def __init__(self, impl: ConversionPatternRewriterImpl) -> None:
        self.impl = impl

    def rollback(self) -> None: ...

    def commit(self, listener: Listener | None) -> None: ...

    def cleanup(self) -> None: ...


# ---- blocks ----------------------------------------------------------------------------
class CreateBlockRewrite(IRRewrite):
    __slots__ = ("block",)
    commit_notifies_only = True

    def __init__(self, impl: ConversionPatternRewriterImpl, block: Block) -> None:
        super().__init__(impl)
        self.block = block

    def commit(self, listener: Listener | None) -> None:
        if listener is not None:
            listener.notify_block_inserted(self.block, None, None)

    def rollback(self) -> None:
        for op in list(self.block.ops):
            op.detach()
        remove_block(self.block)


class EraseBlockRewrite(IRRewrite):
    """The block is unlinked at once and only destroyed at cleanup."""

    __slots__ = ("block", "region", "before")

    def __init__(self, impl: ConversionPatternRewriterImpl, block: Block) -> None:
        super().__init__(impl)
        self.block = block
        self.region = block.parent
        self.before = block.next

    def rollback(self) -> None:
        assert self.region is not None
        insert_block(self.region, self.block, self.before)

    def commit(self, listener: Listener | None) -> None:
        if listener is not None:
            for op in self.block.ops:
                notify_ir_erased(listener, op)
            listener.notify_block_erased(self.block)

    def cleanup(self) -> None:
        for op in reversed(list(self.block.ops)):
            self.impl.erased.update(op.walk())
            op.erase()


class InlineBlockRewrite(IRRewrite):
    """Ops of `source` moved into `dest` (the move itself is done by the caller)."""

    __slots__ = ("dest", "source", "first", "last")

    def __init__(self, impl: ConversionPatternRewriterImpl, dest: Block, source: Block) -> None:
        super().__init__(impl)
        self.dest = dest
        self.source = source
        self.first = source.first
        self.last = source.last

    def rollback(self) -> None:
        if self.first is None:
            return
        ops = []
        op: Operation | None = self.first
        while op is not None:
            ops.append(op)
            if op is self.last:
                break
            op = op.next
        anchor = self.source.first
        for op in ops:
            move_op_to(op, self.source, anchor)


class MoveBlockRewrite(IRRewrite):
    __slots__ = ("block", "region", "before")
    commit_notifies_only = True

    def __init__(self, impl: ConversionPatternRewriterImpl, block: Block, region: Region | None,
                 before: Block | None) -> None:
        super().__init__(impl)
        self.block = block
        self.region = region
        self.before = before

    def commit(self, listener: Listener | None) -> None:
        if listener is not None:
            listener.notify_block_inserted(self.block, self.region, None)

    def rollback(self) -> None:
        remove_block(self.block)
        assert self.region is not None
        insert_block(self.region, self.block, self.before)


class BlockTypeConversionRewrite(IRRewrite):
    __slots__ = ("orig", "new", "redirected")
    commit_notifies_only = True

    def __init__(self, impl: ConversionPatternRewriterImpl, orig: Block, new: Block,
                 redirected: list[tuple[Operation, int]]) -> None:
        super().__init__(impl)
        self.orig = orig
        self.new = new
        self.redirected = redirected

    def commit(self, listener: Listener | None) -> None:
        if listener is not None:
            for op, _ in self.redirected:
                listener.notify_op_modified(op)

    def rollback(self) -> None:
        for op, i in self.redirected:
            if op.successors[i] is self.new:
                op.successors[i] = self.orig


class ReplaceValueRewrite(IRRewrite):
    """A block argument (or value) replaced through the mapping; its uses
    are rewired at commit, with a source cast if the types differ."""

    __slots__ = ("value", "converter")

    def __init__(self, impl: ConversionPatternRewriterImpl, value: Value, converter: TypeConverter | None) -> None:
        super().__init__(impl)
        self.value = value
        self.converter = converter

    def commit(self, listener: Listener | None) -> None:
        arg = self.value
        repl = self.impl.find_or_build_replacement_value(arg, self.converter)
        if repl is None:
            return
        owner = repl.owner
        if isinstance(repl, BlockArgument) or not isinstance(owner, Operation):
            uses = arg.uses
        else:
            # Uses before the replacement's definition in its block keep the
            # old value (they are the materialization's own inputs).
            uses = [u for u in arg.uses if u.owner.parent is not owner.parent or is_before_in_block(owner, u.owner)]
        for use in uses:
            use.set(repl)
            if listener is not None:
                listener.notify_op_modified(use.owner)

    def rollback(self) -> None:
        self.impl.mapping.erase((self.value,))


def is_before_in_block(a: Operation, b: Operation) -> bool:
    """Whether `a` comes before `b` (both in one block)."""
    op = a.next
    while op is not None:
        if op is b:
            return True
        op = op.next
    return False


# ---- operations ------------------------------------------------------------------------
class MoveOperationRewrite(IRRewrite):
    __slots__ = ("op", "block", "before")
    commit_notifies_only = True

    def __init__(self, impl: ConversionPatternRewriterImpl, op: Operation, block: Block, before: Operation | None) -> None:
        super().__init__(impl)
        self.op = op
        self.block = block
        self.before = before

    def commit(self, listener: Listener | None) -> None:
        if listener is not None:
            listener.notify_op_inserted(self.op, self.block, None)

    def rollback(self) -> None:
        move_op_to(self.op, self.block, self.before)


class ModifyOperationRewrite(IRRewrite):
    """A snapshot of the op taken before an in-place change."""

    __slots__ = ("op", "loc", "attributes", "properties", "operands", "successors")
    commit_notifies_only = True

    def __init__(self, impl: ConversionPatternRewriterImpl, op: Operation) -> None:
        super().__init__(impl)
        self.op = op
        self.loc = op.loc
        self.attributes = dict(op.attributes)
        self.properties = dict(op.properties)
        self.operands = op.operands
        self.successors = list(op.successors)

    def commit(self, listener: Listener | None) -> None:
        if listener is not None:
            listener.notify_op_modified(self.op)

    def rollback(self) -> None:
        op = self.op
        op.loc = self.loc
        if op.attributes != self.attributes:  # unchanged (a failed fold): nothing to copy back
            op.attributes = dict(self.attributes)
        if op.properties != self.properties:
            op.properties = dict(self.properties)
        if op.operands != self.operands:
            op.set_operands(self.operands)
        if op.successors != self.successors:
            op.successors[:] = self.successors


class ReplaceOperationRewrite(IRRewrite):
    """The op stays in place until commit; then its uses are rewired to
    the mapped values (or source casts) and it is unlinked."""

    __slots__ = ("op", "converter")

    def __init__(self, impl: ConversionPatternRewriterImpl, op: Operation, converter: TypeConverter | None) -> None:
        super().__init__(impl)
        self.op = op
        self.converter = converter

    def commit(self, listener: Listener | None) -> None:
        op = self.op
        impl = self.impl
        replacements = [impl.find_or_build_replacement_value(r, self.converter) for r in op.results]
        if listener is not None:
            listener.notify_op_replaced(op, replacements)
        for result, new in zip(op.results, replacements):
            if new is not None:
                for use in result.uses:
                    use.set(new)
                    if listener is not None:
                        listener.notify_op_modified(use.owner)
        unlegalized = impl.config.unlegalized_ops
        if unlegalized is not None:
            unlegalized.discard(op)
        if listener is not None:
            notify_ir_erased(listener, op)
        op.detach()

    def rollback(self) -> None:
        for r in self.op.results:
            self.impl.mapping.erase((r,))

    def cleanup(self) -> None:
        op = self.op
        nested_ops = list(op.walk()) if op.regions else [op]
        self.impl.erased.update(nested_ops)
        for nested in nested_ops:
            for r in nested.results:
                use = r.first_use
                while use is not None:
                    following = use.next_use
                    use.drop()
                    use = following
        op.erase()


class ErasedOperationRewrite(IRRewrite):
    """An op replaced without rollback (one-shot mode): already unlinked,
    its uses already rewired; destroyed at cleanup."""

    __slots__ = ("op",)

    def __init__(self, impl: ConversionPatternRewriterImpl, op: Operation) -> None:
        super().__init__(impl)
        self.op = op

    def commit(self, listener: Listener | None) -> None:
        unlegalized = self.impl.config.unlegalized_ops
        if unlegalized is not None:
            unlegalized.discard(self.op)
        if listener is not None:
            notify_ir_erased(listener, self.op)

    def cleanup(self) -> None:
        self.impl.erased.update(self.op.walk())
        self.op.erase()


class CreateOperationRewrite(IRRewrite):
    __slots__ = ("op",)
    commit_notifies_only = True

    def __init__(self, impl: ConversionPatternRewriterImpl, op: Operation) -> None:
        super().__init__(impl)
        self.op = op

    def commit(self, listener: Listener | None) -> None:
        if listener is not None:
            listener.notify_op_inserted(self.op, None, None)

    def rollback(self) -> None:
        op = self.op
        for region in op.regions:
            for block in list(region.blocks):
                remove_block(block)
        for r in op.results:
            for use in r.uses:
                use.drop()
        op.erase()


class UnresolvedMaterializationRewrite(IRRewrite):
    __slots__ = ("op", "mapped_values")

    def __init__(self, impl: ConversionPatternRewriterImpl, op: Operation, mapped_values: tuple[Value, ...]) -> None:
        super().__init__(impl)
        self.op = op
        self.mapped_values = mapped_values

    def rollback(self) -> None:
        impl = self.impl
        if self.mapped_values:
            impl.mapping.erase(self.mapped_values)
        impl.unresolved.pop(self.op, None)
        impl.pure_casts.discard(self.op)
        for r in self.op.results:
            for use in r.uses:
                use.drop()
        self.op.erase()


class ReplaceUsesRewrite(IRRewrite):
    """Uses changed at once by replace_uses_with_if; rollback restores them."""

    __slots__ = ("changes",)

    def __init__(self, impl: ConversionPatternRewriterImpl, changes: list[tuple[Any, Value]]) -> None:
        super().__init__(impl)
        self.changes = changes

    def rollback(self) -> None:
        for use, old in reversed(self.changes):
            use.set(old)
