"""The gpu dialect (mlir/Dialect/GPU/IR/GPUOps.td, GPUDialect.cpp)."""

from pyopt.dialects.gpu.dialect import gpu
from pyopt.dialects.gpu import types, attrs, directives, ops, sparse, module, launch  # noqa: F401  (registration)

__all__ = ["gpu"]
