"""The tensor dialect (22.1.8's 21 ops): element and slice access, shape
casts and reshapes, construction (empty, from_elements, generate, splat,
pad, concat) and gather/scatter."""

from pyopt.dialects.tensor.base import tensor  # noqa: F401
from pyopt.dialects.tensor import ops, reshapes, slices  # noqa: F401
