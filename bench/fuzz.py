#!/usr/bin/env python3
"""Fuzz pyopt for reliability (`make fuzz`; tests/unit/test_fuzz_short.py runs a short one).

    python bench/fuzz.py [--mutants N] [--seed S] [--jobs J] [--timeout SEC]
                         [--subprocess-sample RATE] [--out DIR] [--hypothesis-share F]
                         [--generic-share F]

Inputs: every `.mlir` under tests/ mutated at random (delete, duplicate, swap
and insert tokens, characters and lines; truncate; splice other files; nest
deeply; inject unicode, control characters and invalid UTF-8 bytes), plus
inputs generated with hypothesis (MLIR-ish token soup and structured generic
and custom ops), plus the generic-op mode (bench/fuzz_generic.py: instances
of every registered op in generic form).  Each input runs once per flag set (FLAG_SETS: the base
modes, then one per entry of PASS_FLAGS).

Runs are in-process (pyopt.cli.main.main(args=..., standalone_mode=False) with
stdout/stderr redirected) in `--jobs` worker processes (forked after pyopt
and its grammar are loaded once), each run under a CPU-time timer (SIGPROF,
so a busy machine does not fake hangs; the Python stack of a hang is kept)
and a wall-clock watchdog in the parent that kills a worker stuck where the
timer cannot interrupt it (a C regex, say).  A sample of runs (`--subprocess-sample`) is repeated with the
real `.venv/bin/pyopt` to double-check the in-process result.

What counts as a failure (the rules of the Reliability issue):
  traceback          "Traceback" on stderr, or an exception escaping main()
  internal-error     exit 2 / "pyopt: internal error" (a pyopt bug)
  bad-exit           an exit code other than 0, 1 and 2
  hang               over --timeout CPU seconds (default 5)
  crash              the worker process died (segfault, OOM kill)
  stdout-on-failure  a failing run printed on stdout (not --split-input-file, not
                     --verify-diagnostics: mlir-opt prints each processed chunk there)
Reported, not failures: no-diagnostic (exit 1 without a `file:line:col: error:`
line), slow (a <= 10 KB input over 1 CPU second), out-of-memory,
subprocess-mismatch (the executable disagreed with the in-process run).

Offending inputs go to bench/.cache/fuzz-failures/ (or --out): NAME.mlir
(the exact bytes) and NAME.txt (flags, exit code, stderr, the --debug
traceback of internal errors, the stack of hangs, a command to reproduce).
The exit status is 1 when any failure was found.
"""
from __future__ import annotations

import argparse
import hashlib
import io
import multiprocessing as mp
import os
import random
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import traceback
from collections import Counter, defaultdict
from contextlib import redirect_stderr, redirect_stdout
from dataclasses import dataclass, field
from multiprocessing.connection import wait as mp_wait
from pathlib import Path
from typing import Any, Iterator

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fuzz_generic  # noqa: E402

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
_EXE = REPO / ".venv" / "bin" / "pyopt"
PYOPT_CMD = [str(_EXE)] if _EXE.exists() else [sys.executable, "-m", "pyopt.cli"]
DEFAULT_OUT = BENCH / ".cache" / "fuzz-failures"

# ---------------------------------------------------------------------------- flag sets

BASE_FLAG_SETS: list[list[str]] = [
    [],
    ["--mlir-print-op-generic"],
    ["--split-input-file"],
    ["--verify-diagnostics"],
    ["--allow-unregistered-dialect"],
]
# Passes, as they are implemented: each entry is run as one more flag set,
# e.g. "--canonicalize", "--cse", "--convert-gpu-to-nvvm".
PASS_FLAGS: list[str] = []


def flag_sets() -> list[list[str]]:
    return [list(f) for f in BASE_FLAG_SETS] + [[p] for p in PASS_FLAGS]


def flag_label(flags: list[str]) -> str:
    return " ".join(flags) if flags else "(plain)"


def _prints_on_failure(flags: list[str]) -> bool:
    """Modes where mlir-opt prints the IR it processed even when it fails."""
    return "--split-input-file" in flags or "--verify-diagnostics" in flags


FATAL = ("traceback", "internal-error", "bad-exit", "hang", "crash", "stdout-on-failure")
INFO = ("no-diagnostic", "slow", "out-of-memory", "subprocess-mismatch")
CATEGORIES = FATAL + INFO

SLOW_SECONDS = 1.0
SLOW_MAX_SIZE = 10_000
MAX_SAVED_PER_CATEGORY = 200

_DIAG_RE = re.compile(r"^[^\n]*:\d+:\d+: error: ", re.M)

# ---------------------------------------------------------------------------- corpus

def corpus_files() -> list[Path]:
    return sorted(p for p in (REPO / "tests").rglob("*.mlir")
                  if not any(part.startswith(".") for part in p.relative_to(REPO).parts))


def load_corpus() -> list[tuple[str, str]]:
    """(name, text) of every test file and of each of its split chunks."""
    out: list[tuple[str, str]] = []
    for p in corpus_files():
        text = p.read_bytes().decode("utf-8", "replace")
        rel = str(p.relative_to(REPO))
        out.append((rel, text))
        chunks = re.split(r"^// -----.*$", text, flags=re.M)
        if len(chunks) > 1:
            out.extend((f"{rel}#chunk{i}", c) for i, c in enumerate(chunks) if c.strip())
    return out


# ---------------------------------------------------------------------------- mutations

