"""Affine map utilities the canonicalizer needs: simplification through
the flattened (sum of products) form (AffineExpr.cpp's
SimpleAffineExprFlattener, getAffineExprFromFlatForm, simplifyAffineMap),
and map-and-operand canonicalization and composition (AffineOps.cpp's
canonicalizeMapAndOperands, composeAffineMapAndOperands)."""

from __future__ import annotations

import math
from typing import Any, Sequence, TypeVar

from pyopt.ir import affine as AF
from pyopt.ir import attributes as A
from pyopt.ir.core import OpResult, Value

MapOrSet = TypeVar("MapOrSet", AF.AffineMap, AF.IntegerSet)


# ---- flattening ------------------------------------------------------------------------------------
class _Flattener:
    """SimpleAffineExprFlattener for pure affine expressions: each
    expression becomes [dims..., symbols..., locals..., constant]; a
    floordiv, ceildiv or mod by a constant adds a local."""

    def __init__(self, num_dims: int, num_symbols: int) -> None:
        self.num_dims = num_dims
        self.num_symbols = num_symbols
        self.stack: list[list[int]] = []
        self.local_exprs: list[AF.AffineExpr] = []

    @property
    def local_start(self) -> int:
        return self.num_dims + self.num_symbols

    def width(self) -> int:
        return self.local_start + len(self.local_exprs) + 1

    def walk(self, e: AF.AffineExpr) -> bool:
        if isinstance(e, AF.AffineBinaryOpExpr):
            if not self.walk(e.lhs) or not self.walk(e.rhs):
                return False
            return self._binary(e)
        row = [0] * self.width()
        if isinstance(e, AF.AffineDimExpr):
            row[e.position] = 1
        elif isinstance(e, AF.AffineSymbolExpr):
            row[self.num_dims + e.position] = 1
        else:
            assert isinstance(e, AF.AffineConstantExpr)
            row[-1] = e.value
        self.stack.append(row)
        return True

    def _binary(self, e: AF.AffineBinaryOpExpr) -> bool:
        kind = e.kind
        rhs = self.stack.pop()
        lhs = self.stack[-1]
        if kind == AF.AffineExprKind.Add:
            for i, v in enumerate(rhs):
                lhs[i] += v
            return True
        if kind == AF.AffineExprKind.Mul:
            if any(rhs[:-1]):  # not a constant: semi-affine
                return False
            c = rhs[-1]
            for i in range(len(lhs)):
                lhs[i] *= c
            return True
        if any(rhs[:-1]):
            return False
        c = rhs[-1]
        if c <= 0:
            return False
        if kind == AF.AffineExprKind.Mod:
            return self._mod(lhs, c)
        return self._div(lhs, c, kind == AF.AffineExprKind.CeilDiv)

    def _add_local(self, expr: AF.AffineExpr) -> None:
        pos = self.local_start + len(self.local_exprs)
        for row in self.stack:
            row.insert(pos, 0)
        self.local_exprs.append(expr)

    def _find_local(self, expr: AF.AffineExpr) -> int:
        for i, e in enumerate(self.local_exprs):
            if e == expr:
                return i
        return -1

    def _mod(self, lhs: list[int], c: int) -> bool:
        if all(v % c == 0 for v in lhs):
            lhs[:] = [0] * len(lhs)
            return True
        g = c
        for v in lhs:
            g = math.gcd(g, abs(v))
        dividend = [_tdiv(v, g) for v in lhs] if g != 1 else list(lhs)
        divisor = c // g
        fd = self.expr_from_flat(dividend).floordiv(AF.const(divisor))
        loc = self._find_local(fd)
        if loc == -1:
            self._add_local(fd)
            lhs[self.local_start + len(self.local_exprs) - 1] = -c
        else:
            lhs[self.local_start + loc] -= c
        return True

    def _div(self, lhs: list[int], c: int, ceil: bool) -> bool:
        g = c
        for v in lhs:
            g = math.gcd(g, abs(v))
        if g != 1:
            lhs[:] = [_tdiv(v, g) for v in lhs]
        divisor = c // g
        if divisor == 1:
            return True
        a = self.expr_from_flat(lhs)
        b = AF.const(divisor)
        div = a.ceildiv(b) if ceil else a.floordiv(b)
        loc = self._find_local(div)
        if loc == -1:
            self._add_local(div)
        lhs[:] = [0] * len(lhs)
        lhs[self.local_start + (len(self.local_exprs) - 1 if loc == -1 else loc)] = 1
        return True

    def expr_from_flat(self, flat: Sequence[int]) -> AF.AffineExpr:
        return expr_from_flat(flat, self.num_dims, self.num_symbols, self.local_exprs)


