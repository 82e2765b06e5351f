"""Assembles the full grammar (grammar/mlir.lark plus one rule per op,
generated from the op declarations) and builds the LALR parser.

Building the LALR tables takes seconds, so the parser is pickled into a
cache keyed by the sources it comes from; start-up only loads it.  Loading
does not import the dialects: generated rules resolve their callbacks on
first use (see Builder.__getattr__)."""

from __future__ import annotations

import hashlib
import os
import pickle
import re
import sys
import tempfile
from pathlib import Path
from typing import Any

PACKAGE_DIR = Path(__file__).resolve().parent.parent  # .../pyopt
# Installed, grammar/ is the package `pyopt.grammar`; in a checkout it is
# the top-level grammar/ folder.
GRAMMAR_FILE = PACKAGE_DIR / "grammar" / "mlir.lark"
if not GRAMMAR_FILE.exists():
    GRAMMAR_FILE = PACKAGE_DIR.parent / "grammar" / "mlir.lark"

CACHE_VERSION = "3"

# rule name -> the op whose declaration produced it
_RULE_OWNERS: dict[str, str] = {}


def rule_owner(rule: str) -> str:
    return _RULE_OWNERS[rule]


def _dialect_body_regex(depth: int = 12) -> str:
    """`<...>` with balanced brackets, strings and `->`, nested `depth` deep."""
    atom = r'[^<>(){}\[\]"\-]|-(?!>)|->|"(?:[^"\\\n]|\\.)*"'
    inner = f"(?:{atom})"
    for _ in range(depth):
        inner = f"(?:{atom}|[<(\\[{{]{inner}*[>)\\]}}])"
    return f"<{inner}*>"


def dialect_terminals() -> str:
    body = _dialect_body_regex()
    return (f"HASH_ID: /#[a-zA-Z_][\\w$.]*(?:{body})?/\n"
            f"BANG_ID: /![a-zA-Z_][\\w$.]*(?:{body})?/\n")


def generate_grammar() -> tuple[str, dict[str, str]]:
    """The whole grammar text and the owner of each generated rule."""
    from pyopt.ir.format import CUSTOM_DIRECTIVES, directive_rule_name, get_format, op_rule_name, op_terminal_name
    from pyopt.ir.registry import registry

    owners: dict[str, str] = {}
    rules: list[str] = []
    terminals: list[str] = []
    alternatives: list[str] = []
    directives: dict[str, str] = {}
    enums: dict[str, Any] = {}
    for cls in sorted(registry.all_ops(), key=lambda c: c.name):
        name = cls.name
        rule = op_rule_name(name)
        term = op_terminal_name(name)
        spellings = [name, *cls.aliases]
        # A regex with a lookahead, so that an op name is never matched as the
        # prefix of a longer identifier (`vector.extract` in `vector.extractelement`).
        alts = "|".join(re.escape(s) for s in sorted(spellings, key=len, reverse=True))
        terminals.append(f"{term}.3: /(?:{alts})(?![\\w$.])/")
        owners["@word:" + term] = "\x00".join(spellings)
        has_regions = bool(cls.op_def.regions)
        head = f"opstart__{rule[4:]}" if has_regions else term
        if has_regions:
            rules.append(f"opstart__{rule[4:]}: {term}")
            owners[f"opstart__{rule[4:]}"] = name
        if cls.assembly_format is not None:
            fmt = get_format(cls)
            body = fmt.body
            for r, b in fmt.rules.items():
                rules.append(f"{r}: {b}")
                owners[r] = name
            for d in fmt.directives():
                directives.setdefault(d, name)
            for e in cls.op_def.props.values():
                c = e.constraint
                if getattr(c, "grammar", "").startswith("enum__"):
                    enums[c.grammar] = c
                if getattr(c, "directive", None):  # an attribute syntax with its own rule
                    directives.setdefault(c.directive, name)
        elif cls.grammar is not None:
            body = cls.grammar
            for sub, b in getattr(cls, "rules", {}).items():
                rules.append(f"{rule}___{sub}: {b}")
                owners[f"{rule}___{sub}"] = name
            for d in getattr(cls, "uses_directives", ()):
                directives.setdefault(d, name)
        else:
            continue
        rules.append(f"{rule}: {head} {body}".rstrip())
        owners[rule] = name
        alternatives.append(rule)
    for d, owner in directives.items():
        rname = directive_rule_name(d)
        rules.append(f"{rname}: {CUSTOM_DIRECTIVES[d].grammar}")
        owners[rname] = owner
        for sub, b in getattr(CUSTOM_DIRECTIVES[d], "rules", {}).items():  # helper rules
            rules.append(f"{rname}___{sub}: {b}")
            owners[f"{rname}___{sub}"] = owner
    for d in registry.dialects.values():
        for e in d.enums:
            enums[e.grammar] = e
    for gname, e in sorted(enums.items()):
        rules.append(f"!{gname}: " + " | ".join(f'"{k}"' for k, _ in e.cases))
    core = GRAMMAR_FILE.read_text()
    text = "\n".join([
        core,
        dialect_terminals(),
        "?op_body: generic_op\n    | " + "\n    | ".join(alternatives),
        *rules,
        *terminals,
    ]) + "\n"
    return text, owners