TOKEN_RE = re.compile(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*|[%@^#!]?[A-Za-z_0-9$.\-]+|->|::|\s+|.', re.S)

VOCAB = [
    "(", ")", "{", "}", "[", "]", "<", ">", ",", ":", "=", "->", "::", "?", "*", "x", "...", "-", "+",
    "^bb0", "^bb1:", "^bb0(%a: i32):", "%0", "%1", "%arg0", "%0#1", "%0:2", "@f", "@\"q\"", "@a::@b",
    "#map", "#map = affine_map<(d0) -> (d0)>", "!t = i32", "!llvm.ptr", "!llvm.ptr<1>", "#gpu.address_space<workgroup>",
    "i1", "i32", "si8", "ui64", "i0", "i16777215", "i16777216", "i99999999999", "index", "none", "f16", "bf16",
    "f32", "f64", "f8E4M3FN", "tensor<4xf32>", "tensor<*xf32>", "tensor<?x?xi8>", "memref<?xi8>",
    "memref<4xf32, strided<[1], offset: ?>>", "memref<*xf32>", "vector<[4]xf32>", "vector<4x4xf16>",
    "complex<f32>", "tuple<>", "tuple<i32, f32>", "(i32) -> i32", "() -> ()", "(i32, i32) -> (i32, i32)",
    "loc(unknown)", 'loc("f.mlir":1:2)', 'loc("a"("b":1:2))', "loc(callsite(unknown at unknown))",
    "loc(fused[unknown])", "loc(#loc)", "dense<1.0>", "dense<[1, 2]>", "dense<> : tensor<0xi32>",
    "dense<\"0xDEADBEEF\">", "sparse<[[0]], [1]>", "array<i32: 1, 2>", "array<i1: true>",
    "affine_map<(d0)[s0] -> (d0 floordiv s0)>", "affine_set<(d0) : (d0 >= 0)>", "unit", "true", "false",
    "0x", "0x1p3", "1e400", "-0.0", "0xFFFFFFFFFFFFFFFF", "99999999999999999999999999999", "-1", "0",
    "1.5", "\"", "\\", "\"\\n\\\"\\00\\ff\"", "\"\\zz\"", "\"\\\"", "\"\\q\"", "9" * 5000, "{-#", "#-}", "{-# dialect_resources: { builtin: { r: \"0x04\" } } #-}",
    "// -----", "\n// -----\n", "// expected-error @+1 {{x}}", "// expected-error-re {{.*}}",
    "// expected-note @below {{}}", "// expected-warning @unknown {{w}}",
    "\"test.op\"()", "\"test.op\"() : () -> ()", "\"test.op\"() ({}) : () -> ()", "\"builtin.module\"() ({",
    "}) : () -> ()", "func.func", "func.func @f() {", "func.func private @g(i32) -> i32", "return",
    "func.return", "func.call @f() : () -> ()", "module", "module {", "module @m attributes {x} {",
    "builtin.module", "attributes", "builtin.unrealized_conversion_cast", "ub.poison", "arith.constant 1 : i32",
    "arith.addi", "scf.for", "scf.yield", "cf.br ^bb1", "gpu.launch", "llvm.func", "memref.alloc() : memref<4xf32>",
    "vector.broadcast", "private", "public", "nested", "distinct[0]<>", "strided<[?]>", "#dlti.dl_spec<>",
]

UNICODE = ["\u00e9", "\u200b", "\ufeff", "\u2028", "\u00a0", "\U0001F600", "\u202e", "\x00", "\x0b", "\x0c",
           "\r", "\t", "\x7f", "\x1b[31m", "\ud800", "\udfff", "\u0301", "\u4e2d", "\uffff", "\U0010FFFF"]
BAD_BYTES = [b"\xff", b"\xfe", b"\x80", b"\xc3", b"\xe2\x82", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80",
             b"\xc0\xaf", b"\xf4\x90\x80\x80", b"\x00", b"\xef\xbb\xbf"]


def _tokens(text: str) -> list[str]:
    return TOKEN_RE.findall(text)


def _depth(rng: random.Random) -> int:
    return rng.choice([8, 30, 100, 300, 1000, 1000, 3000, 10000])


def _nest(rng: random.Random, text: str) -> str:
    """Wrap or insert a deeply nested structure."""
    d = _depth(rng)
    kind = rng.randrange(12)
    if kind == 0:
        return "module {\n" * d + text + "\n}" * d + "\n"
    if kind == 1:
        return '"builtin.module"() ({\n' * d + text + "\n}) : () -> ()" * d + "\n"
    if kind == 2:
        return '"test.op"() ({\n' * d + text + "\n}) : () -> ()" * d + "\n"
    if kind == 3:
        snippet = '"test.op"() {a = ' + "[" * d + "1" + "]" * d + "} : () -> ()\n"
    elif kind == 4:
        snippet = '"test.op"() : () -> ' + "tuple<" * d + "i32" + ">" * d + "\n"
    elif kind == 5:
        snippet = "#map = affine_map<(d0) -> (" + "(" * d + "d0" + " + 1)" * d + ")>\n"
    elif kind == 6:
        snippet = '"test.op"() : () -> () loc(' + '"n"(' * d + "unknown" + ")" * d + ")\n"
    elif kind == 7:
        snippet = '"test.op"() : () -> () loc(' + "callsite(" * d + "unknown" + " at unknown)" * d + ")\n"
    elif kind == 8:
        snippet = '"test.op"() {a = dense<' + "[" * d + "1" + "]" * d + "> : tensor<" + "1x" * d + "i32>} : () -> ()\n"
    elif kind == 9:
        snippet = '"test.op"() {a = ' + "{a = " * d + "unit" + "}" * d + "} : () -> ()\n"
    elif kind == 10:
        snippet = rng.choice(["{", "(", "[", "<", "({", "module {", "tuple<", "^bb0:", "\""]) * d
    else:
        snippet = "func.func @f() {\n" + "%0 = arith.constant 0 : i32\n" + "\"test.op\"() ({\n" * d + "}) : () -> ()\n" * d + "return\n}\n"
    pos = _boundary(rng, text)
    return text[:pos] + snippet + text[pos:]


def _boundary(rng: random.Random, text: str) -> int:
    if not text:
        return 0
    if rng.random() < 0.5:
        nl = [m.end() for m in re.finditer("\n", text)]
        if nl:
            return rng.choice(nl)
    return rng.randrange(len(text) + 1)


def _mutate_once(rng: random.Random, text: str, corpus: list[tuple[str, str]]) -> str:
    op = rng.randrange(20)
    n = len(text)
    if op <= 4:  # token level
        toks = _tokens(text)
        idx = [i for i, t in enumerate(toks) if not t.isspace()]
        if not idx:
            return text + rng.choice(VOCAB)
        i = rng.choice(idx)
        if op == 0:
            del toks[i]
        elif op == 1:
            toks.insert(i, toks[i] + (" " if rng.random() < 0.5 else ""))
        elif op == 2:
            j = rng.choice(idx)
            toks[i], toks[j] = toks[j], toks[i]
        elif op == 3:
            toks.insert(i + rng.randrange(2), rng.choice(VOCAB) if rng.random() < 0.7 else toks[rng.choice(idx)])
        else:
            toks[i] = rng.choice(VOCAB)
        return "".join(toks)
    if op <= 8:  # character level
        if n == 0:
            return rng.choice(VOCAB)
        i = rng.randrange(n)
        if op == 5:
            return text[:i] + text[i + 1:]
        if op == 6:
            return text[:i] + text[i] * rng.choice([1, 1, 2, 50]) + text[i:]
        if op == 7:
            j = rng.randrange(n)
            i, j = min(i, j), max(i, j)
            return text[:i] + text[j] + text[i + 1:j] + text[i] + text[j + 1:] if i != j else text
        return text[:i] + rng.choice("(){}[]<>,:=-+*?%@^#!\"\\/. \n0123456789abcxyz_$") + text[i:]
    if op == 9:  # truncate
        return text[:rng.randrange(n + 1)]
    if op == 10:  # unicode / control characters
        i = rng.randrange(n + 1)
        ch = rng.choice(UNICODE) if rng.random() < 0.7 else chr(rng.choice([rng.randrange(0x80, 0xD800),
                                                                           rng.randrange(0xE000, 0x110000)]))
        return text[:i] + ch + text[i:]
    if op == 11:  # lines: delete, duplicate (many times), swap
        lines = text.split("\n")
        i = rng.randrange(len(lines))
        r = rng.random()
        if r < 0.35:
            del lines[i]
        elif r < 0.7:
            lines[i:i] = [lines[i]] * rng.choice([1, 2, 10, 500])
        else:
            j = rng.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
        return "\n".join(lines)
    if op == 12:  # splice a piece of another input
        _, other = rng.choice(corpus)
        a = rng.randrange(len(other) + 1)
        b = min(len(other), a + rng.randrange(1, 400))
        i = _boundary(rng, text)
        return text[:i] + other[a:b] + text[i:]
    if op == 13:  # nest deeply
        return _nest(rng, text)
    if op == 14:  # split markers
        i = _boundary(rng, text)
        return text[:i] + rng.choice(["// -----\n", "\n// -----", "// ----- x\n", "//-----\n", "// ------\n"]) + text[i:]
    if op == 15:  # verify-diagnostics annotations
        i = _boundary(rng, text)
        ann = rng.choice(["// expected-error {{", "// expected-error @+1 {{unknown}}\n",
                          "// expected-error @-999 {{x}}\n", "// expected-error-re {{[}}\n",
                          "// expected-error-re {{(a*)*b}}\n", "// expected-note @+99999999999999999999 {{x}}\n",
                          "// expected-remark @above {{}}\n", "// expected-error @unknown {{x}}\n",
                          "// expected-error {{{{}}}}\n", "// expected-error @+0x10 {{x}}\n"])
        return text[:i] + ann + text[i:]
    if op == 16:  # replace an SSA name, symbol or number with an odd one
        toks = _tokens(text)
        idx = [i for i, t in enumerate(toks) if t[:1] in "%@^#!" or t[:1].isdigit()]
        if not idx:
            return text
        i = rng.choice(idx)
        toks[i] = rng.choice(["%0", "%999", "%x#99", "%0#0", "@missing", "^bb99", "#nope", "!nope",
                              "0", "-1", "18446744073709551616", "0x", "1.e", "99999999999999999999",
                              "9" * 5000, "0x" + "f" * 5000, "1." + "5" * 5000, "\"\\zz\""])
        return "".join(toks)
    if op == 17:  # long line / big literal
        i = _boundary(rng, text)
        return text[:i] + rng.choice(['"' + "x" * 20000 + '"', "1" * 5000, "%" + "a" * 10000,
                                      "// " + "y" * 20000, "[" + "1, " * 3000 + "1]"]) + text[i:]
    if op == 18:  # a random slice of the same text, moved
        if n < 2:
            return text
        a = rng.randrange(n)
        b = min(n, a + rng.randrange(1, 200))
        piece = text[a:b]
        rest = text[:a] + text[b:]
        i = rng.randrange(len(rest) + 1)
        return rest[:i] + piece + rest[i:]
    # op == 19: whitespace games
    i = rng.randrange(n + 1)
    return text[:i] + rng.choice(["\r\n", "\t", "\r", " " * 2000, "\n" * 3000, "\x0c"]) + text[i:]


def _to_bytes(rng: random.Random, text: str) -> bytes:
    data = text.encode("utf-8", "surrogatepass")
    if rng.random() < 0.06:  # invalid UTF-8
        for _ in range(rng.randrange(1, 3)):
            i = rng.randrange(len(data) + 1)
            data = data[:i] + rng.choice(BAD_BYTES) + data[i:]
    return data


def file_mutant(rng: random.Random, corpus: list[tuple[str, str]]) -> tuple[str, bytes]:
    name, text = rng.choice(corpus)
    k = 1
    while k < 6 and rng.random() < 0.45:
        k += 1
    for _ in range(k):
        text = _mutate_once(rng, text, corpus)
        if len(text) > 2_000_000:
            text = text[:2_000_000]
    return f"{name} x{k}", _to_bytes(rng, text)


# ---------------------------------------------------------------------------- hypothesis

def hypothesis_strategy() -> Any:
    from hypothesis import strategies as st

    names = st.sampled_from(["%0", "%1", "%2", "%arg0", "%a", "%0#1", "%x"])
    base_types = st.sampled_from(["i1", "i8", "i32", "i64", "si32", "ui8", "index", "f16", "bf16", "f32", "f64",
                                  "none", "!llvm.ptr", "!test.t", "!gpu.async.token", "i0"])
    types = st.recursive(base_types, lambda t: st.one_of(
        st.builds(lambda e: f"complex<{e}>", t),
        st.builds(lambda es: f"tuple<{', '.join(es)}>", st.lists(t, max_size=3)),
        st.builds(lambda ds, e: f"tensor<{''.join(d + 'x' for d in ds)}{e}>",
                  st.lists(st.sampled_from(["1", "4", "?", "0"]), max_size=3), t),
        st.builds(lambda ds, e: f"vector<{''.join(d + 'x' for d in ds)}{e}>",
                  st.lists(st.sampled_from(["1", "4", "[4]"]), max_size=3), t),
        st.builds(lambda ds, e: f"memref<{''.join(d + 'x' for d in ds)}{e}>",
                  st.lists(st.sampled_from(["2", "?"]), max_size=3), t),
        st.builds(lambda a, r: f"({', '.join(a)}) -> ({', '.join(r)})", st.lists(t, max_size=2),
                  st.lists(t, max_size=2)),
    ), max_leaves=6)
    base_attrs = st.one_of(
        st.builds(lambda v, t: f"{v} : {t}", st.integers(-2**70, 2**70), st.sampled_from(["i1", "i8", "i32", "i64", "index", "f32"])),
        st.builds(lambda v: repr(v) if v == v and abs(v) != float("inf") else "0x7FC00000",
                  st.floats(allow_nan=True, allow_infinity=True)),
        st.text(max_size=8).map(lambda s: '"' + s.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'),
        st.sampled_from(["unit", "true", "false", "@sym", "@a::@b", "affine_map<(d0) -> (d0)>",
                         "dense<1> : tensor<2xi32>", "array<i64: 1, 2>", "loc(unknown)", "#nope"]),
        types,
    )
    attrs = st.recursive(base_attrs, lambda a: st.one_of(
        st.lists(a, max_size=3).map(lambda xs: "[" + ", ".join(xs) + "]"),
        st.dictionaries(st.sampled_from(["a", "b", "sym_name", "value", "\"q k\""]), a, max_size=3).map(
            lambda d: "{" + ", ".join(f"{k} = {v}" for k, v in d.items()) + "}"),
    ), max_leaves=6)
    op_names = st.sampled_from(['"test.op"', '"test.term"', '"func.return"', '"func.func"', '"func.call"',
                                '"builtin.module"', '"builtin.unrealized_conversion_cast"', '"arith.constant"',
                                '"arith.addi"', '"scf.yield"', '"cf.br"', '"gpu.terminator"', '"llvm.return"',
                                '"memref.alloc"', '"ub.poison"', '"nope"', '""'])

    def op(regions: Any) -> Any:
        return st.builds(
            lambda res, name, operands, rs, at, ins, outs, loc: (
                (", ".join(res) + " = " if res else "") + name + "(" + ", ".join(operands) + ")"
                + (" (" + ", ".join(rs) + ")" if rs else "")
                + (" {" + ", ".join(f"k{i} = {v}" for i, v in enumerate(at)) + "}" if at else "")
                + " : (" + ", ".join(ins) + ") -> (" + ", ".join(outs) + ")" + (" " + loc if loc else "")),
            st.lists(names, max_size=2), op_names, st.lists(names, max_size=3), regions,
            st.lists(attrs, max_size=2), st.lists(types, max_size=3), st.lists(types, max_size=2),
            st.sampled_from(["", "", "loc(unknown)", 'loc("x.mlir":3:4)', 'loc("n")']))

    leaf_op = op(st.just([]))
    custom = st.sampled_from([
        "func.func @f() {\n  return\n}", "func.func @f(%a: i32) -> i32 {\n  return %a : i32\n}",
        "func.func private @d(i32)", "module {\n}", "module @m {\n}", "%0 = arith.constant 1 : i32",
        "func.call @f() : () -> ()", "return", "^bb1:", "^bb0(%a: i32):", "// -----",
        "// expected-error @+1 {{x}}", "#map = affine_map<(d0) -> (d0)>", "!alias = i32",
    ])
    region = st.deferred(lambda: st.lists(st.one_of(leaf_op, custom, nested_op), max_size=4).map(
        lambda ops: "{\n" + "\n".join(ops) + "\n}"))
    nested_op = st.deferred(lambda: op(st.lists(region, max_size=2)))
    program = st.lists(st.one_of(leaf_op, custom, nested_op), max_size=6).map("\n".join)
    soup = st.lists(st.one_of(st.sampled_from(VOCAB), st.text(max_size=4)), max_size=50).map(
        lambda xs: " ".join(xs))
    raw = st.binary(max_size=120)
    return st.one_of(program, program, soup, raw).map(lambda x: x if isinstance(x, bytes) else
                                                     x.encode("utf-8", "surrogatepass"))


def hypothesis_inputs(n: int, seed: int) -> list[bytes]:
    if n <= 0:
        return []
    try:
        from hypothesis import HealthCheck, Phase, given, settings
        from hypothesis import seed as hseed
    except ImportError:
        print("fuzz: hypothesis is not installed (pip install -e '.[test]'); using mutants only",
              file=sys.stderr)
        return []
    out: list[bytes] = []

    @hseed(seed)
    @settings(max_examples=n, database=None, deadline=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck), print_blob=False)
    @given(hypothesis_strategy())
    def collect(x: bytes) -> None:
        out.append(x)

    collect()
    return out[:n]


def generate(mutants: int, seed: int, hypothesis_share: float,
             generic_share: float = 0.0) -> Iterator[tuple[int, str, bytes]]:
    """(index, origin, bytes) of every input, reproducible from the seed.
    A `generic_share` of the inputs come from the generic-op mode
    (bench/fuzz_generic.py), cycling through every registered op."""
    corpus = load_corpus()
    ops = fuzz_generic.registered_ops() if generic_share > 0 else []
    n_generic = int(mutants * generic_share)
    n_hyp = int(mutants * hypothesis_share) if corpus else mutants
    hyp = hypothesis_inputs(n_hyp, seed)
    n_files = mutants - len(hyp)
    # Interleave so a short run sees both kinds.
    hi = 0
    gi = 0
    for i in range(mutants):
        if n_generic and gi < n_generic and (i * n_generic) // mutants >= gi:
            rng = random.Random(f"{seed}:generic:{gi}")
            origin, data = fuzz_generic.generic_op_input(rng, ops, first=ops[gi % len(ops)])
            gi += 1
            yield i, origin, data
        elif hyp and hi < len(hyp) and (i * len(hyp)) // mutants >= hi:
            yield i, f"hypothesis #{hi}", hyp[hi]
            hi += 1
        else:
            rng = random.Random(f"{seed}:{i}")
            origin, data = file_mutant(rng, corpus)
            yield i, origin, data
    del n_files


# ---------------------------------------------------------------------------- worker

_WARM = False


def warm_up() -> float:
    """Load pyopt and its grammar (building the parser cache if it is stale,
    which can take a minute) with one untimed run.  Done in the parent, so
    every forked worker starts with the parser loaded."""
    global _WARM
    if _WARM:
        return 0.0
    if str(REPO) not in sys.path:
        sys.path.insert(0, str(REPO))
    from pyopt.cli import main

    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="pyopt-fuzz-warm-") as d:
        good = os.path.join(d, "warm.mlir")
        with open(good, "w") as f:
            f.write('"test.op"() ({\n  "test.x"() : () -> ()\n}) : () -> ()\nmodule {\n}\n')
        bad = os.path.join(d, "syntax.mlir")  # loads the parser used for syntax errors
        with open(bad, "w") as f:
            f.write("module {\n  $\n}\n")
        for path in (good, bad):
            for flags in flag_sets():
                with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
                    try:
                        main.main(args=[*flags, path], prog_name="pyopt", standalone_mode=False)
                    except BaseException:  # noqa: BLE001 - only loading matters here
                        pass
    _WARM = True
    return time.perf_counter() - t0


class _Timeout(BaseException):
    """Raised by SIGPROF in a worker: not an Exception, so pyopt cannot catch it."""


@dataclass
class Result:
    task: int
    code: Any = None
    stdout: str = ""
    stderr: str = ""
    escaped: str = ""         # an exception that escaped main(), formatted
    elapsed: float = 0.0      # wall seconds
    cpu: float = 0.0          # CPU seconds (what the timeout and `slow` measure)
    hung: bool = False
    hang_stack: str = ""
    debug_trace: str = ""     # the traceback of an internal error, from a rerun with --debug
    sub: dict[str, Any] | None = None  # the subprocess double-check
    crash: str = ""


def _limit_memory(limit_mb: int) -> None:
    if limit_mb <= 0:
        return
    try:
        import resource

        soft = limit_mb * 1024 * 1024
        resource.setrlimit(resource.RLIMIT_AS, (soft, resource.getrlimit(resource.RLIMIT_AS)[1]))
    except (ImportError, ValueError, OSError):
        pass


def _run_inprocess(main: Any, args: list[str], timeout: float) -> Result:
    out, err = io.StringIO(), io.StringIO()
    r = Result(task=-1)

    def on_alarm(signum: int, frame: Any) -> None:
        r.hang_stack = "".join(traceback.format_stack(frame))
        raise _Timeout()

    # CPU time, not wall time: the machine may be busy with other work.
    old = signal.signal(signal.SIGPROF, on_alarm)
    t0 = time.perf_counter()
    c0 = time.process_time()
    try:
        signal.setitimer(signal.ITIMER_PROF, timeout)
        with redirect_stdout(out), redirect_stderr(err):
            try:
                main.main(args=args, prog_name="pyopt", standalone_mode=False)
                r.code = 0
            except SystemExit as e:
                r.code = 0 if e.code is None else e.code if isinstance(e.code, int) else 1
            except _Timeout:
                raise
            except BaseException as e:  # noqa: BLE001 - an escaping exception is what we look for
                r.escaped = "".join(traceback.format_exception(e))
                r.code = "exception"
    except _Timeout:
        r.hung = True
        r.code = "timeout"
    finally:
        signal.setitimer(signal.ITIMER_PROF, 0)
        signal.signal(signal.SIGPROF, old)
    r.elapsed = time.perf_counter() - t0
    r.cpu = time.process_time() - c0
    r.stdout, r.stderr = out.getvalue(), err.getvalue()
    return r


def _run_subprocess(args: list[str], timeout: float) -> dict[str, Any]:
    env = {k: v for k, v in os.environ.items() if k != "PYOPT_DEBUG"}
    t0 = time.perf_counter()
    try:
        p = subprocess.run([*PYOPT_CMD, *args], capture_output=True, timeout=timeout, env=env,
                           stdin=subprocess.DEVNULL)
        return {"code": p.returncode, "stdout": p.stdout.decode("utf-8", "replace"),
                "stderr": p.stderr.decode("utf-8", "replace"), "elapsed": time.perf_counter() - t0}
    except subprocess.TimeoutExpired:
        return {"code": "timeout", "stdout": "", "stderr": "", "elapsed": time.perf_counter() - t0}
    except OSError as e:  # cannot start it: not pyopt's fault, not a finding
        return {"code": "not-run", "stdout": "", "stderr": str(e), "elapsed": 0.0}


def _worker(conn: Any, workdir: str, timeout: float, memory_mb: int) -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.environ.pop("PYOPT_DEBUG", None)
    _limit_memory(memory_mb)
    sys.path.insert(0, str(REPO))
    sys.stdin = io.TextIOWrapper(io.BytesIO(b""))
    from pyopt.cli import main

    warm_up()  # normally done already in the parent, before the fork
    path = os.path.join(workdir, "input.mlir")
    current = None
    conn.send("ready")
    while True:
        try:
            msg = conn.recv()
        except EOFError:
            return
        if msg is None:
            return
        task, mutant_id, data, flags, subprocess_check = msg
        if mutant_id != current:
            with open(path, "wb") as f:
                f.write(data)
            current = mutant_id
        r = _run_inprocess(main, [*flags, path], timeout)
        r.task = task
        if not r.hung and (r.code == 2 or "internal error" in r.stderr) and "--debug" not in flags:
            d = _run_inprocess(main, ["--debug", *flags, path], timeout)
            r.debug_trace = d.escaped or d.stderr
        if subprocess_check and not r.hung:
            r.sub = _run_subprocess([*flags, path], timeout + 30)
        conn.send(r)
        if r.hung:  # the interrupted run may have left pyopt's globals half-updated
            return


# ---------------------------------------------------------------------------- parent

@dataclass
class Summary:
    mutants: int = 0
    runs: int = 0
    seconds: float = 0.0
    exit_codes: Counter = field(default_factory=Counter)
    counts: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))  # category -> flag label -> n
    signatures: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))  # category -> sig -> n
    examples: dict[tuple[str, str], str] = field(default_factory=dict)  # (category, sig) -> saved file
    saved: int = 0
    origins: Counter = field(default_factory=Counter)

    def total(self, category: str) -> int:
        return sum(self.counts[category].values())

    def fatal(self) -> int:
        return sum(self.total(c) for c in FATAL)


