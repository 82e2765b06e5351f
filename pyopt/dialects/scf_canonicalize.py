"""Canonicalization patterns of the scf dialect (SCF.cpp) that mlir-opt
22.1.8 has and pyopt implements; the others (see docs/rewriting.md's list
of missing patterns) leave the IR alone."""

from __future__ import annotations

from typing import Any, Callable, Iterable, Sequence

from pyopt.dialects.common_folders import splat_int, to_signed, int_width
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.rewrite.canonicalization import canonicalization_patterns
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter

Match = Callable[[Operation, PatternRewriter], bool]


class ScfPattern(RewritePattern):
    def __init__(self, root: str, name: str, fn: Match) -> None:
        super().__init__(root=root, name=name)
        self.fn = fn

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        return self.fn(op, rewriter)


def _anon(root: str, name: str, fn: Match) -> ScfPattern:
    return ScfPattern(root, f"(anonymous namespace)::{name}", fn)


# ---- helpers ------------------------------------------------------------------------------------
def replace_op_with_region(rewriter: PatternRewriter, op: Operation, region: Region,
                           block_args: Sequence[Value] = ()) -> None:
    """SCF.cpp's replaceOpWithRegion: inline the single block before `op`,
    replace `op` by the terminator's operands, erase the terminator."""
    block = region.blocks[0]
    terminator = block.last
    assert terminator is not None
    results = terminator.operands
    rewriter.inline_block_before(block, op.parent, op, block_args)  # type: ignore[arg-type]
    rewriter.replace_op(op, results)
    rewriter.erase_op(terminator)


def _bool_constant(value: Value) -> bool | None:
    """m_Constant(&BoolAttr)."""
    attr = value_constant(value)
    if isinstance(attr, A.IntegerAttr) and attr.type is T.i1:
        return bool(attr.value)
    return None


def _yield(region: Region) -> Operation:
    term = region.blocks[0].last
    assert term is not None
    return term


def _is_ancestor(region: Region, op: Operation) -> bool:
    """Region::isAncestor(op's parent region)."""
    r: Region | None = op.parent.parent if op.parent is not None else None
    while r is not None:
        if r is region:
            return True
        parent = r.parent
        r = parent.parent.parent if parent is not None and parent.parent is not None else None
    return False


def _value_region(value: Value) -> Region | None:
    owner = value.owner
    block = owner.parent if isinstance(owner, Operation) else owner
    return block.parent if block is not None else None


def _bool(rewriter: PatternRewriter, value: int, loc: object) -> Value:
    return rewriter.create("arith.constant", [], [T.i1], {"value": A.IntegerAttr(value, T.i1)},  # type: ignore[no-any-return]
                           loc=loc).results[0]


# ---- scf.if -----------------------------------------------------------------------------------------
def _negation_of(value: Value, other: Value) -> bool:
    """`value` is arith.xori(other, 1): the other condition negated."""
    xor = getattr(value, "op", None)
    if xor is None or xor.name != "arith.xori" or xor.operands[0] is not other:
        return False
    one = value_constant(xor.operands[1])
    return isinstance(one, A.IntegerAttr) and one.value in (1, -1)


def _merge_yields(rewriter: PatternRewriter, source: Block, dest: Block) -> None:
    """mergeBlocks of `source` into `dest`, one yield of both operand lists."""
    first, second = dest.last, source.last
    assert first is not None and second is not None
    rewriter.merge_blocks(source, dest)
    rewriter.set_insertion_point_to_end(dest)
    rewriter.create("scf.yield", [[*first.operands, *second.operands]], [], loc=second.loc)
    rewriter.erase_op(first)
    rewriter.erase_op(second)


