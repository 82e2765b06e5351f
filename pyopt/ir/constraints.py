"""Type and attribute constraints used in op declarations.

A type constraint checks a type and carries MLIR's summary text (used in
verifier messages) and, when the constraint admits a single type, that
type (used to infer types the custom syntax leaves out).  An attribute
constraint also knows how its attribute is written inside an op's custom
syntax: the grammar fragment that parses it and how to print it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T

if TYPE_CHECKING:
    from pyopt.ir.printer import Printer


# ---- type constraints ---------------------------------------------------------
class TypeConstraint:
    __slots__ = ("summary", "check", "buildable", "stripped", "parsed_as")

    def __init__(self, summary: str, check: Callable[[T.Type], bool], buildable: T.Type | None = None,
                 stripped: str | None = None, parsed_as: tuple[type, str] | None = None) -> None:
        self.summary = summary
        self.check = check
        self.buildable = buildable
        # The `!dialect.mnemonic` of a constraint with one C++ type class: `type($x)`
        # prints such a type without it (`<3>` for `!llvm.ptr<3>`) and parses both forms.
        self.stripped = stripped
        # The builtin type class ODS's parsers read such a `type($x)` with
        # (parseType<VectorType>), and its name for the error: another type
        # fails at the parse, before any verifier.
        self.parsed_as = parsed_as

    def __call__(self, t: T.Type) -> bool:
        return self.check(t)

    def __or__(self, other: TypeConstraint) -> TypeConstraint:
        return TypeConstraint(f"{self.summary} or {other.summary}", lambda t: self.check(t) or other.check(t))


def _is_signless_int(t: T.Type, width: int | None = None) -> bool:
    return isinstance(t, T.IntegerType) and t.signedness == "" and (width is None or t.width == width)


def _elem(t: T.Type) -> T.Type:
    if isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)):
        return t.element
    return t


def _like(scalar: Callable[[T.Type], bool]) -> Callable[[T.Type], bool]:
    """Scalar, or a vector/tensor of such scalars (MLIR's *-like)."""
    def check(t: T.Type) -> bool:
        return scalar(t) or (isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType))
                             and scalar(t.element))
    return check


AnyType = TypeConstraint("any type", lambda t: True)
Index = TypeConstraint("index", lambda t: t is T.index, T.index)
I1 = TypeConstraint("1-bit signless integer", lambda t: _is_signless_int(t, 1), T.i1)
I8 = TypeConstraint("8-bit signless integer", lambda t: _is_signless_int(t, 8), T.i8)
I16 = TypeConstraint("16-bit signless integer", lambda t: _is_signless_int(t, 16), T.i16)
I32 = TypeConstraint("32-bit signless integer", lambda t: _is_signless_int(t, 32), T.i32)
I64 = TypeConstraint("64-bit signless integer", lambda t: _is_signless_int(t, 64), T.i64)
F16 = TypeConstraint("16-bit float", lambda t: t is T.f16, T.f16)
F32 = TypeConstraint("32-bit float", lambda t: t is T.f32, T.f32)
F64 = TypeConstraint("64-bit float", lambda t: t is T.f64, T.f64)
AnyInteger = TypeConstraint("integer", lambda t: isinstance(t, T.IntegerType))
AnySignlessInteger = TypeConstraint("signless integer", lambda t: _is_signless_int(t))
AnyFloat = TypeConstraint("floating-point", lambda t: isinstance(t, T.FloatType))
SignlessIntegerOrIndex = TypeConstraint("signless integer or index",
                                        lambda t: _is_signless_int(t) or t is T.index)
SignlessIntegerLike = TypeConstraint("signless-integer-like",
                                     _like(lambda t: _is_signless_int(t) or t is T.index))
SignlessIntegerOrIndexLike = SignlessIntegerLike
BoolLike = TypeConstraint("bool-like", _like(lambda t: _is_signless_int(t, 1)))
FloatLike = TypeConstraint("floating-point-like", _like(lambda t: isinstance(t, T.FloatType)))
SignlessIntegerOrFloatLike = TypeConstraint(
    "signless-integer-or-floating-point-like",
    _like(lambda t: _is_signless_int(t) or t is T.index or isinstance(t, T.FloatType)))
