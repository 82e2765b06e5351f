"""populateVectorToVectorCanonicalizationPatterns (VectorOps.cpp): the
vector canonicalizations convert-vector-to-llvm's pre-pass runs first:
constant create_masks, memory ops under constant masks, strided slices of
constant masks, transposes of transposes."""

from __future__ import annotations

from typing import Any

from pyopt.conversion.vector_lowering.common import int_array
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.rewrite.pattern import RewritePattern

ALL_TRUE, ALL_FALSE, UNKNOWN = "all_true", "all_false", "unknown"


def _constant_int(value: Value) -> int | None:
    from pyopt.rewrite.folding import value_constant

    c = value_constant(value)
    return c.value if isinstance(c, A.IntegerAttr) else None


def mask_format(mask: Value) -> str:
    """vector::getMaskFormat."""
    owner = mask.owner
    if not isinstance(owner, Operation):
        return UNKNOWN
    if owner.name == "arith.constant":
        attr = owner.properties.get("value")
        if isinstance(attr, A.DenseElementsAttr):
            values = set(bool(v) for v in attr.values)
            if values == {True}:
                return ALL_TRUE
            if values == {False}:
                return ALL_FALSE
    elif owner.name == "vector.constant_mask":
        sizes = int_array_values(owner)
        shape = owner.results[0].type.shape
        if all(m >= d for m, d in zip(sizes, shape)):
            return ALL_TRUE
        if all(m <= 0 for m in sizes):
            return ALL_FALSE
    elif owner.name == "vector.create_mask":
        if any(_constant_int(v) == 0 for v in owner.operands):
            return ALL_FALSE
    return UNKNOWN


def int_array_values(op: Operation) -> list[int]:
    return list(op.properties["mask_dim_sizes"].values)  # type: ignore[attr-defined]


def _constant_mask(rewriter: Any, op: Operation, t: T.Type, sizes: list[int]) -> None:
    rewriter.replace_op_with_new_op(op, "vector.constant_mask", [], [t], properties={
        "mask_dim_sizes": A.DenseArrayAttr(T.i64, tuple(sizes))}, loc=op.loc)


class CreateMaskFolder(RewritePattern):
    root = "vector.create_mask"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        t = op.results[0].type
        shape, scalable = (t.shape, t.scalable) if t.rank else ((1,), (False,))
        dims = []
        for i, operand in enumerate(op.operands):
            size = _constant_int(operand)
            if size is None or (scalable[i] and size >= 0):
                return False
            dims.append(size)
        dims = [min(max(d, 0), s) for d, s in zip(dims, shape)]
        if 0 in dims:
            dims = [0] * len(dims)
        _constant_mask(rewriter, op, t, dims)
        return True


class _MaskedMemoryFolder(RewritePattern):
    """A masked memory op under an all-true mask becomes its unmasked form
    (when there is one); under an all-false mask, its pass-through or nothing."""

    mask_operand = "mask"
    unmasked: str | None = None

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        fmt = mask_format(getattr(op, self.mask_operand))
        if fmt == ALL_TRUE and self.unmasked is not None:
            self.replace_unmasked(op, rewriter)
            return True
        if fmt == ALL_FALSE:
            if op.results:
                rewriter.replace_op(op, [op.pass_thru])  # type: ignore[attr-defined]
            else:
                rewriter.erase_op(op)
            return True
        return False

    def replace_unmasked(self, op: Operation, rewriter: Any) -> None:
        if op.results:
            rewriter.replace_op_with_new_op(op, "vector.load", [op.base, list(op.indices)],  # type: ignore
                                            [op.results[0].type], loc=op.loc)
        else:
            rewriter.replace_op_with_new_op(op, "vector.store", [op.valueToStore, op.base,  # type: ignore
                                                                 list(op.indices)], [], loc=op.loc)  # type: ignore


class MaskedLoadFolder(_MaskedMemoryFolder):
    root = "vector.maskedload"
    unmasked = "vector.load"


class MaskedStoreFolder(_MaskedMemoryFolder):
    root = "vector.maskedstore"
    unmasked = "vector.store"


class GatherFolder(_MaskedMemoryFolder):
    root = "vector.gather"


class ScatterFolder(_MaskedMemoryFolder):
    root = "vector.scatter"


class ExpandLoadFolder(_MaskedMemoryFolder):
    root = "vector.expandload"
    unmasked = "vector.load"


class CompressStoreFolder(_MaskedMemoryFolder):
    root = "vector.compressstore"
    unmasked = "vector.store"


class StridedSliceConstantMaskFolder(RewritePattern):
    root = "vector.extract_strided_slice"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        owner = op.operands[0].owner
        if not isinstance(owner, Operation) or owner.name != "vector.constant_mask":
            return False
        if any(s != 1 for s in int_array(op.properties["strides"])):
            return False
        mask_sizes = int_array_values(owner)
        offsets, sizes = int_array(op.properties["offsets"]), int_array(op.properties["sizes"])
        sliced = [max(0, min(o + s, m) - o) for m, o, s in zip(mask_sizes, offsets, sizes)]
        sliced += mask_sizes[len(sliced):]
        if 0 in sliced:
            sliced = [0] * len(mask_sizes)
        _constant_mask(rewriter, op, op.results[0].type, sliced)
        return True


class TransposeFolder(RewritePattern):
    root = "vector.transpose"

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        parent = op.operands[0].owner
        if not isinstance(parent, Operation) or parent.name != "vector.transpose":
            return False
        inner = list(parent.properties["permutation"].values)  # type: ignore[attr-defined]
        outer = list(op.properties["permutation"].values)  # type: ignore[attr-defined]
        rewriter.replace_op_with_new_op(op, "vector.transpose", [parent.operands[0]], [op.results[0].type],
                                        properties={"permutation": A.DenseArrayAttr(
                                            T.i64, tuple(inner[i] for i in outer))}, loc=op.loc)
        return True


def populate_vector_to_vector_canonicalization_patterns(patterns: Any) -> None:
    patterns.add(CreateMaskFolder(), MaskedLoadFolder(), MaskedStoreFolder(), GatherFolder(), ScatterFolder(),
                 ExpandLoadFolder(), CompressStoreFolder(), StridedSliceConstantMaskFolder(), TransposeFolder())
