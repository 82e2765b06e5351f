"""The attributes of llvm.module_flags (LLVMAttrDefs.td, LLVMAttrs.cpp):
`#llvm.mlir.module_flag<behavior, "key", value>` with ModuleFlagAttr::verify,
`#llvm.cgprofile_entry<...>` and `#llvm.profile_summary<...>`, parsed as
their assembly formats parse (struct parameters, enum keywords) with the
errors at MLIR's positions inside the one token pyopt lexes them as."""

from __future__ import annotations

from typing import Any, ClassVar

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError, two_errors
from pyopt.ir.parser import parse_attr_text
from pyopt.ir.printer import Printer
from pyopt.dialects.llvm.dialect import llvm
from pyopt.dialects.llvm.struct_attrs import Body as _Body, keyword as _keyword, require as _require, struct as _struct
from pyopt.dialects.llvm.struct_attrs import uint as _uint

BEHAVIORS = ("error", "warning", "require", "override", "append", "append_unique", "max", "min")
SUMMARY_FORMATS = ("SampleProfile", "InstrProf", "CSInstrProf")


class _LLVMStructAttr(A.DialectAttr):
    """A struct-format attribute: `<name = value, ...>` in declared order,
    optional parameters printed only when present."""

    __slots__ = ("params",)
    fields: ClassVar[tuple[str, ...]] = ()

    def _init(self, params: tuple[tuple[str, Any], ...]) -> None:
        self.params = params

    def _args(self) -> tuple[Any, ...]:
        return (self.params,)

    def print_value(self, p: Printer, name: str, value: Any) -> None:
        if isinstance(value, A.Attribute):
            p.print_attr(value)
        else:
            p.write(str(value))

    def print_body(self, p: Printer) -> None:
        p.write("<")
        for i, (name, value) in enumerate(self.params):
            if i:
                p.write(", ")
            p.write(f"{name} = ")
            self.print_value(p, name, value)
        p.write(">")


@llvm.attr
class CGProfileEntryAttr(_LLVMStructAttr):
    __slots__ = ()
    name = "llvm.cgprofile_entry"

    @classmethod
    def parse_body(cls, text: str | None, builder: Any, tok: Any, offset: int | None = None) -> CGProfileEntryAttr:
        body = _Body(text or "", builder, tok, offset)
        entries = _struct(body)
        _require(body, entries, ("count",))
        params: list[tuple[str, Any]] = []
        for name in ("from", "to"):
            if name in entries:
                params.append((name, parse_attr_text(builder, entries[name][1], tok)))
        params.append(("count", _uint(body, entries["count"], "ModuleFlagCGProfileEntryAttr", "count")))
        return cls(tuple(params))


_SUMMARY_COUNTS = ("total_count", "max_count", "max_internal_count", "max_function_count", "num_counts",
                   "num_functions")
_DETAILED = ("cut_off", "min_count", "num_counts")


@llvm.attr
class ProfileSummaryAttr(_LLVMStructAttr):
    __slots__ = ()
    name = "llvm.profile_summary"
    attr_name = "ModuleFlagProfileSummaryAttr"

    def print_value(self, p: Printer, name: str, value: Any) -> None:
        if name == "detailed_summary":
            p.write(", ".join("<" + ", ".join(f"{k} = {v}" for k, v in zip(_DETAILED, entry)) + ">"
                              for entry in value))
        else:
            super().print_value(p, name, value)

    @classmethod
    def parse_body(cls, text: str | None, builder: Any, tok: Any, offset: int | None = None) -> ProfileSummaryAttr:
        body = _Body(text or "", builder, tok, offset)
        # detailed_summary's entries are `<...>` items separated by commas: rejoin them.
        raw = body.parts()
        entries: list[tuple[int, str]] = []
        for at, part in raw:
            if entries and "=" not in part.split("<", 1)[0] and entries[-1][1].startswith("detailed_summary"):
                entries[-1] = (entries[-1][0], entries[-1][1] + ", " + part)
            else:
                entries.append((at, part))
        rejoined = _Body(body.text, builder, tok, body.offset)
        rejoined.parts = lambda: entries  # type: ignore[method-assign]
        fields = _struct(rejoined)
        fmt = ""
        if "format" in fields:  # read (and checked) before the parameters after it
            at, word = fields["format"]
            fmt = _keyword(body, at, word, SUMMARY_FORMATS, "LLVM ProfileSummary format kinds", "format",
                           cls.attr_name, "ProfileSummaryFormatKind")
        _require(body, fields, ("format", *_SUMMARY_COUNTS, "detailed_summary"))
        params: list[tuple[str, Any]] = [("format", fmt)]
        params += [(n, _uint(body, fields[n], cls.attr_name, n)) for n in _SUMMARY_COUNTS]
        if "is_partial_profile" in fields:
            params.append(("is_partial_profile", _uint(body, fields["is_partial_profile"], cls.attr_name,
                                                       "is_partial_profile")))
        if "partial_profile_ratio" in fields:
            ratio = parse_attr_text(builder, fields["partial_profile_ratio"][1], tok)
            if isinstance(ratio, A.FloatAttr) and ratio.type is not T.f64:
                ratio = A.FloatAttr(ratio.value, T.f64)
            params.append(("partial_profile_ratio", ratio))
        at, detailed = fields["detailed_summary"]
        if not detailed.startswith("<"):
            raise two_errors("expected '<'", body.loc(at), f"failed to parse {cls.attr_name} parameter "
                             "'detailed_summary' which is to be a `::llvm::ArrayRef<ModuleFlagProfileSummary"
                             "DetailedAttr>`", body.loc(at + 1))
        items = []
        detailed_body = _Body(detailed, builder, tok, (body.offset or 0) + at)
        failed = (f"failed to parse {cls.attr_name} parameter 'detailed_summary' which is to be a "
                  "`::llvm::ArrayRef<ModuleFlagProfileSummaryDetailedAttr>`")
        for item_at, item in detailed_body.parts():
            item_body = _Body(item.strip().strip("<>"), builder, tok, (body.offset or 0) + at + item_at + 1)
            inner = _struct(item_body)
            values = []
            for k in _DETAILED:  # `<cut_off = N, min_count = N, num_counts = N>`, in this order
                if k not in inner:
                    end = item_body.loc(item_body.after(len(item_body.text)))
                    raise two_errors("expected ','", end, failed, end)
                try:
                    values.append(_uint(item_body, inner[k], "ModuleFlagProfileSummaryDetailedAttr", k))
                except MLIRError as err:
                    err.diagnostic.notes.append(MLIRError(failed, err.diagnostic.loc).diagnostic)
                    raise
            items.append(tuple(values))
        params.append(("detailed_summary", tuple(items)))
        return cls(tuple(params))


