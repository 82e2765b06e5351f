"""The cf (ControlFlow) dialect: assert, br, cond_br, switch."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir.parser import parse_int
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Block, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import (AttrSizedOperandSegments, Dialect, OpDef, Pure, Terminator, operand, opt_prop, prop,
                          split_inherent, successor, var_operand, var_successor)
from pyopt.ir.printer import Printer
from pyopt.dialects.branch import verify_branch_operands, verify_branch_weights

cf = Dialect("cf")


def split_successor(s: Any, builder: Any) -> tuple[Block, list[Value]]:
    """A parsed `successor` (`^bb` or `^bb(%a : i32)`): block and operands."""
    if isinstance(s, tuple):
        return s[0], list(s[1])
    return s, []


def print_attrs(p: Printer, op: OpDef, elided: Sequence[str] = ()) -> None:
    attrs = {**op.properties, **op.attributes}
    p.print_optional_attr_dict(attrs, elided=(*elided, "operandSegmentSizes"))


@cf.op
class AssertOp(OpDef):
    name = "cf.assert"
    arg = operand(C.I1)
    msg = prop(C.StrAttr)
    assembly_format = "$arg `,` $msg attr-dict"


@cf.op
class BranchOp(OpDef):
    name = "cf.br"
    destOperands = var_operand()
    dest = successor()
    traits = (Pure, Terminator)
    grammar = "successor [dict_attr]"

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> BranchOp:
        tok, succ, attrs = children
        block, operands = split_successor(succ, builder)
        return cls(operands, [], dict(attrs.entries) if attrs is not None else {}, {}, 0, [block],
                   builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_successor_and_args(self.successors[0], self.operands)
        print_attrs(p, self)

    def verify_(self) -> None:
        verify_branch_operands(self, [self.operands])


@cf.op
class CondBranchOp(OpDef):
    name = "cf.cond_br"
    condition = operand(C.I1)
    trueDestOperands = var_operand()
    falseDestOperands = var_operand()
    branch_weights = opt_prop(C.DenseI32ArrayAttr)
    trueDest = successor()
    falseDest = successor()
    traits = (AttrSizedOperandSegments, Pure, Terminator)
    grammar = 'VALUE ["weights" "(" dense_array_brackets ")"] "," successor "," successor [dict_attr]'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> CondBranchOp:
        tok, cond, weights, true_succ, false_succ, attrs = children
        true_block, true_ops = split_successor(true_succ, builder)
        false_block, false_ops = split_successor(false_succ, builder)
        props: dict[str, A.Attribute] = {}
        if weights is not None:
            props["branch_weights"] = C.DenseI32ArrayAttr.convert(weights, builder, cls.name)
        # `{branch_weights = ...}` in the attribute dictionary is the inherent attribute.
        discardable = split_inherent(cls, attrs.entries, props) if attrs is not None else {}
        op = cls.build([builder.use(cond, T.i1), true_ops, false_ops], [], props, discardable, None,
                       [true_block, false_block], builder.loc(tok))
        return op  # type: ignore[return-value]

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_operand(self.condition)
        weights = self.properties.get("branch_weights")
        if weights is not None:
            p.write(" weights(")
            C.DenseI32ArrayAttr.print(p, weights)
            p.write(")")
        p.write(", ")
        p.print_successor_and_args(self.successors[0], self.trueDestOperands)
        p.write(", ")
        p.print_successor_and_args(self.successors[1], self.falseDestOperands)
        print_attrs(p, self, ("branch_weights",))

    def verify_(self) -> None:
        verify_branch_operands(self, [self.trueDestOperands, self.falseDestOperands])
        verify_branch_weights(self)


class IntElementsAttrC(C.AttrConstraint):
    summary = "integer elements attribute"
    storage = C.DENSE_INT_ELEMENTS_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.DenseElementsAttr) and isinstance(
            getattr(attr.type, "element", None), T.IntegerType)


def _wrap_signed(value: int, width: int) -> int:
    """The signed value of `value` truncated to `width` bits (an APInt)."""
    value &= (1 << width) - 1
    return value - (1 << width) if width > 1 and value >> (width - 1) else value


def _literal_loc(builder: Any, lit: Any, negative: bool) -> Any:
    """Where an integer literal starts: at its `-` when negative."""
    text = builder.ctx.text
    if not negative or not text or not hasattr(lit, "start_pos"):
        return builder.loc(lit)
    return builder.pos_loc(text.rfind("-", 0, lit.start_pos))


@cf.op
class SwitchOp(OpDef):
    name = "cf.switch"
    flag = operand(C.AnyInteger)
    defaultOperands = var_operand()
    caseOperands = var_operand()
    case_values = opt_prop(IntElementsAttrC())
    case_operand_segments = prop(C.DenseI32ArrayAttr)
    defaultDestination = successor()
    caseDestinations = var_successor()
    traits = (AttrSizedOperandSegments, Pure, Terminator)
    grammar = ('VALUE ":" type "," "[" "default" ":" op__cf__switch___default [op__cf__switch___cases] "]" '
               '[dict_attr]')
    rules = {"cases": '"," typed_literal ":" successor | op__cf__switch___cases "," typed_literal ":" successor',
             "default": 'CARET ["(" value_list ":" type_list_no_parens ")"]'}

    @classmethod
    def rule_default(cls, children: list[Any], builder: Any) -> Any:
        """parseSwitchOpCases reads the default destination's operands with
        parseOperandList(..., allowResultNumber=false) (22.1.8; the cases'
        operands may name results)."""
        caret, toks, types = children
        if toks is None:
            return builder.successor([caret])
        for t in toks:
            if "#" in str(t):
                raise MLIRError("result number not allowed in argument list", builder.loc_in(t, str(t).index("#")))
        return builder.successor_with_args([caret, toks, types])

    @classmethod
    def rule_cases(cls, children: list[Any], builder: Any) -> list[tuple[Any, Any]]:
        if len(children) == 2:
            return [(children[0], children[1])]
        children[0].append((children[1], children[2]))
        return children[0]  # type: ignore[no-any-return]

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> SwitchOp:
        tok, flag, flag_type, default, cases, attrs = children
        if not isinstance(flag_type, T.IntegerType):
            raise MLIRError(f"custom op '{cls.name}' invalid kind of type specified: expected "  # at the type
                            f"builtin.integer, but found '{flag_type}'", builder.colon_loc(flag, after=True))
        default_block, default_ops = split_successor(default, builder)
        values: list[int] = []
        blocks = [default_block]
        case_ops: list[list[Value]] = []
        for (kind, negative, lit), succ in cases or []:
            v = -parse_int(lit) if negative else parse_int(lit)
            if not -(1 << 63) <= v < (1 << 63):  # read as an int64_t (AsmParser::parseInteger)
                raise MLIRError(f"custom op '{cls.name}' integer value too large", _literal_loc(builder, lit, negative))
            values.append(_wrap_signed(v, flag_type.width))
            block, ops = split_successor(succ, builder)
            blocks.append(block)
            case_ops.append(ops)
        props: dict[str, A.Attribute] = {
            "case_operand_segments": A.DenseArrayAttr(T.i32, tuple(len(o) for o in case_ops))}
        if values:
            vtype = T.VectorType((len(values),), flag_type)
            splat = all(v == values[0] for v in values)
            props["case_values"] = A.DenseElementsAttr(vtype, tuple(values[:1] if splat else values), splat)
        return cls.build(  # type: ignore[return-value]
            [builder.use(flag, flag_type), default_ops, [v for ops in case_ops for v in ops]], [], props,
            dict(attrs.entries) if attrs is not None else {}, None, blocks, builder.loc(tok))

    def case_value_list(self) -> list[int]:
        attr = self.properties.get("case_values")
        if not isinstance(attr, A.DenseElementsAttr):
            return []
        n = attr.type.shape[0] if isinstance(attr.type, T.ShapedType) and attr.type.shape else 1
        return list(attr.values) * n if attr.splat else list(attr.values)

    def case_operand_groups(self) -> list[list[Value]]:
        seg = self.properties.get("case_operand_segments")
        sizes = list(seg.values) if isinstance(seg, A.DenseArrayAttr) else []
        flat = self.caseOperands
        groups, start = [], 0
        for n in sizes:
            groups.append(flat[start:start + n])
            start += n
        return groups

    def print(self, p: Printer) -> None:
        flag_type = self.flag.type
        p.write(" ")
        p.print_operand(self.flag)
        p.write(" : ")
        p.print_type(flag_type)
        p.write(", [")
        p.newline()
        p.write("  default: ")
        p.print_successor_and_args(self.successors[0], self.defaultOperands)
        if self.properties.get("case_values") is not None:
            width = flag_type.width if isinstance(flag_type, T.IntegerType) else 64
            groups = self.case_operand_groups()
            for i, v in enumerate(self.case_value_list()):
                p.write(",")
                p.newline()
                p.write(f"  {min(v & ((1 << width) - 1), (1 << 64) - 1)}: ")
                p.print_successor_and_args(self.successors[i + 1], groups[i] if i < len(groups) else [])
            p.newline()
        p.write("]")
        print_attrs(p, self, ("case_values", "case_operand_segments"))

    def verify_(self) -> None:
        values = self.properties.get("case_values")
        dests = len(self.successors) - 1
        if values is None:
            if dests:
                raise self.emit_error(f"number of case values (0) should match number of case destinations "
                                      f"({dests})")
        else:
            assert isinstance(values, A.DenseElementsAttr)
            count = self.case_value_list()
            if len(count) != dests:
                raise self.emit_error(f"number of case values ({len(count)}) should match number of case "
                                      f"destinations ({dests})")
            value_type = values.type.element  # type: ignore[attr-defined]
            if value_type is not self.flag.type:
                raise self.emit_error(f"'flag' type ('{self.flag.type}') should match case value type "
                                      f"('{value_type}')")
        verify_branch_operands(self, [self.defaultOperands, *self.case_operand_groups()])
