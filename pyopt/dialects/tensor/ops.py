"""tensor ops on elements and whole tensors: bitcast, cast, concat, dim,
empty, extract, from_elements, gather, generate, insert, rank, reshape,
scatter, splat, yield (verifiers from MLIR's TensorOps.cpp)."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import (HasParent, OpDef, Pure, RecursiveMemoryEffects, ReturnLike,
                          SingleBlockImplicitTerminator, Terminator, TypesMatchWith, opt_prop, operand, prop, region,
                          result, var_operand)
from pyopt.dialects.cast_interface import verify_cast
from pyopt.dialects.dynamic_index import verify_reshape_elements, verify_reshape_shape_length
from pyopt.dialects.tensor.base import (DYNAMIC, AnyNon0RankedOrUnrankedTensor, AnyRankedTensor,
                                        AnyStaticShapeTensor, AnyTensor, BitcastableTensor, RankedTensorOfIntOrIndex,
                                        Tensor1DOfIntOrIndex, TensorOp, compatible_shapes, dynamic_dim_count, element_of,
                                        expect_tensor_types,
                                        ranked, tensor)


def _element_bit_width(t: T.Type) -> int | None:
    e = element_of(t)
    if isinstance(e, T.IntegerType):
        return e.width
    if isinstance(e, T.FloatType):
        return e.width
    return None


def _is_tensor(t: T.Type) -> bool:
    return isinstance(t, (T.RankedTensorType, T.UnrankedTensorType))


def verify_dynamic_sizes(op: OpDef, t: T.Type, n_sizes: int) -> None:
    """verifyDynamicDimensionCount: one index operand per `?`."""
    expected = dynamic_dim_count(t)
    if n_sizes != expected:
        raise op.emit_error(f"incorrect number of dynamic sizes, has {n_sizes}, expected {expected}")


def verify_sized_body(op: OpDef, name: str, terminator: str) -> bool:
    """SizedRegion<1> and SingleBlockImplicitTerminator's region check;
    False when there is no single block to look into."""
    r = op.regions[0] if op.regions else None
    if r is None:
        return False
    if len(r.blocks) != 1:
        raise op.emit_error(f"region #0 ('{name}') failed to verify constraint: region with 1 blocks")
    last = r.blocks[0].last
    if last is None or last.name != terminator:
        found = last.name if last is not None else "nothing"
        err = op.emit_error(f"expects regions to end with '{terminator}', found '{found}'")
        raise err.note(f"in custom textual format, the absence of terminator implies '{terminator}'", op.loc)
    return True


# ---- casts ---------------------------------------------------------------------------------
def _bitcast_compatible(inputs: Sequence[T.Type], outputs: Sequence[T.Type]) -> bool:
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    a, b = inputs[0], outputs[0]
    if not _is_tensor(a) or not _is_tensor(b):
        return False
    return _element_bit_width(a) == _element_bit_width(b) and compatible_shapes(a, b)


def cast_compatible(inputs: Sequence[T.Type], outputs: Sequence[T.Type]) -> bool:
    """CastOp::areCastCompatible."""
    if len(inputs) != 1 or len(outputs) != 1:
        return False
    a, b = inputs[0], outputs[0]
    if not _is_tensor(a) or not _is_tensor(b):
        return False
    return element_of(a) is element_of(b) and compatible_shapes(a, b)


@tensor.op
class BitcastOp(TensorOp):
    name = "tensor.bitcast"
    type_kinds = (("source", False), ("dest", False))
    source = operand(BitcastableTensor)
    dest = result(BitcastableTensor)
    traits = (Pure,)
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    def verify_(self) -> None:
        verify_cast(self, _bitcast_compatible)


@tensor.op
class CastOp(TensorOp):
    name = "tensor.cast"
    type_kinds = (("source", False), ("dest", False))
    source = operand(AnyTensor)
    dest = result(AnyTensor)
    traits = (Pure,)
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    result_names = ("cast",)

    def verify_(self) -> None:
        verify_cast(self, cast_compatible)


# ---- concat ------------------------------------------------------------------------------------
@tensor.op
class ConcatOp(TensorOp):
    name = "tensor.concat"
    dim = prop(C.I64Attr)
    inputs = var_operand(AnyRankedTensor)
    result_ = result(AnyRankedTensor)
    traits = (Pure,)
    assembly_format = "`dim` `(` $dim `)` $inputs attr-dict `:` functional-type(operands, results)"

    result_names = ("concat",)

    def verify_(self) -> None:
        inputs = [v.type for v in self.operands]
        if not inputs:
            raise self.emit_error("requires at least one input")
        res = self.results[0].type
        if not isinstance(res, T.RankedTensorType) or not all(isinstance(t, T.RankedTensorType) for t in inputs):
            return
        rank = res.rank
        if any(t.rank != rank for t in inputs):  # type: ignore[attr-defined]
            raise self.emit_error("rank of concatenated inputs must match result rank")
        if any(t.element is not res.element for t in inputs):  # type: ignore[attr-defined]
            raise self.emit_error("inputs and result element type must match")
        dim = self.properties["dim"].value  # type: ignore[attr-defined]
        if dim >= rank:
            raise self.emit_error("concatenation dim must be less than the tensor rank")
        if dim < 0:  # MLIR indexes out of bounds here: nothing it reports
            return
        sizes = [DYNAMIC] * rank
        for i in range(rank):
            if i == dim:
                continue
            size = DYNAMIC  # SaturatedInteger: dynamic until a static size is seen
            for t in inputs:
                d = t.shape[i]  # type: ignore[attr-defined]
                if d == DYNAMIC:
                    continue
                if size != DYNAMIC and size != d:
                    raise self.emit_error(f"static concatenation size mismatch along non-concatenated dimension {i}")
                size = d
            sizes[i] = size
        along = [t.shape[dim] for t in inputs]  # type: ignore[attr-defined]
        sizes[dim] = DYNAMIC if DYNAMIC in along else sum(along)
        inferred = T.RankedTensorType(tuple(sizes), inputs[0].element)  # type: ignore[attr-defined]
        for want, got in zip(inferred.shape, res.shape):
            if DYNAMIC not in (want, got) and want != got:
                raise self.emit_error(f"result type '{res}'does not match inferred shape '{inferred}' static sizes")


# ---- dim, rank -----------------------------------------------------------------------------------
@tensor.op
class DimOp(TensorOp):
    name = "tensor.dim"
    type_kinds = (("source", False),)
    source = operand(AnyNon0RankedOrUnrankedTensor)
    index = operand(C.Index)
    result_ = result(C.Index)
    side_effects = ()  # NoMemoryEffect, but only conditionally speculatable (not Pure)
    assembly_format = "attr-dict $source `,` $index `:` type($source)"

    result_names = ("dim",)


@tensor.op
class RankOp(TensorOp):
    name = "tensor.rank"
    type_kinds = (("tensor_", False),)
    tensor_ = operand(AnyTensor)
    result_ = result(C.Index)
    traits = (Pure,)
    assembly_format = "$tensor_ attr-dict `:` type($tensor_)"

    result_names = ("rank",)


# ---- empty, splat, from_elements -----------------------------------------------------------------
@tensor.op
class EmptyOp(TensorOp):
    name = "tensor.empty"
    type_kinds = (("result_", True),)
    dynamicSizes = var_operand(C.Index)
    result_ = result(AnyRankedTensor)
    traits = (Pure,)
    assembly_format = "`(`$dynamicSizes`)` attr-dict `:` type($result_)"

    def verify_(self) -> None:
        verify_dynamic_sizes(self, self.results[0].type, len(self.operands))


def _element_type(t: T.Type) -> T.Type:
    e = element_of(t)
    return e if e is not None else t


@tensor.op
class SplatOp(TensorOp):
    name = "tensor.splat"
    type_kinds = (("aggregate", True),)
    input = operand()
    dynamicSizes = var_operand(C.Index)
    aggregate = result(AnyRankedTensor)
    traits = (Pure, TypesMatchWith("aggregate", "input", _element_type, "operand type matches element type of result"))
    assembly_format = "$input (`[` $dynamicSizes^ `]`)? attr-dict `:` type($aggregate)"

    result_names = ("splat",)

    def verify_(self) -> None:
        verify_dynamic_sizes(self, self.results[0].type, len(self.operands) - 1)


@tensor.op
class FromElementsOp(TensorOp):
    name = "tensor.from_elements"
    type_kinds = (("result_", True),)
    elements = var_operand()
    result_ = result(AnyStaticShapeTensor)
    traits = (Pure,)
    assembly_format = "$elements attr-dict `:` type($result_)"

    result_names = ("from_elements",)

    @classmethod
    def infer_types(cls, b: Any) -> None:
        """TypesMatchWith: one operand of the element type per element;
        a count that differs is the parser's resolveOperands error."""
        expect_tensor_types(b, cls.type_kinds)
        res = b.types.get("result_")
        if not isinstance(res, T.RankedTensorType):
            return
        if not res.has_static_shape():  # checked before the operand types are inferred from it
            raise MLIRError(f"custom op '{b.op_tok}' 'result' must be {AnyStaticShapeTensor.summary}, but got "
                            f"'{res}'", b.builder.loc(b.op_tok))
        toks = b.operands.get("elements") or []
        n = res.num_elements
        if len(toks) != n:
            loc = b.builder.loc(toks[0]) if toks else b.builder.colon_loc(b.op_tok)
            raise MLIRError(f"custom op '{b.op_tok}' number of operands and types do not match: got {len(toks)} "
                            f"operands and {n} types", loc)
        b.types["elements"] = [res.element] * n

    def verify_(self) -> None:
        res = self.results[0].type
        assert isinstance(res, T.RankedTensorType)
        types = [v.type for v in self.operands]
        if len(types) != res.num_elements or any(t is not res.element for t in types):
            raise self.emit_error("failed to verify that operand types match result element type")


