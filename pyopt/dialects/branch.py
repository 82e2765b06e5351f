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


def verify_branch_weights(op: Operation) -> None:
    """WeightedBranchOpInterface's verifier (detail::verifyBranchWeights):
    one weight per successor, not all zero; a plain error at the op."""
    from pyopt.ir import attributes as A
    from pyopt.ir.diagnostics import MLIRError

    weights = op.properties.get("branch_weights")
    if not isinstance(weights, A.DenseArrayAttr):
        return
    if len(weights.values) != len(op.successors):
        raise MLIRError(f"expects number of branch weights to match number of successors: "
                        f"{len(weights.values)} vs {len(op.successors)}", op.loc)
    if weights.values and not any(weights.values):
        raise MLIRError("branch weights cannot all be zero", op.loc)
