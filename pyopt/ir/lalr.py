"""A fast driver for the LALR(1) tables Lark computes from pyopt/grammar/mlir.lark.

Lark builds the tables ahead of time (`make tables`: pyopt/ir/tables_build.py;
they ship as pyopt/grammar/tables.bin, see pyopt/ir/tables.py).
Running them, Lark's own lexer and parser loop cost about 5 microseconds a
token and loading its serialized parser costs ~100 ms; this module keeps
just what parsing needs, in a compact form, and runs it faster:

* one compiled regular expression per parser state (the contextual lexer),
  built on first use, with whitespace and comments folded into the match
  and terminals ordered exactly as Lark orders them.  Keywords that look
  like identifiers (op names, `to`, `step`...) are not alternatives of the
  expression: an identifier is matched and looked up, as Lark's "unless"
  rule does, which keeps every expression small and quick to compile;
* a state's actions are decoded on first use;
* tokens that no callback keeps (punctuation, keywords) are never made
  into objects, and a token's line and column are computed only when asked;
* rule callbacks are wrapped with the same child filtering Lark applies
  (anonymous tokens dropped, `[x]` placeholders, `?rule` and `_rule`
  inlining).

A syntax error raises UnexpectedToken or UnexpectedCharacters with the
fields (and the positions) Lark's exceptions of those names would have;
pyopt/ir/syntax_errors.py translates them into MLIR's messages.  Lark itself
is needed only to build the tables.
"""

from __future__ import annotations

import _sre  # type: ignore[import-not-found]
import bisect
import marshal
from array import array
import re
from typing import Any, Callable

# An identifier-like keyword: matched as a word, then looked up.
_WORD = r"[a-zA-Z_][\w$.]*"
_WORD_RE = re.compile(_WORD + r"\Z")


class Token(str):
    """A token: its text, terminal name and offset; line and column are
    computed from the offset on demand."""

    type: str
    start_pos: int
    value: str
    _newlines: Any = []

    @property
    def line(self) -> int:
        return self.line_col()[0]

    @property
    def column(self) -> int:
        return self.line_col()[1]

    def line_col(self) -> tuple[int, int]:
        nl = Token._newlines
        i = bisect.bisect_right(nl, self.start_pos)
        return i + 1, self.start_pos - (nl[i - 1] + 1 if i else 0) + 1

    @staticmethod
    def set_text(text: str) -> None:
        # An array of machine integers: a list of int objects costs ~36
        # bytes a line for as long as the text is parsed.
        Token._newlines = array("q", (m.start() for m in re.finditer("\n", text)))


def DISCARD(children: list[Any]) -> None:  # noqa: N802 - a marker, used as a constant
    """The callback of a rule whose value nobody uses: the driver drops the
    children and pushes None without calling anything."""
    return None


class Tree:
    """The value of a rule without a callback (only `_rule`s, spliced)."""

    __slots__ = ("data", "children")

    def __init__(self, data: str, children: list[Any]) -> None:
        self.data = data
        self.children = children


# Dialect symbols (`#gpu.object<...>`, `!llvm.struct<...>`): Lark's terminal
# matches the balanced `<...>` body with a large regular expression; here
# the name is matched and the body is scanned, which is cheaper to set up.
_SYMBOL_HEADS = {"HASH_ID": r"#[a-zA-Z_][\w$.]*", "BANG_ID": r"![a-zA-Z_][\w$.]*"}
_OPEN = {"<": ">", "(": ")", "[": "]", "{": "}"}


def scan_body(text: str, pos: int) -> int:
    """The end of the balanced `<...>` starting at `pos`, or -1."""
    stack = []
    i = pos
    n = len(text)
    while i < n:
        ch = text[i]
        if ch == '"':
            i += 1
            while i < n and text[i] != '"':
                if text[i] == "\\":
                    i += 1
                elif text[i] == "\n":
                    return -1
                i += 1
        elif ch in _OPEN:
            stack.append(_OPEN[ch])
        elif ch in ">)]}":
            if ch == ">" and i > pos and text[i - 1] == "-":
                pass  # `->` inside a body
            elif not stack or stack.pop() != ch:
                return -1
            elif not stack:
                return i + 1
        i += 1
    return -1


