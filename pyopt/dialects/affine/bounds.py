"""Simplifications that use the constant bounds of affine.for induction
variables (AffineOps.cpp: simplifyMapWithOperands,
simplifyMinOrMaxExprWithOperands; AffineExpr.cpp: getBoundForAffineExpr)."""

from __future__ import annotations

import math
from typing import Sequence

from pyopt.ir import affine as AF
from pyopt.ir.core import BlockArgument, Operation, Value
from pyopt.dialects.affine.analysis import flatten

Bounds = Sequence["int | None"]


def _for_of_iv(v: Value) -> Operation | None:
    """getForInductionVarOwner."""
    if not isinstance(v, BlockArgument) or v.owner is None:
        return None
    region = v.owner.parent
    op = region.parent if region is not None else None
    if op is None or op.name != "affine.for" or v.index != 0:
        return None
    return op


def _single_constant(op: Operation, name: str) -> int | None:
    m = op.properties[name].value  # type: ignore[attr-defined]
    return m.get_single_constant_result() if m.is_single_constant() else None


def _step(op: Operation) -> int:
    return op.properties["step"].value  # type: ignore[attr-defined, no-any-return]


def iv_lower_bound(v: Value) -> int | None:
    f = _for_of_iv(v)
    return _single_constant(f, "lowerBoundMap") if f is not None else None


def iv_upper_bound(v: Value) -> int | None:
    """The inclusive constant upper bound of an induction variable."""
    f = _for_of_iv(v)
    if f is None:
        return None
    ub = _single_constant(f, "upperBoundMap")
    if ub is None:
        return None
    lb = _single_constant(f, "lowerBoundMap")
    if lb is not None:
        return ub - 1 - _cmod(ub - lb - 1, _step(f))
    return ub - 1


def _cmod(a: int, b: int) -> int:
    """C++ `%` (the sign of the dividend)."""
    r = abs(a) % abs(b)
    return r if a >= 0 else -r


def _floor_div(a: int, b: int) -> int:
    return a // b


