"""Helpers for LLVM attributes whose body pyopt lexes as one token but
MLIR parses with an assembly format (enum keywords, `struct(params)`,
integer parameters): errors at MLIR's positions inside the token. And the
attributes of that kind: #llvm.memory_effects."""

from __future__ import annotations

import re
from typing import Any

from pyopt.ir.diagnostics import MLIRError, two_errors
from pyopt.ir.printer import Printer
from pyopt.ir import attributes as A
from pyopt.dialects.llvm.dialect import llvm


class Body:
    """An attribute body and where it starts in the token that holds it, so
    that errors point into it: `loc(k)` is the location of body offset k."""

    def __init__(self, body: str, builder: Any, tok: Any, offset: int | None = None) -> None:
        # Comments are blanks to the lexer: blanked out, offsets kept.
        self.text = re.sub(r"//[^\n]*", lambda m: " " * len(m.group(0)), body)
        self.builder = builder
        self.tok = tok
        if offset is None:
            found = str(tok).find("<" + body)
            offset = found + 1 if found >= 0 else None
        self.offset = offset

    def loc(self, k: int) -> Any:
        if self.offset is None:
            return self.builder.loc(self.tok)
        return self.builder.loc_in(self.tok, self.offset + k)

    def parts(self) -> list[tuple[int, str]]:
        """The top-level `,`-separated entries with their offsets."""
        out: list[tuple[int, str]] = []
        depth, start, in_str, i, text = 0, 0, False, 0, self.text
        while i <= len(text):
            c = text[i] if i < len(text) else ","
            if in_str:
                if c == "\\":
                    i += 1
                elif c == '"':
                    in_str = False
            elif c == '"':
                in_str = True
            elif c in "([{<":
                depth += 1
            elif c in ")]}>" and text[i - 1] != "-":
                depth -= 1
            elif c == "," and depth == 0:
                piece = text[start:i]
                lead = len(piece) - len(piece.lstrip())
                out.append((start + lead, piece.strip()))
                start = i + 1
            i += 1
        return out

    def after(self, k: int) -> int:
        """The offset of the next non-blank character at or after k (the
        body's end: the `>` that closes it)."""
        while k < len(self.text) and self.text[k] in " \t\r\n":
            k += 1
        return k


def keyword(body: Body, at: int, word: str, cases: tuple[str, ...], what: str, param: str, attr: str,
             cpp: str) -> str:
    """An enum keyword (or string) of an assembly format: the generated
    parser's two errors when it names no case."""
    value = word[1:-1] if word.startswith('"') and word.endswith('"') else word
    failed = f"failed to parse {attr} parameter '{param}' which is to be a `{cpp}`"
    if not (word.startswith('"') or re.match(r"[A-Za-z_][\w$.]*$", word)):
        raise two_errors(f"expected keyword for {what}", body.loc(at), failed, body.loc(at))
    if value not in cases:
        raise two_errors(f"expected one of [{', '.join(cases)}] for {what}, got: {value}", body.loc(at), failed,
                         body.loc(body.after(at + len(word))))
    return value


def struct(body: Body) -> dict[str, tuple[int, str]]:
    """`a = 1, b = 2`: the struct directive's entries by name (any order),
    each with the offset of its value."""
    entries: dict[str, tuple[int, str]] = {}
    for at, part in body.parts():
        if not part:
            continue
        key, eq, value = part.partition("=")
        vat = at + len(key) + 1 + (len(value) - len(value.lstrip()))
        entries[key.strip()] = (vat, value.strip())
    return entries


def require(body: Body, entries: dict[str, tuple[int, str]], required: tuple[str, ...]) -> None:
    """The struct directive's check once the body is read, at its `>`."""
    for name in required:
        if name not in entries:
            raise MLIRError(f"struct is missing required parameter: {name}", body.loc(body.after(len(body.text))))


def uint(body: Body, field: tuple[int, str], attr: str, param: str) -> int:
    """A `uint64_t` parameter."""
    at, text = field
    try:
        value = int(text, 0)
    except ValueError:
        value = -1
    if not 0 <= value < 1 << 64:
        # The value's token is not consumed: both errors are at it.
        raise two_errors("expected integer value", body.loc(at),
                         f"failed to parse {attr} parameter '{param}' which is to be a `uint64_t`", body.loc(at))
    return value


MOD_REF = ("none", "read", "write", "readwrite")
_MEMORY_LOCATIONS = ("other", "argMem", "inaccessibleMem", "errnoMem", "targetMem0", "targetMem1")


@llvm.attr
class MemoryEffectsAttr(A.DialectAttr):
    """`#llvm.memory_effects<other = none, argMem = read, ...>`: a struct of
    ModRefInfo keywords, all required, in any order."""

    __slots__ = ("effects",)
    name = "llvm.memory_effects"

    def _init(self, effects: tuple[str, ...]) -> None:
        self.effects = effects

    def _args(self) -> tuple[Any, ...]:
        return (self.effects,)

    def print_body(self, p: Printer) -> None:
        p.write("<" + ", ".join(f"{k} = {v}" for k, v in zip(_MEMORY_LOCATIONS, self.effects)) + ">")

    @classmethod
    def parse_body(cls, text: str | None, builder: Any, tok: Any) -> MemoryEffectsAttr:
        body = Body(text or "", builder, tok)
        parts = [p for p in body.parts() if p[1]]
        seen: dict[str, str] = {}
        for n, (at, part) in enumerate(parts):
            if n == len(_MEMORY_LOCATIONS):  # all read: the struct ends here
                raise MLIRError("expected '>'", body.loc(_code_end(body.text, body.text.rfind(",", 0, at))))
            key, _, value = part.partition("=")
            vat = at + len(key) + 1 + (len(value) - len(value.lstrip()))
            seen[key.strip()] = keyword(body, vat, value.strip(), MOD_REF, "LLVM ModRefInfo", key.strip(),
                                        "LLVM_MemoryEffectsAttr", "ModRefInfo")
        if len(parts) < len(_MEMORY_LOCATIONS):
            raise MLIRError("expected ','", body.loc(_code_end(body.text, len(body.text))))
        return cls(tuple(seen.get(k, "none") for k in _MEMORY_LOCATIONS))


def _code_end(text: str, k: int) -> int:
    """Where the code before offset k ends (a wrong token's position)."""
    while k > 0 and text[k - 1] in " \t\r\n":
        k -= 1
    return k
