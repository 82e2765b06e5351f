"""memref -> LLVM (MLIR's MemRefToLLVM.cpp), and `finalize-memref-to-llvm`.

Memrefs are descriptors (pyopt/conversion/memref_descriptor.py); element
access goes through the strided address of the pattern base.  Heap
allocations call `malloc`/`aligned_alloc`/`free` (or the generic
`_mlir_memref_to_llvm_*` functions) declared at the module start.
subview, expand_shape and collapse_shape need `expand-strided-metadata`
first and are left alone, as in mlir-opt; reshape, transpose, memory-space
casts and copies are in memref_to_llvm_views.py, the atomics in
memref_to_llvm_atomics.py.
"""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.conversion.memref_descriptor import (MemRefDescriptor, UnrankedMemRefDescriptor, extract_value,
                                                index_constant, insert_value, poison)
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern, create_gep
from pyopt.conversion import vector_pattern as V
from pyopt.passes.pass_base import Option, Pass

GEP_INBOUNDS_NUW = 3 | 4


def _ptr(address_space: int = 0) -> T.Type:
    from pyopt.dialects.llvm.types import LLVMPointerType

    return LLVMPointerType(address_space)


class MemRefPattern(ConvertOpToLLVMPattern):
    """Shared helpers of the memref patterns."""

    def const(self, rewriter: Any, loc: Any, value: int) -> Value:
        return index_constant(rewriter, loc, self.index_type, value)

    def address_space(self, t: Any) -> int:
        space = self.type_converter.memref_address_space(t)
        return space or 0

    def element_type(self, t: Any) -> T.Type:
        return self.type_converter.convert_type(t.element)

    def descriptor_sizes(self, rewriter: Any, loc: Any, t: T.MemRefType, dynamic_sizes: Sequence[Value],
                         size_in_bytes: bool = True) -> tuple[list[Value], list[Value], Value]:
        """getMemRefDescriptorSizes: sizes (static ones as constants),
        identity strides (a static size doubles as the next stride), and the
        element count or byte size."""
        dyn = iter(dynamic_sizes)
        sizes = [next(dyn) if d == T.DYNAMIC else self.const(rewriter, loc, d) for d in t.shape]
        stride = 1
        running = self.const(rewriter, loc, 1)
        strides: list[Value] = [running] * t.rank
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
                running = V.create(rewriter, "llvm.mul", [running, sizes[i]], [running.type], None, loc).results[0]
            else:
                running = self.const(rewriter, loc, stride)
        if not size_in_bytes:
            return sizes, strides, running
        return sizes, strides, self.size_in_bytes_of(rewriter, loc, self.element_type(t), running)

    def size_in_bytes_of(self, rewriter: Any, loc: Any, element: T.Type, count: Value | None) -> Value:
        """`ptrtoint(gep null[count])`: the byte size of `count` elements."""
        null = V.create(rewriter, "llvm.mlir.zero", [], [_ptr()], None, loc).results[0]
        if count is None:
            gep = rewriter.create("llvm.getelementptr", [null, []], [_ptr()], properties={
                "rawConstantIndices": A.DenseArrayAttr(T.i32, (1,)), "elem_type": A.TypeAttr(element)},
                loc=loc).results[0]
        else:
            gep = create_gep(rewriter, loc, _ptr(), element, null, [count])
        return V.create(rewriter, "llvm.ptrtoint", [gep], [self.index_type], None, loc).results[0]

    def create_descriptor(self, rewriter: Any, loc: Any, t: T.MemRefType, allocated: Value, aligned: Value,
                          sizes: Sequence[Value], strides: Sequence[Value]) -> Value:
        """createMemRefDescriptor: pointers, a zero offset, all sizes, all strides."""
        desc = MemRefDescriptor.poison(rewriter, loc, self.type_converter.convert_type(t))
        desc.set_allocated_ptr(rewriter, loc, allocated)
        desc.set_aligned_ptr(rewriter, loc, aligned)
        desc.set_offset(rewriter, loc, self.const(rewriter, loc, 0))
        for i, size in enumerate(sizes):
            desc.set_size(rewriter, loc, i, size)
        for i, stride in enumerate(strides):
            desc.set_stride(rewriter, loc, i, stride)
        return desc.value

    def strided_ptr(self, rewriter: Any, loc: Any, t: T.MemRefType, descriptor: Value, indices: Sequence[Value],
                    flags: int = 0) -> Value:
        return self.get_strided_element_ptr(rewriter, loc, t, descriptor, indices, flags)


