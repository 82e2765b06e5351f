"""The arith ops (ArithOps.td)."""

from __future__ import annotations

from typing import Any, Callable, Sequence

from pyopt.dialects.arith.attrs import (FASTMATH_NONE, OVERFLOW_NONE, CmpFPredicateC, CmpIPredicateC, FastMathC,
                                        FastMathFlagsAttr, IntegerOverflowFlagsAttr, OverflowC, RoundingModeC)
from pyopt.dialects.arith.types import (BitcastType, BoolLike, FloatLike, IndexCastType, SignlessFixedWidthIntegerLike,
                                        SignlessIntegerOrIndexLike, i1_like)
from pyopt.dialects.cast_interface import element_type, verify_cast
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import (AllTypesMatch, Commutative, ConstantLike, Dialect, Elementwise, OpDef, PredOpTrait, Pure,
                          SameOperandsAndResultShape, SameOperandsAndResultType, SameTypeOperands, TypesMatchWith,
                          operand, opt_prop, prop, result)
from pyopt.ir.printer import Printer

arith = Dialect("arith", defines_attributes=True)
arith.attr(FastMathFlagsAttr)
arith.attr(IntegerOverflowFlagsAttr)


# ---- constant ----------------------------------------------------------------------
class TypedAttrC(C.AttrConstraint):
    """TypedAttrInterface: any attribute with a type (integer, float, elements)."""

    summary = "TypedAttr instance"

    def check(self, attr: A.Attribute) -> bool:
        # A string is one too (of type `none` unless given one).
        return A.attr_type(attr) is not None or isinstance(attr, A.StringAttr)

    storage = None  # the interface


@arith.op
class ConstantOp(OpDef):
    name = "arith.constant"
    value = prop(TypedAttrC())
    result_ = result()
    traits = (Pure, ConstantLike, AllTypesMatch("value", "result_"))
    assembly_format = "attr-dict $value"

    @staticmethod
    def infer_types(b: Any) -> None:
        value = b.props.get("value")
        if value is not None:
            b.types["result_"] = A.attr_type(value)

    def suggest_result_names(self) -> Sequence[str | None]:
        value = self.properties.get("value")
        if isinstance(value, A.IntegerAttr):
            t = self.results[0].type
            if isinstance(t, T.IntegerType):
                if t.width == 1:
                    return ["true" if value.value else "false"]
                return [f"c{value.value}_{t}"]
            return [f"c{value.value}"]
        return ["cst"]

    def verify_(self) -> None:
        t = self.results[0].type
        if isinstance(t, T.IntegerType) and t.signedness != "":
            raise self.emit_error("integer return type must be signless")
        if not isinstance(self.properties.get("value"), (A.IntegerAttr, A.FloatAttr, A.DenseElementsAttr,
                                                         A.DenseResourceElementsAttr, A.SparseElementsAttr)):
            raise self.emit_error("value must be an integer, float, or elements attribute")
        # A scalable vector constant only from a splat.
        value = self.properties.get("value")
        if (isinstance(t, T.VectorType) and any(t.scalable)
                and not (isinstance(value, A.DenseElementsAttr) and value.splat)):
            raise self.emit_error("intializing scalable vectors with elements attribute is not supported unless "
                                  "it's a vector splat")


# ---- binary ops --------------------------------------------------------------------
class IntBinaryOp(OpDef):
    """Arith_IntBinaryOp: `$lhs, $rhs attr-dict : type($result)`."""

    lhs = operand(SignlessIntegerOrIndexLike)
    rhs = operand(SignlessIntegerOrIndexLike)
    result_ = result(SignlessIntegerOrIndexLike)
    traits = (Pure, SameOperandsAndResultType, Elementwise)
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($result_)"


class OverflowBinaryOp(IntBinaryOp):
    overflowFlags = prop(OverflowC, default=OVERFLOW_NONE)
    assembly_format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result_)"


class ExactBinaryOp(IntBinaryOp):
    isExact = opt_prop(C.UnitAttr)
    assembly_format = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result_)"


