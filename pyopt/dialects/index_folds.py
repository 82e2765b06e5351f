"""The index dialect folders (IndexOps.cpp): constant folding computed in 64
and 32 bits, folded only where the target width cannot matter, the
identities, and constant materialization."""

from __future__ import annotations

from typing import Any, Callable

from pyopt.dialects.common_folders import to_signed, to_unsigned
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.rewrite.folding import folder, materializer

Calc = Callable[[int, int, int], "int | None"]  # (a_unsigned, b_unsigned, width) -> unsigned result


def _ints(c: list[Any]) -> tuple[int, int] | None:
    a, b = c
    if not isinstance(a, A.IntegerAttr) or not isinstance(b, A.IntegerAttr):
        return None
    return a.value, b.value


def _index(v: int) -> A.IntegerAttr:
    return A.IntegerAttr(to_signed(v, 64), T.index)


def _unchecked(c: list[Any], calc: Calc) -> A.IntegerAttr | None:
    ab = _ints(c)
    if ab is None:
        return None
    r = calc(to_unsigned(ab[0], 64), to_unsigned(ab[1], 64), 64)
    return None if r is None else _index(r)


def _checked(c: list[Any], calc: Calc) -> A.IntegerAttr | None:
    ab = _ints(c)
    if ab is None:
        return None
    r64 = calc(to_unsigned(ab[0], 64), to_unsigned(ab[1], 64), 64)
    if r64 is None:
        return None
    r32 = calc(to_unsigned(ab[0], 32), to_unsigned(ab[1], 32), 32)
    if r32 is None or to_unsigned(r64, 32) != to_unsigned(r32, 32):
        return None
    return _index(r64)


def _rhs_int(c: list[Any]) -> int | None:
    return c[1].value if isinstance(c[1], A.IntegerAttr) else None


@folder("index.add")
def fold_add(op: Operation, c: list[Any]) -> Any:
    r = _unchecked(c, lambda a, b, w: a + b)
    if r is not None:
        return r
    return op.operands[0] if _rhs_int(c) == 0 else None


@folder("index.sub")
def fold_sub(op: Operation, c: list[Any]) -> Any:
    r = _unchecked(c, lambda a, b, w: a - b)
    if r is not None:
        return r
    return op.operands[0] if _rhs_int(c) == 0 else None


@folder("index.mul")
def fold_mul(op: Operation, c: list[Any]) -> Any:
    r = _unchecked(c, lambda a, b, w: a * b)
    if r is not None:
        return r
    rhs = _rhs_int(c)
    if rhs == 1:
        return op.operands[0]
    if rhs == 0:
        return c[1]
    return None


def _s(f: Callable[[int, int, int], int | None]) -> Calc:
    """A signed calculation in `w` bits: APInt semantics, so only a zero
    divisor stops the fold (INT_MIN / -1 wraps)."""
    def calc(a: int, b: int, w: int) -> int | None:
        sa, sb = to_signed(a, w), to_signed(b, w)
        if sb == 0:
            return None
        r = f(sa, sb, w)
        return None if r is None else to_unsigned(r, w)
    return calc


def _tdiv(a: int, b: int, w: int = 64) -> int:
    """APInt::sdiv: truncating, wrapped to `w` bits."""
    q = abs(a) // abs(b)
    return to_signed(q if (a < 0) == (b < 0) else -q, w)


def _ceildivs(n: int, m: int, w: int) -> int:
    """calculateCeilDivS (IndexOps.cpp), in wrapping `w`-bit arithmetic."""
    if n == 0:
        return 0
    if (n > 0) != (m > 0):
        return to_signed(-_tdiv(to_signed(-n, w), m, w), w)
    x = -1 if m > 0 else 1
    return to_signed(_tdiv(to_signed(n + x, w), m, w) + 1, w)


def _floordivs(n: int, m: int, w: int) -> int:
    """calculateFloorDivS (IndexOps.cpp), in wrapping `w`-bit arithmetic."""
    if n == 0:
        return 0
    if (n < 0) == (m < 0):
        return _tdiv(n, m, w)
    x = 1 if m < 0 else -1
    return to_signed(-1 - _tdiv(to_signed(x - n, w), m, w), w)