def type_size_in_bytes(t: T.Type, index_width: int) -> int:
    """The default data layout's store size of an LLVM-compatible type."""
    from pyopt.dialects.llvm.types import LLVMArrayType, LLVMPointerType, LLVMStructType

    if isinstance(t, (T.IntegerType, T.FloatType)):
        return (t.width + 7) // 8 if not isinstance(t, T.FloatType) or t.kind != "f80" else 16
    if isinstance(t, LLVMPointerType):
        return 8
    if isinstance(t, T.VectorType):
        return type_size_in_bytes(t.element, index_width) * t.num_elements
    if isinstance(t, LLVMArrayType):
        return type_size_in_bytes(t.element, index_width) * t.num_elements
    if isinstance(t, LLVMStructType):
        return sum(type_size_in_bytes(e, index_width) for e in t.body)
    return index_width // 8


def _is_supported_memref(converter: Any, t: Any) -> bool:
    return isinstance(t, T.MemRefType) and converter.convert_type(t) is not None


def create_aligned(rewriter: Any, loc: Any, value: Value, alignment: Value, index_const: Any) -> Value:
    """(value + alignment - 1) - ((value + alignment - 1) % alignment)."""
    one = index_const(1)
    bump = V.create(rewriter, "llvm.sub", [alignment, one], [alignment.type], None, loc).results[0]
    bumped = V.create(rewriter, "llvm.add", [value, bump], [value.type], None, loc).results[0]
    mod = V.create(rewriter, "llvm.urem", [bumped, alignment], [value.type], None, loc).results[0]
    return V.create(rewriter, "llvm.sub", [bumped, mod], [value.type], None, loc).results[0]


def _call(rewriter: Any, loc: Any, fn: Operation, args: list[Value], result: T.Type | None) -> Operation:
    name = fn.properties["sym_name"].value  # type: ignore[attr-defined]
    return rewriter.create("llvm.call", [args, []], [result] if result is not None else [], properties={
        "callee": A.SymbolRefAttr(name), "op_bundle_sizes": A.DenseArrayAttr(T.i32, ())}, loc=loc)


class AllocOpLowering(MemRefPattern):
    """memref.alloc: malloc (size + alignment when asked), the aligned
    pointer rounded up."""

    root = "memref.alloc"

    def __init__(self, converter: Any, use_generic_functions: bool = False, benefit: int = 1,
                 symbol_tables: Any = None) -> None:
        super().__init__(converter, benefit=benefit)
        self.use_generic_functions = use_generic_functions
        self.symbol_tables = symbol_tables

    def alignment(self, rewriter: Any, loc: Any, op: Operation, t: T.MemRefType) -> Value | None:
        attr = op.properties.get("alignment")
        if attr is not None:
            return self.const(rewriter, loc, attr.value)  # type: ignore[attr-defined]
        element = t.element
        if isinstance(element, (T.FloatType, T.IndexType)) or (
                isinstance(element, T.IntegerType) and element.signedness == ""):
            return None  # isSignlessIntOrIndexOrFloat: malloc's own alignment will do
        # Otherwise align to the element's size (MLIR's getSizeInBytes).
        return self.size_in_bytes_of(rewriter, loc, self.element_type(t), None)

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.conversion.llvm_common import enclosing_module, lookup_or_create_reserved_fn

        t = op.results[0].type
        if not isinstance(t, T.MemRefType) or not self.is_convertible_and_has_identity_maps(t):
            return rewriter.notify_match_failure(op, "incompatible memref type")
        module = enclosing_module(op)
        assert module is not None
        name = "_mlir_memref_to_llvm_alloc" if self.use_generic_functions else "malloc"
        malloc = lookup_or_create_reserved_fn(rewriter, module, name, [self.index_type], _ptr(),
                                              symbol_tables=self.symbol_tables)
        if malloc is None:
            return False
        loc = op.loc
        sizes, strides, size = self.descriptor_sizes(rewriter, loc, t, adaptor.dynamicSizes)
        alignment = self.alignment(rewriter, loc, op, t)
        if alignment is not None:
            size = V.create(rewriter, "llvm.add", [size, alignment], [size.type], None, loc).results[0]
        allocated = _call(rewriter, loc, malloc, [size], _ptr()).results[0]
        space = self.address_space(t)
        if space:
            allocated = V.create(rewriter, "llvm.addrspacecast", [allocated], [_ptr(space)], None, loc).results[0]
        aligned = allocated
        if alignment is not None:
            as_int = V.create(rewriter, "llvm.ptrtoint", [allocated], [self.index_type], None, loc).results[0]
            rounded = create_aligned(rewriter, loc, as_int, alignment, lambda v: self.const(rewriter, loc, v))
            aligned = V.create(rewriter, "llvm.inttoptr", [rounded], [allocated.type], None, loc).results[0]
        rewriter.replace_op(op, [self.create_descriptor(rewriter, loc, t, allocated, aligned, sizes, strides)])
        return True


