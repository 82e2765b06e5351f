"""gpu sparse ops (cuSPARSE-style handles and routines)."""

from __future__ import annotations

from typing import Any

from pyopt.ir import constraints as C
from pyopt.ir.ods import AttrSizedOperandSegments, AttrSizedResultSegments, OpDef, operand, opt_result, prop, \
    result, var_operand, var_result
from pyopt.dialects.gpu.attrs import Prune2To4SpMatFlagAttr, Prune2To4SpMatFlagC, SpGEMMKindC, TransposeModeAttr, \
    TransposeModeC
from pyopt.dialects.gpu.common import AsyncToken, DnTensorHandle, NamedResultsOp, SpGEMMOpHandle, SpMatHandle
from pyopt.dialects.gpu.dialect import gpu

_ASYNC = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)"
_NON_TRANSPOSE = TransposeModeAttr("NON_TRANSPOSE")


def _mode() -> Any:
    return prop(TransposeModeC, default=_NON_TRANSPOSE)


# ---- handles ------------------------------------------------------------------------------
@gpu.op
class CreateDnTensorOp(NamedResultsOp):
    name = "gpu.create_dn_tensor"
    asyncDependencies = var_operand(AsyncToken)
    memref = operand(C.AnyMemRef)
    dims = var_operand(C.Index)
    dnTensor = result(DnTensorHandle)
    asyncToken = opt_result(AsyncToken)
    traits = (AttrSizedOperandSegments,)
    assembly_format = f"{_ASYNC} $memref `,` $dims attr-dict `:` type($dims) `into` type($memref)"


@gpu.op
class DestroyDnTensorOp(OpDef):
    name = "gpu.destroy_dn_tensor"
    asyncDependencies = var_operand(AsyncToken)
    dnTensor = operand(DnTensorHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = f"{_ASYNC} $dnTensor attr-dict"


class _CreateSparse(NamedResultsOp):
    __slots__ = ()
    asyncDependencies = var_operand(AsyncToken)
    rows = operand(C.Index)
    cols = operand(C.Index)
    nnz = operand(C.Index)


@gpu.op
class CreateCooOp(_CreateSparse):
    name = "gpu.create_coo"
    rowIdxs = operand(C.AnyMemRef)
    colIdxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SpMatHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $rows `,` $cols `,` $nnz `,` $rowIdxs `,` $colIdxs `,` $values attr-dict "
                       "`:` type($rowIdxs) `,` type($colIdxs) `,` type($values)")


@gpu.op
class CreateCooAoSOp(_CreateSparse):
    name = "gpu.create_coo_aos"
    idxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SpMatHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $rows `,` $cols `,` $nnz `,` $idxs `,` $values attr-dict "
                       "`:` type($idxs) `,` type($values)")


@gpu.op
class CreateCsrOp(_CreateSparse):
    name = "gpu.create_csr"
    rowPos = operand(C.AnyMemRef)
    colIdxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SpMatHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $rows `,` $cols `,` $nnz `,` $rowPos `,` $colIdxs `,` $values attr-dict "
                       "`:` type($rowPos) `,` type($colIdxs) `,` type($values)")


@gpu.op
class CreateCscOp(_CreateSparse):
    name = "gpu.create_csc"
    colPos = operand(C.AnyMemRef)
    rowIdxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SpMatHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $rows `,` $cols `,` $nnz `,` $colPos `,` $rowIdxs `,` $values attr-dict "
                       "`:` type($colPos) `,` type($rowIdxs) `,` type($values)")


@gpu.op
class CreateBsrOp(NamedResultsOp):
    name = "gpu.create_bsr"
    asyncDependencies = var_operand(AsyncToken)
    brows = operand(C.Index)
    bcols = operand(C.Index)
    bnnz = operand(C.Index)
    rBlockSize = operand(C.Index)
    cBlockSize = operand(C.Index)
    bRowPos = operand(C.AnyMemRef)
    bColIdxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SpMatHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $brows `,` $bcols `,` $bnnz `,` $rBlockSize `,` $cBlockSize `,` "
                       "$bRowPos `,` $bColIdxs `,` $values attr-dict "
                       "`:` type($bRowPos) `,` type($bColIdxs) `,` type($values)")


