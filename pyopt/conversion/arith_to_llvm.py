"""arith -> LLVM (MLIR's ArithToLLVM.cpp), and `convert-arith-to-llvm`.

Patterns are registered in MLIR's order (populateArithToLLVMConversionPatterns,
after populateCeilFloorDivExpandOpsPatterns); that order decides which
pattern tries an op first among equal benefits.
"""

from __future__ import annotations

from typing import Any, Callable

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.conversion import vector_pattern as V
from pyopt.passes.pass_base import Option, Pass
from pyopt.rewrite.pattern import RewritePattern

AttrConvert = Callable[[Operation], V.TargetAttrs]


class VectorConvertToLLVMPattern(ConvertOpToLLVMPattern):
    """An elementwise arith op to one LLVM op (unrolled over n-D vectors)."""

    target: str = ""
    attr_convert: AttrConvert = staticmethod(V.pass_through_attrs)  # type: ignore[assignment]
    fail_on_unsupported_fp: bool = False

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if self.fail_on_unsupported_fp and V.op_has_unsupported_float(self.type_converter, op):
            return rewriter.notify_match_failure(op, "unsupported floating point type")
        return V.vector_one_to_one_rewrite(op, self.target, adaptor.operands, type(self).attr_convert(op),
                                           self.type_converter, rewriter)


def _lowering(source: str, target: str, attrs: AttrConvert = V.pass_through_attrs, fp: bool = False,
              name: str = "") -> type[VectorConvertToLLVMPattern]:
    cls_name = name or "".join(p.capitalize() for p in source.split(".")[1].split("_")) + "OpLowering"
    return type(cls_name, (VectorConvertToLLVMPattern,), {
        "root": source, "target": target, "attr_convert": staticmethod(attrs), "fail_on_unsupported_fp": fp})


FM, OV = V.fastmath_attrs, V.overflow_attrs
AddFOpLowering = _lowering("arith.addf", "llvm.fadd", FM, True)
AddIOpLowering = _lowering("arith.addi", "llvm.add", OV)
AndIOpLowering = _lowering("arith.andi", "llvm.and")
BitcastOpLowering = _lowering("arith.bitcast", "llvm.bitcast")
DivFOpLowering = _lowering("arith.divf", "llvm.fdiv", FM, True)
DivSIOpLowering = _lowering("arith.divsi", "llvm.sdiv")
DivUIOpLowering = _lowering("arith.divui", "llvm.udiv")
ExtFOpLowering = _lowering("arith.extf", "llvm.fpext", fp=True)
ExtSIOpLowering = _lowering("arith.extsi", "llvm.sext")
ExtUIOpLowering = _lowering("arith.extui", "llvm.zext")
FPToSIOpLowering = _lowering("arith.fptosi", "llvm.fptosi", fp=True)
FPToUIOpLowering = _lowering("arith.fptoui", "llvm.fptoui", fp=True)
MaximumFOpLowering = _lowering("arith.maximumf", "llvm.intr.maximum", FM, True)
MaxNumFOpLowering = _lowering("arith.maxnumf", "llvm.intr.maxnum", FM, True)
MaxSIOpLowering = _lowering("arith.maxsi", "llvm.intr.smax")
MaxUIOpLowering = _lowering("arith.maxui", "llvm.intr.umax")
MinimumFOpLowering = _lowering("arith.minimumf", "llvm.intr.minimum", FM, True)
MinNumFOpLowering = _lowering("arith.minnumf", "llvm.intr.minnum", FM, True)
MinSIOpLowering = _lowering("arith.minsi", "llvm.intr.smin")
MinUIOpLowering = _lowering("arith.minui", "llvm.intr.umin")
MulFOpLowering = _lowering("arith.mulf", "llvm.fmul", FM, True)
MulIOpLowering = _lowering("arith.muli", "llvm.mul", OV)
NegFOpLowering = _lowering("arith.negf", "llvm.fneg", FM, True)
OrIOpLowering = _lowering("arith.ori", "llvm.or")
RemFOpLowering = _lowering("arith.remf", "llvm.frem", FM, True)
RemSIOpLowering = _lowering("arith.remsi", "llvm.srem")
RemUIOpLowering = _lowering("arith.remui", "llvm.urem")
SelectOpLowering = _lowering("arith.select", "llvm.select")
ShLIOpLowering = _lowering("arith.shli", "llvm.shl", OV)
ShRSIOpLowering = _lowering("arith.shrsi", "llvm.ashr")
ShRUIOpLowering = _lowering("arith.shrui", "llvm.lshr")
SIToFPOpLowering = _lowering("arith.sitofp", "llvm.sitofp")
SubFOpLowering = _lowering("arith.subf", "llvm.fsub", FM, True)
SubIOpLowering = _lowering("arith.subi", "llvm.sub", OV)
TruncIOpLowering = _lowering("arith.trunci", "llvm.trunc", OV)
UIToFPOpLowering = _lowering("arith.uitofp", "llvm.uitofp", fp=True)
XOrIOpLowering = _lowering("arith.xori", "llvm.xor")


