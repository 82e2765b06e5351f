"""Builtin attributes and locations (immutable, hashable, interned)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from pyopt.ir import floats
from pyopt.ir.interned import Interned
from pyopt.ir.types import DYNAMIC, FloatType, IndexType, IntegerType, Type, f64 as _f64, i64, opaque_symbol_text

if TYPE_CHECKING:
    from pyopt.ir.affine import AffineMap, IntegerSet
    from pyopt.ir.printer import Printer


class Attribute(Interned):
    __slots__ = ()
    may_alias: ClassVar[bool] = False

    def print(self, p: Printer) -> None:
        raise NotImplementedError

    def __str__(self) -> str:
        from pyopt.ir.printer import Printer

        from pyopt.ir.printer import PrintOptions

        # Standalone, as in a diagnostic: no aliases (MLIR's Attribute::print).
        return number_distinct_ids(Printer(PrintOptions(local_scope=True)).attr_text(self))

    __repr__ = __str__


class TypedAttr(Attribute):
    """An attribute with a type, printed as `value : type` unless elided."""

    __slots__ = ("type",)
    type: Type

    def print_value(self, p: Printer) -> None:
        raise NotImplementedError

    def print(self, p: Printer) -> None:
        self.print_value(p)
        p.write(" : ")
        p.print_type(self.type)

    def print_type_elided(self, p: Printer) -> None:
        """AttrTypeElision::May (array elements): i64 and f64 go untyped."""
        self.print(p)


class IntegerAttr(TypedAttr):
    __slots__ = ("value",)

    def _init(self, value: int, type: Type = i64) -> None:
        self.value = int(value)
        self.type = type

    def _args(self) -> tuple[Any, ...]:
        return (self.value, self.type)

    def print_value(self, p: Printer) -> None:
        t = self.type
        if isinstance(t, IntegerType) and t.width == 1 and t.signedness == "":
            p.write("true" if self.value else "false")
        else:
            p.write(str(self.value))

    def print(self, p: Printer) -> None:
        self.print_value(p)
        t = self.type
        if isinstance(t, IntegerType) and t.width == 1 and t.signedness == "":
            return
        p.write(" : ")
        p.print_type(t)

    def print_type_elided(self, p: Printer) -> None:
        if self.type is i64:
            self.print_value(p)
        else:
            self.print(p)


def BoolAttr(value: bool) -> IntegerAttr:
    from pyopt.ir.types import i1

    return IntegerAttr(1 if value else 0, i1)


class FloatAttr(TypedAttr):
    __slots__ = ("bits",)

    def _init(self, bits: int, type: Type) -> None:
        self.bits = bits  # the IEEE bit pattern in `type`'s format
        self.type = type

    def _args(self) -> tuple[Any, ...]:
        return (self.bits, self.type)

    @classmethod
    def get(cls, value: float, type: Type) -> FloatAttr:
        assert isinstance(type, FloatType)
        return cls(floats.to_bits(value, type.kind), type)

    @property
    def value(self) -> float:
        assert isinstance(self.type, FloatType)
        return floats.from_bits(self.bits, self.type.kind)

    def print_value(self, p: Printer) -> None:
        assert isinstance(self.type, FloatType)
        p.write(floats.format_float(self.bits, self.type.kind))

    def print(self, p: Printer) -> None:
        self.print_value(p)
        p.write(" : ")
        p.print_type(self.type)

    def print_type_elided(self, p: Printer) -> None:
        if self.type is _f64:  # f64 is the default type of a float literal
            self.print_value(p)
        else:
            self.print(p)


class StringAttr(Attribute):
    __slots__ = ("data", "type")

    def _init(self, data: bytes | str, type: Type | None = None) -> None:
        self.data = data.encode("utf-8", "surrogateescape") if isinstance(data, str) else data
        self.type = type

    def _args(self) -> tuple[Any, ...]:
        return (self.data, self.type)

    @property
    def value(self) -> str:
        return self.data.decode("utf-8", "surrogateescape")

    def print(self, p: Printer) -> None:
        p.write(escape_string(self.data))
        if self.type is not None:
            p.write(" : ")
            p.print_type(self.type)


_ESCAPES = []
for _b in range(256):
    _c = chr(_b)
    if _c == '"' or _c == "\\":
        _ESCAPES.append("\\" + format(_b, "02X") if _c == '"' else "\\\\")
    elif 0x20 <= _b < 0x7F:
        _ESCAPES.append(_c)
    else:
        _ESCAPES.append("\\" + format(_b, "02X"))


def escape_string(data: bytes | str) -> str:
    """MLIR's printEscapedString: printable ASCII as is, the rest as \\XX (a
    str is its UTF-8 bytes, with the input's non-UTF-8 bytes as they were)."""
    if isinstance(data, str):
        data = data.encode("utf-8", "surrogateescape")
    return '"' + "".join(_ESCAPES[b] for b in data) + '"'


