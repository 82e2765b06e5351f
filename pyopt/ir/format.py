"""MLIR's declarative assembly format: one `assembly_format` string gives
an op's grammar rule, the code that turns the parsed pieces into the op,
and its printer.

Spacing follows mlir-tblgen's OpFormatGen exactly: whether a space goes
before an element is decided *statically*, element after element, as the
generated C++ does; this is where mlir-opt's double and trailing spaces in
some ops come from, and pyopt reproduces them.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, Callable, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import check_inherent_attrs, split_inherent

if TYPE_CHECKING:
    from pyopt.ir.ods import OpDef, OpInfo
    from pyopt.ir.printer import Printer


# ---- format elements ------------------------------------------------------------
# Plain classes rather than dataclasses: this module is imported on every
# run, and generating dataclass methods costs start-up time.
class _Element:
    __slots__: tuple[str, ...] = ()

    def __repr__(self) -> str:
        fields = ", ".join(f"{k}={getattr(self, k)!r}" for k in self.__slots__)
        return f"{type(self).__name__}({fields})"


class Lit(_Element):
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


class Space(_Element):
    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text  # "" or " " or "\\n"


class Var(_Element):
    __slots__ = ("name", "kind", "elem")

    def __init__(self, name: str, kind: str = "", elem: Any = None) -> None:
        self.name = name
        self.kind = kind  # operand / result / prop / region / successor (filled by the compiler)
        self.elem = elem


class TypeOf(_Element):
    __slots__ = ("arg",)

    def __init__(self, arg: Any) -> None:
        self.arg = arg  # Var, or a Directive (operands / results)


class FunctionalType(_Element):
    __slots__ = ("inputs", "results")

    def __init__(self, inputs: Any, results: Any) -> None:
        self.inputs = inputs
        self.results = results


class AttrDict(_Element):
    __slots__ = ("with_keyword",)

    def __init__(self, with_keyword: bool) -> None:
        self.with_keyword = with_keyword


class PropDict(_Element):
    __slots__ = ()


class Directive(_Element):
    __slots__ = ("name",)

    def __init__(self, name: str) -> None:
        self.name = name  # operands / results / regions / successors


class Qualified(_Element):
    __slots__ = ("arg",)

    def __init__(self, arg: Any) -> None:
        self.arg = arg


class Ref(_Element):
    __slots__ = ("arg",)

    def __init__(self, arg: Any) -> None:
        self.arg = arg


class Custom(_Element):
    __slots__ = ("name", "args")

    def __init__(self, name: str, args: list[Any]) -> None:
        self.name = name
        self.args = args


class Group(_Element):
    __slots__ = ("elements", "anchor", "else_elements", "rule")

    def __init__(self, elements: list[Any], anchor: Any = None, else_elements: list[Any] | None = None,
                 rule: str = "") -> None:
        self.elements = elements
        self.anchor = anchor
        self.else_elements = else_elements
        self.rule = rule


# ---- format string parser ------------------------------------------------------
_TOKEN = re.compile(r"\s*(`(?:[^`\\]|\\.)*`|\$[A-Za-z_][\w]*|[A-Za-z_][\w-]*|<[A-Za-z_][\w]*>|[()^?:,\[\]])")


def parse_format(text: str) -> list[Any]:
    toks = [m.group(1) for m in _TOKEN.finditer(text)]
    if "".join(toks).replace(" ", "") != re.sub(r"\s+", "", text):
        raise ValueError(f"cannot tokenize assembly format: {text!r}")
    pos = 0

    def peek() -> str | None:
        return toks[pos] if pos < len(toks) else None

    def take(expected: str | None = None) -> str:
        nonlocal pos
        t = toks[pos]
        if expected is not None and t != expected:
            raise ValueError(f"expected {expected!r} in format {text!r}, got {t!r}")
        pos += 1
        return t

    def element() -> Any:
        t = take()
        if t.startswith("`"):
            body = t[1:-1].replace("\\`", "`")
            if body in ("", " ", "\\n"):
                return Space(body)
            return Lit(body)
        if t.startswith("$"):
            v = Var(t[1:])
            if peek() == "^":
                take()
                return ("anchor", v)
            return v
        if t == "(":
            elems = []
            anchor = None
            while peek() != ")":
                e = element()
                if isinstance(e, tuple):
                    anchor = e[1]
                    e = e[1]
                elif isinstance(e, tuple):
                    pass
                elems.append(e)
                if isinstance(elems[-1], tuple):
                    anchor, elems[-1] = elems[-1][1], elems[-1][1]
            take(")")
            else_elems = None
            if peek() == ":":
                take(":")
                take("(")
                else_elems = []
                while peek() != ")":
                    e = element()
                    else_elems.append(e[1] if isinstance(e, tuple) else e)
                take(")")
            take("?")
            return Group(elems, anchor, else_elems)
        if t in ("attr-dict", "attr-dict-with-keyword"):
            return AttrDict(t == "attr-dict-with-keyword")
        if t == "prop-dict":
            return PropDict()
        if t in ("operands", "results", "regions", "successors"):
            return Directive(t)
        if t in ("type", "qualified", "ref"):
            take("(")
            arg = element()
            if isinstance(arg, tuple):
                arg = arg[1]
            take(")")
            node: Any = {"type": TypeOf, "qualified": Qualified, "ref": Ref}[t](arg)
            if peek() == "^":
                take()
                return ("anchor", node)
            return node
        if t == "functional-type":
            take("(")
            a = element()
            take(",")
            b = element()
            take(")")
            return FunctionalType(a, b)
        if t == "custom":
            name = take()[1:-1]
            take("(")
            args = []
            while peek() != ")":
                a = element()
                args.append(a[1] if isinstance(a, tuple) else a)
                if peek() == ",":
                    take(",")
            take(")")
            node = Custom(name, args)
            if peek() == "^":
                take()
                return ("anchor", node)
            return node
        raise ValueError(f"unexpected {t!r} in assembly format {text!r}")

    out = []
    while pos < len(toks):
        e = element()
        out.append(e[1] if isinstance(e, tuple) else e)
    return out


# ---- custom directives ---------------------------------------------------------------
class CustomDirective:
    """A `custom<Name>(...)` directive: a Lark rule body, a callback that
    turns the rule's children into a value, and hooks that bind the value
    to the directive's arguments and print them back."""

    name = ""
    grammar = ""
    # Helper rules `{sub: body}`, referenced in `grammar` as
    # `<directive_rule_name(name)>___<sub>` and reduced by `rule_<sub>(builder, children)`.
    rules: dict[str, str] = {}

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return children

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        raise NotImplementedError

    def print(self, p: Printer, op: OpDef, args: list[Any]) -> None:
        raise NotImplementedError

    def present(self, op: OpDef, args: list[Any]) -> bool:
        return element_present(op, args[0])