class TruncFOpLowering(VectorConvertToLLVMPattern):
    """arith.truncf without a rounding mode."""

    root = "arith.truncf"
    target = "llvm.fptrunc"
    fail_on_unsupported_fp = True

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if op.properties.get("roundingmode") is not None:
            return rewriter.notify_match_failure(op, "has a rounding mode")
        return super().match_and_rewrite(op, adaptor, rewriter)


# arith.roundingmode -> LLVM RoundingMode (to_nearest_even, downward, upward, toward_zero, to_nearest_away).
_ROUNDING_TO_LLVM = {0: 1, 1: 3, 2: 2, 3: 0, 4: 4}


def _constrained_attrs(op: Operation) -> V.TargetAttrs:
    """AttrConverterConstrainedFPToLLVM: the rounding mode converted, FP
    exceptions ignored, the other attributes kept."""
    attrs = V.source_attrs(op)
    mode = attrs.pop("roundingmode")
    attrs["roundingmode"] = A.IntegerAttr(_ROUNDING_TO_LLVM[mode.value], T.i64)  # type: ignore[attr-defined]
    attrs["fpExceptionBehavior"] = A.IntegerAttr(0, T.i64)
    return V.TargetAttrs(dict(sorted(attrs.items())))


class ConstrainedTruncFOpLowering(VectorConvertToLLVMPattern):
    """arith.truncf with a rounding mode: the constrained intrinsic."""

    root = "arith.truncf"
    target = "llvm.intr.experimental.constrained.fptrunc"
    attr_convert = staticmethod(_constrained_attrs)  # type: ignore[assignment]
    fail_on_unsupported_fp = True

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if op.properties.get("roundingmode") is None:
            return rewriter.notify_match_failure(op, "has no rounding mode")
        return super().match_and_rewrite(op, adaptor, rewriter)


class IdentityBitcastLowering(ConvertOpToLLVMPattern):
    """A bitcast whose converted source and result types agree is a no-op."""

    root = "arith.bitcast"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        src = adaptor.operands[0]
        if src.type is not self.type_converter.convert_type(op.results[0].type):
            return rewriter.notify_match_failure(op, "Types are different")
        rewriter.replace_op(op, [src])
        return True


class ConstantOpLowering(ConvertOpToLLVMPattern):
    root = "arith.constant"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        return V.one_to_one_rewrite(op, "llvm.mlir.constant", adaptor.operands, V.pass_through_attrs(op),
                                    self.type_converter, rewriter)


def _element(t: T.Type) -> T.Type:
    return t.element if isinstance(t, T.ShapedType) else t


def _bit_width(t: T.Type | None) -> int:
    return getattr(t, "width", 0)


class IndexCastOpSILowering(ConvertOpToLLVMPattern):
    """index_cast: same width -> the operand, else trunc or sign-extend."""

    root = "arith.index_cast"
    extend = "llvm.sext"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        conv = self.type_converter
        result_type = op.results[0].type
        target_bits = _bit_width(conv.convert_type(_element(result_type)))
        source_bits = _bit_width(conv.convert_type(_element(op.operands[0].type)))
        src = adaptor.operands[0]
        if target_bits == source_bits:
            rewriter.replace_op(op, [src])
            return True
        name = "llvm.trunc" if target_bits < source_bits else self.extend
        if not V.is_llvm_array(src.type):
            new = V.create(rewriter, name, [src], [conv.convert_type(result_type)], None, op.loc)
            rewriter.replace_op(op, [new.results[0]])
            return True
        if not isinstance(result_type, T.VectorType):
            return rewriter.notify_match_failure(op, "expected vector result type")
        return V.handle_multidimensional_vectors(
            op, adaptor.operands, conv,
            lambda vt, vals: V.create(rewriter, name, vals, [vt], None, op.loc).results[0], rewriter)


