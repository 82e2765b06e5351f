"""vector.load/store/maskedload/maskedstore, gather/scatter,
expandload/compressstore and type_cast -> LLVM (ConvertVectorToLLVM.cpp)."""

from __future__ import annotations

from typing import Any

from pyopt.conversion import vector_pattern as V
from pyopt.conversion.memref_descriptor import MemRefDescriptor
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern, create_gep
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value


def preferred_alignment(t: T.Type) -> int:
    """The default LLVM data layout's preferred alignment of an LLVM type
    (TypeToLLVMIRTranslator::getPreferredAlignment without a DLTI spec)."""
    from pyopt.dialects.llvm.types import LLVMArrayType, LLVMPointerType, LLVMStructType
    from pyopt.conversion.memref_to_llvm import type_size_in_bytes

    if isinstance(t, T.IntegerType):
        for width, align in ((1, 1), (8, 1), (16, 2), (32, 4), (64, 8), (128, 16)):
            if t.width <= width:
                return align
        return 16
    if isinstance(t, T.FloatType):
        return {"f16": 2, "bf16": 2, "f32": 4, "f64": 8, "f80": 16, "f128": 16}.get(t.kind, 1)
    if isinstance(t, LLVMPointerType):
        return 8
    if isinstance(t, T.VectorType):
        size = type_size_in_bytes(t, 64)
        return 1 << max(0, (size - 1).bit_length())
    if isinstance(t, LLVMArrayType):
        return preferred_alignment(t.element)
    if isinstance(t, LLVMStructType):
        return max((preferred_alignment(e) for e in t.body), default=1)
    return 8


def vector_to_llvm_alignment(converter: Any, vector_type: T.Type, memref_type: T.MemRefType,
                             use_vector_alignment: bool) -> int | None:
    """getVectorToLLVMAlignment: the vector's preferred alignment, or the
    memref element's."""
    converted = converter.convert_type(vector_type if use_vector_alignment else memref_type.element)
    if converted is None:
        return None
    return preferred_alignment(converted)


def is_memref_type_supported(converter: Any, t: Any) -> bool:
    """The last dimension has unit stride and the address space converts."""
    from pyopt.dialects.dynamic_index import strides_and_offset

    if not isinstance(t, T.MemRefType):
        return False
    so = strides_and_offset(t)
    if so is None or (so[0] and so[0][-1] != 1):
        return False
    return converter.memref_address_space(t) is not None


def _alignment_attr(value: int, width: int = 32) -> A.IntegerAttr:
    return A.IntegerAttr(value, T.IntegerType(width))


class VectorLoadStoreConversion(ConvertOpToLLVMPattern):
    """VectorLoadStoreConversion<LoadOrStoreOp>: the strided element
    address, then the LLVM load/store (masked ones as intrinsics)."""

    memref_operand = 0
    vector_operand = -1  # the result

    def __init__(self, converter: Any, use_vector_alignment: bool = False, benefit: int = 1) -> None:
        super().__init__(converter, benefit=benefit)
        self.use_vector_alignment = use_vector_alignment

    def vector_type(self, op: Operation) -> T.Type:
        return op.results[0].type if self.vector_operand == -1 else op.operands[self.vector_operand].type

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        vector_type = self.vector_type(op)
        if not isinstance(vector_type, T.VectorType) or vector_type.rank > 1:
            return False
        memref_type = op.operands[self.memref_operand].type
        attr = op.properties.get("alignment")
        align = attr.value if attr is not None else 0  # type: ignore[attr-defined]
        if not align:
            resolved = vector_to_llvm_alignment(self.type_converter, vector_type, memref_type,
                                                self.use_vector_alignment)
            if resolved is None:
                return rewriter.notify_match_failure(op, "could not resolve alignment")
            align = resolved
        vtype = self.type_converter.convert_type(vector_type)
        ptr = self.get_strided_element_ptr(rewriter, op.loc, memref_type, adaptor.base, adaptor.indices)
        self.replace(op, adaptor, vtype, ptr, align, rewriter)
        return True

    def replace(self, op: Operation, adaptor: Any, vtype: T.Type, ptr: Value, align: int, rewriter: Any) -> None:
        raise NotImplementedError


def _nontemporal(op: Operation) -> dict[str, A.Attribute]:
    flag = op.properties.get("nontemporal")
    return {"nontemporal": A.UnitAttr()} if flag is not None and getattr(flag, "value", False) else {}