class AlignedAllocOpLowering(AllocOpLowering):
    """memref.alloc with `use-aligned-alloc`: aligned_alloc(alignment, size)."""

    MIN_ALIGNMENT = 16

    def element_size(self, t: T.MemRefType, op: Operation) -> int:
        """getMemRefEltSizeInBytes: a descriptor's size for memref
        elements, else the data layout's size of the element type."""
        from pyopt.conversion.data_layout import type_size
        from pyopt.conversion.llvm_type_converter import data_layout_index_bitwidth

        element = t.element
        index_bytes = (self.index_type.width + 7) // 8
        if isinstance(element, (T.MemRefType, T.UnrankedMemRefType)):
            pointer_bytes = (self.type_converter.pointer_bitwidth(self.address_space(element)) + 7) // 8
            if isinstance(element, T.UnrankedMemRefType):
                return pointer_bytes + index_bytes
            return 2 * pointer_bytes + (1 + 2 * element.rank) * index_bytes
        return type_size(element, data_layout_index_bitwidth(op) or 64)

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.conversion.llvm_common import enclosing_module, lookup_or_create_reserved_fn

        t = op.results[0].type
        if not isinstance(t, T.MemRefType) or not self.is_convertible_and_has_identity_maps(t):
            return rewriter.notify_match_failure(op, "incompatible memref type")
        module = enclosing_module(op)
        assert module is not None
        name = "_mlir_memref_to_llvm_aligned_alloc" if self.use_generic_functions else "aligned_alloc"
        fn = lookup_or_create_reserved_fn(rewriter, module, name, [self.index_type, self.index_type], _ptr(),
                                          symbol_tables=self.symbol_tables)
        if fn is None:
            return False
        loc = op.loc
        sizes, strides, size = self.descriptor_sizes(rewriter, loc, t, adaptor.dynamicSizes)
        attr = op.properties.get("alignment")
        element_size = self.element_size(t, op)
        if attr is not None:
            alignment = attr.value  # type: ignore[attr-defined]
        else:
            alignment = max(self.MIN_ALIGNMENT, 1 << max(0, (element_size - 1).bit_length()))
        alignment_value = self.const(rewriter, loc, alignment)
        divisor = element_size
        for d in t.shape:
            if d != T.DYNAMIC:
                divisor *= d
        if divisor % alignment:
            size = create_aligned(rewriter, loc, size, alignment_value, lambda v: self.const(rewriter, loc, v))
        allocated = _call(rewriter, loc, fn, [alignment_value, size], _ptr()).results[0]
        space = self.address_space(t)
        if space:
            allocated = V.create(rewriter, "llvm.addrspacecast", [allocated], [_ptr(space)], None, loc).results[0]
        rewriter.replace_op(op, [self.create_descriptor(rewriter, loc, t, allocated, allocated, sizes, strides)])
        return True


class AllocaOpLowering(MemRefPattern):
    """memref.alloca: one llvm.alloca of the element count."""

    root = "memref.alloca"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.results[0].type
        if not isinstance(t, T.MemRefType) or not self.is_convertible_and_has_identity_maps(t):
            return rewriter.notify_match_failure(op, "incompatible memref type")
        loc = op.loc
        sizes, strides, count = self.descriptor_sizes(rewriter, loc, t, adaptor.dynamicSizes, size_in_bytes=False)
        props: dict[str, A.Attribute] = {"elem_type": A.TypeAttr(self.element_type(t))}
        alignment = op.properties.get("alignment")
        if alignment is not None and alignment.value:  # type: ignore[attr-defined]
            props["alignment"] = A.IntegerAttr(alignment.value, T.i64)  # type: ignore[attr-defined]
        ptr = rewriter.create("llvm.alloca", [count], [_ptr(self.address_space(t))], properties=props,
                              loc=loc).results[0]
        rewriter.replace_op(op, [self.create_descriptor(rewriter, loc, t, ptr, ptr, sizes, strides)])
        return True


class DeallocOpLowering(MemRefPattern):
    root = "memref.dealloc"

    def __init__(self, converter: Any, use_generic_functions: bool = False, benefit: int = 1,
                 symbol_tables: Any = None) -> None:
        super().__init__(converter, benefit=benefit)
        self.use_generic_functions = use_generic_functions
        self.symbol_tables = symbol_tables

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.conversion.llvm_common import enclosing_module, lookup_or_create_reserved_fn

        module = enclosing_module(op)
        assert module is not None
        name = "_mlir_memref_to_llvm_free" if self.use_generic_functions else "free"
        free = lookup_or_create_reserved_fn(rewriter, module, name, [_ptr()], symbol_tables=self.symbol_tables)
        if free is None:
            return False
        t = op.operands[0].type
        loc = op.loc
        desc = adaptor.operands[0]
        if isinstance(t, T.UnrankedMemRefType):
            # The allocated pointer is the first field of the ranked descriptor.
            desc_ptr = UnrankedMemRefDescriptor(desc).memref_desc_ptr(rewriter, loc)
            allocated = V.create(rewriter, "llvm.load", [desc_ptr], [_ptr(self.address_space(t))], None,
                                 loc).results[0]
        else:
            allocated = MemRefDescriptor(desc).allocated_ptr(rewriter, loc)
        # No cast to address space 0: as in MLIR, `free` of a pointer in another
        # address space fails the llvm.call verifier.
        _call(rewriter, loc, free, [allocated], None)
        rewriter.erase_op(op)
        return True


