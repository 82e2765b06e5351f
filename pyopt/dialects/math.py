"""The math dialect (MathOps.td): elementwise functions on floats and
integers, scalars or vectors and tensors of them."""

from __future__ import annotations

from pyopt.dialects.arith.attrs import FASTMATH_NONE, FastMathC
from pyopt.dialects.arith.types import BoolLike, FloatLike, SignlessIntegerOrIndexLike
from pyopt.ir.ods import (AllTypesMatch, Dialect, Elementwise, OpDef, Pure, SameOperandsAndResultShape,
                          SameOperandsAndResultType, TypesMatchWith, operand, prop, result)

math = Dialect("math")

_FASTMATH = "(`fastmath` `` $fastmath^)? attr-dict `:` type($result_)"

# name -> number of operands; every one takes and returns the same float type.
_FLOAT_OPS = {
    **dict.fromkeys(("absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf",
                     "erfc", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven",
                     "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc"), 1),
    **dict.fromkeys(("atan2", "copysign", "powf"), 2),
    "fma": 3,
}
# name -> number of operands, on signless integers.
_INTEGER_OPS = {"absi": 1, "ctlz": 1, "cttz": 1, "ctpop": 1, "ipowi": 2}
_OPERAND_NAMES = {1: ("operand",), 2: ("lhs", "rhs"), 3: ("a", "b", "c")}


def _declare(mnemonic: str, arity: int, constraint: object, fastmath: bool) -> type[OpDef]:
    """One elementwise op: `math.sqrt %x fastmath<fast> : f32`."""
    names = _OPERAND_NAMES[arity]
    body: dict[str, object] = {"name": f"math.{mnemonic}", "traits": (Pure, SameOperandsAndResultType, Elementwise)}
    for n in names:
        body[n] = operand(constraint)
    if fastmath:
        body["fastmath"] = prop(FastMathC, default=FASTMATH_NONE)
    body["result_"] = result(constraint)
    operands = " `,` ".join(f"${n}" for n in names)
    body["assembly_format"] = f"{operands} " + (_FASTMATH if fastmath else "attr-dict `:` type($result_)")
    cls_name = "".join(part.capitalize() for part in mnemonic.split("_")) + "Op"
    return math.op(type(cls_name, (OpDef,), body))


for _mnemonic, _arity in _FLOAT_OPS.items():
    _declare(_mnemonic, _arity, FloatLike, fastmath=True)
for _mnemonic, _arity in _INTEGER_OPS.items():
    _declare(_mnemonic, _arity, SignlessIntegerOrIndexLike, fastmath=False)


def _i1_of(t: object) -> object:
    from pyopt.dialects.arith.types import i1_like

    return i1_like(t)  # type: ignore[arg-type]


def _classification(mnemonic: str) -> type[OpDef]:
    """math.isnan and friends (Math_FloatClassificationOp): an i1 of the
    operand's shape."""
    body: dict[str, object] = {
        "name": f"math.{mnemonic}", "operand": operand(FloatLike),
        "fastmath": prop(FastMathC, default=FASTMATH_NONE), "result_": result(BoolLike),
        "traits": (Pure, TypesMatchWith("operand", "result_", _i1_of,
                                        "result type has i1 element type and same shape as operands"),
                   Elementwise),
        "assembly_format": "$operand attr-dict `:` type($operand)",
    }
    return math.op(type(mnemonic.capitalize() + "Op", (OpDef,), body))


for _mnemonic in ("isnan", "isinf", "isfinite", "isnormal"):
    _classification(_mnemonic)


@math.op
class FPowIOp(OpDef):
    name = "math.fpowi"
    lhs = operand(FloatLike)
    rhs = operand(SignlessIntegerOrIndexLike)
    fastmath = prop(FastMathC, default=FASTMATH_NONE)
    result_ = result(FloatLike)
    traits = (Pure, SameOperandsAndResultShape, AllTypesMatch("lhs", "result_"), Elementwise)
    assembly_format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` type($rhs)"


@math.op
class ClampFOp(OpDef):
    name = "math.clampf"
    value = operand(FloatLike)
    min = operand(FloatLike)
    max = operand(FloatLike)
    fastmath = prop(FastMathC, default=FASTMATH_NONE)
    result_ = result(FloatLike)
    traits = (Pure, SameOperandsAndResultType, Elementwise)
    assembly_format = "$value `to` ` ` `[` $min `,` $max `]` (`fastmath` `` $fastmath^)? attr-dict `:` type($result_)"


@math.op
class SincosOp(OpDef):
    name = "math.sincos"
    operand = operand(FloatLike)
    fastmath = prop(FastMathC, default=FASTMATH_NONE)
    sin = result(FloatLike)
    cos = result(FloatLike)
    traits = (Pure, AllTypesMatch("operand", "sin", "cos"), Elementwise)
    result_names = ("sin", "cos")
    assembly_format = "$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($operand)"