def _combine_ifs(next_if: Operation, rewriter: PatternRewriter) -> bool:
    """An if right after another on the same (or the negated) condition:
    one if holding both bodies; uses of the first one's results inside the
    second take the yielded values."""
    prev_if = next_if.prev
    if prev_if is None or prev_if.name != "scf.if":
        return False
    prev_cond, next_cond = prev_if.operands[0], next_if.operands[0]
    next_then_region, next_else_region = next_if.regions
    next_then: Block | None = None
    next_else: Block | None = None
    if next_cond is prev_cond:
        next_then = next_then_region.blocks[0]
        next_else = next_else_region.blocks[0] if next_else_region.blocks else None
    if _negation_of(next_cond, prev_cond) or _negation_of(prev_cond, next_cond):
        next_else = next_then_region.blocks[0]
        next_then = next_else_region.blocks[0] if next_else_region.blocks else None
    if next_then is None and next_else is None:
        return False
    prev_then_region, prev_else_region = prev_if.regions
    prev_else_yielded = list(_yield(prev_else_region).operands) if prev_else_region.blocks else []
    for result, then_value, else_value in zip(prev_if.results, _yield(prev_then_region).operands,
                                              prev_else_yielded):
        for use in list(result.uses):
            owner = use.owner
            if next_then is not None and _is_ancestor(next_then.parent, owner):  # type: ignore[arg-type]
                with rewriter.modify_op_in_place(owner):
                    use.set(then_value)
            elif next_else is not None and _is_ancestor(next_else.parent, owner):  # type: ignore[arg-type]
                with rewriter.modify_op_in_place(owner):
                    use.set(else_value)
    types = [r.type for r in prev_if.results] + [r.type for r in next_if.results]
    combined = rewriter.create("scf.if", [prev_cond], types, regions=[Region(), Region()], loc=next_if.loc)
    then_region, else_region = combined.regions
    rewriter.inline_region_before(prev_then_region, then_region)
    if next_then is not None:
        _merge_yields(rewriter, next_then, then_region.blocks[0])
    rewriter.inline_region_before(prev_else_region, else_region)
    if next_else is not None:
        if not else_region.blocks:
            rewriter.inline_region_before(next_else.parent, else_region)  # type: ignore[arg-type]
        else:
            _merge_yields(rewriter, next_else, else_region.blocks[0])
    count = len(prev_if.results)
    rewriter.replace_op(prev_if, combined.results[:count])
    rewriter.replace_op(next_if, combined.results[count:])
    return True


def _combine_nested_ifs(op: Operation, rewriter: PatternRewriter) -> bool:
    """An if whose then block holds only another if (and whose elses only
    yield) becomes one if on the conjunction; values the outer then yields
    from outside become selects on the outer condition."""
    then_block = op.regions[0].blocks[0]
    body = list(then_block.ops)[:-1]
    if len(body) != 1 or body[0].name != "scf.if":
        return False
    else_block = op.regions[1].blocks[0] if op.regions[1].blocks else None
    if else_block is not None and else_block.first is not else_block.last:
        return False
    nested = body[0]
    nested_else = nested.regions[1].blocks[0] if nested.regions[1].blocks else None
    if nested_else is not None and nested_else.first is not nested_else.last:
        return False
    then_yield = list(_yield(op.regions[0]).operands)
    else_yield = list(else_block.last.operands) if else_block is not None else []  # type: ignore[union-attr]
    to_select: list[int] = []
    for i, value in enumerate(then_yield):
        if getattr(value, "op", None) is nested:
            index = value.index  # type: ignore[attr-defined]
            if nested_else is None or nested_else.last.operands[index] is not else_yield[i]:  # type: ignore
                return False
            then_yield[i] = _yield(nested.regions[0]).operands[index]
            continue
        if _value_region(value) is op.regions[0]:
            return False
        to_select.append(i)
    cond = op.operands[0]
    new_cond = rewriter.create("arith.andi", [cond, nested.operands[0]], [T.i1], loc=op.loc).results[0]
    new_if = rewriter.create("scf.if", [new_cond], [r.type for r in op.results], regions=[Region(), Region()],
                             loc=op.loc)
    new_block = rewriter.create_block(new_if.regions[0])
    results: list[Value] = list(new_if.results)
    rewriter.set_insertion_point(new_if)
    for i in to_select:
        results[i] = rewriter.create("arith.select", [cond, then_yield[i], else_yield[i]], [then_yield[i].type],
                                     loc=op.loc).results[0]
    rewriter.merge_blocks(nested.regions[0].blocks[0], new_block)
    rewriter.set_insertion_point_to_end(new_block)
    old_yield = new_block.last
    assert old_yield is not None
    rewriter.replace_op(old_yield, rewriter.create("scf.yield", [then_yield], [], loc=old_yield.loc))
    if else_yield:
        rewriter.create_block(new_if.regions[1])
        rewriter.create("scf.yield", [else_yield], [], loc=op.loc)
    rewriter.replace_op(op, results)
    return True


