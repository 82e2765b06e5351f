"""Vector ops with a declarative assembly format."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.rewrite.side_effects import MemRead, MemWrite
from pyopt.dialects import dynamic_index  # noqa: F401 - registers custom<DynamicIndexList>
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import (AllTypesMatch, AttrSizedOperandSegments, HasParent, PredOpTrait, Pure, ReturnLike,
                          Terminator, opt_operand, opt_prop, opt_result, operand, prop, result, var_operand, var_result)

from pyopt.dialects.vector.attrs import (AnyFixedVectorOfAnyRank, AnyVectorOfAnyRank, AnyVectorOfNonZeroRank,
                                         Alignment, CombiningKind, FixedMaskVector, FloatVectorOfAnyRank,
                                         I64ArrayAttr, IndexVectorOfRank1, IntOrIndexVector, MaskVector,
                                         MaskVectorOfAnyRank, ScalableVectorOfRank1, StaticShapeMemRef,
                                         TensorOrMemRef, VectorOfRank1, i64_array, is_supported_combining_kind,
                                         vector)
from pyopt.dialects.vector.base import (DYNAMIC_INDEX, VectorOp, bit_width, elem_or_self, num_elements, operand
                                        as opnd, result as res, same_elem, same_type)

NONTEMPORAL_DEFAULT = A.BoolAttr(False)


# ---- element manipulation -----------------------------------------------------------------
@vector.op
class BroadcastOp(VectorOp):
    name = "vector.broadcast"
    source = operand()
    vector_ = result(AnyVectorOfAnyRank)
    traits = (Pure,)
    preds = (("source operand and result have same element type", same_elem(res(0), opnd(0))),)
    assembly_format = "$source attr-dict `:` type($source) `to` type($vector_)"

    def verify_op(self) -> None:
        src = self.operands[0].type
        dst = self.results[0].type
        assert isinstance(dst, T.VectorType)
        if not isinstance(src, T.VectorType):  # isBroadcastableTo: a scalar of the element type, or a vector
            if src is dst.element:
                return
            raise self.emit_error("source type is not a vector")
        if len(src.shape) > len(dst.shape):
            raise self.emit_error("source rank higher than destination rank")
        lead = len(dst.shape) - len(src.shape)
        for i, (s, d) in enumerate(zip(src.shape, dst.shape[lead:])):
            s_scal = src.scalable[i]
            d_scal = dst.scalable[lead + i]
            if s == 1 and not s_scal:
                continue
            if s != d or s_scal != d_scal:
                raise self.emit_error(f"dimension mismatch ({_dim(s, s_scal)} vs. {_dim(d, d_scal)})")


def _dim(d: int, scalable: bool) -> str:
    return f"[{d}]" if scalable else str(d)


def _check_positions(op: VectorOp, positions: Sequence[int], vtype: T.VectorType, what: str) -> None:
    for i, p in enumerate(positions):
        if p == DYNAMIC_INDEX:
            continue
        if not (p == -1 or 0 <= p < vtype.shape[i]):
            raise op.emit_error(f"expected position attribute #{i + 1} to be a non-negative integer smaller than "
                                f"the corresponding {what}")


@vector.op
class ExtractOp(VectorOp):
    name = "vector.extract"
    source = operand(AnyVectorOfAnyRank)
    dynamic_position = var_operand(C.Index)
    static_position = prop(C.DenseI64ArrayAttr)
    result_ = result()
    traits = (Pure,)
    preds = (("operand and result have same element type", same_elem(res(0), opnd(0))),)
    assembly_format = ("$source `` custom<DynamicIndexList>($dynamic_position, $static_position) "
                       "attr-dict `:` type($result_) `from` type($source)")

    def verify_op(self) -> None:
        src = self.operands[0].type
        assert isinstance(src, T.VectorType)
        res_t = self.results[0].type
        positions = list(self.properties["static_position"].values)  # type: ignore[attr-defined]
        if isinstance(res_t, T.VectorType) and len(res_t.shape) == 0:  # ExtractOp::verify's first check
            raise MLIRError("expected a scalar instead of a 0-d vector as the result type", self.loc)
        self._verify_inferred_type(src, res_t, len(positions))
        n_dyn = sum(1 for p in positions if p == DYNAMIC_INDEX)
        if n_dyn != len(self.dynamic_position):
            raise self.emit_error("mismatch between dynamic and static positions (kDynamic marker but no "
                                  "corresponding dynamic position) -- this can only happen due to an incorrect "
                                  "fold/rewrite")
        if len(positions) > len(src.shape):
            raise self.emit_error("expected position attribute of rank no greater than vector rank")
        _check_positions(self, positions, src, "vector dimension or poison (-1)")

    def _verify_inferred_type(self, src: T.VectorType, res_t: T.Type, n_positions: int) -> None:
        """InferTypeOpAdaptor: the element type once every dimension is
        indexed, else the vector of the dimensions left; a 1-element vector
        and its element are compatible (ExtractOp::isCompatibleReturnTypes)."""
        from pyopt.ir.verifier import inferred_types_mismatch

        if n_positions >= len(src.shape):  # too many positions: the verifier reports those
            inferred: T.Type = src.element
        else:
            n = min(n_positions, len(src.shape))
            inferred = T.VectorType(src.shape[n:], src.element, src.scalable[n:])

        def one_element(a: T.Type, b: T.Type) -> bool:
            return isinstance(a, T.VectorType) and tuple(a.shape) == (1,) and a.element is b

        if res_t is not inferred and not one_element(inferred, res_t) and not one_element(res_t, inferred):
            raise inferred_types_mismatch(self, [inferred], [res_t])


@vector.op
class InsertOp(VectorOp):
    name = "vector.insert"
    valueToStore = operand()
    dest = operand(AnyVectorOfAnyRank)
    dynamic_position = var_operand(C.Index)
    static_position = prop(C.DenseI64ArrayAttr)
    result_ = result(AnyVectorOfAnyRank)
    traits = (Pure, AllTypesMatch("dest", "result_"))
    preds = (("source operand and result have same element type", same_elem(res(0), opnd(0))),
             ("all of {dest, result} have same type", same_type(opnd(1), res(0))))
    assembly_format = ("$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) "
                       "attr-dict `:` type($valueToStore) `into` type($dest)")

    def verify_op(self) -> None:
        dest = self.operands[1].type
        assert isinstance(dest, T.VectorType)
        src = self.operands[0].type
        positions = list(self.properties["static_position"].values)  # type: ignore[attr-defined]
        if isinstance(src, T.VectorType) and len(src.shape) == 0:
            raise MLIRError("expected a scalar instead of a 0-d vector as the source operand", self.loc)
        if len(positions) > len(dest.shape):
            raise self.emit_error("expected position attribute of rank no greater than dest vector rank")
        if isinstance(src, T.VectorType):
            if len(src.shape) + len(positions) != len(dest.shape):
                raise self.emit_error("expected position attribute rank + source rank to match dest vector rank")
        elif len(positions) != len(dest.shape):
            raise self.emit_error("expected position attribute rank to match the dest vector rank")
        _check_positions(self, positions, dest, "dest vector dimension")


def _strided_attrs(op: VectorOp, names: Sequence[str]) -> dict[str, list[int]]:
    return {n: i64_array(op.properties.get(n)) for n in names}


@vector.op
class ExtractStridedSliceOp(VectorOp):
    name = "vector.extract_strided_slice"
    source = operand(AnyVectorOfNonZeroRank)
    offsets = prop(I64ArrayAttr)
    sizes = prop(I64ArrayAttr)
    strides = prop(I64ArrayAttr)
    result_ = result(AnyVectorOfNonZeroRank)
    traits = (Pure,)
    preds = (("operand and result have same element type", same_elem(res(0), opnd(0))),)
    assembly_format = "$source attr-dict `:` type($source) `to` type(results)"

    def verify_op(self) -> None:
        src = self.operands[0].type
        assert isinstance(src, T.VectorType)
        a = _strided_attrs(self, ("offsets", "sizes", "strides"))
        offsets, sizes, strides = a["offsets"], a["sizes"], a["strides"]
        if not (len(offsets) == len(sizes) == len(strides)):
            raise self.emit_error("expected offsets, sizes and strides attributes of same size")
        shape = src.shape
        for n in ("offsets", "sizes", "strides"):
            if len(a[n]) > len(shape):
                raise self.emit_error(f"expected {n} attribute of rank no greater than vector rank")
        _confined_to_shape(self, offsets, shape, "offsets", True, 0)
        _confined_to_shape(self, sizes, shape, "sizes", False, 1)
        _confined_to_range(self, strides, 1, 1, "strides", False)
        _sum_confined(self, offsets, sizes, shape, "offsets", "sizes", False, 1)
        exp = T.VectorType(tuple(sizes) + shape[len(sizes):], src.element, src.scalable)
        if self.results[0].type is not exp:
            raise self.emit_error(f"expected result type to be '{exp}'")
        for i in range(len(sizes)):
            if src.scalable[i] and sizes[i] != shape[i]:
                raise self.emit_error(f"expected size at idx={i} to match the corresponding base size from the "
                                      f"input vector ({sizes[i]} vs {shape[i]})")


def _confined_to_shape(op: VectorOp, values: Sequence[int], shape: Sequence[int], name: str, half_open: bool,
                       min_v: int) -> None:
    """isIntegerArrayAttrConfinedToShape."""
    for i, (v, d) in enumerate(zip(values, shape)):
        hi = d if half_open else d + 1
        if v < min_v or v >= hi:
            raise op.emit_error(f"expected {name} dimension {i} to be confined to [{min_v}, {hi})")


def _confined_to_range(op: VectorOp, values: Sequence[int], min_v: int, max_v: int, name: str,
                       half_open: bool) -> None:
    """isIntegerArrayAttrConfinedToRange."""
    hi = max_v if half_open else max_v + 1
    for v in values:
        if v < min_v or v >= hi:
            raise op.emit_error(f"expected {name} to be confined to [{min_v}, {hi})")


def _sum_confined(op: VectorOp, a: Sequence[int], b: Sequence[int], shape: Sequence[int], na: str, nb: str,
                  half_open: bool, min_v: int) -> None:
    """isSumOfIntegerArrayAttrConfinedToShape."""
    for i, (x, y, d) in enumerate(zip(a, b, shape)):
        hi = d if half_open else d + 1
        if x + y < 0 or x + y >= hi:
            raise op.emit_error(f"expected sum({na}, {nb}) dimension {i} to be confined to [{min_v}, {hi})")


@vector.op
class InsertStridedSliceOp(VectorOp):
    name = "vector.insert_strided_slice"
    valueToStore = operand(AnyVectorOfNonZeroRank)
    dest = operand(AnyVectorOfNonZeroRank)
    offsets = prop(I64ArrayAttr)
    strides = prop(I64ArrayAttr)
    result_ = result(AnyVectorOfNonZeroRank)
    traits = (Pure, AllTypesMatch("dest", "result_"))
    preds = (("operand #0 and result have same element type", same_elem(res(0), opnd(0))),
             ("all of {dest, result} have same type", same_type(opnd(1), res(0))))
    assembly_format = "$valueToStore `,` $dest attr-dict `:` type($valueToStore) `into` type($dest)"

    def verify_op(self) -> None:
        src = self.operands[0].type
        dst = self.operands[1].type
        assert isinstance(src, T.VectorType) and isinstance(dst, T.VectorType)
        a = _strided_attrs(self, ("offsets", "strides"))
        if len(a["offsets"]) != len(dst.shape):
            raise self.emit_error("expected offsets of same size as destination vector rank")
        if len(a["strides"]) != len(src.shape):
            raise self.emit_error("expected strides of same size as source vector rank")
        if len(src.shape) > len(dst.shape):
            raise self.emit_error("expected source rank to be no greater than destination rank")
        lead = len(dst.shape) - len(src.shape)
        as_dest = [0] * lead + list(src.shape)
        _confined_to_shape(self, a["offsets"], dst.shape, "offsets", True, 0)
        _confined_to_range(self, a["strides"], 1, 1, "strides", False)
        _sum_confined(self, a["offsets"], as_dest, dst.shape, "offsets", "source vector shape", False, 1)
        for i in range(len(src.shape)):
            if src.scalable[i] != dst.scalable[i + lead]:
                raise self.emit_error(f"mismatching scalable flags (at source vector idx={i})")
            if src.scalable[i] and src.shape[i] != dst.shape[i + lead]:
                raise self.emit_error(f"expected size at idx={i} to match the corresponding base size from the "
                                      f"input vector ({src.shape[i]} vs {dst.shape[i + lead]})")


@vector.op
class ShuffleOp(VectorOp):
    name = "vector.shuffle"
    v1 = operand(AnyFixedVectorOfAnyRank)
    v2 = operand(AnyFixedVectorOfAnyRank)
    mask = prop(C.DenseI64ArrayAttr)
    vector_ = result(AnyVectorOfNonZeroRank)
    traits = (Pure,)
    preds = (("first operand v1 and result have same element type", same_elem(res(0), opnd(0))),
             ("second operand v2 and result have same element type", same_elem(res(0), opnd(1))))
    assembly_format = "operands $mask attr-dict `:` type(operands)"

    @staticmethod
    def infer_types(b: Any) -> None:
        types = b.types.get("operands") or []
        mask = b.props.get("mask")
        if types and isinstance(types[0], T.VectorType) and isinstance(mask, A.DenseArrayAttr):
            v1 = types[0]
            shape = (max(1, len(mask.values)),) + (v1.shape[1:] if v1.shape else ())
            b.types["vector_"] = T.VectorType(shape, v1.element)

    def verify_op(self) -> None:
        v1 = self.operands[0].type
        v2 = self.operands[1].type
        res_t = self.results[0].type
        assert isinstance(v1, T.VectorType) and isinstance(v2, T.VectorType) and isinstance(res_t, T.VectorType)
        r1, r2 = len(v1.shape), len(v2.shape)
        res_rank = len(res_t.shape)
        if r1 != r2:
            raise self.emit_error("rank mismatch")
        for r in range(1, r1):
            if res_t.shape[r] != v1.shape[r] or v1.shape[r] != v2.shape[r]:
                raise self.emit_error(f"dimension mismatch")
        mask = list(self.properties["mask"].values)  # type: ignore[attr-defined]
        if not mask:
            raise self.emit_error("invalid mask length")
        if res_rank and len(mask) != res_t.shape[0]:
            raise self.emit_error("mask length mismatch")
        total = (v1.shape[0] if r1 else 1) + (v2.shape[0] if r2 else 1)
        for i, m in enumerate(mask):
            if m < -1 or m >= total:
                raise self.emit_error(f"mask index #{i + 1} out of range")


@vector.op
class FMAOp(VectorOp):
    name = "vector.fma"
    lhs = operand(FloatVectorOfAnyRank)
    rhs = operand(FloatVectorOfAnyRank)
    acc = operand(FloatVectorOfAnyRank)
    result_ = result(FloatVectorOfAnyRank)
    traits = (Pure, AllTypesMatch("lhs", "rhs", "acc", "result_"))
    preds = (("all of {lhs, rhs, acc, result} have same type", same_type(opnd(0), opnd(1), opnd(2), res(0))),)
    assembly_format = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)"


@vector.op
class FromElementsOp(VectorOp):
    name = "vector.from_elements"
    elements = var_operand()
    dest = result(AnyFixedVectorOfAnyRank)
    traits = (Pure,)
    preds = (("shaped type 'dest' matches 'elements' element count and types",
              lambda op: num_elements(op.results[0].type) == len(op.operands)
              and all(v.type is op.results[0].type.element for v in op.operands)),)
    assembly_format = "$elements attr-dict `:` type($dest)"

    @staticmethod
    def infer_types(b: Any) -> None:
        from pyopt.ir.format import transformed_source_error

        dest = b.types.get("dest")
        toks = b.operands.get("elements") or []
        if dest is not None:  # the TypesMatchWith source's constraint, before the element types come from it
            bad = transformed_source_error(FromElementsOp, b, "dest", dest)
            if bad is not None:
                raise bad
        if isinstance(dest, T.VectorType):
            n = num_elements(dest)
            if n != len(toks):
                raise b.builder.error(toks[0] if toks else b.op_tok,
                                      f"custom op 'vector.from_elements' number of operands and types do not "
                                      f"match: got {len(toks)} operands and {n} types")
            b.types["elements"] = [dest.element] * n


@vector.op
class ToElementsOp(VectorOp):
    name = "vector.to_elements"
    source = operand(AnyVectorOfAnyRank)
    elements = var_result()
    traits = (Pure,)
    preds = (("shaped type 'source' matches 'elements' element count and types",
              lambda op: num_elements(op.operands[0].type) == len(op.results)
              and all(r.type is op.operands[0].type.element for r in op.results)),)
    assembly_format = "$source attr-dict `:` type($source)"

    @staticmethod
    def infer_types(b: Any) -> None:
        src = b.types.get("source")
        if isinstance(src, T.VectorType):
            b.types["elements"] = [src.element] * num_elements(src)


@vector.op
class InterleaveOp(VectorOp):
    name = "vector.interleave"
    lhs = operand(AnyVectorOfAnyRank)
    rhs = operand(AnyVectorOfAnyRank)
    result_ = result(AnyVectorOfNonZeroRank)
    traits = (Pure, AllTypesMatch("lhs", "rhs"))
    preds = (("all of {lhs, rhs} have same type", same_type(opnd(0), opnd(1))),
             ("type of 'result' is double the width of the inputs",
              lambda op: op.results[0].type is _resize_last(op.operands[0].type, 2, 1)))
    assembly_format = "$lhs `,` $rhs  attr-dict `:` type($lhs) `->` type($result_)"


def _resize_last(t: T.VectorType, num: int, den: int) -> T.VectorType:
    if not t.shape:
        return T.VectorType((num // den,), t.element, (False,))
    return T.VectorType(t.shape[:-1] + (t.shape[-1] * num // den,), t.element, t.scalable)


@vector.op
class DeinterleaveOp(VectorOp):
    name = "vector.deinterleave"
    source = operand(AnyVectorOfNonZeroRank)
    res1 = result(AnyVectorOfNonZeroRank)
    res2 = result(AnyVectorOfNonZeroRank)
    # The .td's order: the two PredOpTraits, then AllTypesMatch.
    traits = (Pure,
              PredOpTrait("the trailing dimension of the source vector has an even number of elements",
                          lambda op: op.operands[0].type.shape[-1] % 2 == 0),
              PredOpTrait("the trailing dimension of the results is half the width of source trailing dimension",
                          lambda op: op.results[0].type is _resize_last(op.operands[0].type, 1, 2)),
              AllTypesMatch("res1", "res2"))
    assembly_format = "$source attr-dict `:` type($source) `->` type($res1)"

    result_names = ("res1", "res2")


@vector.op
class ScalableInsertOp(VectorOp):
    name = "vector.scalable.insert"
    valueToStore = operand(VectorOfRank1)
    dest = operand(ScalableVectorOfRank1)
    pos = prop(C.I64Attr)
    result_ = result(ScalableVectorOfRank1)
    traits = (Pure, AllTypesMatch("dest", "result_"))
    preds = (("all of {valueToStore, dest} have same element type", same_elem(opnd(0), opnd(1))),
             ("all of {dest, result} have same type", same_type(opnd(1), res(0))),
             ("position is a multiple of the source length.",
              lambda op: op.properties["pos"].value % num_elements(op.operands[0].type) == 0))
    assembly_format = "$valueToStore `,` $dest `[` $pos `]` attr-dict `:` type($valueToStore) `into` type($dest)"


@vector.op
class ScalableExtractOp(VectorOp):
    name = "vector.scalable.extract"
    source = operand(ScalableVectorOfRank1)
    pos = prop(C.I64Attr)
    result_ = result(VectorOfRank1)
    traits = (Pure,)
    preds = (("all of {source, result} have same element type", same_elem(opnd(0), res(0))),
             ("position is a multiple of the result length.",
              lambda op: op.properties["pos"].value % num_elements(op.results[0].type) == 0))
    assembly_format = "$source `[` $pos `]` attr-dict `:` type($result_) `from` type($source)"


# ---- reductions -----------------------------------------------------------------------------
@vector.op
class MultiDimReductionOp(VectorOp):
    name = "vector.multi_reduction"
    source = operand(AnyVectorOfNonZeroRank)
    acc = operand()
    kind = prop(CombiningKind)
    reduction_dims = prop(C.DenseI64ArrayAttr)
    dest = result()
    traits = (Pure, AllTypesMatch("dest", "acc"))
    preds = (("all of {dest, acc} have same type", same_type(res(0), opnd(1))),
             ("source operand and result have same element type", same_elem(res(0), opnd(0))))
    assembly_format = "$kind `,` $source `,` $acc attr-dict $reduction_dims `:` type($source) `to` type($dest)"

    def verify_op(self) -> None:
        src = self.operands[0].type
        assert isinstance(src, T.VectorType)
        dims = set(self.properties["reduction_dims"].values)  # type: ignore[attr-defined]
        shape = [d for i, d in enumerate(src.shape) if i not in dims]
        scal = [s for i, s in enumerate(src.scalable) if i not in dims]
        expected: T.Type = T.VectorType(tuple(shape), src.element, tuple(scal)) if shape else src.element
        if self.results[0].type is not expected:
            raise self.emit_error(f"destination type '{self.results[0].type}' is incompatible with source type "
                                  f"'{src}'")


@vector.op
class ScanOp(VectorOp):
    name = "vector.scan"
    source = operand(AnyVectorOfNonZeroRank)
    initial_value = operand(AnyVectorOfAnyRank)
    kind = prop(CombiningKind)
    reduction_dim = prop(C.I64Attr)
    inclusive = prop(C.BoolAttr)
    dest = result(AnyVectorOfNonZeroRank)
    accumulated_value = result(AnyVectorOfAnyRank)
    traits = (Pure, AllTypesMatch("source", "dest"), AllTypesMatch("initial_value", "accumulated_value"))
    preds = (("all of {source, dest} have same type", same_type(opnd(0), res(0))),
             ("all of {initial_value, accumulated_value} have same type", same_type(opnd(1), res(1))))
    assembly_format = "$kind `,` $source `,` $initial_value attr-dict `:` type($source) `,` type($initial_value)"

    result_names = ("dest", "accumulated_value")

    def verify_op(self) -> None:
        src = self.operands[0].type
        init = self.operands[1].type
        assert isinstance(src, T.VectorType) and isinstance(init, T.VectorType)
        dim = self.properties["reduction_dim"].value  # type: ignore[attr-defined]
        if dim >= len(src.shape):
            raise self.emit_error(f"reduction dimension {dim} has to be less than {len(src.shape)}")
        if len(init.shape) != len(src.shape) - 1:
            raise self.emit_error(f"initial value rank {len(init.shape)} has to be equal to {len(src.shape) - 1}")
        shape = src.shape[:dim] + src.shape[dim + 1:]
        if init.shape != shape:
            raise self.emit_error(f"incompatible input/initial value shapes")
        kind = self.properties["kind"].value  # type: ignore[attr-defined]
        if not is_supported_combining_kind(kind, src.element):
            raise self.emit_error(f"unsupported reduction type '{src.element}' for kind '{kind}'")


# ---- casts ------------------------------------------------------------------------------------
@vector.op
class BitCastOp(VectorOp):
    name = "vector.bitcast"
    source = operand(AnyVectorOfAnyRank)
    result_ = result(AnyVectorOfAnyRank)
    traits = (Pure,)
    preds = (("all of {source, result} have same rank",
              lambda op: len(op.operands[0].type.shape) == len(op.results[0].type.shape)),)
    assembly_format = "$source attr-dict `:` type($source) `to` type($result_)"

    def verify_op(self) -> None:
        src = self.operands[0].type
        dst = self.results[0].type
        assert isinstance(src, T.VectorType) and isinstance(dst, T.VectorType)
        for i in range(len(src.shape) - 1):
            if src.shape[i] != dst.shape[i]:
                raise self.emit_error(f"dimension size mismatch at: {i}")
        sb, db = bit_width(src.element), bit_width(dst.element)
        if not src.shape:
            if sb != db:
                raise self.emit_error("source/result bitwidth of the 0-D vector element types must be equal")
        elif sb * src.shape[-1] != db * dst.shape[-1]:
            raise self.emit_error("source/result bitwidth of the minor 1-D vectors must be equal")


@vector.op
class ShapeCastOp(VectorOp):
    name = "vector.shape_cast"
    source = operand(AnyVectorOfAnyRank)
    result_ = result(AnyVectorOfAnyRank)
    traits = (Pure,)
    assembly_format = "$source attr-dict `:` type($source) `to` type($result_)"

    def verify_op(self) -> None:
        src = self.operands[0].type
        dst = self.results[0].type
        assert isinstance(src, T.VectorType) and isinstance(dst, T.VectorType)
        if src.element is not dst.element:
            raise self.emit_error(f"has different source and result element types")
        ns, nr = num_elements(src), num_elements(dst)
        if ns != nr:
            raise self.emit_error(f"has different number of elements at source ({ns}) and result ({nr})")
        if sum(src.scalable) != sum(dst.scalable):
            raise self.emit_error("has different number of scalable dims at source "
                                  f"({sum(src.scalable)}) and result ({sum(dst.scalable)})")


@vector.op
class TypeCastOp(VectorOp):
    name = "vector.type_cast"
    memref = operand(StaticShapeMemRef)
    result_ = result(C.AnyMemRef)
    traits = (Pure,)
    assembly_format = "$memref attr-dict `:` type($memref) `to` type($result_)"

    def verify_op(self) -> None:
        src = self.operands[0].type
        dst = self.results[0].type
        assert isinstance(src, T.MemRefType) and isinstance(dst, T.MemRefType)
        if not _canonically_contiguous(src):
            raise self.emit_error("expects operand to be a memref with identity layout")
        if dst.layout is not None:
            raise self.emit_error("expects result to be a memref with identity layout")
        if src.memory_space is not dst.memory_space:
            raise self.emit_error("expects result in same memory space")
        # The scalar under a memref of vectors, and the memref shape followed by the vector's (extractShape).
        def scalar(t: T.MemRefType) -> T.Type:
            return t.element.element if isinstance(t.element, T.VectorType) else t.element

        def concatenated_shape(t: T.MemRefType) -> tuple[int, ...]:
            return tuple(t.shape) + (tuple(t.element.shape) if isinstance(t.element, T.VectorType) else ())

        if scalar(src) is not scalar(dst):
            raise self.emit_error(f"expects result and operand with same underlying scalar type: '{dst}'")
        if concatenated_shape(src) != concatenated_shape(dst):
            raise self.emit_error(f"expects concatenated result and operand shapes to be equal: '{dst}'")


def _canonically_contiguous(t: T.MemRefType) -> bool:
    """canonicalizeStridedLayout(t) has the identity layout: no layout, or
    one spelling the row-major strides of a static shape at offset 0."""
    from pyopt.dialects.dynamic_index import DYNAMIC, identity_strides, strides_and_offset

    if t.layout is None:
        return True
    so = strides_and_offset(t)
    return so is not None and so[1] == 0 and DYNAMIC not in so[0] and list(so[0]) == identity_strides(t.shape)


@vector.op
class TransposeOp(VectorOp):
    name = "vector.transpose"
    vector_ = operand(AnyVectorOfAnyRank)
    permutation = prop(C.DenseI64ArrayAttr)
    result_ = result(AnyVectorOfAnyRank)
    traits = (Pure,)
    preds = (("operand and result have same element type", same_elem(res(0), opnd(0))),)
    assembly_format = "$vector_ `,` $permutation attr-dict `:` type($vector_) `to` type($result_)"

    def verify_op(self) -> None:
        src = self.operands[0].type
        dst = self.results[0].type
        assert isinstance(src, T.VectorType) and isinstance(dst, T.VectorType)
        perm = list(self.properties["permutation"].values)  # type: ignore[attr-defined]
        rank = len(src.shape)
        if rank != len(dst.shape):
            raise self.emit_error("vector result rank mismatch: " + str(len(dst.shape)))
        if len(perm) != rank:
            raise self.emit_error("transposition length mismatch: " + str(len(perm)))
        seen = [False] * rank
        for i, p in enumerate(perm):
            if p < 0 or p >= rank:
                raise self.emit_error(f"transposition index out of range: {p}")
            if seen[p]:
                raise self.emit_error(f"duplicate position index: {p}")
            seen[p] = True
            if src.shape[p] != dst.shape[i]:
                raise self.emit_error(f"dimension size mismatch at: {p}")


# ---- masks and steps --------------------------------------------------------------------------------
@vector.op
class ConstantMaskOp(VectorOp):
    name = "vector.constant_mask"
    mask_dim_sizes = prop(C.DenseI64ArrayAttr)
    result_ = result(MaskVectorOfAnyRank)
    traits = (Pure,)
    assembly_format = "$mask_dim_sizes attr-dict `:` type(results)"

    def verify_op(self) -> None:
        t = self.results[0].type
        assert isinstance(t, T.VectorType)
        sizes = list(self.properties["mask_dim_sizes"].values)  # type: ignore[attr-defined]
        if not t.shape:
            # Operation::emitError for the 0-D forms: no `op` prefix.
            if len(sizes) != 1:
                raise self.emit_plain_error("array attr must have length 1 for 0-D vectors")
            if sizes[0] not in (0, 1):
                raise self.emit_plain_error("mask dim size must be either 0 or 1 for 0-D vectors")
            return
        if len(sizes) != len(t.shape):
            raise self.emit_error("must specify array attr of size equal vector result rank")
        for i, (s, d) in enumerate(zip(sizes, t.shape)):
            if s < 0 or s > d:
                raise self.emit_error("array attr of size out of bounds of vector result dimension size")
            if t.scalable[i] and s != 0 and s != d:
                raise self.emit_error("only supports 'none set' or 'all set' scalable dimensions")
        if 0 in sizes and any(s != 0 for s in sizes):
            raise self.emit_error("expected all mask dim sizes to be zeros, as a result of conjunction with zero "
                                  "mask dim")


@vector.op
class CreateMaskOp(VectorOp):
    name = "vector.create_mask"
    operands_ = var_operand(C.Index)
    result_ = result(MaskVectorOfAnyRank)
    traits = (Pure,)
    assembly_format = "$operands_ attr-dict `:` type(results)"

    def verify_op(self) -> None:
        t = self.results[0].type
        assert isinstance(t, T.VectorType)
        rank = len(t.shape)
        n = len(self.operands)
        if rank == 0:
            if n != 1:
                raise self.emit_error("must specify exactly one operand for 0-D create_mask")
        elif n != rank:
            raise self.emit_error("must specify an operand for each result vector dimension")


@vector.op
class StepOp(VectorOp):
    name = "vector.step"
    result_ = result(IndexVectorOfRank1)
    traits = (Pure,)
    assembly_format = "attr-dict `:` type($result_)"


@vector.op
class VectorScaleOp(VectorOp):
    name = "vector.vscale"
    res = result(C.Index)
    traits = (Pure,)
    assembly_format = "attr-dict"

    result_names = ("vscale",)


@vector.op
class YieldOp(VectorOp):
    name = "vector.yield"
    operands_ = var_operand()
    traits = (Pure, Terminator, ReturnLike)
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"


# ---- memory -------------------------------------------------------------------------------------------
def _check_indices(op: VectorOp, base: T.Type, n: int) -> None:
    rank = len(base.shape) if isinstance(base, T.ShapedType) else 0
    if n != rank:
        raise op.emit_error(f"requires {rank} indices")


@vector.op
class LoadOp(VectorOp):
    name = "vector.load"
    side_effects = (MemRead("base"),)
    base = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr, default=NONTEMPORAL_DEFAULT)
    alignment = opt_prop(Alignment)
    result_ = result(AnyVectorOfAnyRank)
    assembly_format = "$base `[` $indices `]` attr-dict `:` type($base) `,` type($result_)"

    def verify_op(self) -> None:
        base = self.operands[0].type
        res_t = self.results[0].type
        assert isinstance(base, T.MemRefType) and isinstance(res_t, T.VectorType)
        _verify_load_store(self, base, res_t, "result")


# LoadOp/StoreOp::verify's messages: (lower rank, vector types differ, element types differ).
_LOAD_STORE_MESSAGES = {
    "result": ("destination memref has lower rank than the result vector",
               "base memref and result vector types should match", "base and result element types should match"),
    "valueToStore": ("source memref has lower rank than the vector to store",
                     "base memref and valueToStore vector types should match",
                     "base and valueToStore element type should match"),
}


def _verify_load_store(op: VectorOp, base: T.MemRefType, vt: T.VectorType, what: str) -> None:
    """vector.load/store: verifyLoadStoreMemRefLayout (a unit-stride minor
    dimension unless the access is a scalar one), the ranks, the element
    types (through a memref of vectors), then the indices."""
    from pyopt.dialects.dynamic_index import strides_and_offset

    lower_rank, vectors_differ, elements_differ = _LOAD_STORE_MESSAGES[what]
    if any(vt.scalable) or not (len(vt.shape) == 0 or num_elements(vt) == 1):
        so = strides_and_offset(base)
        if so is None or (so[0] and so[0][-1] != 1):
            raise op.emit_error("most minor memref dim must have unit stride")
    if len(base.shape) < len(vt.shape):
        raise op.emit_error(lower_rank)
    mem_elem = base.element
    if isinstance(mem_elem, T.VectorType):
        if mem_elem is not vt:
            raise op.emit_error(vectors_differ)
        mem_elem = mem_elem.element
    if vt.element is not mem_elem:
        raise op.emit_error(elements_differ)
    _check_indices(op, base, len(op.operands) - (2 if what == "valueToStore" else 1))


@vector.op
class StoreOp(VectorOp):
    name = "vector.store"
    side_effects = (MemWrite("base"),)
    valueToStore = operand(AnyVectorOfAnyRank)
    base = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr, default=NONTEMPORAL_DEFAULT)
    alignment = opt_prop(Alignment)
    assembly_format = "$valueToStore `,` $base `[` $indices `]` attr-dict `:` type($base) `,` type($valueToStore)"

    def verify_op(self) -> None:
        vt = self.operands[0].type
        base = self.operands[1].type
        assert isinstance(base, T.MemRefType) and isinstance(vt, T.VectorType)
        _verify_load_store(self, base, vt, "valueToStore")


@vector.op
class MaskedLoadOp(VectorOp):
    name = "vector.maskedload"
    side_effects = (MemRead("base"),)
    base = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    mask = operand(MaskVector)
    pass_thru = operand(AnyVectorOfNonZeroRank)
    alignment = opt_prop(Alignment)
    result_ = result(AnyVectorOfNonZeroRank)
    assembly_format = ("$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) "
                       "`,` type($pass_thru) `into` type($result_)")

    def verify_op(self) -> None:
        base, mask, pt, res_t = self.base.type, self.mask.type, self.pass_thru.type, self.results[0].type
        if res_t.element is not base.element:
            raise self.emit_error("base and result element type should match")
        _check_indices(self, base, len(self.indices))
        if res_t.shape != mask.shape:
            raise self.emit_error("expected result shape to match mask shape")
        if res_t is not pt:
            raise self.emit_error("expected pass_thru of same type as result type")


@vector.op
class MaskedStoreOp(VectorOp):
    name = "vector.maskedstore"
    side_effects = (MemWrite("base"),)
    base = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    mask = operand(MaskVector)
    valueToStore = operand(AnyVectorOfNonZeroRank)
    alignment = opt_prop(Alignment)
    assembly_format = ("$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` "
                       "type($mask) `,` type($valueToStore)")

    def verify_op(self) -> None:
        base, mask, vt = self.base.type, self.mask.type, self.valueToStore.type
        if vt.element is not base.element:
            raise self.emit_error("base and valueToStore element type should match")
        _check_indices(self, base, len(self.indices))
        if vt.shape != mask.shape:
            raise self.emit_error("expected valueToStore shape to match mask shape")


@vector.op
class GatherOp(VectorOp):
    name = "vector.gather"
    side_effects = (MemRead("base"),)
    base = operand(TensorOrMemRef)
    offsets = var_operand(C.Index)
    indices = operand(IntOrIndexVector)
    mask = operand(MaskVector)
    pass_thru = operand(AnyVectorOfNonZeroRank)
    alignment = opt_prop(Alignment)
    result_ = result(AnyVectorOfNonZeroRank)
    assembly_format = ("$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) "
                       "`,` type($indices)  `,` type($mask) `,` type($pass_thru) `into` type($result_)")

    def expected_mask_type(self) -> T.Type:
        it = self.indices.type
        return T.VectorType(it.shape, T.i1, it.scalable)

    def verify_op(self) -> None:
        base, idx, mask, pt, res_t = (self.base.type, self.indices.type, self.mask.type, self.pass_thru.type,
                                      self.results[0].type)
        if res_t.element is not base.element:
            raise self.emit_error("base and result element type should match")
        _check_indices(self, base, len(self.offsets))
        if res_t.shape != idx.shape:
            raise self.emit_error("expected result dim to match indices dim")
        if res_t.shape != mask.shape:
            raise self.emit_error("expected result dim to match mask dim")
        if res_t is not pt:
            raise self.emit_error("expected pass_thru of same type as result type")


@vector.op
class ScatterOp(VectorOp):
    name = "vector.scatter"
    side_effects = (MemWrite("base"),)
    base = operand(TensorOrMemRef)
    offsets = var_operand(C.Index)
    indices = operand(IntOrIndexVector)
    mask = operand(MaskVector)
    valueToStore = operand(AnyVectorOfNonZeroRank)
    alignment = opt_prop(Alignment)
    result_ = opt_result(C.AnyRankedTensor)
    assembly_format = ("$base `[` $offsets `]` `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` "
                       "type($base) `,` type($indices)  `,` type($mask) `,` type($valueToStore) "
                       "(`->` type($result_)^)?")

    def verify_op(self) -> None:
        base, idx, mask, vt = self.base.type, self.indices.type, self.mask.type, self.valueToStore.type
        if vt.element is not base.element:
            raise self.emit_error("base and valueToStore element type should match")
        _check_indices(self, base, len(self.offsets))
        if vt.shape != idx.shape:
            raise self.emit_error("expected valueToStore dim to match indices dim")
        if vt.shape != mask.shape:
            raise self.emit_error("expected valueToStore dim to match mask dim")


@vector.op
class ExpandLoadOp(VectorOp):
    name = "vector.expandload"
    side_effects = (MemRead("base"),)
    base = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    mask = operand(FixedMaskVector)
    pass_thru = operand(AnyVectorOfNonZeroRank)
    alignment = opt_prop(Alignment)
    result_ = result(AnyVectorOfNonZeroRank)
    assembly_format = ("$base `[` $indices `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($mask) "
                       "`,` type($pass_thru) `into` type($result_)")

    def verify_op(self) -> None:
        base, mask, pt, res_t = self.base.type, self.mask.type, self.pass_thru.type, self.results[0].type
        if res_t.element is not base.element:
            raise self.emit_error("base and result element type should match")
        _check_indices(self, base, len(self.indices))
        if res_t.shape != mask.shape:
            raise self.emit_error("expected result dim to match mask dim")
        if res_t is not pt:
            raise self.emit_error("expected pass_thru of same type as result type")


@vector.op
class CompressStoreOp(VectorOp):
    name = "vector.compressstore"
    side_effects = (MemWrite("base"),)
    base = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    mask = operand(FixedMaskVector)
    valueToStore = operand(AnyVectorOfNonZeroRank)
    alignment = opt_prop(Alignment)
    assembly_format = ("$base `[` $indices `]` `,` $mask `,` $valueToStore attr-dict `:` type($base) `,` "
                       "type($mask) `,` type($valueToStore)")

    def verify_op(self) -> None:
        base, mask, vt = self.base.type, self.mask.type, self.valueToStore.type
        if vt.element is not base.element:
            raise self.emit_error("base and valueToStore element type should match")
        _check_indices(self, base, len(self.indices))
        if vt.shape != mask.shape:
            raise self.emit_error("expected valueToStore dim to match mask dim")
