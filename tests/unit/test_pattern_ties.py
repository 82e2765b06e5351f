"""Trial rewrites undo exactly, and tie detection reports ties without
changing what the drivers produce (pyopt/rewrite/trial.py, ties.py)."""

from __future__ import annotations

from typing import Any, Iterator

import pytest

from pyopt.driver import Options, parse_source, print_module
from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.ir.diagnostics import Diagnostic, MLIRError, diagnostic_handler
from pyopt.rewrite import ties
from pyopt.rewrite.applicator import FrozenPatternSet, PatternApplicator
from pyopt.rewrite.pattern import PatternSet, pattern
from pyopt.rewrite.rewriter import PatternRewriter
from pyopt.rewrite.trial import would_succeed

SOURCE = """func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %a : i32
  %2 = arith.subi %1, %0 : i32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %3 = arith.addi %2, %2 : i32
  cf.br ^bb2
^bb2:
  return %2 : i32
}
"""


def parse() -> Any:
    return parse_source(SOURCE, "t.mlir", Options())


def fingerprint(module: Any) -> tuple[str, list[list[tuple[str, int]]]]:
    """The printed IR and every value's use list, in order."""
    uses = []
    for op in module.walk():
        values = list(op.results)
        for region in op.regions:
            for block in region.blocks:
                values.extend(block.args)
        for v in values:
            uses.append([(u.owner.name, u.index) for u in v.uses])
            for u in v.uses:
                assert u.value is v and u.owner.op_operands[u.index] is u
    return print_module(module, Options()), uses


def find(module: Any, name: str) -> Operation:
    return next(op for op in module.walk() if op.name == name)


def i32_constant(rewriter: PatternRewriter, value: int, like: Operation) -> Operation:
    t = like.results[0].type
    return rewriter.create("arith.constant", [], [t], properties={"value": A.IntegerAttr(value, t)})


@pattern("arith.addi")
def replace_with_new(op: Operation, rw: PatternRewriter) -> bool:
    c = i32_constant(rw, 3, op)
    rw.replace_op_with_new_op(op, "arith.muli", [op.operands[0], c.results[0]], [op.results[0].type])
    return True


@pattern("arith.addi")
def swap_in_place(op: Operation, rw: PatternRewriter) -> bool:
    with rw.modify_op_in_place(op):
        a, b = op.operands
        op.set_operands([b, a])
        op.attributes["tag"] = A.UnitAttr()
    return True


@pattern("arith.muli")
def move_and_erase(op: Operation, rw: PatternRewriter) -> bool:
    sub = find(op.parent_op, "arith.subi")
    rw.replace_all_uses_with(sub.results[0], op.results[0])
    rw.erase_op(sub)
    rw.move_op_after(op, op.next)
    return True


@pattern("cf.cond_br")
def merge_blocks(op: Operation, rw: PatternRewriter) -> bool:
    bb1 = op.successors[0]
    new = rw.split_block(bb1, bb1.first)
    rw.erase_block(new)
    return True


@pytest.mark.parametrize("p", [replace_with_new, swap_in_place, move_and_erase, merge_blocks],
                         ids=lambda p: p.debug_name)
def test_trial_leaves_ir_exactly_as_it_was(p: Any) -> None:
    module = parse()
    before = fingerprint(module)
    root = p.root_name()
    assert would_succeed(p, find(module, root))
    assert fingerprint(module) == before
    # And the real rewrite still works on the restored IR.
    rewriter = PatternRewriter()
    rewriter.set_insertion_point(find(module, root))
    assert p.match_and_rewrite(find(module, root), rewriter)
    assert fingerprint(module)[0] != before[0]


def run_applicator(patterns: list[Any], mode: str) -> tuple[str, list[Diagnostic]]:
    module = parse()
    diags: list[Diagnostic] = []
    ties.set_mode(mode)
    try:
        with diagnostic_handler(diags.append):
            app = PatternApplicator(FrozenPatternSet(PatternSet(patterns)))
            app.match_and_rewrite(find(module, "arith.addi"), PatternRewriter())
    finally:
        ties.set_mode(ties.OFF)
    return print_module(module, Options()), diags


def test_tie_is_reported_and_output_unchanged() -> None:
    off, none = run_applicator([replace_with_new, swap_in_place], "off")
    warned, diags = run_applicator([replace_with_new, swap_in_place], "warn")
    assert none == [] and warned == off
    (d,) = diags
    assert d.severity == "warning" and d.loc is not None and d.loc.line == 2
    assert d.message == ("pattern tie on 'arith.addi': 'replace_with_new' and 'swap_in_place' both match with "
                         "benefit 1; the tie rule (registration order) applies 'replace_with_new'")


def test_no_tie_when_benefits_differ_or_one_fails() -> None:
    @pattern("arith.addi", benefit=2)
    def better(op: Operation, rw: PatternRewriter) -> bool:
        return swap_in_place.match_and_rewrite(op, rw)

    @pattern("arith.addi")
    def never(op: Operation, rw: PatternRewriter) -> bool:
        return rw.notify_match_failure(op, "never matches")

    assert run_applicator([replace_with_new, better], "warn")[1] == []
    assert run_applicator([replace_with_new, never], "warn")[1] == []


def test_tie_in_error_mode_fails() -> None:
    with pytest.raises(MLIRError) as info:
        run_applicator([replace_with_new, swap_in_place], "error")
    assert info.value.diagnostic.message.startswith("pattern tie on 'arith.addi'")


def test_lower_group_checked_when_best_group_fails() -> None:
    @pattern("arith.addi", benefit=5)
    def never(op: Operation, rw: PatternRewriter) -> bool:
        return False

    _, diags = run_applicator([never, replace_with_new, swap_in_place], "warn")
    assert len(diags) == 1


def test_trace_records_attempts_and_reasons() -> None:
    from pyopt.rewrite import trace

    @pattern("arith.addi", benefit=2)
    def picky(op: Operation, rw: PatternRewriter) -> bool:
        return rw.notify_match_failure(op, "operands are not constants")

    module = parse()
    tr = trace.start()
    try:
        tr.begin_driver("test driver")
        op = find(module, "arith.addi")
        node = tr.begin_op(op)
        PatternApplicator(FrozenPatternSet(PatternSet([replace_with_new, picky]))).match_and_rewrite(
            op, PatternRewriter())
        tr.end_op(node)
    finally:
        trace.stop()
    assert tr.text() == ("test driver\n"
                         "  'arith.addi' at 2:8\n"
                         "    pattern picky (benefit 2): failed\n"
                         "      match failure: operands are not constants\n"
                         "    pattern replace_with_new (benefit 1): applied\n")
