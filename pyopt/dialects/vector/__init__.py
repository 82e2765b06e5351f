"""The vector dialect (mlir/Dialect/Vector/IR/VectorOps.td)."""

from pyopt.dialects.vector.attrs import vector
from pyopt.dialects.vector import ops, transfer, custom  # noqa: F401  (registers the ops)

__all__ = ["vector"]
