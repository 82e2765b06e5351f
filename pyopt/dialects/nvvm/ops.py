"""NVVM ops: special registers, barriers, warp-level ops, fences, async
copies, matrix ops and the rest of what upstream GPU tests use."""

from __future__ import annotations

from typing import Any, Callable

from pyopt.dialects.nvvm.attrs import (BarrierReduction, CacheEvictionPriority, FPRoundingMode, GridDepAction,
                                       LdStMatrixEltType, LdStMatrixShapeAttr, LoadCacheModifier, MatchSyncKind,
                                       MemScopeKind, MMAB1Op, MMAFrag, MMAIntOverflow, MMALayout, MMAShapeAttr,
                                       MMATypes, PermuteMode, PrefetchCacheLevel, ProxyKind, ReduxKind,
                                       SaturationMode, SetMaxRegisterAction, SharedSpace, ShflKind, VoteSyncKind,
                                       nvvm)
from pyopt.dialects.nvvm_rocdl_common import (ConstantRange, I16Attr, LLVMAnyPointer, LLVMAnyStruct, LLVMType,
                                              MinI32AttrC, any_of, is_llvm_struct, op_error, ptr_in)
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.format import op_rule_name
from pyopt.ir.ods import (AttrSizedOperandSegments, OpDef, PredOpTrait, Pure, operand, opt_operand, opt_prop, opt_result,
                          prop, result, var_operand, var_result)
from pyopt.ir.printer import Printer


def _ptr_type(space: int) -> T.Type:
    from pyopt.dialects.llvm.types import LLVMPointerType

    return LLVMPointerType(space)


def _enum_default(c: Any, keyword: str) -> A.Attribute:
    return c.cls(keyword)


FALSE = A.BoolAttr(False)
I32OrF32 = any_of(C.I32, C.F32)


def declare(name: str, fmt: str, traits: tuple[Any, ...] = (), verify: Callable[[Any], None] | None = None,
            **elements: Any) -> type[OpDef]:
    """Declare an op whose definition is only elements and a format (and
    maybe an op-specific `verify`)."""
    cls_name = "".join(part.capitalize() for part in name.replace("_", ".").split(".")[1:]) + "Op"
    body: dict[str, Any] = {"name": name, "assembly_format": fmt, "traits": traits, **elements}
    if verify is not None:
        body["verify_"] = verify
    return nvvm.op(type(cls_name, (OpDef,), body))


def _prop_value(op: Any, name: str) -> Any:
    """The keyword of an enum property, or the value of an integer one."""
    v = op.properties.get(name)
    if v is None:
        d = op.op_def.props[name].default
        v = d
    return getattr(v, "value", None)


def _verify_fence_proxy(op: Any) -> None:
    kind = _prop_value(op, "kind")
    if kind == "tensormap":
        raise op.emit_error("tensormap proxy is not a supported proxy kind")
    if kind == "generic":
        raise op.emit_error("generic proxy not a supported proxy kind")
    has_space = op.properties.get("space") is not None
    if kind == "async.shared" and not has_space:
        raise op.emit_error("async_shared fence requires space attribute")
    if kind != "async.shared" and has_space:
        raise op.emit_error("only async_shared fence can have space attribute")


def _verify_uni_directional(op: Any) -> None:
    if _prop_value(op, "fromProxy") != "generic":
        raise op.emit_error("uni-directional proxies only support generic for from_proxy attribute")
    if _prop_value(op, "toProxy") != "tensormap":
        raise op.emit_error("uni-directional proxies only support tensormap for to_proxy attribute")


def _verify_setmaxregister(op: Any) -> None:
    count = _prop_value(op, "regCount")
    if count % 8:
        raise op.emit_error("new register size must be multiple of 8")
    if count < 24 or count > 256:
        raise op.emit_error("new register size must be in between 24 to 256")


def _is_int(t: T.Type, width: int) -> bool:
    return isinstance(t, T.IntegerType) and t.width == width and t.signedness == ""


def _verify_match_sync(op: Any) -> None:
    t = op.results[0].type
    if _prop_value(op, "kind") == "all":
        body = list(getattr(t, "body", ()) or ()) if is_llvm_struct(t) else []
        if len(body) != 2 or not _is_int(body[0], 32) or not _is_int(body[1], 1):
            raise op.emit_error("match.sync 'all' returns a two element struct with first element as i32 and "
                                "second element as i1")
    elif not _is_int(t, 32):
        raise op.emit_error("match.sync 'any' returns an i32")


