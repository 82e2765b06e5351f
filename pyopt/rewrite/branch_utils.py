"""BranchOpInterface's successor operands for the branch ops of our
dialects: which operands flow into which successor block, and how to change
them (MLIR's SuccessorOperands)."""

from __future__ import annotations

from typing import Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value

# op name -> how its successor operands are laid out
_SINGLE = "single"        # one successor; every operand after `fixed` leading ones
_COND = "cond"            # condition, then true and false groups (operandSegmentSizes)
_SWITCH = "switch"        # flag, default group, case groups (case_operand_segments)
_INVOKE = "invoke"        # callee operands, normal and unwind groups, bundles (operandSegmentSizes)
_INDIRECT = "indirect"    # address, then one group per successor (indbr_operand_segments)
BRANCH_OPS: dict[str, str] = {
    "llvm.invoke": _INVOKE, "llvm.indirectbr": _INDIRECT,
    "cf.br": _SINGLE, "llvm.br": _SINGLE,
    "cf.cond_br": _COND, "llvm.cond_br": _COND,
    "cf.switch": _SWITCH, "llvm.switch": _SWITCH,
}


def is_branch_op(op: Operation) -> bool:
    return op.name in BRANCH_OPS and op.op_def is not None


def successor_operand_ranges(op: Operation) -> list[tuple[int, int]] | None:
    """(start, count) in op.operands of the operands forwarded to each
    successor, or None when `op` is not a branch op we know."""
    kind = BRANCH_OPS.get(op.name)
    if kind is None or op.op_def is None:
        return None
    n = len(op.op_operands)
    if kind == _SINGLE:
        return [(0, n)]
    if kind == _COND:
        seg = op.properties.get("operandSegmentSizes")
        assert isinstance(seg, A.DenseArrayAttr)
        t, f = seg.values[1], seg.values[2]
        return [(1, t), (1 + t, f)]
    if kind == _INDIRECT:
        groups = op.properties.get("indbr_operand_segments")
        out, start = [], 1
        for c in (groups.values if isinstance(groups, A.DenseArrayAttr) else ()):
            out.append((start, c))
            start += c
        return out
    if kind == _INVOKE:
        seg = op.properties.get("operandSegmentSizes")
        assert isinstance(seg, A.DenseArrayAttr)
        callee, normal, unwind = seg.values[0], seg.values[1], seg.values[2]
        return [(callee, normal), (callee + normal, unwind)]
    seg = op.properties.get("operandSegmentSizes")
    assert isinstance(seg, A.DenseArrayAttr)
    default = seg.values[1]
    ranges = [(1, default)]
    start = 1 + default
    cases = op.properties.get("case_operand_segments")
    for c in (cases.values if isinstance(cases, A.DenseArrayAttr) else ()):
        ranges.append((start, c))
        start += c
    return ranges


def successor_operands(op: Operation, index: int) -> list[Value]:
    ranges = successor_operand_ranges(op)
    assert ranges is not None
    start, count = ranges[index]
    return [o.value for o in op.op_operands[start:start + count]]


def set_successor_operands(op: Operation, index: int, values: Sequence[Value]) -> None:
    """Replace the operands forwarded to successor `index` (segment sizes kept
    in step)."""
    ranges = successor_operand_ranges(op)
    assert ranges is not None
    start, count = ranges[index]
    operands = op.operands
    new = operands[:start] + list(values) + operands[start + count:]
    # Keep the OpOperands of unchanged positions: rebuilding every use would
    # reorder the use lists of values that did not change.
    if len(new) == len(operands):
        for i, v in enumerate(new):
            if op.op_operands[i].value is not v:
                op.op_operands[i].set(v)
    else:
        _reset_operands(op, start, count, list(values))
    kind = BRANCH_OPS[op.name]
    if kind == _SINGLE:
        return
    if kind == _INDIRECT:
        groups = op.properties["indbr_operand_segments"]
        assert isinstance(groups, A.DenseArrayAttr)
        gs = list(groups.values)
        gs[index] = len(values)
        op.properties["indbr_operand_segments"] = A.DenseArrayAttr(groups.element, tuple(gs))
        return
    seg = op.properties["operandSegmentSizes"]
    assert isinstance(seg, A.DenseArrayAttr)
    sizes = list(seg.values)
    if kind in (_COND, _INVOKE):
        sizes[1 + index] = len(values)
    elif index == 0:
        sizes[1] = len(values)
    else:
        sizes[2] += len(values) - count
        cases = op.properties["case_operand_segments"]
        assert isinstance(cases, A.DenseArrayAttr)
        cs = list(cases.values)
        cs[index - 1] = len(values)
        op.properties["case_operand_segments"] = A.DenseArrayAttr(cases.element, tuple(cs))
    op.properties["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))


def _reset_operands(op: Operation, start: int, count: int, values: list[Value]) -> None:
    """Splice `values` in place of operands [start, start+count), keeping the
    other OpOperands (and so their use-list positions)."""
    from pyopt.ir.core import OpOperand

    old = op.op_operands
    for o in old[start:start + count]:
        o.drop()
    middle = [OpOperand(op, 0, v) for v in values]
    new = old[:start] + middle + old[start + count:]
    for i, o in enumerate(new):
        o.index = i
    op._operands = new


def erase_successor_operand(op: Operation, index: int, position: int) -> None:
    values = successor_operands(op, index)
    del values[position]
    set_successor_operands(op, index, values)


def append_successor_operands(op: Operation, index: int, values: Sequence[Value]) -> None:
    set_successor_operands(op, index, successor_operands(op, index) + list(values))
