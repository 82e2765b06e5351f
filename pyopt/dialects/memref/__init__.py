"""The memref dialect: allocation, access, casts and views of memrefs."""

from pyopt.dialects.memref.base import memref  # noqa: F401
from pyopt.dialects.memref import ops, views  # noqa: F401