CUSTOM_DIRECTIVES: dict[str, CustomDirective] = {}


def custom_directive(cls: type[CustomDirective]) -> type[CustomDirective]:
    CUSTOM_DIRECTIVES[cls.name] = cls()
    return cls


def directive_rule_name(name: str) -> str:
    return "dx__" + re.sub(r"[^a-z0-9]", lambda m: f"_{ord(m.group()):x}_", name.lower()) + "_" + str(
        sum(ord(c) for c in name if c.isupper()))


# ---- rule names --------------------------------------------------------------------
def mangle(op_name: str) -> str:
    out = []
    for ch in op_name:
        if ch == ".":
            out.append("__")
        elif ch.isdigit() or ("a" <= ch <= "z") or ch == "_":
            out.append(ch)
        else:
            out.append(f"_x{ord(ch):x}_")
    return "".join(out)


def op_rule_name(op_name: str) -> str:
    return "op__" + mangle(op_name)


def op_terminal_name(op_name: str) -> str:
    return "OPK__" + mangle(op_name).upper()


# ---- binding: what a parsed op's pieces are -----------------------------------------------
class Binding:
    __slots__ = ("operands", "types", "props", "regions", "successors", "attr_dict", "op_tok", "builder",
                 "extra_attrs")

    def __init__(self, builder: Any, op_tok: Any) -> None:
        self.builder = builder
        self.op_tok = op_tok
        self.operands: dict[str, Any] = {}     # name -> token | list[token] | None
        self.types: dict[str, Any] = {}        # operand/result name -> Type | list[Type]
        self.props: dict[str, A.Attribute] = {}
        self.regions: dict[str, Any] = {}
        self.successors: dict[str, Any] = {}
        self.attr_dict: dict[str, A.Attribute] = {}
        self.extra_attrs: dict[str, A.Attribute] = {}

    def error(self, message: str) -> MLIRError:
        return self.builder.error(self.op_tok, message)