class IndexCastOpUILowering(IndexCastOpSILowering):
    root = "arith.index_castui"
    extend = "llvm.zext"


class AddUIExtendedOpLowering(ConvertOpToLLVMPattern):
    root = "arith.addui_extended"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.llvm.types import LLVMStructType, is_compatible_type

        lhs, rhs = adaptor.operands
        if not is_compatible_type(lhs.type):
            return False
        if V.is_llvm_array(lhs.type):
            return rewriter.notify_match_failure(op, "ND vector types are not supported yet")
        overflow_type = self.type_converter.convert_type(op.results[1].type)
        struct = LLVMStructType(None, (op.results[0].type, overflow_type), False)
        pair = V.create(rewriter, "llvm.intr.uadd.with.overflow", [lhs, rhs], [struct], None, op.loc).results[0]
        total = V.extract_value(rewriter, pair, [0], op.loc)
        overflow = V.extract_value(rewriter, pair, [1], op.loc)
        rewriter.replace_op(op, [total, overflow])
        return True


class MulSIExtendedOpLowering(ConvertOpToLLVMPattern):
    """No LLVM intrinsic: multiply in twice the width, split the halves."""

    root = "arith.mulsi_extended"
    extend = "llvm.sext"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.llvm.types import is_compatible_type

        lhs, rhs = adaptor.operands
        result_type = lhs.type
        if not is_compatible_type(result_type):
            return False
        if V.is_llvm_array(result_type):
            return rewriter.notify_match_failure(op, "ND vector types are not supported yet")
        if isinstance(result_type, T.IntegerType):
            width = result_type.width
            wide = T.IntegerType(width * 2)
            shift: A.Attribute = A.IntegerAttr(width, wide)
        else:
            assert isinstance(result_type, T.VectorType)
            width = _bit_width(result_type.element)
            wide = T.VectorType(result_type.shape, T.IntegerType(width * 2), result_type.scalable)
            shift = A.DenseElementsAttr(wide, (width,), True)
        loc = op.loc
        lhs_ext = V.create(rewriter, self.extend, [lhs], [wide], None, loc).results[0]
        rhs_ext = V.create(rewriter, self.extend, [rhs], [wide], None, loc).results[0]
        product = V.create(rewriter, "llvm.mul", [lhs_ext, rhs_ext], [wide], None, loc).results[0]
        low = V.create(rewriter, "llvm.trunc", [product], [result_type], None, loc).results[0]
        amount = V.create(rewriter, "llvm.mlir.constant", [], [wide], V.TargetAttrs({"value": shift}), loc).results[0]
        high_ext = V.create(rewriter, "llvm.lshr", [product, amount], [wide], None, loc).results[0]
        high = V.create(rewriter, "llvm.trunc", [high_ext], [result_type], None, loc).results[0]
        rewriter.replace_op(op, [low, high])
        return True


class MulUIExtendedOpLowering(MulSIExtendedOpLowering):
    root = "arith.mului_extended"
    extend = "llvm.zext"


class CmpIOpLowering(ConvertOpToLLVMPattern):
    root = "arith.cmpi"
    target = "llvm.icmp"

    def target_attrs(self, op: Operation) -> V.TargetAttrs:
        return V.TargetAttrs({}, {"predicate": op.properties["predicate"]})

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        lhs = adaptor.operands[0]
        result_type = op.results[0].type
        attrs = self.target_attrs(op)
        if not V.is_llvm_array(lhs.type):
            new = V.create(rewriter, self.target, adaptor.operands[:2],
                           [self.type_converter.convert_type(result_type)], attrs, op.loc)
            rewriter.replace_op(op, [new.results[0]])
            return True
        if not isinstance(result_type, T.VectorType):
            return rewriter.notify_match_failure(op, "expected vector result type")
        return V.handle_multidimensional_vectors(
            op, adaptor.operands, self.type_converter,
            lambda vt, vals: V.create(rewriter, self.target, vals, [vt], attrs, op.loc).results[0], rewriter)