def _condition_propagation(op: Operation, rewriter: PatternRewriter) -> bool:
    """Uses of the condition inside the branches become true / false."""
    cond = op.operands[0]
    if value_constant(cond) is not None:
        return False
    then_region, else_region = op.regions
    changed = False
    true_value: Value | None = None
    false_value: Value | None = None
    for use in reversed(cond.uses):  # MLIR's use-list order
        owner = use.owner
        if _is_ancestor(then_region, owner):
            changed = True
            if true_value is None:
                true_value = _bool(rewriter, 1, op.loc)
            with rewriter.modify_op_in_place(owner):
                use.set(true_value)
        elif _is_ancestor(else_region, owner):
            changed = True
            if false_value is None:
                false_value = _bool(rewriter, 0, op.loc)
            with rewriter.modify_op_in_place(owner):
                use.set(false_value)
    return changed


def _convert_trivial_if_to_select(op: Operation, rewriter: PatternRewriter) -> bool:
    """Results yielding values from outside the if become arith.select."""
    if not op.results:
        return False
    cond = op.operands[0]
    then_region, else_region = op.regions
    then_args, else_args = _yield(then_region).operands, _yield(else_region).operands
    kept = [t.type for t, f in zip(then_args, else_args)
            if _value_region(t) is then_region or _value_region(f) is else_region]
    if len(kept) == len(op.results):
        return False
    replacement = rewriter.create("scf.if", [cond], kept, regions=[Region(), Region()], loc=op.loc)
    for src, dst in zip(op.regions, replacement.regions):
        for block in list(src.blocks):
            src.blocks.remove(block)
            block.parent = None
            dst.add_block(block)
    results: list[Value] = []
    true_yields: list[Value] = []
    false_yields: list[Value] = []
    rewriter.set_insertion_point(replacement)
    for t, f in zip(then_args, else_args):
        if _value_region(t) is replacement.regions[0] or _value_region(f) is replacement.regions[1]:
            results.append(replacement.results[len(true_yields)])
            true_yields.append(t)
            false_yields.append(f)
        elif t is f:
            results.append(t)
        else:
            results.append(rewriter.create("arith.select", [cond, t, f], [t.type], loc=op.loc).results[0])
    for region, values in ((replacement.regions[0], true_yields), (replacement.regions[1], false_yields)):
        old = _yield(region)
        rewriter.set_insertion_point_to_end(region.blocks[0])
        rewriter.replace_op(old, rewriter.create("scf.yield", [values], [], loc=old.loc))
    rewriter.replace_op(op, results)
    return True


def _remove_empty_else_branch(op: Operation, rewriter: PatternRewriter) -> bool:
    """An else holding only an empty yield of a result-less if goes."""
    else_region = op.regions[1]
    if op.results or not else_region.blocks:
        return False
    block = else_region.blocks[0]
    if block.first is not block.last:
        return False
    with rewriter.modify_op_in_place(op):
        rewriter.erase_block(block)
    return True


def _remove_static_condition(op: Operation, rewriter: PatternRewriter) -> bool:
    value = _bool_constant(op.operands[0])
    if value is None:
        return False
    then_region, else_region = op.regions
    if value:
        replace_op_with_region(rewriter, op, then_region)
    elif else_region.blocks:
        replace_op_with_region(rewriter, op, else_region)
    else:
        rewriter.erase_op(op)
    return True


