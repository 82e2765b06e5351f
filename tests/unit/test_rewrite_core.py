"""The rewriting core: pattern order (the tie rule), failing matches,
rewriter operations keeping use lists consistent, the greedy driver's
worklist, folding and dead-code rules, and memory effects."""

from __future__ import annotations

import pytest

from rewrite_helpers import check_use_lists, parse, show

from pyopt.ir.core import Operation
from pyopt.rewrite.greedy import GreedyRewriteConfig, apply_patterns_greedily
from pyopt.rewrite.pattern import PatternSet, RewritePattern, pattern
from pyopt.rewrite.rewriter import IRRewriter

FUNC = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
"""


def _func_ops(module: Operation) -> list[Operation]:
    func = module.regions[0].blocks[0].first
    return list(func.regions[0].blocks[0].ops)


class _Rename(RewritePattern):
    """Turns arith.addi into arith.subi; records which pattern ran."""

    root = "arith.addi"

    def __init__(self, tag: str, log: list[str], benefit: int = 1) -> None:
        super().__init__(benefit=benefit, name=tag)
        self.log = log

    def match_and_rewrite(self, op: Operation, rewriter: object) -> bool:
        self.log.append(self.debug_name)
        rewriter.replace_op_with_new_op(op, "arith.subi", list(op.operands), [op.results[0].type])  # type: ignore
        return True


def _no_fold() -> GreedyRewriteConfig:
    return GreedyRewriteConfig(enable_folding=False, max_iterations=1)


def test_higher_benefit_wins() -> None:
    log: list[str] = []
    module = parse(FUNC)
    apply_patterns_greedily(module, PatternSet([_Rename("low", log, 1), _Rename("high", log, 5)]), _no_fold())
    assert log == ["high"]
    check_use_lists(module)


@pytest.mark.parametrize("run", range(3))
def test_equal_benefit_registration_order(run: int) -> None:
    log: list[str] = []
    module = parse(FUNC)
    apply_patterns_greedily(module, PatternSet([_Rename("first", log), _Rename("second", log)]), _no_fold())
    assert log == ["first"]


def test_tie_rule_does_not_depend_on_loaded_dialects() -> None:
    from pyopt.ir.registry import registry

    def run() -> list[str]:
        log: list[str] = []
        module = parse(FUNC)
        any_op = pattern(None, benefit=1, name="any")(lambda op, rw: log.append(f"any:{op.name}") and False)
        patterns = PatternSet([any_op, _Rename("named", log)])
        apply_patterns_greedily(module, patterns, _no_fold())
        return log

    before = run()
    registry.load_all()
    assert run() == before
    assert "named" in before and before.index("any:arith.addi") < before.index("named")


def test_failing_match_leaves_ir_unchanged() -> None:
    module = parse(FUNC)
    text = show(module)

    @pattern("arith.addi")
    def never(op: Operation, rewriter: object) -> bool:
        return rewriter.notify_match_failure(op, "not this one")  # type: ignore[attr-defined]

    result = apply_patterns_greedily(module, PatternSet([never]), GreedyRewriteConfig(enable_folding=False))
    assert show(module) == text
    assert result.converged and not result.changed
    check_use_lists(module)


def test_rewriter_operations_keep_use_lists_consistent() -> None:
    module = parse("""
func.func @f(%a: i32, %b: i32, %c: i1) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %0 : i32
  cf.cond_br %c, ^bb1(%2 : i32), ^bb2
^bb1(%x: i32):
  %3 = arith.addi %x, %x : i32
  cf.br ^bb2
^bb2:
  return %0 : i32
}
""")
    rw = IRRewriter()
    add, mul, sub, br = _func_ops(module)
    func = module.regions[0].blocks[0].first
    rw.replace_all_uses_with(add.results[0], func.regions[0].blocks[0].args[0])
    check_use_lists(module)
    rw.move_op_before(sub, mul)
    check_use_lists(module)
    rw.set_insertion_point(mul)
    new = rw.create("arith.xori", [mul.operands[0], mul.operands[1]], [mul.results[0].type])
    rw.replace_op(mul, new)
    check_use_lists(module)
    block1 = func.regions[0].blocks[1]
    tail = rw.split_block(block1, block1.first.next)
    check_use_lists(module)
    rw.erase_op(sub) if not sub.results[0].has_uses() else None
    rw.replace_uses_with_if(add.results[0], add.operands[0], lambda use: True)
    rw.erase_op(add)
    check_use_lists(module)
    assert tail.parent is func.regions[0]


def test_erase_op_with_regions_notifies_nested_first() -> None:
    from pyopt.rewrite.rewriter import Listener

    module = parse("""
