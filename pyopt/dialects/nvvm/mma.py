"""The warp-level matrix-multiply ops of 22.1.8 next to `nvvm.mma.sync`:
the sparse `mma.sp.sync` and the block-scaled `mma.block_scale` and
`mma.sp.block_scale`.  Their syntax is C++ of NVVMDialect.cpp (MmaSpOp,
MmaBlockScaleOp, MmaSpBlockScaleOp ::parse/print), not a declarative
format: `A[...] B[...] C[...]`, then the op's extra operand lists, an
attribute dictionary and `: (tA, tB, tC) -> tRes`, the PTX types of A and
B inferred from the operand types where they can be.  MmaOp::verify
(`mma.sync`, declared in ops.py) shares MmaSpOp::verify's table here."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.dialects.nvvm.attrs import (BlockScaleFormat, MMABlockScaleKind, MMAIntOverflow, MMAKind, MMAShapeAttr,
                                       MMATypes, ScaleVecSize, nvvm)
from pyopt.dialects.nvvm.ops import infer_mma_type
from pyopt.dialects.nvvm_rocdl_common import LLVMAnyStruct, LLVMType, op_error
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.diagnostics import Diagnostic, MLIRError
from pyopt.ir.format import op_rule_name
from pyopt.ir.ods import AttrSizedOperandSegments, OpDef, operand, opt_prop, prop, result, var_operand
from pyopt.ir.printer import Printer

_SHAPE = C.DialectAttrC(MMAShapeAttr, "Attribute for MMA operation shape.")
_PTX_TYPE_NAMES = ("multiplicandAPtxType", "multiplicandBPtxType")
_FP8 = ("e4m3", "e5m2", "e3m2", "e2m3", "e2m1")


def _is_int4(t: str | None) -> bool:
    return t in ("s4", "u4")


def _is_int8(t: str | None) -> bool:
    return t in ("s8", "u8")


def _is_integer(t: str | None) -> bool:
    return _is_int4(t) or _is_int8(t) or t in ("b1", "s32")


def _struct(*body: T.Type) -> T.Type:
    from pyopt.dialects.llvm.types import LLVMStructType

    return LLVMStructType(None, tuple(body))


def _value(op: Any, name: str) -> Any:
    return getattr(op.properties.get(name), "value", None)


class _MmaFragmentsOp(OpDef):
    """The shared syntax: `A[...] B[...] C[...]`, the op's `extra` operand
    lists (`keyword`, C++ operand count, types), an attribute dictionary,
    the three fragment types and the result type."""

    extra: tuple[tuple[str, int, tuple[T.Type, ...]], ...] = ()
    # mma.sp.sync: `: (types) -> type`, counted after the `)`; the
    # block-scaled ops: `: (types)` counted at the `)`, then `-> results`.
    counted_at_paren = False
    # mma.sp.sync: A's and B's PTX types must be given or inferred.
    ptx_types_required = False
    # mma.sp.block_scale: `orderedMetadata` is mandatory, the parser adds it.
    adds_ordered_metadata = False

    @classmethod
    def make_grammar(cls) -> tuple[str, dict[str, str]]:
        sub = op_rule_name(cls.name) + "___"
        words = ["A", "B", "C", *(k for k, _, _ in cls.extra)]
        lists = " ".join(f'"{w}" [{sub}regs]' for w in words)
        if cls.counted_at_paren:
            sig = f'":" {sub}types ")" "->" function_result_types'
        else:
            sig = f'":" "(" type_list_no_parens ")" "->" type'
        rules = {"regs": '"[" [value_list] "]"'}
        if cls.counted_at_paren:
            rules["types"] = '"(" type_list_no_parens'
        return f"{lists} [dict_attr] {sig}", rules

    @classmethod
    def rule_regs(cls, children: list[Any], builder: Any) -> list[Any]:
        return children[0] or []

    @classmethod
    def rule_types(cls, children: list[Any], builder: Any) -> list[T.Type]:
        # parseMmaTypeSignature: the count is checked with the `)` still ahead.
        types = children[0]
        if len(types) != 3:
            raise builder.error(None, f"custom op '{cls.name}' expected exactly 3 types")
        return types  # type: ignore[no-any-return]

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> OpDef:
        tok = children[0]
        n_lists = 3 + len(cls.extra)
        lists = [c or [] for c in children[1:1 + n_lists]]
        attrs, types, results = children[1 + n_lists:]
        if not cls.counted_at_paren and len(types) != 3:
            raise builder.error(tok, f"custom op '{cls.name}' expected one type for each operand segment but got "
                                     f"{len(types)} types")
        operands: list[Any] = []
        for regs, t in zip(lists, types):
            operands += [builder.use(v, t) for v in regs]
        for (_, count, extra_types), regs in zip(cls.extra, lists[3:]):
            if count > 1 and len(regs) != count:
                raise builder.error(tok, f"custom op '{cls.name}' number of operands and types do not match: got "
                                         f"{len(regs)} operands and {count} types")
            operands += [builder.use(v, extra_types[min(i, len(extra_types) - 1)]) for i, v in enumerate(regs)]
        given = dict(attrs.entries) if attrs is not None else {}
        inferred = [infer_mma_type(types[i], False) for i in range(2)]
        props, discardable = cls.split_attributes(given)
        for name, ptx in zip(_PTX_TYPE_NAMES, inferred):
            if name not in given:
                if ptx is None and cls.ptx_types_required:
                    raise builder.error(tok, f"custom op '{cls.name}' attribute {name} is not provided explicitly "
                                             f"and cannot be inferred")
                if ptx is not None:
                    props[name] = MMATypes.cls(ptx)
        if cls.adds_ordered_metadata and "orderedMetadata" not in given:
            props["orderedMetadata"] = A.UnitAttr()
        # The C++ parser records one value for each of the extra lists,
        # whatever it read: the verifier reports a mismatch.
        sizes = [len(x) for x in lists[:3]] + [1] * sum(count for _, count, _ in cls.extra)
        props["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))
        result_types = results if isinstance(results, list) else [results]
        return cls(operands, result_types, discardable, props, 0, (), builder.loc(tok))

    @classmethod
    def split_attributes(cls, given: dict[str, A.Attribute]) -> tuple[dict[str, A.Attribute],
                                                                       dict[str, A.Attribute]]:
        """The dictionary's inherent attributes become properties, those of
        the wrong kind are dropped (Op::setInherentAttr); the rest stay."""
        props: dict[str, A.Attribute] = {}
        discardable: dict[str, A.Attribute] = {}
        defs = cls.op_def.props
        for name, value in given.items():
            if name == "operandSegmentSizes":
                continue
            d = defs.get(name)
            if d is None:
                discardable[name] = value
            elif d.constraint.check(value):
                props[name] = value
        return props, discardable

    def print(self, p: Printer) -> None:
        sizes = self.operand_sizes()
        groups = []
        start = 0
        for n in sizes:
            groups.append([o.value for o in self.op_operands[start:start + n]])
            start += n
        ignored = {"operandSegmentSizes"}
        for name, frag in zip(_PTX_TYPE_NAMES, groups):
            if frag and infer_mma_type(frag[0].type, False) is not None:
                ignored.add(name)
        self.print_lists(p, groups)
        attrs = dict(self.properties)
        attrs.update(self.attributes)
        p.print_optional_attr_dict(attrs, ignored)
        p.write(" : (")
        p.print_list([g[0].type for g in groups[:3] if g], p.print_type)
        p.write(") -> ")
        p.print_function_results([self.results[0].type] if self.results else [])

    def print_lists(self, p: Printer, groups: list[list[Any]]) -> None:
        """` A[..] B[..] C[..]` and the extra lists, each of `count` groups."""
        i = 0
        for word, count in [("A", 1), ("B", 1), ("C", 1), *((w, c) for w, c, _ in self.extra)]:
            p.write(f" {word}[")
            p.print_operands([v for g in groups[i:i + count] for v in g])
            p.write("]")
            i += count


def _declare(cls: type[_MmaFragmentsOp]) -> type[_MmaFragmentsOp]:
    cls.grammar, cls.rules = cls.make_grammar()
    return nvvm.op(cls)  # type: ignore[no-any-return]


def _div(a: int, b: int) -> int:
    """C++'s integer division (towards zero)."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


