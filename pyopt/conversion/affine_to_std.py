"""affine -> arith, memref, scf and vector (MLIR's AffineToStandard.cpp and
the AffineApplyExpander of Affine/Utils/Utils.cpp), and `--lower-affine`.

Affine expressions expand to index arithmetic in post order, a fresh
`arith.constant` for every constant; floordiv, ceildiv and mod by a
positive constant expand to their signed-division sequences."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import affine as AF
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.passes.pass_base import Pass, PassFailure
from pyopt.rewrite.pattern import RewritePattern


def _const(rw: Any, value: int, loc: Any, ty: T.Type = T.index) -> Value:
    return rw.create("arith.constant", [], [ty], {"value": A.IntegerAttr(value, ty)}, loc=loc).results[0]


def _op(rw: Any, name: str, operands: Sequence[Value], loc: Any, ty: T.Type = T.index,
        props: dict[str, A.Attribute] | None = None) -> Value:
    return rw.create(name, list(operands), [ty], props or {}, loc=loc).results[0]


def _nsw() -> A.Attribute:
    from pyopt.dialects.arith.attrs import IntegerOverflowFlagsAttr

    return IntegerOverflowFlagsAttr(1)


def expand_expr(rw: Any, loc: Any, e: AF.AffineExpr, dims: Sequence[Value], syms: Sequence[Value]) -> Value:
    """AffineApplyExpander: the value of `e`; MLIRError for a division or
    modulo by a non-positive constant."""
    if isinstance(e, AF.AffineDimExpr):
        return dims[e.position]
    if isinstance(e, AF.AffineSymbolExpr):
        return syms[e.position]
    if isinstance(e, AF.AffineConstantExpr):
        return _const(rw, e.value, loc)
    assert isinstance(e, AF.AffineBinaryOpExpr)
    kind = e.kind
    if kind in (AF.AffineExprKind.Mod, AF.AffineExprKind.FloorDiv, AF.AffineExprKind.CeilDiv):
        if isinstance(e.rhs, AF.AffineConstantExpr) and e.rhs.value <= 0:
            what = "modulo" if kind == AF.AffineExprKind.Mod else "division"
            raise MLIRError(f"{what} by non-positive value is not supported", loc)
    lhs = expand_expr(rw, loc, e.lhs, dims, syms)
    rhs = expand_expr(rw, loc, e.rhs, dims, syms)
    if kind == AF.AffineExprKind.Add:
        return _op(rw, "arith.addi", [lhs, rhs], loc)
    if kind == AF.AffineExprKind.Mul:
        return _op(rw, "arith.muli", [lhs, rhs], loc, props={"overflowFlags": _nsw()})
    if kind == AF.AffineExprKind.Mod:
        rem = _op(rw, "arith.remsi", [lhs, rhs], loc)
        zero = _const(rw, 0, loc)
        negative = _cmp(rw, "slt", rem, zero, loc)
        corrected = _op(rw, "arith.addi", [rem, rhs], loc)
        return _op(rw, "arith.select", [negative, corrected, rem], loc)
    if kind == AF.AffineExprKind.FloorDiv:
        zero = _const(rw, 0, loc)
        none = _const(rw, -1, loc)
        negative = _cmp(rw, "slt", lhs, zero, loc)
        negated = _op(rw, "arith.subi", [none, lhs], loc)
        dividend = _op(rw, "arith.select", [negative, negated, lhs], loc)
        quotient = _op(rw, "arith.divsi", [dividend, rhs], loc)
        corrected = _op(rw, "arith.subi", [none, quotient], loc)
        return _op(rw, "arith.select", [negative, corrected, quotient], loc)
    zero = _const(rw, 0, loc)
    one = _const(rw, 1, loc)
    non_positive = _cmp(rw, "sle", lhs, zero, loc)
    negated = _op(rw, "arith.subi", [zero, lhs], loc)
    decremented = _op(rw, "arith.subi", [lhs, one], loc)
    dividend = _op(rw, "arith.select", [non_positive, negated, decremented], loc)
    quotient = _op(rw, "arith.divsi", [dividend, rhs], loc)
    negated_q = _op(rw, "arith.subi", [zero, quotient], loc)
    incremented = _op(rw, "arith.addi", [quotient, one], loc)
    return _op(rw, "arith.select", [non_positive, negated_q, incremented], loc)


_PREDICATES = {"eq": 0, "slt": 2, "sle": 3, "sge": 5}


def _cmp(rw: Any, predicate: str, lhs: Value, rhs: Value, loc: Any) -> Value:
    return _op(rw, "arith.cmpi", [lhs, rhs], loc, T.i1, {"predicate": A.IntegerAttr(_PREDICATES[predicate], T.i64)})


def expand_map(rw: Any, loc: Any, m: AF.AffineMap, operands: Sequence[Value]) -> list[Value]:
    dims, syms = operands[:m.num_dims], operands[m.num_dims:]
    return [expand_expr(rw, loc, r, dims, syms) for r in m.results]


def _reduce(rw: Any, values: list[Value], name: str, loc: Any) -> Value:
    """buildMinMaxReductionSeq."""
    value = values[0]
    for v in values[1:]:
        value = _op(rw, name, [value, v], loc)
    return value


def lower_max(rw: Any, loc: Any, m: AF.AffineMap, operands: Sequence[Value]) -> Value:
    return _reduce(rw, expand_map(rw, loc, m, operands), "arith.maxsi", loc)


def lower_min(rw: Any, loc: Any, m: AF.AffineMap, operands: Sequence[Value]) -> Value:
    return _reduce(rw, expand_map(rw, loc, m, operands), "arith.minsi", loc)


def _map(op: Operation, name: str = "map") -> AF.AffineMap:
    a = op.properties.get(name, op.attributes.get(name))
    return a.value  # type: ignore[union-attr]


# ---- patterns ------------------------------------------------------------------------------------
class AffineLowering(RewritePattern):
    def __init__(self, root: str, name: str) -> None:
        super().__init__(root=root, name=name)


class ApplyLowering(AffineLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        rewriter.replace_op(op, expand_map(rewriter, op.loc, _map(op), op.operands))
        return True


class MinMaxLowering(AffineLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        lower = lower_min if op.name == "affine.min" else lower_max
        rewriter.replace_op(op, [lower(rewriter, op.loc, _map(op), op.operands)])
        return True


class YieldLowering(AffineLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        parent = op.parent_op
        if parent is not None and parent.name in ("scf.parallel", "affine.parallel"):
            return False
        rewriter.replace_op_with_new_op(op, "scf.yield", [op.operands], loc=op.loc)
        return True


class AccessLowering(AffineLowering):
    """affine.load/store/prefetch/vector_load/vector_store -> memref/vector."""

    TARGETS = {"affine.load": "memref.load", "affine.store": "memref.store", "affine.prefetch": "memref.prefetch",
               "affine.vector_load": "vector.load", "affine.vector_store": "vector.store"}

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        lead = 2 if op.name in ("affine.store", "affine.vector_store") else 1
        indices = expand_map(rewriter, op.loc, _map(op), op.operands[lead:])
        # memref.prefetch keeps the hints; the other targets have no properties to carry.
        props = {k: v for k, v in op.properties.items() if k != "map"} if op.name == "affine.prefetch" else {}
        groups: list[Any] = list(op.operands[:lead]) + [indices]
        rewriter.replace_op_with_new_op(op, self.TARGETS[op.name], groups, [r.type for r in op.results], props,
                                        loc=op.loc)
        return True


class ForLowering(AffineLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        lb, ub = _map(op, "lowerBoundMap"), _map(op, "upperBoundMap")
        group = op.operand_group  # type: ignore[attr-defined]
        lower = lower_max(rewriter, loc, lb, group(0))
        upper = lower_min(rewriter, loc, ub, group(1))
        step = _const(rewriter, op.properties["step"].value, loc)  # type: ignore[attr-defined]
        inits = group(2)
        new = rewriter.create("scf.for", [lower, upper, step, inits], [[r.type for r in op.results]], {},
                              regions=[Region()], loc=loc)
        rewriter.inline_region_before(op.regions[0], new.regions[0])
        rewriter.replace_op(op, new)
        return True


class IfLowering(AffineLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        s = op.properties["condition"].value  # type: ignore[attr-defined]
        zero = _const(rewriter, 0, loc)
        dims, syms = op.operands[:s.num_dims], op.operands[s.num_dims:]
        cond: Value | None = None
        for c, eq in zip(s.constraints, s.eq_flags):
            value = expand_expr(rewriter, loc, c, dims, syms)
            cmp = _cmp(rewriter, "eq" if eq else "sge", value, zero, loc)
            cond = cmp if cond is None else _op(rewriter, "arith.andi", [cond, cmp], loc, T.i1)
        if cond is None:
            cond = _const(rewriter, 1, loc, T.i1)
        new = rewriter.create("scf.if", [cond], [[r.type for r in op.results]], {}, regions=[Region(), Region()],
                              loc=loc)
        rewriter.inline_region_before(op.regions[0], new.regions[0])
        if op.regions[1].blocks:
            rewriter.inline_region_before(op.regions[1], new.regions[1])
        rewriter.replace_op(op, new)
        return True


class DmaLowering(AffineLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        ops = op.operands
        if op.name == "affine.dma_wait":
            tag = _map(op, "tag_map")
            idx = expand_map(rewriter, loc, tag, ops[1:1 + tag.num_inputs])
            rewriter.replace_op_with_new_op(op, "memref.dma_wait", [ops[0], idx, ops[1 + tag.num_inputs]], loc=loc)
            return True
        maps = [_map(op, n) for n in ("src_map", "dst_map", "tag_map")]
        starts = [0, 1 + maps[0].num_inputs]
        starts.append(starts[1] + 1 + maps[1].num_inputs)
        expanded = [expand_map(rewriter, loc, m, ops[s + 1:]) for m, s in zip(maps, starts)]
        rest = ops[starts[2] + 1 + maps[2].num_inputs:]
        flat = [ops[starts[0]], *expanded[0], ops[starts[1]], *expanded[1], rest[0], ops[starts[2]], *expanded[2],
                *rest[1:]]
        rewriter.replace_op_with_new_op(op, "memref.dma_start", [flat], loc=loc)
        return True


# getIdentityValue and getReductionOp of arith's AtomicRMWKind reductions.
_REDUCTION_OPS = {"addf": "arith.addf", "addi": "arith.addi", "mulf": "arith.mulf", "muli": "arith.muli",
                  "maximumf": "arith.maximumf", "minimumf": "arith.minimumf", "maxnumf": "arith.maxnumf",
                  "minnumf": "arith.minnumf", "maxs": "arith.maxsi", "mins": "arith.minsi", "maxu": "arith.maxui",
                  "minu": "arith.minui", "ori": "arith.ori", "andi": "arith.andi", "xori": "arith.xori"}


def _identity(kind: str, ty: T.Type) -> A.Attribute | None:
    if isinstance(ty, T.FloatType):
        values = {"addf": 0.0, "mulf": 1.0, "maximumf": float("-inf"), "minimumf": float("inf"),
                  "maxnumf": float("nan"), "minnumf": float("nan")}
        if kind not in values:
            return None
        return A.FloatAttr.get(values[kind], ty)
    if not isinstance(ty, T.IntegerType):
        return None
    w = ty.width
    ints = {"addi": 0, "ori": 0, "xori": 0, "maxu": 0, "muli": 1, "andi": -1, "minu": -1,
            "maxs": -(1 << (w - 1)), "mins": (1 << (w - 1)) - 1}
    return A.IntegerAttr(ints[kind], ty) if kind in ints else None


class ParallelLowering(AffineLowering):
    """affine.parallel -> scf.parallel, reductions as scf.reduce regions."""

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        from pyopt.dialects.affine.attrs import elements
        from pyopt.dialects.memref.base import AtomicRMWKind

        loc = op.loc
        lbm, ubm = _map(op, "lowerBoundsMap"), _map(op, "upperBoundsMap")
        lb_ops, ub_ops = op.operands[:lbm.num_inputs], op.operands[lbm.num_inputs:]
        lows, highs = [], []
        lb_start = ub_start = 0
        for lsize, usize in zip(elements(op.properties["lowerBoundsGroups"]),
                                elements(op.properties["upperBoundsGroups"])):
            lows.append(lower_max(rewriter, loc, lbm.get_slice_map(lb_start, lsize), lb_ops))
            highs.append(lower_min(rewriter, loc, ubm.get_slice_map(ub_start, usize), ub_ops))
            lb_start += lsize
            ub_start += usize
        steps = [_const(rewriter, s.value, loc) for s in op.properties["steps"]]  # type: ignore[attr-defined]
        body = op.regions[0].blocks[0]
        terminator = body.last
        assert terminator is not None
        kinds = [AtomicRMWKind.by_value[r.value] for r in op.properties["reductions"]]  # type: ignore[attr-defined]
        inits: list[Value] = []
        for kind, r in zip(kinds, op.results):
            ident = _identity(kind, r.type)
            if ident is None:
                return rewriter.notify_match_failure(op, "unsupported reduction kind for identity value")
            inits.append(rewriter.create("arith.constant", [], [r.type], {"value": ident}, loc=loc).results[0])
        par = rewriter.create("scf.parallel", [lows, highs, steps, inits], [[r.type for r in op.results]], {},
                              regions=[Region()], loc=loc)
        rewriter.inline_region_before(op.regions[0], par.regions[0])
        with rewriter.insertion_guard():
            rewriter.set_insertion_point(terminator)
            regions = []
            for v in terminator.operands:
                region = Region()
                region.add_block(Block([v.type, v.type], [loc, loc]))
                regions.append(region)
            reduce = rewriter.create("scf.reduce", [terminator.operands], [], {}, regions=regions, loc=loc)
        rewriter.replace_op(terminator, reduce)
        for kind, region in zip(kinds, reduce.regions):
            block = region.blocks[0]
            with rewriter.insertion_guard():
                rewriter.set_insertion_point_to_end(block)
                value = _op(rewriter, _REDUCTION_OPS[kind], block.args, loc, block.args[0].type)
                rewriter.create("scf.reduce.return", [value], [], {}, loc=loc)
        rewriter.replace_op(op, par)
        return True


# ---- affine-expand-index-ops (AffineExpandIndexOps.cpp) --------------------------------------
def _strides(rw: Any, loc: Any, dynamic: Sequence[Value], static: Sequence[int], non_negative: bool) -> list[Value]:
    """computeStrides: suffix products of the basis (without its outer bound)."""
    from pyopt.dialects.dynamic_index import K_DYNAMIC

    flags = {"overflowFlags": _flags(3 if non_negative else 1)}
    out: list[Value] = []
    index = len(dynamic)
    part: Value | None = None
    product = 1
    for elem in reversed(static):
        if elem == K_DYNAMIC:
            part = dynamic[index - 1] if part is None else _op(rw, "arith.muli", [part, dynamic[index - 1]], loc,
                                                                props=dict(flags))
            index -= 1
        else:
            product *= elem
        if part is not None and product == 1:
            out.append(part)
        else:
            stride = _const(rw, product, loc)
            if part is not None:
                stride = _op(rw, "arith.muli", [part, stride], loc, props=dict(flags))
            out.append(stride)
    out.reverse()
    return out


def _flags(bits: int) -> A.Attribute:
    from pyopt.dialects.arith.attrs import IntegerOverflowFlagsAttr

    return IntegerOverflowFlagsAttr(bits)


def _static_basis(op: Operation) -> list[int]:
    a = op.properties.get("static_basis")
    return list(a.values) if isinstance(a, A.DenseArrayAttr) else []


class DelinearizeLowering(AffineLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        linear = op.operands[0]
        static = _static_basis(op)
        n = len(op.results)
        if n == len(static):
            static = static[1:]
        if n == 1:
            rewriter.replace_op(op, [linear])
            return True
        strides = _strides(rewriter, loc, op.operands[1:], static, True)
        zero = _const(rewriter, 0, loc)
        results = [_op(rewriter, "arith.floordivsi", [linear, strides[0]], loc)]

        def mod(stride: Value) -> Value:
            rem = _op(rewriter, "arith.remsi", [linear, stride], loc)
            negative = _cmp(rewriter, "slt", rem, zero, loc)
            corrected = _op(rewriter, "arith.addi", [rem, stride], loc, props={"overflowFlags": _flags(1)})
            return _op(rewriter, "arith.select", [negative, corrected, rem], loc)

        for this, nxt in zip(strides, strides[1:]):
            results.append(_op(rewriter, "arith.divsi", [mod(this), nxt], loc))
        results.append(mod(strides[-1]))
        rewriter.replace_op(op, results)
        return True


_LOOP_LIKE = ("affine.for", "affine.parallel", "scf.for", "scf.parallel", "scf.while", "scf.forall")


def _invariant_loops(user: Operation, v: Value) -> int:
    """numEnclosingInvariantLoops: enclosing loops `v` is defined outside of."""
    count = 0
    cur: Operation | None = user
    while cur is not None:
        loop = cur.parent_op
        while loop is not None and loop.name not in _LOOP_LIKE:
            loop = loop.parent_op
        if loop is None or _defined_inside(loop, v):
            break
        cur = loop
        count += 1
    return count


def _defined_inside(loop: Operation, v: Value) -> bool:
    block = v.owner if not hasattr(v, "op") else getattr(v, "op").parent
    region = getattr(block, "parent", None)
    op = region.parent if region is not None else None
    while op is not None:
        if op is loop:
            return True
        op = op.parent_op
    return False


class LinearizeLowering(AffineLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        from pyopt.dialects.affine.attrs import unit_prop_set

        loc = op.loc
        multi = op.operand_group(0)  # type: ignore[attr-defined]
        if not multi:
            rewriter.replace_op(op, [_const(rewriter, 0, loc)])
            return True
        static = _static_basis(op)
        if len(multi) == len(static):
            static = static[1:]
        strides = _strides(rewriter, loc, op.operand_group(1), static,  # type: ignore[attr-defined]
                           unit_prop_set(op.properties.get("disjoint")))
        scaled: list[tuple[Value, int]] = []
        for stride, idx in zip(strides, multi[:-1]):
            value = _op(rewriter, "arith.muli", [idx, stride], loc, props={"overflowFlags": _flags(1)})
            scaled.append((value, _invariant_loops(op, idx)))
        scaled.append((multi[-1], _invariant_loops(op, multi[-1])))
        scaled.sort(key=lambda p: -p[1])  # stable: ties keep the stride order
        result = scaled[0][0]
        for value, _ in scaled[1:]:
            result = _op(rewriter, "arith.addi", [result, value], loc, props={"overflowFlags": _flags(1)})
        rewriter.replace_op(op, [result])
        return True


_CPP = {"affine.apply": "AffineApplyLowering", "affine.dma_start": "AffineDmaStartLowering",
        "affine.dma_wait": "AffineDmaWaitLowering", "affine.load": "AffineLoadLowering",
        "affine.min": "AffineMinLowering", "affine.max": "AffineMaxLowering",
        "affine.prefetch": "AffinePrefetchLowering", "affine.store": "AffineStoreLowering",
        "affine.for": "AffineForLowering", "affine.if": "AffineIfLowering", "affine.yield": "AffineYieldOpLowering",
        "affine.vector_load": "AffineVectorLoadLowering", "affine.vector_store": "AffineVectorStoreLowering"}


def populate_affine_to_std_patterns() -> list[RewritePattern]:
    kinds: list[tuple[str, type[AffineLowering]]] = [
        ("affine.apply", ApplyLowering), ("affine.dma_start", DmaLowering), ("affine.dma_wait", DmaLowering),
        ("affine.load", AccessLowering), ("affine.min", MinMaxLowering), ("affine.max", MinMaxLowering),
        ("affine.parallel", ParallelLowering), ("affine.prefetch", AccessLowering),
        ("affine.store", AccessLowering), ("affine.for", ForLowering), ("affine.if", IfLowering),
        ("affine.yield", YieldLowering), ("affine.vector_load", AccessLowering),
        ("affine.vector_store", AccessLowering)]
    patterns: list[RewritePattern] = [cls(root, _CPP.get(root, "AffineParallelLowering")) for root, cls in kinds]
    patterns.append(DelinearizeLowering("affine.delinearize_index", "(anonymous namespace)::LowerDelinearizeIndexOps"))
    patterns.append(LinearizeLowering("affine.linearize_index", "(anonymous namespace)::LowerLinearizeIndexOps"))
    return patterns


class LowerAffinePass(Pass):
    argument = "lower-affine"
    name = "LowerAffinePass"
    summary = "Lower Affine operations to a combination of Arith and SCF operations"

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.conversion_target import ConversionTarget
        from pyopt.conversion.dialect_conversion import apply_partial_conversion
        from pyopt.rewrite.pattern import PatternSet

        target = ConversionTarget()
        target.add_legal_dialect("arith", "memref", "scf", "vector")
        try:
            apply_partial_conversion(op, target, PatternSet(populate_affine_to_std_patterns()))
        except MLIRError as err:
            raise PassFailure(err)
