"""LLVM functions, calls and globals: ops with hand-written syntax
(LLVMDialect.cpp's parse/print)."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.format import directive_rule_name
from pyopt.ir.ods import (AffineScope, AttrSizedOperandSegments, AutomaticAllocationScope, IsolatedFromAbove,
                          OpDef, SingleBlockImplicitTerminator, Symbol, Terminator, opt_prop, opt_result, prop,
                          merge_attr_dict, region, successor, var_operand)
from pyopt.ir.parser import Signature, string_value, symbol_name
from pyopt.ir.printer import Printer
from pyopt.dialects.function_interface import print_function_signature, verify_argument_attrs
from pyopt.dialects.llvm import attrs as LA
from pyopt.dialects.llvm import constraints as LC
from pyopt.dialects.llvm import verifiers as V
from pyopt.dialects.llvm.call_syntax import (TRAILING_TYPES_RULE, TrailingTypes, bundle_props, print_bundles,
                                             resolve_call_types, trailing_types)
from pyopt.dialects.llvm.dialect import llvm
from pyopt.dialects.llvm.symbols import lookup_symbol
from pyopt.dialects.llvm.types import (LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMVoidType,
                                      is_compatible_type, void)

I64_0 = A.IntegerAttr(0, T.i64)


def _i64(v: int) -> A.IntegerAttr:
    return A.IntegerAttr(v, T.i64)


def split_attr_dict(cls: type[OpDef], attrs: A.DictionaryAttr | None, props: dict[str, A.Attribute]) -> dict[str, A.Attribute]:
    """Put the inherent entries of `attrs` into `props`; return the rest."""
    discardable: dict[str, A.Attribute] = {}
    for k, v in (attrs.entries if attrs is not None else ()):
        if k in cls.op_def.props:
            props[k] = v
        else:
            discardable[k] = v
    return discardable


def print_attr_dict(p: Printer, op: OpDef, elided: Sequence[str], keyword: bool = False) -> None:
    attrs = dict(op.properties)
    attrs.update(op.attributes)
    p.print_optional_attr_dict(attrs, elided, with_keyword=keyword)


def print_call_signature(p: Printer, arg_types: Sequence[T.Type], arg_attrs: A.Attribute | None,
                         result_types: Sequence[T.Type], res_attrs: A.Attribute | None) -> None:
    """call_interface_impl::printFunctionSignature with an empty result `()`."""
    args = list(arg_attrs) if isinstance(arg_attrs, A.ArrayAttr) else []
    res = list(res_attrs) if isinstance(res_attrs, A.ArrayAttr) else []
    p.write("(")
    for i, t in enumerate(arg_types):
        if i:
            p.write(", ")
        p.print_type(t)
        if i < len(args) and isinstance(args[i], A.DictionaryAttr) and args[i].entries:
            p.write(" ")
            p.print_attr(args[i])
    p.write(") -> ")
    has_attrs = any(isinstance(d, A.DictionaryAttr) and d.entries for d in res)
    if len(result_types) == 1 and not has_attrs and not isinstance(result_types[0], T.FunctionType):
        p.print_type(result_types[0])
        return
    p.write("(")
    for i, t in enumerate(result_types):
        if i:
            p.write(", ")
        p.print_type(t)
        if i < len(res) and isinstance(res[i], A.DictionaryAttr) and res[i].entries:
            p.write(" ")
            p.print_attr(res[i])
    p.write(")")


# ---- llvm.func ---------------------------------------------------------------------------
FUNC_ELIDED = ("sym_name", "function_type", "arg_attrs", "res_attrs", "linkage", "CConv", "visibility_",
               "comdat", "unnamed_addr", "vscale_range")


# Inherent attributes of llvm.func without a syntax of their own.
FUNC_OTHER_ATTRS = (
    "dso_local", "convergent", "personality", "garbageCollector", "passthrough", "function_entry_count",
    "memory_effects", "arm_streaming", "arm_locally_streaming", "arm_streaming_compatible", "arm_new_za",
    "arm_in_za", "arm_out_za", "arm_inout_za", "arm_preserves_za", "section", "alignment", "frame_pointer",
    "target_cpu", "tune_cpu", "reciprocal_estimates", "prefer_vector_width", "target_features", "no_infs_fp_math",
    "no_nans_fp_math", "no_signed_zeros_fp_math", "denormal_fp_math", "denormal_fp_math_f32", "fp_contract",
    "instrument_function_entry", "instrument_function_exit", "no_inline", "always_inline", "inline_hint",
    "no_unwind", "will_return", "optimize_none", "vec_type_hint", "work_group_size_hint", "reqd_work_group_size",
    "intel_reqd_sub_group_size", "uwtable_kind")


@llvm.op
class LLVMFuncOp(OpDef):
    name = "llvm.func"
    sym_name = prop(C.StrAttr)
    sym_visibility = opt_prop(C.StrAttr)
    function_type = prop(C.TypeAttrC(C.type_class(LLVMFunctionType, "LLVM function type"),
                                         summary="type attribute of LLVM function type"))
    linkage = prop(LA.LinkageAttrC, default=LA.LINKAGE_EXTERNAL)
    CConv = prop(LA.CConvAttrC, default=LA.CCONV_C)
    visibility_ = prop(LA.Visibility, default=I64_0)
    arg_attrs = opt_prop(C.ArrayAttr)
    res_attrs = opt_prop(C.ArrayAttr)
    unnamed_addr = opt_prop(LA.UnnamedAddr)
    vscale_range = opt_prop(C.DialectAttrC(LA.VScaleRangeAttr))
    comdat = opt_prop(C.SymbolRefAttr)
    locals().update({n: opt_prop(C.stored_as(LA.FUNC_ATTR_STORAGE.get(n, C.ANY_STORAGE))) for n in FUNC_OTHER_ATTRS})
    body = region()
    traits = (IsolatedFromAbove, Symbol, AffineScope, AutomaticAllocationScope)
    # Rules of the dialect's other hand-written syntax live here once.
    uses_directives = LA.RULE_DIRECTIVES + ("LLVMOpBundles",)
    grammar = ("[enum__llvm_linkage] [enum__llvm_visibility] [enum__llvm_unnamed_addr] [enum__llvm_cconv] "
               "op__llvm__func___head [op__llvm__func___vscale] [op__llvm__func___comdat] [attr_dict_kw] [region]")
    rules = {"head": "SYMBOL function_signature", "vscale": '"vscale_range" "(" INTEGER "," INTEGER ")"',
             "comdat": '"comdat" "(" symbol_ref ")"'}

    @classmethod
    def rule_head(cls, c: list[Any], builder: Any) -> tuple[Any, Signature, LLVMFunctionType]:
        """The name and signature, checked when read, before the body (as
        LLVMFuncOp::parse builds the LLVM function type from them)."""
        sym, sig = c
        sig.validate(builder, cls.name, allow_variadic=True)
        results = sig.result_types
        failed = f"custom op '{cls.name}' failed to construct function type: "
        if len(results) > 1:
            raise MLIRError(failed + "expected zero or one function result", builder.loc(sym))
        if any(not is_compatible_type(t) for t in sig.input_types):
            raise MLIRError(failed + "expected LLVM type for function arguments", builder.loc(sym))
        if results and not is_compatible_type(results[0]):
            raise MLIRError(failed + f"expected LLVM type for function results'{results[0]}'", builder.loc(sym))
        return sym, sig, LLVMFunctionType(results[0] if results else void, sig.input_types, sig.variadic)

    @classmethod
    def rule_vscale(cls, c: list[Any], builder: Any) -> A.Attribute:
        return LA.VScaleRangeAttr(A.IntegerAttr(int(c[0], 0), T.i32), A.IntegerAttr(int(c[1], 0), T.i32))

    @classmethod
    def rule_comdat(cls, c: list[Any], builder: Any) -> A.Attribute:
        return c[0]

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> LLVMFuncOp:
        tok, linkage, vis, unnamed, cconv, (sym, sig, ftype), vscale, comdat, attrs, body = children
        builder.pending_entry_args = None
        props: dict[str, A.Attribute] = {
            "sym_name": A.StringAttr(symbol_name(sym)),
            "function_type": A.TypeAttr(ftype),
            "linkage": LA.LinkageAttr(linkage or "external"),
            "visibility_": _i64(LA.VisibilityKeyword.by_name[vis] if vis else 0),
            "unnamed_addr": _i64(LA.UnnamedAddrKeyword.by_name[unnamed] if unnamed else 0),
            "CConv": LA.CConvAttr(cconv or "ccc"),
        }
        arg_attrs, res_attrs = sig.arg_attrs(), sig.res_attrs()
        if arg_attrs is not None:
            props["arg_attrs"] = arg_attrs
        if res_attrs is not None:
            props["res_attrs"] = res_attrs
        if vscale is not None:
            props["vscale_range"] = vscale
        if comdat is not None:
            props["comdat"] = comdat
        discardable: dict[str, A.Attribute] = {}
        merge_attr_dict(cls, attrs, props, discardable, builder.loc(tok))
        return cls([], [], discardable, props, [body if body is not None else Region()], [], builder.loc(tok))

    @property
    def type(self) -> LLVMFunctionType:
        t = self.properties["function_type"]
        assert isinstance(t, A.TypeAttr) and isinstance(t.value, LLVMFunctionType)
        return t.value

    def print(self, p: Printer) -> None:
        props = self.properties
        p.write(" ")
        linkage = props.get("linkage")
        if isinstance(linkage, LA.LinkageAttr) and linkage.value != "external":
            p.write(linkage.value + " ")
        vis = props.get("visibility_")
        if isinstance(vis, A.IntegerAttr) and vis.value:
            p.write(LA.Visibility.by_value[vis.value] + " ")
        unnamed = props.get("unnamed_addr")
        if isinstance(unnamed, A.IntegerAttr) and unnamed.value:
            p.write(LA.UnnamedAddr.by_value[unnamed.value] + " ")
        cconv = props.get("CConv")
        if isinstance(cconv, LA.CConvAttr) and cconv.value != "ccc":
            p.write(cconv.value + " ")
        name = props["sym_name"]
        assert isinstance(name, A.StringAttr)
        p.write(A.symbol_text(name.value))
        ftype = self.type
        results = () if isinstance(ftype.result, LLVMVoidType) else (ftype.result,)
        body = self.regions[0]
        print_function_signature(p, self, body if body.blocks else None, T.FunctionType(ftype.params, results),
                                 props.get("arg_attrs"), props.get("res_attrs"), variadic=ftype.vararg)
        vscale = props.get("vscale_range")
        if isinstance(vscale, LA.VScaleRangeAttr):
            p.write(f" vscale_range({vscale.min_range.value}, {vscale.max_range.value})")
        comdat = props.get("comdat")
        if comdat is not None:
            p.write(" comdat(")
            p.print_attr(comdat)
            p.write(")")
        print_attr_dict(p, self, FUNC_ELIDED, keyword=True)
        if body.blocks:
            p.write(" ")
            p.print_region(body, print_entry_args=False, print_terminators=True)

    def verify_(self) -> None:
        ftype = self.type
        verify_argument_attrs(self, ftype.params, [] if isinstance(ftype.result, LLVMVoidType) else [ftype.result])
        body = self.regions[0]
        if body.blocks:  # FunctionOpInterface's checks come first
            params = self.type.params
            entry = body.blocks[0]
            if len(entry.args) != len(params):
                raise self.emit_error(f"entry block must have {len(params)} arguments to match function signature")
            for i, (arg, t) in enumerate(zip(entry.args, params)):
                if arg.type is not t:
                    raise self.emit_error(f"type of entry block argument #{i}('{arg.type}') must match the type of "
                                          f"the corresponding argument in function signature('{t}')")
        V.verify_func(self)


# ---- calls --------------------------------------------------------------------------------
CALL_ELIDED = ("callee", "TailCallKind", "var_callee_type", "CConv", "operandSegmentSizes", "op_bundle_sizes",
               "op_bundle_tags", "arg_attrs", "res_attrs")


def _call_operands(builder: Any, tok: Any, op_name: str, callee: Any, arg_toks: list[Any] | None,
                   ctype: TrailingTypes) -> tuple[list[Value], A.Attribute | None, Signature]:
    """Check the trailing types, then resolve the callee (symbol or pointer
    operand) and the arguments."""
    arg_toks = arg_toks or []
    direct = callee.type == "SYMBOL"
    sig = resolve_call_types(builder, tok, op_name, direct, ctype, len(arg_toks) + (0 if direct else 1))
    operands: list[Value] = []
    callee_attr = None
    if direct:
        callee_attr = A.SymbolRefAttr(symbol_name(callee))
    else:
        operands.append(builder.use(callee, ctype.callee_type))
    operands.extend(builder.use(t, ty) for t, ty in zip(arg_toks, sig.input_types))
    return operands, callee_attr, sig


def _signature_attrs(sig: Signature, props: dict[str, A.Attribute]) -> None:
    a, r = sig.arg_attrs(), sig.res_attrs()
    if a is not None:
        props["arg_attrs"] = a
    if r is not None:
        props["res_attrs"] = r


def _print_callee(p: Printer, op: OpDef, operands: list[Value]) -> list[Value]:
    callee = op.properties.get("callee")
    if isinstance(callee, A.SymbolRefAttr):
        p.print_attr(callee)
        return operands
    p.print_operand(operands[0])
    return operands[1:]


@llvm.op
class CallOp(OpDef):
    name = "llvm.call"
    callee_operands = var_operand(LC.LLVMType)
    op_bundle_operands = var_operand(LC.LLVMType, segments="op_bundle_sizes")
    var_callee_type = opt_prop(C.TypeAttr)
    callee = opt_prop(C.FlatSymbolRefAttr)
    fastmathFlags = prop(LA.FastmathAttrC, default=LA.FASTMATH_NONE)
    CConv = prop(LA.CConvAttrC, default=LA.CCONV_C)
    TailCallKind = prop(C.DialectAttrC(LA.TailCallKindAttr), default=LA.TAIL_NONE)
    memory_effects = opt_prop(C.stored_as(LA.raw_storage("memory_effects")))
    convergent = opt_prop(C.UnitAttr)
    no_unwind = opt_prop(C.UnitAttr)
    will_return = opt_prop(C.UnitAttr)
    op_bundle_sizes = prop(C.DenseI32ArrayAttr)
    op_bundle_tags = opt_prop(C.ArrayAttr)
    arg_attrs = opt_prop(C.ArrayAttr)
    res_attrs = opt_prop(C.ArrayAttr)
    no_inline = opt_prop(C.UnitAttr)
    always_inline = opt_prop(C.UnitAttr)
    inline_hint = opt_prop(C.UnitAttr)
    access_groups = opt_prop(LA.AccessGroupArray)
    alias_scopes = opt_prop(LA.AliasScopeArray)
    noalias_scopes = opt_prop(LA.AliasScopeArray)
    tbaa = opt_prop(LA.TBAATagArray)
    result_ = opt_result(LC.LLVMType)
    traits = (AttrSizedOperandSegments,)
    grammar = ("[enum__llvm_cconv] [enum__llvm_tail_call_kind] (SYMBOL | VALUE) \"(\" [value_list] \")\" "
               "[op__llvm__call___vararg] [" + directive_rule_name("LLVMOpBundles") + "] [dict_attr] \":\" "
               "op__llvm__call___type")
    rules = {"vararg": '"vararg" "(" type ")"', "type": TRAILING_TYPES_RULE}

    @classmethod
    def rule_vararg(cls, c: list[Any], builder: Any) -> T.Type:
        return c[0]

    @classmethod
    def rule_type(cls, c: list[Any], builder: Any) -> TrailingTypes:
        return trailing_types(c)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> CallOp:
        tok, cconv, tck, callee, args, vararg, bundles, attrs, ctype = children
        operands, callee_attr, sig = _call_operands(builder, tok, cls.name, callee, args, ctype)
        props: dict[str, A.Attribute] = {"CConv": LA.CConvAttr(cconv or "ccc"),
                                         "TailCallKind": LA.TailCallKindAttr(tck or "none")}
        if callee_attr is not None:
            props["callee"] = callee_attr
        if vararg is not None:
            props["var_callee_type"] = A.TypeAttr(vararg)
        _signature_attrs(sig, props)
        bundle_operands = bundle_props(builder, bundles, props, cls.name)
        props["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (len(operands), len(bundle_operands)))
        discardable = split_attr_dict(cls, attrs, props)
        return cls(operands + bundle_operands, list(sig.result_types), discardable, props, 0, [],
                   builder.loc(tok))

    def print(self, p: Printer) -> None:
        props = self.properties
        p.write(" ")
        cconv = props.get("CConv")
        if isinstance(cconv, LA.CConvAttr) and cconv.value != "ccc":
            p.write(cconv.value + " ")
        tck = props.get("TailCallKind")
        if isinstance(tck, LA.TailCallKindAttr) and tck.value != "none":
            p.write(tck.value + " ")
        args = _print_callee(p, self, self.callee_operands)
        p.write("(")
        p.print_operands(args)
        p.write(")")
        var = props.get("var_callee_type")
        if isinstance(var, A.TypeAttr):
            p.write(" vararg(")
            p.print_type(var.value)
            p.write(")")
        print_bundles(p, self, self.op_bundle_operands)
        elided = CALL_ELIDED + (("fastmathFlags",) if props.get("fastmathFlags") is LA.FASTMATH_NONE else ())
        print_attr_dict(p, self, elided)
        p.write(" : ")
        if not isinstance(props.get("callee"), A.SymbolRefAttr):
            p.print_type(self.callee_operands[0].type)
            p.write(", ")
        print_call_signature(p, [v.type for v in args], props.get("arg_attrs"), [r.type for r in self.results],
                             props.get("res_attrs"))

    def verify_(self) -> None:
        V.verify_var_callee_type(self, _arg_operands(self))
        V.verify_operand_bundles(self)
        verify_call(self, self.callee_operands)


def _arg_operands(op: OpDef) -> list[Value]:
    """getArgOperands: the callee operands but an indirect callee."""
    args = op.callee_operands  # type: ignore[attr-defined]
    return list(args if op.properties.get("callee") is not None else args[1:])


def verify_call(op: OpDef, callee_operands: list[Value]) -> None:
    callee = op.properties.get("callee")
    if not isinstance(callee, A.SymbolRefAttr):
        if not callee_operands:
            raise op.emit_error("must have either a `callee` attribute or at least an operand")
        if not isinstance(callee_operands[0].type, LLVMPointerType):
            raise op.emit_error(f"indirect call expects a pointer as callee: '{callee_operands[0].type}'")
        return
    fn = lookup_symbol(op, callee)
    if fn is None:
        raise op.emit_error(f"'{callee.root}' does not reference a symbol in the current scope")
    if not isinstance(fn, LLVMFuncOp):
        what = "LLVM function or IFunc" if op.name == "llvm.call" else "LLVM function"
        raise op.emit_error(f"'{callee.root}' does not reference a valid {what}")
    ftype = fn.type
    if ftype.vararg and op.properties.get("var_callee_type") is None:
        raise op.emit_error("missing var_callee_type attribute for vararg call")
    n = len(callee_operands)
    if not ftype.vararg and len(ftype.params) != n:
        raise op.emit_error(f"incorrect number of operands ({n}) for callee (expecting: {len(ftype.params)})")
    if len(ftype.params) > n:
        raise op.emit_error(f"incorrect number of operands ({n}) for varargs callee (expecting: "
                            f"{len(ftype.params)})")
    for i, (v, t) in enumerate(zip(callee_operands, ftype.params)):
        if v.type is not t:
            raise op.emit_error(f"operand type mismatch for operand {i}: '{v.type}' != '{t}'")
    results = [r.type for r in op.results]
    void = isinstance(ftype.result, LLVMVoidType)
    if not results and not void:
        raise op.emit_error("expected function call to produce a value")
    if results and void:
        raise op.emit_error("calling function with void result must not produce values")
    if len(results) > 1:
        raise op.emit_error("expected LLVM function call to produce 0 or 1 result")
    if results and results[0] is not ftype.result:
        raise op.emit_error(f"result type mismatch: '{results[0]}' != '{ftype.result}'")


@llvm.op
class CallIntrinsicOp(OpDef):
    name = "llvm.call_intrinsic"
    args = var_operand(LC.LLVMType)
    op_bundle_operands = var_operand(LC.LLVMType, segments="op_bundle_sizes")
    intrin = prop(C.StrAttr)
    fastmathFlags = prop(LA.FastmathAttrC, default=LA.FASTMATH_NONE)
    op_bundle_sizes = prop(C.DenseI32ArrayAttr)
    op_bundle_tags = opt_prop(C.ArrayAttr)
    arg_attrs = opt_prop(C.ArrayAttr)
    res_attrs = opt_prop(C.ArrayAttr)
    results_ = opt_result(LC.LLVMType)
    traits = (AttrSizedOperandSegments,)
    grammar = ('STRING "(" [value_list] ")" [' + directive_rule_name("LLVMOpBundles") +
               '] [dict_attr] ":" op__llvm__call_intrinsic___type')
    rules = {"type": TRAILING_TYPES_RULE}

    @classmethod
    def rule_type(cls, c: list[Any], builder: Any) -> TrailingTypes:
        return trailing_types(c)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> CallIntrinsicOp:
        tok, intrin, args, bundles, attrs, ctype = children
        args = args or []
        sig = resolve_call_types(builder, tok, cls.name, True, ctype, len(args))
        operands = [builder.use(t, ty) for t, ty in zip(args, sig.input_types)]
        props: dict[str, A.Attribute] = {"intrin": A.StringAttr(string_value(intrin))}
        _signature_attrs(sig, props)
        bundle_operands = bundle_props(builder, bundles, props, cls.name)
        props["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (len(operands), len(bundle_operands)))
        discardable = split_attr_dict(cls, attrs, props)
        return cls(operands + bundle_operands, list(sig.result_types), discardable, props, 0, [],
                   builder.loc(tok))

    def print(self, p: Printer) -> None:
        props = self.properties
        p.write(" ")
        p.print_attr(props["intrin"])
        p.write("(")
        p.print_operands(self.args)
        p.write(")")
        print_bundles(p, self, self.op_bundle_operands)
        elided = ("operandSegmentSizes", "op_bundle_sizes", "intrin", "op_bundle_tags", "arg_attrs", "res_attrs")
        if props.get("fastmathFlags") is LA.FASTMATH_NONE:
            elided += ("fastmathFlags",)
        print_attr_dict(p, self, elided)
        p.write(" : ")
        print_call_signature(p, [v.type for v in self.args], props.get("arg_attrs"),
                             [r.type for r in self.results], props.get("res_attrs"))


@llvm.op
class InvokeOp(OpDef):
    name = "llvm.invoke"
    callee_operands = var_operand(LC.LLVMType)
    normalDestOperands = var_operand(LC.LLVMType)
    unwindDestOperands = var_operand(LC.LLVMType)
    op_bundle_operands = var_operand(LC.LLVMType, segments="op_bundle_sizes")
    var_callee_type = opt_prop(C.TypeAttr)
    callee = opt_prop(C.FlatSymbolRefAttr)
    arg_attrs = opt_prop(C.ArrayAttr)
    res_attrs = opt_prop(C.ArrayAttr)
    branch_weights = opt_prop(C.DenseI32ArrayAttr)
    CConv = prop(LA.CConvAttrC, default=LA.CCONV_C)
    op_bundle_sizes = prop(C.DenseI32ArrayAttr)
    op_bundle_tags = opt_prop(C.ArrayAttr)
    result_ = opt_result(LC.LLVMType)
    normalDest = successor()
    unwindDest = successor()
    traits = (AttrSizedOperandSegments, Terminator)
    grammar = ('[enum__llvm_cconv] (SYMBOL | VALUE) "(" [value_list] ")" "to" successor "unwind" successor '
               '[op__llvm__invoke___vararg] [' + directive_rule_name("LLVMOpBundles") + '] [dict_attr] ":" '
               'op__llvm__invoke___type')
    rules = {"vararg": '"vararg" "(" type ")"', "type": TRAILING_TYPES_RULE}
    rule_vararg = CallOp.rule_vararg
    rule_type = CallOp.rule_type

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> InvokeOp:
        tok, cconv, callee, args, normal, unwind, vararg, bundles, attrs, ctype = children
        operands, callee_attr, sig = _call_operands(builder, tok, cls.name, callee, args, ctype)
        props: dict[str, A.Attribute] = {"CConv": LA.CConvAttr(cconv or "ccc")}
        if callee_attr is not None:
            props["callee"] = callee_attr
        if vararg is not None:
            props["var_callee_type"] = A.TypeAttr(vararg)
        _signature_attrs(sig, props)
        normal_block, normal_args = normal if isinstance(normal, tuple) else (normal, [])
        unwind_block, unwind_args = unwind if isinstance(unwind, tuple) else (unwind, [])
        bundle_operands = bundle_props(builder, bundles, props, cls.name)
        props["operandSegmentSizes"] = A.DenseArrayAttr(
            T.i32, (len(operands), len(normal_args), len(unwind_args), len(bundle_operands)))
        discardable = split_attr_dict(cls, attrs, props)
        return cls(operands + normal_args + unwind_args + bundle_operands, list(sig.result_types), discardable,
                   props, 0, [normal_block, unwind_block], builder.loc(tok))

    def print(self, p: Printer) -> None:
        props = self.properties
        p.write(" ")
        cconv = props.get("CConv")
        if isinstance(cconv, LA.CConvAttr) and cconv.value != "ccc":
            p.write(cconv.value + " ")
        args = _print_callee(p, self, self.callee_operands)
        p.write("(")
        p.print_operands(args)
        p.write(") to ")
        p.print_successor_and_args(self.successors[0], self.normalDestOperands)
        p.write(" unwind ")
        p.print_successor_and_args(self.successors[1], self.unwindDestOperands)
        var = props.get("var_callee_type")
        if isinstance(var, A.TypeAttr):
            p.write(" vararg(")
            p.print_type(var.value)
            p.write(")")
        print_bundles(p, self, self.op_bundle_operands)
        print_attr_dict(p, self, ("callee", "operandSegmentSizes", "CConv", "var_callee_type", "op_bundle_sizes",
                                  "op_bundle_tags", "arg_attrs", "res_attrs"))
        p.write(" : ")
        if not isinstance(props.get("callee"), A.SymbolRefAttr):
            p.print_type(self.callee_operands[0].type)
            p.write(", ")
        print_call_signature(p, [v.type for v in args], props.get("arg_attrs"), [r.type for r in self.results],
                             props.get("res_attrs"))

    def verify_(self) -> None:
        V.verify_var_callee_type(self, _arg_operands(self))
        V.verify_invoke_unwind(self)
        V.verify_operand_bundles(self)
        verify_call(self, self.callee_operands)


# ---- globals --------------------------------------------------------------------------------
def _print_global_prefix(p: Printer, op: OpDef) -> None:
    props = op.properties
    linkage = props.get("linkage")
    p.write(" " + (linkage.value if isinstance(linkage, LA.LinkageAttr) else "external") + " ")
    vis = props.get("visibility_")
    if isinstance(vis, A.IntegerAttr) and vis.value:
        p.write(LA.Visibility.by_value[vis.value] + " ")
    if props.get("thread_local_") is not None:
        p.write("thread_local ")
    unnamed = props.get("unnamed_addr")
    if isinstance(unnamed, A.IntegerAttr) and unnamed.value:
        p.write(LA.UnnamedAddr.by_value[unnamed.value] + " ")


def _global_prefix_props(linkage: str | None, vis: str | None, tls: Any, unnamed: str | None) -> dict[str, A.Attribute]:
    props: dict[str, A.Attribute] = {
        "linkage": LA.LinkageAttr(linkage or "external"),
        "visibility_": _i64(LA.VisibilityKeyword.by_name[vis] if vis else 0),
        "unnamed_addr": _i64(LA.UnnamedAddrKeyword.by_name[unnamed] if unnamed else 0),
    }
    if tls is not None:
        props["thread_local_"] = A.UnitAttr()
    return props


GLOBAL_PREFIX = "[enum__llvm_linkage] [enum__llvm_visibility] [{tl}] [enum__llvm_unnamed_addr]"


@llvm.op
class GlobalOp(OpDef):
    name = "llvm.mlir.global"
    global_type = prop(C.TypeAttr)
    constant = opt_prop(C.UnitAttr)
    sym_name = prop(C.StrAttr)
    linkage = prop(LA.LinkageAttrC)
    dso_local = opt_prop(C.UnitAttr)
    thread_local_ = opt_prop(C.UnitAttr)
    externally_initialized = opt_prop(C.UnitAttr)
    value = opt_prop()
    alignment = opt_prop(C.I64Attr)
    addr_space = prop(C.NonNegativeI32Attr, default=A.IntegerAttr(0, T.i32))
    unnamed_addr = opt_prop(LA.UnnamedAddr)
    section = opt_prop(C.StrAttr)
    comdat = opt_prop(C.SymbolRefAttr)
    dbg_exprs = opt_prop(C.ArrayAttr)
    visibility_ = prop(LA.Visibility, default=I64_0)
    target_specific_attrs = opt_prop(C.ArrayAttr)
    initializer = region()
    traits = (IsolatedFromAbove, SingleBlockImplicitTerminator("llvm.return"), Symbol)
    grammar = (GLOBAL_PREFIX.format(tl="op__llvm__mlir__global___tl") +
               ' [op__llvm__mlir__global___const] SYMBOL "(" [attribute] ")" [op__llvm__mlir__global___comdat] '
               '[dict_attr] [op__llvm__mlir__global___typed]')
    rules = {"tl": '"thread_local"', "const": '"constant"', "comdat": '"comdat" "(" symbol_ref ")"',
             "typed": '":" type ("," type)* [region]'}

    @classmethod
    def rule_tl(cls, c: list[Any], builder: Any) -> bool:
        return True

    rule_const = rule_tl

    @classmethod
    def rule_comdat(cls, c: list[Any], builder: Any) -> A.Attribute:
        return c[0]

    @classmethod
    def rule_typed(cls, c: list[Any], builder: Any) -> tuple[list[T.Type], Region | None]:
        return (c[:-1], c[-1])

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> GlobalOp:
        tok, linkage, vis, tls, unnamed, const, sym, value, comdat, attrs, typed = children
        props = _global_prefix_props(linkage, vis, tls, unnamed)
        props["sym_name"] = A.StringAttr(symbol_name(sym))
        if const is not None:
            props["constant"] = A.UnitAttr()
        if value is not None:
            props["value"] = value
        if comdat is not None:
            props["comdat"] = comdat
        discardable = split_attr_dict(cls, attrs, props)
        body = None
        types, body = typed if typed is not None else ([], None)
        if len(types) > 1:
            raise builder.error(tok, f"custom op '{cls.name}' expected zero or one type")
        if types:
            ty = types[0]
        elif isinstance(value, A.StringAttr):
            ty = LLVMArrayType(T.i8, len(value.data))
        else:
            raise builder.error(tok, f"custom op '{cls.name}' type can only be omitted for string globals")
        props["global_type"] = A.TypeAttr(ty)
        return cls([], [], discardable, props, [body if body is not None else Region()], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        props = self.properties
        _print_global_prefix(p, self)
        if props.get("constant") is not None:
            p.write("constant ")
        p.write(A.symbol_text(props["sym_name"].value))  # type: ignore[attr-defined]
        p.write("(")
        value = props.get("value")
        if value is not None:
            p.print_attr(value)
        p.write(")")
        comdat = props.get("comdat")
        if comdat is not None:
            p.write(" comdat(")
            p.print_attr(comdat)
            p.write(")")
        print_attr_dict(p, self, ("sym_name", "global_type", "constant", "value", "linkage", "unnamed_addr",
                                  "thread_local_", "visibility_", "comdat"))
        if isinstance(value, A.StringAttr):
            return
        p.write(" : ")
        p.print_type(props["global_type"].value)  # type: ignore[attr-defined]
        init = self.regions[0]
        if init.blocks:
            p.write(" ")
            p.print_region(init, print_entry_args=False, print_terminators=True)

    verify_ = V.verify_global
    verify_regions_ = V.verify_global_regions


@llvm.op
class AliasOp(OpDef):
    name = "llvm.mlir.alias"
    alias_type = prop(C.TypeAttr)
    sym_name = prop(C.StrAttr)
    linkage = prop(LA.LinkageAttrC)
    dso_local = opt_prop(C.UnitAttr)
    thread_local_ = opt_prop(C.UnitAttr)
    unnamed_addr = opt_prop(LA.UnnamedAddr)
    visibility_ = prop(LA.Visibility, default=I64_0)
    initializer = region()
    traits = (IsolatedFromAbove, SingleBlockImplicitTerminator("llvm.return"), Symbol)
    verify_ = V.verify_alias
    verify_regions_ = V.verify_alias_regions
    grammar = (GLOBAL_PREFIX.format(tl="op__llvm__mlir__alias___tl") +
               ' SYMBOL [dict_attr] ":" type region')
    rules = {"tl": '"thread_local"'}
    rule_tl = GlobalOp.rule_tl

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AliasOp:
        tok, linkage, vis, tls, unnamed, sym, attrs, ty, body = children
        props = _global_prefix_props(linkage, vis, tls, unnamed)
        props["sym_name"] = A.StringAttr(symbol_name(sym))
        props["alias_type"] = A.TypeAttr(ty)
        discardable = split_attr_dict(cls, attrs, props)
        return cls([], [], discardable, props, [body], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        props = self.properties
        _print_global_prefix(p, self)
        p.write(A.symbol_text(props["sym_name"].value))  # type: ignore[attr-defined]
        print_attr_dict(p, self, ("sym_name", "alias_type", "linkage", "unnamed_addr", "thread_local_",
                                  "visibility_"))
        p.write(" : ")
        p.print_type(props["alias_type"].value)  # type: ignore[attr-defined]
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)


@llvm.op
class IFuncOp(OpDef):
    name = "llvm.mlir.ifunc"
    sym_name = prop(C.SymbolNameAttr)
    i_func_type = prop(C.TypeAttr)
    resolver = prop(C.FlatSymbolRefAttr)
    resolver_type = prop(C.TypeAttr)
    linkage = prop(LA.LinkageAttrC)
    dso_local = opt_prop(C.UnitAttr)
    address_space = prop(C.I32Attr, default=A.IntegerAttr(0, T.i32))
    unnamed_addr = prop(LA.UnnamedAddr, default=I64_0)
    visibility_ = prop(LA.Visibility, default=I64_0)
    traits = (IsolatedFromAbove, Symbol)
    verify_ = V.verify_ifunc
    verify_symbol_uses = V.verify_ifunc_uses
    grammar = ('enum__llvm_linkage [enum__llvm_visibility] [enum__llvm_unnamed_addr] SYMBOL ":" type "," type '
               'SYMBOL [dict_attr]')

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> IFuncOp:
        tok, linkage, vis, unnamed, sym, ftype, rtype, resolver, attrs = children
        props = _global_prefix_props(linkage, vis, None, unnamed)
        props.update({"sym_name": A.StringAttr(symbol_name(sym)), "i_func_type": A.TypeAttr(ftype),
                      "resolver_type": A.TypeAttr(rtype), "resolver": A.SymbolRefAttr(symbol_name(resolver))})
        discardable = split_attr_dict(cls, attrs, props)
        return cls([], [], discardable, props, 0, [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        props = self.properties
        _print_global_prefix(p, self)
        p.write(A.symbol_text(props["sym_name"].value) + " : ")  # type: ignore[attr-defined]
        p.print_type(props["i_func_type"].value)  # type: ignore[attr-defined]
        p.write(", ")
        p.print_type(props["resolver_type"].value)  # type: ignore[attr-defined]
        p.write(" ")
        p.print_attr(props["resolver"])
        elided = {"linkage", "visibility_", "unnamed_addr", "sym_name", "i_func_type", "resolver_type", "resolver"}
        if props.get("address_space") == A.IntegerAttr(0, T.i32):
            elided.add("address_space")
        print_attr_dict(p, self, tuple(elided))