class UnitAttr(Attribute):
    __slots__ = ()

    def print(self, p: Printer) -> None:
        p.write("unit")


class ArrayAttr(Attribute):
    __slots__ = ("elements",)

    def _init(self, elements: tuple[Attribute, ...]) -> None:
        self.elements = tuple(elements)

    def _args(self) -> tuple[Any, ...]:
        return (self.elements,)

    def __len__(self) -> int:
        return len(self.elements)

    def __iter__(self):  # type: ignore[no-untyped-def]
        return iter(self.elements)

    def __getitem__(self, i: int) -> Attribute:
        return self.elements[i]

    def print(self, p: Printer) -> None:
        p.write("[")
        p.print_list(self.elements, lambda e: e.print_type_elided(p) if isinstance(e, TypedAttr) else p.print_attr(e))
        p.write("]")


class DictionaryAttr(Attribute):
    __slots__ = ("entries",)

    def _init(self, entries: tuple[tuple[str, Attribute], ...]) -> None:
        self.entries = tuple(sorted(entries, key=lambda e: e[0]))

    def _args(self) -> tuple[Any, ...]:
        return (self.entries,)

    def get(self, name: str) -> Attribute | None:
        for k, v in self.entries:
            if k == name:
                return v
        return None

    def as_dict(self) -> dict[str, Attribute]:
        return dict(self.entries)

    def print(self, p: Printer) -> None:
        p.write("{")
        p.print_attr_entries(self.entries)
        p.write("}")


class TypeAttr(Attribute):
    __slots__ = ("value",)

    def _init(self, value: Type) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    def print(self, p: Printer) -> None:
        p.print_type(self.value)


class SymbolRefAttr(Attribute):
    __slots__ = ("root", "nested")

    def _init(self, root: str, nested: tuple[str, ...] = ()) -> None:
        self.root = root
        self.nested = tuple(nested)

    def _args(self) -> tuple[Any, ...]:
        return (self.root, self.nested)

    @property
    def leaf(self) -> str:
        return self.nested[-1] if self.nested else self.root

    def print(self, p: Printer) -> None:
        p.write(symbol_text(self.root))
        for n in self.nested:
            p.write("::" + symbol_text(n))


_BARE_IDENTIFIER = re.compile(r"[a-zA-Z_][a-zA-Z0-9_$.]*")


def is_bare_identifier(name: str) -> bool:
    """AsmPrinter's isBareIdentifier: what prints without quotes."""
    return _BARE_IDENTIFIER.fullmatch(name) is not None


def symbol_text(name: str) -> str:
    """`@name`, quoted when the name is not a bare identifier (`@".str"`)."""
    if is_bare_identifier(name):
        return "@" + name
    return "@" + escape_string(name)


def keyword_or_string(word: str) -> str:
    """AsmPrinter::printKeywordOrString."""
    return word if is_bare_identifier(word) else escape_string(word)


