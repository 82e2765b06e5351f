"""File-level resources: the `{-# dialect_resources: ... external_resources:
... #-}` section after the top-level op, kept and printed as mlir-opt does.
Builtin blobs are printed only while some `dense_resource<...>` uses them."""

from __future__ import annotations

import re
from typing import Any

from pyopt.ir.diagnostics import MLIRError

_TOKEN = re.compile(r'(?:\s|//[^\n]*)*("(?:\\.|[^"\\])*"|[A-Za-z_][\w$.\-]*|-?[0-9]+|[{}:,])')


class Resources:
    """sections: {"dialect_resources" | "external_resources": {group: {key: raw value text}}}"""

    def __init__(self) -> None:
        self.sections: dict[str, dict[str, dict[str, str]]] = {}

    def parse(self, text: str) -> None:
        body = text[3:-3]  # strip {-# and #-}
        toks = [m.group(1) for m in _TOKEN.finditer(body)]
        pos = 0

        def take(expected: str | None = None) -> str:
            nonlocal pos
            if pos >= len(toks):
                raise MLIRError("unexpected end of resource section", None)
            t = toks[pos]
            if expected is not None and t != expected:
                raise MLIRError(f"expected '{expected}' in resource section", None)
            pos += 1
            return t

        def mapping(parse_value: Any) -> dict[str, Any]:
            take("{")
            out: dict[str, Any] = {}
            while toks[pos] != "}":
                key = _key(take())
                take(":")
                out[key] = parse_value()
                if toks[pos] == ",":
                    take(",")
            take("}")
            return out

        while pos < len(toks):
            section = take()
            take(":")
            groups = mapping(lambda: mapping(lambda: _value(take())))
            self.sections.setdefault(section, {}).update(groups)
            if pos < len(toks) and toks[pos] == ",":
                take(",")

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
        from pyopt.ir.parser import string_value

        return string_value(token).decode()
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
