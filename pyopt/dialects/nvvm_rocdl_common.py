"""Pieces shared by the NVVM and ROCDL dialects: LLVM-compatible type
constraints, enum attributes, GPU target attributes (`#nvvm.target<...>`,
`#rocdl.target<...>`), the stripped `#llvm.constant_range` of the id ops and
the checks of the dialects' discardable attributes (`nvvm.kernel`...)."""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.attr_params import AttrParam
from pyopt.ir.diagnostics import MLIRError, two_errors
from pyopt.ir.format import CustomDirective, custom_directive, directive_rule_name
from pyopt.ir.ods import Dialect
from pyopt.ir.struct_attr import parse_struct
from pyopt.ir.printer import Printer


# ---- LLVM types ------------------------------------------------------------------------
def _llvm() -> Any:
    from pyopt.dialects.llvm import types as llvm_types

    return llvm_types


def is_llvm_compatible(t: T.Type) -> bool:
    return bool(_llvm().is_compatible_type(t))


def is_llvm_outer_compatible(t: T.Type) -> bool:
    """The `LLVM_Type` constraint: elements of structs and arrays unchecked."""
    return bool(_llvm().is_compatible_outer_type(t))


def is_llvm_float(t: T.Type) -> bool:
    return isinstance(t, T.FloatType) and is_llvm_compatible(t)


def is_llvm_ptr(t: T.Type, space: int | None = None) -> bool:
    llvm = _llvm()
    return isinstance(t, llvm.LLVMPointerType) and (space is None or t.address_space == space)


def is_llvm_struct(t: T.Type) -> bool:
    return isinstance(t, _llvm().LLVMStructType)


LLVMType = C.TypeConstraint("LLVM dialect-compatible type", is_llvm_outer_compatible)
LLVMAnyFloat = C.TypeConstraint("floating point LLVM type", is_llvm_float)
LLVMAnyPointer = C.TypeConstraint("LLVM pointer type", lambda t: is_llvm_ptr(t))
LLVMAnyStruct = C.TypeConstraint("LLVM structure type", is_llvm_struct)


def ptr_in(*spaces: int) -> C.TypeConstraint:
    """LLVM_PointerInAddressSpace<N> (or several of them)."""
    summary = " or ".join(f"LLVM pointer in address space {s}" for s in spaces)
    return C.TypeConstraint(summary, lambda t: any(is_llvm_ptr(t, s) for s in spaces))


def any_of(*cs: C.TypeConstraint) -> C.TypeConstraint:
    return C.TypeConstraint(" or ".join(c.summary for c in cs), lambda t: any(c.check(t) for c in cs))


I16Attr = C.TypedAttrC(T.i16, "16-bit signless integer attribute")


class MinI32AttrC(C.TypedAttrC):
    """ConfinedAttr<I32Attr, [IntMinValue<N>]>."""

    def __init__(self, minimum: int) -> None:
        super().__init__(T.i32, f"32-bit signless integer attribute whose minimum value is {minimum}")
        self.minimum = minimum

    def check(self, attr: A.Attribute) -> bool:
        return super().check(attr) and getattr(attr, "value", 0) >= self.minimum