def _replace_if_yield_with_condition_or_value(op: Operation, rewriter: PatternRewriter) -> bool:
    if not op.results:
        return False
    then_args, else_args = _yield(op.regions[0]).operands, _yield(op.regions[1]).operands
    rewriter.set_insertion_point(op)
    changed = False
    cond = op.operands[0]
    for t, f, result in zip(then_args, else_args, op.results):
        if t is f:
            if result.has_uses():
                rewriter.replace_all_uses_with(result, t)
                changed = True
            continue
        tv, fv = _bool_constant(t), _bool_constant(f)
        if tv is None or fv is None:
            continue
        if not tv and fv and result.has_uses():
            from pyopt.rewrite.folding import dialect_of, materialize_constant

            one = materialize_constant(rewriter, dialect_of(t.owner), A.IntegerAttr(1, T.i1), T.i1,  # type: ignore[arg-type]
                                       op.loc)
            assert one is not None
            not_cond = rewriter.create("arith.xori", [cond, one.results[0]], [T.i1], loc=op.loc)
            rewriter.replace_all_uses_with(result, not_cond.results[0])
            changed = True
        if tv and not fv and result.has_uses():
            rewriter.replace_all_uses_with(result, cond)
            changed = True
    return changed


# ---- scf.execute_region ---------------------------------------------------------------------------------
def _single_block_execute_inliner(op: Operation, rewriter: PatternRewriter) -> bool:
    if len(op.regions[0].blocks) != 1 or "no_inline" in op.properties:
        return False
    replace_op_with_region(rewriter, op, op.regions[0])
    return True


def _multi_block_execute_inliner(op: Operation, rewriter: PatternRewriter) -> bool:
    if "no_inline" in op.properties:
        return False
    parent = op.parent_op
    if parent is None or not (_is_function(parent) or parent.name == "scf.execute_region"):
        return False
    prev_block = op.parent
    assert prev_block is not None
    post_block = rewriter.split_block(prev_block, op)
    rewriter.set_insertion_point_to_end(prev_block)
    region = op.regions[0]
    rewriter.create("cf.br", [], [], successors=[region.blocks[0]], loc=op.loc)
    for block in region.blocks:
        term = block.last
        if term is not None and term.name == "scf.yield":
            rewriter.set_insertion_point(term)
            rewriter.create("cf.br", term.operands, [], successors=[post_block], loc=term.loc)
            rewriter.erase_op(term)
    assert post_block.parent is not None
    rewriter.inline_region_before(region, post_block.parent, post_block)
    args = [post_block.add_arg(r.type, op.loc) for r in op.results]
    rewriter.replace_op(op, args)
    return True


def _is_function(op: Operation) -> bool:
    """FunctionOpInterface: a registered symbol with a function type."""
    return op.op_def is not None and "function_type" in op.properties and "sym_name" in op.properties


# ---- scf.for ------------------------------------------------------------------------------------------
def _const_int(value: Value) -> int | None:
    v = splat_int(value_constant(value))
    return v if isinstance(value_constant(value), A.IntegerAttr) else None


def _const_diff(lower: Value, upper: Value) -> int | None:
    """computeConstDiff: upper - lower for constants, or c for upper = addi(lower, c)."""
    width = int_width(lower.type) or 64
    lb, ub = _const_int(lower), _const_int(upper)
    if lb is not None and ub is not None:
        return to_signed(ub - lb, width)
    add = getattr(upper, "op", None)
    if add is not None and add.name == "arith.addi" and add.operands[0] is lower:
        c = _const_int(add.operands[1])
        if c is not None:
            return c
    return None


def _simplify_trivial_loops(op: Operation, rewriter: PatternRewriter) -> bool:
    lower, upper, step = op.operands[:3]
    init_args = op.operands[3:]
    if lower is upper:
        rewriter.replace_op(op, init_args)
        return True
    diff = _const_diff(lower, upper)
    if diff is None:
        return False
    if diff <= 0:
        rewriter.replace_op(op, init_args)
        return True
    step_value = _const_int(step)
    if step_value is None:
        return False
    if step_value >= diff:
        replace_op_with_region(rewriter, op, op.regions[0], [lower, *init_args])
        return True
    block: Block = op.regions[0].blocks[0]
    if block.first is not block.last:
        return False
    yielded = block.last.operands  # type: ignore[union-attr]
    if any(_defined_inside(v, op) for v in yielded):
        return False
    rewriter.replace_op(op, yielded)
    return True


def _defined_inside(value: Value, op: Operation) -> bool:
    region = _value_region(value)
    while region is not None:
        if region.parent is op:
            return True
        parent = region.parent
        region = parent.parent.parent if parent is not None and parent.parent is not None else None
    return False


