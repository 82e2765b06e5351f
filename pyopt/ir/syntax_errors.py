"""Turns the LALR parser's syntax errors into MLIR's messages, at the
positions mlir-opt reports them."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

from pyopt.ir.attributes import FileLineColLoc
from pyopt.ir.diagnostics import MLIRError, two_errors

# When several tokens could follow, MLIR names the one its parser was
# about to require; this order picks it for the usual cases.
_PUNCT_ORDER = [":", ")", "]", "}", ">", ",", "=", "(", "->", "<", "{", "["]


# The characters MLIR's Lexer::lexToken starts a token with (besides
# letters and digits).
_TOKEN_STARTS = set("_:,.(){}[]<>=+*-?|#@%^!\"")


def _loc(builder: Any, text: str, pos: int) -> FileLineColLoc:
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return FileLineColLoc(builder.ctx.filename, line + builder.ctx.line_offset, col)


def _eof_pos(text: str) -> int:
    """mlir-opt moves an error at the end of the buffer back one character."""
    return max(len(text) - 1, 0)


def _literal(name: str) -> str | None:
    from pyopt.ir.grammar import get_fast_parser

    term = get_fast_parser().terminals.get(name)
    if term is not None and term[3]:  # a string terminal
        return term[4]
    return None


def _wrong_token_pos(text: str, pos: int) -> int:
    """Parser::emitWrongTokenError: a token that starts a line is reported
    at the end of the previous line with code (comments skipped)."""
    end = pos
    while True:
        while end > 0 and text[end - 1] in " \t":
            end -= 1
        if end == 0:
            return pos
        if text[end - 1] not in "\n\r":
            return end if end != pos else pos
        end -= 1
        line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end))
        comment = text.find("//", line_start + 1, end)
        if comment >= 0:
            end = comment


def _at_op_start(expected: Any) -> bool:
    return any(str(x).startswith("OPK__") for x in expected)


def _expected_message(expected: Any) -> str:
    if _at_op_start(expected):
        return "expected operation name in quotes"
    names = {str(x) for x in expected}
    if "INT_TYPE" in names and "FLOAT_TYPE" in names:
        # A type may start here: Parser::parseAttribute's or parseNonFunctionType's
        # fallback, before any punctuation that could also follow.
        if "STRING" in names and "INTEGER" in names:
            return "expected attribute value"
        return "expected non-function type"
    literals = {lit for lit in (_literal(str(x)) for x in expected) if lit is not None}
    if {">=", "=="} <= literals:  # AffineParser::parseAffineConstraint, after the expression
        return "expected '== affine-expr' or '>= affine-expr' at end of affine constraint"
    for punct in _PUNCT_ORDER:
        if punct in literals:
            return f"expected '{punct}'"
    if "VALUE" in names:
        return "expected SSA operand"
    if "type" in names or "INT_TYPE" in names or "FLOAT_TYPE" in names:
        return "expected type"
    if "SYMBOL" in names:
        return "expected valid '@'-identifier for symbol name"
    if "CARET" in names:
        return "expected block name"
    if "INTEGER" in names:
        return "expected integer value"
    if "STRING" in names:
        return "expected string"
    if literals:
        return f"expected '{sorted(literals)[0]}'"
    return "unexpected token"


_OP_NAME = re.compile(r"(?<![!#@%^\w.$\"])([a-zA-Z_][\w$]*\.[\w$.]+)")


def _enum_expectation(expected: Any, text: str, pos: int) -> str | None:
    """The generated parser of an enum property in an op's custom syntax:
    a token that is none of the enum's keywords.  The op is the closest
    one before the error that has such an enum property."""
    from pyopt.ir.constraints import EnumAttrC
    from pyopt.ir.registry import registry

    # The enum's keywords, or a string spelling one of them.
    literals = {_literal(str(x)) for x in expected if str(x) != "STRING"}
    if not literals or not all(lit is not None and lit.isidentifier() for lit in literals):
        return None  # something else may come here: the enum is optional, MLIR expects that
    candidates = list(_OP_NAME.finditer(text, max(0, pos - 4000), pos))
    for m in reversed(candidates[-20:]):
        cls = registry.lookup_op(m.group(1))
        info = getattr(cls, "op_def", None)
        if info is None:
            continue
        for name, d in info.props.items():
            c = d.constraint
            if isinstance(c, EnumAttrC) and c.by_name.keys() <= literals:
                return (f"custom op '{cls.name}' expected string or keyword containing one of the following enum "  # type: ignore[union-attr]
                        f"values for attribute '{name}' [{', '.join(n for n, _ in c.cases)}]")
    return None


def _bare_enum_expectation(e: Any, text: str, pos: int) -> str | None:
    """An enum property spelled as a bare identifier or string (its cases
    lexed as identifiers): the message of the custom op being parsed, if it
    has exactly one enum property."""
    from pyopt.ir.constraints import EnumAttrC
    from pyopt.ir.registry import registry

    if not {str(x) for x in e.expected} <= {"BARE_ID", "STRING"}:
        return None
    name = _custom_op_in_progress(e, text, pos)
    info = getattr(registry.lookup_op(name), "op_def", None) if name else None
    if info is None:
        return None
    enums = [(n, d.constraint) for n, d in info.props.items() if isinstance(d.constraint, EnumAttrC)]
    if len(enums) != 1:
        return None
    prop, c = enums[0]
    return (f"custom op '{name}' expected string or keyword containing one of the following enum values for "
            f"attribute '{prop}' [{', '.join(n for n, _ in c.cases)}]")


_GENERIC_OP_TAIL = {"COLON", "LBRACE", "LESSTHAN", "LPAR", "LSQB"}


def _innermost_open(text: str, pos: int) -> int:
    """The offset of the innermost bracket still open at `pos` (-1: none),
    strings skipped."""
    return next(_enclosing_opens(text, pos), -1)


def _enclosing_opens(text: str, pos: int) -> Iterator[int]:
    """The offsets of the brackets still open at `pos`, innermost first,
    strings and comments skipped: one backward scan for all of them (a
    loop of `_innermost_open` calls rescans each line once per level, which
    is quadratic in a long line of deeply nested brackets)."""
    depth = 0
    line_start = text.rfind("\n", 0, pos) + 1
    i = _comment_start(text, line_start, pos) - 1
    while i >= 0:
        if i < line_start:  # on to the previous line, its comment skipped
            line_start = text.rfind("\n", 0, i) + 1
            i = _comment_start(text, line_start, i) - 1
            continue
        ch = text[i]
        if ch == '"':  # back over a string literal
            i -= 1
            while i >= 0 and not (text[i] == '"' and text[i - 1:i] != "\\"):
                i -= 1
        elif ch in ")]}>" and not (ch == ">" and text[i - 1:i] == "-"):
            depth += 1
        elif ch in "([{<":
            if depth == 0:
                yield i
            else:
                depth -= 1
        i -= 1


def _comment_start(text: str, start: int, end: int) -> int:
    """Where a `//` comment starts in text[start:end] (strings skipped), else end."""
    i = start
    while i < end:
        ch = text[i]
        if ch == '"':
            i += 1
            while i < end and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch == "/" and text.startswith("//", i):
            return i
        i += 1
    return end


def _word_before(text: str, pos: int) -> str:
    end = pos
    while end > 0 and text[end - 1] in " \t\r\n":
        end -= 1
    start = end
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_$."):
        start -= 1
    return text[start:end]


def _generic_op_statement(text: str, pos: int) -> bool:
    """Whether `pos` follows a generic op's `"name"(...)` (and its optional
    successors, properties, regions, attributes): the op's quoted name is
    the first thing of its statement."""
    i = pos
    while True:
        while i > 0 and text[i - 1] in " \t\r\n":
            i -= 1
        if i == 0:
            return False
        ch = text[i - 1]
        if ch in ")]}>":
            open_at = _innermost_open(text, i - 1)
            if open_at < 0:
                return False
            i = open_at
            continue
        if ch != '"':
            return False
        j = i - 2
        while j >= 0 and not (text[j] == '"' and text[j - 1:j] != "\\"):
            j -= 1
        before = text[:max(j, 0)].rstrip(" \t")
        return not before or before[-1] in "\n{=" or before.endswith(("})", "}"))


def _in_context(message: str, expected: Any, text: str, pos: int) -> str:
    """MLIR's parsers name what they were parsing in some messages: an
    operation type, a location."""
    names = {str(x) for x in expected}
    if message == "expected ':'" and names <= _GENERIC_OP_TAIL and _generic_op_statement(
            text, _wrong_token_pos(text, pos)):
        return "expected ':' followed by operation type"
    ssa = _ssa_syntax(message, text, pos)
    if ssa is not None:
        return ssa
    if {"UNKNOWN", "CALLSITE", "FUSED"} <= names:
        return "expected location instance"
    if message == "expected '='":
        line = text[:pos].rsplit("\n", 1)[-1].lstrip()
        if line.startswith("#"):
            return "expected '=' in attribute alias definition"
        if line.startswith("!"):
            return "expected '=' in type alias definition"
    word = _word_before(text, pos)
    if message == "expected ':'" and re.search(r"\^[\w$.-]+(\([^()]*\))?\s*$", text[:pos]):
        return "expected ':' after block name"  # a block label (its arguments closed)
    if message == "expected '}'" and "STRING" in names and "VALUE" not in names and \
            text[:pos].rstrip().endswith(("{", ",")):
        return "expected attribute name"  # where an attribute dictionary entry starts
    if message == "expected '('" and word in ("loc", "callsite"):
        return "expected '(' in location" if word == "loc" else "expected '(' in callsite location"
    keyword = _keyword_context(message, text, pos, word)
    if keyword is not None:
        return keyword
    open_at = _innermost_open(text, pos)
    if open_at < 0:
        return message
    owner = _word_before(text, open_at)
    if text[open_at] == "(":
        if owner == "loc" and message == "expected ')'":
            return "expected ')' in location"
        if owner == "callsite" and ("AT" in names or "RPAR" in names):
            # LocationParser::parseCallSiteLocation: callee, `at`, caller, `)`.
            if re.search(r"\bat\b", text[open_at + 1:pos]) is None:
                return "expected 'at' in callsite location"
            return "expected ')' in callsite location"
        if "RPAR" in names and text[:open_at].rstrip().endswith('"'):
            if _in_location(text, open_at):
                return "expected ')' after child location of NameLoc"
            if _generic_op_statement(text, open_at):
                return "expected ')' to end operand list"
    fused = owner == "fused" or (text[open_at] == "[" and _fused_metadata_before(text, open_at))
    if fused and text[open_at] == "<" and message == "expected '>'":
        return "expected '>' after fused location metadata"
    if fused and text[open_at] == "[" and "RSQB" in names:
        return "expected ']' in fused location"
    if message == "expected '['" and (word == "fused" or _fused_metadata_before(text, pos)):
        return "expected '[' in fused location"
    return message


_RESULT_NAMES = re.compile(r"(?:^|[\n{])[ \t]*%[\w$.-]+(?::\d+)?(?:[ \t]*,[ \t]*%[\w$.-]+(?::\d+)?)*[ \t]*(,|:)?[ \t]*$")
_BLOCK_LABEL_OPEN = re.compile(r"(?:^|[\n{])[ \t]*\^[\w$.-]+[ \t]*$")


def _code_before(text: str, pos: int) -> str:
    """The source before `pos` without trailing blanks and `//` comment lines."""
    lines = text[:pos].split("\n")
    while lines and (not lines[-1].strip() or lines[-1].lstrip().startswith("//")):
        lines.pop()
    return "\n".join(lines).rstrip()


def _ssa_syntax(message: str, text: str, pos: int) -> str | None:
    """OperationParser's messages for the names an op's results are bound to
    (parseOperation), block arguments (parseSSADefOrUseAndType) and a
    successor's operands (parseSuccessorAndUseList)."""
    line_start = text.rfind("\n", 0, pos) + 1
    m = _RESULT_NAMES.search(text, line_start - 1 if line_start else 0, pos)
    if m is not None and _code_before(text, m.start() + 1).endswith((",", "(", "[")):
        m = None  # a continuation line of an op's operands, not the result names of a new op
    if m is not None and m.end() == pos or (m is not None and not text[m.end():pos].strip()):
        tail = m.group(1)
        if tail == ":" and message == "expected integer value":
            return "expected integer number of results"
        if tail == "," and message == "expected SSA operand":
            return "expected valid ssa identifier"
        if tail is None and message in ("expected ','", "expected ':'"):
            return "expected '=' after SSA name"
    open_at = _innermost_open(text, pos)
    if open_at < 0 or text[open_at] != "(":
        return None
    before = text[:open_at]
    after = text[:_wrong_token_pos(text, pos)].rstrip()  # the code before the token, comments skipped
    if _BLOCK_LABEL_OPEN.search(before):
        if after.endswith(("(", ",")) and message != "expected SSA operand":
            return "expected SSA operand"
        if re.search(r"%[\w$.-]+$", after) and message == "expected ':'":
            return "expected ':' and type for SSA operand"
    elif re.search(r"\^[\w$.-]+[ \t]*$", before) and after.endswith("(") and message == "expected SSA operand":
        return "expected ':'"  # no operands: their types' `:` is next
    elif message == "expected ')'" and text[open_at + 1:].lstrip().startswith("{") and _generic_op_statement(
            text, open_at):
        return "expected ')' to end region list"
    return None


