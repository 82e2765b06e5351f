"""Type constraints of LLVM dialect ops (LLVMOpBase.td), with MLIR's summaries."""

from __future__ import annotations

from typing import Callable

from pyopt.ir import types as T
from pyopt.ir.constraints import TypeConstraint
from pyopt.dialects.llvm.types import (LLVMArrayType, LLVMFunctionType, LLVMLabelType, LLVMMetadataType,
                                       LLVMPointerType, LLVMStructType, LLVMTargetExtType, LLVMTokenType, LLVMVoidType,
                                       is_compatible_outer_type, is_compatible_type)


def _signless_int(t: T.Type) -> bool:
    return isinstance(t, T.IntegerType) and t.signedness == ""


def _float(t: T.Type) -> bool:
    return isinstance(t, T.FloatType)


def _ptr(t: T.Type) -> bool:
    return isinstance(t, LLVMPointerType)


def _i1(t: T.Type) -> bool:
    return isinstance(t, T.IntegerType) and t.signedness == "" and t.width == 1


def _vector(t: T.Type) -> bool:
    """LLVM::isCompatibleVectorType's shape: a 1-D (maybe scalable) vector."""
    return isinstance(t, T.VectorType) and len(t.shape) == 1


# The vector constraints' C++ type is VectorType: a custom format parses
# `type($v)` as one (`invalid kind of type specified: expected builtin.vector`).
_BUILTIN_VECTOR = (T.VectorType, "builtin.vector")


def scalar_or_vector(check: Callable[[T.Type], bool], summary: str) -> TypeConstraint:
    """LLVM_ScalarOrVectorOf: a scalar or an LLVM-compatible vector of it."""
    return TypeConstraint(f"{summary} or LLVM dialect-compatible vector of {summary}",
                          lambda t: check(t) or (_vector(t) and check(t.element)))


def vector_of(check: Callable[[T.Type], bool], summary: str) -> TypeConstraint:
    """LLVM_VectorOf: an LLVM-compatible vector whose elements satisfy `check`."""
    return TypeConstraint(f"LLVM dialect-compatible vector of {summary}",
                          lambda t: _vector(t) and check(t.element), parsed_as=_BUILTIN_VECTOR)


LLVMType = TypeConstraint("LLVM dialect-compatible type", is_compatible_outer_type)
AnyPointer = TypeConstraint("LLVM pointer type", _ptr)
IntOrVector = scalar_or_vector(_signless_int, "signless integer")
AnyIntOrVector = scalar_or_vector(lambda t: isinstance(t, T.IntegerType), "integer")
FloatOrVector = scalar_or_vector(_float, "floating point LLVM type")
PtrOrVector = scalar_or_vector(_ptr, "LLVM pointer type")
I1OrVector = scalar_or_vector(_i1, "1-bit signless integer")
IntVector = vector_of(_signless_int, "signless integer")
FloatVector = vector_of(_float, "floating-point")
PtrVector = vector_of(_ptr, "LLVM pointer type")
I1Vector = vector_of(_i1, "1-bit signless integer")
IntOrPtrOrVector = TypeConstraint(
    f"{IntOrVector.summary} or {PtrOrVector.summary}", lambda t: IntOrVector(t) or PtrOrVector(t))
AnyAggregate = TypeConstraint("LLVM aggregate type", lambda t: isinstance(t, (LLVMArrayType, LLVMStructType)))
AnyStruct = TypeConstraint("LLVM structure type", lambda t: isinstance(t, LLVMStructType))
AnyVector = TypeConstraint("LLVM dialect-compatible vector type", _vector, parsed_as=_BUILTIN_VECTOR)
FixedVector = TypeConstraint("LLVM dialect-compatible fixed-length vector type",
                             lambda t: _vector(t) and not any(t.scalable), parsed_as=_BUILTIN_VECTOR)
PrimitiveType = TypeConstraint(
    "primitive LLVM type",
    lambda t: is_compatible_type(t) and not isinstance(t, (LLVMVoidType, LLVMFunctionType)))
def target_ext_supports_mem_ops(t: T.Type) -> bool:
    """LLVMTargetExtType::supportsMemOps: the `spirv.` types and `aarch64.svcount`."""
    return isinstance(t, LLVMTargetExtType) and (t.ext_name.startswith("spirv.") or t.ext_name == "aarch64.svcount")


LoadableType = TypeConstraint(
    "LLVM type with size",
    lambda t: is_compatible_type(t) and not isinstance(
        t, (LLVMVoidType, LLVMFunctionType, LLVMLabelType, LLVMMetadataType, LLVMTokenType))
    and not (isinstance(t, LLVMStructType) and t.opaque)
    and (not isinstance(t, LLVMTargetExtType) or target_ext_supports_mem_ops(t)))
NonAggregate = TypeConstraint(
    "LLVM-compatible non-aggregate type",
    lambda t: is_compatible_type(t) and not isinstance(t, (LLVMArrayType, LLVMStructType)))
TokenType = TypeConstraint("LLVM token type", lambda t: isinstance(t, LLVMTokenType))
SignlessInt = TypeConstraint("signless integer", _signless_int)
I1 = TypeConstraint("1-bit signless integer", _i1, T.i1)
I32 = TypeConstraint("32-bit signless integer", lambda t: _signless_int(t) and t.width == 32, T.i32)
I64 = TypeConstraint("64-bit signless integer", lambda t: _signless_int(t) and t.width == 64, T.i64)
AtomicRMWType = TypeConstraint(
    "floating point LLVM type or LLVM pointer type or signless integer or LLVM dialect-compatible "
    "fixed-length vector type", lambda t: _float(t) or _ptr(t) or _signless_int(t) or FixedVector(t))
AtomicCmpXchgType = TypeConstraint("signless integer or LLVM pointer type",
                                   lambda t: _signless_int(t) or _ptr(t))
AnyType = TypeConstraint("any type", lambda t: True)