def _tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def expr_from_flat(flat: Sequence[int], num_dims: int, num_symbols: int,
                   local_exprs: Sequence[AF.AffineExpr]) -> AF.AffineExpr:
    """getAffineExprFromFlatForm."""
    expr: AF.AffineExpr = AF.const(0)
    start = num_dims + num_symbols
    for j in range(start):
        if flat[j] == 0:
            continue
        ident = AF.dim(j) if j < num_dims else AF.sym(j - num_dims)
        expr = expr + ident * flat[j]
    for j in range(start, len(flat) - 1):
        if flat[j] == 0:
            continue
        expr = expr + local_exprs[j - start] * flat[j]
    if flat[-1] != 0:
        expr = expr + flat[-1]
    return expr


def flatten(e: AF.AffineExpr, num_dims: int, num_symbols: int) -> tuple[list[int], _Flattener] | None:
    f = _Flattener(num_dims, num_symbols)
    if not e.is_pure_affine() or not f.walk(e):
        return None
    return f.stack[-1], f


def simplify_affine_expr(e: AF.AffineExpr, num_dims: int, num_symbols: int) -> AF.AffineExpr:
    """simplifyAffineExpr for pure affine expressions; other expressions
    are kept as they are (pyopt does not implement simplifySemiAffine)."""
    flat = flatten(e, num_dims, num_symbols)
    if flat is None:
        return e
    row, f = flat
    return f.expr_from_flat(row)


def simplify_affine_map(m: AF.AffineMap) -> AF.AffineMap:
    return AF.AffineMap(m.num_dims, m.num_symbols,
                        [simplify_affine_expr(r, m.num_dims, m.num_symbols) for r in m.results])


# ---- maps and their operands -------------------------------------------------------------------
def _exprs(s: MapOrSet) -> tuple[AF.AffineExpr, ...]:
    return s.results if isinstance(s, AF.AffineMap) else s.constraints


def _replace(s: MapOrSet, dims: Sequence[AF.AffineExpr], syms: Sequence[AF.AffineExpr], nd: int,
             ns: int) -> MapOrSet:
    return s.replace_dims_and_symbols(list(dims), list(syms), nd, ns)  # type: ignore[return-value]


def _constant_int(v: Value) -> int | None:
    from pyopt.rewrite.folding import constant_value

    if not isinstance(v, OpResult):
        return None
    c = constant_value(v.owner)
    return c.value if isinstance(c, A.IntegerAttr) else None


def _promote_symbols(s: MapOrSet, operands: list[Value]) -> tuple[MapOrSet, list[Value]]:
    """canonicalizePromotedSymbols: dims that are valid symbols become symbols."""
    from pyopt.dialects.affine.base import is_valid_symbol

    if not operands:
        return s, operands
    result: list[Value] = []
    remapped: list[Value] = []
    next_dim = next_sym = 0
    old_syms = s.num_symbols
    dim_map: list[AF.AffineExpr] = []
    for i in range(s.num_dims):
        v = operands[i]
        if is_valid_symbol(v):
            dim_map.append(AF.sym(old_syms + next_sym))
            next_sym += 1
            remapped.append(v)
        else:
            dim_map.append(AF.dim(next_dim))
            next_dim += 1
            result.append(v)
    result += operands[s.num_dims:]
    result += remapped
    syms = [AF.sym(i) for i in range(old_syms)]
    return _replace(s, dim_map, syms, next_dim, old_syms + next_sym), result


