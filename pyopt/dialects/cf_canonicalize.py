"""Canonicalization patterns of the cf dialect (ControlFlowOps.cpp).

cf.assert and cf.br register a static `canonicalize` and cf.switch plain
functions: MLIR adds those as function patterns without a debug name, so
enable-patterns never keeps them and disable-patterns cannot name them."""

from __future__ import annotations

from typing import Callable, Iterable, Sequence

from pyopt.dialects.common_folders import is_one, is_zero, splat_int
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, BlockArgument, Operation, Value
from pyopt.rewrite.branch_utils import successor_operands
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter

Match = Callable[[Operation, PatternRewriter], bool]


class CfPattern(RewritePattern):
    def __init__(self, root: str, fn: Match, name: str = "") -> None:
        super().__init__(root=root)
        self.debug_name = name  # "" for function patterns, as in MLIR
        self.fn = fn

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter)


def _named(root: str, name: str, fn: Match) -> CfPattern:
    return CfPattern(root, fn, f"(anonymous namespace)::{name}")


# ---- helpers ------------------------------------------------------------------------------------
def _pred_uses(block: Block) -> list[Block]:
    """One entry per successor use of `block` (MLIR's getPredecessors)."""
    return block.predecessors


def _single_predecessor(block: Block) -> Block | None:
    """Block::getSinglePredecessor: exactly one predecessor edge."""
    preds = _pred_uses(block)
    return preds[0] if len(preds) == 1 else None


def _unique_predecessor(block: Block) -> Block | None:
    """Block::getUniquePredecessor: every predecessor edge from one block."""
    preds = _pred_uses(block)
    if not preds or any(p is not preds[0] for p in preds):
        return None
    return preds[0]


def _collapse_branch(successor: Block, operands: Sequence[Value]) -> tuple[Block, list[Value]] | None:
    """collapseBranch: a successor holding only `cf.br` is skipped, its
    arguments remapped to `operands`."""
    branch = successor.first
    if branch is None or branch is not successor.last or branch.name != "cf.br":
        return None
    for arg in successor.args:
        if any(user is not branch for user in arg.users):
            return None
    dest = branch.successors[0]
    if dest is successor:
        return None
    # Nor into a cycle of unconditional branches (mlir-opt 22.1.8 follows the
    # chain of `cf.br` terminators from `dest`; collapsing would not terminate).
    visited = {id(successor), id(dest)}
    nxt = dest.last
    while nxt is not None and nxt.name == "cf.br":
        target = nxt.successors[0]
        if id(target) in visited:
            return None
        visited.add(id(target))
        nxt = target.last
    remapped: list[Value] = []
    for v in branch.operands:
        if isinstance(v, BlockArgument) and v.block is successor:
            remapped.append(operands[v.index])
        else:
            remapped.append(v)
    return dest, remapped


def _branch(rewriter: PatternRewriter, op: Operation, dest: Block, operands: Sequence[Value]) -> None:
    new = rewriter.create("cf.br", list(operands), [], successors=[dest], loc=op.loc)
    rewriter.replace_op(op, new)


def _cond_branch(rewriter: PatternRewriter, op: Operation, cond: Value, true_dest: Block,
                 true_operands: Sequence[Value], false_dest: Block, false_operands: Sequence[Value]) -> None:
    # The new branch keeps the weights (successors stay in order), not the
    # discardable attributes, as mlir-opt 22.1.8 does.
    weights = op.properties.get("branch_weights")
    props = {"branch_weights": weights} if weights is not None else None
    new = rewriter.create("cf.cond_br", [cond, list(true_operands), list(false_operands)], [], properties=props,
                          successors=[true_dest, false_dest], loc=op.loc)
    rewriter.replace_op(op, new)


# ---- cf.assert ----------------------------------------------------------------------------------------
def assert_canonicalize(op: Operation, rewriter: PatternRewriter) -> bool:
    """Erase an assertion of constant true."""
    if not is_one(value_constant(op.operands[0])):
        return False
    rewriter.erase_op(op)
    return True


# ---- cf.br ------------------------------------------------------------------------------------------
def _br_to_block_with_single_pred(op: Operation, rewriter: PatternRewriter) -> bool:
    succ = op.successors[0]
    parent = op.parent
    if succ is parent or _single_predecessor(succ) is None:
        return False
    assert parent is not None
    rewriter.merge_blocks(succ, parent, op.operands)
    rewriter.erase_op(op)
    return True


def _pass_through_br(op: Operation, rewriter: PatternRewriter) -> bool:
    dest = op.successors[0]
    if dest is op.parent:
        return False
    collapsed = _collapse_branch(dest, op.operands)
    if collapsed is None:
        return False
    _branch(rewriter, op, *collapsed)
    return True


def br_canonicalize(op: Operation, rewriter: PatternRewriter) -> bool:
    return _br_to_block_with_single_pred(op, rewriter) or _pass_through_br(op, rewriter)


