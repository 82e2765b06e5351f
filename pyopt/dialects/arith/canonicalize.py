"""Canonicalization patterns of the arith dialect: the DRR patterns of
ArithCanonicalization.td and the C++ ones of ArithOps.cpp, registered per op
in getCanonicalizationPatterns' order.

A DRR pattern's benefit is the number of ops in its source dag (constant
matchers do not count); its debug name is `(anonymous namespace)::<def>`."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from pyopt.dialects.common_folders import int_width, is_one, is_zero, splat_int, to_unsigned, zero_attr
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter

Match = Callable[[Operation, PatternRewriter], bool]


class ArithPattern(RewritePattern):
    """One named pattern: `fn(op, rewriter) -> bool` on `root`."""

    def __init__(self, name: str, root: str, benefit: int, fn: Match, anonymous: bool = True) -> None:
        super().__init__(benefit=benefit, root=root,
                         name=f"(anonymous namespace)::{name}" if anonymous else name)
        self.fn = fn

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter)


# ---- matchers -----------------------------------------------------------------------------------
def _def(value: Value, name: str) -> Operation | None:
    op = getattr(value, "op", None)
    return op if op is not None and op.name == name else None


def _int_constant(value: Value) -> A.IntegerAttr | None:
    """ConstantLikeMatcher APIntAttr: a constant whose value is an IntegerAttr."""
    attr = value_constant(value)
    return attr if isinstance(attr, A.IntegerAttr) else None


def _int_or_splat(value: Value) -> int | None:
    """getIntOrSplatIntValue of a constant operand (stored, signed value)."""
    return splat_int(value_constant(value))


def _is_neg_one(value: Value) -> bool:
    v = _int_or_splat(value)
    w = int_width(value.type)
    return v is not None and w is not None and to_unsigned(v, w) == (1 << w) - 1


def _is_i1(attr: A.IntegerAttr | None, bit: int) -> bool:
    return attr is not None and attr.type is T.i1 and attr.value == bit


def _flags(op: Operation) -> int:
    return getattr(op.properties.get("overflowFlags"), "value", 0)


# ---- builders -----------------------------------------------------------------------------------
def _constant(rewriter: PatternRewriter, attr: A.Attribute, type: T.Type, loc: Any) -> Value:
    return rewriter.create("arith.constant", [], [type], {"value": attr}, loc=loc).results[0]  # type: ignore[no-any-return]


def _overflow_op(rewriter: PatternRewriter, name: str, lhs: Value, rhs: Value, flags: int, loc: Any) -> Operation:
    from pyopt.dialects.arith.attrs import IntegerOverflowFlagsAttr

    return rewriter.create(name, [lhs, rhs], [lhs.type], {"overflowFlags": IntegerOverflowFlagsAttr(flags)},
                           loc=loc)  # type: ignore[no-any-return]


def _int_attr(value: int, type: T.Type) -> A.IntegerAttr:
    from pyopt.dialects.common_folders import normalize

    return A.IntegerAttr(normalize(value, type), type)


def _cmpi_predicate(op: Operation) -> int:
    return op.properties["predicate"].value  # type: ignore[attr-defined, no-any-return]


def _predicate_attr(pred: int) -> A.IntegerAttr:
    from pyopt.dialects.arith.attrs import CmpIPredicateC

    return A.IntegerAttr(pred, CmpIPredicateC.type)


# ---- addi / subi / muli with constants ------------------------------------------------------------
def _const_chain(outer: str, inner: str, inner_const_lhs: bool, outer_const_lhs: bool,
                 result: str, combine: Callable[[int, int], int], result_const_lhs: bool,
                 keep_flags: bool = True) -> Match:
    """outer(inner(x, c0) | inner(c0, x), c1) | outer(c1, inner(...)) ->
    result(x, combine(c0, c1)) or result(combine(c0, c1), x)."""

    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        inner_value, c1_value = (rhs, lhs) if outer_const_lhs else (lhs, rhs)
        inner_op = _def(inner_value, inner)
        if inner_op is None:
            return False
        a, b = inner_op.operands
        x, c0_value = (b, a) if inner_const_lhs else (a, b)
        c0 = _int_constant(c0_value)
        c1 = _int_constant(c1_value)
        if c0 is None or c1 is None:
            return False
        rtype = op.results[0].type
        flags = _flags(inner_op) & _flags(op) if keep_flags else 0
        c = _constant(rewriter, _int_attr(combine(c0.value, c1.value), rtype), rtype, op.loc)
        operands = (c, x) if result_const_lhs else (x, c)
        new = _overflow_op(rewriter, result, operands[0], operands[1], flags, op.loc)
        rewriter.replace_op(op, new)
        return True

    return fn


def _add(a: int, b: int) -> int:
    return a + b


def _sub_rev(c0: int, c1: int) -> int:
    return c1 - c0


def _sub(c0: int, c1: int) -> int:
    return c0 - c1


def _mul(a: int, b: int) -> int:
    return a * b


def _mul_const_same_type(op: Operation, rewriter: PatternRewriter) -> bool:
    """MulIMulIConstant's extra constraint: both constants have the result type."""
    inner = _def(op.operands[0], "arith.muli")
    c1 = _int_constant(op.operands[1])
    c0 = _int_constant(inner.operands[1]) if inner is not None else None
    rtype = op.results[0].type
    if c0 is None or c1 is None or c0.type is not rtype or c1.type is not rtype:
        return False
    return _const_chain("arith.muli", "arith.muli", False, False, "arith.muli", _mul, False)(op, rewriter)


