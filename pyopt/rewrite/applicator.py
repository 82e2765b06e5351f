"""Which pattern applies to an op (MLIR's FrozenRewritePatternSet and
PatternApplicator).

The tie rule, the same on every run and whatever dialects are loaded:

    the candidates for an op are tried highest benefit first; among equal
    benefits, in registration order (the order patterns were added to the
    PatternSet).  The first that succeeds wins.

MLIR 22.1.8's conversion driver breaks ties differently when a rootless
pattern is registered (shared/spec/gpu-to-llvm.md 8.1); that legacy order is
available to the conversion driver behind an explicit option and is never
the default.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from pyopt.rewrite import ties, trace
from pyopt.rewrite.pattern import PatternSet, RewritePattern

if TYPE_CHECKING:
    from pyopt.ir.core import Operation
    from pyopt.rewrite.rewriter import PatternRewriter


def tie_rule_key(index_and_pattern: tuple[int, RewritePattern]) -> tuple[int, int]:
    """Sort key of the tie rule: benefit descending, then registration index."""
    index, p = index_and_pattern
    return (-p.benefit, index)


class FrozenPatternSet:
    """Patterns indexed for matching: per op name, the candidates in tie-rule
    order.  Op-name-rooted patterns are found by name; trait-, interface-
    and any-op patterns are checked per op class once and cached."""

    def __init__(self, patterns: PatternSet | Iterable[RewritePattern] = (),
                 enabled: Callable[[RewritePattern], bool] | None = None) -> None:
        pats = list(patterns.patterns if isinstance(patterns, PatternSet) else patterns)
        if enabled is not None:
            pats = [p for p in pats if enabled(p)]
        self.patterns: list[RewritePattern] = pats
        self.index = {id(p): i for i, p in enumerate(pats)}
        self.by_name: dict[str, list[tuple[int, RewritePattern]]] = {}
        self.rootless: list[tuple[int, RewritePattern]] = []
        for i, p in enumerate(pats):
            name = p.root_name()
            if name is None:
                self.rootless.append((i, p))
            else:
                self.by_name.setdefault(name, []).append((i, p))
        self._cache: dict[tuple[str, type], list[RewritePattern]] = {}

    def has_rootless(self) -> bool:
        return bool(self.rootless)

    def registration_index(self, p: RewritePattern) -> int:
        return self.index[id(p)]

    def candidates(self, op: Operation) -> list[RewritePattern]:
        """The patterns that may apply to `op`, in the order they are tried."""
        key = (op.name, type(op))
        found = self._cache.get(key)
        if found is None:
            entries = list(self.by_name.get(op.name, ()))
            entries.extend(e for e in self.rootless if e[1].matches_root(op))
            entries.sort(key=tie_rule_key)
            found = self._cache[key] = [p for _, p in entries]
        return found


class PatternApplicator:
    """Tries the candidates of an op in order; the first success wins."""

    def __init__(self, frozen: FrozenPatternSet,
                 order: Callable[[Operation, list[RewritePattern]], Sequence[RewritePattern]] | None = None,
                 trial: Callable[[RewritePattern, Operation], bool] | None = None,
                 tie_rule: str = "the tie rule (registration order)") -> None:
        self.frozen = frozen
        # A different candidate order (the conversion driver's legacy mode).
        self.order = order
        # Tie detection (pyopt/rewrite/ties.py): whether a pattern would
        # succeed on an op, leaving the IR unchanged.  The greedy default
        # journals and undoes; the conversion driver brings its own.
        self.trial = trial
        self.tie_rule = tie_rule

    def candidates(self, op: Operation) -> Sequence[RewritePattern]:
        found = self.frozen.candidates(op)
        return self.order(op, found) if self.order is not None else found

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter,
                          can_apply: Callable[[RewritePattern], bool] | None = None,
                          on_failure: Callable[[RewritePattern], None] | None = None,
                          on_success: Callable[[RewritePattern], bool] | None = None) -> RewritePattern | None:
        """Apply the first candidate that succeeds; returns it, or None.

        `can_apply` filters candidates; `on_failure` is told of each pattern
        that did not apply; `on_success` may reject a success (the conversion
        driver does, when the new IR cannot be legalized) after which the
        next candidate is tried."""
        candidates = self.candidates(op)
        if ties.mode != ties.OFF and len(candidates) > 1:
            self._check_ties(op, [p for p in candidates if can_apply is None or can_apply(p)])
        if trace.current is not None:
            return self._traced(trace.current, op, candidates, rewriter, can_apply, on_failure, on_success)
        for p in candidates:
            if can_apply is not None and not can_apply(p):
                continue
            rewriter.set_insertion_point(op)
            if p.match_and_rewrite(op, rewriter):
                if on_success is None or on_success(p):
                    return p
            elif on_failure is not None:
                on_failure(p)
        return None

    def _traced(self, tr: Any, op: Operation, candidates: Sequence[RewritePattern], rewriter: PatternRewriter,
                can_apply: Callable[[RewritePattern], bool] | None,
                on_failure: Callable[[RewritePattern], None] | None,
                on_success: Callable[[RewritePattern], bool] | None) -> RewritePattern | None:
        """match_and_rewrite, recording each attempt in the conversion trace."""
        for p in candidates:
            if can_apply is not None and not can_apply(p):
                tr.event(f"pattern {p.debug_name} (benefit {p.benefit}): skipped (already applied in this "
                         "legalization)")
                continue
            rewriter.set_insertion_point(op)
            node = tr.begin_pattern(p)
            if p.match_and_rewrite(op, rewriter):
                if on_success is None or on_success(p):
                    tr.end_pattern(node, "applied")
                    return p
                tr.end_pattern(node, "failed (its new IR could not be legalized; rolled back)")
            else:
                tr.end_pattern(node, "failed")
                if on_failure is not None:
                    on_failure(p)
        return None

    def _check_ties(self, op: Operation, candidates: list[RewritePattern]) -> None:
        """Report a tie in the best benefit group that has a success."""
        trial = self.trial
        if trial is None:
            from pyopt.rewrite.trial import would_succeed

            trial = would_succeed
        i = 0
        while i < len(candidates):
            benefit = candidates[i].benefit
            j = i
            while j < len(candidates) and candidates[j].benefit == benefit:
                j += 1
            group = candidates[i:j]
            succeeded = [p for p in group if trial(p, op)]
            if len(succeeded) >= 2:
                ties.report_tie(op, benefit, succeeded, self.tie_rule)
            if succeeded:
                return
            i = j
