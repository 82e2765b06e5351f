"""The NVVM ops that implement BasicPtxBuilderOpInterface in MLIR 22.1.8,
keyed by op name: each one's getPtx / getAsmValues / hasIntrinsic /
getPredicate (NVVMOps.td, NVVMDialect.cpp), for `ptx_builder`."""

from __future__ import annotations

from typing import Any

from pyopt.conversion.ptx_builder import AsmValues, PTXRegisterMod, PtxOpSpec, register_ptx_op
from pyopt.ir.core import Operation, Value

READ, WRITE, READ_WRITE = PTXRegisterMod.READ, PTXRegisterMod.WRITE, PTXRegisterMod.READ_WRITE


def _predicate(op: Operation) -> Value | None:
    return getattr(op, "predicate", None)


def _inline_ptx_values(op: Any, rewriter: Any) -> tuple[AsmValues, bool]:
    """InlinePtxOp::getAsmValues: read-write, then written, then read, then
    the predicate."""
    values: AsmValues = [(v, READ_WRITE) for v in op.readWriteArgs]
    values += [(r, WRITE) for r in op.results]
    values += [(v, READ) for v in op.readOnlyArgs]
    if op.predicate is not None:
        values.append((op.predicate, READ))
    return values, False


register_ptx_op("nvvm.inline_ptx", PtxOpSpec(ptx=lambda op: op.properties["ptxCode"].value,
                                             asm_values=_inline_ptx_values, predicate=_predicate))


def _no_predicate(op: Operation) -> bool:
    return _predicate(op) is None


# PrefetchOp: only the predicated tensormap prefetch lacks an intrinsic.
register_ptx_op("nvvm.prefetch", PtxOpSpec(ptx=lambda op: "prefetch.tensormap [%0];", has_intrinsic=_no_predicate,
                                           predicate=_predicate))


def _shared(op: Any) -> bool:
    return getattr(op.addr.type, "address_space", 0) == 3


def _operands_read(op: Operation, rewriter: Any) -> tuple[AsmValues, bool]:
    return [(v, READ) for v in op.operands], False


# MBarrierArriveExpectTxOp: the predicated form has no intrinsic.
register_ptx_op("nvvm.mbarrier.arrive.expect_tx", PtxOpSpec(
    ptx=lambda op: f"mbarrier.arrive.expect_tx{'.shared' if _shared(op) else ''}.b64 _, [%0], %1;",
    asm_values=_operands_read, has_intrinsic=_no_predicate, predicate=_predicate))

register_ptx_op("nvvm.mbarrier.try_wait.parity", PtxOpSpec(
    ptx=lambda op: ("{\n\t.reg .pred       P1; \n\tLAB_WAIT: \n\t"
                    f"mbarrier.try_wait.parity{'.shared' if _shared(op) else ''}.b64 P1, [%0], %1, %2; \n\t"
                    "@P1 bra.uni DONE; \n\tbra.uni     LAB_WAIT; \n\tDONE: \n\t}")))

register_ptx_op("nvvm.barrier.arrive", PtxOpSpec(
    ptx=lambda op: "bar.arrive %0, %1;" if op.barrierId is not None else "bar.arrive 0, %0;"))
