"""The vector dialect object, its attributes (#vector.kind,
#vector.iterator_type, #vector.punctuation) and the type and attribute
constraints its ops use."""

from __future__ import annotations

from typing import Any, ClassVar

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.attr_params import AttrParam, parse_enum_parameter
from pyopt.ir.diagnostics import two_errors
from pyopt.ir.ods import Dialect
from pyopt.ir.printer import Printer

vector = Dialect("vector", defines_attributes=True)


# ---- enum attributes --------------------------------------------------------------
class VectorEnumAttr(A.DialectAttr):
    """`#vector.<mnemonic><case>`; `<case>` alone inside op formats."""

    __slots__ = ("value",)
    cases: ClassVar[tuple[str, ...]] = ()
    cpp_enum: ClassVar[str] = ""
    param: ClassVar[AttrParam]  # its `value` parameter, named by the TableGen record
    # Inside an op's custom syntax: `<case>` (one BARE_ID child).
    stripped_grammar: ClassVar[str] = '"<" BARE_ID ">"'

    def _init(self, value: str) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    def print_body(self, p: Printer) -> None:
        p.write(f"<{self.value}>")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> VectorEnumAttr:
        return cls(parse_enum_parameter(cls.param, cls.cases, cls.expected_message(), body or "",
                                        str(tok).find("<") + 1, builder, tok))

    @classmethod
    def expected_message(cls) -> str:
        return f"expected {cls.cpp_enum} to be one of: {', '.join(cls.cases)}"

    @classmethod
    def from_keyword(cls, tok: Any, builder: Any, op_name: str) -> VectorEnumAttr:
        """The stripped form `<case>` of an op's custom syntax."""
        text = str(tok)
        if text not in cls.cases:
            # The generated parameter parser's two errors: the cases at the
            # keyword, then the parameter at the token after it.
            source = builder.ctx.text
            end = tok.start_pos + len(text)
            after = end + len(source[end:]) - len(source[end:].lstrip())
            prefix = f"custom op '{op_name}' "
            raise two_errors(prefix + cls.expected_message(), builder.loc(tok),
                             prefix + cls.param.failure_message(), builder.pos_loc(after))
        return cls(text)


class VectorEnumC(C.DialectAttrC):
    """A vector enum attribute bound directly in a format: `<add>`."""

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        if isinstance(value, A.Attribute):
            return value
        return self.cls.from_keyword(value, builder, op_name)  # type: ignore[attr-defined]


COMBINING_KINDS = ("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or",
                   "xor", "maximumf", "minimumf")
ITERATOR_TYPES = ("parallel", "reduction")
PUNCTUATIONS = ("no_punctuation", "newline", "comma", "open", "close")


@vector.attr
class CombiningKindAttr(VectorEnumAttr):
    __slots__ = ()
    name = "vector.kind"
    cases = COMBINING_KINDS
    cpp_enum = "::mlir::vector::CombiningKind"
    param = AttrParam("Vector_CombiningKindAttr", "value", cpp_enum)


@vector.attr
class IteratorTypeAttr(VectorEnumAttr):
    __slots__ = ()
    name = "vector.iterator_type"
    cases = ITERATOR_TYPES
    cpp_enum = "::mlir::vector::IteratorType"
    param = AttrParam("Vector_IteratorTypeEnum", "value", cpp_enum)


@vector.attr
class PrintPunctuationAttr(VectorEnumAttr):
    __slots__ = ()
    name = "vector.punctuation"
    cases = PUNCTUATIONS
    cpp_enum = "::mlir::vector::PrintPunctuation"
    param = AttrParam("Vector_PrintPunctuation", "value", cpp_enum)


KIND_ADD = CombiningKindAttr("add")
PUNCT_NEWLINE = PrintPunctuationAttr("newline")


def is_supported_combining_kind(kind: str, t: T.Type) -> bool:
    """isSupportedCombiningKind in VectorOps.cpp."""
    if kind in ("add", "mul"):
        return isinstance(t, (T.IntegerType, T.IndexType, T.FloatType))
    if kind in ("minui", "minsi", "maxui", "maxsi", "and", "or", "xor"):
        return isinstance(t, (T.IntegerType, T.IndexType))
    return isinstance(t, T.FloatType)


# ---- type constraints ---------------------------------------------------------------------
def _vec(t: T.Type) -> bool:
    return isinstance(t, T.VectorType)


def _vec_nz(t: T.Type) -> bool:
    return isinstance(t, T.VectorType) and len(t.shape) > 0


def _fixed(t: T.Type) -> bool:
    return isinstance(t, T.VectorType) and not any(t.scalable)


def _i1(t: T.Type) -> bool:
    return t is T.i1


