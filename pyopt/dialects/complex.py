"""The complex dialect (ComplexOps.td): arithmetic on `complex<f32>` and
the like, and the way in and out of it (create, re, im)."""

from __future__ import annotations

from pyopt.dialects.arith.attrs import FASTMATH_NONE, FastMathC
from pyopt.ir import types as T
from pyopt.ir.constraints import TypeConstraint
from pyopt.ir.ods import Dialect, OpDef, Pure, SameOperandsAndResultType, TypesMatchWith, operand, prop, result

complex_ = Dialect("complex", defines_attributes=True)

ComplexFloat = TypeConstraint("complex type with floating-point elements",
                              lambda t: isinstance(t, T.ComplexType) and isinstance(t.element, T.FloatType))
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
    traits = (Pure, TypesMatchWith("complex", "real", _element, _ELEMENT_OF),
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
