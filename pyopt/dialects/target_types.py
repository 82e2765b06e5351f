"""Compact type specifications for the table-driven NVVM and ROCDL op
families: `i32`, `bf16`, `v2f16` (a fixed-length vector), `sv:f16` (a scalar or
vector of f16), `p3` (an LLVM pointer in address space 3), `ptr`, `any`.
Each spec becomes the type constraint MLIR's ODS generates, with its
summary (the verifier's `must be ...` text) and, for fixed types, the type
the parser builds when the format does not spell it."""

from __future__ import annotations

from functools import lru_cache

from pyopt.dialects.nvvm_rocdl_common import LLVMAnyPointer, LLVMType, ptr_in
from pyopt.ir import constraints as C
from pyopt.ir import types as T

_SCALARS: dict[str, tuple[T.Type, str]] = {
    "i1": (T.i1, "1-bit signless integer"), "i16": (T.i16, "16-bit signless integer"),
    "i32": (T.i32, "32-bit signless integer"), "i64": (T.i64, "64-bit signless integer"),
    "f16": (T.f16, "16-bit float"), "bf16": (T.bf16, "bfloat16 type"), "f32": (T.f32, "32-bit float"),
    "f64": (T.f64, "64-bit float"), "i8": (T.i8, "8-bit signless integer"),
    "i128": (T.IntegerType(128), "128-bit signless integer"),
}
_ANY_INTEGER = C.TypeConstraint("integer", lambda t: isinstance(t, T.IntegerType))


def _scalar(spec: str) -> C.TypeConstraint:
    if spec == "int":
        return _ANY_INTEGER
    t, summary = _SCALARS[spec]
    return C.TypeConstraint(summary, lambda u: u is t, t)


@lru_cache(maxsize=None)
def ty(spec: str) -> C.TypeConstraint:
    """The constraint a spec names."""
    if spec == "any":
        return LLVMType
    if spec == "ptr":
        return C.TypeConstraint(LLVMAnyPointer.summary, LLVMAnyPointer.check, stripped="!llvm.ptr")
    if spec.startswith("p") and spec[1:].isdigit():  # LLVM_PointerInAddressSpace<N>, a buildable type
        from pyopt.dialects.llvm.types import LLVMPointerType

        space = ptr_in(int(spec[1:]))
        return C.TypeConstraint(space.summary, space.check, LLVMPointerType(int(spec[1:])), "!llvm.ptr")
    if spec.startswith("sv:"):  # LLVM_ScalarOrVectorOf
        elem = _scalar(spec[3:])
        return C.TypeConstraint(f"{elem.summary} or LLVM dialect-compatible vector of {elem.summary}",
                                lambda t: elem.check(t) or (isinstance(t, T.VectorType) and len(t.shape) == 1
                                                            and elem.check(t.element)))
    if spec.startswith("v"):  # FixedVectorOfLengthAndType<[n], [elem]>
        digits = 1
        while spec[digits].isdigit():
            digits += 1
        n, elem = int(spec[1:digits]), _scalar(spec[digits:])
        vec = T.VectorType((n,), elem.buildable)
        return C.TypeConstraint(f"fixed-length vector of {elem.summary} values of length {n}",
                                lambda t: isinstance(t, T.VectorType) and not any(t.scalable)
                                and tuple(t.shape) == (n,) and elem.check(t.element), vec)
    return _scalar(spec)