def _verify_prefetch(op: Any) -> None:
    space = getattr(op.operands[0].type, "address_space", 0)
    level = _prop_value(op, "cacheLevel")
    evict = _prop_value(op, "evictPriority")
    has = op.properties.get
    if has("tensormap") is not None and level is not None:
        raise op.emit_error("cannot specify both tensormap and cache level")
    if has("tensormap") is not None:
        if space not in (0, 4):
            raise op.emit_error("prefetch tensormap requires a generic or constant pointer")
        if evict is not None:
            raise op.emit_error("prefetch tensormap does not support eviction priority")
        if has("in_param_space") is not None and space != 0:
            raise op.emit_error("in_param_space can only be specified for a generic pointer")
    elif level is not None:
        if space not in (0, 1, 5):
            raise op.emit_error("prefetch to cache level requires a generic, global, or local pointer")
        if has("uniform") is not None:
            if level != "L1":
                raise op.emit_error("unsupported cache level, the only supported uniform cache level is L1")
            if space != 0:
                raise op.emit_error("prefetch to uniform cache requires a generic pointer")
        if evict is not None:
            if level != "L2":
                raise op.emit_error("cache eviction priority supported only for cache level L2")
            if space != 1:
                raise op.emit_error("cache eviction priority requires a global pointer")
            if evict not in ("evict_normal", "evict_last"):
                raise op.emit_error("unsupported cache eviction priority, only evict_last and evict_normal are "
                                    "supported")
        if op.predicate is not None:
            raise op.emit_error("predicate supported only on prefetch tensormap")
    else:
        raise op.emit_error("requires specification of either cache level or tensormap")


def _verify_ldmatrix(op: Any) -> None:
    num = _prop_value(op, "num")
    shape = op.properties.get("shape")
    if not isinstance(shape, LdStMatrixShapeAttr):
        return
    m, n = shape["m"], shape["n"]
    layout, elt = _prop_value(op, "layout"), _prop_value(op, "eltType")
    if (m, n) == (8, 8):
        if num not in (1, 2, 4):
            raise op.emit_error("expected num attribute to be 1, 2 or 4 for 8x8 matrix")
        if elt != "b16":
            raise op.emit_error("expected element type to be b16 for 8x8 matrix")
    elif (m, n) == (8, 16):
        if num not in (1, 2, 4):
            raise op.emit_error("expected num attribute to be 1, 2 or 4 for 8x16 matrix")
        if layout != "row":
            raise op.emit_error("expected layout to be row for 8x16 matrix")
        if elt not in ("b8x16.b4x16_p64", "b8x16.b6x16_p32"):
            raise op.emit_error("expected element type to be b8x16.b4x16_p64 or b8x16.b6x16_p32 for 8x16 matrix")
    elif (m, n) == (16, 16):
        if num not in (1, 2):
            raise op.emit_error("expected num attribute to be 1 or 2 for 16x16 matrix")
        if layout != "col":
            raise op.emit_error("expected layout to be col for 16x16 matrix")
        if elt not in ("b8", "b8x16.b4x16_p64", "b8x16.b6x16_p32"):
            raise op.emit_error("expected element type to be b8, b8x16.b4x16_p64 or b8x16.b6x16_p32 for 16x16 "
                                "matrix")
    else:
        raise op.emit_error("expected shape to be 8x8, 8x16 or 16x16")
    t = op.results[0].type
    count = num * 2 if (m, n) == (16, 16) else num
    if count == 1 and t is not T.i32:
        raise op.emit_error("expected destination type is i32")
    if count in (2, 4):
        body = list(getattr(t, "body", ()) or ()) if is_llvm_struct(t) else None
        if body is None or len(body) != count or any(e is not T.i32 for e in body) or \
                getattr(t, "struct_name", None) is not None or getattr(t, "packed", False):
            raise op.emit_error(f"expected destination type is a structure of {count} elements of type i32")


def _verify_cp_async(op: Any) -> None:
    modifier, size = _prop_value(op, "modifier"), _prop_value(op, "size")
    if modifier not in ("cg", "ca"):
        raise op_error(op, "Only CG and CA cache modifiers are supported.")
    if size not in (4, 8, 16):
        raise op_error(op, "expected byte size to be either 4, 8 or 16.")
    if modifier == "cg" and size != 16:
        raise op_error(op, "CG cache modifier is only support for 16 bytes copy.")


