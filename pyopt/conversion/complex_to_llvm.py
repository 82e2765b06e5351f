"""complex -> LLVM (MLIR's ComplexToLLVM.cpp), and `convert-complex-to-llvm`.

A `complex<T>` is `!llvm.struct<(T, T)>` (real, imaginary); arithmetic
works on the extracted parts with the op's fastmath flags.
"""

from __future__ import annotations

from typing import Any

from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.conversion import vector_pattern as V
from pyopt.passes.pass_base import Option, Pass

COMPLEX_RANGES = ("improved", "basic", "none")


class _Parts:
    """ComplexStructBuilder: the real and imaginary parts of a struct value."""

    def __init__(self, rewriter: Any, loc: Any) -> None:
        self.rewriter, self.loc = rewriter, loc

    def split(self, value: Value) -> tuple[Value, Value]:
        return (V.extract_value(self.rewriter, value, [0], self.loc),
                V.extract_value(self.rewriter, value, [1], self.loc))

    def pack(self, struct: Value, real: Value, imag: Value) -> Value:
        with_real = V.insert_value(self.rewriter, struct, real, [0], self.loc)
        return V.insert_value(self.rewriter, with_real, imag, [1], self.loc)

    def op(self, name: str, a: Value, b: Value, attrs: V.TargetAttrs) -> Value:
        return V.create(self.rewriter, name, [a, b], [a.type], attrs, self.loc).results[0]


def _fastmath(op: Operation) -> V.TargetAttrs:
    return V.TargetAttrs({}, {"fastmathFlags": V.llvm_fastmath_attr(op.properties.get("fastmath"))})


class ConstantOpLowering(ConvertOpToLLVMPattern):
    """llvm.mlir.constant of the struct type, the [re, im] array attribute kept."""

    root = "complex.constant"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        return V.one_to_one_rewrite(op, "llvm.mlir.constant", adaptor.operands, V.pass_through_attrs(op),
                                    self.type_converter, rewriter)


class CreateOpConversion(ConvertOpToLLVMPattern):
    root = "complex.create"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        struct_type = self.type_converter.convert_type(op.results[0].type)
        parts = _Parts(rewriter, op.loc)
        value = parts.pack(V.poison(rewriter, struct_type, op.loc), adaptor.operands[0], adaptor.operands[1])
        rewriter.replace_op(op, [value])
        return True


class ReOpConversion(ConvertOpToLLVMPattern):
    root = "complex.re"
    position = 0

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        rewriter.replace_op(op, [V.extract_value(rewriter, adaptor.operands[0], [self.position], op.loc)])
        return True


class ImOpConversion(ReOpConversion):
    root = "complex.im"
    position = 1


class AbsOpConversion(ConvertOpToLLVMPattern):
    """sqrt(re * re + im * im): the flags on the products and sum, not on the sqrt."""

    root = "complex.abs"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        parts = _Parts(rewriter, op.loc)
        real, imag = parts.split(adaptor.operands[0])
        fmf = _fastmath(op)
        sq_norm = parts.op("llvm.fadd", parts.op("llvm.fmul", real, real, fmf),
                           parts.op("llvm.fmul", imag, imag, fmf), fmf)
        root = V.create(rewriter, "llvm.intr.sqrt", [sq_norm], [sq_norm.type], None, op.loc).results[0]
        rewriter.replace_op(op, [root])
        return True


class BinaryComplexOpConversion(ConvertOpToLLVMPattern):
    """Unpack both operands and start the result struct, then `combine`."""

    def combine(self, parts: _Parts, lhs: tuple[Value, Value], rhs: tuple[Value, Value],
                fmf: V.TargetAttrs) -> tuple[Value, Value]:
        raise NotImplementedError

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        struct_type = self.type_converter.convert_type(op.results[0].type)
        if struct_type is None:
            return False
        parts = _Parts(rewriter, op.loc)
        lhs = parts.split(adaptor.operands[0])
        rhs = parts.split(adaptor.operands[1])
        result = V.poison(rewriter, struct_type, op.loc)
        real, imag = self.combine(parts, lhs, rhs, _fastmath(op))
        rewriter.replace_op(op, [parts.pack(result, real, imag)])
        return True


class AddOpConversion(BinaryComplexOpConversion):
    root = "complex.add"
    name_ = "llvm.fadd"

    def combine(self, parts: _Parts, lhs: tuple[Value, Value], rhs: tuple[Value, Value],
                fmf: V.TargetAttrs) -> tuple[Value, Value]:
        return parts.op(self.name_, lhs[0], rhs[0], fmf), parts.op(self.name_, lhs[1], rhs[1], fmf)


class SubOpConversion(AddOpConversion):
    root = "complex.sub"
    name_ = "llvm.fsub"