class CmpFOpLowering(CmpIOpLowering):
    root = "arith.cmpf"
    target = "llvm.fcmp"

    def target_attrs(self, op: Operation) -> V.TargetAttrs:
        return V.TargetAttrs({}, {"predicate": op.properties["predicate"],
                                  "fastmathFlags": V.llvm_fastmath_attr(op.properties.get("fastmath"))})

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        # An fcmp of floats LLVM has no type for (f4E2M1FN & co. become
        # integers) stays, like the other float ops.
        if V.is_unsupported_float(self.type_converter, op.operands[0].type):
            return rewriter.notify_match_failure(op, "unsupported floating point type")
        return super().match_and_rewrite(op, adaptor, rewriter)


class SelectOpOneToNLowering(ConvertOpToLLVMPattern):
    """arith.select of values converted 1:N: one select per part."""

    root = "arith.select"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        groups = adaptor.groups
        if len(groups[1]) == 1:
            return rewriter.notify_match_failure(op, "not a 1:N conversion, 1:1 pattern will match")
        cond = op.operands[0]
        if cond.type is not T.i1:
            return rewriter.notify_match_failure(op, "non-i1 conditions are not supported")
        results = [rewriter.create("arith.select", [cond, t, f], [t.type], loc=op.loc).results[0]
                   for t, f in zip(groups[1], groups[2])]
        rewriter.replace_op_with_multiple(op, [results])
        return True


# ---- ceildiv/floordiv expansion (Arith/Transforms/ExpandOps.cpp) -------------------------------
def _const(rewriter: Any, t: T.Type, value: int, loc: Any) -> Value:
    element = _element(t)
    attr: A.Attribute = A.IntegerAttr(value, element)
    if isinstance(t, T.ShapedType):
        attr = A.DenseElementsAttr(t, (value,), True)
    return rewriter.create("arith.constant", [], [t], properties={"value": attr}, loc=loc).results[0]


def _arith(rewriter: Any, name: str, operands: list[Value], loc: Any, result_type: T.Type | None = None,
           predicate: int | None = None) -> Value:
    props = None
    if predicate is not None:
        props = {"predicate": A.IntegerAttr(predicate, T.i64)}
        t = operands[0].type
        result_type = T.VectorType(t.shape, T.i1, t.scalable) if isinstance(t, T.VectorType) else T.i1
    return rewriter.create(name, operands, [result_type or operands[0].type], properties=props, loc=loc).results[0]


EQ, NE, SLT, SGT = 0, 1, 2, 4


class CeilDivSIOpConverter(RewritePattern):
    """ceildivsi(a, b) = q + 1 if a != q * b and sign(a) == sign(b), else q."""

    root = "arith.ceildivsi"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc, t = op.loc, op.results[0].type
        a, b = op.operands
        zero = _const(rewriter, t, 0, loc)
        one = _const(rewriter, t, 1, loc)
        quotient = _arith(rewriter, "arith.divsi", [a, b], loc)
        product = _arith(rewriter, "arith.muli", [quotient, b], loc)
        not_exact = _arith(rewriter, "arith.cmpi", [a, product], loc, predicate=NE)
        a_neg = _arith(rewriter, "arith.cmpi", [a, zero], loc, predicate=SLT)
        b_neg = _arith(rewriter, "arith.cmpi", [b, zero], loc, predicate=SLT)
        same_sign = _arith(rewriter, "arith.cmpi", [a_neg, b_neg], loc, predicate=EQ)
        cond = _arith(rewriter, "arith.andi", [not_exact, same_sign], loc)
        plus_one = _arith(rewriter, "arith.addi", [quotient, one], loc)
        rewriter.replace_op_with_new_op(op, "arith.select", [cond, plus_one, quotient], [t], loc=loc)
        return True


class CeilDivUIOpConverter(RewritePattern):
    """ceildivui(a, b) = a == 0 ? 0 : (a - 1) / b + 1."""

    root = "arith.ceildivui"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc, t = op.loc, op.results[0].type
        a, b = op.operands
        zero = _const(rewriter, t, 0, loc)
        is_zero = _arith(rewriter, "arith.cmpi", [a, zero], loc, predicate=EQ)
        one = _const(rewriter, t, 1, loc)
        minus_one = _arith(rewriter, "arith.subi", [a, one], loc)
        quotient = _arith(rewriter, "arith.divui", [minus_one, b], loc)
        plus_one = _arith(rewriter, "arith.addi", [quotient, one], loc)
        rewriter.replace_op_with_new_op(op, "arith.select", [is_zero, zero, plus_one], [t], loc=loc)
        return True


