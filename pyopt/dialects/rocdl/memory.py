"""ROCDL memory, synchronisation and lane ops of ROCDLOps.td (22.1.8):
buffer loads/stores/atomics, LDS and global loads (transposing, async,
to-LDS), tensor DMA, named barriers, prefetches and lane permutes."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.nvvm_rocdl_common import I16Attr, LLVMType, is_llvm_struct
from pyopt.dialects.rocdl.base import declare
from pyopt.dialects.target_types import ty
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import AllTypesMatch, Pure, operand, opt_prop, prop, result
from pyopt.rewrite.side_effects import MemRead


def _alias_props() -> dict[str, Any]:
    """The optional properties of AliasAnalysisOpInterface ops (no access groups)."""
    from pyopt.dialects.llvm import attrs as llvm_attrs

    props = llvm_attrs.memory_access_props()
    del props["access_groups"]
    return props


def _operands(*specs: str) -> dict[str, Any]:
    """`name:spec` pairs, in argument order."""
    return {name: operand(ty(spec)) for name, spec in (s.split(":") for s in specs)}


def _i32_props(*names: str) -> dict[str, Any]:
    return {name: prop(C.I32Attr) for name in names}


def _reads(operand_name: str) -> dict[str, Any]:
    """`Arg<..., [MemRead]>`: the op only reads through that operand (so an unused one is dead)."""
    return {"side_effects": (MemRead(operand_name),)}


# ---- transposing loads -----------------------------------------------------------------------
for _name in ("tr4.b64", "tr8.b64", "tr6.b96", "tr16.b64"):
    declare(f"rocdl.ds.read.{_name}", "$ptr attr-dict `:` type($ptr) `->` type($res)",
            **_operands("ptr:p3"), **_alias_props(), res=result(LLVMType), **_reads("ptr"))
for _space, _names in (("ds", ("tr4.b64", "tr8.b64", "tr6.b96", "tr16.b128")),
                       ("global", ("tr4.b64", "tr.b64", "tr6.b96", "tr.b128"))):
    for _name in _names:
        declare(f"rocdl.{_space}.load.{_name}", "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
                **_operands("ptr:" + ("p3" if _space == "ds" else "p1")), **_alias_props(), res=result(LLVMType),
                **_reads("ptr"))

# ---- loads to LDS ---------------------------------------------------------------------------------
_TO_LDS = "$globalPtr `,`  $ldsPtr `,` $size `,` $offset `,` $aux attr-dict"
declare("rocdl.load.to.lds", _TO_LDS + " `:` type($globalPtr)", **_operands("globalPtr:ptr", "ldsPtr:p3"),
        **_i32_props("size", "offset", "aux"), **_alias_props())
declare("rocdl.global.load.lds", _TO_LDS, **_operands("globalPtr:p1", "ldsPtr:p3"),
        **_i32_props("size", "offset", "aux"), **_alias_props())
_PTR_TYPES = " attr-dict `:` qualified(type($globalPtr)) `,` qualified(type($ldsPtr))"
for _bits in ("b8", "b32", "b64", "b128"):
    declare(f"rocdl.global.load.async.to.lds.{_bits}", "$globalPtr `,`  $ldsPtr `,` $offset `,` $aux" + _PTR_TYPES,
            **_operands("globalPtr:p1", "ldsPtr:p3"), **_i32_props("offset", "aux"), **_alias_props())
    declare(f"rocdl.cluster.load.async.to.lds.{_bits}",
            "$globalPtr `,`  $ldsPtr `,` $offset `,` $cpol `,` $mask" + _PTR_TYPES,
            **_operands("globalPtr:p1", "ldsPtr:p3"), **_i32_props("offset", "cpol"), **_operands("mask:i32"),
            **_alias_props())

# ---- tensor DMA between global memory and LDS -----------------------------------------------------
for _name in ("tensor.load.to.lds", "tensor.store.from.lds"):
    for _suffix, _groups in (("", ("dgroup0:v4i32", "dgroup1:v8i32", "dgroup2:v4i32", "dgroup3:v4i32")),
                             (".d2", ("dgroup0:v4i32", "dgroup1:v8i32"))):
        declare(f"rocdl.{_name}{_suffix}",
                "attr-dict operands `cachepolicy` $cachePolicy `:` type($dgroup0) `,` type($dgroup1)",
                **_operands(*_groups), **_i32_props("cachePolicy"), **_alias_props())

# ---- buffer ops on `!llvm.ptr<8>` resources ----------------------------------------------------------
_BUFFER_ARGS = ("rsrc:p8", "offset:i32", "soffset:i32", "aux:i32")
declare("rocdl.make.buffer.rsrc", "operands attr-dict `:` type($base) `to` type($res)", (Pure,),
        **_operands("base:ptr", "stride:i16", "numRecords:i64", "flags:i32"), res=result(ty("ptr")))
declare("rocdl.raw.ptr.buffer.load", "operands attr-dict `:` type($res)", **_operands(*_BUFFER_ARGS),
        **_alias_props(), res=result(LLVMType), **_reads("rsrc"))
declare("rocdl.raw.ptr.buffer.load.lds", "operands attr-dict",
        **_operands("rsrc:p8", "ldsPtr:p3", "size:i32", "voffset:i32", "soffset:i32", "offset:i32", "aux:i32"),
        **_alias_props())
for _name in ("store", "atomic.fadd", "atomic.fmax", "atomic.smax", "atomic.umin"):
    declare(f"rocdl.raw.ptr.buffer.{_name}", "operands attr-dict `:` type($vdata)",
            **_operands("vdata:any", *_BUFFER_ARGS), **_alias_props())
declare("rocdl.raw.ptr.buffer.atomic.cmpswap", "operands attr-dict `:` type($res)",
        (AllTypesMatch("res", "src", "cmp"),), **_operands("src:any", "cmp:any", *_BUFFER_ARGS), **_alias_props(),
        res=result(LLVMType))

# ---- buffer ops on `vector<4xi32>` resources (custom syntax without attributes) --------------------------
# The C++ parsers of these ops resolve the resource as vector<4xi32> and the rest as i32.
_V4I32 = T.VectorType((4,), T.i32)
_RSRC = C.TypeConstraint(LLVMType.summary, LLVMType.check, _V4I32)
_LLVM_I32 = C.TypeConstraint(LLVMType.summary, LLVMType.check, T.i32)


def _legacy_operands(with_data: bool) -> dict[str, Any]:
    data = {"vdata": operand(LLVMType)} if with_data else {}
    return {**data, "rsrc": operand(_RSRC), "offset": operand(_LLVM_I32), "soffset": operand(_LLVM_I32),
            "aux": operand(_LLVM_I32)}


declare("rocdl.raw.buffer.load", "$rsrc `,` $offset `,` $soffset `,` $aux `:` type($res)",
        **_legacy_operands(False), res=result(LLVMType))
for _name in ("store", "atomic.fadd", "atomic.fmax", "atomic.smax", "atomic.umin"):
    declare(f"rocdl.raw.buffer.{_name}", "$vdata `,` $rsrc `,` $offset `,` $soffset `,` $aux `:` type($vdata)",
            **_legacy_operands(True))
declare("rocdl.raw.buffer.atomic.cmpswap", "attr-dict `(` operands `)` `:` type($res) `,` type($rsrc)",
        (AllTypesMatch("res", "src", "cmp"),), src=operand(LLVMType), cmp=operand(LLVMType), rsrc=operand(LLVMType),
        offset=operand(ty("i32")), soffset=operand(ty("i32")), aux=operand(ty("i32")), res=result(LLVMType))

# ---- named barriers (gfx1250) --------------------------------------------------------------------------
_BARRIER_PTR = "$ptr attr-dict `:` qualified(type($ptr))"
for _name in ("init", "signal.var"):
    declare(f"rocdl.s.barrier.{_name}", "$ptr `member_cnt` `=` $memberCnt attr-dict `:` qualified(type($ptr))",
            **_operands("ptr:p3"), **_i32_props("memberCnt"))
declare("rocdl.s.barrier.join", _BARRIER_PTR, **_operands("ptr:p3"))
declare("rocdl.s.wakeup.barrier", _BARRIER_PTR, **_operands("ptr:p3"))
declare("rocdl.s.barrier.leave", "`id` `=` $id attr-dict", id=prop(I16Attr))
declare("rocdl.s.barrier.signal.isfirst", "`id` `=` $id attr-dict `->` type($res)", **_i32_props("id"),
        res=result(ty("i1")))
declare("rocdl.s.get.barrier.state", "`id` `=` $id attr-dict `->` type($res)", **_i32_props("id"),
        res=result(ty("i32")))
declare("rocdl.s.get.named.barrier.state", "$ptr attr-dict `:` qualified(type($ptr)) `->` type($res)",
        **_operands("ptr:p3"), res=result(ty("i32")))
# Both are AliasAnalysisOpInterface ops (the property probe finds their properties).
declare("rocdl.ds.atomic.async.barrier.arrive.b64", _BARRIER_PTR, **_operands("ptr:p3"), **_alias_props())
declare("rocdl.ds.atomic.barrier.arrive.rtn.b64",
        "$ptr `,` $val attr-dict `:` qualified(type($ptr)) `,` type($val) `->` type($res)",
        **_operands("ptr:p3", "val:i64"), res=result(ty("i64")), **_alias_props())

# ---- prefetches ----------------------------------------------------------------------------------------
for _name, _space in (("flat", "p0"), ("global", "p1")):
    declare(f"rocdl.{_name}.prefetch", "$ptr `,` `scope` $scope attr-dict `:` qualified(type($ptr))",
            **_operands("ptr:" + _space), **_i32_props("scope"), **_reads("ptr"))

# ---- lane permutes ---------------------------------------------------------------------------------------
_I32_PAIR = C.TypeConstraint(
    "LLVM dialect-compatible struct of 32-bit signless integerand32-bit signless integer",
    lambda t: is_llvm_struct(t) and [str(e) for e in (getattr(t, "body", None) or ())] == ["i32", "i32"],
    stripped="!llvm.struct")
for _name in ("permlane16.swap", "permlane32.swap"):
    declare(f"rocdl.{_name}",
            "attr-dict $old `,` $src `,` $fi `,` $boundControl `:` `(` type($old) `,` type($src) `)` `->` type($res)",
            **_operands("old:i32", "src:i32"), fi=prop(C.I1Attr), boundControl=prop(C.I1Attr), res=result(_I32_PAIR))
declare("rocdl.permlanex16",
        "attr-dict $old `,` $src0 `,` $src1 `,` $src2 `,` $fi `,` $boundControl `:` type($src0) `,` type($src1)",
        (AllTypesMatch("res", "old", "src0"), AllTypesMatch("src1", "src2")),
        **_operands("old:any", "src0:any", "src1:any", "src2:any"), fi=prop(C.I1Attr), boundControl=prop(C.I1Attr),
        res=result(LLVMType))
