"""tensor canonicalization patterns of reshapes and concat
(TensorOps.cpp): composed reassociative reshapes, reshapes of constants
and from_elements, concat operand and result type inference."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.rewrite.folding import value_constant
from pyopt.rewrite.pattern import RewritePattern
from pyopt.rewrite.rewriter import PatternRewriter
from pyopt.dialects.tensor.canonicalize import DYNAMIC, TensorPattern, _cast
from pyopt.dialects.tensor.folds import _defining, preserves_static_information


# ---- reshapes -----------------------------------------------------------------------------------------------------
class FoldReshapeWithConstant(TensorPattern):
    def __init__(self, root: str, cpp: str) -> None:
        RewritePattern.__init__(self, root=root,
                                name=f"(anonymous namespace)::FoldReshapeWithConstant<mlir::tensor::{cpp}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        attr = value_constant(op.operands[0])
        res = op.results[0].type
        if not isinstance(attr, A.DenseElementsAttr) or not attr.splat or not isinstance(res, T.RankedTensorType) \
                or not res.has_static_shape():
            return False
        new = rewriter.create("arith.constant", [], [res], {"value": A.DenseElementsAttr(res, attr.values, True)},
                              loc=op.loc)
        rewriter.replace_op(op, new)
        return True


class FoldReshapeWithFromElements(TensorPattern):
    def __init__(self, root: str, cpp: str) -> None:
        RewritePattern.__init__(self, root=root,
                                name=f"(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::{cpp}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from_elements = _defining(op.operands[0], "tensor.from_elements")
        res = op.results[0].type
        if from_elements is None or not res.has_static_shape():  # type: ignore[attr-defined]
            return False
        new = rewriter.create("tensor.from_elements", [list(from_elements.operands)], [res], loc=op.loc)
        rewriter.replace_op(op, new)
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


def _reassociation_attr(groups: list[list[int]]) -> A.ArrayAttr:
    return A.ArrayAttr(tuple(A.ArrayAttr(tuple(A.IntegerAttr(i, T.i64) for i in g)) for g in groups))


class ComposeReassociativeReshapeOps(TensorPattern):
    """collapse(collapse(x)) and expand(expand(x)): one reshape of x."""

    def __init__(self, root: str, cpp: str, kind: str) -> None:
        RewritePattern.__init__(self, root=root, name=f"mlir::ComposeReassociativeReshapeOps<mlir::tensor::{cpp}, "
                                                      f"mlir::ReshapeOpKind::{kind}>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.dialects.tensor.reshapes import reassociation

        producer = _defining(op.operands[0], op.name)
        if producer is None:
            return False
        groups = compose_reassociation(reassociation(producer), reassociation(op))
        if groups is None:
            return False
        props: dict[str, A.Attribute] = {"reassociation": _reassociation_attr(groups)}
        operands: list[Any] = [producer.operands[0]]
        if op.name == "tensor.expand_shape":
            props["static_output_shape"] = op.properties["static_output_shape"]
            operands.append(list(op.operands[1:]))
        new = rewriter.create(op.name, operands, [op.results[0].type], props, loc=op.loc)
        rewriter.replace_op(op, new)
        return True


class InferConcatOperandTypes(TensorPattern):
    """Operands of a concat get the static sizes the result type implies
    for the non-concatenated dimensions (through casts)."""

    root = "tensor.concat"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dim = op.properties["dim"].value  # type: ignore[attr-defined]
        res = op.results[0].type
        changed = False
        for operand in list(op.op_operands):
            t = operand.value.type
            shape = list(t.shape)  # type: ignore[attr-defined]
            for i, d in enumerate(res.shape):  # type: ignore[attr-defined]
                if i != dim and d != DYNAMIC and shape[i] == DYNAMIC:
                    shape[i] = d
            inferred = T.RankedTensorType(tuple(shape), t.element, t.encoding)  # type: ignore[attr-defined]
            if inferred is t:
                continue
            from pyopt.dialects.tensor.ops import cast_compatible

            if not cast_compatible([t], [inferred]):
                continue
            cast = _cast(rewriter, operand.value, inferred, op.loc)
            with rewriter.modify_op_in_place(op):
                operand.set(cast)
            changed = True
        return changed


class InferConcatResultType(TensorPattern):
    """A concat result as static as ConcatOp::inferResultType makes it,
    cast back to the old type."""

    root = "tensor.concat"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        dim = op.properties["dim"].value  # type: ignore[attr-defined]
        res = op.results[0].type
        inputs = [v.type for v in op.operands]
        rank = res.rank  # type: ignore[attr-defined]
        sizes = [DYNAMIC] * rank
        for i in range(rank):
            if i == dim:
                continue
            for t in inputs:
                if t.shape[i] != DYNAMIC:  # type: ignore[attr-defined]
                    sizes[i] = t.shape[i]  # type: ignore[attr-defined]
                    break
        along = [t.shape[dim] for t in inputs]  # type: ignore[attr-defined]
        sizes[dim] = DYNAMIC if DYNAMIC in along else sum(along)
        inferred = T.RankedTensorType(tuple(sizes), res.element)  # type: ignore[attr-defined]
        from pyopt.dialects.tensor.ops import cast_compatible

        if inferred is res or not cast_compatible([inferred], [res]) \
                or not preserves_static_information(res, inferred):
            return False
        new = rewriter.create("tensor.concat", [list(op.operands)], [inferred], {"dim": op.properties["dim"]},
                              loc=op.loc)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], res, op.loc)])
        return True


class FoldCollapseOfCastOp(TensorPattern):
    """A cast that only drops static information folds into the
    collapse_shape consuming it (in place, or a more static collapse cast
    back)."""

    root = "tensor.collapse_shape"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.dialects.tensor.folds import can_fold_into_consumer
        from pyopt.dialects.tensor.reshapes import collapsed_type, reassociation

        cast = _defining(op.operands[0], "tensor.cast")
        if not can_fold_into_consumer(cast):
            return False
        assert cast is not None
        new_type = collapsed_type(cast.operands[0].type, reassociation(op))  # type: ignore[arg-type]
        res = op.results[0].type
        if new_type is res:
            with rewriter.modify_op_in_place(op):
                op.op_operands[0].set(cast.operands[0])
            return True
        new = rewriter.create("tensor.collapse_shape", [cast.operands[0]], [new_type],
                              {"reassociation": op.properties["reassociation"]}, loc=op.loc)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], res, op.loc)])
        return True


class ComposeCollapseOfExpandOp(TensorPattern):
    """collapse(expand(x)) as one collapse (or expand, or cast) of x when
    the two reassociations nest."""

    root = "tensor.collapse_shape"

    def __init__(self) -> None:
        RewritePattern.__init__(self, name="mlir::ComposeCollapseOfExpandOp<mlir::tensor::CollapseShapeOp, "
                                           "mlir::tensor::ExpandShapeOp, mlir::tensor::CastOp, mlir::tensor::DimOp, "
                                           "mlir::RankedTensorType>")

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.dialects.tensor.reshapes import reassociation

        expand = _defining(op.operands[0], "tensor.expand_shape")
        if expand is None:
            return False
        src, res = expand.operands[0].type, op.results[0].type
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
            new = rewriter.create("tensor.collapse_shape", [expand.operands[0]], [res],
                                  {"reassociation": _reassociation_attr(composed)}, loc=op.loc)
        elif src_rank < res_rank:
            if not res.has_static_shape():  # type: ignore[attr-defined]
                return False  # the output shape would have to be inferred (inferOutputShape): not done here
            new = rewriter.create("tensor.expand_shape", [expand.operands[0], []], [res],
                                  {"reassociation": _reassociation_attr(composed),
                                   "static_output_shape": A.DenseArrayAttr(T.i64, res.shape)},  # type: ignore
                                  loc=op.loc)
        else:
            new = rewriter.create("tensor.cast", [expand.operands[0]], [res], loc=op.loc)
        rewriter.replace_op(op, new)
        return True


class ConvertToStaticExpandShape(TensorPattern):
    """An expand_shape of a cast that drops static information, with
    constant output sizes: a static expand of the cast source, cast back."""

    root = "tensor.expand_shape"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        from pyopt.dialects.dynamic_index import K_DYNAMIC
        from pyopt.dialects.tensor.folds import can_fold_into_consumer
        from pyopt.dialects.tensor.reshapes import reassociation

        cast = _defining(op.operands[0], "tensor.cast")
        if not can_fold_into_consumer(cast):
            return False
        assert cast is not None
        cast_src_shape = cast.operands[0].type.shape  # type: ignore[attr-defined]
        groups = reassociation(op)
        static = op.properties["static_output_shape"]
        new_shape = [DYNAMIC if v == K_DYNAMIC else v for v in static.values]  # type: ignore[attr-defined]
        values = iter(op.operands[1:])
        dynamic: list[Any] = []
        for in_dim, group in enumerate(groups):
            for out_dim in group:
                if new_shape[out_dim] != DYNAMIC:
                    continue
                v = next(values)
                c = value_constant(v)
                if cast_src_shape[in_dim] == DYNAMIC or not isinstance(c, A.IntegerAttr):
                    dynamic.append(v)
                    continue
                new_shape[out_dim] = c.value
        if len(dynamic) == len(op.operands) - 1:
            return False
        in_shape = []
        for group in groups:
            size = 1
            for out_dim in group:
                if new_shape[out_dim] == DYNAMIC:
                    size = DYNAMIC
                    break
                size *= new_shape[out_dim]
            in_shape.append(size)
        element = op.operands[0].type.element  # type: ignore[attr-defined]
        input_cast = _cast(rewriter, op.operands[0], T.RankedTensorType(tuple(in_shape), element), op.loc)
        static_attr = A.DenseArrayAttr(T.i64, tuple(K_DYNAMIC if d == DYNAMIC else d for d in new_shape))
        new = rewriter.create("tensor.expand_shape", [input_cast, dynamic],
                              [T.RankedTensorType(tuple(new_shape), element)],
                              {"reassociation": op.properties["reassociation"], "static_output_shape": static_attr},
                              loc=op.loc)
        rewriter.replace_op(op, [_cast(rewriter, new.results[0], op.results[0].type, op.loc)])
        return True


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


class ComposeExpandOfCollapseOp(TensorPattern):
    """expand(collapse(x)) as one collapse or expand of x, where each
    collapsed group maps onto its expansion."""

    root = "tensor.expand_shape"

    def __init__(self) -> None:
        RewritePattern.__init__(self, name="mlir::ComposeExpandOfCollapseOp<mlir::tensor::ExpandShapeOp, "
                                           "mlir::tensor::CollapseShapeOp>")

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
        from pyopt.dialects.tensor.reshapes import reassociation

        collapse = _defining(op.operands[0], "tensor.collapse_shape")
        if collapse is None:
            return False
        src, res = collapse.operands[0].type, op.results[0].type
        if src.rank == res.rank:  # type: ignore[attr-defined]
            return False
        src_groups, res_groups = reassociation(collapse), reassociation(op)
        if src.rank > res.rank:  # type: ignore[attr-defined]
            groups = self._compose(src_groups, res_groups, src.shape, res.shape)  # type: ignore[attr-defined]
            if groups is None:
                return False
            new = rewriter.create("tensor.collapse_shape", [collapse.operands[0]], [res],
                                  {"reassociation": _reassociation_attr(groups)}, loc=op.loc)
        else:
            groups = self._compose(res_groups, src_groups, res.shape, src.shape)  # type: ignore[attr-defined]
            if groups is None:
                return False
            new = rewriter.create("tensor.expand_shape", [collapse.operands[0], list(op.operands[1:])], [res],
                                  {"reassociation": _reassociation_attr(groups),
                                   "static_output_shape": op.properties["static_output_shape"]}, loc=op.loc)
        rewriter.replace_op(op, new)
        return True
