"""Pieces shared by the gpu ops: type constraints with MLIR's summaries and
the ODS-generated result names."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import OpDef
from pyopt.dialects.gpu.types import (AsyncTokenType, MMAMatrixType, SparseDnTensorHandleType,
                                      SparseSpGEMMOpHandleType, SparseSpMatHandleType)


def _int_or_float(t: T.Type) -> bool:
    return isinstance(t, (T.IntegerType, T.FloatType))


# Not buildable: an optional token result exists only when the syntax says `async`.
AsyncToken = C.TypeConstraint("async token type", lambda t: isinstance(t, AsyncTokenType))
SpMatHandle = C.TypeConstraint("sparse matrix handle type", lambda t: isinstance(t, SparseSpMatHandleType),
                               SparseSpMatHandleType())
DnTensorHandle = C.TypeConstraint("dense tensor handle type", lambda t: isinstance(t, SparseDnTensorHandleType),
                                  SparseDnTensorHandleType())
SpGEMMOpHandle = C.TypeConstraint("SpGEMM operation handle type",
                                  lambda t: isinstance(t, SparseSpGEMMOpHandleType), SparseSpGEMMOpHandleType())
AnyIntegerOrFloat = C.TypeConstraint("Integer or Float", _int_or_float)
AnyIntegerOrFloatOr1DVector = C.TypeConstraint(
    "Integer or Float or fixed-length vector of Integer or Float values of ranks 1",
    lambda t: _int_or_float(t) or (isinstance(t, T.VectorType) and len(t.shape) == 1 and not any(t.scalable)
                                   and _int_or_float(t.element)))
LaunchIndx = C.TypeConstraint("index or 32-bit signless integer or 64-bit signless integer",
                              lambda t: t is T.index or t is T.i32 or t is T.i64)
IntIndexOrFloat = C.TypeConstraint("integer or index or floating-point",
                                   lambda t: isinstance(t, (T.IntegerType, T.IndexType, T.FloatType)))
MMAMatrix = C.TypeConstraint("MMAMatrix type", lambda t: isinstance(t, MMAMatrixType))

_MMA_MEMREF_ELTS = "8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float"


def _mma_memref_elt(t: T.Type) -> bool:
    return t in (T.i8, T.i32, T.f16, T.f32, T.f64)


MMAMemRef = C.TypeConstraint(
    f"memref of {_MMA_MEMREF_ELTS} or vector of {_MMA_MEMREF_ELTS} values of ranks 1 values",
    lambda t: isinstance(t, T.MemRefType) and (_mma_memref_elt(t.element) or (
        isinstance(t.element, T.VectorType) and len(t.element.shape) == 1 and _mma_memref_elt(t.element.element))))


def mma_of(summary: str, check: Any) -> C.TypeConstraint:
    return C.TypeConstraint(f"gpu.mma_matrix of {summary} values",
                            lambda t: isinstance(t, MMAMatrixType) and check(t.element))


def _si8(t: T.Type) -> bool:
    return isinstance(t, T.IntegerType) and t.width == 8 and t.signedness == "s"


def _ui8(t: T.Type) -> bool:
    return isinstance(t, T.IntegerType) and t.width == 8 and t.signedness == "u"


MMAOperandAB = mma_of("8-bit signed integer or 8-bit unsigned integer or 16-bit float or 32-bit float or "
                      "64-bit float", lambda t: _si8(t) or _ui8(t) or t in (T.f16, T.f32, T.f64))
MMAOperandC = mma_of("32-bit signless integer or 16-bit float or 32-bit float or 64-bit float",
                     lambda t: t in (T.i32, T.f16, T.f32, T.f64))
MMAStoreSrc = mma_of("8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float "
                     "or 32-bit float or 64-bit float",
                     lambda t: _si8(t) or _ui8(t) or t in (T.i32, T.f16, T.f32, T.f64))
MMAConstantValue = C.TypeConstraint(
    "8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float",
    lambda t: _si8(t) or _ui8(t) or t in (T.i32, T.f16, T.f32))


class NamedResultsOp(OpDef):
    """Ops with two or more named result groups get ODS's getAsmResultNames:
    the first value of each group is named after the group."""

    __slots__ = ()

    def suggest_result_names(self) -> Sequence[str | None] | None:
        names: list[str | None] = []
        for d, size in zip(self.op_def.results, self.result_sizes()):
            if size:
                names.append(d.name.rstrip("_"))
                names.extend([None] * (size - 1))
        return names
