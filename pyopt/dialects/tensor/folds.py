"""The tensor folders (TensorOps.cpp's `fold` methods and CastOpInterface's
identity fold) and the dialect's constant materialization."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.folding import IN_PLACE, folder, materializer, value_constant
from pyopt.dialects.dynamic_index import K_DYNAMIC

DYNAMIC = T.DYNAMIC


@materializer("tensor")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    """TensorDialect::materializeConstant: an arith constant, else a
    complex.constant (complex::ConstantOp::isBuildableWith)."""
    from pyopt.dialects.arith.folds import materialize_arith_constant

    op = materialize_arith_constant(builder, value, type, loc)
    if op is not None:
        return op
    if isinstance(type, T.ComplexType) and isinstance(value, A.ArrayAttr) and len(value.elements) == 2 and all(
            A.attr_type(p) is type.element for p in value.elements):
        from pyopt.dialects.complex import ConstantOp

        return builder.create(ConstantOp, [], [type], {"value": value}, loc=loc)  # type: ignore[no-any-return]
    return None


def _defining(value: Any, name: str) -> Operation | None:
    op = getattr(value, "op", None)
    return op if op is not None and op.name == name else None


def _const_int(value: Any) -> int | None:
    """getConstantIntValue of an SSA value."""
    c = value_constant(value) if isinstance(value, Value) else None
    return c.value if isinstance(c, A.IntegerAttr) else None


# ---- mixed static/dynamic lists -------------------------------------------------------------------
def mixed(op: Operation, static_name: str, values: Sequence[Value]) -> list[Any]:
    """getMixedValues: a static entry as an int, a dynamic one as its value."""
    attr = op.properties.get(static_name)
    it = iter(values)
    out: list[Any] = []
    for s in (attr.values if isinstance(attr, A.DenseArrayAttr) else ()):
        out.append(next(it, None) if s == K_DYNAMIC else s)
    return out


def _slice_lists(op: Operation) -> tuple[list[Any], list[Any], list[Any]]:
    return (mixed(op, "static_offsets", op.offsets), mixed(op, "static_sizes", op.sizes),  # type: ignore[attr-defined]
            mixed(op, "static_strides", op.strides))  # type: ignore[attr-defined]


def _same_slices(a: Operation, b: Operation) -> bool:
    """OffsetSizeAndStrideOpInterface::isSameAs with OpFoldResult equality."""
    return all(len(x) == len(y) and all(p is q if isinstance(p, Value) else p == q for p, q in zip(x, y))
               for x, y in zip(_slice_lists(a), _slice_lists(b)))


def _constant(v: Any) -> int | None:
    return v if isinstance(v, int) else _const_int(v)


def _identity_slice(op: Operation, t: T.RankedTensorType) -> bool:
    """foldIdentityOffsetSizeAndStrideOpInterface: zero offsets, unit
    strides and the whole of `t` (leading dimensions)."""
    offsets, sizes, strides = _slice_lists(op)
    return (all(_constant(o) == 0 for o in offsets) and all(_constant(s) == d for s, d in zip(sizes, t.shape))
            and all(_constant(s) == 1 for s in strides))


# ---- attributes ---------------------------------------------------------------------------------------
def _element_attr(v: Any, t: T.Type) -> A.Attribute | None:
    """An element as getValues<Attribute>() gives it: a complex one as
    the array of its two parts."""
    if isinstance(t, (T.IntegerType, T.IndexType)):
        return A.IntegerAttr(v, t)
    if isinstance(t, T.FloatType):
        return A.FloatAttr(v, t)
    if isinstance(t, T.ComplexType) and isinstance(v, tuple):
        parts = [_element_attr(x, t.element) for x in v]
        return A.ArrayAttr(tuple(parts)) if all(p is not None for p in parts) else None  # type: ignore[arg-type]
    return None


def _element_value(attr: Any) -> Any:
    """A scalar attribute as DenseElementsAttr stores it (float bits)."""
    if isinstance(attr, A.FloatAttr):
        return attr.bits
    if isinstance(attr, A.IntegerAttr):
        return attr.value
    return None


def _reshape_splat(attr: Any, t: T.Type) -> A.Attribute | None:
    """reshapeConstantSource for a splat: the same splat of the static `t`."""
    if isinstance(attr, A.DenseElementsAttr) and attr.splat and isinstance(t, T.RankedTensorType) \
            and t.has_static_shape():
        return A.DenseElementsAttr(t, attr.values, True)
    return None


def _reshape_dense(attr: Any, t: T.Type) -> A.Attribute | None:
    """DenseElementsAttr::reshape (and reshapeConstantSource): the same
    elements in a static type of as many elements."""
    if not isinstance(attr, A.DenseElementsAttr) or not isinstance(t, T.RankedTensorType) \
            or not t.has_static_shape():
        return None
    if attr.splat:
        return A.DenseElementsAttr(t, attr.values, True)
    if len(attr.values) != t.num_elements:
        return None
    return A.DenseElementsAttr(t, attr.values, False)


# ---- casts --------------------------------------------------------------------------------------------
def _identity_cast(op: Operation, c: list[Any]) -> Any:
    """CastOpInterface's trait fold: a cast to its own type is its source."""
    source = op.operands[0]
    return [source] if source.type is op.results[0].type else None


