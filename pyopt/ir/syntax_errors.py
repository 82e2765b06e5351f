"""Turns the LALR parser's errors into MLIR's messages and positions."""

from __future__ import annotations

from typing import Any

from pyopt.ir.attributes import FileLineColLoc
from pyopt.ir.diagnostics import MLIRError

# How terminals are named in "expected ..." messages.
_PUNCT_NAMES = {
    "COLON": "':'", "COMMA": "','", "LPAR": "'('", "RPAR": "')'", "LSQB": "'['", "RSQB": "']'",
    "LBRACE": "'{'", "RBRACE": "'}'", "LESSTHAN": "'<'", "MORETHAN": "'>'", "EQUAL": "'='",
    "__ANON": "",
}


def _loc(builder: Any, line: int, col: int) -> FileLineColLoc:
    return FileLineColLoc(builder.ctx.filename, line + builder.ctx.line_offset, col)


def _end_loc(text: str, builder: Any) -> FileLineColLoc:
    lines = text.split("\n")
    return _loc(builder, len(lines), len(lines[-1]) + 1)


def translate(e: Any, text: str, builder: Any) -> MLIRError:
    from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedToken

    if isinstance(e, UnexpectedCharacters):
        ch = text[e.pos_in_stream] if e.pos_in_stream < len(text) else ""
        loc = _loc(builder, e.line, e.column)
        if ch == '"':
            return MLIRError("expected '\"' in string literal", loc)
        if ch == "%":
            return MLIRError("expected SSA value name" if False else "invalid SSA name", loc)
        rest = text[e.pos_in_stream:e.pos_in_stream + 40]
        word = rest.split()[0] if rest.split() else ch
        if e.allowed and "OPK" in " ".join(e.allowed) or _at_op_start(e.allowed):
            return _unknown_op(word, loc)
        return MLIRError(f"unexpected character" if not ch.isprintable() else f"unexpected token '{word.rstrip(',)}>')[:20]}'" if False else "unexpected character", loc)
    if isinstance(e, UnexpectedEOF):
        return MLIRError(_expected(e.expected), _end_loc(text, builder))
    if isinstance(e, UnexpectedToken):
        tok = e.token
        if tok.type == "$END":
            expected = e.expected
            if "RBRACE" in expected or any("}" in str(x) for x in expected):
                return MLIRError("expected '}' to end region" if False else _expected(expected), _end_loc(text, builder))
            return MLIRError(_expected(expected), _end_loc(text, builder))
        loc = _loc(builder, tok.line, tok.column)
        if tok.type == "BARE_ID" and _at_op_start(e.expected):
            return _unknown_op(str(tok), loc)
        return MLIRError(_expected(e.expected, tok), loc)
    return MLIRError(str(e), None)


def _at_op_start(expected: Any) -> bool:
    return bool(expected) and any(str(x).startswith("OPK__") for x in expected)


def _unknown_op(word: str, loc: FileLineColLoc) -> MLIRError:
    from pyopt.ir.registry import registry

    name = word.strip()
    dialect, dot, _ = name.partition(".")
    if dot and not registry.has_dialect(dialect):
        return MLIRError(f"Dialect `{dialect}' not found for custom op '{name}' ", loc)
    return MLIRError(f"custom op '{name}' is unknown (tried 'func.{name}' as well)" if not dot else
                     f"custom op '{name}' is unknown", loc)


def _expected(expected: Any, tok: Any = None) -> str:
    names = sorted(str(x) for x in expected)
    if "COLON" in names and len(names) <= 3:
        return "expected ':'"
    if len(names) == 1:
        n = names[0]
        return f"expected {_PUNCT_NAMES.get(n, n)}"
    if tok is not None:
        return f"unexpected token '{tok}'" if False else f"expected one of [{', '.join(names[:8])}]"
    return "unexpected end of file"