def _add_mul_neg_one(rhs_side: bool) -> Match:
    """addi(x, muli(y, -1)) -> subi(x, y); addi(muli(x, -1), y) -> subi(y, x)."""

    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        lhs, rhs = op.operands
        mul = _def(rhs if rhs_side else lhs, "arith.muli")
        if mul is None or not _is_neg_one(mul.operands[1]):
            return False
        other = lhs if rhs_side else rhs
        new = _overflow_op(rewriter, "arith.subi", other, mul.operands[0], 0, op.loc)
        rewriter.replace_op(op, new)
        return True

    return fn


def _sub_sub_lhs_rhs_lhs(op: Operation, rewriter: PatternRewriter) -> bool:
    """subi(subi(a, b), a) -> subi(0, b)."""
    inner = _def(op.operands[0], "arith.subi")
    if inner is None or inner.operands[0] is not op.operands[1]:
        return False
    y = inner.operands[1]
    zero = zero_attr(y.type)
    if zero is None:
        return False
    c = _constant(rewriter, zero, y.type, op.loc)
    new = _overflow_op(rewriter, "arith.subi", c, y, _flags(inner) & _flags(op), op.loc)
    rewriter.replace_op(op, new)
    return True


# ---- extended arithmetic ------------------------------------------------------------------------------
def _extended_to_plain(plain: str) -> Match:
    """addui_extended / mul*_extended whose second result is unused ->
    [plain(x, y), x]."""

    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        if op.results[1].has_uses():
            return False
        x, y = op.operands
        new = _overflow_op(rewriter, plain, x, y, 0, op.loc)
        rewriter.replace_op(op, [new.results[0], x])
        return True

    return fn


def _mulsi_extended_rhs_one(op: Operation, rewriter: PatternRewriter) -> bool:
    """mulsi_extended(x, 1) -> [x, extsi(cmpi slt, x, 0)]."""
    x, one = op.operands
    v = _int_or_splat(one)
    if v is None or v != 1:
        return False
    zero = zero_attr(x.type)
    if zero is None:
        return False
    c = _constant(rewriter, zero, x.type, op.loc)
    cmp = rewriter.create("arith.cmpi", [x, c], [_i1_like(x.type)], {"predicate": _predicate_attr(2)}, loc=op.loc)
    ext = rewriter.create("arith.extsi", [cmp.results[0]], [op.results[1].type], loc=op.loc)
    rewriter.replace_op(op, [x, ext.results[0]])
    return True