# ---- dialects with `#dialect<mnemonic body>` attributes -------------------------------------
class TargetDialect(Dialect):
    """NVVM and ROCDL: attributes also spelled `#nvvm<shfl_kind bfly>`, and
    hooks verifying the dialect's discardable attributes."""

    def __init__(self, name: str,
                 verify_attr: Callable[[Any, str, A.Attribute], None] | None = None) -> None:
        super().__init__(name, defines_attributes=True)
        self._verify_attr = verify_attr

    def parse_attr(self, mnemonic: str, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        if not mnemonic and body:
            text = body.strip()
            end = 0
            while end < len(text) and (text[end].isalnum() or text[end] in "_."):
                end += 1
            cls = self.attrs.get(text[:end])
            if cls is not None and hasattr(cls, "parse_pretty_less"):
                return cls.parse_pretty_less(text[end:].strip(), builder, tok)
        return super().parse_attr(mnemonic, body, builder, tok)

    def verify_operation_attribute(self, op: Any, name: str, attr: A.Attribute) -> None:
        if self._verify_attr is not None:
            self._verify_attr(op, name, attr)


def op_error(op: Any, message: str) -> MLIRError:
    """op->emitError(): the message without the `'op' op` prefix."""
    return op.emit_plain_error(message)  # type: ignore[no-any-return]


def loc_error(op: Any, message: str) -> MLIRError:
    """emitError(op->getLoc()): at the op, but not through it, so without
    the `see current operation` note."""
    err = MLIRError(message, op.loc)
    err.plain = True
    return err


# ---- enum attributes ------------------------------------------------------------------
class EnumAttr(A.DialectAttr):
    """An EnumAttr of a dialect.  `bracketed` ones (assembly format
    `<$value>`) print `#nvvm.mem_scope<cta>` and, stripped, `<cta>`; the
    others (`$value`) print `#nvvm<shfl_kind bfly>` and, stripped, ` bfly`
    (with the leading space of the generated printer)."""

    __slots__ = ("value",)
    cases: ClassVar[tuple[str, ...]] = ()
    bracketed: ClassVar[bool] = True
    cpp_enum: ClassVar[str] = ""
    cpp_attr: ClassVar[str] = ""
    # An I32Enum (EnumInfo) rather than an I32EnumAttr: its parser names the
    # cases in brackets and the enum by its summary.
    info_summary: ClassVar[str] = ""

    def _init(self, value: str) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    def print(self, p: Printer) -> None:
        dialect, _, mnemonic = self.name.partition(".")
        if self.bracketed:
            p.write(f"#{self.name}<{self.value}>")
        else:
            p.write(f"#{dialect}<{mnemonic} {self.value}>")

    def print_body(self, p: Printer) -> None:
        p.write(f"<{self.value}>" if self.bracketed else f" {self.value}")

    @classmethod
    def get(cls, keyword: str, locs: tuple[A.Location, A.Location], op_name: str | None = None) -> EnumAttr:
        """`locs`: the keyword's location and the next token's."""
        if keyword in cls.cases:
            return cls(keyword)
        prefix = f"custom op '{op_name}' " if op_name else ""
        expected = (f"expected one of [{', '.join(cls.cases)}] for {cls.info_summary}, got: {keyword}"
                    if cls.info_summary else f"expected {cls.cpp_enum} to be one of: {', '.join(cls.cases)}")
        param = AttrParam(cls.cpp_attr, "value", cls.cpp_enum)
        raise two_errors(f"{prefix}{expected}", locs[0], prefix + param.failure_message(), locs[1])

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        if not cls.bracketed or body is None:
            raise builder.error(tok, f"expected '<' in #{cls.name}")
        word = body.strip()
        return cls.get(word, builder.word_locs(tok, word))

    @classmethod
    def parse_pretty_less(cls, rest: str, builder: Any, tok: Any) -> A.Attribute:
        if cls.bracketed:
            if rest.startswith("<") and rest.endswith(">"):
                word = rest[1:-1].strip()
                return cls.get(word, builder.word_locs(tok, word))
            raise builder.error(tok, "expected '<'")
        return cls.get(rest, builder.word_locs(tok, rest))


def enum_attr(dialect: Dialect, mnemonic: str, cases: Sequence[str], cpp_enum: str, cpp_attr: str,
              bracketed: bool = True, info_summary: str = "") -> type[EnumAttr]:
    """Declare and register an enum attribute class."""
    ns = dialect.name
    cls = type(cpp_attr, (EnumAttr,), {
        "__slots__": (), "name": f"{ns}.{mnemonic}", "cases": tuple(cases), "bracketed": bracketed,
        "cpp_enum": f"::mlir::{ns.upper()}::{cpp_enum}", "cpp_attr": cpp_attr, "info_summary": info_summary,
    })
    dialect.attr(cls)
    return cls


class EnumAttrC(C.AttrConstraint):
    """An enum attribute in an op's custom syntax: stripped (`<cta>` or
    `bfly`), or fully qualified (`#nvvm.mem_scope<cta>`)."""

    def __init__(self, cls: type[EnumAttr], summary: str) -> None:
        self.cls = cls
        self.summary = summary
        self.storage = C.class_storage(cls)
        # Named rules (pyopt/grammar/mlir.lark), not inline alternatives: an op
        # with n enums would otherwise expand into 2**n productions.
        self.grammar = "bracketed_enum_value" if cls.bracketed else "bare_enum_value"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, self.cls)

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        if getattr(value, "type", None) == "HASH_ID":
            attr = builder.hash_attr([value])
            if not isinstance(attr, self.cls):
                raise builder.error(value, f"custom op '{op_name}' invalid kind of attribute specified")
            return attr
        return self.cls.get(str(value), (builder.loc(value), builder.loc_after(value)), op_name)

    def print(self, p: Printer, attr: A.Attribute) -> None:
        attr.print_body(p)  # type: ignore[attr-defined]