# ---- mma.sp.sync ------------------------------------------------------------------------------------
_F16X2 = T.VectorType((2,), T.f16)


def mma_expected(op: Any, m: int, n: int, k: int, a_type: str, sparse: bool) -> Any:
    """MmaOp::verify's and MmaSpOp::verify's table: the allowed shapes, the
    A/B/C operand lists and result types, or the error for an unknown
    M=16 type."""
    i32, f32, f64 = T.i32, T.f32, T.f64
    shapes: list[tuple[int, int, int]] = []
    exp_a: list[list[T.Type]] = []
    exp_b: list[list[T.Type]] = []
    exp_c: list[list[T.Type]] = []
    exp_res: list[T.Type] = []
    if m == 16:
        f32x4 = _struct(f32, f32, f32, f32)
        frag: T.Type | None = None
        # (K factor, fragment type, results; the sparse op's shapes)
        if a_type == "tf32":
            k_factor, frag, sparse_shapes = 4, i32, [(16, 8, 8), (16, 8, 16)]
            exp_res.append(f32x4)
        elif a_type in ("bf16", "f16"):
            k_factor, sparse_shapes = 8, [(16, 8, 16), (16, 8, 32)]
            frag = i32 if a_type == "bf16" else _F16X2
            exp_res += [f32x4] if a_type == "bf16" else [_struct(_F16X2, _F16X2), f32x4]
        elif _is_int4(a_type):
            k_factor, sparse_shapes = 32, [(16, 8, 64), (16, 8, 128)]
        elif _is_int8(a_type):
            k_factor, sparse_shapes = 16, [(16, 8, 32), (16, 8, 64)]
        elif a_type == "b1" and not sparse:
            k_factor, sparse_shapes = 128, []
        elif a_type in _FP8 and sparse:
            k_factor, frag, sparse_shapes = 32, i32, [(16, 8, 64)]
            exp_res += [_struct(_F16X2, _F16X2), f32x4]
        else:
            raise op_error(op, f"invalid shape or multiplicand type: {a_type}")
        if _is_integer(a_type):
            exp_res.append(_struct(i32, i32, i32, i32))
            exp_c.append([i32] * 4)
            frag = i32
        else:
            exp_c += [[_F16X2] * 2, [f32] * 4]
        unit_a = _div(m, 8) * _div(k, k_factor)
        # 2:4 sparsity: A holds half the elements.
        exp_a.append([frag] * (_div(unit_a, 2) if sparse else unit_a))
        exp_b.append([frag] * (_div(n, 8) * _div(k, k_factor)))
        shapes = sparse_shapes if sparse else [(16, 8, k_factor), (16, 8, k_factor * 2)]
        result_ptx = infer_mma_type(op.results[0].type, True) if op.results else None
        accum = op.operandC
        accum_ptx = infer_mma_type(accum[0].type, True) if accum else None
        if result_ptx != accum_ptx:
            raise op.emit_error("ctype does not match dtype")
    if m == 8:
        if a_type == "f16":
            exp_a.append([_F16X2] * 2)
            exp_b.append([_F16X2] * 2)
            exp_res += [_struct(*[_F16X2] * 4), _struct(*[f32] * 8)]
            exp_c += [[_F16X2] * 4, [f32] * 8]
            shapes.append((8, 8, 4))
        if a_type == "f64":
            exp_a.append([f64])
            exp_b.append([f64])
            exp_c.append([f64] * 2)
            exp_res.append(_struct(f64, f64))
            shapes.append((8, 8, 4))
        if _is_integer(a_type):
            exp_a.append([i32])
            exp_b.append([i32])
            exp_c.append([i32, i32])
            exp_res.append(_struct(i32, i32))
            if _is_int4(a_type):
                shapes.append((8, 8, 32))
            if _is_int8(a_type):
                shapes.append((8, 8, 16))
            if a_type == "b1" and not sparse:
                shapes.append((8, 8, 128))
    return shapes, (exp_a, exp_b, exp_c), exp_res