# ---- extract, insert --------------------------------------------------------------------------------
@tensor.op
class ExtractOp(TensorOp):
    name = "tensor.extract"
    type_kinds = (("tensor_", True),)
    tensor_ = operand(AnyRankedTensor)
    indices = var_operand(C.Index)
    result_ = result()
    traits = (Pure, TypesMatchWith("tensor_", "result_", _element_type, "result type matches element type of tensor"))
    assembly_format = "$tensor_ `[` $indices `]` attr-dict `:` type($tensor_)"

    result_names = ("extracted",)

    def verify_(self) -> None:
        t = self.operands[0].type
        if isinstance(t, T.RankedTensorType) and t.rank != len(self.operands) - 1:
            raise self.emit_error("incorrect number of indices for extract_element")


def _same(t: T.Type) -> T.Type:
    return t


@tensor.op
class InsertOp(TensorOp):
    name = "tensor.insert"
    type_kinds = (("dest", True),)
    scalar = operand()
    dest = operand(AnyRankedTensor)
    indices = var_operand(C.Index)
    result_ = result(AnyRankedTensor)
    traits = (Pure, TypesMatchWith("dest", "result_", _same, "result type matches type of dest"),
              TypesMatchWith("dest", "scalar", _element_type, "scalar type matches element type of dest"))
    assembly_format = "$scalar `into` $dest `[` $indices `]` attr-dict `:` type($dest)"

    result_names = ("inserted",)

    def verify_(self) -> None:
        t = self.operands[1].type
        if isinstance(t, T.RankedTensorType) and t.rank != len(self.operands) - 2:
            raise self.emit_error("incorrect number of indices")