# ---- the compiled format ------------------------------------------------------------------------
class OpFormat:
    def __init__(self, cls: type[OpDef]) -> None:
        from pyopt.ir.ods import OPTIONAL, SINGLE, VARIADIC

        self.cls = cls
        self.info: OpInfo = cls.op_def
        assert cls.assembly_format is not None
        self.elements = parse_format(cls.assembly_format)
        self.rules: dict[str, str] = {}  # extra rules: name -> body
        self.group_count = 0
        self.used_props: set[str] = set()
        self._binders: dict[int, list[tuple[bool, Any]]] = {}  # id(element list) -> binders
        self._elided: set[str] | None = None  # attributes an attr-dict never prints
        self._defaulted: list[tuple[str, Any]] = []
        self._resolve(self.elements)
        self.body = self._grammar(self.elements)
        self._plan_spacing()

    # -- analysis --------------------------------------------------------------------
    def _resolve(self, elements: list[Any]) -> None:
        from pyopt.ir.ods import OperandDef, PropDef, RegionDef, ResultDef, SuccessorDef

        def fix(e: Any) -> None:
            if isinstance(e, Var):
                d = self.info.by_name(e.name)
                if d is None:
                    raise ValueError(f"{self.cls.name}: unknown variable ${e.name} in assembly format")
                e.elem = d
                e.kind = {OperandDef: "operand", ResultDef: "result", PropDef: "prop", RegionDef: "region",
                          SuccessorDef: "successor"}[type(d)]
                if e.kind == "prop":
                    self.used_props.add(e.name)
            elif isinstance(e, (TypeOf, Qualified, Ref)):
                if isinstance(e.arg, Var | TypeOf | Qualified | Ref):
                    fix(e.arg)
            elif isinstance(e, FunctionalType):
                for a in (e.inputs, e.results):
                    if isinstance(a, Var):
                        fix(a)
            elif isinstance(e, Custom):
                for a in e.args:
                    fix(a)
            elif isinstance(e, Group):
                for x in e.elements:
                    fix(x)
                for x in e.else_elements or []:
                    fix(x)
                if e.anchor is None:
                    e.anchor = next((x for x in e.elements if not isinstance(x, (Lit, Space))), None)

        for e in elements:
            fix(e)

    # -- grammar -----------------------------------------------------------------------
    def _grammar(self, elements: list[Any]) -> str:
        parts = []
        for e in elements:
            g = self._elem_grammar(e)
            if g:
                parts.append(g)
        return " ".join(parts)

    def _elem_grammar(self, e: Any, qualified: bool = False) -> str:
        from pyopt.ir.ods import OPTIONAL, SINGLE, VARIADIC

        if isinstance(e, Lit):
            return '"' + e.text.replace("\\", "\\\\").replace('"', '\\"') + '"'
        if isinstance(e, Space):
            return ""
        if isinstance(e, Var):
            k = e.elem.kind if e.kind != "prop" else SINGLE
            if e.kind == "operand":
                return {SINGLE: "VALUE", OPTIONAL: "[VALUE]", VARIADIC: "[value_list]"}[k]
            if e.kind == "region":
                return "region" if k == SINGLE else "[region_list]"
            if e.kind == "successor":
                return "successor" if k == SINGLE else "[successor_list]"
            if e.kind == "prop":
                c = e.elem.constraint
                if c.is_unit:
                    return ""
                return c.grammar
            raise ValueError(f"{self.cls.name}: ${e.name} cannot appear in the format")
        if isinstance(e, TypeOf):
            a = e.arg
            if isinstance(a, Directive):
                return "[type_list_no_parens]"
            if isinstance(a, Var):
                k = a.elem.kind
                if k == SINGLE and not qualified and _stripped_prefix(a) is not None:
                    return "stripped_type"
                return {SINGLE: "type", OPTIONAL: "[type]", VARIADIC: "[type_list_no_parens]"}[k]
        if isinstance(e, FunctionalType):
            return "type"  # any type: a non-function one is the parser's error (bind_one)
        if isinstance(e, AttrDict):
            return "[attr_dict_kw]" if e.with_keyword else "[dict_attr]"
        if isinstance(e, PropDict):
            return "[prop_dict]"
        if isinstance(e, Directive):
            return {"operands": "[value_list]", "regions": "[region_list]",
                    "successors": "[successor_list]"}[e.name]
        if isinstance(e, Qualified):
            if isinstance(e.arg, TypeOf):
                return self._elem_grammar(e.arg, qualified=True)
            return "attribute"
        if isinstance(e, Custom):  # a directive that parses nothing has no rule
            return directive_rule_name(e.name) if CUSTOM_DIRECTIVES[e.name].grammar else ""
        if isinstance(e, Group):
            self.group_count += 1
            name = f"fmt__{mangle(self.cls.name)}__g{self.group_count}"
            e.rule = name
            self.rules[name] = self._grammar(e.elements) or '""'
            if e.else_elements is not None:
                self.rules[name + "_else"] = self._grammar(e.else_elements) or '""'
                return f"({name} | {name}_else)"
            return f"[{name}]"
        raise ValueError(f"{self.cls.name}: unsupported format element {e!r}")

    def directives(self) -> set[str]:
        out: set[str] = set()

        def walk(es: list[Any]) -> None:
            for e in es:
                if isinstance(e, Custom) and CUSTOM_DIRECTIVES[e.name].grammar:
                    out.add(e.name)
                elif isinstance(e, Group):
                    walk(e.elements)
                    walk(e.else_elements or [])

        walk(self.elements)
        return out

    def grammar_rules(self) -> dict[str, str]:
        return {op_rule_name(self.cls.name): f"{op_terminal_name(self.cls.name)} {self.body}".strip(), **self.rules}

    # -- binding -----------------------------------------------------------------------
    def bind(self, elements: list[Any], children: list[Any], b: Binding, start: int) -> int:
        """Bind `children[start:]` to `elements`; return the next index."""
        binders = self._binders.get(id(elements))
        if binders is None:
            binders = self._binders[id(elements)] = [self._binder(e) for e in elements]
        i = start
        for consumes, bind in binders:
            if consumes:
                bind(children[i], b)
                i += 1
            elif bind is not None:
                bind(None, b)
        return i

    def _binder(self, e: Any) -> tuple[bool, Callable[[Any, Binding], None] | None]:
        """How one element binds its child: (whether it has a child, the
        binding function), specialised for the common elements."""
        if isinstance(e, (Lit, Space)):
            return False, None
        if isinstance(e, Custom) and not CUSTOM_DIRECTIVES[e.name].grammar:
            directive, args = CUSTOM_DIRECTIVES[e.name], e.args
            return False, lambda v, b: directive.bind(None, args, b)  # parses nothing, infers
        if isinstance(e, Var) and e.kind == "prop" and e.elem.constraint.is_unit:
            return False, None
        if isinstance(e, Var) and e.kind == "operand":
            name = e.name

            def operand(v: Any, b: Binding) -> None:
                b.operands[name] = v
            return True, operand
        if isinstance(e, TypeOf) and isinstance(e.arg, Var) and e.arg.elem.kind != "optional":
            key = e.arg.name
            prefix = _stripped_prefix(e.arg)
            parsed_as = getattr(e.arg.elem.constraint, "parsed_as", None)
            tail_index = self._type_tail_index(e)

            def type_of(v: Any, b: Binding) -> None:
                if prefix is not None and getattr(v, "type", None) == "STRIPPED_BODY":
                    v = complete_stripped_type(v, prefix, b.builder)
                if parsed_as is not None and isinstance(v, T.Type) and not isinstance(v, parsed_as[0]):
                    expected = f": expected {parsed_as[1]}, but found '{v}'" if parsed_as[1] else ""
                    raise MLIRError(f"custom op '{b.op_tok}' invalid kind of type specified{expected}",
                                    type_tail_loc(b, tail_index))
                b.types[key] = v if v is not None else []
            return True, type_of
        if isinstance(e, AttrDict):
            def attr_dict(v: Any, b: Binding) -> None:
                if v is not None:
                    b.attr_dict.update(v.entries)
            return True, attr_dict
        if isinstance(e, Group):
            anchor = e.anchor
            unit_anchor = isinstance(anchor, Var) and anchor.kind == "prop" and anchor.elem.constraint.is_unit

            def group(v: Any, b: Binding) -> None:
                if v is None:
                    return
                if isinstance(v, tuple):
                    if v[0] == "else":
                        self.bind(e.else_elements or [], v[1], b, 0)
                        return
                    v = v[1]
                self.bind(e.elements, v, b, 0)
                if unit_anchor:
                    b.props[anchor.name] = A.UnitAttr()
            return True, group
        return True, lambda v, b: self.bind_one(e, v, b)

    def _type_tail_index(self, e: Any) -> int | None:
        """The position of `e` among the types after the top-level `:` of
        the format (`: type($a) `to` type($b)`), None elsewhere."""
        index: int | None = None
        depth = 0  # a `:` inside literal brackets (`[` $i `:` type($i) `]`) is not the op's
        for element in self.elements:
            if isinstance(element, Lit) and element.text in ("[", "(", "{"):
                depth += 1
            elif isinstance(element, Lit) and element.text in ("]", ")", "}"):
                depth -= 1
            if isinstance(element, Lit) and element.text == ":" and index is None and depth == 0:
                index = 0
            elif element is e:
                return index
            elif index is not None and isinstance(element, TypeOf | FunctionalType):
                index += 1
        return None

    def _leading_element_loc(self, e: Any, b: Binding) -> Any:
        """Where the text of `e` starts, if only keywords and punctuation
        (and an empty attr-dict) come before it in the op's syntax, as in
        `index.constant 5` or `ub.poison <1 : i32>`: MLIR reports a value of
        the wrong kind there.  Otherwise the op's name.  Error paths only."""
        builder, tok = b.builder, b.op_tok
        text = builder.ctx.text
        literals = _literals_before(self.elements, e, bool(b.attr_dict))
        if not text or literals is None or not hasattr(tok, "start_pos"):
            return builder.loc(tok)
        pos = tok.start_pos + len(tok)
        for lit in [*literals, ""]:
            while pos < len(text) and text[pos] in " \t\r\n":
                pos += 1
            if not text.startswith(lit, pos):
                return builder.loc(tok)
            pos += len(lit)
        return builder.pos_loc(pos)

    def bind_one(self, e: Any, v: Any, b: Binding) -> None:
        if isinstance(e, Var):
            if e.kind == "operand":
                b.operands[e.name] = v
            elif e.kind == "prop":
                c = e.elem.constraint
                try:  # a typed parse first (BoolAttr's i1), then parseAttribute<AttrType>'s cast
                    attr = c.convert(v, b.builder, self.cls.name)
                except MLIRError as err:  # a value of the wrong kind: reported at the value
                    if err.diagnostic.loc is None:
                        err.diagnostic.loc = self._leading_element_loc(e, b)
                    raise
                if isinstance(v, A.Attribute) and not c.stores(attr):
                    raise MLIRError(f"custom op '{self.cls.name}' invalid kind of attribute specified",
                                    self._leading_element_loc(e, b))
                b.props[e.name] = attr
            elif e.kind == "region":
                b.regions[e.name] = v if v is not None else []
            elif e.kind == "successor":
                b.successors[e.name] = v if v is not None else []
        elif isinstance(e, TypeOf):
            a = e.arg
            key = a.name if isinstance(a, Var) else a.name
            if getattr(v, "type", None) == "STRIPPED_BODY":
                v = complete_stripped_type(v, _stripped_prefix(a), b.builder)
            b.types[key] = v if v is not None else ([] if not isinstance(a, Var) or a.elem.kind != "optional" else None)
        elif isinstance(e, Qualified):
            if isinstance(e.arg, TypeOf):
                self.bind_one(e.arg, v, b)
            else:
                b.props[e.arg.name] = v
        elif isinstance(e, FunctionalType):
            if not isinstance(v, T.FunctionType):  # parseType(FunctionType &)
                raise MLIRError(f"custom op '{b.op_tok}' invalid kind of type specified: expected builtin.function, "
                                f"but found '{v}'", type_tail_loc(b, self._type_tail_index(e)))
            ins, outs = v.inputs, v.results
            for arg, types in ((e.inputs, ins), (e.results, outs)):
                if isinstance(arg, Var):
                    d = arg.elem
                    b.types[arg.name] = list(types) if d.kind == "variadic" else (types[0] if types else None)
                else:
                    b.types[arg.name] = list(types)
        elif isinstance(e, AttrDict):
            if v is not None:
                b.attr_dict.update(v.entries)
        elif isinstance(e, PropDict):
            if v is not None:
                b.props.update(v.entries)
        elif isinstance(e, Directive):
            if e.name == "operands":
                b.operands["operands"] = v or []
            elif e.name == "regions":
                b.regions["regions"] = v or []
            elif e.name == "successors":
                b.successors["successors"] = v or []
        elif isinstance(e, Custom):
            CUSTOM_DIRECTIVES[e.name].bind(v, e.args, b)
        elif isinstance(e, Group):
            if v is None:
                return
            if isinstance(v, tuple) and v[0] == "else":
                self.bind(e.else_elements or [], v[1], b, 0)
                return
            v = v[1] if isinstance(v, tuple) else v
            self.bind(e.elements, v, b, 0)
            a = e.anchor
            if isinstance(a, Var) and a.kind == "prop" and a.elem.constraint.is_unit:
                b.props[a.name] = A.UnitAttr()

    # -- building the op --------------------------------------------------------------
    def build(self, children: list[Any], builder: Any) -> OpDef:
        op_tok = children[0]
        b = Binding(builder, op_tok)
        self.bind(self.elements, children, b, 1)
        return build_op(self.cls, b)

    # -- printing ----------------------------------------------------------------------------
    def _plan_spacing(self) -> None:
        """Decide, as mlir-tblgen does at generation time, where spaces go."""
        self.plan: list[tuple[Any, bool]] = []
        state = {"space": True, "punct": False}

        def plan(elements: list[Any]) -> list[tuple[Any, bool]]:
            out = []
            for e in elements:
                if isinstance(e, Lit):
                    v = e.text
                    emit = state["space"] and should_emit_space_before(v, state["punct"])
                    state["space"] = len(v) != 1 or v[0] not in "<({["
                    state["punct"] = v[0] != "_" and not v[0].isalpha()
                    out.append((e, emit))
                elif isinstance(e, Space):
                    if e.text == "\\n":
                        out.append((e, False))
                        continue
                    out.append((e, bool(e.text)))
                    state["punct"] = not e.text
                    state["space"] = False
                elif isinstance(e, (AttrDict, PropDict)):
                    out.append((e, False))
                    state["punct"] = False
                elif isinstance(e, Group):
                    then = plan(e.elements)
                    els = plan(e.else_elements) if e.else_elements is not None else None
                    out.append((e, (then, els)))
                elif isinstance(e, Var) and e.kind == "prop" and e.elem.constraint.is_unit:
                    out.append((e, False))
                else:
                    emit = state["space"] or not state["punct"]
                    state["punct"] = False
                    state["space"] = True
                    out.append((e, emit))
            return out

        self.plan = plan(self.elements)

        self._printer: Callable[[OpDef, Printer], None] | None = None

    def print(self, op: OpDef, p: Printer) -> None:
        printer = self._printer
        if printer is None:
            printer = self._printer = self._compile_plan(self.plan)
        printer(op, p)

    # -- the plan as closures: no dispatch on element kinds per op printed ---------------------
    def _compile_plan(self, plan: list[tuple[Any, Any]]) -> Callable[[OpDef, Printer], None]:
        steps = [self._compile_step(e, emit) for e, emit in plan]
        steps = [f for f in steps if f is not None]

        def run(op: OpDef, p: Printer) -> None:
            for f in steps:
                f(op, p)
        return steps[0] if len(steps) == 1 else run

    def _compile_step(self, e: Any, emit: Any) -> Callable[[OpDef, Printer], None] | None:
        info = self.info
        if isinstance(e, Group):
            then = self._compile_plan(emit[0])
            els = self._compile_plan(emit[1]) if emit[1] is not None else None

            def group(op: OpDef, p: Printer) -> None:
                if group_present(op, e):
                    then(op, p)
                elif els is not None:
                    els(op, p)
            return group
        if isinstance(e, Lit):
            text = " " + e.text if emit else e.text
            return lambda op, p: p.out.append(text)
        if isinstance(e, Space):
            if e.text == "\\n":
                return lambda op, p: p.newline()
            return (lambda op, p: p.out.append(" ")) if emit else None
        if isinstance(e, AttrDict):
            with_keyword = e.with_keyword

            def attr_dict(op: OpDef, p: Printer) -> None:
                base = self._elided
                if base is not None and not op.attributes and op.properties.keys() <= base:
                    return  # nothing left to print (the common case: no check per default)
                print_attr_dict(op, p, self.elided_attrs(op), with_keyword)
            return attr_dict
        if isinstance(e, PropDict):
            return lambda op, p: self._print_plan([(e, emit)], op, p)
        if isinstance(e, Var) and e.kind == "prop" and e.elem.constraint.is_unit:
            return None
        space = " " if emit else ""
        if isinstance(e, Var) and e.kind == "operand" and info.fixed_operands:
            index = e.elem.index

            def operand(op: OpDef, p: Printer) -> None:
                p.out.append(space + p.names.value_name(op._operands[index].value))  # type: ignore[union-attr]
            return operand
        if isinstance(e, Var) and e.kind == "prop":
            prop_name, constraint = e.name, e.elem.constraint

            def prop(op: OpDef, p: Printer) -> None:
                if space:
                    p.out.append(space)
                v = op.properties.get(prop_name)
                if v is not None:
                    constraint.print(p, v)
            return prop
        if isinstance(e, Custom):
            directive_name, args = e.name, e.args

            def custom(op: OpDef, p: Printer) -> None:
                if space:
                    p.out.append(space)
                CUSTOM_DIRECTIVES[directive_name].print(p, op, args)
            return custom
        if isinstance(e, TypeOf) and isinstance(e.arg, Var) and e.arg.kind in ("operand", "result") \
                and _stripped_prefix(e.arg) is None:
            index = e.arg.elem.index
            if e.arg.kind == "operand" and info.fixed_operands:
                def operand_type(op: OpDef, p: Printer) -> None:
                    if space:
                        p.out.append(space)
                    p.print_type(op._operands[index].value.type)
                return operand_type
            if e.arg.kind == "result" and info.fixed_results:
                def result_type(op: OpDef, p: Printer) -> None:
                    if space:
                        p.out.append(space)
                    p.print_type(op.results[index].type)
                return result_type

        def element(op: OpDef, p: Printer) -> None:
            if space:
                p.out.append(space)
            print_element(op, e, p)
        return element

    def _print_plan(self, plan: list[tuple[Any, Any]], op: OpDef, p: Printer) -> None:
        for e, emit in plan:
            if isinstance(e, Group):
                then, els = emit
                if group_present(op, e):
                    self._print_plan(then, op, p)
                elif els is not None:
                    self._print_plan(els, op, p)
                continue
            if isinstance(e, Lit):
                p.write(" " + e.text if emit else e.text)
            elif isinstance(e, Space):
                if e.text == "\\n":
                    p.newline()
                elif emit:
                    p.write(" ")
            elif isinstance(e, AttrDict):
                print_attr_dict(op, p, self.elided_attrs(op), e.with_keyword)
            elif isinstance(e, PropDict):
                props = {k: v for k, v in op.properties.items() if k not in self.used_props}
                if props:
                    p.write(" <")
                    p.print_attr(A.DictionaryAttr(tuple(props.items())))
                    p.write(">")
            else:
                if isinstance(e, Var) and e.kind == "prop" and e.elem.constraint.is_unit:
                    continue
                if emit:
                    p.write(" ")
                print_element(op, e, p)

    def elided_attrs(self, op: OpDef) -> set[str]:
        base = self._elided
        if base is None:
            base = self._elided = {*self.used_props, "operandSegmentSizes", "resultSegmentSizes"}
            self._defaulted = [(name, d.default) for name, d in self.info.props.items() if d.default is not None]
        props = op.properties
        hidden = [name for name, default in self._defaulted if props.get(name) is default]
        return base.union(hidden) if hidden else base