folder("tensor.cast")(_identity_cast)
folder("tensor.bitcast")(_identity_cast)


def can_fold_into_consumer(cast: Operation | None) -> bool:
    """preservesStaticInformation(cast type, cast source type)."""
    if cast is None:
        return False
    return preserves_static_information(cast.results[0].type, cast.operands[0].type)


def preserves_static_information(source: T.Type, target: T.Type) -> bool:
    if not isinstance(source, T.RankedTensorType) or not isinstance(target, T.RankedTensorType):
        return False
    if source.element is not target.element or source.rank != target.rank:
        return False
    return not any(s != DYNAMIC and t == DYNAMIC for s, t in zip(source.shape, target.shape))


def fold_tensor_cast(op: Operation) -> bool:
    """foldTensorCast: operands from a cast that only loses static
    information take the cast's source, in place."""
    folded = False
    for operand in op.op_operands:
        cast = _defining(operand.value, "tensor.cast")
        if cast is not None and can_fold_into_consumer(cast):
            operand.set(cast.operands[0])
            folded = True
    return folded


# ---- dim, rank ------------------------------------------------------------------------------------------
@folder("tensor.dim")
def fold_dim(op: Operation, c: list[Any]) -> Any:
    index = c[1]
    t = op.operands[0].type
    if not isinstance(index, A.IntegerAttr) or not isinstance(t, T.RankedTensorType):
        return None
    i = index.value
    if i < 0 or i >= t.rank:
        return None
    if t.shape[i] != DYNAMIC:
        return A.IntegerAttr(t.shape[i], T.index)
    src = op.operands[0]
    generate = _defining(src, "tensor.generate")
    if generate is not None:
        return generate.operands[sum(1 for d in t.shape[:i] if d == DYNAMIC)]
    slice_op = _defining(src, "tensor.extract_slice")
    if slice_op is not None and slice_op.results[0].type.rank == slice_op.operands[0].type.rank:  # type: ignore
        sizes = mixed(slice_op, "static_sizes", slice_op.sizes)  # type: ignore[attr-defined]
        if i < len(sizes) and isinstance(sizes[i], Value):
            return sizes[i]
    return IN_PLACE if fold_tensor_cast(op) else None


@folder("tensor.rank")
def fold_rank(op: Operation, c: list[Any]) -> Any:
    t = op.operands[0].type
    return A.IntegerAttr(t.rank, T.index) if isinstance(t, T.RankedTensorType) else None


