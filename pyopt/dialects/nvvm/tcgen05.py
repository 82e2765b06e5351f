"""NVVM tcgen05 (sm_100 tensor memory) ops of 22.1.8: alloc/dealloc,
fences and waits, commit, shift, cp, the shared memory descriptor, tensor
memory loads and stores, and the six `tcgen05.mma*` variants, with the
checks of NVVMDialect.cpp."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.nvvm.attrs import (CTAGroupKind, MMABlockScaleKind, Tcgen05CpMulticast, Tcgen05CpShape,
                                       Tcgen05CpSrcFormat, Tcgen05FenceKind, Tcgen05LdStShape, Tcgen05MMABlockScale,
                                       Tcgen05MMACollectorBBuffer, Tcgen05MMACollectorOp, Tcgen05MMAKind,
                                       Tcgen05WaitKind)
from pyopt.dialects.nvvm.ops import _prop_value, declare
from pyopt.dialects.nvvm_rocdl_common import LLVMAnyPointer, any_of, loc_error, op_error, ptr_in
from pyopt.dialects.target_types import ty
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import AttrSizedOperandSegments, operand, opt_operand, opt_prop, prop, result


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


# ---- tcgen05.mma and its variants ------------------------------------------------------------------
# D (tensor memory) = A (tensor memory or a shared memory descriptor) * B (descriptor) [+ D].
_MMA_OPERANDS = "$matrixD `,` $matrixA `,` $matrixB `,` $idesc `,` $enableInputD"
_MMA_TYPES = "attr-dict `:` `(` type(operands) `)`"
_LANE_MASK = C.TypeConstraint(
    "fixed-length vector of 32-bit signless integer values of length 4/8",
    lambda t: isinstance(t, T.VectorType) and not any(t.scalable) and len(t.shape) == 1 and t.shape[0] in (4, 8)
    and t.element is T.i32)


def _mma_elements(sparse: bool, tail: str) -> dict[str, Any]:
    """The operands and properties, created in ODS order (declaration order
    is creation order): `tail` names the variant's trailing operands and
    attributes ("dense", "ws" or "block_scale")."""
    elements: dict[str, Any] = dict(
        matrixD=operand(_TMEM), matrixA=operand(any_of(ptr_in(6), C.I64)), matrixB=operand(C.I64),
        idesc=operand(C.I32), enableInputD=operand(C.I1))
    if sparse:
        elements["sparseMetadata"] = operand(_TMEM)
    discard = Tcgen05MMACollectorOp.cls("discard")
    if tail == "dense":
        elements.update(scaleInputD=opt_operand(C.I64), disableOutputLane=opt_operand(_LANE_MASK),
                        kind=prop(Tcgen05MMAKind), ctaGroup=prop(CTAGroupKind),
                        collectorOp=prop(Tcgen05MMACollectorOp, default=discard), aShift=opt_prop(C.UnitAttr))
    elif tail == "ws":
        elements.update(zeroColMask=opt_operand(C.I64), kind=prop(Tcgen05MMAKind),
                        collectorBBuffer=prop(Tcgen05MMACollectorBBuffer,
                                              default=Tcgen05MMACollectorBBuffer.cls("b0")),
                        collectorOp=prop(Tcgen05MMACollectorOp, default=discard))
    else:
        elements.update(scaleA=operand(_TMEM), scaleB=operand(_TMEM), kind=prop(MMABlockScaleKind),
                        ctaGroup=prop(CTAGroupKind), collectorOp=prop(Tcgen05MMACollectorOp, default=discard),
                        blockScale=prop(Tcgen05MMABlockScale, default=Tcgen05MMABlockScale.cls("default")))
    return elements


def _verify_mma(op: Any) -> None:
    """verifyTcgen05MMAOp: the lane mask's length follows the CTA group;
    A-shift needs A in tensor memory and no collector fill/use."""
    lane = op.disableOutputLane
    group = _prop_value(op, "ctaGroup")
    if lane is not None and isinstance(lane.type, T.VectorType):
        count = lane.type.shape[0]
        if (group == "cta_1" and count != 4) or (group == "cta_2" and count != 8):
            raise loc_error(op, f"Disable Output Lane of length {count} is incompatible with CtaGroupAttr")
    a_shift = op.properties.get("aShift") is not None
    if a_shift and not LLVMAnyPointer.check(op.matrixA.type):
        raise loc_error(op, "A-shift can be applied only when matrix A is in tensor memory")
    if a_shift and _prop_value(op, "collectorOp") in ("fill", "use"):
        raise loc_error(op, "Cannot use collector buffer operation fill or use with ashift")


def _verify_mma_block_scale(op: Any) -> None:
    """verifyTcgen05MMABlockScaleOp: block16 is mxf4nvf4's only, which needs one."""
    kind, block_scale = _prop_value(op, "kind"), _prop_value(op, "blockScale")
    if block_scale == "default" and kind == "mxf4nvf4":
        raise loc_error(op, "mxf4nvf4 requires block scale attribute")
    if block_scale == "block16" and kind != "mxf4nvf4":
        raise loc_error(op, f"{kind} kind does not support block16 attribute")


_OPTIONAL_SCALE_AND_MASK = "(`scale` `=` $scaleInputD^)? (`mask` `=` $disableOutputLane^)? "

declare("nvvm.tcgen05.mma", f"{_MMA_OPERANDS} {_OPTIONAL_SCALE_AND_MASK}{_MMA_TYPES}", (AttrSizedOperandSegments,),
        verify=_verify_mma, **_mma_elements(False, "dense"))
declare("nvvm.tcgen05.mma.sp", f"{_MMA_OPERANDS} `,` $sparseMetadata {_OPTIONAL_SCALE_AND_MASK}{_MMA_TYPES}",
        (AttrSizedOperandSegments,), verify=_verify_mma,
        **_mma_elements(True, "dense"))
declare("nvvm.tcgen05.mma.ws", f"{_MMA_OPERANDS} (`,` $zeroColMask^)? {_MMA_TYPES}",
        **_mma_elements(False, "ws"))
declare("nvvm.tcgen05.mma.ws.sp", f"{_MMA_OPERANDS} `,` $sparseMetadata (`,` $zeroColMask^)? {_MMA_TYPES}",
        **_mma_elements(True, "ws"))
declare("nvvm.tcgen05.mma.block_scale", f"{_MMA_OPERANDS} `,` $scaleA `,` $scaleB {_MMA_TYPES}",
        verify=_verify_mma_block_scale,
        **_mma_elements(False, "block_scale"))
declare("nvvm.tcgen05.mma.sp.block_scale", f"{_MMA_OPERANDS} `,` $sparseMetadata `,` $scaleA `,` $scaleB {_MMA_TYPES}",
        verify=_verify_mma_block_scale,
        **_mma_elements(True, "block_scale"))
