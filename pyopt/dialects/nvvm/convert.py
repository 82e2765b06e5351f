"""NVVM conversion ops to and from the small float formats (the `cvt`
family of PTX, sm_89..sm_100): each TableGen class is one format and one
operand pattern; the verifiers check the format type attribute and the
rounding mode as NVVMDialect.cpp does."""

from __future__ import annotations

from typing import Any, Callable

from pyopt.dialects.nvvm.attrs import FPRoundingMode, SaturationMode
from pyopt.dialects.nvvm.ops import FALSE, declare
from pyopt.dialects.target_types import ty
from pyopt.ir import constraints as C
from pyopt.ir.ods import Pure, operand, opt_operand, prop, result

_I16_OR_V2I8 = C.TypeConstraint("16-bit signless integer or vector of 8-bit signless integer values of length 2",
                                lambda t: ty("i16").check(t) or ty("v2i8").check(t))


def _rnd(default: str = "none") -> Any:
    return prop(FPRoundingMode, default=FPRoundingMode.cls(default))


def _sat() -> Any:
    return prop(SaturationMode, default=SaturationMode.cls("none"))


def _value(op: Any, name: str) -> Any:
    v = op.properties.get(name)
    return getattr(v, "value", v)


def _type_name(op: Any, name: str) -> str:
    v = op.properties.get(name)
    return str(getattr(v, "value", ""))


def _quoted_list(names: tuple[str, ...]) -> str:
    """'a' / 'a' and 'b' / 'a', 'b', and 'c' as the messages list them."""
    q = [f"'{n}'" for n in names]
    if len(q) == 1:
        return q[0]
    if len(q) == 2:
        return f"{q[0]} and {q[1]}"
    return ", ".join(q[:-1]) + ", and " + q[-1]


def _only_types(attr: str, allowed: tuple[str, ...], what: str, period: str = ".") -> Callable[[Any], None]:
    def verify(op: Any) -> None:
        if _type_name(op, attr) not in allowed:
            noun = "type is" if len(allowed) == 1 else "types are"
            raise op.emit_error(f"Only {_quoted_list(allowed)} {noun} supported for conversions from {what}{period}")
    return verify


_F8 = ("f8E4M3FN", "f8E5M2")
_F6 = ("f6E2M3FN", "f6E3M2FN")
_F4 = ("f4E2M1FN",)


def _verify_f32x2_to_f8x2(op: Any) -> None:
    _only_types("dstTy", _F8 + ("f8E8M0FNU",), "f32x2 to f8x2", "")(op)
    rnd = _value(op, "rnd")
    if _type_name(op, "dstTy") in _F8:
        if rnd != "rn":
            raise op.emit_error("Only RN rounding mode is supported for conversions from f32x2 to 'f8E4M3FN' and "
                                "'f8E5M2' types")
    else:
        if rnd not in ("rz", "rp"):
            raise op.emit_error("Only RZ and RP rounding modes are supported for conversions from f32x2 to "
                                "'f8E8M0FNU' type")
        if getattr(op.properties.get("relu"), "value", False):
            raise op.emit_error("relu not supported for conversions to 'f8E8M0FNU' type")


def _verify_bf16x2_to_f8x2(op: Any) -> None:
    _only_types("dstTy", ("f8E8M0FNU",), "bf16x2 to f8x2")(op)
    if _value(op, "rnd") not in ("rz", "rp"):
        raise op.emit_error("Only RZ and RP rounding modes are supported for conversions from bf16x2 to f8x2.")


def _verify_random_bits(what: str) -> Callable[[Any], None]:
    def verify(op: Any) -> None:
        rnd = _value(op, "rnd")
        if rnd not in ("rn", "rz", "rs"):
            raise op.emit_error(f"Only RN, RZ, and RS rounding modes are supported for conversions from {what}.")
        if rnd == "rs" and op.rbits is None:
            raise op.emit_error("random_bits is required for RS rounding mode.")
        if rnd != "rs" and op.rbits is not None:
            raise op.emit_error("random_bits not supported for RN and RZ rounding modes.")
    return verify




def _relu() -> dict[str, Any]:
    return {"relu": prop(C.BoolAttr, default=FALSE)}