def _i1_like(t: T.Type) -> T.Type:
    if isinstance(t, T.VectorType):
        return T.VectorType(t.shape, T.i1, t.scalable)
    if isinstance(t, T.ShapedType):
        return type(t)(t.shape, T.i1)  # type: ignore[call-arg]
    return T.i1


# ---- logic ops -------------------------------------------------------------------------------------------
_INVERTED = {0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7}


def _xori_not_cmpi(op: Operation, rewriter: PatternRewriter) -> bool:
    """xori(cmpi(pred, a, b), true) -> cmpi(!pred, a, b)."""
    cmp = _def(op.operands[0], "arith.cmpi")
    if cmp is None or not _is_i1(_int_constant(op.operands[1]), 1):
        return False
    a, b = cmp.operands
    new = rewriter.create("arith.cmpi", [a, b], [op.results[0].type],
                          {"predicate": _predicate_attr(_INVERTED[_cmpi_predicate(cmp)])}, loc=op.loc)
    rewriter.replace_op(op, new)
    return True


def _logic_of_ext(ext: str) -> Match:
    """and/or/xor(ext(x), ext(y)) -> ext(and/or/xor(x, y)) when x and y have one type."""

    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        lhs = _def(op.operands[0], ext)
        rhs = _def(op.operands[1], ext)
        if lhs is None or rhs is None:
            return False
        x, y = lhs.operands[0], rhs.operands[0]
        if x.type is not y.type:
            return False
        inner = rewriter.create(op.name, [x, y], [x.type], loc=op.loc)
        new = rewriter.create(ext, [inner.results[0]], [op.results[0].type], loc=op.loc)
        rewriter.replace_op(op, new)
        return True

    return fn


def _cmpi_of_ext(ext: str) -> Match:
    """cmpi eq/ne (ext a), (ext b) -> cmpi eq/ne a, b."""

    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        lhs = _def(op.operands[0], ext)
        rhs = _def(op.operands[1], ext)
        if lhs is None or rhs is None:
            return False
        a, b = lhs.operands[0], rhs.operands[0]
        pred = _cmpi_predicate(op)
        if a.type is not b.type or pred not in (0, 1):
            return False
        new = rewriter.create("arith.cmpi", [a, b], [op.results[0].type], {"predicate": _predicate_attr(pred)},
                              loc=op.loc)
        rewriter.replace_op(op, new)
        return True

    return fn


# ---- select ----------------------------------------------------------------------------------------------
def _select(rewriter: PatternRewriter, op: Operation, cond: Value, a: Value, b: Value) -> None:
    new = rewriter.create("arith.select", [cond, a, b], [op.results[0].type], loc=op.loc)
    rewriter.replace_op(op, new)


def _redundant_select(false_side: bool) -> Match:
    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        pred, a, b = op.operands
        inner = _def(b if false_side else a, "arith.select")
        if inner is None or inner.operands[0] is not pred:
            return False
        if false_side:
            _select(rewriter, op, pred, a, inner.operands[2])
        else:
            _select(rewriter, op, pred, inner.operands[1], b)
        return True

    return fn


def _select_not_cond(op: Operation, rewriter: PatternRewriter) -> bool:
    cond, a, b = op.operands
    xor = _def(cond, "arith.xori")
    if xor is None:
        return False
    ones = _int_constant(xor.operands[1])
    if ones is None or not _is_neg_one(xor.operands[1]):
        return False
    _select(rewriter, op, xor.operands[0], b, a)
    return True


def _select_i1_to_not(op: Operation, rewriter: PatternRewriter) -> bool:
    cond, a, b = op.operands
    if not (_is_i1(_int_constant(a), 0) and _is_i1(_int_constant(b), 1)):
        return False
    c = _constant(rewriter, A.IntegerAttr(1, T.i1), T.i1, op.loc)
    new = rewriter.create("arith.xori", [cond, c], [cond.type], loc=op.loc)
    rewriter.replace_op(op, new)
    return True


