"""The affine dialect: loops, conditionals and memory accesses whose
indices are affine maps of dims and symbols."""

from pyopt.dialects.affine.base import affine  # noqa: F401
from pyopt.dialects.affine import loops, ops  # noqa: F401
