"""The math dialect (MathOps.td): elementwise functions on floats and
integers, scalars or vectors and tensors of them."""

from __future__ import annotations

from pyopt.dialects.arith.attrs import FASTMATH_NONE, FastMathC
from pyopt.dialects.arith.types import FloatLike, SignlessIntegerOrIndexLike
from pyopt.ir.ods import Dialect, OpDef, Pure, SameOperandsAndResultType, operand, prop, result

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
    body: dict[str, object] = {"name": f"math.{mnemonic}", "traits": (Pure, SameOperandsAndResultType)}
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