def canonicalize_map_and_operands(s: MapOrSet, operands: Sequence[Value]) -> tuple[MapOrSet, list[Value]]:
    """canonicalizeMapOrSetAndOperands: promote symbols, drop unused and
    duplicate operands, fold constant symbols into the map."""
    ops = list(operands)
    if not ops:
        return s, ops
    s, ops = _promote_symbols(s, ops)
    used_dims = [False] * s.num_dims
    used_syms = [False] * s.num_symbols

    def mark(e: AF.AffineExpr) -> None:
        if isinstance(e, AF.AffineDimExpr):
            used_dims[e.position] = True
        elif isinstance(e, AF.AffineSymbolExpr):
            used_syms[e.position] = True

    for e in _exprs(s):
        e.walk(mark)
    result: list[Value] = []
    seen_dims: dict[int, AF.AffineExpr] = {}
    dim_map: list[AF.AffineExpr] = []
    for i in range(s.num_dims):
        if not used_dims[i]:
            dim_map.append(AF.const(0))  # unused: never substituted
            continue
        key = id(ops[i])
        if key not in seen_dims:
            seen_dims[key] = AF.dim(len(result))
            result.append(ops[i])
        dim_map.append(seen_dims[key])
    num_dims = len(result)
    seen_syms: dict[int, AF.AffineExpr] = {}
    sym_map: list[AF.AffineExpr] = []
    next_sym = 0
    for i in range(s.num_symbols):
        v = ops[s.num_dims + i]
        if not used_syms[i]:
            sym_map.append(AF.const(0))
            continue
        c = _constant_int(v)
        if c is not None:
            sym_map.append(AF.const(c))
            continue
        key = id(v)
        if key not in seen_syms:
            seen_syms[key] = AF.sym(next_sym)
            next_sym += 1
            result.append(v)
        sym_map.append(seen_syms[key])
    return _replace(s, dim_map, sym_map, num_dims, next_sym), result


def _apply_op(v: Value | None) -> Any:
    if isinstance(v, OpResult) and v.owner.name == "affine.apply":
        return v.owner
    return None


def _shift(m: AF.AffineMap, dims: int, syms: int) -> AF.AffineMap:
    """AffineMap::shiftDims(dims).shiftSymbols(syms)."""
    res = [r.shift_dims(m.num_dims, dims).shift_symbols(m.num_symbols, syms) for r in m.results]
    return AF.AffineMap(m.num_dims + dims, m.num_symbols + syms, res)


def _replace_dim_or_sym(m: AF.AffineMap, pos: int, dims: list[Value | None],
                        syms: list[Value | None]) -> AF.AffineMap | None:
    is_dim = pos < len(dims)
    p = pos if is_dim else pos - len(dims)
    v = dims[p] if is_dim else syms[p]
    apply = _apply_op(v)
    if apply is None:
        return None
    if is_dim:
        dims[p] = None
    else:
        syms[p] = None
    amap = apply.properties["map"].value
    amap, a_ops = canonicalize_map_and_operands(amap, apply.operands)
    repl = _shift(amap, len(dims), len(syms)).results[0]
    to_replace = AF.dim(p) if is_dim else AF.sym(p)
    dims.extend(a_ops[:amap.num_dims])
    syms.extend(a_ops[amap.num_dims:])
    return AF.AffineMap(len(dims), len(syms), [r.replace({to_replace: repl}) for r in m.results])


