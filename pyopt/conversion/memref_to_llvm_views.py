"""The memref -> LLVM patterns that rebuild descriptors or copy through
them (MLIR's MemRefToLLVM.cpp): memref.reshape (static shape operand: a
new descriptor; dynamic: an unranked descriptor on the stack filled by a
loop), memref.transpose, memref.memory_space_cast, memref.copy (memcpy
when both sides are contiguous, else a `memrefCopy` call on unranked
descriptors spilled to the stack).
"""

from __future__ import annotations

from typing import Any

from pyopt.conversion import vector_pattern as V
from pyopt.conversion.memref_descriptor import (MemRefDescriptor, UnrankedFields, UnrankedMemRefDescriptor, gep,
                                                load, store, unranked_descriptor_size)
from pyopt.conversion.memref_to_llvm import MemRefPattern, _ptr
from pyopt.conversion.pattern_llvm import create_gep
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value


def promote_one_descriptor(rewriter: Any, loc: Any, descriptor: Value) -> Value:
    """LLVMTypeConverter::promoteOneMemRefDescriptor: the descriptor stored
    in a one-element stack slot (counted by an i64 whatever the index width)."""
    from pyopt.conversion.memref_descriptor import index_constant

    one = index_constant(rewriter, loc, T.i64, 1)
    slot = rewriter.create("llvm.alloca", [one], [_ptr()], properties={"elem_type": A.TypeAttr(descriptor.type)},
                           loc=loc).results[0]
    store(rewriter, loc, descriptor, slot)
    return slot


class ViewPattern(MemRefPattern):
    """Helpers of the patterns reading descriptors, ranked or behind an unranked one."""

    def mul(self, rewriter: Any, loc: Any, a: Value, b: Value) -> Value:
        return V.create(rewriter, "llvm.mul", [a, b], [a.type], None, loc).results[0]

    def fields(self, t: Any) -> UnrankedFields:
        return UnrankedFields(self.index_type, _ptr(self.address_space(t)))

    def stack_unranked_descriptor(self, rewriter: Any, loc: Any, t: Any, space: int, rank: Value
                                  ) -> tuple[UnrankedMemRefDescriptor, Value, Value]:
        """A new unranked descriptor of `rank` whose ranked descriptor is an
        uninitialized stack buffer; the buffer pointer and its byte size."""
        desc = UnrankedMemRefDescriptor.poison_of(rewriter, loc, self.type_converter.convert_type(t))
        desc.set_rank(rewriter, loc, rank)
        size = unranked_descriptor_size(rewriter, loc, self.index_type, desc,
                                        self.type_converter.pointer_bitwidth(space))
        buffer = rewriter.create("llvm.alloca", [size], [_ptr()], properties={"elem_type": A.TypeAttr(T.i8)},
                                 loc=loc).results[0]
        desc.set_memref_desc_ptr(rewriter, loc, buffer)
        return desc, buffer, size

    def pointers_and_offset(self, rewriter: Any, loc: Any, t: Any, converted: Value,
                            with_offset: bool = False) -> tuple[Value, Value, Value | None]:
        """extractPointersAndOffset: from the descriptor, or through the
        pointer of an unranked one."""
        if isinstance(t, T.MemRefType):
            desc = MemRefDescriptor(converted)
            allocated, aligned = desc.allocated_ptr(rewriter, loc), desc.aligned_ptr(rewriter, loc)
            return allocated, aligned, desc.offset(rewriter, loc) if with_offset else None
        fields = self.fields(t)
        desc_ptr = UnrankedMemRefDescriptor(converted).memref_desc_ptr(rewriter, loc)
        allocated = fields.allocated_ptr(rewriter, loc, desc_ptr)
        aligned = fields.aligned_ptr(rewriter, loc, desc_ptr)
        return allocated, aligned, fields.offset(rewriter, loc, desc_ptr) if with_offset else None


