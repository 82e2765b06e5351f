"""The base of patterns lowering to the LLVM dialect (MLIR's
ConvertOpToLLVMPattern and ConvertToLLVMPattern, LLVMCommon/Pattern.cpp).

    class AddILowering(ConvertOpToLLVMPattern):
        root = "arith.addi"
        def match_and_rewrite(self, op, adaptor, rewriter):
            ...

The pattern's type converter is an LLVMTypeConverter; the helpers build
index constants, element addresses and descriptor fields as MLIR does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from pyopt.conversion.dialect_conversion import ConversionPattern
from pyopt.conversion.memref_descriptor import MemRefDescriptor, index_constant
from pyopt.ir import attributes as A
from pyopt.ir import types as T

if TYPE_CHECKING:
    from pyopt.conversion.llvm_type_converter import LLVMTypeConverter
    from pyopt.ir.core import Operation, Value

# LLVM::IntegerOverflowFlags and GEPNoWrapFlags bits.
OVERFLOW_NSW, OVERFLOW_NUW = 1, 2
GEP_INBOUNDS, GEP_NUSW, GEP_NUW = 3, 2, 4


class ConvertOpToLLVMPattern(ConversionPattern):
    type_converter: LLVMTypeConverter

    def __init__(self, type_converter: LLVMTypeConverter, benefit: int | None = None, **kw: Any) -> None:
        super().__init__(type_converter, benefit, **kw)

    # -- types ----------------------------------------------------------------------------
    @property
    def index_type(self) -> T.IntegerType:
        return self.type_converter.index_type

    @property
    def void_type(self) -> T.Type:
        from pyopt.dialects.llvm.types import void

        return void

    @staticmethod
    def ptr_type(address_space: int = 0) -> T.Type:
        from pyopt.dialects.llvm.types import LLVMPointerType

        return LLVMPointerType(address_space)

    # -- constants and addresses --------------------------------------------------------------
    def create_index_constant(self, builder: Any, loc: Any, value: int) -> Value:
        """`llvm.mlir.constant(value : index) : iN`."""
        return index_constant(builder, loc, self.index_type, value)

    def buffer_ptr(self, builder: Any, loc: Any, t: T.MemRefType, desc: MemRefDescriptor) -> Value:
        """The aligned pointer moved by the offset (MemRefDescriptor::bufferPtr)."""
        from pyopt.dialects.dynamic_index import strides_and_offset

        so = strides_and_offset(t)
        assert so is not None
        offset = so[1]
        ptr = desc.aligned_ptr(builder, loc)
        if offset == 0:
            return ptr
        off = desc.offset(builder, loc) if offset == T.DYNAMIC else self.create_index_constant(builder, loc, offset)
        return create_gep(builder, loc, ptr.type, self.type_converter.convert_type(t.element), ptr, [off])

    def get_strided_element_ptr(self, builder: Any, loc: Any, t: T.MemRefType, descriptor: Value,
                                indices: Sequence[Value], no_wrap_flags: int = 0) -> Value:
        """The address of element `indices` (LLVM::getStridedElementPtr): the
        index is the sum of index * stride (stride-1 dimensions unscaled)."""
        from pyopt.dialects.dynamic_index import strides_and_offset
        from pyopt.dialects.llvm import ops as LO
        from pyopt.dialects.llvm.attrs import OVERFLOW_NONE

        so = strides_and_offset(t)
        assert so is not None
        strides = so[0]
        desc = MemRefDescriptor(descriptor)
        base = self.buffer_ptr(builder, loc, t, desc)
        flags = 0
        if no_wrap_flags & 1:
            flags |= OVERFLOW_NSW
        if no_wrap_flags & GEP_NUW:
            flags |= OVERFLOW_NUW
        overflow = A.IntegerAttr(flags, OVERFLOW_NONE.type)
        index: Value | None = None
        for i, increment in enumerate(indices):
            # More indices than dimensions (an unverified generic_atomic_rmw):
            # 22.1.8 reads past its strides, seen as stride 0; no crash here.
            static = strides[i] if i < len(strides) else 0
            if static != 1:
                stride = desc.stride(builder, loc, i) if static == T.DYNAMIC else \
                    self.create_index_constant(builder, loc, static)
                increment = builder.insert(LO.MulOp.build([increment, stride], [increment.type],
                                                          {"overflowFlags": overflow}, loc=loc)).results[0]
            if index is None:
                index = increment
            else:
                index = builder.insert(LO.AddOp.build([index, increment], [index.type],
                                                      {"overflowFlags": overflow}, loc=loc)).results[0]
        if index is None:
            return base
        return create_gep(builder, loc, desc.element_ptr_type, self.type_converter.convert_type(t.element), base,
                          [index], no_wrap_flags)

    def get_memref_descriptor_sizes(self, builder: Any, loc: Any, t: T.MemRefType, dynamic_sizes: Sequence[Value],
                                    size_in_bytes: bool = True) -> tuple[list[Value], list[Value], Value]:
        """(sizes, strides, total size) of a fresh identity-layout descriptor
        of `t` (ConvertToLLVMPattern::getMemRefDescriptorSizes): static sizes
        as constants, dynamic ones from `dynamic_sizes`; strides as running
        products from the innermost dimension; the total size in bytes (a
        GEP on null) or in elements."""
        from pyopt.dialects.llvm import ops as LO
        from pyopt.ir.registry import registry

        sizes: list[Value] = []
        dyn = iter(dynamic_sizes)
        for d in t.shape:
            sizes.append(next(dyn) if d == T.DYNAMIC else self.create_index_constant(builder, loc, d))
        strides: list[Value] = [None] * t.rank  # type: ignore[list-item]
        stride = 1
        running = self.create_index_constant(builder, loc, 1)
        for i in reversed(range(t.rank)):
            strides[i] = running
            static = t.shape[i]
            use_size = stride == 1
            if static == T.DYNAMIC:
                stride = T.DYNAMIC
            if stride != T.DYNAMIC:
                stride *= static
            if use_size:
                running = sizes[i]
            elif stride == T.DYNAMIC:
                running = builder.insert(LO.MulOp.build([running, sizes[i]], [running.type], loc=loc)).results[0]
            else:
                running = self.create_index_constant(builder, loc, stride)
        if not size_in_bytes:
            return sizes, strides, running
        ptr = self.ptr_type()
        null = builder.insert(registry.lookup_op("llvm.mlir.zero").build([], [ptr], loc=loc)).results[0]
        gep = create_gep(builder, loc, ptr, self.type_converter.convert_type(t.element), null, [running])
        size = builder.insert(registry.lookup_op("llvm.ptrtoint").build([gep], [self.index_type], loc=loc)).results[0]
        return sizes, strides, size

    def copy_unranked_descriptors(self, builder: Any, loc: Any, orig_types: Sequence[T.Type], operands: list[Value],
                                  to_dynamic: bool) -> bool:
        """Give every unranked memref among `operands` a fresh copy of its
        ranked descriptor (ConvertToLLVMPattern::copyUnrankedDescriptors):
        on the heap (`malloc`) when it leaves a function, on the stack
        (`alloca`, the callee's copy freed) when a call returns it."""
        from pyopt.conversion.llvm_common import enclosing_module, lookup_or_create_fn
        from pyopt.conversion.memref_descriptor import UnrankedMemRefDescriptor, unranked_descriptor_size
        from pyopt.dialects.llvm import ops as LO
        from pyopt.ir.registry import registry

        positions = [i for i, t in enumerate(orig_types) if isinstance(t, T.UnrankedMemRefType)]
        if not positions:
            return True
        spaces = []
        for i in positions:
            space = self.type_converter.memref_address_space(orig_types[i])  # type: ignore[arg-type]
            if space is None:
                return False
            spaces.append(space)
        index = self.index_type
        from pyopt.conversion.func_to_llvm import _call

        anchor = builder.ip.block.parent_op
        module = anchor if anchor.name == "builtin.module" else enclosing_module(anchor)
        ptr = self.ptr_type()
        if to_dynamic:
            lookup_or_create_fn(builder, module, "malloc", [index], ptr)
        else:
            lookup_or_create_fn(builder, module, "free", [ptr])

        for i, space in zip(positions, spaces):
            desc = UnrankedMemRefDescriptor(operands[i])
            # 22.1.8 sizes each descriptor right before its copy (computeSize per
            # operand, shared constants re-created each time), not all up front.
            size = unranked_descriptor_size(builder, loc, index, desc, self.type_converter.pointer_bitwidth(space))
            if to_dynamic:
                memory = _call(builder, loc, "malloc", ptr, [size]).results[0]
            else:
                memory = builder.insert(registry.lookup_op("llvm.alloca").build(
                    [size], [ptr], {"elem_type": A.TypeAttr(T.i8), "alignment": A.IntegerAttr(0, T.i64)},
                    loc=loc)).results[0]
            source = desc.memref_desc_ptr(builder, loc)
            builder.insert(registry.lookup_op("llvm.intr.memcpy").build(
                [memory, source, size], [], {"isVolatile": A.BoolAttr(False)}, loc=loc))
            if not to_dynamic:
                _call(builder, loc, "free", self.void_type, [source])
            updated = UnrankedMemRefDescriptor.poison_of(builder, loc, self.type_converter.convert_type(orig_types[i]))
            updated.set_rank(builder, loc, desc.rank(builder, loc))
            updated.set_memref_desc_ptr(builder, loc, memory)
            operands[i] = updated.value
        return True

    def is_convertible_and_has_identity_maps(self, t: T.MemRefType) -> bool:
        return self.type_converter.convert_type(t) is not None and t.layout is None


def create_gep(builder: Any, loc: Any, result_type: T.Type, element_type: T.Type | None, base: Value,
               indices: Sequence[Value], no_wrap_flags: int = 0) -> Value:
    """`llvm.getelementptr` with dynamic indices only."""
    from pyopt.dialects.llvm.control import DYNAMIC_INDEX
    from pyopt.ir.registry import registry

    cls = registry.lookup_op("llvm.getelementptr")
    props = {"rawConstantIndices": A.DenseArrayAttr(T.i32, tuple(DYNAMIC_INDEX for _ in indices)),
             "elem_type": A.TypeAttr(element_type), "noWrapFlags": A.IntegerAttr(no_wrap_flags, T.i32)}
    return builder.insert(cls.build([base, list(indices)], [result_type], props, loc=loc)).results[0]


def op_attributes_as_properties(op: Operation, target_cls: Any) -> tuple[dict[str, Any], dict[str, Any]]:
    """An op's inherent and discardable attributes (MLIR's getAttrs()) split
    for a new op of `target_cls`: the names it declares become its properties."""
    props: dict[str, Any] = {}
    attrs: dict[str, Any] = {}
    declared = target_cls.op_def.props
    for k, v in [*op.properties.items(), *op.attributes.items()]:
        if k in ("operandSegmentSizes", "resultSegmentSizes"):
            continue
        (props if k in declared else attrs)[k] = v
    return props, attrs
