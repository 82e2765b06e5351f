"""The LLVM dialect: types, attributes, core ops and intrinsics."""

from pyopt.dialects.llvm.dialect import llvm
from pyopt.dialects.llvm import types, attrs, struct_attrs, module_flags, ops, func_ops, control, intrinsics  # noqa: F401  (registration)

__all__ = ["llvm"]