# Parser::parseToken's messages inside builtin attributes and types that a
# keyword introduces (AttributeParser.cpp, TypeParser.cpp).
_AFTER_KEYWORD = {"array": "after 'array'", "dense_resource": "after 'dense_resource'", "strided": "after 'strided'",
                  "tuple": "in tuple type", "complex": "in complex type"}
_CLOSING_IN = {"tuple": "expected '>' in tuple type", "complex": "expected '>' in complex type",
               "array": "expected '>' to close an array attribute"}


def _distinct_id_before(text: str, pos: int) -> bool:
    """Whether `distinct[N]` ends right before `pos`."""
    before = text[:pos].rstrip()
    if not before.endswith("]"):
        return False
    open_at = _innermost_open(text, len(before) - 1)
    return open_at >= 0 and text[open_at] == "[" and _word_before(text, open_at) == "distinct"


# parseDistinctAttr after parseAttribute failed: its own error follows the attribute's.
DISTINCT_NO_ATTRIBUTE = "expected attribute value\0expected attribute"


def _keyword_context(message: str, text: str, pos: int, word: str) -> str | None:
    if message == "expected '<'":
        if word in _AFTER_KEYWORD:
            return f"expected '<' {_AFTER_KEYWORD[word]}"
        if _distinct_id_before(text, pos):
            return "expected '<' after distinct ID"
    if message == "expected '['" and word == "distinct":
        return "expected '[' after 'distinct'"
    open_at = _innermost_open(text, pos)
    if open_at < 0:
        return None
    owner = _word_before(text, open_at)
    if text[open_at] == "[" and owner == "distinct":
        if message == "expected ']'":
            return "expected ']' to close distinct ID"
        if text[:pos].rstrip().endswith("["):
            return "expected distinct ID"
    if text[open_at] == "<":
        if message == "expected '>'" and _distinct_id_before(text, open_at):
            return "expected '>' to close distinct attribute"
        if message == "expected attribute value" and _distinct_id_before(text, open_at):
            return DISTINCT_NO_ATTRIBUTE
        if owner == "array" and message == "expected ':'":
            return "expected ':' after dense array type"
        if message in ("expected '>'", "expected ']'") and owner in _CLOSING_IN:
            return _CLOSING_IN[owner]
    if text[open_at] == "(" and message in ("expected ','", "expected ')'") and any(
            text[j] == "<" and _word_before(text, j) in ("dense", "sparse") for j in _enclosing_opens(text, pos)):
        return ("expected ',' between complex elements" if message == "expected ','"
                else "expected ')' after complex elements")
    return None