def check_fragments(op: Any, shape: tuple[int, int, int], shapes: Sequence[tuple[int, int, int]],
                    expected: Sequence[list[list[T.Type]]], results: Sequence[T.Type]) -> None:
    """The shape, then the A/B/C operand lists, then the result type: each
    must be one of the allowed (MmaOp and MmaSpOp ::verify's messages)."""
    if not all(expected) or shape not in shapes:
        raise op.emit_error(f"unimplemented variant for MMA shape <{', '.join(map(str, shape))}>")
    for label, allowed, group in zip("ABC", expected, (op.operandA, op.operandB, op.operandC)):
        got = [v.type for v in group]
        if got not in allowed:
            options = "".join(f"{len(x)}x{x[0] if x else ''} " for x in allowed)
            raise op.emit_error(f"Could not match types for the {label} operands; expected one of {options}"
                                f"but got {', '.join(map(str, got))}")
    res = op.results[0].type if op.results else None
    if res not in results:
        raise op.emit_error(f"Could not match allowed types for the result; expected one of "
                            f"{', '.join(map(str, results))} but got {res}")


def _shape_of(op: Any) -> tuple[int, int, int]:
    s = op.properties.get("shape")
    return (s["m"], s["n"], s["k"]) if isinstance(s, MMAShapeAttr) else (0, 0, 0)


