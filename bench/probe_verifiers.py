#!/usr/bin/env python3
"""Differential probe of the verifiers (docs/verifiers.md):

    python bench/probe_verifiers.py [--per-op N] [--prefix DIALECT.] [--json OUT] [--causes]

For every registered op (or those whose name starts with --prefix), N
generic-form instances from the fuzz harness's generic-op mode
(bench/fuzz_generic.py: random operand counts and types, attribute kinds,
region shapes) are run through mlir-opt 22.1.8 and pyopt, one
`--split-input-file` run each per op.  Per instance: both accept, same
first error, different first error, pyopt accepts what mlir-opt rejects
(a missing check), pyopt rejects what mlir-opt accepts.  The summary lists
the ops of the fourth kind with mlir-opt's message: the checks to add;
with --causes, the instances where both reject with a different first
error, grouped by cause (see `cause`).
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))
sys.path.insert(0, str(BENCH.parent))
import fuzz_generic  # noqa: E402

MLIR_OPT = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
_EXE = BENCH.parent / ".venv" / "bin" / "pyopt"
# PYOPT=<path>: another build's pyopt (a baseline to compare with).
PYOPT = ([os.environ["PYOPT"]] if os.environ.get("PYOPT") else
         [str(_EXE)] if _EXE.exists() else [sys.executable, "-m", "pyopt.cli"])
_ERROR = re.compile(r"^[^\n]*?:(\d+):\d+: error: (.*)$", re.M)


def first_errors(stderr: str, starts: list[int]) -> dict[int, str]:
    """The first error of each chunk (chunks start at the given lines)."""
    out: dict[int, str] = {}
    for m in _ERROR.finditer(stderr):
        line = int(m.group(1))
        out.setdefault(max(i for i, s in enumerate(starts) if s <= line), m.group(2))
    return out


_OP = re.compile(r"^'([^']+)' op ")
_CHECK = [("requires attribute", r"requires attribute '"), ("attribute constraint", r"attribute '[^']+' failed"),
          ("operand type", r"operand #\d+ must be"), ("result type", r"result #\d+ must be"),
          ("count", r"requires (zero|one|a single|\d+)|expected \d+ |or more"), ("parent", r"expects parent op"),
          ("region", r"region #|non-empty block|0 or 1 blocks"), ("pred trait", r"failed to verify that"),
          ("same-type trait", r"requires (the )?same|requires all operands"),
          ("segments", r"does not match with the total size|segment")]


def _check_kind(message: str) -> str:
    for kind, pattern in _CHECK:
        if re.search(pattern, message):
            return kind
    return "other"


def cause(mlir: str, ours: str) -> str:
    """Why both tools rejected an instance with different first errors, by
    the shape of the two messages: a parse-time error on one side only, a
    different op reported first, the same check worded differently, or two
    checks of one op met in another order."""
    for parse_error in ("invalid properties", "use of undeclared SSA value name", "successors in non-terminator",
                        "expected a block in a region", "reference to an undefined block"):
        if mlir.startswith(parse_error) != ours.startswith(parse_error):
            return f"parse: '{parse_error}' on one side"
    m_op, p_op = _OP.match(mlir), _OP.match(ours)
    if not m_op or not p_op:
        return "other (no op named)"
    if m_op.group(1) != p_op.group(1):
        return "another op reported first"
    m_kind, p_kind = _check_kind(mlir[m_op.end():]), _check_kind(ours[p_op.end():])
    if m_kind == p_kind:
        return f"same check ({m_kind}), other wording"
    return f"check order: mlir-opt {m_kind}, pyopt {p_kind}"


def probe(per_op: int, prefix: str) -> dict[str, dict[str, object]]:
    ops = [c for c in fuzz_generic.registered_ops() if c.name.startswith(prefix)]
    every = fuzz_generic.registered_ops()
    result: dict[str, dict[str, object]] = {}
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "probe.mlir")
        for cls in ops:
            rng = random.Random(f"probe:{cls.name}")
            chunks = [fuzz_generic.generic_op_input(rng, every, first=cls)[1].decode() for _ in range(per_op)]
            starts, line, text = [], 1, ""
            for c in chunks:
                starts.append(line)
                text += c + "// -----\n"
                line += c.count("\n") + 1
            Path(path).write_text(text)
            flags = ["--split-input-file", "--allow-unregistered-dialect", path]
            m = subprocess.run([MLIR_OPT, *flags], capture_output=True, text=True)
            p = subprocess.run([*PYOPT, *flags], capture_output=True, text=True)
            me, pe = first_errors(m.stderr, starts), first_errors(p.stderr, starts)
            counts: collections.Counter[str] = collections.Counter()
            missing: list[str] = []
            differ: list[list[str]] = []
            for k in range(len(chunks)):
                a, b = me.get(k), pe.get(k)
                kind = ("both accept" if a is None and b is None else "pyopt rejects" if a is None else
                        "pyopt accepts" if b is None else "same error" if a == b else "different error")
                counts[kind] += 1
                if kind == "pyopt accepts" and a is not None:
                    missing.append(a)
                if kind == "different error":
                    differ.append([a, b, chunks[k]])
            if "internal error" in p.stderr or "Traceback" in p.stderr:
                counts["internal error"] += 1
            result[cls.name] = {"counts": dict(counts), "missing": missing, "differ": differ}
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--per-op", type=int, default=10)
    ap.add_argument("--prefix", default="")
    ap.add_argument("--json", type=Path)
    ap.add_argument("--causes", action="store_true", help="group the different first errors by cause")
    args = ap.parse_args()
    result = probe(args.per_op, args.prefix)
    if args.json:
        args.json.write_text(json.dumps(result, indent=1, sort_keys=True))
    total: collections.Counter[str] = collections.Counter()
    for r in result.values():
        total.update(r["counts"])  # type: ignore[arg-type]
    print(f"{len(result)} ops, {sum(total.values())} instances: {dict(total)}")
    for name, r in sorted(result.items()):
        if r["missing"]:
            print(f"  {name}: {r['missing'][0]}")
    if args.causes:
        causes: collections.Counter[str] = collections.Counter()
        example: dict[str, tuple[str, str]] = {}
        for r in result.values():
            for mlir, ours, _ in r["differ"]:  # type: ignore[attr-defined]
                c = cause(mlir, ours)
                causes[c] += 1
                example.setdefault(c, (mlir, ours))
        print("different first error, by cause:")
        for c, n in causes.most_common():
            print(f"  {n:5d}  {c}\n         mlir-opt: {example[c][0][:110]}\n         pyopt:    {example[c][1][:110]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
