"""tensor ops with offset/size/stride lists or padding lists:
extract_slice, insert_slice, parallel_insert_slice and pad."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import (AttrSizedOperandSegments, OpDef, Pure, SingleBlockImplicitTerminator, operand,
                          opt_prop, prop, region, result, var_operand)
from pyopt.dialects.dynamic_index import (DynamicIndexList, out_of_bounds_slice, rank_reduction_mask,  # noqa: F401
                                          static_values, verify_offset_size_stride)
from pyopt.dialects.tensor.base import DYNAMIC, AnyRankedTensor, TensorOp, expect_tensor_types, tensor
from pyopt.dialects.tensor.ops import verify_sized_body

_SLICE_LISTS = ("custom<DynamicIndexList>($offsets, $static_offsets) "
                "custom<DynamicIndexList>($sizes, $static_sizes) "
                "custom<DynamicIndexList>($strides, $static_strides) ")


def _lists(op: OpDef) -> tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]:
    return (static_values(op, "static_offsets"), static_values(op, "static_sizes"),
            static_values(op, "static_strides"))


def verify_slice(op: OpDef, expected: T.RankedTensorType, candidate: T.RankedTensorType,
                 bounds: T.RankedTensorType) -> None:
    """isRankReducedType(expected, candidate) and produceSliceErrorMsg, then
    verifyInBoundsSlice against `bounds` (the sliced tensor)."""
    if expected is not candidate:
        if candidate.rank > expected.rank:
            raise op.emit_plain_error("expected rank to be smaller or equal to the other rank. ")
        if rank_reduction_mask(expected.shape, candidate.shape) is None:
            raise op.emit_plain_error(f"expected type to be '{expected}' or a rank-reduced version. (size mismatch) ")
        if candidate.element is not expected.element:
            raise op.emit_plain_error(f"expected element type to be '{expected.element}'")
    offsets, sizes, strides = _lists(op)
    message = out_of_bounds_slice(bounds.shape, offsets, sizes, strides)
    if message is not None:
        raise op.emit_plain_error(message)


class _SliceOp(TensorOp):
    """What the three slice ops share: the verification of their lists
    (each declares its own operands: their order is the declaration's)."""

    __slots__ = ()

    # The operand whose rank the lists have: the source of extract_slice,
    # the destination of the insertions.
    sliced_operand = 1

    def verify_slice_lists(self) -> T.RankedTensorType | None:
        sliced = self.operands[self.sliced_operand].type if len(self.operands) > self.sliced_operand else None
        if not isinstance(sliced, T.RankedTensorType):
            return None
        verify_offset_size_stride(self, (sliced.rank,) * 3)
        return sliced

    def slice_type(self) -> T.Type | None:
        """The type of the slice the lists describe: the insertions' source
        (extract_slice overrides: its result)."""
        return self.operands[0].type if self.operands else None

    def verify_slice_op(self) -> None:
        """The lists, then the slice against the type inferred from the sizes
        (insert_slice is the inverse of extract_slice: the same inferred type)."""
        sliced = self.verify_slice_lists()
        part = self.slice_type()
        if sliced is None or not isinstance(part, T.RankedTensorType):
            return
        expected = T.RankedTensorType(static_values(self, "static_sizes"), sliced.element, sliced.encoding)
        verify_slice(self, expected, part, sliced)


@tensor.op
class ExtractSliceOp(_SliceOp):
    name = "tensor.extract_slice"
    type_kinds = (("source", True), ("result_", True))
    source = operand(AnyRankedTensor)
    offsets = var_operand(C.Index)
    sizes = var_operand(C.Index)
    strides = var_operand(C.Index)
    static_offsets = prop(C.DenseI64ArrayAttr)
    static_sizes = prop(C.DenseI64ArrayAttr)
    static_strides = prop(C.DenseI64ArrayAttr)
    result_ = result(AnyRankedTensor)
    traits = (Pure, AttrSizedOperandSegments)
    assembly_format = "$source `` " + _SLICE_LISTS + "attr-dict `:` type($source) `to` type($result_)"
    sliced_operand = 0

    result_names = ("extracted_slice",)

    def slice_type(self) -> T.Type | None:
        return self.results[0].type if self.results else None

    def verify_(self) -> None:
        self.verify_slice_op()


@tensor.op
class InsertSliceOp(_SliceOp):
    name = "tensor.insert_slice"
    type_kinds = (("source", True), ("dest", True))
    source = operand(AnyRankedTensor)
    dest = operand(AnyRankedTensor)
    offsets = var_operand(C.Index)
    sizes = var_operand(C.Index)
    strides = var_operand(C.Index)
    static_offsets = prop(C.DenseI64ArrayAttr)
    static_sizes = prop(C.DenseI64ArrayAttr)
    static_strides = prop(C.DenseI64ArrayAttr)
    result_ = result(AnyRankedTensor)
    traits = (Pure, AttrSizedOperandSegments)
    assembly_format = "$source `into` $dest `` " + _SLICE_LISTS + "attr-dict `:` type($source) `into` type($dest)"

    result_names = ("inserted_slice",)

    @classmethod
    def infer_types(cls, b: Any) -> None:
        expect_tensor_types(b, cls.type_kinds)
        # TypesMatchWith<"expected result type to match dest type">.
        if b.types.get("dest") is not None:
            b.types["result_"] = b.types["dest"]

    def verify_(self) -> None:
        if len(self.operands) > 1 and self.results and self.results[0].type is not self.operands[1].type:
            raise self.emit_error("failed to verify that expected result type to match dest type")
        self.verify_slice_op()


@tensor.op
class ParallelInsertSliceOp(_SliceOp):
    name = "tensor.parallel_insert_slice"
    type_kinds = (("source", True), ("dest", True))
    parallel_combining = True  # ParallelCombiningOpInterface
    source = operand(AnyRankedTensor)
    dest = operand(AnyRankedTensor)
    offsets = var_operand(C.Index)
    sizes = var_operand(C.Index)
    strides = var_operand(C.Index)
    static_offsets = prop(C.DenseI64ArrayAttr)
    static_sizes = prop(C.DenseI64ArrayAttr)
    static_strides = prop(C.DenseI64ArrayAttr)
    traits = (AttrSizedOperandSegments,)
    assembly_format = "$source `into` $dest `` " + _SLICE_LISTS + "attr-dict `:` type($source) `into` type($dest)"

    def updated_destinations(self) -> list[Any]:
        """ParallelCombiningOpInterface::getUpdatedDestinations."""
        return [self.operands[1]] if len(self.operands) > 1 else []

    def verify_(self) -> None:
        from pyopt.ir.verifier import generic_text

        parent = self.parent_op
        if parent is None or parent.name != "scf.forall.in_parallel":
            raise self.emit_plain_error("expected InParallelOpInterface parent, got:" + (
                generic_text(parent) if parent is not None else "<<NULL>>"))
        self.verify_slice_op()


# ---- pad -------------------------------------------------------------------------------------------
def pad_result_type(src: T.RankedTensorType, low: Sequence[int], high: Sequence[int]) -> T.RankedTensorType | None:
    """PadOp::inferResultType (None when the lists do not have the rank)."""
    if len(low) != src.rank or len(high) != src.rank:
        return None
    shape = []
    for d, lo, hi in zip(src.shape, low, high):
        shape.append(DYNAMIC if DYNAMIC in (d, lo, hi) else d + lo + hi)
    return T.RankedTensorType(tuple(shape), src.element)


@tensor.op
class PadOp(TensorOp):
    name = "tensor.pad"
    type_kinds = (("source", True), ("result_", True))
    source = operand(AnyRankedTensor)
    low = var_operand(C.Index)
    high = var_operand(C.Index)
    static_low = prop(C.DenseI64ArrayAttr)
    static_high = prop(C.DenseI64ArrayAttr)
    nofold = opt_prop(C.UnitAttr)
    result_ = result(AnyRankedTensor)
    region_ = region(single_block=True)
    traits = (Pure, AttrSizedOperandSegments, SingleBlockImplicitTerminator("tensor.yield"))
    assembly_format = ("$source (`nofold` $nofold^)? `low` `` custom<DynamicIndexList>($low, $static_low) "
                       "`high` `` custom<DynamicIndexList>($high, $static_high) $region_ attr-dict `:` type($source) "
                       "`to` type($result_)")

    result_names = ("padded",)

    def verify_(self) -> None:
        if not verify_sized_body(self, "region", "tensor.yield"):
            return
        src, res = self.operands[0].type, self.results[0].type
        if not isinstance(src, T.RankedTensorType) or not isinstance(res, T.RankedTensorType):
            return
        expected = pad_result_type(src, static_values(self, "static_low"), static_values(self, "static_high"))
        if expected is None:
            raise self.emit_plain_error(f"failed to infer expectedType from sourceType '{src}', specified resultType "
                                        f"is '{res}'")
        if res.rank != expected.rank or any(r != e and e != DYNAMIC for r, e in zip(res.shape, expected.shape)):
            raise self.emit_plain_error(f"specified type '{res}' does not match the inferred type '{expected}'")

    def verify_regions_(self) -> None:
        res = self.results[0].type
        if not isinstance(res, T.RankedTensorType) or not self.regions or len(self.regions[0].blocks) != 1:
            return
        block = self.regions[0].blocks[0]
        if len(block.args) != res.rank:
            raise self.emit_plain_error(f"expected the block to have {res.rank} arguments")
        for i, a in enumerate(block.args):
            if a.type is not T.index:
                raise self.emit_error(f"expected block argument {i + 1} to be an index")
        term = block.last
        if term is None or len(term.operands) != 1 or term.operands[0].type is not res.element:
            raise self.emit_error("expected yield type to match shape element type")
