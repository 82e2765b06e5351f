"""The tensor dialect object, its type constraints and shared helpers."""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import Dialect, OpDef

tensor = Dialect("tensor")

DYNAMIC = T.DYNAMIC


def _signless_int(t: T.Type) -> bool:
    return isinstance(t, T.IntegerType) and t.signedness == ""


def _bitcastable(t: T.Type) -> bool:
    return isinstance(t, (T.IntegerType, T.FloatType))


def _tensor_of(t: T.Type, element_ok: Any) -> bool:
    return isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)) and element_ok(t.element)


AnyTensor = C.AnyTensor
AnyRankedTensor = C.AnyRankedTensor
AnyNon0RankedOrUnrankedTensor = C.TypeConstraint(
    "non-0-ranked or unranked tensor",
    lambda t: isinstance(t, T.UnrankedTensorType) or (isinstance(t, T.RankedTensorType) and t.rank != 0))
AnyStaticShapeTensor = C.TypeConstraint(
    "statically shaped tensor of any type values",
    lambda t: isinstance(t, T.RankedTensorType) and t.has_static_shape())
BitcastableTensor = C.TypeConstraint(
    "tensor of signless integer or unsigned integer or signed integer or floating-point values",
    lambda t: _tensor_of(t, _bitcastable))
RankedTensorOfIntOrIndex = C.TypeConstraint(
    "ranked tensor of signless integer or index values",
    lambda t: isinstance(t, T.RankedTensorType) and (_signless_int(t.element) or t.element is T.index))
Tensor1DOfIntOrIndex = C.TypeConstraint(
    "1D tensor of signless integer or index values",
    lambda t: _tensor_of(t, lambda e: _signless_int(e) or e is T.index)
    and isinstance(t, T.RankedTensorType) and t.rank == 1)


def element_of(t: T.Type) -> T.Type | None:
    """TensorType::getElementType (None for a non-tensor)."""
    return t.element if isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)) else None


def ranked(t: T.Type) -> T.RankedTensorType | None:
    return t if isinstance(t, T.RankedTensorType) else None


def dynamic_dim_count(t: T.Type) -> int:
    return sum(1 for d in getattr(t, "shape", ()) if d == DYNAMIC)


def compatible_shapes(a: T.Type, b: T.Type) -> bool:
    """verifyCompatibleShape for two tensor types: unranked matches
    anything; ranked ones agree on rank and on every static dimension."""
    if not isinstance(a, T.RankedTensorType) or not isinstance(b, T.RankedTensorType):
        return True
    return a.rank == b.rank and all(x == y or DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape))


def quoted(types: Sequence[T.Type]) -> str:
    return ", ".join(f"'{t}'" for t in types)


# ---- parse-time type kinds --------------------------------------------------------------------
def expect_tensor_types(b: Any, kinds: Sequence[tuple[str, bool]]) -> None:
    """parseType<TensorType> / parseType<RankedTensorType>, which ODS's
    parsers use for the `type($x)` of tensor-constrained operands and
    results: `kinds` lists (name, ranked) in the order the types are
    written after the `:`."""
    from pyopt.ir.diagnostics import MLIRError
    from pyopt.ir.format import type_tail_loc

    for i, (name, must_be_ranked) in enumerate(kinds):
        t = b.types.get(name)
        if t is None or isinstance(t, list):
            continue
        if isinstance(t, T.RankedTensorType) or (not must_be_ranked and isinstance(t, T.UnrankedTensorType)):
            continue
        message = f"custom op '{b.op_tok}' invalid kind of type specified"
        if must_be_ranked:
            message += f": expected builtin.tensor, but found '{t}'"
        raise MLIRError(message, type_tail_loc(b, i))


class TensorOp(OpDef):
    """A tensor op whose custom syntax parses the types in `type_kinds`
    with parseType<TensorType / RankedTensorType> (see expect_tensor_types)."""

    __slots__ = ()
    type_kinds: ClassVar[tuple[tuple[str, bool], ...]] = ()

    @classmethod
    def infer_types(cls, b: Any) -> None:
        expect_tensor_types(b, cls.type_kinds)
