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
                 stripped: str | None = None, parsed_as: tuple[Any, str | None] | None = None) -> None:
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
# The C++ classes of ODS's shaped-type constraints (their cppType), which
# `type($x)` parses with parseType<Class>; a class without a static name
# (BaseMemRefType, TensorType) gives the message without "expected ...".
MEMREF_CLASS: tuple[Any, str | None] = (T.MemRefType, "builtin.memref")
UNRANKED_MEMREF_CLASS: tuple[Any, str | None] = (T.UnrankedMemRefType, "builtin.unranked_memref")
BASE_MEMREF_CLASS: tuple[Any, str | None] = ((T.MemRefType, T.UnrankedMemRefType), None)
VECTOR_CLASS: tuple[Any, str | None] = (T.VectorType, "builtin.vector")
TENSOR_CLASS: tuple[Any, str | None] = ((T.RankedTensorType, T.UnrankedTensorType), None)
RANKED_TENSOR_CLASS: tuple[Any, str | None] = (T.RankedTensorType, "builtin.tensor")
COMPLEX_CLASS: tuple[Any, str | None] = (T.ComplexType, "builtin.complex")

AnyMemRef = TypeConstraint("memref of any type values", lambda t: isinstance(t, T.MemRefType),
                           parsed_as=MEMREF_CLASS)
AnyRankedOrUnrankedMemRef = TypeConstraint(
    "ranked or unranked memref of any type values",
    lambda t: isinstance(t, (T.MemRefType, T.UnrankedMemRefType)), parsed_as=BASE_MEMREF_CLASS)
AnyUnrankedMemRef = TypeConstraint("unranked.memref of any type values",
                                   lambda t: isinstance(t, T.UnrankedMemRefType), parsed_as=UNRANKED_MEMREF_CLASS)
AnyVector = TypeConstraint("vector of any type values", lambda t: isinstance(t, T.VectorType),
                           parsed_as=VECTOR_CLASS)
AnyTensor = TypeConstraint("tensor of any type values",
                           lambda t: isinstance(t, (T.RankedTensorType, T.UnrankedTensorType)),
                           parsed_as=TENSOR_CLASS)
AnyRankedTensor = TypeConstraint("ranked tensor of any type values", lambda t: isinstance(t, T.RankedTensorType),
                                 parsed_as=RANKED_TENSOR_CLASS)
AnyShaped = TypeConstraint("shaped of any type values",
                           lambda t: isinstance(t, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)))


def type_is(t: T.Type, summary: str | None = None) -> TypeConstraint:
    return TypeConstraint(summary or str(t), lambda x: x is t, t)


def type_class(cls: type, summary: str) -> TypeConstraint:
    return TypeConstraint(summary, lambda t: isinstance(t, cls))


# ---- attribute constraints --------------------------------------------------------
# ---- property storage ---------------------------------------------------------------
# An ODS attribute of an op becomes a property stored as its C++ `storageType`
# (OpBase.td: `::mlir::IntegerAttr` for I32Attr, `::mlir::StringAttr` for
# StrAttr, the dialect class for an EnumAttr...).  The generated
# `setPropertiesFromAttr` converts the generic form's `<{...}>` with a
# `dyn_cast` to that class, at parse time; the constraint proper is checked
# later, by the verifier.
class Storage:
    __slots__ = ("name", "accepts")

    def __init__(self, name: str, accepts: Callable[[A.Attribute], bool]) -> None:
        self.name = name
        self.accepts = accepts


def _is_int(a: A.Attribute) -> bool:
    return isinstance(a, A.IntegerAttr)


ANY_STORAGE = Storage("::mlir::Attribute", lambda a: True)
INTEGER_STORAGE = Storage("::mlir::IntegerAttr", _is_int)
FLOAT_STORAGE = Storage("::mlir::FloatAttr", lambda a: isinstance(a, A.FloatAttr))
BOOL_STORAGE = Storage("::mlir::BoolAttr", lambda a: isinstance(a, A.IntegerAttr) and a.type is T.i1)
STRING_STORAGE = Storage("::mlir::StringAttr", lambda a: isinstance(a, A.StringAttr))
UNIT_STORAGE = Storage("::mlir::UnitAttr", lambda a: isinstance(a, A.UnitAttr))
ARRAY_STORAGE = Storage("::mlir::ArrayAttr", lambda a: isinstance(a, A.ArrayAttr))
DICT_STORAGE = Storage("::mlir::DictionaryAttr", lambda a: isinstance(a, A.DictionaryAttr))
TYPE_STORAGE = Storage("::mlir::TypeAttr", lambda a: isinstance(a, A.TypeAttr))
SYMBOL_REF_STORAGE = Storage("::mlir::SymbolRefAttr", lambda a: isinstance(a, A.SymbolRefAttr))
FLAT_SYMBOL_REF_STORAGE = Storage("::mlir::FlatSymbolRefAttr",
                                  lambda a: isinstance(a, A.SymbolRefAttr) and not a.nested)
