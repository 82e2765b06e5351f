"""Generated programs of memref descriptor ops (reshape, transpose, copy,
casts to and from unranked, reinterpret_cast, dim, rank, memory-space casts,
extract_strided_metadata, extract_aligned_pointer_as_index) lowered by
finalize-memref-to-llvm with its options and by convert-to-llvm: pyopt must
print what mlir-opt 22.1.8 prints."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from conftest import needs_mlir_opt
from test_lowering_differential import compare

ELEMENTS = ["f32", "i8", "f64", "i32"]


class MemRefProgramGenerator:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.args: list[str] = []
        self.lines: list[str] = []
        self.count = 0

    def arg(self, type_: str) -> str:
        name = f"%a{len(self.args)}"
        self.args.append(f"{name}: {type_}")
        return name

    def fresh(self) -> str:
        self.count += 1
        return f"%v{self.count}"

    def emit(self, text: str) -> None:
        self.lines.append("  " + text)

    def step(self, index: str) -> None:
        r = self.rng
        element = r.choice(ELEMENTS)
        space = r.choice(["", "", ", 3"])
        kind = r.randrange(9)
        if kind == 0:  # reshape with a static or dynamic shape operand
            src = self.arg(f"memref<4x6x{element}{space}>")
            if r.random() < 0.5:
                shape = self.arg(f"memref<2x{r.choice(['index', 'i64', 'i32'])}>")
                dims = r.choice(["24x1", "?x6", "2x?"])
                shape_t = self.args[-1].split(": ")[1]
                self.emit(f"{self.fresh()} = memref.reshape {src}({shape}) : (memref<4x6x{element}{space}>, "
                          f"{shape_t}) -> memref<{dims}x{element}{space}>")
            else:
                shape = self.arg("memref<?xindex>")
                self.emit(f"{self.fresh()} = memref.reshape {src}({shape}) : (memref<4x6x{element}{space}>, "
                          f"memref<?xindex>) -> memref<*x{element}{space}>")
        elif kind == 1:  # transpose
            src = self.arg(f"memref<?x?x{element}{space}>")
            self.emit(f"{self.fresh()} = memref.transpose {src} (i, j) -> (j, i) : memref<?x?x{element}{space}> "
                      f"to memref<?x?x{element}, strided<[1, ?]>{space}>")
        elif kind == 2:  # copy: contiguous, strided or unranked
            layout = r.choice(["", ", strided<[8, 1]>", ", strided<[4, 1], offset: 2>"])
            a = self.arg(f"memref<4x4x{element}{layout}>")
            b = self.arg(f"memref<4x4x{element}>")
            self.emit(f"memref.copy {a}, {b} : memref<4x4x{element}{layout}> to memref<4x4x{element}>")
        elif kind == 3:  # to unranked and back
            a = self.arg(f"memref<3x{element}{space}>")
            u = self.fresh()
            self.emit(f"{u} = memref.cast {a} : memref<3x{element}{space}> to memref<*x{element}{space}>")
            self.emit(f"{self.fresh()} = memref.cast {u} : memref<*x{element}{space}> to memref<3x{element}{space}>")
            self.emit(f"{self.fresh()} = memref.rank {u} : memref<*x{element}{space}>")
            self.emit(f"{self.fresh()} = memref.dim {u}, {index} : memref<*x{element}{space}>")
        elif kind == 4:  # reinterpret_cast from ranked or unranked
            src_t = r.choice([f"memref<*x{element}{space}>", f"memref<16x{element}{space}>"])
            a = self.arg(src_t)
            self.emit(f"{self.fresh()} = memref.reinterpret_cast {a} to offset: [{index}], sizes: [2, {index}], "
                      f"strides: [{index}, 1] : {src_t} to memref<2x?x{element}, strided<[?, 1], offset: ?>{space}>")
        elif kind == 5:  # memory-space casts, ranked and unranked
            t = r.choice([f"memref<4x?x{element}>", f"memref<*x{element}>"])
            a = self.arg(t)
            self.emit(f"{self.fresh()} = memref.memory_space_cast {a} : {t} to {t[:-1]}, 1>")
        elif kind == 6:  # metadata
            a = self.arg(f"memref<?x5x{element}, strided<[?, 1], offset: ?>>")
            self.emit(f"%b{self.count}, %o{self.count}, %s{self.count}:2, %t{self.count}:2 = "
                      f"memref.extract_strided_metadata {a} : memref<?x5x{element}, strided<[?, 1], offset: ?>> "
                      f"-> memref<{element}>, index, index, index, index, index")
            self.count += 1
        elif kind == 7:
            t = r.choice([f"memref<?x{element}{space}>", f"memref<*x{element}{space}>"])
            a = self.arg(t)
            self.emit(f"{self.fresh()} = memref.extract_aligned_pointer_as_index {a} : {t} -> index")
        else:  # dim with a constant or runtime index
            a = self.arg(f"memref<?x4x?x{element}>")
            self.emit(f"{self.fresh()} = memref.dim {a}, {r.choice([index, '%c1'])} : memref<?x4x?x{element}>")

    def program(self, n_ops: int) -> str:
        index = self.arg("index")
        self.emit("%c1 = arith.constant 1 : index")
        for _ in range(n_ops):
            self.step(index)
        return f"func.func @gen({', '.join(self.args)}) {{\n" + "\n".join(self.lines) + "\n  return\n}\n"


PIPELINES = {
    "memref": ["--finalize-memref-to-llvm"],
    "memref32": ["--finalize-memref-to-llvm=index-bitwidth=32"],
    "memref-aligned-generic": ["--finalize-memref-to-llvm=use-aligned-alloc=1 use-generic-functions=1"],
    "to-llvm": ["--convert-to-llvm"],
}
GENERATED = [(seed, pid) for seed in range(6) for pid in PIPELINES]


@needs_mlir_opt
@pytest.mark.parametrize("seed,pipeline", GENERATED, ids=[f"seed{s}-{p}" for s, p in GENERATED])
def test_generated_memref_programs_same_as_mlir_opt(tmp_path: Path, seed: int, pipeline: str) -> None:
    path = tmp_path / f"memref{seed}.mlir"
    path.write_text(MemRefProgramGenerator(seed).program(12))
    compare([*PIPELINES[pipeline], str(path)])