def _signature(category: str, r: Result) -> str:
    """A short, address-free description that groups runs failing the same way."""
    def clean(s: str) -> str:
        s = re.sub(r"0x[0-9a-f]{6,}", "0x…", s)
        s = re.sub(r"/[^\s:'\"]*/(input\.mlir)", r"\1", s)
        return s[:160]

    if category in ("internal-error", "traceback"):
        trace = r.debug_trace or r.escaped or r.stderr
        frames = re.findall(r'File "([^"]+)", line (\d+), in (\S+)', trace)
        frames = [f for f in frames if "/pyopt/" in f[0] or "/grammar/" in f[0]] or frames
        where = ""
        if frames:
            f = frames[-1]
            where = f"{Path(f[0]).relative_to(REPO) if f[0].startswith(str(REPO)) else f[0]}:{f[1]} in {f[2]}"
        lines = [ln for ln in trace.strip().splitlines()
                 if ln.strip() and not ln.startswith("pyopt: internal error")]
        last = lines[-1] if lines else ""
        m = re.search(r"internal error: (.*)", r.stderr)
        if m and not r.debug_trace:
            last = m.group(1)
        return clean(f"{where}: {last}" if where else last)
    if category == "hang":
        frames = re.findall(r'File "([^"]+)", line (\d+), in (\S+)', r.hang_stack)
        frames = [f for f in frames if "/pyopt/" in f[0] or "/lark/" in f[0]] or frames
        if frames:
            own = [f for f in frames if "/pyopt/" in f[0] and not f[0].endswith(("cli.py", "driver.py"))]
            shown = frames[:-3:-1] + ([own[-1]] if own and own[-1] not in frames[-2:] else [])
            return clean(" <- ".join(f"{Path(f[0]).name}:{f[1]} {f[2]}" for f in shown))
        return "no Python stack: killed by the wall-clock watchdog (a C-level loop such as a regex)"
    if category == "crash":
        return clean(r.crash)
    if category in ("stdout-on-failure", "no-diagnostic", "out-of-memory", "bad-exit"):
        first = r.stderr.strip().splitlines()[0] if r.stderr.strip() else "(empty stderr)"
        first = re.sub(r"^.*?:\d+:\d+: ", "", first)
        return clean(f"exit {r.code}: {first}")
    if category == "slow":
        return f"{r.cpu:.1f} s CPU"
    if category == "subprocess-mismatch" and r.sub:
        if r.sub["code"] == "timeout":
            return "the subprocess timed out (a stale grammar cache being rebuilt?)"
        same = "same stdout" if r.sub["stdout"] == r.stdout else "different stdout"
        return clean(f"in-process exit {r.code}, subprocess exit {r.sub['code']}, {same}")
    return ""