def _in_location(text: str, pos: int) -> bool:
    """Whether `pos` is inside a `loc(...)`."""
    return any(text[j] == "(" and _word_before(text, j) == "loc" for j in _enclosing_opens(text, pos))


def _fused_metadata_before(text: str, pos: int) -> bool:
    """Whether `fused<...>` ends right before `pos`."""
    before = text[:pos].rstrip()
    if not before.endswith(">"):
        return False
    open_at = _innermost_open(text, len(before) - 1)
    return open_at >= 0 and text[open_at] == "<" and _word_before(text, open_at) == "fused"


_AFFINE_EXPR_START = {"BARE_ID", "INTEGER", "LPAR", "MINUS"}
_AFFINE_OPERATORS = ("+", "-", "*", "floordiv", "ceildiv", "mod")


def _affine_body(text: str, pos: int) -> int:
    """The offset of the `<` of the affine_map/affine_set `pos` is in, or -1."""
    return next((j for j in _enclosing_opens(text, pos)
                 if text[j] == "<" and _word_before(text, j) in ("affine_map", "affine_set")), -1)


def _affine_syntax(expected: Any, text: str, pos: int) -> tuple[str, int] | None:
    """AffineParser's messages (and positions) for a malformed expression."""
    if _affine_body(text, pos) < 0:
        return None
    names = {str(x) for x in expected}
    before = text[:pos].rstrip()
    word = _word_before(text, pos)
    if word in ("floordiv", "ceildiv", "mod") and text[:len(before) - len(word)].rstrip()[-1:] in "(,":
        # At the start of an expression these are identifiers to MLIR, never declared.
        return "use of undeclared identifier", _wrong_token_pos(text, len(before) - len(word))
    if _AFFINE_EXPR_START <= names:
        if text.startswith(">", pos) and before.endswith("-") and len(before) == pos:
            return "expected affine expression", pos - 1  # `->` where an expression belongs
        for op in _AFFINE_OPERATORS:
            if before.endswith(op) and (op in "+-*" or not before[:-len(op)][-1:].isalnum()):
                if op == "-" and before[:-1].rstrip()[-1:] in "(,[":
                    break  # a negation, not a binary operator
                return "missing right operand of binary operator", pos
        if text.startswith(")", pos) and before.endswith("("):
            return "no expression inside parentheses", pos
        if text[pos:pos + 1] in ("*", "+"):
            return "missing left operand of binary operator", pos
        return "expected affine expression", pos
    open_at = _innermost_open(text, pos)
    if names == {"LPAR"} and before.endswith("->"):
        return "expected '(' in affine map range", _wrong_token_pos(text, pos)
    if open_at >= 0 and text[open_at] == "(" and text[:open_at].rstrip().endswith("->") and "RPAR" in names:
        return "expected ')' in affine map range", _wrong_token_pos(text, pos)
    return None


