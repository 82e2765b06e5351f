"""Arith attributes and enums: #arith.fastmath, #arith.overflow (bit
enums printed stripped in op syntax: `fastmath<nnan,ninf>`), and the
predicate and rounding-mode enums stored as plain integers."""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir.attr_params import AttrParam
from pyopt.ir.diagnostics import MLIRError, two_errors
from pyopt.ir.parser import string_text
from pyopt.ir.printer import Printer


class BitEnumAttr(A.DialectAttr):
    """An I32BitEnumAttr wrapped in a dialect attribute: `#arith.fastmath<nnan,ninf>`."""

    __slots__ = ("value",)
    cases: ClassVar[Sequence[tuple[str, int]]] = ()
    all_name: ClassVar[str | None] = None   # the case with every bit set (`fast`)
    separator: ClassVar[str] = ","
    enum_cpp: ClassVar[str] = ""            # C++ enum name, used in parse errors
    attr_cpp: ClassVar[str] = ""            # ODS attribute name, used in parse errors
    stripped_grammar: ClassVar[str] = '"<" keyword_list ">"'

    def _init(self, value: int) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    # -- printing ---------------------------------------------------------
    def keywords(self) -> list[str]:
        v = self.value
        if v == 0:
            return [self.cases[0][0]]
        if self.all_name is not None and v == dict(self.cases)[self.all_name]:
            return [self.all_name]
        return [n for n, bit in self.cases if bit and n != self.all_name and v & bit == bit]

    def print_body(self, p: Printer) -> None:
        p.write("<" + self.separator.join(self.keywords()) + ">")

    # -- parsing -------------------------------------------------------------
    @classmethod
    def from_keywords(cls, words: Sequence[str], error: Any) -> BitEnumAttr:
        """`error(i, first, second)`: the two errors MLIR reports for a bad
        keyword, the i-th of `words` (the generated parser reads the whole
        list first: at its first keyword, then after its last)."""
        table = dict(cls.cases)
        value = 0
        for i, w in enumerate(words):
            bit = table.get(w)
            if bit is None:
                raise error(i, f"expected {cls.enum_cpp} to be one of: " + ", ".join(n for n, _ in cls.cases),
                            AttrParam(cls.attr_cpp, "value", cls.enum_cpp).failure_message())
            value |= bit
        return cls(value)

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> BitEnumAttr:
        body = body or ""
        base = str(tok).rfind(body) if body else 0
        spans = []  # (offset in tok, length) of each word
        start = 0
        for part in body.split(","):
            spans.append((base + start + len(part) - len(part.lstrip()), len(part.strip())))
            start += len(part) + 1
        words = [w.strip() for w in body.split(",")]
        words = [string_text(w) if w.startswith('"') else w for w in words]

        def error(i: int, first: str, second: str) -> MLIRError:
            (off, _), (last, n) = spans[0], spans[-1]
            return two_errors(first, builder.loc_in(tok, off), second, builder.loc_after(tok, last + n))
        return cls.from_keywords(words, error)

    @classmethod
    def from_stripped(cls, value: list[Any], builder: Any, op_name: str = "") -> BitEnumAttr:
        words = [string_text(t) if t.type == "STRING" else str(t) for t in value]
        prefix = f"custom op '{op_name}' " if op_name else ""
        return cls.from_keywords(words, lambda i, m1, m2: two_errors(
            prefix + m1, builder.loc(value[0]), prefix + m2, builder.loc_after(value[-1])))



class FastMathFlagsAttr(BitEnumAttr):
    __slots__ = ()
    name = "arith.fastmath"
    cases = (("none", 0), ("reassoc", 1), ("nnan", 2), ("ninf", 4), ("nsz", 8), ("arcp", 16),
             ("contract", 32), ("afn", 64), ("fast", 127))
    all_name = "fast"
    enum_cpp = "::mlir::arith::FastMathFlags"
    attr_cpp = "Arith_FastMathAttr"


class IntegerOverflowFlagsAttr(BitEnumAttr):
    __slots__ = ()
    name = "arith.overflow"
    cases = (("none", 0), ("nsw", 1), ("nuw", 2))
    separator = ", "
    enum_cpp = "::mlir::arith::IntegerOverflowFlags"
    attr_cpp = "Arith_IntegerOverflowAttr"


class BitEnumAttrC(C.DialectAttrC):
    """A bit-enum attribute in custom syntax: its errors name the op."""

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return self.cls.from_stripped(value, builder, op_name)  # type: ignore[attr-defined, no-any-return]


FastMathC = BitEnumAttrC(FastMathFlagsAttr, "Floating point fast math flags")
OverflowC = BitEnumAttrC(IntegerOverflowFlagsAttr, "Integer overflow arith flags")
FASTMATH_NONE = FastMathFlagsAttr(0)
OVERFLOW_NONE = IntegerOverflowFlagsAttr(0)


class KeywordEnumAttrC(C.EnumAttrC):
    """An I64EnumAttr parsed with parseOptionalKeywordOrString: any word or
    string, checked against the cases (cmpi/cmpf predicates)."""

    grammar = "keyword_item"

    def __init__(self, name: str, cases: Sequence[tuple[str, int]], attr_name: str) -> None:
        super().__init__(name, cases, 64)
        self.grammar = "keyword_item"
        self.attr_name = attr_name

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        word = string_text(value) if value.type == "STRING" else str(value)
        v = self.by_name.get(word)
        if v is None:
            raise builder.error(value, f"custom op '{op_name}' expected string or keyword containing one of the "
                                f"following enum values for attribute '{self.attr_name}' ["
                                + ", ".join(n for n, _ in self.cases) + "]")
        return A.IntegerAttr(v, self.type)


CmpIPredicateC = KeywordEnumAttrC(
    "arith_cmpipredicate",
    [("eq", 0), ("ne", 1), ("slt", 2), ("sle", 3), ("sgt", 4), ("sge", 5), ("ult", 6), ("ule", 7),
     ("ugt", 8), ("uge", 9)], "predicate")
CmpFPredicateC = KeywordEnumAttrC(
    "arith_cmpfpredicate",
    [("false", 0), ("oeq", 1), ("ogt", 2), ("oge", 3), ("olt", 4), ("ole", 5), ("one", 6), ("ord", 7),
     ("ueq", 8), ("ugt", 9), ("uge", 10), ("ult", 11), ("ule", 12), ("une", 13), ("uno", 14), ("true", 15)],
    "predicate")
RoundingModeC = C.EnumAttrC(
    "arith_roundingmode",
    [("to_nearest_even", 0), ("downward", 1), ("upward", 2), ("toward_zero", 3), ("to_nearest_away", 4)],
    32, "Floating point rounding mode")