AFFINE_MAP_STORAGE = Storage("::mlir::AffineMapAttr", lambda a: isinstance(a, A.AffineMapAttr))
INTEGER_SET_STORAGE = Storage("::mlir::IntegerSetAttr", lambda a: isinstance(a, A.IntegerSetAttr))
# ElementsAttr is an interface: dense, sparse and resource elements (and
# dense arrays, which implement it too).
ELEMENTS_STORAGE = Storage("::mlir::ElementsAttr", lambda a: isinstance(
    a, (A.DenseElementsAttr, A.SparseElementsAttr, A.DenseResourceElementsAttr, A.DenseArrayAttr)))
DENSE_INT_ELEMENTS_STORAGE = Storage("::mlir::DenseIntElementsAttr", lambda a: isinstance(
    a, A.DenseElementsAttr) and isinstance(getattr(a.type, "element", None), (T.IntegerType, T.IndexType)))


def dense_array_storage(element: T.Type) -> Storage:
    """DenseI64ArrayAttr & co: a dense array of that element type."""
    return Storage(f"::mlir::Dense{str(element).upper()}ArrayAttr",
                   lambda a: isinstance(a, A.DenseArrayAttr) and a.element is element)


def stored_as(storage: Storage) -> AttrConstraint:
    """A property pyopt does not constrain (yet) beyond the storage class of
    its ODS attribute: `<{...}>` converts as in MLIR, the verifier takes any
    attribute."""
    c = AnyAttrC()
    c.storage = storage
    return c


def class_storage(cls: type) -> Storage:
    """A dialect attribute class (an EnumAttr, a struct-like attribute)."""
    return Storage(cls.__name__, lambda a: isinstance(a, cls))


class PropertyConversionError(Exception):
    """A native property's `convertFromAttribute` failed; the message (may
    be empty: some conversions fail without saying why)."""


class AttrConstraint:
    """How an attribute is checked, parsed and printed inside custom syntax.

    `grammar` is the grammar fragment (a nonterminal of pyopt/grammar/mlir.lark or
    of pyopt/ir/ods.py's shared rules); `convert` turns what that fragment
    produced into the attribute; `print` writes it back.  `storage` is the
    class the attribute is stored as in the op's properties (see Storage)."""

    summary = "any attribute"
    grammar = "attribute"
    is_unit = False
    # None: the constraint is an isa<> of its storage class (an interface, a
    # dialect attribute, a generated enum class): stored is what it accepts.
    storage: Storage | None = ANY_STORAGE
    # An ODS Property rather than an Attr (PropertyC).
    native = False

    def check(self, attr: A.Attribute) -> bool:
        return True

    def stores(self, attr: A.Attribute) -> bool:
        """Whether `attr` is of the C++ class the attribute is stored as (its
        ODS storageType): property conversion's dyn_cast, and a format's
        parseAttribute<AttrType>, which refuses any other with `invalid kind
        of attribute specified` (any attribute passes for an ::mlir::Attribute)."""
        return self.check(attr) if self.storage is None else self.storage.accepts(attr)

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return value

    def print(self, p: Printer, attr: A.Attribute) -> None:
        p.print_attr(attr)


class AnyAttrC(AttrConstraint):
    pass


class UnitAttrC(AttrConstraint):
    summary = "unit attribute"
    storage = UNIT_STORAGE
    is_unit = True
    grammar = ""

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.UnitAttr)


class TypedAttrC(AttrConstraint):
    """I64Attr, I32Attr, IndexAttr, F32Attr...: the literal without `: type`."""

    grammar = "typed_attr_literal"

    def __init__(self, type: T.Type, summary: str) -> None:
        self.type = type
        self.summary = summary
        # TypedAttrBase: `::mlir::IntegerAttr` or `::mlir::FloatAttr` by the value's type.
        self.storage = FLOAT_STORAGE if isinstance(type, T.FloatType) else INTEGER_STORAGE

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


class NonNegativeIntAttrC(TypedAttrC):
    """ConfinedAttr<I32Attr, [IntNonNegative]> and the like."""

    def check(self, attr: A.Attribute) -> bool:
        return super().check(attr) and isinstance(attr, A.IntegerAttr) and attr.value >= 0


class BoolAttrC(AttrConstraint):
    summary = "bool attribute"
    storage = BOOL_STORAGE
    grammar = "bool_literal"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerAttr) and attr.type is T.i1

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return A.BoolAttr(value)


class StrAttrC(AttrConstraint):
    summary = "string attribute"
    storage = STRING_STORAGE
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

    storage = SYMBOL_REF_STORAGE

    def __init__(self, flat: bool = False) -> None:
        self.flat = flat
        if flat:
            self.summary = "flat symbol reference attribute"
            self.storage = FLAT_SYMBOL_REF_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.SymbolRefAttr) and (not self.flat or not attr.nested)


class TypeAttrC(AttrConstraint):
    summary = "any type attribute"
    storage = TYPE_STORAGE
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
    storage = ARRAY_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr)



