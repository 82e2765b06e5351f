"""vector folds (the part of VectorOps.cpp the LLVM lowerings meet: the
conversion driver folds every op it visits, the pre-passes fold too)."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.common_folders import is_poison
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.folding import IN_PLACE, folder, materializer


@folder("vector.broadcast")
def fold_broadcast(op: Operation, constants: list[Any]) -> Any:
    """A broadcast to its own type is its source; of poison, poison; of a
    scalar constant, its splat."""
    source = op.operands[0]
    result_type = op.results[0].type
    if source.type is result_type:
        return [source]
    c = constants[0]
    if is_poison(c):
        return [c]
    if isinstance(c, A.IntegerAttr | A.FloatAttr):  # a splat, scalable vectors included
        value = c.value if isinstance(c, A.IntegerAttr) else c.bits
        return [A.DenseElementsAttr(result_type, (value,), True)]
    return None


@materializer("vector")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    """VectorDialect::materializeConstant: poison as ub.poison, else arith."""
    from pyopt.rewrite.folding import materialize_constant

    return materialize_constant(builder, "ub" if is_poison(value) else "arith", value, type, loc)


def _static_positions(op: Operation) -> list[int] | None:
    from pyopt.dialects.dynamic_index import K_DYNAMIC

    positions = list(op.properties["static_position"].values)  # type: ignore[attr-defined]
    return None if K_DYNAMIC in positions else positions


@folder("vector.extract")
def fold_extract(op: Operation, constants: list[Any]) -> Any:
    """ExtractOp::fold, in MLIR's order: no position; an element of a
    constant; an extract of an extract (in place); through a chain of
    inserts; the source of a broadcast of the result type; an element of
    vector.from_elements."""
    source = op.operands[0]
    result_type = op.results[0].type
    positions = _static_positions(op)
    if positions == [] and source.type is result_type:
        return [source]
    if positions is None:
        return None
    if any(p < 0 for p in positions):
        return None
    folded = _extract_from_constant(op, constants[0], positions)
    if folded is not None:
        return [folded]
    owner = source.owner
    if isinstance(owner, Operation) and owner.name == "vector.extract":
        inner = _static_positions(owner)
        if inner is not None:
            op.set_operand(0, owner.operands[0])
            op.properties["static_position"] = A.DenseArrayAttr(T.i64, tuple(inner + positions))
            return IN_PLACE
    through = _extract_through_inserts(op, positions)
    if through is not None:
        return through
    owner = source.owner
    if not isinstance(owner, Operation):
        return None
    if owner.name == "vector.broadcast":
        return _extract_from_broadcast(op, owner, positions)
    if owner.name == "vector.shuffle" and owner.results[0].type.rank == 1 and positions:
        size = owner.operands[0].type.shape[0] if owner.operands[0].type.rank else 1
        index = list(owner.properties["mask"].values)[positions[0]]  # type: ignore[attr-defined]
        if index < size:
            op.set_operand(0, owner.operands[0])
        else:
            op.set_operand(0, owner.operands[1])
            index -= size
        op.properties["static_position"] = A.DenseArrayAttr(T.i64, (index,))
        return IN_PLACE
    if owner.name == "vector.shape_cast":
        return _extract_from_shape_cast(op, owner, positions)
    if owner.name == "vector.extract_strided_slice":
        return _extract_from_extract_strided(op, owner, positions)
    if owner.name == "vector.insert_strided_slice":
        return _extract_from_insert_strided_chain(op, owner, positions)
    if owner.name == "vector.from_elements" and len(positions) == len(source.type.shape):
        element: Value = owner.operands[_linear_position(source.type.shape, positions)]
        return [element]
    return None


def _extract_from_broadcast(op: Operation, broadcast: Operation, positions: list[int]) -> Any:
    """foldExtractFromBroadcast: the broadcast's source, or an extract of it
    (broadcast unit dimensions read at 0, new leading dimensions dropped)."""
    source = broadcast.operands[0]
    result_type = op.results[0].type
    if source.type is result_type:
        return [source]
    source_rank = source.type.rank if isinstance(source.type, T.VectorType) else 0
    result_rank = result_type.rank if isinstance(result_type, T.VectorType) else 0
    if result_rank > source_rank:
        return None
    if isinstance(result_type, T.VectorType) and isinstance(source.type, T.VectorType) and \
            result_type.shape != source.type.shape[source_rank - result_rank:]:
        return None
    dst_type = broadcast.results[0].type
    rank_diff = dst_type.rank - source_rank
    unit_dims = {rank_diff + i for i, size in enumerate(source.type.shape if source_rank else ())
                 if size == 1 and dst_type.shape[rank_diff + i] != 1}
    new_positions = [0 if i in unit_dims else p for i, p in enumerate(positions)]
    drop = len(new_positions) - (source_rank - result_rank)
    new_positions = new_positions[drop:]
    op.set_operand(0, source)
    op.properties["static_position"] = A.DenseArrayAttr(T.i64, tuple(new_positions))
    return IN_PLACE


def _extract_from_shape_cast(op: Operation, cast: Operation, positions: list[int]) -> Any:
    """foldExtractFromShapeCast: the same elements read from the cast's
    source, when the extracted trailing dimensions are the source's."""
    cast_source = cast.operands[0].type
    result_type = op.results[0].type
    dest_rank = result_type.rank if isinstance(result_type, T.VectorType) else 0
    if dest_rank > cast_source.rank:
        return None
    for i in range(dest_rank):
        if cast_source.shape[-1 - i] != result_type.shape[-1 - i]:
            return None
    source_shape = op.operands[0].type.shape
    linear, stride = 0, 1
    for i, p in enumerate(reversed(positions)):
        linear += p * stride
        stride *= source_shape[-1 - (i + dest_rank)]
    strides = []
    stride = 1
    for i in range(cast_source.rank - dest_rank):
        strides.append(stride)
        stride *= cast_source.shape[-1 - (i + dest_rank)]
    new_positions = []
    for s in reversed(strides):
        new_positions.append(linear // s)
        linear %= s
    op.set_operand(0, cast.operands[0])
    op.properties["static_position"] = A.DenseArrayAttr(T.i64, tuple(new_positions))
    return IN_PLACE


def _result_rank(op: Operation) -> int:
    t = op.results[0].type
    return t.rank if isinstance(t, T.VectorType) else 0


def _extract_from_extract_strided(op: Operation, sliced: Operation, positions: list[int]) -> Any:
    """foldExtractFromExtractStrided: read through a unit-stride slice."""
    if any(v != 1 for v in _ints(sliced.properties["strides"])):
        return None
    offsets = _ints(sliced.properties["offsets"])
    slice_type, source_type = sliced.results[0].type, sliced.operands[0].type
    while offsets and offsets[-1] == 0 and slice_type.shape[len(offsets) - 1] == source_type.shape[len(offsets) - 1]:
        offsets.pop()
    if _result_rank(op) > source_type.rank - len(offsets):
        return None
    new_positions = list(positions)
    for i, o in enumerate(offsets):
        new_positions[i] += o
    op.set_operand(0, sliced.operands[0])
    op.properties["static_position"] = A.DenseArrayAttr(T.i64, tuple(new_positions))
    return IN_PLACE


def _extract_from_insert_strided_chain(op: Operation, insert: Any, positions: list[int]) -> Any:
    """foldExtractStridedOpFromInsertChain (for vector.extract): read from
    the inserted slice holding the position, past disjoint inserts."""
    dest_rank = _result_rank(op)
    while isinstance(insert, Operation) and insert.name == "vector.insert_strided_slice":
        value_type, dest_type = insert.operands[0].type, insert.operands[1].type
        rank_diff = dest_type.rank - value_type.rank
        if dest_rank > value_type.rank or any(v != 1 for v in _ints(insert.properties["strides"])):
            return None
        insert_offsets = _ints(insert.properties["offsets"])
        disjoint, diffs = False, []
        for d, offset in enumerate(positions):
            start = insert_offsets[d]
            size = 1 if d < rank_diff else value_type.shape[d - rank_diff]
            if start <= offset < start + size:
                if d >= rank_diff:
                    diffs.append(offset - start)
                continue
            disjoint = True
            break
        if not disjoint:
            src_diff = value_type.rank - dest_rank
            for i in range(dest_rank):
                if value_type.shape[i + src_diff] != dest_type.shape[i + src_diff + rank_diff]:
                    return None
            op.set_operand(0, insert.operands[0])
            op.properties["static_position"] = A.DenseArrayAttr(T.i64, tuple(diffs))
            return IN_PLACE
        insert = insert.operands[1].owner
    return None


def _extract_from_constant(op: Operation, attr: Any, positions: list[int]) -> A.Attribute | None:
    """foldDenseElementsAttrSrcExtractOp."""
    if not isinstance(attr, A.DenseElementsAttr):
        return None
    source_type = op.operands[0].type
    result_type = op.results[0].type
    if attr.splat:
        if isinstance(result_type, T.VectorType):
            return A.DenseElementsAttr(result_type, attr.values, True)
        return _element_attr(attr.values[0], result_type)
    if any(source_type.scalable):
        return None
    start = _linear_position(source_type.shape, positions)
    if isinstance(result_type, T.VectorType):
        count = result_type.num_elements
        return A.DenseElementsAttr(result_type, attr.values[start:start + count], False)
    return _element_attr(attr.values[start], result_type)


def _element_attr(value: Any, t: T.Type) -> A.Attribute:
    if isinstance(t, T.FloatType):
        return A.FloatAttr(value, t)
    return A.IntegerAttr(value, t)


def _extract_through_inserts(op: Operation, positions: list[int]) -> Any:
    """ExtractFromInsertTransposeChainState::fold: walk up the chain of
    inserts and transposes feeding the source.  The position is padded with
    sentinels (-1, -2, ...) for the dimensions not extracted; transposes
    permute it; an insert at the position gives its value, one at a prefix
    is extracted from, a disjoint one is looked through, an overlapping one
    stops the fold.  The op is updated in place when the sentinels are still
    trailing in order (no internal transposition)."""
    source = op.operands[0]
    rank = source.type.rank
    extracted_rank = len(positions)
    sentinels = [-(i + 1) for i in range(rank - extracted_rank)]
    position = list(positions) + sentinels

    def can_fold() -> bool:
        return position[extracted_rank:] == sentinels

    def fold_in_place(value: Value) -> Any:
        if value is source or not can_fold():
            return None
        op.set_operand(0, value)
        op.properties["static_position"] = A.DenseArrayAttr(T.i64, tuple(position[:extracted_rank]))
        return IN_PLACE

    current = source
    while True:
        owner = current.owner
        if not isinstance(owner, Operation):
            break
        if owner.name == "vector.transpose":
            permutation = list(owner.properties["permutation"].values)  # type: ignore[attr-defined]
            permuted = [0] * len(position)
            for i, p in enumerate(permutation):
                permuted[p] = position[i]
            position = permuted
            current = owner.operands[0]
            continue
        if owner.name != "vector.insert":
            break
        inserted = _static_positions(owner)
        if inserted is None:
            break
        if inserted == position[:extracted_rank] and can_fold():
            return [owner.operands[0]]
        contained = len(inserted) <= len(position) and position[:len(inserted)] == inserted
        if contained:
            position = position[len(inserted):]
            extracted_rank = len(position) - len(sentinels)
            return fold_in_place(owner.operands[0])
        if all(a == b for a, b in zip(inserted, position) if a >= 0 and b >= 0):
            return None  # the insert overlaps the extracted slice
        current = owner.operands[1]
    return fold_in_place(current)


@folder("vector.mask")
def fold_mask(op: Operation, constants: list[Any]) -> Any:
    """MaskOp::fold: a mask region holding only its terminator, without
    passthru, is the values it yields (mlir-opt 22 also "folds" a
    result-less empty mask to nothing, forever: left alone); under an
    all-true mask the masked op moves out and replaces the mask."""
    blocks = op.regions[0].blocks
    if not blocks:
        return None
    block = blocks[0]
    terminator = block.last
    if terminator is None:
        return None
    if terminator is block.first:
        if len(op.operands) > 1 or not op.results:
            return None
        return list(terminator.operands)
    if _is_all_true_mask(op.operands[0]):
        maskable = block.first
        assert maskable is not None
        maskable.move_before(op)  # the mask changes nothing: the op leaves its region
        return list(maskable.results) if op.results else IN_PLACE
    return None


def _is_all_true_mask(mask: Value) -> bool:
    """getMaskFormat(mask) == AllTrue, for the constants folding meets."""
    owner = mask.owner
    if not isinstance(owner, Operation):
        return False
    if owner.name == "arith.constant":
        attr = owner.properties.get("value")
        return isinstance(attr, A.DenseElementsAttr) and all(bool(v) for v in attr.values)
    if owner.name == "vector.constant_mask":
        sizes = list(owner.properties["mask_dim_sizes"].values)  # type: ignore[attr-defined]
        return all(m >= d for m, d in zip(sizes, owner.results[0].type.shape))
    return False


@folder("vector.constant_mask")
def fold_constant_mask(op: Operation, constants: list[Any]) -> Any:
    """ConstantMaskOp::fold: an all-true or all-false mask is a bool splat."""
    bounds = list(op.properties["mask_dim_sizes"].values)  # type: ignore[attr-defined]
    vector_type = op.results[0].type
    if not vector_type.shape:
        return [A.DenseElementsAttr(vector_type, (int(bounds[0] == 1),), True)]
    if bounds == list(vector_type.shape):
        return [A.DenseElementsAttr(vector_type, (1,), True)]
    if all(b == 0 for b in bounds):
        return [A.DenseElementsAttr(vector_type, (0,), True)]
    return None


_FOLD_CONSTANT_LIMIT = 256  # vector::InsertOp's maxVectorSizeFoldThreshold


def _dense_values(attr: A.DenseElementsAttr, count: int) -> list[Any]:
    return list(attr.values) * count if attr.splat else list(attr.values)


def _linear_position(shape: tuple[int, ...], positions: list[int]) -> int:
    linear = 0
    for size, p in zip(shape, positions):
        linear = linear * size + p
    for size in shape[len(positions):]:
        linear *= size
    return linear


def _scalar_value(attr: Any) -> Any:
    return attr.bits if isinstance(attr, A.FloatAttr) else attr.value


@folder("vector.insert")
def fold_insert(op: Operation, constants: list[Any]) -> Any:
    """InsertOp::fold: no position and the dest type is the value; an
    insert over an insert at the same position (in place); a constant
    inserted into a constant dest is a new constant."""
    value, dest = op.operands[0], op.operands[1]
    dest_type = dest.type
    positions = _static_positions(op)
    if positions == [] and value.type is dest_type:
        return [value]
    if positions is None or any(p < 0 for p in positions):
        return None
    inner = dest.owner
    if isinstance(inner, Operation) and inner.name == "vector.insert" and _static_positions(inner) == positions:
        op.set_operand(1, inner.operands[1])  # the earlier insert at this position is overwritten
        return IN_PLACE
    if any(dest_type.scalable):
        return None
    src, dst = constants[0], constants[1]
    if not isinstance(dst, A.DenseElementsAttr) or src is None or is_poison(src):
        return None
    count = 1
    for size in dest_type.shape:
        count *= size
    if count > _FOLD_CONSTANT_LIMIT and len(op.results[0].uses) != 1:
        return None
    values = _dense_values(dst, count)
    start = _linear_position(dest_type.shape, positions)
    if isinstance(src, A.DenseElementsAttr):
        inserted = _dense_values(src, value.type.num_elements)
    elif isinstance(src, (A.IntegerAttr, A.FloatAttr)):
        inserted = [_scalar_value(src)]
    else:
        return None
    values[start:start + len(inserted)] = inserted
    return [A.DenseElementsAttr(dest_type, tuple(values), False)]


@folder("vector.extract_strided_slice")
def fold_extract_strided_slice(op: Operation, constants: list[Any]) -> Any:
    """ExtractStridedSliceOp::fold: the identity slice; a slice of a chain
    of insert_strided_slice (in place); a slice of a splat."""
    if op.operands[0].type is op.results[0].type:
        return [op.operands[0]]
    if _extract_strided_from_insert_chain(op):
        return IN_PLACE
    c = constants[0]
    if isinstance(c, A.DenseElementsAttr) and c.splat:
        return [A.DenseElementsAttr(op.results[0].type, c.values, True)]
    return None


def _ints(attr: Any) -> list[int]:
    return [e.value for e in attr.elements]


def _extract_strided_from_insert_chain(op: Operation) -> bool:
    """foldExtractStridedOpFromInsertChain: read the slice from the value of
    the insert_strided_slice that holds it, looking past disjoint ones."""
    offsets, sizes, strides = (_ints(op.properties[k]) for k in ("offsets", "sizes", "strides"))
    insert = op.operands[0].owner
    while isinstance(insert, Operation) and insert.name == "vector.insert_strided_slice":
        inserted = insert.operands[0].type
        if op.operands[0].type.rank != inserted.rank:
            return False
        insert_offsets, insert_strides = _ints(insert.properties["offsets"]), _ints(insert.properties["strides"])
        if len(offsets) > len(insert_offsets):
            return False
        partial, disjoint, diffs = False, False, []
        for d in range(len(offsets)):
            if strides[d] != insert_strides[d]:
                return False
            start = insert_offsets[d]
            end = start + inserted.shape[d]
            if start <= offsets[d] < end:
                if offsets[d] + sizes[d] > end:
                    partial = True
                diffs.append(offsets[d] - start)
                continue
            disjoint = True
            break
        if not disjoint and not partial:
            op.set_operand(0, insert.operands[0])
            op.properties["offsets"] = A.ArrayAttr(tuple(A.IntegerAttr(v, T.i64) for v in diffs))
            return True
        if not disjoint:
            return False
        insert = insert.operands[1].owner
    return False


@folder("vector.insert_strided_slice")
def fold_insert_strided_slice(op: Operation, constants: list[Any]) -> Any:
    """InsertStridedSliceOp::fold: a slice as large as the destination."""
    if op.operands[0].type is op.operands[1].type:
        return [op.operands[0]]
    return None


def _is_step(mask: list[int], first: int, width: int) -> bool:
    return len(mask) == width and all(m == first + i for i, m in enumerate(mask))


@folder("vector.shuffle")
def fold_shuffle(op: Operation, constants: list[Any]) -> Any:
    """ShuffleOp::fold: a mask that selects all of v1 (or of v2) in order."""
    v1, v2 = op.operands
    if v1.type.rank == 0:
        return None
    mask = list(op.properties["mask"].values)  # type: ignore[attr-defined]
    n1 = v1.type.shape[0]
    if not v1.type.scalable[0] and _is_step(mask, 0, n1):
        return [v1]
    if _is_step(mask, n1, v2.type.shape[0]):
        return [v2]
    return None


@folder("vector.shape_cast")
def fold_shape_cast(op: Operation, constants: list[Any]) -> Any:
    """ShapeCastOp::fold: to its own type; a cast of a cast (back to the
    original type, or in place onto the original); of a broadcast of the
    result type; of a splat; of poison."""
    folded = _fold_cast_of_cast(op)
    if folded is not None:
        return folded
    result_type = op.results[0].type
    owner = op.operands[0].owner
    if isinstance(owner, Operation) and owner.name == "vector.broadcast" and owner.operands[0].type is result_type:
        return [owner.operands[0]]
    c = constants[0]
    if isinstance(c, A.DenseElementsAttr) and c.splat:
        return [A.DenseElementsAttr(result_type, c.values, True)]
    if is_poison(c):
        return [c]
    return None


@folder("vector.transpose")
def fold_transpose(op: Operation, constants: list[Any]) -> Any:
    """TransposeOp::fold: the identity permutation, splat and poison sources."""
    permutation = list(op.properties["permutation"].values)  # type: ignore[attr-defined]
    if permutation == list(range(len(permutation))):
        return [op.operands[0]]
    c = constants[0]
    if isinstance(c, A.DenseElementsAttr) and c.splat:
        return [A.DenseElementsAttr(op.results[0].type, c.values, True)]
    if is_poison(c):
        return [c]
    return None


@folder("vector.bitcast")
def fold_bitcast(op: Operation, constants: list[Any]) -> Any:
    """BitCastOp::fold: to its own type; a bitcast of a bitcast (back to the
    original type, or in place onto the original)."""
    return _fold_cast_of_cast(op)


def _fold_cast_of_cast(op: Operation) -> Any:
    """A cast to its own type is its source; a cast of a cast of the same
    op kind reads the original (which may make it an identity)."""
    source = op.operands[0]
    result_type = op.results[0].type
    if source.type is result_type:
        return [source]
    owner = source.owner
    if isinstance(owner, Operation) and owner.name == op.name:
        original = owner.operands[0]
        if original.type is result_type:
            return [original]
        op.set_operand(0, original)
        return IN_PLACE
    return None


@folder("vector.transfer_read", "vector.transfer_write")
def fold_transfer(op: Operation, constants: list[Any]) -> Any:
    """TransferReadOp/TransferWriteOp::fold, foldTransferInBoundsAttribute:
    dimensions proved in bounds (static size, constant index) are marked so;
    broadcast dimensions too once every other dimension is."""
    from pyopt.ir.affine import AffineConstantExpr, AffineDimExpr

    permutation = op.properties["permutation_map"].value  # type: ignore[attr-defined]
    rank = len(permutation.results)
    if rank == 0:
        return None
    is_read = op.name == "vector.transfer_read"
    shaped = op.operands[0 if is_read else 1].type
    vector_type = op.results[0].type if is_read else op.operands[0].type
    indices = list(op.indices)  # type: ignore[attr-defined]
    in_bounds = [bool(e.value) for e in op.properties["in_bounds"].elements]  # type: ignore[attr-defined]
    changed = False
    new_in_bounds: list[bool] = []
    non_broadcast: list[int] = []
    for i, expr in enumerate(permutation.results):
        if in_bounds[i]:
            new_in_bounds.append(True)
            continue
        proved = False
        if isinstance(expr, AffineDimExpr):
            proved = _transfer_dim_in_bounds(shaped, vector_type, indices, i, expr.position)
            non_broadcast.append(i)
        new_in_bounds.append(proved)
        changed = changed or proved
    if all(new_in_bounds[i] for i in non_broadcast):
        for i, expr in enumerate(permutation.results):
            if isinstance(expr, AffineConstantExpr) and expr.value == 0:
                changed = changed or not new_in_bounds[i]
                new_in_bounds[i] = True
    if not changed:
        return None
    op.properties["in_bounds"] = A.ArrayAttr(tuple(A.BoolAttr(b) for b in new_in_bounds))
    return IN_PLACE


def _transfer_dim_in_bounds(shaped: Any, vector_type: Any, indices: list[Value], result_index: int,
                            index_index: int) -> bool:
    from pyopt.rewrite.folding import value_constant

    size = shaped.shape[index_index]
    if size == T.DYNAMIC:
        return False
    index = value_constant(indices[index_index])
    if not isinstance(index, A.IntegerAttr):
        return False
    return index.value + vector_type.shape[result_index] <= size