def unknown_op(word: str, loc: FileLineColLoc, default_dialect: str) -> MLIRError:
    """OperationParser::parseCustomOperation's errors for a name that is no
    op: a bare name is looked up in the default dialect of the enclosing
    custom-form op (builtin at the top; none in an op without one)."""
    from pyopt.ir.registry import MLIR_OPT_DIALECTS, registry

    name = word.strip()
    dialect, dot, _ = name.partition(".")
    tried = ""
    if not dot:
        tried, dialect = f" (tried '{default_dialect}.{name}' as well)", default_dialect
    if (dot or not dialect) and not registry.has_dialect(dialect) and dialect not in MLIR_OPT_DIALECTS:
        return MLIRError(f"Dialect `{dialect}' not found for custom op '{name}' {tried}", loc).note(
            "Available dialects: " + ", ".join(MLIR_OPT_DIALECTS) + " ; for more info on dialect "
            "registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-"
            "dialects-management", loc)
    if dot and registry.lookup_op(name) is not None:  # declared, but only in generic form
        return MLIRError(f"custom op '{name}' has no custom assembly form", loc)
    return MLIRError(f"custom op '{name}' is unknown{tried}", loc)


# Messages of OpAsmParser methods that report through CustomOpAsmParser::emitError
# (parseKeyword, parseInteger, parseSymbolName): prefixed with `custom op 'X' ` and
# at the current token.  Punctuation, operands and types go to the Parser itself.
_KEYWORD_MESSAGE = re.compile(r"expected '[A-Za-z_][\w.$-]*'$")
_CUSTOM_OP_MESSAGES = ("expected integer value", "expected valid '@'-identifier for symbol name",
                       "expected valid keyword")


