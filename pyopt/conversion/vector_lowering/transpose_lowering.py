"""populateVectorTransposeLoweringPatterns (LowerVectorTranspose.cpp):
vector.transpose as element-wise extracts/inserts, or as shuffles of the
flattened 2-D slice (`vector-transpose-lowering=shuffle1d|shuffle16x16`),
or llvm.intr.matrix.transpose (`llvmintr`, ConvertVectorToLLVM.cpp's
TransposeOpToMatrixTransposeOpLowering)."""

from __future__ import annotations

import math
from typing import Any, Sequence

from pyopt.conversion import vector_pattern as V
from pyopt.conversion.vector_lowering.common import extract, insert, poison, shuffle
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.pattern import RewritePattern

SHUFFLE_LIKE = ("shuffle1d", "shuffle16x16")


def _permutation(op: Operation) -> list[int]:
    return list(op.properties["permutation"].values)  # type: ignore[attr-defined]


def is_transpose_2d_slice(op: Operation) -> tuple[int, int] | None:
    """The two source dimensions larger than one, when the permutation
    swaps them (isTranspose2DSlice)."""
    shape = op.operands[0].type.shape
    dims = [i for i, size in enumerate(shape) if size > 1]
    if len(dims) != 2:
        return None
    for d in _permutation(op):
        if d == dims[0]:
            return None
        if d == dims[1]:
            return dims[0], dims[1]
    return None


def _shape_cast(rewriter: Any, loc: Any, value: Value, t: T.Type) -> Value:
    return rewriter.create("vector.shape_cast", [value], [t], loc=loc).results[0]


class Transpose2DWithUnitDimToShapeCast(RewritePattern):
    """A 2-D transpose with a (fixed) unit dimension is a shape_cast."""

    root = "vector.transpose"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        t = op.results[0].type
        if t.rank == 2 and _permutation(op) == [1, 0] and (
                (t.shape[0] == 1 and not t.scalable[0]) or (t.shape[1] == 1 and not t.scalable[1])):
            rewriter.replace_op(op, [_shape_cast(rewriter, op.loc, op.operands[0], t)])
            return True
        return False


class TransposeOpLowering(RewritePattern):
    """Element-wise: one extract/insert pair per element of the transposed
    leading dimensions (trailing untransposed dimensions stay vectors)."""

    root = "vector.transpose"

    def __init__(self, lowering: str, benefit: int = 1) -> None:
        super().__init__(benefit=benefit)
        self.lowering = lowering

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        source = op.operands[0]
        input_type, result_type = source.type, op.results[0].type
        if self.lowering in SHUFFLE_LIKE and is_transpose_2d_slice(op) is not None:
            return rewriter.notify_match_failure(op, "Options specifies lowering to shuffle")
        permutation = _permutation(op)
        pruned = list(permutation)
        while pruned and pruned[-1] == len(pruned) - 1:
            pruned.pop()
        pruned_shape = input_type.shape[:len(pruned)]
        if any(input_type.scalable[:len(pruned)]):
            return rewriter.notify_match_failure(op, "cannot unroll scalable dimensions")
        result = poison(rewriter, loc, result_type)
        for linear in range(math.prod(pruned_shape)):
            extract_index = _delinearize(linear, pruned_shape)
            insert_index = [extract_index[p] for p in pruned]
            element = extract(rewriter, loc, source, extract_index)
            result = insert(rewriter, loc, element, result, insert_index)
        rewriter.replace_op(op, [result])
        return True


def _delinearize(linear: int, shape: Sequence[int]) -> list[int]:
    index = []
    for size in reversed(shape):
        index.append(linear % size)
        linear //= size
    return index[::-1]


def _transpose_to_shuffle_1d(rewriter: Any, loc: Any, source: Value, m: int, n: int) -> Value:
    mask = [i * n + j for j in range(n) for i in range(m)]
    return shuffle(rewriter, loc, source, source, mask)


