"""The arith folders (ArithOps.cpp's fold methods) and the dialect's
constant materialization.  Imported by pyopt.rewrite.folding on first use."""

from __future__ import annotations

import operator
from typing import Any, Callable

from pyopt.dialects.common_folders import (bool_attr, const_fold_binary, const_fold_unary, element_type, fdiv,
                                           float_binary, float_is, int_width, is_all_ones, is_one, is_poison,
                                           is_zero, normalize, splat_float_bits, splat_int, to_signed, to_unsigned,
                                           zero_attr)
from pyopt.ir import attributes as A
from pyopt.ir import floats
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.folding import IN_PLACE, folder, materializer

OVERFLOW_NSW, OVERFLOW_NUW = 1, 2


def _def(value: Value, name: str) -> Operation | None:
    op = getattr(value, "op", None)
    return op if op is not None and op.name == name else None


def _width(op: Operation) -> int:
    w = int_width(op.results[0].type)
    assert w is not None
    return w


def _int_fold(op: Operation, constants: list[Any], fn: Callable[[int, int, int], int | None]) -> Any:
    """constFoldBinaryOp<IntegerAttr> with `fn(a_unsigned, b_unsigned, width)`."""
    width = int_width(op.operands[0].type)
    if width is None:
        return None
    return const_fold_binary(constants, None, lambda a, b: fn(to_unsigned(a, width), to_unsigned(b, width), width))


def _float_fold(op: Operation, constants: list[Any], fn: Callable[[float, float], float]) -> Any:
    e = element_type(op.results[0].type)
    if not isinstance(e, T.FloatType):
        return None
    return const_fold_binary(constants, None, float_binary(e.kind, fn), floating=True)


def _overflow(op: Operation) -> int:
    flags = op.properties.get("overflowFlags")
    return getattr(flags, "value", 0) if flags is not None else 0


# ---- constant -------------------------------------------------------------------------------------
@folder("arith.constant")
def fold_constant(op: Operation, constants: list[Any]) -> Any:
    return op.properties.get("value")


def _buildable(value: Any, type: T.Type) -> bool:
    """arith::ConstantOp::isBuildableWith."""
    if not isinstance(value, (A.IntegerAttr, A.FloatAttr, A.DenseElementsAttr, A.DenseResourceElementsAttr)):
        return False
    if value.type is not type:
        return False
    if isinstance(type, T.IntegerType) and not type.is_signless:
        return False
    return True


