"""math folds (MathOps.cpp): the constant folders of the elementwise ops
propagate poison (CommonFolders.h), which is what the LLVM lowerings meet
when the conversion driver folds.  Evaluating math functions on constants
is not implemented: those ops stay."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.common_folders import is_poison
from pyopt.ir.core import Operation
from pyopt.ir.types import Type
from pyopt.rewrite.folding import folder, materializer

# Ops with a constant folder in MLIR 22 (constFoldUnaryOp / constFoldBinaryOp).
_FOLDED = ("absf", "absi", "acos", "acosh", "asin", "asinh", "atan", "atanh", "atan2", "cbrt", "ceil", "copysign",
           "cos", "cosh", "ctlz", "cttz", "ctpop", "erf", "erfc", "exp", "exp2", "expm1", "floor", "ipowi", "log",
           "log10", "log1p", "log2", "powf", "round", "roundeven", "sin", "sinh", "sqrt", "tan", "tanh", "trunc")


def fold_poison_operand(op: Operation, constants: list[Any]) -> Any:
    for c in constants:
        if is_poison(c):
            return [c]
    return None


for _name in _FOLDED:
    folder(f"math.{_name}")(fold_poison_operand)


@materializer("math")
def materialize(builder: Any, value: Any, type: Type, loc: Any) -> Operation | None:
    """MathDialect::materializeConstant: poison as ub.poison, else as arith."""
    from pyopt.rewrite.folding import materialize_constant

    if is_poison(value):
        return materialize_constant(builder, "ub", value, type, loc)
    return materialize_constant(builder, "arith", value, type, loc)
