"""The gpu dialect's custom<...> directives (GPUDialect.cpp's
parse/print helpers used by the ops' assembly formats)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.format import Binding, CustomDirective, custom_directive, directive_rule_name, element_value
from pyopt.dialects.gpu.attrs import AllReduceOperationAttr, SelectObjectAttr
from pyopt.dialects.gpu.types import async_token

if TYPE_CHECKING:
    from pyopt.ir.ods import OpDef
    from pyopt.ir.printer import Printer

_ASYNC_RULE = directive_rule_name("AsyncDependencies") + "___async"


def print_async_dependencies(p: Printer, has_token: bool, deps: list[Any]) -> None:
    """`async [%a, %b]` (no leading space)."""
    if has_token:
        p.write("async")
    if deps:
        if has_token:
            p.write(" ")
        p.write("[")
        p.print_operands(deps)
        p.write("]")


def unnamed_async_error(builder: Any, op_tok: Any) -> MLIRError:
    """parseAsyncDependencies reports at the `async` keyword, which comes
    right after the op name in every GPU op's syntax (the keyword token
    itself is not kept by the grammar)."""
    return MLIRError(f"custom op '{op_tok}' needs to be named when marked 'async'", builder.loc_after(op_tok))


@custom_directive
class AsyncDependencies(CustomDirective):
    """custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)."""

    name = "AsyncDependencies"
    grammar = f'[{_ASYNC_RULE}] ["[" [value_list] "]"]'
    rules = {"async": '"async"'}

    def rule_async(self, builder: Any, children: list[Any]) -> Any:
        if builder.num_results == 0:
            return "unnamed"
        return "async"

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return (children[0], children[1] or [])

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        is_async, deps = value
        if is_async == "unnamed":
            raise unnamed_async_error(b.builder, b.op_tok)
        b.types[args[0].arg.name] = async_token if is_async else None
        b.operands[args[1].name] = deps
        b.types[args[1].name] = [async_token] * len(deps)

    def print(self, p: Printer, op: OpDef, args: list[Any]) -> None:
        print_async_dependencies(p, element_value(op, args[0]) is not None, element_value(op, args[1]))


@custom_directive
class LaunchDimType(CustomDirective):
    """custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), ...):
    an optional `: type` shared by all grid, block and cluster sizes."""

    name = "LaunchDimType"
    grammar = '[":" type]'

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return children[0]

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        ty = value if value is not None else T.index
        b.types[args[0].arg.name] = ty
        if b.operands.get(args[1].arg.name) is not None:
            for a in args[2:]:
                b.types[a.arg.name] = ty

    def print(self, p: Printer, op: OpDef, args: list[Any]) -> None:
        ty = element_value(op, args[0])
        if ty is not T.index:
            p.write(": ")
            p.print_type(ty)


@custom_directive
class LaunchFuncOperands(CustomDirective):
    """custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)):
    `args(%a : f32, %b : i32)`."""

    name = "LaunchFuncOperands"
    grammar = '["args" "(" func_args ")"]'

    def parse(self, builder: Any, children: list[Any]) -> Any:
        args = children[0] or []
        for a in args:
            if a[0] is None:
                raise MLIRError("expected SSA operand", a[3])
            if a[2] is not None:  # `%x : type` entries, nothing after the type
                from types import SimpleNamespace

                brace = builder.ctx.text.find("{", a[0].start_pos)
                raise MLIRError("expected ')' in argument list",
                                builder.wrong_token_loc(SimpleNamespace(start_pos=brace)))
        return args

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        b.operands[args[0].name] = [a[0] for a in value]
        b.types[args[0].name] = [a[1] for a in value]

    def print(self, p: Printer, op: OpDef, args: list[Any]) -> None:
        values = element_value(op, args[0])
        if not values:
            return
        p.write("args(")
        for i, v in enumerate(values):
            if i:
                p.write(", ")
            p.print_operand(v)
            p.write(" : ")
            p.print_type(v.type)
        p.write(")")


@custom_directive
class OffloadingHandler(CustomDirective):
    """custom<OffloadingHandler>($offloadingHandler): `<attr>`, elided when it
    is the default `#gpu.select_object`."""

    name = "OffloadingHandler"
    grammar = '["<" attribute ">"]'

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return children[0]

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        b.props[args[0].name] = value if value is not None else SelectObjectAttr(None)

    def print(self, p: Printer, op: OpDef, args: list[Any]) -> None:
        attr = element_value(op, args[0])
        if attr is None or attr is SelectObjectAttr(None):
            return
        p.write("<")
        p.print_attr(attr)
        p.write(">")


@custom_directive
class AllReduceOperation(CustomDirective):
    """custom<AllReduceOperation>($op): an optional bare keyword."""

    name = "AllReduceOperation"
    grammar = "[BARE_ID]"

    def parse(self, builder: Any, children: list[Any]) -> Any:
        """parseOptionalKeyword, then symbolizeAllReduceOperation: an unknown
        keyword is reported where the parser stands after it."""
        tok = children[0]
        if tok is not None and str(tok) not in AllReduceOperationAttr.cases:
            # The directive is gpu.all_reduce's own (GPUOps.cpp parseAllReduceOperation).
            raise builder.op_name_error("gpu.all_reduce", "invalid op kind", builder.loc_after(tok))
        return tok

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        if value is not None:
            b.props[args[0].name] = AllReduceOperationAttr(str(value))

    def print(self, p: Printer, op: OpDef, args: list[Any]) -> None:
        attr = element_value(op, args[0])
        if attr is not None:
            attr.print_stripped(p)
