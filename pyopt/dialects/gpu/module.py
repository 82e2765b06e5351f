"""gpu.module, gpu.binary, gpu.func and their terminators."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import (SIZED_REGION_1, AffineScope, AutomaticAllocationScope, GraphRegion, IsolatedFromAbove,
                          NoRegionArguments, NoTerminator, OpDef, Pure, ReturnLike, Symbol, SymbolTable, Terminator,
                          merge_attr_dict,
                          opt_prop, prop, region, var_operand)
from pyopt.ir.parser import symbol_name
from pyopt.ir.printer import Printer
from pyopt.dialects.function_interface import print_function_signature
from pyopt.dialects.gpu.attrs import AddressSpaceAttr, GPUObjectArrayC, GPUTargetArrayC, OffloadingHandlerC
from pyopt.dialects.gpu.dialect import gpu

DictArrayAttr = C.DictArrayAttr


class _DimSizeHintC(C.AttrConstraint):
    summary = "i32 dense array attribute with 3 elements (if present)"
    storage = C.dense_array_storage(T.i32)

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.DenseArrayAttr) and attr.element is T.i32 and len(attr.values) == 3


@gpu.op
class GPUModuleOp(OpDef):
    name = "gpu.module"
    sym_name = prop(C.SymbolNameAttr)
    targets = opt_prop(GPUTargetArrayC)
    offloadingHandler = opt_prop(OffloadingHandlerC())
    bodyRegion = region(single_block=True, blocks=SIZED_REGION_1)
    traits = (IsolatedFromAbove, NoRegionArguments, SymbolTable, Symbol, NoTerminator, GraphRegion)
    assembly_format = ("$sym_name (`<` $offloadingHandler^ `>`)? ($targets^)? "
                       "attr-dict-with-keyword $bodyRegion")

    def verify_(self) -> None:
        """GPUModuleOp::verify: each target that checks modules
        (TargetAttrVerifyInterface) checks this one; the first failure stops."""
        targets = self.properties.get("targets")
        for target in getattr(targets, "elements", ()):
            check = getattr(target, "verify_target", None)
            if check is not None:
                check(self)


@gpu.op
class BinaryOp(OpDef):
    name = "gpu.binary"
    sym_name = prop(C.SymbolNameAttr)
    offloadingHandler = opt_prop(OffloadingHandlerC())
    objects = prop(GPUObjectArrayC)
    traits = (Symbol,)
    assembly_format = "$sym_name custom<OffloadingHandler>($offloadingHandler) attr-dict $objects"


# ---- gpu.func ------------------------------------------------------------------------------
_FUNC_ELIDED = ("workgroup_attributions", "gpu.kernel", "function_type", "arg_attrs", "res_attrs",
                "workgroup_attrib_attrs", "private_attrib_attrs", "sym_name")


def _attribution_attrs(items: list[Any]) -> A.ArrayAttr | None:
    if not any(a[2] is not None and a[2].entries for a in items):
        return None
    return A.ArrayAttr(tuple(a[2] if a[2] is not None else A.DictionaryAttr(()) for a in items))


@gpu.op
class GPUFuncOp(OpDef):
    name = "gpu.func"
    function_type = prop(C.TypeAttrC(C.type_class(T.FunctionType, "function type"),
                                     summary="type attribute of function type"))
    arg_attrs = opt_prop(DictArrayAttr)
    res_attrs = opt_prop(DictArrayAttr)
    workgroup_attrib_attrs = opt_prop(DictArrayAttr)
    private_attrib_attrs = opt_prop(DictArrayAttr)
    known_block_size = opt_prop(_DimSizeHintC())
    known_grid_size = opt_prop(_DimSizeHintC())
    known_cluster_size = opt_prop(_DimSizeHintC())
    body = region()
    traits = (IsolatedFromAbove, Symbol, AffineScope, AutomaticAllocationScope)
    grammar = ("SYMBOL function_signature [op__gpu__func___workgroup] [op__gpu__func___private] "
               "[op__gpu__func___kernel] [attr_dict_kw] region")
    rules = {"workgroup": '"workgroup" "(" [func_args] ")"',
             "private": '"private" "(" [func_args] ")"',
             "kernel": '"kernel"'}

    @classmethod
    def _add_entry_args(cls, items: list[Any] | None, builder: Any) -> list[Any]:
        items = items or []
        pending = builder.pending_entry_args or []
        pending.extend((tok, ty, loc) for tok, ty, _, loc in items)
        builder.pending_entry_args = pending
        return items

    @classmethod
    def rule_workgroup(cls, children: list[Any], builder: Any) -> list[Any]:
        return cls._add_entry_args(children[0], builder)

    @classmethod
    def rule_private(cls, children: list[Any], builder: Any) -> list[Any]:
        return cls._add_entry_args(children[0], builder)

    @classmethod
    def rule_kernel(cls, children: list[Any], builder: Any) -> bool:
        return True

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> GPUFuncOp:
        tok, sym, sig, wg, priv, kernel, attrs, body = children
        builder.pending_entry_args = None
        sig.validate(builder, cls.name)
        if any(a[0] is None for a in sig.args):
            # At the `(` of the argument list, where the parser stood.
            raise MLIRError("custom op 'gpu.func' gpu.func requires named arguments", builder.loc_after(sym))
        props: dict[str, A.Attribute] = {
            "function_type": A.TypeAttr(T.FunctionType(sig.input_types, sig.result_types))}
        for key, value in (("arg_attrs", sig.arg_attrs()), ("res_attrs", sig.res_attrs()),
                           ("workgroup_attrib_attrs", _attribution_attrs(wg or [])),
                           ("private_attrib_attrs", _attribution_attrs(priv or []))):
            if value is not None:
                props[key] = value
        discardable: dict[str, A.Attribute] = {"sym_name": A.StringAttr(symbol_name(sym))}
        if kernel:
            discardable["gpu.kernel"] = A.UnitAttr()
        discardable["workgroup_attributions"] = A.IntegerAttr(len(wg or []), T.i64)
        merge_attr_dict(cls, attrs, props, discardable, builder.loc(tok))
        return cls([], [], discardable, props, [body], [], builder.loc(tok))

    @property
    def type(self) -> T.FunctionType:
        t = self.properties["function_type"]
        assert isinstance(t, A.TypeAttr) and isinstance(t.value, T.FunctionType)
        return t.value

    @property
    def is_kernel(self) -> bool:
        return "gpu.kernel" in self.attributes

    def num_workgroup_attributions(self) -> int:
        n = self.attributes.get("workgroup_attributions")
        return n.value if isinstance(n, A.IntegerAttr) else 0

    def print(self, p: Printer) -> None:
        name = self.attributes.get("sym_name")
        p.write(" " + A.symbol_text(name.value if isinstance(name, A.StringAttr) else ""))
        body = self.regions[0]
        ftype = self.type
        print_function_signature(p, self, body if body.blocks else None, ftype,
                                 self.properties.get("arg_attrs"), self.properties.get("res_attrs"))
        if body.blocks:
            args = body.blocks[0].args
            n_in = len(ftype.inputs)
            n_wg = self.num_workgroup_attributions()
            self._print_attributions(p, "workgroup", args[n_in:n_in + n_wg],
                                     self.properties.get("workgroup_attrib_attrs"))
            self._print_attributions(p, "private", args[n_in + n_wg:], self.properties.get("private_attrib_attrs"))
        if self.is_kernel:
            p.write(" kernel")
        attrs = dict(self.properties)
        attrs.update(self.attributes)
        p.print_optional_attr_dict(attrs, _FUNC_ELIDED, with_keyword=True)
        p.write(" ")
        p.print_region(body, print_entry_args=False, print_terminators=True)

    @staticmethod
    def _print_attributions(p: Printer, keyword: str, args: list[Any], attrs: A.Attribute | None) -> None:
        if not args:
            return
        dicts = list(attrs) if isinstance(attrs, A.ArrayAttr) else []
        p.write(f" {keyword}(")
        for i, arg in enumerate(args):
            if i:
                p.write(", ")
            p.write(p.value_name(arg) + " : ")
            p.print_type(arg.type)
            if i < len(dicts) and isinstance(dicts[i], A.DictionaryAttr) and dicts[i].entries:  # type: ignore[union-attr]
                p.write(" ")
                p.print_attr(dicts[i])
        p.write(")")

    def verify_(self) -> None:
        parent = self.parent_op
        if parent is None or parent.name != "gpu.module":
            raise self.emit_error("expects parent op 'gpu.module'")
        ftype = self.type
        if self.is_kernel and ftype.results:
            raise self.emit_error("expected void return type for kernel function")
        body = self.regions[0]
        if not body.blocks:
            raise self.emit_error("expected body with at least one block")
        args = body.blocks[0].args
        n_in = len(ftype.inputs)
        if len(args) < n_in + self.num_workgroup_attributions():
            raise self.emit_error(f"expected at least {n_in + self.num_workgroup_attributions()} arguments to "
                                  "body region")
        for i, (arg, t) in enumerate(zip(args, ftype.inputs)):
            if arg.type is not t:
                raise self.emit_error(f"expected body region argument #{i} to be of type {t}, got {arg.type}")
        n_wg = self.num_workgroup_attributions()
        for space, attribs in (("workgroup", args[n_in:n_in + n_wg]), ("private", args[n_in + n_wg:])):
            for a in attribs:
                if not isinstance(a.type, T.MemRefType):
                    raise self.emit_error("expected memref type in attribution")
                ms = a.type.memory_space
                if isinstance(ms, type(AddressSpaceAttr("global"))) and ms.value != space:  # type: ignore[attr-defined]
                    raise self.emit_error(f"expected memory space {space} in attribution")


@gpu.op
class ReturnOp(OpDef):
    name = "gpu.return"
    operands_ = var_operand()
    traits = (Pure, Terminator, ReturnLike)
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify_(self) -> None:
        func = self.parent_op
        if not isinstance(func, GPUFuncOp):
            raise self.emit_error("expects parent op 'gpu.func'")
        results = func.type.results
        if len(results) != len(self.operands):
            raise self.emit_error(f"expected {len(results)} result operands").note(
                "return type declared here", func.loc)
        for i, (v, t) in enumerate(zip(self.operands, results)):
            if v.type is not t:
                raise self.emit_error(f"unexpected type `'{v.type}'' for operand #{i}")


@gpu.op
class TerminatorOp(OpDef):
    name = "gpu.terminator"
    traits = (Pure, Terminator)
    assembly_format = "attr-dict"

    def verify_(self) -> None:
        parent = self.parent_op
        if parent is None or parent.name != "gpu.launch":
            raise self.emit_error("expects parent op 'gpu.launch'")


@gpu.op
class YieldOp(OpDef):
    name = "gpu.yield"
    values = var_operand()
    traits = (Pure, Terminator, ReturnLike)
    assembly_format = "attr-dict ($values^ `:` type($values))?"
