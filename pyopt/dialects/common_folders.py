"""Helpers for dialect folds (MLIR's CommonFolders.h and the m_Zero/m_One
matchers): integers as Python ints in two's complement of a width, floats as
IEEE bit patterns, scalars, splats and dense elements alike."""

from __future__ import annotations

from typing import Any, Callable

from pyopt.ir import attributes as A
from pyopt.ir import floats
from pyopt.ir import types as T

INDEX_WIDTH = 64  # IndexType::kInternalStorageBitWidth


def int_width(t: T.Type) -> int | None:
    t = element_type(t)
    if isinstance(t, T.IntegerType):
        return t.width
    if isinstance(t, T.IndexType):
        return INDEX_WIDTH
    return None


def element_type(t: T.Type) -> T.Type:
    if isinstance(t, (T.ShapedType,)):
        return t.element
    element = getattr(t, "element", None)
    return element if isinstance(element, T.Type) and isinstance(t, T.UnrankedTensorType) else t


def to_unsigned(v: int, width: int) -> int:
    return v & ((1 << width) - 1)


def to_signed(v: int, width: int) -> int:
    v &= (1 << width) - 1
    if width > 1 and v >> (width - 1):
        v -= 1 << width
    return v


def normalize(v: int, t: T.Type) -> int:
    """The stored value of an integer of type `t`: signed, i1 as 0/1."""
    width = int_width(t)
    assert width is not None
    if width == 1:
        return v & 1
    return to_signed(v, width)


def is_poison(attr: Any) -> bool:
    return attr is not None and type(attr).__name__ == "PoisonAttr" and getattr(attr, "name", "") == "ub.poison"


# ---- matchers on attributes --------------------------------------------------------------------
def splat_int(attr: Any) -> int | None:
    """m_ConstantInt: an integer attribute or an integer splat (stored value)."""
    if isinstance(attr, A.IntegerAttr) and int_width(attr.type) is not None:
        return attr.value
    if isinstance(attr, A.DenseElementsAttr) and attr.splat and int_width(attr.type) is not None:
        v = attr.values[0]
        return v if isinstance(v, int) else None
    return None


def is_zero(attr: Any) -> bool:
    """m_Zero: integer zero (scalar or splat)."""
    v = splat_int(attr)
    return v is not None and v == 0


def is_one(attr: Any) -> bool:
    """m_One: integer one (scalar or splat); i1 true."""
    v = splat_int(attr)
    return v is not None and v == 1


def is_all_ones(attr: Any, t: T.Type) -> bool:
    v = splat_int(attr)
    width = int_width(t)
    return v is not None and width is not None and to_unsigned(v, width) == (1 << width) - 1


def splat_float_bits(attr: Any) -> tuple[int, str] | None:
    if isinstance(attr, A.FloatAttr):
        return attr.bits, attr.type.kind  # type: ignore[attr-defined]
    if isinstance(attr, A.DenseElementsAttr) and attr.splat and isinstance(element_type(attr.type), T.FloatType):
        v = attr.values[0]
        if isinstance(v, int):
            return v, element_type(attr.type).kind  # type: ignore[attr-defined]
    return None


def float_is(attr: Any, value: float, negative_zero: bool = False) -> bool:
    found = splat_float_bits(attr)
    if found is None:
        return False
    bits, kind = found
    if floats.is_nan_bits(bits, kind):
        return False
    f = floats.from_bits(bits, kind)
    if f != value:
        return False
    if value == 0.0:
        sign = bits >> (floats.bit_width(kind) - 1)
        return bool(sign) == negative_zero
    return True


# ---- building results -------------------------------------------------------------------------
def int_attr(v: int, t: T.Type) -> A.Attribute:
    """An integer attribute of scalar type `t`, or a splat of shaped `t`."""
    if isinstance(t, T.ShapedType):
        return A.DenseElementsAttr(t, (normalize(v, t.element),), True)
    return A.IntegerAttr(normalize(v, t), t)


def bool_attr(v: bool, t: T.Type) -> A.Attribute:
    """getBoolAttribute: i1 scalar or an i1 splat shaped like `t`."""
    if isinstance(t, T.ShapedType):
        return A.DenseElementsAttr(t, (1 if v else 0,), True)
    return A.BoolAttr(v)


def zero_attr(t: T.Type) -> A.Attribute | None:
    """Builder::getZeroAttr."""
    e = element_type(t)
    if isinstance(e, T.FloatType):
        z = floats.to_bits(0.0, e.kind)
        return A.DenseElementsAttr(t, (z,), True) if isinstance(t, T.ShapedType) else A.FloatAttr(z, e)
    if int_width(e) is None:
        return None
    return int_attr(0, t)


def float_attr(bits: int, t: T.Type) -> A.Attribute:
    if isinstance(t, T.ShapedType):
        return A.DenseElementsAttr(t, (bits,), True)
    return A.FloatAttr(bits, t)