@llvm.attr
class ModuleFlagAttr(A.DialectAttr):
    """`#llvm.mlir.module_flag<behavior, "key", value>`."""

    __slots__ = ("behavior", "key", "value")
    name = "llvm.mlir.module_flag"

    def _init(self, behavior: str, key: A.StringAttr, value: A.Attribute) -> None:
        self.behavior = behavior
        self.key = key
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.behavior, self.key, self.value)

    def print_body(self, p: Printer) -> None:
        p.write(f"<{self.behavior}, ")
        p.print_attr(self.key)
        p.write(", ")
        p.print_attr(self.value)
        p.write(">")

    @classmethod
    def parse_body(cls, text: str | None, builder: Any, tok: Any) -> ModuleFlagAttr:
        body = _Body(text or "", builder, tok)
        parts = body.parts()
        failed = "failed to parse ModuleFlagAttr parameter "
        at, word = parts[0]
        behavior = _keyword(body, at, word, BEHAVIORS, "LLVM Module Flag Behavior", "behavior", "ModuleFlagAttr",
                            "ModFlagBehavior")
        if len(parts) < 2 or not parts[1][1].startswith('"'):
            at = parts[1][0] if len(parts) > 1 else len(body.text)
            raise two_errors("expected attribute value", body.loc(_blank_before(body.text, at)),
                             failed + "'key' which is to be a `StringAttr`", body.loc(at))
        key = parse_attr_text(builder, parts[1][1], tok)
        if len(parts) < 3:
            raise MLIRError("expected ','", body.loc(parts[1][0] + len(parts[1][1])))
        at, value_text = parts[2]
        try:
            value = _parse_value(body, at, value_text)
        except MLIRError as err:
            end = getattr(err, "end_in_token", None)
            if end is not None and body.offset is not None:
                err.diagnostic.notes.append(MLIRError(failed + "'value' which is to be a `Attribute`",
                                                      body.loc(body.after(end - body.offset))).diagnostic)
            raise
        assert isinstance(key, A.StringAttr)
        _verify(key, value, body.loc(-1))
        return cls(behavior, key, value)


_NESTED: dict[str, Any] = {"#llvm.profile_summary<": ProfileSummaryAttr, "#llvm.cgprofile_entry<": CGProfileEntryAttr}


def _parse_value(body: _Body, at: int, text: str) -> A.Attribute:
    """A module flag's value: the LLVM attributes of this module (alone or
    in an array) parsed in place, so their errors point into the body."""
    for prefix, cls in _NESTED.items():
        if text.startswith(prefix) and text.endswith(">") and body.offset is not None:
            try:
                return cls.parse_body(text[len(prefix):-1], body.builder, body.tok, body.offset + at + len(prefix))
            except MLIRError as err:
                # The outer parser stands after the attribute that failed.
                err.end_in_token = body.offset + at + len(text)  # type: ignore[attr-defined]
                raise
    if text.startswith("[") and text.endswith("]") and body.offset is not None:
        inner = _Body(text[1:-1], body.builder, body.tok, body.offset + at + 1)
        if any(part.startswith(tuple(_NESTED)) for _, part in inner.parts()):
            return A.ArrayAttr(tuple(_parse_value(inner, k, part) for k, part in inner.parts() if part))
    return parse_attr_text(body.builder, text, body.tok)


def _blank_before(text: str, k: int) -> int:
    """Where the code before offset k ends (emitWrongTokenError's position)."""
    j = k
    while j > 0 and text[j - 1] in " \t\r\n":
        j -= 1
    return j if j < k else k


def _verify(key: A.StringAttr, value: A.Attribute, loc: Any) -> None:
    """ModuleFlagAttr::verify (22.1.8), reported at the `<`."""
    if key.value == "CG Profile":
        if not (isinstance(value, A.ArrayAttr) and all(isinstance(e, CGProfileEntryAttr) for e in value.elements)):
            raise MLIRError("'CG Profile' key expects an array of '#llvm.cgprofile_entry'", loc)
        return
    if key.value == "ProfileSummary":
        if not isinstance(value, ProfileSummaryAttr):
            raise MLIRError("'ProfileSummary' key expects a '#llvm.profile_summary' attribute", loc)
        return
    if not isinstance(value, (A.IntegerAttr, A.StringAttr)):
        raise MLIRError(f"only integer and string values are currently supported for unknown key '\"{key.value}\"'",
                        loc)
