"""`--canonicalize` (MLIR's Canonicalizer pass): the greedy driver with the
folds and the canonicalization patterns of the loaded dialects."""

from __future__ import annotations

from typing import Any

from pyopt.passes.pass_base import Option, Pass, PassFailure

_LEVELS = ("disabled", "normal", "aggressive")


class Canonicalizer(Pass):
    argument = "canonicalize"
    name = "Canonicalizer"
    summary = "Canonicalize operations"
    anchor = None

    top_down = Option(bool, True, "Seed the worklist in general top-down order")
    region_simplify = Option(_LEVELS, "normal", "Perform control flow optimizations to the region tree")
    max_iterations = Option(int, 10, "Max. iterations between applying patterns / simplifying regions")
    max_num_rewrites = Option(int, -1, "Max. number of pattern rewrites within an iteration")
    test_convergence = Option(bool, False, "Test only: Fail pass on non-convergence to detect cyclic pattern")
    disable_patterns = Option(list, [], "Labels of patterns that should be filtered out during application")
    enable_patterns = Option(list, [], "Labels of patterns that should be used during application, all other "
                                       "patterns are filtered out")

    def __init__(self, **options: Any) -> None:
        super().__init__(**options)
        self._frozen: Any = None

    def initialize(self, dialects: Any = None) -> None:
        """Build the pattern set once, from the dialects loaded now (MLIR
        builds it in Pass::initialize, before the pipeline runs)."""
        from pyopt.ir.registry import registry
        from pyopt.rewrite.applicator import FrozenPatternSet
        from pyopt.rewrite.canonicalization import collect_canonicalization_patterns

        names = list(dialects) if dialects is not None else list(registry.dialects)
        patterns = collect_canonicalization_patterns(names)
        enabled = list(self.enable_patterns or ())
        disabled = set(self.disable_patterns or ())

        def keep(p: Any) -> bool:
            labels = {p.debug_name, *getattr(p, "debug_labels", ())}
            if enabled and not labels & set(enabled):
                return False
            return not labels & disabled

        self._frozen = FrozenPatternSet(patterns, enabled=keep)

    def run_on_operation(self, op: Any) -> None:
        from pyopt.rewrite.greedy import GreedyRewriteConfig, apply_patterns_greedily

        if self._frozen is None:
            self.initialize()
        config = GreedyRewriteConfig(use_top_down_traversal=bool(self.top_down),
                                     region_simplification_level=self.region_simplify,
                                     max_iterations=int(self.max_iterations),
                                     max_num_rewrites=int(self.max_num_rewrites))
        result = apply_patterns_greedily(op, self._frozen, config)
        if self.test_convergence and not result.converged:
            raise PassFailure(None)
