"""NVVM bulk and tensor (TMA) asynchronous copies of 22.1.8 (cp.async.bulk.*
beyond commit/wait) with the load/store parameter checks of NVVMDialect.cpp."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.nvvm.attrs import CTAGroupKind, TMALoadMode, TMAReduxKind, TMAStoreMode
from pyopt.dialects.nvvm.ops import FALSE, declare
from pyopt.dialects.nvvm_rocdl_common import op_error, ptr_in
from pyopt.dialects.target_types import ty
from pyopt.ir import constraints as C
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import AttrSizedOperandSegments, operand, opt_operand, opt_prop, prop, var_operand

_SEGMENTS = (AttrSizedOperandSegments,)
_DST_CLUSTER = ptr_in(3, 7)  # AnyTypeOf<[LLVM_PointerShared, LLVM_PointerSharedCluster]>


def _loc_error(op: Any, message: str) -> MLIRError:
    """mlir::emitError(op->getLoc()): at the op, without its `see current operation` note."""
    err = MLIRError(message, op.loc)
    err.plain = True
    return err


def _mode(op: Any) -> str:
    return str(getattr(op.properties.get("mode"), "value", "tile"))


def verify_tma_load(op: Any, dims: int, im2col: int, mode: str) -> None:
    """verifyTMALoadParams."""
    if not 1 <= dims <= 5:
        raise _loc_error(op, "expects coordinates between 1 to 5 dimension")

    def check(is_im2col: bool, expected: int) -> None:
        if is_im2col and dims < 3:
            raise _loc_error(op, f"to use {mode} mode, the tensor has to be at least 3-dimensional")
        if im2col != expected:
            raise _loc_error(op, f" im2col offsets expected {expected} (provided {im2col})")

    if mode == "tile":
        check(False, 0)
    elif mode == "im2col":
        check(True, dims - 2)
    elif mode in ("im2col_w", "im2col_w_128"):
        check(True, 2)
    elif mode == "tile_gather4":
        if dims != 5:
            raise _loc_error(op, "Gather4 mode expects 5 coordinates")
        check(False, 0)


def verify_tma_store(op: Any, dims: int, mode: str) -> None:
    """verifyTMAStoreParams."""
    if not 1 <= dims <= 5:
        raise _loc_error(op, "expects coordinates between 1 to 5 dimension")
    if mode == "im2col" and dims < 3:
        raise _loc_error(op, "to use im2col mode, the tensor has to be at least 3-dimensional")
    if mode == "tile_scatter4" and dims != 5:
        raise _loc_error(op, "Scatter4 mode expects 5 coordinates")


def _verify_load(op: Any) -> None:
    verify_tma_load(op, len(op.coordinates), len(op.im2colOffsets), _mode(op))
    if op.predicate is not None:  # lowered to inline PTX: the intrinsic's constraints do not apply
        return
    if getattr(op.properties.get("isCTAOnly"), "value", False):
        if op.multicastMask is not None:
            raise op_error(op, "Multicast is not supported with shared::cta mode.")
        if op.properties.get("group") is not None:
            raise op_error(op, "CTAGroup is not supported with shared::cta mode.")
    elif getattr(op.dstMem.type, "address_space", None) != 7:
        raise op_error(op, "Shared::cluster destination requires address-space 7.")


def _verify_prefetch(op: Any) -> None:
    verify_tma_load(op, len(op.coordinates), len(op.im2colOffsets), _mode(op))


def _verify_store(op: Any) -> None:
    verify_tma_store(op, len(op.coordinates), _mode(op))
    if op.predicate is not None and op.l2CacheHint is not None:
        raise op_error(op, "Inline-ptx lowering unsupported with L2 cache-hint.")


def _verify_reduce(op: Any) -> None:
    if _mode(op) == "tile_scatter4":
        raise op_error(op, "Scatter mode unsupported for CpAsyncBulkTensorReduceOp")
    verify_tma_store(op, len(op.coordinates), _mode(op))


# ---- bulk copies -----------------------------------------------------------------------------------
declare("nvvm.cp.async.bulk.prefetch", "$srcMem `,` $size (`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict  `:` "
        "type($srcMem)", srcMem=operand(ty("p1")), size=operand(C.I32), l2CacheHint=opt_operand(C.I64))
declare("nvvm.cp.async.bulk.shared.cluster.global",
        "$dstMem `,` $srcMem `,` $mbar `,` $size (`multicast_mask` `=` $multicastMask^ )? "
        "(`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict  `:` type($dstMem) `,` type($srcMem)", _SEGMENTS,
        dstMem=operand(_DST_CLUSTER), srcMem=operand(ty("p1")), mbar=operand(ty("p3")), size=operand(C.I32),
        multicastMask=opt_operand(C.I16), l2CacheHint=opt_operand(C.I64))
declare("nvvm.cp.async.bulk.shared.cluster.shared.cta",
        "$dstMem `,` $srcMem `,` $mbar `,` $size attr-dict  `:` type($dstMem) `,` type($srcMem)",
        dstMem=operand(ty("p7")), srcMem=operand(ty("p3")), mbar=operand(ty("p3")), size=operand(C.I32))
declare("nvvm.cp.async.bulk.global.shared.cta",
        "$dstMem `,` $srcMem `,` $size (`l2_cache_hint` `=` $l2CacheHint^ )? (`byte_mask` `=` $byteMask^ )? "
        "attr-dict `:` type($dstMem) `,` type($srcMem)", _SEGMENTS, dstMem=operand(ty("p1")),
        srcMem=operand(ty("p3")), size=operand(C.I32), l2CacheHint=opt_operand(C.I64), byteMask=opt_operand(C.I16))

# ---- tensor (TMA) copies -------------------------------------------------------------------------------
declare("nvvm.cp.async.bulk.tensor.shared.cluster.global",
        "$dstMem `,` $tmaDescriptor `,` $mbar `,` `box` `[`$coordinates `]` (`im2col` `[` $im2colOffsets^ `]` )? "
        "(`multicast_mask` `=` $multicastMask^ )? (`l2_cache_hint` `=` $l2CacheHint^ )? "
        "(`predicate` `=` $predicate^)? attr-dict  `:` type($dstMem) `,` type($tmaDescriptor)", _SEGMENTS,
        verify=_verify_load, dstMem=operand(_DST_CLUSTER), tmaDescriptor=operand(ty("p0")),
        coordinates=var_operand(C.I32), mbar=operand(ty("p3")), im2colOffsets=var_operand(C.I16),
        multicastMask=opt_operand(C.I16), l2CacheHint=opt_operand(C.I64),
        mode=prop(TMALoadMode, default=TMALoadMode.cls("tile")), isCTAOnly=prop(C.BoolAttr, default=FALSE),
        group=opt_prop(CTAGroupKind), predicate=opt_operand(C.I1))
declare("nvvm.cp.async.bulk.tensor.global.shared.cta",
        "$tmaDescriptor `,` $srcMem `,` `box` `[`$coordinates `]` (`l2_cache_hint` `=` $l2CacheHint^ )? "
        "(`,` `predicate` `=` $predicate^)? attr-dict `:` type($tmaDescriptor) `,` type($srcMem)", _SEGMENTS,
        verify=_verify_store, tmaDescriptor=operand(ty("p0")), srcMem=operand(ty("p3")),
        coordinates=var_operand(C.I32), l2CacheHint=opt_operand(C.I64),
        mode=prop(TMAStoreMode, default=TMAStoreMode.cls("tile")), predicate=opt_operand(C.I1))
declare("nvvm.cp.async.bulk.tensor.prefetch",
        "$tmaDescriptor `,` `box` `[`$coordinates `]` (`im2col` `[` $im2colOffsets^ `]` )? "
        "(`l2_cache_hint` `=` $l2CacheHint^ )? attr-dict  `:` type($tmaDescriptor)", _SEGMENTS,
        verify=_verify_prefetch, tmaDescriptor=operand(ty("p0")), coordinates=var_operand(C.I32),
        im2colOffsets=var_operand(C.I16), mode=prop(TMALoadMode, default=TMALoadMode.cls("tile")),
        l2CacheHint=opt_operand(C.I64))
declare("nvvm.cp.async.bulk.tensor.reduce",
        "$tmaDescriptor `,` $srcMem `,` `box` `[`$coordinates `]` (`l2_cache_hint` `=` $l2CacheHint^ )? "
        "attr-dict  `:` type($tmaDescriptor) `,` type($srcMem)", _SEGMENTS, verify=_verify_reduce,
        tmaDescriptor=operand(ty("ptr")), srcMem=operand(ty("p3")), redKind=prop(TMAReduxKind),
        mode=prop(TMAStoreMode, default=TMAStoreMode.cls("tile")), coordinates=var_operand(C.I32),
        l2CacheHint=opt_operand(C.I64))