def compose_map_and_operands(m: AF.AffineMap, operands: Sequence[Value]) -> tuple[AF.AffineMap, list[Value]]:
    """composeAffineMapAndOperands: fold the affine.apply ops that produce
    operands into the map."""
    if not m.results:
        m2, ops = canonicalize_map_and_operands(m, operands)
        return simplify_affine_map(m2), ops
    dims: list[Value | None] = list(operands[:m.num_dims])
    syms: list[Value | None] = list(operands[m.num_dims:])
    while True:
        changed = False
        for pos in range(len(dims) + len(syms)):
            new = _replace_dim_or_sym(m, pos, dims, syms)
            if new is not None:
                m = new
                changed = True
                break
        if not changed:
            break
    result: list[Value] = []
    nd = ns = 0
    dim_repl: list[AF.AffineExpr] = []
    sym_repl: list[AF.AffineExpr] = []
    for v in dims:
        if v is None:
            dim_repl.append(AF.const(0))
            continue
        dim_repl.append(AF.dim(nd))
        nd += 1
        result.append(v)
    for v in syms:
        if v is None:
            sym_repl.append(AF.const(0))
            continue
        sym_repl.append(AF.sym(ns))
        ns += 1
        result.append(v)
    m = m.replace_dims_and_symbols(dim_repl, sym_repl, nd, ns)
    m, result = canonicalize_map_and_operands(m, result)
    return simplify_affine_map(m), result


def fully_compose_map_and_operands(m: AF.AffineMap, operands: Sequence[Value]) -> tuple[AF.AffineMap, list[Value]]:
    ops = list(operands)
    while any(_apply_op(v) is not None for v in ops):
        m, ops = compose_map_and_operands(m, ops)
    return m, ops


def remove_duplicate_exprs(m: AF.AffineMap) -> AF.AffineMap:
    out: list[AF.AffineExpr] = []
    for r in m.results:
        if r not in out:
            out.append(r)
    return AF.AffineMap(m.num_dims, m.num_symbols, out)


# ---- constant folding -----------------------------------------------------------------------
def fold_expr(e: AF.AffineExpr, dims: Sequence[int | None], syms: Sequence[int | None]) -> int | None:
    """AffineExprConstantFolder: None when an input is not constant or a
    division is undefined (MLIR folds the latter to poison; pyopt keeps
    the op)."""
    if isinstance(e, AF.AffineConstantExpr):
        return e.value
    if isinstance(e, AF.AffineDimExpr):
        return dims[e.position] if e.position < len(dims) else None
    if isinstance(e, AF.AffineSymbolExpr):
        return syms[e.position] if e.position < len(syms) else None
    assert isinstance(e, AF.AffineBinaryOpExpr)
    a = fold_expr(e.lhs, dims, syms)
    b = fold_expr(e.rhs, dims, syms)
    if a is None or b is None:
        return None
    k = e.kind
    if k == AF.AffineExprKind.Add:
        return _wrap(a + b)
    if k == AF.AffineExprKind.Mul:
        return _wrap(a * b)
    if b <= 0 if k == AF.AffineExprKind.Mod else b == 0:
        return None
    if k == AF.AffineExprKind.Mod:
        return _wrap(a % b)
    if k == AF.AffineExprKind.FloorDiv:
        return _wrap(a // b)
    return _wrap(-((-a) // b))


def _wrap(v: int) -> int:
    v &= (1 << 64) - 1
    return v - (1 << 64) if v >> 63 else v


def constant_operands(operands: Sequence[Value], m: AF.AffineMap) -> tuple[list[int | None], list[int | None]]:
    vals = [_constant_int(v) for v in operands]
    return vals[:m.num_dims], vals[m.num_dims:]


def constant_fold_map(m: AF.AffineMap, operands: Sequence[Value]) -> list[int] | None:
    dims, syms = constant_operands(operands, m)
    out = []
    for r in m.results:
        v = fold_expr(r, dims, syms)
        if v is None:
            return None
        out.append(v)
    return out


def partial_constant_fold(m: AF.AffineMap, operands: Sequence[Value]) -> tuple[AF.AffineMap, list[int] | None]:
    """AffineMap::partialConstantFold: each result foldable to a constant
    becomes one; the integers only when all of them do."""
    dims, syms = constant_operands(operands, m)
    exprs: list[AF.AffineExpr] = []
    values: list[int] | None = []
    for r in m.results:
        v = fold_expr(r, dims, syms)
        if v is None:
            exprs.append(r)
            values = None
        else:
            exprs.append(AF.const(v))
            if values is not None:
                values.append(v)
    return AF.AffineMap(m.num_dims, m.num_symbols, exprs), values
