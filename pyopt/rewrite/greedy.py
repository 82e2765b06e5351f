"""MLIR 22's greedy pattern rewrite driver (GreedyPatternRewriteDriver.cpp):
`apply_patterns_greedily(op, patterns, config)`.

One iteration: a fresh worklist and constant table; seed the worklist
(post-order, or pre-order reversed when top-down), de-duplicating and
hoisting constants on the way; erase unreachable blocks; pop ops LIFO:
erase the trivially dead, fold (constants materialized right before the
op), else apply the first pattern that succeeds (see applicator.py for the
order); then simplify the regions.  Iterate until nothing changed or
`max_iterations` is reached.  See shared/spec/rewriting.md section 1.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.ir.ods import ConstantLike
from pyopt.rewrite import trace
from pyopt.rewrite.applicator import FrozenPatternSet, PatternApplicator
from pyopt.rewrite.folding import OperationFolder, constant_value, dialect_of, fold_op, materialize_constant
from pyopt.rewrite.pattern import PatternSet, RewritePattern
from pyopt.rewrite.region_simplify import erase_unreachable_blocks, simplify_regions
from pyopt.rewrite.rewriter import Listener, PatternRewriter
from pyopt.rewrite.side_effects import is_op_trivially_dead

if TYPE_CHECKING:
    pass

NO_LIMIT = -1
_UNCHANGED, _CHANGED, _REWRITTEN = 0, 1, 2


class GreedySimplifyRegionLevel:
    DISABLED = "disabled"
    NORMAL = "normal"
    AGGRESSIVE = "aggressive"


class GreedyRewriteStrictness:
    ANY_OP = "any-op"
    EXISTING_AND_NEW_OPS = "existing-and-new-ops"
    EXISTING_OPS = "existing-ops"


class GreedyRewriteConfig:
    """MLIR's GreedyRewriteConfig (its defaults)."""

    def __init__(self, use_top_down_traversal: bool = False,
                 region_simplification_level: str = GreedySimplifyRegionLevel.AGGRESSIVE,
                 max_iterations: int = 10, max_num_rewrites: int = NO_LIMIT, scope: Region | None = None,
                 strictness: str = GreedyRewriteStrictness.ANY_OP, enable_folding: bool = True,
                 enable_constant_cse: bool = True, listener: Listener | None = None) -> None:
        self.use_top_down_traversal = use_top_down_traversal
        self.region_simplification_level = region_simplification_level
        self.max_iterations = max_iterations
        self.max_num_rewrites = max_num_rewrites
        self.scope = scope
        self.strictness = strictness
        self.enable_folding = enable_folding
        self.enable_constant_cse = enable_constant_cse
        self.listener = listener


class GreedyResult:
    """What a run did: `converged` (the last iteration changed nothing) and
    `changed` (some iteration changed the IR)."""

    __slots__ = ("converged", "changed")

    def __init__(self, converged: bool, changed: bool) -> None:
        self.converged = converged
        self.changed = changed

    def __bool__(self) -> bool:
        return self.converged

    def __repr__(self) -> str:
        return f"GreedyResult(converged={self.converged}, changed={self.changed})"


class Worklist:
    """LIFO with set-like push (a present op keeps its position) and O(1)
    removal (the slot is cleared)."""

    __slots__ = ("items", "index")

    def __init__(self) -> None:
        self.items: list[Operation | None] = []
        self.index: dict[int, int] = {}

    def clear(self) -> None:
        self.items.clear()
        self.index.clear()

    def push(self, op: Operation) -> None:
        if id(op) in self.index:
            return
        self.index[id(op)] = len(self.items)
        self.items.append(op)

    def pop(self) -> Operation | None:
        items = self.items
        while items:
            op = items.pop()
            if op is not None:
                del self.index[id(op)]
                return op
        return None

    def remove(self, op: Operation) -> None:
        i = self.index.pop(id(op), None)
        if i is not None:
            self.items[i] = None

    def reverse(self) -> None:
        self.items.reverse()
        n = len(self.items) - 1
        self.index = {k: n - i for k, i in self.index.items()}

    def __bool__(self) -> bool:
        return bool(self.index)


