"""LLVM dialect ops with a declarative assembly format (LLVMOps.td)."""

from __future__ import annotations

from typing import Any

from pyopt.rewrite.side_effects import READ, WRITE, load_store_effects
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.format import Binding, CustomDirective, custom_directive, element_value
from pyopt.ir.ods import (AllTypesMatch, TypesMatchWith, Commutative, ConstantLike, IsolatedFromAbove, NoTerminator, OpDef, Pure, ReturnLike,
                          SameOperandsAndResultType, SameTypeOperands, Symbol, SymbolTable, Terminator, operand,
                          opt_operand, opt_prop, opt_result, prop, region, result, var_operand, var_result)
from pyopt.ir.printer import Printer
from pyopt.dialects.llvm import attrs as LA
from pyopt.dialects.llvm import constraints as LC
from pyopt.dialects.llvm import verifiers as V
from pyopt.dialects.llvm.dialect import llvm
from pyopt.dialects.llvm.types import LLVMArrayType, LLVMStructType, is_compatible_type

Alignment = C.I64Attr


# ---- arithmetic --------------------------------------------------------------------
def _export(cls: type) -> type:
    """Ops declared in a loop are module attributes too (`ops.MulOp`)."""
    globals()[cls.__name__] = cls
    return cls


def _binary(mnemonic: str, cls_name: str, ty: C.TypeConstraint, flag: str = "", commutative: bool = False) -> type:
    """Integer/float binary ops; `flag` is overflow, exact, disjoint or fastmath."""
    ns: dict[str, Any] = {"name": f"llvm.{mnemonic}", "lhs": operand(ty), "rhs": operand(ty)}
    fmt = "$lhs `,` $rhs attr-dict `:` type($res)"
    if flag == "overflow":
        ns["overflowFlags"] = prop(LA.OverflowFlagsProp, default=LA.OVERFLOW_NONE)
        fmt = "$lhs `,` $rhs ($overflowFlags^)? attr-dict `:` type($res)"
    elif flag == "exact":
        ns["isExact"] = opt_prop(C.UnitAttr)
        fmt = "(`exact` $isExact^)? " + fmt
    elif flag == "disjoint":
        ns["isDisjoint"] = opt_prop(C.UnitAttr)
        fmt = "(`disjoint` $isDisjoint^)? " + fmt
    elif flag == "fastmath":
        ns["fastmathFlags"] = prop(LA.FastmathAttrC, default=LA.FASTMATH_NONE)
    ns["res"] = result(ty)
    ns["traits"] = (Pure, SameOperandsAndResultType) + ((Commutative,) if commutative else ())
    ns["assembly_format"] = fmt
    return _export(llvm.op(type(cls_name, (OpDef,), ns)))


for _m, _c, _flag, _comm in [("add", "AddOp", "overflow", True), ("sub", "SubOp", "overflow", False),
                             ("mul", "MulOp", "overflow", True), ("shl", "ShlOp", "overflow", False),
                             ("udiv", "UDivOp", "exact", False), ("sdiv", "SDivOp", "exact", False),
                             ("lshr", "LShrOp", "exact", False), ("ashr", "AShrOp", "exact", False),
                             ("urem", "URemOp", "", False), ("srem", "SRemOp", "", False),
                             ("and", "AndOp", "", False), ("or", "OrOp", "disjoint", False),
                             ("xor", "XOrOp", "", False)]:
    _binary(_m, _c, LC.IntOrVector, _flag, _comm)
for _m, _c in [("fadd", "FAddOp"), ("fsub", "FSubOp"), ("fmul", "FMulOp"), ("fdiv", "FDivOp"),
               ("frem", "FRemOp")]:
    _binary(_m, _c, LC.FloatOrVector, "fastmath")


@llvm.op
class FNegOp(OpDef):
    name = "llvm.fneg"
    operand_ = operand(LC.FloatOrVector)
    fastmathFlags = prop(LA.FastmathAttrC, default=LA.FASTMATH_NONE)
    res = result(LC.FloatOrVector)
    traits = (Pure, SameOperandsAndResultType)
    assembly_format = "$operand_ attr-dict `:` type($res)"


