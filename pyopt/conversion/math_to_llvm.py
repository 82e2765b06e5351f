"""math -> LLVM intrinsics (MLIR's MathToLLVM.cpp), and `convert-math-to-llvm`.

Most ops map to one `llvm.intr.*` with the fastmath flags converted;
expm1, log1p (only with `approximate-log1p`, the default) and rsqrt
expand around a constant 1; ctlz/cttz/absi get their poison flag false.
"""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.conversion import vector_pattern as V
from pyopt.conversion.arith_to_llvm import VectorConvertToLLVMPattern, _lowering
from pyopt.passes.pass_base import Option, Pass

FM = V.fastmath_attrs

# (math op, LLVM intrinsic) in MLIR's registration order; float ops carry fastmath.
_FLOAT_INTRINSICS = [
    ("absf", "fabs"), ("acos", "acos"), ("acosh", None), ("asin", "asin"), ("asinh", None), ("atan", "atan"),
    ("atanh", None), ("atan2", "atan2"), ("ceil", "ceil"), ("copysign", "copysign"), ("cos", "cos"),
    ("cosh", "cosh"), ("exp2", "exp2"), ("exp", "exp"), ("floor", "floor"), ("fma", "fma"),
    ("log10", "log10"), ("log2", "log2"), ("log", "log"), ("powf", "pow"), ("fpowi", "powi"), ("roundeven", "roundeven"),
    ("round", "round"), ("sin", "sin"), ("sinh", "sinh"), ("sqrt", "sqrt"), ("tan", "tan"), ("tanh", "tanh"),
    ("trunc", "trunc"),
]

_FLOAT_LOWERINGS = [_lowering(f"math.{m}", f"llvm.intr.{i}", FM, True) for m, i in _FLOAT_INTRINSICS if i]
CtPopOpLowering = _lowering("math.ctpop", "llvm.intr.ctpop")


class IntrinsicWithFlagLowering(ConvertOpToLLVMPattern):
    """ctlz/cttz/absi: the LLVM intrinsic with its i1 poison flag false."""

    target = ""
    flag = ""

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.llvm.types import is_compatible_type

        operand = adaptor.operands[0]
        if not is_compatible_type(operand.type):
            return False
        attrs = V.TargetAttrs({}, {self.flag: A.BoolAttr(False)})
        if not V.is_llvm_array(operand.type):
            new = V.create(rewriter, self.target, [operand], [operand.type], attrs, op.loc)
            rewriter.replace_op(op, [new.results[0]])
            return True
        if not isinstance(op.results[0].type, T.VectorType):
            return False
        return V.handle_multidimensional_vectors(
            op, adaptor.operands, self.type_converter,
            lambda vt, vals: V.create(rewriter, self.target, vals, [vt], attrs, op.loc).results[0], rewriter)


class CountLeadingZerosOpLowering(IntrinsicWithFlagLowering):
    root, target, flag = "math.ctlz", "llvm.intr.ctlz", "is_zero_poison"


class CountTrailingZerosOpLowering(IntrinsicWithFlagLowering):
    root, target, flag = "math.cttz", "llvm.intr.cttz", "is_zero_poison"


class AbsIOpLowering(IntrinsicWithFlagLowering):
    root, target, flag = "math.absi", "llvm.intr.abs", "is_int_min_poison"


def _float_one(element: T.Type, t: T.Type) -> A.Attribute:
    one = A.FloatAttr.get(1.0, element)
    if isinstance(t, T.VectorType):
        return A.DenseElementsAttr(t, (one.bits,), True)
    return one


class ExpandAroundOneLowering(ConvertOpToLLVMPattern):
    """`f(x)` computed from a constant 1 and intrinsics (expm1, log1p, rsqrt)."""

    def expand(self, rewriter: Any, one: Value, x: Value, t: T.Type, attrs: V.TargetAttrs, loc: Any) -> Value:
        raise NotImplementedError

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.llvm.types import is_compatible_type

        operand = adaptor.operands[0]
        if not is_compatible_type(operand.type):
            return rewriter.notify_match_failure(op, "unsupported operand type")
        result_type = op.results[0].type
        element = result_type.element if isinstance(result_type, T.ShapedType) else result_type
        attrs = FM(op)
        loc = op.loc

        def one_then_expand(t: T.Type, x: Value) -> Value:
            one = V.create(rewriter, "llvm.mlir.constant", [], [t],
                           V.TargetAttrs({"value": _float_one(element, t)}), loc).results[0]
            return self.expand(rewriter, one, x, t, attrs, loc)

        if not V.is_llvm_array(operand.type):
            rewriter.replace_op(op, [one_then_expand(operand.type, operand)])
            return True
        if not isinstance(result_type, T.VectorType):
            return rewriter.notify_match_failure(op, "expected vector result type")
        return V.handle_multidimensional_vectors(op, adaptor.operands, self.type_converter,
                                                 lambda vt, vals: one_then_expand(vt, vals[0]), rewriter)


