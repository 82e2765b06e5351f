"""index -> LLVM (MLIR's IndexToLLVM.cpp), and `convert-index-to-llvm`.

Index values become integers of the converter's index width; the division
variants without an LLVM op expand into compares and selects.
"""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.conversion import vector_pattern as V
from pyopt.passes.pass_base import Option, Pass

EQ, NE, SLT, SGT = 0, 1, 2, 4


class OneToOneIndexPattern(ConvertOpToLLVMPattern):
    """OneToOneConvertToLLVMPattern: same operands, all attributes kept."""

    target = ""

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        return V.one_to_one_rewrite(op, self.target, adaptor.operands, V.pass_through_attrs(op),
                                    self.type_converter, rewriter)


def _one_to_one(source: str, target: str) -> type[OneToOneIndexPattern]:
    name = "ConvertIndex" + "".join(p.capitalize() for p in source.split(".")[1:])
    return type(name, (OneToOneIndexPattern,), {"root": source, "target": target})


_TRIVIAL = [_one_to_one(f"index.{s}", f"llvm.{t}") for s, t in [
    ("add", "add"), ("sub", "sub"), ("mul", "mul"), ("divs", "sdiv"), ("divu", "udiv"), ("rems", "srem"),
    ("remu", "urem"), ("maxs", "intr.smax"), ("maxu", "intr.umax"), ("mins", "intr.smin"), ("minu", "intr.umin"),
    ("shl", "shl"), ("shrs", "ashr"), ("shru", "lshr"), ("and", "and"), ("or", "or"), ("xor", "xor")]]


class _Builder:
    """Creates the LLVM integer ops of one expansion at one location."""

    def __init__(self, rewriter: Any, loc: Any, t: T.Type) -> None:
        self.rewriter, self.loc, self.t = rewriter, loc, t

    def const(self, value: int) -> Value:
        return V.create(self.rewriter, "llvm.mlir.constant", [], [self.t],
                        V.TargetAttrs({"value": A.IntegerAttr(value, self.t)}), self.loc).results[0]

    def op(self, name: str, *operands: Value) -> Value:
        return V.create(self.rewriter, name, list(operands), [operands[0].type], None, self.loc).results[0]

    def icmp(self, predicate: int, lhs: Value, rhs: Value) -> Value:
        return V.create(self.rewriter, "llvm.icmp", [lhs, rhs], [T.i1],
                        V.TargetAttrs({}, {"predicate": A.IntegerAttr(predicate, T.i64)}), self.loc).results[0]

    def select(self, cond: Value, a: Value, b: Value) -> Value:
        return V.create(self.rewriter, "llvm.select", [cond, a, b], [a.type], None, self.loc).results[0]


class ConvertIndexCeilDivS(ConvertOpToLLVMPattern):
    """ceildivs(n, m): x = m > 0 ? -1 : 1; n*m > 0 ? (n+x)/m + 1 : -(-n/m)."""

    root = "index.ceildivs"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        n, m = adaptor.operands
        b = _Builder(rewriter, op.loc, n.type)
        zero, pos_one, neg_one = b.const(0), b.const(1), b.const(-1)
        m_pos = b.icmp(SGT, m, zero)
        x = b.select(m_pos, neg_one, pos_one)
        pos_res = b.op("llvm.add", b.op("llvm.sdiv", b.op("llvm.add", n, x), m), pos_one)
        neg_res = b.op("llvm.sub", zero, b.op("llvm.sdiv", b.op("llvm.sub", zero, n), m))
        n_pos = b.icmp(SGT, n, zero)
        same_sign = b.icmp(EQ, n_pos, m_pos)
        non_zero = b.icmp(NE, n, zero)
        cond = b.op("llvm.and", same_sign, non_zero)
        rewriter.replace_op(op, [b.select(cond, pos_res, neg_res)])
        return True


class ConvertIndexCeilDivU(ConvertOpToLLVMPattern):
    """ceildivu(n, m) = n == 0 ? 0 : (n-1)/m + 1."""

    root = "index.ceildivu"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        n, m = adaptor.operands
        b = _Builder(rewriter, op.loc, n.type)
        zero, one = b.const(0), b.const(1)
        plus_one = b.op("llvm.add", b.op("llvm.udiv", b.op("llvm.sub", n, one), m), one)
        cond = b.icmp(EQ, n, zero)
        rewriter.replace_op(op, [b.select(cond, zero, plus_one)])
        return True


