"""The GPU runtime-call patterns of `gpu-to-llvm` (MLIR's
GPUToLLVMConversion.cpp, 22.1.8 semantics plus the async.yield fix of
LLVM PR #190717).

Each pattern rewrites one host-side GPU op into calls of the `mgpu*`
runtime wrappers (or, for `gpu.launch_func`, into the same op on LLVM-typed
operands).  A `!gpu.async.token` becomes an `!llvm.ptr`: inside one chain
of ops it is the *stream* the work runs on, between `async.execute` regions
it is an *event* recorded on that stream (shared/spec/gpu-to-llvm.md 5).
"""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.conversion.memref_descriptor import MemRefDescriptor
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.dialects.gpu.types import AsyncTokenType
from pyopt.dialects.llvm import func_ops as LF
from pyopt.dialects.llvm import ops as LO
from pyopt.dialects.llvm.control import GEPOp
from pyopt.dialects.llvm.types import (LLVMFunctionType, LLVMPointerType, LLVMVoidType,
                                       is_compatible_type)
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Value
from pyopt.rewrite.trial import record_outside_change

PTR = LLVMPointerType(0)
VOID = LLVMVoidType()
I8, I16, I32, I64 = T.i8, T.i16, T.i32, T.i64
INTPTR = T.i64  # the pointer bit-width of address space 0 (default data layout)


# ---- runtime functions ---------------------------------------------------------------------
class FunctionCallBuilder:
    """Calls one runtime function, declaring it on first use: a
    declaration `llvm.func @name(params) -> result` is appended to the end of
    the nearest enclosing `builtin.module`, outside the rewriter (never rolled
    back, never legalized).  An existing `llvm.func` of that name is reused
    as it is."""

    __slots__ = ("name", "function_type")

    def __init__(self, name: str, result: T.Type, params: Sequence[T.Type]) -> None:
        self.name = name
        self.function_type = LLVMFunctionType(result, tuple(params))

    def create(self, loc: Any, rewriter: Any, arguments: Sequence[Value]) -> Operation:
        block = rewriter.insertion_block
        module = enclosing_module(block)
        declare_runtime_function(module, self.name, self.function_type, loc)
        result_types = [] if self.function_type.result is VOID else [self.function_type.result]
        # CConv, TailCallKind and fastmath flags take their defaults.
        props = {"callee": A.SymbolRefAttr(self.name), "op_bundle_sizes": NO_BUNDLES,
                 "operandSegmentSizes": A.DenseArrayAttr(T.i32, (len(arguments), 0))}
        return rewriter.insert(LF.CallOp(list(arguments), result_types, None, props, 0, (), loc))


def enclosing_module(block: Block) -> Operation:
    """The nearest `builtin.module` around `block` (Region::getParentOfType)."""
    op = block.parent_op
    while op is not None and op.name != "builtin.module":
        op = op.parent_op
    assert op is not None, "runtime call outside a module"
    return op


# Per module: name -> the llvm.func found or declared, filled on first use so
# that a 100k-op function does not rescan the module per call.
_DECLARED = "_gpu_runtime_functions"


def declare_runtime_function(module: Operation, name: str, function_type: LLVMFunctionType, loc: Any) -> Operation:
    table: dict[str, Operation] | None = module.__dict__.get(_DECLARED)
    body = module.regions[0].blocks[0]
    if table is None:
        table = {}
        for op in body.ops:
            if op.name == "llvm.func":
                sym = op.properties.get("sym_name")
                if isinstance(sym, A.StringAttr):
                    table.setdefault(sym.value, op)
        module.__dict__[_DECLARED] = table
    found = table.get(name)
    if found is not None and found.parent is body:
        return found
    fn = LF.LLVMFuncOp([], [], None, {"sym_name": A.StringAttr(name), "function_type": A.TypeAttr(function_type)},
                       1, (), loc)
    body.append(fn)
    table[name] = fn
    record_outside_change(lambda: (fn.erase(), table.pop(name, None)))
    return fn