# ---- cf.cond_br ---------------------------------------------------------------------------------------
def _const_cond_branch(op: Operation, rewriter: PatternRewriter) -> bool:
    attr = value_constant(op.operands[0])
    v = splat_int(attr)
    if v is not None and v != 0:
        _branch(rewriter, op, op.successors[0], successor_operands(op, 0))
        return True
    if is_zero(attr):
        _branch(rewriter, op, op.successors[1], successor_operands(op, 1))
        return True
    return False


def _pass_through_cond_branch(op: Operation, rewriter: PatternRewriter) -> bool:
    true_dest, false_dest = op.successors
    true_ops, false_ops = successor_operands(op, 0), successor_operands(op, 1)
    collapsed_true = _collapse_branch(true_dest, true_ops)
    collapsed_false = _collapse_branch(false_dest, false_ops)
    if collapsed_true is None and collapsed_false is None:
        return False
    if collapsed_true is not None:
        true_dest, true_ops = collapsed_true
    if collapsed_false is not None:
        false_dest, false_ops = collapsed_false
    _cond_branch(rewriter, op, op.operands[0], true_dest, true_ops, false_dest, false_ops)
    return True


def _identical_successors(op: Operation, rewriter: PatternRewriter) -> bool:
    dest = op.successors[0]
    if dest is not op.successors[1]:
        return False
    true_ops, false_ops = successor_operands(op, 0), successor_operands(op, 1)
    if len(true_ops) == len(false_ops) and all(a is b for a, b in zip(true_ops, false_ops)):
        _branch(rewriter, op, dest, true_ops)
        return True
    if _unique_predecessor(dest) is not op.parent:
        return False
    cond = op.operands[0]
    merged: list[Value] = []
    for a, b in zip(true_ops, false_ops):
        if a is b:
            merged.append(a)
        else:
            merged.append(rewriter.create("arith.select", [cond, a, b], [a.type], loc=op.loc).results[0])
    _branch(rewriter, op, dest, merged)
    return True


def _from_cond_branch_on_same_condition(op: Operation, rewriter: PatternRewriter) -> bool:
    block = op.parent
    assert block is not None
    pred = _single_predecessor(block)
    if pred is None:
        return False
    pred_branch = pred.last
    if pred_branch is None or pred_branch.name != "cf.cond_br" or pred_branch.operands[0] is not op.operands[0]:
        return False
    index = 0 if block is pred_branch.successors[0] else 1
    _branch(rewriter, op, op.successors[index], successor_operands(op, index))
    return True


def _truth_propagation(op: Operation, rewriter: PatternRewriter) -> bool:
    """Uses of the condition in a successor reached only through this branch
    see a constant."""
    cond = op.operands[0]
    replaced = False
    for index, value in ((0, True), (1, False)):
        dest = op.successors[index]
        if _single_predecessor(dest) is None:
            continue
        constant: Value | None = None
        for use in reversed(cond.uses):  # MLIR's use-list order
            if use.owner.parent is not dest:
                continue
            replaced = True
            if constant is None:
                constant = rewriter.create("arith.constant", [], [T.i1], {"value": A.BoolAttr(value)},
                                           loc=op.loc).results[0]
            with rewriter.modify_op_in_place(use.owner):
                use.set(constant)
    return replaced


def _only_unreachable(block: Block) -> bool:
    return block.first is not None and block.first is block.last and block.first.name == "ub.unreachable"


def _drop_unreachable_cond_branch(op: Operation, rewriter: PatternRewriter) -> bool:
    """A successor holding only ub.unreachable is never taken: branch to the other."""
    if _only_unreachable(op.successors[0]):
        _branch(rewriter, op, op.successors[1], successor_operands(op, 1))
        return True
    if _only_unreachable(op.successors[1]):
        _branch(rewriter, op, op.successors[0], successor_operands(op, 0))
        return True
    return False


# ---- cf.switch --------------------------------------------------------------------------------------
def _case_values(op: Operation) -> list[int]:
    return op.case_value_list()  # type: ignore[attr-defined, no-any-return]


def _case_groups(op: Operation) -> list[list[Value]]:
    return op.case_operand_groups()  # type: ignore[attr-defined, no-any-return]


def _switch(rewriter: PatternRewriter, op: Operation, default: Block, default_ops: Sequence[Value],
            values: Sequence[int], dests: Sequence[Block], groups: Sequence[Sequence[Value]]) -> None:
    flag = op.operands[0]
    props: dict[str, A.Attribute] = {"case_operand_segments": A.DenseArrayAttr(T.i32, tuple(len(g) for g in groups))}
    if values:
        vtype = T.VectorType((len(values),), flag.type)
        splat = all(v == values[0] for v in values)
        props["case_values"] = A.DenseElementsAttr(vtype, tuple(values[:1] if splat else values), splat)
    new = rewriter.create("cf.switch", [flag, list(default_ops), [v for g in groups for v in g]], [], props,
                          successors=[default, *dests], loc=op.loc)
    rewriter.replace_op(op, new)


def _switch_only_default(op: Operation, rewriter: PatternRewriter) -> bool:
    if len(op.successors) > 1:
        return False
    _branch(rewriter, op, op.successors[0], successor_operands(op, 0))
    return True