# ---- constFold* --------------------------------------------------------------------------------
def _elements(attr: Any) -> tuple[tuple[Any, ...], bool, T.Type] | None:
    if isinstance(attr, (A.IntegerAttr,)):
        return (attr.value,), False, attr.type
    if isinstance(attr, A.FloatAttr):
        return (attr.bits,), False, attr.type
    if isinstance(attr, A.DenseElementsAttr):
        return attr.values, attr.splat, attr.type
    return None


def const_fold_binary(constants: list[Any], result_type: T.Type | None,
                      fn: Callable[[Any, Any], Any | None], floating: bool = False) -> Any:
    """constFoldBinaryOp(Conditional): `fn` maps two element values (ints
    stored signed, or float bit patterns) to a result element or None (no
    fold).  Poison operands propagate."""
    if len(constants) != 2:
        return None
    a, b = constants
    if is_poison(a):
        return a
    if is_poison(b):
        return b
    if a is None or b is None:
        return None
    ea, eb = _elements(a), _elements(b)
    if ea is None or eb is None:
        return None
    if type(a) is not type(b) or ea[2] is not eb[2]:
        return None
    kind_ok = isinstance(element_type(ea[2]), T.FloatType) if floating else int_width(ea[2]) is not None
    if not kind_ok:
        return None
    rtype = result_type if result_type is not None else ea[2]
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
        r = fn(ea[0][0], eb[0][0])
        if r is None:
            return None
        return _scalar(r, rtype)
    if ea[1] and eb[1]:
        r = fn(ea[0][0], eb[0][0])
        if r is None:
            return None
        return A.DenseElementsAttr(rtype, (_norm_elem(r, rtype),), True)
    n = ea[2].num_elements  # type: ignore[attr-defined]
    va = ea[0] * n if ea[1] else ea[0]
    vb = eb[0] * n if eb[1] else eb[0]
    out = []
    for x, y in zip(va, vb):
        r = fn(x, y)
        if r is None:
            return None
        out.append(_norm_elem(r, rtype))
    return A.DenseElementsAttr(rtype, tuple(out), False)


def const_fold_unary(constants: list[Any], result_type: T.Type | None, fn: Callable[[Any], Any | None],
                     floating: bool | None = None) -> Any:
    """constFoldUnaryOp / constFoldCastOp: `fn` maps an element; the result has
    `result_type` (the operand's type when None)."""
    if not constants:
        return None
    a = constants[0]
    if is_poison(a):
        return a
    if a is None:
        return None
    ea = _elements(a)
    if ea is None:
        return None
    if floating is True and not isinstance(element_type(ea[2]), T.FloatType):
        return None
    if floating is False and int_width(ea[2]) is None:
        return None
    rtype = result_type if result_type is not None else ea[2]
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
        r = fn(ea[0][0])
        return None if r is None else _scalar(r, rtype)
    if not isinstance(rtype, T.ShapedType):
        return None
    if ea[1]:
        r = fn(ea[0][0])
        return None if r is None else A.DenseElementsAttr(rtype, (_norm_elem(r, rtype),), True)
    out = []
    for x in ea[0]:
        r = fn(x)
        if r is None:
            return None
        out.append(_norm_elem(r, rtype))
    return A.DenseElementsAttr(rtype, tuple(out), False)


def _norm_elem(r: Any, t: T.Type) -> Any:
    e = element_type(t)
    if int_width(e) is not None and isinstance(r, int):
        return normalize(r, e)
    return r


def _scalar(r: Any, t: T.Type) -> A.Attribute:
    if isinstance(t, T.FloatType):
        return A.FloatAttr(r, t)
    return A.IntegerAttr(normalize(r, t), t)


# ---- float arithmetic on bit patterns -----------------------------------------------------------
def float_binary(kind: str, op: Callable[[float, float], float]) -> Callable[[int, int], int | None]:
    """APFloat arithmetic (round to nearest even) for formats narrower than
    f64: computing in double then rounding once is exact for +,-,*,/ of
    f32/f16/bf16 operands."""
    if kind not in ("f16", "bf16", "f32", "f64"):
        return lambda a, b: None

    def fn(a: int, b: int) -> int | None:
        # NaN operands and NaN results keep their op (payload rules not modelled).
        if floats.is_nan_bits(a, kind) or floats.is_nan_bits(b, kind):
            return None
        try:
            r = op(floats.from_bits(a, kind), floats.from_bits(b, kind))
        except (ZeroDivisionError, OverflowError, ValueError):
            return None
        if r != r:
            return None
        return floats.to_bits(r, kind)

    return fn


def fdiv(x: float, y: float) -> float:
    """IEEE division (Python raises on a zero divisor)."""
    import math

    if y == 0.0:
        if x == 0.0 or x != x:
            return float("nan")
        return math.copysign(float("inf"), x) * math.copysign(1.0, y)
    return x / y
