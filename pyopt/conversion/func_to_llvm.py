"""func to LLVM: `--convert-func-to-llvm` (MLIR's FuncToLLVM.cpp, 22.1.8).

func.func becomes llvm.func (memref arguments expanded into their
descriptor fields, or one pointer with the bare-pointer convention; several
results packed in a struct; only the entry block's signature is converted),
func.return becomes llvm.return (packing several values), func.call and
func.call_indirect become llvm.call (memref operands unpacked, a packed
result taken apart with llvm.extractvalue), func.constant becomes
llvm.mlir.addressof.  `llvm.emit_c_interface` adds a `_mlir_ciface_`
wrapper.  Patterns are registered in MLIR's order by
`populate_func_to_llvm_conversion_patterns`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from pyopt.conversion.conversion_target import LLVMConversionTarget
from pyopt.conversion.dialect_conversion import apply_partial_conversion, emit_op_error
from pyopt.conversion.llvm_type_converter import LLVMTypeConverter, LowerToLLVMOptions
from pyopt.conversion.memref_descriptor import MemRefDescriptor, UnrankedMemRefDescriptor, insert_value, \
    extract_value, poison
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern, op_attributes_as_properties
from pyopt.conversion.type_converter import SignatureConversion
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.passes.pass_base import Option, Pass, PassFailure
from pyopt.rewrite.pattern import PatternSet

if TYPE_CHECKING:
    from pyopt.conversion.dialect_conversion import ConversionPatternRewriter, OpAdaptor
    from pyopt.ir.core import Operation, Value

VARARGS_ATTR = "func.varargs"
LINKAGE_ATTR = "llvm.linkage"
BARE_PTR_ATTR = "llvm.bareptr"
READNONE_ATTR = "llvm.readnone"
EMIT_C_INTERFACE_ATTR = "llvm.emit_c_interface"
TYPED_ARG_ATTRS = ("llvm.byval", "llvm.byref", "llvm.sret", "llvm.inalloca")


def _llvm_ops() -> Any:
    from pyopt.dialects.llvm import func_ops, ops

    return ops, func_ops


def use_bare_ptr_call_conv(op: Operation | None, converter: LLVMTypeConverter) -> bool:
    return (op is not None and BARE_PTR_ATTR in op.attributes) or converter.options.use_bare_ptr_call_conv


def filter_func_attributes(func: Operation) -> dict[str, A.Attribute]:
    """The discardable attributes llvm.func keeps."""
    return {k: v for k, v in func.attributes.items() if k not in (LINKAGE_ATTR, VARARGS_ATTR, READNONE_ATTR)}


def create_llvm_func(builder: Any, loc: Any, name: str, ftype: T.Type, linkage: A.Attribute,
                     attributes: dict[str, A.Attribute]) -> Operation:
    """LLVMFuncOp::build: name, type, linkage, C calling convention, then
    the given attributes (inherent names become properties)."""
    from pyopt.dialects.llvm.attrs import CCONV_C

    _, FO = _llvm_ops()
    cls = FO.LLVMFuncOp
    extra_props, discardable = op_attributes_as_properties(_AttrBag(attributes), cls)
    props = {"sym_name": A.StringAttr(name), "function_type": A.TypeAttr(ftype), "linkage": linkage,
             "CConv": CCONV_C, **extra_props}
    return builder.insert(cls.build([], [], props, discardable, loc=loc))


class _AttrBag:
    """Attributes to split as if they were an op's."""

    def __init__(self, attributes: dict[str, A.Attribute]) -> None:
        self.properties: dict[str, A.Attribute] = {}
        self.attributes = attributes


def _set_visibility(new: Operation, old: Operation) -> None:
    vis = old.properties.get("sym_visibility")
    if isinstance(vis, A.StringAttr) and vis.value != "public":
        new.properties["sym_visibility"] = vis


def _arg_attr_dicts(func: Operation) -> list[A.DictionaryAttr] | None:
    attrs = func.properties.get("arg_attrs")
    return [d for d in attrs] if isinstance(attrs, A.ArrayAttr) else None  # type: ignore[misc]