def _ceil_div(a: int, b: int) -> int:
    return -((-a) // b)


def bound_for_expr(e: AF.AffineExpr, num_dims: int, num_symbols: int, lbs: Bounds, ubs: Bounds,
                   upper: bool) -> int | None:
    """getBoundForAffineExpr."""
    if isinstance(e, AF.AffineBinaryOpExpr):
        rhs = e.rhs
        c = rhs.value if isinstance(rhs, AF.AffineConstantExpr) else None
        if e.kind == AF.AffineExprKind.FloorDiv:
            if c is None or c < 1:
                return None
            b = bound_for_expr(e.lhs, num_dims, num_symbols, lbs, ubs, upper)
            return None if b is None else _floor_div(b, c)
        if e.kind == AF.AffineExprKind.CeilDiv:
            if c is None or c < 1:
                return None
            b = bound_for_expr(e.lhs, num_dims, num_symbols, lbs, ubs, upper)
            return None if b is None else _ceil_div(b, c)
        if e.kind == AF.AffineExprKind.Mod and c is not None and c >= 1:
            lo = bound_for_expr(e.lhs, num_dims, num_symbols, lbs, ubs, False)
            hi = bound_for_expr(e.lhs, num_dims, num_symbols, lbs, ubs, True)
            if lo is not None and hi is not None and _floor_div(lo, c) == _floor_div(hi, c):
                return hi % c if upper else lo % c
            return c - 1 if upper else 0
    flat = flatten(e, num_dims, num_symbols)
    if flat is None:
        return None
    row, f = flat
    if f.local_exprs:
        return None
    bound = 0
    for i in range(num_dims + num_symbols):
        coeff = row[i]
        if coeff == 0:
            continue
        known = (ubs[i] if upper else lbs[i]) if coeff > 0 else (lbs[i] if upper else ubs[i])
        if known is None:
            return None
        bound += known * coeff
    return bound + row[-1]


def _iv_bounds(operands: Sequence[Value]) -> tuple[list[int | None], list[int | None]]:
    return [iv_lower_bound(v) for v in operands], [iv_upper_bound(v) for v in operands]


def _largest_known_divisor(e: AF.AffineExpr, operands: Sequence[Value]) -> int:
    div = e.get_largest_known_divisor()
    if not isinstance(e, AF.AffineDimExpr):
        return div
    f = _for_of_iv(operands[e.position])
    if f is None:
        return 1
    lb = _single_constant(f, "lowerBoundMap")
    if lb == 0:
        return _step(f)
    lbm = f.properties["lowerBoundMap"].value  # type: ignore[attr-defined]
    return math.gcd(_map_divisor(lbm), _step(f))


def _map_divisor(m: AF.AffineMap) -> int:
    """AffineMap::getLargestKnownDivisorOfMapExprs."""
    g = 0
    for r in m.results:
        g = math.gcd(g, r.get_largest_known_divisor())
    return g if m.results else 0


def _non_negative_bounded_by(e: AF.AffineExpr, operands: Sequence[Value], k: int) -> bool:
    if isinstance(e, AF.AffineConstantExpr):
        return 0 <= e.value < k
    if not isinstance(e, AF.AffineDimExpr):
        return False
    f = _for_of_iv(operands[e.position])
    if f is None:
        return False
    lb, ub = _single_constant(f, "lowerBoundMap"), _single_constant(f, "upperBoundMap")
    return lb is not None and lb >= 0 and ub is not None and ub <= k


def _q_times_d_plus_r(e: AF.AffineExpr, operands: Sequence[Value]) -> tuple[int, AF.AffineExpr, AF.AffineExpr] | None:
    if not isinstance(e, AF.AffineBinaryOpExpr) or e.kind != AF.AffineExprKind.Add:
        return None
    a, b = e.lhs, e.rhs
    d = _largest_known_divisor(a, operands)
    if _non_negative_bounded_by(b, operands, d):
        return d, a, b
    d = _largest_known_divisor(b, operands)
    if _non_negative_bounded_by(a, operands, d):
        return d, b, a
    return None


def _simplify_expr(e: AF.AffineExpr, nd: int, ns: int, operands: Sequence[Value]) -> AF.AffineExpr:
    """simplifyExprAndOperands."""
    if not isinstance(e, AF.AffineBinaryOpExpr):
        return e
    lhs = _simplify_expr(e.lhs, nd, ns, operands)
    rhs = _simplify_expr(e.rhs, nd, ns, operands)
    e = AF.get_binary(e.kind, lhs, rhs)
    kinds = (AF.AffineExprKind.FloorDiv, AF.AffineExprKind.CeilDiv, AF.AffineExprKind.Mod)
    if not isinstance(e, AF.AffineBinaryOpExpr) or e.kind not in kinds:
        return e
    lhs, rhs = e.lhs, e.rhs
    if not isinstance(rhs, AF.AffineConstantExpr) or rhs.value <= 0:
        return e
    c = rhs.value
    lbs, ubs = _iv_bounds(operands)
    lo = lhs.value if isinstance(lhs, AF.AffineConstantExpr) else bound_for_expr(lhs, nd, ns, lbs, ubs, False)
    hi = lhs.value if isinstance(lhs, AF.AffineConstantExpr) else bound_for_expr(lhs, nd, ns, lbs, ubs, True)
    if lo is not None and hi is not None:
        if e.kind == AF.AffineExprKind.FloorDiv and _floor_div(lo, c) == _floor_div(hi, c):
            return AF.const(_floor_div(lo, c))
        if e.kind == AF.AffineExprKind.CeilDiv and _ceil_div(lo, c) == _ceil_div(hi, c):
            return AF.const(_ceil_div(lo, c))
        if e.kind == AF.AffineExprKind.Mod and 0 <= lo < c and hi < c:
            return lhs
    q = _q_times_d_plus_r(lhs, operands)
    if q is not None:
        d, quotient, rem = q
        if c % d == 0 and e.kind == AF.AffineExprKind.FloorDiv:
            return quotient.floordiv(rhs)
        if d % c == 0 and e.kind == AF.AffineExprKind.Mod:
            return rem.mod(rhs)
        return e
    if ((_non_negative_bounded_by(lhs, operands, c) and e.kind == AF.AffineExprKind.FloorDiv)
            or (_largest_known_divisor(lhs, operands) % c == 0 and e.kind == AF.AffineExprKind.Mod)):
        return AF.const(0)
    return e


def simplify_map_with_operands(m: AF.AffineMap, operands: Sequence[Value]) -> AF.AffineMap:
    return AF.AffineMap(m.num_dims, m.num_symbols,
                        [_simplify_expr(r, m.num_dims, m.num_symbols, operands) for r in m.results])


def simplify_min_or_max(m: AF.AffineMap, operands: Sequence[Value], is_max: bool) -> AF.AffineMap:
    """simplifyMinOrMaxExprWithOperands: drop results that another one
    always dominates."""
    if not operands:
        return m
    clbs, cubs = _iv_bounds(operands)
    lows: list[int | None] = []
    highs: list[int | None] = []
    for r in m.results:
        if isinstance(r, AF.AffineConstantExpr):
            lows.append(r.value)
            highs.append(r.value)
        else:
            lows.append(bound_for_expr(r, m.num_dims, m.num_symbols, clbs, cubs, False))
            highs.append(bound_for_expr(r, m.num_dims, m.num_symbols, clbs, cubs, True))
    kept: list[AF.AffineExpr] = []
    for i, r in enumerate(m.results):
        lo, hi = lows[i], highs[i]
        if lo is not None and hi is not None and lo == hi:
            r = AF.const(lo)
        if is_max:
            if hi is None or not any(_dominates_max(i, pos, lows, highs) for pos in range(len(lows))):
                kept.append(r)
        elif lo is None or not any(_dominates_min(i, pos, lows, highs) for pos in range(len(highs))):
            kept.append(r)
    return AF.AffineMap(m.num_dims, m.num_symbols, kept)


def _dominates_max(i: int, pos: int, lows: list[int | None], highs: list[int | None]) -> bool:
    other = lows[pos]
    hi = highs[i]
    if pos == i or other is None or hi is None:
        return False
    if other > hi:
        return True
    if other < hi:
        return False
    return not (highs[pos] is not None and lows[i] is not None and lows[i] == hi and other == highs[pos]
                and i < pos)


def _dominates_min(i: int, pos: int, lows: list[int | None], highs: list[int | None]) -> bool:
    other = highs[pos]
    lo = lows[i]
    if pos == i or other is None or lo is None:
        return False
    if other < lo:
        return True
    if other > lo:
        return False
    return not (lows[pos] is not None and highs[i] is not None and lo == highs[i] and other == lows[pos]
                and i < pos)