def verify_fragments(op: Any, sparse: bool) -> tuple[str, tuple[int, int, int]]:
    """What MmaOp::verify and MmaSpOp::verify share: the table's shape,
    operand and result checks, then the int4/int8 overflow attribute.
    Returns A's PTX type and the shape."""
    a_type = _value(op, "multiplicandAPtxType")
    if a_type is None:
        # mlir-opt 22.1.8 reads the absent attribute and crashes (generic form only).
        raise op.emit_error("requires attribute 'multiplicandAPtxType'")
    shape = _shape_of(op)
    shapes, expected, results = mma_expected(op, *shape, a_type, sparse)
    check_fragments(op, shape, shapes, expected, results)
    if a_type == "b1" and not sparse and op.properties.get("b1Op") is None:
        raise op.emit_error("op requires b1Op attribute")
    if (_is_int4(a_type) or _is_int8(a_type)) and op.properties.get("intOverflowBehavior") is None:
        raise op.emit_error("op requires intOverflowBehavior attribute")
    return a_type, shape


def _verify_mma_sp(op: Any) -> None:
    """MmaSpOp::verify."""
    verify_fragments(op, sparse=True)
    if op.sparseMetadata.type is not T.i32:
        raise op.emit_error("sparse metadata must be i32 type")
    if op.sparsitySelector.type is not T.i32:
        raise op.emit_error("sparsity selector must be i32 type")


_SCALE_TYPES = (T.i32, T.i16, T.i16)  # data, byte id, thread id
_SPARSE_LISTS = (("sparseMetadata", 1, (T.i32,)), ("selector", 1, (T.i32,)))
_SCALE_LISTS = (("scaleA", 3, _SCALE_TYPES), ("scaleB", 3, _SCALE_TYPES))


def _elements(sparse: bool, block_scale: bool) -> dict[str, Any]:
    """The properties and operands of the three ops, created in ODS order
    (declaration order is creation order)."""
    e: dict[str, Any] = {"shape": prop(_SHAPE)}
    if not block_scale:
        e["intOverflowBehavior"] = opt_prop(MMAIntOverflow)
    e.update(multiplicandAPtxType=opt_prop(MMATypes), multiplicandBPtxType=opt_prop(MMATypes))
    if sparse:
        e["orderedMetadata"] = opt_prop(C.UnitAttr)
    if block_scale:
        e.update(scaleVecSize=prop(ScaleVecSize), blockScaleFormat=prop(BlockScaleFormat),
                 kind=prop(MMABlockScaleKind))
    else:
        e["kind"] = opt_prop(MMAKind)
    e.update(operandA=var_operand(LLVMType), operandB=var_operand(LLVMType), operandC=var_operand(LLVMType))
    if sparse:
        e.update(sparseMetadata=operand(C.I32), sparsitySelector=operand(C.I32))
    if block_scale:
        for side in "AB":
            e.update({f"scale{side}Data": operand(C.I32), f"byteId{side}": operand(C.I16),
                      f"threadId{side}": operand(C.I16)})
    e["res"] = result(LLVMAnyStruct)
    e["traits"] = (AttrSizedOperandSegments,)
    e["extra"] = (_SPARSE_LISTS if sparse else ()) + (_SCALE_LISTS if block_scale else ())
    return e


def _op(cls_name: str, name: str, base: type[_MmaFragmentsOp], sparse: bool, block_scale: bool,
        **body: Any) -> type[_MmaFragmentsOp]:
    cls = type(cls_name, (base,), {"name": name, **_elements(sparse, block_scale), **body})
    return _declare(cls)


# `A[..] B[..] C[..] sparseMetadata[%m] selector[%s] {attrs} : (tA, tB, tC) -> tRes`
MmaSpOp = _op("MmaSpOp", "nvvm.mma.sp.sync", _MmaFragmentsOp, True, False, verify_=_verify_mma_sp,
              ptx_types_required=True)


