"""BranchOpInterface's verifier (detail::verifyBranchSuccessorOperands),
shared by the branch ops of all dialects."""

from __future__ import annotations

from typing import Sequence

from pyopt.ir.core import Operation, Value


def verify_branch_operands(op: Operation, operands: Sequence[Sequence[Value]]) -> None:
    """Successor operands match the block arguments.  MLIR reports with
    op->emitError(): no `'name' op` prefix, a `see current operation` note."""
    for i, (block, values) in enumerate(zip(op.successors, operands)):
        if len(values) != len(block.args):
            raise op.emit_plain_error(f"branch has {len(values)} operands for successor #{i}, but target block "
                                      f"has {len(block.args)}")
        for j, (v, arg) in enumerate(zip(values, block.args)):
            if v.type is not arg.type:
                raise op.emit_plain_error(f"type mismatch for bb argument #{j} of successor #{i}")