NO_BUNDLES = A.DenseArrayAttr(T.i32, ())

STREAM_CREATE = FunctionCallBuilder("mgpuStreamCreate", PTR, [])
STREAM_DESTROY = FunctionCallBuilder("mgpuStreamDestroy", VOID, [PTR])
STREAM_SYNCHRONIZE = FunctionCallBuilder("mgpuStreamSynchronize", VOID, [PTR])
STREAM_WAIT_EVENT = FunctionCallBuilder("mgpuStreamWaitEvent", VOID, [PTR, PTR])
EVENT_CREATE = FunctionCallBuilder("mgpuEventCreate", PTR, [])
EVENT_DESTROY = FunctionCallBuilder("mgpuEventDestroy", VOID, [PTR])
EVENT_SYNCHRONIZE = FunctionCallBuilder("mgpuEventSynchronize", VOID, [PTR])
EVENT_RECORD = FunctionCallBuilder("mgpuEventRecord", VOID, [PTR, PTR])
HOST_REGISTER = FunctionCallBuilder("mgpuMemHostRegisterMemRef", VOID, [INTPTR, PTR, INTPTR])
HOST_UNREGISTER = FunctionCallBuilder("mgpuMemHostUnregisterMemRef", VOID, [INTPTR, PTR, INTPTR])
MEM_ALLOC = FunctionCallBuilder("mgpuMemAlloc", PTR, [INTPTR, PTR, I8])
MEM_FREE = FunctionCallBuilder("mgpuMemFree", VOID, [PTR, PTR])
MEMCPY = FunctionCallBuilder("mgpuMemcpy", VOID, [PTR, PTR, INTPTR, PTR])
MEMSET16 = FunctionCallBuilder("mgpuMemset16", VOID, [PTR, I16, INTPTR, PTR])
MEMSET32 = FunctionCallBuilder("mgpuMemset32", VOID, [PTR, I32, INTPTR, PTR])
SET_DEFAULT_DEVICE = FunctionCallBuilder("mgpuSetDefaultDevice", VOID, [I32])


# ---- small LLVM builders ----------------------------------------------------------------------
# The patterns build their LLVM ops with the op classes' constructors (all
# operands and results are single groups): ~3x cheaper than OpDef.build.
def llvm_constant(rewriter: Any, loc: Any, type: T.Type, value: A.Attribute) -> Value:
    return rewriter.insert(LO.ConstantOp([], [type], None, {"value": value}, 0, (), loc)).results[0]


def llvm_zero(rewriter: Any, loc: Any, type: T.Type = PTR) -> Value:
    return rewriter.insert(LO.ZeroOp([], [type], None, None, 0, (), loc)).results[0]  # type: ignore[attr-defined]


_LLVM_OPS: dict[str, Any] = {}


def llvm_op(rewriter: Any, name: str, operands: Sequence[Value], result: T.Type, loc: Any,
            properties: dict[str, A.Attribute] | None = None) -> Value:
    """A one-result LLVM op of fixed operands (`llvm.ptrtoint`, `llvm.mul` ...)."""
    cls = _LLVM_OPS.get(name)
    if cls is None:
        from pyopt.ir.registry import registry

        cls = _LLVM_OPS[name] = registry.lookup_op(name)
    return rewriter.insert(cls(list(operands), [result], None, properties, 0, (), loc)).results[0]


def llvm_gep(rewriter: Any, loc: Any, base: Value, element: T.Type, index: Value | int) -> Value:
    """`llvm.getelementptr %base[index] : ... -> !llvm.ptr, element`."""
    operands = [base, index] if isinstance(index, Value) else [base]
    raw = GEP_DYNAMIC_INDEX if isinstance(index, Value) else index
    props = {"rawConstantIndices": A.DenseArrayAttr(T.i32, (raw,)), "elem_type": A.TypeAttr(element)}
    return rewriter.insert(GEPOp(operands, [base.type], None, props, 0, (), loc)).results[0]