class DenseArrayAttr(Attribute):
    __slots__ = ("element", "values")

    def _init(self, element: Type, values: tuple[Any, ...]) -> None:
        self.element = element
        self.values = tuple(values)

    def _args(self) -> tuple[Any, ...]:
        return (self.element, self.values)

    def print_values(self, p: Printer) -> None:
        el = self.element
        if isinstance(el, FloatType):
            p.write(", ".join(floats.format_float(floats.to_bits(v, el.kind), el.kind) for v in self.values))
        elif isinstance(el, IntegerType) and el.width == 1:
            p.write(", ".join("true" if v else "false" for v in self.values))
        else:
            p.write(", ".join(str(v) for v in self.values))

    def print(self, p: Printer) -> None:
        p.write("array<")
        p.print_type(self.element)
        if self.values:
            p.write(": ")
            self.print_values(p)
        p.write(">")


class DenseElementsAttr(Attribute):
    """`dense<...> : type`.  `values` is the flat tuple of elements (ints,
    float bit patterns, (re, im) pairs or bytes) or a 1-tuple for a splat."""

    __slots__ = ("type", "values", "splat")

    def _init(self, type: Type, values: tuple[Any, ...], splat: bool) -> None:
        self.type = type
        self.values = tuple(values)
        self.splat = splat

    def _args(self) -> tuple[Any, ...]:
        return (self.type, self.values, self.splat)

    def print(self, p: Printer) -> None:
        if not self.splat and print_elided(p, self):
            return
        p.write("dense<")
        p.print_dense_body(self)
        p.write("> : ")
        p.print_type(self.type)


def print_elided(p: Printer, attr: Any, force: bool = False) -> bool:
    """--mlir-elide-elementsattrs-if-larger: a non-splat elements attribute
    of more elements than the limit prints as `dense_resource<__elided__>`
    (a sparse one when its indices or its values are that large)."""
    limit = p.options.elide_elements
    if not force and (limit is None or attr.type.num_elements <= limit):
        return False
    p.write("dense_resource<__elided__> : ")
    p.print_type(attr.type)
    return True


class SparseElementsAttr(Attribute):
    """`sparse<indices, values> : type`: `indices` an i64 tensor [N, rank],
    `values` a tensor [N] of the element type (both DenseElementsAttr)."""

    __slots__ = ("type", "indices", "values")

    def _init(self, type: Type, indices: DenseElementsAttr, values: DenseElementsAttr) -> None:
        self.type = type
        self.indices = indices
        self.values = values

    def _args(self) -> tuple[Any, ...]:
        return (self.type, self.indices, self.values)

    def print(self, p: Printer) -> None:
        limit = p.options.elide_elements
        if limit is not None and any(not part.splat and part.type.num_elements > limit  # type: ignore[attr-defined]
                                     for part in (self.indices, self.values)):
            print_elided(p, self, force=True)
            return
        if self.indices.values:
            p.write("sparse<")
            p.print_dense_body(self.indices, allow_hex=False)
            p.write(", ")
            p.print_dense_body(self.values)
            p.write("> : ")
        else:
            p.write("sparse<> : ")
        p.print_type(self.type)


class DenseResourceElementsAttr(Attribute):
    __slots__ = ("type", "handle")

    def _init(self, type: Type, handle: str) -> None:
        self.type = type
        self.handle = handle

    def _args(self) -> tuple[Any, ...]:
        return (self.type, self.handle)

    def print(self, p: Printer) -> None:
        p.write(f"dense_resource<{keyword_or_string(self.handle)}> : ")
        p.print_type(self.type)


class AffineMapAttr(Attribute):
    __slots__ = ("value",)
    may_alias = True

    def _init(self, value: AffineMap) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    def print(self, p: Printer) -> None:
        p.write(f"affine_map<{self.value}>")


class IntegerSetAttr(Attribute):
    __slots__ = ("value",)
    may_alias = True

    def _init(self, value: IntegerSet) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    def print(self, p: Printer) -> None:
        p.write(f"affine_set<{self.value}>")


