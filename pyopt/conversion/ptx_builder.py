"""The PTX builder behind NVVM's `PtxLowering` (MLIR 22.1.8's
BasicPtxBuilderInterface.cpp): an op implementing the interface becomes one
`llvm.inline_asm has_side_effects asm_dialect = att "<ptx>", "<constraints>"`.

How an op is lowered is described by a `PtxOpSpec` registered under the op
name (`register_ptx_op`); the specs of NVVM's ops live in `nvvm_ptx_ops`.
The builder mirrors MLIR's, including its visible quirks, because pyopt
prints what mlir-opt prints:
- one constraint letter per register type (`b` i1, `h` i16, `r` i32 and
  shared-space pointers, `l` i64 and other pointers, `f` f32, `d` f64, `n`
  for an `llvm.mlir.constant` operand; small vectors are packed registers);
- read-write values are written `+X` first, then turned into `=X` with
  their tie indices appended at the very end of the constraint string;
- `{$rwN}`, `{$wN}`, `{$rN}` placeholders are renumbered rw, w, r;
- the predicate, always the last operand, prefixes `@$N `;
- several results (written plus read-write) travel in one literal struct,
  taken apart with `llvm.extractvalue`; read-write values then have their
  other uses rewired to the new values, whatever block position they have.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass
from typing import Any, Callable

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value


class PTXRegisterMod(enum.Enum):
    READ = "read"
    WRITE = "write"
    READ_WRITE = "readwrite"


AsmValues = list[tuple[Value, PTXRegisterMod]]


@dataclass
class PtxOpSpec:
    """The BasicPtxBuilderInterface methods of one op.

    `ptx(op)` is getPtx (with `%N` placeholders); `asm_values(op, rewriter)`
    is getAsmValues and returns the values plus whether the op maps registers
    itself; `has_intrinsic(op)` true leaves the op alone; `predicate(op)` is
    getPredicate."""

    ptx: Callable[[Operation], str]
    asm_values: Callable[[Operation, Any], tuple[AsmValues, bool]] | None = None
    has_intrinsic: Callable[[Operation], bool] = lambda op: False
    predicate: Callable[[Operation], Value | None] = lambda op: None
    has_side_effect: bool = True


PTX_OPS: dict[str, PtxOpSpec] = {}


def register_ptx_op(name: str, spec: PtxOpSpec) -> None:
    PTX_OPS[name] = spec


class PtxLoweringError(Exception):
    """A value whose type has no PTX register class (the op stays)."""


_SHARED_SPACE = 3


def _scalar_register(t: T.Type) -> str:
    if isinstance(t, T.IntegerType) and t.signedness == "":
        letter = {1: "b", 16: "h", 32: "r", 64: "l"}.get(t.width)
        if letter is not None:
            return letter
    if t is T.f32:
        return "f"
    if t is T.f64:
        return "d"
    if getattr(t, "name", None) == "llvm.ptr":
        return "r" if getattr(t, "address_space", 0) == _SHARED_SPACE else "l"
    raise PtxLoweringError(t)


def _float_width(t: T.Type) -> int | None:
    return getattr(t, "width", None) if isinstance(t, T.FloatType) else None


def register_type(t: T.Type) -> str:
    """getRegisterType: packed vectors widen to the register holding them."""
    if isinstance(t, T.VectorType):
        lanes = 1
        for d in t.shape:
            lanes *= d
        elem = t.element
        if lanes <= 1:
            return _scalar_register(elem)
        widened = elem
        if lanes == 2 and (elem is T.f16 or elem is T.bf16):
            widened = T.f32
        elif lanes == 2 and _float_width(elem) == 8:
            widened = T.i16
        elif lanes == 4 and isinstance(elem, T.IntegerType) and elem.width == 8:
            widened = T.i32
        elif lanes == 4 and _float_width(elem) == 8:
            widened = T.f32
        elif lanes == 4 and _float_width(elem) == 4:
            widened = T.i16
        return _scalar_register(widened)
    return _scalar_register(t)


def _value_register(v: Value) -> str:
    owner = v.owner
    if isinstance(owner, Operation) and owner.name == "llvm.mlir.constant":
        return "n"
    return register_type(v.type)


def _is_struct(t: T.Type) -> bool:
    return getattr(t, "name", None) == "llvm.struct"


def _extract(rewriter: Any, loc: Any, v: Value, index: int) -> Value:
    from pyopt.conversion.memref_descriptor import extract_value

    return extract_value(rewriter, loc, v, [index])


def canonicalize_constraints(csv: str) -> str:
    """`+X` becomes `=X`; the indices of those tokens are appended."""
    out, ties = [], []
    for i, tok in enumerate(csv.split(",")):
        tok = tok.strip()
        if tok.startswith("+"):
            ties.append(str(i))
            tok = "=" + tok[1:]
        out.append(tok)
    return ",".join(out + ties)


_PLACEHOLDER = re.compile(r"\{\$(rw|w|r)([0-9]+)\}")  # case-sensitive, as llvm::Regex


def rewrite_placeholders(code: str) -> str:
    """`{$rwN}`, `{$wN}`, `{$rN}` -> `$K`: rw numbers first, then w, then r,
    each group sorted, every number once."""
    seen: dict[str, set[int]] = {"rw": set(), "w": set(), "r": set()}
    for m in _PLACEHOLDER.finditer(code):
        seen[m.group(1).lower()].add(int(m.group(2)))
    ids: dict[tuple[str, int], int] = {}
    for kind in ("rw", "w", "r"):
        for n in sorted(seen[kind]):
            ids[(kind, n)] = len(ids)
    return _PLACEHOLDER.sub(lambda m: f"${ids[(m.group(1).lower(), int(m.group(2)))]}", code)


class PtxBuilder:
    def __init__(self, op: Operation, spec: PtxOpSpec, rewriter: Any) -> None:
        self.op = op
        self.spec = spec
        self.rewriter = rewriter
        self.operands: list[Value] = []
        self.modifiers: list[PTXRegisterMod] = []
        self.constraints: list[str] = []
        self.has_result = False
        self.manual_mapping = False

    def insert_value(self, v: Value, mod: PTXRegisterMod) -> None:
        self.modifiers.append(mod)
        prefix = {PTXRegisterMod.READ: "", PTXRegisterMod.WRITE: "=", PTXRegisterMod.READ_WRITE: "+"}[mod]

        def add(value: Value) -> None:
            if mod is not PTXRegisterMod.WRITE:
                self.operands.append(value)
            if mod is not PTXRegisterMod.READ:
                self.has_result = True

        if _is_struct(v.type):
            if mod is PTXRegisterMod.WRITE:
                add(v)
            for idx, t in enumerate(v.type.body):
                if mod is not PTXRegisterMod.WRITE:
                    add(_extract(self.rewriter, self.op.loc, v, idx))
                # MLIR writes a read-write struct element as its bare index.
                self.constraints.append(str(idx) if mod is PTXRegisterMod.READ_WRITE else prefix + register_type(t))
            return
        add(v)
        self.constraints.append(prefix + _value_register(v))

    def _read_write_values(self) -> list[Value]:
        return [v for m, v in zip(self.modifiers, self.operands) if m is PTXRegisterMod.READ_WRITE]

    def _needs_pack(self) -> bool:
        if self.manual_mapping:
            return False
        rw = sum(1 for m in self.modifiers if m is PTXRegisterMod.READ_WRITE)
        return len(self.op.results) + rw > 1

    def _result_types(self) -> list[T.Type]:
        results = [r.type for r in self.op.results]
        if not self._needs_pack():
            if len(results) == 1:
                return results
            rw = self._read_write_values()
            if rw:
                return [rw[0].type]
        packed = [v.type for v in self._read_write_values()] + results
        if not packed:
            return []
        from pyopt.dialects.llvm.types import LLVMStructType

        return [LLVMStructType(None, tuple(packed), False)]

    def build(self) -> Operation:
        constraints = canonicalize_constraints(",".join(self.constraints))
        code = self.spec.ptx(self.op)
        if not self.manual_mapping:
            code = rewrite_placeholders(code)
        if self.spec.predicate(self.op) is not None:
            code = f"@%{len(self.operands) - 1} {code}"
        code = code.replace("%", "$")
        props: dict[str, A.Attribute] = {"asm_string": A.StringAttr(code), "constraints": A.StringAttr(constraints),
                                         "asm_dialect": _att()}
        if self.spec.has_side_effect:
            props["has_side_effects"] = A.UnitAttr()
        return self.rewriter.create("llvm.inline_asm", [list(self.operands)], self._result_types(),
                                    properties=props, loc=self.op.loc)

    def build_and_replace(self) -> None:
        rewriter, op = self.rewriter, self.op
        asm = self.build()
        if not self.has_result:
            rewriter.erase_op(op)
            return
        if self.manual_mapping or not self._needs_pack():
            # MLIR replaces a result-less op with the asm result: nothing uses it.
            if op.results:
                rewriter.replace_op(op, list(asm.results))
            else:
                rewriter.erase_op(op)
            return
        struct = asm.results[0]
        unpacked = [_extract(rewriter, op.loc, struct, i) for i in range(len(struct.type.body))]
        rw = self._read_write_values()
        for v, new in zip(rw, unpacked):
            rewriter.replace_uses_with_if(v, new, lambda use: use.owner is not op and use.owner is not asm)
        if op.results:
            rewriter.replace_op(op, unpacked[len(rw):])
        else:
            rewriter.erase_op(op)


def _att() -> A.Attribute:
    from pyopt.dialects.llvm import attrs as LA

    return LA.AsmDialect.convert("att", None, "llvm.inline_asm")


def default_asm_values(op: Operation, rewriter: Any) -> tuple[AsmValues, bool]:
    """The interface's default getAsmValues: results written, operands read,
    then every integer attribute (by name) as an `llvm.mlir.constant` i32."""
    values: AsmValues = [(r, PTXRegisterMod.WRITE) for r in op.results]
    values += [(v, PTXRegisterMod.READ) for v in op.operands]
    attrs = dict(op.properties)
    attrs.update(op.attributes)
    for name in sorted(attrs):
        attr = attrs[name]
        if isinstance(attr, A.IntegerAttr):
            value = int(attr.value)
            if getattr(attr.type, "width", None) == 1 and value:
                value = -1  # getInt sign-extends an i1 true
            values.append((make_constant_i32(rewriter, op, value), PTXRegisterMod.READ))
    return values, False


def make_constant_i32(rewriter: Any, op: Operation, value: int) -> Value:
    const = rewriter.create("llvm.mlir.constant", [], [T.i32], properties={"value": A.IntegerAttr(value, T.i32)},
                            loc=op.loc)
    return const.results[0]


def lower_to_ptx(op: Operation, spec: PtxOpSpec, rewriter: Any) -> bool:
    """PtxLowering::matchAndRewrite; False (op untouched) when it keeps its
    intrinsic or a value has no register class."""
    if spec.has_intrinsic(op):
        return rewriter.notify_match_failure(op, "the op lowers to an intrinsic")
    builder = PtxBuilder(op, spec, rewriter)
    values, builder.manual_mapping = (spec.asm_values or default_asm_values)(op, rewriter)
    try:
        for v, mod in values:
            builder.insert_value(v, mod)
    except PtxLoweringError as e:
        # MLIR emits this error and only fails the match: the op stays and
        # the pass still succeeds.
        from pyopt.ir.diagnostics import Diagnostic, emit

        emit(Diagnostic("error", f"The register type could not be deduced from MLIR type. The '{e.args[0]}' is not "
                        "supported. Supported types are:i1, i16, i32, i64, f32, f64,pointers.\nPlease use "
                        "llvm.bitcast if you have different type. \nSee the constraints from here: "
                        "https://docs.nvidia.com/cuda/inline-ptx-assembly/index.html#constraints", op.loc))
        return rewriter.notify_match_failure(op, "failed to get register type")
    builder.build_and_replace()
    return True
