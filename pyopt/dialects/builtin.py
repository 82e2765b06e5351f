"""The builtin dialect: module and unrealized_conversion_cast."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir.ods import (SIZED_REGION_1, AffineScope, Dialect, GraphRegion, IsolatedFromAbove, NoTerminator, OpDef,
                          Pure, Symbol, SymbolTable, opt_prop, region, var_operand, var_result)
from pyopt.ir.parser import symbol_name
from pyopt.ir.printer import Printer
from pyopt.dialects.cast_interface import verify_cast

builtin = Dialect("builtin")


@builtin.op
class ModuleOp(OpDef):
    name = "builtin.module"
    aliases = ("module",)
    default_dialect = "builtin"
    sym_name = opt_prop(C.SymbolNameAttr)
    sym_visibility = opt_prop(C.StrAttr)
    body = region(single_block=True, blocks=SIZED_REGION_1, ods_name="bodyRegion")
    traits = (IsolatedFromAbove, NoTerminator, SymbolTable, Symbol, GraphRegion, AffineScope)
    grammar = "[SYMBOL] [attr_dict_kw] region"

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> ModuleOp:
        tok, sym, attrs, body = children
        props: dict[str, A.Attribute] = {}
        discardable: dict[str, A.Attribute] = {}
        if sym is not None:
            props["sym_name"] = A.StringAttr(symbol_name(sym))
        for k, v in (attrs.entries if attrs is not None else ()):
            if k in ("sym_name", "sym_visibility"):
                props[k] = v
            else:
                discardable[k] = v
        if not body.blocks:
            from pyopt.ir.core import Block

            body.add_block(Block())
        return cls([], [], discardable, props, [body], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        name = self.properties.get("sym_name")
        if isinstance(name, A.StringAttr):
            p.write(" " + A.symbol_text(name.value))
        attrs = dict(self.attributes)
        vis = self.properties.get("sym_visibility")
        if vis is not None:
            attrs["sym_visibility"] = vis
        p.print_optional_attr_dict(attrs, with_keyword=True)
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=False)

    def verify_(self) -> None:
        body = self.regions[0]
        if body.blocks and body.blocks[0].args:
            raise self.emit_error("region should have no arguments")
        for k in sorted([*self.attributes, *self.properties]):
            if "." not in k and k not in ("sym_name", "sym_visibility"):
                raise self.emit_error(f"can only contain attributes with dialect-prefixed names, found: '{k}'")

    @classmethod
    def empty(cls, loc: A.Location | None = None) -> ModuleOp:
        from pyopt.ir.core import Block, Region

        return cls([], [], {}, {}, [Region([Block()])], [], loc)


@builtin.op
class UnrealizedConversionCastOp(OpDef):
    name = "builtin.unrealized_conversion_cast"
    aliases = ("unrealized_conversion_cast",)
    inputs = var_operand()
    outputs = var_result()
    traits = (Pure,)
    assembly_format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"

    def verify_(self) -> None:
        verify_cast(self, lambda ins, outs: True)
