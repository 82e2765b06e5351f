#!/usr/bin/env python3
"""Generate large MLIR inputs for the pyopt benchmarks.

    python bench/gen.py --ops N --kind {roundtrip,gpu} [--subset {xdsl,all}] -o FILE

kind `roundtrip`: N ops in func.func's of ~1000 ops each, using builtin/func/
arith/memref/cf/scf/llvm ops in custom syntax.  With `--subset xdsl` (the
default) only ops that both mlir-opt and xdsl-opt parse are used; `--subset all`
adds ops xdsl-opt lacks (index dialect).

kind `gpu`: GPU host programs (gpu.wait async / gpu.alloc / gpu.memcpy /
gpu.launch_func / gpu.dealloc) against a `gpu.binary`, input for `--gpu-to-llvm`.
kind `gpu-sync`: the same programs without `async` (input for `--gpu-async-region`).

Inputs of the other passes (mlir-opt and pyopt only): kind `vector` (vector ops on
1-D vectors and memrefs, for `--convert-vector-to-llvm`), `affine` (affine.for
nests with loads, stores, apply/min/max and affine.if, for `--lower-affine`),
`math` (math, complex and ub ops, for their `--convert-*-to-llvm`), `nvvm`
(llvm.func's of PTX-builder nvvm ops, for `--convert-nvvm-to-llvm`) and `launch`
(host functions of gpu.launch regions, for `--gpu-kernel-outlining`).

The first line of every file is a `// pyopt-bench: ...` comment with the exact
op count (every operation in the IR, implicit terminators and func.func
included, the top-level module not).
"""
from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

OPS_PER_FUNC = 1000
KINDS = ("roundtrip", "gpu", "gpu-sync", "vector", "affine", "math", "nvvm", "launch")
SUBSETS = ("xdsl", "all")


class Namer:
    """Hands out fresh SSA value names: %0, %1, ..."""

    def __init__(self) -> None:
        self.n = 0

    def __call__(self) -> str:
        self.n += 1
        return f"%{self.n}"


def roundtrip_chunk(v: str, k: int, bb: int, new: Namer, subset: str) -> tuple[list[str], int]:
    """One straight-line chunk ending in a cf.cond_br to ^bb{bb}. Returns (lines, ops)."""
    c, add, mul, cmp, sel = new(), new(), new(), new(), new()
    cf, addf, ld, mulf = new(), new(), new(), new()
    lc, ladd, sub, lmul, ifv = new(), new(), new(), new(), new()
    l2, a2, acc, r, s, cond = new(), new(), new(), new(), new(), new()
    m = "memref<16xf32>"
    lines = [
        f"{c} = arith.constant {k % 97 + 1} : i32",
        f"{add} = arith.addi {v}, {c} : i32",
        f"{mul} = arith.muli {add}, {v} : i32",
        f"{cmp} = arith.cmpi slt, {add}, {mul} : i32",
        f"{sel} = arith.select {cmp}, {add}, {mul} : i32",
        f"{cf} = arith.constant {k % 13}.5{'0' * 5}e+00 : f32",
        f"{addf} = arith.addf %arg1, {cf} : f32",
        f"memref.store {addf}, %mem[%c0] : {m}",
        f"{ld} = memref.load %mem[%c1] : {m}",
        f"{mulf} = arith.mulf {ld}, {addf} : f32",
        f"{lc} = llvm.mlir.constant({k % 31} : i32) : i32",
        f"{ladd} = llvm.add {sel}, {lc} : i32",
        f"{sub} = arith.subi {ladd}, {mul} : i32",
        f"{lmul} = llvm.mul {sub}, {lc} : i32",
        f"{ifv} = scf.if {cmp} -> (i32) {{",
        f"  scf.yield {lmul} : i32",
        "} else {",
        f"  scf.yield {sub} : i32",
        "}",
        "scf.for %iv = %c0 to %c16 step %c1 {",
        f"  {l2} = memref.load %mem[%iv] : {m}",
        f"  {a2} = arith.addf {l2}, {mulf} : f32",
        f"  memref.store {a2}, %mem[%iv] : {m}",
        "}",
        f"{r} = scf.for %iv = %c0 to %c16 step %c1 iter_args({acc} = {ifv}) -> (i32) {{",
        f"  {s} = arith.addi {acc}, {sel} : i32",
        f"  scf.yield {s} : i32",
        "}",
    ]
    if subset == "all":
        i1, i2 = new(), new()
        lines += [f"{i1} = index.add %c1, %c16", f"{i2} = index.mul {i1}, %c16"]
    lines += [
        f"{cond} = arith.cmpi sgt, {r}, {ladd} : i32",
        f"cf.cond_br {cond}, ^bb{bb}({r} : i32), ^bb{bb}({ladd} : i32)",
    ]
    # Ops: 14 straight-line + scf.if(1) + 2 yields + scf.for(1) + 3 body + implicit
    # yield(1) + scf.for(1) + 2 body + cmpi + cond_br = 27 (+2 with index ops).
    ops = 27 + (2 if subset == "all" else 0)
    return lines, ops


