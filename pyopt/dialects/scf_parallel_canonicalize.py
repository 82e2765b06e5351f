"""scf.parallel's canonicalization patterns (SCF.cpp, as 22.1.8 names
them): drop a loop with an empty domain and collapse the dimensions that
run once (ParallelOpSingleOrZeroIterationDimsFolder), merge a loop nested
alone in another (MergeNestedParallelLoops)."""

from __future__ import annotations

from typing import Iterable

from pyopt.ir import attributes as A
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.clone import clone_op
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter


def _groups(op: Operation) -> tuple[list[Value], list[Value], list[Value], list[Value]]:
    return tuple(list(op.operand_group(i)) for i in range(4))  # type: ignore[attr-defined, return-value]


def _const(value: Value) -> int | None:
    attr = value_constant(value)
    return attr.value if isinstance(attr, A.IntegerAttr) else None


def _new_parallel(rewriter: PatternRewriter, op: Operation, lbs: list[Value], ubs: list[Value], steps: list[Value],
                  inits: list[Value], region: Region) -> Operation:
    return rewriter.create("scf.parallel", [lbs, ubs, steps, inits], [[v.type for v in inits]], {}, {},
                           [region], loc=op.loc)


class ParallelOpSingleOrZeroIterationDimsFolder(RewritePattern):
    """Dimensions with constant bounds that run exactly once: their
    induction variable is the lower bound.  All of them: the body (and the
    reductions, applied to the init values) replace the loop.  One that
    never runs: the loop is its init values."""

    def __init__(self) -> None:
        super().__init__(root="scf.parallel", name="(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        lbs, ubs, steps, inits = _groups(op)
        body: Block = op.regions[0].blocks[0]
        mapping: dict[Value, Value] = {}
        kept: list[tuple[Value, Value, Value]] = []
        for lb, ub, step, iv in zip(lbs, ubs, steps, body.args):
            lo, hi, st = _const(lb), _const(ub), _const(step)
            if lb is ub or lo is not None and hi is not None and hi - lo <= 0:
                rewriter.replace_op(op, inits)  # a trip count of zero
                return True
            if lo is not None and hi is not None and st is not None and hi - lo <= st:
                mapping[iv] = lb
            else:
                kept.append((lb, ub, step))
        if len(kept) == len(lbs):
            return False
        if not kept:
            for nested in list(body.ops)[:-1]:
                clone_op(rewriter, nested, mapping)
            reduce = body.last
            assert reduce is not None
            results: list[Value] = []
            for i, reduction in enumerate(reduce.regions):
                block = reduction.blocks[0]
                mapping[block.args[0]] = inits[len(results)]
                operand = reduce.operands[i]
                mapping[block.args[1]] = mapping.get(operand, operand)
                for nested in list(block.ops)[:-1]:
                    clone_op(rewriter, nested, mapping)
                result = block.last.operands[0]  # type: ignore[union-attr]
                results.append(mapping.get(result, result))
            rewriter.replace_op(op, results)
            return True
        # A lower-dimensional loop: the body cloned, the collapsed block
        # arguments mapped away (Region::cloneInto keeps only the others).
        new_body = Block([a.type for a in body.args if a not in mapping],
                         [a.loc for a in body.args if a not in mapping])
        region = Region()
        region.add_block(new_body)
        kept_args = iter(new_body.args)
        for arg in body.args:
            if arg not in mapping:
                mapping[arg] = next(kept_args)
        new_op = _new_parallel(rewriter, op, [k[0] for k in kept], [k[1] for k in kept], [k[2] for k in kept],
                               inits, region)
        with rewriter.insertion_guard():
            rewriter.set_insertion_point_to_end(new_body)
            for nested in body.ops:
                clone_op(rewriter, nested, mapping)
        rewriter.replace_op(op, new_op.results)
        return True


class MergeNestedParallelLoops(RewritePattern):
    """A loop whose body is only another loop (bounds independent of the
    outer induction variables, no reductions): one loop of both dimensions."""

    def __init__(self) -> None:
        super().__init__(root="scf.parallel", name="(anonymous namespace)::MergeNestedParallelLoops")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        outer_body: Block = op.regions[0].blocks[0]
        inner = outer_body.first
        if inner is None or inner is outer_body.last or inner.next is not outer_body.last:
            return False
        if inner.name != "scf.parallel":
            return False
        lbs, ubs, steps, inits = _groups(op)
        ilbs, iubs, isteps, iinits = _groups(inner)
        outer_args = set(outer_body.args)
        if any(v in outer_args for v in (*ilbs, *iubs, *isteps)):
            return False
        if inits or iinits:
            return False
        inner_body: Block = inner.regions[0].blocks[0]
        args = [*outer_body.args, *inner_body.args]
        new_body = Block([a.type for a in args], [op.loc] * len(args))
        region = Region()
        region.add_block(new_body)
        mapping: dict[Value, Value] = dict(zip(args, new_body.args))
        new_op = _new_parallel(rewriter, op, lbs + ilbs, ubs + iubs, steps + isteps, [], region)
        with rewriter.insertion_guard():
            rewriter.set_insertion_point_to_end(new_body)
            for nested in list(inner_body.ops)[:-1]:
                clone_op(rewriter, nested, mapping)
            rewriter.create("scf.reduce", [[]], [], {}, {}, [], loc=op.loc)
        rewriter.replace_op(op, new_op.results)
        return True


@canonicalization_patterns("scf.parallel")
def parallel_patterns() -> Iterable[RewritePattern]:
    return [ParallelOpSingleOrZeroIterationDimsFolder(), MergeNestedParallelLoops()]

