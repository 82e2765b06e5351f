"""Helpers for the rewriting tests: parse and print through the Python API,
and a use-list consistency checker run after each rewrite."""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Operation


def parse(text: str, allow_unregistered: bool = False) -> Any:
    from pyopt.driver import Options, parse_source

    return parse_source(text, "test.mlir", Options(allow_unregistered=allow_unregistered))


def show(module: Any) -> str:
    from pyopt.driver import Options, print_module

    return print_module(module, Options())


def check_use_lists(root: Operation) -> None:
    """Every operand is linked into its value's use list exactly once, every
    listed use belongs to an op still in the IR at the recorded index, and
    every value used in the IR is defined in it."""
    in_ir: set[int] = set()
    defined: set[int] = set()
    ops = list(root.walk())
    for op in ops:
        in_ir.add(id(op))
        for r in op.results:
            defined.add(id(r))
        for region in op.regions:
            assert region.parent is op
            for block in region.blocks:
                assert block.parent is region
                for a in block.args:
                    defined.add(id(a))
                    assert a.block is block
                prev = None
                for nested in block.ops:
                    assert nested.parent is block and nested.prev is prev
                    prev = nested
                assert block.last is prev
    for op in ops:
        for i, operand in enumerate(op.op_operands):
            assert operand.owner is op and operand.index == i, f"{op.name}: operand {i} misnumbered"
            value = operand.value
            assert id(value) in defined, f"{op.name}: operand {i} uses a value that is not in the IR"
            listed = [u for u in value.uses if u is operand]
            assert len(listed) == 1, f"{op.name}: operand {i} is linked {len(listed)} times"
        for r in list(op.results) + [a for reg in op.regions for b in reg.blocks for a in b.args]:
            seen = set()
            use = r.first_use
            last = None
            while use is not None:
                assert id(use) not in seen, "cycle in a use list"
                seen.add(id(use))
                assert use.value is r
                assert id(use.owner) in in_ir, f"a use of a result of {op.name} belongs to an erased op"
                assert use.owner.op_operands[use.index] is use
                assert use.prev_use is last
                last = use
                use = use.next_use
            assert r.last_use is last
