"""ROCDL conversion ops (the `rocdl.cvt.*` families of ROCDLOps.td): each
TableGen class is one format and one operand pattern, instantiated for the
element types of its mnemonics."""

from __future__ import annotations

from pyopt.dialects.rocdl.base import declare
from pyopt.dialects.target_types import ty
from pyopt.ir import constraints as C
from pyopt.ir.ods import Pure, operand, prop, result

_SEL32, _SEL1 = C.I32Attr, C.I1Attr


def _cvt(mnemonic: str, fmt: str, operands: list[tuple[str, str]], res: str,
         **attrs: C.AttrConstraint) -> None:
    """One `rocdl.cvt.*` op: operands in argument order, as (name, spec)."""
    elements = {name: operand(ty(spec)) for name, spec in operands}
    elements.update({name: prop(c) for name, c in attrs.items()})
    elements["res"] = result(ty(res))
    declare(f"rocdl.cvt.{mnemonic}", fmt, (Pure,), **elements)


# ---- gfx94x fp8/bf8 conversions -----------------------------------------------------------
for _t in ("bf8", "fp8"):
    _cvt(f"f32.{_t}", "attr-dict $srcA `[` $byteSel `]` `:` type($res)", [("srcA", "i32")], "any",
         byteSel=_SEL32)
    _cvt(f"pk.{_t}.f32", "attr-dict $srcA `,` $srcB `->` $old `[` $wordSel `]` `:` type($res)",
         [("srcA", "f32"), ("srcB", "f32"), ("old", "i32")], "any", wordSel=_SEL1)
    _cvt(f"pk.f32.{_t}", "attr-dict $src `[` $wordSel `]` `:` type($res)", [("src", "i32")], "any", wordSel=_SEL1)
    _cvt(f"sr.{_t}.f32", "attr-dict $srcA `,` $srcB `->` $old `[` $byteSel `]` `:` type($res)",
         [("srcA", "f32"), ("srcB", "i32"), ("old", "i32")], "any", byteSel=_SEL32)
_cvt("pkrtz", "attr-dict $srcA `,` $srcB `:` type($res)", [("srcA", "f32"), ("srcB", "f32")], "any")

# The packed integer vector that holds N small floats (pk8 fp8/bf8, pk8 fp4, pk16 and pk32 fp6/bf6).
_PACKED = {(8, "fp8"): "v2i32", (8, "bf8"): "v2i32", (8, "fp4"): "i32", (16, "fp6"): "v3i32",
           (16, "bf6"): "v3i32", (32, "fp6"): "v6i32", (32, "bf6"): "v6i32"}
_WIDE = ("f32", "f16", "bf16")

# ---- gfx1250 scaled conversions from small floats: cvt.scale.pk{8,16}.<dst>.<src> --------
for (_n, _small) in ((8, "fp8"), (8, "bf8"), (8, "fp4"), (16, "fp6"), (16, "bf6")):
    for _dst in _WIDE:
        _cvt(f"scale.pk{_n}.{_dst}.{_small}", "attr-dict $src `,` $scale `[` $scaleSel `]` `:` type($res)",
             [("src", _PACKED[_n, _small]), ("scale", "i32")], f"v{_n}{_dst}", scaleSel=_SEL32)

# ---- gfx950 scalef32 conversions ----------------------------------------------------------------
for _small in ("bf6", "fp6"):
    _cvt(f"scalef32.2xpk16.{_small}.f32", "attr-dict $src0 `,` $src1 `,` $scale `:` type($res)",
         [("src0", "v16f32"), ("src1", "v16f32"), ("scale", "f32")], "v6i32")