class MulOpConversion(BinaryComplexOpConversion):
    """(a + bi)(c + di) = (ca - db) + (bc + ad)i, in MLIR's operand order."""

    root = "complex.mul"

    def combine(self, parts: _Parts, lhs: tuple[Value, Value], rhs: tuple[Value, Value],
                fmf: V.TargetAttrs) -> tuple[Value, Value]:
        (a, b), (c, d) = lhs, rhs
        real = parts.op("llvm.fsub", parts.op("llvm.fmul", c, a, fmf), parts.op("llvm.fmul", d, b, fmf), fmf)
        imag = parts.op("llvm.fadd", parts.op("llvm.fmul", b, c, fmf), parts.op("llvm.fmul", a, d, fmf), fmf)
        return real, imag


class DivOpConversion(BinaryComplexOpConversion):
    """The `basic` and `none` ranges: ((ac + bd) + (bc - ad)i) / (c^2 + d^2);
    `improved`: Smith's range reduction with the IEEE corner cases."""

    root = "complex.div"

    def __init__(self, converter: Any, complex_range: str = "basic", benefit: int = 1) -> None:
        super().__init__(converter, benefit=benefit)
        self.complex_range = complex_range

    def combine(self, parts: _Parts, lhs: tuple[Value, Value], rhs: tuple[Value, Value],
                fmf: V.TargetAttrs) -> tuple[Value, Value]:
        if self.complex_range == "improved":
            return divide_by_range_reduction(parts, lhs, rhs, fmf)
        (a, b), (c, d) = lhs, rhs
        sq_norm = parts.op("llvm.fadd", parts.op("llvm.fmul", c, c, fmf), parts.op("llvm.fmul", d, d, fmf), fmf)
        real_tmp = parts.op("llvm.fadd", parts.op("llvm.fmul", a, c, fmf), parts.op("llvm.fmul", b, d, fmf), fmf)
        imag_tmp = parts.op("llvm.fsub", parts.op("llvm.fmul", b, c, fmf), parts.op("llvm.fmul", a, d, fmf), fmf)
        return parts.op("llvm.fdiv", real_tmp, sq_norm, fmf), parts.op("llvm.fdiv", imag_tmp, sq_norm, fmf)


# LLVM::FCmpPredicate
_OEQ, _OLT, _ONE, _ORD, _UNO = 1, 4, 6, 7, 14


