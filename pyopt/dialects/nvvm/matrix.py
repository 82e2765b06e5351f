"""NVVM warp-level matrix ops of 22.1.8 missing from ops.py: stmatrix, the
wmma store/mma pair (valid shapes from NVVM_MMA_OPS, fragment sizes as
inferMMATypeFromMNK computes them) and the dot.accumulate products."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.nvvm.attrs import (DotAccumulateType, LdStMatrixEltType, LdStMatrixShapeAttr, MMALayout,
                                       MMATypes)
from pyopt.dialects.nvvm.ops import declare
from pyopt.dialects.nvvm_rocdl_common import LLVMAnyStruct, LLVMType
from pyopt.dialects.target_types import ty
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import operand, prop, result, var_operand


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
        raise op.emit_error(f"expected data operands of type {elt}")


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
            raise op.emit_error(f"expected argument {i} to be of type {want}")
    elt, count = fragment(d_type, "c", m, n, k)
    res = op.results[0].type
    if not (isinstance(getattr(res, "body", None), tuple) and list(res.body) == [elt] * count
            and getattr(res, "struct_name", None) is None and not getattr(res, "packed", False)):
        raise op.emit_error(f"expected destination type is a structure of {count} elements of type {elt}")


_I32 = C.I32Attr
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