def _verify_convert_tf32(op: Any) -> None:
    rnd = _prop_value(op, "rnd")
    if rnd == "rna":
        if _prop_value(op, "relu"):
            raise op_error(op, "Relu not supported with rna rounding mode.")
    elif rnd not in ("rn", "rz"):
        raise op_error(op, "Only {rn,rz,rna} rounding modes supported for ConvertFloatToTF32Op.")


def _verify_bulk_store(op: Any) -> None:
    init = _prop_value(op, "initVal")
    if init != 0:
        raise op.emit_error(f"only 0 is supported for initVal, got {init}")


def _verify_pmevent(op: Any) -> None:
    event, mask = _prop_value(op, "eventId"), _prop_value(op, "maskedEventId")
    if event is None and mask is None:
        raise op.emit_error("either `id` or `mask` must be set")
    if event is not None and mask is not None:
        raise op.emit_error("`id` and `mask` cannot be set at the same time")
    if event is not None and not 0 <= event <= 15:
        raise op.emit_error("`id` must be between 0 and 15")


def _verify_mbarrier(op: Any) -> None:
    from pyopt.dialects.nvvm.sync import verify_mbarrier  # the scoped mbarrier family lives there

    verify_mbarrier(op)


def _verify_vote_sync(op: Any) -> None:
    t = op.results[0].type
    if _prop_value(op, "kind") == "ballot":
        if not _is_int(t, 32):
            raise op.emit_error("vote.sync 'ballot' returns an i32")
    elif not _is_int(t, 1):
        raise op.emit_error("vote.sync 'any', 'all' and 'uni' returns an i1")


# ---- special registers ---------------------------------------------------------------------------
_RANGED_SREGS = (
    "tid.x tid.y tid.z ntid.x ntid.y ntid.z ctaid.x ctaid.y ctaid.z nctaid.x nctaid.y nctaid.z laneid warpsize "
    "warpid nwarpid smid nsmid gridid clusterid.x clusterid.y clusterid.z nclusterid.x nclusterid.y nclusterid.z "
    "cluster.ctaid.x cluster.ctaid.y cluster.ctaid.z cluster.nctaid.x cluster.nctaid.y cluster.nctaid.z "
    "cluster.ctarank cluster.nctarank").split()
# (envreg0..31 are left out: every op costs grammar build time.)
_PLAIN_SREGS = ("lanemask.eq lanemask.le lanemask.lt lanemask.ge lanemask.gt aggr.smem.size dynamic.smem.size "
                "total.smem.size").split()
_IMPURE_SREGS = "clock clock64 globaltimer globaltimer.lo".split()

for _reg in _RANGED_SREGS:
    declare(f"nvvm.read.ptx.sreg.{_reg}", "(`range` $range^)? attr-dict `:` type($res)", (Pure,),
            range=opt_prop(ConstantRange), res=result(LLVMType))
for _reg in _PLAIN_SREGS + _IMPURE_SREGS:
    declare(f"nvvm.read.ptx.sreg.{_reg}", "attr-dict `:` type($res)", () if _reg in _IMPURE_SREGS else (Pure,),
            res=result(LLVMType))


# ---- barriers and synchronisation -------------------------------------------------------------------
for _name in ("barrier0", "exit", "breakpoint", "fence.sc.cluster", "fence.mbarrier.init", "cp.async.commit.group",
              "cp.async.bulk.commit.group", "wgmma.fence.aligned", "wgmma.commit.group.sync.aligned"):
    declare(f"nvvm.{_name}", "attr-dict")
for _name in ("cluster.arrive", "cluster.arrive.relaxed", "cluster.wait"):
    declare(f"nvvm.{_name}", "attr-dict", aligned=opt_prop(C.UnitAttr))

_BARRIER = op_rule_name("nvvm.barrier") + "___"


