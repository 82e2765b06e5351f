"""NVVM tcgen05 (sm_100 tensor memory) ops of 22.1.8 other than the mma
family: alloc/dealloc, fences and waits, commit, shift, cp, the shared
memory descriptor, and tensor memory loads and stores, with the checks of
NVVMDialect.cpp."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.nvvm.attrs import (CTAGroupKind, Tcgen05CpMulticast, Tcgen05CpShape, Tcgen05CpSrcFormat,
                                       Tcgen05FenceKind, Tcgen05LdStShape, Tcgen05WaitKind)
from pyopt.dialects.nvvm.ops import declare
from pyopt.dialects.nvvm_rocdl_common import LLVMAnyPointer, any_of, op_error, ptr_in
from pyopt.dialects.target_types import ty
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import operand, opt_operand, opt_prop, prop, result


def _group() -> Any:
    return prop(CTAGroupKind, default=CTAGroupKind.cls("cta_1"))


def _value(op: Any, name: str) -> Any:
    return getattr(op.properties.get(name), "value", None)


_ALLOC_ADDR = any_of(LLVMAnyPointer, ptr_in(3))  # AnyTypeOf<[LLVM_AnyPointer, LLVM_PointerShared]>
_TMEM = ty("p6")
_LENGTHS = (2, 4, 8, 16, 32, 64, 128)
_I32_OR_VEC = C.TypeConstraint(
    "32-bit signless integer or vector of 32-bit signless integer values of length 2/4/8/16/32/64/128",
    lambda t: t is T.i32 or (isinstance(t, T.VectorType) and t.element is T.i32 and len(t.shape) == 1
                             and t.shape[0] in _LENGTHS))

declare("nvvm.tcgen05.alloc", "$addr `,` $nCols attr-dict `:` type(operands)", addr=operand(_ALLOC_ADDR),
        nCols=operand(C.I32), group=_group())
declare("nvvm.tcgen05.dealloc", "$taddr `,` $nCols attr-dict `:` type(operands)", taddr=operand(_TMEM),
        nCols=operand(C.I32), group=_group())
declare("nvvm.tcgen05.relinquish_alloc_permit", "attr-dict", group=_group())
declare("nvvm.tcgen05.fence", "$kind attr-dict", kind=prop(Tcgen05FenceKind))
declare("nvvm.tcgen05.wait", "$kind attr-dict", kind=prop(Tcgen05WaitKind))
declare("nvvm.tcgen05.commit", "$addr (`,` `multicast_mask` `=` $multicastMask^)? attr-dict `:` type(operands)",
        addr=operand(_ALLOC_ADDR), multicastMask=opt_operand(C.I16), group=_group())
declare("nvvm.tcgen05.shift", "$taddr attr-dict `:` type(operands)", taddr=operand(_TMEM), group=_group())


def _verify_cp(op: Any) -> None:
    shape, multicast = _value(op, "shape"), _value(op, "multicast") or "none"
    if shape == "shape_64x128b":
        if multicast not in ("warpx2_01_23", "warpx2_02_13"):
            raise op_error(op, "Shape 64x128b requires multicast warpx2_01_23 or warpx2_02_13 for tcgen05.cp Op")
    elif shape == "shape_32x128b":
        if multicast != "warpx4":
            raise op_error(op, "Shape 32x128b requires multicast warpx4 for tcgen05.cp Op")
    elif multicast != "none":
        raise op_error(op, "Invalid multicast type for tcgen05.cp Op")


declare("nvvm.tcgen05.cp", "$taddr`,` $smem_desc attr-dict", verify=_verify_cp, shape=prop(Tcgen05CpShape),
        group=_group(), multicast=prop(Tcgen05CpMulticast, default=Tcgen05CpMulticast.cls("none")),
        srcFormat=opt_prop(Tcgen05CpSrcFormat), taddr=operand(_TMEM), smem_desc=operand(C.I64))
declare("nvvm.tcgen05.mma_smem_desc", "`(` operands `)` attr-dict `:` `(` type(operands) `)` `->` type($res)",
        startAddr=operand(C.I32), leadingDimOffset=operand(C.I32), strideDimOffset=operand(C.I32),
        baseOffset=operand(ty("i8")), leadingDimMode=operand(C.I1), swizzleMode=operand(ty("i8")),
        res=result(C.I64))

# The smallest vector length of each tcgen05.ld/st shape (x1); the largest is 128.
_MIN_LENGTH = {"shape_16x64b": 1, "shape_32x32b": 1, "shape_16x32bx2": 1, "shape_16x128b": 2, "shape_16x256b": 4}


def _verify_ld_st(what: str, noun: str) -> Any:
    def verify(op: Any) -> None:
        shape = _value(op, "shape")
        if shape == "shape_16x32bx2" and op.offset is None:
            raise op_error(op, "shape 16x32bx2 requires offset argument")
        if shape != "shape_16x32bx2" and op.offset is not None:
            raise op_error(op, "offset argument is only supported for shape 16x32bx2")
        t = op.results[0].type if what == "ld" else op.val.type
        num = t.shape[0] if isinstance(t, T.VectorType) else 1
        if num < _MIN_LENGTH.get(shape, 1):
            raise op_error(op, f"invalid {noun} length {num} for shape {shape} in tcgen05.{what} Op")
    return verify


declare("nvvm.tcgen05.ld", "$tmemAddr (`,` $offset^)? (`pack` $pack^)? attr-dict `:` type($res)",
        verify=_verify_ld_st("ld", "result type"), pack=opt_prop(C.UnitAttr), shape=prop(Tcgen05LdStShape),
        tmemAddr=operand(_TMEM), offset=opt_operand(C.I64), res=result(_I32_OR_VEC))
declare("nvvm.tcgen05.st", "$tmemAddr `,` $val (`,` $offset^)? (`unpack` $unpack^)? attr-dict `:` type($val)",
        verify=_verify_ld_st("st", "input"), unpack=opt_prop(C.UnitAttr), shape=prop(Tcgen05LdStShape),
        tmemAddr=operand(_TMEM), val=operand(_I32_OR_VEC), offset=opt_operand(C.I64))