AnyMemRef = TypeConstraint("memref of any type values", lambda t: isinstance(t, T.MemRefType))
AnyRankedOrUnrankedMemRef = TypeConstraint(
    "ranked or unranked memref of any type values",
    lambda t: isinstance(t, (T.MemRefType, T.UnrankedMemRefType)))
AnyUnrankedMemRef = TypeConstraint("unranked.memref of any type values",
                                   lambda t: isinstance(t, T.UnrankedMemRefType))
AnyVector = TypeConstraint("vector of any type values", lambda t: isinstance(t, T.VectorType))
AnyTensor = TypeConstraint("tensor of any type values",
                           lambda t: isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)))
AnyRankedTensor = TypeConstraint("ranked tensor of any type values", lambda t: isinstance(t, T.RankedTensorType))
AnyShaped = TypeConstraint("shaped of any type values",
                           lambda t: isinstance(t, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)))


def type_is(t: T.Type, summary: str | None = None) -> TypeConstraint:
    return TypeConstraint(summary or str(t), lambda x: x is t, t)


def type_class(cls: type, summary: str) -> TypeConstraint:
    return TypeConstraint(summary, lambda t: isinstance(t, cls))


# ---- attribute constraints --------------------------------------------------------
class AttrConstraint:
    """How an attribute is checked, parsed and printed inside custom syntax.

    `grammar` is the grammar fragment (a nonterminal of pyopt/grammar/mlir.lark or
    of pyopt/ir/ods.py's shared rules); `convert` turns what that fragment
    produced into the attribute; `print` writes it back."""

    summary = "any attribute"
    grammar = "attribute"
    is_unit = False

    def check(self, attr: A.Attribute) -> bool:
        return True

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return value

    def print(self, p: Printer, attr: A.Attribute) -> None:
        p.print_attr(attr)


class AnyAttrC(AttrConstraint):
    pass


class UnitAttrC(AttrConstraint):
    summary = "unit attribute"
    is_unit = True
    grammar = ""

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.UnitAttr)


class TypedAttrC(AttrConstraint):
    """I64Attr, I32Attr, IndexAttr, F32Attr...: the literal without `: type`."""

    grammar = "typed_literal"

    def __init__(self, type: T.Type, summary: str) -> None:
        self.type = type
        self.summary = summary

    def check(self, attr: A.Attribute) -> bool:
        return getattr(attr, "type", None) is self.type

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        kind, neg, tok = value
        if kind == "bool":
            return A.IntegerAttr(tok, self.type)
        if kind == "float":
            return builder.float_attr_typed([tok, self.type]) if not neg else builder.neg_float_attr_typed([tok, self.type])
        return builder._typed_int(tok, neg, self.type)

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, A.TypedAttr)
        attr.print_value(p)


class BoolAttrC(AttrConstraint):
    summary = "bool attribute"
    grammar = "bool_literal"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerAttr) and attr.type is T.i1

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return A.BoolAttr(value)


class StrAttrC(AttrConstraint):
    summary = "string attribute"
    grammar = "string_literal"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.StringAttr)

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        from pyopt.ir.parser import string_value

        return A.StringAttr(string_value(value))


class SymbolNameAttrC(StrAttrC):
    summary = "string attribute"
    grammar = "symbol_name"

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        from pyopt.ir.parser import symbol_name

        return A.StringAttr(symbol_name(value))

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, A.StringAttr)
        p.write(A.symbol_text(attr.value))


class SymbolRefAttrC(AttrConstraint):
    summary = "symbol reference attribute"
    grammar = "symbol_ref"

    def __init__(self, flat: bool = False) -> None:
        self.flat = flat
        if flat:
            self.summary = "flat symbol reference attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.SymbolRefAttr) and (not self.flat or not attr.nested)


class TypeAttrC(AttrConstraint):
    summary = "any type attribute"
    grammar = "type"

    def __init__(self, check: TypeConstraint | None = None, summary: str | None = None) -> None:
        # A summary names a kind of type (TypeAttrOf<...>): without its check,
        # an op would accept any type and crash where it relies on the kind.
        assert check is not None or summary is None, "TypeAttrC with a summary needs its type check"
        self.type_check = check
        if summary:
            self.summary = summary

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.TypeAttr) and (self.type_check is None or self.type_check(attr.value))

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return A.TypeAttr(value)

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, A.TypeAttr)
        p.print_type(attr.value)