class LoadStoreLowering(MemRefPattern):
    """memref.load / memref.store through the strided element address."""

    def access_props(self, op: Operation) -> dict[str, A.Attribute]:
        props: dict[str, A.Attribute] = {}
        alignment = op.properties.get("alignment")
        if alignment is not None and alignment.value:  # type: ignore[attr-defined]
            props["alignment"] = A.IntegerAttr(alignment.value, T.i64)  # type: ignore[attr-defined]
        nontemporal = op.properties.get("nontemporal")
        if nontemporal is not None and nontemporal.value:  # type: ignore[attr-defined]
            props["nontemporal"] = A.UnitAttr()
        return props


class LoadOpLowering(LoadStoreLowering):
    root = "memref.load"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.operands[0].type
        ptr = self.strided_ptr(rewriter, op.loc, t, adaptor.memref_, adaptor.indices, GEP_INBOUNDS_NUW)
        load = rewriter.create("llvm.load", [ptr], [self.type_converter.convert_type(op.results[0].type)],
                               properties=self.access_props(op), loc=op.loc)
        rewriter.replace_op(op, [load.results[0]])
        return True


class StoreOpLowering(LoadStoreLowering):
    root = "memref.store"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.operands[1].type
        ptr = self.strided_ptr(rewriter, op.loc, t, adaptor.memref_, adaptor.indices, GEP_INBOUNDS_NUW)
        rewriter.create("llvm.store", [adaptor.value, ptr], [], properties=self.access_props(op), loc=op.loc)
        rewriter.erase_op(op)
        return True


def emit_op_error(op: Operation, message: str) -> None:
    """A non-fatal op.emitOpError: reported, and the pattern fails."""
    from pyopt.ir.diagnostics import Diagnostic, emit
    from pyopt.ir.verifier import current_operation_notes

    emit(Diagnostic("error", f"'{op.name}' op {message}", op.loc, current_operation_notes(op)))


def constant_index(value: Value) -> int | None:
    """getConstantIntValue: the integer of an arith/index constant defining `value`."""
    owner = value.owner
    if not isinstance(owner, Operation) or owner.name not in ("arith.constant", "index.constant",
                                                               "llvm.mlir.constant"):
        return None
    attr = owner.properties.get("value")
    return attr.value if isinstance(attr, A.IntegerAttr) else None


class DimOpLowering(MemRefPattern):
    root = "memref.dim"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.operands[0].type
        loc = op.loc
        source, index = adaptor.operands
        if isinstance(t, T.UnrankedMemRefType):
            if self.type_converter.memref_address_space(t) is None:
                emit_op_error(op, "memref memory space must be convertible to an integer address space")
                return False
            return rewriter.replace_op(op, [self.unranked_size(rewriter, loc, t, source, index)]) or True
        if not isinstance(t, T.MemRefType):
            return False
        position = constant_index(op.operands[1])
        if position is not None and 0 <= position < t.rank:
            if t.shape[position] != T.DYNAMIC:
                rewriter.replace_op(op, [self.const(rewriter, loc, t.shape[position])])
            else:
                rewriter.replace_op(op, [MemRefDescriptor(source).size(rewriter, loc, position)])
            return True
        # A runtime index: spill the sizes array and load the element.
        from pyopt.dialects.llvm.types import LLVMArrayType

        one = self.const(rewriter, loc, 1)
        sizes = extract_value(rewriter, loc, source, [3])
        array = LLVMArrayType(self.index_type, t.rank)
        slot = rewriter.create("llvm.alloca", [one], [_ptr()], properties={"elem_type": A.TypeAttr(array)},
                               loc=loc).results[0]
        rewriter.create("llvm.store", [sizes, slot], [], loc=loc)
        from pyopt.dialects.llvm.control import DYNAMIC_INDEX

        gep = rewriter.create("llvm.getelementptr", [slot, [index]], [_ptr()], properties={
            "rawConstantIndices": A.DenseArrayAttr(T.i32, (0, DYNAMIC_INDEX)), "elem_type": A.TypeAttr(array)},
            loc=loc).results[0]
        rewriter.replace_op(op, [V.create(rewriter, "llvm.load", [gep], [self.index_type], None, loc).results[0]])
        return True

    def unranked_size(self, rewriter: Any, loc: Any, t: T.UnrankedMemRefType, source: Value, index: Value) -> Value:
        """The size at `index` of the ranked descriptor behind the pointer:
        the address of the offset field of a 0-d descriptor, then index + 1
        index-sized steps further."""
        from pyopt.conversion.memref_descriptor import gep, load

        desc_ptr = UnrankedMemRefDescriptor(source).memref_desc_ptr(rewriter, loc)
        space_ptr = _ptr(self.address_space(t))
        scalar = self.type_converter.convert_type(T.MemRefType((), t.element))
        offset_ptr = gep(rewriter, loc, desc_ptr, scalar, [0, 2], space_ptr)
        one = self.const(rewriter, loc, 1)
        idx_plus_one = V.create(rewriter, "llvm.add", [one, index], [self.index_type], None, loc).results[0]
        size_ptr = gep(rewriter, loc, offset_ptr, self.index_type, [idx_plus_one], space_ptr)
        return load(rewriter, loc, self.index_type, size_ptr)