class VectorLoadOpConversion(VectorLoadStoreConversion):
    root = "vector.load"

    def replace(self, op: Operation, adaptor: Any, vtype: T.Type, ptr: Value, align: int, rewriter: Any) -> None:
        props = {"alignment": _alignment_attr(align, 64), **_nontemporal(op)}
        new = rewriter.create("llvm.load", [ptr], [vtype], properties=props, loc=op.loc)
        rewriter.replace_op(op, [new.results[0]])


class VectorMaskedLoadOpConversion(VectorLoadStoreConversion):
    root = "vector.maskedload"

    def replace(self, op: Operation, adaptor: Any, vtype: T.Type, ptr: Value, align: int, rewriter: Any) -> None:
        new = V.create(rewriter, "llvm.intr.masked.load", [ptr, adaptor.mask, [adaptor.pass_thru]], [vtype],
                       V.TargetAttrs({}, {"alignment": _alignment_attr(align)}), op.loc)
        rewriter.replace_op(op, [new.results[0]])


class VectorStoreOpConversion(VectorLoadStoreConversion):
    root = "vector.store"
    memref_operand = 1
    vector_operand = 0

    def replace(self, op: Operation, adaptor: Any, vtype: T.Type, ptr: Value, align: int, rewriter: Any) -> None:
        props = {"alignment": _alignment_attr(align, 64), **_nontemporal(op)}
        rewriter.create("llvm.store", [adaptor.valueToStore, ptr], [], properties=props, loc=op.loc)
        rewriter.erase_op(op)


class VectorMaskedStoreOpConversion(VectorLoadStoreConversion):
    root = "vector.maskedstore"
    vector_operand = -2  # valueToStore is the last operand

    def vector_type(self, op: Operation) -> T.Type:
        return op.operands[-1].type

    def replace(self, op: Operation, adaptor: Any, vtype: T.Type, ptr: Value, align: int, rewriter: Any) -> None:
        V.create(rewriter, "llvm.intr.masked.store", [adaptor.valueToStore, ptr, adaptor.mask], [],
                 V.TargetAttrs({}, {"alignment": _alignment_attr(align)}), op.loc)
        rewriter.erase_op(op)


def get_indexed_ptrs(rewriter: Any, loc: Any, converter: Any, memref_type: T.MemRefType, memref: Value,
                     base: Value, index: Value, vector_type: T.VectorType) -> Value:
    """A vector of element addresses: `base` moved by each index."""
    element_ptr = MemRefDescriptor(memref).element_ptr_type
    ptrs_type = T.VectorType(vector_type.shape[:1], element_ptr, vector_type.scalable[:1])
    return create_gep(rewriter, loc, ptrs_type, converter.convert_type(memref_type.element), base, [index])


class _IndexedAccessConversion(ConvertOpToLLVMPattern):
    """The address vector and alignment of a gather or scatter."""

    def __init__(self, converter: Any, use_vector_alignment: bool = False, benefit: int = 1) -> None:
        super().__init__(converter, benefit=benefit)
        self.use_vector_alignment = use_vector_alignment

    def addresses(self, op: Operation, adaptor: Any, rewriter: Any,
                  vector_type: T.VectorType) -> tuple[Value, int] | None:
        memref_type = op.operands[0].type
        if not is_memref_type_supported(self.type_converter, memref_type):
            return rewriter.notify_match_failure(op, "memref type not supported") or None
        if vector_type.rank > 1:
            return rewriter.notify_match_failure(op, "only 1-D vectors can be lowered to LLVM") or None
        align = vector_to_llvm_alignment(self.type_converter, vector_type, memref_type, self.use_vector_alignment)
        if align is None:
            return rewriter.notify_match_failure(op, "could not resolve alignment") or None
        loc = op.loc
        ptr = self.get_strided_element_ptr(rewriter, loc, memref_type, adaptor.base, adaptor.offsets)
        ptrs = get_indexed_ptrs(rewriter, loc, self.type_converter, memref_type, adaptor.base, ptr, adaptor.indices,
                                vector_type)
        return ptrs, align