class FloorDivSIOpConverter(RewritePattern):
    """floordivsi(a, b) = q - 1 if a != q * b and sign(a) != sign(b), else q."""

    root = "arith.floordivsi"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc, t = op.loc, op.results[0].type
        a, b = op.operands
        quotient = _arith(rewriter, "arith.divsi", [a, b], loc)
        product = _arith(rewriter, "arith.muli", [quotient, b], loc)
        not_exact = _arith(rewriter, "arith.cmpi", [a, product], loc, predicate=NE)
        zero = _const(rewriter, t, 0, loc)
        a_neg = _arith(rewriter, "arith.cmpi", [a, zero], loc, predicate=SLT)
        b_neg = _arith(rewriter, "arith.cmpi", [b, zero], loc, predicate=SLT)
        signs_differ = _arith(rewriter, "arith.cmpi", [a_neg, b_neg], loc, predicate=NE)
        cond = _arith(rewriter, "arith.andi", [not_exact, signs_differ], loc)
        minus_one = _const(rewriter, t, -1, loc)
        minus = _arith(rewriter, "arith.addi", [quotient, minus_one], loc)
        rewriter.replace_op_with_new_op(op, "arith.select", [cond, minus, quotient], [t], loc=loc)
        return True


def populate_ceil_floor_div_expand_ops_patterns(patterns: Any) -> None:
    patterns.add(CeilDivSIOpConverter(), CeilDivUIOpConverter(), FloorDivSIOpConverter())


def populate_arith_to_llvm_conversion_patterns(converter: Any, patterns: Any) -> None:
    """MLIR's populateArithToLLVMConversionPatterns (22.1.8 order)."""
    patterns.add(IdentityBitcastLowering(converter, benefit=10))
    for cls in (AddFOpLowering, AddIOpLowering, AndIOpLowering, AddUIExtendedOpLowering, BitcastOpLowering,
                ConstantOpLowering, CmpFOpLowering, CmpIOpLowering, DivFOpLowering, DivSIOpLowering,
                DivUIOpLowering, ExtFOpLowering, ExtSIOpLowering, ExtUIOpLowering, FPToSIOpLowering,
                FPToUIOpLowering, IndexCastOpSILowering, IndexCastOpUILowering, MaximumFOpLowering,
                MaxNumFOpLowering, MaxSIOpLowering, MaxUIOpLowering, MinimumFOpLowering, MinNumFOpLowering,
                MinSIOpLowering, MinUIOpLowering, MulFOpLowering, MulIOpLowering, MulSIExtendedOpLowering,
                MulUIExtendedOpLowering, NegFOpLowering, OrIOpLowering, RemFOpLowering, RemSIOpLowering,
                RemUIOpLowering, SelectOpLowering, SelectOpOneToNLowering, ShLIOpLowering, ShRSIOpLowering,
                ShRUIOpLowering, SIToFPOpLowering, SubFOpLowering, SubIOpLowering, TruncFOpLowering,
                ConstrainedTruncFOpLowering, TruncIOpLowering, UIToFPOpLowering, XOrIOpLowering):
        patterns.add(cls(converter))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    """The arith dialect's ConvertToLLVMPatternInterface."""
    populate_ceil_floor_div_expand_ops_patterns(patterns)
    populate_arith_to_llvm_conversion_patterns(converter, patterns)


INDEX_BITWIDTH_HELP = "Bitwidth of the index type, 0 to use size of machine word"


class ArithToLLVMConversionPass(Pass):
    argument = "convert-arith-to-llvm"
    name = "ArithToLLVMConversionPass"
    summary = "Convert Arith dialect to LLVM dialect"
    dependent_dialects = ("llvm",)
    index_bitwidth = Option(int, 0, INDEX_BITWIDTH_HELP)

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_common import run_llvm_partial_conversion

        def populate(converter: Any, patterns: Any) -> None:
            populate_ceil_floor_div_expand_ops_patterns(patterns)
            populate_arith_to_llvm_conversion_patterns(converter, patterns)

        run_llvm_partial_conversion(op, populate, index_bitwidth=self.index_bitwidth)
