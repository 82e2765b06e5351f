"""NVVM warp-level matrix ops of 22.1.8 missing from ops.py: stmatrix, the
wmma store/mma pair (valid shapes from NVVM_MMA_OPS, fragment sizes as
inferMMATypeFromMNK computes them), the dot.accumulate products and the
sm_90a wgmma.mma_async with WgmmaMmaAsyncOp::verify's checks."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.nvvm.attrs import (DotAccumulateType, LdStMatrixEltType, LdStMatrixShapeAttr, MMAFrag,
                                       MMAIntOverflow, MMALayout, MMAShapeAttr, MMATypes, WGMMAScaleIn, WGMMAScaleOut,
                                       WGMMATypes)
from pyopt.dialects.nvvm.ops import declare
from pyopt.dialects.nvvm_rocdl_common import LLVMAnyPointer, LLVMAnyStruct, LLVMType, any_of
from pyopt.dialects.target_types import ty
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import operand, opt_prop, prop, result, var_operand


def _value(op: Any, name: str) -> Any:
    v = op.properties.get(name)
    return getattr(v, "value", None)


# ---- stmatrix -----------------------------------------------------------------------------------
def _verify_stmatrix(op: Any) -> None:
    if len(op.sources) not in (1, 2, 4):
        raise op.emit_error("expected num attribute to be 1, 2 or 4")
    shape = op.properties.get("shape")
    m, n = (shape["m"], shape["n"]) if isinstance(shape, LdStMatrixShapeAttr) else (0, 0)
    elt, layout = _value(op, "eltType"), _value(op, "layout")
    if (m, n) == (8, 8):
        if elt != "b16":
            raise op.emit_error("expected element type to be B16 for 8x8 matrix")
    elif (m, n) == (16, 8):
        if elt != "b8":
            raise op.emit_error("expected element type to be B8 for 16x8 matrix")
        if layout != "col":
            raise op.emit_error("expected layout to be col for 16x8 matrix")
    else:
        raise op.emit_error("expected shape to be 8x8 or 16x8")


declare("nvvm.stmatrix", "$ptr `,` $sources attr-dict `:` type(operands)", verify=_verify_stmatrix,
        ptr=operand(ty("p3")), sources=var_operand(C.I32), layout=prop(MMALayout),
        shape=prop(C.DialectAttrC(LdStMatrixShapeAttr, "Matrix shape for ldmatrix and stmatrix")),
        eltType=prop(LdStMatrixEltType))

# ---- wmma -----------------------------------------------------------------------------------------
_AB_GEOMS = ((16, 16, 16), (32, 8, 16), (8, 32, 16))
# NVVM_MMA_OPS.all_st_ops: (m, n, k) -> element types of the d fragment.
_STORE_TYPES = {**{g: ("f16", "f32", "s32") for g in _AB_GEOMS}, (16, 16, 8): ("f32",), (8, 8, 4): ("f64",)}
# NVVM_MMA_OPS.all_wmma_ops: (m, n, k) -> (A type, D type) pairs.
_MMA_TYPES = {**{g: (("f16", "f16"), ("f16", "f32"), ("s8", "s32"), ("u8", "s32")) for g in _AB_GEOMS},
              (16, 16, 8): (("tf32", "f32"),), (8, 8, 4): (("f64", "f64"),)}


def fragment(eltype: str, frag: str, m: int, n: int, k: int) -> tuple[T.Type, int]:
    """inferMMATypeFromMNK: the element type and count of a fragment."""
    rows, cols = {"a": (m, k), "b": (k, n), "c": (m, n)}[frag]
    if eltype == "f16":
        return T.VectorType((2,), T.f16), 8 if frag in "ab" else 4
    if eltype == "f32":
        return T.f32, 8
    if eltype == "f64":
        return T.f64, 1 if frag in "ab" else 2
    if eltype == "tf32":
        return T.i32, 4
    if eltype in ("s8", "u8"):
        parallel = rows if frag == "a" else cols if frag == "b" else 0
        return T.i32, {16: 2, 8: 1, 32: 4}.get(parallel, 0)
    return T.i32, 8  # s32


def _mnk(op: Any) -> tuple[int, int, int]:
    return tuple(getattr(op.properties.get(x), "value", 0) for x in "mnk")  # type: ignore[return-value]


def _verify_wmma_store(op: Any) -> None:
    if getattr(op.ptr.type, "address_space", None) not in (0, 1, 3):
        raise op.emit_error("expected operands to be a source pointer in memory space 0, 1, 3")
    m, n, k = _mnk(op)
    eltype = _value(op, "eltype")
    if eltype not in _STORE_TYPES.get((m, n, k), ()):
        raise op.emit_error("invalid attribute combination")
    elt, count = fragment(eltype, "c", m, n, k)
    if len(op.args) != count:
        raise op.emit_error(f"expected {count} data operands")
    if any(a.type != elt for a in op.args):
        raise op.emit_error(f"expected data operands of type '{elt}'")


def _verify_wmma_mma(op: Any) -> None:
    m, n, k = _mnk(op)
    a_type, d_type = _value(op, "eltypeA"), _value(op, "eltypeB")
    if (a_type, d_type) not in _MMA_TYPES.get((m, n, k), ()):
        raise op.emit_error("invalid attribute combination")
    expected: list[T.Type] = []
    for eltype, frag in ((a_type, "a"), (a_type, "b"), (d_type, "c")):
        elt, count = fragment(eltype, frag, m, n, k)
        expected += [elt] * count
    if len(op.args) != len(expected):
        raise op.emit_error(f"expected {len(expected)} arguments")
    for i, (arg, want) in enumerate(zip(op.args, expected)):
        if arg.type != want:
            raise op.emit_error(f"expected argument {i} to be of type '{want}'")
    elt, count = fragment(d_type, "c", m, n, k)
    if not _is_literal_struct_of(op.results[0].type, elt, count):
        raise op.emit_error(f"expected destination type is a structure of {count} elements of type '{elt}'")


# NVVM_MMA_OPS.all_ld_ops: (m, n, k) -> element types per fragment.
_LOAD_TYPES = {**{g: {"a": ("f16", "s8", "u8"), "b": ("f16", "s8", "u8"), "c": ("f16", "f32", "s32")}
                  for g in _AB_GEOMS},
               (16, 16, 8): {"a": ("tf32",), "b": ("tf32",), "c": ("f32",)},
               (8, 8, 4): {"a": ("f64",), "b": ("f64",), "c": ("f64",)}}


def _verify_wmma_load(op: Any) -> None:
    if getattr(op.ptr.type, "address_space", None) not in (0, 1, 3):
        raise op.emit_error("expected source pointer in memory space 0, 1, 3")
    m, n, k = _mnk(op)
    eltype, frag = _value(op, "eltype"), _value(op, "frag")
    if eltype not in _LOAD_TYPES.get((m, n, k), {}).get(frag, ()):
        raise op.emit_error("invalid attribute combination")
    elt, count = fragment(eltype, frag, m, n, k)
    res = op.results[0].type
    if elt is T.f64 and count == 1:
        if res is not T.f64:
            raise op.emit_error("expected destination type to be f64")
        return
    if not _is_literal_struct_of(res, elt, count):
        raise op.emit_error(f"expected destination type is a structure of {count} elements of type '{elt}'")


def _is_literal_struct_of(t: T.Type, elt: T.Type, count: int) -> bool:
    """`t` is `!llvm.struct<(elt, elt, ...)>`, `count` times, not packed."""
    return (isinstance(getattr(t, "body", None), tuple) and list(t.body) == [elt] * count  # type: ignore[attr-defined]
            and getattr(t, "struct_name", None) is None and not getattr(t, "packed", False))


_I32 = C.I32Attr
declare("nvvm.wmma.load", "$ptr `,` $stride attr-dict `:` functional-type($ptr, $res)", verify=_verify_wmma_load,
        ptr=operand(LLVMAnyPointer), stride=operand(C.I32), m=prop(_I32), n=prop(_I32), k=prop(_I32),
        layout=prop(MMALayout), eltype=prop(MMATypes), frag=prop(MMAFrag), res=result(any_of(LLVMAnyStruct, C.F64)))
declare("nvvm.wmma.store", "$ptr `,` $stride `,` $args attr-dict `:` qualified(type($ptr)) `,` type($args)",
        verify=_verify_wmma_store, ptr=operand(ty("ptr")), m=prop(_I32), n=prop(_I32), k=prop(_I32),
        layout=prop(MMALayout), eltype=prop(MMATypes), args=var_operand(LLVMType), stride=operand(C.I32))
declare("nvvm.wmma.mma", "$args attr-dict `:` functional-type($args, $res)", verify=_verify_wmma_mma,
        m=prop(_I32), n=prop(_I32), k=prop(_I32), layoutA=prop(MMALayout), layoutB=prop(MMALayout),
        eltypeA=prop(MMATypes), eltypeB=prop(MMATypes), args=var_operand(LLVMType), res=result(LLVMAnyStruct))

# ---- dot products ------------------------------------------------------------------------------------
_DOT = "$a $a_type `,` $b $b_type `,` $c attr-dict `:` type($a) `,` type($b)"
declare("nvvm.dot.accumulate.4way", _DOT, a=operand(ty("v4i8")), a_type=prop(DotAccumulateType),
        b=operand(ty("v4i8")), b_type=prop(DotAccumulateType), c=operand(C.I32), res=result(C.I32))
declare("nvvm.dot.accumulate.2way", _DOT, a=operand(ty("v2i16")), a_type=prop(DotAccumulateType),
        b=operand(ty("v4i8")), b_type=prop(DotAccumulateType), c=operand(C.I32), b_hi=prop(C.BoolAttr),
        res=result(C.I32))

# ---- wgmma.mma_async (sm_90a) --------------------------------------------------------------------------
_WGMMA_K = {"tf32": 8, "f16": 16, "bf16": 16, "s8": 32, "u8": 32, "e4m3": 32, "e5m2": 32, "b1": 256}
_WGMMA_N = tuple(range(8, 257, 8))
_WGMMA_N_SHORT = (8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256)


def _wgmma_data_type_allowed(d: str, a: str, b: str) -> bool:
    """isAllowedWGMMADataType."""
    if a in ("f16", "bf16"):
        return d in ("f32", "f16") and b == a
    if a == "tf32":
        return d == "f32" and b == "tf32"
    if a in ("u8", "s8"):
        return d == "s32" and b in ("u8", "s8")
    if a == "b1":
        return d == "s32" and b == "b1"
    if a in ("e4m3", "e5m2"):
        return d in ("f32", "f16") and b in ("e5m2", "e4m3")
    return False


def _verify_wgmma(op: Any) -> None:
    """WgmmaMmaAsyncOp::verify, after its PredOpTrait."""
    out = op.results[0].type
    if op.inouts.type is not out:
        raise op.emit_error("failed to verify that input struct and result struct must be the same type")
    body = getattr(out, "body", None)
    if not isinstance(body, tuple):
        raise op.emit_error("expected results to be struct")
    for t in body:
        if t is not body[0]:
            raise op.emit_error(f"all elements in struct must be same type but there is '{t}'")
    d, a, b = _value(op, "typeD"), _value(op, "typeA"), _value(op, "typeB")
    if d not in ("f32", "f16", "s32"):
        raise op.emit_error(f"does not support the given output type {d}")
    if d == "s32" and "neg" in (_value(op, "scaleA"), _value(op, "scaleB")):
        raise op.emit_error("has s32 output, scaleA and scaleB cannot be neg")
    if not _wgmma_data_type_allowed(d, a, b):
        raise op.emit_error(f"{d} += {a} * {b}, it is not supported.")
    shape = op.properties.get("shape")
    m, n, k = (shape["m"], shape["n"], shape["k"]) if isinstance(shape, MMAShapeAttr) else (0, 0, 0)
    if m != 64:
        raise op.emit_error("shape 'm' must be 64")
    if _WGMMA_K.get(a) != k:
        raise op.emit_error(f"shape 'k' must be {_WGMMA_K.get(a)} for input type {a}")
    if n not in (_WGMMA_N_SHORT if a in ("u8", "s8", "b1") else _WGMMA_N):
        raise op.emit_error(f"has input type {a} n is set to {n}, it is not supported.")
    layout_a, layout_b = _value(op, "layoutA"), _value(op, "layoutB")
    if a not in ("f16", "bf16") and (layout_a == "col" or layout_b == "row"):
        raise op.emit_error(f"given layouts layout_a = {layout_a} and layout_b = {layout_b} for input types {a} and "
                            f"{b} requires transpose. However, this is only supported for: f16 and bf16")
    expected = n // 4 if d == "f16" else n // 2
    if len(body) != expected:
        raise op.emit_error(f"results {expected}, however output struct has {len(body)} elements")
    if d != "s32" and _value(op, "satfinite") == "satfinite":
        raise op.emit_error(f" `satfinite` can be only used with s32 accumulator, however the current accumulator "
                            f"is {d}")


declare("nvvm.wgmma.mma_async",
        "$descriptorA `,` $descriptorB `,` $inouts `,` $shape `,` `D` `[` $typeD `,` $scaleD (`,` $satfinite^)? `]` "
        "`,` `A` `[` $typeA `,` $scaleA `,` $layoutA `]` `,` `B` `[` $typeB `,` $scaleB `,` $layoutB `]` attr-dict "
        "`:` type($inouts) `->` type($results)", verify=_verify_wgmma,
        inouts=operand(LLVMAnyStruct), descriptorA=operand(C.I64), descriptorB=operand(C.I64),
        shape=prop(C.DialectAttrC(MMAShapeAttr, "Attribute for MMA operation shape.")), typeA=prop(WGMMATypes),
        typeB=prop(WGMMATypes), typeD=prop(WGMMATypes), scaleD=prop(WGMMAScaleOut), scaleA=prop(WGMMAScaleIn),
        scaleB=prop(WGMMAScaleIn), layoutA=prop(MMALayout), layoutB=prop(MMALayout), satfinite=opt_prop(MMAIntOverflow),
        results=result(LLVMAnyStruct))