def _select_to_extui(op: Operation, rewriter: PatternRewriter) -> bool:
    """select %c, 1, 0 -> extui %c; select %c, 0, 1 -> extui(xori %c, true)."""
    rtype = op.results[0].type
    if not isinstance(rtype, T.IntegerType) or rtype.width == 1:
        return False
    cond, a, b = op.operands
    ca, cb = value_constant(a), value_constant(b)
    if is_one(ca) and is_zero(cb):
        rewriter.replace_op(op, rewriter.create("arith.extui", [cond], [rtype], loc=op.loc))
        return True
    if is_zero(ca) and is_one(cb):
        c = _constant(rewriter, _int_attr(1, cond.type), cond.type, op.loc)
        xor = rewriter.create("arith.xori", [cond, c], [cond.type], loc=op.loc)
        rewriter.replace_op(op, rewriter.create("arith.extui", [xor.results[0]], [rtype], loc=op.loc))
        return True
    return False


# ---- casts -------------------------------------------------------------------------------------------------
def _cast_of_same_cast(name: str) -> Match:
    """index_cast(index_cast(x)) -> x when the types round-trip."""

    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        inner = _def(op.operands[0], name)
        if inner is None or inner.operands[0].type is not op.results[0].type:
            return False
        rewriter.replace_op(op, [inner.operands[0]])
        return True

    return fn


def _cast_through(inner_name: str, new_name: str) -> Match:
    """cast(inner(x)) -> new(x), with the outer cast's result type."""

    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        inner = _def(op.operands[0], inner_name)
        if inner is None:
            return False
        new = rewriter.create(new_name, [inner.operands[0]], [op.results[0].type], loc=op.loc)
        rewriter.replace_op(op, new)
        return True

    return fn


def _width_of(t: T.Type) -> int:
    e = t.element if isinstance(t, T.ShapedType) else t
    return getattr(e, "width", 0) or 0


def _trunci_of_ext(ext: str) -> Match:
    """trunci(ext(x)) -> ext(x) when only extension bits are dropped."""

    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        inner = _def(op.operands[0], ext)
        if inner is None:
            return False
        x = inner.operands[0]
        ext_w, tr_w, x_w = _width_of(inner.results[0].type), _width_of(op.results[0].type), _width_of(x.type)
        if not (ext_w > tr_w > 0 and tr_w > x_w > 0):
            return False
        rewriter.replace_op(op, rewriter.create(ext, [x], [op.results[0].type], loc=op.loc))
        return True

    return fn


def _trunci_shrsi(op: Operation, rewriter: PatternRewriter) -> bool:
    """trunci(shrsi(x, c)) -> trunci(shrui(x, c)) when c is the truncated width."""
    shr = _def(op.operands[0], "arith.shrsi")
    if shr is None:
        return False
    x, amount = shr.operands
    attr = value_constant(amount)
    c = splat_int(attr)
    if c is None or _width_of(x.type) - _width_of(op.results[0].type) != c:
        return False
    cst = _constant(rewriter, attr, attr.type, op.loc)  # type: ignore[union-attr]
    shrui = rewriter.create("arith.shrui", [x, cst], [x.type], loc=op.loc)
    new = rewriter.create("arith.trunci", [shrui.results[0]], [op.results[0].type],
                          {"overflowFlags": op.properties["overflowFlags"]}
                          if "overflowFlags" in op.properties else None, loc=op.loc)
    rewriter.replace_op(op, new)
    return True


def _truncf_of_int_to_fp(name: str) -> Match:
    def fn(op: Operation, rewriter: PatternRewriter) -> bool:
        inner = _def(op.operands[0], name)
        if inner is None or op.properties.get("roundingmode") is not None:
            return False
        rewriter.replace_op(op, rewriter.create(name, [inner.operands[0]], [op.results[0].type], loc=op.loc))
        return True

    return fn