# ---- generate, yield ------------------------------------------------------------------------------
@tensor.op
class GenerateOp(TensorOp):
    name = "tensor.generate"
    type_kinds = (("result_", True),)
    dynamicExtents = var_operand(C.Index)
    result_ = result(AnyRankedTensor)
    body = region(single_block=True)
    traits = (RecursiveMemoryEffects, SingleBlockImplicitTerminator("tensor.yield"))
    assembly_format = "$dynamicExtents $body attr-dict `:` type($result_)"

    result_names = ("generated",)

    def verify_(self) -> None:
        if not verify_sized_body(self, "body", "tensor.yield"):
            return
        verify_dynamic_sizes(self, self.results[0].type, len(self.operands))

    def verify_regions_(self) -> None:
        res = ranked(self.results[0].type)
        if res is None or not self.regions or len(self.regions[0].blocks) != 1:
            return
        block = self.regions[0].blocks[0]
        if any(a.type is not T.index for a in block.args):
            raise self.emit_plain_error("all body arguments must be index")
        if len(block.args) != res.rank:
            raise self.emit_plain_error("must have one body argument per input dimension")
        yielded = _yielded_type(block.last)
        if yielded is not res.element:
            raise self.emit_error("body must be terminated with a `yield` operation of the tensor element type")


def _yielded_type(term: Operation | None) -> T.Type | None:
    if term is None or term.name != "tensor.yield" or len(term.operands) != 1:
        return None
    return term.operands[0].type


@tensor.op
class YieldOp(TensorOp):
    name = "tensor.yield"
    value = operand()
    traits = (Pure, ReturnLike, Terminator, HasParent("tensor.generate", "tensor.pad"))
    assembly_format = "$value attr-dict `:` type($value)"


