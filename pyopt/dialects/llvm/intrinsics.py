"""LLVM intrinsic ops (`llvm.intr.*`, LLVMIntrinsicOps.td).

Most intrinsics share a handful of shapes; they are declared from compact
tables: (mnemonic, operand names, extra properties, result, format)."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.format import Binding, directive_rule_name
from pyopt.ir.ods import (AllTypesMatch, OpDef, PredOpTrait, Pure, SameOperandsAndResultElementType,
                          SameOperandsAndResultType, SameOperandsElementType, SameTypeOperands, opt_operand, opt_prop,
                          prop, result, operand, var_operand)
from pyopt.dialects.llvm import attrs as LA
from pyopt.dialects.llvm import constraints as LC
from pyopt.dialects.llvm.dialect import llvm
from pyopt.dialects.llvm.types import LLVMPointerType, LLVMStructType

PAREN = "`(` operands `)` attr-dict `:` functional-type(operands, results)"
DefaultPointer = C.TypeConstraint("LLVM pointer in address space 0",
                                  lambda t: isinstance(t, LLVMPointerType) and t.address_space == 0,
                                  LLVMPointerType(0))
I8Attr = C.TypedAttrC(T.i8, "8-bit signless integer attribute")
DI_EXPRESSION_EMPTY = LA.RawLLVMAttr("di_expression", "")


class _APIntAttrC(C.AttrConstraint):
    """APIntAttr: any integer attribute, whatever its type."""

    summary = "arbitrary integer attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerAttr)


APIntAttr = _APIntAttrC()
# Debug-info and alias-scope attribute kinds (LLVMAttrDefs.td); mlir-opt's summaries of the
# debug-info ones are empty.
DIExpressionAttr = LA.RawKindAttrC("di_expression")
DILocalVariableAttr = LA.RawKindAttrC("di_local_variable")
DILabelAttr = LA.RawKindAttrC("di_label")
AliasScopeAttr = LA.RawKindAttrC("alias_scope", "LLVM dialect alias scope")

# Property kinds used in the tables.
_PROPS: dict[str, Any] = {
    "fastmath": lambda: ("fastmathFlags", prop(LA.FastmathAttrC, default=LA.FASTMATH_NONE)),
    "i1": lambda n: (n, prop(C.I1Attr)),
    "i8": lambda n: (n, prop(I8Attr)),
    "i32": lambda n: (n, prop(C.I32Attr)),
    "i64": lambda n: (n, prop(C.I64Attr)),
    "f64": lambda n: (n, prop(C.F64Attr)),
    "any": lambda n: (n, prop()),
    "apint": lambda n: (n, prop(APIntAttr)),
    "scope": lambda n: (n, prop(AliasScopeAttr)),
    "dilabel": lambda n: (n, prop(DILabelAttr)),
    "opt": lambda n: (n, opt_prop()),
    "unit": lambda n: (n, opt_prop(C.UnitAttr)),
    "groups": lambda n: (n, opt_prop(LA.AccessGroupArray)),
    "scopes": lambda n: (n, opt_prop(LA.AliasScopeArray)),
    "tbaa": lambda n: (n, opt_prop(LA.TBAATagArray)),
    "dicts": lambda n: (n, opt_prop(C.DictArrayAttr)),
}


def _split_types(cls: type[OpDef]) -> Any:
    names = [d.name for d in cls.op_def.operands]

    def infer_types(b: Binding) -> None:
        types = b.types.get("operands")
        if types is not None and "operands" not in b.operands:
            for n, t in zip(names, types):
                b.types.setdefault(n, t)
    return staticmethod(infer_types)


def intrinsic(mnemonic: str, operands: str = "", props: str = "", res: bool | C.TypeConstraint = True,
              fmt: str | None = PAREN, traits: tuple[Any, ...] = (), operand_types: dict[str, Any] | None = None,
              infer: Any = None, ty: C.TypeConstraint = LC.LLVMType, verify: Any = None) -> type:
    """Declare `llvm.intr.<mnemonic>`.  `operands`: names (`name?` optional,
    `name*` variadic); `props`: `kind:name` items (see _PROPS); `ty`: the
    operands' constraint unless `operand_types` names one of their own;
    `verify`: the op's own verifier (`hasVerifier`)."""
    ns: dict[str, Any] = {"name": f"llvm.intr.{mnemonic}"}
    types = operand_types or {}
    for n in operands.split():
        if n.endswith("?"):
            ns[n[:-1]] = opt_operand(types.get(n[:-1], ty))
        elif n.endswith("*"):
            ns[n[:-1]] = var_operand(types.get(n[:-1], ty))
        else:
            ns[n] = operand(types.get(n, ty))
    for item in props.split():
        kind, _, pname = item.partition(":")
        key, value = _PROPS[kind](pname) if pname else _PROPS[kind]()
        ns[key] = value
    if res is not False:
        ns["res"] = result(LC.LLVMType if res is True else res)
    ns["traits"] = traits
    if verify is not None:
        ns["verify_"] = verify
    if fmt is not None:
        ns["assembly_format"] = fmt
    cls_name = "".join(p.capitalize() for p in mnemonic.replace(".", "_").split("_")) + "Op"
    cls = type(cls_name, (OpDef,), ns)
    if infer is not None:
        cls.infer_types = staticmethod(infer)  # type: ignore[attr-defined]
    elif fmt is not None and ("functional-type(operands" in fmt or "type(operands)" in fmt) and \
            "`(` operands `)`" not in fmt and not fmt.startswith("operands"):
        cls.infer_types = _split_types(cls)  # type: ignore[attr-defined]
    return llvm.op(cls)