def convert_func_op_to_llvm_func_op(func: Operation, rewriter: ConversionPatternRewriter,
                                    converter: LLVMTypeConverter) -> Operation | None:
    from pyopt.dialects.llvm.attrs import LINKAGE_EXTERNAL, LinkageAttr

    ftype = func.type  # type: ignore[attr-defined]
    if not isinstance(ftype, T.FunctionType):
        rewriter.notify_match_failure(func, "Only support FunctionOpInterface with FunctionType")
        return None
    varargs = func.attributes.get(VARARGS_ATTR)
    variadic = isinstance(varargs, A.IntegerAttr) and varargs.type is T.i1 and bool(varargs.value)
    arg_dicts = _arg_attr_dicts(func)
    byval_ref: list[Any] = []
    if arg_dicts is not None:
        for d in arg_dicts:
            byval_ref.append(next(((k, v) for k, v in d.entries if k in ("llvm.byval", "llvm.byref")), None))
        if all(e is None for e in byval_ref):
            byval_ref = []
    result = SignatureConversion(len(ftype.inputs))
    bare = use_bare_ptr_call_conv(func, converter)
    llvm_type = converter.convert_function_signature(ftype, variadic, bare, result, byval_ref)
    if llvm_type is None:
        rewriter.notify_match_failure(func, "signature conversion failed")
        return None
    if not bare and EMIT_C_INTERFACE_ATTR in func.attributes and variadic:
        emit_op_error(func, "C interface for variadic functions is not supported yet.")
        return None
    linkage: A.Attribute = LINKAGE_EXTERNAL
    if LINKAGE_ATTR in func.attributes:
        attr = func.attributes[LINKAGE_ATTR]
        if not isinstance(attr, LinkageAttr):
            emit_op_error(func, f"Contains {LINKAGE_ATTR} attribute not of type LLVM::LinkageAttr")
            rewriter.notify_match_failure(func, "Contains linkage attribute not of type LLVM::LinkageAttr")
            return None
        linkage = attr
    if READNONE_ATTR in func.attributes and not isinstance(func.attributes[READNONE_ATTR], A.UnitAttr):
        emit_op_error(func, f"Contains {READNONE_ATTR} attribute not of type UnitAttr")
        rewriter.notify_match_failure(func, "Contains readnone attribute not of type UnitAttr")
        return None
    new = create_llvm_func(rewriter, func.loc, func.properties["sym_name"].value,  # type: ignore[attr-defined]
                           llvm_type, linkage, filter_func_attributes(func))
    _set_visibility(new, func)
    if READNONE_ATTR in func.attributes:
        new.properties["memory_effects"] = A.OpaqueAttr(
            "llvm", "memory_effects<other = none, argMem = none, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>")
    res_attrs = func.properties.get("res_attrs")
    if isinstance(res_attrs, A.ArrayAttr) and len(ftype.results) == 1:
        new.properties["res_attrs"] = res_attrs
    if arg_dicts is not None:
        new_arg_attrs: list[A.Attribute] = [A.DictionaryAttr(())] * len(llvm_type.params)  # type: ignore[attr-defined]
        for i, d in enumerate(arg_dicts):
            entries = []
            for k, v in d.entries:
                if k in TYPED_ARG_ATTRS and isinstance(v, A.TypeAttr):
                    entries.append((k, A.TypeAttr(converter.convert_type(v.value))))
                else:
                    entries.append((k, v))
            m = result.get_input_mapping(i)
            assert m is not None, "unexpected deletion of function argument"
            if m.size == 1:
                new_arg_attrs[m.input_no] = A.DictionaryAttr(tuple(entries))
        if new_arg_attrs:
            new.properties["arg_attrs"] = A.ArrayAttr(tuple(new_arg_attrs))
    body = new.regions[0]
    rewriter.inline_region_before(func.regions[0], body, None)
    if body.blocks:
        rewriter.apply_signature_conversion(body.blocks[0], result, converter)
    _restore_byval_ref_arguments(rewriter, converter, byval_ref, new)
    if not bare and EMIT_C_INTERFACE_ATTR in func.attributes:
        if not body.blocks:
            wrap_external_function(rewriter, func.loc, converter, func, new)
        else:
            wrap_for_external_callers(rewriter, func.loc, converter, func, new)
    return new