def roundtrip_func(fi: int, budget: int, subset: str) -> tuple[list[str], int]:
    """A func.func with about `budget` ops (at least one chunk)."""
    new = Namer()
    out = [
        f"func.func @f{fi}(%arg0: i32, %arg1: f32) -> i32 {{",
        "  %c0 = arith.constant 0 : index",
        "  %c1 = arith.constant 1 : index",
        "  %c16 = arith.constant 16 : index",
        "  %mem = memref.alloc() : memref<16xf32>",
        "  cf.br ^bb1(%arg0 : i32)",
    ]
    ops = 6 + 2  # func, 3 constants, alloc, br + dealloc, return
    bb = 1
    while True:
        v = f"%b{bb}"
        out.append(f"^bb{bb}({v}: i32):")
        lines, n = roundtrip_chunk(v, fi * 131 + bb, bb + 1, new, subset)
        out += ["  " + ln for ln in lines]
        ops += n
        bb += 1
        if ops >= budget:
            break
    out += [
        f"^bb{bb}(%b{bb}: i32):",
        "  memref.dealloc %mem : memref<16xf32>",
        f"  func.return %b{bb} : i32",
        "}",
    ]
    return out, ops


def gpu_func(fi: int, budget: int, sync: bool = False) -> tuple[list[str], int]:
    """A GPU host func.func with about `budget` ops (at least one launch);
    `sync`: blocking ops only (no tokens), as `--gpu-async-region` expects them."""
    if sync:
        return gpu_sync_func(fi, budget)
    m = "memref<?xf32>"
    out = [
        f"func.func @host{fi}(%h: {m}, %n: index) {{",
        "  %c1 = arith.constant 1 : index",
        "  %c64 = arith.constant 64 : index",
        "  %t0 = gpu.wait async",
    ]
    ops = 4 + 2  # func, 2 constants, wait + final wait, return
    tok, i = "%t0", 0
    while True:
        i += 1
        out += [
            f"  %k{i} = arith.constant {i % 7 + 1} : index",
            f"  %n{i} = arith.muli %n, %k{i} : index",
            f"  %d{i}, %ta{i} = gpu.alloc async [{tok}] (%n{i}) : {m}",
            f"  %tc{i} = gpu.memcpy async [%ta{i}] %d{i}, %h : {m}, {m}",
            f"  %tl{i} = gpu.launch_func async [%tc{i}] @kmod::@kernel{i % 4}"
            f" blocks in (%n{i}, %c1, %c1) threads in (%c64, %c1, %c1)"
            f" args(%d{i} : {m}, %n{i} : index)",
            f"  %tb{i} = gpu.memcpy async [%tl{i}] %h, %d{i} : {m}, {m}",
            f"  %td{i} = gpu.dealloc async [%tb{i}] %d{i} : {m}",
        ]
        tok, ops = f"%td{i}", ops + 7
        if ops >= budget:
            break
    out += [f"  gpu.wait [{tok}]", "  func.return", "}"]
    return out, ops


def _repeated(head: list[str], body: Callable[[int, str], list[str]], tail: Callable[[str], list[str]],
              budget: int, ops: int, per_round: int, acc: str = "") -> tuple[list[str], int]:
    """`head`, then rounds of `body(i, acc)` (each `per_round` ops; a round's
    result is named `%r{i}`, the next round's `acc`) until `budget`, then `tail(acc)`."""
    out, i = list(head), 0
    while True:
        i += 1
        out += ["  " + ln for ln in body(i, acc)]
        acc, ops = f"%r{i}", ops + per_round
        if ops >= budget:
            return out + ["  " + ln for ln in tail(acc)] + ["}"], ops


def _host_head(fi: int, m: str) -> list[str]:
    """A host function taking a buffer and a size, with the constants 1 and 64."""
    return [f"func.func @host{fi}(%h: {m}, %n: index) {{",
            "  %c1 = arith.constant 1 : index", "  %c64 = arith.constant 64 : index"]