# ---- casts ---------------------------------------------------------------------------
def _cast(mnemonic: str, cls_name: str, src: C.TypeConstraint, dst: C.TypeConstraint, flag: str = "") -> type:
    ns: dict[str, Any] = {"name": f"llvm.{mnemonic}", "arg": operand(src)}
    fmt = "$arg attr-dict `:` type($arg) `to` type($res)"
    if flag == "nneg":
        ns["nonNeg"] = opt_prop(C.UnitAttr)
        fmt = "(`nneg` $nonNeg^)? " + fmt
    elif flag == "overflow":
        ns["overflowFlags"] = prop(LA.OverflowFlagsProp, default=LA.OVERFLOW_NONE)
        fmt = "$arg ($overflowFlags^)? attr-dict `:` type($arg) `to` type($res)"
    elif flag == "dereferenceable":
        ns["dereferenceable"] = opt_prop(LA.DereferenceableAttrC)
        fmt = "$arg (`dereferenceable` `` $dereferenceable^)? attr-dict `:` type($arg) `to` type($res)"
    ns["res"] = result(dst)
    ns["traits"] = (Pure,)
    ns["assembly_format"] = fmt
    if mnemonic in ("sext", "zext"):
        ns["verify_"] = V.verify_ext
    elif mnemonic == "bitcast":
        ns["verify_"] = V.verify_bitcast
    return _export(llvm.op(type(cls_name, (OpDef,), ns)))


for _m, _c, _s, _d, _flag in [
        ("sext", "SExtOp", LC.IntOrVector, LC.IntOrVector, ""),
        ("zext", "ZExtOp", LC.IntOrVector, LC.IntOrVector, "nneg"),
        ("trunc", "TruncOp", LC.IntOrVector, LC.IntOrVector, "overflow"),
        ("fpext", "FPExtOp", LC.FloatOrVector, LC.FloatOrVector, ""),
        ("fptrunc", "FPTruncOp", LC.FloatOrVector, LC.FloatOrVector, ""),
        ("sitofp", "SIToFPOp", LC.IntOrVector, LC.FloatOrVector, ""),
        ("uitofp", "UIToFPOp", LC.IntOrVector, LC.FloatOrVector, "nneg"),
        ("fptosi", "FPToSIOp", LC.FloatOrVector, LC.IntOrVector, ""),
        ("fptoui", "FPToUIOp", LC.FloatOrVector, LC.IntOrVector, ""),
        ("ptrtoint", "PtrToIntOp", LC.PtrOrVector, LC.IntOrVector, ""),
        ("inttoptr", "IntToPtrOp", LC.IntOrVector, LC.PtrOrVector, "dereferenceable"),
        ("bitcast", "BitcastOp", LC.NonAggregate, LC.NonAggregate, ""),
        ("addrspacecast", "AddrSpaceCastOp", LC.PtrOrVector, LC.PtrOrVector, "")]:
    _cast(_m, _c, _s, _d, _flag)


@llvm.op
class FreezeOp(OpDef):
    name = "llvm.freeze"
    val = operand(LC.LLVMType)
    res = result(LC.LLVMType)
    traits = (Pure, SameOperandsAndResultType)
    assembly_format = "$val attr-dict `:` type($val)"


@llvm.op
class SelectOp(OpDef):
    name = "llvm.select"
    condition = operand(LC.I1OrVector)
    trueValue = operand(LC.LLVMType)
    falseValue = operand(LC.LLVMType)
    fastmathFlags = prop(LA.FastmathAttrC, default=LA.FASTMATH_NONE)
    res = result(LC.LLVMType)
    traits = (Pure, AllTypesMatch("trueValue", "falseValue", "res"))
    assembly_format = "operands attr-dict `:` type($condition) `,` type($res)"

    @staticmethod
    def infer_types(b: Binding) -> None:
        res = b.types.get("res")
        b.types["operands"] = [b.types.get("condition"), res, res]


# ---- constants -----------------------------------------------------------------------
@llvm.op
class ConstantOp(OpDef):
    name = "llvm.mlir.constant"
    value = prop(C.AnyAttr)
    res = result(LC.LLVMType)
    traits = (Pure, ConstantLike)
    assembly_format = "`(` $value `)` attr-dict `:` type($res)"

    verify_ = V.verify_constant


