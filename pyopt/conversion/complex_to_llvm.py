"""complex -> LLVM (MLIR's ComplexToLLVM.cpp), and `convert-complex-to-llvm`.

A `complex<T>` is `!llvm.struct<(T, T)>` (real, imaginary); arithmetic
works on the extracted parts with the op's fastmath flags.
"""

from __future__ import annotations

from typing import Any

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
    """sqrt(re * re + im * im)."""

    root = "complex.abs"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        parts = _Parts(rewriter, op.loc)
        real, imag = parts.split(adaptor.operands[0])
        fmf = _fastmath(op)
        sq_norm = parts.op("llvm.fadd", parts.op("llvm.fmul", real, real, fmf),
                           parts.op("llvm.fmul", imag, imag, fmf), fmf)
        root = V.create(rewriter, "llvm.intr.sqrt", [sq_norm], [sq_norm.type], fmf, op.loc).results[0]
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
    """The `basic` range: ((ac + bd) + (bc - ad)i) / (c^2 + d^2)."""

    root = "complex.div"

    def __init__(self, converter: Any, complex_range: str = "basic", benefit: int = 1) -> None:
        super().__init__(converter, benefit=benefit)
        self.complex_range = complex_range

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if self.complex_range == "improved":
            return rewriter.notify_match_failure(op, "complex-range=improved is not implemented in pyopt")
        return super().match_and_rewrite(op, adaptor, rewriter)

    def combine(self, parts: _Parts, lhs: tuple[Value, Value], rhs: tuple[Value, Value],
                fmf: V.TargetAttrs) -> tuple[Value, Value]:
        (a, b), (c, d) = lhs, rhs
        sq_norm = parts.op("llvm.fadd", parts.op("llvm.fmul", c, c, fmf), parts.op("llvm.fmul", d, d, fmf), fmf)
        real_tmp = parts.op("llvm.fadd", parts.op("llvm.fmul", a, c, fmf), parts.op("llvm.fmul", b, d, fmf), fmf)
        imag_tmp = parts.op("llvm.fsub", parts.op("llvm.fmul", b, c, fmf), parts.op("llvm.fmul", a, d, fmf), fmf)
        return parts.op("llvm.fdiv", real_tmp, sq_norm, fmf), parts.op("llvm.fdiv", imag_tmp, sq_norm, fmf)


def populate_complex_to_llvm_conversion_patterns(converter: Any, patterns: Any, complex_range: str = "basic") -> None:
    for cls in (AbsOpConversion, AddOpConversion, CreateOpConversion, ImOpConversion, MulOpConversion,
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
