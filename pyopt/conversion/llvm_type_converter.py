"""Builtin types to LLVM dialect types (MLIR's LLVMTypeConverter and
LowerToLLVMOptions, mlir/lib/Conversion/LLVMCommon/TypeConverter.cpp).

* index -> iN (N from the options, else the data layout, default 64);
  integers become signless of the same width; LLVM-compatible floats stay,
  the 8/6/4-bit floats become integers of their width;
* vectors: 0-D -> vector<1xT>, 1-D unchanged, n-D -> nested !llvm.array of
  the innermost 1-D vector; complex<T> -> !llvm.struct<(T, T)>;
* memref -> the descriptor struct (allocated ptr, aligned ptr, offset,
  sizes array, strides array; 0-D: the first three); unranked memref ->
  struct<(iN, ptr)>; integer memory spaces become the pointer address space;
* function types -> !llvm.ptr (signatures go through convert_function_signature,
  which expands memref arguments, or keeps one pointer with the bare-pointer
  convention, and packs several results into a struct).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from pyopt.conversion.type_converter import FAIL, SignatureConversion, TypeConverter
from pyopt.ir import attributes as A
from pyopt.ir import types as T

if TYPE_CHECKING:
    from pyopt.ir.core import Operation, Value

DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT = 0

_LLVM_FLOATS = {"f16", "bf16", "f32", "f64", "f80", "f128"}
_SMALL_FLOATS = {"f8E5M2", "f8E4M3", "f8E4M3FN", "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4",
                 "f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E8M0FNU"}


# The ops implementing DataLayoutOpInterface: a spec elsewhere is not a data layout.
_DATA_LAYOUT_OPS = ("builtin.module", "gpu.module")


def data_layout_index_bitwidth(op: Operation | None) -> int | None:
    """The `index` width of the data layout at or above `op`
    (DataLayoutAnalysis::getAtOrAbove): the nearest `dlti.dl_spec` with an
    `index` entry, inner specs overriding outer ones."""
    while op is not None:
        spec = op.attributes.get("dlti.dl_spec") if op.name in _DATA_LAYOUT_OPS else None
        if spec is not None:
            from pyopt.dialects.dlti import index_bitwidth

            width = index_bitwidth(spec)
            if width is not None:
                return width
        op = op.parent_op
    return None


class LowerToLLVMOptions:
    def __init__(self, index_bitwidth: int | None = None, use_bare_ptr_call_conv: bool = False,
                 data_layout: str = "", data_layout_index_bitwidth: int | None = None) -> None:
        self.use_bare_ptr_call_conv = use_bare_ptr_call_conv
        self.data_layout = data_layout
        self._dl_index = data_layout_index_bitwidth or 64
        self._index_override = index_bitwidth if index_bitwidth else None

    @classmethod
    def for_op(cls, op: Operation, index_bitwidth: int = DERIVE_INDEX_BITWIDTH_FROM_DATA_LAYOUT,
               use_bare_ptr_call_conv: bool = False) -> LowerToLLVMOptions:
        """Options as a pass builds them for `op`: the data layout at or
        above it, `index_bitwidth` overriding it unless 0."""
        return cls(index_bitwidth or None, use_bare_ptr_call_conv,
                   data_layout_index_bitwidth=data_layout_index_bitwidth(op))

    def override_index_bitwidth(self, width: int) -> None:
        self._index_override = width

    @property
    def index_bitwidth(self) -> int:
        return self._index_override or self._dl_index


class LLVMTypeConverter(TypeConverter):
    def __init__(self, options: LowerToLLVMOptions | None = None) -> None:
        super().__init__()
        from pyopt.dialects.llvm import types as LT

        self.LT = LT
        self.options = options or LowerToLLVMOptions()
        self.add_conversion(self.convert_complex_type, T.ComplexType)
        self.add_conversion(self.convert_float_type, T.FloatType)
        self.add_conversion(lambda t: LT.ptr, T.FunctionType)
        self.add_conversion(lambda t: self.index_type, T.IndexType)
        self.add_conversion(lambda t: T.IntegerType(t.width), T.IntegerType)
        self.add_conversion(self.convert_memref_type, T.MemRefType)
        self.add_conversion(self.convert_unranked_memref_type, T.UnrankedMemRefType)
        self.add_conversion(self.convert_vector_type, T.VectorType)
        # LLVM-compatible types are legal; tried after the conversions below.
        self.add_conversion(lambda t: t if is_llvm_compatible(t) else None)
        self.add_conversion(self.convert_struct_type, LT.LLVMStructType)
        self.add_conversion(self.convert_array_type, LT.LLVMArrayType)
        self.add_conversion(self.convert_llvm_function_type, LT.LLVMFunctionType)
        self.add_source_materialization(_cast_materialization)
        self.add_target_materialization(_cast_materialization)
        self.add_source_materialization(self._unranked_source_materialization, T.UnrankedMemRefType)
        self.add_source_materialization(self._ranked_source_materialization, T.MemRefType)
        self.add_target_materialization(self._descriptor_target_materialization)
        self.add_type_attribute_conversion(
            lambda t, attr: attr if isinstance(attr, A.IntegerAttr) and isinstance(
                t, (T.MemRefType, T.UnrankedMemRefType)) else None)

    # -- scalar types ---------------------------------------------------------------------------
    @property
    def index_type(self) -> T.IntegerType:
        return T.IntegerType(self.options.index_bitwidth)

    @property
    def index_bitwidth(self) -> int:
        return self.options.index_bitwidth

    def convert_float_type(self, t: T.FloatType) -> Any:
        if t.kind in _LLVM_FLOATS:
            return t
        if t.kind in _SMALL_FLOATS:
            return T.IntegerType(t.width)
        return FAIL

    def convert_complex_type(self, t: T.ComplexType) -> Any:
        element = self.convert_type(t.element)
        return self.LT.LLVMStructType(None, (element, element)) if element is not None else FAIL

    def convert_vector_type(self, t: T.VectorType) -> Any:
        element = self.convert_type(t.element)
        if element is None:
            return None
        if not t.shape:
            return T.VectorType((1,), element)
        if any(t.scalable[:-1]):
            return None
        out: T.Type = T.VectorType((t.shape[-1],), element, (t.scalable[-1],))
        for d in reversed(t.shape[:-1]):
            out = self.LT.LLVMArrayType(out, d)
        return out

    def convert_struct_type(self, t: Any) -> Any:
        LT = self.LT
        if is_llvm_compatible(t):
            return t
        if t.is_identified:
            converted = LT.LLVMStructType.identified("_Converted." + t.struct_name)
            body = self.convert_types(t.body)
            if body is None:
                return None
            return converted if converted.set_body(tuple(body), t.packed) else FAIL
        body = self.convert_types(t.body)
        return LT.LLVMStructType(None, tuple(body), t.packed) if body is not None else None

    def convert_array_type(self, t: Any) -> Any:
        element = self.convert_type(t.element)
        return self.LT.LLVMArrayType(element, t.num_elements) if element is not None else None

    def convert_llvm_function_type(self, t: Any) -> Any:
        result = self.convert_type(t.result)
        params = self.convert_types(t.params)
        if result is None or params is None:
            return None
        return self.LT.LLVMFunctionType(result, tuple(params), t.vararg)

    # -- memrefs -----------------------------------------------------------------------------------
    def pointer_bitwidth(self, address_space: int = 0) -> int:
        """The data layout's pointer width in `address_space` (the default layout's 64)."""
        return 64

    def memref_address_space(self, t: T.MemRefType | T.UnrankedMemRefType) -> int | None:
        space = t.memory_space
        if space is None:
            return 0
        converted = self.convert_type_attribute(t, space)
        if converted is None or converted is FAIL:
            return None
        if isinstance(converted, A.IntegerAttr) and (
                converted.type is T.index or (isinstance(converted.type, T.IntegerType)
                                              and converted.type.signedness == "")):
            return converted.value
        return None

    def memref_descriptor_fields(self, t: T.MemRefType, unpack_aggregates: bool = False) -> list[T.Type]:
        """The descriptor's field types; empty if `t` cannot be converted."""
        from pyopt.dialects.dynamic_index import strides_and_offset

        if strides_and_offset(t) is None:
            return []
        element = self.convert_type(t.element)
        if element is None:
            return []
        space = self.memref_address_space(t)
        if space is None:
            # Non-fatal, as MLIR's emitError at an unknown location: the
            # conversion fails and the pass goes on.
            from pyopt.ir.diagnostics import Diagnostic, emit

            emit(Diagnostic("error", f"conversion of memref memory space {t.memory_space} to integer address space "
                                     "failed. Consider adding memory space conversions.", A.UnknownLoc()))
            return []
        ptr = self.LT.LLVMPointerType(space)
        index = self.index_type
        fields: list[T.Type] = [ptr, ptr, index]
        if t.rank == 0:
            return fields
        if unpack_aggregates:
            fields.extend([index] * (2 * t.rank))
        else:
            fields.extend([self.LT.LLVMArrayType(index, t.rank)] * 2)
        return fields

    def convert_memref_type(self, t: T.MemRefType) -> Any:
        fields = self.memref_descriptor_fields(t)
        return self.LT.LLVMStructType(None, tuple(fields)) if fields else FAIL

    def unranked_memref_descriptor_fields(self) -> list[T.Type]:
        return [self.index_type, self.LT.ptr]

    def convert_unranked_memref_type(self, t: T.UnrankedMemRefType) -> Any:
        if self.convert_type(t.element) is None:
            return FAIL
        return self.LT.LLVMStructType(None, tuple(self.unranked_memref_descriptor_fields()))

    @staticmethod
    def can_convert_to_bare_ptr(t: T.Type) -> bool:
        from pyopt.dialects.dynamic_index import strides_and_offset

        if not isinstance(t, T.MemRefType) or not t.has_static_shape():
            return False
        so = strides_and_offset(t)
        if so is None:
            return False
        strides, offset = so
        return T.DYNAMIC not in strides and offset != T.DYNAMIC

    def convert_memref_to_bare_ptr(self, t: T.Type) -> T.Type | None:
        if not self.can_convert_to_bare_ptr(t):
            return None
        assert isinstance(t, T.MemRefType)
        if self.convert_type(t.element) is None:
            return None
        space = self.memref_address_space(t)
        return self.LT.LLVMPointerType(space) if space is not None else None

    # -- signatures -------------------------------------------------------------------------------
    def convert_calling_convention_type(self, t: T.Type, bare_ptr: bool) -> list[T.Type] | None:
        if bare_ptr and isinstance(t, (T.MemRefType, T.UnrankedMemRefType)):
            converted = self.convert_memref_to_bare_ptr(t)
            return [converted] if converted is not None else None
        return self.convert_type_to_list(t)

    def func_arg_types(self, t: T.Type, bare_ptr: bool) -> list[T.Type] | None:
        """One function argument, as the struct (default) or bare-pointer
        argument converter expands it."""
        if bare_ptr:
            if isinstance(t, T.UnrankedMemRefType):
                return None
            return self.convert_calling_convention_type(t, True)
        if isinstance(t, T.MemRefType):
            fields = self.memref_descriptor_fields(t, unpack_aggregates=True)
            return fields or None
        if isinstance(t, T.UnrankedMemRefType):
            return self.unranked_memref_descriptor_fields()
        return self.convert_type_to_list(t)

    def pack_function_results(self, types: Sequence[T.Type], bare_ptr: bool = False,
                              grouped: list[list[T.Type]] | None = None) -> T.Type | None:
        bare_ptr = bare_ptr or self.options.use_bare_ptr_call_conv
        out: list[T.Type] = []
        for t in types:
            converted = self.convert_calling_convention_type(t, bare_ptr)
            if converted is None:
                return None
            if grouped is not None:
                grouped.append(list(converted))
            out.extend(converted)
        if len(out) == 1:
            return out[0]
        if not out:
            return None
        return self.LT.LLVMStructType(None, tuple(out))

    def pack_operation_results(self, types: Sequence[T.Type]) -> T.Type | None:
        if len(types) == 1:
            return self.convert_type(types[0])
        out = []
        for t in types:
            c = self.convert_type(t)
            if c is None or not is_llvm_compatible(c):
                return None
            out.append(c)
        return self.LT.LLVMStructType(None, tuple(out))

    def convert_function_signature(self, ftype: T.FunctionType, variadic: bool, bare_ptr: bool,
                                   result: SignatureConversion,
                                   byval_ref: list[Any] | None = None) -> T.Type | None:
        """The llvm.func type of `ftype`, filling `result` with the argument
        mapping; `byval_ref` (one entry per argument: an (attr name, type)
        pair or None) marks llvm.byval/llvm.byref arguments that become pointers."""
        bare_ptr = bare_ptr or self.options.use_bare_ptr_call_conv
        for i, t in enumerate(ftype.inputs):
            converted = self.func_arg_types(t, bare_ptr)
            if converted is None:
                return None
            if byval_ref and len(converted) == 1 and byval_ref[i] is not None:
                if isinstance(converted[0], self.LT.LLVMPointerType):
                    byval_ref[i] = None
                else:
                    converted = [self.LT.ptr]
            result.add_inputs(i, converted)
        if ftype.results:
            res = self.pack_function_results(ftype.results, bare_ptr)
        else:
            res = self.LT.void
        if res is None:
            return None
        return self.LT.LLVMFunctionType(res, tuple(result.converted_types), variadic)

    def convert_function_type_c_wrapper(self, ftype: T.FunctionType) -> tuple[Any, Any]:
        """(wrapper llvm.func type, result struct or None) for
        `_mlir_ciface_` wrappers: memrefs by pointer, a struct result
        through a leading pointer argument."""
        LT = self.LT
        res = self.pack_function_results(ftype.results) if ftype.results else LT.void
        if res is None:
            return None, None
        inputs: list[T.Type] = []
        struct = res if isinstance(res, LT.LLVMStructType) else None
        if struct is not None:
            inputs.append(LT.ptr)
            res = LT.void
        for t in ftype.inputs:
            c = self.convert_type(t)
            if c is None or not is_llvm_compatible(c):
                return None, None
            inputs.append(LT.ptr if isinstance(t, (T.MemRefType, T.UnrankedMemRefType)) else c)
        return LT.LLVMFunctionType(res, tuple(inputs)), struct

    # -- materializations ---------------------------------------------------------------------------
    def _pack_ranked(self, builder: Any, t: T.MemRefType, inputs: Sequence[Value], loc: Any) -> Value | None:
        from pyopt.conversion.memref_descriptor import MemRefDescriptor

        if len(inputs) == 1 and isinstance(inputs[0].type, self.LT.LLVMPointerType):
            return MemRefDescriptor.from_static_shape(builder, loc, self, t, inputs[0]).value
        if [v.type for v in inputs] == self.memref_descriptor_fields(t, unpack_aggregates=True):
            return MemRefDescriptor.pack(builder, loc, self, t, inputs).value
        return None

    def _pack_unranked(self, builder: Any, t: T.UnrankedMemRefType, inputs: Sequence[Value], loc: Any) -> Value | None:
        from pyopt.conversion.memref_descriptor import UnrankedMemRefDescriptor

        if [v.type for v in inputs] != self.unranked_memref_descriptor_fields():
            return None
        return UnrankedMemRefDescriptor.pack(builder, loc, self, t, inputs).value

    def _ranked_source_materialization(self, builder: Any, t: T.MemRefType, inputs: Sequence[Value],
                                       loc: Any) -> Value | None:
        packed = self._pack_ranked(builder, t, inputs, loc)
        return _cast_materialization(builder, t, [packed], loc) if packed is not None else None

    def _unranked_source_materialization(self, builder: Any, t: T.UnrankedMemRefType, inputs: Sequence[Value],
                                         loc: Any) -> Value | None:
        packed = self._pack_unranked(builder, t, inputs, loc)
        return _cast_materialization(builder, t, [packed], loc) if packed is not None else None

    def _descriptor_target_materialization(self, builder: Any, t: T.Type, inputs: Sequence[Value], loc: Any,
                                           original: T.Type | None) -> Value | None:
        if original is None or t is not self.convert_type(original):
            return None
        if isinstance(original, T.MemRefType):
            return self._pack_ranked(builder, original, inputs, loc)
        if isinstance(original, T.UnrankedMemRefType):
            return self._pack_unranked(builder, original, inputs, loc)
        return None