def _restore_byval_ref_arguments(rewriter: ConversionPatternRewriter, converter: LLVMTypeConverter,
                                 byval_ref: list[Any], func: Operation) -> None:
    """Load the pointee of llvm.byval/llvm.byref arguments turned into pointers."""
    body = func.regions[0]
    if not body.blocks or not byval_ref:
        return
    ops, _ = _llvm_ops()
    entry = body.blocks[0]
    with rewriter.insertion_guard():
        rewriter.set_insertion_point_to_start(entry)
        for arg, attr in zip(entry.args, byval_ref):
            if attr is None:
                continue
            pointee = converter.convert_type(attr[1].value)
            loaded = rewriter.insert(ops.LoadOp.build([arg], [pointee], loc=arg.loc)).results[0]
            rewriter.replace_uses_of_block_argument(arg, loaded)


def _propagate_arg_res_attrs(result_struct: bool, func: Operation, wrapper: Operation) -> None:
    arg_attrs = func.properties.get("arg_attrs")
    if not result_struct:
        res_attrs = func.properties.get("res_attrs")
        if res_attrs is not None:
            wrapper.properties["res_attrs"] = res_attrs
        if arg_attrs is not None:
            wrapper.properties["arg_attrs"] = arg_attrs
    elif isinstance(arg_attrs, A.ArrayAttr):
        wrapper.properties["arg_attrs"] = A.ArrayAttr((A.DictionaryAttr(()), *arg_attrs))
    _set_visibility(wrapper, func)


def _index_one(builder: Any, loc: Any, converter: LLVMTypeConverter) -> Value:
    from pyopt.conversion.memref_descriptor import index_constant

    return index_constant(builder, loc, converter.index_type, 1)


def _alloca(builder: Any, loc: Any, elem: T.Type, count: Value, alignment: int | None = None) -> Value:
    from pyopt.dialects.llvm.types import ptr
    from pyopt.ir.registry import registry

    props: dict[str, A.Attribute] = {"elem_type": A.TypeAttr(elem)}
    if alignment is not None:
        props["alignment"] = A.IntegerAttr(alignment, T.i64)
    return builder.insert(registry.lookup_op("llvm.alloca").build([count], [ptr], props, loc=loc)).results[0]


def _call(builder: Any, loc: Any, callee: str, result: T.Type, args: Sequence[Value]) -> Operation:
    from pyopt.dialects.llvm.types import LLVMVoidType

    _, FO = _llvm_ops()
    props = {"callee": A.SymbolRefAttr(callee), "op_bundle_sizes": A.DenseArrayAttr(T.i32, ())}
    results = [] if isinstance(result, LLVMVoidType) else [result]
    return builder.insert(FO.CallOp.build([list(args), []], results, props, loc=loc))


def _return(builder: Any, loc: Any, values: Sequence[Value]) -> None:
    ops, _ = _llvm_ops()
    builder.insert(ops.ReturnOp.build([values[0] if values else None], [], loc=loc))


def _add_entry_block(builder: Any, func: Operation) -> Any:
    from pyopt.ir.core import Block

    ftype = func.type  # type: ignore[attr-defined]
    block = Block(list(ftype.params), [func.loc] * len(ftype.params))
    from pyopt.rewrite.rewriter import insert_block

    insert_block(func.regions[0], block)
    if builder.listener is not None:
        builder.listener.notify_block_inserted(block, None, None)
    return block


