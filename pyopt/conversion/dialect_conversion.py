"""Dialect conversion (MLIR's DialectConversion.cpp, as mlir-opt 22.1.8 runs it).

    class AddIToLLVM(ConversionPattern):
        root = "arith.addi"
        def match_and_rewrite(self, op, adaptor, rewriter):
            rewriter.replace_op_with_new_op(op, "llvm.add", [adaptor.lhs, adaptor.rhs],
                                            [self.type_converter.convert_type(op.result.type)])
            return True

    apply_partial_conversion(module, target, PatternSet([AddIToLLVM(converter)]))

How it runs (shared/spec/rewriting.md 5, gpu-to-llvm.md 4, 7, 8):

* The ops are collected by a pre-order walk (blocks in CFG depth-first
  order from the entry; the body of a recursively legal op is skipped) and
  legalized in that order: a legal op is done; an illegal one is folded, or
  else its candidate patterns are tried.  A pattern succeeds only if every
  op it created or modified, and every block it moved, legalizes in turn;
  otherwise everything it did is rolled back and the next pattern is tried.
* Patterns see the original IR.  replace_op/erase_op only record a
  mapping; the old op stays where it is until the conversion commits, so
  "insert after the op defining an original value" lands after the old op.
  The adaptor hands a pattern the converted operands; when a value has no
  mapped value of the wanted type, a target cast (unrealized_conversion_cast)
  is built right after the definition of the latest replacement (at the
  block start for a block argument), cached and reused.
* At commit, uses that still want an old type get source casts; then only
  the casts the driver built are reconciled (dead ones and A->B->A chains
  vanish) and the survivors go through the type converter's
  materializations; a cast no callback resolves is an error.
* Candidate order: legalization depth (MLIR's cost model, 1 unless a pattern
  declares generated ops), then the tie rule of pyopt/rewrite/applicator.py:
  higher benefit first, then registration order.  ConversionConfig(
  legacy_tie_order=True) reproduces 22.1.8's order instead (gpu-to-llvm.md 8.1:
  with a rootless pattern registered, ties in registration order; without,
  in reverse registration order).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from pyopt.conversion.conversion_rewrites import (
    BlockTypeConversionRewrite, CreateBlockRewrite, CreateOperationRewrite, EraseBlockRewrite, ErasedOperationRewrite,
    InlineBlockRewrite,
    IRRewrite, ModifyOperationRewrite, MoveBlockRewrite, MoveOperationRewrite, ReplaceOperationRewrite,
    ReplaceUsesRewrite, ReplaceValueRewrite, UnresolvedMaterializationRewrite, is_before_in_block, move_op_to,
    replace_block_uses)
from pyopt.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.rewrite.pattern import PatternSet, RewritePattern
from pyopt.rewrite.rewriter import InsertionPoint, Listener, PatternRewriter, remove_block

if TYPE_CHECKING:
    from pyopt.conversion.conversion_target import ConversionTarget
    from pyopt.conversion.type_converter import SignatureConversion, TypeConverter
    from pyopt.ir.types import Type

SOURCE, TARGET = "source", "target"
FOLD_NEVER, FOLD_BEFORE, FOLD_AFTER = "never", "before-patterns", "after-patterns"


class ConversionConfig:
    """Knobs of one conversion (MLIR's ConversionConfig)."""

    def __init__(self, legacy_tie_order: bool = False, allow_pattern_rollback: bool = True,
                 fold_mode: str = FOLD_BEFORE, listener: Listener | None = None,
                 build_materializations: bool = True, unlegalized_ops: set[Operation] | None = None,
                 legalizable_ops: set[Operation] | None = None) -> None:
        self.legacy_tie_order = legacy_tie_order
        self.allow_pattern_rollback = allow_pattern_rollback
        self.fold_mode = fold_mode
        self.listener = listener
        self.build_materializations = build_materializations
        self.unlegalized_ops = unlegalized_ops
        self.legalizable_ops = legalizable_ops


class ConversionFatalError(RuntimeError):
    """MLIR's report_fatal_error in the no-rollback mode (LLVM ERROR: ...)."""


def emit_op_error(op: Operation, message: str) -> None:
    """op->emitError(message) in a pattern: reported with its `see current
    operation` note; the conversion goes on (the pattern then fails)."""
    from pyopt.ir.diagnostics import emit
    from pyopt.ir.verifier import see_current_operation

    emit(see_current_operation(op.emit_plain_error(message), op).diagnostic)


def value_loc(v: Value) -> Any:
    owner = v.owner
    return owner.loc if isinstance(owner, Operation) else getattr(v, "loc", None)


def insert_point_of(value: Value) -> InsertionPoint:
    """Right after the op defining `value`, or the start of its block."""
    if isinstance(value, OpResult):
        return InsertionPoint(value.op.parent, value.op.next)
    assert isinstance(value, BlockArgument) and value.block is not None
    return InsertionPoint(value.block, value.block.first)


def _contains_block(outer: Block, inner: Block) -> bool:
    b: Block | None = inner
    while b is not None:
        if b is outer:
            return True
        op = b.parent_op
        b = op.parent if op is not None else None
    return False


def _later(a: InsertionPoint, b: InsertionPoint) -> InsertionPoint:
    """The later of two insertion points at which both values exist."""
    if a.block is b.block:
        if a.before is b.before or b.before is None:
            return b
        if a.before is None:
            return a
        return b if is_before_in_block(a.before, b.before) else a
    if a.block is not None and b.block is not None and _contains_block(b.block, a.block):
        return a
    return b


def insert_point_of_values(values: Sequence[Value]) -> InsertionPoint:
    ip = insert_point_of(values[0])
    for v in values[1:]:
        ip = _later(ip, insert_point_of(v))
    return ip


class ValueMapping:
    """Replaced value vectors -> replacement vectors (MLIR's ConversionValueMapping)."""

    __slots__ = ("map", "mapped_to")

    def __init__(self) -> None:
        self.map: dict[tuple[Value, ...], tuple[Value, ...]] = {}
        self.mapped_to: set[Value] = set()

    def set(self, old: tuple[Value, ...], new: tuple[Value, ...]) -> None:
        self.mapped_to.update(new)
        self.map[old] = new

    def lookup(self, old: tuple[Value, ...]) -> tuple[Value, ...]:
        return self.map.get(old, ())

    def erase(self, old: tuple[Value, ...]) -> None:
        self.map.pop(old, None)


def _types(values: Sequence[Value]) -> tuple[Type, ...]:
    return tuple(v.type for v in values)


class ConversionPatternRewriterImpl(Listener):
    """The state of one conversion: recorded rewrites, the value mapping,
    the unresolved casts."""

    def __init__(self, config: ConversionConfig) -> None:
        self.config = config
        self.mapping = ValueMapping()
        self.rewrites: list[IRRewrite] = []
        self.ignored_ops: dict[Operation, None] = {}
        self.replaced_ops: dict[Operation, None] = {}
        self.pattern_new_ops: dict[Operation, None] = {}
        self.pattern_modified_ops: dict[Operation, None] = {}
        self.pattern_inserted_blocks: dict[Block, None] = {}
        # cast op -> (converter, kind, original type), in creation order.
        self.unresolved: dict[Operation, tuple[TypeConverter | None, str, Type | None]] = {}
        # Casts made only to resolve a type mismatch (MLIR's pure type conversion marker).
        self.pure_casts: set[Operation] = set()
        self.current_type_converter: TypeConverter | None = None
        self.region_to_converter: dict[Region, TypeConverter] = {}
        # Ops erased at cleanup (MLIR's SingleEraseRewriter).
        self.erased: set[Operation] = set()

    # -- state ----------------------------------------------------------------------------
    def get_state(self) -> tuple[int, int, int]:
        return (len(self.rewrites), len(self.ignored_ops), len(self.replaced_ops))

    def reset_state(self, state: tuple[int, int, int], pattern_name: str = "") -> None:
        self.undo_rewrites(state[0], pattern_name)
        _truncate(self.ignored_ops, state[1])
        _truncate(self.replaced_ops, state[2])

    def undo_rewrites(self, keep: int = 0, pattern_name: str = "") -> None:
        for rewrite in reversed(self.rewrites[keep:]):
            if not self.config.allow_pattern_rollback and not isinstance(rewrite, UnresolvedMaterializationRewrite):
                raise ConversionFatalError(f"pattern '{pattern_name}' rollback of IR modifications requested")
            rewrite.rollback()
        del self.rewrites[keep:]

    def apply_rewrites(self) -> None:
        listener = self.config.listener
        rewrites = self.rewrites
        i = 0
        while i < len(rewrites):  # commits may append rewrites (source casts)
            rewrite = rewrites[i]
            if listener is not None or not rewrite.commit_notifies_only:
                rewrite.commit(listener)
            i += 1
        for rewrite in rewrites:
            if rewrite.has_cleanup:
                rewrite.cleanup()
        # Casts erased with the ops or blocks around them are resolved.
        for cast in [c for c in self.unresolved if c in self.erased]:
            del self.unresolved[cast]

    def is_op_ignored(self, op: Operation) -> bool:
        return op in self.replaced_ops or op in self.ignored_ops

    def was_op_replaced(self, op: Operation | None) -> bool:
        return op is not None and op in self.replaced_ops

    # -- lookups ------------------------------------------------------------------------------
    def _is_pure(self, values: tuple[Value, ...]) -> bool:
        op = values[0].owner
        if not isinstance(op, Operation) or any(v.owner is not op for v in values[1:]):
            return False
        return op in self.pure_casts

    def lookup_or_default(self, value: Value, desired: tuple[Type, ...] | None = None,
                          skip_pure: bool = False) -> tuple[Value, ...]:
        """Follow the mapping from `value`: the last vector of the types
        `desired` on the way (() if none), else the end of the chain (with
        `skip_pure`, the last vector that is not a pure type-conversion cast)."""
        map_get = self.mapping.map.get
        pure_casts = self.pure_casts
        found: tuple[Value, ...] = ()
        current: tuple[Value, ...] = (value,)
        last_non_mat = current
        while True:
            single = len(current) == 1
            if desired is not None:
                if single:
                    match = len(desired) == 1 and current[0].type == desired[0]
                else:
                    match = _types(current) == desired
            else:
                match = False
            if skip_pure:
                if single:
                    v = current[0]
                    pure = isinstance(v, OpResult) and v.op in pure_casts
                else:
                    pure = self._is_pure(current)
                if pure:
                    match = False
                else:
                    last_non_mat = current
            if match:
                found = current
            nxt = map_get(current, ()) if single else self._composed(current)
            if not nxt:
                break
            current = nxt
        if desired:
            return found
        if skip_pure:
            return last_non_mat
        return current

    def _composed(self, values: tuple[Value, ...]) -> tuple[Value, ...]:
        """One step of the mapping for a vector: each value by its own
        replacement, or else the vector's replacement as a whole."""
        map_get = self.mapping.map.get
        nxt: list[Value] = []
        for v in values:
            r = map_get((v,))
            if r:
                nxt.extend(r)
            else:
                nxt.append(v)
        nxt_t = tuple(nxt)
        if nxt_t != values:
            return nxt_t
        return map_get(values, ())

    def lookup_or_null(self, value: Value, desired: tuple[Type, ...] | None = None) -> tuple[Value, ...]:
        result = self.lookup_or_default(value, desired)
        if result == (value,) or (desired and _types(result) != desired):
            return ()
        return result

    def remap_values(self, tag: str, loc: Any, values: Sequence[Value]) -> list[tuple[Value, ...]] | None:
        """The converted values of `values`, one group each (1:N), building
        target casts where needed; None if a type cannot be converted."""
        remapped: list[tuple[Value, ...]] = []
        converter = self.current_type_converter
        for v in values:
            if converter is None:
                remapped.append(self.lookup_or_default(v, None, skip_pure=True))
                continue
            legal_t = converter.converted_types(v.type)
            if legal_t is None:
                return None
            if not legal_t:
                remapped.append(())
                continue
            repl = self.lookup_or_default(v, legal_t)
            if repl:  # a non-empty answer has the desired types
                remapped.append(repl)
                continue
            repl = self.lookup_or_default(v, None, skip_pure=True)
            # Without rollback (22.1.8's one-shot mode) target casts are not
            # cached: every use builds its own.
            cache = repl if self.config.allow_pattern_rollback else ()
            casts = self.build_unresolved_materialization(
                TARGET, insert_point_of_values(repl), loc if loc is not None else value_loc(v), cache, repl,
                list(legal_t), v.type, converter)
            remapped.append(tuple(casts))
        return remapped

    # -- materializations ------------------------------------------------------------------
    def build_unresolved_materialization(self, kind: str, ip: InsertionPoint, loc: Any, values_to_map: Sequence[Value],
                                         inputs: Sequence[Value], output_types: Sequence[Type],
                                         original_type: Type | None, converter: TypeConverter | None,
                                         pure: bool = True) -> list[Value]:
        from pyopt.dialects.builtin import UnrealizedConversionCastOp

        cast = UnrealizedConversionCastOp(list(inputs), list(output_types), {}, {}, None, [], loc)
        block = ip.block
        assert block is not None
        if ip.before is None:
            block.append(cast)
        else:
            block.insert_before(ip.before, cast)
        if pure:
            self.pure_casts.add(cast)
        mapped = tuple(values_to_map)
        if mapped:
            self.mapping.set(mapped, tuple(cast.results))
        self.unresolved[cast] = (converter, kind, original_type)
        self.rewrites.append(UnresolvedMaterializationRewrite(self, cast, mapped))
        return list(cast.results)

    def find_or_build_replacement_value(self, value: Value, converter: TypeConverter | None) -> Value | None:
        repl = self.lookup_or_null(value, (value.type,))
        if repl:
            return repl[0]
        if all(u.owner in self.replaced_ops for u in value.uses) and value not in self.mapping.mapped_to:
            return None
        repl = self.lookup_or_null(value)
        if not repl:
            return None
        return self.build_unresolved_materialization(
            SOURCE, insert_point_of_values(repl), value_loc(value), repl, repl, [value.type], None, converter)[0]

    # -- recorded changes -------------------------------------------------------------------
    def replace_op(self, op: Operation, new_values: Sequence[Sequence[Value]]) -> None:
        assert len(new_values) == len(op.results), \
            f"replacing {op.name}: {len(op.results)} results, {len(new_values)} replacements"
        assert op not in self.unresolved, "attempting to replace/erase an unresolved materialization"
        if not self.config.allow_pattern_rollback:
            self._replace_op_now(op, new_values)
            return
        for repl, result in zip(new_values, op.results):
            if not repl:
                self.build_unresolved_materialization(
                    SOURCE, insert_point_of(result), value_loc(result), [result], [], [result.type], None,
                    self.current_type_converter, pure=False)
                continue
            self.mapping.set((result,), tuple(repl))
        self.rewrites.append(ReplaceOperationRewrite(self, op, self.current_type_converter))
        for nested in op.walk():
            self.replaced_ops[nested] = None

    def replace_value(self, old: Value, new: Sequence[Value], converter: TypeConverter | None) -> None:
        if not self.config.allow_pattern_rollback:
            self.mapping.set((old,), tuple(new))
            self._replace_uses_now(old, new, converter)
            return
        self.rewrites.append(ReplaceValueRewrite(self, old, converter))
        self.mapping.set((old,), tuple(new))

    # -- the no-rollback ("one-shot") mode: replacements happen at once ----------------------------
    def _replace_uses_now(self, old: Value, new: Sequence[Value], converter: TypeConverter | None) -> None:
        """Rewire the uses of `old` to `new`, through a source cast when the
        types differ; the cast maps back to `new`, so later lookups see through it."""
        if not old.has_uses():
            return
        if len(new) == 1 and new[0].type is old.type:
            repl = new[0]
        else:
            ip = insert_point_of_values(new) if new else insert_point_of(old)
            repl = self.build_unresolved_materialization(SOURCE, ip, value_loc(old), (), new, [old.type], None,
                                                         converter, pure=bool(new))[0]
            if new:
                self.mapping.set((repl,), tuple(new))
        for use in old.uses:
            use.set(repl)

    def _replace_op_now(self, op: Operation, new_values: Sequence[Sequence[Value]]) -> None:
        for repl, result in zip(new_values, op.results):
            if repl:
                self.mapping.set((result,), tuple(repl))
            self._replace_uses_now(result, repl, self.current_type_converter)
        for nested in op.walk():
            self.replaced_ops[nested] = None
        self.rewrites.append(ErasedOperationRewrite(self, op))
        op.detach()

    def erase_block(self, block: Block) -> None:
        self.rewrites.append(EraseBlockRewrite(self, block))
        remove_block(block)
        for op in block.ops:
            for nested in op.walk():
                self.replaced_ops[nested] = None

    def apply_signature_conversion(self, rewriter: ConversionPatternRewriter, block: Block,
                                   converter: TypeConverter | None, conversion: SignatureConversion) -> Block:
        new_types = conversion.converted_types
        if [a.type for a in block.args] == list(new_types):
            return block
        from pyopt.ir.attributes import UnknownLoc

        new_locs: list[Any] = [UnknownLoc()] * len(new_types)
        for i, arg in enumerate(block.args):
            m = conversion.get_input_mapping(i)
            if m is None or m.replaced_with_values():
                continue
            for j in range(m.size):
                new_locs[m.input_no + j] = arg.loc
        region = block.parent
        assert region is not None
        with rewriter.insertion_guard():
            new_block = rewriter.create_block(region, block.next, new_types, new_locs)
        if self.config.listener is None:
            self.rewrites.append(InlineBlockRewrite(self, new_block, block))
            for op in list(block.ops):
                op.detach()
                new_block.append(op)
        else:
            while block.first is not None:
                rewriter.move_op_to_end(block.first, new_block)
        redirected = replace_block_uses(block, new_block)
        for i, arg in enumerate(block.args):
            m = conversion.get_input_mapping(i)
            if m is None:
                mat = self.build_unresolved_materialization(
                    SOURCE, InsertionPoint(new_block, new_block.first), arg.loc, [], [], [arg.type], None,
                    converter, pure=False)
                self.replace_value(arg, mat, converter)
            elif m.replaced_with_values():
                self.replace_value(arg, m.replacement_values, converter)
            else:
                self.replace_value(arg, new_block.args[m.input_no:m.input_no + m.size], converter)
        self.rewrites.append(BlockTypeConversionRewrite(self, block, new_block, redirected))
        self.erase_block(block)
        return new_block

    # -- listener hooks (the rewriter's builder notifies these) ---------------------------------
    def notify_op_inserted(self, op: Operation, prev_block: Block | None, prev_next: Operation | None) -> None:
        block = op.parent
        region = block.parent if block is not None else None
        assert region is None or region.parent not in self.replaced_ops, \
            "attempting to insert into a block within a replaced/erased op"
        if prev_block is None:
            self.rewrites.append(CreateOperationRewrite(self, op))
            self.pattern_new_ops[op] = None
            return
        self.rewrites.append(MoveOperationRewrite(self, op, prev_block, prev_next))

    def notify_block_inserted(self, block: Block, prev_region: Region | None, prev_next: Block | None) -> None:
        self.pattern_inserted_blocks[block] = None
        if prev_region is None:
            self.rewrites.append(CreateBlockRewrite(self, block))
            return
        self.rewrites.append(MoveBlockRewrite(self, block, prev_region, prev_next))

    def notify_match_failure(self, op: Operation, reason: str) -> None:
        from pyopt.rewrite import trace

        if trace.current is not None:
            trace.current.match_failure(reason)
        if self.config.listener is not None:
            self.config.listener.notify_match_failure(op, reason)

    def drop_pattern_state(self) -> None:
        """clear_pattern_state, without the lists."""
        if self.pattern_new_ops:
            self.pattern_new_ops.clear()
        if self.pattern_modified_ops:
            self.pattern_modified_ops.clear()
        if self.pattern_inserted_blocks:
            self.pattern_inserted_blocks.clear()

    def clear_pattern_state(self) -> tuple[list[Operation], list[Operation], list[Block]]:
        out = (list(self.pattern_new_ops), list(self.pattern_modified_ops), list(self.pattern_inserted_blocks))
        self.pattern_new_ops.clear()
        self.pattern_modified_ops.clear()
        self.pattern_inserted_blocks.clear()
        return out


def _truncate(ordered: dict[Any, None], size: int) -> None:
    while len(ordered) > size:
        ordered.popitem()


class ConversionPatternRewriter(PatternRewriter):
    """The rewriter handed to conversion patterns: replacements are
    deferred, everything else recorded for rollback."""

    def __init__(self, config: ConversionConfig | None = None) -> None:
        self.impl = ConversionPatternRewriterImpl(config or ConversionConfig())
        super().__init__(None, self.impl)

    @property
    def config(self) -> ConversionConfig:
        return self.impl.config

    @property
    def type_converter(self) -> TypeConverter | None:
        """The type converter of the pattern being applied."""
        return self.impl.current_type_converter

    # -- replacing and erasing ------------------------------------------------------------------
    def replace_op(self, op: Operation, new: Sequence[Value | None] | Operation) -> None:
        values = list(new.results) if isinstance(new, Operation) else list(new)
        assert len(values) == len(op.results), \
            f"replacing {op.name}: {len(op.results)} results, {len(values)} replacement values"
        if self.ip.before is op:
            self.set_insertion_point_after(op)
        self.impl.replace_op(op, [[v] if v is not None else [] for v in values])

    def replace_op_with_multiple(self, op: Operation, new_values: Sequence[Sequence[Value]]) -> None:
        """Replace each result by a group of values (1:N)."""
        if self.ip.before is op:
            self.set_insertion_point_after(op)
        self.impl.replace_op(op, [list(g) for g in new_values])

    def erase_op(self, op: Operation) -> None:
        if self.ip.before is op:
            self.set_insertion_point_after(op)
        self.impl.replace_op(op, [[] for _ in op.results])

    def erase_block(self, block: Block) -> None:
        assert not self.impl.was_op_replaced(block.parent_op), "erasing a block within a replaced/erased op"
        self.impl.erase_block(block)

    def replace_uses_of_block_argument(self, arg: BlockArgument, to: Value | Sequence[Value]) -> None:
        self.impl.replace_value(arg, [to] if isinstance(to, Value) else list(to), self.impl.current_type_converter)

    def replace_all_uses_with(self, old: Value, new: Value | Sequence[Value]) -> None:
        """Deferred like replace_op: uses are rewired at commit."""
        self.impl.replace_value(old, [new] if isinstance(new, Value) else list(new), self.impl.current_type_converter)

    def replace_uses_with_if(self, old: Value, new: Value, pred: Any) -> None:
        changes = []
        for use in old.uses:
            if pred(use):
                changes.append((use, old))
                use.set(new)
        self.impl.rewrites.append(ReplaceUsesRewrite(self.impl, changes))

    # -- values -----------------------------------------------------------------------------------
    def get_remapped_value(self, value: Value) -> Value | None:
        r = self.impl.remap_values("value", None, [value])
        if r is None:
            return None
        assert len(r[0]) == 1, "1:N conversion not supported"
        return r[0][0]

    def get_remapped_values(self, values: Sequence[Value]) -> list[Value] | None:
        r = self.impl.remap_values("value", None, list(values))
        if r is None:
            return None
        out = []
        for g in r:
            assert len(g) == 1, "1:N conversion not supported"
            out.append(g[0])
        return out

    # -- blocks and regions ------------------------------------------------------------------------
    def apply_signature_conversion(self, block: Block, conversion: SignatureConversion,
                                   converter: TypeConverter | None = None) -> Block:
        assert not self.impl.was_op_replaced(block.parent_op)
        return self.impl.apply_signature_conversion(self, block, converter, conversion)

    def convert_region_types(self, region: Region, converter: TypeConverter,
                             entry_conversion: SignatureConversion | None = None) -> Block | None | bool:
        """Convert the argument types of every block of `region` (the entry
        block with `entry_conversion` when given); False on failure."""
        impl = self.impl
        impl.region_to_converter[region] = converter
        if not region.blocks:
            return None
        for block in list(region.blocks[1:]):
            conv = converter.convert_block_signature(block)
            if conv is None:
                return False
            impl.apply_signature_conversion(self, block, converter, conv)
        if entry_conversion is None:
            entry_conversion = converter.convert_block_signature(region.blocks[0])
            if entry_conversion is None:
                return False
        return impl.apply_signature_conversion(self, region.blocks[0], converter, entry_conversion)

    def inline_block_before(self, source: Block, dest: Block, before: Operation | None,
                            arg_values: Sequence[Value] = ()) -> None:
        assert len(arg_values) == len(source.args), "incorrect # of argument replacement values"
        fast = self.config.listener is None
        if fast:
            self.impl.rewrites.append(InlineBlockRewrite(self.impl, dest, source))
        for arg, v in zip(source.args, arg_values):
            self.replace_uses_of_block_argument(arg, v)
        if fast:
            for op in list(source.ops):
                move_op_to(op, dest, before)
        else:
            while source.first is not None:
                op = source.first
                prev_block, prev_next = op.parent, op.next
                move_op_to(op, dest, before)
                self.impl.notify_op_inserted(op, prev_block, prev_next)
        if self.ip.block is source:
            self.ip = InsertionPoint(dest, self.ip.before)
        self.erase_block(source)

    def split_block(self, block: Block, before: Operation | None) -> Block:
        region = block.parent
        assert region is not None
        with self.insertion_guard():
            new = self.create_block(region, block.next)
        while before is not None and block.last is not None:
            last = block.last
            stop = last is before
            prev_block, prev_next = last.parent, last.next
            move_op_to(last, new, new.first)
            self.impl.notify_op_inserted(last, prev_block, prev_next)
            if stop:
                break
        return new

    def move_op_to_end(self, op: Operation, block: Block) -> None:
        prev_block, prev_next = op.parent, op.next
        move_op_to(op, block, None)
        self.impl.notify_op_inserted(op, prev_block, prev_next)

    # -- in-place changes -----------------------------------------------------------------------
    def start_op_modification(self, op: Operation) -> None:
        assert not self.impl.was_op_replaced(op), "attempting to modify a replaced/erased op"
        self.impl.rewrites.append(ModifyOperationRewrite(self.impl, op))

    def finalize_op_modification(self, op: Operation) -> None:
        super().finalize_op_modification(op)
        self.impl.pattern_modified_ops[op] = None

    def cancel_op_modification(self, op: Operation) -> None:
        rewrites = self.impl.rewrites
        for i in range(len(rewrites) - 1, -1, -1):
            r = rewrites[i]
            if isinstance(r, ModifyOperationRewrite) and r.op is op:
                r.rollback()
                del rewrites[i]
                return
        raise AssertionError("no root update started on op")


# ---- patterns ---------------------------------------------------------------------------------
def _operand_indices(info: Any) -> dict[str, int]:
    """Operand name -> group index of an op definition, with `memref` for
    the accessor `memref_` (made once per definition)."""
    found: dict[str, int] | None = info.__dict__.get("_adaptor_indices")
    if found is None:
        found = {}
        for i, d in enumerate(info.operands):
            found.setdefault(d.name, i)
        for i, d in enumerate(info.operands):
            if d.name.endswith("_"):
                found.setdefault(d.name[:-1], i)
        info._adaptor_indices = found
    return found


class OpAdaptor:
    """The converted operands of an op, with the op's accessor names:
    `adaptor.lhs` (a value), an optional operand (value or None), a
    variadic one (list); `adaptor.operands` is the flat list,
    `adaptor.groups` one tuple per original operand (1:N conversions)."""

    def __init__(self, op: Operation, groups: Sequence[tuple[Value, ...]]) -> None:
        self.op = op
        self.groups = list(groups)
        self._starts: list[int] | None = None

    @property
    def operands(self) -> list[Value]:
        return [v for g in self.groups for v in g]

    @property
    def attributes(self) -> dict[str, Any]:
        return self.op.attributes

    @property
    def properties(self) -> dict[str, Any]:
        return self.op.properties

    def _segment(self, name: str) -> tuple[str, list[tuple[Value, ...]]]:
        info = self.op.op_def
        if info is None:
            raise AttributeError(name)
        i = _operand_indices(info).get(name)
        if i is None:
            raise AttributeError(f"'{self.op.name}' has no operand '{name}'")
        if info.fixed_operands:
            return info.operands[i].kind, self.groups[i:i + 1]
        starts = self._starts
        if starts is None:  # the operand groups as laid out when the pattern started
            sizes = self.op.operand_sizes()  # type: ignore[attr-defined]
            starts = [0]
            for size in sizes:
                starts.append(starts[-1] + size)
            self._starts = starts
        return info.operands[i].kind, self.groups[starts[i]:starts[i + 1]]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        kind, groups = self._segment(name)
        values = [v for g in groups for v in g]
        if kind == "variadic":
            return values
        if not groups:
            return None
        return values[0] if len(values) == 1 else list(values)

    def get_ranges(self, name: str) -> list[tuple[Value, ...]]:
        """The groups of converted values of operand `name` (1:N)."""
        return self._segment(name)[1]


class ConversionPattern(RewritePattern):
    """A pattern of a dialect conversion: `match_and_rewrite(op, adaptor,
    rewriter)` with the converted operands; `self.type_converter` is the
    converter the operands are converted with (None: as mapped)."""

    def __init__(self, type_converter: TypeConverter | None = None, benefit: int | None = None, **kw: Any) -> None:
        super().__init__(benefit=benefit, **kw)
        self.type_converter = type_converter

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any = None) -> bool:  # type: ignore[override]
        raise NotImplementedError(f"{type(self).__name__}.match_and_rewrite")


