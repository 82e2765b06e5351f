"""MLIR's populateVectorBroadcastLoweringPatterns (LowerVectorBroadcast.cpp):
broadcasts the LLVM conversion cannot take directly (from a vector, or to
rank > 1 from a vector) become extracts, lower-rank broadcasts and inserts
into a `ub.poison`.  A greedy pattern of convert-vector-to-llvm's pre-pass."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.pattern import RewritePattern


def _extract(rewriter: Any, loc: Any, source: Value, position: tuple[int, ...], result_type: T.Type) -> Value:
    return rewriter.create("vector.extract", [source, []], [result_type], properties={
        "static_position": A.DenseArrayAttr(T.i64, position)}, loc=loc).results[0]


def _insert(rewriter: Any, loc: Any, value: Value, dest: Value, position: int) -> Value:
    return rewriter.create("vector.insert", [value, dest, []], [dest.type], properties={
        "static_position": A.DenseArrayAttr(T.i64, (position,))}, loc=loc).results[0]


def _broadcast(rewriter: Any, loc: Any, source: Value, result_type: T.Type) -> Value:
    return rewriter.create("vector.broadcast", [source], [result_type], loc=loc).results[0]


def _drop_front(t: T.VectorType) -> T.VectorType:
    return T.VectorType(t.shape[1:], t.element, t.scalable[1:])


class BroadcastOpLowering(RewritePattern):
    root = "vector.broadcast"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        loc = op.loc
        dst = op.results[0].type
        src = op.operands[0].type
        source = op.operands[0]
        if not isinstance(src, T.VectorType):
            return rewriter.notify_match_failure(op, "scalar sources are lowered by the LLVM conversion")
        src_rank, dst_rank = src.rank, dst.rank
        if src_rank <= 1 and dst_rank == 1:
            ext = _extract(rewriter, loc, source, () if src_rank == 0 else (0,), src.element)
            rewriter.replace_op_with_new_op(op, "vector.broadcast", [ext], [dst], loc=loc)
            return True
        if src_rank < dst_rank:
            row_type = _drop_front(dst)
            row = _broadcast(rewriter, loc, source, row_type)
            result = rewriter.create("ub.poison", [], [dst], loc=loc).results[0]
            for d in range(dst.shape[0]):
                result = _insert(rewriter, loc, row, result, d)
            rewriter.replace_op(op, [result])
            return True
        mismatch = next((r for r in range(dst_rank) if src.shape[r] != dst.shape[r]), -1)
        if mismatch == -1:
            rewriter.replace_op(op, [source])
            return True
        row_type = _drop_front(dst)
        result = rewriter.create("ub.poison", [], [dst], loc=loc).results[0]
        if mismatch == 0:
            ext = _extract(rewriter, loc, source, (0,), _drop_front(src))
            row = _broadcast(rewriter, loc, ext, row_type)
            for d in range(dst.shape[0]):
                result = _insert(rewriter, loc, row, result, d)
        else:
            if dst.scalable and dst.scalable[0]:
                return rewriter.notify_match_failure(op, "cannot unroll over a scalable dimension")
            for d in range(dst.shape[0]):
                ext = _extract(rewriter, loc, source, (d,), _drop_front(src))
                row = _broadcast(rewriter, loc, ext, row_type)
                result = _insert(rewriter, loc, row, result, d)
        rewriter.replace_op(op, [result])
        return True


def populate_vector_broadcast_lowering_patterns(patterns: Any, benefit: int = 1) -> None:
    patterns.add(BroadcastOpLowering(benefit=benefit))
