"""The `struct(params)` assembly format of ODS attributes (`#nvvm.target<O = 3,
chip = "sm_90">`), parsed as MLIR's generated parsers do: keys in any order,
each value read by its FieldParser (a raw integer, a bool, a string literal
or an attribute of one class), with the generator's messages at MLIR's
positions.  pyopt lexes a dialect attribute as one token, so this scans the
token's text and maps offsets back to the buffer."""

from __future__ import annotations

import re
from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir.attr_params import AttrParam
from pyopt.ir.diagnostics import MLIRError, two_errors

_BLANK = re.compile(r"(?:\s+|//[^\n]*)*")
_KEYWORD = re.compile(r"[A-Za-z_][A-Za-z0-9_$.]*")
_INTEGER = re.compile(r"0x[0-9A-Fa-f]+|[0-9]+")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')

# The C++ type each kind's FieldParser reads, as the error names it.
CPP_KINDS = {"int": "int", "bool": "bool", "str": "::llvm::StringRef", "dict": "DictionaryAttr",
             "array": "ArrayAttr"}


class _Scanner:
    """Offsets into the attribute token's text; errors at buffer locations."""

    def __init__(self, text: str, pos: int, end: int, builder: Any, tok: Any) -> None:
        self.text, self.pos, self.end = text, pos, end
        self.builder, self.tok = builder, tok

    def skip(self) -> int:
        m = _BLANK.match(self.text, self.pos, self.end)
        self.pos = m.end() if m else self.pos
        return self.pos

    def loc(self, pos: int | None = None) -> A.Location:
        return self.builder.loc_in(self.tok, self.pos if pos is None else pos)  # type: ignore[no-any-return]

    def error(self, message: str, pos: int | None = None) -> MLIRError:
        return MLIRError(message, self.loc(pos))

    def wrong_token(self, message: str) -> MLIRError:
        """Parser::emitWrongTokenError: just after the previous token, blanks
        backed over, not at the unexpected one."""
        pos = self.skip()
        while pos > 0 and self.text[pos - 1] in " \t\r\n":
            pos -= 1
        return self.error(message, pos)

    def at_end(self) -> bool:
        return self.skip() >= self.end

    def optional(self, punct: str) -> bool:
        if self.skip() < self.end and self.text.startswith(punct, self.pos):
            self.pos += len(punct)
            return True
        return False

    def optional_keyword(self) -> str | None:
        m = _KEYWORD.match(self.text, self.skip(), self.end)
        if m is None:
            return None
        self.pos = m.end()
        return m.group()

    def value_extent(self) -> int:
        """The end of the attribute starting here: the next `,` outside
        brackets and strings, or the struct's end."""
        depth, i, text = 0, self.skip(), self.text
        while i < self.end:
            ch = text[i]
            if ch == '"':
                m = _STRING.match(text, i, self.end)
                i = m.end() if m else self.end
                continue
            if ch in "<([{":
                depth += 1
            elif ch in ">)]}" and not (ch == ">" and i > 0 and text[i - 1] == "-"):
                depth -= 1
            elif ch == "," and depth == 0:
                break
            i += 1
        return i