class ParseFailure(Exception):
    """A syntax error, with the fields of Lark's exception of the same name
    (pyopt/ir/syntax_errors.py turns them into MLIR's messages); `stack`:
    the parser's values at the failure (the tokens and reductions of the
    constructs still open, e.g. the custom op being parsed); `states`: the
    parser's LR states (the last one failed)."""

    stack: list[Any] = []
    states: list[int] = []

    def on(self, stack: list[Any], states: list[int]) -> ParseFailure:
        self.stack = stack
        self.states = states
        return self


class BadDialectBody(ParseFailure):
    """The `<...>` body of a dialect symbol does not close: MLIR's message
    (Parser::parseDialectSymbolBody) and where it puts it."""

    def __init__(self, message: str, pos: int) -> None:
        super().__init__(message)
        self.message = message
        self.pos = pos


def body_error(text: str, pos: int) -> BadDialectBody:
    """Why the body starting at `pos` (a `<`) does not close, in MLIR's words;
    the error is reported at the `<` except for an unterminated string."""
    stack: list[str] = []
    i = pos
    n = len(text)
    while i < n:
        ch = text[i]
        i += 1
        if ch in "<[({":
            stack.append(ch)
        elif ch == "-" and i < n and text[i] == ">":
            i += 1
        elif ch in ">])}":
            opening = {">": "<", "]": "[", ")": "(", "}": "{"}[ch]
            if stack[-1] != opening:
                return BadDialectBody(f"unbalanced '{stack[-1]}' character in pretty dialect name", pos)
            stack.pop()
            if not stack:
                break
        elif ch == '"':
            while i < n and text[i] not in '"\n':
                i += 2 if text[i] == "\\" else 1
            if i >= n or text[i] == "\n":
                return BadDialectBody("expected '\"' in string literal", min(i, n - 1) if i >= n else i)
            i += 1
    return BadDialectBody(f"unbalanced '{stack[-1] if stack else '<'}' character in pretty dialect name", pos)


class UnexpectedCharacters(ParseFailure):
    """No terminal the state accepts matches at `pos_in_stream`."""

    def __init__(self, pos: int, allowed: set[str]) -> None:
        super().__init__(f"unexpected character at offset {pos}")
        self.pos_in_stream = pos
        self.allowed = allowed


class UnexpectedToken(ParseFailure):
    """`token` (its type `$END` at the end) is not accepted; `expected` are
    the terminals that are."""

    def __init__(self, token: Token, expected: set[str]) -> None:
        super().__init__(f"unexpected {token.type} at offset {token.start_pos}")
        self.token = token
        self.expected = expected


def _token(kind: str, value: str, start_pos: int) -> Token:
    tok = _new_str(Token, value)
    tok.type = kind
    tok.value = value
    tok.start_pos = start_pos
    return tok


_new_str = str.__new__


# ---- packed arrays of records: one bytes object, not one per record ---------------------
def pack_blobs(blobs: list[bytes]) -> tuple[bytes, bytes]:
    """The records joined, and their end offsets (an array of uint32)."""
    ends = array("I")
    total = 0
    for b in blobs:
        total += len(b)
        ends.append(total)
    return b"".join(blobs), ends.tobytes()


class PackedRecords:
    """Marshalled records stored by pack_blobs, unmarshalled one at a time:
    loading the tables then makes two objects instead of ~20,000."""

    def __init__(self, packed: tuple[bytes, bytes]) -> None:
        self.data = memoryview(packed[0])
        self.ends = array("I")
        self.ends.frombytes(packed[1])

    def __len__(self) -> int:
        return len(self.ends)

    def __getitem__(self, i: int) -> Any:
        start = self.ends[i - 1] if i else 0
        return marshal.loads(self.data[start:self.ends[i]])