# ---- element access ---------------------------------------------------------------------------------------
@folder("tensor.extract")
def fold_extract(op: Operation, c: list[Any]) -> Any:
    t = op.operands[0].type
    tensor_attr = c[0]
    if isinstance(tensor_attr, A.DenseElementsAttr) and tensor_attr.splat:
        return _element_attr(tensor_attr.values[0], t.element)  # type: ignore[attr-defined]
    if isinstance(tensor_attr, A.DenseResourceElementsAttr):
        return None
    if any(not isinstance(i, A.IntegerAttr) for i in c[1:]):
        return None
    indices = [i.value for i in c[1:]]
    from_elements = _defining(op.operands[0], "tensor.from_elements")
    if from_elements is not None:
        shape = from_elements.results[0].type.shape  # type: ignore[attr-defined]
        flat, stride = 0, 1
        for i in range(len(shape) - 1, -1, -1):
            if i < len(shape) - 1:
                stride *= shape[i]
            flat += indices[i] * stride
        if 0 <= flat < len(from_elements.operands):
            return from_elements.operands[flat]
        return None
    if isinstance(tensor_attr, A.SparseElementsAttr) and isinstance(t, T.RankedTensorType):
        if all(0 <= i < d for i, d in zip(indices, t.shape)) and len(indices) == t.rank:
            return _sparse_element(tensor_attr, indices, t)
        return None
    if isinstance(tensor_attr, A.DenseElementsAttr) and isinstance(t, T.RankedTensorType):
        if all(0 <= i < d for i, d in zip(indices, t.shape)) and len(indices) == t.rank:
            flat = 0
            for i, d in zip(indices, t.shape):
                flat = flat * d + i
            if flat < len(tensor_attr.values):
                return _element_attr(tensor_attr.values[flat], t.element)
        return None
    insert = _defining(op.operands[0], "tensor.insert")
    if insert is not None and len(insert.operands) == len(op.operands) + 1 and all(
            a is b for a, b in zip(insert.operands[2:], op.operands[1:])):
        return insert.operands[0]
    return None


def _sparse_element(attr: A.SparseElementsAttr, indices: list[int], t: T.RankedTensorType) -> Any:
    """SparseElementsAttr's value at `indices`: the listed value, else zero."""
    from pyopt.dialects.common_folders import zero_attr

    rank = len(indices)
    idx = attr.indices
    count = idx.type.shape[0] if idx.type.shape else 0  # type: ignore[attr-defined]
    flat = list(idx.values) * (count * rank) if idx.splat else list(idx.values)
    for n in range(count):
        if [v for v in flat[n * rank:(n + 1) * rank]] == indices:
            values = attr.values
            return _element_attr(values.values[0] if values.splat else values.values[n], t.element)
    return zero_attr(t.element)


@folder("tensor.insert")
def fold_insert(op: Operation, c: list[Any]) -> Any:
    scalar, dest = c[0], c[1]
    if scalar is not None and isinstance(dest, A.DenseElementsAttr) and dest.splat \
            and _element_value(scalar) == dest.values[0]:
        return dest
    return None


@folder("tensor.from_elements")
def fold_from_elements(op: Operation, c: list[Any]) -> Any:
    if any(x is None for x in c):
        return None
    values = [_element_value(x) for x in c]
    if any(v is None for v in values):
        return None
    t = op.results[0].type
    if values and all(v == values[0] for v in values):
        return A.DenseElementsAttr(t, (values[0],), True)
    return A.DenseElementsAttr(t, tuple(values), False)


@folder("tensor.splat")
def fold_splat(op: Operation, c: list[Any]) -> Any:
    t = op.results[0].type
    if not isinstance(c[0], (A.IntegerAttr, A.FloatAttr)) or not isinstance(t, T.RankedTensorType) \
            or not t.has_static_shape():
        return None
    return A.DenseElementsAttr(t, (_element_value(c[0]),), True)


