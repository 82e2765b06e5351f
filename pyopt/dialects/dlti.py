"""The DLTI dialect (data layout and target information, MLIR's DLTI.cpp):
`#dlti.dl_entry<key, value>`, `#dlti.dl_spec<...>`, `#dlti.map<...>`,
`#dlti.target_device_spec<...>`, `#dlti.target_system_spec<...>`, and the
verification of the `dlti.dl_spec` / `dlti.target_system_spec` / `dlti.map`
attributes on operations (a module's spec is checked entry by entry, as
DataLayoutInterfaces.cpp's verifyDataLayoutSpec).

Entries are keyed by a type or a string; lists parse both `key = value`
and `#dlti.dl_entry<key, value>` items and print `key = value`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import Dialect
from pyopt.ir.parser import parse_attr_text, parse_type_text, split_top_level, string_text

if TYPE_CHECKING:
    from pyopt.ir.core import Operation
    from pyopt.ir.printer import Printer

DATA_LAYOUT_ATTR = "dlti.dl_spec"
TARGET_SYSTEM_ATTR = "dlti.target_system_spec"
MAP_ATTR = "dlti.map"
ENDIANNESS_KEY = "dlti.endianness"
# Identifier keys the DLTI dialect accepts without checking their value.
_PLAIN_KEYS = ("dlti.default_memory_space", "dlti.alloca_memory_space", "dlti.program_memory_space",
               "dlti.global_memory_space", "dlti.stack_alignment", "dlti.function_pointer_alignment",
               "dlti.mangling_mode")

Key = T.Type | str


def key_text(key: Key) -> str:
    """keyToStr: a type as printed, a string key quoted."""
    return A.escape_string(key) if isinstance(key, str) else str(key)


class DLTIDialect(Dialect):
    def __init__(self) -> None:
        super().__init__("dlti", defines_attributes=True)

    def verify_operation_attribute(self, op: Operation, name: str, attr: A.Attribute) -> None:
        """DLTIDialect::verifyOperationAttribute."""
        expected = {DATA_LAYOUT_ATTR: (DataLayoutSpecAttr, "#dlti.dl_spec"),
                    TARGET_SYSTEM_ATTR: (TargetSystemSpecAttr, "#dlti.target_system_spec"),
                    MAP_ATTR: (MapAttr, "#dlti.map")}.get(name)
        if expected is None:
            raise MLIRError(f"attribute '{name}' not supported by dialect", op.loc)
        cls, spelling = expected
        if not isinstance(attr, cls):
            raise MLIRError(f"'{name}' is expected to be a {spelling} attribute", op.loc)
        if name == DATA_LAYOUT_ATTR and op.name == "builtin.module":
            verify_data_layout_spec(attr, op.loc)  # type: ignore[arg-type]


dlti = DLTIDialect()


@dlti.attr
class DataLayoutEntryAttr(A.DialectAttr):
    """`#dlti.dl_entry<index, 32 : i64>` / `#dlti.dl_entry<"key", value>`."""

    __slots__ = ("key", "value")
    name = "dlti.dl_entry"

    def _init(self, key: Key, value: A.Attribute) -> None:
        self.key = key
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.key, self.value)

    def print_body(self, p: Printer) -> None:
        p.write("<")
        _print_key(self.key, p)
        p.write(", ")
        p.print_attr(self.value)
        p.write(">")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        text = str(tok)
        return parse_entry_body(body or "", text.find("<") + 1, builder, tok)


def _print_key(key: Key, p: Printer) -> None:
    if isinstance(key, str):
        p.write(A.escape_string(key))
    else:
        p.print_type(key)


class EntryListAttr(A.DialectAttr):
    """An attribute holding a list of DLTI entries, printed `<k = v, ...>`."""

    __slots__ = ("entries",)
    allow_types: ClassVar[bool] = True
    allow_empty: ClassVar[bool] = True

    def _init(self, entries: tuple[DataLayoutEntryAttr, ...]) -> None:
        self.entries = tuple(entries)

    def _args(self) -> tuple[Any, ...]:
        return (self.entries,)

    def lookup(self, key: Key) -> A.Attribute | None:
        for entry in self.entries:
            if entry.key == key:
                return entry.value  # type: ignore[no-any-return]
        return None

    def print_body(self, p: Printer) -> None:
        p.write("<")
        for i, entry in enumerate(self.entries):
            if i:
                p.write(", ")
            _print_key(entry.key, p)
            p.write(" = ")
            p.print_attr(entry.value)
        p.write(">")

    @classmethod
    def verify_entries(cls, entries: Sequence[DataLayoutEntryAttr], error: Any) -> None:
        """verifyEntries: keys unique, strings non-empty, types only where allowed."""
        seen: set[Any] = set()
        for entry in entries:
            if not cls.allow_types and not isinstance(entry.key, str):
                raise error("type as DLTI key is not allowed")
            if entry.key == "":
                raise error("empty string as DLTI key is not allowed")
            if entry.key in seen:
                raise error(f"repeated DLTI key: {key_text(entry.key)}")
            seen.add(entry.key)

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        return cls.parse_entries(body or "", 0, builder, tok)

    @classmethod
    def parse_entries(cls, body: str, at: int, builder: Any, tok: Any) -> A.Attribute:
        """`#dlti.<mnemonic><body>` written `at` characters into `tok`
        (nested DLTI attributes are parsed in place, so errors point into the file)."""
        text = str(tok)[at:]
        start = at + text.find("<") + 1
        name_at = at + text.find(".") + 1
        entries: list[DataLayoutEntryAttr] = []
        cursor = 0
        for part in (split_top_level(body) if body.strip() else []):
            pos = body.index(part, cursor)
            cursor = pos + len(part)
            offset = start + pos + (len(part) - len(part.lstrip()))
            entries.append(parse_list_entry(part.strip(), offset, builder, tok, cls.allow_types))
        if not entries and not cls.allow_empty:
            raise MLIRError("no DLTI entries provided", builder.loc_in(tok, name_at))

        def error(message: str) -> MLIRError:
            return MLIRError(message, builder.loc_in(tok, name_at))

        cls.verify_entries(entries, error)
        return cls(tuple(entries))


@dlti.attr
class DataLayoutSpecAttr(EntryListAttr):
    name = "dlti.dl_spec"


@dlti.attr
class MapAttr(EntryListAttr):
    name = "dlti.map"


@dlti.attr
class TargetDeviceSpecAttr(EntryListAttr):
    name = "dlti.target_device_spec"
    allow_types = False
    allow_empty = False


@dlti.attr
class TargetSystemSpecAttr(EntryListAttr):
    name = "dlti.target_system_spec"
    allow_types = False
    allow_empty = False

    @classmethod
    def verify_entries(cls, entries: Sequence[DataLayoutEntryAttr], error: Any) -> None:
        seen: set[Any] = set()
        for entry in entries:
            if not isinstance(entry.key, str):
                raise error("non-string key of DLTI system spec")
            if not isinstance(entry.value, TargetDeviceSpecAttr):
                raise error(f"value associated with key {key_text(entry.key)} is not a DLTI device spec")
            TargetDeviceSpecAttr.verify_entries(entry.value.entries, error)
            if entry.key in seen:
                raise error(f"repeated device ID in dlti.target_system_spec: {key_text(entry.key)}")
            seen.add(entry.key)


# ---- parsing ------------------------------------------------------------------------------------
def _string_end(text: str) -> int:
    """The index just past the quoted string at the start of `text`."""
    i = 1
    while i < len(text):
        if text[i] == "\\":
            i += 2
            continue
        if text[i] == '"':
            return i + 1
        i += 1
    return len(text)


def _top_level_equal(text: str) -> int:
    """The index of the first `=` outside brackets and strings, or -1."""
    depth = 0
    i = 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i = i + _string_end(text[i:])
            continue
        if ch in "<([{":
            depth += 1
        elif ch in ">)]}" and not (ch == ">" and i > 0 and text[i - 1] == "-"):
            depth -= 1
        elif ch == "=" and depth == 0 and text[i + 1:i + 2] != "=":
            return i
        i += 1
    return -1


def parse_value(text: str, offset: int, builder: Any, tok: Any) -> A.Attribute:
    """An entry's value; a nested DLTI list attribute is parsed in place."""
    mnemonic = text[len("#dlti."):].partition("<")[0] if text.startswith("#dlti.") else ""
    cls = dlti.attrs.get(mnemonic)
    if isinstance(cls, type) and issubclass(cls, EntryListAttr) and text.endswith(">") and "<" in text:
        return cls.parse_entries(text[text.index("<") + 1:-1], offset, builder, tok)
    return parse_attr_text(builder, text, tok)


