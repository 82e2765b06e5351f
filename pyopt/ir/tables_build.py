"""Generates the parse tables shipped in pyopt/grammar/ (`make tables`).

    python -m pyopt.ir.tables_build             # tables.bin and this interpreter's scanners
    python -m pyopt.ir.tables_build --scanners  # only scanners-<tag>.bin, from tables.bin (no Lark)
    python -m pyopt.ir.tables_build --check     # exit 1, naming `make tables`, if stale

Lark computes the LALR(1) tables of the generated grammar; they are stored
in the compact form the fast driver (pyopt/ir/lalr.py) reads, numbered
canonically (breadth-first from the start states, symbols in name order)
so that the same grammar always gives the same bytes whatever the hash
seed or Lark's set iteration.  Only this module imports Lark."""

from __future__ import annotations

import argparse
import gc
import marshal
import os
import sys
from array import array
from typing import Any

from pyopt.ir import tables as shipped
from pyopt.ir.lalr import pack_blobs
from pyopt.ir.lalr_analysis import LalrTable, TablesParser

MARSHAL_VERSION = 4  # see pyopt/ir/tables.py: read alike by every CPython >= 3.4


def canonical_dumps(value: Any) -> bytes:
    """marshal.dumps, deterministic.  Format 4 shares an object that is
    referenced more than once (by its reference count), so the bytes would
    depend on who else holds a string; here the value is rebuilt from fresh
    objects with equal strings made one, so sharing follows the value alone."""
    fresh = marshal.loads(marshal.dumps(value, 2))  # format 2 has no sharing: all new objects
    memo: dict[str, str] = {}

    def share(x: Any) -> Any:
        t = type(x)
        if t is str:
            return memo.setdefault(x, x)
        if t is tuple:
            return tuple(share(i) for i in x)
        if t is list:
            return [share(i) for i in x]
        if t is dict:
            return {share(k): share(v) for k, v in x.items()}
        if t in (int, bytes, bool, float) or x is None:
            return x
        raise TypeError(f"not a table value: {t.__name__}")

    shared = share(fresh)
    del fresh
    memo.clear()
    return marshal.dumps(shared, MARSHAL_VERSION)


def encode(key: str, payload: Any) -> bytes:
    return b"%s %d %s\n" % (shipped.MAGIC, shipped.FORMAT, key.encode()) + canonical_dumps(payload)


def write(path: str, key: str, payload: Any) -> None:
    """Atomically: a reader sees the old file or the new one, whole."""
    tmp = f"{path}.{os.getpid()}.tmp"
    try:
        with open(tmp, "wb") as f:
            f.write(encode(key, payload))
        os.replace(tmp, path)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)  # our own temporary file, left by a failed write
    shipped.debug("wrote", path)


def expected_key(text: str | None = None, owners: dict[str, str] | None = None) -> str:
    """The KEY of tables generated from the current sources: a digest of
    what feeds them (the generated grammar, the owners of its rules, the
    warm-up input and the generator's code), not of the op classes
    themselves, so a new fold or verifier leaves it alone."""
    import hashlib
    import inspect
    import json

    from pyopt.ir import grammar, lalr, lalr_analysis

    if text is None or owners is None:
        text, owners = grammar.generate_grammar()
    digest = hashlib.sha256()
    for part in (str(shipped.FORMAT), text, json.dumps(owners, sort_keys=True), grammar.WARM_UP,
                 inspect.getsource(compile_tables), inspect.getsource(_warm_up), inspect.getsource(precompile),
                 inspect.getsource(lalr_analysis),
                 inspect.getsource(lalr.FastLALR._describe), repr(lalr._SYMBOL_HEADS), lalr._WORD):
        digest.update(part.encode())
        digest.update(b"\x00")
    return digest.hexdigest()[:32]