def verify_mma_sync(op: Any) -> None:
    """MmaOp::verify."""
    a_type, shape = verify_fragments(op, sparse=False)
    # Only m8n8k4 with f16 has layouts other than row/col.
    if not (shape == (8, 8, 4) and a_type == "f16") and (_value(op, "layoutA"), _value(op, "layoutB")) != ("row",
                                                                                                          "col"):
        m, n, k = shape
        raise op.emit_error(f"requires layoutA = #nvvm.mma_layout<row> and layoutB = #nvvm.mma_layout<col> for shape "
                            f"<{m}, {n}, {k}> with element types {a_type} and {_value(op, 'multiplicandBPtxType')}. "
                            f"Only m8n8k4 with f16 supports other layouts.")


# ---- mma.block_scale and mma.sp.block_scale -----------------------------------------------------------


def _op_errors(op: Any, messages: list[str]) -> MLIRError:
    """Several emitOpError calls of one verifier: each is reported, with its
    own `see current operation` note (the verifier adds the first's)."""
    from pyopt.ir.verifier import current_operation_notes

    first = op.emit_error(messages[0])
    for message in messages[1:]:
        first.diagnostic.notes.append(Diagnostic("error", f"'{op.name}' op {message}", op.loc))
        first.diagnostic.notes.extend(current_operation_notes(op))
    return first  # type: ignore[no-any-return]


def _verify_block_scale(geoms: tuple[int, int], sparse: bool) -> Any:
    """Mma(Sp)BlockScaleOp::verify: by K, the MMA types, kind, scale vector
    size and format; every failed check is reported."""
    k4, k8 = geoms  # the FP4 and the FP8/FP6/FP4 K of M=16, N=8
    what = "sparse mma" if sparse else "mma"

    def verify(op: Any) -> None:
        if sparse and op.properties.get("orderedMetadata") is None:
            raise op.emit_error("'orderedMetadata' attribute is mandatory")
        m, n, k = _shape_of(op)
        kind, vec, fmt = _value(op, "kind"), _value(op, "scaleVecSize"), _value(op, "blockScaleFormat")
        messages = []
        if (m, n, k) == (16, 8, k4):
            if _value(op, "multiplicandAPtxType") != "e2m1" or _value(op, "multiplicandBPtxType") != "e2m1":
                messages.append(f"unsupported MMATypes attribute for mma.m16n8k{k4}.(mxf4nvf4|mxf4)")
            if kind == "mxf4":
                if vec != "x2":
                    messages.append(f"unsupported ScaleVecSize attribute for mma.m16n8k{k4}.mxf4")
                if fmt != "ue8m0":
                    messages.append(f"unsupported BlockScaleFormat attribute for mma.m16n8k{k4}.mxf4")
            elif kind == "mxf4nvf4":
                if (vec, fmt) not in (("x2", "ue8m0"), ("x4", "ue4m3")):
                    messages.append(f"unsupported ScaleVecSize and BlockScaleFormat attributes for "
                                    f"mma.m16n8k{k4}.mxf4nvf4")
            else:
                messages.append(f"unsupported Kind attribute for mma.m16n8k{k4}")
        elif (m, n, k) == (16, 8, k8):
            if (kind, vec, fmt) != ("mxf8f6f4", "x1", "ue8m0"):
                messages.append(f"unsupported Kind, ScaleVecSize and BlockScaleFormat attributes for "
                                f"mma.m16n8k{k8}")
        else:
            messages.append(f"unsupported Geom for {what} with block scaling")
        if messages:
            raise _op_errors(op, messages)
    return verify


class _BlockScaleOp(_MmaFragmentsOp):
    counted_at_paren = True


# `A[..] B[..] C[..] scaleA[%d, %b, %t] scaleB[%d, %b, %t] {attrs} : (tA, tB, tC) -> tRes`, and with
# `sparseMetadata[%m] selector[%s]` after C.
MmaBlockScaleOp = _op("MmaBlockScaleOp", "nvvm.mma.block_scale", _BlockScaleOp, False, True,
                      verify_=_verify_block_scale((64, 32), False))
MmaSpBlockScaleOp = _op("MmaSpBlockScaleOp", "nvvm.mma.sp.block_scale", _BlockScaleOp, True, True,
                        verify_=_verify_block_scale((128, 64), True), adds_ordered_metadata=True)