class _Driver(Listener):
    """The state of one region's run; listens to its own rewriter."""

    def __init__(self, region: Region, patterns: FrozenPatternSet, config: GreedyRewriteConfig) -> None:
        self.region = region
        self.config = config
        self.scope = config.scope if config.scope is not None else region
        self.worklist = Worklist()
        self.rewriter = PatternRewriter(listener=self)
        self.applicator = PatternApplicator(patterns)
        self.strict = config.strictness != GreedyRewriteStrictness.ANY_OP
        self.filtered: set[int] = set()
        if self.strict:
            for op in region.ops():
                for nested in op.walk():
                    self.filtered.add(id(nested))

    # -- worklist -----------------------------------------------------------------------------
    def add_to_worklist(self, op: Operation) -> None:
        """Push `op` and its ancestors up to the scope (none when outside it)."""
        ancestors = []
        scope = self.scope
        cur: Operation | None = op
        while cur is not None:
            ancestors.append(cur)
            block = cur.parent
            region = block.parent if block is not None else None
            if region is scope:
                push = self.worklist.push
                if self.strict:
                    for a in ancestors:
                        if id(a) in self.filtered:
                            push(a)
                else:
                    for a in ancestors:
                        push(a)
                return
            if region is None:
                return
            cur = region.parent

    def add_operands_to_worklist(self, op: Operation) -> None:
        for operand in op.op_operands:
            value = operand.value
            defining = getattr(value, "op", None)
            if defining is None:
                continue
            other: Operation | None = None
            more = False
            use = value.first_use
            while use is not None:
                user = use.owner
                if user is not op and user is not other:
                    if other is None:
                        other = user
                    else:
                        more = True
                        break
                use = use.next_use
            if not more:
                self.add_to_worklist(defining)

    # -- listener -----------------------------------------------------------------------------
    def notify_op_inserted(self, op: Operation, prev_block: Block | None, prev_next: Operation | None) -> None:
        listener = self.config.listener
        if listener is not None:
            listener.notify_op_inserted(op, prev_block, prev_next)
        if self.config.strictness == GreedyRewriteStrictness.EXISTING_AND_NEW_OPS:
            self.filtered.add(id(op))
        self.add_to_worklist(op)

    def notify_op_modified(self, op: Operation) -> None:
        listener = self.config.listener
        if listener is not None:
            listener.notify_op_modified(op)
        self.add_to_worklist(op)

    def notify_op_replaced(self, op: Operation, values: Sequence[Value | None]) -> None:
        listener = self.config.listener
        if listener is not None:
            listener.notify_op_replaced(op, values)

    def notify_op_erased(self, op: Operation) -> None:
        listener = self.config.listener
        if listener is not None:
            listener.notify_op_erased(op)
        self.add_operands_to_worklist(op)
        self.worklist.remove(op)
        if self.strict:
            self.filtered.discard(id(op))

    def notify_block_inserted(self, block: Block, prev_region: Region | None, prev_next: Block | None) -> None:
        if self.config.listener is not None:
            self.config.listener.notify_block_inserted(block, prev_region, prev_next)

    def notify_block_erased(self, block: Block) -> None:
        if self.config.listener is not None:
            self.config.listener.notify_block_erased(block)

    def notify_match_failure(self, op: Operation, reason: str) -> None:
        if self.config.listener is not None:
            self.config.listener.notify_match_failure(op, reason)

    # -- one iteration ---------------------------------------------------------------------------
    def seed(self) -> None:
        folder = OperationFolder(self.rewriter)
        cse = self.config.enable_constant_cse

        def is_duplicate_constant(op: Operation) -> bool:
            if op.op_def is None or ConstantLike not in op.op_def.trait_classes:
                return False
            value = constant_value(op)
            if value is None:
                return False
            return not folder.insert_known_constant(op, value)

        if not self.config.use_top_down_traversal:
            for op in _post_order(self.region):
                if not cse or not is_duplicate_constant(op):
                    self.add_to_worklist(op)
        else:
            _pre_order(self.region, lambda op: not (cse and is_duplicate_constant(op)) and
                       (self.add_to_worklist(op) or True))
            self.worklist.reverse()

    def process_worklist(self) -> bool:
        changed = False
        num_rewrites = 0
        limit = self.config.max_num_rewrites
        worklist = self.worklist
        process = self._process_op if trace.current is None else self._process_op_traced
        while worklist and (limit == NO_LIMIT or num_rewrites < limit):
            op = worklist.pop()
            if op is None:
                break
            outcome = process(op)
            if outcome:
                changed = True
                if outcome == _REWRITTEN:
                    num_rewrites += 1
        return changed

    def _process_op(self, op: Operation) -> int:
        """Erase, fold or rewrite one op: _UNCHANGED, _CHANGED or _REWRITTEN."""
        config = self.config
        if is_op_trivially_dead(op):
            self.rewriter.erase_op(op)
            return _CHANGED
        if config.enable_folding and (op.op_def is None or ConstantLike not in op.op_def.trait_classes):
            results = fold_op(op)
            if results is not None:
                if not results:
                    self.notify_op_modified(op)
                    return _CHANGED
                if self._replace_by_fold_results(op, results):
                    return _CHANGED
                if trace.current is not None:
                    trace.current.event("fold: its constants could not be materialized")
        if self.applicator.match_and_rewrite(op, self.rewriter) is not None:
            return _REWRITTEN
        return _UNCHANGED

    def _process_op_traced(self, op: Operation) -> int:
        """_process_op, recorded in the conversion trace (folds as events)."""
        tr = trace.current
        assert tr is not None
        node = tr.begin_op(op)
        dead = is_op_trivially_dead(op)
        outcome = self._process_op(op)
        if dead:
            tr.event("erased: trivially dead")
        elif outcome == _CHANGED and not node.children:
            tr.event("folded" if op.parent is None else "folded in place")
        tr.end_op(node)
        if not node.children and node.parent is not None:
            node.parent.children.remove(node)  # nothing to say about this op
        return outcome

    def _replace_by_fold_results(self, op: Operation, results: list[Any]) -> bool:
        rewriter = self.rewriter
        assert len(results) == len(op.results), f"{op.name}: folder produced {len(results)} results"
        replacements: list[Value] = []
        made: list[Operation] = []
        with rewriter.insertion_guard():
            rewriter.set_insertion_point(op)
            for res, result in zip(results, op.results):
                if isinstance(res, Value):
                    replacements.append(res)
                    continue
                const = materialize_constant(rewriter, dialect_of(op), res, result.type, op.loc)
                if const is None:
                    for m in made:
                        rewriter.erase_op(m)
                    return False
                made.append(const)
                replacements.append(const.results[0])
        rewriter.replace_op(op, replacements)
        return True

    def simplify(self) -> GreedyResult:
        config = self.config
        iteration = 0
        continue_rewrites = False
        while True:
            iteration += 1
            if config.max_iterations != NO_LIMIT and iteration > config.max_iterations:
                break
            self.worklist.clear()
            self.seed()
            continue_rewrites = erase_unreachable_blocks(self.rewriter, [self.region])
            continue_rewrites |= self.process_worklist()
            level = config.region_simplification_level
            if level != GreedySimplifyRegionLevel.DISABLED:
                continue_rewrites |= simplify_regions(self.rewriter, [self.region],
                                                      merge_blocks=level == GreedySimplifyRegionLevel.AGGRESSIVE)
            if not continue_rewrites:
                break
        return GreedyResult(not continue_rewrites, iteration > 1 or continue_rewrites)