# ODS's VectorOf* constraints have the C++ class VectorType: `type($x)` parses with parseType<VectorType>.
_VECTOR = C.VECTOR_CLASS


def _vector_constraint(summary: str, check: Any) -> C.TypeConstraint:
    return C.TypeConstraint(summary, check, parsed_as=_VECTOR)


AnyVectorOfAnyRank = _vector_constraint("vector of any type values", _vec)
AnyVectorOfNonZeroRank = _vector_constraint("vector of any type values", _vec_nz)
AnyFixedVectorOfAnyRank = _vector_constraint("fixed-length vector of any type values", _fixed)
MaskVectorOfAnyRank = _vector_constraint("vector of 1-bit signless integer values",
                                       lambda t: _vec(t) and _i1(t.element))  # type: ignore[attr-defined]
MaskVector = _vector_constraint("vector of 1-bit signless integer values",
                              lambda t: _vec_nz(t) and _i1(t.element))  # type: ignore[attr-defined]
FixedMaskVector = _vector_constraint("fixed-length vector of 1-bit signless integer values",
                                   lambda t: _vec_nz(t) and _fixed(t) and _i1(t.element))  # type: ignore[attr-defined]
FloatVectorOfAnyRank = _vector_constraint("vector of floating-point values",
                                        lambda t: _vec(t) and isinstance(t.element, T.FloatType))  # type: ignore[attr-defined]
IntOrIndexVector = _vector_constraint(
    "vector of integer or index values",
    lambda t: _vec_nz(t) and isinstance(t.element, (T.IntegerType, T.IndexType)))  # type: ignore[attr-defined]
VectorOfRank1 = _vector_constraint(" of ranks 1", lambda t: _vec(t) and len(t.shape) == 1)  # type: ignore[attr-defined]
ScalableVectorOfRank1 = _vector_constraint(
    " of ranks 1", lambda t: _vec(t) and len(t.shape) == 1 and any(t.scalable))  # type: ignore[attr-defined]
IndexVectorOfRank1 = _vector_constraint("vector of index values of ranks 1",
                                      lambda t: _vec(t) and len(t.shape) == 1 and t.element is T.index)  # type: ignore[attr-defined]
TensorOrMemRef = C.TypeConstraint("Tensor or MemRef of any type values",
                                  lambda t: isinstance(t, (T.MemRefType, T.RankedTensorType, T.UnrankedTensorType,
                                                           T.UnrankedMemRefType)))
StaticShapeMemRef = C.TypeConstraint("statically shaped memref of any type values",
                                     lambda t: isinstance(t, T.MemRefType) and t.has_static_shape())
Printable = C.TypeConstraint("", lambda t: _vec(t) or isinstance(t, (T.IntegerType, T.IndexType, T.FloatType)))


# ---- attribute constraints --------------------------------------------------------------------
class AlignmentAttrC(C.TypedAttrC):
    def __init__(self) -> None:
        super().__init__(T.i64, "64-bit signless integer attribute whose value is positive and whose value "
                                "is a power of two > 0")

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerAttr) and attr.type is T.i64 and attr.value > 0 and \
            attr.value & (attr.value - 1) == 0


class I64ArrayAttrC(C.ArrayAttrC):
    summary = "64-bit integer array attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(
            isinstance(e, A.IntegerAttr) and e.type is T.i64 for e in attr.elements)


class BoolArrayAttrC(C.ArrayAttrC):
    summary = "1-bit boolean array attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(
            isinstance(e, A.IntegerAttr) and e.type is T.i1 for e in attr.elements)




class IteratorTypeArrayAttrC(C.ArrayAttrC):
    summary = "Iterator type should be an enum."

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(isinstance(e, IteratorTypeAttr) for e in attr.elements)


class BuiltinStringAttrC(C.StrAttrC):
    summary = "An Attribute containing a string"


Alignment = AlignmentAttrC()
I64ArrayAttr = I64ArrayAttrC()
BoolArrayAttr = BoolArrayAttrC()
AffineMapAttr = C.AffineMapAttr
IteratorTypeArrayAttr = IteratorTypeArrayAttrC()
CombiningKind = VectorEnumC(CombiningKindAttr, "Kind of combining function for contractions and reductions")
Punctuation = VectorEnumC(PrintPunctuationAttr, "Punctuation for separating vectors or vector elements")
StringLiteral = BuiltinStringAttrC()


def i64_array(attr: A.Attribute | None) -> list[int]:
    if isinstance(attr, A.ArrayAttr):
        return [e.value for e in attr.elements if isinstance(e, A.IntegerAttr)]
    if isinstance(attr, A.DenseArrayAttr):
        return list(attr.values)
    return []