class ArrayAttrC(AttrConstraint):
    summary = "array attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr)


class DictArrayAttrC(AttrConstraint):
    """DictArrayAttr: an array of dictionaries (argument and result attributes)."""

    summary = "Array of dictionary attributes"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(isinstance(a, A.DictionaryAttr) for a in attr.elements)


class DictAttrC(AttrConstraint):
    summary = "dictionary of named attribute values"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.DictionaryAttr)


class DenseArrayAttrC(AttrConstraint):
    """DenseI64ArrayAttr & co: `[1, 2]` in custom syntax."""

    grammar = "dense_array_brackets"

    def __init__(self, element: T.Type, summary: str) -> None:
        self.element = element
        self.summary = summary

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.DenseArrayAttr) and attr.element is self.element

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        if not value:
            return A.DenseArrayAttr(self.element, ())
        return builder.dense_array_attr([self.element, value])

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, A.DenseArrayAttr)

        def print_array() -> None:
            p.write("[")
            attr.print_values(p)
            p.write("]")
        p.print_cached(attr, print_array)  # positions repeat on every extract/insert


class EnumAttrC(AttrConstraint):
    """An I32EnumAttr/I64EnumAttr: a bare keyword in custom syntax, an
    integer attribute in generic form."""

    def __init__(self, name: str, cases: Sequence[tuple[str, int]], width: int = 64,
                 summary: str | None = None) -> None:
        self.name = name
        self.cases = list(cases)
        self.by_name = dict(self.cases)
        self.by_value = {v: k for k, v in self.cases}
        self.type = T.IntegerType(width)
        self.summary = summary or f"allowed {width}-bit signless integer cases: " + ", ".join(
            str(v) for _, v in self.cases)
        self.grammar = "enum__" + name

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerAttr) and attr.type is self.type and attr.value in self.by_value

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return A.IntegerAttr(self.by_name[str(value)], self.type)

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, A.IntegerAttr)
        p.write(self.by_value[attr.value])

    def keyword(self, attr: A.Attribute) -> str:
        assert isinstance(attr, A.IntegerAttr)
        return self.by_value[attr.value]


class DialectAttrC(AttrConstraint):
    """A specific dialect attribute class, printed stripped (its body only)
    in custom syntax: `<fast>` for `#arith.fastmath<fast>`."""

    def __init__(self, cls: type, summary: str | None = None) -> None:
        self.cls = cls
        self.summary = summary or cls.__name__
        self.grammar = getattr(cls, "stripped_grammar", "attribute")

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, self.cls)

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        if isinstance(value, A.Attribute):
            return value
        return self.cls.from_stripped(value, builder)  # type: ignore[attr-defined]

    def print(self, p: Printer, attr: A.Attribute) -> None:
        if self.grammar == "attribute":
            p.print_attr(attr)
        else:
            attr.print_stripped(p)  # type: ignore[attr-defined]


AnyAttr = AnyAttrC()
UnitAttr = UnitAttrC()
BoolAttr = BoolAttrC()
StrAttr = StrAttrC()
SymbolNameAttr = SymbolNameAttrC()
SymbolRefAttr = SymbolRefAttrC()
FlatSymbolRefAttr = SymbolRefAttrC(flat=True)
TypeAttr = TypeAttrC()
ArrayAttr = ArrayAttrC()
DictArrayAttr = DictArrayAttrC()
DictAttr = DictAttrC()
I1Attr = TypedAttrC(T.i1, "1-bit signless integer attribute")
I32Attr = TypedAttrC(T.i32, "32-bit signless integer attribute")
I64Attr = TypedAttrC(T.i64, "64-bit signless integer attribute")
IndexAttr = TypedAttrC(T.index, "index attribute")
F32Attr = TypedAttrC(T.f32, "32-bit float attribute")
F64Attr = TypedAttrC(T.f64, "64-bit float attribute")
DenseI32ArrayAttr = DenseArrayAttrC(T.i32, "i32 dense array attribute")
DenseI64ArrayAttr = DenseArrayAttrC(T.i64, "i64 dense array attribute")
DenseBoolArrayAttr = DenseArrayAttrC(T.i1, "i1 dense array attribute")