@nvvm.op
class BarrierOp(OpDef):
    """`(id = %a)? (number_of_threads = %n)? (qualified($reductionOp) %p)?
    (-> type)? attr-dict`; the reduction is always a `#nvvm.reduction`."""

    name = "nvvm.barrier"
    barrierId = opt_operand(C.I32)
    numberOfThreads = opt_operand(C.I32)
    reductionOp = opt_prop(BarrierReduction)
    reductionPredicate = opt_operand(C.I32)
    res = opt_result(C.I32)
    traits = (AttrSizedOperandSegments,)
    grammar = (f'["id" "=" VALUE] ["number_of_threads" "=" VALUE] [{_BARRIER}reduction] ["->" type] '
               f'[dict_attr]')
    rules = {"reduction": "HASH_ID VALUE"}

    @classmethod
    def rule_reduction(cls, children: list[Any], builder: Any) -> tuple[A.Attribute, Any]:
        return (builder.hash_attr([children[0]]), children[1])

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> BarrierOp:
        tok, bar_id, count, reduction, res, attrs = children
        groups = [builder.use(bar_id, T.i32) if bar_id is not None else None,
                  builder.use(count, T.i32) if count is not None else None, None]
        props: dict[str, A.Attribute] = {}
        if reduction is not None:
            props["reductionOp"] = reduction[0]
            groups[2] = builder.use(reduction[1], T.i32)
        for k, v in (attrs.entries if attrs is not None else ()):
            props[k] = v
        op = cls.build(groups, [res], properties={k: v for k, v in props.items() if k in cls.op_def.props},
                       attributes={k: v for k, v in props.items() if k not in cls.op_def.props},
                       loc=builder.loc(tok))
        return op

    def print(self, p: Printer) -> None:
        if self.barrierId is not None:
            p.write(" id = ")
            p.print_operand(self.barrierId)
        if self.numberOfThreads is not None:
            p.write(" number_of_threads = ")
            p.print_operand(self.numberOfThreads)
        reduction = self.properties.get("reductionOp")
        if reduction is not None:
            p.write(" ")
            p.print_attr(reduction)
            p.write(" ")
            if self.reductionPredicate is not None:
                p.print_operand(self.reductionPredicate)
        if self.results:
            p.write(" -> ")
            p.print_type(self.results[0].type)
        attrs = {k: v for k, v in self.properties.items() if k not in ("operandSegmentSizes", "reductionOp")}
        attrs.update(self.attributes)
        p.print_optional_attr_dict(attrs)

    def verify_(self) -> None:
        if self.numberOfThreads is not None and self.barrierId is None:
            raise self.emit_error("barrier id is missing, it should be set between 0 to 15")


declare("nvvm.bar.warp.sync", "$mask attr-dict `:` type($mask)", mask=operand(C.I32))
declare("nvvm.cp.async.wait.group", "$n attr-dict", n=prop(C.I32Attr))
declare("nvvm.cp.async.bulk.wait_group", "$group attr-dict", group=prop(MinI32AttrC(0)),
        read=opt_prop(C.UnitAttr))
declare("nvvm.wgmma.wait.group.sync.aligned", "attr-dict $group", group=prop(C.I64Attr))
declare("nvvm.setmaxregister", "$action $regCount attr-dict", verify=_verify_setmaxregister, regCount=prop(C.I32Attr),
        action=prop(SetMaxRegisterAction))
declare("nvvm.nanosleep", "attr-dict $duration", duration=operand(C.I32))
declare("nvvm.griddepcontrol", "$kind attr-dict", kind=prop(GridDepAction))
declare("nvvm.memory.barrier", "$scope attr-dict", scope=prop(MemScopeKind))
declare("nvvm.pmevent", "attr-dict (`id` `=` $eventId^)? (`mask` `=` $maskedEventId^)?", verify=_verify_pmevent,
        maskedEventId=opt_prop(I16Attr), eventId=opt_prop(C.I32Attr))
declare("nvvm.elect.sync", "($membermask^)? attr-dict `->` type(results)", membermask=opt_operand(C.I32),
        pred=result(C.I1))


# ---- warp-level ops ------------------------------------------------------------------------------
def _verify_shfl_sync(op: Any) -> None:
    """ShflOp::verify: a struct result is (value, i1) and needs return_value_and_is_valid."""
    res, val = op.results[0].type, op.operands[1].type
    with_valid = op.properties.get("return_value_and_is_valid") is not None
    if is_llvm_struct(res):
        if not with_valid:
            raise op.emit_error('"return_value_and_is_valid" attribute must be specified when the return type is a '
                                "struct type")
        body = res.body or ()
        if len(body) != 2:
            raise op.emit_error("expected return type to be a two-element struct")
        if body[0] != val:
            raise op.emit_error(f"expected first element in the returned struct to be of type '{val}' but got "
                                f"'{body[0]}' instead")
        if body[1] != T.i1:
            raise op.emit_error(f"expected second element in the returned struct to be of type 'i1' but got "
                                f"'{body[1]}' instead")
    elif with_valid:
        raise op.emit_error("expected return type to be a two-element struct")
    elif res != val:
        raise op.emit_error(f"expected return type to be of type '{val}' but got '{res}' instead")