for _small in ("bf8", "fp8"):
    _cvt(f"scalef32.f16.{_small}",
         "attr-dict $src `[` $srcSelIndex `]` `,` $scale `->` $oldVdst `[` $dstLoHiSel `]` `:` type($res)",
         [("oldVdst", "v2f16"), ("src", "i32"), ("scale", "f32")], "v2f16", srcSelIndex=_SEL32,
         dstLoHiSel=_SEL1)
    _cvt(f"scalef32.f32.{_small}", "attr-dict $src `[` $srcSelIndex `]` `,` $scale `:` type($res)",
         [("src", "i32"), ("scale", "f32")], "f32", srcSelIndex=_SEL32)
    for _dst in _WIDE:
        _cvt(f"scalef32.pk.{_dst}.{_small}", "attr-dict $src `[` $srcLoHiSel `]` `,` $scale `:` type($res)",
             [("src", "i32"), ("scale", "f32")], f"v2{_dst}", srcLoHiSel=_SEL1)
    for _src in ("bf16", "f16"):
        _cvt(f"scalef32.pk.{_small}.{_src}",
             "attr-dict $src0 `,` $scale `->` $oldVdst `[` $dstLoHiSel `]` `:` type($res)",
             [("oldVdst", "v2i16"), ("src0", f"v2{_src}"), ("scale", "f32")], "v2i16", dstLoHiSel=_SEL1)
    _cvt(f"scalef32.pk.{_small}.f32",
         "attr-dict  $src0 `,` $src1 `,` $scale `->` $oldVdst `[` $dstLoHiSel `]` `:` type($res)",
         [("oldVdst", "v2i16"), ("src0", "f32"), ("src1", "f32"), ("scale", "f32")], "v2i16", dstLoHiSel=_SEL1)
    for _src in _WIDE:
        _cvt(f"scalef32.sr.{_small}.{_src}",
             "attr-dict $src0 `,` $seed `,` $scale `->` $oldVdst `[` $dstSelIndex `]` `:` type($res)",
             [("oldVdst", "i32"), ("src0", _src), ("seed", "i32"), ("scale", "f32")], "i32", dstSelIndex=_SEL32)
for _dst in _WIDE:
    _cvt(f"scalef32.pk.{_dst}.fp4", "attr-dict $src `[` $srcSelIndex `]` `,` $scale `:` type($res)",
         [("src", "i32"), ("scale", "f32")], f"v2{_dst}", srcSelIndex=_SEL32)
for _src in ("bf16", "f16"):
    _cvt(f"scalef32.pk.fp4.{_src}", "attr-dict $src `,` $scale `->` $oldVdst `[` $dstSelIndex `]` `:` type($res)",
         [("oldVdst", "i32"), ("src", f"v2{_src}"), ("scale", "f32")], "i32", dstSelIndex=_SEL32)
_cvt("scalef32.pk.fp4.f32",
     "attr-dict $src0 `,` $src1 `,` $scale `->` $oldVdst `[` $dstSelIndex `]` `:` type($res)",
     [("oldVdst", "i32"), ("src0", "f32"), ("src1", "f32"), ("scale", "f32")], "i32", dstSelIndex=_SEL32)
for _src in _WIDE:
    _cvt(f"scalef32.sr.pk.fp4.{_src}",
         "attr-dict $src `,` $seed `,` $scale `->` $oldVdst `[` $dstSelIndex `]` `:` type($res)",
         [("oldVdst", "i32"), ("src", f"v2{_src}"), ("seed", "i32"), ("scale", "f32")], "i32", dstSelIndex=_SEL32)

# ---- packed scalef32 conversions: pk{8,16,32}.<dst>.<src>, to small floats (and .sr) and back ---
_TO_SMALL = [(8, s, w) for s in ("bf8", "fp4", "fp8") for w in _WIDE] + \
    [(16, s, w) for s in ("bf6", "fp6") for w in _WIDE]
for (_n, _small, _wide) in _TO_SMALL + [(32, s, w) for s in ("bf6", "fp6") for w in ("bf16", "f16")]:
    _cvt(f"scalef32.pk{_n}.{_small}.{_wide}", "attr-dict $src `,` $scale `:` type($res)",
         [("src", f"v{_n}{_wide}"), ("scale", "f32")], _PACKED[_n, _small])
for (_n, _small, _wide) in _TO_SMALL + [(32, s, w) for s in ("bf6", "fp6") for w in _WIDE]:
    _cvt(f"scalef32.sr.pk{_n}.{_small}.{_wide}", "attr-dict $src `,` $seed `,` $scale `:` type($res)",
         [("src", f"v{_n}{_wide}"), ("seed", "i32"), ("scale", "f32")], _PACKED[_n, _small])
for _small in ("bf6", "fp6"):
    for _wide in _WIDE:
        _cvt(f"scalef32.pk32.{_wide}.{_small}", "attr-dict $src `,` $scale `:` type($res)",
             [("src", "v6i32"), ("scale", "f32")], f"v32{_wide}")
