"""OpBuilder::clone for patterns that copy ops (with their regions) to a
new place: shared by the conversions and the dialects' canonicalizations."""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Operation, Value


def clone_op(rewriter: Any, op: Operation, mapping: dict[Value, Value]) -> Operation:
    """OpBuilder::clone: a copy of `op` (regions included) with its operands
    looked up in `mapping`, inserted at the rewriter's insertion point; the
    new results are added to `mapping`."""
    from pyopt.ir.core import Block, Region

    def copy(o: Operation) -> Operation:
        regions = []
        for region in o.regions:
            new_region = Region()
            blocks = []
            for block in region.blocks:
                new_block = Block([a.type for a in block.args], [a.loc for a in block.args])
                for old, new in zip(block.args, new_block.args):
                    mapping[old] = new
                new_region.add_block(new_block)
                blocks.append((block, new_block))
            for block, new_block in blocks:
                for nested in block.ops:
                    new_block.append(copy(nested))
            regions.append(new_region)
        operands = [mapping.get(v, v) for v in o.operands]
        new = type(o)(operands, [r.type for r in o.results], dict(o.attributes), dict(o.properties), regions,
                      list(o.successors), o.loc) if o.op_def is not None else \
            Operation(o.name, operands, [r.type for r in o.results], dict(o.attributes), dict(o.properties), regions,
                      list(o.successors), o.loc)
        for old_r, new_r in zip(o.results, new.results):
            mapping[old_r] = new_r
        return new

    return rewriter.insert(copy(op))  # type: ignore[no-any-return]
