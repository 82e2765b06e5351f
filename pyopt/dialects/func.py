"""The func dialect."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Block
from pyopt.ir.ods import (AffineScope, AutomaticAllocationScope, ConstantLike, Dialect, HasParent,
                          IsolatedFromAbove, OpDef, Pure, ReturnLike, Symbol, Terminator, operand, opt_prop,
                          prop, region, result, var_operand, var_result)
from pyopt.ir.parser import Signature, symbol_name
from pyopt.ir.printer import Printer
from pyopt.dialects.function_interface import (SIGNATURE_ATTRS, print_function_signature,
                                                signature_properties)

func = Dialect("func")


@func.op
class FuncOp(OpDef):
    name = "func.func"
    default_dialect = "func"
    sym_name = prop(C.SymbolNameAttr)
    function_type = prop(C.TypeAttrC(summary="type attribute of function type"))
    sym_visibility = opt_prop(C.StrAttr)
    arg_attrs = opt_prop(C.ArrayAttr)
    res_attrs = opt_prop(C.ArrayAttr)
    no_inline = opt_prop(C.UnitAttr)
    body = region()
    traits = (IsolatedFromAbove, Symbol, AffineScope, AutomaticAllocationScope)
    grammar = "[symbol_visibility] SYMBOL function_signature [attr_dict_kw] [region]"

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> FuncOp:
        tok, vis, sym, sig, attrs, body = children
        builder.pending_entry_args = None
        props = signature_properties(sig, symbol_name(sym), vis)
        discardable: dict[str, A.Attribute] = {}
        for k, v in (attrs.entries if attrs is not None else ()):
            if k in cls.op_def.props:
                props[k] = v
            else:
                discardable[k] = v
        from pyopt.ir.core import Region

        return cls([], [], discardable, props, [body if body is not None else Region()], [], builder.loc(tok))

    @property
    def type(self) -> T.FunctionType:
        t = self.properties["function_type"]
        assert isinstance(t, A.TypeAttr) and isinstance(t.value, T.FunctionType)
        return t.value

    def print(self, p: Printer) -> None:
        vis = self.properties.get("sym_visibility")
        if isinstance(vis, A.StringAttr):
            p.write(" " + vis.value)
        name = self.properties["sym_name"]
        assert isinstance(name, A.StringAttr)
        p.write(" " + A.symbol_text(name.value))
        body = self.regions[0]
        print_function_signature(p, self, body if body.blocks else None, self.type,
                                 self.properties.get("arg_attrs"), self.properties.get("res_attrs"))
        attrs = dict(self.attributes)
        for k, v in self.properties.items():
            if k not in SIGNATURE_ATTRS:
                attrs[k] = v
        p.print_optional_attr_dict(attrs, with_keyword=True)
        if body.blocks:
            p.write(" ")
            p.print_region(body, print_entry_args=False, print_terminators=True)

    def verify_(self) -> None:
        body = self.regions[0]
        if body.blocks:
            entry = body.blocks[0]
            if len(entry.args) != len(self.type.inputs):
                raise self.emit_error(f"entry block must have {len(self.type.inputs)} arguments to match "
                                      f"function signature")
        elif self.properties.get("sym_visibility") is None or \
                getattr(self.properties.get("sym_visibility"), "value", "") == "public":
            raise self.emit_error("symbol declaration cannot have public visibility")


@func.op
class ReturnOp(OpDef):
    name = "func.return"
    aliases = ("return",)
    operands_ = var_operand()
    traits = (Pure, Terminator, ReturnLike, HasParent("func.func"))
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify_(self) -> None:
        parent = self.parent_op
        if isinstance(parent, FuncOp):
            results = parent.type.results
            vals = self.operands
            if len(vals) != len(results):
                raise self.emit_error(f"has {len(vals)} operands, but enclosing function (@"
                                      f"{parent.properties['sym_name'].value}) returns {len(results)}")  # type: ignore[attr-defined]
            for i, (v, t) in enumerate(zip(vals, results)):
                if v.type is not t:
                    raise self.emit_error(f"type of return operand {i} ({v.type}) doesn't match function result "
                                          f"type ({t}) in function @{parent.properties['sym_name'].value}")  # type: ignore[attr-defined]


@func.op
class CallOp(OpDef):
    name = "func.call"
    aliases = ("call",)
    callee = prop(C.FlatSymbolRefAttr)
    arg_attrs = opt_prop(C.ArrayAttr)
    res_attrs = opt_prop(C.ArrayAttr)
    no_inline = opt_prop(C.UnitAttr)
    operands_ = var_operand()
    results_ = var_result()
    assembly_format = "$callee `(` $operands_ `)` attr-dict `:` functional-type($operands_, results)"


@func.op
class CallIndirectOp(OpDef):
    name = "func.call_indirect"
    aliases = ("call_indirect",)
    callee = operand(C.type_class(T.FunctionType, "function type"))
    callee_operands = var_operand()
    arg_attrs = opt_prop(C.ArrayAttr)
    res_attrs = opt_prop(C.ArrayAttr)
    results_ = var_result()
    assembly_format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)"

    @staticmethod
    def infer_types(b: Any) -> None:
        ft = b.types.get("callee")
        if isinstance(ft, T.FunctionType):
            b.types["callee_operands"] = list(ft.inputs)
            b.types["results_"] = list(ft.results)


@func.op
class ConstantOp(OpDef):
    name = "func.constant"
    aliases = ("constant",)
    value = prop(C.FlatSymbolRefAttr)
    result_ = result()
    traits = (Pure, ConstantLike)
    assembly_format = "attr-dict $value `:` type(results)"

    def suggest_result_names(self) -> Sequence[str | None]:
        return ["f"]
