"""File-level resources: the `{-# dialect_resources: ... external_resources:
... #-}` section after the top-level op, kept and printed as mlir-opt does.
Builtin blobs are printed only while some `dense_resource<...>` uses them."""

from __future__ import annotations

import re
from typing import Any

from pyopt.ir.diagnostics import MLIRError

_TOKEN = re.compile(r'(?:\s|//[^\n]*)*("(?:\\.|[^"\\])*"|[A-Za-z_][\w$.\-]*|-?[0-9]+|[{}:,]|\S)')
_KEYWORD = re.compile(r"[A-Za-z_][\w$.\-]*")


class Resources:
    """sections: {"dialect_resources" | "external_resources": {group: {key: raw value text}}}"""

    def __init__(self) -> None:
        self.sections: dict[str, dict[str, dict[str, str]]] = {}

    def parse(self, text: str, start: int | None = None, loc_of: Any = None, source: str | None = None) -> None:
        """Parse one `{-# ... #-}` section, as TopLevelOperationParser's
        parseFileMetadataDictionary does: MLIR's messages, at the offending
        token (`loc_of(offset)` of the buffer `source`, the section at `start`)."""
        base = start or 0
        toks = [(m.group(1), base + m.start(1)) for m in _TOKEN.finditer(text, 3, len(text) - 3)]
        toks.append(("#-}", base + len(text) - 3))
        pos = 0

        def error(message: str, at: int | None = None, wrong_token: bool = False) -> MLIRError:
            offset = toks[min(pos, len(toks) - 1)][1] if at is None else at
            if wrong_token and source is not None:
                from pyopt.ir.syntax_errors import _wrong_token_pos

                offset = _wrong_token_pos(source, offset)
            return MLIRError(message, loc_of(offset) if loc_of is not None else None)

        def peek() -> str:
            return toks[pos][0]

        def expect(spelling: str) -> None:  # Parser::parseToken
            nonlocal pos
            if peek() != spelling:
                raise error(f"expected '{spelling}'", wrong_token=True)
            pos += 1

        def keyword(message: str) -> tuple[str, int]:  # parseOptionalKeyword, or the error at the token
            nonlocal pos
            tok, at = toks[pos]
            if not _KEYWORD.fullmatch(tok):
                raise error(message)
            pos += 1
            return tok, at

        def until(end: str, element: Any) -> None:  # parseCommaSeparatedListUntil
            nonlocal pos
            if peek() == end:
                pos += 1
                return
            while True:
                element()
                if peek() == ",":
                    pos += 1
                    continue
                if peek() != end:
                    raise error(f"expected ',' or '{end}'", wrong_token=True)
                pos += 1
                return

        def group_entries(section: str) -> None:
            nonlocal pos
            expect("{")

            def group() -> None:
                nonlocal pos
                name, name_at = keyword("expected identifier key for 'resource' entry")
                expect(":")
                expect("{")
                if section == "dialect_resources":
                    from pyopt.ir.registry import registry

                    if not registry.has_dialect(name):
                        raise error(f"dialect '{name}' is unknown", name_at)
                values = self.sections.setdefault(section, {}).setdefault(name, {})

                def entry() -> None:
                    nonlocal pos
                    tok, _ = toks[pos]
                    if not (_KEYWORD.fullmatch(tok) or tok.startswith('"')):
                        raise error("expected identifier key for 'resource' entry")
                    pos += 1
                    key = _key(tok)
                    expect(":")
                    value, value_at = toks[pos]
                    pos += 1
                    if section == "dialect_resources" and name == "builtin":
                        if not value.startswith('"0x'):
                            raise error(f"expected hex string blob for key '{key}'", value_at)
                    elif section == "external_resources" and not (value.startswith('"') or value in ("true", "false")):
                        raise error(f"expected string value for key '{key}'", value_at)
                    values[key] = _value(value)

                until("}", entry)

            until("}", group)

        def top_entry() -> None:
            name, name_at = keyword("expected identifier key in file metadata dictionary")
            expect(":")
            if name not in ("dialect_resources", "external_resources"):
                raise error(f"unknown key '{name}' in file metadata dictionary", name_at)
            group_entries(name)

        until("#-}", top_entry)

    def text(self, module: Any) -> str:
        from pyopt.ir.attributes import DenseResourceElementsAttr, keyword_or_string

        used: set[str] = set()
        for op in module.walk():
            for attr in list(op.attributes.values()) + list(op.properties.values()):
                _collect(attr, used, DenseResourceElementsAttr)
        sections = []
        for name, groups in self.sections.items():
            entries = []
            for group, values in groups.items():
                if name == "dialect_resources" and group == "builtin":
                    values = {k: v for k, v in values.items() if k in used}
                if not values:
                    continue
                inner = ",\n".join(f"      {keyword_or_string(k)}: {v}" for k, v in values.items())
                entries.append(f"    {group}: {{\n{inner}\n    }}")
            if entries:
                sections.append(f"  {name}: {{\n" + ",\n".join(entries) + "\n  }")
        if not sections:
            return ""
        return "\n{-#\n" + ",\n".join(sections) + "\n#-}\n"


def _value(token: str) -> str:
    """A resource value as MLIR prints it: a string other than a hex blob
    is printed escaped again (`"\\"s\\""` -> `"\\22s\\22"`)."""
    if token.startswith('"') and not token.startswith('"0x'):
        from pyopt.ir.attributes import escape_string
        from pyopt.ir.parser import string_value

        return escape_string(string_value(token))
    return token


def _key(token: str) -> str:
    """A resource key: a quoted key means its unescaped text."""
    if token.startswith('"'):
        from pyopt.ir.parser import string_text

        return string_text(token)
    return token


def _collect(attr: Any, used: set[str], cls: type) -> None:
    from pyopt.ir.attributes import ArrayAttr, DictionaryAttr

    if isinstance(attr, cls):
        used.add(attr.handle)  # type: ignore[attr-defined]
    elif isinstance(attr, ArrayAttr):
        for a in attr.elements:
            _collect(a, used, cls)
    elif isinstance(attr, DictionaryAttr):
        for _, a in attr.entries:
            _collect(a, used, cls)