def _literals_before(elements: list[Any], target: Any, attr_dict_present: bool) -> list[str] | None:
    """The literals written before `target` when nothing else can come
    before it (a group on the way is entered); None when something can."""
    out: list[str] = []
    for e in elements:
        if e is target:
            return out
        if isinstance(e, Lit):
            out.append(e.text)
        elif isinstance(e, Space) or (isinstance(e, AttrDict) and not attr_dict_present):
            continue
        elif isinstance(e, Group):
            inner = _literals_before(e.elements, target, attr_dict_present)
            return None if inner is None else out + inner
        else:
            return None
    return None


def _stripped_prefix(var: Any) -> str | None:
    """The `!dialect.mnemonic` that `type($var)` leaves out, if any."""
    constraint = getattr(getattr(var, "elem", None), "constraint", None)
    return getattr(constraint, "stripped", None)


def complete_stripped_type(tok: Any, prefix: str | None, builder: Any) -> T.Type:
    """`<3>` read where `!llvm.ptr<3>` could stand."""
    from pyopt.ir.registry import registry

    return registry.parse_dialect_type(f"{(prefix or '')[1:]}{tok}", builder, tok)  # type: ignore[no-any-return]


def print_type_maybe_stripped(p: Printer, t: T.Type, prefix: str | None) -> None:
    """printStrippedAttrOrType: the body alone when the type is of the
    constraint's class and has one (`!llvm.ptr` keeps its name)."""
    if prefix is not None:
        text = p.type_text(t)
        if text.startswith(prefix + "<"):
            p.write(text[len(prefix):])
            return
    p.print_type(t)


