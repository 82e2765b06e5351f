"""Random straight-line vector programs for the vector -> LLVM
differential tests: element ops, reductions, casts, transposes, strided
slices, masks, contractions and memory ops on a few fixed types, so that
every op mlir-opt's convert-vector-to-llvm pre-pass or conversion touches
is met in many combinations."""

from __future__ import annotations

import random

V4, V8, V2x4, V4x2, V2x2, V2 = ("vector<4xf32>", "vector<8xf32>", "vector<2x4xf32>", "vector<4x2xf32>",
                                "vector<2x2xf32>", "vector<2xf32>")
I4, I2x4, M4 = "vector<4xi32>", "vector<2x4xi32>", "vector<4xi1>"
MAP_MK = "affine_map<(m, n, k) -> (m, k)>"
MAP_KN = "affine_map<(m, n, k) -> (k, n)>"
MAP_MN = "affine_map<(m, n, k) -> (m, n)>"


class VectorProgramGenerator:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.lines: list[str] = []
        self.values: dict[str, list[str]] = {}
        self.count = 0
        self.pending: list[tuple[str, str]] = []

    def fresh(self, t: str) -> str:
        """A new result name, usable once its op is emitted (operands are
        picked among the values defined before)."""
        name = f"%v{self.count}"
        self.count += 1
        self.pending.append((t, name))
        return name

    def pick(self, t: str) -> str:
        return self.rng.choice(self.values[t])

    def emit(self, text: str) -> None:
        self.lines.append("  " + text)
        for t, name in self.pending:
            self.values.setdefault(t, []).append(name)
        self.pending = []

    def step(self) -> None:  # noqa: C901 - one branch per op kind
        r = self.rng
        kind = r.randrange(26)
        if kind == 0:
            t = r.choice([V4, V2x4])
            self.emit(f"{self.fresh(t)} = vector.broadcast {self.pick('f32')} : f32 to {t}")
        elif kind == 1:
            self.emit(f"{self.fresh(V2x4)} = vector.broadcast {self.pick(V4)} : {V4} to {V2x4}")
        elif kind == 2:
            if r.random() < 0.5:
                self.emit(f"{self.fresh(V4)} = vector.extract {self.pick(V2x4)}[{r.randrange(2)}] : {V4} from {V2x4}")
            else:
                self.emit(f"{self.fresh('f32')} = vector.extract {self.pick(V2x4)}[{r.randrange(2)}, {r.randrange(4)}]"
                          f" : f32 from {V2x4}")
        elif kind == 3:
            if r.random() < 0.5:
                self.emit(f"{self.fresh(V4)} = vector.insert {self.pick('f32')}, {self.pick(V4)} [{r.randrange(4)}] : "
                          f"f32 into {V4}")
            else:
                self.emit(f"{self.fresh(V2x4)} = vector.insert {self.pick(V4)}, {self.pick(V2x4)} [{r.randrange(2)}] : "
                          f"{V4} into {V2x4}")
        elif kind == 4:
            n = r.choice([4, 8])
            mask = ", ".join(str(r.randrange(8)) for _ in range(n))
            self.emit(f"{self.fresh(f'vector<{n}xf32>')} = vector.shuffle {self.pick(V4)}, {self.pick(V4)} [{mask}] : "
                      f"{V4}, {V4}")
        elif kind == 5:
            t = r.choice([V4, V2x4])
            self.emit(f"{self.fresh(t)} = vector.fma {self.pick(t)}, {self.pick(t)}, {self.pick(t)} : {t}")
        elif kind == 6:
            red = r.choice(["add", "mul", "maxnumf", "minimumf"])
            acc = f", {self.pick('f32')}" if r.random() < 0.5 else ""
            self.emit(f"{self.fresh('f32')} = vector.reduction <{red}>, {self.pick(V4)}{acc} : {V4} into f32")
        elif kind == 7:
            red = r.choice(["add", "xor", "minsi", "maxui"])
            acc = f", {self.pick('i32')}" if r.random() < 0.5 else ""
            self.emit(f"{self.fresh('i32')} = vector.reduction <{red}>, {self.pick(I4)}{acc} : {I4} into i32")
        elif kind == 8:
            src, dst = r.choice([(V4, I4), (V2x4, I2x4), (I4, V4)])
            self.emit(f"{self.fresh(dst)} = vector.bitcast {self.pick(src)} : {src} to {dst}")
        elif kind == 9:
            src, dst = r.choice([(V2x4, V8), (V8, V2x4), (V2x4, V4x2), (V4x2, V8), (V8, V4x2)])
            self.emit(f"{self.fresh(dst)} = vector.shape_cast {self.pick(src)} : {src} to {dst}")
        elif kind == 10:
            src, dst = r.choice([(V2x4, V4x2), (V4x2, V2x4)])
            self.emit(f"{self.fresh(dst)} = vector.transpose {self.pick(src)}, [1, 0] : {src} to {dst}")
        elif kind == 11:
            if r.random() < 0.5:
                k = r.randrange(5)
                self.emit(f"{self.fresh(V4)} = vector.extract_strided_slice {self.pick(V8)} {{offsets = [{k}], "
                          f"sizes = [4], strides = [1]}} : {V8} to {V4}")
            else:
                k = r.randrange(3)
                self.emit(f"{self.fresh(V2x2)} = vector.extract_strided_slice {self.pick(V2x4)} {{offsets = [0, {k}], "
                          f"sizes = [2, 2], strides = [1, 1]}} : {V2x4} to {V2x2}")
        elif kind == 12:
            if r.random() < 0.5:
                self.emit(f"{self.fresh(V8)} = vector.insert_strided_slice {self.pick(V4)}, {self.pick(V8)} "
                          f"{{offsets = [{r.randrange(5)}], strides = [1]}} : {V4} into {V8}")
            else:
                self.emit(f"{self.fresh(V2x4)} = vector.insert_strided_slice {self.pick(V2x2)}, {self.pick(V2x4)} "
                          f"{{offsets = [0, {r.randrange(3)}], strides = [1, 1]}} : {V2x2} into {V2x4}")
        elif kind == 13:
            elements = ", ".join(self.pick("f32") for _ in range(4))
            self.emit(f"{self.fresh(V4)} = vector.from_elements {elements} : {V4}")
        elif kind == 14:
            if r.random() < 0.5:
                self.emit(f"{self.fresh(M4)} = vector.create_mask {self.pick('index')} : {M4}")
            else:
                self.emit(f"{self.fresh(M4)} = vector.constant_mask [{r.randrange(5)}] : {M4}")
        elif kind == 15:
            self.emit(f"{self.fresh(V4)} = arith.select {self.pick(M4)}, {self.pick(V4)}, {self.pick(V4)} : {M4}, {V4}")
        elif kind == 16:
            t = r.choice([V4, V2x4, V4x2])
            self.emit(f"{self.fresh(t)} = arith.addf {self.pick(t)}, {self.pick(t)} : {t}")
        elif kind == 17:
            self.emit(f"{self.fresh(V8)} = vector.interleave {self.pick(V4)}, {self.pick(V4)} : {V4} -> {V8}")
        elif kind == 18:
            a, b = self.fresh(V2), self.fresh(V2)
            self.emit(f"{a}, {b} = vector.deinterleave {self.pick(V4)} : {V4} -> {V2}")
        elif kind == 19:
            acc = f", {self.pick(V4x2)}" if r.random() < 0.7 else ""
            self.emit(f"{self.fresh(V4x2)} = vector.outerproduct {self.pick(V4)}, {self.pick(V2)}{acc} : {V4}, {V2}")
        elif kind == 20:
            self.emit(f"{self.fresh(V2x2)} = vector.contract {{indexing_maps = [{MAP_MK}, {MAP_KN}, {MAP_MN}], "
                      f"iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} {self.pick(V2x4)}, "
                      f"{self.pick(V4x2)}, {self.pick(V2x2)} : {V2x4}, {V4x2} into {V2x2}")
        elif kind == 21:
            i = self.pick("index")
            if r.random() < 0.5:
                self.emit(f"{self.fresh(V4)} = vector.load %m[{i}] : memref<?xf32>, {V4}")
            else:
                self.emit(f"vector.store {self.pick(V4)}, %m[{i}] : memref<?xf32>, {V4}")
        elif kind == 22:
            i = self.pick("index")
            if r.random() < 0.5:
                self.emit(f"{self.fresh(V4)} = vector.maskedload %m[{i}], {self.pick(M4)}, {self.pick(V4)} : "
                          f"memref<?xf32>, {M4}, {V4} into {V4}")
            else:
                self.emit(f"vector.maskedstore %m[{i}], {self.pick(M4)}, {self.pick(V4)} : memref<?xf32>, {M4}, {V4}")
        elif kind == 23:
            i = self.pick("index")
            in_bounds = r.choice(["", " {in_bounds = [true]}"])
            if r.random() < 0.5:
                self.emit(f"{self.fresh(V4)} = vector.transfer_read %m[{i}], {self.pick('f32')}{in_bounds} : "
                          f"memref<?xf32>, {V4}")
            else:
                self.emit(f"vector.transfer_write {self.pick(V4)}, %s[{i}, {i}]{in_bounds} : {V4}, memref<4x8xf32>")
        elif kind == 24:
            self.emit(f"{self.fresh(V4)} = vector.gather %m[{self.pick('index')}] [{self.pick(I4)}], {self.pick(M4)}, "
                      f"{self.pick(V4)} : memref<?xf32>, {I4}, {M4}, {V4} into {V4}")
        else:
            if r.random() < 0.5:
                self.emit(f"vector.print {self.pick('f32')} : f32")
            else:
                self.emit(f"vector.print {self.pick('i32')} : i32 punctuation <comma>")

    def program(self, n_ops: int) -> str:
        self.values = {"f32": ["%x"], "i32": ["%a"], "index": ["%i"], V4: ["%v"], V8: ["%w"], V2x4: ["%p"],
                       V4x2: ["%q"], V2x2: ["%r"], V2: ["%u"], I4: ["%iv"], I2x4: ["%ip"], M4: ["%mk"]}
        header = (f"func.func @gen(%m: memref<?xf32>, %s: memref<4x8xf32>, %i: index, %x: f32, %a: i32, %v: {V4}, "
                  f"%w: {V8}, %p: {V2x4}, %q: {V4x2}, %r: {V2x2}, %u: {V2}, %iv: {I4}, %ip: {I2x4}, %mk: {M4})")
        for _ in range(n_ops):
            self.step()
        results = [(vals[-1], t) for t, vals in self.values.items() if t != "index"]
        values = ", ".join(v for v, _ in results)
        types = ", ".join(t for _, t in results)
        body = "\n".join(self.lines)
        return f"{header} -> ({types}) {{\n{body}\n  return {values} : {types}\n}}\n"
