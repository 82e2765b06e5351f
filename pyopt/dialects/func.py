"""The func dialect."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import (AffineScope, AutomaticAllocationScope, ConstantLike, Dialect, HasParent,
                          IsolatedFromAbove, OpDef, Pure, ReturnLike, Symbol, Terminator, operand, opt_prop,
                          prop, region, result, var_operand, var_result)
from pyopt.ir.symbols import lookup_nearest_symbol_from
from pyopt.dialects.cast_interface import quoted_types
from pyopt.dialects.function_interface import FunctionOp, verify_argument_attrs

func = Dialect("func")


@func.op
class FuncOp(FunctionOp):
    name = "func.func"
    default_dialect = "func"
    sym_name = prop(C.SymbolNameAttr)
    function_type = prop(C.TypeAttrC(C.type_class(T.FunctionType, "function type"), summary="type attribute of function type"))
    sym_visibility = opt_prop(C.StrAttr)
    arg_attrs = opt_prop(C.DictArrayAttr)
    res_attrs = opt_prop(C.DictArrayAttr)
    no_inline = opt_prop(C.UnitAttr)
    body = region()
    traits = (IsolatedFromAbove, Symbol, AffineScope, AutomaticAllocationScope)
    def verify_(self) -> None:
        ftype = self.type
        verify_argument_attrs(self, ftype.inputs, ftype.results)
        body = self.regions[0]
        if body.blocks:
            entry = body.blocks[0]
            if len(entry.args) != len(ftype.inputs):
                raise self.emit_error(f"entry block must have {len(ftype.inputs)} arguments to match "
                                      f"function signature")
            for i, (arg, t) in enumerate(zip(entry.args, ftype.inputs)):
                if arg.type is not t:
                    raise self.emit_error(f"type of entry block argument #{i}({arg.type}) must match the type of "
                                          f"the corresponding argument in function signature({t})")
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
                    raise self.emit_plain_error(  # emitError(): MLIR words this one without the op name
                        f"type of return operand {i} ('{v.type}') doesn't match function result "
                        f"type ('{t}') in function @{parent.properties['sym_name'].value}")  # type: ignore[attr-defined]


@func.op
class CallOp(OpDef):
    name = "func.call"
    aliases = ("call",)
    callee = prop(C.FlatSymbolRefAttr)
    arg_attrs = opt_prop(C.DictArrayAttr)
    res_attrs = opt_prop(C.DictArrayAttr)
    no_inline = opt_prop(C.UnitAttr)
    operands_ = var_operand()
    results_ = var_result()
    assembly_format = "$callee `(` $operands_ `)` attr-dict `:` functional-type($operands_, results)"

    def verify_symbol_uses(self) -> None:
        callee = self.properties.get("callee")
        if not isinstance(callee, A.SymbolRefAttr):
            raise self.emit_error("requires a 'callee' symbol reference attribute")
        fn = lookup_nearest_symbol_from(self, callee)
        if not isinstance(fn, FuncOp):
            raise self.emit_error(f"'{callee.leaf}' does not reference a valid function")
        ftype = fn.type
        operands = self.operands
        if len(ftype.inputs) != len(operands):
            raise self.emit_error("incorrect number of operands for callee")
        for i, (v, t) in enumerate(zip(operands, ftype.inputs)):
            if v.type is not t:
                raise self.emit_error(f"operand type mismatch: expected operand type '{t}', but provided "
                                      f"'{v.type}' for operand number {i}")
        if len(ftype.results) != len(self.results):
            raise self.emit_error("incorrect number of results for callee")
        for i, (r, t) in enumerate(zip(self.results, ftype.results)):
            if r.type is not t:
                raise self.emit_error(f"result type mismatch at index {i}").note(
                    "      op result types: " + quoted_types([x.type for x in self.results]), self.loc).note(
                    "function result types: " + quoted_types(ftype.results), self.loc)


@func.op
class CallIndirectOp(OpDef):
    name = "func.call_indirect"
    aliases = ("call_indirect",)
    callee = operand(C.type_class(T.FunctionType, "function type"))
    callee_operands = var_operand()
    arg_attrs = opt_prop(C.DictArrayAttr)
    res_attrs = opt_prop(C.DictArrayAttr)
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

    result_names = ("f",)

    def verify_symbol_uses(self) -> None:
        ref = self.properties.get("value")
        assert isinstance(ref, A.SymbolRefAttr)
        fn = lookup_nearest_symbol_from(self, ref)
        if not isinstance(fn, FuncOp):
            raise self.emit_error(f"reference to undefined function '{ref.leaf}'")
        if fn.type is not self.results[0].type:
            raise self.emit_error("reference to function with mismatched type")
