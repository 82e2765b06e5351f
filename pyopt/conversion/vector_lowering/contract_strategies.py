"""The vector.contract lowering strategies of `vector-contract-lowering`
(LowerVectorContract.cpp, ConvertVectorToLLVM.cpp): dot products, unrolled
outer products, element-wise arith, llvm.intr.matrix.multiply; and
ContractionOpLowering, which tries them before the generic lowering."""

from __future__ import annotations

from typing import Any, Callable

from pyopt.conversion import vector_pattern as V
from pyopt.conversion.vector_lowering.common import extract, insert, zero
from pyopt.conversion.vector_lowering.contract_lowering import (ContractionOpGenericLowering, OuterProductOpLowering,
                                                                _binary, _is_int, _iterators, _layout_is, _maps,
                                                                _masked, _positions, _transpose,
                                                                create_contract_arith_op)
from pyopt.dialects.vector.attrs import KIND_ADD
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.pattern import RewritePattern

M, N, K = 0, 1, 2  # the dimensions of a matmul-like contraction


def _outer_products(rewriter: Any, loc: Any, op: Operation, lhs: Value, rhs: Value, res: Value,
                    reduction_size: int) -> Value:
    """UnrolledOuterProductGenerator::outerProd: one outer product per
    reduction index (operands promoted to the result element type)."""
    res_element = res.type.element
    kind = op.properties["kind"]
    for k in range(reduction_size):
        a = _promote(rewriter, loc, extract(rewriter, loc, lhs, [k]), res_element)
        b = _promote(rewriter, loc, extract(rewriter, loc, rhs, [k]), res_element)
        res = rewriter.create("vector.outerproduct", [a, b, [res]], [res.type], properties={"kind": kind},
                              loc=loc).results[0]
    return res


def _promote(rewriter: Any, loc: Any, v: Value, element: T.Type) -> Value:
    t = v.type
    own = t.element if isinstance(t, T.VectorType) else t
    if own == element:
        return v
    promoted = T.VectorType(t.shape, element, t.scalable) if isinstance(t, T.VectorType) else element
    name = "arith.extf" if isinstance(element, T.FloatType) else "arith.extsi"
    return rewriter.create(name, [v], [promoted], loc=loc).results[0]


def _reduction_size(t: T.VectorType, dim: int) -> int | None:
    return None if t.scalable[dim] else t.shape[dim]


def unrolled_outer_product(op: Operation, rewriter: Any) -> Value | None:
    """UnrolledOuterProductGenerator: matmat, matvec and tmatvec layouts."""
    loc = op.loc
    lhs, rhs, res = op.operands
    lhs_type = lhs.type
    iterators = _iterators(op)
    t = _transpose
    attempts: list[tuple[tuple[tuple[int, ...], ...], int, Callable[[], tuple[Value, Value]]]]
    if iterators == ["parallel", "parallel", "reduction"]:
        attempts = [
            (((M, K), (K, N), (M, N)), 1, lambda: (t(rewriter, loc, lhs), rhs)),
            (((M, K), (N, K), (M, N)), 1, lambda: (t(rewriter, loc, lhs), t(rewriter, loc, rhs))),
            (((K, M), (K, N), (M, N)), 0, lambda: (lhs, rhs)),
            (((K, M), (N, K), (M, N)), 0, lambda: (lhs, t(rewriter, loc, rhs))),
            (((M, K), (K, N), (N, M)), 1, lambda: (rhs, t(rewriter, loc, lhs))),
            (((M, K), (N, K), (N, M)), 1, lambda: (t(rewriter, loc, rhs), t(rewriter, loc, lhs))),
            (((K, M), (K, N), (N, M)), 0, lambda: (rhs, lhs)),
            (((K, M), (N, K), (N, M)), 0, lambda: (t(rewriter, loc, rhs), lhs))]
    elif iterators in (["parallel", "reduction"], ["reduction", "parallel"]):
        m, k = (0, 1) if iterators[0] == "parallel" else (1, 0)
        attempts = [
            (((m, k), (k,), (m,)), 1, lambda: (t(rewriter, loc, lhs), rhs)),
            (((k, m), (k,), (m,)), 0, lambda: (lhs, rhs)),
            (((k,), (m, k), (m,)), 0, lambda: (t(rewriter, loc, rhs), lhs)),
            (((k,), (k, m), (m,)), 0, lambda: (rhs, lhs))]
    else:
        return None
    for layout, reduction_dim, operands in attempts:
        if _layout_is(op, layout):
            size = _reduction_size(lhs_type, reduction_dim)
            if size is None:
                continue
            a, b = operands()
            return _outer_products(rewriter, loc, op, a, b, res, size)
    return None


