"""populateVectorContractLoweringPatterns (LowerVectorContract.cpp):
vector.outerproduct as per-row fma/mul + combine, vector.contract lowered
progressively (one parallel or reduction dimension at a time down to
vector.reduction), or directly as dot products (`dot`, the default), outer
products (`outerproduct`), element-wise arith for unit reductions
(`parallelarith`) or llvm.intr.matrix.multiply (`llvmintr`, in
ConvertVectorToLLVM.cpp).  Masked (vector.mask) contractions are left alone."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.conversion.vector_lowering.common import extract, insert, zero
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.pattern import RewritePattern

# combining kind -> (integer op, float op)
_REDUCTION_OPS = {"add": ("arith.addi", "arith.addf"), "mul": ("arith.muli", "arith.mulf"),
                  "minui": ("arith.minui", None), "minsi": ("arith.minsi", None),
                  "maxui": ("arith.maxui", None), "maxsi": ("arith.maxsi", None),
                  "and": ("arith.andi", None), "or": ("arith.ori", None), "xor": ("arith.xori", None),
                  "minnumf": (None, "arith.minnumf"), "maxnumf": (None, "arith.maxnumf"),
                  "minimumf": (None, "arith.minimumf"), "maximumf": (None, "arith.maximumf")}
_INT_ONLY = ("and", "minui", "minsi", "maxui", "maxsi", "or", "xor")
_FLOAT_ONLY = ("minnumf", "maxnumf", "minimumf", "maximumf")


def _binary(rewriter: Any, loc: Any, name: str, x: Value, y: Value) -> Value:
    return rewriter.create(name, [x, y], [x.type], loc=loc).results[0]


def make_arith_reduction(rewriter: Any, loc: Any, kind: str, v1: Value, acc: Value) -> Value:
    """vector::makeArithReduction (no mask)."""
    element = v1.type.element if isinstance(v1.type, T.VectorType) else v1.type
    is_int = isinstance(element, (T.IntegerType, T.IndexType))
    name = _REDUCTION_OPS[kind][0 if is_int else 1]
    assert name is not None
    return _binary(rewriter, loc, name, v1, acc)


def create_contract_arith_op(rewriter: Any, loc: Any, x: Value, y: Value, acc: Value | None, kind: str,
                             is_int: bool) -> Value | None:
    if is_int:
        if kind in _FLOAT_ONLY:
            return None
        mul = _binary(rewriter, loc, "arith.muli", x, y)
    else:
        if kind in _INT_ONLY:
            return None
        if acc is not None and isinstance(acc.type, T.VectorType) and kind == "add":
            return rewriter.create("vector.fma", [x, y, acc], [x.type], loc=loc).results[0]
        mul = _binary(rewriter, loc, "arith.mulf", x, y)
    if acc is None:
        return mul
    return make_arith_reduction(rewriter, loc, kind, mul, acc)


def _is_int(t: T.Type) -> bool:
    element = t.element if isinstance(t, T.VectorType) else t
    return isinstance(element, (T.IntegerType, T.IndexType))


def _masked(op: Operation) -> bool:
    parent = op.parent_op
    return parent is not None and parent.name == "vector.mask"


class OuterProductOpLowering(RewritePattern):
    root = "vector.outerproduct"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        result_type = op.results[0].type
        if result_type.rank >= 2 and all(result_type.scalable):
            return False
        if _masked(op):
            return rewriter.notify_match_failure(op, "masked outer products are not lowered by pyopt")
        loc = op.loc
        lhs, rhs = op.operands[0], op.operands[1]
        acc = op.operands[2] if len(op.operands) > 2 else None
        kind = op.properties["kind"].value  # type: ignore[attr-defined]
        is_int = _is_int(result_type)
        if not isinstance(rhs.type, T.VectorType):  # AXPY
            b = rewriter.create("vector.broadcast", [rhs], [lhs.type], loc=loc).results[0]
            mult = create_contract_arith_op(rewriter, loc, lhs, b, acc, kind, is_int)
            if mult is None:
                return False
            rewriter.replace_op(op, [mult])
            return True
        result = zero(rewriter, loc, result_type)
        for d in range(result_type.shape[0]):
            x = extract(rewriter, loc, lhs, [d])
            a = rewriter.create("vector.broadcast", [x], [rhs.type], loc=loc).results[0]
            r = extract(rewriter, loc, acc, [d]) if acc is not None else None
            m = create_contract_arith_op(rewriter, loc, a, rhs, r, kind, is_int)
            if m is None:
                return False
            result = insert(rewriter, loc, m, result, [d])
        rewriter.replace_op(op, [result])
        return True


# ---- vector.contract ---------------------------------------------------------------------------
def _maps(op: Operation) -> list[Any]:
    return [m.value for m in op.properties["indexing_maps"].elements]  # type: ignore[attr-defined]


def _iterators(op: Operation) -> list[str]:
    return [it.value for it in op.properties["iterator_types"].elements]  # type: ignore[attr-defined]


def _positions(m: Any) -> list[int] | None:
    from pyopt.ir.affine import AffineDimExpr

    if not all(isinstance(e, AffineDimExpr) for e in m.results):
        return None
    return [e.position for e in m.results]


def _layout_is(op: Operation, layout: Sequence[Sequence[int]]) -> bool:
    """The indexing maps equal AffineMap::inferFromExprList(layout)."""
    num_dims = max((d for lst in layout for d in lst), default=-1) + 1
    for m, expected in zip(_maps(op), layout):
        if m.num_dims != num_dims or m.num_symbols or _positions(m) != list(expected):
            return False
    return True


def _transpose(rewriter: Any, loc: Any, v: Value, perm: Sequence[int] = (1, 0)) -> Value:
    t = v.type
    shape = tuple(t.shape[p] for p in perm)
    scalable = tuple(t.scalable[p] for p in perm)
    return rewriter.create("vector.transpose", [v], [T.VectorType(shape, t.element, scalable)], properties={
        "permutation": A.DenseArrayAttr(T.i64, tuple(perm))}, loc=loc).results[0]


def _drop_dim(t: T.VectorType, index: int) -> T.VectorType:
    return T.VectorType(t.shape[:index] + t.shape[index + 1:], t.element, t.scalable[:index] + t.scalable[index + 1:])


def reshape_load(rewriter: Any, loc: Any, val: Value, t: T.VectorType, index: int, pos: int) -> Value:
    if index == -1:
        return val
    if index == 0:
        return extract(rewriter, loc, val, [pos])
    v_type = _drop_dim(t, 0)
    res_type = _drop_dim(t, index)
    result = zero(rewriter, loc, res_type)
    for d in range(res_type.shape[0]):
        ext = extract(rewriter, loc, val, [d])
        load = reshape_load(rewriter, loc, ext, v_type, index - 1, pos)
        result = insert(rewriter, loc, load, result, [d])
    return result


def reshape_store(rewriter: Any, loc: Any, val: Value, result: Value, t: T.VectorType, index: int,
                  pos: int) -> Value:
    if index == -1:
        return val
    if index == 0:
        return insert(rewriter, loc, val, result, [pos])
    v_type = _drop_dim(t, 0)
    for d in range(t.shape[0]):
        ext = extract(rewriter, loc, result, [d])
        ins = extract(rewriter, loc, val, [d])
        sto = reshape_store(rewriter, loc, ins, ext, v_type, index - 1, pos)
        result = insert(rewriter, loc, sto, result, [d])
    return result


def _adjust_map(m: Any, index: int) -> Any:
    from pyopt.ir.affine import AffineMap, dim

    results = [dim(p if p < index else p - 1) for p in (_positions(m) or []) if p != index]
    return AffineMap(m.num_dims - 1, 0, results)


def _contract(rewriter: Any, loc: Any, op: Operation, lhs: Value, rhs: Value, acc: Value, maps: list[Any],
              iterators: list[A.Attribute]) -> Value:
    return rewriter.create("vector.contract", [lhs, rhs, acc], [acc.type], properties={
        "indexing_maps": A.ArrayAttr(tuple(A.AffineMapAttr(m) for m in maps)),
        "iterator_types": A.ArrayAttr(tuple(iterators)), "kind": op.properties["kind"]}, loc=loc).results[0]


def _result_index(m: Any, index: int) -> int | None:
    positions = _positions(m) or []
    return positions.index(index) if index in positions else None


class ContractionOpGenericLowering(RewritePattern):
    root = "vector.contract"

    def supported(self, op: Operation, rewriter: Any) -> bool:
        acc_type = op.operands[2].type
        acc_element = acc_type.element if isinstance(acc_type, T.VectorType) else acc_type
        if op.operands[0].type.element != acc_element or op.operands[1].type.element != acc_element:
            return False
        if op.properties["kind"].value != "add":  # type: ignore[attr-defined]
            return rewriter.notify_match_failure(op, "contractions other than 'add' not supported")
        return True

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        if _masked(op) or not self.supported(op, rewriter):
            return False
        return self.lower_generic(op, rewriter)

    def lower_generic(self, op: Operation, rewriter: Any) -> bool:
        maps, iterators = _maps(op), _iterators(op)
        lhs_pos, rhs_pos = _positions(maps[0]) or [], _positions(maps[1]) or []
        batch = [(lhs_pos.index(i), rhs_pos.index(i)) for i, it in enumerate(iterators)
                 if it == "parallel" and i in lhs_pos and i in rhs_pos]
        if batch:
            return self.lower_parallel(op, rewriter, batch[0][0], batch[0][1])
        contracting = [(lhs_pos.index(i), rhs_pos.index(i)) for i, it in enumerate(iterators)
                       if it == "reduction" and i in lhs_pos and i in rhs_pos]
        lhs_contracting = {p[0] for p in contracting}
        rhs_contracting = {p[1] for p in contracting}
        for lhs_index in range(op.operands[0].type.rank):
            if lhs_index not in lhs_contracting:
                return self.lower_parallel(op, rewriter, lhs_index, -1)
        for rhs_index in range(op.operands[1].type.rank):
            if rhs_index not in rhs_contracting:
                return self.lower_parallel(op, rewriter, -1, rhs_index)
        if contracting:
            return self.lower_reduction(op, rewriter)
        return False

    def lower_parallel(self, op: Operation, rewriter: Any, lhs_index: int, rhs_index: int) -> bool:
        lhs, rhs, acc = op.operands
        lhs_type, rhs_type, res_type = lhs.type, rhs.type, op.results[0].type
        maps = _maps(op)
        if lhs_index >= 0:
            iter_index = _positions(maps[0])[lhs_index]  # type: ignore[index]
            if rhs_index >= 0 and iter_index != _positions(maps[1])[rhs_index]:  # type: ignore[index]
                return False
            if lhs_type.scalable[lhs_index]:
                return False
            dim_size = lhs_type.shape[lhs_index]
        else:
            iter_index = _positions(maps[1])[rhs_index]  # type: ignore[index]
            if rhs_type.scalable[rhs_index]:
                return False
            dim_size = rhs_type.shape[rhs_index]
        res_index = _result_index(maps[2], iter_index)
        if res_index is None:
            if dim_size != 1:
                return False
            res_index = -1
        low_maps = [_adjust_map(m, iter_index) for m in maps]
        iterators = list(op.properties["iterator_types"].elements)  # type: ignore[attr-defined]
        low_iterators = iterators[:iter_index] + iterators[iter_index + 1:]
        loc = op.loc
        result = zero(rewriter, loc, res_type)
        for d in range(dim_size):
            low_lhs = reshape_load(rewriter, loc, lhs, lhs_type, lhs_index, d)
            low_rhs = reshape_load(rewriter, loc, rhs, rhs_type, rhs_index, d)
            low_acc = reshape_load(rewriter, loc, acc, res_type, res_index, d)
            low = _contract(rewriter, loc, op, low_lhs, low_rhs, low_acc, low_maps, low_iterators)
            result = reshape_store(rewriter, loc, low, result, res_type, res_index, d)
        rewriter.replace_op(op, [result])
        return True

    def lower_reduction(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        lhs, rhs, acc = op.operands
        lhs_type, rhs_type, res_type = lhs.type, rhs.type, op.results[0].type
        if isinstance(res_type, T.VectorType):
            return rewriter.notify_match_failure(op, "did not expect a VectorType result")
        maps = _maps(op)
        lhs_index, rhs_index = _result_index(maps[0], 0), _result_index(maps[1], 0)
        if lhs_index is None or rhs_index is None:
            return False
        dim_size = lhs_type.shape[lhs_index]
        if dim_size != rhs_type.shape[rhs_index]:
            return False
        if lhs_type.rank == 1:
            if rhs_type.rank != 1:
                return False
            m = _binary(rewriter, loc, "arith.muli" if _is_int(res_type) else "arith.mulf", lhs, rhs)
            reduction = rewriter.create("vector.reduction", [m, [acc]], [res_type], properties={
                "kind": op.properties["kind"]}, loc=loc).results[0]
            rewriter.replace_op(op, [reduction])
            return True
        low_maps = [_adjust_map(m, 0) for m in maps]
        low_iterators = list(op.properties["iterator_types"].elements)[1:]  # type: ignore[attr-defined]
        result = acc
        for d in range(dim_size):
            low_lhs = reshape_load(rewriter, loc, lhs, lhs_type, lhs_index, d)
            low_rhs = reshape_load(rewriter, loc, rhs, rhs_type, rhs_index, d)
            result = _contract(rewriter, loc, op, low_lhs, low_rhs, result, low_maps, low_iterators)
        rewriter.replace_op(op, [result])
        return True
