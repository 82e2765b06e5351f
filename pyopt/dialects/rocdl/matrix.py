"""ROCDL matrix ops: the mfma, smfmac and wmma families of ROCDLOps.td
(22.1.8).  mfma and smfmac take their operands as one variadic list; each
wmma class has typed operands and its own set of immediate attributes."""

from __future__ import annotations

from pyopt.dialects.nvvm_rocdl_common import I16Attr, LLVMType
from pyopt.dialects.rocdl.base import declare
from pyopt.dialects.target_types import ty
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import operand, prop, result, var_operand

# ---- mfma and smfmac: `$args attr-dict : functional-type($args, $res)` ---------------------------
_MFMA = """
f32.32x32x1f32 f32.16x16x1f32 f32.4x4x1f32 f32.32x32x2f32 f32.16x16x4f32 f32.32x32x4f16 f32.16x16x4f16
f32.4x4x4f16 f32.32x32x8f16 f32.16x16x16f16 i32.32x32x4i8 i32.16x16x4i8 i32.4x4x4i8 i32.32x32x8i8
i32.16x16x16i8 f32.32x32x2bf16 f32.16x16x2bf16 f32.4x4x2bf16 f32.32x32x4bf16 f32.16x16x8bf16
f32.32x32x4bf16.1k f32.16x16x4bf16.1k f32.4x4x4bf16.1k f32.32x32x8bf16.1k f32.16x16x16bf16.1k
f64.16x16x4f64 f64.4x4x4f64 i32.16x16x32.i8 i32.32x32x16.i8 f32.16x16x8.xf32 f32.32x32x4.xf32
f32.16x16x32.bf8.bf8 f32.16x16x32.bf8.fp8 f32.16x16x32.fp8.bf8 f32.16x16x32.fp8.fp8 f32.32x32x16.bf8.bf8
f32.32x32x16.bf8.fp8 f32.32x32x16.fp8.bf8 f32.32x32x16.fp8.fp8 f32.16x16x32.bf16 i32.16x16x64.i8
f32.16x16x32.f16 f32.32x32x16.bf16 i32.32x32x32.i8 f32.32x32x16.f16 scale.f32.16x16x128.f8f6f4
scale.f32.32x32x64.f8f6f4"""
_SMFMAC = """
f32.16x16x32.f16 f32.32x32x16.f16 f32.16x16x32.bf16 f32.32x32x16.bf16 i32.16x16x64.i8 i32.32x32x32.i8
f32.16x16x64.bf8.bf8 f32.16x16x64.bf8.fp8 f32.16x16x64.fp8.bf8 f32.16x16x64.fp8.fp8 f32.32x32x32.bf8.bf8
f32.32x32x32.bf8.fp8 f32.32x32x32.fp8.bf8 f32.32x32x32.fp8.fp8 f32.16x16x64.bf16 f32.16x16x64.f16
i32.16x16x128.i8 f32.16x16x128.bf8.bf8 f32.16x16x128.bf8.fp8 f32.16x16x128.fp8.bf8 f32.16x16x128.fp8.fp8
f32.32x32x32.bf16 f32.32x32x32.f16 i32.32x32x64.i8 f32.32x32x64.bf8.bf8 f32.32x32x64.bf8.fp8
f32.32x32x64.fp8.bf8 f32.32x32x64.fp8.fp8"""
for _family, _names in (("mfma", _MFMA), ("smfmac", _SMFMAC)):
    for _name in _names.split():
        declare(f"rocdl.{_family}.{_name}", "$args attr-dict `:` functional-type($args, $res)",
                args=var_operand(LLVMType), res=result(LLVMType))

# ---- wmma: `$a, $b, $c[, $scaleA, $scaleB] attr-dict : functional-type(operands, $res)` ----------
_FALSE = A.BoolAttr(False)
_I1 = lambda: prop(C.I1Attr, default=_FALSE)  # noqa: E731  DefaultValuedAttr<I1Attr, "0">
_MOD_C = lambda: prop(I16Attr, default=A.IntegerAttr(0, T.i16))  # noqa: E731
_I32_ZERO = lambda: prop(C.I32Attr, default=A.IntegerAttr(0, T.i32))  # noqa: E731