def _nullary(mnemonic: str, cls_name: str, ty: C.TypeConstraint = LC.LLVMType, verify: Any = None) -> type:
    ns = {"name": f"llvm.{mnemonic}", "res": result(ty), "traits": (Pure, ConstantLike),
          "assembly_format": "attr-dict `:` type($res)"}
    if verify is not None:
        ns["verify_"] = verify
    return _export(llvm.op(type(cls_name, (OpDef,), ns)))


_nullary("mlir.zero", "ZeroOp", verify=V.verify_zero)
_nullary("mlir.poison", "PoisonOp")
_nullary("mlir.undef", "UndefOp")
_nullary("mlir.none", "NoneTokenOp", LC.TokenType)


@llvm.op
class AddressOfOp(OpDef):
    name = "llvm.mlir.addressof"
    global_name = prop(C.FlatSymbolRefAttr)
    res = result(LC.AnyPointer)
    traits = (Pure, ConstantLike)
    assembly_format = "$global_name attr-dict `:` qualified(type($res))"

    def verify_(self) -> None:
        from pyopt.dialects.llvm.symbols import lookup_symbol

        ref = self.properties.get("global_name")
        target = lookup_symbol(self, ref)
        if target is None or target.name not in ("llvm.mlir.global", "llvm.func", "llvm.mlir.alias",
                                                 "llvm.mlir.ifunc"):
            raise self.emit_error("must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' "
                                  "or 'llvm.func' or 'llvm.mlir.ifunc'")
        V.verify_addressof_space(self, target)


@llvm.op
class DSOLocalEquivalentOp(OpDef):
    name = "llvm.dso_local_equivalent"
    function_name = prop(C.FlatSymbolRefAttr)
    res = result(LC.AnyPointer)
    traits = (Pure, ConstantLike)
    assembly_format = "$function_name attr-dict `:` qualified(type($res))"
    verify_symbol_uses = V.verify_dso_local_equivalent_uses


# ---- aggregates and vectors ---------------------------------------------------------------
def _aggregate_element(container: T.Type, position: tuple[int, ...], b: Binding, op_name: str) -> T.Type:
    """The element type at `position`; errors go where mlir-opt puts them:
    the type directive runs after the op is parsed, at the next token."""
    if not is_compatible_type(container):
        raise _after_op_error(b, f"custom op '{op_name}' expected LLVM IR Dialect type, got '{container}'")
    t = container
    for idx in position:
        if isinstance(t, LLVMArrayType):
            if idx < 0 or idx >= t.num_elements:
                raise _after_op_error(b, f"custom op '{op_name}' position out of bounds: {idx}")
            t = t.element
        elif isinstance(t, LLVMStructType):
            if idx < 0 or idx >= len(t.body):
                raise _after_op_error(b, f"custom op '{op_name}' position out of bounds: {idx}")
            t = t.body[idx]
        else:
            raise _after_op_error(b, f"custom op '{op_name}' expected LLVM IR structure/array type, got: '{t}'")
    return t


def _after_op_error(b: Binding, message: str) -> Exception:
    return b.builder.error(b.builder.lookahead_token(b.op_tok), message)


@custom_directive
class InsertExtractValueElementType(CustomDirective):
    """Prints nothing; the element type follows from the container type."""

    name = "InsertExtractValueElementType"
    grammar = ""

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return None

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        target, container, position = args
        pos = b.props.get(position.arg.name)
        assert isinstance(pos, A.DenseArrayAttr)
        op_name = "llvm.extractvalue" if target.arg.name == "res" else "llvm.insertvalue"
        b.types[target.arg.name] = _aggregate_element(b.types[container.arg.arg.name], pos.values, b, op_name)

    def print(self, p: Printer, op: OpDef, args: list[Any]) -> None:
        pass

    def present(self, op: OpDef, args: list[Any]) -> bool:
        return True


@llvm.op
class ExtractValueOp(OpDef):
    name = "llvm.extractvalue"
    container = operand(LC.AnyAggregate)
    position = prop(C.DenseI64ArrayAttr)
    res = result(LC.LLVMType)
    traits = (Pure,)
    verify_ = V.verify_extractvalue
    assembly_format = ("$container `` $position attr-dict `:` type($container) "
                       "custom<InsertExtractValueElementType>(type($res), ref(type($container)), ref($position))")


