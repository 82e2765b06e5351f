"""Parsing and printing shared by function-like ops (MLIR's
function_interface_impl): func.func, llvm.func, gpu.func, async.func."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Region

if TYPE_CHECKING:
    from pyopt.ir.ods import OpDef
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


def split_attributes(op: OpDef, attrs: A.DictionaryAttr | None, extra_props: Iterable[str] = ()) -> tuple[dict[str, A.Attribute], dict[str, A.Attribute]]:
    """Entries of an `attributes {...}` dict: (inherent, discardable)."""
    inherent: dict[str, A.Attribute] = {}
    discardable: dict[str, A.Attribute] = {}
    props = set(op.op_def.props) | set(extra_props)
    for k, v in (attrs.entries if attrs is not None else ()):
        (inherent if k in props else discardable)[k] = v
    return inherent, discardable


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
            p.print_trailing_loc(entry.args[i].loc)
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