SAME = (Pure, SameOperandsAndResultType)

# Floating-point math with fastmath flags: `llvm.intr.sqrt(%x) : (f32) -> f32`.
for _m in ("acos asin atan ceil cos cosh exp exp10 exp2 fabs floor log log10 log2 nearbyint rint round roundeven "
           "sin sinh sqrt tan tanh trunc").split():
    intrinsic(_m, "in", "fastmath", traits=SAME, ty=LC.FloatOrVector)
for _m in "atan2 copysign maximum maxnum minimum minnum pow".split():
    intrinsic(_m, "a b", "fastmath", traits=SAME, ty=LC.FloatOrVector)
for _m in "fma fmuladd".split():
    intrinsic(_m, "a b c", "fastmath", traits=SAME, ty=LC.FloatOrVector)
intrinsic("frexp", "val", "fastmath", traits=(Pure,), ty=LC.FloatOrVector)


def _verify_sincos(op: OpDef) -> None:
    """SincosOp::verify: the result is `struct<(t, t)>` for operand type t."""
    t, res = op.operands[0].type, op.results[0].type
    if not (isinstance(res, LLVMStructType) and len(res.body) == 2 and all(e is t for e in res.body)):
        raise op.emit_error("expected result type to be an homogeneous struct with two elements matching the "
                            f"operand type, but got '{res}'")


intrinsic("sincos", "val", "fastmath", traits=(Pure,), ty=LC.FloatOrVector, verify=_verify_sincos)
intrinsic("ldexp", "val power", "fastmath", traits=(Pure,),
          operand_types={"val": LC.FloatOrVector, "power": C.AnySignlessInteger})
intrinsic("powi", "val power", "fastmath", traits=(Pure,),
          operand_types={"val": LC.FloatOrVector, "power": C.AnySignlessInteger})
for _m in "llrint llround lrint lround".split():
    intrinsic(_m, "val", traits=(Pure,), ty=LC.FloatOrVector)
_REDUCTION = (Pure, SameOperandsAndResultElementType)
for _m in "fmax fmaximum fmin fminimum".split():
    intrinsic(f"vector.reduce.{_m}", "in", "fastmath", traits=_REDUCTION, ty=LC.FloatVector)

# Integer intrinsics.
for _m in "bitreverse bswap ctpop".split():
    intrinsic(_m, "in", traits=SAME, ty=LC.IntOrVector)
for _m in "sadd.sat ssub.sat uadd.sat usub.sat sshl.sat ushl.sat smax smin umax umin".split():
    intrinsic(_m, "a b", traits=SAME, ty=LC.IntOrVector)
for _m in "fshl fshr".split():
    intrinsic(_m, "a b c", traits=SAME, ty=LC.IntOrVector)
for _m in "scmp ucmp".split():
    intrinsic(_m, "a b", res=LC.IntOrVector, traits=(Pure, SameTypeOperands), ty=LC.IntOrVector)