def dot_lowering(op: Operation, rewriter: Any) -> Value | None:
    """ContractionOpToDotLowering: the reduction dimension innermost, one
    mul + vector.reduction per result element."""
    iterators = _iterators(op)
    loc = op.loc
    lhs, rhs = op.operands[0], op.operands[1]
    t = _transpose
    if iterators == ["parallel", "parallel", "reduction"]:
        if _layout_is(op, ((M, K), (K, N), (M, N))):
            rhs = t(rewriter, loc, rhs)
        elif _layout_is(op, ((M, K), (N, K), (M, N))):
            pass
        elif _layout_is(op, ((K, M), (K, N), (M, N))):
            lhs = t(rewriter, loc, lhs)
            rhs = t(rewriter, loc, rhs)
        elif _layout_is(op, ((K, M), (N, K), (M, N))):
            lhs = t(rewriter, loc, lhs)
        elif _layout_is(op, ((M, K), (K, N), (N, M))):
            lhs, rhs = t(rewriter, loc, rhs), lhs
        elif _layout_is(op, ((M, K), (N, K), (N, M))):
            lhs, rhs = rhs, lhs
        elif _layout_is(op, ((K, M), (K, N), (N, M))):
            tmp = lhs
            lhs = t(rewriter, loc, rhs)
            rhs = t(rewriter, loc, tmp)
        elif _layout_is(op, ((K, M), (N, K), (N, M))):
            lhs, rhs = rhs, t(rewriter, loc, lhs)
        else:
            return None
    elif len(iterators) >= 2 and iterators[0] == "parallel" and iterators[1] == "reduction":
        if _layout_is(op, ((0, 1), (1,), (0,))):
            pass
        elif _layout_is(op, ((1, 0), (1,), (0,))):
            lhs = t(rewriter, loc, lhs)
        elif _layout_is(op, ((1,), (0, 1), (0,))):
            lhs, rhs = rhs, lhs
        elif _layout_is(op, ((1,), (1, 0), (0,))):
            lhs, rhs = t(rewriter, loc, rhs), lhs
        else:
            return None
    else:
        return None
    dst = op.results[0].type
    rank = dst.rank
    rows, columns = dst.shape[0], (1 if rank == 1 else dst.shape[1])
    res = zero(rewriter, loc, dst)
    is_int = isinstance(dst.element, T.IntegerType)
    columns_rhs: list[Value] = []
    for r in range(rows):
        row_lhs = extract(rewriter, loc, lhs, [r])
        for c in range(columns):
            if r == 0:
                columns_rhs.append(rhs if rank == 1 else extract(rewriter, loc, rhs, [c]))
            product = _binary(rewriter, loc, "arith.muli" if is_int else "arith.mulf", row_lhs, columns_rhs[c])
            total = rewriter.create("vector.reduction", [product, []], [dst.element], properties={
                "kind": KIND_ADD}, loc=loc).results[0]
            res = insert(rewriter, loc, total, res, [r] if rank == 1 else [r, c])
    acc = op.operands[2]
    return _binary(rewriter, loc, "arith.addi" if is_int else "arith.addf", res, acc)


def elementwise_lowering(op: Operation, rewriter: Any) -> Value | None:
    """ContractOpToElementwise: all reduction dimensions of size one."""
    lhs, rhs, acc = op.operands
    maps, iterators = _maps(op), _iterators(op)
    lhs_shape, rhs_shape = lhs.type.shape, rhs.type.shape
    lhs_pos, rhs_pos, acc_pos = _positions(maps[0]), _positions(maps[1]), _positions(maps[2])
    if lhs_pos is None or rhs_pos is None or acc_pos is None:
        return None
    lhs_red = [i for i, p in enumerate(lhs_pos) if iterators[p] == "reduction"]
    rhs_red = [i for i, p in enumerate(rhs_pos) if iterators[p] == "reduction"]
    if any(lhs_shape[d] != 1 for d in lhs_red) or any(rhs_shape[d] != 1 for d in rhs_red):
        return None
    n_par = len(acc_pos)
    lhs_bcast_n = n_par - (len(lhs_pos) - len(lhs_red))
    rhs_bcast_n = n_par - (len(rhs_pos) - len(rhs_red))
    result_shape = op.results[0].type.shape
    lhs_dims: list[int] = []
    rhs_dims: list[int] = []
    lhs_perm = [lhs_bcast_n + d for d in lhs_red]
    rhs_perm = [rhs_bcast_n + d for d in rhs_red]
    for i in range(n_par):
        for pos, dims, perm, n in ((lhs_pos, lhs_dims, lhs_perm, lhs_bcast_n), (rhs_pos, rhs_dims, rhs_perm,
                                                                                 rhs_bcast_n)):
            if acc_pos[i] in pos:
                perm.append(n + pos.index(acc_pos[i]))
            else:
                dims.append(result_shape[i])
                perm.append(len(dims) - 1)
    loc = op.loc
    new_lhs, new_rhs = lhs, rhs
    if lhs_dims:
        new_lhs = rewriter.create("vector.broadcast", [lhs], [T.VectorType(tuple(lhs_dims) + lhs_shape,
                                                                           lhs.type.element)], loc=loc).results[0]
    if rhs_dims:
        new_rhs = rewriter.create("vector.broadcast", [rhs], [T.VectorType(tuple(rhs_dims) + rhs_shape,
                                                                           rhs.type.element)], loc=loc).results[0]
    is_int = _is_int(lhs.type)
    new_lhs = _transpose(rewriter, loc, new_lhs, lhs_perm)
    new_rhs = _transpose(rewriter, loc, new_rhs, rhs_perm)
    new_lhs = extract(rewriter, loc, new_lhs, [0] * len(lhs_red))
    new_rhs = extract(rewriter, loc, new_rhs, [0] * len(rhs_red))
    return create_contract_arith_op(rewriter, loc, new_lhs, new_rhs, acc, op.properties["kind"].value,  # type: ignore
                                    is_int)