def _trem(a: int, b: int, w: int = 64) -> int:
    r = abs(a) % abs(b)
    return -r if a < 0 else r


_CHECKED: dict[str, Calc] = {
    "index.divs": _s(_tdiv),
    "index.divu": lambda a, b, w: None if b == 0 else a // b,
    "index.ceildivs": _s(_ceildivs),
    "index.ceildivu": lambda a, b, w: None if b == 0 else -(-a // b),
    "index.floordivs": _s(_floordivs),
    "index.rems": _s(_trem),
    "index.remu": lambda a, b, w: None if b == 0 else a % b,
    "index.maxs": lambda a, b, w: a if to_signed(a, w) >= to_signed(b, w) else b,
    "index.maxu": lambda a, b, w: max(a, b),
    "index.mins": lambda a, b, w: a if to_signed(a, w) <= to_signed(b, w) else b,
    "index.minu": lambda a, b, w: min(a, b),
    "index.shl": lambda a, b, w: None if b >= w else a << b,
    "index.shrs": lambda a, b, w: None if b >= w else to_unsigned(to_signed(a, w) >> b, w),
    "index.shru": lambda a, b, w: None if b >= w else a >> b,
}
_UNCHECKED: dict[str, Calc] = {
    "index.and": lambda a, b, w: a & b,
    "index.or": lambda a, b, w: a | b,
    "index.xor": lambda a, b, w: a ^ b,
}


def _make_checked(calc: Calc) -> Callable[[Operation, list[Any]], Any]:
    return lambda op, c: _checked(c, calc)


def _make_unchecked(calc: Calc) -> Callable[[Operation, list[Any]], Any]:
    return lambda op, c: _unchecked(c, calc)


for _name, _calc in _CHECKED.items():
    folder(_name)(_make_checked(_calc))
for _name, _calc in _UNCHECKED.items():
    folder(_name)(_make_unchecked(_calc))


@folder("index.constant", "index.bool.constant")
def fold_constant(op: Operation, c: list[Any]) -> Any:
    return op.properties.get("value")


@folder("index.casts", "index.castu")
def fold_cast(op: Operation, c: list[Any]) -> Any:
    a = c[0]
    if not isinstance(a, A.IntegerAttr):
        return None
    out = op.results[0].type
    if isinstance(out, T.IntegerType):
        # index -> iN: truncate (or extend) the 64-bit value.
        v = to_unsigned(a.value, 64) if op.name == "index.castu" else a.value
        return A.IntegerAttr(to_signed(v, out.width) if out.width > 1 else v & 1, out)
    in_w = a.type.width if isinstance(a.type, T.IntegerType) else 64
    v = to_unsigned(a.value, in_w) if op.name == "index.castu" else to_signed(a.value, in_w)
    return _index(to_unsigned(v, 64))


_CMP = {0: lambda a, b, w: a == b, 1: lambda a, b, w: a != b,
        2: lambda a, b, w: to_signed(a, w) < to_signed(b, w), 3: lambda a, b, w: to_signed(a, w) <= to_signed(b, w),
        4: lambda a, b, w: to_signed(a, w) > to_signed(b, w), 5: lambda a, b, w: to_signed(a, w) >= to_signed(b, w),
        6: lambda a, b, w: a < b, 7: lambda a, b, w: a <= b, 8: lambda a, b, w: a > b, 9: lambda a, b, w: a >= b}


@folder("index.cmp")
def fold_cmp(op: Operation, c: list[Any]) -> Any:
    pred_attr = op.properties.get("pred")
    pred = getattr(pred_attr, "value", None)
    if not isinstance(pred, int) or pred not in _CMP:
        return None
    ab = _ints(c)
    if ab is not None:
        fn = _CMP[pred]
        r64 = fn(to_unsigned(ab[0], 64), to_unsigned(ab[1], 64), 64)
        r32 = fn(to_unsigned(ab[0], 32), to_unsigned(ab[1], 32), 32)
        if r64 == r32:
            return A.BoolAttr(r64)
    # cmp(max/min(x, cstA), cstB): known from the range of the max/min, in
    # both widths.
    inner = getattr(op.operands[0], "op", None)
    if inner is not None and inner.name in _RANGE_OF and isinstance(c[1], A.IntegerAttr):
        from pyopt.rewrite.folding import value_constant

        cst_a = value_constant(inner.operands[1])
        if isinstance(cst_a, A.IntegerAttr):
            r64 = _cmp_of_range(inner.name, cst_a.value, c[1].value, 64, pred)
            r32 = _cmp_of_range(inner.name, cst_a.value, c[1].value, 32, pred)
            if r64 is not None and r64 == r32:
                return A.BoolAttr(r64)
    if op.operands[0] is op.operands[1]:
        return A.BoolAttr(pred in (0, 3, 5, 7, 9))
    return None


def _from_signed(smin: int, smax: int, w: int) -> tuple[int, int, int, int]:
    """ConstantIntRanges::fromSigned: (umin, umax, smin, smax)."""
    if (smin < 0) == (smax < 0):
        return to_unsigned(smin, w), to_unsigned(smax, w), smin, smax
    return 0, (1 << w) - 1, smin, smax


def _from_unsigned(umin: int, umax: int, w: int) -> tuple[int, int, int, int]:
    """ConstantIntRanges::fromUnsigned: (umin, umax, smin, smax)."""
    top = 1 << (w - 1)
    if (umin >= top) == (umax >= top):
        return umin, umax, to_signed(umin, w), to_signed(umax, w)
    return umin, umax, -top, top - 1


def _range_of(name: str, cst: int, w: int) -> tuple[int, int, int, int]:
    smin, smax, umax = -(1 << (w - 1)), (1 << (w - 1)) - 1, (1 << w) - 1
    if name == "index.mins":
        return _from_signed(smin, to_signed(cst, w), w)
    if name == "index.minu":
        return _from_unsigned(0, to_unsigned(cst, w), w)
    if name == "index.maxs":
        return _from_signed(to_signed(cst, w), smax, w)
    return _from_unsigned(to_unsigned(cst, w), umax, w)


_RANGE_OF = ("index.mins", "index.minu", "index.maxs", "index.maxu")
# intrange::invertPredicate over IndexCmpPredicate (eq ne slt sle sgt sge ult ule ugt uge).
_INVERSE = {0: 1, 1: 0, 2: 5, 3: 4, 4: 3, 5: 2, 6: 9, 7: 8, 8: 7, 9: 6}


def _statically_true(pred: int, lhs: tuple[int, int, int, int], rhs: tuple[int, int, int, int]) -> bool:
    """intrange's isStaticallyTrue on (umin, umax, smin, smax) ranges."""
    lu0, lu1, ls0, ls1 = lhs
    ru0, ru1, rs0, rs1 = rhs
    if pred == 0:
        return lu0 == lu1 and ru0 == ru1 and lu0 == ru0
    if pred == 1:
        signed = _statically_true(2, lhs, rhs) or _statically_true(4, lhs, rhs)
        unsigned = _statically_true(6, lhs, rhs) or _statically_true(8, lhs, rhs)
        return signed and unsigned
    return {2: ls1 < rs0, 3: ls1 <= rs0, 4: ls0 > rs1, 5: ls0 >= rs1,
            6: lu1 < ru0, 7: lu1 <= ru0, 8: lu0 > ru1, 9: lu0 >= ru1}[pred]


def _cmp_of_range(name: str, cst_a: int, cst_b: int, w: int, pred: int) -> bool | None:
    """foldCmpOfMaxOrMin: intrange::evaluatePred of the max/min's range
    against the constant, in `w` bits."""
    lhs = _range_of(name, cst_a, w)
    b = to_unsigned(cst_b, w)
    rhs = (b, b, to_signed(b, w), to_signed(b, w))
    if _statically_true(pred, lhs, rhs):
        return True
    if _statically_true(_INVERSE[pred], lhs, rhs):
        return False
    return None


@materializer("index")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    from pyopt.dialects.index import BoolConstantOp, ConstantOp

    if isinstance(value, A.IntegerAttr) and value.type is T.i1:
        if type is not T.i1:
            return None
        return builder.create(BoolConstantOp, [], [type], {"value": value}, loc=loc)  # type: ignore[no-any-return]
    if isinstance(value, A.IntegerAttr) and value.type is T.index and type is T.index:
        return builder.create(ConstantOp, [], [type], {"value": value}, loc=loc)  # type: ignore[no-any-return]
    return None