def _parse_integer(s: _Scanner, bits: int) -> int | None:
    """AsmParser::parseInteger<IntT>: `true`/`false` (a 1-bit APInt), an
    optionally negated decimal or hex literal; None if there is none."""
    start = s.skip()
    word = _KEYWORD.match(s.text, start, s.end)
    if word is not None and word.group() in ("true", "false"):
        s.pos = word.end()
        value, width = (1, 1) if word.group() == "true" else (0, 1)
    else:
        neg = s.text.startswith("-", start)
        at = start + 1 if neg else start
        if neg:
            s.pos = at
            at = s.skip()
        m = _INTEGER.match(s.text, at, s.end)
        if m is None or s.text.startswith(".", m.end()):  # `1.5` is a float token
            if neg:
                raise s.error("expected integer value", at)
            return None
        s.pos = m.end()
        spelling = m.group()
        value = int(spelling, 16 if spelling.startswith("0x") else 10)
        # StringRef::getAsInteger's APInt width, one more bit when the top one is set.
        width = max(4 * len(spelling) if not spelling.startswith("0x") else 4 * (len(spelling) - 2), 1)
        width = max(width, value.bit_length())
        if value >> (width - 1):
            width += 1
        if neg:
            value = -value
    # sextOrTrunc to the C++ type, then the round trip check of parseOptionalInteger.
    signed = value - (1 << width) if value >= 0 and value >> (width - 1) & 1 else value
    if bits == 1:  # bool: nonzero is true; the value must be 0 or 1 at the literal's width
        result = 1 if signed & 0xFF else 0
        if (result & ((1 << width) - 1)) != (signed & ((1 << width) - 1)):
            raise s.error("integer value too large", start)
        return result
    mask = (1 << bits) - 1
    truncated = signed & mask
    result = truncated - (1 << bits) if truncated >> (bits - 1) else truncated
    if result != signed:
        raise s.error("integer value too large", start)
    return result


def _parse_value(s: _Scanner, kind: str, builder: Any, tok: Any) -> Any:
    """One FieldParser; raises its error (the caller adds the second one)."""
    from pyopt.ir.parser import parse_attr_text

    start = s.skip()
    if kind in ("int", "bool"):
        value = _parse_integer(s, 32 if kind == "int" else 1)
        if value is None:
            raise s.error("expected integer value", start)
        return bool(value) if kind == "bool" else value
    if kind == "str":
        m = _STRING.match(s.text, start, s.end)
        if m is None:
            raise s.error("expected string", start)
        s.pos = m.end()
        attr = parse_attr_text(builder, m.group(), tok)
        return attr.value  # type: ignore[attr-defined]
    end = s.value_extent()
    source = s.text[start:end].rstrip()
    if not source:
        raise s.wrong_token("expected attribute value")
    attr = parse_attr_text(builder, source, tok)
    s.pos = start + len(source)
    wanted = A.DictionaryAttr if kind == "dict" else A.ArrayAttr
    if not isinstance(attr, wanted):
        raise s.error("invalid kind of attribute specified", start)
    return attr


def parse_struct(params: Sequence[Any], required: bool, cpp_name: str, builder: Any, tok: Any,
                 body_start: int | None) -> dict[str, Any]:
    """Parse `<k = v, ...>` of the attribute token `tok`, whose `<` is at
    offset `body_start - 1` (None: no `<`).  `required`: every parameter must
    be given, in the generator's counted loop; otherwise all are optional.
    Returns the parameters given, by name."""
    text = str(tok)
    if body_start is None:
        if required:
            raise MLIRError("expected '<'", builder.loc_after(tok))
        return {}
    end = len(text) - 1 if text.endswith(">") else len(text)
    s = _Scanner(text, body_start, end, builder, tok)
    by_name = {p.name: p for p in params}
    given: dict[str, Any] = {}

    def key_required() -> str:
        key = s.optional_keyword()
        if key is None:
            raise two_errors("expected valid keyword", s.loc(), "expected a parameter name in struct", s.loc())
        return key

    def entry(key: str) -> None:
        if not s.optional("="):
            raise s.wrong_token("expected '='")
        param = by_name.get(key)
        if param is None or key in given:
            raise s.error(f"duplicate or unknown struct parameter name: {key}", s.skip())
        try:
            given[key] = _parse_value(s, param.kind, builder, tok)
        except MLIRError as err:
            s.skip()
            second = AttrParam(cpp_name, key, CPP_KINDS[param.kind]).failure_message()
            err.diagnostic.notes.append(MLIRError(second, s.loc()).diagnostic)
            raise err from None

    if required:
        for index in range(len(params)):
            entry(key_required())
            if index != len(params) - 1 and not s.optional(","):
                raise s.wrong_token("expected ','")
    else:
        first = s.optional_keyword()
        if first is not None:
            entry(first)
            while s.optional(","):
                entry(key_required())
    if not s.at_end():
        raise s.wrong_token("expected '>'")
    return given