# ---- scf.parallel -------------------------------------------------------------------------------------
def _trip_count(lower: Value, upper: Value, step: Value) -> int | None:
    """constantTripCount (signed): ceil((ub - lb) / step), 0 when lb >= ub."""
    diff = _const_diff(lower, upper)
    if diff is None:
        return None
    if diff <= 0:
        return 0
    step_value = _const_int(step)
    if step_value is None or step_value <= 0:
        return None
    return -(-diff // step_value)


# ---- RegionBranchOpInterface successor mappings (getSuccessorRegions order) -----------------------------
def for_successor_mapping(op: Operation) -> list[tuple[Any, list[Value]]]:
    """scf.for: inits and yielded values flow into the iter args and the
    results (the loop may run zero times)."""
    block = op.regions[0].blocks[0]
    args, results = block.args[1:], list(op.results)
    inits = op.op_operands[3:]
    yields = block.last.op_operands  # type: ignore[union-attr]
    return [(o, [a, r]) for o, a, r in zip(inits, args, results)] + \
        [(o, [a, r]) for o, a, r in zip(yields, args, results)]


def if_successor_mapping(op: Operation) -> list[tuple[Any, list[Value]]]:
    """scf.if: each branch's yielded values flow into the results."""
    out: list[tuple[Any, list[Value]]] = []
    for region in op.regions:
        if region.blocks:
            out += [(o, [r]) for o, r in zip(region.blocks[0].last.op_operands, op.results)]  # type: ignore
    return out


def while_successor_mapping(op: Operation) -> list[tuple[Any, list[Value]]]:
    """scf.while: inits and the after region's yield flow into the before
    arguments; the condition's arguments into the results and the after
    arguments."""
    before, after = op.regions[0].blocks[0], op.regions[1].blocks[0]
    condition, yield_op = before.last, after.last
    out: list[tuple[Any, list[Value]]] = [(o, [a]) for o, a in zip(op.op_operands, before.args)]
    out += [(o, [r, a]) for o, r, a in zip(condition.op_operands[1:], op.results, after.args)]  # type: ignore
    out += [(o, [a]) for o, a in zip(yield_op.op_operands, before.args)]  # type: ignore[union-attr]
    return out


# ---- registration ---------------------------------------------------------------------------------------
@canonicalization_patterns("scf.if")
def if_patterns() -> Iterable[RewritePattern]:
    from pyopt.rewrite.region_branch_patterns import region_branch_patterns

    root = "scf.if"
    return [_anon(root, "CombineIfs", _combine_ifs),
            _anon(root, "CombineNestedIfs", _combine_nested_ifs),
            _anon(root, "ConditionPropagation", _condition_propagation),
            _anon(root, "ConvertTrivialIfToSelect", _convert_trivial_if_to_select),
            _anon(root, "RemoveEmptyElseBranch", _remove_empty_else_branch),
            _anon(root, "RemoveStaticCondition", _remove_static_condition),
            _anon(root, "ReplaceIfYieldWithConditionOrValue", _replace_if_yield_with_condition_or_value),
            *region_branch_patterns(root, if_successor_mapping)]


@canonicalization_patterns("scf.execute_region")
def execute_region_patterns() -> Iterable[RewritePattern]:
    root = "scf.execute_region"
    return [ScfPattern(root, "SingleBlockExecuteInliner", _single_block_execute_inliner),
            ScfPattern(root, "MultiBlockExecuteInliner", _multi_block_execute_inliner)]


@canonicalization_patterns("scf.for")
def for_patterns() -> Iterable[RewritePattern]:
    from pyopt.rewrite.region_branch_patterns import region_branch_patterns

    return [_anon("scf.for", "SimplifyTrivialLoops", _simplify_trivial_loops),
            *region_branch_patterns("scf.for", for_successor_mapping)]


@canonicalization_patterns("scf.while")
def while_patterns() -> Iterable[RewritePattern]:
    from pyopt.rewrite.region_branch_patterns import region_branch_patterns

    return region_branch_patterns("scf.while", while_successor_mapping)


# scf.parallel's patterns live in their own module; loading scf's patterns loads them.
from pyopt.dialects import scf_parallel_canonicalize  # noqa: E402,F401