@gpu.op
class Create2To4SpMatOp(NamedResultsOp):
    name = "gpu.create_2to4_spmat"
    asyncDependencies = var_operand(AsyncToken)
    rows = operand(C.Index)
    cols = operand(C.Index)
    pruneFlag = prop(Prune2To4SpMatFlagC, default=Prune2To4SpMatFlagAttr("PRUNE_AND_CHECK"))
    memref = operand(C.AnyMemRef)
    spMat = result(SpMatHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = f"{_ASYNC} `{{` $pruneFlag `}}` $rows `,` $cols `,` $memref attr-dict `:` type($memref)"


@gpu.op
class DestroySpMatOp(OpDef):
    name = "gpu.destroy_sp_mat"
    asyncDependencies = var_operand(AsyncToken)
    spmat = operand(SpMatHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = f"{_ASYNC} $spmat attr-dict"


@gpu.op
class SpMatGetSizeOp(NamedResultsOp):
    name = "gpu.spmat_get_size"
    asyncDependencies = var_operand(AsyncToken)
    spmat = operand(SpMatHandle)
    rows = result(C.Index)
    cols = result(C.Index)
    nnz = result(C.Index)
    asyncToken = opt_result(AsyncToken)
    assembly_format = f"{_ASYNC} $spmat attr-dict"


@gpu.op
class SetCsrPointersOp(OpDef):
    name = "gpu.set_csr_pointers"
    asyncDependencies = var_operand(AsyncToken)
    spmat = operand(SpMatHandle)
    positions = operand(C.AnyMemRef)
    coordinates = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $spmat `,` $positions `,` $coordinates `,` $values attr-dict "
                       "`:` type($positions) `,` type($coordinates) `,` type($values)")


# ---- routines ---------------------------------------------------------------------------------
@gpu.op
class SpMVBufferSizeOp(NamedResultsOp):
    name = "gpu.spmv_buffer_size"
    asyncDependencies = var_operand(AsyncToken)
    modeA = _mode()
    spmatA = operand(SpMatHandle)
    dnX = operand(DnTensorHandle)
    dnY = operand(DnTensorHandle)
    computeType = prop(C.TypeAttr)
    bufferSz = result(C.Index)
    asyncToken = opt_result(AsyncToken)
    assembly_format = f"{_ASYNC} $spmatA (`{{` $modeA^ `}}`)? `,` $dnX `,` $dnY attr-dict  `into` $computeType"


@gpu.op
class SpMVOp(OpDef):
    name = "gpu.spmv"
    asyncDependencies = var_operand(AsyncToken)
    modeA = _mode()
    spmatA = operand(SpMatHandle)
    dnX = operand(DnTensorHandle)
    dnY = operand(DnTensorHandle)
    computeType = prop(C.TypeAttr)
    buffer = operand(C.AnyMemRef)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $spmatA (`{{` $modeA^ `}}`)? `,` $dnX `,` $dnY `,` $buffer attr-dict "
                       "`:` type($buffer) `into` $computeType")


@gpu.op
class SpMMBufferSizeOp(NamedResultsOp):
    name = "gpu.spmm_buffer_size"
    asyncDependencies = var_operand(AsyncToken)
    modeA = _mode()
    modeB = _mode()
    spmatA = operand(SpMatHandle)
    dnmatB = operand(DnTensorHandle)
    dnmatC = operand(DnTensorHandle)
    computeType = prop(C.TypeAttr)
    bufferSzs = var_result(C.Index)
    asyncToken = opt_result(AsyncToken)
    traits = (AttrSizedResultSegments,)
    assembly_format = (f"{_ASYNC} $spmatA (`{{` $modeA^ `}}`)? `,` $dnmatB (`{{` $modeB^ `}}`)? `,` $dnmatC "
                       "attr-dict `:` type($bufferSzs) `into` $computeType")