declare("nvvm.shfl.sync",
        "$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp  attr-dict `:` type($val) `->` type($res)",
        thread_mask=operand(C.I32), val=operand(I32OrF32), offset=operand(C.I32), mask_and_clamp=operand(C.I32),
        kind=prop(ShflKind), return_value_and_is_valid=opt_prop(C.UnitAttr), verify=_verify_shfl_sync,
        res=result(any_of(C.I32, C.F32, LLVMAnyStruct)))
declare("nvvm.vote.sync", "$kind $mask `,` $pred attr-dict `->` type($res)", verify=_verify_vote_sync, mask=operand(C.I32),
        pred=operand(C.I1), kind=prop(VoteSyncKind), res=result(any_of(C.I32, C.I1)))
declare("nvvm.redux.sync", "$kind $val `,` $mask_and_clamp  attr-dict `:` type($val) `->` type($res)",
        val=operand(I32OrF32), kind=prop(ReduxKind), mask_and_clamp=operand(C.I32),
        abs=prop(C.BoolAttr, default=FALSE), nan=prop(C.BoolAttr, default=FALSE), res=result(I32OrF32))
declare("nvvm.match.sync", "$kind $thread_mask `,` $val attr-dict `:` type($val) `->` type($res)",
        verify=_verify_match_sync,
        thread_mask=operand(C.I32), val=operand(any_of(C.I32, C.I64)), kind=prop(MatchSyncKind),
        res=result(any_of(C.I32, LLVMAnyStruct)))
declare("nvvm.rcp.approx.ftz.f", "$arg attr-dict `:` type($res)", (Pure,), arg=operand(C.F32),
        res=result(C.F32))
declare("nvvm.prmt", "$mode $selector `,` $lo  (`,` $hi^)?  attr-dict `:` type($res)", (Pure,),
        lo=operand(C.I32), hi=opt_operand(C.I32), selector=operand(C.I32), mode=prop(PermuteMode),
        res=result(C.I32))


# ---- fences ----------------------------------------------------------------------------------------
declare("nvvm.fence.proxy", "attr-dict", verify=_verify_fence_proxy, kind=prop(ProxyKind), space=opt_prop(SharedSpace))


class _ProxyFence(OpDef):
    @staticmethod
    def infer_types(b: Any) -> None:
        if "addr" in b.operands:
            b.types["addr"] = _ptr_type(0)


@nvvm.op
class FenceProxyAcquireOp(_ProxyFence):
    name = "nvvm.fence.proxy.acquire"
    scope = prop(MemScopeKind)
    addr = operand(ptr_in(0))
    size = operand(C.I32)
    fromProxy = prop(ProxyKind, default=ProxyKind.cls("generic"))
    toProxy = prop(ProxyKind, default=ProxyKind.cls("tensormap"))
    assembly_format = "$scope $addr `,` $size (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict"
    verify_ = _verify_uni_directional


@nvvm.op
class FenceProxyReleaseOp(OpDef):
    name = "nvvm.fence.proxy.release"
    scope = prop(MemScopeKind)
    fromProxy = prop(ProxyKind, default=ProxyKind.cls("generic"))
    toProxy = prop(ProxyKind, default=ProxyKind.cls("tensormap"))
    assembly_format = "$scope (`from_proxy` `=` $fromProxy^)? (`to_proxy` `=` $toProxy^)? attr-dict"
    verify_ = _verify_uni_directional


# ---- mbarriers and memory ---------------------------------------------------------------------------
declare("nvvm.mbarrier.init", "$addr `,` $count (`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
        addr=operand(ptr_in(0, 3)), count=operand(C.I32), predicate=opt_operand(C.I1))