def should_emit_space_before(value: str, last_was_punct: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_was_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


def print_attr_dict(op: Any, p: Printer, elided: set[str], with_keyword: bool) -> None:
    entries = [(k, v) for k, v in op.properties.items() if k not in elided]
    # A discardable attribute named like a native property is not that
    # property (only inherent attributes are elided from the dictionary).
    native = op.op_def.native_props
    entries += [(k, v) for k, v in op.attributes.items() if k not in elided or k in native]
    if not entries:
        return
    entries.sort(key=lambda kv: kv[0])
    p.write(" attributes {" if with_keyword else " {")
    p.print_attr_entries(entries)
    p.write("}")


def element_value(op: Any, e: Any) -> Any:
    """The operand(s), type(s), attribute, region(s) or successor(s) an
    element of the format stands for."""
    if isinstance(e, Var):
        d = e.elem
        if e.kind == "operand":
            return op.operand_group(d.index)
        if e.kind == "result":
            return op.result_group(d.index)
        if e.kind == "prop":
            return op.properties.get(e.name)
        if e.kind == "region":
            return d.__get__(op, type(op))
        if e.kind == "successor":
            return d.__get__(op, type(op))
    if isinstance(e, Directive):
        if e.name == "operands":
            return op.operands
        if e.name == "results":
            return op.results
        if e.name == "regions":
            return op.regions
        if e.name == "successors":
            return op.successors
    if isinstance(e, (TypeOf, Ref, Qualified)):
        inner = element_value(op, e.arg)
        if isinstance(e, TypeOf):
            if inner is None:
                return None
            if isinstance(inner, list):
                return [v.type for v in inner]
            return inner.type
        return inner
    raise ValueError(f"no value for {e!r}")


def element_present(op: Any, e: Any) -> bool:
    if isinstance(e, Qualified):  # `qualified($attr)^`: the attribute's presence
        e = e.arg
    if isinstance(e, Var) and e.kind == "prop":
        v = op.properties.get(e.name)
        d = e.elem
        return v is not None and (d.default is None or v is not d.default)
    if isinstance(e, Custom):
        return CUSTOM_DIRECTIVES[e.name].present(op, e.args)
    if isinstance(e, Var) and e.kind == "region":
        v = element_value(op, e)
        if isinstance(v, list):
            return bool(v)
        return bool(v.blocks)
    v = element_value(op, e)
    if isinstance(v, list):
        return bool(v)
    return v is not None


def group_present(op: Any, g: Group) -> bool:
    return g.anchor is not None and element_present(op, g.anchor)


def print_element(op: Any, e: Any, p: Printer) -> None:
    if isinstance(e, Var):
        v = element_value(op, e)
        if e.kind in ("operand",):
            if isinstance(v, list):
                p.print_operands(v)
            elif v is not None:
                p.print_operand(v)
        elif e.kind == "prop":
            if v is not None:
                e.elem.constraint.print(p, v)
        elif e.kind == "region":
            regions = v if isinstance(v, list) else [v]
            for i, r in enumerate(regions):
                if i:
                    p.write(", ")
                print_format_region(op, r, p)
        elif e.kind == "successor":
            blocks = v if isinstance(v, list) else [v]
            p.write(", ".join(p.block_name(b) for b in blocks))
        return
    if isinstance(e, TypeOf):
        v = element_value(op, e)
        if isinstance(v, list):
            p.print_list(v, p.print_type)
        elif v is not None:
            print_type_maybe_stripped(p, v, _stripped_prefix(e.arg))
        return
    if isinstance(e, FunctionalType):
        ins = element_value(op, TypeOf(e.inputs))
        outs = element_value(op, TypeOf(e.results))
        ins = ins if isinstance(ins, list) else ([ins] if ins is not None else [])
        outs = outs if isinstance(outs, list) else ([outs] if outs is not None else [])
        p.write("(")
        p.print_list(ins, p.print_type)
        p.write(") -> ")
        p.print_function_results(outs)
        return
    if isinstance(e, Directive):
        v = element_value(op, e)
        if e.name == "operands":
            p.print_operands(v)
        elif e.name == "regions":
            for i, r in enumerate(v):
                if i:
                    p.write(", ")
                print_format_region(op, r, p)
        elif e.name == "successors":
            p.write(", ".join(p.block_name(b) for b in v))
        return
    if isinstance(e, Qualified):
        if isinstance(e.arg, TypeOf):
            v = element_value(op, e.arg)
            if isinstance(v, list):
                p.print_list(v, p.print_type)
            elif v is not None:
                p.print_type(v)
        else:
            v = element_value(op, e.arg)
            if v is not None:
                p.print_attr(v)
        return
    if isinstance(e, Custom):
        CUSTOM_DIRECTIVES[e.name].print(p, op, e.args)
        return
    raise ValueError(f"cannot print {e!r}")


def print_format_region(op: Any, r: Region, p: Printer) -> None:
    """Declarative formats elide an implicit terminator without operands."""
    print_term = True
    if op.op_def.implicit_terminator and r.blocks:
        term = r.blocks[0].last
        if term is not None:
            print_term = bool(term.attributes) or bool(term.properties) or bool(term.op_operands) or bool(term.results)
    p.print_region(r, print_entry_args=True, print_terminators=print_term)


# ---- type inference and op construction --------------------------------------------------
class _Inference:
    """What a declaration lets the parser infer about types, worked out
    once per op class: the type-relation traits, in declaration order, and
    the buildable types (`I1`, `Index`...)."""

    def __init__(self, cls: type[OpDef]) -> None:
        from pyopt.ir.ods import AllTypesMatch, SameOperandsAndResultType, SameTypeOperands, TypesMatchWith

        info = cls.op_def
        self.steps: list[tuple[Any, ...]] = []
        for t in info.traits:
            if t is SameOperandsAndResultType or t is SameTypeOperands:
                defs = info.operands + (info.results if t is SameOperandsAndResultType else [])
                self.steps.append(("same", tuple(d.name for d in defs),
                                   tuple((d.name, d.kind == "variadic") for d in defs)))
            elif isinstance(t, AllTypesMatch):
                self.steps.append(("all", tuple(t.names)))
            elif isinstance(t, TypesMatchWith):
                self.steps.append(("with", t.source, t.target, t.fn))
        # An optional result has a type only when its group is present (it spells it).
        self.buildable = tuple((d.name, d.kind, d.constraint.buildable)
                               for d in info.operands + [r for r in info.results if r.kind != "optional"]
                               if d.constraint.buildable is not None)
        self.hook = getattr(cls, "infer_types", None)


def _resolve_types(cls: type[OpDef], b: Binding) -> None:
    inference = cls.op_def.inference
    if inference is None:
        inference = cls.op_def.inference = _Inference(cls)
    types = b.types
    get = types.get
    steps = inference.steps
    pending: MLIRError | None = None  # raised after the hook's parseType<...> checks, which come first
    for _ in range(4 if steps else 0):
        changed = False
        for step in steps:
            kind = step[0]
            if kind == "same":
                src = None
                for n in step[1]:
                    t = get(n)
                    if t is not None and not isinstance(t, list):
                        src = t
                        break
                if src is None:
                    src = next((t[0] for t in map(get, step[1]) if isinstance(t, list) and t), None)
                if src is not None:
                    for name, variadic in step[2]:
                        if get(name) is None:
                            if variadic:
                                types[name] = [src] * len(b.operands.get(name) or [])
                            else:
                                types[name] = src
                            changed = True
            elif kind == "all":
                src = next((t for t in map(get, step[1]) if t is not None), None)
                if src is not None:
                    for n in step[1]:
                        if get(n) is None:
                            types[n] = src
                            changed = True
            else:
                _, source, target, fn = step
                if get(source) is not None and get(target) is None:
                    bad = transformed_source_error(cls, b, source, types[source])
                    if bad is None:
                        types[target] = fn(types[source])
                        changed = True
                    elif pending is None:
                        pending = bad
        if not changed:
            break
    for name, kind, buildable in inference.buildable:
        if get(name) is None:
            if kind == "variadic":
                types[name] = [buildable] * len(b.operands.get(name) or [])
            elif kind != "optional" or b.operands.get(name) is not None:
                types[name] = buildable
    if inference.hook is not None:
        inference.hook(b)
    if pending is not None:
        raise pending


def transformed_source_error(cls: type[OpDef], b: Binding, source: str, t: Any) -> MLIRError | None:
    """ODS parsers check the constraint of a type that a TypesMatchWith
    transformer infers another one from, before transforming it."""
    from pyopt.ir.ods import OperandDef, ResultDef

    d = cls.op_def.by_name(source)
    if isinstance(t, list) or not isinstance(d, (OperandDef, ResultDef)) or d.constraint(t):
        return None
    return MLIRError(f"custom op '{b.op_tok}' '{source.rstrip('_')}' must be {d.constraint.summary}, but got '{t}'",
                     b.builder.loc(b.op_tok))


def _distribute_operand_types(cls: type[OpDef], info: OpInfo, b: Binding) -> None:
    """`type(operands)` / `functional-type(operands, ...)` with operands
    bound one by one: give each operand group its share of the types (the
    generated parser resolves all of them at once, counts first)."""
    types = list(b.types.pop("operands") or [])
    given = sum(len(t or []) if d.kind == "variadic" else int(t is not None)
                for d in info.operands for t in [b.operands.get(d.name)])
    if given != len(types):
        raise b.error(f"custom op '{cls.name}' number of operands and types do not match: got {given} operands and "
                      f"{len(types)} types")
    i = 0
    for d in info.operands:
        toks = b.operands.get(d.name)
        if d.kind == "variadic":
            n = len(toks or [])
            b.types[d.name] = types[i:i + n]
        else:
            n = 0 if toks is None else 1
            if n:
                b.types[d.name] = types[i] if i < len(types) else None
        i += n


def type_tail_loc(b: Binding, index: int | None) -> Any:
    """Where the `index`-th type after an op's top-level `:` starts (types
    separated by `,` or a keyword such as `to`); the op name when unknown.
    Error paths only."""
    builder, tok = b.builder, b.op_tok
    text = builder.ctx.text
    if index is None or not text or not hasattr(tok, "start_pos"):
        return builder.loc(tok)
    pos, depth = tok.start_pos + len(tok), 0
    while pos < len(text) and not (text[pos] == ":" and depth == 0):
        depth += (text[pos] in "{[(<") - (text[pos] in "}])>" and text[pos - 1] != "-")
        pos += 1

    def blanks(p: int) -> int:
        while p < len(text) and text[p] in " \t\r\n":
            p += 1
        return p

    pos = blanks(pos + 1)
    for _ in range(index):
        depth = 0
        while pos < len(text) and not (depth == 0 and (text[pos] in " \t\r\n,")):
            depth += (text[pos] in "{[(<") - (text[pos] in "}])>" and text[pos - 1] != "-")
            pos += 1
        pos = blanks(pos)
        if pos < len(text) and text[pos] == ",":
            pos = blanks(pos + 1)
        else:  # a keyword (`to`, `into`) or punctuation (`->`) between the types
            while pos < len(text) and text[pos] not in " \t\r\n":
                pos += 1
            pos = blanks(pos)
    return builder.pos_loc(pos)


def check_attr_dict(cls: type[OpDef], b: Binding) -> None:
    """verifyInherentAttrs, which MLIR's generated parsers run on the
    inherent attributes written in an op's attr-dict: an error at its `{`."""
    try:
        check_inherent_attrs(cls, b.attr_dict, None)
    except MLIRError as err:
        raise MLIRError(f"custom op '{b.op_tok}' {err.diagnostic.message}",
                        b.builder.colon_loc(b.op_tok, char="{")) from None


def _build_simple_op(cls: type[OpDef], b: Binding) -> OpDef | None:
    """build_op for the usual op: single operands and results, no regions,
    successors or segment sizes (None: take the general path)."""
    info = cls.op_def
    types, tokens = b.types, b.operands
    if "operands" in types or "results" in types or "operands" in tokens:
        return None
    uses = []
    for name in info.operand_names:
        tok, ty = tokens.get(name), types.get(name)
        if tok is None or ty is None or isinstance(tok, list) or isinstance(ty, list):
            return None  # the general path has the error messages
        uses.append((tok, ty))
    result_types = []
    for name in info.result_names:
        ty = types.get(name)
        if ty is None or isinstance(ty, list):
            return None
        result_types.append(ty)
    use = b.builder.use
    operands = [use(tok, ty) for tok, ty in uses]
    props = b.props
    attrs = split_inherent(cls, b.attr_dict.items(), props)
    attrs.update(b.extra_attrs)
    return cls(operands, result_types, attrs, props, 0, (), b.builder.loc(b.op_tok))


def build_op(cls: type[OpDef], b: Binding) -> OpDef:
    info = cls.op_def
    if "operands" in b.types and "operands" not in b.operands:
        _distribute_operand_types(cls, info, b)
    _resolve_types(cls, b)
    if b.attr_dict and info.props:
        check_attr_dict(cls, b)
    if info.simple_build:
        op = _build_simple_op(cls, b)
        if op is not None:
            return op
    builder = b.builder
    operands: list[Value] = []
    sizes: list[int] = []
    if "operands" in b.operands:  # the `operands` directive
        toks = b.operands["operands"]
        tys = b.types.get("operands")
        if tys is None and info.fixed_operands:  # each operand's type given (or inferred) by name
            named = [b.types.get(d.name) for d in info.operands]
            if all(isinstance(t, T.Type) for t in named):
                tys = named
        tys = tys or []
        if len(tys) != len(toks):
            raise b.error(f"{len(toks)} operands present, but expected {len(tys)}")
        operands = [builder.use(t, ty) for t, ty in zip(toks, tys)]
    else:
        for d in info.operands:
            toks = b.operands.get(d.name)
            ty = b.types.get(d.name)
            if d.kind == "variadic":
                toks = toks or []
                tys = ty if isinstance(ty, list) else ([ty] * len(toks) if ty is not None else [])
                if len(tys) != len(toks):
                    raise b.builder.error(toks[0] if toks else b.op_tok,
                                          f"{len(toks)} operands present, but expected {len(tys)}")
                operands.extend(builder.use(t, y) for t, y in zip(toks, tys))
                sizes.append(len(toks))
            elif toks is None:
                if d.kind == "single":
                    raise b.error(f"missing operand '{d.name}'")
                sizes.append(0)
            else:
                if isinstance(toks, list):
                    toks = toks[0]
                if ty is None or isinstance(ty, list):
                    ty = ty[0] if ty else None
                if ty is None:
                    raise b.error(f"cannot infer the type of operand '{d.name}'")
                operands.append(builder.use(toks, ty))
                sizes.append(1)
    result_types: list[T.Type] = []
    rsizes: list[int] = []
    if "results" in b.types and not any(d.name == "results" for d in info.results):
        result_types = list(b.types["results"] or [])
    else:
        for d in info.results:
            ty = b.types.get(d.name)
            if d.kind == "variadic":
                tys = ty or []
                result_types.extend(tys)
                rsizes.append(len(tys))
            elif ty is None:
                if d.kind == "single":
                    raise b.error(f"cannot infer the type of result '{d.name}'")
                rsizes.append(0)
            else:
                result_types.append(ty)
                rsizes.append(1)
    props = dict(b.props)
    attrs = split_inherent(cls, b.attr_dict.items(), props)
    attrs.update(b.extra_attrs)
    if info.attr_sized_operands:
        props["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))
    if info.attr_sized_results:
        props["resultSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(rsizes))
    regions: list[Region] = []
    if "regions" in b.regions:
        regions = list(b.regions["regions"])
    else:
        for d in info.regions:
            r = b.regions.get(d.name)
            if d.kind == "variadic":
                regions.extend(r or [])
            elif r is None:
                regions.append(Region())
            else:
                regions.append(r)
    successors: list[Block] = []
    if "successors" in b.successors:
        successors = list(b.successors["successors"])
    else:
        for d in info.successors:
            s = b.successors.get(d.name)
            if isinstance(s, list):
                successors.extend(s)
            elif s is not None:
                successors.append(s)
    op = cls(operands, result_types, attrs, props, regions, successors, builder.loc(b.op_tok))
    if info.implicit_terminator:
        for r in op.regions:
            ensure_terminator(r, info.implicit_terminator, op.loc)
    elif any(d.single_block for d in info.regions):
        # ODS's parser for a SingleBlock op: an empty region gets its block
        # (generic form keeps what it spells, for SizedRegion<1> to check).
        for r in op.regions:
            if not r.blocks:
                r.add_block(Block())
    return op


def ensure_terminator(r: Region, term_name: str, loc: A.Location | None) -> None:
    from pyopt.ir.registry import registry

    if not r.blocks:
        r.add_block(Block())
    block = r.blocks[-1]
    last = block.last
    if last is not None and last.name == term_name:
        return
    if last is not None and last.op_def is not None:
        from pyopt.ir.ods import Terminator

        if Terminator in last.op_def.trait_classes:
            return
    cls = registry.lookup_op(term_name)
    assert cls is not None, term_name
    block.append(cls([], [], {}, {}, 0, [], loc))


# ---- callbacks ---------------------------------------------------------------------------
def rule_callback(builder: Any, rule_name: str) -> Callable[[list[Any]], Any]:
    from pyopt.ir.grammar import rule_owner
    from pyopt.ir.registry import registry

    owner = rule_owner(rule_name)
    cls = registry.lookup_op(owner)  # imports the owner's dialect
    assert cls is not None, f"no op for rule {rule_name}"
    if rule_name.startswith("dx__"):
        base, _, sub = rule_name.partition("___")
        directive = CUSTOM_DIRECTIVES_BY_RULE()[base]
        if sub:  # a helper rule of the directive: `directive.rule_<sub>`
            helper = getattr(directive, "rule_" + sub)
            return lambda children: helper(builder, children)
        return lambda children: directive.parse(builder, children)
    if rule_name.startswith("opstart__"):
        default_dialect = getattr(cls, "default_dialect", "")

        def start(children: list[Any]) -> Any:
            builder.op_starts.append(owner)
            builder.last_op_start = children[0]
            builder.default_dialects.append(default_dialect)
            return children[0]
        return start
    if rule_name == op_rule_name(owner):
        if cls.assembly_format is not None:
            fmt = get_format(cls)
            build: Callable[[list[Any]], Any] = lambda children: fmt.build(children, builder)
        else:
            build = lambda children: cls.parse(children, builder)
        if cls.aliases:
            build = _by_default_dialect(cls, build, builder)
        if not cls.op_def.regions:
            return build

        def build_with_regions(children: list[Any]) -> Any:
            builder.op_starts.pop()
            builder.default_dialects.pop()
            return build(children)
        return build_with_regions
    if rule_name.startswith("fmt__"):
        if rule_name.endswith("_else"):
            return lambda children: ("else", children)
        return lambda children: ("then", children)
    # Helper rules of hand-written syntax: `op__x__y___sig` -> cls.rule_sig.
    method = getattr(cls, "rule_" + rule_name.rsplit("___", 1)[-1])
    return lambda children: method(children, builder)


def _by_default_dialect(cls: type[OpDef], build: Callable[[list[Any]], Any],
                        builder: Any) -> Callable[[list[Any]], Any]:
    """A bare spelling (`return`) names the op of the enclosing op's default
    dialect (OpAsmOpInterface::getDefaultDialect): inside `async.func` it is
    `async.return`.  Ops sharing a spelling share a grammar rule, so the op
    parsed by `cls`'s rule is rebuilt as that dialect's op."""
    from pyopt.ir.registry import registry

    def run(children: list[Any]) -> Any:
        spelling = str(children[0])
        if "." in spelling:
            return build(children)
        default = builder.default_dialects[-1]
        other = registry.lookup_op(f"{default}.{spelling}") if default else None
        if other is None:  # mlir-opt 22.1.8 looks in the default dialect only
            from pyopt.ir.syntax_errors import unknown_op

            raise unknown_op(spelling, builder.loc(children[0]), default)
        op = build(children)
        if other is cls:
            return op
        rebuilt = other(op.operands, [r.type for r in op.results], op.attributes, op.properties, op.regions,
                        op.successors, op.loc)
        for o in op.op_operands:
            o.drop()
        return rebuilt
    return run


def CUSTOM_DIRECTIVES_BY_RULE() -> dict[str, CustomDirective]:
    return {directive_rule_name(n): d for n, d in CUSTOM_DIRECTIVES.items()}


def get_format(cls: type[OpDef]) -> OpFormat:
    fmt = cls.op_def.format
    if fmt is None:
        fmt = OpFormat(cls)
        cls.op_def.format = fmt
    return fmt