def wrap_for_external_callers(rewriter: Any, loc: Any, converter: LLVMTypeConverter, func: Operation,
                              new: Operation) -> None:
    """`_mlir_ciface_<name>`: takes memrefs by pointer, loads and unpacks
    them, calls the function, returns (or stores) its result."""
    ops, _ = _llvm_ops()
    ftype = func.type  # type: ignore[attr-defined]
    wtype, result_struct = converter.convert_function_type_c_wrapper(ftype)
    if wtype is None:
        return
    from pyopt.dialects.llvm.attrs import LINKAGE_EXTERNAL

    name = func.properties["sym_name"].value  # type: ignore[attr-defined]
    wrapper = create_llvm_func(rewriter, loc, f"_mlir_ciface_{name}", wtype, LINKAGE_EXTERNAL,
                               filter_func_attributes(func))
    _propagate_arg_res_attrs(result_struct is not None, func, wrapper)
    with rewriter.insertion_guard():
        entry = _add_entry_block(rewriter, wrapper)
        rewriter.set_insertion_point_to_start(entry)
        args: list[Value] = []
        offset = 1 if result_struct is not None else 0
        for i, t in enumerate(ftype.inputs):
            arg = entry.args[i + offset]
            if isinstance(t, T.MemRefType):
                loaded = rewriter.insert(ops.LoadOp.build([arg], [converter.convert_type(t)], loc=loc)).results[0]
                MemRefDescriptor.unpack(rewriter, loc, loaded, t, args)
            elif isinstance(t, T.UnrankedMemRefType):
                loaded = rewriter.insert(ops.LoadOp.build([arg], [converter.convert_type(t)], loc=loc)).results[0]
                UnrankedMemRefDescriptor.unpack(rewriter, loc, loaded, args)
            else:
                args.append(arg)
        call = _call(rewriter, loc, name, new.type.result, args)  # type: ignore[attr-defined]
        if result_struct is not None:
            rewriter.insert(ops.StoreOp.build([call.results[0], entry.args[0]], [], loc=loc))
            _return(rewriter, loc, [])
        else:
            _return(rewriter, loc, call.results)


def wrap_external_function(rewriter: Any, loc: Any, converter: LLVMTypeConverter, func: Operation,
                           new: Operation) -> None:
    """For a declaration: the declared `_mlir_ciface_<name>` and a private
    body for `<name>` that packs descriptors on the stack and calls it."""
    from pyopt.dialects.llvm.attrs import LINKAGE_EXTERNAL, LinkageAttr
    from pyopt.dialects.llvm.types import ptr

    ops, _ = _llvm_ops()
    ftype = func.type  # type: ignore[attr-defined]
    wtype, result_struct = converter.convert_function_type_c_wrapper(ftype)
    assert wtype is not None, "unexpected type conversion failure"
    name = func.properties["sym_name"].value  # type: ignore[attr-defined]
    with rewriter.insertion_guard():
        create_llvm_func(rewriter, loc, f"_mlir_ciface_{name}", wtype, LINKAGE_EXTERNAL,
                         filter_func_attributes(func))
        wrapper = rewriter.ip.before.prev if rewriter.ip.before is not None else rewriter.ip.block.last
        _propagate_arg_res_attrs(result_struct is not None, func, wrapper)
        new.properties["linkage"] = LinkageAttr("private")
        entry = _add_entry_block(rewriter, new)
        rewriter.set_insertion_point_to_start(entry)
        args: list[Value] = []
        rest = list(entry.args)
        if result_struct is not None:
            one = _index_one(rewriter, loc, converter)
            args.append(_alloca(rewriter, loc, result_struct, one))
        for t in ftype.inputs:
            if isinstance(t, (T.MemRefType, T.UnrankedMemRefType)):
                if isinstance(t, T.MemRefType):
                    n = MemRefDescriptor.num_unpacked_values(t)
                    packed = MemRefDescriptor.pack(rewriter, loc, converter, t, rest[:n]).value
                else:
                    n = UnrankedMemRefDescriptor.num_unpacked_values()
                    packed = UnrankedMemRefDescriptor.pack(rewriter, loc, converter, t, rest[:n]).value
                one = _index_one(rewriter, loc, converter)
                allocated = _alloca(rewriter, loc, packed.type, one, 0)
                rewriter.insert(ops.StoreOp.build([packed, allocated], [], loc=loc))
                args.append(allocated)
                rest = rest[n:]
            else:
                args.append(rest.pop(0))
        call = _call(rewriter, loc, f"_mlir_ciface_{name}", wtype.result, args)
        if result_struct is not None:
            loaded = rewriter.insert(ops.LoadOp.build([args[0]], [result_struct], loc=loc)).results[0]
            _return(rewriter, loc, [loaded])
        else:
            _return(rewriter, loc, call.results)
    del ptr