class RankOpLowering(MemRefPattern):
    root = "memref.rank"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.operands[0].type
        if isinstance(t, T.UnrankedMemRefType):
            rewriter.replace_op(op, [UnrankedMemRefDescriptor(adaptor.operands[0]).rank(rewriter, op.loc)])
            return True
        rewriter.replace_op(op, [self.const(rewriter, op.loc, t.rank)])
        return True


class CastOpLowering(MemRefPattern):
    """Ranked to ranked: the same descriptor.  To unranked: the descriptor
    spilled to the stack, with its rank."""

    root = "memref.cast"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        if isinstance(src_t, T.MemRefType) and isinstance(dst_t, T.MemRefType):
            if self.type_converter.convert_type(src_t) is not self.type_converter.convert_type(dst_t):
                return False
            rewriter.replace_op(op, [adaptor.operands[0]])
            return True
        if isinstance(src_t, T.MemRefType) and isinstance(dst_t, T.UnrankedMemRefType):
            from pyopt.conversion.memref_to_llvm_views import promote_one_descriptor

            loc = op.loc
            slot = promote_one_descriptor(rewriter, loc, adaptor.operands[0])
            rank = self.const(rewriter, loc, src_t.rank)
            desc = poison(rewriter, loc, self.type_converter.convert_type(dst_t))
            desc = insert_value(rewriter, loc, desc, rank, [0])
            desc = insert_value(rewriter, loc, desc, slot, [1])
            rewriter.replace_op(op, [desc])
            return True
        if isinstance(src_t, T.UnrankedMemRefType) and isinstance(dst_t, T.MemRefType):
            loc = op.loc
            ptr = UnrankedMemRefDescriptor(adaptor.operands[0]).memref_desc_ptr(rewriter, loc)
            value = V.create(rewriter, "llvm.load", [ptr], [self.type_converter.convert_type(dst_t)], None,
                             loc).results[0]
            rewriter.replace_op(op, [value])
            return True
        return False


class AssumeAlignmentOpLowering(MemRefPattern):
    """`llvm.intr.assume true ["align"(aligned pointer, n)]`; the result is the operand."""

    root = "memref.assume_alignment"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        loc = op.loc
        memref = adaptor.operands[0]
        ptr = self.strided_ptr(rewriter, loc, op.operands[0].type, memref, [])
        true = V.create(rewriter, "llvm.mlir.constant", [], [T.i1], V.TargetAttrs({"value": A.BoolAttr(True)}),
                        loc).results[0]
        alignment = self.const(rewriter, loc, op.properties["alignment"].value)  # type: ignore[attr-defined]
        rewriter.create("llvm.intr.assume", [true, [ptr, alignment]], [], properties={
            "op_bundle_sizes": A.DenseArrayAttr(T.i32, (2,)),
            "op_bundle_tags": A.ArrayAttr((A.StringAttr("align"),))}, loc=loc)
        rewriter.replace_op(op, [memref])
        return True


class ExtractAlignedPointerAsIndexOpLowering(MemRefPattern):
    root = "memref.extract_aligned_pointer_as_index"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.operands[0].type
        loc = op.loc
        if isinstance(t, T.UnrankedMemRefType):
            from pyopt.conversion.memref_descriptor import UnrankedFields

            desc_ptr = UnrankedMemRefDescriptor(adaptor.operands[0]).memref_desc_ptr(rewriter, loc)
            aligned = UnrankedFields(self.index_type, _ptr(self.address_space(t))).aligned_ptr(rewriter, loc, desc_ptr)
        else:
            aligned = MemRefDescriptor(adaptor.operands[0]).aligned_ptr(rewriter, loc)
        value = V.create(rewriter, "llvm.ptrtoint", [aligned], [self.index_type], None, loc).results[0]
        rewriter.replace_op(op, [value])
        return True