class FloatBinaryOp(OpDef):
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    fastmath = prop(FastMathC, default=FASTMATH_NONE)
    result_ = result(FloatLike)
    traits = (Pure, SameOperandsAndResultType, Elementwise)
    assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result_)"


# ElementwiseMappable comes last: Arith_Op appends it to each op's own traits.
_COMMUTATIVE = (Pure, Commutative, SameOperandsAndResultType, Elementwise)


@arith.op
class AddIOp(OverflowBinaryOp):
    name = "arith.addi"
    traits = _COMMUTATIVE


@arith.op
class SubIOp(OverflowBinaryOp):
    name = "arith.subi"


@arith.op
class MulIOp(OverflowBinaryOp):
    name = "arith.muli"
    traits = _COMMUTATIVE

    def suggest_result_names(self) -> Sequence[str | None] | None:
        """`%c4_vscale` for `constant * vector.vscale` on index."""
        if self.results[0].type is not T.index:
            return None
        defs = [getattr(v, "op", None) for v in self.operands]
        names = [d.name if d is not None else "" for d in defs]
        if "vector.vscale" not in names:
            return None
        other = defs[1 - names.index("vector.vscale")]
        if isinstance(other, ConstantOp):
            value = other.properties.get("value")
            if isinstance(value, A.IntegerAttr):
                return [f"c{value.value}_vscale"]
        return None


@arith.op
class ShLIOp(OverflowBinaryOp):
    name = "arith.shli"


@arith.op
class DivSIOp(ExactBinaryOp):
    name = "arith.divsi"


@arith.op
class DivUIOp(ExactBinaryOp):
    name = "arith.divui"


@arith.op
class ShRSIOp(ExactBinaryOp):
    name = "arith.shrsi"


@arith.op
class ShRUIOp(ExactBinaryOp):
    name = "arith.shrui"


def _int_binary(op_name: str, class_name: str, commutative: bool = False) -> type[OpDef]:
    cls = type(class_name, (IntBinaryOp,), {
        "name": op_name, "traits": _COMMUTATIVE if commutative else IntBinaryOp.traits, "__module__": __name__})
    return arith.op(cls)


def _float_binary(op_name: str, class_name: str, commutative: bool = False) -> type[OpDef]:
    cls = type(class_name, (FloatBinaryOp,), {
        "name": op_name, "traits": _COMMUTATIVE if commutative else FloatBinaryOp.traits, "__module__": __name__})
    return arith.op(cls)


CeilDivSIOp = _int_binary("arith.ceildivsi", "CeilDivSIOp")
CeilDivUIOp = _int_binary("arith.ceildivui", "CeilDivUIOp")
FloorDivSIOp = _int_binary("arith.floordivsi", "FloorDivSIOp")
RemSIOp = _int_binary("arith.remsi", "RemSIOp")
RemUIOp = _int_binary("arith.remui", "RemUIOp")
AndIOp = _int_binary("arith.andi", "AndIOp", commutative=True)
OrIOp = _int_binary("arith.ori", "OrIOp", commutative=True)
XOrIOp = _int_binary("arith.xori", "XOrIOp", commutative=True)
MaxSIOp = _int_binary("arith.maxsi", "MaxSIOp", commutative=True)
MaxUIOp = _int_binary("arith.maxui", "MaxUIOp", commutative=True)
MinSIOp = _int_binary("arith.minsi", "MinSIOp", commutative=True)
MinUIOp = _int_binary("arith.minui", "MinUIOp", commutative=True)

AddFOp = _float_binary("arith.addf", "AddFOp", commutative=True)
SubFOp = _float_binary("arith.subf", "SubFOp")
MulFOp = _float_binary("arith.mulf", "MulFOp", commutative=True)
DivFOp = _float_binary("arith.divf", "DivFOp")
RemFOp = _float_binary("arith.remf", "RemFOp")
MaximumFOp = _float_binary("arith.maximumf", "MaximumFOp", commutative=True)
MinimumFOp = _float_binary("arith.minimumf", "MinimumFOp", commutative=True)
MaxNumFOp = _float_binary("arith.maxnumf", "MaxNumFOp", commutative=True)
MinNumFOp = _float_binary("arith.minnumf", "MinNumFOp", commutative=True)