# ---- patterns ---------------------------------------------------------------------------------------
class FuncOpConversion(ConvertOpToLLVMPattern):
    root = "func.func"

    def match_and_rewrite(self, op: Operation, adaptor: OpAdaptor, rewriter: ConversionPatternRewriter) -> bool:
        if convert_func_op_to_llvm_func_op(op, rewriter, self.type_converter) is None:
            return rewriter.notify_match_failure(op, "Could not convert funcop")
        rewriter.erase_op(op)
        return True


class ConstantOpLowering(ConvertOpToLLVMPattern):
    root = "func.constant"

    def match_and_rewrite(self, op: Operation, adaptor: OpAdaptor, rewriter: ConversionPatternRewriter) -> bool:
        from pyopt.conversion.llvm_type_converter import is_llvm_compatible

        ops, _ = _llvm_ops()
        t = self.type_converter.convert_type(op.results[0].type)
        if t is None or not is_llvm_compatible(t):
            return rewriter.notify_match_failure(op, "failed to convert result type")
        props, attrs = op_attributes_as_properties(op, ops.AddressOfOp)
        props.pop("value", None)
        attrs.pop("value", None)
        props["global_name"] = op.properties["value"]
        new = rewriter.insert(ops.AddressOfOp.build([], [t], props, attrs, loc=op.loc))
        rewriter.replace_op(op, new.results)
        return True


class _CallLowering(ConvertOpToLLVMPattern):
    def lower_call(self, op: Operation, adaptor: OpAdaptor, rewriter: ConversionPatternRewriter, bare: bool) -> bool:
        _, FO = _llvm_ops()
        converter = self.type_converter
        result_types = [r.type for r in op.results]
        grouped: list[list[T.Type]] = []
        packed = None
        if result_types:
            packed = converter.pack_function_results(result_types, bare, grouped)
            if packed is None:
                return False
        if bare and any(isinstance(v.type, T.UnrankedMemRefType) for v in op.operands):
            return False
        promoted = promote_operands(converter, op.loc, op.operands, adaptor.groups, rewriter, bare)
        props, attrs = op_attributes_as_properties(op, FO.CallOp)
        props["op_bundle_sizes"] = A.DenseArrayAttr(T.i32, ())
        new = rewriter.insert(FO.CallOp.build([promoted, []], [packed] if packed is not None else [], props, attrs,
                                              loc=op.loc))
        num_converted = sum(len(g) for g in grouped)
        counter = 0
        results: list[list[Value]] = []
        for group in grouped:
            values = []
            for _ in group:
                if num_converted == 1:
                    values.append(new.results[0])
                else:
                    values.append(extract_value(rewriter, op.loc, new.results[0], [counter]))
                counter += 1
            results.append(values)
        for i, t in enumerate(result_types):
            if bare and isinstance(t, T.MemRefType):
                results[i][0] = MemRefDescriptor.from_static_shape(rewriter, op.loc, converter, t,
                                                                   results[i][0]).value
            if isinstance(t, T.UnrankedMemRefType):
                copied = [results[i][0]]
                if not self.copy_unranked_descriptors(rewriter, op.loc, [t], copied, to_dynamic=False):
                    return False
                results[i][0] = copied[0]
        rewriter.replace_op_with_multiple(op, results)
        return True


class CallOpLowering(_CallLowering):
    root = "func.call"

    def match_and_rewrite(self, op: Operation, adaptor: OpAdaptor, rewriter: ConversionPatternRewriter) -> bool:
        from pyopt.ir.symbols import lookup_nearest_symbol_from

        bare = self.type_converter.options.use_bare_ptr_call_conv
        if not bare:
            callee = lookup_nearest_symbol_from(op, op.properties["callee"])
            bare = callee is not None and BARE_PTR_ATTR in callee.attributes
        return self.lower_call(op, adaptor, rewriter, bare)


class CallIndirectOpLowering(_CallLowering):
    root = "func.call_indirect"

    def match_and_rewrite(self, op: Operation, adaptor: OpAdaptor, rewriter: ConversionPatternRewriter) -> bool:
        return self.lower_call(op, adaptor, rewriter, False)