class ExtractStridedMetadataOpLowering(MemRefPattern):
    root = "memref.extract_strided_metadata"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.operands[0].type
        if not isinstance(t, T.MemRefType) or self.type_converter.convert_type(t) is None:
            return False
        loc = op.loc
        src = MemRefDescriptor(adaptor.operands[0])
        allocated = src.allocated_ptr(rewriter, loc)
        aligned = src.aligned_ptr(rewriter, loc)
        base_t = op.results[0].type
        base = MemRefDescriptor.poison(rewriter, loc, self.type_converter.convert_type(base_t))
        base.set_allocated_ptr(rewriter, loc, allocated)
        base.set_aligned_ptr(rewriter, loc, aligned)
        base.set_offset(rewriter, loc, self.const(rewriter, loc, 0))
        values = [base.value, src.offset(rewriter, loc)]
        values += [src.size(rewriter, loc, i) for i in range(t.rank)]
        values += [src.stride(rewriter, loc, i) for i in range(t.rank)]
        rewriter.replace_op(op, values)
        return True


class ReinterpretCastOpLowering(MemRefPattern):
    root = "memref.reinterpret_cast"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        target_type = self.type_converter.convert_type(dst_t)
        if target_type is None:
            return False
        loc = op.loc
        desc = MemRefDescriptor.poison(rewriter, loc, target_type)
        if isinstance(src_t, T.UnrankedMemRefType):
            from pyopt.conversion.memref_descriptor import UnrankedFields

            desc_ptr = UnrankedMemRefDescriptor(adaptor.source).memref_desc_ptr(rewriter, loc)
            fields = UnrankedFields(self.index_type, _ptr(self.address_space(src_t)))
            allocated = fields.allocated_ptr(rewriter, loc, desc_ptr)
            aligned = fields.aligned_ptr(rewriter, loc, desc_ptr)
        else:
            src = MemRefDescriptor(adaptor.source)
            allocated = src.allocated_ptr(rewriter, loc)
            aligned = src.aligned_ptr(rewriter, loc)
        desc.set_allocated_ptr(rewriter, loc, allocated)
        desc.set_aligned_ptr(rewriter, loc, aligned)
        dyn_offsets, dyn_sizes, dyn_strides = iter(adaptor.offsets), iter(adaptor.sizes), iter(adaptor.strides)

        def value_of(static: int, dynamic: Any) -> Value:
            from pyopt.dialects.dynamic_index import K_DYNAMIC

            return next(dynamic) if static == K_DYNAMIC else self.const(rewriter, loc, static)

        static_offsets = op.properties["static_offsets"].values  # type: ignore[attr-defined]
        desc.set_offset(rewriter, loc, value_of(static_offsets[0], dyn_offsets))
        static_sizes = op.properties["static_sizes"].values  # type: ignore[attr-defined]
        static_strides = op.properties["static_strides"].values  # type: ignore[attr-defined]
        for i, (size, stride) in enumerate(zip(static_sizes, static_strides)):
            desc.set_size(rewriter, loc, i, value_of(size, dyn_sizes))
            desc.set_stride(rewriter, loc, i, value_of(stride, dyn_strides))
        rewriter.replace_op(op, [desc.value])
        return True


class ViewOpLowering(MemRefPattern):
    """memref.view of an i8 buffer: the aligned pointer moved by the byte
    shift, a zero offset, contiguous strides filled innermost first."""

    root = "memref.view"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.dynamic_index import strides_and_offset

        view_t = op.results[0].type
        target_type = self.type_converter.convert_type(view_t)
        so = strides_and_offset(view_t) if isinstance(view_t, T.MemRefType) else None
        if target_type is None or so is None:
            return rewriter.notify_match_failure(op, "unsupported view type")
        strides, offset = so
        if offset != 0:
            return rewriter.notify_match_failure(op, "expected offset to be 0")
        loc = op.loc
        src = MemRefDescriptor(adaptor.source)
        target = MemRefDescriptor.poison(rewriter, loc, target_type)
        target.set_allocated_ptr(rewriter, loc, src.allocated_ptr(rewriter, loc))
        aligned = create_gep(rewriter, loc, _ptr(self.address_space(view_t)), T.i8, src.aligned_ptr(rewriter, loc),
                             [adaptor.byte_shift])
        target.set_aligned_ptr(rewriter, loc, aligned)
        target.set_offset(rewriter, loc, self.const(rewriter, loc, 0))
        if view_t.rank == 0:
            rewriter.replace_op(op, [target.value])
            return True
        dyn_sizes = list(adaptor.sizes)
        stride: Value | None = None
        next_size: Value | None = None
        for i in reversed(range(view_t.rank)):
            if view_t.shape[i] != T.DYNAMIC:
                size = self.const(rewriter, loc, view_t.shape[i])
            else:
                size = dyn_sizes[sum(1 for d in view_t.shape[:i] if d == T.DYNAMIC)]
            target.set_size(rewriter, loc, i, size)
            if strides[i] != T.DYNAMIC:
                stride = self.const(rewriter, loc, strides[i])
            elif next_size is None:
                stride = self.const(rewriter, loc, 1)
            else:
                assert stride is not None
                stride = V.create(rewriter, "llvm.mul", [stride, next_size], [stride.type], None, loc).results[0]
            target.set_stride(rewriter, loc, i, stride)
            next_size = size
        rewriter.replace_op(op, [target.value])
        return True


