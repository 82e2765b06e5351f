"""The vector -> LLVM patterns for scalable vectors: vector.create_mask
(1-D scalable), vector.vscale, vector.step (scalable),
vector.scalable.insert/extract (ConvertVectorToLLVM.cpp)."""

from __future__ import annotations

from typing import Any

from pyopt.conversion import vector_pattern as V
from pyopt.conversion.dialect_conversion import ConversionPattern
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value


def cast_to_index_like(rewriter: Any, loc: Any, target: T.Type, value: Value) -> Value:
    """getValueOrCreateCastToIndexLike."""
    source = value.type
    if source == target:
        return value
    if isinstance(source, T.IndexType) or isinstance(target, T.IndexType):
        return rewriter.create("arith.index_cast", [value], [target], loc=loc).results[0]
    if source.width < target.width:  # type: ignore[attr-defined]
        return rewriter.create("arith.extsi", [value], [target], loc=loc).results[0]
    return rewriter.create("arith.trunci", [value], [target], loc=loc).results[0]


class VectorCreateMaskOpConversion(ConversionPattern):
    """A 1-D scalable vector.create_mask: step vector < broadcast bound
    (fixed-size masks are materialized by the vector transforms)."""

    root = "vector.create_mask"

    def __init__(self, force_32bit_vector_indices: bool = False, benefit: int = 1) -> None:
        super().__init__(None, benefit)
        self.force_32bit_vector_indices = force_32bit_vector_indices

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        dst = op.results[0].type
        if dst.rank != 1 or not any(dst.scalable):
            return False
        index_type = T.i32 if self.force_32bit_vector_indices else T.i64
        loc = op.loc
        indices_type = T.VectorType(dst.shape, index_type, (True,))
        indices = V.create(rewriter, "llvm.intr.stepvector", [], [indices_type], None, loc).results[0]
        bound = cast_to_index_like(rewriter, loc, index_type, adaptor.operands[0])
        bounds = rewriter.create("vector.broadcast", [bound], [indices_type], loc=loc).results[0]
        comp = rewriter.create("arith.cmpi", [indices, bounds], [T.VectorType(dst.shape, T.i1, (True,))],
                               properties={"predicate": A.IntegerAttr(2, T.i64)}, loc=loc).results[0]
        rewriter.replace_op(op, [comp])
        return True


class VectorScaleOpConversion(ConvertOpToLLVMPattern):
    root = "vector.vscale"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        return V.one_to_one_rewrite(op, "llvm.intr.vscale", [], None, self.type_converter, rewriter)


class VectorScalableInsertOpLowering(ConvertOpToLLVMPattern):
    root = "vector.scalable.insert"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        new = V.create(rewriter, "llvm.intr.vector.insert", [adaptor.dest, adaptor.valueToStore], [adaptor.dest.type],
                       V.TargetAttrs({}, {"pos": op.properties["pos"]}), op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class VectorScalableExtractOpLowering(ConvertOpToLLVMPattern):
    root = "vector.scalable.extract"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        new = V.create(rewriter, "llvm.intr.vector.extract", [adaptor.source],
                       [self.type_converter.convert_type(op.results[0].type)],
                       V.TargetAttrs({}, {"pos": op.properties["pos"]}), op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class VectorScalableStepOpLowering(ConvertOpToLLVMPattern):
    root = "vector.step"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.results[0].type
        if not any(t.scalable):
            return False
        new = V.create(rewriter, "llvm.intr.stepvector", [], [self.type_converter.convert_type(t)], None, op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True