# The attributes of each TableGen class, in argument order relative to the operands.
_WMMA_ATTRS: dict[str, tuple[str, ...]] = {
    "plain": (), "opsel": ("opsel",), "iu": ("signA", "signB", "clamp"),
    "mods_all_reuse": ("signA", "signB", "modC", "reuseA", "reuseB"), "mods_c": ("modC", "reuseA", "reuseB"),
    "mods_ab_clamp": ("signA", "signB", "reuseA", "reuseB", "clamp"),
    "scale": ("fmtA", "fmtB", "modC", "scaleAType", "fmtScaleA", "scaleBType", "fmtScaleB", "reuseA", "reuseB"),
    "scale_f4": ("modC", "scaleAType", "fmtScaleA", "scaleBType", "fmtScaleB", "reuseA", "reuseB"),
}
# mnemonic: (class, A/B element, C element, D element)
_WMMA: dict[str, tuple[str, str, str, str]] = {
    "f32.16x16x16.f16": ("plain", "f16", "f32", "f32"), "f32.16x16x16.bf16": ("plain", "int", "f32", "f32"),
    "f16.16x16x16.f16": ("opsel", "f16", "f16", "f16"), "bf16.16x16x16.bf16": ("opsel", "int", "int", "int"),
    "i32.16x16x16.iu8": ("iu", "int", "int", "int"), "i32.16x16x16.iu4": ("iu", "int", "int", "int"),
    "i32.16x16x32.iu4": ("iu", "int", "int", "int"),
    "f32.16x16x4.f32": ("mods_all_reuse", "f32", "f32", "f32"),
    "f32.16x16x32.bf16": ("mods_all_reuse", "bf16", "f32", "f32"),
    "f32.16x16x32.f16": ("mods_all_reuse", "f16", "f32", "f32"),
    "f16.16x16x32.f16": ("mods_all_reuse", "f16", "f16", "f16"),
    "bf16.16x16x32.bf16": ("mods_all_reuse", "bf16", "bf16", "bf16"),
    "bf16f32.16x16x32.bf16": ("mods_all_reuse", "bf16", "f32", "bf16"),
    "i32.16x16x64.iu8": ("mods_ab_clamp", "int", "int", "int"),
    "scale.f32.16x16x128.f8f6f4": ("scale", "int", "f32", "f32"),
    "scale16.f32.16x16x128.f8f6f4": ("scale", "int", "f32", "f32"),
    "scale.f32.32x16x128.f4": ("scale_f4", "int", "f32", "f32"),
    "scale16.f32.32x16x128.f4": ("scale_f4", "int", "f32", "f32"),
}
for _ab in ("fp8_fp8", "fp8_bf8", "bf8_fp8", "bf8_bf8"):
    _WMMA[f"f32.16x16x16.{_ab}"] = ("plain", "int", "f32", "f32")
    for _k in ("64", "128"):
        for _cd in ("f32", "f16"):
            _WMMA[f"{_cd}.16x16x{_k}.{_ab}"] = ("mods_c", "int", _cd, _cd)


def _wmma_attr(name: str) -> object:
    if name == "modC":
        return _MOD_C()
    if name.startswith(("fmt", "scaleAType", "scaleBType")):
        return _I32_ZERO()
    return _I1()


for _name, (_cls, _ab_elt, _c_elt, _d_elt) in _WMMA.items():
    _elements: dict[str, object] = {"a": operand(ty(f"sv:{_ab_elt}")), "b": operand(ty(f"sv:{_ab_elt}")),
                                    "c": operand(ty(f"sv:{_c_elt}"))}
    _fmt = "$a `,` $b `,` $c"
    if _cls.startswith("scale"):  # the scale exponents: i32, or i64 for the scale16 variants
        _scale = "i64" if _name.startswith("scale16") else "i32"
        _elements.update(scaleA=operand(ty(_scale)), scaleB=operand(ty(_scale)))
        _fmt += " `,` $scaleA `,` $scaleB"
    _elements.update({a: _wmma_attr(a) for a in _WMMA_ATTRS[_cls]})
    _elements["res"] = result(ty(f"sv:{_d_elt}"))
    declare(f"rocdl.wmma.{_name}", _fmt + " attr-dict `:` functional-type(operands, $res)", **_elements)