# Generic-form-only intrinsics.
intrinsic("abs", "in", "i1:is_int_min_poison", fmt=None, traits=(Pure,), ty=LC.IntOrVector)
intrinsic("ctlz", "in", "i1:is_zero_poison", fmt=None, traits=SAME, ty=LC.IntOrVector)
intrinsic("cttz", "in", "i1:is_zero_poison", fmt=None, traits=SAME, ty=LC.IntOrVector)
intrinsic("is.fpclass", "in", "i32:bit", fmt=None, traits=(Pure,), ty=LC.FloatOrVector)
intrinsic("is.constant", "val", res=LC.I1, fmt=None, traits=(Pure,))
intrinsic("vscale", "", fmt=None)
intrinsic("threadlocal.address", "global", fmt=None, traits=(Pure,), ty=LC.AnyPointer)
_LINE = {"line": LC.I32}
intrinsic("annotation", "integer annotation fileName line", res=C.AnySignlessInteger, fmt=None, ty=LC.AnyPointer,
          operand_types={"integer": C.AnySignlessInteger, **_LINE},
          traits=(AllTypesMatch("res", "integer"), AllTypesMatch("annotation", "fileName")))
intrinsic("ptr.annotation", "ptr annotation fileName line attr", res=LC.AnyPointer, fmt=None, ty=LC.AnyPointer,
          operand_types=_LINE,
          traits=(AllTypesMatch("res", "ptr"), AllTypesMatch("annotation", "fileName", "attr")))
intrinsic("var.annotation", "val annotation fileName line attr", res=False, fmt=None, ty=LC.AnyPointer,
          operand_types=_LINE, traits=(AllTypesMatch("annotation", "fileName", "attr"),))
intrinsic("prefetch", "addr", "i32:rw i32:hint i32:cache", res=False, fmt=None, ty=LC.AnyPointer)
for _m in "sadd smul ssub uadd umul usub".split():
    intrinsic(f"{_m}.with.overflow", "lhs rhs", fmt=None, traits=(Pure, SameOperandsElementType), ty=LC.IntOrVector)
for _m in "add and mul or smax smin umax umin xor".split():
    intrinsic(f"vector.reduce.{_m}", "in", fmt=None, traits=_REDUCTION, ty=LC.IntVector)
for _m in "fadd fmul".split():
    intrinsic(f"vector.reduce.{_m}", "start_value input", "fastmath", fmt=None, traits=_REDUCTION,
              operand_types={"start_value": C.AnyFloat, "input": LC.FloatVector})
def _element_count(t: T.Type) -> tuple[int, bool] | None:
    """getVectorNumElements of a 1-D vector: (known minimum, scalable)."""
    if isinstance(t, T.VectorType) and len(t.shape) == 1:
        return t.shape[0], t.scalable[0]
    return None


def _vector_bits(t: T.Type) -> int:
    element = t.element if isinstance(t, T.VectorType) else None
    width = element.width if isinstance(element, (T.IntegerType, T.FloatType)) else 0
    return (_element_count(t) or (0, False))[0] * width


def _is_scalable(t: T.Type) -> bool:
    return isinstance(t, T.VectorType) and any(t.scalable)


def _twice_as_many(op: Any) -> bool:
    vec1, res = _element_count(op.operands[0].type), _element_count(op.results[0].type)
    return (vec1 is not None and res == (vec1[0] * 2, vec1[1])
            and op.operands[0].type.element is op.results[0].type.element)


def _bits_ok(*types: T.Type) -> bool:
    return all(_vector_bits(t) <= 131072 for t in types)


_BITS = "vectors are not bigger than 2^17 bits."
intrinsic("vector.interleave2", "vec1 vec2", fmt=None, ty=LC.AnyVector, traits=(
    Pure, AllTypesMatch("vec1", "vec2"),
    PredOpTrait("result has twice as many elements as 'vec1'", _twice_as_many)))
intrinsic("vector.deinterleave2", "vec", fmt=None, traits=(Pure,), ty=LC.AnyVector)
_MEM = "groups:access_groups scopes:alias_scopes scopes:noalias_scopes tbaa:tbaa dicts:arg_attrs dicts:res_attrs"
_MEM_OPERANDS = {"len": C.AnySignlessInteger, "val": C.TypeConstraint("8-bit signless integer",
                                                                     lambda t: t == T.i8, T.i8)}
