"""Rewrite patterns and pattern sets (MLIR's RewritePattern, RewritePatternSet).

A pattern states its root, its benefit and a readable name, and rewrites
one op in `match_and_rewrite(op, rewriter) -> bool`: it returns True when it
changed the IR and False (changing nothing) when it does not apply.

    class FoldDoubleNeg(RewritePattern):
        root = "arith.negf"
        benefit = 1
        def match_and_rewrite(self, op, rewriter):
            inner = op.operands[0].owner
            if not isinstance(inner, Operation) or inner.name != "arith.negf":
                return rewriter.notify_match_failure(op, "operand is not a negf")
            rewriter.replace_op(op, [inner.operands[0]])
            return True

or, as a function:

    @pattern("arith.negf", benefit=1)
    def fold_double_neg(op, rewriter): ...

The root is an op name (or an OpDef class), a trait class (`Commutative`),
an interface class (a mixin the op classes inherit) or None (any op).

The candidates for one op are tried highest benefit first and, among equal
benefits, in registration order (the order of `PatternSet.add`).  That rule
does not depend on which dialects are loaded or on anything else; see
pyopt/rewrite/applicator.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Iterator

if TYPE_CHECKING:
    from pyopt.ir.core import Operation
    from pyopt.rewrite.rewriter import PatternRewriter

MAX_BENEFIT = 65534  # PatternBenefit's range, as in MLIR


class RewritePattern:
    """Base of all patterns.  Subclasses set the class attributes (or pass
    them to __init__) and implement `match_and_rewrite`."""

    root: ClassVar[Any] = None
    benefit: int = 1
    # Readable name for traces, tie reports and enable/disable filters;
    # defaults to the class name.
    debug_name: str = ""
    # Names of ops the pattern may create (MLIR's generatedNames): used by the
    # conversion driver's legalization depth.
    generated_ops: tuple[str, ...] = ()
    # Set to allow a pattern to apply again to an op it created (MLIR's
    # setHasBoundedRewriteRecursion).
    bounded_recursion: bool = False

    def __init__(self, *, benefit: int | None = None, root: Any = None, name: str | None = None,
                 generated_ops: Iterable[str] | None = None) -> None:
        if benefit is not None:
            self.benefit = benefit
        if root is not None:
            self.root = root
        if name is not None:
            self.debug_name = name
        if generated_ops is not None:
            self.generated_ops = tuple(generated_ops)
        if not 0 <= self.benefit <= MAX_BENEFIT:
            raise ValueError(f"pattern benefit {self.benefit} out of range 0..{MAX_BENEFIT}")
        if not self.debug_name:
            self.debug_name = type(self).__name__

    @property
    def name(self) -> str:
        return self.debug_name

    def root_name(self) -> str | None:
        """The op name this pattern is rooted on, or None for a trait,
        interface or any-op pattern."""
        root = self.root
        if isinstance(root, str):
            return root
        if isinstance(root, type) and "name" in vars(root) and isinstance(vars(root)["name"], str):
            return vars(root)["name"]
        return None

    def is_rootless(self) -> bool:
        return self.root_name() is None

    def matches_root(self, op: Operation) -> bool:
        """Whether `op` is one this pattern is rooted on (the match itself
        is `match_and_rewrite`)."""
        root = self.root
        if root is None:
            return True
        name = self.root_name()
        if name is not None:
            return op.name == name
        from pyopt.ir.ods import Trait

        if isinstance(root, type) and issubclass(root, Trait):
            return op.has_trait(root)
        return isinstance(op, root)

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        raise NotImplementedError(f"{type(self).__name__}.match_and_rewrite")

    def __repr__(self) -> str:
        return f"<pattern {self.debug_name} on {self.root_name() or self.root} benefit {self.benefit}>"


class FunctionPattern(RewritePattern):
    """A pattern made from a function `fn(op, rewriter) -> bool`."""

    def __init__(self, fn: Callable[[Any, Any], bool], root: Any, benefit: int = 1, name: str | None = None,
                 generated_ops: Iterable[str] | None = None) -> None:
        self.fn = fn
        super().__init__(benefit=benefit, root=root, name=name or fn.__name__, generated_ops=generated_ops)
        self.root = root  # None (any op) is a legitimate root here

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return bool(self.fn(op, rewriter))


def pattern(root: Any, benefit: int = 1, name: str | None = None,
            generated_ops: Iterable[str] | None = None) -> Callable[[Callable[[Any, Any], bool]], FunctionPattern]:
    """Decorator: `@pattern("arith.addi", benefit=2)` on `fn(op, rewriter)`."""

    def wrap(fn: Callable[[Any, Any], bool]) -> FunctionPattern:
        return FunctionPattern(fn, root, benefit, name, generated_ops)

    return wrap


class PatternSet:
    """An ordered collection of patterns (MLIR's RewritePatternSet).  The
    position of a pattern in the set is its registration index, the
    tie-break among equal benefits."""

    def __init__(self, patterns: Iterable[RewritePattern] = ()) -> None:
        self.patterns: list[RewritePattern] = []
        self.add(*patterns)

    def add(self, *patterns: RewritePattern) -> PatternSet:
        for p in patterns:
            if isinstance(p, type):
                p = p()
            self.patterns.append(p)
        return self

    def extend(self, other: PatternSet | Iterable[RewritePattern]) -> PatternSet:
        return self.add(*(other.patterns if isinstance(other, PatternSet) else other))

    def __iter__(self) -> Iterator[RewritePattern]:
        return iter(self.patterns)

    def __len__(self) -> int:
        return len(self.patterns)
