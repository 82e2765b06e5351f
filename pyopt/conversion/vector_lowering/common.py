"""Builders shared by the greedy vector lowerings: arith constants,
createOrFold, vector.extract/insert with static positions."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Value


def constant(rewriter: Any, loc: Any, attr: A.Attribute, t: T.Type | None = None) -> Value:
    """arith.constant of a typed attribute."""
    return rewriter.create("arith.constant", [], [t if t is not None else attr.type],  # type: ignore[attr-defined]
                           properties={"value": attr}, loc=loc).results[0]


def index_constant(rewriter: Any, loc: Any, value: int) -> Value:
    return constant(rewriter, loc, A.IntegerAttr(value, T.IndexType()))


def zero_attr(t: T.Type) -> A.Attribute:
    """Builder::getZeroAttr."""
    if isinstance(t, T.VectorType):
        element = zero_attr(t.element)
        value = element.bits if isinstance(element, A.FloatAttr) else element.value  # type: ignore[attr-defined]
        return A.DenseElementsAttr(t, (value,), True)
    if isinstance(t, T.FloatType):
        return A.FloatAttr(0, t)
    return A.IntegerAttr(0, t)


def zero(rewriter: Any, loc: Any, t: T.Type) -> Value:
    return constant(rewriter, loc, zero_attr(t), t)


def create_or_fold(rewriter: Any, name: str, operands: Sequence[Any], result_types: Sequence[T.Type],
                   loc: Any, properties: dict[str, A.Attribute] | None = None) -> Value:
    """OpBuilder::createOrFold for a one-result op."""
    from pyopt.conversion.vector_pattern import lookup_op_class
    from pyopt.rewrite.folding import try_fold

    op = lookup_op_class(name).build(list(operands), list(result_types), properties, loc=loc)
    folded = try_fold(op, rewriter)
    if folded:
        op.set_operands([])  # the unused op lets go of its operands
        return folded[0]
    return rewriter.insert(op).results[0]


def extract(rewriter: Any, loc: Any, source: Value, position: Sequence[int]) -> Value:
    """vector.extract at static positions (result type inferred)."""
    t = source.type
    rank = len(position)
    if rank == len(t.shape):
        result_type: T.Type = t.element
    else:
        result_type = T.VectorType(t.shape[rank:], t.element, t.scalable[rank:])
    return rewriter.create("vector.extract", [source, []], [result_type], properties={
        "static_position": A.DenseArrayAttr(T.i64, tuple(position))}, loc=loc).results[0]


def insert(rewriter: Any, loc: Any, value: Value, dest: Value, position: Sequence[int]) -> Value:
    return rewriter.create("vector.insert", [value, dest, []], [dest.type], properties={
        "static_position": A.DenseArrayAttr(T.i64, tuple(position))}, loc=loc).results[0]


def drop_front(t: T.VectorType, n: int = 1) -> T.VectorType:
    return T.VectorType(t.shape[n:], t.element, t.scalable[n:])


def i64_array(values: Sequence[int]) -> A.ArrayAttr:
    """An I64ArrayAttr (offsets, sizes, strides of the strided-slice ops)."""
    return A.ArrayAttr(tuple(A.IntegerAttr(v, T.i64) for v in values))


def int_array(attr: A.Attribute) -> list[int]:
    return [e.value for e in attr.elements]  # type: ignore[attr-defined]


def shuffle(rewriter: Any, loc: Any, v1: Value, v2: Value, mask: Sequence[int]) -> Value:
    """vector.shuffle with its result type inferred from the mask."""
    t = v1.type
    shape = (len(mask),) + tuple(t.shape[1:]) if t.shape else (len(mask),)
    result_type = T.VectorType(shape, t.element)
    return rewriter.create("vector.shuffle", [v1, v2], [result_type], properties={
        "mask": A.DenseArrayAttr(T.i64, tuple(mask))}, loc=loc).results[0]


def extract_strided_slice(rewriter: Any, loc: Any, source: Value, offsets: Sequence[int], sizes: Sequence[int],
                          strides: Sequence[int]) -> Value:
    t = source.type
    result_type = T.VectorType(tuple(sizes) + tuple(t.shape[len(sizes):]), t.element, t.scalable)
    return rewriter.create("vector.extract_strided_slice", [source], [result_type], properties={
        "offsets": i64_array(offsets), "sizes": i64_array(sizes), "strides": i64_array(strides)},
        loc=loc).results[0]


def insert_strided_slice(rewriter: Any, loc: Any, value: Value, dest: Value, offsets: Sequence[int],
                         strides: Sequence[int]) -> Value:
    return rewriter.create("vector.insert_strided_slice", [value, dest], [dest.type], properties={
        "offsets": i64_array(offsets), "strides": i64_array(strides)}, loc=loc).results[0]


def poison(rewriter: Any, loc: Any, t: T.Type) -> Value:
    return rewriter.create("ub.poison", [], [t], loc=loc).results[0]
