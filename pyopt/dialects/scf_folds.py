"""The scf folders (SCF.cpp): an if on a negated condition (`arith.xori %c,
true`) takes `%c` and swaps its regions."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.rewrite.folding import IN_PLACE, folder, value_constant


@folder("scf.if")
def fold_if(op: Operation, constants: list[Any]) -> Any:
    then_region, else_region = op.regions
    if not else_region.blocks:
        return None
    xor = getattr(op.operands[0], "op", None)
    if xor is None or xor.name != "arith.xori":
        return None
    one = value_constant(xor.operands[1])
    if not (isinstance(one, A.IntegerAttr) and one.value in (1, -1)):
        return None
    op.set_operands([xor.operands[0]])
    then_block, else_block = then_region.blocks[0], else_region.blocks[0]
    for region in (then_region, else_region):
        region.blocks.clear()
    for region, block in ((then_region, else_block), (else_region, then_block)):
        block.prev = block.next = None
        region.add_block(block)
    return IN_PLACE