for _m in ("memcpy", "memmove", "memset"):
    intrinsic(_m, "dst val len" if _m == "memset" else "dst src len", "i1:isVolatile " + _MEM, res=False, fmt=None,
              ty=LC.AnyPointer, operand_types=_MEM_OPERANDS)
intrinsic("memcpy.inline", "dst src", "apint:len i1:isVolatile " + _MEM, res=False, fmt=None, ty=LC.AnyPointer)
intrinsic("memset.inline", "dst val", "apint:len i1:isVolatile " + _MEM, res=False, fmt=None, ty=LC.AnyPointer,
          operand_types=_MEM_OPERANDS)
intrinsic("masked.compressstore", "value ptr mask", "dicts:arg_attrs dicts:res_attrs", res=False, fmt=None,
          operand_types={"value": LC.AnyVector, "ptr": LC.AnyPointer, "mask": LC.I1Vector})
intrinsic("masked.expandload", "ptr mask passthru", "dicts:arg_attrs dicts:res_attrs", fmt=None,
          operand_types={"ptr": LC.AnyPointer, "mask": LC.I1Vector, "passthru": LC.AnyVector})
# Vector-predicated intrinsics (LLVM_VP*Base): element-typed vectors, an i1-vector mask, an i32 length.
_VP = {"mask": LC.I1Vector, "evl": LC.I32}
_VP_FLOAT = "fadd fdiv fmul frem fsub fma fmuladd fneg fpext fptosi fptoui fptrunc".split()
_VP_INT_SOURCE = "inttoptr sext sitofp trunc uitofp zext".split()
intrinsic("experimental.vp.strided.load", "ptr stride mask evl", fmt=None,
          operand_types={"ptr": LC.AnyPointer, "stride": C.AnySignlessInteger, **_VP})
intrinsic("experimental.vp.strided.store", "val ptr stride mask evl", res=False, fmt=None,
          operand_types={"val": LC.AnyVector, "ptr": LC.AnyPointer, "stride": C.AnySignlessInteger, **_VP})
for _m in "add and ashr fadd fdiv fmul frem fsub lshr mul or sdiv shl smax smin srem sub udiv umax umin urem xor".split():
    intrinsic(f"vp.{_m}", "lhs rhs mask evl", fmt=None, traits=(Pure,), operand_types=_VP,
              ty=LC.FloatVector if _m in _VP_FLOAT else LC.IntVector)
for _m in "fma fmuladd".split():
    intrinsic(f"vp.{_m}", "op1 op2 op3 mask evl", fmt=None, traits=(Pure,), operand_types=_VP, ty=LC.FloatVector)
intrinsic("vp.fneg", "op mask evl", fmt=None, traits=(Pure,), operand_types=_VP, ty=LC.FloatVector)
for _m in "fpext fptosi fptoui fptrunc inttoptr ptrtoint sext sitofp trunc uitofp zext".split():
    intrinsic(f"vp.{_m}", "src mask evl", fmt=None, traits=(Pure,), operand_types=_VP,
              ty=LC.FloatVector if _m in _VP_FLOAT else LC.IntVector if _m in _VP_INT_SOURCE else LC.PtrVector)
for _m in "add and fadd fmax fmin fmul mul or smax smin umax umin xor".split():
    _float_reduction = _m in ("fadd", "fmax", "fmin", "fmul")
    intrinsic(f"vp.reduce.{_m}", "satrt_value val mask evl", fmt=None, traits=(Pure,), operand_types={
        "satrt_value": C.AnyFloat if _float_reduction else C.AnySignlessInteger,
        "val": LC.FloatVector if _float_reduction else LC.IntVector, **_VP})
_VP_SELECT = {"cond": LC.I1Vector, "true_val": LC.AnyVector, "false_val": LC.AnyVector, "evl": LC.I32}
intrinsic("vp.merge", "cond true_val false_val evl", fmt=None, traits=(Pure,), operand_types=_VP_SELECT)
intrinsic("vp.select", "cond true_val false_val evl", fmt=None, traits=(Pure,), operand_types=_VP_SELECT)
intrinsic("vp.load", "ptr mask evl", fmt=None, operand_types={"ptr": LC.AnyPointer, **_VP})
intrinsic("vp.store", "val ptr mask evl", res=False, fmt=None,
          operand_types={"val": LC.AnyVector, "ptr": LC.AnyPointer, **_VP})

