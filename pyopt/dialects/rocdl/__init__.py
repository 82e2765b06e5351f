"""The ROCDL dialect: #rocdl.target, kernel attributes and ROCDL ops (the
hand-declared ones in base, the table-driven families in the others)."""

from pyopt.dialects.rocdl.base import rocdl  # noqa: F401  (declares the dialect)
from pyopt.dialects.rocdl import cvt, matrix, memory  # noqa: F401
