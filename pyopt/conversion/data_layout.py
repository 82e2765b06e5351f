"""Type sizes by the default data layout (MLIR's DataLayoutInterfaces.cpp
getDefaultTypeSizeInBits), for the lowerings that ask a DataLayout: integers
and floats by their width, `index` by the layout's index entry, complex
numbers with the imaginary part aligned, vectors with the innermost
dimension rounded up to a power of two, LLVM pointers 64 bits."""

from __future__ import annotations

from pyopt.ir import types as T


def _power_of_2_ceil(n: int) -> int:
    return 1 if n <= 1 else 1 << (n - 1).bit_length()


def type_size_in_bits(t: T.Type, index_bits: int = 64) -> int:
    from pyopt.dialects.llvm.types import LLVMPointerType

    if isinstance(t, (T.IntegerType, T.FloatType)):
        return t.width
    if isinstance(t, T.IndexType):
        return index_bits
    if isinstance(t, T.ComplexType):
        inner = type_size_in_bits(t.element, index_bits)
        alignment = _power_of_2_ceil((inner + 7) // 8) * 8  # the element's preferred alignment
        return -(-inner // alignment) * alignment + inner
    if isinstance(t, T.VectorType) and t.shape:
        innermost = t.shape[-1]
        count = t.num_elements // innermost * _power_of_2_ceil(innermost)
        return count * type_size(t.element, index_bits) * 8
    if isinstance(t, LLVMPointerType):
        return 64
    raise ValueError(f"no default data layout size for {t}")


def type_size(t: T.Type, index_bits: int = 64) -> int:
    """DataLayout::getTypeSize: the size in bytes."""
    return (type_size_in_bits(t, index_bits) + 7) // 8