class ExpM1OpLowering(ExpandAroundOneLowering):
    root = "math.expm1"

    def expand(self, rewriter: Any, one: Value, x: Value, t: T.Type, attrs: V.TargetAttrs, loc: Any) -> Value:
        exp = V.create(rewriter, "llvm.intr.exp", [x], [t], attrs, loc).results[0]
        return V.create(rewriter, "llvm.fsub", [exp, one], [t], attrs, loc).results[0]


class Log1pOpLowering(ExpandAroundOneLowering):
    root = "math.log1p"

    def expand(self, rewriter: Any, one: Value, x: Value, t: T.Type, attrs: V.TargetAttrs, loc: Any) -> Value:
        total = V.create(rewriter, "llvm.fadd", [one, x], [t], attrs, loc).results[0]
        return V.create(rewriter, "llvm.intr.log", [total], [t], attrs, loc).results[0]


class RsqrtOpLowering(ExpandAroundOneLowering):
    root = "math.rsqrt"

    def expand(self, rewriter: Any, one: Value, x: Value, t: T.Type, attrs: V.TargetAttrs, loc: Any) -> Value:
        root = V.create(rewriter, "llvm.intr.sqrt", [x], [t], attrs, loc).results[0]
        return V.create(rewriter, "llvm.fdiv", [one, root], [t], attrs, loc).results[0]


class IsFPClassLowering(ConvertOpToLLVMPattern):
    """isnan / isfinite: llvm.intr.is.fpclass with the class mask."""

    fp_class = 0

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        result_type = self.type_converter.convert_type(op.results[0].type)
        if self.type_converter.convert_type(op.operands[0].type) is None or result_type is None:
            return False
        new = V.create(rewriter, "llvm.intr.is.fpclass", [adaptor.operands[0]], [result_type],
                       V.TargetAttrs({}, {"bit": A.IntegerAttr(self.fp_class, T.i32)}), op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class IsNaNOpLowering(IsFPClassLowering):
    root, fp_class = "math.isnan", 0x3  # llvm::fcNan


class IsFiniteOpLowering(IsFPClassLowering):
    root, fp_class = "math.isfinite", 0x1F8  # llvm::fcFinite


class SincosOpLowering(ConvertOpToLLVMPattern):
    """llvm.intr.sincos returning a (sin, cos) struct, then both extracted."""

    root = "math.sincos"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.llvm.types import LLVMStructType

        converted = [self.type_converter.convert_type(v.type) for v in (op.operands[0], *op.results)]
        if any(t is None for t in converted):
            return False
        struct = LLVMStructType(None, (converted[0], converted[0]))
        pair = V.create(rewriter, "llvm.intr.sincos", [adaptor.operands[0]], [struct], FM(op), op.loc).results[0]
        rewriter.replace_op(op, [V.extract_value(rewriter, pair, [0], op.loc),
                                 V.extract_value(rewriter, pair, [1], op.loc)])
        return True


def populate_math_to_llvm_conversion_patterns(converter: Any, patterns: Any, approximate_log1p: bool = True) -> None:
    if approximate_log1p:
        patterns.add(Log1pOpLowering(converter))
    for cls in [IsNaNOpLowering, IsFiniteOpLowering, *_FLOAT_LOWERINGS, CtPopOpLowering,
                CountLeadingZerosOpLowering, CountTrailingZerosOpLowering, AbsIOpLowering, ExpM1OpLowering,
                RsqrtOpLowering, SincosOpLowering]:
        patterns.add(cls(converter))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    populate_math_to_llvm_conversion_patterns(converter, patterns)


class ConvertMathToLLVMPass(Pass):
    argument = "convert-math-to-llvm"
    name = "ConvertMathToLLVMPass"
    summary = "Convert Math dialect to LLVM dialect"
    dependent_dialects = ("llvm",)
    approximate_log1p = Option(bool, True, "Enable approximation of Log1p.")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_common import run_llvm_partial_conversion

        run_llvm_partial_conversion(op, lambda c, p: populate_math_to_llvm_conversion_patterns(
            c, p, self.approximate_log1p))


__all__ = ["VectorConvertToLLVMPattern"]