# ---- from a Lark parser to the driver's tables ------------------------------------------
def compile_tables(lark: Any, words: dict[str, list[str]] | None = None) -> dict[str, Any]:
    """The compact, marshallable form of a Lark LALR parser.  `words` maps
    terminals that match a fixed set of identifiers (op names) to them."""
    from lark.lexer import PatternStr

    rules: list[Any] = []
    rule_index: dict[Any, int] = {}
    for rule in lark.rules:
        rule_index[rule] = len(rules)
        opts = rule.options
        empty = list(opts.empty_indices) if opts.empty_indices else []
        if empty:
            s = "".join(str(int(b)) for b in empty)
            nones = [len(ones) for ones in s.split("0")]
        else:
            nones = [0] * (len(rule.expansion) + 1)
        include = []
        pending = 0
        for i, sym in enumerate(rule.expansion):
            pending += nones[i]
            if opts.keep_all_tokens or not (sym.is_term and sym.filter_out):
                include.append((i, (not sym.is_term) and sym.name.startswith("_"), pending))
                pending = 0
        pending += nones[len(rule.expansion)]
        needs_filter = bool(empty) or len(include) < len(rule.expansion) or any(x for _, x, _ in include)
        name = str(rule.alias or opts.template_source or rule.origin.name)
        rules.append((str(rule.origin.name), len(rule.expansion), name,
                      bool(opts.expand1 and not rule.alias), tuple(include) if needs_filter else None, pending))
    table = parser_table(lark)
    # Lark numbers states in the iteration order of a set of item sets
    # (hashed by identity): renumber them breadth-first from the start
    # states, following transitions in symbol order.
    order: dict[Any, int] = {}
    queue: list[Any] = []
    for start in sorted(table.start_states):
        state = table.start_states[start]
        if state not in order:
            order[state] = len(order)
            queue.append(state)
    for state in queue:  # grows while it is walked
        shifts = table.shifts[state]
        for name in sorted(shifts):
            if shifts[name] not in order:
                order[shifts[name]] = len(order)
                queue.append(shifts[name])
    if len(order) != len(table.states):
        raise AssertionError("LALR states not reachable from a start state")
    # A row keeps its shifts (and gotos) as a dict; its reductions as
    # (rule, lookahead set) pairs, the sets shared between rows: the states
    # that end an op reduce on every token that may start the next one, and
    # storing those ~1,200-entry rows one by one made the tables 90 MB.
    rows: list[bytes] = []
    set_ids: dict[tuple[str, ...], int] = {}
    for state in queue:
        shifts = {name: order[target] for name, target in sorted(table.shifts[state].items())}
        reduces = sorted((rule_index[rule], tuple(sorted(keys))) for rule, keys in table.reduces[state].items())
        packed = [(rule, set_ids.setdefault(keys, len(set_ids))) for rule, keys in reduces]
        rows.append(canonical_dumps((shifts, packed)))
    terminals = {}
    for t in lark.lexer_conf.terminals:
        is_str = isinstance(t.pattern, PatternStr)
        terminals[t.name] = (t.pattern.to_regexp(), t.priority, t.pattern.max_width, is_str,
                             t.pattern.value, tuple(sorted(t.pattern.flags)))
    kept = set()
    for rule in lark.rules:
        for sym in rule.expansion:
            if sym.is_term and (not sym.filter_out or rule.options.keep_all_tokens):
                kept.add(sym.name)
    return {
        "rows": pack_blobs(rows), "sets": canonical_dumps(list(set_ids)),
        "rules": pack_blobs([canonical_dumps(r) for r in rules]),
        "terminals": terminals, "ignore": [terminals[n][0] for n in lark.lexer_conf.ignore],
        "start": {k: order[v] for k, v in sorted(table.start_states.items())},
        "end": {k: order[v] for k, v in sorted(table.end_states.items())},
        "kept": tuple(sorted(kept)), "words": dict(sorted((words or {}).items())),
    }


def parser_table(lark: Any) -> LalrTable:
    """The LALR table of a Lark parser built by _lark, or by Lark itself."""
    parser = lark.parser.parser
    if isinstance(parser, TablesParser):
        return parser.table
    from lark.parsers.lalr_analysis import Shift

    parse_table = parser.parser.parse_table
    table = LalrTable()
    table.states = list(parse_table.states)
    for state, actions in parse_table.states.items():
        table.shifts[state] = {k: arg for k, (action, arg) in actions.items() if action is Shift}
        reduces: dict[Any, set[str]] = {}
        for k, (action, arg) in actions.items():
            if action is not Shift:
                reduces.setdefault(arg, set()).add(k)
        table.reduces[state] = {rule: frozenset(keys) for rule, keys in reduces.items()}
    table.start_states = dict(parse_table.start_states)
    table.end_states = dict(parse_table.end_states)
    return table


def _lark(text: str, lark_analysis: bool = False, start: list[str] | None = None) -> Any:
    """Lark's grammar compiled and analysed, without the parts pyopt does not
    use; the lookaheads by lalr_analysis (or, to compare, by Lark itself)."""
    from lark import Lark
    from lark.lexer import Lexer

    class TablesOnly(Lexer):
        """Lark's contextual lexer compiles ~90,000 expressions (a fifth of
        the time); the driver has its own, so Lark gets this stand-in."""

        def __init__(self, lexer_conf: Any) -> None:
            self.lexer_conf = lexer_conf

        def lex(self, lexer_state: Any, parser_state: Any) -> Any:
            raise NotImplementedError

    from pyopt.ir.grammar import START_SYMBOLS

    # The analysis makes millions of small objects that all live until it
    # ends: the cyclic collector would scan them again and again (~40% of the time).
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        plugins = {} if lark_analysis else {"LALR_Parser": TablesParser}
        return Lark(text, parser="lalr", lexer=TablesOnly, start=start or START_SYMBOLS,
                    maybe_placeholders=True, propagate_positions=False, _plugins=plugins)
    finally:
        if was_enabled:
            gc.enable()


