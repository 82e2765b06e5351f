"""LLVM ops whose syntax is hand-written or uses custom directives:
branches, comparisons, alloca, getelementptr, landingpad, block addresses."""

from __future__ import annotations

from typing import Any

from pyopt.rewrite.side_effects import AUTOMATIC_ALLOCATION_SCOPE_RESOURCE, MemAlloc
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Block, Value
from pyopt.ir.format import Binding, CustomDirective, custom_directive, element_value
from pyopt.ir.ods import (AttrSizedOperandSegments, OpDef, Pure, SameTypeOperands, Terminator, operand, opt_prop,
                          prop, result, successor, var_operand, var_successor)
from pyopt.ir.parser import string_text, symbol_name
from pyopt.ir.printer import Printer
from pyopt.dialects.branch import verify_branch_operands, verify_branch_weights
from pyopt.dialects.llvm import attrs as LA
from pyopt.dialects.llvm import constraints as LC
from pyopt.dialects.llvm import verifiers as V
from pyopt.dialects.llvm.dialect import llvm
from pyopt.dialects.llvm.func_ops import print_attr_dict, split_attr_dict
from pyopt.dialects.llvm.types import LLVMArrayType, LLVMStructType, LLVMTargetExtType


def _successor(s: Any) -> tuple[Block, list[Value]]:
    return s if isinstance(s, tuple) else (s, [])