GEP_DYNAMIC_INDEX = -2147483648  # GEPOp::kDynamicIndex


def size_in_bytes(rewriter: Any, loc: Any, element: T.Type) -> Value:
    """ConvertToLLVMPattern::getSizeInBytes: the `gep null[1]` idiom."""
    zero = llvm_zero(rewriter, loc)
    gep = llvm_gep(rewriter, loc, zero, element, 1)
    return llvm_op(rewriter, "llvm.ptrtoint", [gep], INTPTR, loc)


# ---- preconditions shared by the patterns -----------------------------------------------------
def all_llvm_types(op: Operation, operands: Sequence[Value], rewriter: Any) -> bool:
    if all(is_compatible_type(v.type) for v in operands):
        return True
    return rewriter.notify_match_failure(op, "Cannot convert if operands aren't of LLVM type.")


def async_with_one_dependency(op: Operation, rewriter: Any) -> bool:
    if len(op.asyncDependencies) != 1:  # type: ignore[attr-defined]
        return rewriter.notify_match_failure(op, "Can only convert with exactly one async dependency.")
    if op.asyncToken is None:  # type: ignore[attr-defined]
        return rewriter.notify_match_failure(op, "Can convert only async version.")
    return True


def is_defined_by_call_to(value: Value, name: str) -> bool:
    """Whether `value` is the result of `llvm.call @name` (how a stream is
    told from an event)."""
    owner = value.owner
    if isinstance(owner, Operation) and owner.name == "llvm.call":
        callee = owner.properties.get("callee")
        return isinstance(callee, A.SymbolRefAttr) and callee.root == name and not callee.nested
    return False


def is_gpu_async_token(value: Value) -> bool:
    return isinstance(value.type, AsyncTokenType)


def identity_layout(memref: T.Type) -> bool:
    return isinstance(memref, T.MemRefType) and memref.layout is None


def address_space_cast(rewriter: Any, loc: Any, pointer: Value) -> Value:
    """bitAndAddrspaceCast to `!llvm.ptr` (address space 0)."""
    if pointer.type is not PTR:
        return llvm_op(rewriter, "llvm.addrspacecast", [pointer], PTR, loc)
    return pointer


class ConvertOpToGpuRuntimeCallPattern(ConvertOpToLLVMPattern):
    """Base of the runtime-call patterns (benefit 1, except the yield)."""

    def promote_operands(self, loc: Any, operands: Sequence[Value], groups: Sequence[Sequence[Value]],
                         rewriter: Any, use_bare_ptr_call_conv: bool = False) -> list[Value]:
        """LLVMTypeConverter::promoteOperands: memref descriptors unpacked
        into their fields (the aligned pointer with bare pointers)."""
        from pyopt.conversion.func_to_llvm import promote_operands

        return promote_operands(self.type_converter, loc, operands, groups, rewriter, use_bare_ptr_call_conv)

    def create_memref_descriptor(self, loc: Any, memref: T.MemRefType, allocated: Value, aligned: Value,
                                 sizes: Sequence[Value], strides: Sequence[Value], rewriter: Any) -> Value:
        """ConvertToLLVMPattern::createMemRefDescriptor: poison, the two
        pointers, a zero offset, then all sizes and all strides."""
        desc = MemRefDescriptor.poison(rewriter, loc, self.type_converter.convert_type(memref))
        desc.set_allocated_ptr(rewriter, loc, allocated)
        desc.set_aligned_ptr(rewriter, loc, aligned)
        desc.set_offset(rewriter, loc, self.create_index_constant(rewriter, loc, 0))
        for i, size in enumerate(sizes):
            desc.set_size(rewriter, loc, i, size)
        for i, stride in enumerate(strides):
            desc.set_stride(rewriter, loc, i, stride)
        return desc.value

    def element_ptr_type(self, memref: T.MemRefType) -> T.Type:
        """ConvertToLLVMPattern::getElementPtrType: a pointer in the memref's
        address space."""
        return LLVMPointerType(self.type_converter.memref_address_space(memref) or 0)

    def num_elements(self, rewriter: Any, loc: Any, memref: T.MemRefType, desc: MemRefDescriptor) -> Value:
        """Static: one constant; dynamic: the product of the descriptor's sizes."""
        if memref.has_static_shape():
            return self.create_index_constant(rewriter, loc, memref.num_elements)
        count = desc.size(rewriter, loc, 0)
        for i in range(1, memref.rank):
            count = llvm_op(rewriter, "llvm.mul", [count, desc.size(rewriter, loc, i)], INTPTR, loc)
        return count