def is_llvm_compatible(t: T.Type) -> bool:
    """LLVM::isCompatibleType: what LLVM dialect ops accept (vectors 1-D only)."""
    from pyopt.dialects.llvm import types as LT

    if isinstance(t, T.FloatType):
        return t.kind in _LLVM_FLOATS
    if isinstance(t, T.VectorType):
        return len(t.shape) == 1 and is_llvm_compatible(t.element) and \
            not isinstance(t.element, (LT.LLVMArrayType, LT.LLVMStructType))
    if isinstance(t, LT.LLVMStructType):
        return all(is_llvm_compatible(e) for e in t.body)
    if isinstance(t, LT.LLVMArrayType):
        return is_llvm_compatible(t.element)
    if isinstance(t, LT.LLVMFunctionType):
        return is_llvm_compatible(t.result) and all(is_llvm_compatible(e) for e in t.params)
    return LT.is_compatible_type(t)


def _cast_materialization(builder: Any, t: T.Type, inputs: Sequence[Value], loc: Any) -> Value:
    """The generic fallback: an unrealized_conversion_cast."""
    from pyopt.dialects.builtin import UnrealizedConversionCastOp

    return builder.insert(UnrealizedConversionCastOp(list(inputs), [t], {}, {}, None, [], loc)).results[0]