def classify(r: Result, flags: list[str], size: int) -> list[str]:
    cats: list[str] = []
    if r.crash:
        return ["crash"]
    if r.hung:
        return ["hang"]
    if "Traceback" in r.stderr or r.escaped:
        cats.append("traceback")
    if r.code == 2 or "pyopt: internal error" in r.stderr:
        cats.append("internal-error")
    elif r.code not in (0, 1):
        cats.append("bad-exit")
    if r.code != 0 and r.stdout and not _prints_on_failure(flags):
        cats.append("stdout-on-failure")
    if r.code == 1 and not _DIAG_RE.search(r.stderr):
        cats.append("no-diagnostic")
    if "out of memory" in r.stderr or "MemoryError" in r.stderr:
        cats.append("out-of-memory")
    if r.cpu > SLOW_SECONDS and size <= SLOW_MAX_SIZE:
        cats.append("slow")
    if r.sub is not None and r.sub["code"] != "not-run":
        s = r.sub
        if s["code"] == "timeout":
            # The in-process run finished: a subprocess that times out is most
            # likely rebuilding a stale grammar cache; reported, not a hang.
            cats.append("subprocess-mismatch")
        else:
            if "Traceback" in s["stderr"] and "traceback" not in cats:
                cats.append("traceback")
            if s["code"] != 0 and s["stdout"] and not _prints_on_failure(flags) and "stdout-on-failure" not in cats:
                cats.append("stdout-on-failure")
            if s["code"] not in (0, 1, 2) and "bad-exit" not in cats:
                cats.append("bad-exit")
            if s["code"] != r.code or s["stdout"] != r.stdout:
                cats.append("subprocess-mismatch")
    return cats