def _custom_op_in_progress(e: Any, text: str, pos: int) -> str | None:
    """The op whose custom parser is at `pos`: the innermost op keyword
    still on the parser's stack, unless a region or attribute dictionary
    of it is open at `pos` (what is parsed there is not the op's own)."""
    for item in reversed(getattr(e, "stack", None) or ()):
        kind = getattr(item, "type", None)
        if isinstance(kind, str) and kind.startswith("OPK__"):
            start = getattr(item, "start_pos", None)
            if start is None:
                return None
            if any(text[j] == "{" for j in itertools.takewhile(lambda j: j > start, _enclosing_opens(text, pos))):
                return None
            return _op_name_of_terminal(kind)
    return None


def _enclosing_default_dialect(e: Any, text: str, pos: int) -> str:
    """The default dialect at `pos`: that of the innermost custom-form op
    whose region is open there (the parser's stack, not the builder's: an
    op just closed may not be reduced yet), builtin at the top."""
    from pyopt.ir.registry import registry

    for item in reversed(getattr(e, "stack", None) or ()):
        kind = getattr(item, "type", None)
        start = getattr(item, "start_pos", None)
        if not (isinstance(kind, str) and kind.startswith("OPK__")) or start is None:
            continue
        if any(text[j] == "{" for j in itertools.takewhile(lambda j: j > start, _enclosing_opens(text, pos))):
            return getattr(registry.lookup_op(_op_name_of_terminal(kind)), "default_dialect", "")
    return "builtin"


def _op_name_of_terminal(kind: str) -> str:
    """format.op_terminal_name, inverted."""
    name = re.sub(r"_X([0-9A-F]+)_", lambda m: chr(int(m.group(1), 16)), kind[len("OPK__"):])
    return name.lower().replace("__", ".")


def _custom_op_message(e: Any, message: str, text: str, pos: int) -> str | None:
    if message not in _CUSTOM_OP_MESSAGES and not _KEYWORD_MESSAGE.match(message):
        return None
    name = _custom_op_in_progress(e, text, pos)
    return f"custom op '{name}' {message}" if name else None


# parseDynamicIndexList (ViewLikeInterface.cpp): the list's opening delimiter is
# a helper rule named INDEX_LIST_OPEN wherever such a list is parsed; reduced
# as the list starts, it leaves an IndexListOpen on the parser's stack.
INDEX_LIST_OPEN = "index_list_open"


class IndexListOpen:
    """The opening delimiter of a dynamic index list, and its closing one."""

    __slots__ = ("open", "close")

    def __init__(self, open_: str, close: str) -> None:
        self.open = open_
        self.close = close


_CLOSING = {"[": "]", "(": ")"}


def _opens_index_list(parser: Any, state: int) -> bool:
    return any(r.endswith("___" + INDEX_LIST_OPEN) for r in parser.reducible(state))


def _index_list_error(e: Any, names: set[str], text: str, pos: int, builder: Any) -> MLIRError | None:
    """parseDynamicIndexList's errors: parseCommaSeparatedList's (`expected
    '[' in dynamic index list`, `expected ']' ...`, at the wrong token) or
    parseInteger's (at the token, with the op's prefix), then `expected SSA
    value or integer` at the op's name; a scalable `[n` left open fails
    with the last one only.  What the parser would take next (after its
    pending reductions) tells where in the list the error is."""
    from pyopt.ir.grammar import get_fast_parser

    states = getattr(e, "states", None)
    stack = getattr(e, "stack", None) or ()
    op_at = next((i for i in range(len(stack) - 1, -1, -1)
                  if str(getattr(stack[i], "type", "")).startswith("OPK__")), None)
    if not states or op_at is None:
        return None
    parser = get_fast_parser()
    op_tok = stack[op_at]
    op_loc = _loc(builder, text, op_tok.start_pos)
    second = f"custom op '{_op_name_of_terminal(op_tok.type)}' expected SSA value or integer"
    marker = next((v for v in reversed(stack[op_at:]) if isinstance(v, IndexListOpen)), None)
    if marker is not None or _opens_index_list(parser, states[-1]):
        if parser.state_after(states, "INTEGER") is not None:  # an entry: parseOptionalOperand, then parseInteger
            if text[:pos].rstrip().endswith("-"):  # Parser::parseOptionalInteger, after its `-`
                return two_errors("expected integer value", _loc(builder, text, _wrong_token_pos(text, pos)),
                                  second, op_loc)
            return two_errors(f"custom op '{_op_name_of_terminal(op_tok.type)}' expected integer value",
                              _loc(builder, text, pos), second, op_loc)
        if parser.state_after(states, "COMMA") is not None:
            close = marker.close if marker is not None else "]"
            return two_errors(f"expected '{close}' in dynamic index list",
                              _loc(builder, text, _wrong_token_pos(text, pos)), second, op_loc)
        if parser.state_after(states, "RSQB") is not None:
            return MLIRError(second, op_loc)  # a scalable `[n` not closed: no message of its own
    for name in sorted(names):  # a list that should start here
        target = parser.state_after(states, name)
        literal = _literal(name)
        if target is not None and literal in _CLOSING and _opens_index_list(parser, target):
            return two_errors(f"expected '{literal}' in dynamic index list",
                              _loc(builder, text, _wrong_token_pos(text, pos)), second, op_loc)
    return None


