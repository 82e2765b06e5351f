"""The parameters of dialect attributes and types as their ODS-generated
parsers read them (AttrOrTypeFormatGen).  When a parameter's FieldParser
fails, the generated parser adds a second error at the position the
nested parser stopped at:

    failed to parse <Def> parameter '<name>' which is to be a `<CppType>`

`<Def>` is the attribute's or type's TableGen record, `<CppType>` the
parameter's C++ type.  Declare them with `AttrParam`; a custom directive
that fails adds nothing (its own error stands alone)."""

from __future__ import annotations

import re
from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir.diagnostics import MLIRError, combine_errors, two_errors


class AttrParam:
    """One parameter of an ODS attribute or type definition."""

    __slots__ = ("owner", "name", "cpp_type")

    def __init__(self, owner: str, name: str, cpp_type: str) -> None:
        self.owner = owner  # the TableGen record: `Vector_CombiningKindAttr`, `LLVMArrayType`
        self.name = name
        self.cpp_type = cpp_type

    def failure_message(self) -> str:
        return f"failed to parse {self.owner} parameter '{self.name}' which is to be a `{self.cpp_type}`"

    def failed(self, first: MLIRError, loc: A.Location | None) -> MLIRError:
        """`first` (the nested parser's error), then the generated parser's own at `loc`."""
        return combine_errors([first, MLIRError(self.failure_message(), loc)])

    def failed_at(self, message: str, first_loc: A.Location | None, loc: A.Location | None) -> MLIRError:
        return two_errors(message, first_loc, self.failure_message(), loc)


# parseKeywordOrString: a bare keyword (Token::isKeyword or bare_identifier) or a string.
_KEYWORD_OR_STRING = re.compile(r'[a-zA-Z_][\w$.]*|"(\\.|[^"\\\n])*"')


def parse_enum_parameter(param: AttrParam, cases: Any, expected: str, body: str, body_at: int, builder: Any,
                         tok: Any) -> str:
    """FieldParser<Enum>::parse for the assembly format `<$value>` over
    `body` (at offset `body_at` of the one token `tok`): parseKeywordOrString,
    then the case lookup (`expected` at the keyword), then `>`.  Returns the case."""
    from pyopt.ir.parser import skip_blanks, string_value

    start = skip_blanks(body, 0)
    m = _KEYWORD_OR_STRING.match(body, start)
    if m is None:  # nothing consumed: both errors at the token
        loc = builder.loc_in(tok, body_at + start)
        raise param.failed_at("expected valid keyword or string", loc, loc)
    word = m.group(0)
    value = string_value(word).decode(errors="replace") if word.startswith('"') else word
    after = skip_blanks(body, m.end())
    if value not in cases:
        raise param.failed_at(expected, builder.loc_in(tok, body_at + start), builder.loc_in(tok, body_at + after))
    if after != len(body):  # a wrong-token error: at the end of the keyword
        raise MLIRError("expected '>'", builder.loc_in(tok, body_at + m.end()))
    return value


# parseInteger's token: one integer literal, not the start of a float or a word.
_INTEGER = re.compile(r"(-\s*)?(0x[0-9a-fA-F]+|[0-9]+)(?![.\w])")


def parse_integer_parameter(param: AttrParam, body: str, body_at: int, builder: Any, tok: Any) -> int:
    """FieldParser<integer>::parse for the assembly format `<$value>`:
    parseInteger (nothing consumed when it fails), then `>`."""
    from pyopt.ir.parser import parse_int, skip_blanks

    start = skip_blanks(body, 0)
    m = _INTEGER.match(body, start)
    if m is None:
        loc = builder.loc_in(tok, body_at + start)
        raise param.failed_at("expected integer value", loc, loc)
    if skip_blanks(body, m.end()) != len(body):  # a wrong-token error: at the end of the integer
        raise MLIRError("expected '>'", builder.loc_in(tok, body_at + m.end()))
    value = parse_int(m.group(2))
    return -value if m.group(1) else value
