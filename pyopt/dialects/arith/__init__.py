"""The arith dialect: integer and floating-point arithmetic."""

from pyopt.dialects.arith.attrs import FastMathFlagsAttr, IntegerOverflowFlagsAttr
from pyopt.dialects.arith.ops import *  # noqa: F401,F403
from pyopt.dialects.arith.ops import arith

__all__ = ["arith", "FastMathFlagsAttr", "IntegerOverflowFlagsAttr"]
