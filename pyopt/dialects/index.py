"""The index dialect: arithmetic on `index` values."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.dialects.cast_interface import verify_cast
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError, two_errors
from pyopt.ir.ods import Commutative, ConstantLike, Dialect, OpDef, Pure, operand, prop, result
from pyopt.ir.printer import Printer


class IndexDialect(Dialect):
    """`#index<cmp_predicate slt>`: the attribute's mnemonic is inside the
    brackets, not after a dot."""

    def parse_attr(self, mnemonic: str, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        if mnemonic == "" and body is not None:
            mnemonic, _, body = body.strip().partition(" ")
        return super().parse_attr(mnemonic, body, builder, tok)


index = IndexDialect("index", defines_attributes=True)

PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


@index.attr
class IndexCmpPredicateAttr(A.DialectAttr):
    """IndexCmpPredicateAttr (assemblyFormat `$value`): `#index<cmp_predicate slt>`."""

    __slots__ = ("value",)
    name = "index.cmp_predicate"
    stripped_grammar = "BARE_ID"

    def _init(self, value: int) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    def print(self, p: Printer) -> None:
        p.write(f"#index<cmp_predicate {PREDICATES[self.value]}>")

    def print_stripped(self, p: Printer) -> None:
        p.write(" " + PREDICATES[self.value])

    @classmethod
    def from_keyword(cls, word: str, loc: A.Location, next_loc: A.Location, op_prefix: str) -> IndexCmpPredicateAttr:
        """`loc`: the keyword's; `next_loc`: the token after it."""
        if word not in PREDICATES:
            enum = "::mlir::index::IndexCmpPredicate"
            raise two_errors(f"{op_prefix}expected {enum} to be one of: " + ", ".join(PREDICATES), loc,
                             f"{op_prefix}failed to parse IndexCmpPredicateAttr parameter 'value' which is to "
                             f"be a `{enum}`", next_loc)
        return cls(PREDICATES.index(word))

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> IndexCmpPredicateAttr:
        word = (body or "").strip()
        return cls.from_keyword(word, *builder.word_locs(tok, word), "")


class CmpPredicateC(C.DialectAttrC):
    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return IndexCmpPredicateAttr.from_keyword(str(value), builder.loc(value), builder.loc_after(value),
                                                  f"custom op '{op_name}' ")


class BoolConstantC(C.AttrConstraint):
    """BoolAttr, parsed as an attribute of type i1 (so `0`/`1` work too)."""

    summary = "bool attribute"
    storage = C.BOOL_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerAttr) and attr.type is T.i1

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        if isinstance(value, A.IntegerAttr) and value.type in (T.i1, T.i64):
            if value.value not in (0, 1):
                raise MLIRError("integer constant out of range for attribute")
            return A.BoolAttr(bool(value.value))
        raise MLIRError(f"custom op '{op_name}' invalid kind of attribute specified")

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, A.IntegerAttr)
        attr.print_value(p)


IntegerOrIndex = C.TypeConstraint("integer or index", lambda t: isinstance(t, (T.IntegerType, T.IndexType)))


# ---- ops ------------------------------------------------------------------------------
class IndexBinaryOp(OpDef):
    lhs = operand(C.Index)
    rhs = operand(C.Index)
    result_ = result(C.Index)
    traits = (Pure,)
    assembly_format = "$lhs `,` $rhs attr-dict"


def _binary(mnemonic: str, class_name: str, commutative: bool = False) -> type[OpDef]:
    cls = type(class_name, (IndexBinaryOp,), {
        "name": "index." + mnemonic, "traits": (Commutative, Pure) if commutative else (Pure,),
        "__module__": __name__})
    return index.op(cls)


AddOp = _binary("add", "AddOp", commutative=True)
SubOp = _binary("sub", "SubOp")
MulOp = _binary("mul", "MulOp", commutative=True)
DivSOp = _binary("divs", "DivSOp")
DivUOp = _binary("divu", "DivUOp")
CeilDivSOp = _binary("ceildivs", "CeilDivSOp")
CeilDivUOp = _binary("ceildivu", "CeilDivUOp")
FloorDivSOp = _binary("floordivs", "FloorDivSOp")
RemSOp = _binary("rems", "RemSOp")
RemUOp = _binary("remu", "RemUOp")
MaxSOp = _binary("maxs", "MaxSOp", commutative=True)
MaxUOp = _binary("maxu", "MaxUOp", commutative=True)
MinSOp = _binary("mins", "MinSOp", commutative=True)
MinUOp = _binary("minu", "MinUOp", commutative=True)
ShlOp = _binary("shl", "ShlOp")
ShrSOp = _binary("shrs", "ShrSOp")
ShrUOp = _binary("shru", "ShrUOp")
AndOp = _binary("and", "AndOp", commutative=True)
OrOp = _binary("or", "OrOp", commutative=True)
XOrOp = _binary("xor", "XOrOp", commutative=True)


@index.op
class CmpOp(OpDef):
    name = "index.cmp"
    pred = prop(CmpPredicateC(IndexCmpPredicateAttr, "index comparison predicate kind"))
    lhs = operand(C.Index)
    rhs = operand(C.Index)
    result_ = result(C.I1)
    traits = (Pure,)
    assembly_format = "`` $pred `(` $lhs `,` $rhs `)` attr-dict"


@index.op
class ConstantOp(OpDef):
    name = "index.constant"
    value = prop(C.IndexAttr)
    result_ = result(C.Index)
    traits = (ConstantLike, Pure)
    assembly_format = "attr-dict $value"

    def suggest_result_names(self) -> Sequence[str | None]:
        value = self.properties.get("value")
        return [f"idx{value.value}" if isinstance(value, A.IntegerAttr) else "idx"]


@index.op
class BoolConstantOp(OpDef):
    name = "index.bool.constant"
    value = prop(BoolConstantC())
    result_ = result(C.I1)
    traits = (ConstantLike, Pure)
    assembly_format = "attr-dict $value"

    def suggest_result_names(self) -> Sequence[str | None]:
        value = self.properties.get("value")
        return ["true" if isinstance(value, A.IntegerAttr) and value.value else "false"]


def _index_cast_compatible(ins: Sequence[T.Type], outs: Sequence[T.Type]) -> bool:
    if len(ins) != 1 or len(outs) != 1:
        return False
    a, b = ins[0], outs[0]
    return (a is T.index and isinstance(b, T.IntegerType)) or (isinstance(a, T.IntegerType) and b is T.index)


class CastOp(OpDef):
    input = operand(IntegerOrIndex)
    output = result(IntegerOrIndex)
    traits = (Pure,)
    assembly_format = "$input attr-dict `:` type($input) `to` type($output)"

    def verify_(self) -> None:
        verify_cast(self, _index_cast_compatible)


@index.op
class CastSOp(CastOp):
    name = "index.casts"


@index.op
class CastUOp(CastOp):
    name = "index.castu"


@index.op
class SizeOfOp(OpDef):
    name = "index.sizeof"
    result_ = result(C.Index)
    traits = (Pure,)
    assembly_format = "attr-dict"
