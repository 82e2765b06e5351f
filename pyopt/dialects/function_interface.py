"""Parsing and printing shared by function-like ops (MLIR's
function_interface_impl): func.func, llvm.func, gpu.func, async.func."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Region
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import OpDef, merge_attr_dict
from pyopt.ir.parser import symbol_name

if TYPE_CHECKING:
    from pyopt.ir.parser import Signature
    from pyopt.ir.printer import Printer

SIGNATURE_ATTRS = ("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs")


def signature_properties(sig: Signature, name: str, visibility: str | None) -> dict[str, A.Attribute]:
    props: dict[str, A.Attribute] = {
        "sym_name": A.StringAttr(name),
        "function_type": A.TypeAttr(T.FunctionType(sig.input_types, sig.result_types)),
    }
    if visibility is not None:
        props["sym_visibility"] = A.StringAttr(visibility)
    arg_attrs = sig.arg_attrs()
    if arg_attrs is not None:
        props["arg_attrs"] = arg_attrs
    res_attrs = sig.res_attrs()
    if res_attrs is not None:
        props["res_attrs"] = res_attrs
    return props


def print_function_signature(p: Printer, op: OpDef, region: Region | None, ftype: T.FunctionType,
                             arg_attrs: A.Attribute | None, res_attrs: A.Attribute | None,
                             variadic: bool = False) -> None:
    """`(%arg0: i32 {attrs}, ...) -> (i32 {attrs})` as printFunctionSignature."""
    p.write("(")
    entry = region.blocks[0] if region is not None and region.blocks else None
    arg_dicts = list(arg_attrs) if isinstance(arg_attrs, A.ArrayAttr) else []
    for i, t in enumerate(ftype.inputs):
        if i:
            p.write(", ")
        if entry is not None:
            p.print_block_arg(entry.args[i], with_loc=False)
        else:
            p.print_type(t)
        if i < len(arg_dicts):
            d = arg_dicts[i]
            if isinstance(d, A.DictionaryAttr) and d.entries:
                p.write(" ")
                p.print_attr(d)
        if entry is not None and p.options.debuginfo and entry.args[i].loc is not None:
            p.write(" ")
            p.print_arg_loc(entry.args[i].loc)
    if variadic:
        p.write(", ..." if ftype.inputs else "...")
    p.write(")")
    results = ftype.results
    if results:
        p.write(" -> ")
        res_dicts = list(res_attrs) if isinstance(res_attrs, A.ArrayAttr) else []
        any_attrs = any(isinstance(d, A.DictionaryAttr) and d.entries for d in res_dicts)
        if len(results) == 1 and not any_attrs and not isinstance(results[0], T.FunctionType):
            p.print_type(results[0])
        else:
            p.write("(")
            for i, t in enumerate(results):
                if i:
                    p.write(", ")
                p.print_type(t)
                if i < len(res_dicts):
                    d = res_dicts[i]
                    if isinstance(d, A.DictionaryAttr) and d.entries:
                        p.write(" ")
                        p.print_attr(d)
            p.write(")")


def _body_loc(builder: Any, sym: Any) -> A.Location:
    """Where a function's body starts: the first `{` after the name outside
    brackets and strings, past an `attributes {...}` dictionary."""
    text = builder.ctx.text
    if not text or not hasattr(sym, "start_pos"):
        return builder.loc(sym)
    pos, depth, skip_dict = sym.start_pos + len(sym), 0, False
    while pos < len(text):
        ch = text[pos]
        if ch == '"':
            pos = text.find('"', pos + 1) % len(text)
        elif text.startswith("attributes", pos) and depth == 0:
            skip_dict, pos = True, pos + len("attributes") - 1
        elif ch in "([<" or (ch == "{" and (depth or skip_dict)):
            depth += 1
        elif ch in ")]}" or (ch == ">" and text[pos - 1] != "-"):
            depth -= 1
            if depth == 0 and ch == "}":
                skip_dict = False
        elif ch == "{":
            return builder.pos_loc(pos)
        pos += 1
    return builder.loc(sym)


class FunctionOp(OpDef):
    """The syntax func.func and async.func share (function_interface_impl's
    parseFunctionOp / printFunctionOp): `[visibility] @name(args) -> results
    [attributes {...}] [body]`.  Subclasses declare the properties."""

    grammar = "[symbol_visibility] SYMBOL function_signature [attr_dict_kw] [region]"

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> OpDef:
        tok, vis, sym, sig, attrs, body = children
        builder.pending_entry_args = None
        sig.validate(builder, cls.name)
        props = signature_properties(sig, symbol_name(sym), vis)
        if attrs is not None:
            # function_interface_impl::parseFunctionOp: what the syntax spells
            # may not be repeated in the dictionary (at its `attributes`).
            for name in ("sym_visibility", "sym_name", "function_type"):
                if attrs.get(name) is not None:
                    raise MLIRError(f"custom op '{cls.name}' '{name}' is an inferred attribute and should not be "
                                    "specified in the explicit attribute dictionary",
                                    builder.keyword_loc_after(sym, "attributes"))
        if body is not None and not body.blocks:  # `{}`: parseFunctionOp wants a body or none
            raise MLIRError(f"custom op '{cls.name}' expected non-empty function body", _body_loc(builder, sym))
        discardable: dict[str, A.Attribute] = {}
        merge_attr_dict(cls, attrs, props, discardable, builder.loc(tok))
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


def verify_argument_attrs(op: OpDef, arg_types: Sequence[T.Type], result_types: Sequence[T.Type]) -> None:
    """function_interface_impl::verifyTrait's checks of `arg_attrs` and
    `res_attrs`: one dictionary per argument (result), dialect attributes
    only, each checked by its dialect (verifyRegionArgAttribute /
    verifyRegionResultAttribute, e.g. LLVM's parameter attributes)."""
    from pyopt.ir.registry import registry

    for what, key, types in (("arguments", "arg_attrs", arg_types), ("results", "res_attrs", result_types)):
        attrs = op.properties.get(key)
        if not isinstance(attrs, A.ArrayAttr):
            continue
        noun = what[:-1]
        if len(attrs) != len(types):
            raise op.emit_error(f"expects {noun} attribute array to have the same number of elements as the number "
                                f"of function {what}, got {len(attrs)}, but expected {len(types)}")
        for index, d in enumerate(attrs):
            if not isinstance(d, A.DictionaryAttr):
                continue
            for name, attr in d.entries:
                dialect_name, dot, _ = name.partition(".")
                if not dot:
                    raise op.emit_error(f"{what} may only have dialect attributes")
                dialect = registry.dialect(dialect_name)
                hook = getattr(dialect, f"verify_region_{noun}_attribute", None)
                if hook is not None:
                    hook(op, index, types[index], name, attr)