class _Pool:
    """`jobs` worker processes fed one run at a time, with a watchdog."""

    def __init__(self, jobs: int, timeout: float, memory_mb: int) -> None:
        self.ctx = mp.get_context("fork" if sys.platform != "win32" else "spawn")
        self.timeout = timeout
        self.memory_mb = memory_mb
        self.tmp = tempfile.mkdtemp(prefix="pyopt-fuzz-")
        self.workers: list[dict[str, Any]] = []
        for i in range(jobs):
            self.workers.append(self._start(i))

    def _start(self, i: int) -> dict[str, Any]:
        parent, child = self.ctx.Pipe()
        workdir = os.path.join(self.tmp, f"w{i}-{time.monotonic_ns()}")
        os.makedirs(workdir)
        p = self.ctx.Process(target=_worker, args=(child, workdir, self.timeout, self.memory_mb), daemon=True)
        p.start()
        child.close()
        # Wait until the grammar is loaded (building it can take seconds).
        if not parent.poll(900):
            p.kill()
            raise RuntimeError("fuzz worker did not start")
        parent.recv()
        return {"i": i, "proc": p, "conn": parent, "task": None, "started": 0.0}

    def _restart(self, w: dict[str, Any]) -> None:
        try:
            w["proc"].kill()
        except Exception:
            pass
        w["proc"].join(5)
        w["conn"].close()
        self.workers[self.workers.index(w)] = self._start(w["i"])

    def run(self, tasks: Iterator[tuple[int, int, bytes, list[str], bool]]) -> Iterator[tuple[Any, Result]]:
        """Yield (task, result) as runs finish."""
        pending = iter(tasks)
        exhausted = False
        while True:
            for w in self.workers:
                if w["task"] is None and not exhausted:
                    t = next(pending, None)
                    if t is None:
                        exhausted = True
                        break
                    w["task"] = t
                    w["started"] = time.monotonic()
                    w["conn"].send(t)
            busy = [w for w in self.workers if w["task"] is not None]
            if not busy:
                return
            ready = mp_wait([w["conn"] for w in busy] + [w["proc"].sentinel for w in busy], timeout=0.5)
            now = time.monotonic()
            for w in list(busy):
                t = w["task"]
                # Wall-clock limit for loops the CPU timer cannot interrupt
                # (a C regex); generous, as the machine may be loaded.
                limit = self.timeout * 10 + 30 + (60 if t[4] else 0)
                # (poll: the worker may have answered and exited since `ready`)
                if w["conn"] in ready or w["conn"].poll():
                    try:
                        r = w["conn"].recv()
                    except (EOFError, OSError):
                        r = Result(task=t[0], crash=self._death(w))
                        self._finish(w)
                        self._restart(w)
                        yield t, r
                        continue
                    self._finish(w)
                    if r.hung:
                        self._restart(w)
                    yield t, r
                elif w["proc"].sentinel in ready or not w["proc"].is_alive():
                    r = Result(task=t[0], crash=self._death(w))
                    self._finish(w)
                    self._restart(w)
                    yield t, r
                elif now - w["started"] > limit:
                    r = Result(task=t[0], hung=True, code="timeout", elapsed=now - w["started"])
                    self._finish(w)
                    self._restart(w)
                    yield t, r

    @staticmethod
    def _finish(w: dict[str, Any]) -> None:
        w["task"] = None

    @staticmethod
    def _death(w: dict[str, Any]) -> str:
        p = w["proc"]
        p.join(2)
        code = p.exitcode
        if code is not None and code < 0:
            try:
                return f"worker killed by {signal.Signals(-code).name}"
            except ValueError:
                return f"worker killed by signal {-code}"
        return f"worker exited with {code}"

    def close(self) -> None:
        for w in self.workers:
            try:
                w["conn"].send(None)
            except Exception:
                pass
        for w in self.workers:
            w["proc"].join(2)
            if w["proc"].is_alive():
                w["proc"].kill()
                w["proc"].join(2)
        shutil.rmtree(self.tmp, ignore_errors=True)


