"""Assembles the full grammar (pyopt/grammar/mlir.lark plus one rule per op,
generated from the op declarations) and loads the parser over its LALR
tables.

The tables are generated ahead of time (`make tables`) and shipped as
pyopt/grammar/tables.bin (pyopt/ir/tables.py says how they are stored and
kept fresh); a run only reads them, without Lark.  Loading does not import
the dialects: generated rules resolve their callbacks on first use (see
Builder.__getattr__)."""

from __future__ import annotations

import re
from typing import Any

from pyopt.ir.tables import GRAMMAR_FILE

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
            f"BANG_ID: /![a-zA-Z_][\\w$.]*(?:{body})?/\n"
            f"STRIPPED_BODY: /{body}/\n")


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
    for d, owner in sorted(directives.items()):  # sorted: the text must not follow set order
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
    with open(GRAMMAR_FILE, encoding="utf-8") as f:
        core = f.read()
    text = "\n".join([
        core,
        dialect_terminals(),
        "?op_body: generic_op\n    | " + "\n    | ".join(alternatives),
        *rules,
        *terminals,
    ]) + "\n"
    return text, owners


_BUILDER: Any = None
_FAST: Any = None

START_SYMBOLS = ["start", "type_only", "attr_only"]


def get_builder() -> Any:
    if _BUILDER is None:
        _load()
    return _BUILDER


def get_fast_parser() -> Any:
    """The fast LALR driver (pyopt/ir/lalr.py) over the shipped tables."""
    if _FAST is None:
        _load()
    return _FAST


def parse(text: str, start: str) -> Any:
    """Parse with the fast driver (raises pyopt.ir.lalr.ParseFailure)."""
    return get_fast_parser().parse(text, start)


# Typical input, parsed when the tables are generated: the lexer expressions
# it needs are shipped described and compiled (most inputs need most of them).
WARM_UP = """
#map = affine_map<(d0) -> (d0 + 1)>
module attributes {gpu.container_module} {
  func.func private @ext(memref<?xf32>, i64) -> (f32, index)
  func.func @f(%arg0: i32, %arg1: f32, %m: memref<16xf32>, %t: tensor<4xf32>) -> i32 attributes {a = 1 : i64} {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c16 = arith.constant 16 : index
    %i = arith.constant 2 : i32
    %f = arith.constant 1.500000e+00 : f32
    %v = arith.constant dense<[1.0, 2.0]> : vector<2xf32>
    %0 = arith.addi %arg0, %i : i32
    %1 = arith.cmpi slt, %0, %i : i32
    %2 = arith.select %1, %0, %i : i32
    %3 = arith.addf %arg1, %f fastmath<fast> : f32
    %4 = arith.index_cast %0 : i32 to index
    memref.store %3, %m[%c0] : memref<16xf32>
    %5 = memref.load %m[%4] : memref<16xf32>
    %a = memref.alloc(%4) : memref<?xf32>
    %6 = llvm.mlir.constant(1 : i32) : i32
    %7 = llvm.add %0, %6 : i32
    %8 = scf.if %1 -> (i32) {
      scf.yield %7 : i32
    } else {
      scf.yield %0 : i32
    }
    scf.for %iv = %c0 to %c16 step %c1 {
      %9 = memref.load %m[%iv] : memref<16xf32>
      memref.store %9, %m[%iv] {nontemporal = false} : memref<16xf32>
    }
    %10 = scf.for %iv = %c0 to %c16 step %c1 iter_args(%acc = %8) -> (i32) {
      %11 = arith.muli %acc, %0 : i32
      scf.yield %11 : i32
    }
    %r:2 = func.call @ext(%a, %12) : (memref<?xf32>, i64) -> (f32, index)
    %12 = "test.op"(%0) <{p = 1 : i64}> ({
    ^bb0(%x: i32):
      "test.yield"() : () -> ()
    }) {attr = "s", u} : (i32) -> i64 loc("f.mlir":1:2)
    cf.cond_br %1, ^bb1(%10 : i32), ^bb1(%0 : i32)
  ^bb1(%b: i32):  // 2 preds: ^bb0, ^bb0
    %13 = gpu.wait async
    %mem, %tok = gpu.alloc async [%13] (%4) : memref<?xf32>
    gpu.launch_func async [%tok] @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1) args(%b : i32)
    return %b : i32
  }
  gpu.module @kernels {
    gpu.func @k(%p: i32) kernel {
      gpu.return
    }
  }
  llvm.func @g(%p: !llvm.ptr, %s: !llvm.struct<(i32, f64)>) -> i32 {
    %0 = llvm.extractvalue %s[0] : !llvm.struct<(i32, f64)>
    %1 = llvm.load %p : !llvm.ptr -> i32
    llvm.return %1 : i32
  }
}
"""


def _load() -> None:
    global _BUILDER, _FAST
    from pyopt.ir import tables
    from pyopt.ir.lalr import FastLALR
    from pyopt.ir.parser import Builder

    key, data = tables.load()
    _RULE_OWNERS.update(data["owners"])
    builder = Builder()
    _FAST = FastLALR(data["tables"], builder, lambda: tables.load_scanners(key))
    _BUILDER = builder