@arith.op
class NegFOp(OpDef):
    name = "arith.negf"
    operand_ = operand(FloatLike)
    fastmath = prop(FastMathC, default=FASTMATH_NONE)
    result_ = result(FloatLike)
    traits = (Pure, SameOperandsAndResultType, Elementwise)
    assembly_format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($result_)"


# ---- extended arithmetic ------------------------------------------------------------
@arith.op
class AddUIExtendedOp(OpDef):
    name = "arith.addui_extended"
    lhs = operand(SignlessIntegerOrIndexLike)
    rhs = operand(SignlessIntegerOrIndexLike)
    sum = result(SignlessIntegerOrIndexLike)
    overflow = result(BoolLike)
    traits = (Pure, Commutative, AllTypesMatch("lhs", "rhs", "sum"), Elementwise)
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"

    result_names = ("sum", "overflow")


class MulExtendedOp(OpDef):
    lhs = operand(SignlessIntegerOrIndexLike)
    rhs = operand(SignlessIntegerOrIndexLike)
    low = result(SignlessIntegerOrIndexLike)
    high = result(SignlessIntegerOrIndexLike)
    traits = (Pure, Commutative, AllTypesMatch("lhs", "rhs", "low", "high"), Elementwise)
    assembly_format = "$lhs `,` $rhs attr-dict `:` type($lhs)"

    result_names = ("low", "high")


@arith.op
class MulSIExtendedOp(MulExtendedOp):
    name = "arith.mulsi_extended"


@arith.op
class MulUIExtendedOp(MulExtendedOp):
    name = "arith.mului_extended"


# ---- comparisons and select -------------------------------------------------------------
_I1_SAME_SHAPE = "result type has i1 element type and same shape as operands"


@arith.op
class CmpIOp(OpDef):
    name = "arith.cmpi"
    predicate = prop(CmpIPredicateC)
    lhs = operand(SignlessIntegerOrIndexLike)
    rhs = operand(SignlessIntegerOrIndexLike)
    result_ = result(BoolLike)
    traits = (Pure, SameTypeOperands, TypesMatchWith("lhs", "result_", i1_like, _I1_SAME_SHAPE), Elementwise)
    assembly_format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"


@arith.op
class CmpFOp(OpDef):
    name = "arith.cmpf"
    predicate = prop(CmpFPredicateC)
    lhs = operand(FloatLike)
    rhs = operand(FloatLike)
    fastmath = prop(FastMathC, default=FASTMATH_NONE)
    result_ = result(BoolLike)
    traits = (Pure, SameTypeOperands, TypesMatchWith("lhs", "result_", i1_like, _I1_SAME_SHAPE), Elementwise)
    assembly_format = "$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)"


def _same_shape(a: T.Type, b: T.Type) -> bool:
    """AllShapesMatch: equal shapes, sizes compared as written (`?` only
    matches `?`; vectors' scalable flags are not compared)."""
    def shape(t: T.Type) -> Any:
        if isinstance(t, (T.UnrankedTensorType, T.UnrankedMemRefType)):
            return "*"
        return t.shape if isinstance(t, T.ShapedType) else None

    return shape(a) is not None and shape(a) == shape(b)


# BooleanConditionOrMatchingShape<"condition", "result">.
_CONDITION_OR_MATCHING_SHAPE = PredOpTrait(
    "condition is signless i1 or has matching shape",
    lambda op: op.operands[0].type is T.i1 or _same_shape(op.operands[0].type, op.results[0].type))


