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

# MBarrierInitOp: the predicated form has no intrinsic.
register_ptx_op("nvvm.mbarrier.init", PtxOpSpec(
    ptx=lambda op: f"mbarrier.init{'.shared' if _shared(op) else ''}.b64 [%0], %1;", has_intrinsic=_no_predicate,
    predicate=_predicate))


def _registers(first: int, count: int, sep: str) -> str:
    return sep.join(f"%{first + i}" for i in range(count))


def _tma_load_ptx(op: Any) -> str:
    """CpAsyncBulkTensorGlobalToSharedClusterOp::getPtx."""
    dim, offsets = len(op.coordinates), len(op.im2colOffsets)
    ptx = f"cp.async.bulk.tensor.{dim}d.shared::cluster.global.mbarrier::complete_tx::bytes"
    ptx += ".im2col" * bool(offsets) + ".multicast::cluster" * (op.multicastMask is not None)
    ptx += ".L2::cache_hint" * (op.l2CacheHint is not None)
    ptx += f" [%0], [%1, {{{_registers(2, dim, ',')}}} ], [%{2 + dim}]"
    reg = 3 + dim
    if offsets:
        ptx += f",{{{_registers(reg, offsets, ',')}}}"
        reg += offsets
    for extra in (op.multicastMask, op.l2CacheHint):
        if extra is not None:
            ptx += f", %{reg}"
            reg += 1
    return ptx + ";"


def _tma_store_ptx(op: Any) -> str:
    """CpAsyncBulkTensorSharedCTAToGlobalOp::getPtx (tile mode, no cache hint)."""
    dim = len(op.coordinates)
    return f"cp.async.bulk.tensor.{dim}d.global.shared::cta.bulk_group [%0, {{{_registers(2, dim, ', ')}}} ], [%1];"


for _name, _ptx in (("nvvm.cp.async.bulk.tensor.shared.cluster.global", _tma_load_ptx),
                    ("nvvm.cp.async.bulk.tensor.global.shared.cta", _tma_store_ptx)):
    register_ptx_op(_name, PtxOpSpec(ptx=_ptx, asm_values=_operands_read, has_intrinsic=_no_predicate,
                                     predicate=_predicate))


# ---- wgmma.mma_async ----------------------------------------------------------------------------------
def _keyword(op: Any, name: str) -> Any:
    attr = op.properties.get(name)
    return getattr(attr, "value", None)


def _wgmma_output_registers(op: Any) -> int:
    n = op.properties["shape"]["n"]
    return n // 4 if _keyword(op, "typeD") == "f16" else n // 2


def _wgmma_is_f16(op: Any) -> bool:
    return _keyword(op, "typeA") in ("f16", "bf16")


def _wgmma_ptx(op: Any) -> str:
    """WgmmaMmaAsyncOp::getPtx: registers are numbered by hand ($N)."""
    shape = op.properties["shape"]
    outputs = _wgmma_output_registers(op)
    ptx = (f"{{\n.reg .pred p;\nsetp.ne.b32 p, ${outputs * 2 + 2}, 0;\n"
           f"wgmma.mma_async.sync.aligned.m{shape['m']}n{shape['n']}k{shape['k']}.{_keyword(op, 'typeD')}."
           f"{_keyword(op, 'typeA')}.{_keyword(op, 'typeB')}")
    if _keyword(op, "satfinite") == "satfinite":
        ptx += ".satfinite"
    ptx += " {" + ", ".join(f"${i}" for i in range(outputs)) + "},"
    reg = outputs * 2
    ptx += f" ${reg}, ${reg + 1}, p"
    if _keyword(op, "typeD") != "s32":
        ptx += f", ${reg + 3},  ${reg + 4}"
    if _wgmma_is_f16(op):
        ptx += f", ${reg + 5},  ${reg + 6}"
    return ptx + ";\n}\n"


def _wgmma_values(op: Any, rewriter: Any) -> tuple[AsmValues, bool]:
    """WgmmaMmaAsyncOp::getAsmValues: the result written, the accumulator
    read-write, both descriptors, then the scales and layouts as i32
    constants; the op maps its registers itself."""
    from pyopt.conversion.ptx_builder import make_constant_i32

    values: AsmValues = [(op.results[0], WRITE), (op.inouts, READ_WRITE), (op.descriptorA, READ),
                         (op.descriptorB, READ)]

    def const(value: int) -> None:
        values.append((make_constant_i32(rewriter, op, value), READ))

    const(1 if _keyword(op, "scaleD") == "one" else 0)
    if _keyword(op, "typeD") != "s32":
        const(-1 if _keyword(op, "scaleA") == "neg" else 1)
        const(-1 if _keyword(op, "scaleB") == "neg" else 1)
    if _wgmma_is_f16(op):
        const(1 if _keyword(op, "layoutA") == "col" else 0)
        const(1 - (1 if _keyword(op, "layoutB") == "col" else 0))
    return values, True


register_ptx_op("nvvm.wgmma.mma_async", PtxOpSpec(ptx=_wgmma_ptx, asm_values=_wgmma_values))