declare("nvvm.mbarrier.inval", "$addr attr-dict `:` type(operands)", addr=operand(ptr_in(0, 3)))
declare("nvvm.mbarrier.arrive", "$addr (`,` $count^)? attr-dict `:` type($addr) (`->` type($res)^)?",
        verify=lambda op: _verify_mbarrier(op), addr=operand(ptr_in(0, 3, 7)), count=opt_operand(C.I32),
        scope=prop(MemScopeKind, default=MemScopeKind.cls("cta")), relaxed=prop(C.BoolAttr, default=FALSE),
        res=opt_result(C.I64))
declare("nvvm.mbarrier.test.wait", "$addr `,` $stateOrPhase attr-dict `:` type(operands) `->` type($res)",
        addr=operand(ptr_in(0, 3)), stateOrPhase=operand(any_of(C.I64, C.I32)),
        scope=prop(MemScopeKind, default=MemScopeKind.cls("cta")), relaxed=prop(C.BoolAttr, default=FALSE),
        res=result(C.I1))
def _mapa_spaces_match(op: Any) -> bool:
    """Generic maps to generic, shared (3) to shared_cluster (7)."""
    spaces = (getattr(op.operands[0].type, "address_space", None), getattr(op.results[0].type, "address_space", None))
    return spaces in ((0, 0), (3, 7))


declare("nvvm.mapa", "$a`,` $b attr-dict `:` type($a) `->` type($res)",
        (PredOpTrait("Valid address-space check(or mapping) for mapa Op", _mapa_spaces_match),),
        a=operand(ptr_in(0, 3)), b=operand(C.I32), res=result(ptr_in(0, 7)))
declare("nvvm.st.bulk", "$addr `,` `size` `=` $size (`,` `init` `=` $initVal^)? attr-dict `:` type($addr)",
        verify=_verify_bulk_store,
        addr=operand(ptr_in(0, 3)), size=operand(C.I64), initVal=prop(C.I64Attr, default=A.IntegerAttr(0, T.i64)))
declare("nvvm.cp.async.shared.global",
        "$dst `,` $src `,` $size `,` `cache` `=` $modifier (`,` $cpSize^)? attr-dict `:` type(operands)",
        verify=_verify_cp_async,
        dst=operand(ptr_in(3)), src=operand(ptr_in(1)), size=prop(C.I32Attr), modifier=prop(LoadCacheModifier),
        cpSize=opt_operand(C.I32))
declare("nvvm.prefetch", verify=_verify_prefetch, fmt=
        "(`level` `=` $cacheLevel^ (`uniform` $uniform^)? `,`)? (`tensormap` $tensormap^ "
        "(`in_param_space` $in_param_space^)? `,`)? (`evict_priority` `=` $evictPriority^ `,`)? $addr "
        "(`,` `predicate` `=` $predicate^)? attr-dict `:` type(operands)",
        cacheLevel=opt_prop(PrefetchCacheLevel), evictPriority=opt_prop(CacheEvictionPriority),
        addr=operand(ptr_in(1, 5, 0, 4)), predicate=opt_operand(C.I1), tensormap=opt_prop(C.UnitAttr),
        uniform=opt_prop(C.UnitAttr), in_param_space=opt_prop(C.UnitAttr))
declare("nvvm.inline_ptx",
        "$ptxCode ( `ro` `(` $readOnlyArgs^ `:` type($readOnlyArgs) `)` )? "
        "( `rw` `(` $readWriteArgs^ `:` type($readWriteArgs) `)` )? (`,` `predicate` `=` $predicate^)? "
        "attr-dict ( `->` type($writeOnlyArgs)^ )?", (AttrSizedOperandSegments,),
        readOnlyArgs=var_operand(), readWriteArgs=var_operand(), ptxCode=prop(C.StrAttr),
        predicate=opt_operand(C.I1), writeOnlyArgs=var_result())
declare("nvvm.convert.float.to.tf32", "$src attr-dict", verify=_verify_convert_tf32, src=operand(C.F32),
        rnd=prop(FPRoundingMode, default=FPRoundingMode.cls("none")),
        sat=prop(SaturationMode, default=SaturationMode.cls("none")), relu=prop(C.BoolAttr, default=FALSE),
        res=result(C.I32))


# ---- matrix ops -------------------------------------------------------------------------------------
_SHAPE = C.DialectAttrC(MMAShapeAttr, "Attribute for MMA operation shape.")
declare("nvvm.ldmatrix", "$ptr attr-dict `:` functional-type($ptr, $res)", verify=_verify_ldmatrix, ptr=operand(ptr_in(3)),
        num=prop(C.I32Attr), layout=prop(MMALayout),
        shape=prop(C.DialectAttrC(LdStMatrixShapeAttr, "Matrix shape for ldmatrix and stmatrix")),
        eltType=prop(LdStMatrixEltType), res=result())

