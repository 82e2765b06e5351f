"""Random valid GPU/async host programs for differential tests of
`--gpu-to-llvm` (and `--gpu-async-region`).

A program is one module with a few host functions.  Each function threads
`!gpu.async.token` chains (gpu.wait async -> gpu.alloc / gpu.memcpy /
gpu.memset / gpu.launch_func / gpu.dealloc -> gpu.wait), registers host
memory, runs chains inside (nested) `async.execute` regions that yield
tokens and values, awaits them and continues on the host.  Constants repeat,
fold (`arith.addi %c2, %c2`) and sit inside regions, so the pre-pass
de-duplicates and hoists them.  Kernels live in a `gpu.module` with an NVVM
or ROCDL target (llvm.func kernels with the expanded signature) or in a
`gpu.binary`.

    python tests/unit/gpu_program_gen.py --seed 7            # print one program
    python tests/unit/gpu_program_gen.py --count 1000 --check  # differential run
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field

MEMREF_TYPES = [
    ("memref<16xf32>", [16], "f32"),
    ("memref<8x4xf32>", [8, 4], "f32"),
    ("memref<?xf32>", [-1], "f32"),
    ("memref<?x4xi32>", [-1, 4], "i32"),
    ("memref<32xi16>", [32], "i16"),
    ("memref<4x2xf16>", [4, 2], "f16"),
    ("memref<2x3x4xi32>", [2, 3, 4], "i32"),
]
SCALARS = {"f32": "%s", "i32": "%i", "i16": "%w", "f16": "%hf"}
LLVM_SCALAR = {"f32": "f32", "i32": "i32", "i16": "i16", "f16": "f16", "index": "i64"}


def kernel_signature(args: list[tuple[str, str]]) -> list[str]:
    """The llvm.func parameter types a launch with `args` (value, type) passes."""
    params: list[str] = []
    for _, t in args:
        if t.startswith("memref<"):
            rank = t.count("x")
            params += ["!llvm.ptr", "!llvm.ptr", "i64"] + ["i64"] * (2 * rank)
        else:
            params.append(LLVM_SCALAR[t])
    return params


@dataclass
class Scope:
    """Values visible at a point of a function body."""

    memrefs: list[tuple[str, str]] = field(default_factory=list)  # (value, type)
    indices: list[str] = field(default_factory=list)


class Generator:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.counter = 0
        self.kernels: list[list[str]] = []  # signatures
        self.target = self.rng.choice(["nvvm", "rocdl", "binary-nvvm", "binary-rocdl"])

    def fresh(self, stem: str) -> str:
        self.counter += 1
        return f"%{stem}{self.counter}"

    # -- pieces -------------------------------------------------------------------------------
    def constant(self, out: list[str], ind: str, scope: Scope) -> str:
        """An index constant, sometimes one that folds."""
        r = self.rng
        value = r.choice([1, 1, 2, 4, 8])
        name = self.fresh("c")
        out.append(f"{ind}{name} = arith.constant {value} : index")
        if r.random() < 0.3:
            folded = self.fresh("f")
            out.append(f"{ind}{folded} = arith.addi {name}, {name} : index")
            name = folded
        if r.random() < 0.2:
            out.append(f"{ind}{self.fresh('dead')} = arith.constant {r.randint(0, 99)} : i32")
        scope.indices.append(name)
        return name

    def index(self, out: list[str], ind: str, scope: Scope) -> str:
        if scope.indices and self.rng.random() < 0.6:
            return self.rng.choice(scope.indices)
        return self.constant(out, ind, scope)

    def chain(self, out: list[str], ind: str, scope: Scope, token: str, steps: int) -> str:
        """GPU ops threaded on `token`; returns the last token."""
        r = self.rng
        local: list[tuple[str, str]] = []
        for _ in range(steps):
            kind = r.choice(["alloc", "memcpy", "memset", "launch", "launch", "dealloc", "wait"])
            if r.random() < 0.06:  # ops 22.1.8 leaves unconverted (casts at the boundary)
                kind = r.choice(["no-dependency", "two-dependencies", "sync-dealloc"])
            pool = local + scope.memrefs
            if kind == "alloc":
                t, shape, _ = r.choice(MEMREF_TYPES)
                dyn = ", ".join("%n" for d in shape if d < 0)
                m, tok = self.fresh("m"), self.fresh("t")
                out.append(f"{ind}{m}, {tok} = gpu.alloc async [{token}] ({dyn}) : {t}")
                local.append((m, t))
                token = tok
            elif kind == "memcpy" and pool:
                m, t = r.choice(pool)
                same = [v for v, vt in pool if vt == t]
                src = r.choice(same)
                tok = self.fresh("t")
                out.append(f"{ind}{tok} = gpu.memcpy async [{token}] {m}, {src} : {t}, {t}")
                token = tok
            elif kind == "memset" and pool:
                m, t = r.choice(pool)
                element = t[t.rfind("x") + 1:-1]
                tok = self.fresh("t")
                out.append(f"{ind}{tok} = gpu.memset async [{token}] {m}, {SCALARS[element]} : {t}, {element}")
                token = tok
            elif kind == "launch":
                token = self.launch(out, ind, scope, pool, token)
            elif kind == "dealloc" and local:
                m, t = local.pop(r.randrange(len(local)))
                tok = self.fresh("t")
                out.append(f"{ind}{tok} = gpu.dealloc async [{token}] {m} : {t}")
                token = tok
            elif kind == "wait":
                tok = self.fresh("t")
                out.append(f"{ind}{tok} = gpu.wait async [{token}]")
                token = tok
            elif kind == "no-dependency" and pool:
                m, t = r.choice(pool)
                tok = self.fresh("t")
                out.append(f"{ind}{tok} = gpu.memcpy async {m}, {m} : {t}, {t}")
                out.append(f"{ind}gpu.wait [{tok}]")
            elif kind == "two-dependencies" and pool:
                m, t = r.choice(pool)
                other, tok = self.fresh("t"), self.fresh("t")
                out.append(f"{ind}{other} = gpu.wait async")
                out.append(f"{ind}{tok} = gpu.memcpy async [{token}, {other}] {m}, {m} : {t}, {t}")
                token = tok
            elif kind == "sync-dealloc" and local:
                m, t = local.pop(r.randrange(len(local)))
                out.append(f"{ind}gpu.dealloc {m} : {t}")
        return token

    def launch(self, out: list[str], ind: str, scope: Scope, pool: list[tuple[str, str]], token: str | None) -> str:
        r = self.rng
        dims = [self.index(out, ind, scope) for _ in range(6)]
        args: list[tuple[str, str]] = []
        for _ in range(r.randint(0, 3)):
            if pool and r.random() < 0.6:
                args.append(r.choice(pool))
            else:
                args.append(r.choice([("%s", "f32"), ("%i", "i32"), ("%n", "index")]))
        kernel = len(self.kernels)
        self.kernels.append(kernel_signature(args))
        shared = f" dynamic_shared_memory_size %i" if r.random() < 0.15 else ""
        arg_text = f" args({', '.join(f'{v} : {t}' for v, t in args)})" if args else ""
        grid = f"blocks in ({dims[0]}, {dims[1]}, {dims[2]}) threads in ({dims[3]}, {dims[4]}, {dims[5]})"
        if token is None:
            out.append(f"{ind}gpu.launch_func @kmod::@k{kernel} {grid}{shared}{arg_text}")
            return ""
        tok = self.fresh("t")
        out.append(f"{ind}{tok} = gpu.launch_func async [{token}] @kmod::@k{kernel} {grid}{shared}{arg_text}")
        return tok

    def execute(self, out: list[str], ind: str, scope: Scope, pending: list[tuple[str, str]], depth: int,
                exec_tokens: list[str]) -> None:
        """An async.execute running a chain and yielding its token (and
        sometimes a value); its results go to `pending` / `exec_tokens`."""
        r = self.rng
        deps = r.sample(exec_tokens, min(len(exec_tokens), r.randint(0, 1)))
        operands = []
        if pending and r.random() < 0.6:
            operands.append(pending.pop(r.randrange(len(pending))))
        token, body_result = self.fresh("et"), self.fresh("er")
        results = ["!async.value<!gpu.async.token>"]
        value = r.random() < 0.3
        if value:
            results.append("!async.value<f32>")
        dep_text = f" [{', '.join(deps)}]" if deps else ""
        arg_names = [self.fresh("a") for _ in operands]
        op_text = (" (" + ", ".join(f"{v} as {a}: {t}" for (v, t), a in zip(operands, arg_names)) + ")"
                   if operands else "")
        res_text = results[0] if len(results) == 1 else "(" + ", ".join(results) + ")"
        lhs = f"{token}, {body_result}" if len(results) == 1 else f"{token}, {body_result}:2"
        out.append(f"{ind}{lhs} = async.execute{dep_text}{op_text} -> {res_text} {{")
        inner = ind + "  "
        scope = Scope(list(scope.memrefs), list(scope.indices))  # the body's values stay inside
        start = self.fresh("t")
        wait_deps = ", ".join(arg_names)
        out.append(f"{inner}{start} = gpu.wait async" + (f" [{wait_deps}]" if wait_deps else ""))
        if r.random() < 0.3:
            self.constant(out, inner, Scope())  # a constant the pre-pass hoists out
        last = self.chain(out, inner, scope, start, r.randint(1, 4))
        inner_pending: list[tuple[str, str]] = []
        if depth < 2 and r.random() < 0.25:
            self.execute(out, inner, scope, inner_pending, depth + 1, [])
            for v, _ in inner_pending:
                g = self.fresh("g")
                out.append(f"{inner}{g} = async.await {v} : !async.value<!gpu.async.token>")
                out.append(f"{inner}gpu.wait [{g}]")
        if value:
            cst = self.fresh("cst")
            out.append(f"{inner}{cst} = arith.constant {r.choice(['1.0', '2.5', '0.0'])} : f32")
            out.append(f"{inner}async.yield {last}, {cst} : !gpu.async.token, f32")
        else:
            out.append(f"{inner}async.yield {last} : !gpu.async.token")
        out.append(f"{ind}}}")
        exec_tokens.append(token)
        pending.append((body_result if not value else f"{body_result}#0", "!async.value<!gpu.async.token>"))
        if value and r.random() < 0.5:
            v = self.fresh("v")
            out.append(f"{ind}{v} = async.await {body_result}#1 : !async.value<f32>")
            start, tok = self.fresh("t"), self.fresh("t")
            out.append(f"{ind}{start} = gpu.wait async")
            out.append(f"{ind}{tok} = gpu.memset async [{start}] %h, {v} : memref<16xf32>, f32")
            out.append(f"{ind}gpu.wait [{tok}]")

    def function(self, index: int) -> list[str]:
        r = self.rng
        params = ["%h: memref<16xf32>", "%h2: memref<8x4xf32>", "%hd: memref<?xf32>", "%u: memref<*xf32>",
                  "%s: f32", "%i: i32", "%w: i16", "%hf: f16", "%n: index"]
        scope = Scope(memrefs=[("%h", "memref<16xf32>"), ("%h2", "memref<8x4xf32>"), ("%hd", "memref<?xf32>")])
        out = [f"  func.func @host{index}({', '.join(params)}) {{"]
        ind = "    "
        if r.random() < 0.5:
            self.constant(out, ind, scope)
        if r.random() < 0.3:
            out.append(f"{ind}gpu.host_register %u : memref<*xf32>")
        if r.random() < 0.15:
            out.append(f"{ind}{self.fresh('hs')} = gpu.alloc host_shared (%n) : memref<?xf32>")
        pending: list[tuple[str, str]] = []
        exec_tokens: list[str] = []
        for _ in range(r.randint(1, 4)):
            what = r.choice(["chain", "execute", "execute", "sync-launch", "await"])
            if what == "chain":
                start = self.fresh("t")
                out.append(f"{ind}{start} = gpu.wait async")
                last = self.chain(out, ind, scope, start, r.randint(1, 5))
                out.append(f"{ind}gpu.wait [{last}]")
            elif what == "execute":
                self.execute(out, ind, scope, pending, 0, exec_tokens)
            elif what == "sync-launch":
                self.launch(out, ind, scope, list(scope.memrefs), None)
            elif what == "await" and pending:
                v, _ = pending.pop(r.randrange(len(pending)))
                g = self.fresh("g")
                out.append(f"{ind}{g} = async.await {v} : !async.value<!gpu.async.token>")
                if r.random() < 0.5:
                    out.append(f"{ind}gpu.wait [{g}]")
                else:
                    t = self.fresh("t")
                    out.append(f"{ind}{t} = gpu.wait async [{g}]")
                    last = self.chain(out, ind, scope, t, r.randint(0, 2))
                    out.append(f"{ind}gpu.wait [{last}]")
        for v, _ in pending:
            g = self.fresh("g")
            out.append(f"{ind}{g} = async.await {v} : !async.value<!gpu.async.token>")
            out.append(f"{ind}gpu.wait [{g}]")
        if r.random() < 0.2:
            out.append(f"{ind}gpu.host_unregister %u : memref<*xf32>")
        out.append(f"{ind}return")
        out.append("  }")
        return out

    def kernel_module(self) -> list[str]:
        dialect = "nvvm" if "nvvm" in self.target else "rocdl"
        if self.target.startswith("binary"):
            return [f'  gpu.binary @kmod [#gpu.object<#{dialect}.target, "BLOB">]']
        out = [f"  gpu.module @kmod [#{dialect}.target] {{"]
        for k, sig in enumerate(self.kernels):
            params = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(sig))
            out.append(f"    llvm.func @k{k}({params}) attributes {{gpu.kernel, {dialect}.kernel}} {{")
            out.append("      llvm.return")
            out.append("    }")
        out.append("  }")
        return out

    def program(self) -> str:
        body: list[str] = []
        for f in range(self.rng.randint(1, 3)):
            body += self.function(f)
        if not self.kernels:
            self.kernels.append([])
        lines = ["module attributes {gpu.container_module} {", *body, *self.kernel_module(), "}"]
        return "\n".join(lines) + "\n"


def program(seed: int) -> str:
    return Generator(seed).program()


def sync_program(seed: int) -> str:
    """A host program with synchronous GPU ops, host side effects and
    async.execute regions: the input `gpu-async-region` makes asynchronous."""
    r = random.Random(seed)
    lines = ["module attributes {gpu.container_module} {"]
    sigs: list[list[str]] = []

    def body(ind: str, depth: int) -> list[str]:
        out: list[str] = []
        bufs = [("%h", "memref<16xf32>")]
        for _ in range(r.randint(1, 6)):
            kind = r.choice(["alloc", "memcpy", "memset", "launch", "store", "load", "const", "execute", "dealloc",
                             "wait"])
            if kind == "alloc":
                name = f"%b{len(out)}_{depth}"
                out.append(f"{ind}{name} = gpu.alloc () : memref<16xf32>")
                bufs.append((name, "memref<16xf32>"))
            elif kind == "memcpy":
                a, b = r.choice(bufs)[0], r.choice(bufs)[0]
                out.append(f"{ind}gpu.memcpy {a}, {b} : memref<16xf32>, memref<16xf32>")
            elif kind == "memset":
                out.append(f"{ind}gpu.memset {r.choice(bufs)[0]}, %s : memref<16xf32>, f32")
            elif kind == "launch":
                args = [r.choice(bufs) for _ in range(r.randint(0, 2))]
                sigs.append(kernel_signature(args))
                arg_text = f" args({', '.join(f'{v} : {t}' for v, t in args)})" if args else ""
                out.append(f"{ind}gpu.launch_func @kmod::@k{len(sigs) - 1} blocks in (%c1, %c1, %c1) "
                           f"threads in (%c1, %c1, %c1){arg_text}")
            elif kind == "store":
                out.append(f"{ind}memref.store %s, %h[%c1] : memref<16xf32>")
            elif kind == "load":
                out.append(f"{ind}%l{len(out)}_{depth} = memref.load %h[%c1] : memref<16xf32>")
            elif kind == "const":
                out.append(f"{ind}%k{len(out)}_{depth} = arith.addi %c1, %c1 : index")
            elif kind == "dealloc" and len(bufs) > 1:
                name, t = bufs.pop()
                out.append(f"{ind}gpu.dealloc {name} : {t}")
            elif kind == "wait":
                out.append(f"{ind}gpu.wait")
            elif kind == "execute" and depth < 2:
                tok = f"%e{len(out)}_{depth}"
                out.append(f"{ind}{tok} = async.execute {{")
                out.extend(body(ind + "  ", depth + 1))
                out.append(f"{ind}  async.yield")
                out.append(f"{ind}}}")
                if r.random() < 0.7:
                    out.append(f"{ind}async.await {tok} : !async.token")
                if r.random() < 0.3:
                    out.append(f"{ind}async.await {tok} : !async.token")
        return out

    for f in range(r.randint(1, 2)):
        lines.append(f"  func.func @f{f}(%h: memref<16xf32>, %s: f32) {{")
        lines.append("    %c1 = arith.constant 1 : index")
        lines.extend(body("    ", 0))
        lines.append("    return")
        lines.append("  }")
    lines.append("  gpu.module @kmod {")
    for k, sig in enumerate(sigs):
        params = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(sig))
        lines.append(f"    llvm.func @k{k}({params}) attributes {{gpu.kernel}} {{")
        lines.append("      llvm.return")
        lines.append("    }")
    lines += ["  }", "}"]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--count", type=int, default=1)
    ap.add_argument("--check", action="store_true", help="compare pyopt with the fixed oracle")
    ap.add_argument("--args", default="--gpu-to-llvm", help="pass flags (space separated)")
    args = ap.parse_args(argv)
    if not args.check:
        for s in range(args.seed, args.seed + args.count):
            sys.stdout.write(program(s))
        return 0
    sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
    from conftest import run_pyopt
    from gpu_oracle import expected_output

    flags = args.args.split()
    failed = 0
    for s in range(args.seed, args.seed + args.count):
        text = program(s)
        want = expected_output(text, flags)
        got = run_pyopt([*flags, "-"], stdin=text)
        if got[:2] != want[:2]:
            failed += 1
            print(f"seed {s}: differs (exit {got[0]} vs {want[0]})", file=sys.stderr)
    print(f"{args.count - failed}/{args.count} programs match", file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