@llvm.op
class InsertValueOp(OpDef):
    name = "llvm.insertvalue"
    container = operand(LC.AnyAggregate)
    value = operand(LC.PrimitiveType)
    position = prop(C.DenseI64ArrayAttr)
    res = result(LC.AnyAggregate)
    traits = (Pure,)
    verify_ = V.verify_insertvalue
    assembly_format = ("$value `,` $container `` $position attr-dict `:` type($container) "
                       "custom<InsertExtractValueElementType>(type($value), ref(type($container)), ref($position))")

    @staticmethod
    def infer_types(b: Binding) -> None:
        b.types["res"] = b.types.get("container")


def _vector_element(t: T.Type) -> T.Type:
    """LLVM::getVectorElementType."""
    return t.element if isinstance(t, T.VectorType) else t


@llvm.op
class ExtractElementOp(OpDef):
    name = "llvm.extractelement"
    vector = operand(LC.AnyVector)
    position = operand(LC.SignlessInt)
    res = result(LC.LLVMType)
    traits = (Pure, TypesMatchWith("vector", "res", _vector_element, "result type matches vector element type"))
    assembly_format = "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"

    @staticmethod
    def infer_types(b: Binding) -> None:
        v = b.types.get("vector")
        if isinstance(v, T.VectorType):
            b.types["res"] = v.element


@llvm.op
class InsertElementOp(OpDef):
    name = "llvm.insertelement"
    vector = operand(LC.AnyVector)
    value = operand(LC.PrimitiveType)
    position = operand(LC.SignlessInt)
    res = result(LC.AnyVector)
    traits = (Pure, TypesMatchWith("vector", "value", _vector_element, "argument type matches vector element type"),
              AllTypesMatch("res", "vector"))
    assembly_format = "$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"

    @staticmethod
    def infer_types(b: Binding) -> None:
        v = b.types.get("vector")
        b.types["res"] = v
        if isinstance(v, T.VectorType):
            b.types["value"] = v.element


@custom_directive
class ShuffleType(CustomDirective):
    name = "ShuffleType"
    grammar = ""

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return None

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        v1 = b.types.get("v1")
        mask = b.props.get("mask")
        if isinstance(v1, T.VectorType) and isinstance(mask, A.DenseArrayAttr):
            b.types["res"] = T.VectorType((len(mask.values),), v1.element, (v1.scalable[0],) if v1.scalable else ())

    def print(self, p: Printer, op: OpDef, args: list[Any]) -> None:
        pass

    def present(self, op: OpDef, args: list[Any]) -> bool:
        return True


@llvm.op
class ShuffleVectorOp(OpDef):
    name = "llvm.shufflevector"
    v1 = operand(LC.AnyVector)
    v2 = operand(LC.AnyVector)
    mask = prop(C.DenseI32ArrayAttr)
    res = result(LC.AnyVector)
    traits = (Pure,)
    assembly_format = "$v1 `,` $v2 $mask attr-dict `:` type($v1) custom<ShuffleType>(ref(type($v1)), type($res), ref($mask))"
    verify_ = V.verify_shufflevector

    @staticmethod
    def infer_types(b: Binding) -> None:
        b.types["v2"] = b.types.get("v1")


# ---- memory ------------------------------------------------------------------------------




def _mem_attrs() -> dict[str, Any]:
    return LA.memory_access_props()


LoadOp = llvm.op(type("LoadOp", (OpDef,), {
    "name": "llvm.load",
    "side_effects": staticmethod(lambda op: load_store_effects(op, READ, WRITE)),
    "addr": operand(LC.AnyPointer),
    "alignment": opt_prop(Alignment),
    "volatile_": opt_prop(C.UnitAttr),
    "nontemporal": opt_prop(C.UnitAttr),
    "invariant": opt_prop(C.UnitAttr),
    "invariantGroup": opt_prop(C.UnitAttr),
    "ordering": prop(LA.AtomicOrdering, default=A.IntegerAttr(0, T.i64)),
    "syncscope": opt_prop(C.StrAttr),
    "dereferenceable": opt_prop(LA.DereferenceableAttrC),
    **_mem_attrs(),
    "res": result(LC.LoadableType),
    "assembly_format": ("(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? $ordering^)? "
                        "(`invariant` $invariant^)? (`invariant_group` $invariantGroup^)? "
                        "(`dereferenceable` `` $dereferenceable^)? attr-dict `:` qualified(type($addr)) `->` type($res)"),
    "verify_": V.verify_load,
}))