def _post_order(region: Region) -> list[Operation]:
    """Region::walk's post-order (nested ops first), as a list taken before
    any change (MLIR iterates with early increment)."""
    out: list[Operation] = []
    # Iterative: (op, done) pairs; children pushed reversed so they come out in order.
    stack: list[tuple[Operation, bool]] = [(op, False) for op in reversed(list(region.ops()))]
    while stack:
        op, done = stack.pop()
        if done or not op.regions:
            out.append(op)
            continue
        stack.append((op, True))
        nested = [n for r in op.regions for b in r.blocks for n in b.ops]
        stack.extend((n, False) for n in reversed(nested))
    return out


def _pre_order(region: Region, visit: Any) -> None:
    """Pre-order walk; `visit(op)` returns False to skip the op's regions.
    The next op of a block is taken before visiting (early increment)."""
    def walk_block_ops(block: Block) -> None:
        op = block.first
        while op is not None:
            nxt = op.next
            if visit(op):
                for r in op.regions:
                    for b in list(r.blocks):
                        walk_block_ops(b)
            op = nxt

    for block in list(region.blocks):
        walk_block_ops(block)


def _freeze(patterns: Any) -> FrozenPatternSet:
    if isinstance(patterns, FrozenPatternSet):
        return patterns
    if isinstance(patterns, PatternSet):
        return FrozenPatternSet(patterns)
    return FrozenPatternSet(PatternSet(list(patterns or ())))