# The rules of attribute slots whose grammar is narrower than MLIR's: the
# format's parseAttribute<AttrType> parses any attribute, then refuses one
# of another kind.
_TYPED_ATTRIBUTE_SLOTS = {"SYMBOL": "symbol_ref", "INTEGER": "typed_attr_literal"}


def _attribute_kind_error(e: Any, kind: str, text: str, pos: int, builder: Any) -> MLIRError | None:
    """`custom op 'X' invalid kind of attribute specified` at a token that
    starts an attribute where a custom op's format wants a symbol reference
    or a typed literal."""
    from pyopt.ir.grammar import get_fast_parser

    states = getattr(e, "states", None)
    stack = getattr(e, "stack", None) or ()
    if not states:
        return None
    parser = get_fast_parser()
    if kind not in parser.first_of("attr_only"):
        return None
    op_tok = next((v for v in reversed(stack) if str(getattr(v, "type", "")).startswith("OPK__")), None)
    if op_tok is None or _custom_op_in_progress(e, text, pos) is None:
        return None
    for probe, rule in _TYPED_ATTRIBUTE_SLOTS.items():
        target = parser.state_after(states, probe)
        if target is not None and rule in parser.reducible(target):
            return MLIRError(f"custom op '{_op_name_of_terminal(op_tok.type)}' invalid kind of attribute specified",
                             _loc(builder, text, pos))
    return None


def _generic_op_type_error(names: set[str], kind: str, text: str, pos: int, builder: Any) -> MLIRError | None:
    """Parser::parseGenericOperation parses any type after the op's `:`,
    then wants a function type: `expected function type` at a type that is
    none, parseType's `expected non-function type` at anything else."""
    from pyopt.ir.grammar import get_fast_parser

    before = text[:pos].rstrip()
    if names != {"LPAR"} or not before.endswith(":") or not _generic_op_statement(text, len(before) - 1):
        return None
    if kind in get_fast_parser().first_of("type_only"):
        return MLIRError("expected function type", _loc(builder, text, pos))
    return MLIRError("expected non-function type", _loc(builder, text, _wrong_token_pos(text, pos)))


def _dense_element_error(e: Any) -> str | None:
    """TensorLiteralParser::parseElement's messages where a `dense<>` or
    `sparse<>` element may start (anything else is no element literal), and
    after an element's `-`."""
    from pyopt.ir.grammar import get_fast_parser

    states = getattr(e, "states", None)
    if not states:
        return None
    parser = get_fast_parser()
    target = parser.state_after(states, "TRUE")
    if target is not None and "dense_scalar" in parser.reducible(target):
        return "expected element literal of primitive type"
    target = parser.state_after(states, "INTEGER")
    if target is None:
        return None
    reducible = parser.reducible(target)
    if parser.state_after(states, "LPAR") is None and "dense_scalar" in reducible:
        return "expected integer or floating point literal"
    if "dense_array_value" in reducible:  # DenseArrayElementParser, by the array's element type
        from pyopt.ir.types import FloatType, Type

        element = next((v for v in reversed(getattr(e, "stack", None) or ()) if isinstance(v, Type)), None)
        return "expected floating point literal" if isinstance(element, FloatType) else "expected integer literal"
    return None


def _list_end_error(e: Any) -> str | None:
    """Where a `,` or the closing bracket may come after an element:
    parseCommaSeparatedListUntil's message for an array attribute,
    parseAttributeDict's for a dictionary."""
    from pyopt.ir.grammar import get_fast_parser

    states = getattr(e, "states", None)
    if not states:
        return None
    parser = get_fast_parser()
    if parser.state_after(states, "COMMA") is None:
        return None
    target = parser.state_after(states, "RSQB")
    if target is not None and "attr_untyped" in parser.reducible(target):
        return "expected ',' or ']'"
    target = parser.state_after(states, "RBRACE")
    if target is not None and "dict_attr" in parser.reducible(target):
        return "expected '}' in attribute dictionary"
    return None


_SCALABLE_DIM = re.compile(r"\[\s*[0-9]+")
_VECTOR_DIMS_BEFORE = re.compile(r"\bvector\s*<\s*(([0-9]+|\[\s*[0-9]+\s*\])\s*x\s*)*$")


def _scalable_dim_error(text: str, pos: int) -> int | None:
    """Parser::parseVectorDimensionList: a `[n` in a vector's dimensions
    that no `]` follows; the wrong-token error's offset (after the n)."""
    m = _SCALABLE_DIM.match(text, pos)
    if m is None or text[m.end():].lstrip().startswith("]") or not _VECTOR_DIMS_BEFORE.search(text, 0, pos):
        return None
    return m.end()