class GlobalMemrefOpLowering(MemRefPattern):
    """memref.global -> llvm.mlir.global of the nested array type."""

    root = "memref.global"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.llvm.attrs import LinkageAttr
        from pyopt.dialects.llvm.types import LLVMArrayType

        t = op.properties["type"].value  # type: ignore[attr-defined]
        if not self.is_convertible_and_has_identity_maps(t):
            return False
        array: T.Type = self.element_type(t)
        for d in reversed(t.shape):
            array = LLVMArrayType(array, d)
        visibility = op.properties.get("sym_visibility")
        private = isinstance(visibility, A.StringAttr) and visibility.value == "private"
        initial = op.properties.get("initial_value")
        uninitialized = isinstance(initial, A.UnitAttr)
        props: dict[str, A.Attribute] = {
            "global_type": A.TypeAttr(array), "sym_name": op.properties["sym_name"],
            "linkage": LinkageAttr("private" if private else "external"),
            "addr_space": A.IntegerAttr(self.address_space(t), T.i32)}
        if op.properties.get("constant") is not None:
            props["constant"] = A.UnitAttr()
        if initial is not None and not uninitialized:
            if t.rank == 0 and isinstance(initial, A.DenseElementsAttr):
                initial = _splat_scalar(initial)
            props["value"] = initial
        alignment = op.properties.get("alignment")
        if alignment is not None:
            props["alignment"] = A.IntegerAttr(alignment.value, T.i64)  # type: ignore[attr-defined]
        new = rewriter.create("llvm.mlir.global", [], [], properties=props, loc=op.loc)
        if uninitialized:
            with rewriter.insertion_guard():
                block = rewriter.create_block(new.regions[0])
                undef = V.create(rewriter, "llvm.mlir.undef", [], [array], None, op.loc).results[0]
                rewriter.create("llvm.return", [undef], [], loc=op.loc)
                del block
        rewriter.erase_op(op)
        return True


def _splat_scalar(attr: A.DenseElementsAttr) -> A.Attribute:
    element = attr.type.element  # type: ignore[attr-defined]
    value = attr.values[0]
    if isinstance(element, T.FloatType):
        return A.FloatAttr(value, element)
    return A.IntegerAttr(value, element)


class GetGlobalMemrefOpLowering(MemRefPattern):
    """The address of the global's first element; a dead-beef allocated
    pointer marks a descriptor that must never be freed."""

    root = "memref.get_global"
    DEAD_BEEF = 0xDEADBEEF

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.llvm.types import LLVMArrayType

        t = op.results[0].type
        if not self.is_convertible_and_has_identity_maps(t):
            return False
        loc = op.loc
        sizes, strides, _ = self.descriptor_sizes(rewriter, loc, t, [])
        space = self.address_space(t)
        array: T.Type = self.element_type(t)
        for d in reversed(t.shape):
            array = LLVMArrayType(array, d)
        name = op.properties["name"]
        address = rewriter.create("llvm.mlir.addressof", [], [_ptr(space)], properties={"global_name": name},
                                  loc=loc).results[0]
        gep = rewriter.create("llvm.getelementptr", [address, []], [_ptr(space)], properties={
            "rawConstantIndices": A.DenseArrayAttr(T.i32, (0,) * (t.rank + 1)), "elem_type": A.TypeAttr(array)},
            loc=loc).results[0]
        # An integer of the pointer's width (the data layout's 64 bits), whatever the index width.
        beef = index_constant(rewriter, loc, T.i64, self.DEAD_BEEF)
        allocated = V.create(rewriter, "llvm.inttoptr", [beef], [_ptr(space)], None, loc).results[0]
        rewriter.replace_op(op, [self.create_descriptor(rewriter, loc, t, allocated, gep, sizes, strides)])
        return True


