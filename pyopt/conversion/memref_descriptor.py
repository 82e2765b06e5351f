"""Building and taking apart memref descriptors (MLIR's MemRefBuilder.cpp).

A ranked descriptor is `!llvm.struct<(ptr, ptr, iN, array<r x iN>, array<r x iN>)>`:
allocated pointer [0], aligned pointer [1], offset [2], sizes [3, i],
strides [4, i].  An unranked one is `!llvm.struct<(iN, ptr)>`: rank [0] and
a pointer to a ranked descriptor [1].  Every accessor emits one
llvm.extractvalue / llvm.insertvalue at the builder's insertion point.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T

if TYPE_CHECKING:
    from pyopt.conversion.llvm_type_converter import LLVMTypeConverter
    from pyopt.ir.core import Value

ALLOCATED_PTR, ALIGNED_PTR, OFFSET, SIZES, STRIDES = 0, 1, 2, 3, 4


_LLVM_OPS: Any = None


def _llvm() -> Any:
    global _LLVM_OPS
    if _LLVM_OPS is None:  # imported on first use, once
        from pyopt.dialects.llvm import ops as LO

        _LLVM_OPS = LO
    return _LLVM_OPS


_AGGREGATE_TYPES: tuple[type, type] | None = None


def _aggregate_types() -> tuple[type, type]:
    """(LLVMStructType, LLVMArrayType), imported on first use."""
    global _AGGREGATE_TYPES
    if _AGGREGATE_TYPES is None:
        from pyopt.dialects.llvm.types import LLVMArrayType, LLVMStructType

        _AGGREGATE_TYPES = (LLVMStructType, LLVMArrayType)
    return _AGGREGATE_TYPES


def position_attr(position: Sequence[int]) -> A.DenseArrayAttr:
    return A.DenseArrayAttr(T.i64, tuple(position))


def element_type_at(t: T.Type, position: Sequence[int]) -> T.Type:
    struct_type, array_type = _aggregate_types()
    for p in position:
        if isinstance(t, struct_type):
            t = t.body[p]
        elif isinstance(t, array_type):
            t = t.element
        else:
            raise ValueError(f"no element at {list(position)} in {t}")
    return t


def extract_value(builder: Any, loc: Any, container: Value, position: Sequence[int]) -> Value:
    # The constructor: one operand and one result group, nothing to lay out.
    op = builder.insert(_llvm().ExtractValueOp([container], [element_type_at(container.type, position)], None,
                                               {"position": position_attr(position)}, 0, (), loc))
    return op.results[0]


def insert_value(builder: Any, loc: Any, container: Value, value: Value, position: Sequence[int]) -> Value:
    op = builder.insert(_llvm().InsertValueOp([container, value], [container.type], None,
                                              {"position": position_attr(position)}, 0, (), loc))
    return op.results[0]


def poison(builder: Any, loc: Any, t: T.Type) -> Value:
    from pyopt.ir.registry import registry

    cls = registry.lookup_op("llvm.mlir.poison")
    return builder.insert(cls.build([], [t], loc=loc)).results[0]


def index_constant(builder: Any, loc: Any, index_type: T.Type, value: int) -> Value:
    """`llvm.mlir.constant(value : index) : iN` (createIndexAttrConstant)."""
    LO = _llvm()
    op = builder.insert(LO.ConstantOp.build([], [index_type], {"value": A.IntegerAttr(value, T.index)}, loc=loc))
    return op.results[0]


class StructBuilder:
    """A value of struct type, rebuilt by each set_* (MLIR's StructBuilder)."""

    def __init__(self, value: Value) -> None:
        self.value = value

    @property
    def type(self) -> T.Type:
        return self.value.type

    def extract(self, builder: Any, loc: Any, *position: int) -> Value:
        return extract_value(builder, loc, self.value, position)

    def set(self, builder: Any, loc: Any, position: Sequence[int], v: Value) -> None:
        self.value = insert_value(builder, loc, self.value, v, position)


class MemRefDescriptor(StructBuilder):
    @classmethod
    def poison(cls, builder: Any, loc: Any, descriptor_type: T.Type) -> MemRefDescriptor:
        return cls(poison(builder, loc, descriptor_type))

    # -- fields ------------------------------------------------------------------------------
    def allocated_ptr(self, builder: Any, loc: Any) -> Value:
        return self.extract(builder, loc, ALLOCATED_PTR)

    def set_allocated_ptr(self, builder: Any, loc: Any, v: Value) -> None:
        self.set(builder, loc, [ALLOCATED_PTR], v)

    def aligned_ptr(self, builder: Any, loc: Any) -> Value:
        return self.extract(builder, loc, ALIGNED_PTR)

    def set_aligned_ptr(self, builder: Any, loc: Any, v: Value) -> None:
        self.set(builder, loc, [ALIGNED_PTR], v)

    def offset(self, builder: Any, loc: Any) -> Value:
        return self.extract(builder, loc, OFFSET)

    def set_offset(self, builder: Any, loc: Any, v: Value) -> None:
        self.set(builder, loc, [OFFSET], v)

    def set_constant_offset(self, builder: Any, loc: Any, offset: int) -> None:
        self.set_offset(builder, loc, index_constant(builder, loc, self.index_type, offset))

    def size(self, builder: Any, loc: Any, pos: int) -> Value:
        return self.extract(builder, loc, SIZES, pos)

    def set_size(self, builder: Any, loc: Any, pos: int, v: Value) -> None:
        self.set(builder, loc, [SIZES, pos], v)

    def set_constant_size(self, builder: Any, loc: Any, pos: int, size: int) -> None:
        self.set_size(builder, loc, pos, index_constant(builder, loc, self.index_type, size))

    def stride(self, builder: Any, loc: Any, pos: int) -> Value:
        return self.extract(builder, loc, STRIDES, pos)

    def set_stride(self, builder: Any, loc: Any, pos: int, v: Value) -> None:
        self.set(builder, loc, [STRIDES, pos], v)

    def set_constant_stride(self, builder: Any, loc: Any, pos: int, stride: int) -> None:
        self.set_stride(builder, loc, pos, index_constant(builder, loc, self.index_type, stride))

    @property
    def index_type(self) -> T.Type:
        return element_type_at(self.type, [OFFSET])

    @property
    def element_ptr_type(self) -> T.Type:
        return element_type_at(self.type, [ALIGNED_PTR])

    def sizes(self, builder: Any, loc: Any, rank: int) -> list[Value]:
        return [self.size(builder, loc, i) for i in range(rank)]

    def strides(self, builder: Any, loc: Any, rank: int) -> list[Value]:
        return [self.stride(builder, loc, i) for i in range(rank)]

    # -- whole descriptors ---------------------------------------------------------------------------
    @classmethod
    def pack(cls, builder: Any, loc: Any, converter: LLVMTypeConverter, t: T.MemRefType,
             values: Sequence[Value]) -> MemRefDescriptor:
        """From the unpacked fields: poison, then [0], [1], [2] and per
        dimension its size [3, i] followed by its stride [4, i]."""
        d = cls.poison(builder, loc, converter.convert_type(t))  # type: ignore[arg-type]
        d.set_allocated_ptr(builder, loc, values[ALLOCATED_PTR])
        d.set_aligned_ptr(builder, loc, values[ALIGNED_PTR])
        d.set_offset(builder, loc, values[OFFSET])
        rank = t.rank
        for i in range(rank):
            d.set_size(builder, loc, i, values[SIZES + i])
            d.set_stride(builder, loc, i, values[SIZES + rank + i])
        return d

    @staticmethod
    def unpack(builder: Any, loc: Any, packed: Value, t: T.MemRefType, results: list[Value]) -> None:
        """The fields in argument order: pointers, offset, all sizes, all strides."""
        d = MemRefDescriptor(packed)
        results.append(d.allocated_ptr(builder, loc))
        results.append(d.aligned_ptr(builder, loc))
        results.append(d.offset(builder, loc))
        results.extend(d.size(builder, loc, i) for i in range(t.rank))
        results.extend(d.stride(builder, loc, i) for i in range(t.rank))

    @staticmethod
    def num_unpacked_values(t: T.MemRefType) -> int:
        return 3 + 2 * t.rank

    @classmethod
    def from_static_shape(cls, builder: Any, loc: Any, converter: LLVMTypeConverter, t: T.MemRefType,
                          ptr: Value) -> MemRefDescriptor:
        """A descriptor around a bare pointer of a statically shaped memref."""
        from pyopt.dialects.dynamic_index import strides_and_offset

        so = strides_and_offset(t)
        assert so is not None and t.has_static_shape(), "expected a static shape and strides"
        strides, offset = so
        d = cls.poison(builder, loc, converter.convert_type(t))  # type: ignore[arg-type]
        d.set_allocated_ptr(builder, loc, ptr)
        d.set_aligned_ptr(builder, loc, ptr)
        d.set_constant_offset(builder, loc, offset)
        for i, size in enumerate(t.shape):
            d.set_constant_size(builder, loc, i, size)
            d.set_constant_stride(builder, loc, i, strides[i])
        return d


class UnrankedMemRefDescriptor(StructBuilder):
    RANK, DESCRIPTOR = 0, 1

    @classmethod
    def poison_of(cls, builder: Any, loc: Any, descriptor_type: T.Type) -> UnrankedMemRefDescriptor:
        return cls(poison(builder, loc, descriptor_type))

    def rank(self, builder: Any, loc: Any) -> Value:
        return self.extract(builder, loc, self.RANK)

    def set_rank(self, builder: Any, loc: Any, v: Value) -> None:
        self.set(builder, loc, [self.RANK], v)

    def memref_desc_ptr(self, builder: Any, loc: Any) -> Value:
        return self.extract(builder, loc, self.DESCRIPTOR)

    def set_memref_desc_ptr(self, builder: Any, loc: Any, v: Value) -> None:
        self.set(builder, loc, [self.DESCRIPTOR], v)

    @classmethod
    def pack(cls, builder: Any, loc: Any, converter: LLVMTypeConverter, t: T.UnrankedMemRefType,
             values: Sequence[Value]) -> UnrankedMemRefDescriptor:
        d = cls(poison(builder, loc, converter.convert_type(t)))  # type: ignore[arg-type]
        d.set_rank(builder, loc, values[0])
        d.set_memref_desc_ptr(builder, loc, values[1])
        return d

    @staticmethod
    def unpack(builder: Any, loc: Any, packed: Value, results: list[Value]) -> None:
        d = UnrankedMemRefDescriptor(packed)
        results.append(d.rank(builder, loc))
        results.append(d.memref_desc_ptr(builder, loc))

    @staticmethod
    def num_unpacked_values() -> int:
        return 2


def gep(builder: Any, loc: Any, base: Value, element_type: T.Type, indices: Sequence[int | Value],
        result_type: T.Type | None = None) -> Value:
    """`llvm.getelementptr` mixing constant (int) and dynamic (Value) indices."""
    from pyopt.dialects.llvm.control import DYNAMIC_INDEX
    from pyopt.ir.registry import registry

    raw = tuple(i if isinstance(i, int) else DYNAMIC_INDEX for i in indices)
    dynamic = [i for i in indices if not isinstance(i, int)]
    cls = registry.lookup_op("llvm.getelementptr")
    props = {"rawConstantIndices": A.DenseArrayAttr(T.i32, raw), "elem_type": A.TypeAttr(element_type)}
    return builder.insert(cls.build([base, dynamic], [result_type or base.type], props, loc=loc)).results[0]


def load(builder: Any, loc: Any, t: T.Type, ptr: Value) -> Value:
    from pyopt.ir.registry import registry

    return builder.insert(registry.lookup_op("llvm.load").build([ptr], [t], loc=loc)).results[0]


def store(builder: Any, loc: Any, value: Value, ptr: Value) -> None:
    from pyopt.ir.registry import registry

    builder.insert(registry.lookup_op("llvm.store").build([value, ptr], [], loc=loc))


class UnrankedFields:
    """The fields of the ranked descriptor an unranked one points to, read
    and written through memory (UnrankedMemRefDescriptor's static helpers):
    two element pointers, the offset, then `rank` sizes and `rank` strides."""

    def __init__(self, index_type: T.Type, element_ptr_type: T.Type) -> None:
        from pyopt.dialects.llvm.types import LLVMPointerType

        self.index_type = index_type
        self.element_ptr_type = element_ptr_type
        self.ptr = LLVMPointerType(0)

    def allocated_ptr(self, builder: Any, loc: Any, desc_ptr: Value) -> Value:
        return load(builder, loc, self.element_ptr_type, desc_ptr)

    def set_allocated_ptr(self, builder: Any, loc: Any, desc_ptr: Value, v: Value) -> None:
        store(builder, loc, v, desc_ptr)

    def aligned_ptr(self, builder: Any, loc: Any, desc_ptr: Value) -> Value:
        return load(builder, loc, self.element_ptr_type, gep(builder, loc, desc_ptr, self.element_ptr_type, [1],
                                                             self.ptr))

    def set_aligned_ptr(self, builder: Any, loc: Any, desc_ptr: Value, v: Value) -> None:
        store(builder, loc, v, gep(builder, loc, desc_ptr, self.element_ptr_type, [1], self.ptr))

    def offset_base_ptr(self, builder: Any, loc: Any, desc_ptr: Value) -> Value:
        return gep(builder, loc, desc_ptr, self.element_ptr_type, [2], self.ptr)

    def offset(self, builder: Any, loc: Any, desc_ptr: Value) -> Value:
        return load(builder, loc, self.index_type, self.offset_base_ptr(builder, loc, desc_ptr))

    def set_offset(self, builder: Any, loc: Any, desc_ptr: Value, v: Value) -> None:
        store(builder, loc, v, self.offset_base_ptr(builder, loc, desc_ptr))

    def size_base_ptr(self, builder: Any, loc: Any, desc_ptr: Value) -> Value:
        from pyopt.dialects.llvm.types import LLVMStructType

        prefix = LLVMStructType(None, (self.element_ptr_type, self.element_ptr_type, self.index_type,
                                       self.index_type))
        return gep(builder, loc, desc_ptr, prefix, [0, 3], self.ptr)

    def stride_base_ptr(self, builder: Any, loc: Any, size_base: Value, rank: Value) -> Value:
        return gep(builder, loc, size_base, self.index_type, [rank], self.ptr)

    def set_indexed(self, builder: Any, loc: Any, base: Value, index: Value, v: Value) -> None:
        """setSize / setStride: element `index` of the sizes or strides array at `base`."""
        store(builder, loc, v, gep(builder, loc, base, self.index_type, [index], self.ptr))


def unranked_descriptor_size(builder: Any, loc: Any, index_type: T.IntegerType, desc: UnrankedMemRefDescriptor,
                             pointer_bitwidth: int = 64) -> Value:
    """UnrankedMemRefDescriptor::computeSize: the bytes of the ranked
    descriptor behind an unranked one, densely packed:
    2 * sizeof(ptr) + (1 + 2 * rank) * sizeof(index)."""
    from pyopt.dialects.llvm import ops as LO

    def arith(cls: Any, a: Value, b: Value) -> Value:
        return builder.insert(cls.build([a, b], [index_type], loc=loc)).results[0]

    one = index_constant(builder, loc, index_type, 1)
    two = index_constant(builder, loc, index_type, 2)
    index_size = index_constant(builder, loc, index_type, (index_type.width + 7) // 8)
    pointer_size = index_constant(builder, loc, index_type, (pointer_bitwidth + 7) // 8)
    double_pointer = arith(LO.MulOp, two, pointer_size)
    double_rank = arith(LO.MulOp, two, desc.rank(builder, loc))
    return arith(LO.AddOp, double_pointer, arith(LO.MulOp, arith(LO.AddOp, double_rank, one), index_size))