StoreOp = llvm.op(type("StoreOp", (OpDef,), {
    "name": "llvm.store",
    "side_effects": staticmethod(lambda op: load_store_effects(op, WRITE, READ)),
    "value": operand(LC.LoadableType),
    "addr": operand(LC.AnyPointer),
    "alignment": opt_prop(Alignment),
    "volatile_": opt_prop(C.UnitAttr),
    "nontemporal": opt_prop(C.UnitAttr),
    "invariantGroup": opt_prop(C.UnitAttr),
    "ordering": prop(LA.AtomicOrdering, default=A.IntegerAttr(0, T.i64)),
    "syncscope": opt_prop(C.StrAttr),
    **_mem_attrs(),
    "assembly_format": ("(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? "
                        "$ordering^)? (`invariant_group` $invariantGroup^)? attr-dict `:` type($value) `,` "
                        "qualified(type($addr))"),
    "verify_": V.verify_store,
}))


AtomicRMWOp = llvm.op(type("AtomicRMWOp", (OpDef,), {
    "name": "llvm.atomicrmw",
    "ptr": operand(LC.AnyPointer),
    "val": operand(LC.AtomicRMWType),
    "bin_op": prop(LA.AtomicBinOp),
    "ordering": prop(LA.AtomicOrdering),
    "syncscope": opt_prop(C.StrAttr),
    "alignment": opt_prop(Alignment),
    "volatile_": opt_prop(C.UnitAttr),
    **_mem_attrs(),
    "res": result(LC.AtomicRMWType),
    "traits": (TypesMatchWith("val", "res", lambda t: t, "result #0 and operand #1 have the same type"),),
    "verify_": V.verify_atomicrmw,
    "assembly_format": ("(`volatile` $volatile_^)? $bin_op $ptr `,` $val (`syncscope` `(` $syncscope^ `)`)? "
                        "$ordering attr-dict `:` qualified(type($ptr)) `,` type($val)"),
    "infer_types": staticmethod(lambda b: b.types.__setitem__("res", b.types.get("val"))),
}))

AtomicCmpXchgOp = llvm.op(type("AtomicCmpXchgOp", (OpDef,), {
    "name": "llvm.cmpxchg",
    "ptr": operand(LC.AnyPointer),
    "cmp": operand(LC.AtomicCmpXchgType),
    "val": operand(LC.AtomicCmpXchgType),
    "success_ordering": prop(LA.AtomicOrdering),
    "failure_ordering": prop(LA.AtomicOrdering),
    "syncscope": opt_prop(C.StrAttr),
    "alignment": opt_prop(Alignment),
    "weak": opt_prop(C.UnitAttr),
    "volatile_": opt_prop(C.UnitAttr),
    **_mem_attrs(),
    "res": result(LC.AnyStruct),
    "traits": (TypesMatchWith("val", "cmp", lambda t: t, "operand #1 and operand #2 have the same type"),
               TypesMatchWith("val", "res", lambda t: LLVMStructType(None, (t, T.i1), False),
                              "result #0 has an LLVM struct type consisting of the type of operand #2 and a bool")),
    "verify_": V.verify_cmpxchg,
    "assembly_format": ("(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val "
                        "(`syncscope` `(` $syncscope^ `)`)? $success_ordering $failure_ordering "
                        "attr-dict `:` qualified(type($ptr)) `,` type($val)"),
    "infer_types": staticmethod(lambda b: (b.types.__setitem__("cmp", b.types.get("val")),
                                           b.types.__setitem__("res", LLVMStructType(
                                               None, (b.types.get("val"), T.i1), False)))),
}))


@llvm.op
class FenceOp(OpDef):
    name = "llvm.fence"
    ordering = prop(LA.AtomicOrdering)
    syncscope = opt_prop(C.StrAttr)
    assembly_format = "(`syncscope` `(` $syncscope^ `)`)? $ordering attr-dict"
    verify_ = V.verify_fence


@llvm.op
class VaArgOp(OpDef):
    name = "llvm.va_arg"
    arg = operand(LC.AnyPointer)
    res = result(LC.LLVMType)
    assembly_format = "$arg attr-dict `:` functional-type($arg, $res)"


