"""The NVVM dialect: #nvvm.target, kernel attributes and NVVM ops."""

from pyopt.dialects.nvvm.attrs import nvvm  # noqa: F401  (declares the dialect and its attributes)
from pyopt.dialects.nvvm import bulk, convert, matrix, mma, ops, sync, tcgen05  # noqa: F401
from pyopt.dialects.nvvm.target import attach_requirements

attach_requirements(nvvm.ops)