class ReshapeOpLowering(ViewPattern):
    root = "memref.reshape"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        shape_t = op.operands[1].type
        if shape_t.has_static_shape():
            return self.static_shape(op, adaptor, rewriter)
        self.dynamic_shape(op, adaptor, rewriter)
        return True

    def static_shape(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.dialects.dynamic_index import strides_and_offset

        target_t, shape_t = op.results[0].type, op.operands[1].type
        target_desc_t = self.type_converter.convert_type(target_t)
        if not isinstance(target_t, T.MemRefType) or target_desc_t is None:
            return False
        loc = op.loc
        desc = MemRefDescriptor.poison(rewriter, loc, target_desc_t)
        allocated, aligned, _ = self.pointers_and_offset(rewriter, loc, op.operands[0].type, adaptor.source)
        desc.set_allocated_ptr(rewriter, loc, allocated)
        desc.set_aligned_ptr(rewriter, loc, aligned)
        so = strides_and_offset(target_t)
        if so is None:
            return rewriter.notify_match_failure(op, "failed to get stride and offset exprs")
        strides, offset = so
        if offset == T.DYNAMIC:
            return rewriter.notify_match_failure(op, "dynamic offset is unsupported")
        desc.set_offset(rewriter, loc, self.const(rewriter, loc, offset))
        stride: Value | None = None
        for i in reversed(range(target_t.rank)):
            if strides[i] != T.DYNAMIC:
                stride = self.const(rewriter, loc, strides[i])
            elif stride is None:
                stride = self.const(rewriter, loc, 1)
            if target_t.shape[i] != T.DYNAMIC:
                size = self.const(rewriter, loc, target_t.shape[i])
            else:
                # A memref.load of the shape operand, legalized in turn.
                index = self.const(rewriter, loc, i)
                size = rewriter.create("memref.load", [op.operands[1], [index]], [shape_t.element],
                                       loc=loc).results[0]
                if size.type != self.index_type:
                    size = self.type_converter.materialize_target_conversion(rewriter, loc, [self.index_type],
                                                                             [size])[0]
            desc.set_size(rewriter, loc, i, size)
            assert stride is not None
            desc.set_stride(rewriter, loc, i, stride)
            stride = self.mul(rewriter, loc, stride, size)
        rewriter.replace_op(op, [desc.value])
        return True

    def dynamic_shape(self, op: Operation, adaptor: Any, rewriter: Any) -> None:
        """An unranked result: its ranked descriptor on the stack, the sizes
        copied from the shape operand and the strides computed by a loop
        from the innermost dimension outwards."""
        loc = op.loc
        shape_t = op.operands[1].type
        shape = MemRefDescriptor(adaptor.shape)
        rank = shape.size(rewriter, loc, 0)
        target_t = op.results[0].type
        space = self.address_space(target_t)
        target, desc_ptr, _ = self.stack_unranked_descriptor(rewriter, loc, target_t, space, rank)
        allocated, aligned, offset = self.pointers_and_offset(rewriter, loc, op.operands[0].type, adaptor.source,
                                                              with_offset=True)
        fields = UnrankedFields(self.index_type, _ptr(space))
        fields.set_allocated_ptr(rewriter, loc, desc_ptr, allocated)
        fields.set_aligned_ptr(rewriter, loc, desc_ptr, aligned)
        assert offset is not None
        fields.set_offset(rewriter, loc, desc_ptr, offset)
        sizes_base = fields.size_base_ptr(rewriter, loc, desc_ptr)
        strides_base = fields.stride_base_ptr(rewriter, loc, sizes_base, rank)
        shape_ptr = shape.aligned_ptr(rewriter, loc)
        one = self.const(rewriter, loc, 1)
        rank_minus_one = V.create(rewriter, "llvm.sub", [rank, one], [rank.type], None, loc).results[0]

        init_block = rewriter.ip.block
        index_t = self.index_type
        cond_block = rewriter.create_block(init_block.parent, None, [index_t, index_t], [loc, loc])
        remaining = rewriter.split_block(init_block, op.next)
        rewriter.merge_blocks(remaining, cond_block)
        rewriter.set_insertion_point_to_end(init_block)
        rewriter.create("llvm.br", [[rank_minus_one, one]], [], successors=[cond_block], loc=loc)
        rewriter.set_insertion_point_to_start(cond_block)
        index_arg, stride_arg = cond_block.args
        zero = self.const(rewriter, loc, 0)
        pred = rewriter.create("llvm.icmp", [index_arg, zero], [T.i1], properties={
            "predicate": A.IntegerAttr(5, T.i64)}, loc=loc).results[0]
        body_block = rewriter.split_block(cond_block, rewriter.ip.before)
        rewriter.set_insertion_point_to_start(body_block)
        size_ptr = gep(rewriter, loc, shape_ptr, self.type_converter.convert_type(shape_t.element), [index_arg],
                       _ptr())
        dim_size = load(rewriter, loc, index_t, size_ptr)
        fields.set_indexed(rewriter, loc, sizes_base, index_arg, dim_size)
        fields.set_indexed(rewriter, loc, strides_base, index_arg, stride_arg)
        next_stride = self.mul(rewriter, loc, stride_arg, dim_size)
        decrement = V.create(rewriter, "llvm.sub", [index_arg, one], [index_t], None, loc).results[0]
        rewriter.create("llvm.br", [[decrement, next_stride]], [], successors=[cond_block], loc=loc)
        remainder = rewriter.split_block(body_block, rewriter.ip.before)
        rewriter.set_insertion_point_to_end(cond_block)
        rewriter.create(V.lookup_op_class("llvm.cond_br"), [pred, [], []], [], successors=[body_block, remainder],
                        loc=loc)
        rewriter.set_insertion_point_to_start(remainder)
        rewriter.replace_op(op, [target.value])


class TransposeOpLowering(ViewPattern):
    """Sizes and strides permuted into a new descriptor."""

    root = "memref.transpose"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        loc = op.loc
        view = MemRefDescriptor(adaptor.in_)
        permutation = op.properties["permutation"].value  # type: ignore[attr-defined]
        if permutation.is_identity():
            rewriter.replace_op(op, [view.value])
            return True
        target = MemRefDescriptor.poison(rewriter, loc, self.type_converter.convert_type(op.operands[0].type))
        target.set_allocated_ptr(rewriter, loc, view.allocated_ptr(rewriter, loc))
        target.set_aligned_ptr(rewriter, loc, view.aligned_ptr(rewriter, loc))
        target.set_offset(rewriter, loc, view.offset(rewriter, loc))
        for target_pos, expr in enumerate(permutation.results):
            target.set_size(rewriter, loc, target_pos, view.size(rewriter, loc, expr.position))
            target.set_stride(rewriter, loc, target_pos, view.stride(rewriter, loc, expr.position))
        rewriter.replace_op(op, [target.value])
        return True


class MemorySpaceCastOpLowering(ViewPattern):
    """Ranked: both pointers address-space cast.  Unranked: a new ranked
    descriptor on the stack, the pointers cast and the index fields memcpy'd."""

    root = "memref.memory_space_cast"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        loc = op.loc
        if isinstance(dst_t, T.MemRefType):
            values: list[Value] = []
            MemRefDescriptor.unpack(rewriter, loc, adaptor.source, dst_t, values)
            space = _ptr(self.address_space(dst_t))
            values[0] = V.create(rewriter, "llvm.addrspacecast", [values[0]], [space], None, loc).results[0]
            values[1] = V.create(rewriter, "llvm.addrspacecast", [values[1]], [space], None, loc).results[0]
            desc = MemRefDescriptor.pack(rewriter, loc, self.type_converter, dst_t, values)
            rewriter.replace_op(op, [desc.value])
            return True
        if not isinstance(dst_t, T.UnrankedMemRefType):
            return rewriter.notify_match_failure(op, "unexpected memref type")
        src_space = self.type_converter.memref_address_space(src_t)
        dst_space = self.type_converter.memref_address_space(dst_t)
        if src_space is None:
            return rewriter.notify_match_failure(op, "non-integer source address space")
        if dst_space is None:
            return rewriter.notify_match_failure(op, "non-integer result address space")
        source = UnrankedMemRefDescriptor(adaptor.source)
        rank = source.rank(rewriter, loc)
        source_ptr = source.memref_desc_ptr(rewriter, loc)
        result, result_ptr, size = self.stack_unranked_descriptor(rewriter, loc, dst_t, dst_space, rank)
        src_fields = UnrankedFields(self.index_type, _ptr(src_space))
        dst_fields = UnrankedFields(self.index_type, _ptr(dst_space))
        allocated = src_fields.allocated_ptr(rewriter, loc, source_ptr)
        aligned = src_fields.aligned_ptr(rewriter, loc, source_ptr)
        allocated = V.create(rewriter, "llvm.addrspacecast", [allocated], [_ptr(dst_space)], None, loc).results[0]
        aligned = V.create(rewriter, "llvm.addrspacecast", [aligned], [_ptr(dst_space)], None, loc).results[0]
        dst_fields.set_allocated_ptr(rewriter, loc, result_ptr, allocated)
        dst_fields.set_aligned_ptr(rewriter, loc, result_ptr, aligned)
        source_index_fields = src_fields.offset_base_ptr(rewriter, loc, source_ptr)
        result_index_fields = dst_fields.offset_base_ptr(rewriter, loc, result_ptr)
        skip = self.const(rewriter, loc, 2 * ((self.type_converter.pointer_bitwidth(dst_space) + 7) // 8))
        copy_size = V.create(rewriter, "llvm.sub", [size, skip], [self.index_type], None, loc).results[0]
        rewriter.create("llvm.intr.memcpy", [result_index_fields, source_index_fields, copy_size], [], properties={
            "isVolatile": A.BoolAttr(False)}, loc=loc)
        rewriter.replace_op(op, [result.value])
        return True


def is_static_shape_and_contiguous_row_major(t: T.MemRefType) -> bool:
    """memref::isStaticShapeAndContiguousRowMajor: canonical strides
    inside, only unit dimensions outside them."""
    from pyopt.dialects.dynamic_index import strides_and_offset

    if not t.has_static_shape():
        return False
    so = strides_and_offset(t)
    if so is None:
        return False
    strides = so[0]
    running = 1
    dim = len(strides) - 1
    while dim >= 0 and strides[dim] == running:
        running *= t.shape[dim]
        dim -= 1
    while dim >= 0 and t.shape[dim] == 1:
        dim -= 1
    return dim < 0


def _is_contiguous(t: Any) -> bool:
    if not isinstance(t, T.MemRefType):
        return False
    if t.layout is None:
        return True
    count = 1
    for d in t.shape:
        count *= d
    return t.has_static_shape() and count > 0 and is_static_shape_and_contiguous_row_major(t)


class MemRefCopyOpLowering(ViewPattern):
    """llvm.intr.memcpy of the byte size when both sides are contiguous;
    otherwise `memrefCopy(element size, source, target)` on unranked
    descriptors spilled to the stack between stacksave/stackrestore."""

    root = "memref.copy"

    def __init__(self, converter: Any, benefit: int = 1, symbol_tables: Any = None) -> None:
        super().__init__(converter, benefit=benefit)
        self.symbol_tables = symbol_tables

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        src_t, dst_t = op.operands[0].type, op.operands[1].type
        if _is_contiguous(src_t) and _is_contiguous(dst_t):
            self.memcpy(op, adaptor, rewriter)
        elif not self.copy_call(op, adaptor, rewriter):
            return False
        rewriter.erase_op(op)
        return True

    def memcpy(self, op: Operation, adaptor: Any, rewriter: Any) -> None:
        src_t = op.operands[0].type
        loc = op.loc
        src = MemRefDescriptor(adaptor.source)
        count = self.const(rewriter, loc, 1)
        for i in range(src_t.rank):
            count = self.mul(rewriter, loc, count, src.size(rewriter, loc, i))
        element_size = self.size_in_bytes_of(rewriter, loc, self.element_type(src_t), None)
        total = self.mul(rewriter, loc, count, element_size)
        element = self.element_type(src_t)
        src_base = src.aligned_ptr(rewriter, loc)
        src_ptr = create_gep(rewriter, loc, src_base.type, element, src_base, [src.offset(rewriter, loc)])
        dst = MemRefDescriptor(adaptor.target)
        dst_base = dst.aligned_ptr(rewriter, loc)
        dst_ptr = create_gep(rewriter, loc, dst_base.type, element, dst_base, [dst.offset(rewriter, loc)])
        rewriter.create("llvm.intr.memcpy", [dst_ptr, src_ptr, total], [], properties={
            "isVolatile": A.BoolAttr(False)}, loc=loc)

    def copy_call(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.conversion.llvm_common import enclosing_module, lookup_or_create_reserved_fn
        from pyopt.conversion.memref_to_llvm import _call

        loc = op.loc
        src_t, dst_t = op.operands[0].type, op.operands[1].type

        def unranked(value: Value, t: Any) -> Value:
            if not isinstance(t, T.MemRefType):
                return value
            rank = rewriter.create("llvm.mlir.constant", [], [self.index_type], properties={
                "value": A.IntegerAttr(t.rank, self.index_type)}, loc=loc).results[0]
            ptr = promote_one_descriptor(rewriter, loc, value)
            unranked_t = T.UnrankedMemRefType(t.element, t.memory_space)
            return UnrankedMemRefDescriptor.pack(rewriter, loc, self.type_converter, unranked_t, [rank, ptr]).value

        saved = rewriter.create("llvm.intr.stacksave", [], [_ptr()], loc=loc).results[0]
        source = unranked(adaptor.source, src_t)
        target = unranked(adaptor.target, dst_t)
        one = self.const(rewriter, loc, 1)

        def promote(desc: Value) -> Value:
            slot = rewriter.create("llvm.alloca", [one], [_ptr()], properties={"elem_type": A.TypeAttr(desc.type)},
                                   loc=loc).results[0]
            store(rewriter, loc, desc, slot)
            return slot

        source_ptr, target_ptr = promote(source), promote(target)
        element_size = self.size_in_bytes_of(rewriter, loc, self.element_type(src_t), None)
        module = enclosing_module(op)
        assert module is not None
        copy_fn = lookup_or_create_reserved_fn(rewriter, module, "memrefCopy", [self.index_type, _ptr(), _ptr()],
                                               symbol_tables=self.symbol_tables)
        if copy_fn is None:
            return False
        _call(rewriter, loc, copy_fn, [element_size, source_ptr, target_ptr], None)
        rewriter.create("llvm.intr.stackrestore", [saved], [], loc=loc)
        return True