# ---- callbacks ---------------------------------------------------------------------------
def _wrap(f: Callable[[list[Any]], Any], include: tuple[Any, ...] | None, append_none: int,
          expand1: bool) -> Callable[[list[Any]], Any]:
    if expand1:
        inner = f

        def f(children: list[Any]) -> Any:  # noqa: F811 - Lark's ExpandSingleChild
            return children[0] if len(children) == 1 else inner(children)
    if include is None:
        return f
    # The filter as one list display, compiled once per rule: no loop per
    # reduction (`[c[0], None, *c[2].children]`).
    items: list[str] = []
    for i, to_expand, nones in include:
        items += ["None"] * nones
        items.append(f"*c[{i}].children" if to_expand else f"c[{i}]")
    items += ["None"] * append_none
    display = ", ".join(items)
    make = _FILTERS.get(display)
    if make is None:  # rules share few shapes: compile each once
        make = _FILTERS[display] = eval(f"lambda f: lambda c: f([{display}])")  # noqa: S307 - generated above
    return make(f)


_FILTERS: dict[str, Callable[[Callable[[list[Any]], Any]], Callable[[list[Any]], Any]]] = {}


class FastLALR:
    def __init__(self, tables: dict[str, Any], transformer: Any,
                 programs: Callable[[], dict[str, tuple[Any, ...]]] | None = None) -> None:
        """`programs` gives the compiled lexer programs shipped for this
        interpreter (see _compile), asked for on first need."""
        self._packed_rows = PackedRecords(tables["rows"])
        self._packed_sets: bytes = tables["sets"]
        self._sets: list[tuple[str, ...]] | None = None
        n_states = len(self._packed_rows)
        # Decoded on first use; lists indexed by state are the fastest lookup.
        self._rows: list[dict[str, tuple[bool, Any]] | None] = [None] * n_states
        self.terminals: dict[str, tuple[Any, ...]] = tables["terminals"]
        self.ignore: list[str] = tables["ignore"]
        self.start_states: dict[str, int] = tables["start"]
        self.end_states: dict[str, int] = tables["end"]
        self.kept: frozenset[str] = frozenset(tables["kept"])
        self.words: dict[str, list[str]] = tables.get("words", {})
        self._rules = PackedRecords(tables["rules"])
        self._callbacks: dict[int, tuple[int, Callable[[list[Any]], Any] | bool | None, str]] = {}
        self.transformer = transformer
        self._scanners: list[tuple[Any, dict[str, str] | None, str | None] | None] = [None] * n_states
        self._by_set: dict[frozenset[str], tuple[Any, dict[str, str] | None, str | None]] = {}
        self._skip = re.compile("|".join(self.ignore))
        self._word_like: dict[str, bool] = {}
        self._root: tuple[Any, dict[str, str] | None, str | None] | None = None  # every terminal
        self._programs = programs
        self._precompiled: dict[str, tuple[Any, ...]] | None = None
        # Scanner descriptions (expression, keywords, fallback) by terminal set.
        self._prebuilt: dict[str, tuple[str, Any, Any]] = tables.get("scanner_sets", {})
        self.described: dict[str, tuple[str, Any, Any]] = {}
        self.compiled_sources: list[str] = []  # expressions compiled by re.compile

    # -- decoded on first use --------------------------------------------------------------
    def _rule(self, index: int) -> tuple[int, Callable[[list[Any]], Any] | bool | None, str]:
        entry = self._callbacks.get(index)
        if entry is None:
            origin, size, name, expand1, include, append_none = self._rules[index]
            f = getattr(self.transformer, name, None)
            if f is None:
                f = (lambda n: (lambda children: Tree(n, children)))(name)
            if expand1 and size == 1 and include is None:
                entry = (1, None, origin)  # `?rule` with one child: the child is the value
            elif getattr(f, "__func__", f) is DISCARD:
                entry = (size, False, origin)
            else:
                entry = (size, _wrap(f, include, append_none, expand1), origin)
            self._callbacks[index] = entry
        return entry

    def _row(self, state: int) -> dict[str, tuple[bool, Any]]:
        shifts, reduces = self._packed_rows[state]
        row: dict[str, tuple[bool, Any]] = {key: (True, target) for key, target in shifts.items()}
        if reduces:
            sets = self._sets
            if sets is None:
                sets = self._sets = marshal.loads(self._packed_sets)
            for rule, set_id in reduces:
                row.update(dict.fromkeys(sets[set_id], (False, self._rule(rule))))
        self._rows[state] = row
        return row

    def _scanner(self, state: int) -> tuple[Any, dict[str, str] | None, str | None]:
        entry = self._scanners[state]
        if entry is not None:
            return entry
        row = self._rows[state] or self._row(state)
        names = frozenset(k for k in row if k.isupper() and k != "$END")
        entry = self._by_set.get(names)
        if entry is None:
            entry = self._build(names)
            self._by_set[names] = entry
        self._scanners[state] = entry
        return entry

    def _matches_word(self, name: str) -> bool:
        """Whether a pattern terminal matches identifiers (like BARE_ID)."""
        known = self._word_like.get(name)
        if known is None:
            known = self._word_like[name] = re.fullmatch(self.terminals[name][0], "ab_c") is not None
        return known

    def _build(self, names: frozenset[str]) -> tuple[Any, dict[str, str] | None, str | None]:
        """The state's expression, its identifier keywords, and the terminal
        an identifier that is no keyword falls back to (or None); worked out
        when the tables were generated if the warm-up input needed it."""
        key = "\x00".join(sorted(names))
        built = self._prebuilt.get(key)
        if built is None:
            built = self.described[key] = self._describe(names)
        source, keywords, fallback = built
        return self._compile(source), keywords, fallback

    def _describe(self, names: frozenset[str]) -> tuple[str, dict[str, str] | None, str | None]:
        terms = [(n, *self.terminals[n]) for n in names if n in self.terminals]
        regexps = [t for t in terms if not t[4]]
        strings = [t for t in terms if t[4]]
        keywords: dict[str, str] = {}
        fallback = None
        embedded = set()
        for st in strings:
            if _WORD_RE.match(st[5]) and st[2] == 0:
                keywords[st[5]] = st[0]
                embedded.add(st[0])
        # Op names: patterns that match exactly some identifiers.
        for name in names:
            spellings = self.words.get(name)
            if spellings and all(_WORD_RE.match(w) for w in spellings):
                for w in spellings:
                    keywords.setdefault(w, name)
                embedded.add(name)
        kept_terms = [t for t in terms if t[0] not in embedded]
        if keywords:
            # The identifier-like regex terminals of priority 0 (BARE_ID...)
            # decide what a non-keyword word is; the word group replaces them.
            plain = [t for t in kept_terms if not t[4] and t[2] == 0 and self._matches_word(t[0])]
            if len(plain) == 1:
                fallback = plain[0][0]
                kept_terms = [t for t in kept_terms if t is not plain[0]]
            kept_terms.append(("__WORD__", _WORD if fallback is None else plain[0][1], 0, 1 << 30, False, "", ()))
        kept_terms.sort(key=lambda t: (-t[2], -t[3], -len(t[5]), t[0]))
        skip = "|".join(self.ignore)
        alternatives = "|".join(f"(?P<{t[0]}>{_SYMBOL_HEADS.get(t[0], t[1])})" for t in kept_terms)
        # Possessive: whitespace is never given back, so a failing match
        # cannot backtrack through every way of splitting it.
        source = f"(?:{skip})*+(?:{alternatives})" if alternatives else f"(?:{skip})*+(?!)"
        return source, (keywords or None), fallback

    def _compile(self, source: str) -> Any:
        """re.compile, or, for an expression compiled when the tables were
        generated, the compiled program shipped for this interpreter: Python's
        regex compiler is itself Python and costs ~4 ms an expression."""
        precompiled = self._precompiled
        if precompiled is None:
            precompiled = self._precompiled = self._programs() if self._programs else {}
        args = precompiled.get(source)
        if args is not None:
            try:
                flags, packed, groups, groupindex, indexgroup = args
                code = array("I")
                code.frombytes(packed)
                return _sre.compile(source, flags, code.tolist(), groups, groupindex, indexgroup)
            except Exception:  # noqa: BLE001 - another Python's program: compile it anew
                pass
        self.compiled_sources.append(source)
        return re.compile(source)

    # -- syntax errors -----------------------------------------------------------------------
    def reducible(self, state: int) -> set[str]:
        """The rules `state` reduces on some lookahead: the constructs that may end there."""
        row = self._rows[state] or self._row(state)
        return {arg[2] for shift, arg in row.values() if not shift}

    def first_of(self, start: str) -> set[str]:
        """The terminals a start symbol's text may begin with."""
        return self._accepted(self.start_states[start])

    def state_after(self, states: list[int], terminal: str) -> int | None:
        """The state the parser in `states` would reach by shifting
        `terminal` after the reductions it asks for (None: it would fail, as
        an LALR lookahead may allow a reduction that fails later); no
        callback is run."""
        states = list(states)
        while True:
            row = self._rows[states[-1]] or self._row(states[-1])
            entry = row.get(terminal)
            if entry is None:
                return None
            shift, arg = entry
            if shift:
                return arg
            size, _, origin = arg
            if size:
                del states[-size:]
            goto = (self._rows[states[-1]] or self._row(states[-1])).get(origin)
            if goto is None:
                return None
            states.append(goto[1])

    def reduce_pending(self, states: list[int], values: list[Any], limit: int = 24) -> tuple[list[int], list[Any]]:
        """Make the reductions a failed parser has to make whatever comes
        next (a state that reduces one rule only), running their callbacks:
        what a recursive-descent parser (MLIR's) has finished, and checked,
        before it meets the wrong token.  Works on copies; a callback's
        MLIRError propagates with the rule's name in `rule` (the caller
        decides whether that error comes first)."""
        states, values = list(states), list(values)
        for _ in range(limit):
            row = self._rows[states[-1]] or self._row(states[-1])
            pending = {(arg[0], arg[2]): arg for shift, arg in row.values() if not shift}
            if len(pending) != 1:
                break
            size, callback, origin = next(iter(pending.values()))
            if size > len(values):
                break
            children = values[len(values) - size:] if size else []
            if size:
                del states[-size:]
                del values[-size:]
            if callback is None:
                result = children[0] if children else None
            elif callback is False:
                result = None
            else:
                try:
                    result = callback(children)
                except Exception as e:  # noqa: BLE001 - tagged for the caller
                    e.rule = origin  # type: ignore[attr-defined]
                    raise
            goto = (self._rows[states[-1]] or self._row(states[-1])).get(origin)
            if goto is None:
                break
            states.append(goto[1])
            values.append(result)
        return states, values

    def has_goto(self, state: int, symbol: str) -> bool:
        """Whether a construct `symbol` (a rule) may start in `state`."""
        return symbol in (self._rows[state] or self._row(state))

    def accepted(self, state: int) -> set[str]:
        """The terminals `state` shifts or reduces on."""
        return self._accepted(state)

    def _accepted(self, state: int) -> set[str]:
        row = self._rows[state] or self._row(state)
        return {k for k in row if k.isupper()}

    def _skip_blanks(self, text: str, pos: int) -> int:
        """The first offset from `pos` that is not whitespace or a comment."""
        skip = self._skip
        while pos < len(text):
            m = skip.match(text, pos)
            if m is None or m.end() == pos:
                break
            pos = m.end()
        return pos

    def _fail_lex(self, text: str, pos: int, state: int) -> ParseFailure:
        """The state's lexer matches nothing at `pos`: as Lark's contextual
        lexer, say which token is there if any terminal of the grammar
        matches (UnexpectedToken), else UnexpectedCharacters."""
        allowed = self._accepted(state)
        pos = self._skip_blanks(text, pos)
        if pos >= len(text):
            return UnexpectedToken(_token("$END", "", len(text)), allowed)
        if self._root is None:
            self._root = self._build(frozenset(self.terminals))
        rx, keywords, fallback = self._root
        m = rx.match(text, pos)
        if m is None or m.start(m.lastgroup) != pos:
            return UnexpectedCharacters(pos, allowed)
        kind = m.lastgroup
        if kind == "__WORD__":
            kind = (keywords or {}).get(m.group(kind)) or fallback or "BARE_ID"
        return UnexpectedToken(_token(kind, m.group(m.lastgroup), pos), allowed)

    def _fail_token(self, kind: str, value: str, start_pos: int, state: int) -> ParseFailure:
        return UnexpectedToken(_token(kind, value, start_pos), self._accepted(state))

    # -- the parser loop ---------------------------------------------------------------------
    _nesting = 0

    def parse(self, text: str, start: str) -> Any:
        """Parse `text`.  A nested parse (a dialect attribute's body) keeps
        the positions of the outer text's tokens."""
        saved = Token._newlines
        FastLALR._nesting += 1
        try:
            return self._parse(text, start)
        finally:
            FastLALR._nesting -= 1
            if FastLALR._nesting:
                Token._newlines = saved

    def _parse(self, text: str, start: str) -> Any:
        Token.set_text(text)
        kept = self.kept
        scanners = self._scanners
        make_scanner = self._scanner
        rows = self._rows
        make_row = self._row
        end = len(text)
        state = self.start_states[start]
        end_state = self.end_states[start]
        state_stack = [state]
        value_stack: list[Any] = []
        push_state = state_stack.append
        push_value = value_stack.append
        pos = 0
        new_token = _new_str
        while True:
            # Lex the next token in the context of the current state.
            rx, keywords, fallback = scanners[state] or make_scanner(state)
            m = rx.match(text, pos)
            if m is None:
                if self._skip_blanks(text, pos) < end:  # only whitespace and comments may remain
                    raise self._fail_lex(text, pos, state).on(value_stack, state_stack)
                pos = end
                kind = "$END"
                value = ""
                start_pos = end
            else:
                kind = m.lastgroup
                start_pos, pos = m.span(kind)  # the group ends the match
                value = text[start_pos:pos]
                if kind in _SYMBOL_HEADS and pos < end and text[pos] == "<":
                    body_end = scan_body(text, pos)
                    if body_end < 0:
                        raise body_error(text, pos)
                    value = text[start_pos:body_end]
                    pos = body_end
                elif kind == "__WORD__":
                    kind = keywords.get(value) or fallback  # type: ignore[union-attr]
                    if kind is None:
                        raise self._fail_lex(text, start_pos, state).on(value_stack, state_stack)
            # Reduce as the lookahead asks, then shift it.
            while True:
                row = rows[state] or make_row(state)
                try:
                    shift, arg = row[kind]
                except KeyError:
                    raise self._fail_token(kind, value, start_pos, state).on(value_stack, state_stack) from None
                if shift:
                    break
                size, callback, origin = arg
                if callback is None:
                    state_stack.pop()
                    top = state_stack[-1]
                    state = (rows[top] or make_row(top))[origin][1]
                    push_state(state)
                    if state == end_state and kind == "$END":
                        return value_stack[-1]
                    continue
                if callback is False:  # DISCARD
                    if size:
                        del state_stack[-size:]
                        del value_stack[-size:]
                    top = state_stack[-1]
                    state = (rows[top] or make_row(top))[origin][1]
                    push_state(state)
                    push_value(None)
                    continue
                if size == 1:
                    children = [value_stack.pop()]
                    state_stack.pop()
                elif size:
                    children = value_stack[-size:]
                    del state_stack[-size:]
                    del value_stack[-size:]
                else:
                    children = []
                result = callback(children)
                top = state_stack[-1]
                state = (rows[top] or make_row(top))[origin][1]
                push_state(state)
                push_value(result)
                if state == end_state and kind == "$END":
                    return result
            state = arg
            push_state(state)
            if kind in kept:
                tok = new_token(Token, value)
                tok.type = kind
                tok.value = value
                tok.start_pos = start_pos
                push_value(tok)
            else:
                push_value(None)