_MMA = op_rule_name("nvvm.mma.sync") + "___"


def infer_mma_type(t: T.Type, accumulator: bool) -> str | None:
    """MmaOp::inferOperandMMAType."""
    if t is T.f64:
        return "f64"
    if t is T.f16 or (isinstance(t, T.VectorType) and t.element is T.f16 and tuple(t.shape) == (2,)):
        return "f16"
    if t is T.f32:
        return "f32" if accumulator else "tf32"
    if isinstance(t, T.IntegerType):
        return "s32" if accumulator else None
    if is_llvm_struct(t):
        body = list(getattr(t, "body", ()) or ())
        return infer_mma_type(body[0], accumulator) if body else None
    return None


@nvvm.op
class MmaOp(OpDef):
    """`A[%a0, %a1]  B[%b0]  C[%c0, %c1]  {attrs} : (tA, tB, tC) -> tRes`."""

    name = "nvvm.mma.sync"
    shape = prop(_SHAPE)
    b1Op = opt_prop(MMAB1Op)
    intOverflowBehavior = opt_prop(MMAIntOverflow)
    layoutA = prop(MMALayout)
    layoutB = prop(MMALayout)
    multiplicandAPtxType = opt_prop(MMATypes)
    multiplicandBPtxType = opt_prop(MMATypes)
    operandA = var_operand(LLVMType)
    operandB = var_operand(LLVMType)
    operandC = var_operand(LLVMType)
    res = result(LLVMAnyStruct)
    traits = (AttrSizedOperandSegments,)
    grammar = f'"A" [{_MMA}regs] "B" [{_MMA}regs] "C" [{_MMA}regs] [dict_attr] ":" function_type'
    rules = {"regs": '"[" [value_list] "]"'}

    @classmethod
    def rule_regs(cls, children: list[Any], builder: Any) -> list[Any]:
        return children[0] or []

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> MmaOp:
        tok, a, b, c, attrs, ftype = children
        frags = [a or [], b or [], c or []]
        # MmaOp::parse checks the type count only when `)` is missing: with
        # fewer types, the fragments without one stay unresolved and the
        # verifier reports the operand count.
        groups = [[builder.use(v, t) for v in regs] for regs, t in zip(frags, ftype.inputs)]
        sizes = [len(f) for f in frags]
        given = dict(attrs.entries) if attrs is not None else {}
        props: dict[str, A.Attribute] = {}
        for i, pname in enumerate(("multiplicandAPtxType", "multiplicandBPtxType")):
            inferred = infer_mma_type(ftype.inputs[i], True)
            if pname not in given:
                if inferred is None:
                    raise builder.error(tok, f"attribute {pname} is not provided explicitly and cannot be inferred")
                props[pname] = MMATypes.cls(inferred)
        for k, v in given.items():
            props[k] = v
        properties = {k: v for k, v in props.items() if k in cls.op_def.props}
        properties["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))
        return cls([v for g in groups for v in g], list(ftype.results),  # type: ignore[return-value]
                   {k: v for k, v in props.items() if k not in cls.op_def.props}, properties, 0, (),
                   builder.loc(tok))

    def verify_(self) -> None:
        from pyopt.dialects.nvvm.mma import verify_mma_sync

        verify_mma_sync(self)

    def print(self, p: Printer) -> None:
        groups = [self.operandA, self.operandB, self.operandC]
        ignored = {"operandSegmentSizes"}
        a_type = groups[0][0].type if groups[0] else None
        for i, pname in enumerate(("multiplicandAPtxType", "multiplicandBPtxType")):
            if a_type is not None and infer_mma_type(a_type, False) is not None:
                ignored.add(pname)
        for label, regs in zip("ABC", groups):
            p.write(f" {label}[")
            p.print_operands(regs)
            p.write("] ")
        attrs = {k: v for k, v in self.properties.items() if k not in ignored}
        attrs.update(self.attributes)
        p.print_optional_attr_dict(attrs)
        p.write(" : (")
        p.print_list([g[0].type for g in groups if g], p.print_type)
        p.write(") -> ")
        p.print_function_results([self.results[0].type])