# ---- patterns ------------------------------------------------------------------------------
class _HostRegisterBase(ConvertOpToGpuRuntimeCallPattern):
    call: FunctionCallBuilder

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if not all_llvm_types(op, adaptor.operands, rewriter):
            return False
        loc = op.loc
        element = op.operands[0].type.element  # type: ignore[attr-defined]
        element_size = size_in_bytes(rewriter, loc, self.type_converter.convert_type(element))
        arguments = self.promote_operands(loc, op.operands, adaptor.groups, rewriter)
        arguments.append(element_size)
        self.call.create(loc, rewriter, arguments)
        rewriter.erase_op(op)
        return True


class ConvertHostRegisterOpToGpuRuntimeCallPattern(_HostRegisterBase):
    root = "gpu.host_register"
    call = HOST_REGISTER


class ConvertHostUnregisterOpToGpuRuntimeCallPattern(_HostRegisterBase):
    root = "gpu.host_unregister"
    call = HOST_UNREGISTER


class ConvertAllocOpToGpuRuntimeCallPattern(ConvertOpToGpuRuntimeCallPattern):
    root = "gpu.alloc"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        memref = op.results[0].type
        if not all_llvm_types(op, adaptor.operands, rewriter) or not self.is_convertible_and_has_identity_maps(
                memref):
            return False
        shared = op.properties.get("hostShared") is not None
        token = op.asyncToken  # type: ignore[attr-defined]
        if shared and token is not None:
            return rewriter.notify_match_failure(op, "Host Shared allocation cannot be done async")
        # 22.1.8 converts only async device allocations (synchronous ones
        # came with PR #191661).
        if not shared and not async_with_one_dependency(op, rewriter):
            return False
        loc = op.loc
        sizes, strides, size_bytes = self.get_memref_descriptor_sizes(rewriter, loc, memref, adaptor.dynamicSizes)
        null = llvm_zero(rewriter, loc)
        deps = adaptor.asyncDependencies
        stream = deps[0] if deps else null
        flag = llvm_constant(rewriter, loc, I8, A.IntegerAttr(1 if shared else 0, I8))
        allocated = MEM_ALLOC.create(loc, rewriter, [size_bytes, stream, flag]).results[0]
        descriptor = self.create_memref_descriptor(loc, memref, allocated, allocated, sizes, strides, rewriter)
        rewriter.replace_op(op, [descriptor, stream] if token is not None else [descriptor])
        return True


class ConvertDeallocOpToGpuRuntimeCallPattern(ConvertOpToGpuRuntimeCallPattern):
    root = "gpu.dealloc"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if not all_llvm_types(op, adaptor.operands, rewriter) or not async_with_one_dependency(op, rewriter):
            return False
        loc = op.loc
        pointer = MemRefDescriptor(adaptor.memref).allocated_ptr(rewriter, loc)
        stream = adaptor.asyncDependencies[0]
        MEM_FREE.create(loc, rewriter, [pointer, stream])
        rewriter.replace_op(op, [stream])
        return True


