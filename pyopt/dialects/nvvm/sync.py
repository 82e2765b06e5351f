"""NVVM synchronisation ops of 22.1.8 beyond the basic ones in ops.py: the
envreg special registers, the mbarrier arrive/expect/complete/try-wait
family with its shared verifier, barrier.arrive, the sync_restrict fences,
cp.async.mbarrier.arrive and cluster launch control."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.nvvm.attrs import ClusterLaunchControlQueryType, MemOrderKind, MemScopeKind, ProxyKind, nvvm
from pyopt.dialects.nvvm.ops import FALSE, declare
from pyopt.dialects.nvvm_rocdl_common import LLVMType, op_error, ptr_in
from pyopt.dialects.target_types import ty
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import Pure, operand, opt_operand, opt_prop, opt_result, prop, result

_ = nvvm

# ---- envreg0..31 -----------------------------------------------------------------------------
for _i in range(32):
    declare(f"nvvm.read.ptx.sreg.envreg{_i}", "attr-dict `:` type($res)", (Pure,), res=result(LLVMType))


# ---- mbarriers ---------------------------------------------------------------------------------
_SHARED_CLUSTER = 7


def verify_mbarrier(op: Any) -> None:
    """The checks NVVMDialect.cpp makes on the scoped mbarrier ops."""
    scope = op.properties.get("scope")
    if scope is not None and getattr(scope, "value", None) not in ("cta", "cluster"):
        raise op_error(op, "mbarrier scope must be either CTA or Cluster")
    in_cluster = getattr(op.operands[0].type, "address_space", 0) == _SHARED_CLUSTER if op.operands else False
    if in_cluster and op.results:
        raise op_error(op, "mbarrier in shared_cluster space cannot return any value")
    if getattr(op, "predicate", None) is not None:
        if in_cluster:
            raise op_error(op, "mbarrier in shared_cluster space is not supported when using predicate")
        if op.results:
            raise op_error(op, "return-value is not supported when using predicate")


def _scope() -> Any:
    return prop(MemScopeKind, default=MemScopeKind.cls("cta"))


_MBAR = ptr_in(0, 3, 7)  # AnyTypeOf<[LLVM_PointerGeneric, LLVM_PointerShared, LLVM_PointerSharedCluster]>
_MBAR_CTA = ptr_in(0, 3)

declare("nvvm.mbarrier.arrive.expect_tx",
        "$addr `,` $txcount (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands) (`->` type($res)^)?",
        verify=verify_mbarrier, addr=operand(_MBAR), txcount=operand(C.I32), predicate=opt_operand(C.I1),
        scope=_scope(), relaxed=prop(C.BoolAttr, default=FALSE), res=opt_result(C.I64))
declare("nvvm.mbarrier.arrive_drop.expect_tx", "$addr `,` $txcount attr-dict `:` type(operands) (`->` type($res)^)?",
        verify=verify_mbarrier, addr=operand(_MBAR), txcount=operand(C.I32), scope=_scope(),
        relaxed=prop(C.BoolAttr, default=FALSE), res=opt_result(C.I64))
for _name in ("arrive.nocomplete", "arrive_drop.nocomplete"):
    declare(f"nvvm.mbarrier.{_name}", "$addr `,` $count attr-dict `:` type(operands) `->` type($res)",
            addr=operand(_MBAR_CTA), count=operand(C.I32), res=result(C.I64))
declare("nvvm.mbarrier.arrive_drop", "$addr (`,` $count^)? attr-dict `:` type($addr) (`->` type($res)^)?",
        verify=verify_mbarrier, addr=operand(_MBAR), count=opt_operand(C.I32), scope=_scope(),
        relaxed=prop(C.BoolAttr, default=FALSE), res=opt_result(C.I64))
for _name in ("expect_tx", "complete_tx"):
    declare(f"nvvm.mbarrier.{_name}", "$addr `,` $txcount attr-dict `:` type(operands)", verify=verify_mbarrier,
            addr=operand(ptr_in(3, 7)), txcount=operand(C.I32), scope=_scope())
declare("nvvm.mbarrier.try_wait", "$addr `,` $stateOrPhase (`,` $ticks^)? attr-dict `:` type(operands) `->` "
        "type($res)", verify=verify_mbarrier, addr=operand(_MBAR_CTA), stateOrPhase=operand(C.I64),
        ticks=opt_operand(C.I32), scope=_scope(), relaxed=prop(C.BoolAttr, default=FALSE), res=result(C.I1))
declare("nvvm.mbarrier.try_wait.parity", "$addr `,` $phase `,` $ticks attr-dict `:` type(operands)",
        addr=operand(_MBAR_CTA), phase=operand(C.I32), ticks=operand(C.I32))
declare("nvvm.cp.async.mbarrier.arrive", "$addr attr-dict `:` type(operands)", addr=operand(_MBAR_CTA),
        noinc=prop(C.I1Attr, default=FALSE))

# ---- barriers and fences -----------------------------------------------------------------------------
declare("nvvm.barrier.arrive", "(`id` `=` $barrierId^)? `number_of_threads` `=` $numberOfThreads attr-dict",
        barrierId=opt_operand(C.I32), numberOfThreads=operand(C.I32))


def _verify_sync_restrict(op: Any) -> None:
    if getattr(op.properties.get("order"), "value", None) not in ("acquire", "release"):
        raise op.emit_error("only acquire and release semantics are supported")
    if op.name == "nvvm.fence.proxy.sync_restrict":
        if getattr(op.properties.get("fromProxy"), "value", "generic") != "generic":
            raise op.emit_error("only generic is support for from_proxy attribute")
        if getattr(op.properties.get("toProxy"), "value", "async") != "async":
            raise op.emit_error("only async is supported for to_proxy attribute")


declare("nvvm.fence.sync_restrict", "attr-dict", verify=_verify_sync_restrict, order=prop(MemOrderKind))
declare("nvvm.fence.proxy.sync_restrict", "attr-dict", verify=_verify_sync_restrict, order=prop(MemOrderKind),
        fromProxy=prop(ProxyKind, default=ProxyKind.cls("generic")),
        toProxy=prop(ProxyKind, default=ProxyKind.cls("async")))

# ---- cluster launch control (sm_100) -------------------------------------------------------------------


def _verify_query_cancel(op: Any) -> None:
    query = getattr(op.properties.get("query_type"), "value", None)
    t = op.results[0].type if op.results else None
    if query == "is_canceled":
        if t is not T.i1:
            raise op.emit_error("is_canceled query type returns an i1")
    elif t is not T.i32:
        raise op.emit_error(f"{query} query type returns an i32")


declare("nvvm.clusterlaunchcontrol.try.cancel", "(`multicast` $multicast^ `,`)? $smemAddress `,` $mbarrier attr-dict",
        multicast=opt_prop(C.UnitAttr), smemAddress=operand(ty("p3")), mbarrier=operand(ty("p3")))
declare("nvvm.clusterlaunchcontrol.query.cancel", "`query` `=` $query_type `,` $try_cancel_response attr-dict `:` "
        "type($res)", verify=_verify_query_cancel, query_type=prop(ClusterLaunchControlQueryType),
        try_cancel_response=operand(ty("i128")), res=result(C.TypeConstraint(
            "1-bit signless integer or 32-bit signless integer", lambda t: t is T.i1 or t is T.i32)))