@gpu.op
class SpMMOp(OpDef):
    name = "gpu.spmm"
    asyncDependencies = var_operand(AsyncToken)
    modeA = _mode()
    modeB = _mode()
    spmatA = operand(SpMatHandle)
    dnmatB = operand(DnTensorHandle)
    dnmatC = operand(DnTensorHandle)
    computeType = prop(C.TypeAttr)
    buffers = var_operand(C.AnyMemRef)
    asyncToken = opt_result(AsyncToken)
    traits = (AttrSizedOperandSegments,)
    assembly_format = (f"{_ASYNC} $spmatA (`{{` $modeA^ `}}`)? `,` $dnmatB (`{{` $modeB^ `}}`)? `,` $dnmatC "
                       "`,` $buffers attr-dict `:` type($buffers) `into` $computeType")


@gpu.op
class SDDMMBufferSizeOp(NamedResultsOp):
    name = "gpu.sddmm_buffer_size"
    asyncDependencies = var_operand(AsyncToken)
    modeA = _mode()
    modeB = _mode()
    dnmatA = operand(DnTensorHandle)
    dnmatB = operand(DnTensorHandle)
    spmatC = operand(SpMatHandle)
    computeType = prop(C.TypeAttr)
    bufferSz = result(C.Index)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $dnmatA (`{{` $modeA^ `}}`)? `,` $dnmatB (`{{` $modeB^ `}}`)? `,` $spmatC "
                       "attr-dict `into` $computeType")


@gpu.op
class SDDMMOp(OpDef):
    name = "gpu.sddmm"
    asyncDependencies = var_operand(AsyncToken)
    modeA = _mode()
    modeB = _mode()
    dnmatA = operand(DnTensorHandle)
    dnmatB = operand(DnTensorHandle)
    spmatC = operand(SpMatHandle)
    computeType = prop(C.TypeAttr)
    buffer = operand(C.AnyMemRef)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $dnmatA (`{{` $modeA^ `}}`)? `,` $dnmatB (`{{` $modeB^ `}}`)? `,` $spmatC "
                       "`,` $buffer attr-dict `:` type($buffer) `into` $computeType")


@gpu.op
class SpGEMMCreateDescrOp(NamedResultsOp):
    name = "gpu.spgemm_create_descr"
    asyncDependencies = var_operand(AsyncToken)
    desc = result(SpGEMMOpHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = f"{_ASYNC} attr-dict"


@gpu.op
class SpGEMMDestroyDescrOp(OpDef):
    name = "gpu.spgemm_destroy_descr"
    asyncDependencies = var_operand(AsyncToken)
    desc = operand(SpGEMMOpHandle)
    asyncToken = opt_result(AsyncToken)
    assembly_format = f"{_ASYNC} $desc attr-dict"


@gpu.op
class SpGEMMWorkEstimationOrComputeOp(NamedResultsOp):
    name = "gpu.spgemm_work_estimation_or_compute"
    asyncDependencies = var_operand(AsyncToken)
    desc = operand(SpGEMMOpHandle)
    modeA = _mode()
    modeB = _mode()
    spmatA = operand(SpMatHandle)
    spmatB = operand(SpMatHandle)
    spmatC = operand(SpMatHandle)
    computeType = prop(C.TypeAttr)
    bufferSz = operand(C.Index)
    buffer = operand(C.AnyMemRef)
    kind = prop(SpGEMMKindC)
    bufferSzNew = result(C.Index)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} `{{` $kind `}}` $spmatA (`{{` $modeA^ `}}`)? `,` $spmatB (`{{` $modeB^ `}}`)? "
                       "`,` $spmatC `,` $desc `,` $bufferSz `,` $buffer  attr-dict `:` $computeType "
                       "`into` type($buffer)")


@gpu.op
class SpGEMMCopyOp(OpDef):
    name = "gpu.spgemm_copy"
    asyncDependencies = var_operand(AsyncToken)
    desc = operand(SpGEMMOpHandle)
    modeA = _mode()
    modeB = _mode()
    spmatA = operand(SpMatHandle)
    spmatB = operand(SpMatHandle)
    spmatC = operand(SpMatHandle)
    computeType = prop(C.TypeAttr)
    asyncToken = opt_result(AsyncToken)
    assembly_format = (f"{_ASYNC} $spmatA (`{{` $modeA^ `}}`)? `,` $spmatB (`{{` $modeB^ `}}`)? `,` $spmatC "
                       "`,` $desc attr-dict `:` $computeType")