# Keyword formats.
_PTR = "$ptr attr-dict `:` qualified(type($ptr))"
for _m in "lifetime.start lifetime.end stackrestore".split():
    intrinsic(_m, "ptr", res=False, fmt=_PTR, ty=LC.AnyPointer)
for _m in "launder.invariant.group strip.invariant.group".split():
    intrinsic(_m, "ptr", res=LC.AnyPointer, fmt=_PTR, traits=(SameOperandsAndResultType,))
intrinsic("invariant.start", "ptr", "i64:size", res=DefaultPointer, ty=LC.AnyPointer,
          fmt="$size `,` $ptr attr-dict `:` qualified(type($ptr))")
intrinsic("invariant.end", "start ptr", "i64:size", res=False,
          fmt="$start `,` $size `,` $ptr attr-dict `:` qualified(type($ptr))", operand_types={"start": DefaultPointer, "ptr": LC.AnyPointer})
intrinsic("stacksave", "", fmt="attr-dict `:` qualified(type($res))")
intrinsic("stepvector", "", res=LC.IntVector, fmt="attr-dict `:` type($res)", traits=(Pure,))
intrinsic("coro.align", "", fmt="attr-dict `:` type($res)")
intrinsic("coro.size", "", fmt="attr-dict `:` type($res)")
_CORO = {"token": LC.TokenType, "id": LC.TokenType, "save": LC.TokenType, "retvals": LC.TokenType,
         "unwind": LC.I1, "final": LC.I1, "align": LC.I32}
intrinsic("coro.begin", "token mem", ty=LC.AnyPointer, operand_types=_CORO, fmt="$token `,` $mem attr-dict `:` functional-type(operands, results)")
intrinsic("coro.end", "handle unwind retvals", ty=LC.AnyPointer, operand_types=_CORO,
          fmt="$handle `,` $unwind `,` $retvals attr-dict `:` functional-type(operands, results)")
intrinsic("coro.free", "id handle", ty=LC.AnyPointer, operand_types=_CORO, fmt="$id `,` $handle attr-dict `:` functional-type(operands, results)")
intrinsic("coro.id", "align promise coroaddr fnaddrs", ty=LC.AnyPointer, operand_types=_CORO,
          fmt="$align `,` $promise `,` $coroaddr `,` $fnaddrs attr-dict `:` functional-type(operands, results)")
intrinsic("coro.promise", "handle align from", res=LC.AnyPointer,
          operand_types={"handle": LC.AnyPointer, "align": LC.I32, "from": LC.I1},
          fmt="$handle `,` $align `,` $from attr-dict `:` functional-type(operands, results)")
intrinsic("coro.resume", "handle", res=False, ty=LC.AnyPointer, fmt="$handle attr-dict `:` qualified(type($handle))")
intrinsic("coro.save", "handle", ty=LC.AnyPointer, fmt="$handle attr-dict `:` functional-type(operands, results)")
intrinsic("coro.suspend", "save final", operand_types=_CORO, fmt="$save `,` $final attr-dict `:` type($res)",
          infer=lambda b: b.types.setdefault("final", T.i1))
intrinsic("eh.typeid.for", "type_info", ty=LC.AnyPointer, fmt="$type_info attr-dict `:` functional-type(operands, results)")
intrinsic("ptrmask", "ptr mask", res=LC.PtrOrVector, fmt="$ptr `,` $mask attr-dict `:` functional-type(operands, results)",
          traits=(Pure, AllTypesMatch("ptr", "res")), operand_types={"ptr": LC.PtrOrVector, "mask": LC.AnyIntOrVector})
intrinsic("expect", "val expected", fmt="$val `,` $expected attr-dict `:` type($val)", traits=SAME,
          ty=C.AnySignlessInteger)
intrinsic("expect.with.probability", "val expected", "f64:prob", ty=C.AnySignlessInteger,
          fmt="$val `,` $expected `,` $prob attr-dict `:` type($val)", traits=(Pure, AllTypesMatch("val", "expected", "res")),
          infer=lambda b: (b.types.setdefault("expected", b.types.get("val")),
                           b.types.setdefault("res", b.types.get("val"))))
intrinsic("get.active.lane.mask", "base n",
          fmt="$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)", traits=(Pure,))
