"""Reassociative reshapes shared by tensor and memref (MLIR's
Dialect/Utils/ReshapeOpsUtils): reassociation arithmetic, foldReshapeOp
and the templated patterns ComposeReassociativeReshapeOps,
ComposeCollapseOfExpandOp and ComposeExpandOfCollapseOp.  A pattern is
built for one dialect (`tensor` or `memref`); its ops are looked up by
name (`<dialect>.collapse_shape`, `.expand_shape`, `.cast`)."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter

DYNAMIC = T.DYNAMIC


def reassociation(op: Operation) -> list[list[int]]:
    """getReassociationIndices."""
    attr = op.properties.get("reassociation")
    if not isinstance(attr, A.ArrayAttr):
        return []
    return [[x.value for x in g] for g in attr if isinstance(g, A.ArrayAttr)]  # type: ignore[attr-defined]


def reassociation_attr(groups: list[list[int]]) -> A.ArrayAttr:
    """getReassociationIndicesAttribute."""
    return A.ArrayAttr(tuple(A.ArrayAttr(tuple(A.IntegerAttr(i, T.i64) for i in g)) for g in groups))


def defining(value: Any, name: str) -> Operation | None:
    op = getattr(value, "op", None)
    return op if op is not None and op.name == name else None


def has_non_identity_layout(t: T.Type) -> bool:
    """hasNonIdentityLayout: a memref whose layout's affine map is not the
    identity (a strided layout only in 1-D: `strided<[1]>`)."""
    if not isinstance(t, T.MemRefType) or t.layout is None:
        return False
    layout = t.layout
    if isinstance(layout, A.AffineMapAttr):
        return not layout.value.is_identity()
    if isinstance(layout, A.StridedLayoutAttr):
        return not (layout.offset == 0 and tuple(layout.strides) == (1,))
    return True


def compose_reassociation(producer: list[list[int]], consumer: list[list[int]]) -> list[list[int]] | None:
    """composeReassociationIndices."""
    if len(producer) == len(consumer):
        return None
    if len(producer) < len(consumer):
        producer, consumer = consumer, producer
    if not consumer:
        return []
    if len(producer) != sum(len(g) for g in consumer):
        return None
    return [[i for c in group for i in producer[c]] for group in consumer]


def reassociation_for_collapse(source: Sequence[int], target: Sequence[int]) -> list[list[int]] | None:
    """getReassociationIndicesForCollapse: group `source` greedily into
    products equal to `target` (a dynamic size only alone, for a dynamic
    target size; trailing 1s join the last group); None when it cannot."""
    if len(source) <= len(target):
        return None
    groups: list[list[int]] = []
    current: list[int] = []
    product = 1
    dim = 0
    while dim < len(source) and len(groups) < len(target):
        want = target[len(groups)]
        while dim < len(source) - 1 and source[dim] != DYNAMIC and product * source[dim] < want:
            product *= source[dim]
            current.append(dim)
            dim += 1
        if source[dim] == DYNAMIC:
            if want != DYNAMIC or product != 1:
                return None
        elif want == DYNAMIC or product * source[dim] != want:
            return None
        current.append(dim)
        dim += 1
        groups.append(current)
        current, product = [], 1
    if len(groups) != len(target):
        return None
    for rest in range(dim, len(source)):
        if source[rest] != DYNAMIC and source[rest] != 1:
            return None
        if groups:
            groups[-1].append(rest)
    return groups


def fold_reshape_of_inverse(op: Operation, inverse: str) -> Any:
    """foldReshapeOp after its identity and constant cases: the source of
    an inverse reshape whose source has this op's result type."""
    producer = defining(op.operands[0], inverse)
    if producer is None:
        return None
    src_type, res_type = producer.operands[0].type, op.results[0].type
    if src_type is not res_type:
        return None
    shape = src_type.shape  # type: ignore[attr-defined]
    if sum(1 for d in shape if d == DYNAMIC) < 2:
        return producer.operands[0]
    groups = reassociation(op)
    if groups != reassociation(producer):
        return None
    if src_type.rank < producer.results[0].type.rank:  # type: ignore[attr-defined]
        return producer.operands[0]  # expand then collapse: inverse whatever is dynamic
    if all(sum(1 for d in shape[g[0]:g[0] + len(g)] if d == DYNAMIC) < 2 for g in groups):
        return producer.operands[0]
    return None


class _ReshapePattern(RewritePattern):
    def __init__(self, dialect: str, root: str, name: str) -> None:
        super().__init__(root=f"{dialect}.{root}", name=name)
        self.dialect = dialect