def divide_by_range_reduction(parts: _Parts, lhs: tuple[Value, Value], rhs: tuple[Value, Value],
                              fmf: V.TargetAttrs) -> tuple[Value, Value]:
    """convertDivToLLVMUsingRangeReduction (ComplexCommon/DivisionConverter.cpp):
    both of Smith's quotients, selected by |c| < |d|, then the zero-
    denominator, infinite-numerator and infinite-denominator cases where the
    quotient is NaN."""
    from pyopt.ir import attributes as A

    (a, b), (c, d) = lhs, rhs
    rewriter, loc = parts.rewriter, parts.loc
    element = c.type
    none = V.TargetAttrs({})

    def op(name: str, *operands: Value, attrs: V.TargetAttrs = fmf) -> Value:
        result = T.i1 if name in ("llvm.or", "llvm.and") and operands[0].type == T.i1 else operands[0].type
        return V.create(rewriter, name, list(operands), [result], attrs, loc).results[0]

    def fcmp(predicate: int, x: Value, y: Value) -> Value:
        return V.create(rewriter, "llvm.fcmp", [x, y], [T.i1], V.TargetAttrs(
            {}, {"predicate": A.IntegerAttr(predicate, T.i64)}), loc).results[0]

    def select(cond: Value, x: Value, y: Value) -> Value:
        return V.create(rewriter, "llvm.select", [cond, x, y], [x.type], none, loc).results[0]

    def constant(value: float) -> Value:
        return V.create(rewriter, "llvm.mlir.constant", [], [element],
                        V.TargetAttrs({"value": A.FloatAttr.get(value, element)}), loc).results[0]

    ratio1 = op("llvm.fdiv", c, d)
    denom1 = op("llvm.fadd", d, op("llvm.fmul", ratio1, c))
    real1 = op("llvm.fdiv", op("llvm.fadd", op("llvm.fmul", a, ratio1), b), denom1)
    imag1 = op("llvm.fdiv", op("llvm.fsub", op("llvm.fmul", b, ratio1), a), denom1)
    ratio2 = op("llvm.fdiv", d, c)
    denom2 = op("llvm.fadd", c, op("llvm.fmul", ratio2, d))
    real2 = op("llvm.fdiv", op("llvm.fadd", a, op("llvm.fmul", b, ratio2)), denom2)
    imag2 = op("llvm.fdiv", op("llvm.fsub", b, op("llvm.fmul", a, ratio2)), denom2)
    # Case 1: a zero denominator, a numerator with at most one NaN.
    zero = constant(0.0)
    c_abs = op("llvm.intr.fabs", c)
    c_zero = fcmp(_OEQ, c_abs, zero)
    d_abs = op("llvm.intr.fabs", d)
    d_zero = fcmp(_OEQ, d_abs, zero)
    lhs_not_nan = op("llvm.or", fcmp(_ORD, a, zero), fcmp(_ORD, b, zero), attrs=none)
    is_infinity = op("llvm.and", lhs_not_nan, op("llvm.and", c_zero, d_zero, attrs=none), attrs=none)
    inf = constant(float("inf"))
    signed_inf = op("llvm.intr.copysign", inf, c, attrs=none)
    inf_real, inf_imag = op("llvm.fmul", signed_inf, a), op("llvm.fmul", signed_inf, b)
    # Case 2: an infinite numerator, a finite denominator.
    rhs_finite = op("llvm.and", fcmp(_ONE, c_abs, inf), fcmp(_ONE, d_abs, inf), attrs=none)
    a_abs = op("llvm.intr.fabs", a)
    a_inf = fcmp(_OEQ, a_abs, inf)
    b_abs = op("llvm.intr.fabs", b)
    b_inf = fcmp(_OEQ, b_abs, inf)
    inf_num = op("llvm.and", op("llvm.or", a_inf, b_inf, attrs=none), rhs_finite, attrs=none)
    one = constant(1.0)

    def unit_with_sign(is_inf: Value, x: Value) -> Value:
        """copysign(is_inf ? 1 : 0, x)."""
        return op("llvm.intr.copysign", select(is_inf, one, zero), x, attrs=none)

    a_sign, b_sign = unit_with_sign(a_inf, a), unit_with_sign(b_inf, b)
    real3 = op("llvm.fmul", inf, op("llvm.fadd", op("llvm.fmul", a_sign, c), op("llvm.fmul", b_sign, d)))
    a_sign_d = op("llvm.fmul", a_sign, d)
    b_sign_c = op("llvm.fmul", b_sign, c)
    imag3 = op("llvm.fmul", inf, op("llvm.fsub", b_sign_c, a_sign_d))
    # Case 3: a finite numerator, an infinite denominator.
    lhs_finite = op("llvm.and", fcmp(_ONE, a_abs, inf), fcmp(_ONE, b_abs, inf), attrs=none)
    c_inf = fcmp(_OEQ, c_abs, inf)
    d_inf = fcmp(_OEQ, d_abs, inf)
    inf_denom = op("llvm.and", lhs_finite, op("llvm.or", c_inf, d_inf, attrs=none), attrs=none)
    c_sign, d_sign = unit_with_sign(c_inf, c), unit_with_sign(d_inf, d)
    real4 = op("llvm.fmul", zero, op("llvm.fadd", op("llvm.fmul", a, c_sign), op("llvm.fmul", b, d_sign)))
    b_c_sign = op("llvm.fmul", b, c_sign)
    a_d_sign = op("llvm.fmul", a, d_sign)
    imag4 = op("llvm.fmul", zero, op("llvm.fsub", b_c_sign, a_d_sign))

    c_smaller = fcmp(_OLT, c_abs, d_abs)
    real5, imag5 = select(c_smaller, real1, real2), select(c_smaller, imag1, imag2)
    real_case3, imag_case3 = select(inf_denom, real4, real5), select(inf_denom, imag4, imag5)
    real_case2, imag_case2 = select(inf_num, real3, real_case3), select(inf_num, imag3, imag_case3)
    real_case1 = select(is_infinity, inf_real, real_case2)
    imag_case1 = select(is_infinity, inf_imag, imag_case2)
    is_nan = op("llvm.and", fcmp(_UNO, real5, zero), fcmp(_UNO, imag5, zero), attrs=none)
    return select(is_nan, real_case1, real5), select(is_nan, imag_case1, imag5)


def populate_complex_to_llvm_conversion_patterns(converter: Any, patterns: Any, complex_range: str = "basic") -> None:
    for cls in (AbsOpConversion, AddOpConversion, ConstantOpLowering, CreateOpConversion, ImOpConversion, MulOpConversion,
                ReOpConversion, SubOpConversion):
        patterns.add(cls(converter))
    patterns.add(DivOpConversion(converter, complex_range))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    populate_complex_to_llvm_conversion_patterns(converter, patterns)


class ConvertComplexToLLVMPass(Pass):
    argument = "convert-complex-to-llvm"
    name = "ConvertComplexToLLVMPass"
    summary = "Convert Complex dialect to LLVM dialect"
    dependent_dialects = ("llvm",)
    complex_range = Option(COMPLEX_RANGES, "basic", "Control the intermediate calculation of complex number division")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_common import llvm_conversion_target, run_llvm_partial_conversion

        target = llvm_conversion_target()
        target.add_illegal_dialect("complex")
        run_llvm_partial_conversion(op, lambda c, p: populate_complex_to_llvm_conversion_patterns(
            c, p, self.complex_range), target=target)