class ConvertAsyncYieldToGpuRuntimeCallPattern(ConvertOpToGpuRuntimeCallPattern):
    """The GPU-aware `async.yield`: every `!gpu.async.token` operand (a
    stream inside the region) is replaced by an event recorded on it, and
    each stream is destroyed.  Registered with benefit 2 by default (PR
    #190717) so it wins over the structural yield pattern, which only retypes
    the operands; see docs and shared/spec/gpu-to-llvm.md 8."""

    root = "async.yield"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if not any(is_gpu_async_token(v) for v in op.operands):
            return rewriter.notify_match_failure(op, "no gpu async token operand")
        loc = op.loc
        converted = list(adaptor.operands)
        new_operands = list(converted)
        # Streams in first-occurrence order (upstream iterates a hash set).
        streams: dict[Value, None] = {}
        for index, value in enumerate(op.operands):
            if not is_gpu_async_token(value):
                continue
            stream = converted[index]
            event = EVENT_CREATE.create(loc, rewriter, []).results[0]
            EVENT_RECORD.create(loc, rewriter, [event, stream])
            new_operands[index] = event
            streams.setdefault(stream, None)
        for stream in streams:
            STREAM_DESTROY.create(loc, rewriter, [stream])
        with rewriter.modify_op_in_place(op):
            op.set_operands(new_operands)
        return True


class ConvertWaitOpToGpuRuntimeCallPattern(ConvertOpToGpuRuntimeCallPattern):
    """Synchronous `gpu.wait [...]`: synchronize on and destroy each operand."""

    root = "gpu.wait"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if op.asyncToken is not None:  # type: ignore[attr-defined]
            return rewriter.notify_match_failure(op, "Cannot convert async op.")
        loc = op.loc
        for operand in adaptor.operands:
            if is_defined_by_call_to(operand, STREAM_CREATE.name):
                STREAM_SYNCHRONIZE.create(loc, rewriter, [operand])
                STREAM_DESTROY.create(loc, rewriter, [operand])
            else:
                EVENT_SYNCHRONIZE.create(loc, rewriter, [operand])
                EVENT_DESTROY.create(loc, rewriter, [operand])
        rewriter.erase_op(op)
        return True


class ConvertWaitAsyncOpToGpuRuntimeCallPattern(ConvertOpToGpuRuntimeCallPattern):
    """`gpu.wait async [...]`: a new stream waiting on an event per dependency
    (recorded right after the dependency's original producer)."""

    root = "gpu.wait"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if op.asyncToken is None:  # type: ignore[attr-defined]
            return rewriter.notify_match_failure(op, "Can only convert async op.")
        loc = op.loc
        events: list[Value] = []
        with rewriter.insertion_guard():
            for original, operand in zip(op.asyncDependencies, adaptor.operands):  # type: ignore[attr-defined]
                if is_defined_by_call_to(operand, STREAM_CREATE.name):
                    producer = original.owner
                    assert isinstance(producer, Operation), "a stream token defined by a block argument"
                    rewriter.set_insertion_point_after(producer)
                    event = EVENT_CREATE.create(loc, rewriter, []).results[0]
                    EVENT_RECORD.create(loc, rewriter, [event, operand])
                    events.append(event)
                else:
                    events.append(operand)
        stream = STREAM_CREATE.create(loc, rewriter, []).results[0]
        for event in events:
            STREAM_WAIT_EVENT.create(loc, rewriter, [stream, event])
        for event in events:
            EVENT_DESTROY.create(loc, rewriter, [event])
        rewriter.replace_op(op, [stream])
        return True


