"""The async dialect: tokens, values and groups, async.execute, async
functions, and the runtime / coroutine ops they lower to.

Inside `async.func` the default dialect is `async` (MLIR's
OpAsmOpInterface::getDefaultDialect): nested async ops print without the
prefix (`await`, `execute`, `return`)."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Region, Value
from pyopt.ir.format import Binding, CustomDirective, custom_directive, op_rule_name
from pyopt.ir.ods import (SIZED_REGION_1, AttrSizedOperandSegments, AutomaticAllocationScope, Dialect, HasParent,
                          IsolatedFromAbove, OpDef, Pure, RecursiveMemoryEffects, ReturnLike,
                          SingleBlockImplicitTerminator, Symbol, SymbolTable, Terminator, operand, opt_prop,
                          opt_result, prop, region, result, successor, var_operand, var_result)
from pyopt.ir.parser import parse_type_text
from pyopt.ir.printer import Printer
from pyopt.dialects.function_interface import FunctionOp

async_ = Dialect("async", unknown_type="unknown  type `{m}` in dialect `async`")


# ---- types -------------------------------------------------------------------------
class _SimpleType(T.DialectType):
    """A parameterless async type (`!async.token`)."""

    __slots__ = ()

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> T.Type:
        if body is not None:
            raise builder.error(tok, f"unexpected parameters for type !{cls.name}")
        return cls()


@async_.type
class TokenType(_SimpleType):
    name = "async.token"


@async_.type
class GroupType(_SimpleType):
    name = "async.group"


@async_.type
class CoroIdType(_SimpleType):
    name = "async.coro.id"


@async_.type
class CoroHandleType(_SimpleType):
    name = "async.coro.handle"


@async_.type
class CoroStateType(_SimpleType):
    name = "async.coro.state"


@async_.type
class ValueType(T.DialectType):
    """`!async.value<T>`; inside ops whose constraint is exactly this type
    it prints stripped: `<T>`."""

    __slots__ = ("value_type",)
    name = "async.value"

    def _init(self, value_type: T.Type) -> None:
        self.value_type = value_type

    def _args(self) -> tuple[Any, ...]:
        return (self.value_type,)

    def print_body(self, p: Printer) -> None:
        p.write("<")
        p.print_type(self.value_type)
        p.write(">")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> T.Type:
        if body is None:
            raise builder.error(tok, "expected '<'")
        return cls(parse_type_text(builder, body, tok))


def _unwrap(t: T.Type) -> T.Type:
    return t.value_type if isinstance(t, ValueType) else t


# ---- constraints -----------------------------------------------------------------
Token = C.TypeConstraint("async token type", lambda t: isinstance(t, TokenType), TokenType())
Group = C.TypeConstraint("async group type", lambda t: isinstance(t, GroupType), GroupType())
AsyncValue = C.TypeConstraint("async value type", lambda t: isinstance(t, ValueType))
ValueOrToken = C.TypeConstraint("async value type or async token type",
                                lambda t: isinstance(t, (ValueType, TokenType)))
AnyAsync = C.TypeConstraint("async value type or async token type or async group type",
                            lambda t: isinstance(t, (ValueType, TokenType, GroupType)))
CoroId = C.TypeConstraint("switched-resume coroutine identifier", lambda t: isinstance(t, CoroIdType),
                          CoroIdType())
CoroHandle = C.TypeConstraint("coroutine handle", lambda t: isinstance(t, CoroHandleType), CoroHandleType())
CoroState = C.TypeConstraint("saved coroutine state", lambda t: isinstance(t, CoroStateType), CoroStateType())


class PositiveI64AttrC(C.TypedAttrC):
    """ConfinedAttr<I64Attr, [IntPositive]>."""

    def __init__(self) -> None:
        super().__init__(T.i64, "64-bit signless integer attribute whose value is positive")

    def check(self, attr: A.Attribute) -> bool:
        return super().check(attr) and getattr(attr, "value", 0) > 0


DictArrayAttr = C.DictArrayAttr


# ---- custom directives --------------------------------------------------------------
@custom_directive
class AwaitResultType(CustomDirective):
    """custom<AwaitResultType>(type($operand), type($result)): one type;
    awaiting a value yields its unwrapped type, a token nothing."""

    name = "AwaitResultType"
    grammar = "type"

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return children[0]

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        b.types[args[0].arg.name] = value
        b.types[args[1].arg.name] = value.value_type if isinstance(value, ValueType) else None

    def print(self, p: Printer, op: Any, args: list[Any]) -> None:
        p.print_type(op.operands[0].type)


def _stripped_value_type(t: T.Type, p: Printer) -> None:
    """printStrippedAttrOrType of an !async.value: `<f32>`."""
    if isinstance(t, ValueType):
        t.print_body(p)
    else:
        p.print_type(t)


# ---- execute and friends --------------------------------------------------------------
_EXEC = op_rule_name("async.execute") + "___"  # helper rules of async.execute's syntax
@async_.op
class ExecuteOp(OpDef):
    name = "async.execute"
    aliases = ("execute",)
    dependencies = var_operand(Token)
    bodyOperands = var_operand(ValueOrToken)
    token = result(Token)
    bodyResults = var_result(AsyncValue)
    bodyRegion = region(single_block=True, blocks=SIZED_REGION_1)
    traits = (SingleBlockImplicitTerminator("async.yield"), AttrSizedOperandSegments, AutomaticAllocationScope,
              RecursiveMemoryEffects)
    grammar = f"[{_EXEC}deps] [{_EXEC}args] [{_EXEC}results] [attr_dict_kw] region"
    rules = {
        "deps": '"[" [value_list] "]"',
        "args": f'"(" [{_EXEC}arg_list] ")"',
        "arg_list": f'{_EXEC}arg | {_EXEC}arg_list "," {_EXEC}arg',
        "arg": 'VALUE "as" VALUE ":" type',
        "results": '"->" non_function_type | "->" "(" [type_list_no_parens] ")"',
    }

    @classmethod
    def rule_deps(cls, children: list[Any], builder: Any) -> list[Any]:
        return children[0] or []

    @classmethod
    def rule_arg(cls, children: list[Any], builder: Any) -> tuple[Any, Any, T.Type]:
        return (children[0], children[1], children[2])

    @classmethod
    def rule_arg_list(cls, children: list[Any], builder: Any) -> list[Any]:
        if len(children) == 1:
            return [children[0]]
        children[0].append(children[1])
        return children[0]

    @classmethod
    def rule_args(cls, children: list[Any], builder: Any) -> list[Any]:
        args = children[0] or []
        # The unwrapped values are the body's entry block arguments.
        builder.pending_entry_args = [(arg, _unwrap(t), builder.loc(arg)) for _, arg, t in args]
        return args

    @classmethod
    def rule_results(cls, children: list[Any], builder: Any) -> list[T.Type]:
        if len(children) == 1 and isinstance(children[0], T.Type):
            return [children[0]]
        return list(children[-1] or [])

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> ExecuteOp:
        tok, deps, args, results, attrs, body = children
        token = TokenType()
        operands = [builder.use(d, token) for d in deps or []]
        operands += [builder.use(v, t) for v, _, t in args or []]
        props: dict[str, A.Attribute] = {
            "operandSegmentSizes": A.DenseArrayAttr(T.i32, (len(deps or []), len(args or []))),
        }
        discardable = dict(attrs.entries) if attrs is not None else {}
        if "operandSegmentSizes" in discardable:
            props["operandSegmentSizes"] = discardable.pop("operandSegmentSizes")
        return cls(operands, [token, *(results or [])], discardable, props, [body], [], builder.loc(tok))

    def suggest_result_names(self) -> Sequence[str | None]:
        names: list[str | None] = ["token"]
        if len(self.results) > 1:
            names.append("bodyResults")
            names.extend([None] * (len(self.results) - 2))
        return names

    def print(self, p: Printer) -> None:
        deps = self.dependencies
        if deps:
            p.write(" [")
            p.print_operands(deps)
            p.write("]")
        body = self.regions[0]
        values = self.bodyOperands
        if values:
            entry = body.blocks[0] if body.blocks else None
            p.write(" (")
            for i, v in enumerate(values):
                if i:
                    p.write(", ")
                p.print_operand(v)
                p.write(" as ")
                if entry is not None and i < len(entry.args):
                    p.print_operand(entry.args[i])
                p.write(": ")
                p.print_type(v.type)
            p.write(")")
        result_types = [r.type for r in self.results[1:]]
        if result_types:
            p.write(" -> ")
            p.print_function_results(result_types)
        p.print_optional_attr_dict(self.attributes, with_keyword=True)
        p.write(" ")
        p.print_region(body, print_entry_args=False, print_terminators=True)

    def verify_(self) -> None:
        # RegionBranchOpInterface: the body operands flow into the body's
        # arguments, the yield's operands into the results.
        body = self.regions[0]
        if body.blocks:
            edge = "along control flow edge from parent to Region #0: "
            values, args = self.bodyOperands, body.blocks[0].args
            if len(values) != len(args):
                raise self.emit_error(f"{edge}region branch point has {len(values)} operands, but region "
                                      f"successor needs {len(args)} inputs").note("region branch point", self.loc)
            for i, (v, a) in enumerate(zip(values, args)):
                if _unwrap(v.type) is not _unwrap(a.type):
                    raise self.emit_error(f"{edge}successor operand type #{i} '{v.type}' should match successor "
                                          f"input type #{i} '{a.type}'").note("region branch point", self.loc)
        expected = [r.type for r in self.results[1:]]
        for block in body.blocks:
            term = block.last
            if not isinstance(term, YieldOp):
                continue
            operands = term.operands
            edge = "along control flow edge from Operation async.yield to parent: "
            if len(operands) != len(expected):
                raise self.emit_error(f"{edge}region branch point has {len(operands)} operands, but region "
                                      f"successor needs {len(expected)} inputs").note("region branch point",
                                                                                      term.loc)
            for i, (v, t) in enumerate(zip(operands, expected)):
                if _unwrap(v.type) is not _unwrap(t):
                    raise self.emit_error(f"{edge}successor operand type #{i} '{v.type}' should match successor "
                                          f"input type #{i} '{t}'").note("region branch point", term.loc)
        unwrapped = [_unwrap(v.type) for v in self.bodyOperands]
        arg_types = [a.type for a in body.blocks[0].args] if body.blocks else []
        if arg_types != unwrapped:
            raise self.emit_error("async body region argument types do not match the execute operation "
                                  "arguments types")


@async_.op
class YieldOp(OpDef):
    name = "async.yield"
    operands_ = var_operand()
    traits = (HasParent("async.execute"), Pure, Terminator, ReturnLike)
    assembly_format = "($operands_^ `:` type($operands_))? attr-dict"

    def verify_(self) -> None:
        if not isinstance(self.parent_op, ExecuteOp):
            raise self.emit_error("expects parent op 'async.execute'")


@async_.op
class AwaitOp(OpDef):
    name = "async.await"
    aliases = ("await",)
    operand_ = operand(ValueOrToken)
    result_ = opt_result()
    assembly_format = "$operand_ `:` custom<AwaitResultType>(type($operand_), type($result_)) attr-dict"

    def verify_(self) -> None:
        t = self.operands[0].type
        if isinstance(t, TokenType) and self.results:
            raise self.emit_error("awaiting on a token must have empty result")
        if isinstance(t, ValueType) and self.results and self.results[0].type is not t.value_type:
            raise self.emit_error(f"result type '{self.results[0].type}' does not match async value type "
                                  f"'{t.value_type}'")


@async_.op
class AwaitAllOp(OpDef):
    name = "async.await_all"
    aliases = ("await_all",)
    operand_ = operand(Group)
    assembly_format = "$operand_ attr-dict"


@async_.op
class CreateGroupOp(OpDef):
    name = "async.create_group"
    aliases = ("create_group",)
    size = operand(C.Index)
    result_ = result(Group)
    traits = (Pure,)
    assembly_format = "$size `:` type($result_) attr-dict"


@async_.op
class AddToGroupOp(OpDef):
    name = "async.add_to_group"
    aliases = ("add_to_group",)
    operand_ = operand(ValueOrToken)
    group = operand(Group)
    rank = result(C.Index)
    assembly_format = "$operand_ `,` $group `:` type($operand_) attr-dict"


# ---- async functions ----------------------------------------------------------------------
@async_.op
class FuncOp(FunctionOp):
    name = "async.func"
    default_dialect = "async"
    sym_name = prop(C.SymbolNameAttr)
    function_type = prop(C.TypeAttrC(C.type_class(T.FunctionType, "function type"), summary="type attribute of function type"))
    sym_visibility = opt_prop(C.StrAttr)
    arg_attrs = opt_prop(DictArrayAttr)
    res_attrs = opt_prop(DictArrayAttr)
    body = region()
    traits = (IsolatedFromAbove, Symbol)

    @property
    def is_stateful(self) -> bool:
        results = self.type.results
        return bool(results) and isinstance(results[0], TokenType)

    def verify_(self) -> None:
        ftype = self.properties.get("function_type")
        if not isinstance(ftype, A.TypeAttr) or not isinstance(ftype.value, T.FunctionType):
            return
        body = self.regions[0]
        if body.blocks:
            if len(body.blocks[0].args) != len(self.type.inputs):
                raise self.emit_error(f"entry block must have {len(self.type.inputs)} arguments to match "
                                      f"function signature")
        elif getattr(self.properties.get("sym_visibility"), "value", "public") == "public":
            raise self.emit_error("symbol declaration cannot have public visibility")
        results = self.type.results
        if not results:
            raise self.emit_error("result is expected to be at least of size 1, but got 0")
        for i, t in enumerate(results):
            if not isinstance(t, (TokenType, ValueType)):
                raise self.emit_error(f"result type must be async value type or async token type, but got '{t}'")
            if isinstance(t, TokenType) and i != 0:
                raise self.emit_error(f" results' (optional) async token type is expected to appear as the 1st "
                                      f"return value, but got {i + 1}")


@async_.op
class ReturnOp(OpDef):
    name = "async.return"
    operands_ = var_operand()
    traits = (Pure, HasParent("async.func"), ReturnLike, Terminator)
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify_(self) -> None:
        func = self.parent_op
        if not isinstance(func, FuncOp):
            raise self.emit_error("expects parent op 'async.func'")
        results = func.type.results[1:] if func.is_stateful else func.type.results
        if [v.type for v in self.operands] != [_unwrap(t) for t in results]:
            raise self.emit_error("operand types do not match the types returned from the parent FuncOp")


def _lookup_symbol(op: Any, name: str) -> Any:
    """The op named `name` in the nearest enclosing symbol table."""
    table = op.parent_op
    while table is not None and not table.has_trait(SymbolTable):
        table = table.parent_op
    if table is None:
        return None
    for r in table.regions:
        for block in r.blocks:
            for candidate in block.ops:
                sym = candidate.properties.get("sym_name")
                if isinstance(sym, A.StringAttr) and sym.value == name:
                    return candidate
    return None


@async_.op
class CallOp(OpDef):
    name = "async.call"
    callee = prop(C.FlatSymbolRefAttr)
    operands_ = var_operand()
    arg_attrs = opt_prop(DictArrayAttr)
    res_attrs = opt_prop(DictArrayAttr)
    results_ = var_result(ValueOrToken)
    assembly_format = "$callee `(` $operands_ `)` attr-dict `:` functional-type($operands_, results)"

    def verify_(self) -> None:
        callee = self.properties.get("callee")
        if not isinstance(callee, A.SymbolRefAttr):
            return
        fn = _lookup_symbol(self, callee.root)
        if not isinstance(fn, FuncOp):
            raise self.emit_error(f"'{callee.root}' does not reference a valid async function")
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
                p = Printer()
                raise self.emit_error(f"result type mismatch at index {i}").note(
                    "      op result types: " + ", ".join(f"'{p.type_text(x.type)}'" for x in self.results),
                    self.loc).note(
                    "function result types: " + ", ".join(f"'{p.type_text(x)}'" for x in ftype.results), self.loc)


# ---- runtime ops ---------------------------------------------------------------------------
@async_.op
class RuntimeCreateOp(OpDef):
    name = "async.runtime.create"
    result_ = result(ValueOrToken)
    assembly_format = "attr-dict `:` type($result_)"


@async_.op
class RuntimeCreateGroupOp(OpDef):
    name = "async.runtime.create_group"
    size = operand(C.Index)
    result_ = result(Group)
    assembly_format = "$size `:` type($result_) attr-dict"


@async_.op
class RuntimeSetAvailableOp(OpDef):
    name = "async.runtime.set_available"
    operand_ = operand(ValueOrToken)
    assembly_format = "$operand_ attr-dict `:` type($operand_)"


@async_.op
class RuntimeSetErrorOp(OpDef):
    name = "async.runtime.set_error"
    operand_ = operand(ValueOrToken)
    assembly_format = "$operand_ attr-dict `:` type($operand_)"


@async_.op
class RuntimeIsErrorOp(OpDef):
    name = "async.runtime.is_error"
    operand_ = operand(AnyAsync)
    is_error = result(C.I1)
    assembly_format = "$operand_ attr-dict `:` type($operand_)"


@async_.op
class RuntimeAwaitOp(OpDef):
    name = "async.runtime.await"
    operand_ = operand(AnyAsync)
    assembly_format = "$operand_ attr-dict `:` type($operand_)"


@async_.op
class RuntimeAwaitAndResumeOp(OpDef):
    name = "async.runtime.await_and_resume"
    operand_ = operand(AnyAsync)
    handle = operand(CoroHandle)
    assembly_format = "$operand_ `,` $handle attr-dict `:` type($operand_)"


@async_.op
class RuntimeResumeOp(OpDef):
    name = "async.runtime.resume"
    handle = operand(CoroHandle)
    assembly_format = "$handle attr-dict"


def _check_element_type(op: OpDef, value: Value, storage: Value) -> None:
    st = storage.type
    if isinstance(st, ValueType) and value.type is not st.value_type:
        raise op.emit_error("failed to verify that type of 'value' matches element type of 'storage'")


@async_.op
class RuntimeStoreOp(OpDef):
    """`$value , $storage attr-dict : type($storage)`; the !async.value type
    prints stripped (`<f32>`)."""

    name = "async.runtime.store"
    value = operand()
    storage = operand(AsyncValue)
    grammar = f'VALUE "," VALUE [dict_attr] ":" ({op_rule_name("async.runtime.store")}___stripped | type)'
    rules = {"stripped": '"<" type ">"'}
    rule_stripped = classmethod(lambda cls, children, builder: ValueType(children[0]))

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> RuntimeStoreOp:
        tok, value, storage, attrs, t = children
        operands = [builder.use(value, _unwrap(t)), builder.use(storage, t)]
        return cls(operands, [], dict(attrs.entries) if attrs is not None else {}, {}, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        value, storage = self.operands
        p.write(" ")
        p.print_operands([value, storage])
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        _stripped_value_type(storage.type, p)

    def verify_(self) -> None:
        _check_element_type(self, self.operands[0], self.operands[1])


@async_.op
class RuntimeLoadOp(OpDef):
    """`$storage attr-dict : type($storage)` (stripped); the result type is
    the value type."""

    name = "async.runtime.load"
    storage = operand(AsyncValue)
    result_ = result()
    grammar = f'VALUE [dict_attr] ":" ({op_rule_name("async.runtime.load")}___stripped | type)'
    rules = {"stripped": '"<" type ">"'}
    rule_stripped = classmethod(lambda cls, children, builder: ValueType(children[0]))

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> RuntimeLoadOp:
        tok, storage, attrs, t = children
        return cls([builder.use(storage, t)], [_unwrap(t)], dict(attrs.entries) if attrs is not None else {}, {},
                   [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_operand(self.operands[0])
        p.print_optional_attr_dict(self.attributes)
        p.write(" : ")
        _stripped_value_type(self.operands[0].type, p)

    def verify_(self) -> None:
        _check_element_type(self, self.results[0], self.operands[0])


@async_.op
class RuntimeAddToGroupOp(OpDef):
    name = "async.runtime.add_to_group"
    operand_ = operand(ValueOrToken)
    group = operand(Group)
    rank = result(C.Index)
    assembly_format = "$operand_ `,` $group attr-dict `:` type($operand_)"


@async_.op
class RuntimeAddRefOp(OpDef):
    name = "async.runtime.add_ref"
    operand_ = operand(AnyAsync)
    count = prop(PositiveI64AttrC())
    assembly_format = "$operand_ attr-dict `:` type($operand_)"


@async_.op
class RuntimeDropRefOp(OpDef):
    name = "async.runtime.drop_ref"
    operand_ = operand(AnyAsync)
    count = prop(PositiveI64AttrC())
    assembly_format = "$operand_ attr-dict `:` type($operand_)"


@async_.op
class RuntimeNumWorkerThreadsOp(OpDef):
    name = "async.runtime.num_worker_threads"
    result_ = result(C.Index)
    assembly_format = "attr-dict `:` type($result_)"


# ---- coroutines ------------------------------------------------------------------------------
@async_.op
class CoroIdOp(OpDef):
    name = "async.coro.id"
    id = result(CoroId)
    assembly_format = "attr-dict"


@async_.op
class CoroBeginOp(OpDef):
    name = "async.coro.begin"
    id = operand(CoroId)
    handle = result(CoroHandle)
    assembly_format = "$id attr-dict"


@async_.op
class CoroFreeOp(OpDef):
    name = "async.coro.free"
    id = operand(CoroId)
    handle = operand(CoroHandle)
    assembly_format = "$id `,` $handle attr-dict"


@async_.op
class CoroEndOp(OpDef):
    name = "async.coro.end"
    handle = operand(CoroHandle)
    assembly_format = "$handle attr-dict"


@async_.op
class CoroSaveOp(OpDef):
    name = "async.coro.save"
    handle = operand(CoroHandle)
    state = result(CoroState)
    assembly_format = "$handle attr-dict"


@async_.op
class CoroSuspendOp(OpDef):
    name = "async.coro.suspend"
    state = operand(CoroState)
    suspendDest = successor()
    resumeDest = successor()
    cleanupDest = successor()
    traits = (Terminator,)
    assembly_format = "$state `,` $suspendDest `,` $resumeDest `,` $cleanupDest attr-dict"
