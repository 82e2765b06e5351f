"""Differential tests of the LLVM lowerings: each pass, and the usual
combinations, over every `.mlir` input of the suite that mlir-opt 22.1.8
parses, and over generated programs mixing the dialects.  pyopt must print
what mlir-opt prints; when mlir-opt fails, the same stderr (its
`expected ... was not produced` blocks stripped) and exit status.

An input runs a pass only when it holds an op of a dialect the pass
lowers (otherwise the pass prints its input, which test_differential.py
covers).  Known differences: tests/known_differences.txt as
`<file>::lower:<pipeline>` (strict xfails).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

from conftest import differential_case, input_files, needs_mlir_opt, run_mlir_opt, run_pyopt
from test_diagnostics_differential import strip_not_produced

# pipeline id -> (flags, op-name prefixes that make an input relevant)
PIPELINES: dict[str, tuple[list[str], tuple[str, ...]]] = {
    "arith": (["--convert-arith-to-llvm"], ("arith.",)),
    "arith32": (["--convert-arith-to-llvm=index-bitwidth=32"], ("arith.",)),
    "cf": (["--convert-cf-to-llvm"], ("cf.",)),
    "index": (["--convert-index-to-llvm"], ("index.",)),
    "math": (["--convert-math-to-llvm"], ("math.",)),
    "math-nolog1p": (["--convert-math-to-llvm=approximate-log1p=false"], ("math.log1p",)),
    "complex": (["--convert-complex-to-llvm"], ("complex.",)),
    "complex-improved": (["--convert-complex-to-llvm=complex-range=improved"], ("complex.div",)),
    "ub": (["--convert-ub-to-llvm"], ("ub.",)),
    "memref": (["--finalize-memref-to-llvm"], ("memref.",)),
    "memref-aligned": (["--finalize-memref-to-llvm=use-aligned-alloc=1"], ("memref.alloc",)),
    "memref-generic": (["--finalize-memref-to-llvm=use-generic-functions=1"], ("memref.alloc", "memref.dealloc")),
    "memref-aligned-generic": (["--finalize-memref-to-llvm=use-aligned-alloc=1 use-generic-functions=1"],
                               ("memref.alloc", "memref.copy")),
    "memref32": (["--finalize-memref-to-llvm=index-bitwidth=32"], ("memref.",)),
    "vector": (["--convert-vector-to-llvm"], ("vector.",)),
    "to-llvm": (["--convert-to-llvm"], ("arith.", "cf.", "index.", "math.", "complex.", "ub.", "memref.", "vector.",
                                        "func.")),
    "func+reconcile": (["--convert-func-to-llvm", "--reconcile-unrealized-casts"], ("func.",)),
    "memref+arith+func+reconcile": (["--finalize-memref-to-llvm", "--convert-arith-to-llvm", "--convert-func-to-llvm",
                                     "--reconcile-unrealized-casts"], ("memref.", "arith.")),
    "c-wrappers": (["--llvm-request-c-wrappers"], ("func.func",)),
    "datalayout": (["--set-llvm-module-datalayout=data-layout=e-m:e-i64:64"], ("func.func",)),
    "dlti-func": (["--convert-func-to-llvm"], ("dlti.dl_spec",)),
    "lower-affine": (["--lower-affine"], ("affine.",)),
    "scf-to-cf": (["--convert-scf-to-cf"], ("scf.",)),
    "gpu-outline": (["--gpu-kernel-outlining"], ("gpu.launch blocks", "gpu.launch async")),
    "gpu-sink-outline": (["--gpu-launch-sink-index-computations", "--gpu-kernel-outlining"],
                         ("gpu.launch blocks", "gpu.launch async")),
    "nvvm": (["--convert-nvvm-to-llvm"], ("nvvm.",)),
}


def _flags(text: str) -> list[str]:
    flags = []
    if '"test.' in text or "allow-unregistered-dialect" in text:
        flags.append("--allow-unregistered-dialect")
    if re.search(r"^// -----", text, re.M):
        flags.append("--split-input-file")
    return flags


def _relevant(text: str, prefixes: tuple[str, ...]) -> bool:
    return any(p in text for p in prefixes)


CASES = []
for _path in input_files():
    _text = _path.read_text(errors="replace")
    if "expected-error" in _text:
        continue  # bad inputs: the diagnostics tests own them
    for _pid, (_, _prefixes) in PIPELINES.items():
        if _relevant(_text, _prefixes):
            CASES.append(differential_case(_path, f"lower:{_pid}"))


def compare(args: list[str]) -> None:
    from pyopt.conversion.llvm_common import reset_unique_symbol_counter

    want = run_mlir_opt(args)
    reset_unique_symbol_counter()  # each mlir-opt run is a fresh process, pyopt runs in this one
    got = run_pyopt(args)
    if want[0] == 0:
        assert got[0] == 0, f"pyopt failed where mlir-opt did not:\n{got[2][:3000]}"
        assert got[1] == want[1]
    else:
        assert (got[0], got[2]) == (want[0], strip_not_produced(want[2]))
        assert got[1] == want[1]  # with --split-input-file, the chunks that did lower


@needs_mlir_opt
@pytest.mark.parametrize("path,mode", CASES)
def test_lowering_same_as_mlir_opt(path: Path, mode: str) -> None:
    text = path.read_text(errors="replace")
    flags = _flags(text)
    parsed = run_mlir_opt([*flags, str(path)])
    if parsed[0] != 0:
        pytest.skip("mlir-opt does not accept the input")
    compare([*flags, *PIPELINES[mode.split(":", 1)[1]][0], str(path)])


# ---- generated programs ----------------------------------------------------------------------
class ProgramGenerator:
    """Random straight-line functions mixing arith, index, math, ub,
    memref, vector and cf ops; values of each type are reused at random."""

    INT_BINARY = ["addi", "subi", "muli", "divsi", "divui", "remsi", "remui", "andi", "ori", "xori", "maxsi",
                  "minui", "shli", "shrsi", "shrui", "ceildivsi", "ceildivui", "floordivsi"]
    FLOAT_BINARY = ["addf", "subf", "mulf", "divf", "remf", "maximumf", "minnumf"]
    MATH_UNARY = ["absf", "exp", "log", "sqrt", "rsqrt", "expm1", "log1p", "floor", "ceil", "sin", "tanh"]
    INDEX_BINARY = ["add", "sub", "mul", "divs", "ceildivs", "ceildivu", "floordivs", "maxs", "minu", "shl", "and"]

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.lines: list[str] = []
        self.values: dict[str, list[str]] = {}
        self.count = 0

    def fresh(self, type_: str) -> str:
        name = f"%v{self.count}"
        self.count += 1
        self.values.setdefault(type_, []).append(name)
        return name

    def pick(self, type_: str) -> str:
        return self.rng.choice(self.values[type_])

    def emit(self, text: str) -> None:
        self.lines.append("  " + text)

    def step(self) -> None:
        r = self.rng
        kind = r.randrange(12)
        if kind == 0:
            t = r.choice(["i32", "i64", "index"])
            self.emit(f"{self.fresh(t)} = arith.constant {r.randint(-8, 64)} : {t}")
        elif kind == 1:
            t = r.choice(["i32", "i64", "index"])
            op = r.choice(self.INT_BINARY)
            flags = " overflow<nsw>" if op in ("addi", "subi", "muli", "shli") and r.random() < 0.3 else ""
            a, b = self.pick(t), self.pick(t)
            self.emit(f"{self.fresh(t)} = arith.{op} {a}, {b}{flags} : {t}")
        elif kind == 2:
            t = r.choice(["f32", "vector<4xf32>"])
            op = r.choice(self.FLOAT_BINARY)
            fm = " fastmath<fast>" if r.random() < 0.3 else ""
            a, b = self.pick(t), self.pick(t)
            self.emit(f"{self.fresh(t)} = arith.{op} {a}, {b}{fm} : {t}")
        elif kind == 3:
            a, b = self.pick("i32"), self.pick("i32")
            pred = r.choice(["eq", "ne", "slt", "uge"])
            c = self.fresh("i1")
            self.emit(f"{c} = arith.cmpi {pred}, {a}, {b} : i32")
            t = r.choice(["i32", "f32"])
            x, y = self.pick(t), self.pick(t)
            self.emit(f"{self.fresh(t)} = arith.select {c}, {x}, {y} : {t}")
        elif kind == 4:
            src, dst = r.choice([("index", "i32"), ("i32", "index"), ("index", "i64"), ("i64", "index")])
            a = self.pick(src)
            self.emit(f"{self.fresh(dst)} = arith.index_cast {a} : {src} to {dst}")
        elif kind == 5:
            t = r.choice(["f32", "vector<4xf32>"])
            a = self.pick(t)
            self.emit(f"{self.fresh(t)} = math.{r.choice(self.MATH_UNARY)} {a} : {t}")
        elif kind == 6:
            op = r.choice(self.INDEX_BINARY)
            a, b = self.pick("index"), self.pick("index")
            self.emit(f"{self.fresh('index')} = index.{op} {a}, {b}")
        elif kind == 7:
            i = self.pick("index")
            self.emit(f"{self.fresh('f32')} = memref.load %buf[{i}] : memref<?xf32>")
        elif kind == 8:
            self.emit(f"memref.store {self.pick('f32')}, %buf[{self.pick('index')}] : memref<?xf32>")
        elif kind == 9:
            a = self.pick("f32")
            self.emit(f"{self.fresh('vector<4xf32>')} = vector.broadcast {a} : f32 to vector<4xf32>")
        elif kind == 10:
            v = self.pick("vector<4xf32>")
            self.emit(f"{self.fresh('f32')} = vector.extract {v}[{r.randrange(4)}] : f32 from vector<4xf32>")
        else:
            t = r.choice(["i32", "f32"])
            self.emit(f"{self.fresh(t)} = ub.poison : {t}")

    def program(self, n_ops: int) -> str:
        header = ("func.func @gen(%buf: memref<?xf32>, %n: index, %a: i32, %b: i64, %x: f32, "
                  "%v: vector<4xf32>) -> (i32, f32) {")
        self.values = {"index": ["%n"], "i32": ["%a"], "i64": ["%b"], "f32": ["%x"], "vector<4xf32>": ["%v"]}
        self.emit("%c0 = arith.constant 0 : index")
        self.values["index"].append("%c0")
        for _ in range(n_ops):
            self.step()
        # A loop-free branch diamond so cf is exercised too.
        cond = self.fresh("i1")
        self.emit(f"{cond} = arith.cmpi slt, {self.pick('i32')}, {self.pick('i32')} : i32")
        self.emit(f"cf.cond_br {cond}, ^bb1({self.pick('i32')} : i32), ^bb1({self.pick('i32')} : i32)")
        body = "\n".join(self.lines)
        tail = f"^bb1(%r: i32):\n  return %r, {self.pick('f32')} : i32, f32\n}}\n"
        return f"{header}\n{body}\n{tail}"


GENERATED = [(seed, pid) for seed in range(12) for pid in ("to-llvm", "memref+arith+func+reconcile", "arith",
                                                          "vector")]


@needs_mlir_opt
@pytest.mark.parametrize("seed,pipeline", GENERATED, ids=[f"seed{s}-{p}" for s, p in GENERATED])
def test_generated_programs_same_as_mlir_opt(tmp_path: Path, seed: int, pipeline: str) -> None:
    path = tmp_path / f"gen{seed}.mlir"
    path.write_text(ProgramGenerator(seed).program(40))
    compare([*PIPELINES[pipeline][0], str(path)])