class VectorGatherOpConversion(_IndexedAccessConversion):
    root = "vector.gather"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        vector_type = op.results[0].type
        resolved = self.addresses(op, adaptor, rewriter, vector_type)
        if resolved is None:
            return False
        ptrs, align = resolved
        new = V.create(rewriter, "llvm.intr.masked.gather", [ptrs, adaptor.mask, [adaptor.pass_thru]],
                       [self.type_converter.convert_type(vector_type)],
                       V.TargetAttrs({}, {"alignment": _alignment_attr(align)}), op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class VectorScatterOpConversion(_IndexedAccessConversion):
    root = "vector.scatter"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        resolved = self.addresses(op, adaptor, rewriter, op.valueToStore.type)  # type: ignore[attr-defined]
        if resolved is None:
            return False
        ptrs, align = resolved
        V.create(rewriter, "llvm.intr.masked.scatter", [adaptor.valueToStore, ptrs, adaptor.mask], [],
                 V.TargetAttrs({}, {"alignment": _alignment_attr(align)}), op.loc)
        rewriter.erase_op(op)
        return True


class VectorExpandLoadOpConversion(ConvertOpToLLVMPattern):
    root = "vector.expandload"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        vtype = self.type_converter.convert_type(op.results[0].type)
        ptr = self.get_strided_element_ptr(rewriter, op.loc, op.operands[0].type, adaptor.base, adaptor.indices)
        new = V.create(rewriter, "llvm.intr.masked.expandload", [ptr, adaptor.mask, adaptor.pass_thru], [vtype],
                       None, op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class VectorCompressStoreOpConversion(ConvertOpToLLVMPattern):
    root = "vector.compressstore"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        ptr = self.get_strided_element_ptr(rewriter, op.loc, op.operands[0].type, adaptor.base, adaptor.indices)
        V.create(rewriter, "llvm.intr.masked.compressstore", [adaptor.valueToStore, ptr, adaptor.mask], [], None,
                 op.loc)
        rewriter.erase_op(op)
        return True


def contiguous_strides(t: T.MemRefType) -> list[int] | None:
    """computeContiguousStrides: the strides when the layout is contiguous."""
    from pyopt.dialects.dynamic_index import strides_and_offset

    so = strides_and_offset(t)
    if so is None:
        return None
    strides = list(so[0])
    if strides and strides[-1] != 1:
        return None
    layout = t.layout
    if layout is None or (isinstance(layout, A.AffineMapAttr) and layout.value.is_identity()):
        return strides
    sizes = t.shape
    for i in range(len(strides) - 1):
        if T.DYNAMIC in (sizes[i + 1], strides[i], strides[i + 1]):
            return None
        if strides[i] != strides[i + 1] * sizes[i + 1]:
            return None
    return strides


class VectorTypeCastOpConversion(ConvertOpToLLVMPattern):
    """vector.type_cast of a static contiguous memref: a new descriptor on
    the same pointers with offset 0 and the target's static sizes/strides."""

    root = "vector.type_cast"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.llvm.types import LLVMStructType

        source_type, target_type = op.operands[0].type, op.results[0].type
        if T.DYNAMIC in source_type.shape or T.DYNAMIC in target_type.shape:
            return False
        source = adaptor.operands[0]
        if not isinstance(source.type, LLVMStructType):
            return False
        target_descriptor_type = self.type_converter.convert_type(target_type)
        if not isinstance(target_descriptor_type, LLVMStructType):
            return False
        if contiguous_strides(source_type) is None:
            return False
        target_strides = contiguous_strides(target_type)
        if target_strides is None or T.DYNAMIC in target_strides:
            return False
        loc = op.loc
        source_desc = MemRefDescriptor(source)
        desc = MemRefDescriptor.poison(rewriter, loc, target_descriptor_type)
        desc.set_allocated_ptr(rewriter, loc, source_desc.allocated_ptr(rewriter, loc))
        desc.set_aligned_ptr(rewriter, loc, source_desc.aligned_ptr(rewriter, loc))
        desc.set_offset(rewriter, loc, _i64_index_constant(rewriter, loc, 0))
        for index, size in enumerate(target_type.shape):
            desc.set_size(rewriter, loc, index, _i64_index_constant(rewriter, loc, size))
            desc.set_stride(rewriter, loc, index, _i64_index_constant(rewriter, loc, target_strides[index]))
        rewriter.replace_op(op, [desc.value])
        return True


def _i64_index_constant(rewriter: Any, loc: Any, value: int) -> Value:
    """`llvm.mlir.constant(value : index) : i64` (the pattern hard-codes i64)."""
    return V.create(rewriter, "llvm.mlir.constant", [], [T.i64],
                    V.TargetAttrs({"value": A.IntegerAttr(value, T.IndexType())}), loc).results[0]
