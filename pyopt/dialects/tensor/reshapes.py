"""tensor.expand_shape and tensor.collapse_shape: reassociation-based
reshapes (verifyReshapeLikeTypes and verifyTensorReshapeOp)."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import OpDef, Pure, operand, prop, result, var_operand
from pyopt.dialects.dynamic_index import DynamicIndexList, IndexListArrayAttr, static_values  # noqa: F401
from pyopt.dialects.tensor.base import DYNAMIC, AnyTensor, TensorOp, tensor

_UINT32 = 0xFFFFFFFF


def reassociation(op: OpDef) -> list[list[int]]:
    attr = op.properties.get("reassociation")
    if not isinstance(attr, A.ArrayAttr):
        return []
    return [[x.value for x in g] for g in attr if isinstance(g, A.ArrayAttr)]  # type: ignore[attr-defined]


def collapsed_type(expanded: T.RankedTensorType, groups: list[list[int]]) -> T.RankedTensorType:
    """computeTensorReshapeCollapsedType: each group's product, dynamic if
    any of its dimensions is (no encoding)."""
    shape = []
    start = 0
    for g in groups:
        band = expanded.shape[start:start + len(g)]
        size = 1
        for d in band:
            size = DYNAMIC if DYNAMIC in (size, d) else size * d
        shape.append(size)
        start += len(g)
    return T.RankedTensorType(tuple(shape), expanded.element)


def verify_reshape_like(op: OpDef, expanded: T.RankedTensorType, collapsed: T.RankedTensorType,
                        groups: list[list[int]]) -> None:
    """verifyReshapeLikeTypes, then the collapsed type inferred from the
    expanded one (element types; encodings are ignored)."""
    if any(not g for g in groups):
        raise op.emit_error("reassociation indices must not be empty")
    if expanded.rank < collapsed.rank:
        raise op.emit_error(f"expected the expanded type, '{expanded}' to have a higher (or same) rank than the "
                            f"collapsed type, '{collapsed}'.")
    if collapsed.rank != len(groups):
        raise op.emit_error(f"expected collapsed rank ({collapsed.rank}) to equal the number of reassociation maps "
                            f"({len(groups)}).")
    # getSymbolLessAffineMaps: every map has (largest position + 1) dims,
    # positions taken as unsigned 32-bit as AffineDimExpr stores them.
    n_dims = (max((i & _UINT32 for g in groups for i in g), default=0) + 1) & _UINT32
    if groups and n_dims != expanded.rank:
        raise op.emit_error(f"expected reassociation map #0 to have size equal to the expanded rank "
                            f"({expanded.rank}), but it is  {n_dims}.")
    next_dim = 0
    for i, g in enumerate(groups):
        for d in g:
            if d != next_dim:
                raise op.emit_error(f"expected reassociation map #{i} to be valid and contiguous.")
            next_dim += 1
    if groups and next_dim != n_dims:
        raise op.emit_error(f"expected reassociation map #{len(groups) - 1} to be valid and contiguous.")
    start = 0
    for i, g in enumerate(groups):
        band = expanded.shape[start:start + len(g)]
        if DYNAMIC in band:
            if collapsed.shape[i] != DYNAMIC:
                raise op.emit_error(f"expected dimension {i} of collapsed type to be dynamic since one or more of the "
                                    f"corresponding dimensions in the expanded type is dynamic")
        else:
            size = 1
            for d in band:
                size *= d
            if collapsed.shape[i] != size:
                raise op.emit_error(f"expected dimension {i} of collapsed type to be static value of {size}")
        start += len(g)
    expected = collapsed_type(expanded, groups)
    if expected.shape != collapsed.shape or expected.element is not collapsed.element:
        raise op.emit_error(f"expected collapsed type to be '{expected}', but got '{collapsed}'")


def _ranked_pair(op: OpDef) -> tuple[Any, Any]:
    src, res = op.operands[0].type, op.results[0].type
    if isinstance(src, T.RankedTensorType) and isinstance(res, T.RankedTensorType):
        return src, res
    return None, None


@tensor.op
class ExpandShapeOp(TensorOp):
    name = "tensor.expand_shape"
    type_kinds = (("src", False), ("result_", False))
    src = operand(AnyTensor)
    reassociation = prop(IndexListArrayAttr)
    output_shape = var_operand(C.Index)
    static_output_shape = prop(C.DenseI64ArrayAttr)
    result_ = result(AnyTensor)
    traits = (Pure,)
    assembly_format = ("$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, "
                       "$static_output_shape) attr-dict `:` type($src) `into` type($result_)")

    result_names = ("expanded",)

    def verify_(self) -> None:
        src, res = _ranked_pair(self)
        if src is None:
            return
        static = static_values(self, "static_output_shape")
        if len(static) != res.rank:
            raise self.emit_error(f"expected number of static shape dims to be equal to the output rank "
                                  f"({res.rank}) but found {len(static)} inputs instead")
        n_dynamic = sum(1 for d in static if d == DYNAMIC)
        n_values = len(self.operands) - 1
        if n_values != n_dynamic:
            raise self.emit_error(f"mismatch in dynamic dims in output_shape and static_output_shape: "
                                  f"static_output_shape has {n_dynamic} dynamic dims while output_shape has "
                                  f"{n_values} values")
        verify_reshape_like(self, res, src, reassociation(self))


@tensor.op
class CollapseShapeOp(TensorOp):
    name = "tensor.collapse_shape"
    type_kinds = (("src", False), ("result_", False))
    src = operand(AnyTensor)
    reassociation = prop(IndexListArrayAttr)
    result_ = result(AnyTensor)
    traits = (Pure,)
    assembly_format = "$src $reassociation attr-dict `:` type($src) `into` type($result_)"

    result_names = ("collapsed",)

    def verify_(self) -> None:
        src, res = _ranked_pair(self)
        if src is None:
            return
        verify_reshape_like(self, src, res, reassociation(self))
