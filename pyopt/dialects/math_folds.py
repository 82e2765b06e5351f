"""math folds (MathOps.cpp): constant folding of the elementwise ops, as
MLIR does it.  Transcendental functions are evaluated by the C library's
own `f`/`double` functions (MLIR calls `logf`, `log` ... on f32 and f64
operands and folds no other float type), so the results are the very bits
mlir-opt computes; rounding, sign and integer ops work on any width.
Poison operands propagate (CommonFolders.h)."""

from __future__ import annotations

import ctypes
import ctypes.util
import struct
from typing import Any, Callable

from pyopt.dialects.common_folders import const_fold_binary, const_fold_unary, int_width, is_poison, to_signed
from pyopt.ir import floats
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.ir.types import Type
from pyopt.rewrite.folding import folder, materializer

_libm: Any = None


def _c_function(name: str, single: bool, arity: int) -> Callable[..., float]:
    global _libm
    if _libm is None:
        _libm = ctypes.CDLL(ctypes.util.find_library("m") or "libm.so.6")
    fn = getattr(_libm, name)
    ctype = ctypes.c_float if single else ctypes.c_double
    fn.restype = ctype
    fn.argtypes = [ctype] * arity
    return fn  # type: ignore[no-any-return]


def _to_float(bits: int, kind: str) -> float:
    return struct.unpack("<f", struct.pack("<I", bits))[0] if kind == "f32" else \
        struct.unpack("<d", struct.pack("<Q", bits))[0]


def _from_float(value: float, kind: str) -> int:
    return struct.unpack("<I", struct.pack("<f", value))[0] if kind == "f32" else \
        struct.unpack("<Q", struct.pack("<d", value))[0]


def _negative(bits: int, kind: str) -> bool:
    """APFloat::isNegative: the sign bit (-0.0 and negative NaNs too)."""
    return bool(bits >> (floats.bit_width(kind) - 1))


def _kind(op: Operation) -> str | None:
    e = op.results[0].type
    e = getattr(e, "element", e)
    return e.kind if isinstance(e, T.FloatType) else None  # type: ignore[attr-defined]


def _libm_unary(name: str, guard: Callable[[int, str], bool] | None = None) -> Callable[[Operation, list[Any]], Any]:
    """constFoldUnaryOpConditional calling `name` (f64) or `namef` (f32);
    `guard(bits, kind)` true leaves the op alone."""

    def fold(op: Operation, c: list[Any]) -> Any:
        kind = _kind(op)
        if kind not in ("f32", "f64"):
            return fold_poison_operand(op, c)
        fn = _c_function(name + ("f" if kind == "f32" else ""), kind == "f32", 1)

        def element(bits: int) -> int | None:
            if guard is not None and guard(bits, kind):
                return None
            return _from_float(fn(_to_float(bits, kind)), kind)

        return const_fold_unary(c, None, element, floating=True)

    return fold


def _libm_binary(name: str, special: Callable[[int, int, str], int | None] | None = None) -> Any:
    """constFoldBinaryOpConditional calling `name`/`namef`; `special` may
    decide an element first (for any float type)."""

    def fold(op: Operation, c: list[Any]) -> Any:
        kind = _kind(op)
        if kind is None or (special is None and kind not in ("f32", "f64")):
            return fold_poison_operand(op, c)
        fn = _c_function(name + ("f" if kind == "f32" else ""), kind == "f32", 2) if kind in ("f32", "f64") else None

        def element(a: int, b: int) -> int | None:
            if special is not None:
                r = special(a, b, kind)
                if r is not None:
                    return r
            if fn is None:
                return None
            return _from_float(fn(_to_float(a, kind), _to_float(b, kind)), kind)

        return const_fold_binary(c, None, element, floating=True)

    return fold


def _is_negative_guard(bits: int, kind: str) -> bool:
    return _negative(bits, kind)


def _log1p_guard(bits: int, kind: str) -> bool:
    """(a + 1).isNegative(): rounding the sum to the operand's format
    keeps its sign."""
    import math

    return math.copysign(1.0, _to_float(bits, kind) + 1.0) < 0.0


def _atan2_zeros(a: int, b: int, kind: str) -> int | None:
    """atan2(0, 0) folds to the default NaN."""
    if floats.from_bits(a, kind) == 0.0 and floats.from_bits(b, kind) == 0.0:
        return floats._nan_bits(floats.semantics(kind), False)
    return None