# ---- slices -------------------------------------------------------------------------------------------------
@folder("tensor.extract_slice")
def fold_extract_slice(op: Operation, c: list[Any]) -> Any:
    res = op.results[0].type
    splat = _reshape_splat(c[0], res)
    if splat is not None:
        return splat
    src = op.operands[0]
    if src.type is res and _identity_slice(op, res):  # type: ignore[arg-type]
        return src
    insert = _defining(src, "tensor.insert_slice")
    if insert is not None and insert.operands[0].type is res and _same_slices(insert, op):
        return insert.operands[0]
    return None


@folder("tensor.insert_slice")
def fold_insert_slice(op: Operation, c: list[Any]) -> Any:
    src, dest = op.operands[0], op.operands[1]
    res = op.results[0].type
    if (isinstance(src.type, T.RankedTensorType) and src.type.has_static_shape() and src.type is res
            and _identity_slice(op, res)):  # type: ignore[arg-type]
        return src
    prev = _defining(dest, "tensor.insert_slice")
    if prev is not None and prev.operands[0].type is src.type and _same_slices(prev, op):
        op.op_operands[1].set(prev.operands[1])  # insert after insert: the first one is overwritten
        return IN_PLACE
    extract = _defining(src, "tensor.extract_slice")
    if extract is not None and extract.operands[0] is dest and _same_slices(extract, op):
        return dest
    if any(_constant(s) == 0 for s in _slice_lists(op)[1]):
        return dest
    return None


# ---- reshapes -----------------------------------------------------------------------------------------------
def _fold_reassociative(op: Operation, c: list[Any], inverse: str) -> Any:
    """foldReshapeOp: identity, constant, and the inverse reshape of a
    source of the result's type (at most one dynamic dimension)."""
    src, res = op.operands[0], op.results[0].type
    if src.type is res:
        return src
    reshaped = _reshape_dense(c[0], res)
    if reshaped is not None:
        return reshaped
    from pyopt.dialects.reshape_utils import fold_reshape_of_inverse

    return fold_reshape_of_inverse(op, inverse)


@folder("tensor.expand_shape")
def fold_expand_shape(op: Operation, c: list[Any]) -> Any:
    return _fold_reassociative(op, c, "tensor.collapse_shape")


@folder("tensor.collapse_shape")
def fold_collapse_shape(op: Operation, c: list[Any]) -> Any:
    return _fold_reassociative(op, c, "tensor.expand_shape")


@folder("tensor.reshape")
def fold_reshape(op: Operation, c: list[Any]) -> Any:
    res = op.results[0].type
    reshaped = _reshape_dense(c[0], res)
    if reshaped is not None:
        return reshaped
    producer = _defining(op.operands[0], "tensor.reshape")
    if producer is not None:
        op.op_operands[0].set(producer.operands[0])
        return IN_PLACE
    src = op.operands[0]
    if not isinstance(src.type, T.RankedTensorType) or src.type is not res:
        return None
    if src.type.rank == 1:
        return src
    shape = _defining(op.operands[1], "tensor.from_elements")
    if shape is None or len(shape.operands) != src.type.rank:
        return None
    for i, element in enumerate(shape.operands):
        cst = _const_int(element)
        if cst is not None:
            if cst != src.type.shape[i]:
                return None
            continue
        dim = _defining(element, "tensor.dim")
        if dim is None or dim.operands[0] is not src or _const_int(dim.operands[1]) != i:
            return None
    return src


# ---- the rest ------------------------------------------------------------------------------------------------
@folder("tensor.pad")
def fold_pad(op: Operation, c: list[Any]) -> Any:
    src, res = op.operands[0], op.results[0].type
    if isinstance(res, T.RankedTensorType) and res.has_static_shape() and res is src.type \
            and "nofold" not in op.properties:
        return src
    return None


@folder("tensor.concat")
def fold_concat(op: Operation, c: list[Any]) -> Any:
    if len(op.operands) == 1 and op.operands[0].type is op.results[0].type:
        return op.operands[0]
    return None


@folder("tensor.gather")
def fold_gather(op: Operation, c: list[Any]) -> Any:
    return _reshape_splat(c[0], op.results[0].type)