def _viable(e: Any, expected: Any) -> Any:
    """The terminals the parser would really shift next.  An LALR state's
    lookaheads merge those of every context that reaches it (after a
    successor, whatever may follow one anywhere); a canonical LR parser, as
    MLIR's recursive descent, would expect only those that survive the
    reductions pending here."""
    from pyopt.ir.grammar import get_fast_parser

    states = getattr(e, "states", None)
    if not states or not expected:
        return expected
    parser = get_fast_parser()
    viable = {x for x in expected if parser.state_after(states, str(x)) is not None}
    return viable or expected


def _finished_construct_error(e: Any) -> MLIRError | None:
    """The error of a construct the parser had finished before the wrong
    token: an op's custom parser checks what it parsed as it goes (an
    affine.for's step before its region), which pyopt's callbacks of the
    op's own rules (`op__x___part`, `dx__...___part`) do once reduced.
    Reductions of the failed state that nothing else can follow are made
    (pending states kept on `e.pending`); only those rules' errors count."""
    from pyopt.ir.grammar import get_fast_parser

    states = getattr(e, "states", None)
    if not states:
        return None
    try:
        e.pending = get_fast_parser().reduce_pending(states, getattr(e, "stack", None) or [])
    except MLIRError as err:
        return err if "___" in getattr(err, "rule", "") else None
    except Exception:  # noqa: BLE001 - a generic rule's callback on a partial construct: the syntax error stands
        return None
    return None


def _pending_states(e: Any) -> list[int]:
    pending = getattr(e, "pending", None)
    return pending[0] if pending else list(getattr(e, "states", None) or ())


def _keyword_with_context(e: Any, text: str, pos: int) -> str | None:
    """OpAsmParser::parseKeyword(keyword, msg): a keyword the custom op in
    progress requires here, with the context its parser gives
    (`OpDef.keyword_contexts`, e.g. affine.for's `to` " between bounds")."""
    from pyopt.ir.grammar import get_fast_parser
    from pyopt.ir.registry import registry

    name = _custom_op_in_progress(e, text, pos)
    contexts = getattr(registry.lookup_op(name), "keyword_contexts", None) if name else None
    states = _pending_states(e)
    if not contexts or not states:
        return None
    parser = get_fast_parser()
    for keyword, context in contexts.items():
        terminal = next((k for k, v in parser.terminals.items() if v[3] and v[4] == keyword), None)
        if terminal is not None and parser.state_after(states, terminal) is not None:
            return f"custom op '{name}' expected '{keyword}'{context}"
    return None


# Lists that MLIR parses with parseCommaSeparatedList(delimiter, ..., context):
# their opening delimiter is a helper rule whose name ends with the key, so
# a state that reduces it (or a stack that holds its marker) names the list.
LIST_OPEN_CONTEXTS = {"affine_map_open": " in affine map", "affine_map_paren_open": " in affine map",
                      "operand_list_open": " in operand list", "operand_list_square_open": " in operand list",
                      "argument_list_open": " in argument list"}


class DelimitedListOpen:
    """The marker an opening-delimiter rule leaves on the parser's stack."""

    __slots__ = ("open", "close", "context")

    def __init__(self, open_: str, close: str, context: str) -> None:
        self.open, self.close, self.context = open_, close, context


def _delimited_list_message(e: Any, message: str, text: str, pos: int) -> str | None:
    """parseCommaSeparatedList's `expected '[' in affine map` (its opening
    delimiter missing) and `expected ']' in affine map` (the list not
    closed, the marker still on the stack); `expected '{' to begin a
    region` where a region must start (Parser::parseRegion)."""
    from pyopt.ir.grammar import get_fast_parser

    states = _pending_states(e)
    if not states:
        return None
    parser = get_fast_parser()
    stack = getattr(e, "stack", None) or ()
    op_at = next((i for i in range(len(stack) - 1, -1, -1)
                  if str(getattr(stack[i], "type", "")).startswith("OPK__")), len(stack))
    marker = next((v for v in reversed(stack[op_at:]) if isinstance(v, DelimitedListOpen)), None)
    if marker is not None and message == f"expected '{marker.close}'":
        return f"expected '{marker.close}'{marker.context}"
    for terminal, literal in (("LPAR", "("), ("LSQB", "[")):
        target = parser.state_after(states, terminal)
        if target is None:
            continue
        for rule in parser.reducible(target):
            key = rule.rpartition("___")[2]
            if key in LIST_OPEN_CONTEXTS:
                return f"expected '{literal}'{LIST_OPEN_CONTEXTS[key]}"
    top = states[-1]
    if parser.has_goto(top, "region") and not parser.has_goto(top, "dict_attr") and \
            parser.state_after(states, "LBRACE") is not None:
        # Optional parts before the region (`-> types`, `: type`) are no
        # expectation of MLIR's: it names the region.
        if message in ("expected '{'", "expected '->'") or parser.accepted(top) == {"LBRACE"}:
            return "expected '{' to begin a region"
    return None