def gpu_sync_func(fi: int, budget: int) -> tuple[list[str], int]:
    m = "memref<?xf32>"
    head = _host_head(fi, m)
    return _repeated(head, lambda i, _: [
        f"%k{i} = arith.constant {i % 7 + 1} : index",
        f"%n{i} = arith.muli %n, %k{i} : index",
        f"%d{i} = gpu.alloc (%n{i}) : {m}",
        f"gpu.memcpy %d{i}, %h : {m}, {m}",
        f"gpu.launch_func @kmod::@kernel{i % 4} blocks in (%n{i}, %c1, %c1) threads in (%c64, %c1, %c1)"
        f" args(%d{i} : {m}, %n{i} : index)",
        f"gpu.memcpy %h, %d{i} : {m}, {m}",
        f"gpu.dealloc %d{i} : {m}",
    ], lambda _: ["func.return"], budget, ops=4, per_round=7)  # func, 2 constants, return


def vector_func(fi: int, budget: int) -> tuple[list[str], int]:
    """Vector arithmetic, shuffles, reductions, loads and stores on a memref."""
    v, m = "vector<8xf32>", "memref<64xf32>"
    head = [f"func.func @vec{fi}(%mem: {m}, %a: {v}, %s: f32) -> f32 {{", "  %c0 = arith.constant 0 : index"]
    return _repeated(head, lambda i, acc: [
        f"%b{i} = vector.broadcast {acc} : f32 to {v}",
        f"%l{i} = vector.load %mem[%c0] : {m}, {v}",
        f"%f{i} = vector.fma %a, %b{i}, %l{i} : {v}",
        f"%h{i} = vector.shuffle %f{i}, %a [0, 9, 2, 11, 4, 13, 6, 15] : {v}, {v}",
        f"%e{i} = vector.extract %h{i}[{i % 8}] : f32 from {v}",
        f"%n{i} = vector.insert %e{i}, %l{i} [{(i + 3) % 8}] : f32 into {v}",
        f"vector.store %n{i}, %mem[%c0] : {m}, {v}",
        f"%r{i} = vector.reduction <add>, %n{i}, {acc} : {v} into f32",
    ], lambda acc: [f"func.return {acc} : f32"], budget, ops=3, per_round=8, acc="%s")


def affine_func(fi: int, budget: int) -> tuple[list[str], int]:
    """2-D affine.for nests over a memref, with apply/min/max and affine.if."""
    m = "memref<64x64xf32>"
    head = [f"func.func @aff{fi}(%A: {m}, %B: {m}, %n: index) {{"]
    return _repeated(head, lambda i, _: [
        f"affine.for %i{i} = 0 to min affine_map<()[s0] -> (s0, 64)>()[%n] step {i % 3 + 1} {{",
        f"  affine.for %j{i} = max affine_map<(d0) -> (0, d0 - 8)>(%i{i}) to 64 {{",
        f"    %x{i} = affine.load %A[%i{i}, %j{i}] : {m}",
        f"    %k{i} = affine.apply affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 floordiv 4 + s0 mod 8)>"
        f"(%i{i}, %j{i})[%n]",
        f"    affine.if affine_set<(d0) : (d0 - 32 >= 0)>(%k{i}) {{",
        f"      affine.store %x{i}, %B[%j{i}, %i{i}] : {m}",
        "    }",
        "  }",
        "}",
    ], lambda _: ["func.return"], budget, ops=2, per_round=9)  # 2 for, load, apply, if, store, 3 yields


def math_func(fi: int, budget: int) -> tuple[list[str], int]:
    """Math functions, complex arithmetic and ub.poison on scalars."""
    c = "complex<f32>"
    head = [f"func.func @math{fi}(%x: f32, %z: {c}) -> f32 {{"]
    return _repeated(head, lambda i, acc: [
        f"%s{i} = math.sqrt {acc} : f32",
        f"%e{i} = math.exp %s{i} : f32",
        f"%f{i} = math.fma %e{i}, %s{i}, {acc} : f32",
        f"%p{i} = ub.poison : f32",
        f"%cr{i} = complex.create %f{i}, %p{i} : {c}",
        f"%cm{i} = complex.mul %cr{i}, %z : {c}",
        f"%ca{i} = complex.add %cm{i}, %z : {c}",
        f"%ab{i} = complex.abs %ca{i} : {c}",
        f"%re{i} = complex.re %ca{i} : {c}",
        f"%m{i} = math.absf %re{i} : f32",
        f"%r{i} = arith.addf %ab{i}, %m{i} : f32",
    ], lambda acc: [f"func.return {acc} : f32"], budget, ops=2, per_round=11, acc="%x")


