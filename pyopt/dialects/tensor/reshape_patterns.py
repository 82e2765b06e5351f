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
from pyopt.dialects.reshape_utils import (ComposeCollapseOfExpandOp, ComposeExpandOfCollapseOp,  # noqa: F401
                                          ComposeReassociativeReshapeOps)


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


class SingleInputConcatOp(TensorPattern):
    """A concat of one input is a cast of it to the result type."""

    root = "tensor.concat"

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> bool:
        if len(op.operands) != 1:
            return False
        rewriter.replace_op(op, [_cast(rewriter, op.operands[0], op.results[0].type, op.loc)])
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