class ComposeReassociativeReshapeOps(_ReshapePattern):
    """collapse(collapse(x)) and expand(expand(x)): one reshape of x."""

    def __init__(self, dialect: str, cpp: str, kind: str) -> None:
        root = "expand_shape" if kind == "kExpand" else "collapse_shape"
        super().__init__(dialect, root, f"mlir::ComposeReassociativeReshapeOps<mlir::{dialect}::{cpp}, "
                                        f"mlir::ReshapeOpKind::{kind}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        producer = defining(op.operands[0], op.name)
        if producer is None:
            return False
        if any(has_non_identity_layout(t) for t in (producer.operands[0].type, op.operands[0].type,
                                                     op.results[0].type)):
            return False
        groups = compose_reassociation(reassociation(producer), reassociation(op))
        if groups is None:
            return False
        props: dict[str, A.Attribute] = {"reassociation": reassociation_attr(groups)}
        operands: list[Any] = [producer.operands[0]]
        if op.name.endswith(".expand_shape"):
            props["static_output_shape"] = op.properties["static_output_shape"]
            operands.append(list(op.operands[1:]))
        new = rewriter.create(op.name, operands, [op.results[0].type], props, loc=op.loc)
        rewriter.replace_op(op, new)
        return True


class ComposeCollapseOfExpandOp(_ReshapePattern):
    """collapse(expand(x)) as one collapse (or expand, or cast) of x when
    the two reassociations nest."""

    def __init__(self, dialect: str, type_cpp: str) -> None:
        d = f"mlir::{dialect}::"
        super().__init__(dialect, "collapse_shape",
                         f"mlir::ComposeCollapseOfExpandOp<{d}CollapseShapeOp, {d}ExpandShapeOp, {d}CastOp, "
                         f"{d}DimOp, mlir::{type_cpp}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        expand = defining(op.operands[0], f"{self.dialect}.expand_shape")
        if expand is None:
            return False
        src, res = expand.operands[0].type, op.results[0].type
        if any(has_non_identity_layout(t) for t in (op.operands[0].type, src, expand.results[0].type)):
            return False
        if src is res:
            return False
        src_rank, res_rank = src.rank, res.rank  # type: ignore[attr-defined]
        higher, lower = reassociation(expand), reassociation(op)
        if src_rank <= res_rank:
            higher, lower = lower, higher
        composed: list[list[int]] = []
        h = 0
        for group in lower:
            indices: list[int] = []
            while h < len(higher):
                rightmost = higher[h][-1]
                if rightmost > group[-1]:
                    return False
                indices.append(h)
                h += 1
                if rightmost == group[-1]:
                    break
            composed.append(indices)
        if src_rank > res_rank:
            new = rewriter.create(f"{self.dialect}.collapse_shape", [expand.operands[0]], [res],
                                  {"reassociation": reassociation_attr(composed)}, loc=op.loc)
        elif src_rank < res_rank:
            if not res.has_static_shape():  # type: ignore[attr-defined]
                return False  # the output shape would have to be inferred (inferOutputShape): not done here
            new = rewriter.create(f"{self.dialect}.expand_shape", [expand.operands[0], []], [res],
                                  {"reassociation": reassociation_attr(composed),
                                   "static_output_shape": A.DenseArrayAttr(T.i64, res.shape)},  # type: ignore
                                  loc=op.loc)
        else:
            new = rewriter.create(f"{self.dialect}.cast", [expand.operands[0]], [res], loc=op.loc)
        rewriter.replace_op(op, new)
        return True


class ComposeExpandOfCollapseOp(_ReshapePattern):
    """expand(collapse(x)) as one collapse or expand of x, where each
    collapsed group maps onto its expansion."""

    def __init__(self, dialect: str) -> None:
        d = f"mlir::{dialect}::"
        super().__init__(dialect, "expand_shape",
                         f"mlir::ComposeExpandOfCollapseOp<{d}ExpandShapeOp, {d}CollapseShapeOp>")

    @staticmethod
    def _compose(src_groups: list[list[int]], res_groups: list[list[int]], src_shape: Sequence[int],
                 res_shape: Sequence[int]) -> list[list[int]] | None:
        """findCollapsingReassociation."""
        if not src_groups:
            return reassociation_for_collapse(src_shape, res_shape)
        composed: list[list[int]] = []
        for src_idx, res_idx in zip(src_groups, res_groups):
            src_sub = list(src_shape[src_idx[0]:src_idx[0] + len(src_idx)])
            res_sub = list(res_shape[res_idx[0]:res_idx[0] + len(res_idx)])
            if len(src_sub) == len(res_sub):
                if src_sub != res_sub or sum(1 for d in src_sub if d == DYNAMIC) >= 2:
                    return None
                composed.extend([src_idx[0] + i] for i in range(len(src_sub)))
                continue
            sub = reassociation_for_collapse(src_sub, res_sub)
            if sub is None:
                return None
            composed.extend([src_idx[0] + i for i in g] for g in sub)
        return composed

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        collapse = defining(op.operands[0], f"{self.dialect}.collapse_shape")
        if collapse is None:
            return False
        src, res = collapse.operands[0].type, op.results[0].type
        if any(has_non_identity_layout(t) for t in (op.operands[0].type, src, collapse.results[0].type)):
            return False
        if src is res or src.rank == res.rank:  # type: ignore[attr-defined]
            return False
        src_groups, res_groups = reassociation(collapse), reassociation(op)
        if src.rank > res.rank:  # type: ignore[attr-defined]
            groups = self._compose(src_groups, res_groups, src.shape, res.shape)  # type: ignore[attr-defined]
            if groups is None:
                return False
            new = rewriter.create(f"{self.dialect}.collapse_shape", [collapse.operands[0]], [res],
                                  {"reassociation": reassociation_attr(groups)}, loc=op.loc)
        else:
            groups = self._compose(res_groups, src_groups, res.shape, src.shape)  # type: ignore[attr-defined]
            if groups is None:
                return False
            new = rewriter.create(f"{self.dialect}.expand_shape", [collapse.operands[0], list(op.operands[1:])],
                                  [res], {"reassociation": reassociation_attr(groups),
                                          "static_output_shape": op.properties["static_output_shape"]}, loc=op.loc)
        rewriter.replace_op(op, new)
        return True
