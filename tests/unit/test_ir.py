"""Unit tests of the IR core: use lists, insertion, erasure, moves and
replacement, and that they stay cheap on big blocks."""

from __future__ import annotations

from pyopt.ir import types as T
from pyopt.ir.attributes import IntegerAttr, StringAttr
from pyopt.ir.core import Block, Operation, Region


def make(name: str, operands=(), results=(T.i32,)) -> Operation:
    return Operation(name, list(operands), list(results))


def test_uses_are_tracked_and_replaced() -> None:
    a = make("t.a")
    b = make("t.b")
    user = make("t.user", [a.result, a.result, b.result])
    assert len(a.result.uses) == 2
    assert [u.index for u in a.result.uses] == [0, 1]
    a.result.replace_all_uses_with(b.result)
    assert not a.result.has_uses()
    assert len(b.result.uses) == 3
    assert user.operands == [b.result, b.result, b.result]
    assert set(b.result.users) == {user}


def test_set_operand_moves_one_use() -> None:
    a, b = make("t.a"), make("t.b")
    user = make("t.user", [a.result])
    user.set_operand(0, b.result)
    assert not a.result.uses and len(b.result.uses) == 1
    assert user.operands == [b.result]


def test_block_insert_erase_move_keep_links_consistent() -> None:
    block = Block()
    ops = [block.append(make(f"t.op{i}", results=())) for i in range(5)]
    assert [op.name for op in block.ops] == [f"t.op{i}" for i in range(5)]
    block.insert_before(ops[0], make("t.first", results=()))
    block.insert_after(ops[4], make("t.last", results=()))
    ops[2].erase()
    ops[3].move_before(ops[1])
    names = [op.name for op in block.ops]
    assert names == ["t.first", "t.op0", "t.op3", "t.op1", "t.op4", "t.last"]
    assert len(block) == 6
    assert block.first.name == "t.first" and block.last.name == "t.last"
    # prev/next links agree in both directions
    op = block.first
    while op.next is not None:
        assert op.next.prev is op
        op = op.next


def test_erase_drops_uses_of_nested_ops() -> None:
    a = make("t.a")
    outer = Operation("t.region_op", regions=1)
    block = outer.regions[0].add_block(Block())
    block.append(make("t.user", [a.result], results=()))
    assert len(a.result.uses) == 1
    outer.erase()
    assert not a.result.uses


def test_block_arguments_and_predecessors() -> None:
    region = Region()
    entry = region.add_block(Block([T.i32]))
    target = region.add_block(Block([T.i64]))
    assert entry.args[0].type is T.i32 and entry.args[0].owner is entry
    entry.append(Operation("t.br", successors=[target, target]))
    assert target.predecessors == [entry, entry]
    assert entry.predecessors == []


def test_types_and_attributes_are_interned_and_hashable() -> None:
    assert T.IntegerType(32) is T.i32
    assert T.MemRefType((4, T.DYNAMIC), T.f32, None, None) is T.MemRefType((4, T.DYNAMIC), T.f32)
    assert IntegerAttr(1, T.i32) is IntegerAttr(1, T.i32)
    assert IntegerAttr(1, T.i32) is not IntegerAttr(1, T.i64)
    assert {StringAttr("x"): 1}[StringAttr("x")] == 1
    assert str(T.VectorType((4,), T.f32, (True,))) == "vector<[4]xf32>"


def test_walk_handles_deep_nesting_without_recursion() -> None:
    top = Operation("t.top", regions=1)
    op = top
    for _ in range(5000):
        inner = Operation("t.nest", regions=1)
        op.regions[0].add_block(Block()).append(inner)
        op = inner
    assert sum(1 for _ in top.walk()) == 5001
