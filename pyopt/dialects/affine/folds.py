"""The affine folders (AffineOps.cpp: AffineApplyOp::fold, foldMinMaxOp,
AffineForOp::fold, AffineIfOp::fold, AffineParallelOp::fold, the memref.cast
folds of the memory ops) and the dialect's constant materialization."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import affine as AF
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.folding import IN_PLACE, folder, materializer
from pyopt.dialects.affine.bounds import simplify_min_or_max
from pyopt.dialects.affine.analysis import (canonicalize_map_and_operands, compose_map_and_operands, fold_expr,
                                            remove_duplicate_exprs)


@materializer("affine")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    from pyopt.dialects.arith.folds import materialize_arith_constant

    return materialize_arith_constant(builder, value, type, loc)


def _ints(c: Sequence[Any]) -> list[int | None]:
    return [a.value if isinstance(a, A.IntegerAttr) else None for a in c]


def _map(op: Operation, name: str = "map") -> AF.AffineMap:
    return op.properties[name].value  # type: ignore[attr-defined]


def _fold_results(m: AF.AffineMap, consts: list[int | None]) -> list[int] | None:
    dims, syms = consts[:m.num_dims], consts[m.num_dims:]
    out = []
    for r in m.results:
        v = fold_expr(r, dims, syms)
        if v is None:
            return None
        out.append(v)
    return out


@folder("affine.apply")
def fold_apply(op: Operation, c: list[Any]) -> Any:
    m = _map(op)
    if len(m.results) != 1 or len(op.operands) != m.num_inputs:
        return None
    e = m.results[0]
    if isinstance(e, AF.AffineDimExpr):
        return op.operands[e.position]
    if isinstance(e, AF.AffineSymbolExpr):
        return op.operands[m.num_dims + e.position]
    values = _fold_results(m, _ints(c))
    return A.IntegerAttr(values[0], T.index) if values else None


@folder("affine.min", "affine.max")
def fold_min_max(op: Operation, c: list[Any]) -> Any:
    """foldMinMaxOp."""
    m = _map(op)
    if len(op.operands) != m.num_inputs:
        return None
    consts = _ints(c)
    dims, syms = consts[:m.num_dims], consts[m.num_dims:]
    exprs: list[AF.AffineExpr] = []
    values: list[int] | None = []
    for r in m.results:
        v = fold_expr(r, dims, syms)
        if v is None:
            exprs.append(r)
            values = None
        else:
            exprs.append(AF.const(v))
            if values is not None:
                values.append(v)
    folded = AF.AffineMap(m.num_dims, m.num_symbols, exprs)
    if folded.num_symbols == 1 and folded.is_symbol_identity():
        return op.operands[0]
    if not values:
        if folded == m:
            return None
        op.properties["map"] = A.AffineMapAttr(folded)
        return IN_PLACE
    best = min(values) if op.name == "affine.min" else max(values)
    return A.IntegerAttr(best, T.index)


# ---- affine.for -----------------------------------------------------------------------------
def for_bounds(op: Operation) -> tuple[AF.AffineMap, list[Value], AF.AffineMap, list[Value], list[Value]]:
    """The maps and the operand groups (by operandSegmentSizes, as MLIR's accessors)."""
    lb, ub = _map(op, "lowerBoundMap"), _map(op, "upperBoundMap")
    group = op.operand_group  # type: ignore[attr-defined]
    return lb, list(group(0)), ub, list(group(1)), list(group(2))


def set_for_bounds(op: Operation, lb: AF.AffineMap, lb_ops: Sequence[Value], ub: AF.AffineMap,
                   ub_ops: Sequence[Value]) -> None:
    inits = for_bounds(op)[4]
    op.set_operands(list(lb_ops) + list(ub_ops) + inits)
    op.properties["lowerBoundMap"] = A.AffineMapAttr(lb)
    op.properties["upperBoundMap"] = A.AffineMapAttr(ub)
    op.properties["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (len(lb_ops), len(ub_ops), len(inits)))


def _constant_bound(m: AF.AffineMap, consts: list[int | None], lower: bool) -> int | None:
    values = _fold_results(m, consts)
    if not values:
        return None
    return max(values) if lower else min(values)


def _fold_loop_bounds(op: Operation, c: list[Any]) -> bool:
    lb, lb_ops, ub, ub_ops, _ = for_bounds(op)
    consts = _ints(c)
    n_lb = len(lb_ops)
    folded = False
    if not lb.is_single_constant():
        v = _constant_bound(lb, consts[:lb.num_inputs], True)
        if v is not None:
            lb, lb_ops, folded = AF.AffineMap.constant_map(v), [], True
    if not ub.is_single_constant():
        v = _constant_bound(ub, consts[n_lb:n_lb + ub.num_inputs], False)
        if v is not None:
            ub, ub_ops, folded = AF.AffineMap.constant_map(v), [], True
    if folded:
        set_for_bounds(op, lb, lb_ops, ub, ub_ops)
    return folded


def _canonicalize_loop_bounds(op: Operation) -> bool:
    lb, lb_ops, ub, ub_ops, _ = for_bounds(op)
    prev_lb, prev_ub = lb, ub
    lb, lb_ops = compose_map_and_operands(lb, lb_ops)
    lb, lb_ops = canonicalize_map_and_operands(lb, lb_ops)
    lb = simplify_min_or_max(lb, lb_ops, True)
    ub = simplify_min_or_max(ub, ub_ops, False)
    lb = remove_duplicate_exprs(lb)
    ub, ub_ops = compose_map_and_operands(ub, ub_ops)
    ub, ub_ops = canonicalize_map_and_operands(ub, ub_ops)
    ub = remove_duplicate_exprs(ub)
    if lb == prev_lb and ub == prev_ub:
        return False
    old = for_bounds(op)
    set_for_bounds(op, lb if lb != prev_lb else old[0], lb_ops if lb != prev_lb else old[1],
                   ub if ub != prev_ub else old[2], ub_ops if ub != prev_ub else old[3])
    return True


def trip_count(op: Operation) -> int | None:
    """getTrivialConstantTripCount."""
    lb, _, ub, _, _ = for_bounds(op)
    step = op.properties["step"].value  # type: ignore[attr-defined]
    if not lb.is_single_constant() or not ub.is_single_constant() or step <= 0:
        return None
    lo, hi = lb.get_single_constant_result(), ub.get_single_constant_result()
    return 0 if hi - lo <= 0 else (hi - lo + step - 1) // step


def _empty_loop_results(op: Operation) -> list[Value] | None:
    """What a loop whose body is only its yield leaves (mlir-opt 22 folds
    such loops, AffineForEmptyLoopFolder's rules): the inits for a loop
    that does not run, else what the yield forwards, when that does not
    depend on the trip count."""
    body = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
    if body is None or body.first is None or body.first is not body.last or not op.results:
        return None
    inits = for_bounds(op)[4]
    count = trip_count(op)
    if count == 0:
        return list(inits)
    iter_args = body.args[1:]
    replacements: list[Value] = []
    outside = out_of_order = False
    for i, v in enumerate(body.last.operands):
        if v is body.args[0]:  # the induction variable: mlir-opt 22 keeps the loop
            return None
        pos = next((j for j, a in enumerate(iter_args) if a is v), None)
        if pos is None:
            outside = True
            replacements.append(v)
        else:
            out_of_order |= pos != i
            replacements.append(inits[pos])
    if count is None and (outside or out_of_order):
        return None
    if count is not None and count >= 2 and out_of_order:
        return None
    return replacements


@folder("affine.for")
def fold_for(op: Operation, c: list[Any]) -> Any:
    folded = _fold_loop_bounds(op, c)
    folded |= _canonicalize_loop_bounds(op)
    if op.results and trip_count(op) == 0:
        return list(for_bounds(op)[4])
    replacements = _empty_loop_results(op)
    if replacements is not None:
        return replacements
    return IN_PLACE if folded else None


# ---- affine.if, affine.parallel -------------------------------------------------------------------
@folder("affine.if")
def fold_if(op: Operation, c: list[Any]) -> Any:
    s = op.properties["condition"].value  # type: ignore[attr-defined]
    operands = op.operands
    new_set = s
    new_ops = list(operands)
    if any(getattr(getattr(v, "op", None), "name", "") == "affine.apply" for v in operands):
        m = AF.AffineMap(s.num_dims, s.num_symbols, s.constraints)
        m, new_ops = compose_map_and_operands(m, new_ops)
        new_set = AF.IntegerSet(m.num_dims, m.num_symbols, m.results, s.eq_flags)
    new_set, new_ops = canonicalize_map_and_operands(new_set, new_ops)
    if new_set == s and len(new_ops) == len(operands) and all(a is b for a, b in zip(new_ops, operands)):
        return None
    op.properties["condition"] = A.IntegerSetAttr(new_set)
    op.set_operands(new_ops)
    return IN_PLACE


@folder("affine.parallel")
def fold_parallel(op: Operation, c: list[Any]) -> Any:
    lb, ub = _map(op, "lowerBoundsMap"), _map(op, "upperBoundsMap")
    ops = op.operands
    lb_ops, ub_ops = ops[:lb.num_inputs], ops[lb.num_inputs:]
    new_lb, new_lb_ops = compose_map_and_operands(lb, lb_ops)
    new_ub, new_ub_ops = compose_map_and_operands(ub, ub_ops)
    lb_changed = not (new_lb == lb and _same(new_lb_ops, lb_ops))
    ub_changed = not (new_ub == ub and _same(new_ub_ops, ub_ops))
    if not lb_changed and not ub_changed:
        return None
    if lb_changed:
        op.properties["lowerBoundsMap"] = A.AffineMapAttr(new_lb)
        lb_ops = new_lb_ops
    if ub_changed:
        op.properties["upperBoundsMap"] = A.AffineMapAttr(new_ub)
        ub_ops = new_ub_ops
    op.set_operands(list(lb_ops) + list(ub_ops))
    return IN_PLACE


def _same(a: Sequence[Value], b: Sequence[Value]) -> bool:
    return len(a) == len(b) and all(x is y for x, y in zip(a, b))


# ---- memref.cast folds --------------------------------------------------------------------------
def _fold_casts(op: Operation, c: list[Any]) -> Any:
    from pyopt.dialects.memref.folds import fold_memref_cast

    return IN_PLACE if fold_memref_cast(op) else None


for _name in ("affine.prefetch", "affine.dma_start", "affine.dma_wait"):
    folder(_name)(_fold_casts)


@folder("affine.load")
def fold_load(op: Operation, c: list[Any]) -> Any:
    """AffineLoadOp::fold: memref.cast operands, then a load of a constant
    global (any element of a splat, a constant index otherwise)."""
    from pyopt.dialects.memref.folds import fold_memref_cast
    from pyopt.ir.symbols import lookup_nearest_symbol_from

    if fold_memref_cast(op):
        return IN_PLACE
    get = getattr(op.operands[0], "op", None)
    if get is None or get.name != "memref.get_global":
        return None
    ref = get.properties.get("name")
    glob = lookup_nearest_symbol_from(get, ref) if isinstance(ref, A.SymbolRefAttr) else None
    if glob is None or glob.name != "memref.global" or "constant" not in glob.properties:
        return None
    init = glob.properties.get("initial_value")
    if not isinstance(init, A.DenseElementsAttr) or not isinstance(init.type, T.ShapedType):
        return None
    element = init.type.element
    make = (lambda v: A.FloatAttr(v, element)) if isinstance(element, T.FloatType) else (
        lambda v: A.IntegerAttr(v, element))
    if init.splat:
        return make(init.values[0])
    m = _map(op)
    if not m.is_constant():
        return None
    index = 0
    for i, d in zip(m.get_constant_results(), init.type.shape):
        if not 0 <= i < d:
            return None
        index = index * d + i
    return make(init.values[index]) if index < len(init.values) else None


@folder("affine.store")
def fold_store(op: Operation, c: list[Any]) -> Any:
    from pyopt.dialects.memref.folds import fold_memref_cast

    return IN_PLACE if fold_memref_cast(op, op.operands[0]) else None


# ---- delinearize_index / linearize_index ---------------------------------------------------------
def _static_strides(basis: list[int]) -> list[int] | None:
    """The suffix products of a fully static basis (without its outer bound)."""
    from pyopt.dialects.dynamic_index import K_DYNAMIC

    if K_DYNAMIC in basis:
        return None
    strides = []
    product = 1
    for b in reversed(basis):
        product *= b
        strides.append(product)
    strides.reverse()
    return strides


def _basis(op: Operation) -> list[int]:
    a = op.properties.get("static_basis")
    return list(a.values) if isinstance(a, A.DenseArrayAttr) else []


@folder("affine.delinearize_index")
def fold_delinearize(op: Operation, c: list[Any]) -> Any:
    """A single result is the linear index; a constant index over a
    static basis folds to constants."""
    n = len(op.results)
    if n == 1:
        return [op.operands[0]]
    basis = _basis(op)
    if n == len(basis):
        basis = basis[1:]
    strides = _static_strides(basis)
    linear = c[0] if c else None
    if strides is None or not strides or not isinstance(linear, A.IntegerAttr) or any(s <= 0 for s in strides):
        return None
    x = linear.value
    values = [x // strides[0]]
    values += [(x % this) // nxt for this, nxt in zip(strides, strides[1:])]
    values.append(x % strides[-1])
    return [A.IntegerAttr(v, T.index) for v in values]


@folder("affine.linearize_index")
def fold_linearize(op: Operation, c: list[Any]) -> Any:
    """No index is 0, one index is itself, constant indices over a static
    basis fold to their sum."""
    multi = op.operand_group(0)  # type: ignore[attr-defined]
    if not multi:
        return A.IntegerAttr(0, T.index)
    if len(multi) == 1:
        return multi[0]
    basis = _basis(op)
    if len(multi) == len(basis):
        basis = basis[1:]
    strides = _static_strides(basis)
    consts = c[:len(multi)]
    if strides is None or not all(isinstance(a, A.IntegerAttr) for a in consts):
        return None
    total = consts[-1].value
    for a, s in zip(consts, strides):
        total += a.value * s
    return A.IntegerAttr(total, T.index)