@arith.op
class SelectOp(OpDef):
    name = "arith.select"
    condition = operand(BoolLike)
    true_value = operand()
    false_value = operand()
    result_ = result()
    traits = (Pure, AllTypesMatch("true_value", "false_value", "result_"), _CONDITION_OR_MATCHING_SHAPE, Elementwise)
    grammar = 'VALUE "," VALUE "," VALUE [dict_attr] ":" type ["," type]'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> SelectOp:
        tok, cond, tval, fval, attrs, t1, t2 = children
        cond_type, ty = (T.i1, t1) if t2 is None else (t1, t2)
        operands = [builder.use(cond, cond_type), builder.use(tval, ty), builder.use(fval, ty)]
        return cls(operands, [ty], dict(attrs.entries) if attrs is not None else {}, {}, 0, [],
                   builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_operands(self.operands)
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        cond_type = self.operands[0].type
        if isinstance(cond_type, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)):
            p.print_type(cond_type)
            p.write(", ")
        p.print_type(self.results[0].type)

    def verify_(self) -> None:
        """SelectOp::verify (ArithOps.cpp)."""
        cond_type, result_type = self.operands[0].type, self.results[0].type
        if cond_type is T.i1:
            return
        if not isinstance(result_type, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)):
            raise self.emit_error(f"expected condition to be a signless i1, but got '{cond_type}'")
        want = i1_like(result_type)
        if cond_type is not want:
            raise self.emit_error(f"expected condition type to have the same shape as the result type, expected "
                                  f"'{want}', but got '{cond_type}'")


# ---- casts ----------------------------------------------------------------------------------
def _is_int(t: T.Type) -> bool:
    return isinstance(t, T.IntegerType)


def _is_float(t: T.Type) -> bool:
    return isinstance(t, T.FloatType)


def _width_change(kind: Callable[[T.Type], bool], wider: bool) -> Callable[[T.Type, T.Type], bool]:
    """checkWidthChangeCast: same kind of element, strictly wider or narrower."""
    def check(src: T.Type, dst: T.Type) -> bool:
        if not (kind(src) and kind(dst)):
            return False
        sw, dw = src.width, dst.width  # type: ignore[attr-defined]
        return dw > sw if wider else dw < sw
    return check


def _int_float(src_kind: Callable[[T.Type], bool], dst_kind: Callable[[T.Type], bool]) -> Callable[[T.Type, T.Type], bool]:
    return lambda src, dst: src_kind(src) and dst_kind(dst)


def _index_cast(src: T.Type, dst: T.Type) -> bool:
    return (src is T.index and _is_int(dst)) or (_is_int(src) and dst is T.index)


def _bitcast(src: T.Type, dst: T.Type) -> bool:
    if not all(_is_int(t) or _is_float(t) for t in (src, dst)):
        return False
    return src.width == dst.width  # type: ignore[attr-defined]


def _tensor_dims(t: T.Type) -> Any:
    """A tensor's shape (unranked: `*`), () for any other type."""
    if isinstance(t, T.UnrankedTensorType):
        return "*"
    return t.shape if isinstance(t, T.RankedTensorType) else ()


# ArithOps.td's SameInputOutputTensorDims: stricter than SameOperandsAndResultShape
# (no dynamic sizes matching static ones, a tensor only with a tensor).
SameInputOutputTensorDims = PredOpTrait(
    "input and output have the same tensor dimensions",
    lambda op: len(op.operands) < 1 or len(op.results) != 1
    or _tensor_dims(op.operands[0].type) == _tensor_dims(op.results[0].type))


def _same_encoding(a: T.Type, b: T.Type) -> bool:
    """hasSameEncoding (areValidCastInputsAndOutputs, ArithOps.cpp): two
    ranked tensors keep their encoding through an arith cast."""
    if isinstance(a, T.RankedTensorType) and isinstance(b, T.RankedTensorType):
        return a.encoding == b.encoding
    return True


class CastOp(OpDef):
    """Arith_CastOp: one operand (`in_`), one result (`out`) of the same
    shape; subclasses declare them with their constraints."""

    traits = (Pure, SameInputOutputTensorDims, SameOperandsAndResultShape, Elementwise)
    assembly_format = "$in_ attr-dict `:` type($in_) `to` type($out)"
    compatible: Callable[[T.Type, T.Type], bool] = staticmethod(lambda a, b: True)  # type: ignore[assignment]

    def verify_(self) -> None:
        check = type(self).compatible
        verify_cast(self, lambda ins, outs: len(ins) >= 1 and len(outs) == 1 and _same_encoding(ins[0], outs[0])
                    and check(element_type(ins[0]), element_type(outs[0])))