def translate(e: Any, text: str, builder: Any) -> MLIRError:
    """An MLIRError for a syntax error of the LALR driver (pyopt/ir/lalr.py)."""
    from pyopt.ir.lalr import BadDialectBody, UnexpectedCharacters, UnexpectedToken

    if isinstance(e, UnexpectedCharacters):
        e.allowed = _viable(e, e.allowed)
    elif isinstance(e, UnexpectedToken):
        e.expected = _viable(e, e.expected)

    if isinstance(e, BadDialectBody):
        return MLIRError(e.message, _loc(builder, text, e.pos))
    finished = _finished_construct_error(e)
    if finished is not None:
        return finished

    if isinstance(e, UnexpectedCharacters):
        pos = e.pos_in_stream
        ch = text[pos] if pos < len(text) else ""
        scalable = _scalable_dim_error(text, pos)
        if scalable is not None:
            return MLIRError("missing ']' closing scalable dimension", _loc(builder, text, scalable))
        if ch == '"':
            newline = text.find("\n", pos)
            return MLIRError("expected '\"' in string literal",
                             _loc(builder, text, newline if newline >= 0 else len(text)))
        if ch == "@":
            return MLIRError("@ identifier expected to start with letter or '_'", _loc(builder, text, pos + 1))
        word = text[pos:pos + 200].split(None, 1)[0] if text[pos:pos + 1].strip() else ch
        if (ch.isalpha() or ch == "_") and _at_op_start(e.allowed or ()):
            m = re.match(r"[a-zA-Z_][\w$.]*", text[pos:])
            return unknown_op(m.group(0) if m else word, _loc(builder, text, pos),
                              _enclosing_default_dialect(e, text, pos))
        if ch not in _TOKEN_STARTS and not (ch.isascii() and ch.isalnum()):
            # No MLIR token starts with it: mlir-opt's lexer stops here.
            return MLIRError("unexpected character", _loc(builder, text, pos))
        index_list = _index_list_error(e, {str(x) for x in e.allowed or ()}, text, pos, builder)
        if index_list is not None:
            return index_list
        dense = _dense_element_error(e)
        if dense is not None:  # emitError at the current token
            return MLIRError(dense, _loc(builder, text, pos))
        return MLIRError(_in_context(_expected_message(e.allowed), e.allowed, text, pos) if e.allowed
                         else "unexpected character", _loc(builder, text, pos))
    if isinstance(e, UnexpectedToken):
        tok = e.token
        index_list = _index_list_error(e, {str(x) for x in e.expected}, text,
                                       _eof_pos(text) if tok.type == "$END" else tok.start_pos or 0, builder)
        if index_list is not None:
            return index_list
        generic_type = _generic_op_type_error({str(x) for x in e.expected}, tok.type, text,
                                              len(text) if tok.type == "$END" else tok.start_pos or 0, builder)
        if generic_type is not None:
            return generic_type
        if tok.type == "$END":
            message = _list_end_error(e) or _in_context(_expected_message(e.expected), e.expected, text, len(text))
            message = _delimited_list_message(e, message, text, len(text)) or message
            return MLIRError(message, _loc(builder, text, _wrong_token_pos(text, _eof_pos(text))))
        pos = tok.start_pos if tok.start_pos is not None else 0
        scalable = _scalable_dim_error(text, pos)
        if scalable is not None:
            return MLIRError("missing ']' closing scalable dimension", _loc(builder, text, scalable))
        dense = _dense_element_error(e)
        if dense is not None:  # emitError at the current token
            return MLIRError(dense, _loc(builder, text, pos))
        kind_error = _attribute_kind_error(e, tok.type, text, pos, builder)
        if kind_error is not None:
            return kind_error
        if tok.type == "BARE_ID" and _at_op_start(e.expected):
            return unknown_op(str(tok), _loc(builder, text, pos), _enclosing_default_dialect(e, text, pos))
        enum = _enum_expectation(e.expected, text, pos) or _bare_enum_expectation(e, text, pos)
        if enum is not None:  # reported at the token itself (emitError(loc), not a wrong-token error)
            return MLIRError(enum, _loc(builder, text, pos))
        affine = _affine_syntax(e.expected, text, pos)
        if affine is not None:
            return MLIRError(affine[0], _loc(builder, text, affine[1]))
        message = _list_end_error(e) or _in_context(_expected_message(e.expected), e.expected, text, pos)
        keyword = _keyword_with_context(e, text, pos)
        if keyword is not None:
            return MLIRError(keyword, _loc(builder, text, pos))
        delimited = _delimited_list_message(e, message, text, pos)
        if delimited is not None:
            return MLIRError(delimited, _loc(builder, text, _wrong_token_pos(text, pos)))
        custom = _custom_op_message(e, message, text, pos)
        if custom is not None:
            return MLIRError(custom, _loc(builder, text, pos))
        loc = _loc(builder, text, _wrong_token_pos(text, pos))
        if message == DISTINCT_NO_ATTRIBUTE:
            first, second = message.split("\0")
            return two_errors(first, loc, second, loc)
        return MLIRError(message, loc)
    return MLIRError(str(e), None)