for _op, _fn, _guard in (("atan", "atan", None), ("cos", "cos", None), ("sin", "sin", None),
                         ("log", "log", _is_negative_guard), ("log2", "log2", _is_negative_guard),
                         ("log10", "log10", _is_negative_guard), ("log1p", "log1p", _log1p_guard),
                         ("sqrt", "sqrt", _is_negative_guard), ("exp", "exp", None), ("exp2", "exp2", None),
                         ("expm1", "expm1", None), ("tan", "tan", None), ("tanh", "tanh", None),
                         ("round", "round", None)):
    folder(f"math.{_op}")(_libm_unary(_fn, _guard))
folder("math.powf")(_libm_binary("pow"))
folder("math.atan2")(_libm_binary("atan2", _atan2_zeros))


def _round_integral(mode: str) -> Callable[[Operation, list[Any]], Any]:
    """APFloat::roundToIntegral (any float type; the integral value is
    exact in the operand's format, the sign of zero kept)."""

    def fold(op: Operation, c: list[Any]) -> Any:
        kind = _kind(op)
        if kind is None:
            return fold_poison_operand(op, c)
        fn = _c_function(mode, False, 1)

        def element(bits: int) -> int | None:
            if floats.is_nan_bits(bits, kind) or floats.is_inf_bits(bits, kind):
                return bits
            return floats.to_bits(fn(floats.from_bits(bits, kind)), kind)

        return const_fold_unary(c, None, element, floating=True)

    return fold


folder("math.ceil")(_round_integral("ceil"))
folder("math.floor")(_round_integral("floor"))
folder("math.roundeven")(_round_integral("rint"))  # nearest, ties to even (default rounding mode)


@folder("math.absf")
def fold_absf(op: Operation, c: list[Any]) -> Any:
    kind = _kind(op)
    if kind is None:
        return fold_poison_operand(op, c)
    sign = 1 << (floats.bit_width(kind) - 1)
    return const_fold_unary(c, None, lambda bits: bits & ~sign, floating=True)


@folder("math.copysign")
def fold_copysign(op: Operation, c: list[Any]) -> Any:
    kind = _kind(op)
    if kind is None:
        return fold_poison_operand(op, c)
    sign = 1 << (floats.bit_width(kind) - 1)
    return const_fold_binary(c, None, lambda a, b: (a & ~sign) | (b & sign), floating=True)


def _int_unary(fn: Callable[[int, int], int]) -> Callable[[Operation, list[Any]], Any]:
    def fold(op: Operation, c: list[Any]) -> Any:
        width = int_width(op.results[0].type)
        if width is None:
            return fold_poison_operand(op, c)
        mask = (1 << width) - 1
        return const_fold_unary(c, None, lambda v: fn(v & mask, width), floating=False)

    return fold


folder("math.absi")(_int_unary(lambda v, w: abs(to_signed(v, w))))
folder("math.ctlz")(_int_unary(lambda v, w: w - v.bit_length()))
folder("math.cttz")(_int_unary(lambda v, w: w if v == 0 else (v & -v).bit_length() - 1))
folder("math.ctpop")(_int_unary(lambda v, w: bin(v).count("1")))


@folder("math.ipowi")
def fold_ipowi(op: Operation, c: list[Any]) -> Any:
    width = int_width(op.results[0].type)
    if width is None:
        return fold_poison_operand(op, c)
    mask = (1 << width) - 1

    def element(base: int, power: int) -> int | None:
        base, power = to_signed(base & mask, width), to_signed(power & mask, width)
        if power == 0:
            return 1
        if power < 0:
            if base == 0:
                return None  # 0 to a negative power stays
            if base == 1:
                return 1
            if base != -1:
                return 0
            return -1 if power & 1 else 1
        return pow(base, power, 1 << width)

    return const_fold_binary(c, None, element, floating=False)


def fold_poison_operand(op: Operation, constants: list[Any]) -> Any:
    for c in constants:
        if is_poison(c):
            return [c]
    return None


for _name in ("acos", "acosh", "asin", "asinh", "atanh", "cosh", "erf", "erfc", "sinh", "trunc"):
    folder(f"math.{_name}")(_libm_unary(_name))
folder("math.cbrt")(fold_poison_operand)  # no constant folder in MLIR 22: only poison propagates


@materializer("math")
def materialize(builder: Any, value: Any, type: Type, loc: Any) -> Operation | None:
    """MathDialect::materializeConstant: poison as ub.poison, else as arith."""
    from pyopt.rewrite.folding import materialize_constant

    if is_poison(value):
        return materialize_constant(builder, "ub", value, type, loc)
    return materialize_constant(builder, "arith", value, type, loc)