def _same_values(a: Sequence[Value], b: Sequence[Value]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


def _drop_cases_matching_default(op: Operation, rewriter: PatternRewriter) -> bool:
    default, default_ops = op.successors[0], successor_operands(op, 0)
    values, dests, groups = [], [], []
    changed = False
    for value, dest, group in zip(_case_values(op), op.successors[1:], _case_groups(op)):
        if dest is default and _same_values(group, default_ops):
            changed = True
            continue
        values.append(value)
        dests.append(dest)
        groups.append(group)
    if not changed:
        return False
    _switch(rewriter, op, default, default_ops, values, dests, groups)
    return True


def _fold_switch(op: Operation, rewriter: PatternRewriter, value: int) -> None:
    groups = _case_groups(op)
    for i, v in enumerate(_case_values(op)):
        if v == value:
            _branch(rewriter, op, op.successors[i + 1], groups[i])
            return
    _branch(rewriter, op, op.successors[0], successor_operands(op, 0))


def _const_switch_value(op: Operation, rewriter: PatternRewriter) -> bool:
    v = splat_int(value_constant(op.operands[0]))
    if v is None:
        return False
    _fold_switch(op, rewriter, v)
    return True


def _pass_through_switch(op: Operation, rewriter: PatternRewriter) -> bool:
    changed = False
    dests: list[Block] = []
    groups: list[list[Value]] = []
    for dest, group in zip(op.successors[1:], _case_groups(op)):
        collapsed = _collapse_branch(dest, group)
        if collapsed is not None:
            changed = True
            dest, group = collapsed
        dests.append(dest)
        groups.append(list(group))
    default, default_ops = op.successors[0], successor_operands(op, 0)
    collapsed = _collapse_branch(default, default_ops)
    if collapsed is not None:
        changed = True
        default, default_ops = collapsed
    if not changed:
        return False
    _switch(rewriter, op, default, default_ops, _case_values(op), dests, groups)
    return True


def _pred_switch(op: Operation, on_default: bool) -> Operation | None:
    block = op.parent
    assert block is not None
    pred = _single_predecessor(block)
    if pred is None:
        return None
    pred_switch = pred.last
    if pred_switch is None or pred_switch.name != "cf.switch" or pred_switch.operands[0] is not op.operands[0]:
        return None
    if (pred_switch.successors[0] is block) != on_default:
        return None
    return pred_switch


def _switch_from_switch_on_same_condition(op: Operation, rewriter: PatternRewriter) -> bool:
    pred_switch = _pred_switch(op, on_default=False)
    if pred_switch is None:
        return False
    block = op.parent
    dests = pred_switch.successors[1:]
    if block in dests:
        _fold_switch(op, rewriter, _case_values(pred_switch)[dests.index(block)])  # type: ignore[arg-type]
    else:
        _branch(rewriter, op, op.successors[0], successor_operands(op, 0))
    return True


def _switch_from_default_switch_on_same_condition(op: Operation, rewriter: PatternRewriter) -> bool:
    pred_switch = _pred_switch(op, on_default=True)
    if pred_switch is None:
        return False
    block = op.parent
    impossible = {v for v, d in zip(_case_values(pred_switch), pred_switch.successors[1:]) if d is not block}
    values, dests, groups = [], [], []
    changed = False
    for value, dest, group in zip(_case_values(op), op.successors[1:], _case_groups(op)):
        if value in impossible:
            changed = True
            continue
        values.append(value)
        dests.append(dest)
        groups.append(group)
    if not changed:
        return False
    _switch(rewriter, op, op.successors[0], successor_operands(op, 0), values, dests, groups)
    return True


# ---- registration -----------------------------------------------------------------------------------
@canonicalization_patterns("cf.assert")
def assert_patterns() -> Iterable[RewritePattern]:
    return [CfPattern("cf.assert", assert_canonicalize)]


@canonicalization_patterns("cf.br")
def br_patterns() -> Iterable[RewritePattern]:
    return [CfPattern("cf.br", br_canonicalize)]


@canonicalization_patterns("cf.cond_br")
def cond_br_patterns() -> Iterable[RewritePattern]:
    root = "cf.cond_br"
    return [_named(root, "SimplifyConstCondBranchPred", _const_cond_branch),
            _named(root, "SimplifyPassThroughCondBranch", _pass_through_cond_branch),
            _named(root, "SimplifyCondBranchIdenticalSuccessors", _identical_successors),
            _named(root, "SimplifyCondBranchFromCondBranchOnSameCondition", _from_cond_branch_on_same_condition),
            _named(root, "CondBranchTruthPropagation", _truth_propagation),
            _named(root, "DropUnreachableCondBranch", _drop_unreachable_cond_branch)]


@canonicalization_patterns("cf.switch")
def switch_patterns() -> Iterable[RewritePattern]:
    return [CfPattern("cf.switch", fn) for fn in (
        _switch_only_default, _drop_cases_matching_default, _const_switch_value, _pass_through_switch,
        _switch_from_switch_on_same_condition, _switch_from_default_switch_on_same_condition)]