def apply_patterns_greedily(op: Operation | Region, patterns: Any = (),
                            config: GreedyRewriteConfig | None = None) -> GreedyResult:
    """Rewrite the regions of `op` (an isolated-from-above op, itself never
    rewritten) or one region until a fixpoint.  `patterns`: a PatternSet,
    FrozenPatternSet or a list of patterns."""
    config = config or GreedyRewriteConfig()
    frozen = _freeze(patterns)
    regions = [op] if isinstance(op, Region) else list(op.regions)
    converged = True
    changed = False
    for region in regions:
        result = _Driver(region, frozen, config).simplify()
        converged = converged and result.converged
        changed = changed or result.changed
    return GreedyResult(converged, changed)


def walk_and_apply_patterns(op: Operation, patterns: Any, listener: Listener | None = None) -> None:
    """MLIR's walkAndApplyPatterns: one post-order walk, each op tried once
    against the patterns (no folding, no worklist, no iteration)."""
    frozen = _freeze(patterns)
    applicator = PatternApplicator(frozen)
    rewriter = PatternRewriter(listener=listener)
    for region in op.regions:
        for nested in _post_order(region):
            if nested.parent is None:  # erased by an earlier rewrite
                continue
            applicator.match_and_rewrite(nested, rewriter)


def apply_op_patterns_greedily(ops: Iterable[Operation], patterns: Any,
                               config: GreedyRewriteConfig | None = None) -> GreedyResult:
    """MLIR's applyOpPatternsGreedily: only the given ops (and, with
    ExistingAndNewOps, the ops the rewrites create) are processed, once
    each worklist pass, without region simplification."""
    config = config or GreedyRewriteConfig(strictness=GreedyRewriteStrictness.EXISTING_AND_NEW_OPS)
    ops = list(ops)
    if not ops:
        return GreedyResult(True, False)
    frozen = _freeze(patterns)
    region = ops[0].parent.parent if ops[0].parent is not None else None
    assert region is not None
    driver = _Driver(region, frozen, config)
    driver.scope = None  # type: ignore[assignment]
    driver.strict = config.strictness != GreedyRewriteStrictness.ANY_OP
    driver.filtered = {id(o) for o in ops}
    driver.scope = _common_scope(ops)
    for o in ops:
        driver.add_to_worklist(o)
    changed = driver.process_worklist()
    converged = not driver.worklist
    return GreedyResult(converged, changed)


def _common_scope(ops: Sequence[Operation]) -> Region | None:
    """The closest region that contains all ops (MLIR's findCommonAncestor)."""
    def chain(op: Operation) -> list[Region]:
        out = []
        block = op.parent
        while block is not None and block.parent is not None:
            out.append(block.parent)
            parent = block.parent.parent
            block = parent.parent if parent is not None else None
        return out

    chains = [chain(o) for o in ops]
    for r in chains[0]:
        if all(any(r is x for x in c) for c in chains[1:]):
            return r
    return None


__all__ = ["GreedyRewriteConfig", "GreedySimplifyRegionLevel", "GreedyRewriteStrictness", "GreedyResult",
           "apply_patterns_greedily", "walk_and_apply_patterns", "apply_op_patterns_greedily", "RewritePattern"]