def nvvm_func(fi: int, budget: int) -> tuple[list[str], int]:
    """PTX-builder nvvm ops (they become llvm.inline_asm) next to plain ones."""
    head = [f"llvm.func @nv{fi}(%s: !llvm.ptr<3>, %g: !llvm.ptr, %n: i32, %b: i1) {{"]
    return _repeated(head, lambda i, _: [
        f"%t{i} = nvvm.read.ptx.sreg.tid.x : i32",
        f"%a{i} = llvm.add %t{i}, %n : i32",
        f"nvvm.mbarrier.init %s, %a{i}, predicate = %b : !llvm.ptr<3>, i32, i1",
        f"nvvm.mbarrier.arrive.expect_tx %s, %a{i}, predicate = %b : !llvm.ptr<3>, i32, i1",
        f"nvvm.mbarrier.try_wait.parity %g, %a{i}, %n : !llvm.ptr, i32, i32",
        f"nvvm.barrier.arrive id = %a{i} number_of_threads = %n",
        f'%r{i} = nvvm.inline_ptx "add.s32 {{$w0}}, {{$r0}}, {{$r1}};" ro(%a{i}, %n : i32, i32) -> i32',
    ], lambda _: ["llvm.return"], budget, ops=2, per_round=7)


def launch_func(fi: int, budget: int) -> tuple[list[str], int]:
    """Host functions of gpu.launch regions using host values, each followed
    by a gpu.module (input for `--gpu-kernel-outlining` and the
    `--*-attach-target` passes)."""
    m = "memref<?xf32>"
    head = _host_head(fi, m)
    module = [f"gpu.module @kmod{fi} {{", "  gpu.func @k() kernel {", "    gpu.return", "  }", "}"]
    lines, ops = _repeated(head, lambda i, _: [
        f"%k{i} = arith.constant {i % 7 + 1} : index",
        f"%n{i} = arith.muli %n, %k{i} : index",
        f"gpu.launch blocks(%bx, %by, %bz) in (%gx = %n{i}, %gy = %c1, %gz = %c1)"
        " threads(%tx, %ty, %tz) in (%lx = %c64, %ly = %c1, %lz = %c1) {",
        f"  %v = memref.load %h[%tx] : {m}",
        "  %w = arith.addf %v, %v : f32",
        f"  memref.store %w, %h[%n{i}] : {m}",
        "  gpu.terminator",
        "}",
    ], lambda _: ["func.return"], budget - 3, ops=4, per_round=7)  # func, 2 constants, return
    return lines + module, ops + 3  # gpu.module, gpu.func, gpu.return


FUNCS = {"vector": vector_func, "affine": affine_func, "math": math_func, "nvvm": nvvm_func,
         "launch": launch_func}


def generate(kind: str, n_ops: int, subset: str = "xdsl") -> Iterator[str]:
    """Yield the lines of a file with about `n_ops` ops (header line first)."""
    if kind not in KINDS or subset not in SUBSETS:
        raise ValueError(f"bad kind/subset {kind}/{subset}")
    body: list[str] = []
    gpu = kind.startswith("gpu")
    total, fi = (1 if gpu else 0), 0  # gpu: the gpu.binary
    while fi == 0 or total < n_ops:
        budget = min(OPS_PER_FUNC, n_ops - total)
        if kind == "roundtrip":
            lines, ops = roundtrip_func(fi, budget, subset)
        elif gpu:
            lines, ops = gpu_func(fi, budget, sync=kind == "gpu-sync")
        else:
            lines, ops = FUNCS[kind](fi, budget)
        body += ["  " + ln for ln in lines]
        total, fi = total + ops, fi + 1
    yield f"// pyopt-bench: kind={kind} subset={subset} ops={total} funcs={fi}"
    if gpu:
        yield "module attributes {gpu.container_module} {"
        yield '  gpu.binary @kmod [#gpu.object<#rocdl.target, "BLOB">]'
    else:
        yield "module {"
    yield from body
    yield "}"


def write(path: Path, kind: str, n_ops: int, subset: str = "xdsl") -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_suffix(path.suffix + ".tmp")
    with tmp.open("w") as f:
        for line in generate(kind, n_ops, subset):
            f.write(line + "\n")
    tmp.replace(path)


def read_header(path: Path) -> dict[str, str]:
    """Parse the `// pyopt-bench: k=v ...` first line of a generated file."""
    with path.open() as f:
        first = f.readline()
    if not first.startswith("// pyopt-bench:"):
        return {}
    return dict(kv.split("=", 1) for kv in first.split(":", 1)[1].split())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", type=int, required=True, help="number of ops (approximate)")
    ap.add_argument("--kind", choices=KINDS, default="roundtrip")
    ap.add_argument("--subset", choices=SUBSETS, default="xdsl",
                    help="xdsl: only ops xdsl-opt parses too (default); all: add mlir-only ops")
    ap.add_argument("-o", "--output", type=Path, help="output file (default: stdout)")
    a = ap.parse_args(argv)
    if a.output:
        write(a.output, a.kind, a.ops, a.subset)
    else:
        for line in generate(a.kind, a.ops, a.subset):
            sys.stdout.write(line + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
