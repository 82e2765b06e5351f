"""The memref dialect object, its constraints and shared helpers."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import Dialect
from pyopt.dialects.dynamic_index import IndexListArrayAttr  # noqa: F401  (memref.expand/collapse_shape)

memref = Dialect("memref")

DYNAMIC = T.DYNAMIC


def _elem(t: T.Type) -> T.Type | None:
    return getattr(t, "element", None)


def _signless_int_or_float(t: T.Type) -> bool:
    return (isinstance(t, T.IntegerType) and t.signedness == "") or isinstance(t, T.FloatType)


def _strided(t: T.Type) -> bool:
    from pyopt.dialects.dynamic_index import strides_and_offset

    return isinstance(t, T.MemRefType) and strides_and_offset(t) is not None


# ---- type constraints -------------------------------------------------------------------
AnyMemRef = C.AnyMemRef
AnyRankedOrUnrankedMemRef = C.AnyRankedOrUnrankedMemRef
AnyNon0RankedOrUnrankedMemRef = C.TypeConstraint(
    "unranked.memref of any type values or non-0-ranked.memref of any type values",
    lambda t: isinstance(t, T.UnrankedMemRefType) or (isinstance(t, T.MemRefType) and t.rank != 0))
AnyStridedMemRef = C.TypeConstraint("strided memref of any type values", _strided)
AnyStridedMemRefOfRank0 = C.TypeConstraint("strided memref of any type values of rank 0",
                                           lambda t: _strided(t) and t.rank == 0)  # type: ignore[attr-defined]
AnyStaticShapeMemRef = C.TypeConstraint(
    "statically shaped memref of any type values",
    lambda t: isinstance(t, T.MemRefType) and t.has_static_shape())
SignlessIntOrFloat = C.TypeConstraint("signless integer or floating-point", _signless_int_or_float)
MemRefOfIntOrFloat = C.TypeConstraint(
    "memref of signless integer or floating-point values",
    lambda t: isinstance(t, T.MemRefType) and _signless_int_or_float(t.element))
MemRef1D = C.TypeConstraint("1D memref of any type values",
                            lambda t: isinstance(t, T.MemRefType) and t.rank == 1)
MemRef1DOfI8 = C.TypeConstraint(
    "1D memref of 8-bit signless integer values",
    lambda t: isinstance(t, T.MemRefType) and t.rank == 1 and t.element is T.i8)
MemRef1DOfIntOrIndex = C.TypeConstraint(
    "1D memref of signless integer or index values",
    lambda t: isinstance(t, T.MemRefType) and t.rank == 1 and (
        (isinstance(t.element, T.IntegerType) and t.element.signedness == "") or t.element is T.index))


# ---- attribute constraints ----------------------------------------------------------------
class AlignmentAttrC(C.TypedAttrC):
    """IntValidAlignment<I64Attr>."""

    def __init__(self) -> None:
        super().__init__(T.i64, "64-bit signless integer attribute whose value is positive and whose value is a "
                                "power of two > 0")
        self.grammar = "attribute"

    def check(self, attr: A.Attribute) -> bool:
        return (isinstance(attr, A.IntegerAttr) and attr.type is T.i64 and attr.value > 0
                and attr.value & (attr.value - 1) == 0)

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return value

    def print(self, p: Any, attr: A.Attribute) -> None:
        p.print_attr(attr)


Alignment = AlignmentAttrC()


class ConfinedI32AttrC(C.TypedAttrC):
    def __init__(self, summary: str, lo: int | None = None, hi: int | None = None) -> None:
        super().__init__(T.i32, summary)
        self.lo = lo
        self.hi = hi

    def check(self, attr: A.Attribute) -> bool:
        if not (isinstance(attr, A.IntegerAttr) and attr.type is T.i32):
            return False
        return (self.lo is None or attr.value >= self.lo) and (self.hi is None or attr.value <= self.hi)


PositiveI32 = ConfinedI32AttrC("32-bit signless integer attribute whose value is positive", lo=1)
LocalityHint = ConfinedI32AttrC("32-bit signless integer attribute whose minimum value is 0 whose maximum value "
                                "is 3", lo=0, hi=3)


AtomicRMWKind = C.EnumAttrC("memref_atomic_rmw_kind", [
    ("addf", 0), ("addi", 1), ("andi", 2), ("assign", 3), ("maximumf", 4), ("maxnumf", 5), ("maxs", 6),
    ("maxu", 7), ("minimumf", 8), ("minnumf", 9), ("mins", 10), ("minu", 11), ("mulf", 12), ("muli", 13),
    ("ori", 14), ("xori", 15)], width=64)
memref.enum(AtomicRMWKind)


# ---- parse-time checks (errors of the custom parser carry "custom op 'x' ") ----------------
def parse_error(b: Any, message: str, loc: Any = None) -> Any:
    if loc is not None:
        return MLIRError(f"custom op '{b.op_tok}' {message}", loc)
    return b.error(f"custom op '{b.op_tok}' {message}")


def expect_memref_type(b: Any, name: str) -> None:
    """parseType<MemRefType>: `invalid kind of type specified`."""
    t = b.types.get(name)
    if t is not None and not isinstance(t, T.MemRefType):
        raise parse_error(b, f"invalid kind of type specified: expected builtin.memref, but found '{t}'",
                          b.builder.colon_loc(b.op_tok, after=True))  # parseType<MemRefType>: at the type


def expect_base_memref_type(b: Any, name: str) -> None:
    t = b.types.get(name)
    if t is not None and not isinstance(t, (T.MemRefType, T.UnrankedMemRefType)):
        raise parse_error(b, "invalid kind of type specified", b.builder.colon_loc(b.op_tok, after=True))


def element_type(t: T.Type) -> T.Type | None:
    return _elem(t)


def dynamic_dims(t: T.Type) -> int:
    return sum(1 for d in getattr(t, "shape", ()) if d == DYNAMIC)


def memory_space(t: T.Type) -> A.Attribute | None:
    return getattr(t, "memory_space", None)


def tstr(t: Any) -> str:
    """A type as diagnostics print it: affine maps inline, not aliased."""
    from pyopt.ir.printer import PrintOptions, Printer

    return Printer(PrintOptions(local_scope=True)).type_text(t)