class ReturnOpLowering(ConvertOpToLLVMPattern):
    root = "func.return"

    def match_and_rewrite(self, op: Operation, adaptor: OpAdaptor, rewriter: ConversionPatternRewriter) -> bool:
        ops, _ = _llvm_ops()
        loc = op.loc
        func = op.parent_op
        while func is not None and func.name != "llvm.func":
            func = func.parent_op
        bare = use_bare_ptr_call_conv(func, self.type_converter)
        operands: list[Value] = []
        if bare:
            for old, new in zip(op.operands, adaptor.operands):
                if isinstance(old.type, T.MemRefType) and self.type_converter.can_convert_to_bare_ptr(old.type):
                    new = MemRefDescriptor(new).allocated_ptr(rewriter, loc)
                elif isinstance(old.type, T.UnrankedMemRefType):
                    return False
                operands.append(new)
        else:
            operands = adaptor.operands
            self.copy_unranked_descriptors(rewriter, loc, [v.type for v in op.operands], operands, to_dynamic=True)
        props, attrs = op_attributes_as_properties(op, ops.ReturnOp)
        if len(op.operands) <= 1:
            new = ops.ReturnOp.build([operands[0] if operands else None], [], props, attrs, loc=loc)
            rewriter.replace_op(op, rewriter.insert(new).results)
            return True
        packed_type = self.type_converter.pack_function_results([v.type for v in op.operands], bare)
        if packed_type is None:
            return rewriter.notify_match_failure(op, "could not convert result types")
        packed = poison(rewriter, loc, packed_type)
        for i, v in enumerate(operands):
            packed = insert_value(rewriter, loc, packed, v, [i])
        rewriter.replace_op(op, rewriter.insert(ops.ReturnOp.build([packed], [], props, attrs, loc=loc)).results)
        return True


def promote_operands(converter: LLVMTypeConverter, loc: Any, operands: Sequence[Value],
                     groups: Sequence[Sequence[Value]], builder: Any, bare: bool) -> list[Value]:
    """Call operands: memref descriptors unpacked into their fields (or the
    aligned pointer with the bare-pointer convention)."""
    bare = bare or converter.options.use_bare_ptr_call_conv
    out: list[Value] = []
    for operand, group in zip(operands, groups):
        t = operand.type
        if bare:
            if isinstance(t, T.MemRefType):
                out.append(MemRefDescriptor(group[0]).aligned_ptr(builder, loc))
                continue
        else:
            if isinstance(t, T.UnrankedMemRefType):
                UnrankedMemRefDescriptor.unpack(builder, loc, group[0], out)
                continue
            if isinstance(t, T.MemRefType):
                MemRefDescriptor.unpack(builder, loc, group[0], t, out)
                continue
        out.extend(group)
    return out


def populate_func_to_llvm_func_op_conversion_pattern(converter: LLVMTypeConverter, patterns: PatternSet) -> None:
    patterns.add(FuncOpConversion(converter))


def populate_func_to_llvm_conversion_patterns(converter: LLVMTypeConverter, patterns: PatternSet) -> None:
    populate_func_to_llvm_func_op_conversion_pattern(converter, patterns)
    patterns.add(CallIndirectOpLowering(converter), CallOpLowering(converter), ConstantOpLowering(converter),
                 ReturnOpLowering(converter))


class ConvertFuncToLLVMPass(Pass):
    argument = "convert-func-to-llvm"
    name = "ConvertFuncToLLVMPass"
    summary = "Convert from the Func dialect to the LLVM dialect"
    anchor = "builtin.module"
    dependent_dialects = ("llvm",)
    use_bare_ptr_call_conv = Option(bool, False, "Replace FuncOp's MemRef arguments with bare pointers to the "
                                    "MemRef element types", arg="use-bare-ptr-memref-call-conv")
    index_bitwidth = Option(int, 0, "Bitwidth of the index type, 0 to use size of machine word",
                            arg="index-bitwidth")

    def run_on_operation(self, op: Operation) -> None:
        options = LowerToLLVMOptions.for_op(op, self.index_bitwidth, self.use_bare_ptr_call_conv)
        converter = LLVMTypeConverter(options)
        patterns = PatternSet()
        populate_func_to_llvm_conversion_patterns(converter, patterns)
        try:
            apply_partial_conversion(op, LLVMConversionTarget(), patterns)
        except MLIRError as e:
            raise PassFailure(e) from None