class ConvertMemcpyOpToGpuRuntimeCallPattern(ConvertOpToGpuRuntimeCallPattern):
    root = "gpu.memcpy"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        memref = op.src.type  # type: ignore[attr-defined]
        if (not all_llvm_types(op, adaptor.operands, rewriter)
                or not self.is_convertible_and_has_identity_maps(memref)
                or not async_with_one_dependency(op, rewriter)):
            return False
        loc = op.loc
        src_desc = MemRefDescriptor(adaptor.src)
        count = self.num_elements(rewriter, loc, memref, src_desc)
        null = llvm_zero(rewriter, loc, self.element_ptr_type(memref))
        gep = llvm_gep(rewriter, loc, null, self.type_converter.convert_type(memref.element), count)
        size_bytes = llvm_op(rewriter, "llvm.ptrtoint", [gep], INTPTR, loc)
        src = address_space_cast(rewriter, loc, src_desc.aligned_ptr(rewriter, loc))
        dst = address_space_cast(rewriter, loc, MemRefDescriptor(adaptor.dst).aligned_ptr(rewriter, loc))
        stream = adaptor.asyncDependencies[0]
        MEMCPY.create(loc, rewriter, [dst, src, size_bytes, stream])
        rewriter.replace_op(op, [stream])
        return True


class ConvertMemsetOpToGpuRuntimeCallPattern(ConvertOpToGpuRuntimeCallPattern):
    root = "gpu.memset"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        memref = op.dst.type  # type: ignore[attr-defined]
        if (not all_llvm_types(op, adaptor.operands, rewriter)
                or not self.is_convertible_and_has_identity_maps(memref)
                or not async_with_one_dependency(op, rewriter)):
            return False
        loc = op.loc
        value_type = adaptor.value.type
        width = getattr(value_type, "width", None) if isinstance(value_type, T.IntegerType) else \
            _float_width(value_type)
        if width not in (16, 32):
            return rewriter.notify_match_failure(op, "value must be a 16 or 32 bit int or float")
        cast_type = I32 if width == 32 else I16
        dst_desc = MemRefDescriptor(adaptor.dst)
        count = self.num_elements(rewriter, loc, memref, dst_desc)
        value = llvm_op(rewriter, "llvm.bitcast", [adaptor.value], cast_type, loc)
        dst = address_space_cast(rewriter, loc, dst_desc.aligned_ptr(rewriter, loc))
        stream = adaptor.asyncDependencies[0]
        (MEMSET32 if width == 32 else MEMSET16).create(loc, rewriter, [dst, value, count, stream])
        rewriter.replace_op(op, [stream])
        return True


def _float_width(t: T.Type) -> int | None:
    if isinstance(t, T.FloatType):
        return {"f16": 16, "bf16": 16, "f32": 32, "tf32": 19, "f64": 64, "f80": 80, "f128": 128}.get(t.kind, 8)
    return None


class ConvertSetDefaultDeviceOpToGpuRuntimeCallPattern(ConvertOpToGpuRuntimeCallPattern):
    root = "gpu.set_default_device"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        call = SET_DEFAULT_DEVICE.create(op.loc, rewriter, [adaptor.devIndex])
        rewriter.replace_op(op, list(call.results))
        return True