def parse_list_entry(text: str, offset: int, builder: Any, tok: Any, allow_types: bool) -> DataLayoutEntryAttr:
    """parseKeyValuePair: `"key" = attr`, `type = attr` or a `#dlti.dl_entry`."""
    if text.startswith('"'):
        end = _string_end(text)
        key: Key = string_text(text[:end])
        rest = text[end:].lstrip()
        if not rest.startswith("="):  # reported where the key ends, as MLIR's parser does
            raise MLIRError("expected '='", builder.loc_in(tok, offset + end))
        value = rest[1:].strip()
        return DataLayoutEntryAttr(key, parse_value(value, offset + len(text) - len(value), builder, tok))
    if text.startswith("#dlti.dl_entry<") and text.endswith(">"):
        prefix = len("#dlti.dl_entry<")
        return parse_entry_body(text[prefix:-1], offset + prefix, builder, tok)
    if text.startswith("#"):
        entry = parse_attr_text(builder, text, tok)
        if not isinstance(entry, DataLayoutEntryAttr):
            raise MLIRError("invalid kind of attribute specified", builder.loc_in(tok, offset))
        return entry
    equal = _top_level_equal(text)
    if not allow_types:  # MLIR parses the key as an attribute, which is no entry
        raise MLIRError("invalid kind of attribute specified", builder.loc_in(tok, offset))
    if equal < 0:
        type_end = _type_prefix_end(builder, text)
        if type_end:
            raise MLIRError("expected '='", builder.loc_in(tok, offset + type_end))
        raise MLIRError("failed to parse DLTI entry", builder.loc_in(tok, offset))
    try:
        key = parse_type_text(builder, text[:equal].strip(), None)
    except MLIRError:  # not a type: MLIR parses an attribute, which is no entry
        raise MLIRError("invalid kind of attribute specified", builder.loc_in(tok, offset)) from None
    value = text[equal + 1:].strip()
    return DataLayoutEntryAttr(key, parse_value(value, offset + len(text) - len(value), builder, tok))


