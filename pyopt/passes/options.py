"""Pass option strings as MLIR's PassOptions reads and prints them.

`max-iterations=3 top-down` (from `--canonicalize=...` or `canonicalize{...}`)
is split like MLIR's `parseNextArg`: on spaces outside quotes and braces, one
level of `'...'`, `"..."` or `{...}` stripped from a value; list values are
split on commas the same way.  Bad values are reported with the wording of
LLVM's command-line parser (`'abc' value invalid for long argument!`)."""

from __future__ import annotations

from typing import Any

from pyopt.passes.pass_base import Option, Pass

PROGRAM = "pyopt"
_SPACE = " \t\n\v\f\r"


class OptionError(Exception):
    """A bad option string.  `direct` is what LLVM's command-line library
    prints straight to stderr (`pyopt: for the --x option: ...`); `message`
    is what goes into the error the pass manager reports (may be empty)."""

    def __init__(self, message: str, direct: str = "") -> None:
        super().__init__(message or direct)
        self.message = message
        self.direct = direct


def _strip_escape(text: str) -> str:
    """extractArgAndUpdateOptions: trim, then drop one pair of quotes or braces."""
    text = text.strip(_SPACE)
    if len(text) > 1:
        for first, last in (("'", "'"), ('"', '"'), ("{", "}")):
            if text[0] == first and text[-1] == last:
                return text[1:-1].strip(_SPACE)
    return text


def _skip_quoted(text: str, pos: int) -> int:
    """At a quote: the index of its closing quote (or pos if unclosed)."""
    close = text.find(text[pos], pos + 1)
    return close if close != -1 else pos


def _find_unescaped(text: str, start: int, char: str) -> int:
    """The first `char` at or after `start` outside quotes and braces; -1 if none."""
    i = start
    n = len(text)
    while i < n:
        if text[i] == char:
            return i
        i = _skip_escaped(text, i) + 1
    return -1


def _skip_escaped(text: str, i: int) -> int:
    """At a quote or `{`: the index of its closing quote or brace (nested
    braces and quotes inside count); elsewhere `i` itself."""
    c = text[i]
    if c in "'\"":
        return _skip_quoted(text, i)
    if c != "{":
        return i
    depth = 1
    i += 1
    while i < len(text):
        if text[i] in "'\"":
            i = _skip_quoted(text, i)
        elif text[i] == "{":
            depth += 1
        elif text[i] == "}":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return i - 1


def split_options(text: str) -> list[tuple[str, str | None]]:
    """The (key, value) pairs of an option string, in order; value None for
    a bare key (`top-down`)."""
    pairs: list[tuple[str, str | None]] = []
    rest = text
    while rest:
        n = len(rest)
        i = 0
        while i < n and rest[i] not in " =":
            i += 1
        key = rest[:i].strip(_SPACE)
        if i == n or rest[i] == " ":
            rest = rest[i:].lstrip(_SPACE)
            if key:
                pairs.append((key, None))
            continue
        rest = rest[i + 1:]
        n = len(rest)
        j = 0
        while j < n and rest[j] != " ":
            j = _skip_escaped(rest, j) + 1
        j = min(j, n)
        value = _strip_escape(rest[:j])
        rest = rest[j:].lstrip(_SPACE)
        if key:
            pairs.append((key, value))
    return pairs


def split_list(text: str) -> list[str]:
    """parseCommaSeparatedList: elements split on top-level commas."""
    if not text:
        return []
    items: list[str] = []
    rest = text
    while True:
        comma = _find_unescaped(rest, 0, ",")
        if comma == -1:
            items.append(_strip_escape(rest))
            return items
        items.append(_strip_escape(rest[:comma]))
        rest = rest[comma + 1:].lstrip(_SPACE)