intrinsic("ssa.copy", "operand_", fmt="$operand_ attr-dict `:` type($operand_)", traits=SAME,
          operand_types={"operand_": C.AnyType})
intrinsic("trap", "", res=False, fmt="attr-dict")
intrinsic("debugtrap", "", res=False, fmt="attr-dict")
intrinsic("ubsantrap", "", "i8:failureKind", res=False, fmt="prop-dict attr-dict")
intrinsic("vastart", "arg_list", res=False, ty=LC.AnyPointer, fmt="$arg_list attr-dict `:` qualified(type($arg_list))")
intrinsic("vaend", "arg_list", res=False, ty=LC.AnyPointer, fmt="$arg_list attr-dict `:` qualified(type($arg_list))")
intrinsic("vacopy", "dest_list src_list", res=False, ty=LC.AnyPointer, fmt="$src_list `to` $dest_list attr-dict `:` type(operands)")
_MASKED = {"data": LC.AnyPointer, "ptrs": LC.PtrVector, "mask": LC.I1Vector}
intrinsic("masked.load", "data mask pass_thru?", "i32:alignment unit:nontemporal", res=LC.AnyVector,
          operand_types=_MASKED, ty=LC.AnyVector,
          fmt="operands attr-dict `:` functional-type(operands, results)")
intrinsic("masked.gather", "ptrs mask pass_thru*", "i32:alignment", res=LC.AnyVector,
          operand_types=_MASKED, ty=LC.AnyVector,
          fmt="operands attr-dict `:` functional-type(operands, results)")
intrinsic("masked.store", "value data mask", "i32:alignment", res=False, operand_types=_MASKED, ty=LC.AnyVector,
          fmt="$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` qualified(type($data))")
intrinsic("masked.scatter", "value ptrs mask", "i32:alignment", res=False, operand_types=_MASKED,
          ty=LC.AnyVector,
          fmt="$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` type($ptrs)")
intrinsic("matrix.column.major.load", "data stride", "i1:isVolatile i32:rows i32:columns", res=LC.AnyVector,
          operand_types={"data": LC.AnyPointer, "stride": C.AnySignlessInteger},
          fmt="$data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($res) `from` qualified(type($data)) "
              "`stride` type($stride)")
intrinsic("matrix.column.major.store", "matrix data stride", "i1:isVolatile i32:rows i32:columns", res=False,
          fmt="$matrix `,` $data `,` `<` `stride` `=` $stride `>` attr-dict`:` type($matrix) `to` "
              "qualified(type($data)) `stride` type($stride)")
intrinsic("matrix.multiply", "lhs rhs", "i32:lhs_rows i32:lhs_columns i32:rhs_columns", res=LC.AnyVector,
          fmt="$lhs `,` $rhs attr-dict `:` `(` type($lhs) `,` type($rhs) `)` `->` type($res)")
intrinsic("matrix.transpose", "matrix", "i32:rows i32:columns", res=LC.AnyVector,
          fmt="$matrix attr-dict `:` type($matrix) `into` type($res)")
intrinsic("vector.extract", "srcvec", "i64:pos", res=LC.AnyVector, ty=LC.AnyVector,
          fmt="$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)", traits=(
              Pure, PredOpTrait(_BITS, lambda op: _bits_ok(op.operands[0].type, op.results[0].type)),
              PredOpTrait("it is not extracting scalable from fixed-length vectors.",
                          lambda op: not _is_scalable(op.results[0].type) or _is_scalable(op.operands[0].type))))
intrinsic("vector.insert", "dstvec srcvec", "i64:pos", res=LC.AnyVector, ty=LC.AnyVector,
          fmt="$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)", traits=(
              Pure, AllTypesMatch("dstvec", "res"),
              PredOpTrait(_BITS, lambda op: _bits_ok(op.operands[1].type, op.operands[0].type)),
              PredOpTrait("it is not inserting scalable into fixed-length vectors.",
                          lambda op: not _is_scalable(op.operands[1].type) or _is_scalable(op.operands[0].type))),
          infer=lambda b: b.types.setdefault("dstvec", b.types.get("res")))
intrinsic("experimental.noalias.scope.decl", "", "scope:scope", res=False, fmt="$scope attr-dict")
intrinsic("dbg.label", "", "dilabel:label", res=False, fmt="$label attr-dict")