def _save(out_dir: Path, category: str, data: bytes, flags: list[str], r: Result, origin: str,
          sig: str) -> str:
    h = hashlib.sha1(data).hexdigest()[:12]
    base = out_dir / f"{category}-{h}"
    mlir = base.with_suffix(".mlir")
    if not mlir.exists():
        mlir.write_bytes(data)
    rel = os.path.relpath(mlir, REPO) if str(mlir).startswith(str(REPO)) else str(mlir)
    report = [
        f"category: {category}",
        f"signature: {sig}",
        f"origin: {origin}",
        f"flags: {flag_label(flags)}",
        f"exit code: {r.code}",
        f"time: {r.cpu:.3f} s CPU, {r.elapsed:.3f} s wall",
        f"reproduce: .venv/bin/pyopt {' '.join(flags)} {rel}".replace("  ", " "),
        "",
        "--- stderr (first 3000 chars)",
        r.stderr[:3000],
        "--- stdout (first 1000 chars)",
        r.stdout[:1000],
    ]
    if r.escaped:
        report += ["--- escaped exception", r.escaped[-6000:]]
    if r.debug_trace:
        report += ["--- with --debug", r.debug_trace[-6000:]]
    if r.hang_stack:
        report += ["--- stack when the timer fired", r.hang_stack[-6000:]]
    if r.sub is not None:
        report += ["--- subprocess", f"exit {r.sub['code']}", r.sub["stderr"][:2000], r.sub["stdout"][:500]]
    with open(base.with_suffix(".txt"), "a", encoding="utf-8") as f:
        f.write("\n".join(report) + "\n\n")
    return rel