class LegalizeLaunchFuncOpPattern(ConvertOpToGpuRuntimeCallPattern):
    """Rebuild `gpu.launch_func` on LLVM-typed operands (the launch itself is
    lowered at translation time).  22.1.8: at most one async dependency."""

    root = "gpu.launch_func"

    def __init__(self, type_converter: Any, kernel_bare_ptr_call_conv: bool = False,
                 kernel_intersperse_size_call_conv: bool = False, benefit: int = 1) -> None:
        super().__init__(type_converter, benefit=benefit)
        self.kernel_bare_ptr_call_conv = kernel_bare_ptr_call_conv
        self.kernel_intersperse_size_call_conv = kernel_intersperse_size_call_conv

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if not all_llvm_types(op, adaptor.operands, rewriter):
            return False
        deps = adaptor.asyncDependencies
        token = op.asyncToken  # type: ignore[attr-defined]
        if len(deps) > 1:
            return rewriter.notify_match_failure(op, "Cannot convert with more than one async dependency.")
        if token is None and deps:
            return rewriter.notify_match_failure(op, "Cannot convert non-async op with async dependencies.")
        loc = op.loc
        stream: Value | None = None
        if deps:
            stream = deps[0]
        elif token is not None:
            stream = STREAM_CREATE.create(loc, rewriter, []).results[0]
        originals = op.kernelOperands  # type: ignore[attr-defined]
        arguments = self.promote_operands(loc, originals, adaptor.get_ranges("kernelOperands"), rewriter,
                                          self.kernel_bare_ptr_call_conv)
        if self.kernel_intersperse_size_call_conv:
            if len(originals) != len(arguments):
                return rewriter.notify_match_failure(
                    op, "Cannot add sizes to arguments with one-to-many LLVM IR expansion.")
            sizes: list[Value] = []
            for original in originals:
                memref = original.type
                if not isinstance(memref, T.MemRefType):
                    return rewriter.notify_match_failure(op, "Operand to launch op is not a memref.")
                element = memref.element
                if not memref.has_static_shape() or not isinstance(element, (T.IntegerType, T.FloatType)):
                    return rewriter.notify_match_failure(
                        op, "Operand to launch op is not a memref with a static shape and an integer or float "
                            "element type.")
                bits = element.width if isinstance(element, T.IntegerType) else (_float_width(element) or 0)
                if bits % 8:
                    return rewriter.notify_match_failure(
                        op, "Operand to launch op is not a memref with a byte-aligned element type.")
                sizes.append(self.create_index_constant(rewriter, loc, bits // 8 * memref.num_elements))
            arguments = [v for pair in zip(arguments, sizes) for v in pair]
        clusters = [adaptor.clusterSizeX, adaptor.clusterSizeY, adaptor.clusterSizeZ]
        has_clusters = all(c is not None for c in clusters)
        operands: list[Any] = [
            [], adaptor.gridSizeX, adaptor.gridSizeY, adaptor.gridSizeZ,
            adaptor.blockSizeX, adaptor.blockSizeY, adaptor.blockSizeZ,
            *(clusters if has_clusters else [None, None, None]),
            adaptor.dynamicSharedMemorySize, arguments, stream,
        ]
        props = {"kernel": op.properties["kernel"]}
        rewriter.create(type(op), operands, [None], props, None, None, (), loc)
        if token is not None:
            rewriter.replace_op(op, [stream])
        else:
            rewriter.erase_op(op)
        return True


def gpu_runtime_call_patterns(converter: Any, kernel_bare_ptr_call_conv: bool,
                              kernel_intersperse_size_call_conv: bool, async_yield_benefit: int) -> list[Any]:
    """populateGpuToLLVMConversionPatterns, in upstream's registration order
    with the fix's yield pattern first (benefit `async_yield_benefit`)."""
    from pyopt.conversion.gpu_to_llvm_sparse import sparse_patterns

    yield_pattern = ConvertAsyncYieldToGpuRuntimeCallPattern(converter, benefit=async_yield_benefit)
    # The fix registers the yield pattern first; with 22.1.8's benefit it sits
    # where 22.1.8 registered it (after the wait patterns).
    patterns: list[Any] = [yield_pattern] if async_yield_benefit != 1 else []
    patterns += [cls(converter) for cls in (
        ConvertAllocOpToGpuRuntimeCallPattern, ConvertDeallocOpToGpuRuntimeCallPattern,
        ConvertHostRegisterOpToGpuRuntimeCallPattern, ConvertHostUnregisterOpToGpuRuntimeCallPattern,
        ConvertMemcpyOpToGpuRuntimeCallPattern, ConvertMemsetOpToGpuRuntimeCallPattern,
        ConvertSetDefaultDeviceOpToGpuRuntimeCallPattern, ConvertWaitAsyncOpToGpuRuntimeCallPattern,
        ConvertWaitOpToGpuRuntimeCallPattern)]
    if async_yield_benefit == 1:
        patterns.append(yield_pattern)
    patterns += sparse_patterns(converter)
    patterns.append(LegalizeLaunchFuncOpPattern(converter, kernel_bare_ptr_call_conv,
                                                kernel_intersperse_size_call_conv))
    return patterns