# ---- branches ---------------------------------------------------------------------------
@llvm.op
class BrOp(OpDef):
    name = "llvm.br"
    destOperands = var_operand(LC.LLVMType)
    loop_annotation = opt_prop(C.stored_as(LA.raw_storage("loop_annotation")))
    dest = successor()
    traits = (Pure, Terminator)
    grammar = "successor [dict_attr]"

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> BrOp:
        tok, succ, attrs = children
        block, args = _successor(succ)
        props: dict[str, A.Attribute] = {}
        discardable = split_attr_dict(cls, attrs, props)
        return cls(args, [], discardable, props, 0, [block], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_successor_and_args(self.successors[0], self.operands)
        print_attr_dict(p, self, ())

    def verify_(self) -> None:
        verify_branch_operands(self, [self.operands])


@llvm.op
class CondBrOp(OpDef):
    name = "llvm.cond_br"
    condition = operand(LC.I1)
    trueDestOperands = var_operand(LC.LLVMType)
    falseDestOperands = var_operand(LC.LLVMType)
    branch_weights = opt_prop(C.DenseI32ArrayAttr)
    loop_annotation = opt_prop(C.stored_as(LA.raw_storage("loop_annotation")))
    trueDest = successor()
    falseDest = successor()
    traits = (Pure, AttrSizedOperandSegments, Terminator)
    grammar = 'VALUE [op__llvm__cond_br___weights] "," successor "," successor [dict_attr]'
    rules = {"weights": '"weights" "(" dense_array_brackets ")"'}

    @classmethod
    def rule_weights(cls, c: list[Any], builder: Any) -> A.Attribute:
        return C.DenseI32ArrayAttr.convert(c[0], builder, cls.name)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> CondBrOp:
        tok, cond, weights, t, f, attrs = children
        tblock, targs = _successor(t)
        fblock, fargs = _successor(f)
        props: dict[str, A.Attribute] = {"operandSegmentSizes": A.DenseArrayAttr(T.i32, (1, len(targs), len(fargs)))}
        if weights is not None:
            props["branch_weights"] = weights
        discardable = split_attr_dict(cls, attrs, props)
        return cls([builder.use(cond, T.i1)] + targs + fargs, [], discardable, props, 0, [tblock, fblock],
                   builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_operand(self.operands[0])
        w = self.properties.get("branch_weights")
        if isinstance(w, A.DenseArrayAttr):
            p.write(" weights([")
            w.print_values(p)
            p.write("])")
        p.write(", ")
        p.print_successor_and_args(self.successors[0], self.trueDestOperands)
        p.write(", ")
        p.print_successor_and_args(self.successors[1], self.falseDestOperands)
        print_attr_dict(p, self, ("branch_weights", "operandSegmentSizes"))

    def verify_(self) -> None:
        verify_branch_operands(self, [self.trueDestOperands, self.falseDestOperands])
        verify_branch_weights(self)


def _segments(op: OpDef, name: str, operands: list[Value]) -> list[list[Value]]:
    seg = op.properties.get(name)
    out = []
    start = 0
    for n in (seg.values if isinstance(seg, A.DenseArrayAttr) else ()):
        out.append(operands[start:start + n])
        start += n
    return out


@llvm.op
class SwitchOp(OpDef):
    name = "llvm.switch"
    value = operand(LC.SignlessInt)
    defaultOperands = var_operand(LC.AnyType)
    caseOperands = var_operand(LC.AnyType, segments="case_operand_segments")
    case_values = opt_prop(C.stored_as(C.DENSE_INT_ELEMENTS_STORAGE))
    case_operand_segments = prop(C.DenseI32ArrayAttr)
    branch_weights = opt_prop(C.DenseI32ArrayAttr)
    defaultDestination = successor()
    caseDestinations = var_successor()
    traits = (Pure, AttrSizedOperandSegments, Terminator)
    grammar = ('VALUE ":" type "," successor "[" [typed_literal ":" successor ("," typed_literal ":" successor)*] '
               '"]" [dict_attr]')

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> SwitchOp:
        tok, value, ty, default = children[:4]
        attrs = children[-1]
        cases = [c for c in children[4:-1] if c is not None]
        dblock, dargs = _successor(default)
        values: list[int] = []
        blocks: list[Block] = [dblock]
        case_operands: list[Value] = []
        sizes: list[int] = []
        for i in range(0, len(cases), 2):
            kind, neg, vtok = cases[i]
            v = int(vtok, 0)
            values.append(-v if neg else v)
            block, args = _successor(cases[i + 1])
            blocks.append(block)
            case_operands.extend(args)
            sizes.append(len(args))
        props: dict[str, A.Attribute] = {
            "case_operand_segments": A.DenseArrayAttr(T.i32, tuple(sizes)),
            "operandSegmentSizes": A.DenseArrayAttr(T.i32, (1, len(dargs), len(case_operands))),
        }
        if values:
            vt = T.VectorType((len(values),), ty)
            splat = len(set(values)) == 1
            props["case_values"] = A.DenseElementsAttr(vt, (values[0],) if splat else tuple(values), splat)
        discardable = split_attr_dict(cls, attrs, props)
        return cls([builder.use(value, ty)] + dargs + case_operands, [], discardable, props, 0, blocks,
                   builder.loc(tok))

    def print(self, p: Printer) -> None:
        value = self.operands[0]
        p.write(" ")
        p.print_operand(value)
        p.write(" : ")
        p.print_type(value.type)
        p.write(", ")
        p.print_successor_and_args(self.successors[0], self.defaultOperands)
        p.write(" [")
        p.newline()
        cv = self.properties.get("case_values")
        if isinstance(cv, A.DenseElementsAttr):
            n = len(self.successors) - 1
            values = list(cv.values) * n if cv.splat else list(cv.values)
            groups = _segments(self, "case_operand_segments", self.caseOperands)
            for i in range(n):
                if i:
                    p.write(",")
                    p.newline()
                p.write(f"  {values[i]}: ")
                p.print_successor_and_args(self.successors[i + 1], groups[i] if i < len(groups) else [])
            p.newline()
        p.write("]")
        print_attr_dict(p, self, ("case_values", "case_operand_segments", "operandSegmentSizes"))

    def verify_(self) -> None:
        verify_branch_operands(
            self, [self.defaultOperands] + _segments(self, "case_operand_segments", self.caseOperands))
        verify_branch_weights(self)
        V.verify_switch_cases(self)


@llvm.op
class IndirectBrOp(OpDef):
    name = "llvm.indirectbr"
    addr = operand(LC.AnyPointer)
    succOperands = var_operand(LC.AnyType, segments="indbr_operand_segments")
    indbr_operand_segments = prop(C.DenseI32ArrayAttr)
    successors_ = var_successor()
    traits = (Pure, Terminator)
    grammar = 'VALUE ":" type "," "[" [successor ("," successor)*] "]" [dict_attr]'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> IndirectBrOp:
        tok, addr, ty = children[:3]
        attrs = children[-1]
        blocks: list[Block] = []
        operands: list[Value] = []
        sizes: list[int] = []
        for s in children[3:-1]:
            if s is None:
                continue
            block, args = _successor(s)
            blocks.append(block)
            operands.extend(args)
            sizes.append(len(args))
        props: dict[str, A.Attribute] = {"indbr_operand_segments": A.DenseArrayAttr(T.i32, tuple(sizes))}
        discardable = split_attr_dict(cls, attrs, props)
        return cls([builder.use(addr, ty)] + operands, [], discardable, props, 0, blocks, builder.loc(tok))

    def print(self, p: Printer) -> None:
        addr = self.operands[0]
        p.write(" ")
        p.print_operand(addr)
        p.write(" : ")
        p.print_type(addr.type)
        p.write(", [")
        p.newline()
        groups = _segments(self, "indbr_operand_segments", self.operands[1:])
        for i, block in enumerate(self.successors):
            if i:
                p.write(",")
                p.newline()
            p.print_successor_and_args(block, groups[i] if i < len(groups) else [])
        p.newline()
        p.write("]")
        print_attr_dict(p, self, ("indbr_operand_segments",))


# ---- comparisons -------------------------------------------------------------------------
def _i1_like(t: T.Type) -> T.Type:
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1, t.scalable)
    return T.i1


class _CmpOp(OpDef):
    enum: C.EnumAttrC
    grammar = 'STRING VALUE "," VALUE [dict_attr] ":" type'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> OpDef:
        tok, pred, lhs, rhs, attrs, ty = children
        word = string_text(pred)
        if word not in cls.enum.by_name:
            raise builder.error(pred, f"custom op '{cls.name}' '{word}' is an incorrect value of the 'predicate' "
                                "attribute")
        props: dict[str, A.Attribute] = {"predicate": A.IntegerAttr(cls.enum.by_name[word], T.i64)}
        discardable = split_attr_dict(cls, attrs, props)
        return cls([builder.use(lhs, ty), builder.use(rhs, ty)], [_i1_like(ty)], discardable, props, 0, [],
                   builder.loc(tok))

    def print(self, p: Printer) -> None:
        pred = self.properties["predicate"]
        assert isinstance(pred, A.IntegerAttr)
        p.write(f' "{self.enum.by_value[pred.value]}" ')
        p.print_operands(self.operands)
        elided = ("predicate",)
        if self.properties.get("fastmathFlags") is LA.FASTMATH_NONE:
            elided += ("fastmathFlags",)
        print_attr_dict(p, self, elided)
        p.write(" : ")
        p.print_type(self.operands[0].type)


@llvm.op
class ICmpOp(_CmpOp):
    name = "llvm.icmp"
    enum = LA.ICmpPredicate
    lhs = operand(LC.IntOrPtrOrVector)
    rhs = operand(LC.IntOrPtrOrVector)
    predicate = prop(LA.ICmpPredicate)
    res = result(LC.I1OrVector)
    traits = (Pure, SameTypeOperands)


@llvm.op
class FCmpOp(_CmpOp):
    name = "llvm.fcmp"
    enum = LA.FCmpPredicate
    lhs = operand(LC.FloatOrVector)
    rhs = operand(LC.FloatOrVector)
    predicate = prop(LA.FCmpPredicate)
    fastmathFlags = prop(LA.FastmathAttrC, default=LA.FASTMATH_NONE)
    res = result(LC.I1OrVector)
    traits = (Pure, SameTypeOperands)


# ---- memory --------------------------------------------------------------------------------
@llvm.op
class AllocaOp(OpDef):
    name = "llvm.alloca"
    side_effects = (MemAlloc("res", AUTOMATIC_ALLOCATION_SCOPE_RESOURCE),)
    arraySize = operand(LC.SignlessInt)
    alignment = opt_prop(C.I64Attr)
    elem_type = prop(C.TypeAttr)
    inalloca = opt_prop(C.UnitAttr)
    res = result(LC.AnyPointer)
    grammar = '[op__llvm__alloca___inalloca] VALUE "x" type [dict_attr] ":" function_type'

    def verify_(self) -> None:
        t = self.properties["elem_type"].value  # type: ignore[attr-defined]
        if isinstance(t, LLVMTargetExtType) and not LC.target_ext_supports_mem_ops(t):
            raise self.emit_error("this target extension type cannot be used in alloca")

    rules = {"inalloca": '"inalloca"'}

    @classmethod
    def rule_inalloca(cls, c: list[Any], builder: Any) -> bool:
        return True

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AllocaOp:
        tok, inalloca, size, elem, attrs, ftype = children
        props: dict[str, A.Attribute] = {"elem_type": A.TypeAttr(elem)}
        if inalloca:
            props["inalloca"] = A.UnitAttr()
        discardable = split_attr_dict(cls, attrs, props)
        align = props.get("alignment")
        if isinstance(align, A.IntegerAttr) and align.value == 0:
            del props["alignment"]
        if len(ftype.inputs) != 1 or len(ftype.results) != 1:
            raise builder.error(tok, "expected trailing function type with one argument and one result")
        return cls([builder.use(size, ftype.inputs[0])], [ftype.results[0]], discardable, props, 0, [],
                   builder.loc(tok))

    def print(self, p: Printer) -> None:
        props = self.properties
        if props.get("inalloca") is not None:
            p.write(" inalloca")
        p.write(" ")
        p.print_operand(self.operands[0])
        p.write(" x ")
        p.print_type(props["elem_type"].value)  # type: ignore[attr-defined]
        align = props.get("alignment")
        elided: tuple[str, ...] = ("elem_type", "inalloca")
        if not (isinstance(align, A.IntegerAttr) and align.value != 0):
            elided += ("alignment",)
        print_attr_dict(p, self, elided)
        p.write(" : (")
        p.print_type(self.operands[0].type)
        p.write(") -> ")
        p.print_type(self.results[0].type)


DYNAMIC_INDEX = -2147483648


@custom_directive
class GEPIndices(CustomDirective):
    """`%base[%i, 1, %j]`: dynamic indices and constants, in order."""

    name = "GEPIndices"
    grammar = "[(VALUE | typed_literal) (\",\" (VALUE | typed_literal))*]"

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return [c for c in children if c is not None]

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        dynamic: list[Any] = []
        raw: list[int] = []
        for item in value:
            if isinstance(item, tuple):
                kind, neg, tok = item
                v = int(tok, 0)
                raw.append(-v if neg else v)
            else:
                dynamic.append(item)
                raw.append(DYNAMIC_INDEX)
        b.operands[args[0].name] = dynamic
        b.props[args[1].name] = A.DenseArrayAttr(T.i32, tuple(raw))

    def print(self, p: Printer, op: OpDef, args: list[Any]) -> None:
        dynamic = iter(element_value(op, args[0]))
        raw = element_value(op, args[1])
        parts = []
        for v in raw.values:
            parts.append(p.value_name(next(dynamic)) if v == DYNAMIC_INDEX else str(v))
        p.write(", ".join(parts))

    def present(self, op: OpDef, args: list[Any]) -> bool:
        return True


@llvm.op
class GEPOp(OpDef):
    name = "llvm.getelementptr"
    base = operand(LC.PtrOrVector)
    dynamicIndices = var_operand(LC.IntOrVector)
    rawConstantIndices = prop(C.DenseI32ArrayAttr)
    elem_type = prop(C.TypeAttr)
    noWrapFlags = prop(LA.GEPNoWrapFlagsProp, default=LA.GEP_NONE)
    res = result(LC.PtrOrVector)
    traits = (Pure,)
    assembly_format = ("($noWrapFlags^)? $base `[` custom<GEPIndices>($dynamicIndices, $rawConstantIndices) `]` "
                       "attr-dict `:` functional-type(operands, results) `,` $elem_type")

    @staticmethod
    def infer_types(b: Binding) -> None:
        types = b.types.get("operands") or []
        if types:
            b.types["base"] = types[0]
            b.types["dynamicIndices"] = list(types[1:])

    def verify_(self) -> None:
        t = self.properties["elem_type"].value  # type: ignore[attr-defined]
        raw = self.properties["rawConstantIndices"]
        assert isinstance(raw, A.DenseArrayAttr)
        if raw.values.count(DYNAMIC_INDEX) != len(self.operands) - 1:
            raise self.emit_error("expected as many dynamic indices as specified in 'rawConstantIndices'")
        flags = self.properties.get("noWrapFlags")
        if isinstance(flags, A.IntegerAttr) and flags.value == 1:  # GEPNoWrapFlags::inboundsFlag alone
            raise self.emit_error("'inbounds_flag' cannot be used directly.")
        # verifyStructIndices: index #0 steps over the pointer, the others into elem_type.
        for i, v in enumerate(raw.values[1:], start=1):
            if isinstance(t, LLVMStructType):
                if v == DYNAMIC_INDEX:
                    raise self.emit_error(f"expected index {i} indexing a struct to be constant")
                if v < 0 or v >= len(t.body):
                    raise self.emit_error(f"index {i} indexing a struct is out of bounds")
                t = t.body[v]
            elif isinstance(t, (LLVMArrayType, T.VectorType)):
                t = t.element
            else:
                raise self.emit_error(f"type '{t}' cannot be indexed (index #{i})")


@llvm.op
class LandingpadOp(OpDef):
    name = "llvm.landingpad"
    operands_ = var_operand(LC.LLVMType)
    cleanup = opt_prop(C.UnitAttr)
    res = result(LC.LLVMType)
    grammar = '[op__llvm__landingpad___cleanup] op__llvm__landingpad___clause* [dict_attr] ":" type'
    verify_ = V.verify_landingpad
    rules = {"cleanup": '"cleanup"', "clause": '"(" BARE_ID VALUE ":" type ")"'}

    @classmethod
    def rule_cleanup(cls, c: list[Any], builder: Any) -> bool:
        return True

    @classmethod
    def rule_clause(cls, c: list[Any], builder: Any) -> Value:
        return builder.use(c[1], c[2])

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> LandingpadOp:
        tok, cleanup = children[:2]
        attrs, ty = children[-2:]
        operands = [c for c in children[2:-2] if isinstance(c, Value)]
        props: dict[str, A.Attribute] = {}
        if cleanup:
            props["cleanup"] = A.UnitAttr()
        discardable = split_attr_dict(cls, attrs, props)
        return cls(operands, [ty], discardable, props, 0, [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" cleanup " if self.properties.get("cleanup") is not None else " ")
        for v in self.operands:
            kind = "filter " if isinstance(v.type, LLVMArrayType) else "catch "
            p.write("(" + kind + p.value_name(v) + " : ")
            p.print_type(v.type)
            p.write(") ")
        print_attr_dict(p, self, ("cleanup",))
        p.write(": ")
        p.print_type(self.results[0].type)


# ---- block addresses ---------------------------------------------------------------------------
@llvm.op
class BlockAddressOp(OpDef):
    name = "llvm.blockaddress"
    block_addr = prop(LA.RawKindAttrC("blockaddress"))
    res = result(LC.AnyPointer)
    traits = (Pure,)
    grammar = ('"<" "function" "=" SYMBOL "," "tag" "=" "<" "id" "=" INTEGER ">" ">" [dict_attr] ":" type')
    verify_ = V.verify_blockaddress

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> BlockAddressOp:
        tok, fn, tag, attrs, ty = children
        body = f"function = {A.symbol_text(symbol_name(fn))}, tag = <id = {int(tag, 0)}>"
        props: dict[str, A.Attribute] = {"block_addr": LA.RawLLVMAttr("blockaddress", body)}
        discardable = split_attr_dict(cls, attrs, props)
        return cls([], [ty], discardable, props, 0, [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        attr = self.properties["block_addr"]
        assert isinstance(attr, LA.RawLLVMAttr)
        attr.print_body(p)
        print_attr_dict(p, self, ("block_addr",))
        p.write(" : ")
        p.print_type(self.results[0].type)


@llvm.op
class BlockTagOp(OpDef):
    name = "llvm.blocktag"
    tag = prop(LA.RawKindAttrC("blocktag"))
    grammar = '"<" "id" "=" INTEGER ">" [dict_attr]'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> BlockTagOp:
        tok, tag, attrs = children
        props: dict[str, A.Attribute] = {"tag": LA.RawLLVMAttr("blocktag", f"id = {int(tag, 0)}")}
        discardable = split_attr_dict(cls, attrs, props)
        return cls([], [], discardable, props, 0, [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        attr = self.properties["tag"]
        assert isinstance(attr, LA.RawLLVMAttr)
        attr.print_body(p)
        print_attr_dict(p, self, ("tag",))