# ---- terminators ----------------------------------------------------------------------------
@llvm.op
class ReturnOp(OpDef):
    name = "llvm.return"
    arg = opt_operand(LC.LLVMType)
    traits = (Pure, ReturnLike, Terminator)
    assembly_format = "attr-dict ($arg^ `:` type($arg))?"

    def verify_(self) -> None:
        from pyopt.dialects.llvm.types import LLVMVoidType

        parent = self.parent_op
        if parent is None or parent.name != "llvm.func":
            return
        ftype = parent.properties["function_type"].value  # type: ignore[attr-defined]
        expected = [] if isinstance(ftype.result, LLVMVoidType) else [ftype.result]
        args = self.operands
        if len(args) != len(expected):
            count = "no operands" if not expected else f"{len(expected)} operand"
            raise self.emit_error(f"expected {count}").note(
                "when returning from function", parent.loc)
        if args and args[0].type is not expected[0]:
            raise self.emit_error("mismatching result types").note("when returning from function", parent.loc)


@llvm.op
class UnreachableOp(OpDef):
    name = "llvm.unreachable"
    traits = (Terminator,)
    assembly_format = "attr-dict"


@llvm.op
class ResumeOp(OpDef):
    name = "llvm.resume"
    value = operand(LC.LLVMType)
    traits = (Terminator,)
    assembly_format = "$value attr-dict `:` type($value)"


# ---- module-level ops ---------------------------------------------------------------------
@llvm.op
class ComdatOp(OpDef):
    name = "llvm.comdat"
    sym_name = prop(C.SymbolNameAttr)
    body = region(single_block=True)
    traits = (NoTerminator, SymbolTable, Symbol)
    assembly_format = "$sym_name $body attr-dict"
    verify_regions_ = V.verify_comdat_body


@llvm.op
class ComdatSelectorOp(OpDef):
    name = "llvm.comdat_selector"
    sym_name = prop(C.SymbolNameAttr)
    comdat = prop(LA.ComdatKind)
    traits = (Symbol,)
    assembly_format = "$sym_name $comdat attr-dict"


def _ctors(kind: str, cls_name: str) -> type:
    ns = {"name": f"llvm.mlir.global_{kind}", kind: prop(C.FlatSymbolRefArrayAttr), "priorities": prop(C.I32ArrayAttr),
          "data": prop(C.ArrayAttr),
          "assembly_format": f"`{kind}` `=` ${kind} `,` `priorities` `=` $priorities `,` `data` `=` $data attr-dict",
          "verify_": lambda op: V.verify_xtors(op, kind),
          "verify_symbol_uses": lambda op: V.verify_xtor_uses(op, kind)}
    return _export(llvm.op(type(cls_name, (OpDef,), ns)))


_ctors("ctors", "GlobalCtorsOp")
_ctors("dtors", "GlobalDtorsOp")


@llvm.op
class ModuleFlagsOp(OpDef):
    name = "llvm.module_flags"
    flags = prop(C.ArrayAttr)
    assembly_format = "$flags attr-dict"
    verify_ = V.verify_module_flags


@llvm.op
class LinkerOptionsOp(OpDef):
    name = "llvm.linker_options"
    options = prop(C.ArrayAttr)
    assembly_format = "$options attr-dict"
    verify_ = V.verify_module_level


# ---- inline assembly ------------------------------------------------------------------------
@llvm.op
class InlineAsmOp(OpDef):
    name = "llvm.inline_asm"
    operands_ = var_operand(LC.LLVMType)
    asm_string = prop(C.StrAttr)
    constraints = prop(C.StrAttr)
    has_side_effects = opt_prop(C.UnitAttr)
    is_align_stack = opt_prop(C.UnitAttr)
    tail_call_kind = prop(LA.TailCallKindAttrC, default=LA.TAIL_NONE)
    asm_dialect = opt_prop(LA.AsmDialect)
    operand_attrs = opt_prop(C.ArrayAttr)
    res = opt_result(LC.LLVMType)
    assembly_format = ("(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? "
                       "(`tail_call_kind` `=` $tail_call_kind^)? (`asm_dialect` `=` $asm_dialect^)? "
                       "(`operand_attrs` `=` $operand_attrs^)? attr-dict $asm_string `,` $constraints "
                       "operands `:` functional-type(operands, results)")
    verify_ = V.verify_inline_asm


__all__ = ["LoadOp", "StoreOp", "AtomicRMWOp", "AtomicCmpXchgOp", "var_result"]