class AllocaScopeOpLowering(MemRefPattern):
    """The body inlined between llvm.intr.stacksave and stackrestore; the
    results arrive as arguments of a continuation block."""

    root = "memref.alloca_scope"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        loc = op.loc
        with rewriter.insertion_guard():
            current = op.parent
            assert current is not None and current.parent is not None
            remaining = rewriter.split_block(current, op)
            if not op.results:
                continue_block = remaining
            else:
                continue_block = rewriter.create_block(current.parent, remaining, [r.type for r in op.results],
                                                       [loc] * len(op.results))
                rewriter.create("llvm.br", [[]], [], successors=[remaining], loc=loc)
            body = op.regions[0]
            before_body, after_body = body.blocks[0], body.blocks[-1]
            rewriter.inline_region_before(body, current.parent, continue_block)
            rewriter.set_insertion_point_to_end(current)
            saved = rewriter.create("llvm.intr.stacksave", [], [_ptr()], loc=loc).results[0]
            rewriter.create("llvm.br", [[]], [], successors=[before_body], loc=loc)
            ret = after_body.last
            assert ret is not None
            rewriter.set_insertion_point(ret)
            rewriter.create("llvm.intr.stackrestore", [saved], [], loc=loc)
            rewriter.create("llvm.br", [list(ret.operands)], [], successors=[continue_block], loc=loc)
            rewriter.erase_op(ret)
        rewriter.replace_op(op, list(continue_block.args))
        return True


class PrefetchOpLowering(MemRefPattern):
    root = "memref.prefetch"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.operands[0].type
        loc = op.loc
        ptr = self.strided_ptr(rewriter, loc, t, adaptor.memref_, adaptor.indices)
        props = {"rw": A.IntegerAttr(op.properties["isWrite"].value, T.i32),  # type: ignore[attr-defined]
                 "hint": op.properties["localityHint"],
                 "cache": A.IntegerAttr(op.properties["isDataCache"].value, T.i32)}  # type: ignore[attr-defined]
        rewriter.create("llvm.intr.prefetch", [ptr], [], properties=props, loc=loc)
        rewriter.erase_op(op)
        return True


def populate_finalize_memref_to_llvm_conversion_patterns(converter: Any, patterns: Any, use_aligned_alloc: bool = False,
                                                         use_generic_functions: bool = False,
                                                         symbol_tables: Any = None) -> None:
    """MLIR's populateFinalizeMemRefToLLVMConversionPatterns (expand_shape,
    collapse_shape and subview have no pattern: mlir-opt's only report that
    they should have been expanded beforehand, and the ops stay).
    `symbol_tables` (llvm_common.SymbolTables): only the finalize pass has
    one, so only it renames runtime declarations around clashing symbols."""
    from pyopt.conversion.memref_to_llvm_atomics import AtomicRMWOpLowering, GenericAtomicRMWOpLowering
    from pyopt.conversion.memref_to_llvm_views import (MemorySpaceCastOpLowering, MemRefCopyOpLowering,
                                                       ReshapeOpLowering, TransposeOpLowering)

    for cls in (AllocaOpLowering, AllocaScopeOpLowering, AtomicRMWOpLowering, AssumeAlignmentOpLowering,
                ExtractAlignedPointerAsIndexOpLowering, DimOpLowering, ExtractStridedMetadataOpLowering,
                GenericAtomicRMWOpLowering, GetGlobalMemrefOpLowering, LoadOpLowering, CastOpLowering,
                MemorySpaceCastOpLowering, ReinterpretCastOpLowering, ReshapeOpLowering, PrefetchOpLowering,
                RankOpLowering, StoreOpLowering, TransposeOpLowering, ViewOpLowering, GlobalMemrefOpLowering,
                ):
        patterns.add(cls(converter))
    patterns.add(MemRefCopyOpLowering(converter, symbol_tables=symbol_tables))
    alloc = AlignedAllocOpLowering if use_aligned_alloc else AllocOpLowering
    patterns.add(alloc(converter, use_generic_functions, symbol_tables=symbol_tables),
                 DeallocOpLowering(converter, use_generic_functions, symbol_tables=symbol_tables))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    populate_finalize_memref_to_llvm_conversion_patterns(converter, patterns)


class FinalizeMemRefToLLVMConversionPass(Pass):
    argument = "finalize-memref-to-llvm"
    name = "FinalizeMemRefToLLVMConversionPass"
    summary = "Finalize MemRef dialect to LLVM dialect conversion"
    anchor = "builtin.module"
    dependent_dialects = ("llvm",)
    use_aligned_alloc = Option(bool, False, "Use aligned_alloc in place of malloc for heap allocations")
    index_bitwidth = Option(int, 0, "Bitwidth of the index type, 0 to use size of machine word")
    use_generic_functions = Option(bool, False, "Use generic allocation and deallocation functions instead of the "
                                                "classic 'malloc', 'aligned_alloc' and 'free' functions")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_common import SymbolTables, llvm_conversion_target, run_llvm_partial_conversion

        target = llvm_conversion_target()
        target.add_legal_op("func.func")
        symbol_tables = SymbolTables()
        run_llvm_partial_conversion(op, lambda c, p: populate_finalize_memref_to_llvm_conversion_patterns(
            c, p, self.use_aligned_alloc, self.use_generic_functions, symbol_tables), index_bitwidth=self.index_bitwidth,
            use_data_layout=True, target=target)