# ---- f32x2 / f16x2 / bf16x2 to packed small floats -----------------------------------------------------
_TO_X2 = "$a `,` $b attr-dict `:` type($dst) `(` $dstTy `)`"
declare("nvvm.convert.f32x2.to.f4x2", _TO_X2, verify=_only_types("dstTy", _F4, "f32x2 to f4x2"),
        a=operand(C.F32), b=operand(C.F32), **_relu(), dstTy=prop(C.TypeAttr), dst=result(ty("i8")))
declare("nvvm.convert.f32x2.to.f6x2", _TO_X2, verify=_only_types("dstTy", _F6, "f32x2 to f6x2"),
        a=operand(C.F32), b=operand(C.F32), **_relu(), dstTy=prop(C.TypeAttr), dst=result(_I16_OR_V2I8))
declare("nvvm.convert.f32x2.to.f8x2", _TO_X2, verify=_verify_f32x2_to_f8x2, a=operand(C.F32), b=operand(C.F32),
        rnd=_rnd(), sat=_sat(), **_relu(), dstTy=prop(C.TypeAttr), dst=result(_I16_OR_V2I8))
_FROM_VEC = "$a attr-dict `:` type($a) `->` type($dst) `(` $dstTy `)`"
declare("nvvm.convert.f16x2.to.f8x2", _FROM_VEC, verify=_only_types("dstTy", _F8, "f16x2 to f8x2"),
        a=operand(ty("v2f16")), **_relu(), dstTy=prop(C.TypeAttr), dst=result(_I16_OR_V2I8))
declare("nvvm.convert.bf16x2.to.f8x2", _FROM_VEC, verify=_verify_bf16x2_to_f8x2, a=operand(ty("v2bf16")),
        rnd=_rnd(), sat=_sat(), dstTy=prop(C.TypeAttr), dst=result(_I16_OR_V2I8))

# ---- packed small floats to f16x2 / bf16x2 -----------------------------------------------------------
_TO_FP16X2 = "$src attr-dict `:` type($src) `(` $srcType `)` `->` type($dst)"
for _name, _src, _allowed, _dst in (("f8x2.to.f16x2", "v2i8", _F8, "v2f16"),
                                    ("f8x2.to.bf16x2", "v2i8", ("f8E8M0FNU",), "v2bf16"),
                                    ("f6x2.to.f16x2", "v2i8", _F6, "v2f16"), ("f4x2.to.f16x2", "i8", _F4, "v2f16")):
    _what = _name.replace(".to.", " to ")
    declare(f"nvvm.convert.{_name}", _TO_FP16X2, verify=_only_types("srcType", _allowed, _what),
            src=operand(ty(_src)), **(_relu() if _dst == "v2f16" else {}), srcType=prop(C.TypeAttr),
            dst=result(ty(_dst)))

# ---- f32x2 to f16x2 / bf16x2 (rn, rz, or rs with random bits) -------------------------------------------
for _dst in ("f16x2", "bf16x2"):
    declare(f"nvvm.convert.f32x2.to.{_dst}", "$src_hi `,` $src_lo (`,` $rbits^)? attr-dict `:` type($dst)", (Pure,),
            verify=_verify_random_bits(f"f32x2 to {_dst}"), src_hi=operand(C.F32), src_lo=operand(C.F32),
            rbits=opt_operand(C.I32), rnd=_rnd(), sat=_sat(), **_relu(), dst=result(ty("v2" + _dst[:-2])))

# ---- f32x4 to packed small floats with stochastic rounding ----------------------------------------------
for _name, _allowed, _dst in (("f8x4", _F8, "v4i8"), ("f6x4", _F6, "v4i8"), ("f4x4", _F4, "i16")):
    declare(f"nvvm.convert.f32x4.to.{_name}", "$src `,` $rbits attr-dict `:` type($src) `->` type($dst) "
            "`(` $dstTy `)`", (Pure,), verify=_only_types("dstTy", _allowed, f"f32x4 to {_name}"),
            src=operand(ty("v4f32")), rbits=operand(C.I32), **_relu(), dstTy=prop(C.TypeAttr), dst=result(ty(_dst)))
