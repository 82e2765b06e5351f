"""Attribute constraints of the affine ops (AffineOps.td): affine maps and
integer sets, the parallel loop's groups, steps and reductions."""

from __future__ import annotations

from typing import Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T


class I32ElementsAttrC(C.AttrConstraint):
    summary = "32-bit signless integer elements attribute"
    storage = C.DENSE_INT_ELEMENTS_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return (isinstance(attr, A.DenseElementsAttr) and isinstance(attr.type, T.ShapedType)
                and attr.type.element is T.i32)


class I64ArrayAttrC(C.AttrConstraint):
    summary = "64-bit integer array attribute"
    storage = C.ARRAY_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(
            isinstance(a, A.IntegerAttr) and a.type is T.i64 for a in attr)


class ReductionsAttrC(C.AttrConstraint):
    """TypedArrayAttrBase<AtomicRMWKindAttr, "Reduction ops">."""

    summary = "Reduction ops"
    storage = C.ARRAY_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        from pyopt.dialects.memref.base import AtomicRMWKind

        return isinstance(attr, A.ArrayAttr) and all(AtomicRMWKind.check(a) for a in attr)


class LocalityHintC(C.AttrConstraint):
    summary = "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3"
    storage = C.INTEGER_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerAttr) and attr.type is T.i32 and 0 <= attr.value <= 3


class UnitPropC(C.PropertyC):
    """UnitProp: a bool stored as a property, `disjoint` when set and
    `disjoint = false` otherwise in generic form."""

    summary = "unit property"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.UnitAttr) or (isinstance(attr, A.IntegerAttr) and attr.type is T.i1)

    def from_attribute(self, attr: A.Attribute) -> A.Attribute:
        # A unit or bool attribute; 22.1.8 fails on any other without a
        # message (the conversion writes none): say what it expects.
        if not self.check(attr):
            raise C.PropertyConversionError("expected UnitAttr or BoolAttr")
        return attr


AffineMapAttr = C.AffineMapAttr
IntegerSetAttr = C.IntegerSetAttr
I32ElementsAttr = I32ElementsAttrC()
I64ArrayAttr = I64ArrayAttrC()
ReductionsAttr = ReductionsAttrC()
LocalityHint = LocalityHintC()
UnitProp = UnitPropC()


def unit_prop_set(attr: A.Attribute | None) -> bool:
    return isinstance(attr, A.UnitAttr) or (isinstance(attr, A.IntegerAttr) and attr.value != 0)


def unit_prop(value: bool) -> A.Attribute:
    return A.UnitAttr() if value else A.BoolAttr(False)


def i32_tensor(values: Sequence[int]) -> A.Attribute:
    """Builder::getI32TensorAttr."""
    ty = T.RankedTensorType((len(values),), T.i32)
    vals = tuple(values)
    if vals and all(v == vals[0] for v in vals):
        return A.DenseElementsAttr(ty, vals[:1], True)
    return A.DenseElementsAttr(ty, vals, False)


def i64_array(values: Sequence[int]) -> A.Attribute:
    return A.ArrayAttr(tuple(A.IntegerAttr(v, T.i64) for v in values))


def elements(attr: A.Attribute | None) -> list[int]:
    """The integers of a dense elements attribute (splats expanded)."""
    if not isinstance(attr, A.DenseElementsAttr) or not isinstance(attr.type, T.ShapedType):
        return []
    n = 1
    for d in attr.type.shape:
        n *= d
    if attr.splat:
        return [int(attr.values[0])] * n if attr.values else []
    return [int(v) for v in attr.values]