class DistinctAttr(Attribute):
    """`distinct[N]<attr>`: equal only to itself (`uid` keeps two parses of
    one spelling apart); printed ids are renumbered in print order."""

    __slots__ = ("uid", "referenced")
    may_alias = True
    _count: ClassVar[int] = 0

    def _init(self, uid: int, referenced: Attribute) -> None:
        self.uid = uid
        self.referenced = referenced

    def _args(self) -> tuple[Any, ...]:
        return (self.uid, self.referenced)

    @classmethod
    def create(cls, referenced: Attribute) -> DistinctAttr:
        cls._count += 1
        return cls(cls._count, referenced)

    def print(self, p: Printer) -> None:
        p.printed_distinct = True
        p.write(f"distinct[{DISTINCT_ID_MARK}{self.uid}{DISTINCT_ID_MARK}]<")
        if not isinstance(self.referenced, UnitAttr):
            p.print_attr(self.referenced)
        p.write(">")


# A distinct attribute's printed id is its rank in the final text (MLIR's
# DistinctState numbers them as printed, alias definitions first): printing
# writes `\x01uid\x01`, `number_distinct_ids` replaces the marks at the end.
DISTINCT_ID_MARK = "\x01"
_DISTINCT_ID = re.compile("\x01([0-9]+)\x01")


def number_distinct_ids(text: str) -> str:
    if DISTINCT_ID_MARK not in text:
        return text
    ids: dict[str, str] = {}
    return _DISTINCT_ID.sub(lambda m: ids.setdefault(m.group(1), str(len(ids))), text)


class StridedLayoutAttr(Attribute):
    __slots__ = ("offset", "strides")

    def _init(self, offset: int, strides: tuple[int, ...]) -> None:
        self.offset = offset
        self.strides = tuple(strides)

    def _args(self) -> tuple[Any, ...]:
        return (self.offset, self.strides)

    def print(self, p: Printer) -> None:
        def dim(d: int) -> str:
            return "?" if d == DYNAMIC else str(d)

        p.write("strided<[" + ", ".join(dim(s) for s in self.strides) + "]")
        if self.offset != 0:
            p.write(f", offset: {dim(self.offset)}")
        p.write(">")


class OpaqueAttr(Attribute):
    """An attribute of an unregistered dialect, kept as text."""

    __slots__ = ("dialect", "body", "type")

    def _init(self, dialect: str, body: str, type: Type | None = None) -> None:
        self.dialect = dialect
        self.body = body
        self.type = type  # `#foo.bar : i32`; None for MLIR's NoneType (printed without)

    def _args(self) -> tuple[Any, ...]:
        return (self.dialect, self.body, self.type)

    def print(self, p: Printer) -> None:
        p.write(opaque_symbol_text("#", self.dialect, self.body))
        if self.type is not None:
            p.write(" : ")
            p.print_type(self.type)


class DialectAttr(Attribute):
    """Base of attributes declared by dialects; `name` is `dialect.mnemonic`."""

    __slots__ = ()
    name: ClassVar[str] = ""

    def print(self, p: Printer) -> None:
        p.write("#" + self.name)
        self.print_body(p)

    def print_body(self, p: Printer) -> None:
        """Print what follows the mnemonic (usually `<...>`)."""

    def print_stripped(self, p: Printer) -> None:
        """The form used inside an op's custom syntax: no `#dialect.name`."""
        self.print_body(p)


# -- locations -------------------------------------------------------------
class Location(Attribute):
    __slots__ = ()
    may_alias = True

    def print(self, p: Printer) -> None:
        if p.loc_events is not None:  # an attribute's location, met by the alias walk
            p.loc_events.append(("attr", self))
        alias = p.loc_aliases.get(self)
        if alias is not None:
            p.write(alias)
            return
        p.write("loc(")
        self.print_inner(p)
        p.write(")")

    def print_inner(self, p: Printer) -> None:
        raise NotImplementedError


class UnknownLoc(Location):
    __slots__ = ()

    def print_inner(self, p: Printer) -> None:
        p.write("[unknown]" if p.options.pretty_debuginfo else "unknown")