def _cache_key() -> str:
    h = hashlib.sha256(CACHE_VERSION.encode())
    h.update(sys.version.encode())
    files = [GRAMMAR_FILE]
    for dirpath, dirnames, filenames in os.walk(PACKAGE_DIR):
        dirnames[:] = [d for d in dirnames if not d.startswith((".", "__"))]
        files.extend(Path(dirpath) / f for f in filenames if f.endswith(".py"))
    for f in sorted(files):
        st = f.stat()
        h.update(f"{f}:{st.st_mtime_ns}:{st.st_size}".encode())
    return h.hexdigest()[:20]


def _cache_dir() -> Path:
    base = os.environ.get("PYOPT_CACHE_DIR") or os.environ.get("XDG_CACHE_HOME")
    if base:
        return Path(base) / "pyopt" if "PYOPT_CACHE_DIR" not in os.environ else Path(base)
    return Path.home() / ".cache" / "pyopt"


_BUILDER: Any = None
_FAST: Any = None

START_SYMBOLS = ["start", "type_only", "attr_only"]


def get_builder() -> Any:
    if _BUILDER is None:
        _load()
    return _BUILDER


def get_fast_parser() -> Any:
    """The fast LALR driver (pyopt/ir/lalr.py) over the cached tables."""
    if _FAST is None:
        _load()
    return _FAST


def parse(text: str, start: str) -> Any:
    """Parse with the fast driver (raises pyopt.ir.lalr.ParseFailure)."""
    return get_fast_parser().parse(text, start)


def _load() -> None:
    global _BUILDER, _FAST
    from pyopt.ir.lalr import FastLALR
    from pyopt.ir.parser import Builder

    builder = Builder()
    key = _cache_key()
    cache_file = _cache_dir() / f"grammar-{key}.pickle"
    data = None
    try:
        with open(cache_file, "rb") as f:
            data = pickle.load(f)
    except Exception:
        data = None
    if data is None:
        from lark import Lark

        from pyopt.ir.lalr import compile_tables

        text, owners = generate_grammar()
        lark = Lark(text, parser="lalr", lexer="contextual", start=START_SYMBOLS,
                    maybe_placeholders=True, propagate_positions=False)
        words = {k[6:]: v.split("\x00") for k, v in owners.items() if k.startswith("@word:")}
        data = {"owners": owners, "tables": compile_tables(lark, words)}
        try:
            cache_file.parent.mkdir(parents=True, exist_ok=True)
            fd, tmp = tempfile.mkstemp(dir=cache_file.parent, prefix=".grammar-")
            with os.fdopen(fd, "wb") as f:
                pickle.dump(data, f, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, cache_file)
            for old in cache_file.parent.glob("grammar-*.pickle"):
                if old != cache_file:
                    old.unlink(missing_ok=True)
        except OSError:
            pass  # a read-only home still works, only slower
    _RULE_OWNERS.update(data["owners"])
    _FAST = FastLALR(data["tables"], builder)
    _BUILDER = builder
