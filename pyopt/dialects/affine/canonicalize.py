"""Canonicalization patterns of the affine dialect (AffineOps.cpp):
SimplifyAffineOp (compose and canonicalize the map of apply, min, max and
the memory ops), the min/max patterns and the affine.if patterns."""

from __future__ import annotations

from typing import Callable, Iterable

from pyopt.ir import affine as AF
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter
from pyopt.dialects.affine.analysis import canonicalize_map_and_operands, compose_map_and_operands, flatten
from pyopt.dialects.affine.bounds import simplify_map_with_operands

Match = Callable[[Operation, PatternRewriter], bool]


class AffinePattern(RewritePattern):
    def __init__(self, root: str, name: str, fn: Match) -> None:
        super().__init__(root=root, name=name)
        self.fn = fn

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter)


_CPP = {"affine.apply": "AffineApplyOp", "affine.load": "AffineLoadOp", "affine.store": "AffineStoreOp",
        "affine.vector_load": "AffineVectorLoadOp", "affine.vector_store": "AffineVectorStoreOp",
        "affine.prefetch": "AffinePrefetchOp", "affine.min": "AffineMinOp", "affine.max": "AffineMaxOp"}

# Operands before the map operands.
_LEADING = {"affine.load": 1, "affine.store": 2, "affine.vector_load": 1, "affine.vector_store": 2,
            "affine.prefetch": 1}


def _anon(root: str, name: str, fn: Match) -> AffinePattern:
    return AffinePattern(root, f"(anonymous namespace)::{name}<mlir::affine::{_CPP[root]}>", fn)


def _map(op: Operation) -> AF.AffineMap:
    return op.properties["map"].value  # type: ignore[attr-defined]


def _replace_with_map(op: Operation, rewriter: PatternRewriter, m: AF.AffineMap, map_operands: list[Value],
                      name: str | None = None) -> None:
    """replaceOpWithNewOp<T>(op, ..., map, mapOperands): inherent properties
    kept, discardable attributes dropped."""
    lead = op.operands[:_LEADING.get(op.name, 0)]
    props = {k: v for k, v in op.properties.items() if k != "map"}
    props["map"] = A.AffineMapAttr(m)
    from pyopt.ir.registry import registry

    results = [T.index] if name == "affine.apply" else [r.type for r in op.results]
    klass = registry.lookup_op(name) if name is not None else type(op)
    assert klass is not None
    new = klass(list(lead) + list(map_operands), results, {}, props, [], [], op.loc)
    with rewriter.insertion_guard():
        rewriter.set_insertion_point(op)
        rewriter.insert(new)
    rewriter.replace_op(op, new)


def _simplify_affine_op(op: Operation, rewriter: PatternRewriter) -> bool:
    """SimplifyAffineOp<T>."""
    m = _map(op)
    old = op.operands[_LEADING.get(op.name, 0):]
    if len(old) != m.num_inputs:
        return False
    new_m, ops = compose_map_and_operands(m, old)
    new_m, ops = canonicalize_map_and_operands(new_m, ops)
    new_m = simplify_map_with_operands(new_m, ops)
    if new_m == m and len(ops) == len(old) and all(a is b for a, b in zip(ops, old)):
        return False
    _replace_with_map(op, rewriter, new_m, ops)
    return True


# ---- affine.min / affine.max -----------------------------------------------------------------
def _single_result(op: Operation, rewriter: PatternRewriter) -> bool:
    m = _map(op)
    if len(m.results) != 1:
        return False
    _replace_with_map(op, rewriter, m, list(op.operands), name="affine.apply")
    return True


def _dedup(op: Operation, rewriter: PatternRewriter) -> bool:
    m = _map(op)
    exprs: list[AF.AffineExpr] = []
    for r in m.results:
        if r not in exprs:
            exprs.append(r)
    if len(exprs) == len(m.results):
        return False
    _replace_with_map(op, rewriter, AF.AffineMap(m.num_dims, m.num_symbols, exprs), list(op.operands))
    return True