def apply_pattern(p: RewritePattern, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
    """Run one pattern on `op` (conversion patterns with their adaptor)."""
    impl = rewriter.impl
    if not isinstance(p, ConversionPattern):
        return bool(p.match_and_rewrite(op, rewriter))
    saved = impl.current_type_converter
    impl.current_type_converter = p.type_converter
    try:
        groups = impl.remap_values("operand", op.loc, op.operands)
        if groups is None:
            return False
        return bool(p.match_and_rewrite(op, OpAdaptor(op, groups), rewriter))
    finally:
        impl.current_type_converter = saved


# ---- entry points ---------------------------------------------------------------------------------
def _as_ops(ops: Operation | Iterable[Operation]) -> list[Operation]:
    return [ops] if isinstance(ops, Operation) else list(ops)


def apply_partial_conversion(ops: Operation | Iterable[Operation], target: ConversionTarget,
                             patterns: PatternSet | Iterable[RewritePattern],
                             config: ConversionConfig | None = None) -> None:
    """Convert what the patterns can; fail (MLIRError) only on an op the
    target marks illegal that no pattern converts."""
    from pyopt.conversion.legalizer import PARTIAL, convert_operations

    convert_operations(_as_ops(ops), target, patterns, config or ConversionConfig(), PARTIAL)


def apply_full_conversion(ops: Operation | Iterable[Operation], target: ConversionTarget,
                          patterns: PatternSet | Iterable[RewritePattern],
                          config: ConversionConfig | None = None) -> None:
    """Every op must end up legal."""
    from pyopt.conversion.legalizer import FULL, convert_operations

    convert_operations(_as_ops(ops), target, patterns, config or ConversionConfig(), FULL)


def apply_analysis_conversion(ops: Operation | Iterable[Operation], target: ConversionTarget,
                              patterns: PatternSet | Iterable[RewritePattern],
                              config: ConversionConfig | None = None) -> set[Operation]:
    """The ops that could be legalized; the IR is left unchanged."""
    from pyopt.conversion.legalizer import ANALYSIS, convert_operations

    config = config or ConversionConfig()
    if config.legalizable_ops is None:
        config.legalizable_ops = set()
    convert_operations(_as_ops(ops), target, patterns, config, ANALYSIS)
    return config.legalizable_ops




class FunctionSignatureConversion(ConversionPattern):
    """Convert the signature of a function-like op in place: its type and
    its region's block arguments (MLIR's FunctionOpInterfaceSignatureConversion)."""

    def __init__(self, op_name: str, type_converter: TypeConverter, benefit: int | None = None) -> None:
        super().__init__(type_converter, benefit, root=op_name)

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any = None) -> bool:  # type: ignore[override]
        from pyopt.conversion.type_converter import SignatureConversion
        from pyopt.ir import attributes as A
        from pyopt.ir import types as T

        converter = self.type_converter
        assert converter is not None
        attr = op.properties.get("function_type")
        ftype = attr.value if isinstance(attr, A.TypeAttr) else None
        if not isinstance(ftype, T.FunctionType):
            return False
        conversion = SignatureConversion(len(ftype.inputs))
        results = converter.convert_types(ftype.results)
        if not converter.convert_signature_args(ftype.inputs, conversion) or results is None:
            return False
        if rewriter.convert_region_types(op.regions[0], converter, conversion) is False:
            return False
        with rewriter.modify_op_in_place(op):
            op.properties["function_type"] = A.TypeAttr(T.FunctionType(tuple(conversion.converted_types),
                                                                        tuple(results)))
        return True


def populate_function_op_interface_type_conversion_pattern(op_name: str, patterns: PatternSet,
                                                           converter: TypeConverter) -> None:
    patterns.add(FunctionSignatureConversion(op_name, converter))