def run(mutants: int = 1000, seed: int = 0, jobs: int = 2, timeout: float = 5.0, out_dir: Path | None = None,
        subprocess_sample: float = 0.01, hypothesis_share: float = 0.25, memory_mb: int = 4096,
        progress: bool = False, generic_share: float = 0.25) -> Summary:
    out_dir = Path(out_dir) if out_dir is not None else DEFAULT_OUT
    if out_dir.exists():
        for old in out_dir.glob("*"):
            if old.suffix in (".mlir", ".txt"):
                old.unlink()
    out_dir.mkdir(parents=True, exist_ok=True)
    sets = flag_sets()
    summary = Summary()
    inputs: dict[int, tuple[str, bytes, int]] = {}  # mutant id -> (origin, data, runs left)
    rng = random.Random(f"{seed}:subprocess")
    saved_per_cat: Counter = Counter()

    def tasks() -> Iterator[tuple[int, int, bytes, list[str], bool]]:
        task = 0
        for i, origin, data in generate(mutants, seed, hypothesis_share, generic_share):
            inputs[i] = (origin, data, len(sets))
            summary.mutants += 1
            summary.origins[origin.split()[0] if origin.startswith(("hypothesis", "generic")) else "mutant"] += 1
            for flags in sets:
                yield task, i, data, flags, rng.random() < subprocess_sample
                task += 1

    warm = warm_up()
    if progress and warm > 5:
        print(f"  (loading pyopt's grammar took {warm:.0f} s)", file=sys.stderr, flush=True)
    t0 = time.monotonic()
    pool = _Pool(max(1, jobs), timeout, memory_mb)
    try:
        last = t0
        for t, r in pool.run(tasks()):
            _task, mid, data, flags, _sub = t
            summary.runs += 1
            summary.exit_codes[str(r.code) if not r.crash else "crash"] += 1
            origin, _, left = inputs[mid]
            for cat in classify(r, flags, len(data)):
                sig = _signature(cat, r)
                summary.counts[cat][flag_label(flags)] += 1
                summary.signatures[cat][sig] += 1
                if saved_per_cat[cat] < MAX_SAVED_PER_CATEGORY:
                    saved_per_cat[cat] += 1
                    path = _save(out_dir, cat, data, flags, r, origin, sig)
                    summary.saved += 1
                    summary.examples.setdefault((cat, sig), f"{path} ({flag_label(flags)})")
            if left <= 1:
                del inputs[mid]
            else:
                inputs[mid] = (origin, data, left - 1)
            if progress and time.monotonic() - last > 10:
                last = time.monotonic()
                print(f"  ... {summary.runs} runs, {summary.mutants} inputs, {summary.fatal()} failures, "
                      f"{last - t0:.0f} s", file=sys.stderr, flush=True)
    finally:
        pool.close()
    summary.seconds = time.monotonic() - t0
    return summary