def materialize_arith_constant(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    """arith::ConstantOp::materialize."""
    from pyopt.dialects.arith.ops import ConstantOp

    if not _buildable(value, type):
        return None
    return builder.create(ConstantOp, [], [type], {"value": value}, loc=loc)  # type: ignore[no-any-return]


@materializer("arith")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    if is_poison(value):
        from pyopt.dialects.ub import PoisonOp

        return builder.create(PoisonOp, [], [type], {"value": value}, loc=loc)  # type: ignore[no-any-return]
    return materialize_arith_constant(builder, value, type, loc)


# ---- integer arithmetic ---------------------------------------------------------------------------
@folder("arith.addi")
def fold_addi(op: Operation, c: list[Any]) -> Any:
    lhs, rhs = op.operands
    if is_zero(c[1]):
        return lhs
    sub = _def(lhs, "arith.subi")
    if sub is not None and rhs is sub.operands[1]:
        return sub.operands[0]
    sub = _def(rhs, "arith.subi")
    if sub is not None and lhs is sub.operands[1]:
        return sub.operands[0]
    return _int_fold(op, c, lambda a, b, w: a + b)


@folder("arith.subi")
def fold_subi(op: Operation, c: list[Any]) -> Any:
    lhs, rhs = op.operands
    t = op.results[0].type
    if lhs is rhs and (not isinstance(t, T.ShapedType) or t.has_static_shape()):
        return zero_attr(t)
    if is_zero(c[1]):
        return lhs
    add = _def(lhs, "arith.addi")
    if add is not None:
        if rhs is add.operands[1]:
            return add.operands[0]
        if rhs is add.operands[0]:
            return add.operands[1]
    return _int_fold(op, c, lambda a, b, w: a - b)


@folder("arith.muli")
def fold_muli(op: Operation, c: list[Any]) -> Any:
    if is_zero(c[1]):
        return op.operands[1]
    if is_one(c[1]):
        return op.operands[0]
    return _int_fold(op, c, lambda a, b, w: a * b)


def _fold_div_mul(lhs: Value, rhs: Value, flag: int) -> Value | None:
    """(a * b) / b -> a when the multiplication has the overflow flag."""
    mul = _def(lhs, "arith.muli")
    if mul is None or not (_overflow(mul) & flag):
        return None
    if mul.operands[1] is rhs:
        return mul.operands[0]
    if mul.operands[0] is rhs:
        return mul.operands[1]
    return None


@folder("arith.divui")
def fold_divui(op: Operation, c: list[Any]) -> Any:
    if is_one(c[1]):
        return op.operands[0]
    v = _fold_div_mul(op.operands[0], op.operands[1], OVERFLOW_NUW)
    if v is not None:
        return v
    return _int_fold(op, c, lambda a, b, w: None if b == 0 else a // b)


def _sdiv(a: int, b: int, w: int) -> int | None:
    sa, sb = to_signed(a, w), to_signed(b, w)
    if sb == 0 or (sa == -(1 << (w - 1)) and sb == -1 and w > 1):
        return None
    q = abs(sa) // abs(sb)
    return q if (sa < 0) == (sb < 0) else -q


@folder("arith.divsi")
def fold_divsi(op: Operation, c: list[Any]) -> Any:
    if is_one(c[1]):
        return op.operands[0]
    v = _fold_div_mul(op.operands[0], op.operands[1], OVERFLOW_NSW)
    if v is not None:
        return v
    return _int_fold(op, c, _sdiv)


@folder("arith.ceildivui")
def fold_ceildivui(op: Operation, c: list[Any]) -> Any:
    if is_one(c[1]):
        return op.operands[0]
    return _int_fold(op, c, lambda a, b, w: None if b == 0 else -(-a // b))


def _ceildivs(a: int, b: int, w: int) -> int | None:
    sa, sb = to_signed(a, w), to_signed(b, w)
    if sb == 0 or (w > 1 and sa == -(1 << (w - 1)) and sb == -1):
        return None
    return -((-sa) // sb)


def _floordivs(a: int, b: int, w: int) -> int | None:
    sa, sb = to_signed(a, w), to_signed(b, w)
    if sb == 0 or (w > 1 and sa == -(1 << (w - 1)) and sb == -1):
        return None
    return sa // sb


@folder("arith.ceildivsi")
def fold_ceildivsi(op: Operation, c: list[Any]) -> Any:
    if is_one(c[1]):
        return op.operands[0]
    return _int_fold(op, c, _ceildivs)


@folder("arith.floordivsi")
def fold_floordivsi(op: Operation, c: list[Any]) -> Any:
    if is_one(c[1]):
        return op.operands[0]
    return _int_fold(op, c, _floordivs)


@folder("arith.remui")
def fold_remui(op: Operation, c: list[Any]) -> Any:
    if is_one(c[1]):
        return zero_attr(op.results[0].type)
    return _int_fold(op, c, lambda a, b, w: None if b == 0 else a % b)


def _srem(a: int, b: int, w: int) -> int | None:
    sa, sb = to_signed(a, w), to_signed(b, w)
    if sb == 0:
        return None
    r = abs(sa) % abs(sb)
    return -r if sa < 0 else r


@folder("arith.remsi")
def fold_remsi(op: Operation, c: list[Any]) -> Any:
    if is_one(c[1]):
        return zero_attr(op.results[0].type)
    return _int_fold(op, c, _srem)


def _is_not_of(value: Value, x: Value) -> bool:
    """value = xori(x, all-ones)."""
    from pyopt.rewrite.folding import value_constant

    xor = _def(value, "arith.xori")
    return xor is not None and xor.operands[0] is x and is_all_ones(value_constant(xor.operands[1]), x.type)


@folder("arith.andi")
def fold_andi(op: Operation, c: list[Any]) -> Any:
    lhs, rhs = op.operands
    if is_zero(c[1]):
        return rhs
    if is_all_ones(c[1], op.results[0].type):
        return lhs
    if _is_not_of(rhs, lhs) or _is_not_of(lhs, rhs):
        return zero_attr(op.results[0].type)
    inner = _def(lhs, "arith.andi")
    if inner is not None and (rhs is inner.operands[1] or rhs is inner.operands[0]):
        return lhs
    inner = _def(rhs, "arith.andi")
    if inner is not None and (lhs is inner.operands[1] or lhs is inner.operands[0]):
        return rhs
    r = _int_fold(op, c, lambda a, b, w: a & b)
    if r is None and lhs is rhs:  # Idempotent trait
        return lhs
    return r


@folder("arith.ori")
def fold_ori(op: Operation, c: list[Any]) -> Any:
    lhs, rhs = op.operands
    if splat_int(c[1]) is not None:
        if is_zero(c[1]):
            return lhs
        if is_all_ones(c[1], op.results[0].type):
            return c[1]
    if _is_not_of(rhs, lhs):
        return rhs.op.operands[1]  # type: ignore[attr-defined]
    if _is_not_of(lhs, rhs):
        return lhs.op.operands[1]  # type: ignore[attr-defined]
    r = _int_fold(op, c, lambda a, b, w: a | b)
    if r is None and lhs is rhs:  # Idempotent trait
        return lhs
    return r


@folder("arith.xori")
def fold_xori(op: Operation, c: list[Any]) -> Any:
    lhs, rhs = op.operands
    if is_zero(c[1]):
        return lhs
    if lhs is rhs:
        return zero_attr(op.results[0].type)
    prev = _def(lhs, "arith.xori")
    if prev is not None:
        if prev.operands[1] is rhs:
            return prev.operands[0]
        if prev.operands[0] is rhs:
            return prev.operands[1]
    prev = _def(rhs, "arith.xori")
    if prev is not None:
        if prev.operands[1] is lhs:
            return prev.operands[0]
        if prev.operands[0] is lhs:
            return prev.operands[1]
    return _int_fold(op, c, lambda a, b, w: a ^ b)


def _shift(fn: Callable[[int, int, int], int]) -> Callable[[int, int, int], int | None]:
    return lambda a, b, w: fn(a, b, w) if b < w else None


def _shift_fold(op: Operation, c: list[Any], fn: Callable[[int, int, int], int]) -> Any:
    """MLIR folds a shift only when its calculation ran: a poison operand
    (which constFoldBinaryOp passes through untouched) does not fold."""
    if is_poison(c[0]) or is_poison(c[1]):
        return None
    return _int_fold(op, c, _shift(fn))


@folder("arith.shli")
def fold_shli(op: Operation, c: list[Any]) -> Any:
    if is_zero(c[1]):
        return op.operands[0]
    return _shift_fold(op, c, lambda a, b, w: a << b)


@folder("arith.shrui")
def fold_shrui(op: Operation, c: list[Any]) -> Any:
    if is_zero(c[1]):
        return op.operands[0]
    return _shift_fold(op, c, lambda a, b, w: a >> b)


@folder("arith.shrsi")
def fold_shrsi(op: Operation, c: list[Any]) -> Any:
    if is_zero(c[1]):
        return op.operands[0]
    return _shift_fold(op, c, lambda a, b, w: to_signed(a, w) >> b)


def _minmax(signed: bool, is_max: bool) -> Callable[[Operation, list[Any]], Any]:
    def fold(op: Operation, c: list[Any]) -> Any:
        lhs, rhs = op.operands
        if lhs is rhs:
            return rhs
        v = splat_int(c[1])
        if v is not None:
            w = _width(op)
            u = to_unsigned(v, w)
            if signed:
                top, bottom = (1 << (w - 1)) - 1, 1 << (w - 1)
            else:
                top, bottom = (1 << w) - 1, 0
            if u == (top if is_max else bottom):
                return rhs
            if u == (bottom if is_max else top):
                return lhs

        def pick(a: int, b: int, w: int) -> int:
            ka, kb = (to_signed(a, w), to_signed(b, w)) if signed else (a, b)
            return a if (ka >= kb) == is_max else b

        return _int_fold(op, c, pick)

    return fold


folder("arith.maxsi")(_minmax(True, True))
folder("arith.maxui")(_minmax(False, True))
folder("arith.minsi")(_minmax(True, False))
folder("arith.minui")(_minmax(False, False))


# ---- floating point ------------------------------------------------------------------------------------
def _float_minmax(is_max: bool, propagate_nan: bool) -> Callable[[Operation, list[Any]], Any]:
    """maximumf/maxnumf/minimumf/minnumf: x op x = x, the identity
    (-inf for max, +inf for min) on the right gives the left; constant
    operands fold (NaN operands are left alone)."""
    identity = float("-inf") if is_max else float("inf")

    def pick(a: float, b: float) -> float:
        if a == b == 0.0 and propagate_nan:  # maximum/minimum order -0 < +0
            import math

            neg_a = math.copysign(1.0, a) < 0
            return (b if neg_a else a) if is_max else (a if neg_a else b)
        return max(a, b) if is_max else min(a, b)

    def fold(op: Operation, c: list[Any]) -> Any:
        lhs, rhs = op.operands
        if lhs is rhs:
            return rhs
        if float_is(c[1], identity):
            return lhs
        return _float_fold(op, c, pick)

    return fold


folder("arith.maximumf")(_float_minmax(True, True))
folder("arith.maxnumf")(_float_minmax(True, False))
folder("arith.minimumf")(_float_minmax(False, True))
folder("arith.minnumf")(_float_minmax(False, False))


@folder("arith.addf")
def fold_addf(op: Operation, c: list[Any]) -> Any:
    if float_is(c[1], 0.0, negative_zero=True):
        return op.operands[0]
    return _float_fold(op, c, operator.add)


@folder("arith.subf")
def fold_subf(op: Operation, c: list[Any]) -> Any:
    if float_is(c[1], 0.0, negative_zero=False):
        return op.operands[0]
    return _float_fold(op, c, operator.sub)


@folder("arith.mulf")
def fold_mulf(op: Operation, c: list[Any]) -> Any:
    if float_is(c[1], 1.0):
        return op.operands[0]
    return _float_fold(op, c, operator.mul)


@folder("arith.divf")
def fold_divf(op: Operation, c: list[Any]) -> Any:
    if float_is(c[1], 1.0):
        return op.operands[0]
    return _float_fold(op, c, fdiv)


@folder("arith.negf")
def fold_negf(op: Operation, c: list[Any]) -> Any:
    inner = _def(op.operands[0], "arith.negf")
    if inner is not None:
        return inner.operands[0]
    e = element_type(op.results[0].type)
    if not isinstance(e, T.FloatType):
        return None
    sign = 1 << (floats.bit_width(e.kind) - 1)
    return const_fold_unary(c, None, lambda bits: bits ^ sign, floating=True)


# ---- comparisons and select ---------------------------------------------------------------------------
_EQUAL_OPERANDS_TRUE = {0, 3, 5, 7, 9}  # eq, sle, sge, ule, uge
_SWAPPED = {0: 0, 1: 1, 2: 4, 3: 5, 4: 2, 5: 3, 6: 8, 7: 9, 8: 6, 9: 7}


def _cmpi(pred: int, a: int, b: int, w: int) -> bool:
    sa, sb = to_signed(a, w), to_signed(b, w)
    return {0: a == b, 1: a != b, 2: sa < sb, 3: sa <= sb, 4: sa > sb, 5: sa >= sb,
            6: a < b, 7: a <= b, 8: a > b, 9: a >= b}[pred]


def _i1_same_shape(t: T.Type) -> T.Type:
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1, t.scalable)
    if isinstance(t, T.ShapedType):
        return type(t)(t.shape, T.i1)  # type: ignore[call-arg]
    return T.i1


@folder("arith.cmpi")
def fold_cmpi(op: Operation, c: list[Any]) -> Any:
    lhs, rhs = op.operands
    pred = op.properties["predicate"].value  # type: ignore[attr-defined]
    rtype = op.results[0].type
    if lhs is rhs:
        return bool_attr(pred in _EQUAL_OPERANDS_TRUE, rtype)
    if is_zero(c[1]):
        for ext in ("arith.extsi", "arith.extui"):
            e = _def(lhs, ext)
            if e is not None and int_width(e.operands[0].type) == 1 and pred == 1:
                return e.operands[0]
        if int_width(lhs.type) == 1 and isinstance(element_type(lhs.type), T.IntegerType) and pred == 1:
            return lhs
    if is_one(c[1]):
        if int_width(lhs.type) == 1 and isinstance(element_type(lhs.type), T.IntegerType) and pred == 0:
            return lhs
    if c[0] is not None and c[1] is None:
        from pyopt.dialects.arith.attrs import CmpIPredicateC

        op.properties["predicate"] = A.IntegerAttr(_SWAPPED[pred], CmpIPredicateC.type)
        a, b = op.op_operands[0], op.op_operands[1]
        a.set(rhs)
        b.set(lhs)
        return IN_PLACE
    if c[0] is None or is_poison(c[0]) or is_poison(c[1]):
        return None
    width = int_width(lhs.type)
    assert width is not None
    return const_fold_binary(c, _i1_same_shape(c[0].type) if isinstance(c[0], A.DenseElementsAttr) else T.i1,
                             lambda a, b: int(_cmpi(pred, to_unsigned(a, width), to_unsigned(b, width), width)))


def _cmpf(pred: int, x: float, y: float) -> bool:
    unordered = x != x or y != y
    if pred == 0:
        return False
    if pred == 15:
        return True
    if pred == 7:
        return not unordered
    if pred == 14:
        return unordered
    base = {1: x == y, 2: x > y, 3: x >= y, 4: x < y, 5: x <= y, 6: x != y,
            8: x == y, 9: x > y, 10: x >= y, 11: x < y, 12: x <= y, 13: x != y}[pred]
    if pred <= 6:
        return not unordered and base
    return unordered or base


@folder("arith.cmpf")
def fold_cmpf(op: Operation, c: list[Any]) -> Any:
    lhs, rhs = c
    lhs = lhs if isinstance(lhs, A.FloatAttr) else None
    rhs = rhs if isinstance(rhs, A.FloatAttr) else None
    if lhs is not None and lhs.value != lhs.value:
        rhs = lhs
    if rhs is not None and rhs.value != rhs.value:
        lhs = rhs
    if lhs is None or rhs is None:
        return None
    pred = op.properties["predicate"].value  # type: ignore[attr-defined]
    return A.BoolAttr(_cmpf(pred, lhs.value, rhs.value))


@folder("arith.select")
def fold_select(op: Operation, c: list[Any]) -> Any:
    cond, tval, fval = op.operands
    if tval is fval:
        return tval
    if is_one(c[0]):
        return tval
    if is_zero(c[0]):
        return fval
    if is_poison(c[1]):
        return fval
    if is_poison(c[2]):
        return tval
    if op.results[0].type is T.i1 and is_one(c[1]) and is_zero(c[2]):
        return cond
    cmp = _def(cond, "arith.cmpi")
    if cmp is not None:
        pred = cmp.properties["predicate"].value  # type: ignore[attr-defined]
        if pred in (0, 1):
            a, b = cmp.operands
            if (a is tval and b is fval) or (b is tval and a is fval):
                return tval if pred == 1 else fval
    return _fold_select_elementwise(c)


def _fold_select_elementwise(c: list[Any]) -> Any:
    """select of a constant condition vector between two constants: the
    constant picked element by element (SelectOp::fold's last case)."""
    cond, lhs, rhs = c
    if not all(isinstance(x, A.DenseElementsAttr) for x in (cond, lhs, rhs)):
        return None
    count = 1
    for d in getattr(lhs.type, "shape", ()):
        count *= d

    def elements(attr: A.DenseElementsAttr) -> tuple[Any, ...]:
        return attr.values * count if attr.splat else attr.values

    picked = tuple(t if k else f for k, t, f in zip(elements(cond), elements(lhs), elements(rhs)))
    splat = all(v == picked[0] for v in picked)
    return A.DenseElementsAttr(lhs.type, picked[:1] if splat else picked, splat)


# ---- casts --------------------------------------------------------------------------------------------
def _int_cast(op: Operation, c: list[Any], fn: Callable[[int, int, int], int]) -> Any:
    """constFoldCastOp<IntegerAttr, IntegerAttr>: fn(value_unsigned, in_width, out_width)."""
    in_w = int_width(op.operands[0].type)
    out_w = int_width(op.results[0].type)
    if in_w is None or out_w is None:
        return None
    return const_fold_unary(c, op.results[0].type, lambda v: fn(to_unsigned(v, in_w), in_w, out_w),
                            floating=False)


def _sext(v: int, in_w: int, out_w: int) -> int:
    return to_unsigned(to_signed(v, in_w), out_w)


def _zext(v: int, in_w: int, out_w: int) -> int:
    return to_unsigned(v, out_w)


@folder("arith.index_cast")
def fold_index_cast(op: Operation, c: list[Any]) -> Any:
    return _int_cast(op, c, _sext)


@folder("arith.index_castui")
def fold_index_castui(op: Operation, c: list[Any]) -> Any:
    return _int_cast(op, c, _zext)


@folder("arith.extui")
def fold_extui(op: Operation, c: list[Any]) -> Any:
    inner = _def(op.operands[0], "arith.extui")
    if inner is not None:
        op.op_operands[0].set(inner.operands[0])
        return IN_PLACE
    return _int_cast(op, c, _zext)


@folder("arith.extsi")
def fold_extsi(op: Operation, c: list[Any]) -> Any:
    inner = _def(op.operands[0], "arith.extsi")
    if inner is not None:
        op.op_operands[0].set(inner.operands[0])
        return IN_PLACE
    return _int_cast(op, c, _sext)


@folder("arith.trunci")
def fold_trunci(op: Operation, c: list[Any]) -> Any:
    src_op = getattr(op.operands[0], "op", None)
    if src_op is not None and src_op.name in ("arith.extui", "arith.extsi"):
        src = src_op.operands[0]
        sw, dw = int_width(src.type), int_width(op.results[0].type)
        if sw is not None and dw is not None and sw > dw:
            op.op_operands[0].set(src)
            return IN_PLACE
        if element_type(src.type) is element_type(op.results[0].type):
            return src
    if src_op is not None and src_op.name == "arith.trunci":
        op.op_operands[0].set(src_op.operands[0])
        return IN_PLACE
    return _int_cast(op, c, lambda v, i, o: to_unsigned(v, o))


def _int_to_float(signed: bool) -> Callable[[Operation, list[Any]], Any]:
    def fold(op: Operation, c: list[Any]) -> Any:
        in_w = int_width(op.operands[0].type)
        e = element_type(op.results[0].type)
        if in_w is None or not isinstance(e, T.FloatType) or e.kind not in ("f16", "bf16", "f32", "f64"):
            return None

        def conv(v: int) -> int:
            n = to_signed(v, in_w) if signed else to_unsigned(v, in_w)
            return floats.to_bits(float(n), e.kind) if abs(n) < (1 << 53) else _exact_int_bits(n, e.kind)

        return const_fold_unary(c, op.results[0].type, conv, floating=False)

    return fold


def _exact_int_bits(n: int, kind: str) -> int:
    """An integer too wide for a double, rounded once to `kind`."""
    return floats.parse_decimal(str(n), kind)


folder("arith.sitofp")(_int_to_float(True))
folder("arith.uitofp")(_int_to_float(False))


@folder("arith.extf")
def fold_extf(op: Operation, c: list[Any]) -> Any:
    src = element_type(op.operands[0].type)
    dst = element_type(op.results[0].type)
    if not isinstance(src, T.FloatType) or not isinstance(dst, T.FloatType):
        return None
    if src.kind not in ("f16", "bf16", "f32") or dst.kind not in ("f32", "f64"):
        return None

    def conv(bits: int) -> int | None:
        if floats.is_nan_bits(bits, src.kind):
            return None
        return floats.to_bits(floats.from_bits(bits, src.kind), dst.kind)

    return const_fold_unary(c, op.results[0].type, conv, floating=True)


def fold_bitcast(op: Operation, c: list[Any]) -> Any:
    if op.operands[0].type is op.results[0].type:  # a cast to its own type
        return op.operands[0]
    # bitcast(bitcast(x)) is the BitcastOfBitcast canonicalization pattern,
    # not a fold: the dialect conversion, which only folds, keeps the chain.
    a = c[0]
    if a is None:
        return None
    if is_poison(a):
        return a
    rtype = op.results[0].type
    e = element_type(rtype)
    if isinstance(a, A.IntegerAttr) and isinstance(e, T.FloatType):
        return A.FloatAttr(to_unsigned(a.value, e.width), rtype)
    if isinstance(a, A.FloatAttr) and int_width(e) is not None:
        return A.IntegerAttr(normalize(a.bits, e), rtype)
    if isinstance(a, A.DenseElementsAttr) and a.splat and isinstance(rtype, T.ShapedType):
        v = a.values[0]
        if isinstance(e, T.FloatType) and isinstance(v, int) and int_width(a.type) is not None:
            return A.DenseElementsAttr(rtype, (to_unsigned(v, e.width),), True)
        bits = splat_float_bits(a)
        if bits is not None and int_width(e) is not None:
            return A.DenseElementsAttr(rtype, (normalize(bits[0], e),), True)
    return None


def _identity_cast(op: Operation) -> Any:
    """CastOpInterface's trait fold, tried when the op's own fold fails: a
    cast to its input type is the input."""
    source = op.operands[0]
    return source if source.type is op.results[0].type else None


@folder("arith.bitcast")
def fold_bitcast_or_identity(op: Operation, c: list[Any]) -> Any:
    r = fold_bitcast(op, c)
    return r if r is not None else _identity_cast(op)


# ---- extended arithmetic (two results) -------------------------------------------------------------
@folder("arith.addui_extended")
def fold_addui_extended(op: Operation, c: list[Any]) -> Any:
    """addui_extended(x, 0) -> x, false; constants -> sum, carry."""
    if is_zero(c[1]):
        return [op.operands[0], zero_attr(op.results[1].type)]
    total = _int_fold(op, c, lambda a, b, w: a + b)
    if total is None:
        return None
    width = _width(op)
    carry = const_fold_binary([total, c[0]], _i1_same_shape(total.type),
                              lambda s, a: int(to_unsigned(s, width) < to_unsigned(a, width)))
    if carry is None:
        return None
    return [total, carry]


def _mul_extended(signed: bool) -> Callable[[Operation, list[Any]], Any]:
    def fold(op: Operation, c: list[Any]) -> Any:
        if is_zero(c[1]):
            return [c[1], c[1]]
        if not signed and is_one(c[1]):
            return [op.operands[0], zero_attr(op.operands[0].type)]
        low = _int_fold(op, c, lambda a, b, w: a * b)
        if low is None:
            return None

        def high(a: int, b: int, w: int) -> int:
            if signed:
                return (to_signed(a, w) * to_signed(b, w)) >> w
            return (a * b) >> w

        return [low, _int_fold(op, c, high)]

    return fold


folder("arith.mulsi_extended")(_mul_extended(True))
folder("arith.mului_extended")(_mul_extended(False))