class ConvertIndexFloorDivS(ConvertOpToLLVMPattern):
    """floordivs(n, m): x = m < 0 ? 1 : -1; n*m < 0 ? -1 - (x-n)/m : n/m."""

    root = "index.floordivs"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        n, m = adaptor.operands
        b = _Builder(rewriter, op.loc, n.type)
        zero, pos_one, neg_one = b.const(0), b.const(1), b.const(-1)
        m_neg = b.icmp(SLT, m, zero)
        x = b.select(m_neg, pos_one, neg_one)
        neg_res = b.op("llvm.sub", neg_one, b.op("llvm.sdiv", b.op("llvm.sub", x, n), m))
        pos_res = b.op("llvm.sdiv", n, m)
        n_neg = b.icmp(SLT, n, zero)
        diff_sign = b.icmp(NE, n_neg, m_neg)
        non_zero = b.icmp(NE, n, zero)
        cond = b.op("llvm.and", diff_sign, non_zero)
        rewriter.replace_op(op, [b.select(cond, neg_res, pos_res)])
        return True


class ConvertIndexCastS(ConvertOpToLLVMPattern):
    root = "index.casts"
    extend = "llvm.sext"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        value = adaptor.operands[0]
        out = self.type_converter.convert_type(op.results[0].type)
        if out is None:
            return False
        if value.type is out:
            rewriter.replace_op(op, [value])
            return True
        name = "llvm.trunc" if getattr(value.type, "width", 0) > getattr(out, "width", 0) else self.extend
        rewriter.replace_op(op, [V.create(rewriter, name, [value], [out], None, op.loc).results[0]])
        return True


class ConvertIndexCastU(ConvertIndexCastS):
    root = "index.castu"
    extend = "llvm.zext"


class ConvertIndexCmp(ConvertOpToLLVMPattern):
    root = "index.cmp"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        predicate = op.properties["pred"].value  # type: ignore[attr-defined]
        new = V.create(rewriter, "llvm.icmp", adaptor.operands, [T.i1],
                       V.TargetAttrs({}, {"predicate": A.IntegerAttr(predicate, T.i64)}), op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class ConvertIndexSizeOf(ConvertOpToLLVMPattern):
    root = "index.sizeof"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = self.type_converter.convert_type(T.index)
        new = V.create(rewriter, "llvm.mlir.constant", [], [t],
                       V.TargetAttrs({"value": A.IntegerAttr(t.width, t)}), op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class ConvertIndexConstant(ConvertOpToLLVMPattern):
    """The value truncated to the index width."""

    root = "index.constant"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = self.type_converter.convert_type(T.index)
        width = t.width
        value = op.properties["value"].value & ((1 << width) - 1)  # type: ignore[attr-defined]
        if value >= 1 << (width - 1):
            value -= 1 << width
        new = V.create(rewriter, "llvm.mlir.constant", [], [t],
                       V.TargetAttrs({"value": A.IntegerAttr(value, t)}), op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


ConvertIndexBoolConstant = _one_to_one("index.bool.constant", "llvm.mlir.constant")


def populate_index_to_llvm_conversion_patterns(converter: Any, patterns: Any) -> None:
    for cls in [*_TRIVIAL, ConvertIndexCeilDivS, ConvertIndexCeilDivU, ConvertIndexFloorDivS, ConvertIndexCastS,
                ConvertIndexCastU, ConvertIndexCmp, ConvertIndexSizeOf, ConvertIndexConstant,
                ConvertIndexBoolConstant]:
        patterns.add(cls(converter))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    populate_index_to_llvm_conversion_patterns(converter, patterns)


class ConvertIndexToLLVMPass(Pass):
    argument = "convert-index-to-llvm"
    name = "ConvertIndexToLLVMPass"
    summary = "Lower the `index` dialect to the `llvm` dialect."
    dependent_dialects = ("llvm",)
    index_bitwidth = Option(int, 0, "Bitwidth of the index type, 0 to use size of machine word")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_common import llvm_dialect_target, run_llvm_partial_conversion

        target = llvm_dialect_target()
        target.add_illegal_dialect("index")
        run_llvm_partial_conversion(op, populate_index_to_llvm_conversion_patterns,
                                    index_bitwidth=self.index_bitwidth, target=target)