def format_summary(s: Summary, seed: int, jobs: int, out_dir: Path) -> str:
    labels = [flag_label(f) for f in flag_sets()]
    short = {"(plain)": "plain", "--mlir-print-op-generic": "generic", "--split-input-file": "split",
             "--verify-diagnostics": "verify", "--allow-unregistered-dialect": "unreg"}
    heads = [short.get(lb, lb.lstrip("-")[:12]) for lb in labels]
    lines = [f"pyopt fuzz: {s.mutants} inputs ({s.origins['mutant']} mutants of tests/**/*.mlir, "
             f"{s.origins['hypothesis']} from hypothesis, {s.origins['generic']} generic-form ops) x {len(labels)} flag sets = {s.runs} runs; "
             f"seed {seed}, {jobs} jobs, {s.seconds:.1f} s",
             "exit codes: " + ", ".join(f"{k}: {v}" for k, v in sorted(s.exit_codes.items())), ""]
    w = max(len(h) for h in heads) + 2
    lines.append(f"{'category':<20}{'total':>7}" + "".join(f"{h:>{w}}" for h in heads))
    for cat in CATEGORIES:
        row = s.counts.get(cat, Counter())
        mark = "" if cat in FATAL else "  (reported)"
        lines.append(f"{cat:<20}{s.total(cat):>7}" + "".join(f"{row.get(lb, 0):>{w}}" for lb in labels) + mark)
    for cat in CATEGORIES:
        sigs = s.signatures.get(cat)
        if not sigs:
            continue
        lines.append("")
        lines.append(f"{cat}: {len(sigs)} distinct")
        for sig, n in sigs.most_common(15):
            ex = s.examples.get((cat, sig), "")
            lines.append(f"  {n:>6}  {sig}")
            if ex:
                lines.append(f"          e.g. {ex}")
        if len(sigs) > 15:
            lines.append(f"          ... and {len(sigs) - 15} more")
    lines.append("")
    lines.append(f"{'FAIL' if s.fatal() else 'OK'}: {s.fatal()} failing runs; {s.saved} reports in {out_dir}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--mutants", type=int, default=1000, help="number of inputs (default 1000)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--jobs", type=int, default=2, help="worker processes (default 2)")
    ap.add_argument("--timeout", type=float, default=5.0, help="seconds before a run counts as a hang")
    ap.add_argument("--subprocess-sample", type=float, default=0.01,
                    help="share of runs repeated with the real pyopt executable (default 0.01)")
    ap.add_argument("--hypothesis-share", type=float, default=0.25,
                    help="share of inputs generated by hypothesis (default 0.25)")
    ap.add_argument("--generic-share", type=float, default=0.25,
                    help="share of inputs from the generic-op mode: instances of every registered op in generic "
                         "form with random operands, attribute kinds, regions (default 0.25)")
    ap.add_argument("--memory-mb", type=int, default=4096, help="address-space limit per worker (0: none)")
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"failure reports (default {DEFAULT_OUT})")
    ap.add_argument("--pass", dest="passes", action="append", default=[],
                    help="also run with this pass flag (adds to PASS_FLAGS)")
    args = ap.parse_args(argv)
    PASS_FLAGS.extend(p for p in args.passes if p not in PASS_FLAGS)
    s = run(args.mutants, args.seed, args.jobs, args.timeout, args.out, args.subprocess_sample,
            args.hypothesis_share, args.memory_mb, progress=True, generic_share=args.generic_share)
    print(format_summary(s, args.seed, args.jobs, args.out))
    return 1 if s.fatal() else 0


if __name__ == "__main__":
    sys.exit(main())