# ---- #llvm.constant_range, stripped ------------------------------------------------------------
@custom_directive
class StrippedConstantRange(CustomDirective):
    """`<i32, 0, 1024>`: the stripped `#llvm.constant_range` of the `range`
    of NVVM / ROCDL id ops (used through ConstantRangeAttrC)."""

    name = "StrippedConstantRange"
    grammar = '"<" type "," typed_literal "," typed_literal ">"'

    def parse(self, builder: Any, children: list[Any]) -> Any:
        t, lo, hi = children
        values = []
        for kind, neg, tok in (lo, hi):
            values.append(("-" if neg else "") + str(tok))
        from pyopt.ir.registry import registry

        text = f"llvm.constant_range<{t}, {values[0]}, {values[1]}>"
        return registry.parse_dialect_attr(text, builder, lo[2])


class ConstantRangeAttrC(C.AttrConstraint):
    summary = "A range of two integers, corresponding to LLVM's ConstantRange"
    directive = "StrippedConstantRange"
    grammar = directive_rule_name("StrippedConstantRange")

    def check(self, attr: A.Attribute) -> bool:
        # The LLVM dialect's class, or its generic `#llvm.<mnemonic><body>`.
        return getattr(attr, "name", "") == "llvm.constant_range" or getattr(attr, "mnemonic", "") == "constant_range"

    storage = None  # ::mlir::LLVM::ConstantRangeAttr

    def print(self, p: Printer, attr: A.Attribute) -> None:
        stripped = getattr(attr, "print_stripped", None)
        if stripped is not None:
            stripped(p)
        else:
            text = p.attr_text(attr)
            p.write(text[text.index("<"):])


ConstantRange = ConstantRangeAttrC()


# ---- GPU target attributes --------------------------------------------------------------------
class Param:
    """One parameter of a target attribute: kind `int`, `str`, `bool`,
    `dict` or `array`; None as default means optional (printed if set)."""

    __slots__ = ("name", "kind", "default")

    def __init__(self, name: str, kind: str, default: Any = None) -> None:
        self.name = name
        self.kind = kind
        self.default = default


class TargetAttr(A.DialectAttr):
    """`#nvvm.target<O = 3, chip = "sm_90">`: a struct of parameters parsed
    in any order, printed in declaration order with defaults elided."""

    __slots__ = ("values",)
    params: ClassVar[tuple[Param, ...]] = ()
    # ODS `struct(params)` with every parameter required (a counted loop, `<` required),
    # or all optional (`<...>` itself optional).
    all_required: ClassVar[bool] = False
    cpp_name: ClassVar[str] = ""  # the ODS def, as the generated parser's errors name it

    def _init(self, *values: Any) -> None:
        self.values = tuple(values)

    def _args(self) -> tuple[Any, ...]:
        return self.values

    def __getitem__(self, name: str) -> Any:
        for p, v in zip(self.params, self.values):
            if p.name == name:
                return v
        raise KeyError(name)

    def print_body(self, p: Printer) -> None:
        parts = []
        for param, v in zip(self.params, self.values):
            if v is None or v == param.default and param.default is not None:
                continue
            if param.kind == "int":
                text = str(v)
            elif param.kind == "bool":
                text = "true" if v else "false"
            elif param.kind == "str":
                text = A.escape_string(v)
            else:
                text = p.attr_text(v)
            parts.append(f"{param.name} = {text}")
        if parts:
            p.write("<" + ", ".join(parts) + ">")

    @classmethod
    def verify(cls, values: dict[str, Any], loc: A.Location) -> None:
        """Checks of getChecked (none by default), reported at `loc`: the
        `<` after the mnemonic, where the generated parser stood."""

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        text = str(tok)
        base = text.find("<") + 1 if body is not None else None
        given = parse_struct(cls.params, cls.all_required, cls.cpp_name, builder, tok, base)
        # getChecked reports at the `<` after the mnemonic, where the generated parser stood.
        cls.verify(given, builder.loc_in(tok, (base or 1) - 1))
        return cls(*(given.get(p.name, p.default) for p in cls.params))




# ---- discardable attribute checks ------------------------------------------------------------------
def quoted(name: str) -> str:
    """A StringAttr streamed into a diagnostic: `"nvvm.maxntid"`."""
    return A.escape_string(name)