def parse_entry_body(body: str, offset: int, builder: Any, tok: Any) -> DataLayoutEntryAttr:
    """The `key, value` of a `#dlti.dl_entry<...>`, `offset` characters into `tok`."""
    parts = split_top_level(body)
    key_text_ = parts[0].strip() if parts else ""
    key_at = offset + (len(body) - len(body.lstrip()))
    key: Key
    if key_text_.startswith('"'):
        end = _string_end(key_text_)
        key = string_text(key_text_[:end])
        if len(parts) != 2:
            raise MLIRError("expected ','", builder.loc_in(tok, key_at + end))
    else:
        try:
            key = parse_type_text(builder, key_text_, None)
        except MLIRError:
            end = _type_prefix_end(builder, key_text_)
            if not end:
                raise MLIRError("expected a type or a quoted string", builder.loc_in(tok, key_at)) from None
            raise MLIRError("expected ','", builder.loc_in(tok, key_at + end)) from None
    if len(parts) != 2:
        raise MLIRError("expected ','", builder.loc_in(tok, key_at + len(key_text_)))
    return DataLayoutEntryAttr(key, parse_attr_text(builder, parts[1].strip(), tok))


def _type_prefix_end(builder: Any, text: str) -> int:
    """The length of the longest prefix of `text` ending before a blank
    that parses as a type (0 if none): where a type key ends."""
    ends = [i for i in range(len(text), 0, -1) if i == len(text) or text[i].isspace()]
    for end in ends:
        try:
            parse_type_text(builder, text[:end], None)
        except MLIRError:
            continue
        return end
    return 0


# ---- the data layout of a module (verifyDataLayoutSpec) -----------------------------------------
def _at(loc: Any, message: str) -> MLIRError:
    """An error at a bare location (mlir::emitError): no `see current operation` note."""
    err = MLIRError(message, loc)
    err.plain = True
    return err


def verify_data_layout_spec(spec: DataLayoutSpecAttr, loc: Any) -> None:
    """Type entries grouped by type kind, then identifier entries, each group
    checked as the type or the dialect that owns it does."""
    for entry in spec.entries:
        key = entry.key
        if isinstance(key, str):
            continue
        if isinstance(key, T.IndexType):
            if not isinstance(entry.value, A.IntegerAttr):
                raise _at(loc, f"expected integer attribute in the data layout entry for '{key}'")
        elif isinstance(key, (T.IntegerType, T.FloatType)):
            _verify_int_or_float_entry(entry, loc)
        elif type(key).__module__.startswith("pyopt.ir"):
            raise _at(loc, "unexpected data layout for a built-in type")
        else:
            verify = getattr(key, "verify_data_layout_entries", None)
            if verify is None:
                raise _at(loc, "data layout specified for a type that does not support it")
            verify([e for e in spec.entries if type(e.key) is type(key)], loc)
    for entry in spec.entries:
        key = entry.key
        if not isinstance(key, str):
            continue
        if key.partition(".")[0] != "dlti":
            continue  # another dialect's entry: pyopt's dialects define no such keys
        if key == ENDIANNESS_KEY:
            if not (isinstance(entry.value, A.StringAttr) and entry.value.value in ("big", "little")):
                raise _at(loc, f"'{key}' data layout entry is expected to be either 'big' or 'little'")
        elif key not in _PLAIN_KEYS:
            raise _at(loc, f"unknown data layout entry name: {key}")


def _verify_int_or_float_entry(entry: DataLayoutEntryAttr, loc: Any) -> None:
    value = entry.value
    element = getattr(getattr(value, "type", None), "element", None)
    if not isinstance(value, A.DenseElementsAttr) or element != T.i64:
        raise _at(loc, f"expected a dense i64 elements attribute in the data layout entry {entry}")
    count = value.type.num_elements  # type: ignore[attr-defined]
    if count not in (1, 2):
        raise _at(loc, f"expected 1 or 2 elements in the data layout entry {entry}")
    abi = value.values[0]
    preferred = value.values[-1] if count == 2 and not value.splat else abi
    if preferred < abi:
        raise _at(loc, "preferred alignment is expected to be greater than or equal to the abi alignment in "
                       f"data layout entry {entry}")


def index_bitwidth(spec: A.Attribute | None) -> int | None:
    """The `index` entry's width in a data layout spec, if any."""
    if isinstance(spec, DataLayoutSpecAttr):
        value = spec.lookup(T.index)
        if isinstance(value, A.IntegerAttr):
            return int(value.value)
    return None