def _warm_up(tables: dict[str, Any]) -> dict[str, tuple[str, Any, Any]]:
    """The lexer descriptions the typical input (grammar.WARM_UP) needs.  It
    is parsed into plain trees, without the ops' parse callbacks, so what
    is stored depends on the tables alone (and a callback cannot cut the
    warm-up short)."""
    from pyopt.ir.grammar import WARM_UP
    from pyopt.ir.lalr import FastLALR

    class TreesOnly:
        """A transformer without callbacks: every rule becomes a Tree."""

    fast = FastLALR(tables, TreesOnly())
    try:
        fast.parse(WARM_UP, "start")
    except Exception:  # noqa: BLE001 - only a head start: whatever was reached counts
        pass
    # Keywords in name order: _describe collects them from a frozenset.
    return {names: (source, dict(sorted(keywords.items())) if keywords else keywords, fallback)
            for names, (source, keywords, fallback) in fast.described.items()}


def build() -> tuple[str, dict[str, Any]]:
    """(KEY, payload of tables.bin) for the current sources."""
    import lark

    from pyopt.ir import grammar

    text, owners = grammar.generate_grammar()
    key = expected_key(text, owners)
    words = {k[6:]: v.split("\x00") for k, v in owners.items() if k.startswith("@word:")}
    tables = compile_tables(_lark(text), words)
    gc.collect()
    tables["scanner_sets"] = _warm_up(tables)
    return key, {"owners": owners, "tables": tables, "generator": f"lark {lark.__version__}"}


# ---- the per-interpreter lexer programs -------------------------------------------------
def precompile(sources: list[str]) -> dict[str, tuple[Any, ...]]:
    """What _sre.compile needs for each expression (see FastLALR._compile),
    in a marshallable form: re.compile's own steps, without the last."""
    from re import _compiler, _parser  # type: ignore[attr-defined]

    out: dict[str, tuple[Any, ...]] = {}
    for source in sources:
        p = _parser.parse(source, 0)
        code = _compiler._code(p, 0)
        groupindex = dict(p.state.groupdict)
        indexgroup: list[str | None] = [None] * p.state.groups
        for k, i in groupindex.items():
            indexgroup[i] = k
        out[source] = (p.state.flags, array("I", code).tobytes(), p.state.groups - 1, groupindex,
                       tuple(indexgroup))
    return out


def write_scanners(key: str, payload: dict[str, Any]) -> str:
    """scanners-<tag>.bin for this interpreter, from the tables' descriptions."""
    sources = [described[0] for described in payload["tables"]["scanner_sets"].values()]
    path = shipped.scanners_file()
    write(path, key, precompile(sources))
    return path


# ---- the command -------------------------------------------------------------------------
def check() -> list[str]:
    """What is stale, as messages naming the command that regenerates it."""
    expected = expected_key()
    problems = []
    if shipped.read_key(shipped.TABLES_FILE) != expected:
        problems.append(shipped.stale_message(f"the parse tables {shipped.TABLES_FILE}"))
    for path in _scanner_files():
        if shipped.read_key(path) != expected:
            problems.append(shipped.stale_message(f"the scanner programs {path}"))
    return problems


def _scanner_files() -> list[str]:
    return sorted(os.path.join(shipped.GRAMMAR_DIR, f) for f in os.listdir(shipped.GRAMMAR_DIR)
                  if f.startswith("scanners-") and f.endswith(".bin"))


def _locked() -> Any:
    """Hold the checkout's table lock (unless the caller already does)."""
    if os.environ.get("PYOPT_TABLES_LOCK_HELD") == "1":
        return None
    import fcntl

    fd = os.open(shipped.LOCK_FILE, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)
    return fd


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m pyopt.ir.tables_build", description=__doc__.split("\n\n")[0])
    ap.add_argument("--check", action="store_true", help="report stale tables (exit 1), write nothing")
    ap.add_argument("--scanners", action="store_true",
                    help="only write this interpreter's scanner programs, from tables.bin")
    ap.add_argument("--prune", action="store_true",
                    help="remove scanner programs of other interpreters that no longer fit (make tables)")
    a = ap.parse_args(argv)
    if a.check:
        problems = check()
        for p in problems:
            print(f"error: {p}", file=sys.stderr)
        return 1 if problems else 0
    fd = _locked()
    try:
        if a.scanners:
            key, payload = shipped.read(shipped.TABLES_FILE)
        else:
            key, payload = build()
            write(shipped.TABLES_FILE, key, payload)
            print(f"wrote {shipped.TABLES_FILE} ({os.path.getsize(shipped.TABLES_FILE)} bytes)")
        print(f"wrote {write_scanners(key, payload)}")
        if a.prune:
            for path in _scanner_files():
                if shipped.read_key(path) != key:
                    os.unlink(path)  # written by an earlier `make tables`, for older tables
                    print(f"removed {path}")
    finally:
        if fd is not None:
            os.close(fd)
    return 0


if __name__ == "__main__":
    sys.exit(main())