class FileLineColLoc(Location):
    """Not interned, unlike other attributes: nearly every op has a location
    of its own, so interning would only cost time and keep them alive."""

    __slots__ = ("file", "line", "col", "end_line", "end_col")

    def __new__(cls, file: str, line: int, col: int, end_line: int | None = None,
                end_col: int | None = None) -> FileLineColLoc:
        self = object.__new__(cls)
        self.file = file
        self.line = line
        self.col = col
        self.end_line = end_line
        self.end_col = end_col
        return self

    def _args(self) -> tuple[Any, ...]:
        return (self.file, self.line, self.col, self.end_line, self.end_col)

    def __eq__(self, other: object) -> bool:
        return self is other or (type(other) is FileLineColLoc and self._args() == other._args())

    def __hash__(self) -> int:
        return hash(self._args())

    def print_inner(self, p: Printer) -> None:
        file = self.file if p.options.pretty_debuginfo else escape_string(self.file)
        p.write(f"{file}:{self.line}:{self.col}")
        if self.end_col is not None:
            if self.end_line is not None and self.end_line != self.line:
                p.write(f" to {self.end_line}:{self.end_col}")
            else:
                p.write(f" to :{self.end_col}")


class NameLoc(Location):
    __slots__ = ("name", "child")

    def _init(self, name: str, child: Location | None = None) -> None:
        self.name = name
        self.child = child

    def _args(self) -> tuple[Any, ...]:
        return (self.name, self.child)

    def print_inner(self, p: Printer) -> None:
        p.write(escape_string(self.name))
        if self.child is not None and not isinstance(self.child, UnknownLoc):
            p.write("(")
            p.print_loc_inner(self.child)
            p.write(")")


class CallSiteLoc(Location):
    __slots__ = ("callee", "caller")

    def _init(self, callee: Location, caller: Location) -> None:
        self.callee = callee
        self.caller = caller

    def _args(self) -> tuple[Any, ...]:
        return (self.callee, self.caller)

    def print_inner(self, p: Printer) -> None:
        if p.options.pretty_debuginfo:
            # --mlir-pretty-debuginfo: a call chain takes a line per caller,
            # except a name called from a file position.
            p.print_loc_inner(self.callee)
            inline = isinstance(self.callee, NameLoc) and isinstance(self.caller, FileLineColLoc)
            p.write(" at " if inline else "\n at ")
            p.print_loc_inner(self.caller)
            return
        p.write("callsite(")
        p.print_loc_inner(self.callee)
        p.write(" at ")
        p.print_loc_inner(self.caller)
        p.write(")")


class FusedLoc(Location):
    __slots__ = ("locs", "metadata")

    def _init(self, locs: tuple[Location, ...], metadata: Attribute | None = None) -> None:
        self.locs = tuple(locs)
        self.metadata = metadata

    def _args(self) -> tuple[Any, ...]:
        return (self.locs, self.metadata)

    def print_inner(self, p: Printer) -> None:
        if not p.options.pretty_debuginfo:
            p.write("fused")
        if self.metadata is not None:
            p.write("<")
            p.print_attr(self.metadata)
            p.write(">")
        p.write("[")
        p.print_list(self.locs, p.print_loc_inner)
        p.write("]")


def attr_type(attr: Attribute) -> Type | None:
    """The type of a typed attribute (TypedAttr: integer, float, elements,
    and strings, whose type is `none` unless one is given)."""
    t = getattr(attr, "type", None)
    if t is None and isinstance(attr, StringAttr):
        from pyopt.ir.types import none

        return none
    return t if isinstance(t, Type) else None


__all__ = [
    "Attribute", "TypedAttr", "IntegerAttr", "BoolAttr", "FloatAttr", "StringAttr", "UnitAttr",
    "ArrayAttr", "DictionaryAttr", "TypeAttr", "SymbolRefAttr", "DenseArrayAttr",
    "DenseElementsAttr", "DenseResourceElementsAttr", "AffineMapAttr", "IntegerSetAttr",
    "StridedLayoutAttr", "OpaqueAttr", "DialectAttr", "Location", "UnknownLoc", "FileLineColLoc",
    "NameLoc", "CallSiteLoc", "FusedLoc", "IndexType", "Sequence",
]