def _unpack(vals: Sequence[int], num_bits: int = 512) -> list[int]:
    return [v + i for i in range(0, num_bits // 32, 4) for v in vals]


def _shuffle_4x128(rewriter: Any, loc: Any, v1: Value, v2: Value, mask: int) -> Value:
    lanes: list[int] = []
    for base, control in ((0, mask & 3), (0, (mask >> 2) & 3), (16, (mask >> 4) & 3), (16, (mask >> 6) & 3)):
        lanes.extend(base + 4 * control + k for k in range(4))
    return shuffle(rewriter, loc, v1, v2, lanes)


def _transpose_to_shuffle_16x16(rewriter: Any, loc: Any, source: Value, m: int, n: int) -> Value:
    vs = [extract(rewriter, loc, source, [i]) for i in range(m)]
    lo_ps, hi_ps = (0, 16, 1, 17), (2, 18, 3, 19)
    lo_pd, hi_pd = (0, 1, 16, 17), (2, 3, 18, 19)
    t = []
    for i in range(0, 16, 2):
        t.append(shuffle(rewriter, loc, vs[i], vs[i + 1], _unpack(lo_ps)))
        t.append(shuffle(rewriter, loc, vs[i], vs[i + 1], _unpack(hi_ps)))
    r = []
    for base in (0, 4, 8, 12):
        r.append(shuffle(rewriter, loc, t[base], t[base + 2], _unpack(lo_pd)))
        r.append(shuffle(rewriter, loc, t[base], t[base + 2], _unpack(hi_pd)))
        r.append(shuffle(rewriter, loc, t[base + 1], t[base + 3], _unpack(lo_pd)))
        r.append(shuffle(rewriter, loc, t[base + 1], t[base + 3], _unpack(hi_pd)))
    t = []
    for base in (0, 8):
        for mask in (0x88, 0xdd):
            for k in range(4):
                t.append(_shuffle_4x128(rewriter, loc, r[base + k], r[base + 4 + k], mask))
    for mask_index, mask in enumerate((0x88, 0xdd)):
        for k in range(8):
            vs[mask_index * 8 + k] = _shuffle_4x128(rewriter, loc, t[k], t[8 + k], mask)
    reshaped = T.VectorType((m, n), source.type.element)
    result = poison(rewriter, loc, reshaped)
    for i in range(m):
        result = insert(rewriter, loc, vs[i], result, [i])
    return result


class TransposeOp2DToShuffleLowering(RewritePattern):
    root = "vector.transpose"

    def __init__(self, lowering: str, benefit: int = 1) -> None:
        super().__init__(benefit=benefit)
        self.lowering = lowering

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        if self.lowering not in SHUFFLE_LIKE:
            return rewriter.notify_match_failure(op, "not using vector shuffle based lowering")
        source_type = op.operands[0].type
        if any(source_type.scalable):
            return rewriter.notify_match_failure(op, "scalable vectors cannot be shuffled")
        dims = is_transpose_2d_slice(op)
        if dims is None:
            return rewriter.notify_match_failure(op, "expected transposition on a 2D slice")
        m, n = source_type.shape[dims[0]], source_type.shape[dims[1]]
        loc = op.loc
        flat = T.VectorType((n * m,), source_type.element)
        reshaped = _shape_cast(rewriter, loc, op.operands[0], flat)
        if self.lowering == "shuffle16x16" and m == 16 and n == 16:
            reshaped = _shape_cast(rewriter, loc, reshaped, T.VectorType((m, n), source_type.element))
            result = _transpose_to_shuffle_16x16(rewriter, loc, reshaped, m, n)
        else:
            result = _transpose_to_shuffle_1d(rewriter, loc, reshaped, m, n)
        rewriter.replace_op(op, [_shape_cast(rewriter, loc, result, op.results[0].type)])
        return True


class TransposeOpToMatrixTransposeOpLowering(RewritePattern):
    """A 2-D [1, 0] transpose: llvm.intr.matrix.transpose of the flattened vector."""

    root = "vector.transpose"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        source_type, result_type = op.operands[0].type, op.results[0].type
        if any(source_type.scalable):
            return rewriter.notify_match_failure(op, "This lowering does not support scalable vectors")
        if result_type.rank != 2 or _permutation(op) != [1, 0]:
            return False
        loc = op.loc
        flat = T.VectorType((result_type.num_elements,), result_type.element)
        matrix = _shape_cast(rewriter, loc, op.operands[0], flat)
        transposed = V.create(rewriter, "llvm.intr.matrix.transpose", [matrix], [flat], V.TargetAttrs({}, {
            "rows": A.IntegerAttr(result_type.shape[0], T.i32),
            "columns": A.IntegerAttr(result_type.shape[1], T.i32)}), loc).results[0]
        rewriter.replace_op(op, [_shape_cast(rewriter, loc, transposed, result_type)])
        return True


def populate_vector_transpose_lowering_patterns(patterns: Any, lowering: str) -> None:
    patterns.add(Transpose2DWithUnitDimToShapeCast(), TransposeOpLowering(lowering),
                 TransposeOp2DToShuffleLowering(lowering))


def populate_vector_transpose_to_flat_transpose(patterns: Any, benefit: int) -> None:
    patterns.add(TransposeOpToMatrixTransposeOpLowering(benefit=benefit))
