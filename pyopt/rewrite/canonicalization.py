"""Where canonicalization patterns come from: each dialect's canonicalize
module (CANONICALIZE_MODULES, imported on first use) registers patterns per
op name with `@canonicalization_patterns("arith.addi")` on a function
returning the op's patterns (MLIR's getCanonicalizationPatterns), or
dialect-level ones with `@dialect_canonicalization_patterns("arith")`."""

from __future__ import annotations

from typing import Callable, Iterable

from pyopt.rewrite.lazy import import_dialect_module
from pyopt.rewrite.pattern import PatternSet, RewritePattern

CANONICALIZE_MODULES: dict[str, str] = {
    "arith": "pyopt.dialects.arith.canonicalize",
    "cf": "pyopt.dialects.cf_canonicalize",
    "scf": "pyopt.dialects.scf_canonicalize",
    "memref": "pyopt.dialects.memref.canonicalize",
    "vector": "pyopt.dialects.vector.canonicalize",
    "llvm": "pyopt.dialects.llvm.canonicalize",
    "gpu": "pyopt.dialects.gpu.canonicalize",
    "index": "pyopt.dialects.index_canonicalize",
    "func": "pyopt.dialects.func_canonicalize",
    "complex": "pyopt.dialects.complex_canonicalize",
    "affine": "pyopt.dialects.affine.canonicalize",
    "tensor": "pyopt.dialects.tensor.canonicalize",
}

PatternsFn = Callable[[], Iterable[RewritePattern]]
_op_patterns: dict[str, list[PatternsFn]] = {}
_dialect_patterns: dict[str, list[PatternsFn]] = {}
_loaded: set[str] = set()


def canonicalization_patterns(*op_names: str) -> Callable[[PatternsFn], PatternsFn]:
    def wrap(fn: PatternsFn) -> PatternsFn:
        for name in op_names:
            _op_patterns.setdefault(name, []).append(fn)
        return fn

    return wrap


def dialect_canonicalization_patterns(dialect: str) -> Callable[[PatternsFn], PatternsFn]:
    def wrap(fn: PatternsFn) -> PatternsFn:
        _dialect_patterns.setdefault(dialect, []).append(fn)
        return fn

    return wrap


def load_dialect_canonicalization(dialect: str) -> None:
    import_dialect_module(CANONICALIZE_MODULES, _loaded, dialect)


def collect_canonicalization_patterns(dialects: Iterable[str]) -> PatternSet:
    """The canonicalizer's pattern set for the loaded `dialects`: first the
    dialect-level patterns (dialects by name), then every registered op's
    patterns, ops sorted by full name (Canonicalizer.cpp's order)."""
    from pyopt.ir.registry import registry

    names = sorted(set(dialects))
    for d in names:
        load_dialect_canonicalization(d)
    patterns = PatternSet()
    for d in names:
        for fn in _dialect_patterns.get(d, ()):
            patterns.add(*fn())
    op_names: list[str] = []
    for d in names:
        dialect = registry.dialects.get(d)
        if dialect is not None:
            op_names.extend(dialect.ops)
    for name in sorted(op_names):
        for fn in _op_patterns.get(name, ()):
            patterns.add(*fn())
    return patterns