func.func @f(%n: index, %m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %m[%i] : memref<4xi32>
  }
  return
}
""")
    erased: list[str] = []

    class Log(Listener):
        def notify_op_erased(self, op: Operation) -> None:
            erased.append(op.name)

    loop = _func_ops(module)[2]
    IRRewriter(listener=Log()).erase_op(loop)
    assert erased == ["scf.yield", "memref.store", "scf.for"]
    check_use_lists(module)


def test_greedy_constant_order_and_folds() -> None:
    module = parse("""
func.func @f(%x: i32) -> (i32, i32, i32) {
  %a = arith.addi %x, %x : i32
  %c5 = arith.constant 5 : i32
  %b = arith.muli %a, %c5 : i32
  %c1 = arith.constant 1 : i32
  %c5b = arith.constant 5 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c2, %c2 : i32
  %t = arith.addi %b, %c5b : i32
  %u = arith.muli %t, %c1 : i32
  %dead = arith.subi %x, %c2 : i32
  return %s, %u, %b : i32, i32, i32
}
""")
    result = apply_patterns_greedily(module)
    assert result.converged and result.changed
    ops = [op.name for op in _func_ops(module)]
    assert ops == ["arith.constant", "arith.constant", "arith.addi", "arith.muli", "arith.addi", "func.return"]
    values = [op.properties["value"].value for op in _func_ops(module)[:2]]
    assert values == [4, 5]
    check_use_lists(module)


def test_commutative_constant_moves_right_in_place() -> None:
    module = parse("""
func.func @f(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %c3, %x : i32
  return %0 : i32
}
""")
    apply_patterns_greedily(module)
    add = _func_ops(module)[1]
    assert add.operands[0] is module.regions[0].blocks[0].first.regions[0].blocks[0].args[0]
    check_use_lists(module)


def test_max_iterations_and_convergence() -> None:
    text = """
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %c1, %c2 : i32
  %1 = arith.addi %x, %0 : i32
  return %1 : i32
}
"""
    one = apply_patterns_greedily(parse(text), config=GreedyRewriteConfig(max_iterations=1))
    assert not one.converged
    many = apply_patterns_greedily(parse(text))
    assert many.converged


def test_trivially_dead_rules() -> None:
    from pyopt.rewrite.side_effects import get_effects, is_op_trivially_dead, would_op_be_trivially_dead

    module = parse("""
func.func private @g()
func.func @f(%m: memref<4xi32>, %i: index, %v: i32) {
  %a = memref.alloc() : memref<4xi32>
  %l = memref.load %m[%i] : memref<4xi32>
  memref.store %v, %m[%i] : memref<4xi32>
  func.call @g() : () -> ()
  %d = arith.divsi %v, %v : i32
  "foo.bar"() : () -> ()
  return
}
""", allow_unregistered=True)
    func = list(module.regions[0].blocks[0].ops)[1]
    alloc, load, store, call, div, foo, ret = func.regions[0].blocks[0].ops
    assert is_op_trivially_dead(alloc) and is_op_trivially_dead(load) and is_op_trivially_dead(div)
    assert not would_op_be_trivially_dead(store)
    assert not would_op_be_trivially_dead(call) and get_effects(call) is None
    assert not would_op_be_trivially_dead(foo)
    assert not would_op_be_trivially_dead(ret)
    assert not would_op_be_trivially_dead(list(module.regions[0].blocks[0].ops)[0])  # a symbol
    assert [e.kind for e in get_effects(store)] == ["write"]


def test_walk_and_apply_patterns_visits_post_order() -> None:
    from pyopt.rewrite.greedy import walk_and_apply_patterns

    seen: list[str] = []
    module = parse(FUNC)
    walk_and_apply_patterns(module, PatternSet([pattern(None)(lambda op, rw: seen.append(op.name) and False)]))
    assert seen == ["arith.addi", "arith.muli", "func.return", "func.func"]
