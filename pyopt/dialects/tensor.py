"""A minimal tensor dialect: the slice ops scf.forall bodies use
(tensor.extract_slice and tensor.parallel_insert_slice)."""

from __future__ import annotations


from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import AttrSizedOperandSegments, Dialect, OpDef, Pure, operand, prop, result, var_operand
from pyopt.dialects.dynamic_index import DynamicIndexList, static_values  # noqa: F401  (registers the directive)

tensor = Dialect("tensor")

_SLICE_FORMAT = ("custom<DynamicIndexList>($offsets, $static_offsets) "
                 "custom<DynamicIndexList>($sizes, $static_sizes) "
                 "custom<DynamicIndexList>($strides, $static_strides) ")


def _verify_slice_lists(op: OpDef, rank: int) -> None:
    for name, what in (("static_offsets", "offset"), ("static_sizes", "size"), ("static_strides", "stride")):
        n = len(static_values(op, name))
        if n != rank:
            raise op.emit_error(f"expected {rank} {what} values")


@tensor.op
class ExtractSliceOp(OpDef):
    name = "tensor.extract_slice"
    source = operand(C.AnyRankedTensor)
    offsets = var_operand(C.Index)
    sizes = var_operand(C.Index)
    strides = var_operand(C.Index)
    static_offsets = prop(C.DenseI64ArrayAttr)
    static_sizes = prop(C.DenseI64ArrayAttr)
    static_strides = prop(C.DenseI64ArrayAttr)
    result_ = result(C.AnyRankedTensor)
    traits = (Pure, AttrSizedOperandSegments)
    assembly_format = "$source `` " + _SLICE_FORMAT + "attr-dict `:` type($source) `to` type($result_)"

    result_names = ("extracted_slice",)

    def verify_(self) -> None:
        src = self.operands[0].type
        if isinstance(src, T.RankedTensorType):
            _verify_slice_lists(self, src.rank)


@tensor.op
class ParallelInsertSliceOp(OpDef):
    name = "tensor.parallel_insert_slice"
    parallel_combining = True  # ParallelCombiningOpInterface
    source = operand(C.AnyRankedTensor)
    dest = operand(C.AnyRankedTensor)
    offsets = var_operand(C.Index)
    sizes = var_operand(C.Index)
    strides = var_operand(C.Index)
    static_offsets = prop(C.DenseI64ArrayAttr)
    static_sizes = prop(C.DenseI64ArrayAttr)
    static_strides = prop(C.DenseI64ArrayAttr)
    traits = (AttrSizedOperandSegments,)
    assembly_format = "$source `into` $dest `` " + _SLICE_FORMAT + "attr-dict `:` type($source) `into` type($dest)"

    def verify_(self) -> None:
        parent = self.parent_op
        if parent is None or parent.name != "scf.forall.in_parallel":
            raise self.emit_error("expected InParallelOpInterface parent, got:" + (
                f"{parent.name}" if parent is not None else "nullptr"))
        dest = self.operands[1].type
        if isinstance(dest, T.RankedTensorType):
            _verify_slice_lists(self, dest.rank)