class TypedArrayAttrC(ArrayAttrC):
    """TypedArrayAttrBase: an array whose every element satisfies `element`."""

    def __init__(self, element: Callable[[A.Attribute], bool], summary: str) -> None:
        self.element = element
        self.summary = summary

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(self.element(e) for e in attr.elements)


class DictArrayAttrC(AttrConstraint):
    """DictArrayAttr: an array of dictionaries (argument and result attributes)."""

    summary = "Array of dictionary attributes"
    storage = ARRAY_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(isinstance(a, A.DictionaryAttr) for a in attr.elements)



class DictAttrC(AttrConstraint):
    summary = "dictionary of named attribute values"
    storage = DICT_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.DictionaryAttr)



class DenseArrayAttrC(AttrConstraint):
    """DenseI64ArrayAttr & co: `[1, 2]` in custom syntax."""

    grammar = "dense_array_brackets"

    def __init__(self, element: T.Type, summary: str) -> None:
        self.element = element
        self.summary = summary
        self.storage = dense_array_storage(element)

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.DenseArrayAttr) and attr.element is self.element

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        if not value:
            return A.DenseArrayAttr(self.element, ())
        return builder.dense_array_from_brackets(self.element, value)

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, A.DenseArrayAttr)

        def print_array() -> None:
            p.write("[")
            attr.print_values(p)
            p.write("]")
        p.print_cached(attr, print_array)  # positions repeat on every extract/insert


class EnumAttrC(AttrConstraint):
    """An I32EnumAttr/I64EnumAttr: a bare keyword in custom syntax, an
    integer attribute in generic form.  Stored as the class ODS generates for
    it, an IntegerAttr whose `classof` checks the width and the case: its
    storage accepts what the constraint does."""

    def __init__(self, name: str, cases: Sequence[tuple[str, int]], width: int = 64,
                 summary: str | None = None) -> None:
        self.storage = None
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

    def __init__(self, cls: type, summary: str | None = None, attr_name: str = "") -> None:
        self.cls = cls
        self.summary = summary or cls.__name__
        # `dialect.mnemonic` where `cls` is a base class (a dialect not to import).
        self.attr_name = attr_name
        self.storage = None
        self.grammar = getattr(cls, "stripped_grammar", "attribute")

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, self.cls) and (not self.attr_name or getattr(attr, "name", "") == self.attr_name)


    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        if isinstance(value, A.Attribute):
            return value
        return self.cls.from_stripped(value, builder)  # type: ignore[attr-defined]

    def print(self, p: Printer, attr: A.Attribute) -> None:
        if self.grammar == "attribute":
            p.print_attr(attr)
        else:
            attr.print_stripped(p)  # type: ignore[attr-defined]


class AffineMapAttrC(AttrConstraint):
    summary = "AffineMap attribute"
    storage = AFFINE_MAP_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.AffineMapAttr)


class IntegerSetAttrC(AttrConstraint):
    summary = "IntegerSet attribute"
    storage = INTEGER_SET_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerSetAttr)


class PropertyC(AttrConstraint):
    """An ODS Property (EnumProp, UnitProp, IntProp...) rather than an Attr:
    `<{name = ...}>` goes through the property's own `convertFromAttribute`
    (`from_attribute`, which raises PropertyConversionError); in an attribute
    dictionary the name is not inherent (getInherentAttr does not know it) and
    stays a discardable attribute.  Its verifier message says `property`."""

    native = True

    def from_attribute(self, attr: A.Attribute) -> A.Attribute:
        return attr


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
AffineMapAttr = AffineMapAttrC()
IntegerSetAttr = IntegerSetAttrC()
I1Attr = TypedAttrC(T.i1, "1-bit signless integer attribute")
I32Attr = TypedAttrC(T.i32, "32-bit signless integer attribute")
NonNegativeI32Attr = NonNegativeIntAttrC(T.i32, "32-bit signless integer attribute whose value is non-negative")
I64Attr = TypedAttrC(T.i64, "64-bit signless integer attribute")
IndexAttr = TypedAttrC(T.index, "index attribute")
F32Attr = TypedAttrC(T.f32, "32-bit float attribute")
F64Attr = TypedAttrC(T.f64, "64-bit float attribute")
FlatSymbolRefArrayAttr = TypedArrayAttrC(lambda e: isinstance(e, A.SymbolRefAttr) and not e.nested,
                                         "flat symbol ref array attribute")
I32ArrayAttr = TypedArrayAttrC(lambda e: isinstance(e, A.IntegerAttr) and e.type is T.i32,
                               "32-bit integer array attribute")
DenseI32ArrayAttr = DenseArrayAttrC(T.i32, "i32 dense array attribute")
DenseI64ArrayAttr = DenseArrayAttrC(T.i64, "i64 dense array attribute")
DenseBoolArrayAttr = DenseArrayAttrC(T.i1, "i1 dense array attribute")