def _dbg(mnemonic: str, value: str, constraint: C.TypeConstraint) -> type:
    cls = type(f"Dbg{mnemonic.capitalize()}Op", (OpDef,), {
        "name": f"llvm.intr.dbg.{mnemonic}",
        value: operand(constraint),
        "varInfo": prop(DILocalVariableAttr),
        "locationExpr": prop(DIExpressionAttr, default=DI_EXPRESSION_EMPTY),
        "assembly_format": (f"qualified($varInfo) (qualified($locationExpr)^)? `=` ${value} `:` "
                            f"qualified(type(${value})) attr-dict"),
    })
    return llvm.op(cls)


_dbg("declare", "addr", LC.AnyPointer)
_dbg("value", "value", LC.LLVMType)


@llvm.op
class AssumeOp(OpDef):
    name = "llvm.intr.assume"
    cond = operand(LC.I1)
    op_bundle_operands = var_operand(LC.LLVMType, segments="op_bundle_sizes")
    op_bundle_sizes = prop(C.DenseI32ArrayAttr)
    op_bundle_tags = opt_prop(C.ArrayAttr)
    grammar = "VALUE [" + directive_rule_name("LLVMOpBundles") + '] ":" type [dict_attr]'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AssumeOp:
        from pyopt.dialects.llvm.call_syntax import bundle_props
        from pyopt.dialects.llvm.func_ops import split_attr_dict

        tok, cond, bundles, ty, attrs = children
        props: dict[str, A.Attribute] = {}
        bundle_operands = bundle_props(builder, bundles, props, cls.name, per_bundle=False)
        discardable = split_attr_dict(cls, attrs, props)
        return cls([builder.use(cond, ty)] + bundle_operands, [], discardable, props, 0, [], builder.loc(tok))

    def print(self, p: Any) -> None:
        from pyopt.dialects.llvm.call_syntax import print_bundles
        from pyopt.dialects.llvm.func_ops import print_attr_dict

        p.write(" ")
        p.print_operand(self.operands[0])
        print_bundles(p, self, self.operands[1:])
        p.write(" : ")
        p.print_type(self.operands[0].type)
        print_attr_dict(p, self, ("op_bundle_sizes", "op_bundle_tags"))


# ---- constrained floating point (LLVMIntrinsicOps.td, LLVM_ConstrainedIntr) ------------------------
class _ValidRoundingModeC(C.EnumAttrC):
    """ConfinedAttr<RoundingModeAttr, [IntMinValue<0>]>: `invalid` (-1) parses, and fails the check."""

    def check(self, attr: A.Attribute) -> bool:
        return super().check(attr) and getattr(attr, "value", -1) >= 0


ValidRoundingMode = llvm.enum(_ValidRoundingModeC("llvm_rounding_mode", [
    ("towardzero", 0), ("tonearest", 1), ("upward", 2), ("downward", 3), ("tonearestaway", 4), ("dynamic", 7),
    ("invalid", -1)], summary="LLVM Rounding Mode whose minimum value is 0"))
FPExceptionBehavior = llvm.enum(C.EnumAttrC("llvm_fp_exception_behavior", [
    ("ignore", 0), ("maytrap", 1), ("strict", 2)], summary="LLVM Exception Behavior"))


def _constrained(mnemonic: str, rounding: bool) -> type[OpDef]:
    """`llvm.intr.experimental.constrained.<mnemonic> %x [rounding] <exceptions> : t to u`."""
    ns: dict[str, Any] = {"name": f"llvm.intr.experimental.constrained.{mnemonic}", "arg_0": operand(LC.LLVMType)}
    if rounding:
        ns["roundingmode"] = prop(ValidRoundingMode)
    ns["fpExceptionBehavior"] = prop(FPExceptionBehavior)
    ns["res"] = result(LC.LLVMType)
    ns["traits"] = (Pure,)
    ns["assembly_format"] = ("$arg_0 " + ("$roundingmode " if rounding else "")
                             + "$fpExceptionBehavior attr-dict `:` type($arg_0) `to` type(results)")
    return llvm.op(type("Constrained" + mnemonic.capitalize() + "Intr", (OpDef,), ns))


for _m, _rounding in (("fptrunc", True), ("fpext", False), ("sitofp", True), ("uitofp", True)):
    _constrained(_m, _rounding)
