#!/usr/bin/env python3
"""Differential probe of property conversion (docs/verifiers.md):

    python bench/probe_properties.py [--prefix DIALECT.] [--values N]

For every property of every registered op (or those whose op name starts
with --prefix), generic instances `"op"() <{name = V}> : () -> ()` with V
from a pool of attribute kinds (and one instance with an empty `<{}>` and
one with a non-dictionary) go through mlir-opt 22.1.8 and pyopt.  MLIR
converts `<{...}>` at parse time (the generated setPropertiesFromAttr: a
dyn_cast to each attribute's storage class, each native property's
convertFromAttribute); an instance counts as agreeing when both tools fail
the conversion with the same message or neither does.  Prints the count
and the disagreeing instances (op, property, value, both messages).
"""
from __future__ import annotations

import argparse
import os
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
PYOPT = [str(_EXE)] if _EXE.exists() else [sys.executable, "-m", "pyopt.cli"]

# One of each storage class ODS attributes use, and near misses (a nested
# symbol reference, an i64 dense array where i32 is stored...).
VALUES = [
    '"s"', "7 : i64", "7 : i32", "1 : index", "true", "1.5 : f32", "unit", "[]", "[1 : i64]", "{}", "i32",
    "(i32) -> i64", "!llvm.func<void ()>", "@sym", "@a::@b", "array<i32: 1>", "array<i64: 1>", "array<i1: true>",
    "dense<1> : tensor<2xi32>", "dense<1.0> : tensor<2xf32>", "affine_map<(d0) -> (d0)>",
    "affine_set<(d0) : (d0 >= 0)>", "#llvm.linkage<internal>", "#arith.fastmath<fast>", "#gpu<dimension x>",
    "#llvm.fastmath<fast>", "#llvm.overflow<nsw>", "#vector.kind<add>", "#nvvm.target", "strided<[1]>",
]
_ERROR = re.compile(r"^[^\n]*?:(\d+):\d+: error: (.*)$", re.M)


def instances(prefix: str, values: list[str]) -> list[tuple[str, str, str, str]]:
    """(op, property, value, text) for every property and value."""
    out = []
    for cls in fuzz_generic.registered_ops():
        if not cls.name.startswith(prefix):
            continue
        out.append((cls.name, "", "{}", f'"{cls.name}"() <{{}}> : () -> ()'))
        out.append((cls.name, "", "3", f'"{cls.name}"() <3> : () -> ()'))
        for name in cls.op_def.props:
            for v in values:
                out.append((cls.name, name, v, f'"{cls.name}"() <{{{name} = {v}}}> : () -> ()'))
    return out


def conversion_errors(tool: list[str], texts: list[str]) -> list[str | None]:
    """Per text: its property-conversion error (None: the conversion passed,
    whatever came after)."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "props.mlir")
        Path(path).write_text("\n// -----\n".join(texts) + "\n")
        r = subprocess.run([*tool, "--split-input-file", path], capture_output=True, text=True)
    first: dict[int, str] = {}
    for m in _ERROR.finditer(r.stderr):
        first.setdefault((int(m.group(1)) - 1) // 2, m.group(2))
    return [e if e is not None and e.startswith("invalid properties") else None
            for e in (first.get(i) for i in range(len(texts)))]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--prefix", default="")
    ap.add_argument("--values", type=int, default=len(VALUES), help="use the first N values of the pool")
    args = ap.parse_args()
    cases = instances(args.prefix, VALUES[:args.values])
    texts = [c[3] for c in cases]
    mlir, ours = conversion_errors([MLIR_OPT], texts), conversion_errors(PYOPT, texts)
    differ = [(c, m, p) for c, m, p in zip(cases, mlir, ours) if m != p]
    print(f"{len(cases)} instances, {len(cases) - len(differ)} agree, {len(differ)} differ")
    for (op, name, value, _), m, p in differ:
        print(f"  {op} {name} = {value}\n    mlir-opt: {m}\n    pyopt:    {p}")
    return 1 if differ else 0


if __name__ == "__main__":
    sys.exit(main())