def _merge(op: Operation, rewriter: PatternRewriter) -> bool:
    """MergeAffineMinMaxOp: a min (max) of a min (max) merges its results."""
    m = _map(op)
    ops = op.operands
    if len(ops) != m.num_inputs:
        return False
    dims, syms = list(ops[:m.num_dims]), list(ops[m.num_dims:])
    exprs: list[AF.AffineExpr] = []
    producers: list[Operation] = []
    for r in m.results:
        v = None
        if isinstance(r, AF.AffineSymbolExpr):
            v = syms[r.position]
        elif isinstance(r, AF.AffineDimExpr):
            v = dims[r.position]
        owner = getattr(v, "op", None)
        if owner is not None and owner.name == op.name:
            producers.append(owner)
            continue
        exprs.append(r)
    if not producers:
        return False
    nd, ns = m.num_dims, m.num_symbols
    for p in producers:
        pm = _map(p)
        dims += p.operands[:pm.num_dims]
        syms += p.operands[pm.num_dims:]
        exprs += [e.shift_dims(pm.num_dims, nd).shift_symbols(pm.num_symbols, ns) for e in pm.results]
        nd += pm.num_dims
        ns += pm.num_symbols
    _replace_with_map(op, rewriter, AF.AffineMap(nd, ns, exprs), dims + syms)
    return True


def _term_order(op: Operation, rewriter: PatternRewriter) -> bool:
    """CanonicalizeAffineMinMaxOpExprAndTermOrder: results sorted by their
    flattened coefficients, when all are pure affine without locals."""
    m = _map(op)
    flats: list[list[int]] = []
    for r in m.results:
        if not r.is_pure_affine():
            return False
        f = flatten(r, m.num_dims, m.num_symbols)
        if f is None or len(f[0]) != m.num_inputs + 1:
            return False
        flats.append(f[0])
    if all(flats[i] <= flats[i + 1] for i in range(len(flats) - 1)):
        return False
    order = sorted(range(len(flats)), key=lambda i: flats[i])
    new = AF.AffineMap(m.num_dims, m.num_symbols, [m.results[i] for i in order])
    _replace_with_map(op, rewriter, new, list(op.operands))
    return True


def _min_max(root: str) -> list[RewritePattern]:
    cpp = _CPP[root]
    names = ["CanonicalizeSingleResultAffineMinMaxOp", "DeduplicateAffineMinMaxExpressions", "MergeAffineMinMaxOp"]
    out: list[RewritePattern] = [AffinePattern(root, f"{n}<mlir::affine::{cpp}>", fn)
                                 for n, fn in zip(names, (_single_result, _dedup, _merge))]
    out.append(_anon(root, "SimplifyAffineOp", _simplify_affine_op))
    out.append(AffinePattern(root, f"CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::{cpp}>", _term_order))
    return out


@canonicalization_patterns("affine.min")
def _min_patterns() -> Iterable[RewritePattern]:
    return _min_max("affine.min")


@canonicalization_patterns("affine.max")
def _max_patterns() -> Iterable[RewritePattern]:
    return _min_max("affine.max")


def _simplify_patterns(root: str) -> Callable[[], Iterable[RewritePattern]]:
    def make() -> Iterable[RewritePattern]:
        return [_anon(root, "SimplifyAffineOp", _simplify_affine_op)]
    return make


for _root in ("affine.apply", "affine.load", "affine.store", "affine.vector_load", "affine.vector_store",
              "affine.prefetch"):
    canonicalization_patterns(_root)(_simplify_patterns(_root))


# ---- affine.if -------------------------------------------------------------------------------------
def _dead_else(op: Operation, rewriter: PatternRewriter) -> bool:
    """SimplifyDeadElse: an else region holding only its yield goes."""
    els = op.regions[1]
    if not els.blocks or op.results:
        return False
    block = els.blocks[0]
    if block.first is None or block.first is not block.last:
        return False
    rewriter.start_op_modification(op)
    rewriter.erase_block(block)
    rewriter.finalize_op_modification(op)
    return True


def _always_true_or_false(op: Operation, rewriter: PatternRewriter) -> bool:
    s = op.properties["condition"].value  # type: ignore[attr-defined]
    if s.is_empty_integer_set():
        if not op.results and not op.regions[1].blocks:
            rewriter.erase_op(op)
            return True
        block = op.regions[1].blocks[0]
    elif (s.num_equalities == 1 and s.num_inequalities == 0 and isinstance(s.constraints[0], AF.AffineConstantExpr)
          and s.constraints[0].value == 0):
        block = op.regions[0].blocks[0]
    else:
        return False
    terminator = block.last
    assert terminator is not None
    values = list(terminator.operands)
    rewriter.inline_block_before(block, op.parent, op)  # type: ignore[arg-type]
    rewriter.replace_op(op, values)
    rewriter.erase_op(terminator)
    return True


@canonicalization_patterns("affine.if")
def _if_patterns() -> Iterable[RewritePattern]:
    return [AffinePattern("affine.if", "(anonymous namespace)::SimplifyDeadElse", _dead_else),
            AffinePattern("affine.if", "(anonymous namespace)::AlwaysTrueOrFalseIf", _always_true_or_false)]