# ---- reshape -----------------------------------------------------------------------------------------
@tensor.op
class ReshapeOp(TensorOp):
    name = "tensor.reshape"
    source = operand(AnyTensor)
    shape = operand(Tensor1DOfIntOrIndex)
    result_ = result(AnyTensor)
    traits = (Pure,)
    assembly_format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"

    result_names = ("reshape",)

    def verify_(self) -> None:
        src, res = self.operands[0].type, self.results[0].type
        verify_reshape_elements(self, src, res, "tensor")
        shape_size = self.operands[1].type.shape[0]  # type: ignore[attr-defined]
        if isinstance(res, T.RankedTensorType):
            if (isinstance(src, T.RankedTensorType) and res.has_static_shape() and src.has_static_shape()
                    and src.num_elements != res.num_elements):
                raise self.emit_error("source and destination tensor should have the same number of elements")
            verify_reshape_shape_length(self, shape_size, res.rank, "tensor")


# ---- gather, scatter ----------------------------------------------------------------------------------
def gather_result_type(source: T.RankedTensorType, indices: T.RankedTensorType, dims: Sequence[int],
                       rank_reduced: bool) -> T.RankedTensorType:
    """GatherOp::inferResultType: the leading index dimensions, then the
    source's with the gathered ones set to 1 (or dropped)."""
    shape = list(indices.shape[:-1])
    for i, d in enumerate(source.shape):
        if i in dims:
            if not rank_reduced:
                shape.append(1)
            continue
        shape.append(d)
    return T.RankedTensorType(tuple(shape), source.element, source.encoding)


def verify_gather_scatter_dims(op: OpDef, dims: Sequence[int], indices: T.RankedTensorType, rank: int,
                               what: str, of: str) -> None:
    if not dims:
        raise op.emit_error(f"{what}_dims must be non-empty")
    if len(dims) > rank:
        raise op.emit_error(f"{what}_dims overflow {of} rank")
    if not indices.shape or indices.shape[-1] != len(dims):
        raise op.emit_error(f"{what}_dims length must match the size of last dimension of indices")
    for d in dims:
        if d < 0:
            raise op.emit_error(f"{what}_dims value must be non-negative")
        if d >= rank:
            raise op.emit_error(f"{what}_dims value must be smaller than {of} rank")
    for a, b in zip(dims, dims[1:]):
        if a >= b:
            raise op.emit_error(f"{what}_dims values must be strictly increasing")


def _dims(op: OpDef, name: str) -> tuple[int, ...]:
    return tuple(getattr(op.properties.get(name), "values", ()))


@tensor.op
class GatherOp(TensorOp):
    name = "tensor.gather"
    source = operand(AnyRankedTensor)
    indices = operand(RankedTensorOfIntOrIndex)
    gather_dims = prop(C.DenseI64ArrayAttr)
    unique = opt_prop(C.UnitAttr)
    result_ = result(AnyRankedTensor)
    traits = (Pure,)
    assembly_format = ("$source `[` $indices `]` `gather_dims` `(` $gather_dims `)` (`unique` $unique^)? attr-dict "
                       "`:` functional-type(operands, results)")

    result_names = ("gather",)

    def verify_(self) -> None:
        src, idx, res = self.operands[0].type, self.operands[1].type, self.results[0].type
        assert isinstance(src, T.RankedTensorType) and isinstance(idx, T.RankedTensorType)
        dims = _dims(self, "gather_dims")
        verify_gather_scatter_dims(self, dims, idx, src.rank, "gather", "source")
        full = gather_result_type(src, idx, dims, False)
        reduced = gather_result_type(src, idx, dims, True)
        if res is not full and res is not reduced:
            raise self.emit_error(f"result type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' "
                                  f"(got: '{res}')")


@tensor.op
class ScatterOp(TensorOp):
    name = "tensor.scatter"
    source = operand(AnyRankedTensor)
    dest = operand(AnyRankedTensor)
    indices = operand(RankedTensorOfIntOrIndex)
    scatter_dims = prop(C.DenseI64ArrayAttr)
    unique = opt_prop(C.UnitAttr)
    result_ = result(AnyRankedTensor)
    traits = (Pure,)
    assembly_format = ("$source `into` $dest `[` $indices `]` `scatter_dims` `(` $scatter_dims `)` "
                       "(`unique` $unique^)? attr-dict `:` functional-type(operands, results)")

    result_names = ("scatter",)

    def verify_(self) -> None:
        src, dest, idx = (v.type for v in self.operands)
        assert isinstance(dest, T.RankedTensorType) and isinstance(idx, T.RankedTensorType)
        dims = _dims(self, "scatter_dims")
        verify_gather_scatter_dims(self, dims, idx, dest.rank, "scatter", "dest")
        if "unique" not in self.properties:
            raise self.emit_error("requires 'unique' attribute to be set")
        full = gather_result_type(dest, idx, dims, False)
        reduced = gather_result_type(dest, idx, dims, True)
        if src is not full and src is not reduced:
            raise self.emit_error(f"source type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' "
                                  f"(got: '{src}')")