def _float_of_negs(op: Operation, rewriter: PatternRewriter) -> bool:
    """mulf/divf(negf x, negf y) -> mulf/divf(x, y), keeping the fastmath flags."""
    lhs = _def(op.operands[0], "arith.negf")
    rhs = _def(op.operands[1], "arith.negf")
    if lhs is None or rhs is None:
        return False
    x, y = lhs.operands[0], rhs.operands[0]
    if x.type is not y.type:
        return False
    props = {"fastmath": op.properties["fastmath"]} if "fastmath" in op.properties else None
    rewriter.replace_op(op, rewriter.create(op.name, [x, y], [op.results[0].type], props, loc=op.loc))
    return True


# ---- registration ---------------------------------------------------------------------------------------------
def _patterns(*specs: tuple[str, str, int, Match]) -> Callable[[], Sequence[RewritePattern]]:
    return lambda: [ArithPattern(name, root, benefit, fn) for name, root, benefit, fn in specs]


_ADDI, _SUBI = "arith.addi", "arith.subi"

canonicalization_patterns(_ADDI)(_patterns(
    ("AddIAddConstant", _ADDI, 2, _const_chain(_ADDI, _ADDI, False, False, _ADDI, _add, False)),
    ("AddISubConstantRHS", _ADDI, 2, _const_chain(_ADDI, _SUBI, False, False, _ADDI, _sub_rev, False)),
    ("AddISubConstantLHS", _ADDI, 2, _const_chain(_ADDI, _SUBI, True, False, _SUBI, _add, True)),
    ("AddIMulNegativeOneRhs", _ADDI, 2, _add_mul_neg_one(True)),
    ("AddIMulNegativeOneLhs", _ADDI, 2, _add_mul_neg_one(False)),
))
canonicalization_patterns("arith.addui_extended")(_patterns(
    ("AddUIExtendedToAddI", "arith.addui_extended", 1, _extended_to_plain(_ADDI)),
))
canonicalization_patterns(_SUBI)(_patterns(
    ("SubIRHSAddConstant", _SUBI, 2, _const_chain(_SUBI, _ADDI, False, False, _ADDI, _sub, False,
                                                  keep_flags=False)),
    ("SubILHSAddConstant", _SUBI, 2, _const_chain(_SUBI, _ADDI, False, True, _SUBI, _sub_rev, True)),
    ("SubIRHSSubConstantRHS", _SUBI, 2, _const_chain(_SUBI, _SUBI, False, False, _SUBI, _add, False)),
    ("SubIRHSSubConstantLHS", _SUBI, 2, _const_chain(_SUBI, _SUBI, True, False, _SUBI, _sub, True)),
    ("SubILHSSubConstantRHS", _SUBI, 2, _const_chain(_SUBI, _SUBI, False, True, _SUBI, _add, True)),
    ("SubILHSSubConstantLHS", _SUBI, 2, _const_chain(_SUBI, _SUBI, True, True, _ADDI, _sub_rev, False)),
    ("SubISubILHSRHSLHS", _SUBI, 2, _sub_sub_lhs_rhs_lhs),
))
canonicalization_patterns("arith.muli")(_patterns(
    ("MulIMulIConstant", "arith.muli", 2, _mul_const_same_type),
))
canonicalization_patterns("arith.mulsi_extended")(_patterns(
    ("MulSIExtendedToMulI", "arith.mulsi_extended", 1, _extended_to_plain("arith.muli")),
    ("MulSIExtendedRHSOne", "arith.mulsi_extended", 1, _mulsi_extended_rhs_one),
))
canonicalization_patterns("arith.mului_extended")(_patterns(
    ("MulUIExtendedToMulI", "arith.mului_extended", 1, _extended_to_plain("arith.muli")),
))
canonicalization_patterns("arith.xori")(_patterns(
    ("XOrINotCmpI", "arith.xori", 2, _xori_not_cmpi),
    ("XOrIOfExtUI", "arith.xori", 3, _logic_of_ext("arith.extui")),
    ("XOrIOfExtSI", "arith.xori", 3, _logic_of_ext("arith.extsi")),
))
canonicalization_patterns("arith.andi")(_patterns(
    ("AndOfExtUI", "arith.andi", 3, _logic_of_ext("arith.extui")),
    ("AndOfExtSI", "arith.andi", 3, _logic_of_ext("arith.extsi")),
))
canonicalization_patterns("arith.ori")(_patterns(
    ("OrOfExtUI", "arith.ori", 3, _logic_of_ext("arith.extui")),
    ("OrOfExtSI", "arith.ori", 3, _logic_of_ext("arith.extsi")),
))
canonicalization_patterns("arith.cmpi")(_patterns(
    ("CmpIExtSI", "arith.cmpi", 3, _cmpi_of_ext("arith.extsi")),
    ("CmpIExtUI", "arith.cmpi", 3, _cmpi_of_ext("arith.extui")),
))
canonicalization_patterns("arith.select")(_patterns(
    ("RedundantSelectFalse", "arith.select", 2, _redundant_select(True)),
    ("RedundantSelectTrue", "arith.select", 2, _redundant_select(False)),
    ("SelectNotCond", "arith.select", 2, _select_not_cond),
    ("SelectI1ToNot", "arith.select", 1, _select_i1_to_not),
    ("SelectToExtUI", "arith.select", 1, _select_to_extui),
))
canonicalization_patterns("arith.index_cast")(_patterns(
    ("IndexCastOfIndexCast", "arith.index_cast", 2, _cast_of_same_cast("arith.index_cast")),
    ("IndexCastOfExtSI", "arith.index_cast", 2, _cast_through("arith.extsi", "arith.index_cast")),
))
canonicalization_patterns("arith.index_castui")(_patterns(
    ("IndexCastUIOfIndexCastUI", "arith.index_castui", 2, _cast_of_same_cast("arith.index_castui")),
    ("IndexCastUIOfExtUI", "arith.index_castui", 2, _cast_through("arith.extui", "arith.index_castui")),
))
canonicalization_patterns("arith.bitcast")(_patterns(
    ("BitcastOfBitcast", "arith.bitcast", 2, _cast_through("arith.bitcast", "arith.bitcast")),
))
canonicalization_patterns("arith.extsi")(_patterns(
    ("ExtSIOfExtUI", "arith.extsi", 2, _cast_through("arith.extui", "arith.extui")),
))
canonicalization_patterns("arith.trunci")(_patterns(
    ("TruncIExtSIToExtSI", "arith.trunci", 2, _trunci_of_ext("arith.extsi")),
    ("TruncIExtUIToExtUI", "arith.trunci", 2, _trunci_of_ext("arith.extui")),
    ("TruncIShrSIToTrunciShrUI", "arith.trunci", 2, _trunci_shrsi),
))
canonicalization_patterns("arith.truncf")(_patterns(
    ("TruncFSIToFPToSIToFP", "arith.truncf", 2, _truncf_of_int_to_fp("arith.sitofp")),
    ("TruncFUIToFPToUIToFP", "arith.truncf", 2, _truncf_of_int_to_fp("arith.uitofp")),
))
canonicalization_patterns("arith.mulf")(_patterns(("MulFOfNegF", "arith.mulf", 3, _float_of_negs)))
canonicalization_patterns("arith.divf")(_patterns(("DivFOfNegF", "arith.divf", 3, _float_of_negs)))


def all_patterns() -> Iterable[str]:
    """The debug names registered here (for docs and tests)."""
    from pyopt.rewrite.canonicalization import _op_patterns

    for name, fns in sorted(_op_patterns.items()):
        if name.startswith("arith."):
            for fn in fns:
                yield from (p.debug_name for p in fn())
