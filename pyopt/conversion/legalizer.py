"""The conversion driver proper: which patterns an op tries, in which
order, legalizing what they produce, and the end of a conversion (MLIR's
OperationLegalizer and OperationConverter).  The entry points are in
pyopt/conversion/dialect_conversion.py."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Iterator

from pyopt.conversion.conversion_target import LEGAL, ILLEGAL
from pyopt.conversion.dialect_conversion import (
    FOLD_AFTER, FOLD_BEFORE, SOURCE, ConversionConfig, ConversionFatalError, ConversionPatternRewriter, apply_pattern)
from pyopt.ir.core import Block, Operation
from pyopt.ir.diagnostics import MLIRError
from pyopt.rewrite import ties, trace
from pyopt.rewrite.pattern import PatternSet, RewritePattern
from pyopt.rewrite.trial import OutsideChanges
from pyopt.rewrite.rewriter import Builder, InsertionPoint

if TYPE_CHECKING:
    from pyopt.conversion.conversion_target import ConversionTarget

PARTIAL, FULL, ANALYSIS = "partial", "full", "analysis"
_NO_DEPTH = 1 << 30


class OperationLegalizer:
    def __init__(self, target: ConversionTarget, patterns: PatternSet | Iterable[RewritePattern],
                 config: ConversionConfig) -> None:
        self.target = target
        self.config = config
        pats = list(patterns.patterns if isinstance(patterns, PatternSet) else patterns)
        self.patterns = pats
        self.index = {id(p): i for i, p in enumerate(pats)}
        self.applied: set[int] = set()
        self.in_trial = False  # checking a tie: report nothing
        self._cache: dict[tuple[str, type], list[RewritePattern]] = {}
        self._build_order()

    # -- candidate order (MLIR's legalization graph and cost model) -------------------------------
    def _build_order(self) -> None:
        target = self.target
        rootless: list[RewritePattern] = []
        by_root: dict[str, list[RewritePattern]] = {}
        worklist: list[RewritePattern] = []
        for p in self.patterns:
            root = p.root_name()
            if root is None:
                rootless.append(p)
                continue
            if target.get_op_action(root) == LEGAL:
                continue  # its root is always legal: never tried
            worklist.append(p)
        legacy = self.config.legacy_tie_order
        if rootless or not legacy:
            for p in worklist:
                by_root.setdefault(p.root_name(), []).append(p)  # type: ignore[arg-type]
        else:
            # 22.1.8 without a rootless pattern: the worklist is drained from
            # the back, keeping patterns whose generated ops can be legalized.
            invalid: dict[str, list[RewritePattern]] = {}
            parents: dict[str, list[str]] = {}
            for p in worklist:
                invalid.setdefault(p.root_name(), []).append(p)  # type: ignore[arg-type]
                for g in p.generated_ops:
                    parents.setdefault(g, []).append(p.root_name())  # type: ignore[arg-type]
            pending = list(dict.fromkeys(worklist))
            while pending:
                p = pending.pop()
                if any(g not in by_root and target.get_op_action(g) in (None, ILLEGAL) for g in p.generated_ops):
                    continue
                root = p.root_name()
                by_root.setdefault(root, []).append(p)  # type: ignore[arg-type]
                if p in invalid.get(root, []):  # type: ignore[arg-type]
                    invalid[root].remove(p)  # type: ignore[index]
                for parent in parents.get(root, ()):  # type: ignore[arg-type]
                    for q in invalid.get(parent, ()):
                        if q not in pending:
                            pending.append(q)
        self.by_root = by_root
        self.rootless = rootless
        depth_of_op: dict[str, int] = {}

        def op_depth(name: str) -> int:
            if name in depth_of_op:
                return depth_of_op[name]
            pats = by_root.get(name)
            if not pats:
                return 0
            depth_of_op[name] = _NO_DEPTH
            d = min(pattern_depth(q) for q in pats)
            depth_of_op[name] = d
            return d

        def pattern_depth(p: RewritePattern) -> int:
            d = 1
            for g in p.generated_ops:
                d = max(d, op_depth(g) + 1)
            return d

        self.depth = {id(p): pattern_depth(p) for p in [*rootless, *(q for ps in by_root.values() for q in ps)]}
        if legacy:
            key = lambda p: (self.depth[id(p)], -p.benefit)  # noqa: E731  (stable: keeps step-2 order)
            for root, ps in by_root.items():
                ps.sort(key=key)
            rootless.sort(key=key)
            self.dynamic = {}
            for ps in [*by_root.values(), rootless]:
                for i, p in enumerate(ps):
                    self.dynamic[id(p)] = len(ps) - i

    def candidates(self, op: Operation) -> list[RewritePattern]:
        key = (op.name, type(op))
        found = self._cache.get(key)
        if found is None:
            found = self._cache[key] = self._legacy_candidates(op) if self.config.legacy_tie_order \
                else self._candidates(op)
        return found

    def _candidates(self, op: Operation) -> list[RewritePattern]:
        """Depth, then the tie rule: benefit descending, registration order."""
        pats = list(self.by_root.get(op.name, ()))
        pats.extend(p for p in self.rootless if p.matches_root(op))
        pats.sort(key=lambda p: (self.depth[id(p)], -p.benefit, self.index[id(p)]))
        return pats

    def _legacy_candidates(self, op: Operation) -> list[RewritePattern]:
        """22.1.8's applicator fed by its cost model: the op's list (its own
        patterns and the interface/trait patterns it has, in registration
        order) and the match-any list, each by dynamic benefit; a match-any
        pattern goes first only with a strictly greater benefit."""
        own = set(id(p) for p in self.by_root.get(op.name, ()))
        op_list = [p for p in self.patterns
                   if id(p) in own or (p.root is not None and p.root_name() is None and id(p) in self.dynamic
                                       and p.matches_root(op))]
        op_list.sort(key=lambda p: -self.dynamic[id(p)])
        any_list = [p for p in self.rootless if p.root is None]
        any_list.sort(key=lambda p: -self.dynamic[id(p)])
        out: list[RewritePattern] = []
        i = j = 0
        while i < len(op_list) or j < len(any_list):
            if j < len(any_list) and (i == len(op_list) or self.dynamic[id(any_list[j])] > self.dynamic[id(op_list[i])]):
                out.append(any_list[j])
                j += 1
            else:
                out.append(op_list[i])
                i += 1
        return out

    # -- legalization ---------------------------------------------------------------------------------
    def legalize(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        tr = trace.current
        if tr is None:
            return self._legalize(op, rewriter)
        node = tr.begin_op(op)
        try:
            ok = self._legalize(op, rewriter)
        finally:
            tr.end_op(node)
        if not node.children:
            tr.cursor.children.remove(node)
            tr.event(f"{node.text}: {'legal' if ok else 'left unconverted'}")
        elif not ok:
            node.text += ": not legalized"
        return ok

    def _legalize(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        impl = rewriter.impl
        if impl.is_op_ignored(op):
            return True
        details = self.target.legality(op)
        if details is not None:
            if details.recursively_legal:
                for nested in op.walk():
                    if nested is not op:
                        impl.ignored_ops[nested] = None
            return True
        mode = self.config.fold_mode
        if mode == FOLD_BEFORE and self.legalize_with_fold(op, rewriter):
            return True
        if self.legalize_with_pattern(op, rewriter):
            return True
        if mode == FOLD_AFTER and self.legalize_with_fold(op, rewriter):
            return True
        return False

    def legalize_with_fold(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        from pyopt.rewrite.folding import may_fold, try_fold

        impl = rewriter.impl
        if not may_fold(op):  # try_fold would be None: skip the snapshot for rollback
            rewriter.set_insertion_point(op)
            impl.drop_pattern_state()
            return False
        state = impl.get_state()
        rewriter.set_insertion_point(op)
        rewriter.start_op_modification(op)
        try:
            values = try_fold(op, rewriter)
            if values is None:
                rewriter.cancel_op_modification(op)
                return False
            rewriter.finalize_op_modification(op)
            new_ops, _, _ = impl.clear_pattern_state()
            if not values:  # folded in place: legalize the changed op again
                return self.legalize(op, rewriter)
            rewriter.replace_op(op, values)
            for new in new_ops:
                if not self.legalize(new, rewriter):
                    if not self.config.allow_pattern_rollback:
                        raise ConversionFatalError(f"op '{op.name}' folder rollback of IR modifications requested")
                    impl.reset_state(state, f"{op.name} folder")
                    return False
            return True
        finally:
            impl.drop_pattern_state()

    def legalize_with_pattern(self, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        impl = rewriter.impl
        state = impl.get_state()
        candidates = self.candidates(op)
        if ties.mode != ties.OFF and len(candidates) > 1 and not self.in_trial \
                and self.config.allow_pattern_rollback:
            self.check_ties(op, rewriter, [p for p in candidates if p.bounded_recursion or id(p) not in self.applied])
        tr = trace.current
        for p in candidates:
            if not p.bounded_recursion:
                if id(p) in self.applied:
                    continue
                self.applied.add(id(p))
            rewriter.set_insertion_point(op)
            node = tr.begin_pattern(p) if tr is not None else None
            try:
                ok = apply_pattern(p, op, rewriter)
            except BaseException:
                self.applied.discard(id(p))
                raise
            if not ok:
                impl.clear_pattern_state()
                impl.reset_state(state, p.debug_name)
                self.applied.discard(id(p))
                if node is not None:
                    tr.end_pattern(node, "failed")
                continue
            new_ops, modified, blocks = impl.clear_pattern_state()
            ok = self.legalize_pattern_result(op, rewriter, new_ops, modified, blocks)
            self.applied.discard(id(p))
            if node is not None:
                tr.end_pattern(node, "applied" if ok else "failed (its new IR could not be legalized; rolled back)")
            if ok:
                return True
            if not self.config.allow_pattern_rollback:
                names = lambda xs: ", ".join(x.name for x in xs)  # noqa: E731
                parents = ", ".join(b.parent_op.name if b.parent_op is not None else "(detached block)"
                                    for b in blocks)
                raise ConversionFatalError(
                    f"pattern '{p.debug_name}' produced IR that could not be legalized. new ops: "
                    f"{{{names(new_ops)}}}, modified ops: {{{names(modified)}}}, inserted block into ops: {{{parents}}}")
            impl.reset_state(state, p.debug_name)
        return False

    def check_ties(self, op: Operation, rewriter: ConversionPatternRewriter, candidates: list[RewritePattern]) -> None:
        """Report a tie (pyopt/rewrite/ties.py) in the best benefit group
        with a success: each candidate is applied, its new IR legalized, and
        everything rolled back, declarations made outside the rewriter too."""
        rule = "22.1.8's legacy tie order" if self.config.legacy_tie_order else "the tie rule (registration order)"
        i = 0
        while i < len(candidates):
            j = i
            while j < len(candidates) and candidates[j].benefit == candidates[i].benefit:
                j += 1
            succeeded = [p for p in candidates[i:j] if self.would_succeed(p, op, rewriter)]
            if len(succeeded) >= 2:
                ties.report_tie(op, succeeded[0].benefit, succeeded, rule)
            if succeeded:
                return
            i = j

    def would_succeed(self, p: RewritePattern, op: Operation, rewriter: ConversionPatternRewriter) -> bool:
        impl = rewriter.impl
        state = impl.get_state()
        saved_trace, trace.current = trace.current, None
        self.in_trial = True
        if not p.bounded_recursion:
            self.applied.add(id(p))
        outside = OutsideChanges()
        try:
            with outside:
                rewriter.set_insertion_point(op)
                ok = apply_pattern(p, op, rewriter)
                new_ops, modified, blocks = impl.clear_pattern_state()
                if ok:
                    ok = self.legalize_pattern_result(op, rewriter, new_ops, modified, blocks)
                impl.clear_pattern_state()
        finally:
            impl.reset_state(state, p.debug_name)
            outside.undo()
            self.applied.discard(id(p))
            self.in_trial = False
            trace.current = saved_trace
        return ok

    def legalize_pattern_result(self, op: Operation, rewriter: ConversionPatternRewriter, new_ops: list[Operation],
                                modified: list[Operation], blocks: list[Block]) -> bool:
        impl = rewriter.impl
        new_set = set(new_ops) if blocks else set()
        done: set[Operation] = set()
        for block in blocks:
            parent = block.parent_op
            if parent is None or parent is op or not block.args:
                continue
            region = block.parent
            converter = impl.region_to_converter.get(region) if region is not None else None
            if converter is not None:
                conv = converter.convert_block_signature(block)
                if conv is None:
                    return False
                impl.apply_signature_conversion(rewriter, block, converter, conv)
                continue
            if parent not in new_set and parent not in done:
                done.add(parent)
                if not self.legalize(parent, rewriter):
                    return False
        for m in modified:
            if not self.legalize(m, rewriter):
                return False
        for new in new_ops:
            if not self.legalize(new, rewriter):
                return False
        return True


# ---- the walk and the end of a conversion ---------------------------------------------------------------
def dominance_ordered_blocks(region: Any) -> list[Block]:
    """Blocks in depth-first order of the CFG from the entry (MLIR's
    ForwardDominanceIterator); unreachable blocks are not visited."""
    if not region.blocks:
        return []
    seen: set[Block] = set()
    out: list[Block] = []
    stack = [region.blocks[0]]
    while stack:
        b = stack.pop()
        if b in seen:
            continue
        seen.add(b)
        out.append(b)
        term = b.last
        if term is not None:
            stack.extend(s for s in reversed(term.successors) if s not in seen)
    return out


def collect_ops(root: Operation, target: ConversionTarget) -> list[Operation]:
    out: list[Operation] = []
    stack: list[Operation] = [root]
    while stack:
        op = stack.pop()
        out.append(op)
        details = target.legality(op)
        if details is not None and details.recursively_legal:
            continue
        nested: list[Operation] = []
        for region in op.regions:
            for block in dominance_ordered_blocks(region):
                nested.extend(block.ops)
        stack.extend(reversed(nested))
    return out


def _see_current_operation(err: MLIRError, op: Operation) -> MLIRError:
    from pyopt.ir.verifier import see_current_operation

    return see_current_operation(err, op)


def custom_text(op: Operation) -> str:
    """The op as `<< *op` prints it in a diagnostic: custom form, local scope."""
    from pyopt.ir.printer import NameState, PrintOptions, Printer

    scope = op
    while not (scope.op_def is not None and scope.op_def.isolated) and scope.parent_op is not None:
        scope = scope.parent_op
    p = Printer(PrintOptions(generic=False, local_scope=True))
    own = len(op.results) if scope is op else 0
    p.names = NameState(scope, False, own)
    if own:
        p.names.names[op.results[0]] = "%0"
    p.print_op(op)
    text = p.finish()
    return "\n" + text if "\n" in text else text


def _quoted_types(values: Iterable[Any]) -> str:
    return ", ".join(f"'{v.type}'" for v in values)


def legalize_unresolved_materialization(cast: Operation, info: tuple[Any, str, Any]) -> None:
    converter, kind, original_type = info
    inputs = cast.operands
    if converter is not None:
        builder = Builder(InsertionPoint.before_op(cast))
        new: list[Any] | None
        if kind == SOURCE:
            v = converter.materialize_source_conversion(builder, cast.loc, cast.results[0].type, inputs)
            new = [v] if v is not None else None
        else:
            new = converter.materialize_target_conversion(builder, cast.loc, [r.type for r in cast.results],
                                                          inputs, original_type)
        if new:
            if trace.current is not None:
                made = ", ".join(v.op.name for v in new if hasattr(v, "op"))
                trace.current.event(f"materialization ({kind}) from ({_quoted_types(inputs)}) to "
                                    f"({_quoted_types(cast.results)}): {made or 'existing values'}")
            for result, value in zip(cast.results, new):
                for use in result.uses:
                    use.set(value)
            cast.erase()
            return
    err = cast.emit_plain_error(
        f"failed to legalize unresolved materialization from ({_quoted_types(inputs)}) to "
        f"({_quoted_types(cast.results)}) that remained live after conversion")
    _see_current_operation(err, cast)
    user = next(r.uses[0].owner for r in cast.results if r.uses)
    err.note("see existing live user here: " + custom_text(user), user.loc)
    raise err


def convert_operations(roots: list[Operation], target: ConversionTarget,
                       patterns: PatternSet | Iterable[RewritePattern], config: ConversionConfig, mode: str) -> None:
    from pyopt.conversion.reconcile_unrealized_casts import reconcile_unrealized_casts

    if not roots:
        return
    legalizer = OperationLegalizer(target, patterns, config)
    to_convert: list[Operation] = []
    for root in roots:
        to_convert.extend(collect_ops(root, target))
    rewriter = ConversionPatternRewriter(config)
    impl = rewriter.impl
    for op in to_convert:
        err = _convert_one(legalizer, rewriter, op, mode)
        if err is not None:
            if config.allow_pattern_rollback:
                impl.undo_rewrites()
            else:
                impl.apply_rewrites()
            raise err
    if mode == ANALYSIS:
        impl.undo_rewrites()
        return
    impl.apply_rewrites()
    casts = list(impl.unresolved)
    remaining: list[Operation] = []
    reconcile_unrealized_casts(casts, remaining)
    if config.build_materializations:
        for cast in remaining:
            legalize_unresolved_materialization(cast, impl.unresolved[cast])


def _convert_one(legalizer: OperationLegalizer, rewriter: ConversionPatternRewriter, op: Operation,
                 mode: str) -> MLIRError | None:
    config = legalizer.config
    if not legalizer.legalize(op, rewriter):
        if mode == FULL:
            return _see_current_operation(op.emit_plain_error(f"failed to legalize operation '{op.name}'"), op)
        if mode == PARTIAL:
            if legalizer.target.is_illegal(op):
                return _see_current_operation(op.emit_plain_error(
                    f"failed to legalize operation '{op.name}' that was explicitly marked illegal"), op)
            if config.unlegalized_ops is not None:
                config.unlegalized_ops.add(op)
    elif mode == ANALYSIS and config.legalizable_ops is not None:
        config.legalizable_ops.add(op)
    return None