def _cast(op_name: str, class_name: str, src: C.TypeConstraint, dst: C.TypeConstraint,
          compatible: Callable[[T.Type, T.Type], bool]) -> type[OpDef]:
    cls = type(class_name, (CastOp,), {
        "name": op_name, "in_": operand(src), "out": result(dst), "compatible": staticmethod(compatible),
        "__module__": __name__})
    return arith.op(cls)


ExtUIOp = _cast("arith.extui", "ExtUIOp", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike,
                _width_change(_is_int, wider=True))
ExtSIOp = _cast("arith.extsi", "ExtSIOp", SignlessFixedWidthIntegerLike, SignlessFixedWidthIntegerLike,
                _width_change(_is_int, wider=True))
SIToFPOp = _cast("arith.sitofp", "SIToFPOp", SignlessFixedWidthIntegerLike, FloatLike, _int_float(_is_int, _is_float))
UIToFPOp = _cast("arith.uitofp", "UIToFPOp", SignlessFixedWidthIntegerLike, FloatLike, _int_float(_is_int, _is_float))
FPToSIOp = _cast("arith.fptosi", "FPToSIOp", FloatLike, SignlessFixedWidthIntegerLike, _int_float(_is_float, _is_int))
FPToUIOp = _cast("arith.fptoui", "FPToUIOp", FloatLike, SignlessFixedWidthIntegerLike, _int_float(_is_float, _is_int))
IndexCastOp = _cast("arith.index_cast", "IndexCastOp", IndexCastType, IndexCastType, _index_cast)
IndexCastUIOp = _cast("arith.index_castui", "IndexCastUIOp", IndexCastType, IndexCastType, _index_cast)
BitcastOp = _cast("arith.bitcast", "BitcastOp", BitcastType, BitcastType, _bitcast)


@arith.op
class TruncIOp(CastOp):
    name = "arith.trunci"
    in_ = operand(SignlessFixedWidthIntegerLike)
    overflowFlags = prop(OverflowC, default=OVERFLOW_NONE)
    out = result(SignlessFixedWidthIntegerLike)
    assembly_format = "$in_ (`overflow` `` $overflowFlags^)? attr-dict `:` type($in_) `to` type($out)"
    compatible = staticmethod(_width_change(_is_int, wider=False))


@arith.op
class ExtFOp(CastOp):
    name = "arith.extf"
    in_ = operand(FloatLike)
    fastmath = opt_prop(FastMathC)
    out = result(FloatLike)
    assembly_format = "$in_ (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `to` type($out)"
    compatible = staticmethod(_width_change(_is_float, wider=True))


@arith.op
class TruncFOp(CastOp):
    name = "arith.truncf"
    in_ = operand(FloatLike)
    roundingmode = opt_prop(RoundingModeC)
    fastmath = opt_prop(FastMathC)
    out = result(FloatLike)
    assembly_format = ("$in_ ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) "
                       "`to` type($out)")
    compatible = staticmethod(_width_change(_is_float, wider=False))


@arith.op
class ScalingExtFOp(CastOp):
    name = "arith.scaling_extf"
    in_ = operand(FloatLike)
    scale = operand(FloatLike)
    fastmath = opt_prop(FastMathC)
    out = result(FloatLike)
    traits = (Pure, Elementwise)
    assembly_format = ("$in_ `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `,` type($scale) "
                       "`to` type($out)")
    compatible = staticmethod(_width_change(_is_float, wider=True))


@arith.op
class ScalingTruncFOp(CastOp):
    name = "arith.scaling_truncf"
    in_ = operand(FloatLike)
    scale = operand(FloatLike)
    roundingmode = opt_prop(RoundingModeC)
    fastmath = opt_prop(FastMathC)
    out = result(FloatLike)
    traits = (Pure, Elementwise)
    assembly_format = ("$in_ `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) "
                       "`,` type($scale) `to` type($out)")
    compatible = staticmethod(_width_change(_is_float, wider=False))
