"""The complex dialect (ComplexOps.td): arithmetic on `complex<f32>` and
the like, and the way in and out of it (create, constant, bitcast, re, im)."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.arith.attrs import FASTMATH_NONE, FastMathC
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.constraints import COMPLEX_CLASS, TypeConstraint
from pyopt.ir.printer import Printer
from pyopt.ir.ods import (AllTypesMatch, ConstantLike, Dialect, OpDef, Pure, SameOperandsAndResultType, TypesMatchWith,
                          operand, opt_prop, prop, result)

complex_ = Dialect("complex", defines_attributes=True)


@complex_.attr
class NumberAttr(A.DialectAttr, A.TypedAttr):
    """`#complex.number<:f64 1.0, 0.0>` (Complex_NumberAttr, a TypedAttr of
    type `complex<f64>`): printed with its type, `... : complex<f64>`."""

    __slots__ = ("real", "imag")
    name = "complex.number"

    def _init(self, real: A.FloatAttr, imag: A.FloatAttr, type: T.Type) -> None:
        self.real = real
        self.imag = imag
        self.type = type

    def _args(self) -> tuple[object, ...]:
        return (self.real, self.imag, self.type)

    def print(self, p: Printer) -> None:
        A.DialectAttr.print(self, p)
        p.write(" : ")
        p.print_type(self.type)

    def print_body(self, p: Printer) -> None:
        p.write("<:")
        p.print_type(self.real.type)
        p.write(" ")
        self.real.print_value(p)
        p.write(", ")
        self.imag.print_value(p)
        p.write(">")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        from pyopt.ir.parser import parse_attr_text, parse_type_text

        text = (body or "").strip()
        if not text.startswith(":"):
            raise builder.error(tok, "failed to parse Complex_NumberAttr")
        elt_text, _, rest = text[1:].strip().partition(" ")
        element = parse_type_text(builder, elt_text, tok)
        parts = rest.split(",")
        if not isinstance(element, T.FloatType) or len(parts) != 2:
            raise builder.error(tok, "failed to parse Complex_NumberAttr")
        real, imag = (parse_attr_text(builder, f"{v.strip()} : {element}", tok) for v in parts)
        if not isinstance(real, A.FloatAttr) or not isinstance(imag, A.FloatAttr):
            raise builder.error(tok, "failed to parse Complex_NumberAttr")
        return cls(real, imag, T.ComplexType(element))

ComplexFloat = TypeConstraint("complex type with floating-point elements",
                              lambda t: isinstance(t, T.ComplexType) and isinstance(t.element, T.FloatType),
                              parsed_as=COMPLEX_CLASS)
AnyFloat = TypeConstraint("floating-point", lambda t: isinstance(t, T.FloatType))


def _element(t: T.Type) -> T.Type:
    return t.element if isinstance(t, T.ComplexType) else t


_ELEMENT_OF = "complex element type matches real operand type"


@complex_.op
class CreateOp(OpDef):
    name = "complex.create"
    real = operand(AnyFloat)
    imaginary = operand(AnyFloat)
    complex = result(ComplexFloat)
    traits = (Pure, AllTypesMatch("real", "imaginary"), TypesMatchWith("complex", "real", _element, _ELEMENT_OF),
              TypesMatchWith("complex", "imaginary", _element, "complex element type matches imaginary operand type"))
    assembly_format = "$real `,` $imaginary attr-dict `:` type($complex)"


def _part(mnemonic: str, summary: str) -> type[OpDef]:
    """complex.re / complex.im / complex.abs: a float out of a complex."""
    body = {
        "name": f"complex.{mnemonic}", "complex": operand(ComplexFloat),
        "fastmath": prop(FastMathC, default=FASTMATH_NONE), "result_": result(AnyFloat),
        "traits": (Pure, TypesMatchWith("complex", "result_", _element, summary)),
        "assembly_format": "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)",
    }
    return complex_.op(type(mnemonic.capitalize() + "Op", (OpDef,), body))


_part("re", "complex element type matches result type")
_part("im", "complex element type matches result type")
_part("abs", "complex element type matches result type")


def _elementwise(mnemonic: str, arity: int) -> type[OpDef]:
    """complex.add, complex.exp...: complex in, the same complex type out."""
    names = ("lhs", "rhs") if arity == 2 else ("complex",)
    body: dict[str, object] = {n: operand(ComplexFloat) for n in names}
    body.update({
        "name": f"complex.{mnemonic}", "fastmath": prop(FastMathC, default=FASTMATH_NONE),
        "result_": result(ComplexFloat), "traits": (Pure, SameOperandsAndResultType),
        "assembly_format": " `,` ".join(f"${n}" for n in names)
        + " (`fastmath` `` $fastmath^)? attr-dict `:` type($result_)",
    })
    return complex_.op(type(mnemonic.capitalize() + "Op", (OpDef,), body))


for _name in ("add", "sub", "mul", "div", "pow", "atan2"):
    _elementwise(_name, 2)
for _name in ("neg", "conj", "exp", "expm1", "log", "log1p", "sqrt", "rsqrt", "sin", "cos", "tan", "tanh", "sign"):
    _elementwise(_name, 1)


@complex_.op
class PowiOp(OpDef):
    """complex.powi: a complex raised to a signless integer power."""

    name = "complex.powi"
    lhs = operand(ComplexFloat)
    rhs = operand(C.AnySignlessInteger)
    fastmath = opt_prop(FastMathC)  # OptionalAttr: an explicit `none` is kept and printed
    result_ = result(ComplexFloat)
    traits = (Pure, AllTypesMatch("lhs", "result_"))
    assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result_) `,` type($rhs)"


@complex_.op
class AngleOp(OpDef):
    name = "complex.angle"
    complex = operand(ComplexFloat)
    fastmath = prop(FastMathC, default=FASTMATH_NONE)
    result_ = result(AnyFloat)
    traits = (Pure, TypesMatchWith("complex", "result_", _element, "complex element type matches result type"))
    assembly_format = "$complex (`fastmath` `` $fastmath^)? attr-dict `:` type($complex)"


def _compare(mnemonic: str) -> type[OpDef]:
    """complex.eq / complex.neq: an i1 out of two complex values."""
    body = {
        "name": f"complex.{mnemonic}", "lhs": operand(ComplexFloat), "rhs": operand(ComplexFloat),
        "result_": result(C.I1), "traits": (Pure, AllTypesMatch("lhs", "rhs")),
        "assembly_format": "$lhs `,` $rhs  attr-dict `:` type($lhs)",
    }
    return complex_.op(type({"eq": "EqualOp", "neq": "NotEqualOp"}[mnemonic], (OpDef,), body))


_compare("eq")
_compare("neq")

AnyComplex = TypeConstraint("complex-type", lambda t: isinstance(t, T.ComplexType), parsed_as=COMPLEX_CLASS)


def _int_or_float(t: T.Type) -> bool:
    return isinstance(t, (T.IntegerType, T.FloatType))


@complex_.op
class BitcastOp(OpDef):
    name = "complex.bitcast"
    operand_ = operand()
    result_ = result()
    traits = (Pure,)
    assembly_format = "$operand_ attr-dict `:` type($operand_) `to` type($result_)"

    def verify_(self) -> None:
        """BitcastOp::verify (ComplexOps.cpp)."""
        src, dst = self.operands[0].type, self.results[0].type
        if src is dst:  # legal, folded away
            return
        if not (_int_or_float(src) or isinstance(src, T.ComplexType)):
            raise self.emit_error("operand must be int/float/complex")
        if not (_int_or_float(dst) or isinstance(dst, T.ComplexType)):
            raise self.emit_error("result must be int/float/complex")
        if isinstance(src, T.ComplexType) == isinstance(dst, T.ComplexType):
            raise self.emit_error("requires that either input or output has a complex type")
        cplx, other = (src, dst) if isinstance(src, T.ComplexType) else (dst, src)
        if cplx.element.width * 2 != other.width:  # type: ignore[attr-defined]
            raise self.emit_error("casting bitwidths do not match")


@complex_.op
class ConstantOp(OpDef):
    name = "complex.constant"
    value = prop(C.ArrayAttr)
    complex = result(AnyComplex)
    traits = (Pure, ConstantLike)
    result_names = ("cst",)
    assembly_format = "$value attr-dict `:` type($complex)"

    def verify_(self) -> None:
        """ConstantOp::verify (ComplexOps.cpp)."""
        elements = self.properties["value"].elements  # type: ignore[attr-defined]
        if len(elements) != 2:
            raise self.emit_error("requires 'value' to be a complex constant, represented as array of two values")
        if not all(isinstance(e, (A.FloatAttr, A.IntegerAttr)) for e in elements):
            raise self.emit_error("requires attribute's elements to be float or integer attributes")
        element = self.results[0].type.element  # type: ignore[attr-defined]
        types = [A.attr_type(e) for e in elements]
        if any(t is not element for t in types):
            raise self.emit_error(f"requires attribute's element types ('{types[0]}', '{types[1]}') to match the "
                                  f"element type of the op's return type ('{element}')")
