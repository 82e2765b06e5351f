"""Builds IR while the LALR parser runs (no intermediate parse tree).

`Builder` holds one callback per grammar rule; Lark calls them bottom-up as
it reduces.  Name scoping follows MLIR's parser: values are visible in the
region that defines them and in nested regions, isolated-from-above ops'
included (the generic and the ops' parsers open no isolated name scope: the
verifier reports a use across the isolation), forward references become
placeholders that are replaced when the definition arrives; those left at
the end of the buffer are errors.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Callable


from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value
from pyopt.ir.diagnostics import MLIRError, combine_errors
from pyopt.ir.floats import parse_decimal
from pyopt.ir.lalr import DISCARD
from pyopt.ir.registry import registered_by_mlir_opt, registry

_BLANKS = re.compile(r"(?:[ \t\r\n]+|//[^\n]*)+")


def float_bits_of_integer(text: str, negative: bool, kind: str, loc: A.Location) -> int:
    """Parser::parseFloatFromIntegerLiteral: an integer literal where a float
    is expected is the float's bit pattern, in hexadecimal; a decimal one is
    refused (a trailing dot makes it a float)."""
    if not (len(text) > 1 and text[1] == "x"):
        raise MLIRError("unexpected decimal integer literal for a floating point value", loc).note(
            "add a trailing dot to make the literal a float", loc)
    if negative:
        raise MLIRError("hexadecimal float literal should not have a leading minus", loc)
    from pyopt.ir.floats import bit_width

    bits = int(text, 16)
    if bits.bit_length() > bit_width(kind):
        raise MLIRError("hexadecimal float constant out of range for type", loc)
    return bits


# Builtin integer and float types by spelling: types repeat on every line.
_SIMPLE_TYPES: dict[str, T.Type] = {}


class Placeholder(OpResult):
    """A forward-referenced value, replaced when its definition is parsed."""

    __slots__ = ("token",)


class DeferredLoc(A.Location):
    """`loc(#name)` before `#name = loc(...)` is defined: replaced by the
    alias once the buffer is parsed (Builder.finish)."""

    __slots__ = ("name", "index")

    def _init(self, name: str, index: int) -> None:
        self.name = name
        self.index = index

    def _args(self) -> tuple[Any, ...]:
        return (self.name, self.index)


class NameScope:
    """The value and block names of one isolated-from-above region tree."""

    __slots__ = ("values", "forward")

    def __init__(self) -> None:
        self.values: dict[str, tuple[Value, Any]] = {}  # name -> (value, defining token)
        self.forward: dict[str, Placeholder] = {}


class RegionFrame:
    __slots__ = ("region", "block", "defined", "blocks", "scope", "forward_blocks")

    def __init__(self, region: Region, scope: NameScope) -> None:
        self.region = region
        self.block: Block | None = None
        self.defined: list[str] = []
        self.blocks: dict[str, tuple[Block, Any]] = {}
        self.forward_blocks: dict[str, tuple[Block, Any]] = {}
        self.scope = scope


_INT64_MAX = (1 << 63) - 1


def _memory_space(attr: A.Attribute | None, loc: A.Location) -> A.Attribute | None:
    """skipDefaultMemorySpace (an integer 0 is the default), then
    isSupportedMemorySpace: an integer, string or dictionary, or a
    registered dialect's attribute (an unregistered one is builtin's opaque)."""
    if attr is None or (isinstance(attr, A.IntegerAttr) and attr.value == 0):
        return None
    if not isinstance(attr, (A.IntegerAttr, A.StringAttr, A.DictionaryAttr, A.DialectAttr)):
        raise MLIRError("unsupported memory space Attribute", loc)
    return attr


class ParseContext:
    """Per-parse options and state shared with dialect parse hooks."""

    def __init__(self, filename: str, line_offset: int = 0, allow_unregistered: bool = False) -> None:
        self.filename = filename
        self.line_offset = line_offset
        self.allow_unregistered = allow_unregistered
        self.attr_aliases: dict[str, A.Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        self.distinct: dict[int, A.DistinctAttr] = {}  # `distinct[N]` -> its attribute, per buffer
        self.text = ""  # the buffer, for positions inside and after tokens (error paths)


def _unescape(text: str) -> bytes:
    """The bytes of an MLIR string literal (without its quotes)."""
    if "\\" not in text:
        return text.encode("utf-8", "surrogateescape")
    out = bytearray()
    i = 0
    raw = text.encode("utf-8", "surrogateescape")
    while i < len(raw):
        c = raw[i]
        if c == 0x5C:  # backslash
            n = raw[i + 1 : i + 2]
            if n in (b'"', b"\\"):
                out += n
                i += 2
            elif n == b"n":
                out += b"\n"
                i += 2
            elif n == b"t":
                out += b"\t"
                i += 2
            else:
                digits = raw[i + 1 : i + 3]
                if len(digits) != 2 or any(d not in b"0123456789abcdefABCDEF" for d in digits):
                    raise _BadEscape(i)
                out.append(int(digits, 16))
                i += 3
        else:
            out.append(c)
            i += 1
    return bytes(out)


class _BadEscape(Exception):
    def __init__(self, index: int) -> None:
        self.index = index


# The builder of the parse in progress: string escapes are decoded in many
# callbacks, and a bad one is reported at its own position.
_ACTIVE: list[Builder] = []


def string_value(tok: str) -> bytes:
    try:
        return _unescape(tok[1:-1])
    except _BadEscape as e:
        line = getattr(tok, "line", None)
        if _ACTIVE and line is not None:
            b = _ACTIVE[-1]
            col = tok.column + 1 + len(tok[1:-1].encode("utf-8", "surrogateescape")[: e.index].decode("utf-8", "replace"))  # type: ignore[attr-defined]
            raise MLIRError("unknown escape in string literal",
                            A.FileLineColLoc(b.ctx.filename, line + b.ctx.line_offset, col)) from None
        raise MLIRError("unknown escape in string literal", None) from None


def string_text(tok: str) -> str:
    """A string literal's text: its bytes as UTF-8, any others kept as they were
    (surrogateescape), so that printing writes the same bytes back."""
    return string_value(tok).decode("utf-8", "surrogateescape")


class Builder:
    """Lark callbacks.  One instance lives as long as the parser; `reset`
    prepares it for a new buffer."""

    def __init__(self) -> None:
        self.ctx = ParseContext("<stdin>")
        self.frames: list[RegionFrame] = []
        self.scope = NameScope()
        self.top: list[Operation] = []
        self.pending_entry_args: list[tuple[Any, T.Type, A.Location | None]] | None = None
        self.op_starts: list[str] = []
        # The name token of the op whose region-holding syntax is being read:
        # errors in a header rule (reduced before the region) are reported there.
        self.last_op_start: Any = None
        self.generic_name_toks: list[Any] = []
        # OpAsmOpInterface::getDefaultDialect of the custom-form ops being parsed
        # (generic ones push nothing): bare op names resolve in the innermost.
        self.default_dialects: list[str] = ["builtin"]
        self.affine_names: list[tuple[dict[str, int], dict[str, int]]] = []
        self.resources: list[str] = []
        self.deferred_locs: list[tuple[DeferredLoc, Any]] = []
        # Result values bound by the op being parsed (OpAsmParser::getNumResults).
        self.num_results = 0

    def reset(self, ctx: ParseContext) -> None:
        _ACTIVE[:] = [self]
        self.ctx = ctx
        self.frames = []
        self.scope = NameScope()
        self.top = []
        self.pending_entry_args = None
        self.op_starts = []
        self.last_op_start = None
        self.generic_name_toks = []
        self.default_dialects = ["builtin"]
        self.affine_names = []
        self.resources = []
        self.deferred_locs = []
        self.num_results = 0

    # ---- locations and errors -------------------------------------------
    def loc(self, tok: Any) -> A.Location:
        ctx = self.ctx
        if tok is None:  # an error about a whole construct: at the token after it
            tok = self.lookahead_token(None)
            if tok is None:
                return A.FileLineColLoc(ctx.filename, ctx.line_offset + 1, 1)
        line_col = getattr(tok, "line_col", None)
        if line_col is not None:  # a token of pyopt/ir/lalr.py: one lookup for both
            line, col = line_col()
            return A.FileLineColLoc(ctx.filename, line + ctx.line_offset, col)
        return A.FileLineColLoc(ctx.filename, tok.line + ctx.line_offset, tok.column)

    def error(self, tok: Any, message: str) -> MLIRError:
        return MLIRError(message, self.loc(tok))

    @staticmethod
    def lookahead_token(default: Any) -> Any:
        """The token after the rule being reduced (Lark's lookahead), for
        errors MLIR reports once an element is complete, at the next token.
        Only for error paths: it inspects the parser's frame."""
        import sys
        from types import SimpleNamespace

        frame = sys._getframe(1)
        while frame is not None:
            names = frame.f_locals
            if "start_pos" in names and "kind" in names and isinstance(names.get("text"), str):
                # pyopt's fast loop (pyopt/ir/lalr.py): the lexed lookahead.
                if names["kind"] == "$END":
                    return default
                text, pos = names["text"], names["start_pos"]
                line = text.count("\n", 0, pos) + 1
                return SimpleNamespace(line=line, column=pos - (text.rfind("\n", 0, pos) + 1) + 1, start_pos=pos)
            frame = frame.f_back
        return default

    @staticmethod
    def op_name_token(op_name: str) -> Any:
        """The name token of the custom op `op_name` whose sub-rule is being
        reduced: for errors MLIR's custom parsers report at
        `parser.getNameLoc()` before the op is complete.  Only for error
        paths: it inspects the parser's value stack; None when not found."""
        import sys

        frame = sys._getframe(1)
        while frame is not None:
            stack = frame.f_locals.get("value_stack")
            if isinstance(stack, list):
                for value in reversed(stack):
                    if isinstance(value, str) and hasattr(value, "start_pos") and str(value) == op_name:
                        return value
                return None
            frame = frame.f_back
        return None

    def op_name_error(self, op_name: str, message: str, loc: A.Location | None = None) -> MLIRError:
        """`parser.emitError(loc, message)` in the custom parser of
        `op_name` (default loc: the op's name): prefixed `custom op '...'`."""
        if loc is None:
            tok = self.op_name_token(op_name)
            loc = self.loc(tok) if tok is not None else None
        return MLIRError(f"custom op '{op_name}' {message}", loc)

    def keyword_before_lookahead(self, word: str) -> Any:
        """Where `word`, a keyword just reduced (its token is not kept),
        starts: the last `word` before the lookahead, as a token-like value
        with `start_pos` (None at the end of the buffer)."""
        import sys
        from types import SimpleNamespace

        frame = sys._getframe(1)
        while frame is not None:
            names = frame.f_locals
            if "start_pos" in names and "kind" in names and isinstance(names.get("text"), str):
                text, pos = names["text"], names["start_pos"]
                at = text.rfind(word, 0, pos)
                if at < 0:
                    return None
                line = text.count("\n", 0, at) + 1
                return SimpleNamespace(line=line, column=at - (text.rfind("\n", 0, at) + 1) + 1, start_pos=at)
            frame = frame.f_back
        return None

    def pos_loc(self, pos: int) -> A.Location:
        """The location of offset `pos` of the buffer (error paths only)."""
        text, ctx = self.ctx.text, self.ctx
        line = text.count("\n", 0, pos) + 1
        return A.FileLineColLoc(ctx.filename, line + ctx.line_offset, pos - (text.rfind("\n", 0, pos) + 1) + 1)

    def loc_in(self, tok: Any, offset: int) -> A.Location:
        """The location `offset` characters into `tok`: a position inside a
        dialect attribute or type body, which pyopt lexes as one token."""
        if not self.ctx.text or not hasattr(tok, "start_pos"):
            return self.loc(tok)
        return self.pos_loc(tok.start_pos + offset)

    def loc_after(self, tok: Any, offset: int | None = None) -> A.Location:
        """The location of the token after `tok` (or after `offset`
        characters of it): where MLIR's parser stands once it has consumed
        `tok`, and so reports errors about it.  Skips blanks and comments."""
        text = self.ctx.text
        if not text or not hasattr(tok, "start_pos"):
            return self.loc(tok)
        pos = skip_blanks(text, tok.start_pos + (len(tok) if offset is None else offset))
        if pos >= len(text):  # at the end of the buffer: MLIR backs up one character
            pos = max(len(text) - 1, 0)
        return self.pos_loc(pos)

    def next_token_loc(self, tok: Any) -> A.Location:
        """Where the token after `tok` starts (blanks and comments skipped)."""
        text = self.ctx.text
        if not text or not hasattr(tok, "start_pos"):
            return self.loc(tok)
        pos = tok.start_pos + len(tok)
        while True:
            m = _BLANKS.match(text, pos)
            if m is None or m.end() == pos:
                return self.pos_loc(pos)
            pos = m.end()

    def colon_loc(self, tok: Any, after: bool = False, char: str = ":", nth: int = 1) -> A.Location:
        """The first (or `nth`) `:` (or `char`) outside brackets and strings
        after `tok` (an op's `: types` part, its attribute dictionary), or
        with `after` the token after it: where MLIR's op parsers report
        errors about what comes there."""
        if not self.ctx.text or not hasattr(tok, "start_pos"):
            return self.loc(tok)
        offset = self.colon_pos(tok, char, nth) - tok.start_pos
        return self.loc_after(tok, offset + 1) if after else self.loc_in(tok, offset)

    def colon_pos(self, tok: Any, char: str = ":", nth: int = 1) -> int:
        """colon_loc's buffer offset (`tok` must carry its position)."""
        text = self.ctx.text
        pos = tok.start_pos + len(tok)
        depth, in_str = 0, False
        while pos < len(text):
            c = text[pos]
            if in_str:
                in_str = c != '"' or text[pos - 1] == "\\"
            elif c == char and depth == 0:
                nth -= 1
                if nth == 0:
                    break
            elif c == '"':
                in_str = True
            elif c in "{[(<":
                depth += 1
            elif c in "}])>" and text[pos - 1] != "-":
                depth -= 1
            pos += 1
        return pos

    def wrong_token_loc(self, tok: Any) -> A.Location:
        """Parser::emitWrongTokenError's position for an unexpected `tok`:
        the end of the code before it when blanks separate them."""
        from pyopt.ir.syntax_errors import _wrong_token_pos

        if not self.ctx.text or not hasattr(tok, "start_pos"):
            return self.loc(tok)
        return self.pos_loc(_wrong_token_pos(self.ctx.text, tok.start_pos))

    def keyword_loc_after(self, tok: Any, word: str, after: bool = False) -> A.Location:
        """The location of the keyword `word` after `tok`, outside brackets
        and strings (an op's `attributes` keyword past its signature), or
        with `after` the token after the keyword."""
        text = self.ctx.text
        if not text or not hasattr(tok, "start_pos"):
            return self.loc(tok)
        pos, depth, n = tok.start_pos + len(tok), 0, len(text)
        while pos < n:
            ch = text[pos]
            if ch == '"':
                pos += 1
                while pos < n and text[pos] != '"':
                    pos += 2 if text[pos] == "\\" else 1
            elif text.startswith("//", pos):
                pos = text.find("\n", pos) % (n + 1)
                continue
            elif text.startswith("->", pos):
                pos += 1
            elif ch in "([{<":
                depth += 1
            elif ch in ")]}>":
                depth -= 1
            elif depth == 0 and text.startswith(word, pos) and not (text[pos - 1].isalnum() or text[pos - 1] in "_$."):
                return self.loc_after(tok, pos + len(word) - tok.start_pos) if after else self.pos_loc(pos)
            pos += 1
        return self.loc(tok)

    def next_entry_loc(self, tok: Any) -> A.Location:
        """The location of the list entry after the one `tok` starts: past
        the next `,` outside brackets (types may hold commas)."""
        text = self.ctx.text
        if not text or not hasattr(tok, "start_pos"):
            return self.loc(tok)
        pos, depth = tok.start_pos, 0
        while pos < len(text):
            ch = text[pos]
            if text.startswith("->", pos):
                pos += 2
                continue
            if ch in "([{<":
                depth += 1
            elif ch in ")]}>":
                depth -= 1
            elif ch == "," and depth == 0:
                break
            pos += 1
        return self.loc_after(tok, pos + 1 - tok.start_pos)

    def name_loc(self, tok: Any) -> A.Location:
        """DialectAsmParser::getNameLoc for a `!dialect.mnemonic<...>` or
        `#dialect.mnemonic<...>` token: the mnemonic's location."""
        text = str(tok)
        dot, lt = text.find("."), text.find("<")
        return self.loc_in(tok, dot + 1 if dot > 0 and (lt < 0 or dot < lt) else 0)

    def word_locs(self, tok: Any, word: str) -> tuple[A.Location, A.Location]:
        """The locations of `word` (the last occurrence) inside the one
        token `tok` of a dialect attribute or type, and of what follows it:
        MLIR reports a bad keyword at the keyword, then what it failed at
        the next token."""
        off = str(tok).rfind(word) if word else len(tok) - 1
        return self.loc_in(tok, off), self.loc_after(tok, off + len(word))

    # ---- values -----------------------------------------------------------
    def define(self, tok: Any, value: Value, group: list[Value] | None = None) -> None:
        """Bind `%name` to `value`; `group` is the result group that `%name#k` names."""
        name = str(tok)
        scope = self.scope
        prior = scope.values.get(name)
        if prior is not None:
            raise self.error(tok, f"redefinition of SSA value '{name}'").note(
                "previously defined here", self.loc(prior[1]))
        if scope.forward:
            self._resolve_forward(scope, tok, group or [value])
        scope.values[name] = (value, tok)
        if self.frames:
            self.frames[-1].defined.append(name)

    def _resolve_forward(self, scope: NameScope, tok: Any, group: list[Value]) -> None:
        """Replace the placeholders of earlier uses `%name` and `%name#k` (MLIR's forward references)."""
        name = str(tok)
        prefix = name + "#"
        for key in [k for k in scope.forward if k == name or k.startswith(prefix)]:
            fwd = scope.forward.pop(key)
            number = fwd.index
            if number >= len(group):
                raise self.error(fwd.token, "reference to invalid result number")
            value = group[number]
            if fwd.type is not value.type:
                raise self.error(tok, f"definition of SSA value '{name}#{number}' has type "
                                 f"'{value.type}'").note(f"previously used here with type '{fwd.type}'",
                                                         self.loc(fwd.token))
            fwd.replace_all_uses_with(value)

    def use(self, tok: Any, type: T.Type) -> Value:
        """Resolve a use `%x` or `%x#2` of the given type."""
        name = str(tok)
        number = 0
        if "#" in name:
            name, _, num = name.partition("#")
            number = int(num)
        entry = self.scope.values.get(name)
        if entry is not None:
            value = entry[0]
            if number or isinstance(value, OpResult) and len(value.op.results) > 1:
                results = value.op.results if isinstance(value, OpResult) else [value]
                # A name binds a group of results starting at its first value.
                number += value.index if isinstance(value, OpResult) else 0
                if number >= len(results):
                    raise self.error(tok, f"reference to invalid result number")
                value = results[number]
            if value.type is not type:
                raise self.error(tok, f"use of value '{name}' expects different type than prior uses: "
                                 f"'{type}' vs '{value.type}'").note("prior use here", self.loc(entry[1]))
            return value
        key = str(tok)
        fwd = self.scope.forward.get(key)
        if fwd is not None:
            if fwd.type is not type:
                raise self.error(tok, f"use of value '{name}' expects different type than prior uses: "
                                 f"'{type}' vs '{fwd.type}'").note("prior use here", self.loc(fwd.token))
            return fwd
        fwd = Placeholder.__new__(Placeholder)
        Value.__init__(fwd, type)
        fwd.op = None  # type: ignore[assignment]
        fwd.index = number
        fwd.token = tok
        self.scope.forward[key] = fwd
        return fwd

    def use_untyped(self, tok: Any) -> Value | None:
        entry = self.scope.values.get(str(tok).partition("#")[0])
        return entry[0] if entry is not None else None

    # ---- blocks -------------------------------------------------------------
    def block_ref(self, tok: Any) -> Block:
        """A successor `^bb1`: the block, created on first reference."""
        frame = self.frames[-1] if self.frames else None
        if frame is None:
            raise self.error(tok, "expected a block in a region")
        name = str(tok)
        entry = frame.blocks.get(name) or frame.forward_blocks.get(name)
        if entry is not None:
            return entry[0]
        block = Block()
        frame.forward_blocks[name] = (block, tok)
        return block

    # ---- grammar callbacks: top level ------------------------------------------
    def start(self, c: list[Any]) -> list[Operation]:
        return self.top

    def toplevel_items(self, c: list[Any]) -> None:
        if len(c) == 2:
            item = c[1]
            if isinstance(item, Operation):
                self.top.append(item)
            elif isinstance(item, str) and item.type == "RESOURCES":  # type: ignore[attr-defined]
                self.resources.append(item)  # the token: its position locates resource errors
        return None

    def attr_alias_name(self, c: list[Any]) -> str:
        return self.alias_name(c[0], "attribute", self.ctx.attr_aliases)

    def type_alias_name(self, c: list[Any]) -> str:
        return self.alias_name(c[0], "type", self.ctx.type_aliases)

    def alias_name(self, tok: Any, kind: str, known: dict[str, Any]) -> str:
        """TopLevelOperationParser::parse{Attribute,Type}AliasDef's checks of the name."""
        name = str(tok)[1:]
        body = name.find("<")
        if name[:body] in known if body >= 0 else name in known:
            raise self.error(tok, f"redefinition of {kind} alias id '{name[:body] if body >= 0 else name}'")
        if "." in (name[:body] if body >= 0 else name):
            raise self.error(tok, f"{kind} names with a '.' are reserved for dialect-defined names")
        if body >= 0:  # the identifier ends at the `<`
            raise MLIRError(f"expected '=' in {kind} alias definition", self.loc_in(tok, body + 1))
        return name

    def attr_alias_def(self, c: list[Any]) -> None:
        self.ctx.attr_aliases[c[0]] = c[1]

    def type_alias_def(self, c: list[Any]) -> None:
        self.ctx.type_aliases[c[0]] = c[1]

    # ---- operations -------------------------------------------------------------
    def operation(self, c: list[Any]) -> Operation:
        results, op, loc = c
        self.num_results = 0
        if loc is not None:
            op.loc = loc
        if results is not None:
            first = results[0][0]
            # The op keeps the location of its name (MLIR's parseCustomOperation/parseGenericOperation).
            count = sum(n for _, n in results)
            if count and not op.results:
                raise self.error(first, "cannot name an operation with no results")
            if count != len(op.results):
                raise self.error(first, f"operation defines {len(op.results)} results but was provided "
                                 f"{count} to bind")
            i = 0
            for tok, n in results:
                self.define(tok, op.results[i], op.results[i:i + n] if n > 1 else None)
                i += n
        elif self.frames:
            pass
        if self.frames:
            frame = self.frames[-1]
            if frame.block is None:
                frame.block = frame.region.add_block(Block())
            frame.block.append(op)
        return op

    def op_results_single(self, c: list[Any]) -> list[tuple[Any, int]]:
        tok = c[0]
        if "#" in tok:
            raise self.error(tok, "expected valid ssa identifier")
        self.num_results = 1
        return [(tok, 1)]

    def op_results(self, c: list[Any]) -> list[tuple[Any, int]]:
        self.num_results = sum(n for _, n in c[0])
        return c[0]

    def op_result_list(self, c: list[Any]) -> list[tuple[Any, int]]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def op_result(self, c: list[Any]) -> tuple[Any, int]:
        tok = c[0]
        if "#" in tok:
            raise self.error(tok, "expected valid ssa identifier")
        if len(c) == 2:
            n = parse_int(c[1])
            if n == 0:
                raise self.error(c[1], "expected named operation to have at least 1 result")
            return (tok, n)
        return (tok, 1)

    def trailing_loc(self, c: list[Any]) -> A.Location:
        return c[0]

    def generic_op_name(self, c: list[Any]) -> Any:
        tok = c[0]
        name = string_text(tok)
        dialect, dot, _ = name.partition(".")
        if not name and self.ctx.allow_unregistered:
            raise self.error(tok, "empty operation name is invalid")
        if not name or not self.ctx.allow_unregistered and registry.lookup_op(name) is None and not (
                dot and (registry.has_dialect(dialect) or registered_by_mlir_opt(dialect))):
            # Parser::parseGenericOperation, right after the name: at the next token.
            raise MLIRError("operation being parsed with an unregistered dialect. If this is intended, please use "
                            "-allow-unregistered-dialect with the MLIR tool used", self.next_token_loc(tok))
        self.op_starts.append(name)
        self.generic_name_toks.append(tok)
        return tok

    def generic_op(self, c: list[Any]) -> Operation:
        name_tok, operand_toks, successors, props, regions, attrs, ftype = c
        self.op_starts.pop()
        self.generic_name_toks.pop()
        name = string_text(name_tok)
        op_cls = registry.lookup_op(name)  # an unknown op of a registered dialect parses (the verifier rejects it)
        operand_toks = operand_toks or []
        if not isinstance(ftype, T.FunctionType):  # both at the type (after the op's top-level `:`)
            raise MLIRError("expected function type", self.colon_loc(name_tok, after=True))
        if len(ftype.inputs) != len(operand_toks):
            # MLIR streams the plural as a char: a NUL byte for one operand.
            raise MLIRError(f"expected {len(operand_toks)} operand type{'s' if len(operand_toks) != 1 else chr(0)} "
                            f"but had {len(ftype.inputs)}", self.colon_loc(name_tok, after=True))
        operands = [self.use(tok, t) for tok, t in zip(operand_toks, ftype.inputs)]
        attributes = dict(attrs.entries) if attrs is not None else {}
        loc = self.loc(name_tok)
        if op_cls is not None:
            op = op_cls.from_generic(operands, list(ftype.results), attributes, props,
                                     regions or [], successors or [], loc)
        else:
            # Unregistered ops keep properties as a single opaque attribute, of any kind.
            op = Operation(name, operands, ftype.results, attributes, {"": props} if props is not None else {},
                           regions or [], successors or [], loc)
        return op

    def generic_successors_open(self, c: list[Any]) -> None:
        # OperationParser::parseGenericOperation: a registered op that is no
        # terminator may not have a successor list (at its `[`, before the
        # successors are looked up).
        op_cls = registry.lookup_op(self.op_starts[-1]) if self.op_starts else None
        if op_cls is not None and not op_cls.op_def.is_terminator:
            name_tok = self.generic_name_toks[-1]
            text = self.ctx.text
            pos = text.find("[", text.find(")", text.find("(", name_tok.start_pos + len(name_tok))))
            raise MLIRError("successors in non-terminator", self.pos_loc(pos) if pos >= 0 else self.loc(name_tok))

    def generic_successors(self, c: list[Any]) -> list[Block]:
        return c[-1]

    def generic_properties(self, c: list[Any]) -> A.Attribute:
        return c[0]

    def generic_regions(self, c: list[Any]) -> list[Region]:
        return c[0]

    def region_list(self, c: list[Any]) -> list[Region]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def value_list(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def successor(self, c: list[Any]) -> Block:
        return self.block_ref(c[0])

    def successor_with_args(self, c: list[Any]) -> tuple[Block, list[Value]]:
        block = self.block_ref(c[0])
        toks, types = c[1], c[2]
        if len(toks) != len(types):
            raise self.error(c[0], f"expected {len(toks)} types but had {len(types)}")
        return (block, [self.use(t, ty) for t, ty in zip(toks, types)])

    def successor_list(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    # ---- regions --------------------------------------------------------------
    def region_start(self, c: list[Any]) -> Any:
        self.num_results = 0
        region = Region()
        frame = RegionFrame(region, self.scope)
        self.frames.append(frame)
        if self.pending_entry_args is not None:
            args = self.pending_entry_args
            self.pending_entry_args = None
            block = region.add_block(Block())
            frame.block = block
            for tok, ty, loc in args:
                self._check_entry_arg(tok)
                arg = block.add_arg(ty, loc)
                self.define(tok, arg)
        return region

    def _check_entry_arg(self, tok: Any) -> None:
        """OperationParser::parseRegion: an entry argument may neither carry
        a result number nor reuse a name already defined or referenced."""
        name = str(tok)
        if "#" in name:
            raise MLIRError("result number not allowed in argument list", self.loc_in(tok, name.index("#")))
        prior = self.scope.values.get(name)
        fwd = self.scope.forward.get(name)
        if prior is not None or fwd is not None:
            where = self.loc(prior[1]) if prior is not None else self.loc(fwd.token)  # type: ignore[union-attr]
            raise self.error(tok, f"region entry argument '{name}' is already in use").note(
                "previously referenced here", where)

    def region(self, c: list[Any]) -> Region:
        region = c[0]
        frame = self.frames.pop()
        scope = frame.scope
        for name in frame.defined:
            scope.values.pop(name, None)
        if frame.forward_blocks:
            name, (block, tok) = next(iter(frame.forward_blocks.items()))
            raise self.error(tok, f"reference to an undefined block")
        return region

    def _check_forward(self, scope: NameScope) -> None:
        """OperationParser::finalize: one error per name still forward
        referenced, at its first use, in source order."""
        if scope.forward:
            uses = sorted(scope.forward.values(), key=lambda p: (p.token.line, p.token.column))
            raise combine_errors([self.error(p.token, "use of undeclared SSA value name") for p in uses])

    def finish(self) -> None:
        """Called after the whole buffer parsed: unresolved names are errors."""
        self._check_forward(self.scope)
        if self.deferred_locs:
            self._resolve_deferred_locs()

    # Ops and blocks are placed into their region as they are reduced
    # (`operation`, `block_label`): the list rules themselves build nothing,
    # and the LALR driver skips calling them.
    region_body = region_body_op = region_body_label = DISCARD

    def block_label(self, c: list[Any]) -> Block:
        tok = c[0]
        args = c[1] if len(c) == 2 else []
        frame = self.frames[-1]
        name = str(tok)
        if name in frame.blocks:  # OperationParser::defineBlock: no note in 22.1.8
            raise self.error(tok, f"redefinition of block '{name}'")
        if frame.block is not None and not frame.blocks and frame.block.args and frame.block.is_empty():
            raise self.error(tok, "invalid block name in region with named arguments")
        entry = frame.forward_blocks.pop(name, None)
        block = entry[0] if entry is not None else Block()
        frame.region.add_block(block)
        frame.blocks[name] = (block, tok)
        frame.block = block
        for arg_tok, ty, loc in args:
            self.define(arg_tok, block.add_arg(ty, loc))
        return block

    def block_arg_list(self, c: list[Any]) -> list[Any]:
        return c[0] if c else []

    def block_args(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def block_arg(self, c: list[Any]) -> tuple[Any, T.Type, A.Location]:
        tok = c[0]
        loc = c[2] if len(c) > 2 else self.loc(tok)
        return (tok, c[1], loc)

    # ---- types --------------------------------------------------------------------
    def type_list_no_parens(self, c: list[Any]) -> list[T.Type]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def function_type(self, c: list[Any]) -> T.FunctionType:
        if len(c) == 1:
            return T.FunctionType((), tuple(c[0]))
        return T.FunctionType(tuple(c[0]), tuple(c[1]))

    def function_result_types(self, c: list[Any]) -> list[T.Type]:
        if not c:
            return []
        if isinstance(c[0], list):
            return c[0]
        return [c[0]]

    def integer_type(self, c: list[Any]) -> T.Type:
        s = str(c[0])
        t = _SIMPLE_TYPES.get(s)
        if t is not None:
            return t
        if s[0] == "i":
            width, sign = int(s[1:]), ""
        else:
            width, sign = int(s[2:]), s[0]
        if width > 16777215:
            raise self.error(c[0], "integer bitwidth is limited to 16777215 bits")
        t = _SIMPLE_TYPES[s] = T.IntegerType(width, sign)
        return t

    def index_type(self, c: list[Any]) -> T.Type:
        return T.index

    def none_type(self, c: list[Any]) -> T.Type:
        return T.none

    def float_type(self, c: list[Any]) -> T.Type:
        s = str(c[0])
        t = _SIMPLE_TYPES.get(s)
        if t is None:
            t = _SIMPLE_TYPES[s] = T.FloatType(s)
        return t

    def _element_loc(self, kw: Any, dims: Any = None) -> A.Location:
        """Where a shaped type's element type starts: after its dimensions,
        else after `keyword<` (and an unranked `*x`)."""
        if dims is not None:
            return self.loc_after(dims)
        text = self.ctx.text
        if not text or not hasattr(kw, "start_pos"):
            return self.loc(kw)
        pos = text.find("<", kw.start_pos) + 1
        while pos < len(text) and text[pos] in " \t\r\n*x":
            pos += 1
        return self.pos_loc(pos)

    def complex_type(self, c: list[Any]) -> T.Type:
        kw, elem = c
        if not T.is_valid_complex_element(elem):
            raise MLIRError("invalid element type for complex", self._element_loc(kw))
        return T.ComplexType(elem)

    def tuple_type(self, c: list[Any]) -> T.Type:
        return T.TupleType(tuple(c[0]) if c else ())

    def _dims(self, tok: Any) -> tuple[int, ...]:
        dims = tuple(T.DYNAMIC if d.strip() == "?" else int(d) for d in str(tok).split("x")[:-1])
        if any(d > _INT64_MAX for d in dims):
            self._invalid_dimension(tok)
        return dims

    def _invalid_dimension(self, tok: Any) -> None:
        """Parser::parseDimensionListRanked: a size beyond int64_t, at it."""
        offset = 0
        for d in str(tok).split("x")[:-1]:
            digits = d.strip(" \t\r\n[]")
            if digits.isdigit() and int(digits) > _INT64_MAX:
                raise MLIRError("invalid dimension", self.loc_in(tok, offset + d.index(digits)))
            offset += len(d) + 1

    def vector_type(self, c: list[Any]) -> T.Type:
        kw = c[0]
        if len(c) == 2:
            shape: tuple[int, ...] = ()
            scalable: tuple[bool, ...] = ()
            elem = c[1]
        else:
            dims = [d.strip() for d in str(c[1]).split("x")[:-1]]
            shape = tuple(int(d.strip("[] \t\r\n")) for d in dims)
            if any(d > _INT64_MAX for d in shape):
                self._invalid_dimension(c[1])
            scalable = tuple(d.startswith("[") for d in dims)
            elem = c[2]
        # VectorType::verifyInvariants: the element's constraint, then the sizes.
        if not T.is_valid_vector_element(elem):
            raise MLIRError("failed to verify 'elementType': VectorElementTypeInterface instance", self.loc(kw))
        if any(d <= 0 for d in shape):
            raise MLIRError("vector types must have positive constant sizes but got "
                            + ", ".join(str(d) for d in shape), self.loc(kw))
        return T.VectorType(shape, elem, scalable)

    def _tensor_element(self, kw: Any, dims: Any, elem: T.Type) -> T.Type:
        if not T.is_valid_tensor_element(elem):
            raise MLIRError("invalid tensor element type", self._element_loc(kw, dims))
        return elem

    def tensor_type(self, c: list[Any]) -> T.Type:
        if len(c) == 2:
            return T.RankedTensorType((), self._tensor_element(c[0], None, c[1]), None)
        return T.RankedTensorType(self._dims(c[1]), self._tensor_element(c[0], c[1], c[2]), None)

    def tensor_type_encoded(self, c: list[Any]) -> T.Type:
        if len(c) == 3:
            return T.RankedTensorType((), self._tensor_element(c[0], None, c[1]), c[2])
        return T.RankedTensorType(self._dims(c[1]), self._tensor_element(c[0], c[1], c[2]), c[3])

    def unranked_tensor_type(self, c: list[Any]) -> T.Type:
        return T.UnrankedTensorType(self._tensor_element(c[0], None, c[2]))

    def memref_type(self, c: list[Any]) -> T.Type:
        kw = c[0]
        if isinstance(c[1], str):  # the DIMS token
            shape, elem, rest = self._dims(c[1]), c[2], c[3:]
            dims_tok = c[1]
        else:
            shape, elem, rest = (), c[1], c[2:]
            dims_tok = None
        if not T.is_valid_memref_element(elem):
            raise MLIRError("invalid memref element type", self._element_loc(kw, dims_tok))
        layout, memspace = self._memref_layout_and_space(kw, rest[0] if rest else [], False)
        # MemRefType::verify (after the element type).
        if isinstance(layout, A.StridedLayoutAttr) and len(layout.strides) != len(shape):
            raise MLIRError("expected the number of strides to match the rank", self.loc(kw))
        if isinstance(layout, A.AffineMapAttr) and layout.value.num_dims != len(shape):
            raise MLIRError(f"memref layout mismatch between rank and affine map: {len(shape)} != "
                            f"{layout.value.num_dims}", self.loc(kw))
        if isinstance(layout, A.AffineMapAttr) and layout.value.is_identity() and layout.value.num_dims == len(shape):
            layout = None
        return T.MemRefType(shape, elem, layout, _memory_space(memspace, self.loc(kw)))

    def memref_params(self, c: list[Any]) -> list[A.Attribute]:
        if len(c) == 2:
            c[0].append(c[1])
            return c[0]  # type: ignore[no-any-return]
        return [c[0]]

    def _memref_layout_and_space(self, kw: Any, params: list[A.Attribute], unranked: bool) -> tuple[Any, Any]:
        """TypeParser::parseMemRefType: each parameter is a layout or the
        memory space, which comes last; errors at the token after it."""
        layout = memspace = None
        for i, attr in enumerate(params):
            if isinstance(attr, (A.AffineMapAttr, A.StridedLayoutAttr)):
                layout = attr
                if unranked:
                    raise MLIRError("cannot have affine map for unranked memref type", self._memref_param_end(kw, i))
                if memspace is not None:
                    raise MLIRError("expected memory space to be last in memref type", self._memref_param_end(kw, i))
            elif memspace is not None:
                raise MLIRError("multiple memory spaces specified in memref type", self._memref_param_end(kw, i))
            else:
                memspace = attr
        return layout, memspace

    def _memref_param_end(self, kw: Any, index: int) -> A.Location:
        """The token after the memref type's parameter #index (a `,` or `>`)."""
        text = self.ctx.text
        if not text or not hasattr(kw, "start_pos"):
            return self.loc(kw)
        pos, depth, seen = text.find("<", kw.start_pos) + 1, 0, -1
        while pos < len(text):
            ch = text[pos]
            if ch == '"':
                pos = text.find('"', pos + 1) % len(text)
            elif ch in "([{<":
                depth += 1
            elif ch in ")]}" or (ch == ">" and text[pos - 1] != "-"):
                if depth == 0:
                    return self.pos_loc(pos)
                depth -= 1
            elif ch == "," and depth == 0:
                if seen == index:
                    return self.pos_loc(pos)
                seen += 1
            pos += 1
        return self.loc(kw)

    def unranked_memref_type(self, c: list[Any]) -> T.Type:
        kw, c = c[0], c[2:]
        if not T.is_valid_memref_element(c[0]):
            raise MLIRError("invalid memref element type", self._element_loc(kw))
        _, memspace = self._memref_layout_and_space(kw, c[1] if len(c) > 1 and c[1] else [], True)
        return T.UnrankedMemRefType(c[0], _memory_space(memspace, self.loc(kw)))

    def stripped_type(self, c: list[Any]) -> Any:
        """A type, or the STRIPPED_BODY token the op's format completes
        (pyopt.ir.format.complete_stripped_type)."""
        return c[0]

    def dialect_type(self, c: list[Any]) -> T.Type:
        tok = c[0]
        text = str(tok)[1:]
        alias = self.ctx.type_aliases.get(text)
        if alias is not None:
            return alias
        return registry.parse_dialect_type(text, self, tok)

    # ---- attributes ------------------------------------------------------------------
    def attribute(self, c: list[Any]) -> A.Attribute:
        return c[0]

    def _int_literal(self, tok: Any, negative: bool) -> int:
        v = parse_int(tok)
        return -v if negative else v

    def _typed_int(self, tok: Any, negative: bool, ty: T.Type) -> A.Attribute:
        if isinstance(ty, T.FloatType):
            return A.FloatAttr(float_bits_of_integer(str(tok), negative, ty.kind, self.loc(tok)), ty)
        v = self._int_literal(tok, negative)
        if isinstance(ty, T.IntegerType):
            if negative and ty.signedness == "u":
                raise self.error(tok, "negative integer literal not valid for unsigned integer type")
            if not fits(v, ty):
                raise self.error(tok, "integer constant out of range for attribute")
            if ty.signedness == "" and ty.width > 1 and v >= (1 << (ty.width - 1)):
                v -= 1 << ty.width  # signless values are stored as signed
        elif not isinstance(ty, T.IndexType):
            raise self.error(tok, "integer literal not valid for specified type")
        return A.IntegerAttr(v, ty)

    def int_attr(self, c: list[Any]) -> A.Attribute:
        return A.IntegerAttr(self._int_literal(c[0], False), T.i64)

    def neg_int_attr(self, c: list[Any]) -> A.Attribute:
        return A.IntegerAttr(self._int_literal(c[0], True), T.i64)

    def int_attr_typed(self, c: list[Any]) -> A.Attribute:
        return self._typed_int(c[0], False, c[1])

    def neg_int_attr_typed(self, c: list[Any]) -> A.Attribute:
        return self._typed_int(c[0], True, c[1])

    def float_attr(self, c: list[Any]) -> A.Attribute:
        return A.FloatAttr(parse_decimal(str(c[0]), "f64"), T.f64)

    def neg_float_attr(self, c: list[Any]) -> A.Attribute:
        return A.FloatAttr(parse_decimal("-" + str(c[0]), "f64"), T.f64)

    def float_attr_typed(self, c: list[Any]) -> A.Attribute:
        if not isinstance(c[1], T.FloatType):
            raise self.error(self.lookahead_token(c[0]), "floating point value not valid for specified type")
        return A.FloatAttr(parse_decimal(str(c[0]), c[1].kind), c[1])

    def neg_float_attr_typed(self, c: list[Any]) -> A.Attribute:
        if not isinstance(c[1], T.FloatType):
            raise self.error(self.lookahead_token(c[0]), "floating point value not valid for specified type")
        return A.FloatAttr(parse_decimal("-" + str(c[0]), c[1].kind), c[1])

    def true_attr(self, c: list[Any]) -> A.Attribute:
        return A.BoolAttr(True)

    def false_attr(self, c: list[Any]) -> A.Attribute:
        return A.BoolAttr(False)

    def unit_attr(self, c: list[Any]) -> A.Attribute:
        return A.UnitAttr()

    def string_attr(self, c: list[Any]) -> A.Attribute:
        return A.StringAttr(string_value(c[0]))

    def string_attr_typed(self, c: list[Any]) -> A.Attribute:
        return A.StringAttr(string_value(c[0]), c[1])

    def type_attr(self, c: list[Any]) -> A.Attribute:
        return A.TypeAttr(c[0])

    def array_attr(self, c: list[Any]) -> A.Attribute:
        return A.ArrayAttr(tuple(c[0]) if c else ())

    def attr_list(self, c: list[Any]) -> list[A.Attribute]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def dict_attr(self, c: list[Any]) -> A.DictionaryAttr:
        if not c:
            return A.DictionaryAttr(())
        entries = c[0]
        seen: set[str] = set()
        for name, _ in entries:
            if name in seen:
                raise MLIRError(f"duplicate key '{name}' in dictionary attribute", self.duplicate_key_loc(name))
            seen.add(name)
        return A.DictionaryAttr(tuple(entries))

    def duplicate_key_loc(self, name: str) -> A.Location | None:
        """Where the second entry named `name` of the dictionary just
        reduced starts (error path: the dictionary's text is scanned)."""
        from pyopt.ir.syntax_errors import _innermost_open

        after = self.lookahead_token(None)
        text = self.ctx.text
        close = text.rfind("}", 0, after.start_pos if after is not None else len(text))
        open_at = _innermost_open(text, close)
        seen = False
        for key, pos in _dict_keys(text, open_at + 1, close):
            if key == name:
                if seen:
                    return self.pos_loc(pos)
                seen = True
        return None

    def dict_entries(self, c: list[Any]) -> list[tuple[str, A.Attribute]]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def dict_entry(self, c: list[Any]) -> tuple[str, A.Attribute]:
        key = c[0]
        name = string_text(key) if key.type == "STRING" else str(key)
        if key.type == "STRING" and not name:
            raise self.error(key, "expected valid attribute name")
        return (name, c[1] if len(c) > 1 else A.UnitAttr())

    def symbol_ref(self, c: list[Any]) -> A.SymbolRefAttr:
        if len(c) == 1:
            return A.SymbolRefAttr(symbol_name(c[0]), ())
        base: A.SymbolRefAttr = c[0]
        return A.SymbolRefAttr(base.root, base.nested + (symbol_name(c[1]),))

    def dense_array_head(self, c: list[Any]) -> T.Type:
        """Parser::parseDenseArrayAttr's element type checks, at the type."""
        el = c[1]
        type_at = c[0].start_pos
        type_at = self.ctx.text.index("<", type_at) + 1 - type_at  # the type: after the `<`
        if isinstance(el, T.IntegerType):
            width = el.width
        elif isinstance(el, T.FloatType):
            from pyopt.ir.floats import bit_width

            width = bit_width(el.kind)
        else:
            raise MLIRError(f"expected integer or float type, got: '{el}'", self.loc_after(c[0], type_at))
        if (width != 1 or not isinstance(el, T.IntegerType)) and width % 8:
            raise MLIRError("element type bitwidth must be a multiple of 8", self.loc_after(c[0], type_at))
        return el

    def dense_array_empty(self, c: list[Any]) -> A.Attribute:
        return A.DenseArrayAttr(c[0], ())

    def dense_array_attr(self, c: list[Any]) -> A.Attribute:
        """DenseArrayElementParser: MLIR's messages, an integer's after it."""
        from pyopt.ir.dense import _fits, _wrapped

        el = c[0]
        values = []
        for kind, neg, tok in c[1]:
            if isinstance(el, T.FloatType):
                if kind == "bool":
                    raise self.error(tok, "expected floating point literal")
                values.append(self.dense_array_float(el, kind, neg, tok))
            elif kind == "bool":
                if el.width != 1:
                    raise self.error(tok, "expected i1 type for 'true' or 'false' values")
                values.append(neg)
            elif kind == "float":
                raise self.error(tok, "expected integer literal")
            elif el.width == 1:
                raise MLIRError("expected 'true' or 'false' values for i1 type", self.next_token_loc(tok))
            else:
                magnitude = parse_int(tok)
                if not _fits(magnitude, neg, el):
                    raise MLIRError("integer constant out of range", self.next_token_loc(tok))
                values.append(_wrapped(-magnitude if neg else magnitude, el))
        return A.DenseArrayAttr(el, tuple(values))

    def dense_array_float(self, el: T.FloatType, kind: str, neg: bool, tok: Any) -> float:
        from pyopt.ir.floats import from_bits

        if kind == "int":
            return from_bits(float_bits_of_integer(str(tok), neg, el.kind, self.loc(tok)), el.kind)
        return from_bits(parse_decimal(("-" if neg else "") + str(tok), el.kind), el.kind)

    def dense_array_from_brackets(self, el: T.Type, items: list[Any]) -> A.Attribute:
        """`[1, 2]` of a DenseI64ArrayAttr & co in an op's custom syntax."""
        values = []
        for kind, neg, tok in items:
            if isinstance(el, T.FloatType):
                if kind == "bool":
                    raise self.error(tok, "expected floating point literal")
                values.append(self.dense_array_float(el, kind, neg, tok))
            elif kind == "bool":
                values.append(neg)
            elif kind == "float":
                raise self.error(tok, "expected integer elements, but parsed floating-point")
            else:
                v = parse_int(tok)
                values.append(-v if neg else v)
        return A.DenseArrayAttr(el, tuple(values))

    def dense_array_values(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def dav_int(self, c: list[Any]) -> Any:
        return ("int", False, c[0])

    def dav_neg_int(self, c: list[Any]) -> Any:
        return ("int", True, c[0])

    def dav_float(self, c: list[Any]) -> Any:
        return ("float", False, c[0])

    def dav_neg_float(self, c: list[Any]) -> Any:
        return ("float", True, c[0])

    # A bool is ("bool", its value, where its keyword is).
    def dav_true(self, c: list[Any]) -> Any:
        return ("bool", 1, self.keyword_before_lookahead("true"))

    def dav_false(self, c: list[Any]) -> Any:
        return ("bool", 0, self.keyword_before_lookahead("false"))

    # dense<...>: TensorLiteral values (pyopt/ir/dense.py), converted once the type is known.
    def dense_literal(self, c: list[Any]) -> Any:
        return c[0]

    def dense_list_empty(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import EMPTY_LIST

        return EMPTY_LIST

    def dense_list(self, c: list[Any]) -> Any:
        return c[0].literal()

    def dense_items(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import ListItems

        if len(c) == 1:
            return ListItems(c[0])
        return c[0].add(self, c[1])

    def dense_string(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import element

        return element(False, "str", c[0])

    def ds_int(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import element

        return element(False, "int", c[0])

    def ds_neg_int(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import element

        return element(True, "int", c[0])

    def ds_float(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import element

        return element(False, "float", c[0])

    def ds_neg_float(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import element

        return element(True, "float", c[0])

    def ds_true(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import element

        return element(False, "true", self.keyword_before_lookahead("true"))

    def ds_false(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import element

        return element(False, "false", self.keyword_before_lookahead("false"))

    def ds_complex(self, c: list[Any]) -> Any:
        from pyopt.ir.dense import complex_element

        return complex_element(c[0], c[1])

    def dense_attr(self, c: list[Any]) -> A.Attribute:
        from pyopt.ir.dense import build_dense

        kw = c[0]
        return build_dense(self, c[1] if len(c) == 3 else None, c[-1], lambda: self.loc(kw))

    def dense_resource_attr(self, c: list[Any]) -> A.Attribute:
        key = str(c[0])
        if not isinstance(c[1], (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)):
            text = self.ctx.text  # reported at the `:` before the type
            colon = skip_blanks(text, skip_blanks(text, c[0].start_pos + len(key)) + 1)
            raise MLIRError("`dense_resource` expected a shaped type", self.pos_loc(colon))
        # A quoted key names the same blob as its bare spelling.
        return A.DenseResourceElementsAttr(c[1], string_text(key) if key.startswith('"') else key)

    def sparse_attr(self, c: list[Any]) -> A.Attribute:
        from pyopt.ir.dense import build_sparse

        return build_sparse(self, c[1], c[2], c[3], c[0])

    def sparse_attr_empty(self, c: list[Any]) -> A.Attribute:
        from pyopt.ir.dense import build_sparse

        return build_sparse(self, None, None, c[1], c[0])

    def distinct_attr(self, c: list[Any]) -> A.Attribute:
        """`distinct[N]<attr>`: one attribute per id N in a buffer; the
        referenced attribute must agree (MLIR's parseDistinctAttr)."""
        tok = c[0]
        referenced = c[1] if len(c) > 1 else A.UnitAttr()
        key = parse_int(str(tok))
        known = self.ctx.distinct.get(key)
        if known is None:
            known = self.ctx.distinct[key] = A.DistinctAttr.create(referenced)
        elif known.referenced is not referenced:  # at the `distinct` keyword
            raise MLIRError(f"referenced attribute does not match previous definition: {known.referenced}",
                            self.pos_loc(self.ctx.text.rfind("distinct", 0, tok.start_pos)))
        return known

    def distinct_id(self, c: list[Any]) -> Any:
        if parse_int(str(c[0])) >> 64:  # Token::getUInt64IntegerValue, after the id
            raise MLIRError("expected an unsigned 64-bit integer", self.next_token_loc(c[0]))
        return c[0]

    def strided_attr(self, c: list[Any]) -> A.Attribute:
        return A.StridedLayoutAttr(0, tuple(c[0]) if c else ())

    def strided_attr_offset(self, c: list[Any]) -> A.Attribute:
        strides = c[0] if len(c) == 2 else []
        return A.StridedLayoutAttr(c[-1], tuple(strides))

    def stride_list(self, c: list[Any]) -> list[int]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def stride_int(self, c: list[Any]) -> int:
        return parse_int(c[0])

    def stride_neg(self, c: list[Any]) -> int:
        return -parse_int(c[0])

    def stride_dynamic(self, c: list[Any]) -> int:
        return T.DYNAMIC

    def hash_attr(self, c: list[Any]) -> A.Attribute:
        tok = c[0]
        text = str(tok)[1:]
        alias = self.ctx.attr_aliases.get(text)
        if alias is not None:
            return alias
        return registry.parse_dialect_attr(text, self, tok)

    def hash_attr_typed(self, c: list[Any]) -> A.Attribute:
        """`#foo.bar : i32`: MLIR's parseExtendedAttr reads a trailing type for
        a dialect attribute (an alias takes none)."""
        tok, ty = c
        text = str(tok)[1:]
        if text in self.ctx.attr_aliases:
            raise self.error(self.lookahead_token(tok), "expected '}' in attribute dictionary")
        attr = registry.parse_dialect_attr(text, self, tok)
        if isinstance(attr, A.OpaqueAttr):
            return A.OpaqueAttr(attr.dialect, attr.body, None if ty is T.none else ty)
        if isinstance(attr, A.TypedAttr) and attr.type is ty:
            return attr
        raise self.error(tok, "unexpected ':' type after this dialect attribute")

    # ---- affine ----------------------------------------------------------------------
    def _affine_definitions(self, toks: list[Any], known: dict[str, int], other: dict[str, int]) -> None:
        """AffineParser::parseIdentifierDefinition: dims and symbols share
        one namespace."""
        for tok in toks:
            name = str(tok)
            if name in known or name in other:
                raise self.error(tok, f"redefinition of identifier '{name}'")
            known[name] = len(known)

    def affine_dims(self, c: list[Any]) -> list[str]:
        dims: dict[str, int] = {}
        self._affine_definitions(c[0] if c else [], dims, {})
        self.affine_names.append((dims, {}))
        return list(dims)

    def affine_syms(self, c: list[Any]) -> list[str]:
        dims, syms = self.affine_names[-1]
        self._affine_definitions(c[0] if c else [], syms, dims)
        return list(syms)

    def affine_ids(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def affine_id(self, c: list[Any]) -> Any:
        from pyopt.ir import affine

        dims, syms = self.affine_names[-1]
        name = str(c[0])
        if name in dims:
            return affine.dim(dims[name])
        if name in syms:
            return affine.sym(syms[name])
        raise self.error(c[0], f"use of undeclared identifier")

    def affine_const(self, c: list[Any]) -> Any:
        from pyopt.ir import affine

        return affine.const(parse_int(c[0]))

    def affine_add(self, c: list[Any]) -> Any:
        return c[0] + c[1]

    def affine_sub(self, c: list[Any]) -> Any:
        return c[0] - c[1]

    # A product needs a symbolic or constant factor, a quotient or remainder
    # a symbolic or constant right operand (AffineParser::getAffineBinaryOpExpr),
    # reported at the operator.
    def affine_mul(self, c: list[Any]) -> Any:
        lhs, op, rhs = c
        if not (lhs.is_symbolic_or_constant() or rhs.is_symbolic_or_constant()):
            raise self.error(op, "non-affine expression: at least one of the multiply operands has to be either a "
                                 "constant or symbolic")
        return lhs * rhs

    def _affine_divisor(self, op: Any, rhs: Any) -> None:
        if not rhs.is_symbolic_or_constant():
            raise self.error(op, f"non-affine expression: right operand of {op} has to be either a constant or "
                                 "symbolic")

    def affine_floordiv(self, c: list[Any]) -> Any:
        self._affine_divisor(c[1], c[2])
        return c[0].floordiv(c[2])

    def affine_ceildiv(self, c: list[Any]) -> Any:
        self._affine_divisor(c[1], c[2])
        return c[0].ceildiv(c[2])

    def affine_mod(self, c: list[Any]) -> Any:
        self._affine_divisor(c[1], c[2])
        return c[0].mod(c[2])

    def affine_neg(self, c: list[Any]) -> Any:
        return -c[0]

    def affine_exprs(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def affine_map_body(self, c: list[Any]) -> Any:
        from pyopt.ir import affine

        dims, syms = self.affine_names.pop()
        return affine.AffineMap(len(dims), len(syms), tuple(c[2] or ()))

    def affine_map_attr(self, c: list[Any]) -> A.Attribute:
        return A.AffineMapAttr(c[0])

    def affine_constraints(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def affine_ge(self, c: list[Any]) -> Any:
        return (c[0] - c[1], False)

    def affine_le(self, c: list[Any]) -> Any:
        return (c[1] - c[0], False)

    def affine_eq(self, c: list[Any]) -> Any:
        return (c[0] - c[1], True)

    def affine_set_body(self, c: list[Any]) -> Any:
        from pyopt.ir import affine

        dims, syms = self.affine_names.pop()
        cons = c[2] or []
        if not cons:  # `()` is the universe set
            cons = [(affine.const(0), True)]
        return affine.IntegerSet(len(dims), len(syms), tuple(e for e, _ in cons), tuple(f for _, f in cons))

    def affine_set_attr(self, c: list[Any]) -> A.Attribute:
        return A.IntegerSetAttr(c[0])

    # ---- locations ---------------------------------------------------------------------
    def location(self, c: list[Any]) -> A.Location:
        return c[0]

    def loc_unknown(self, c: list[Any]) -> A.Location:
        return A.UnknownLoc()

    def loc_file(self, c: list[Any]) -> A.Location:
        return A.FileLineColLoc(string_text(c[0]), parse_int(c[1]), parse_int(c[2]))

    def loc_file_range(self, c: list[Any]) -> A.Location:
        return A.FileLineColLoc(string_text(c[0]), parse_int(c[1]), parse_int(c[2]), parse_int(c[3]), parse_int(c[4]))

    def loc_file_range_col(self, c: list[Any]) -> A.Location:
        return A.FileLineColLoc(string_text(c[0]), parse_int(c[1]), parse_int(c[2]), None, parse_int(c[3]))

    def loc_name(self, c: list[Any]) -> A.Location:
        return A.NameLoc(string_text(c[0]), A.UnknownLoc())

    def loc_name_child(self, c: list[Any]) -> A.Location:
        return A.NameLoc(string_text(c[0]), self._nested_loc(c[1]))

    def loc_callsite(self, c: list[Any]) -> A.Location:
        return A.CallSiteLoc(self._nested_loc(c[0]), self._nested_loc(c[1]))

    def loc_fused(self, c: list[Any]) -> A.Location:
        return A.FusedLoc(tuple(self._nested_loc(loc) for loc in c[0]), None)

    def loc_fused_meta(self, c: list[Any]) -> A.Location:
        return A.FusedLoc(tuple(self._nested_loc(loc) for loc in c[1]), c[0])

    def loc_alias(self, c: list[Any]) -> A.Location:
        """`loc(#name)`: a location alias may be defined later in the buffer
        (MLIR's parseLocationAlias defers it): a placeholder until `finish`."""
        tok = c[0]
        name = str(tok)[1:]
        alias = self.ctx.attr_aliases.get(name)
        if alias is None:
            deferred = DeferredLoc(name, len(self.deferred_locs))
            self.deferred_locs.append((deferred, tok))
            return deferred
        if not isinstance(alias, A.Location):
            raise self.error(tok, f"expected location, but found '{alias}'")
        return alias

    def _nested_loc(self, loc: A.Location) -> A.Location:
        """Only a whole `loc(#name)` may refer forward; nested aliases must be known."""
        if isinstance(loc, DeferredLoc):
            tok = self.deferred_locs[loc.index][1]
            raise MLIRError(f"undefined symbol alias id '{loc.name}'", self.loc_after(tok))
        return loc

    def _resolve_deferred_locs(self) -> None:
        resolved: list[A.Location] = []
        for deferred, tok in self.deferred_locs:
            alias = self.ctx.attr_aliases.get(deferred.name)
            if alias is None:
                raise self.error(tok, "operation location alias was never defined")
            if not isinstance(alias, A.Location):
                raise self.error(tok, f"expected location, but found '{alias}'")
            resolved.append(alias)
        for top in self.top:
            for op in top.walk():
                if isinstance(op.loc, DeferredLoc):
                    op.loc = resolved[op.loc.index]
                for region in op.regions:
                    for block in region.blocks:
                        for arg in block.args:
                            if isinstance(arg.loc, DeferredLoc):
                                arg.loc = resolved[arg.loc.index]

    def loc_list(self, c: list[Any]) -> list[A.Location]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    # ---- pieces shared by custom syntax -----------------------------------------------
    def type_only(self, c: list[Any]) -> T.Type:
        return c[0]

    def attr_only(self, c: list[Any]) -> A.Attribute:
        return c[0]

    def attr_dict_kw(self, c: list[Any]) -> A.DictionaryAttr:
        return c[0]

    def prop_dict(self, c: list[Any]) -> A.DictionaryAttr:
        return c[0]

    def tl_int(self, c: list[Any]) -> Any:
        return ("int", False, c[0])

    def tl_neg_int(self, c: list[Any]) -> Any:
        return ("int", True, c[0])

    def tl_float(self, c: list[Any]) -> Any:
        return ("float", False, c[0])

    def tl_neg_float(self, c: list[Any]) -> Any:
        return ("float", True, c[0])

    def tl_true(self, c: list[Any]) -> Any:
        return ("bool", False, 1)

    def tl_false(self, c: list[Any]) -> Any:
        return ("bool", False, 0)

    def bl_true(self, c: list[Any]) -> bool:
        return True

    def bl_false(self, c: list[Any]) -> bool:
        return False

    def keyword_list(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def string_literal(self, c: list[Any]) -> Any:
        return c[0]

    def symbol_name(self, c: list[Any]) -> Any:
        return c[0]

    def dense_array_brackets(self, c: list[Any]) -> Any:
        return c[0] if c else []

    # ---- function signatures ---------------------------------------------------------
    def function_signature(self, c: list[Any]) -> Signature:
        """The signature as written; what is wrong with it (an argument list
        mixing named and unnamed entries, a misplaced `...`) is reported by
        Signature.validate, which knows the op and whether it takes `...`."""
        entries, results = c[0] or [], c[1] or []
        sig = Signature([a for a in entries if a[0] != "..."], results, bool(entries) and entries[-1][0] == "...")
        sig.entries = entries
        if entries and entries[0][0] not in (None, "..."):
            self.pending_entry_args = [(tok, ty, loc) for tok, ty, _, loc in sig.args if tok is not None]
        return sig

    def func_args(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def func_arg_named(self, c: list[Any]) -> Any:
        tok, ty, attrs, loc = c
        return (tok, ty, attrs, loc if loc is not None else self.loc(tok))

    def func_arg_type(self, c: list[Any]) -> Any:
        ty, attrs, loc = c
        return (None, ty, attrs, loc)

    def func_arg_variadic(self, c: list[Any]) -> Any:
        return ("...", c[0])

    def func_results(self, c: list[Any]) -> list[Any]:
        return c[0]

    def fr_single(self, c: list[Any]) -> list[Any]:
        return [(c[0], None)]

    def fr_empty(self, c: list[Any]) -> list[Any]:
        return []

    def fr_list(self, c: list[Any]) -> list[Any]:
        return c[0]

    def func_result_list(self, c: list[Any]) -> list[Any]:
        if len(c) == 1:
            return [c[0]]
        c[0].append(c[1])
        return c[0]

    def func_result(self, c: list[Any]) -> Any:
        return (c[0], c[1])

    def vis_private(self, c: list[Any]) -> str:
        return "private"

    def vis_public(self, c: list[Any]) -> str:
        return "public"

    def vis_nested(self, c: list[Any]) -> str:
        return "nested"

    # ---- generated op rules ------------------------------------------------------------
    def __getattr__(self, name: str) -> Callable[[list[Any]], Any]:
        """Callbacks of generated op rules (`op__arith__addi`...), made from
        the op's declaration (see pyopt.ir.format) when the parser first
        reduces the rule: only the dialects an input uses are imported."""
        if name.startswith("enum__"):
            return lambda c: str(c[0])
        if name.startswith(("op__", "fmt__", "dx__", "opstart__")):
            from pyopt.ir.ods import make_callback

            return make_callback(self, name)
        raise AttributeError(name)


class Signature:
    """A parsed function signature: arguments (name token or None, type,
    attribute dict or None, location), results (type, attrs or None)."""

    __slots__ = ("args", "results", "variadic", "entries")

    def __init__(self, args: list[Any], results: list[Any], variadic: bool) -> None:
        self.args = args
        self.results = results
        self.variadic = variadic
        self.entries: list[Any] = args  # as written, `...` entries ("...", token) included

    def validate(self, builder: Builder, op_name: str, allow_variadic: bool = False) -> None:
        """call_interface_impl::parseFunctionArgumentList's checks, in the
        order it meets the entries: a named list stays named, `...` only
        where the op allows it (LLVM) and only last."""
        entries = self.entries
        named = bool(entries) and entries[0][0] not in (None, "...")
        prev_tok: Any = None
        for i, entry in enumerate(entries):
            tok = entry[0]
            if tok == "...":
                if allow_variadic:
                    if i != len(entries) - 1:
                        raise MLIRError(f"custom op '{op_name}' variadic arguments must be in the end of the "
                                        "argument list", builder.next_entry_loc(entry[1]))
                elif named:
                    raise builder.error(entry[1], f"custom op '{op_name}' expected SSA identifier")
                else:
                    raise MLIRError("expected non-function type", builder.wrong_token_loc(entry[1]))
                prev_tok = entry[1]
            elif tok is None:
                if named:
                    raise MLIRError(f"custom op '{op_name}' expected SSA identifier", builder.next_entry_loc(prev_tok))
            else:
                if not named:
                    raise builder.error(tok, f"custom op '{op_name}' expected type instead of SSA identifier")
                prev_tok = tok

    @property
    def input_types(self) -> tuple[T.Type, ...]:
        return tuple(a[1] for a in self.args)

    @property
    def result_types(self) -> tuple[T.Type, ...]:
        return tuple(r[0] for r in self.results)

    def arg_attrs(self) -> A.ArrayAttr | None:
        if not any(a[2] is not None and a[2].entries for a in self.args):
            return None
        return A.ArrayAttr(tuple(a[2] if a[2] is not None else A.DictionaryAttr(()) for a in self.args))

    def res_attrs(self) -> A.ArrayAttr | None:
        if not any(r[1] is not None and r[1].entries for r in self.results):
            return None
        return A.ArrayAttr(tuple(r[1] if r[1] is not None else A.DictionaryAttr(()) for r in self.results))


def parse_type_text(builder: Builder, text: str, tok: Any = None) -> T.Type:
    """Parse a type written inside a dialect type's body (`<...>`)."""
    return _parse_nested(builder, text, "type_only", tok)


def parse_attr_text(builder: Builder, text: str, tok: Any = None) -> A.Attribute:
    """Parse an attribute written inside a dialect attribute's body."""
    return _parse_nested(builder, text, "attr_only", tok)


def _parse_nested(builder: Builder, text: str, start: str, tok: Any) -> Any:
    from pyopt.ir.grammar import parse
    from pyopt.ir.lalr import ParseFailure

    try:
        return parse(text, start)
    except ParseFailure:
        if tok is None:
            raise MLIRError(f"failed to parse '{text}'", None) from None
        raise builder.error(tok, f"failed to parse '{text}' ({'expected a type' if start == 'type_only' else 'expected an attribute'})") from None


def split_top_level(text: str, sep: str = ",") -> list[str]:
    """Split a dialect body on `sep` outside brackets and strings."""
    parts: list[str] = []
    depth = 0
    cur: list[str] = []
    i = 0
    in_str = False
    while i < len(text):
        ch = text[i]
        if in_str:
            cur.append(ch)
            if ch == "\\" and i + 1 < len(text):
                cur.append(text[i + 1])
                i += 2
                continue
            if ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
            cur.append(ch)
        elif ch in "<([{":
            depth += 1
            cur.append(ch)
        elif ch in ">)]}" and not (ch == ">" and i > 0 and text[i - 1] == "-"):
            depth -= 1
            cur.append(ch)
        elif ch == sep and depth == 0:
            parts.append("".join(cur).strip())
            cur = []
        else:
            cur.append(ch)
        i += 1
    tail = "".join(cur).strip()
    if tail or parts:
        parts.append(tail)
    return parts


def symbol_name(tok: Any) -> str:
    s = str(tok)[1:]
    if s.startswith('"'):
        return string_text(s)
    return s


def _dict_keys(text: str, pos: int, end: int) -> Iterator[tuple[str, int]]:
    """The keys of the dictionary entries in text[pos:end] and where they
    start: an entry's first token, at bracket depth 0."""
    expect_key, depth = True, 0
    while pos < end:
        pos = skip_blanks(text, pos)
        if pos >= end:
            return
        ch = text[pos]
        if ch == '"':
            close = pos + 1
            while text[close] != '"':
                close += 2 if text[close] == "\\" else 1
            if expect_key and depth == 0:
                yield string_value(text[pos:close + 1]).decode(errors="replace"), pos
            expect_key, pos = False, close + 1
            continue
        if expect_key and depth == 0:
            m = _BARE_KEY.match(text, pos)
            if m is not None:
                yield m.group(0), pos
                expect_key, pos = False, m.end()
                continue
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>" and not (ch == ">" and text[pos - 1] == "-"):
            depth -= 1
        elif ch == "," and depth == 0:
            expect_key = True
        pos += 1


_BARE_KEY = re.compile(r"[a-zA-Z_][\w$.]*")


def skip_blanks(text: str, pos: int) -> int:
    """The offset of the first token at or after `pos` (blanks and comments skipped)."""
    while pos < len(text):
        if text[pos] in " \t\r\n":
            pos += 1
        elif text.startswith("//", pos):
            end = text.find("\n", pos)
            pos = len(text) if end < 0 else end
        else:
            break
    return pos


def parse_int(text: str) -> int:
    """An integer literal as MLIR's lexer reads it: `0x` hex or decimal,
    leading zeros allowed (`010` is ten; Python's `parse_int(text)` refuses it)."""
    text = str(text)
    if text[:2] in ("0x", "0X"):
        return int(text, 16)
    if text[:3] in ("-0x", "-0X"):
        return -int(text[1:], 16)
    return int(text, 10)


def fits(v: int, ty: T.IntegerType) -> bool:
    w = ty.width
    if w == 0:  # i0, si0, ui0 hold only 0
        return v == 0
    if ty.signedness == "u":
        return 0 <= v < (1 << w)
    if ty.signedness == "s":
        return -(1 << (w - 1)) <= v < (1 << (w - 1))
    return -(1 << (w - 1)) <= v < (1 << w) if w > 1 else v in (0, 1, -1)