class ContractionOpLowering(ContractionOpGenericLowering):
    """The strategy of the option first (outer products, dot products,
    element-wise), then the generic progressive lowering."""

    def __init__(self, lowering: str, benefit: int = 1) -> None:
        super().__init__(benefit=benefit)
        self.lowering = lowering

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        if _masked(op) or not self.supported(op, rewriter):
            return False
        strategies = {"outerproduct": unrolled_outer_product, "dot": dot_lowering,
                      "parallelarith": elementwise_lowering}
        strategy = strategies.get(self.lowering)
        if strategy is not None:
            value = strategy(op, rewriter)
            if value is not None:
                rewriter.replace_op(op, [value])
                return True
        return self.lower_generic(op, rewriter)


class ContractionOpToOuterProductOpLowering(RewritePattern):
    root = "vector.contract"

    def __init__(self, lowering: str, benefit: int = 1) -> None:
        super().__init__(benefit=benefit)
        self.lowering = lowering

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        if self.lowering != "outerproduct" or _masked(op):
            return False
        value = unrolled_outer_product(op, rewriter)
        if value is None:
            return False
        rewriter.replace_op(op, [value])
        return True


class ContractionOpToMatmulOpLowering(RewritePattern):
    """`llvmintr`: a row-major matmul as llvm.intr.matrix.multiply of the
    flattened operands (transposed into row-major first)."""

    root = "vector.contract"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        if _masked(op):
            return False
        if _iterators(op) != ["parallel", "parallel", "reduction"]:
            return False
        result_type = op.results[0].type
        if isinstance(result_type, T.VectorType) and any(result_type.scalable):
            return False
        element = op.operands[0].type.element
        if not isinstance(element, (T.IntegerType, T.FloatType)):
            return False
        dst_element = result_type.element if isinstance(result_type, T.VectorType) else result_type
        if element != dst_element:
            return False
        maps = _maps(op)
        loc = op.loc
        lhs, rhs, acc = op.operands
        lhs_layout, rhs_layout = _positions(maps[0]), _positions(maps[1])
        if maps[0].num_dims != 3 or maps[1].num_dims != 3 or lhs_layout not in ([K, M], [M, K]) \
                or rhs_layout not in ([N, K], [K, N]) or _positions(maps[2]) not in ([M, N], [N, M]):
            return False
        if lhs_layout == [K, M]:
            lhs = _transpose(rewriter, loc, lhs)
        if rhs_layout == [N, K]:
            rhs = _transpose(rewriter, loc, rhs)
        lhs_rows, lhs_columns = lhs.type.shape
        rhs_columns = rhs.type.shape[1]
        flat = lambda v: rewriter.create("vector.shape_cast", [v], [T.VectorType(  # noqa: E731
            (v.type.num_elements,), v.type.element)], loc=loc).results[0]
        lhs, rhs = flat(lhs), flat(rhs)
        mul = V.create(rewriter, "llvm.intr.matrix.multiply", [lhs, rhs],
                       [T.VectorType((lhs_rows * rhs_columns,), element)], V.TargetAttrs({}, {
                           "lhs_rows": A.IntegerAttr(lhs_rows, T.i32),
                           "lhs_columns": A.IntegerAttr(lhs_columns, T.i32),
                           "rhs_columns": A.IntegerAttr(rhs_columns, T.i32)}), loc).results[0]
        mul = rewriter.create("vector.shape_cast", [mul], [T.VectorType((lhs_rows, rhs_columns), acc.type.element)],
                              loc=loc).results[0]
        if _positions(maps[2]) == [N, M]:
            mul = _transpose(rewriter, loc, mul)
        name = "arith.addi" if isinstance(element, T.IntegerType) else "arith.addf"
        rewriter.replace_op(op, [_binary(rewriter, loc, name, acc, mul)])
        return True


def populate_vector_contract_lowering_patterns(patterns: Any, lowering: str) -> None:
    patterns.add(OuterProductOpLowering(), ContractionOpLowering(lowering),
                 ContractionOpToOuterProductOpLowering(lowering))


def populate_vector_contract_to_matrix_multiply(patterns: Any, benefit: int = 100) -> None:
    patterns.add(ContractionOpToMatmulOpLowering(benefit=benefit))
