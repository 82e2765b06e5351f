"""The ROCDL dialect: #rocdl.target, kernel attributes and the ROCDL ops
that upstream GPU tests use (ids, barriers, lane ops, math, mfma)."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.nvvm_rocdl_common import (ConstantRange, I16Attr, LLVMAnyFloat, LLVMType, Param, TargetAttr,
                                              TargetDialect, op_error, quoted)
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import AllTypesMatch, OpDef, Pure, operand, opt_prop, prop, result


def verify_rocdl_attribute(op: Any, name: str, attr: A.Attribute) -> None:
    """ROCDLDialect::verifyOperationAttribute."""
    if name == "rocdl.kernel" and op.name != "llvm.func":
        raise op_error(op, f"'{quoted(name)}' attribute attached to unexpected op")


rocdl = TargetDialect("rocdl", verify_rocdl_attribute)


@rocdl.attr
class ROCDLTargetAttr(TargetAttr):
    """`#rocdl.target<...>`; 22.1.8 does not verify its parameters."""

    __slots__ = ()
    name = "rocdl.target"
    cpp_name = "ROCDL_TargetAttr"
    params = (Param("O", "int", 2), Param("triple", "str", "amdgcn-amd-amdhsa"), Param("chip", "str", "gfx900"),
              Param("features", "str", ""), Param("abi", "str", "600"), Param("flags", "dict"),
              Param("link", "array"))


def declare(name: str, fmt: str, traits: tuple[Any, ...] = (), verify: Any = None, **elements: Any) -> type[OpDef]:
    """Declare an op whose definition is only elements and a format."""
    cls_name = "".join(part.capitalize() for part in name.replace("_", ".").split(".")[1:]) + "Op"
    body: dict[str, Any] = {"name": name, "assembly_format": fmt, "traits": traits, **elements}
    if verify is not None:
        body["verify_"] = verify
    return rocdl.op(type(cls_name, (OpDef,), body))


# ---- ids ---------------------------------------------------------------------------------------
for _id in ("workitem.id", "workgroup.id", "workgroup.dim", "grid.dim", "cluster.id"):
    for _dim in "xyz":
        declare(f"rocdl.{_id}.{_dim}", "(`range` $range^)? attr-dict `:` type($res)", (Pure,),
                range=opt_prop(ConstantRange), res=result(LLVMType))
declare("rocdl.wavefrontsize", "(`range` $range^)? attr-dict `:` type($res)", (Pure,),
        range=opt_prop(ConstantRange), res=result(LLVMType))


# ---- barriers and waits -----------------------------------------------------------------------------
for _name in ("barrier", "s.barrier"):
    declare(f"rocdl.{_name}", "attr-dict")
declare("rocdl.s.waitcnt", "attr-dict $bitfield", bitfield=prop(C.I32Attr))
declare("rocdl.s.sleep", "attr-dict $count", count=prop(C.I32Attr))
declare("rocdl.s.nop", "attr-dict $count", count=prop(I16Attr))
declare("rocdl.sched.barrier", "$mask attr-dict", mask=prop(C.I32Attr))
declare("rocdl.sched.group.barrier", "$mask `,` $size `,` $groupId attr-dict", mask=prop(C.I32Attr),
        size=prop(C.I32Attr), groupId=prop(C.I32Attr))
declare("rocdl.iglp.opt", "$variant attr-dict", variant=prop(C.I32Attr))
declare("rocdl.s.setprio", "$priority attr-dict", priority=prop(I16Attr))
for _cnt in ("asynccnt", "dscnt", "expcnt", "loadcnt", "storecnt", "tensorcnt"):
    declare(f"rocdl.s.wait.{_cnt}", "$count attr-dict", count=prop(I16Attr))
declare("rocdl.s.barrier.signal", "`id` `=` $id attr-dict", id=prop(C.I32Attr))
declare("rocdl.s.barrier.wait", "`id` `=` $id attr-dict", id=prop(I16Attr))


# ---- lane ops -------------------------------------------------------------------------------------
_TWO_I32 = "`:` `(` type($in0) `,` type($in1) `)` `->` type($res)"
for _name in ("mbcnt.lo", "mbcnt.hi"):
    declare(f"rocdl.{_name}", "$in0 `,` $in1  attr-dict " + _TWO_I32, (Pure,), in0=operand(C.I32),
            in1=operand(C.I32), arg_attrs=opt_prop(C.DictArrayAttr), res_attrs=opt_prop(C.DictArrayAttr),
            res=result(C.I32))
declare("rocdl.ballot", "$pred attr-dict `:` type($res)", pred=operand(C.I1), res=result(LLVMType))
declare("rocdl.readlane", "$src0 `,` $src1  attr-dict `:` `(` type($src0) `,` type($src1) `)` `->` type($res)",
        (AllTypesMatch("res", "src0"),), src0=operand(LLVMType), src1=operand(C.I32), res=result(LLVMType))
declare("rocdl.readfirstlane", "$src attr-dict `:` type($res)", (AllTypesMatch("res", "src"),),
        src=operand(LLVMType), res=result(LLVMType))
declare("rocdl.ds_bpermute", "$index `,` $src  attr-dict `:` `(` type($index) `,` type($src) `)` `->` type($res)",
        index=operand(C.I32), src=operand(C.I32), res=result(C.I32))
declare("rocdl.ds_swizzle", "$src `,` $offset  attr-dict `:` `(` type($src) `,` type($offset) `)` `->` type($res)",
        src=operand(C.I32), offset=operand(C.I32), res=result(C.I32))


@rocdl.op
class DPPUpdateOp(OpDef):
    name = "rocdl.update.dpp"
    old = operand(LLVMType)
    src = operand(LLVMType)
    dppCtrl = prop(C.I32Attr)
    rowMask = prop(C.I32Attr)
    bankMask = prop(C.I32Attr)
    boundCtrl = prop(C.I1Attr)
    res = result(LLVMType)
    traits = (AllTypesMatch("res", "src", "old"),)
    assembly_format = ("attr-dict $old `,` $src `with` $dppCtrl `,` $rowMask `,` $bankMask `,` $boundCtrl "
                       "`:` type($src)")


def _float_or_vector(t: T.Type) -> bool:
    return LLVMAnyFloat.check(t) or (isinstance(t, T.VectorType) and len(t.shape) == 1
                                     and LLVMAnyFloat.check(t.element))


_FLOAT_LIKE = C.TypeConstraint("floating point LLVM type or LLVM dialect-compatible vector of floating point "
                               "LLVM type", _float_or_vector)


@rocdl.op
class FMed3Op(OpDef):
    name = "rocdl.fmed3"
    src0 = operand(_FLOAT_LIKE)
    src1 = operand(_FLOAT_LIKE)
    src2 = operand(_FLOAT_LIKE)
    res = result(_FLOAT_LIKE)
    traits = (Pure, AllTypesMatch("res", "src0", "src1", "src2"))
    assembly_format = "$src0 `,` $src1 `,` $src2 attr-dict `:` type($res)"


# ---- math -------------------------------------------------------------------------------------------
for _name in ("cos", "exp", "exp2", "log", "rcp", "sin", "sqrt", "tanh"):
    declare(f"rocdl.{_name}", "$arg qualified(type($arg)) attr-dict `->` qualified(type($res))", (Pure,),
            arg=operand(LLVMAnyFloat), res=result(LLVMAnyFloat))
