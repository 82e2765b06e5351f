"""MLIR's populateVectorTransferLoweringPatterns (LowerVectorTransfer.cpp):
in-bounds transfers with a minor-identity map become vector.load/store
(maskedload/maskedstore when masked; a broadcast after a load with
broadcast dimensions).  22.1.8 no longer turns single-element vector
loads/stores into memref.load/store.

Greedy (non-conversion) patterns: convert-vector-to-llvm and gpu-to-llvm
run them in their pre-pass, with the maximum transfer rank 1.
"""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.rewrite.pattern import RewritePattern


def _minor_identity_with_broadcasting(map_attr: Any, vector_rank: int) -> list[int] | None:
    """The broadcast result positions when the map is a minor identity
    with `0` results allowed (isMinorIdentityWithBroadcasting), else None."""
    from pyopt.ir import affine as AF

    m = map_attr.value if isinstance(map_attr, A.AffineMapAttr) else map_attr
    results = m.results
    if len(results) != vector_rank or m.num_dims < len(results):
        return None
    lead = m.num_dims - len(results)
    broadcast: list[int] = []
    for i, e in enumerate(results):
        if isinstance(e, AF.AffineConstantExpr):
            if e.value != 0:
                return None
            broadcast.append(i)
        elif not (isinstance(e, AF.AffineDimExpr) and e.position == lead + i):
            return None
    return broadcast


def _last_dim_unit_stride(t: T.MemRefType) -> bool:
    from pyopt.dialects.dynamic_index import strides_and_offset

    so = strides_and_offset(t)
    return so is not None and (not so[0] or so[0][-1] == 1)


def _has_out_of_bounds_dim(op: Operation) -> bool:
    in_bounds = op.properties.get("in_bounds")
    values = getattr(in_bounds, "values", None) or getattr(in_bounds, "elements", ())
    return any(not getattr(v, "value", v) for v in values)


def _element_types_match(memref_type: T.MemRefType, vector_type: T.VectorType) -> bool:
    element = memref_type.element
    if isinstance(element, T.VectorType):
        return element == vector_type
    return element == vector_type.element


class TransferReadToVectorLoadLowering(RewritePattern):
    root = "vector.transfer_read"

    def __init__(self, max_transfer_rank: int | None = None, benefit: int = 1) -> None:
        super().__init__(benefit=benefit)
        self.max_transfer_rank = max_transfer_rank

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        vector_type = op.results[0].type
        if self.max_transfer_rank is not None and vector_type.rank > self.max_transfer_rank:
            return rewriter.notify_match_failure(op, "vector type is greater than max transfer rank")
        if op.parent_op is not None and op.parent_op.name == "vector.mask":
            return rewriter.notify_match_failure(op, "Masked case not supported")
        broadcast = _minor_identity_with_broadcasting(op.properties["permutation_map"], vector_type.rank)
        if broadcast is None:
            return rewriter.notify_match_failure(op, "not minor identity + bcast")
        memref_type = op.operands[0].type
        if not isinstance(memref_type, T.MemRefType):
            return rewriter.notify_match_failure(op, "not a memref source")
        if not _last_dim_unit_stride(memref_type):
            return rewriter.notify_match_failure(op, "!= 1 stride needs VectorToSCF")
        shape = list(vector_type.shape)
        for i in broadcast:
            shape[i] = 1
        load_type = T.VectorType(tuple(shape), vector_type.element, vector_type.scalable)
        element = memref_type.element
        if isinstance(element, T.VectorType) and element != load_type:
            return rewriter.notify_match_failure(op, "incompatible element type")
        if not isinstance(element, T.VectorType) and element != vector_type.element:
            return rewriter.notify_match_failure(op, "non-matching element type")
        if _has_out_of_bounds_dim(op):
            return rewriter.notify_match_failure(op, "out-of-bounds needs mask")
        mask = op.mask  # type: ignore[attr-defined]
        if mask is not None:
            if vector_type.rank != 1:
                return rewriter.notify_match_failure(op, "vector type is not rank 1, can't create masked load, "
                                                         "needs VectorToSCF")
            fill = rewriter.create("vector.broadcast", [op.padding], [load_type],  # type: ignore[attr-defined]
                                   loc=op.loc).results[0]
            loaded = rewriter.create("vector.maskedload", [op.base, list(op.indices), mask, fill],  # type: ignore
                                     [load_type], loc=op.loc).results[0]
        else:
            loaded = rewriter.create("vector.load", [op.base, list(op.indices)],  # type: ignore[attr-defined]
                                     [load_type], loc=op.loc).results[0]
        if broadcast:
            loaded = rewriter.create("vector.broadcast", [loaded], [vector_type], loc=op.loc).results[0]
        rewriter.replace_op(op, [loaded])
        return True


class TransferWriteToVectorStoreLowering(RewritePattern):
    root = "vector.transfer_write"

    def __init__(self, max_transfer_rank: int | None = None, benefit: int = 1) -> None:
        super().__init__(benefit=benefit)
        self.max_transfer_rank = max_transfer_rank

    def match_and_rewrite(self, op: Operation, rewriter: Any) -> bool:
        vector_type = op.operands[0].type
        if self.max_transfer_rank is not None and vector_type.rank > self.max_transfer_rank:
            return rewriter.notify_match_failure(op, "vector type is greater than max transfer rank")
        if op.parent_op is not None and op.parent_op.name == "vector.mask":
            return rewriter.notify_match_failure(op, "Masked case not supported")
        map_attr = op.properties["permutation_map"]
        m = map_attr.value if isinstance(map_attr, A.AffineMapAttr) else map_attr
        if not m.is_minor_identity():
            return rewriter.notify_match_failure(op, "permutation map is not minor identity")
        memref_type = op.operands[1].type
        if not isinstance(memref_type, T.MemRefType):
            return rewriter.notify_match_failure(op, "not a memref type")
        if not _last_dim_unit_stride(memref_type):
            return rewriter.notify_match_failure(op, "most minor stride is not 1")
        if not _element_types_match(memref_type, vector_type):
            return rewriter.notify_match_failure(op, "elemental type mismatch")
        if _has_out_of_bounds_dim(op):
            return rewriter.notify_match_failure(op, "out of bounds dim")
        mask = op.mask  # type: ignore[attr-defined]
        if mask is not None:
            if vector_type.rank != 1:
                return rewriter.notify_match_failure(op, "vector type is not rank 1, can't create masked store, "
                                                         "needs VectorToSCF")
            rewriter.create("vector.maskedstore", [op.base, list(op.indices), mask,  # type: ignore[attr-defined]
                                                   op.operands[0]], [], loc=op.loc)
        else:
            rewriter.create("vector.store", [op.operands[0], op.base, list(op.indices)], [],  # type: ignore
                            loc=op.loc)
        rewriter.erase_op(op)
        return True


def populate_vector_transfer_lowering_patterns(patterns: Any, max_transfer_rank: int | None = None,
                                               benefit: int = 1) -> None:
    patterns.add(TransferReadToVectorLoadLowering(max_transfer_rank, benefit),
                 TransferWriteToVectorStoreLowering(max_transfer_rank, benefit))
