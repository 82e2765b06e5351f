"""Type constraints of the arith ops (ArithBase.td / CommonTypeConstraints.td)."""

from __future__ import annotations

from typing import Callable

from pyopt.ir import types as T
from pyopt.ir.constraints import TypeConstraint


def _signless_int(t: T.Type) -> bool:
    return isinstance(t, T.IntegerType) and t.signedness == ""


def _signless_int_or_index(t: T.Type) -> bool:
    return t is T.index or _signless_int(t)


def _float(t: T.Type) -> bool:
    return isinstance(t, T.FloatType)


def _like(t: T.Type, scalar: Callable[[T.Type], bool]) -> bool:
    """A scalar, or a vector or tensor of such scalars."""
    if isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)):
        return scalar(t.element)
    return scalar(t)


def _memref_of(t: T.Type, scalar: Callable[[T.Type], bool]) -> bool:
    return isinstance(t, (T.MemRefType, T.UnrankedMemRefType)) and scalar(t.element)


SignlessIntegerOrIndexLike = TypeConstraint("signless-integer-like", lambda t: _like(t, _signless_int_or_index))
SignlessFixedWidthIntegerLike = TypeConstraint("signless-fixed-width-integer-like", lambda t: _like(t, _signless_int))
FloatLike = TypeConstraint("floating-point-like", lambda t: _like(t, _float))
BoolLike = TypeConstraint("bool-like", lambda t: _like(t, lambda e: e is T.i1))
BitcastType = TypeConstraint(
    "signless-integer-or-float-like or memref of signless-integer or float",
    lambda t: _like(t, lambda e: _signless_int(e) or _float(e))
    or _memref_of(t, lambda e: _signless_int(e) or _float(e)))
IndexCastType = TypeConstraint(
    "signless-integer-like or memref of signless-integer",
    lambda t: _like(t, _signless_int_or_index) or _memref_of(t, _signless_int_or_index))


def i1_like(t: T.Type) -> T.Type:
    """The i1 type of the same shape (the result type of comparisons)."""
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1, t.scalable)
    if isinstance(t, T.RankedTensorType):
        return T.RankedTensorType(t.shape, T.i1, t.encoding)
    if isinstance(t, T.UnrankedTensorType):
        return T.UnrankedTensorType(T.i1)
    return T.i1