def _auto_radix_int(text: str) -> int | None:
    """StringRef::getAsInteger(0, ...): 0x/0b/0o prefixes, a leading 0 is octal."""
    s = text
    negative = s.startswith("-")
    if negative:
        s = s[1:]
    radix = 10
    low = s.lower()
    if low.startswith("0x"):
        radix, s = 16, s[2:]
    elif low.startswith("0b"):
        radix, s = 2, s[2:]
    elif low.startswith("0o"):
        radix, s = 8, s[2:]
    elif len(s) > 1 and s[0] == "0" and s[1].isdigit():
        radix, s = 8, s[1:]
    if not s or not all(c in "0123456789abcdefghijklmnopqrstuvwxyz"[:radix] for c in s.lower()):
        return None
    value = int(s, radix)
    return -value if negative else value


def parse_value(option: Option, value: str | None) -> Any:
    """The option's value from its text, or OptionError with LLVM's words."""
    kind = option.type
    where = f"{PROGRAM}: for the --{option.arg} option: "
    if kind is bool:
        if value is None or value in ("true", "TRUE", "True", "1", ""):
            return True
        if value in ("false", "FALSE", "False", "0"):
            return False
        raise OptionError("", f"{where}'{value}' is invalid value for boolean argument! Try 0 or 1\n")
    text = "" if value is None else value
    if kind is int:
        parsed = _auto_radix_int(text)
        lo, hi = option.int_range
        if parsed is None or not lo <= parsed <= hi:
            raise OptionError("", f"{where}'{text}' value invalid for {option.int_kind} argument!\n")
        return parsed
    if kind is float:
        try:
            return float(text)
        except ValueError:
            raise OptionError("", f"{where}'{text}' value invalid for floating point argument!\n") from None
    if isinstance(kind, tuple):
        if text not in kind:
            raise OptionError("", f"{where}Cannot find option named '{text}'!\n")
        return text
    if kind is list:
        return split_list(text)
    return text


def apply_options(p: Pass, text: str) -> None:
    """Set the options of pass `p` from an option string (Pass::initializeOptions)."""
    if not text:
        return
    by_arg = {o.arg: o for o in p.options()}
    seen_lists: set[str] = set()
    for key, value in split_options(text):
        option = by_arg.get(key)
        if option is None:
            raise OptionError(f"<Pass-Options-Parser>: no such option {key}\n")
        parsed = parse_value(option, value)
        if option.type is list:
            if key in seen_lists:  # later occurrences add to the list
                parsed = list(getattr(p, option.attr)) + parsed
            seen_lists.add(key)
        setattr(p, option.attr, parsed)


def format_string(value: str) -> str:
    """A string value as MLIR prints it: in braces when it holds a space
    before any brace or quote (so it reads back as one value)."""
    space = value.find(" ")
    if space == -1:
        return value
    escapes = [i for i in (value.find("{"), value.find("'"), value.find('"')) if i != -1]
    if escapes and min(escapes) < space:
        return value
    return "{" + value + "}"


def format_value(option: Option, value: Any) -> str:
    if option.type is bool:
        return "true" if value else "false"
    if option.type is float:
        return repr(float(value))
    if option.type is list:
        return ",".join(format_string(str(v)) for v in value)
    if option.type is int:
        return str(int(value))
    return format_string(str(value))


def format_options(p: Pass) -> str:
    """`{a=1 b=true}`: every option, sorted by name; an empty list prints
    as nothing (MLIR leaves the separating spaces); no options: ``.
    pyopt-only options (Option.extension) print only when not at their default."""
    options = sorted((o for o in p.options() if not (o.extension and getattr(p, o.attr) == o.default)),
                     key=lambda o: o.arg or "")
    if not options:
        return ""
    parts = []
    for o in options:
        value = getattr(p, o.attr)
        if o.type is list:
            parts.append(f"{o.arg}={{{format_value(o, value)}}}" if value else "")
        else:
            parts.append(f"{o.arg}={format_value(o, value)}")
    return "{" + " ".join(parts) + "}"
