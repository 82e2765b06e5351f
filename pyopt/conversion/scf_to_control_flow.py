"""scf -> cf (MLIR's SCFToControlFlow.cpp) and `--convert-scf-to-cf`.

Each structured op becomes a CFG subgraph with one entry and one exit,
spliced into the enclosing region in its place: the block holding the op
is split before it, the op's regions are inlined before the continuation
block, and their terminators become branches.  scf.parallel becomes an
scf.for nest and scf.forall an scf.parallel; both are lowered further in
the same conversion.  Nested ops need no order of their own: each pattern
inlines whatever blocks the regions hold at that point."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.passes.pass_base import Option, Pass, PassFailure
from pyopt.rewrite.pattern import RewritePattern

def _branch(rw: Any, dest: Block, operands: Sequence[Value], loc: Any) -> Operation:
    return rw.create("cf.br", list(operands), [], successors=[dest], loc=loc)  # type: ignore[no-any-return]


def _cond_branch(rw: Any, cond: Value, true_dest: Block, false_dest: Block, loc: Any,
                 true_operands: Sequence[Value] = ()) -> Operation:
    return rw.create("cf.cond_br", [cond, list(true_operands), []], [],  # type: ignore[no-any-return]
                     successors=[true_dest, false_dest], loc=loc)


def _split_at(rw: Any, op: Operation) -> tuple[Block, Block]:
    """The block holding `op`, and the new block that starts at `op`
    (the insertion point is before `op` when a pattern runs)."""
    block = op.parent
    assert block is not None
    return block, rw.split_block(block, op)


def _inline_before(rw: Any, region: Region, block: Block) -> None:
    assert block.parent is not None
    rw.inline_region_before(region, block.parent, block)


class SCFLowering(RewritePattern):
    def __init__(self, root: str, debug_name: str, benefit: int = 1) -> None:
        super().__init__()
        self.root = root
        self.debug_name = debug_name
        self.benefit = benefit


class ForLowering(SCFLowering):
    """The loop's entry block becomes the condition block (it has the
    induction variable and the iteration values as arguments); the body
    is split off it and steps back to it."""

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        lower, upper, step = op.operands[0], op.operands[1], op.operands[2]
        inits = op.operands[3:]
        init_block, end_block = _split_at(rewriter, op)
        body = op.regions[0]
        condition_block = body.blocks[0]
        first_body_block = rewriter.split_block(condition_block, condition_block.first)
        last_body_block = body.blocks[-1]
        _inline_before(rewriter, body, end_block)
        iv = condition_block.args[0]

        terminator = last_body_block.last
        assert terminator is not None
        rewriter.set_insertion_point_to_end(last_body_block)
        stepped = rewriter.create("arith.addi", [iv, step], [iv.type], loc=loc).results[0]
        back_edge = _branch(rewriter, condition_block, [stepped, *terminator.operands], loc)
        _copy_llvm_attrs(op, back_edge)
        rewriter.erase_op(terminator)

        rewriter.set_insertion_point_to_end(init_block)
        _branch(rewriter, condition_block, [lower, *inits], loc)

        rewriter.set_insertion_point_to_end(condition_block)
        predicate = "ult" if "unsignedCmp" in op.properties else "slt"
        comparison = rewriter.create("arith.cmpi", [iv, upper], [T.i1], {"predicate": _predicate(predicate)},
                                     loc=loc).results[0]
        _cond_branch(rewriter, comparison, first_body_block, end_block, loc)
        rewriter.replace_op(op, condition_block.args[1:])
        return True


def _copy_llvm_attrs(loop: Operation, branch: Operation) -> None:
    """The loop's discardable attributes of the LLVM dialect (loop annotations
    and any other, whatever their names) go to the branch that closes the
    loop, where the LLVM translation looks for them (22.1.8)."""
    from pyopt.dialects.llvm.attrs import is_llvm_dialect_attr

    for name, value in loop.attributes.items():
        if is_llvm_dialect_attr(value):
            branch.attributes[name] = value


def _predicate(name: str) -> A.Attribute:
    """arith::CmpIPredicate as stored: slt is 2, ult 6."""
    return A.IntegerAttr({"slt": 2, "ult": 6}[name], T.i64)


class IfLowering(SCFLowering):
    """Then and else blocks branch to the continuation; with results, to a
    new block whose arguments stand for them and which branches on."""

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        cond_block, remaining = _split_at(rewriter, op)
        if not op.results:
            continue_block = remaining
        else:
            assert remaining.parent is not None
            continue_block = rewriter.create_block(remaining.parent, remaining, [r.type for r in op.results],
                                                   [loc] * len(op.results))
            _branch(rewriter, remaining, [], loc)

        then_region = op.regions[0]
        then_block = then_region.blocks[0]
        self._branch_out(rewriter, then_region, continue_block, loc)
        else_block = continue_block
        else_region = op.regions[1]
        if else_region.blocks:
            else_block = else_region.blocks[0]
            self._branch_out(rewriter, else_region, continue_block, loc)

        rewriter.set_insertion_point_to_end(cond_block)
        _cond_branch(rewriter, op.operands[0], then_block, else_block, loc)
        rewriter.replace_op(op, list(continue_block.args))
        return True

    @staticmethod
    def _branch_out(rewriter: Any, region: Region, continue_block: Block, loc: Any) -> None:
        terminator = region.blocks[-1].last
        assert terminator is not None
        rewriter.set_insertion_point_to_end(region.blocks[-1])
        _branch(rewriter, continue_block, terminator.operands, loc)
        rewriter.erase_op(terminator)
        _inline_before(rewriter, region, continue_block)


class ExecuteRegionLowering(SCFLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        cond_block, remaining = _split_at(rewriter, op)
        region = op.regions[0]
        rewriter.set_insertion_point_to_end(cond_block)
        _branch(rewriter, region.blocks[0], [], loc)
        for block in list(region.blocks):
            terminator = block.last
            if terminator is not None and terminator.name == "scf.yield":
                rewriter.set_insertion_point_to_end(block)
                _branch(rewriter, remaining, terminator.operands, loc)
                rewriter.erase_op(terminator)
        _inline_before(rewriter, region, remaining)
        rewriter.replace_op(op, [remaining.add_arg(r.type, loc) for r in op.results])
        return True


def _build_for(rewriter: Any, loc: Any, lower: Value, upper: Value, step: Value,
               iter_args: Sequence[Value]) -> Operation:
    """scf.for's builder without a body builder: a body block with the
    induction variable (at the op's location) and one argument per
    iteration value (at its location), and scf.yield when there are none."""
    from pyopt.ir.core import OpResult

    def value_loc(v: Value) -> Any:
        return v.op.loc if isinstance(v, OpResult) else getattr(v, "loc", None)

    body = Block([lower.type, *[v.type for v in iter_args]], [loc, *[value_loc(v) for v in iter_args]])
    loop = rewriter.create("scf.for", [lower, upper, step, list(iter_args)], [[v.type for v in iter_args]],
                           regions=[Region([body])], loc=loc)
    if not iter_args:
        with rewriter.insertion_guard():
            rewriter.set_insertion_point_to_end(body)
            rewriter.create("scf.yield", [[]], [], loc=loc)
    return loop  # type: ignore[no-any-return]


class ParallelLowering(SCFLowering):
    """An scf.for nest, one loop per dimension; reductions are inlined into
    the innermost body and their values carried by the loops."""

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        lbs, ubs, steps, inits = (op.operand_group(i) for i in range(4))  # type: ignore[attr-defined]
        body = op.regions[0].blocks[0]
        iter_args = list(inits)
        ivs: list[Value] = []
        loop_results = list(iter_args)
        first = True
        for lower, upper, step in zip(lbs, ubs, steps):
            loop = _build_for(rewriter, loc, lower, upper, step, iter_args)
            loop_body = loop.regions[0].blocks[0]
            ivs.append(loop_body.args[0])
            iter_args = list(loop_body.args[1:])
            if first:
                loop_results = list(loop.results)
                first = False
            elif loop.results:
                rewriter.set_insertion_point_to_end(rewriter.insertion_block)
                rewriter.create("scf.yield", [list(loop.results)], [], loc=loc)
            rewriter.set_insertion_point_to_start(loop_body)

        reduce = body.last
        assert reduce is not None and reduce.name == "scf.reduce"
        yield_operands: list[Value] = []
        for i in range(len(op.results)):
            reduction = reduce.regions[i].blocks[0]
            arg = iter_args[len(yield_operands)]
            reduction_return = reduction.last
            assert reduction_return is not None
            yield_operands.append(reduction_return.operands[0])
            rewriter.erase_op(reduction_return)
            rewriter.inline_block_before(reduction, reduce.parent, reduce, [arg, reduce.operands[i]])
        rewriter.erase_op(reduce)

        new_body = rewriter.insertion_block
        if new_body.first is None:
            rewriter.merge_blocks(body, new_body, ivs)
        else:
            rewriter.inline_block_before(body, new_body, new_body.last, ivs)
        if yield_operands:
            rewriter.set_insertion_point_to_end(rewriter.insertion_block)
            rewriter.create("scf.yield", [yield_operands], [], loc=loc)
        rewriter.replace_op(op, loop_results)
        return True


def _lower_while(rewriter: Any, op: Operation, do_while: bool) -> None:
    """Both regions inlined, `before` ending in a conditional branch to
    `after` or out and `after` branching back; for a do-while only `before`,
    branching back to itself.  The results are `before`'s values, visible
    by dominance."""
    with rewriter.insertion_guard():
        current, continuation = _split_at(rewriter, op)
        before_region, after_region = op.regions
        before, after = before_region.blocks[0], after_region.blocks[0]
        if do_while:
            _inline_before(rewriter, before_region, continuation)
        else:
            _inline_before(rewriter, after_region, continuation)
            _inline_before(rewriter, before_region, after)
        rewriter.set_insertion_point_to_end(current)
        _branch(rewriter, before, op.operands, op.loc)

        rewriter.set_insertion_point_to_end(before)
        condition = before.last
        assert condition is not None
        args = condition.operands[1:]
        cond_br = _cond_branch(rewriter, condition.operands[0], before if do_while else after, continuation,
                               condition.loc, args)
        rewriter.replace_op(condition, cond_br)
        if do_while:
            _copy_llvm_attrs(op, cond_br)
        else:
            rewriter.set_insertion_point_to_end(after)
            yield_op = after.last
            assert yield_op is not None
            latch = _branch(rewriter, before, yield_op.operands, yield_op.loc)
            _copy_llvm_attrs(op, latch)
            rewriter.replace_op(yield_op, latch)
        rewriter.replace_op(op, args)


class WhileLowering(SCFLowering):
    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        _lower_while(rewriter, op, do_while=False)
        return True


class DoWhileLowering(SCFLowering):
    """An `after` region that only forwards its arguments: not inlined."""

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        after = op.regions[1].blocks[0]
        yield_op = after.first
        if yield_op is None or yield_op is not after.last:
            return rewriter.notify_match_failure(  # type: ignore[no-any-return]
                op, "do-while simplification applicable only if 'after' region has no payload")
        if yield_op.name != "scf.yield" or list(yield_op.operands) != list(after.args):
            return rewriter.notify_match_failure(  # type: ignore[no-any-return]
                op, "do-while simplification applicable only to forwarding 'after' regions")
        _lower_while(rewriter, op, do_while=True)
        return True


class IndexSwitchLowering(SCFLowering):
    """cf.switch on the index cast to i32; every case branches to the
    continuation, whose arguments stand for the results."""

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        cond_block, continue_block = _split_at(rewriter, op)
        results = [continue_block.add_arg(r.type, loc) for r in op.results]

        def convert_region(region: Region) -> Block:
            block = region.blocks[0]
            yield_op = block.last
            assert yield_op is not None
            rewriter.set_insertion_point(yield_op)
            rewriter.replace_op(yield_op, _branch(rewriter, continue_block, yield_op.operands, yield_op.loc))
            _inline_before(rewriter, region, continue_block)
            return block

        cases = op.properties["cases"]
        values = list(cases.values) if isinstance(cases, A.DenseArrayAttr) else []
        case_blocks = [convert_region(r) for r in op.regions[1:]]
        default = convert_region(op.regions[0])

        rewriter.set_insertion_point_to_end(cond_block)
        case_value = rewriter.create("arith.index_cast", [op.operands[0]], [T.i32], loc=loc).results[0]
        props: dict[str, A.Attribute] = {"case_operand_segments": A.DenseArrayAttr(T.i32, (0,) * len(values))}
        if values:
            # cf.switch's case values: a DenseI32ArrayAttr read as a dense vector.
            splat = all(v == values[0] for v in values)
            props["case_values"] = A.DenseElementsAttr(T.VectorType((len(values),), T.i32),
                                                       tuple(values[:1] if splat else values), splat)
        rewriter.create("cf.switch", [case_value, [], []], [], props, successors=[default, *case_blocks], loc=loc)
        rewriter.replace_op(op, results)
        return True


class ForallLowering(SCFLowering):
    """scf.parallel over the same bounds (static ones become constants);
    only a bufferized forall (no shared outputs)."""

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        dyn_lbs, dyn_ubs, dyn_steps, outputs = (op.operand_group(i) for i in range(4))  # type: ignore[attr-defined]
        if outputs:
            return rewriter.notify_match_failure(  # type: ignore[no-any-return]
                op, "only fully bufferized scf.forall ops can be lowered to scf.parallel")

        def mixed(static_name: str, dynamic: Sequence[Value]) -> list[Value]:
            from pyopt.dialects.scf import DYNAMIC

            values, rest = [], iter(dynamic)
            for s in op.properties[static_name].values:  # type: ignore[attr-defined]
                if s == DYNAMIC:
                    values.append(next(rest))
                else:
                    values.append(rewriter.create("arith.constant", [], [T.index],
                                                  {"value": A.IntegerAttr(s, T.index)}, loc=loc).results[0])
            return values

        lbs = mixed("staticLowerBound", dyn_lbs)
        ubs = mixed("staticUpperBound", dyn_ubs)
        steps = mixed("staticStep", dyn_steps)
        parallel = rewriter.create("scf.parallel", [lbs, ubs, steps, []], [[]], regions=[Region()], loc=loc)
        rewriter.inline_region_before(op.regions[0], parallel.regions[0], None)
        body = parallel.regions[0].blocks[0]
        rewriter.set_insertion_point_to_end(body)
        terminator = body.last
        assert terminator is not None
        rewriter.replace_op(terminator, rewriter.create("scf.reduce", [[]], [], regions=[], loc=terminator.loc))
        rewriter.replace_op(op, parallel)
        return True


def populate_scf_to_control_flow_patterns() -> list[RewritePattern]:
    """In MLIR's order; do-while first by its benefit."""
    return [ForallLowering("scf.forall", "ForallLowering"), ForLowering("scf.for", "ForLowering"),
            IfLowering("scf.if", "IfLowering"), ParallelLowering("scf.parallel", "ParallelLowering"),
            WhileLowering("scf.while", "WhileLowering"),
            ExecuteRegionLowering("scf.execute_region", "ExecuteRegionLowering"),
            IndexSwitchLowering("scf.index_switch", "IndexSwitchLowering"),
            DoWhileLowering("scf.while", "DoWhileLowering", benefit=2)]


ILLEGAL_OPS = ("scf.forall", "scf.for", "scf.if", "scf.index_switch", "scf.parallel", "scf.while",
               "scf.execute_region")


class SCFToControlFlowPass(Pass):
    argument = "convert-scf-to-cf"
    name = "SCFToControlFlowPass"
    summary = "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"
    dependent_dialects = ("cf",)
    allow_pattern_rollback = Option(bool, True, "Experimental performance flag to disallow pattern rollback")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.conversion_target import ConversionTarget
        from pyopt.conversion.dialect_conversion import ConversionConfig, apply_partial_conversion
        from pyopt.rewrite.pattern import PatternSet

        target = ConversionTarget()
        target.add_illegal_op(*ILLEGAL_OPS)
        target.mark_unknown_op_dynamically_legal(lambda _op: True)
        try:
            apply_partial_conversion(op, target, PatternSet(populate_scf_to_control_flow_patterns()),
                                     ConversionConfig(allow_pattern_rollback=self.allow_pattern_rollback))
        except MLIRError as err:
            raise PassFailure(err)
