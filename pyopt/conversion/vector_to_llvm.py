"""vector -> LLVM (MLIR's ConvertVectorToLLVM.cpp), and `convert-vector-to-llvm`.

Covers the ops GPU code uses on 1-D vectors (n-D values are arrays of 1-D
vectors: extract/insert of whole rows are extractvalue/insertvalue).  The
pass first runs a greedy clean-up (folding, dead code) and the transfer
lowering of rank <= 1, as mlir-opt does before its conversion.
"""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.conversion.memref_descriptor import extract_value, insert_value
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.conversion import vector_pattern as V
from pyopt.passes.pass_base import Option, Pass


def _const(rewriter: Any, loc: Any, value: int, t: T.Type = T.i64) -> Value:
    return V.create(rewriter, "llvm.mlir.constant", [], [t], V.TargetAttrs({"value": A.IntegerAttr(value, t)}),
                    loc).results[0]


def _is_1d(t: T.Type) -> bool:
    return isinstance(t, T.VectorType) and t.rank == 1


class VectorBroadcastScalarToLowRankLowering(ConvertOpToLLVMPattern):
    """A scalar broadcast to a 1-D vector: insert at 0, shuffle zeros."""

    root = "vector.broadcast"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        if isinstance(src_t, T.VectorType) or not isinstance(dst_t, T.VectorType) or dst_t.rank > 1:
            return rewriter.notify_match_failure(op, "only a scalar to a vector of rank <= 1")
        converted = self.type_converter.convert_type(dst_t)
        loc = op.loc
        undef = V.poison(rewriter, converted, loc)
        zero = _const(rewriter, loc, 0, T.i32)
        inserted = rewriter.create("llvm.insertelement", [undef, adaptor.source, zero], [converted],
                                   loc=loc).results[0]
        if dst_t.rank == 0:
            rewriter.replace_op(op, [inserted])
            return True
        mask = A.DenseArrayAttr(T.i32, (0,) * dst_t.shape[0])
        shuffle = rewriter.create("llvm.shufflevector", [inserted, undef], [converted], properties={"mask": mask},
                                  loc=loc).results[0]
        rewriter.replace_op(op, [shuffle])
        return True


class VectorBroadcastScalarToNdLowering(ConvertOpToLLVMPattern):
    """A scalar broadcast to an n-D vector: one splatted 1-D vector inserted
    at every position of the array nest."""

    root = "vector.broadcast"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        src_t, dst_t = op.operands[0].type, op.results[0].type
        if isinstance(src_t, T.VectorType) or not isinstance(dst_t, T.VectorType) or dst_t.rank <= 1:
            return rewriter.notify_match_failure(op, "only a scalar to a vector of rank > 1")
        converted = self.type_converter.convert_type(dst_t)
        row_type = V.innermost_vector(converted)
        loc = op.loc
        desc = V.poison(rewriter, converted, loc)
        row = V.poison(rewriter, row_type, loc)
        zero = _const(rewriter, loc, 0, T.i32)
        row = rewriter.create("llvm.insertelement", [row, adaptor.source, zero], [row_type], loc=loc).results[0]
        mask = A.DenseArrayAttr(T.i32, (0,) * dst_t.shape[-1])
        row = rewriter.create("llvm.shufflevector", [row, row], [row_type], properties={"mask": mask},
                              loc=loc).results[0]
        for position in V.nd_vector_positions(converted):
            desc = insert_value(rewriter, loc, desc, row, list(position))
        rewriter.replace_op(op, [desc])
        return True


def _positions(op: Operation, adaptor: Any) -> list[Any]:
    """Static positions as ints, dynamic ones as converted values."""
    from pyopt.dialects.dynamic_index import K_DYNAMIC

    dynamic = iter(adaptor.dynamic_position)
    out: list[Any] = []
    for p in op.properties["static_position"].values:  # type: ignore[attr-defined]
        out.append(next(dynamic) if p == K_DYNAMIC else p)
    return out


def _element_type(t: T.Type) -> T.Type:
    """The element type of a 1-D LLVM vector or of an LLVM array."""
    return t.element  # type: ignore[attr-defined]


def _llvm_value(rewriter: Any, loc: Any, position: Any) -> Value:
    """getAsLLVMValue: a static position becomes an i64 constant."""
    return _const(rewriter, loc, position) if isinstance(position, int) else position


class VectorExtractOpConversion(ConvertOpToLLVMPattern):
    """n-D vectors are arrays of 1-D vectors: an extractvalue picks a member
    of the array nest, an extractelement the scalar of a 1-D vector."""

    root = "vector.extract"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        loc = op.loc
        if self.type_converter.convert_type(op.results[0].type) is None:
            return False
        positions = _positions(op, adaptor)
        source_rank = op.operands[0].type.rank
        extracts_aggregate = source_rank >= 2
        extracts_scalar = len(positions) == source_rank
        if source_rank == 0:  # 0-D vectors convert to 1-D ones
            positions.append(0)
        extracted = adaptor.source
        if extracts_aggregate:
            position = positions[:-1] if extracts_scalar else positions
            if any(not isinstance(p, int) for p in position):
                return False  # llvm.extractvalue takes static positions only
            extracted = extract_value(rewriter, loc, extracted, position)
        if extracts_scalar:
            index = _llvm_value(rewriter, loc, positions[-1])
            extracted = rewriter.create("llvm.extractelement", [extracted, index], [_element_type(extracted.type)],
                                        loc=loc).results[0]
        rewriter.replace_op(op, [extracted])
        return True


class VectorInsertOpConversion(ConvertOpToLLVMPattern):
    """The mirror of VectorExtractOpConversion: a scalar goes into a 1-D
    vector (extracted from the array nest first), a vector into the nest."""

    root = "vector.insert"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        loc = op.loc
        dest_type = op.operands[1].type
        llvm_type = self.type_converter.convert_type(dest_type)
        if llvm_type is None:
            return False
        positions = _positions(op, adaptor)
        nested = V.is_llvm_array(llvm_type)
        into_innermost = len(positions) == dest_type.rank
        position_1d = positions[:-1] if into_innermost else positions
        scalar_position: Any = 0 if dest_type.rank == 0 else (positions[-1] if into_innermost else None)
        source = adaptor.valueToStore
        if into_innermost:
            if nested:
                if any(not isinstance(p, int) for p in position_1d):
                    return False  # llvm.extractvalue takes static positions only
                source = extract_value(rewriter, loc, adaptor.dest, position_1d)
            else:
                source = adaptor.dest
            index = _llvm_value(rewriter, loc, scalar_position)
            source = rewriter.create("llvm.insertelement", [source, adaptor.valueToStore, index], [source.type],
                                     loc=loc).results[0]
        result = source
        if nested:
            if any(not isinstance(p, int) for p in position_1d):
                return False
            result = insert_value(rewriter, loc, adaptor.dest, source, position_1d)
        rewriter.replace_op(op, [result])
        return True


def _index_constant(pattern: ConvertOpToLLVMPattern, rewriter: Any, loc: Any, value: int) -> Value:
    """`llvm.mlir.constant(value : index)` of the converted index type."""
    return V.create(rewriter, "llvm.mlir.constant", [], [pattern.index_type],
                    V.TargetAttrs({"value": A.IntegerAttr(value, T.IndexType())}), loc).results[0]


class VectorShuffleOpConversion(ConvertOpToLLVMPattern):
    """Equal 0-D/1-D operand types: one llvm.shufflevector; otherwise each
    mask element is extracted and inserted on its own."""

    root = "vector.shuffle"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        loc = op.loc
        v1_type, v2_type = op.operands[0].type, op.operands[1].type
        result_type = op.results[0].type
        llvm_type = self.type_converter.convert_type(result_type)
        if llvm_type is None:
            return False
        mask = list(op.properties["mask"].values)  # type: ignore[attr-defined]
        rank = result_type.rank
        if rank <= 1 and v1_type == v2_type:
            new = rewriter.create("llvm.shufflevector", [adaptor.v1, adaptor.v2], [llvm_type],
                                  properties={"mask": A.DenseArrayAttr(T.i32, tuple(mask))}, loc=loc)
            rewriter.replace_op(op, [new.results[0]])
            return True
        v1_dim = v1_type.shape[0] if v1_type.rank else 1
        element = _element_type(llvm_type)
        insert = V.poison(rewriter, llvm_type, loc)
        for insert_position, extract_position in enumerate(mask):
            value = adaptor.v1
            if extract_position >= v1_dim:
                extract_position -= v1_dim
                value = adaptor.v2
            if rank <= 1:
                index = _index_constant(self, rewriter, loc, extract_position)
                extracted = rewriter.create("llvm.extractelement", [value, index], [element], loc=loc).results[0]
            else:
                extracted = extract_value(rewriter, loc, value, [extract_position])
            if rank == 1:
                index = _index_constant(self, rewriter, loc, insert_position)
                insert = rewriter.create("llvm.insertelement", [insert, extracted, index], [llvm_type],
                                         loc=loc).results[0]
            else:
                insert = insert_value(rewriter, loc, insert, extracted, [insert_position])
        rewriter.replace_op(op, [insert])
        return True


class VectorFMAOp1DConversion(ConvertOpToLLVMPattern):
    root = "vector.fma"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if op.results[0].type.rank > 1:
            return rewriter.notify_match_failure(op, "only 0-D and 1-D vectors")
        operands = [adaptor.lhs, adaptor.rhs, adaptor.acc]
        new = V.create(rewriter, "llvm.intr.fmuladd", operands, [operands[0].type], None, op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class VectorBitCastOpConversion(ConvertOpToLLVMPattern):
    root = "vector.bitcast"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.results[0].type
        if not isinstance(t, T.VectorType) or t.rank > 1:
            return rewriter.notify_match_failure(op, "only 0-D and 1-D vectors")
        new = V.create(rewriter, "llvm.bitcast", adaptor.operands, [self.type_converter.convert_type(t)], None, op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class VectorFromElementsLowering(ConvertOpToLLVMPattern):
    """A 1-D vector from scalars: poison, then one insertelement each."""

    root = "vector.from_elements"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.results[0].type
        if not isinstance(t, T.VectorType) or t.rank > 1:
            return rewriter.notify_match_failure(op, "rank > 1 vectors are not supported")
        converted = self.type_converter.convert_type(t)
        loc = op.loc
        result = V.poison(rewriter, converted, loc)
        for i, element in enumerate(adaptor.elements):
            index = _const(rewriter, loc, i)
            result = rewriter.create("llvm.insertelement", [result, element, index], [converted], loc=loc).results[0]
        rewriter.replace_op(op, [result])
        return True


class VectorInterleaveOpLowering(ConvertOpToLLVMPattern):
    """1-D interleave: llvm.intr.vector.interleave2 when scalable, else a
    shufflevector (as the LangRef recommends for fixed vectors)."""

    root = "vector.interleave"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        result_type = op.results[0].type
        if result_type.rank != 1:
            return rewriter.notify_match_failure(op, "InterleaveOp not rank 1")
        llvm_type = self.type_converter.convert_type(result_type)
        if any(result_type.scalable):
            new = V.create(rewriter, "llvm.intr.vector.interleave2", [adaptor.lhs, adaptor.rhs], [llvm_type], None,
                           op.loc)
        else:
            half = result_type.shape[0] // 2
            mask = tuple(x for i in range(half) for x in (i, half + i))
            new = rewriter.create("llvm.shufflevector", [adaptor.lhs, adaptor.rhs], [llvm_type],
                                  properties={"mask": A.DenseArrayAttr(T.i32, mask)}, loc=op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class VectorDeinterleaveOpLowering(ConvertOpToLLVMPattern):
    """1-D deinterleave: llvm.intr.vector.deinterleave2 when scalable, else
    two shufflevectors (even and odd lanes)."""

    root = "vector.deinterleave"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        result_type = op.results[0].type
        source_type = op.operands[0].type
        loc = op.loc
        if result_type.rank != 1:
            return rewriter.notify_match_failure(op, "DeinterleaveOp not rank 1")
        if any(result_type.scalable):
            packed = self.type_converter.pack_operation_results([r.type for r in op.results])
            intrinsic = V.create(rewriter, "llvm.intr.vector.deinterleave2", [adaptor.source], [packed], None,
                                 loc).results[0]
            even = extract_value(rewriter, loc, intrinsic, [0])
            odd = extract_value(rewriter, loc, intrinsic, [1])
            rewriter.replace_op(op, [even, odd])
            return True
        count = source_type.shape[0]
        poison = V.poison(rewriter, source_type, loc)
        shuffles = []
        for parity in (0, 1):
            mask = A.DenseArrayAttr(T.i32, tuple(range(parity, count, 2)))
            shuffles.append(rewriter.create("llvm.shufflevector", [adaptor.source, poison], [result_type],
                                            properties={"mask": mask}, loc=loc).results[0])
        rewriter.replace_op(op, shuffles)
        return True


class VectorToElementsLowering(ConvertOpToLLVMPattern):
    """One extractelement per used element (dead elements get none)."""

    root = "vector.to_elements"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        loc = op.loc
        index_type = self.index_type
        results: list[Any] = []
        for i, element in enumerate(op.results):
            if not element.uses:
                results.append(None)
                continue
            index = V.create(rewriter, "llvm.mlir.constant", [], [index_type],
                             V.TargetAttrs({"value": A.IntegerAttr(i, index_type)}), loc).results[0]
            results.append(rewriter.create("llvm.extractelement", [adaptor.source, index],
                                           [self.type_converter.convert_type(element.type)], loc=loc).results[0])
        rewriter.replace_op(op, results)
        return True


def populate_vector_to_llvm_conversion_patterns(converter: Any, patterns: Any, reassociate_fp_reductions: bool = False,
                                                force_32bit_vector_indices: bool = False,
                                                use_vector_alignment: bool = False) -> None:
    """populateVectorToLLVMConversionPatterns, in MLIR's registration order."""
    from pyopt.conversion.vector_lowering import memory_to_llvm as M
    from pyopt.conversion.vector_lowering import print_to_llvm as P
    from pyopt.conversion.vector_lowering import reduction_to_llvm as R
    from pyopt.conversion.vector_lowering import scalable_to_llvm as S

    patterns.add(R.VectorReductionOpConversion(converter, reassociate_fp_reductions),
                 S.VectorCreateMaskOpConversion(force_32bit_vector_indices))
    patterns.add(*(cls(converter, use_vector_alignment) for cls in (
        M.VectorLoadOpConversion, M.VectorMaskedLoadOpConversion, M.VectorStoreOpConversion,
        M.VectorMaskedStoreOpConversion, M.VectorGatherOpConversion, M.VectorScatterOpConversion)))
    patterns.add(*(cls(converter) for cls in (
        VectorBitCastOpConversion, VectorShuffleOpConversion, VectorExtractOpConversion, VectorFMAOp1DConversion,
        VectorInsertOpConversion, P.VectorPrintOpConversion, M.VectorTypeCastOpConversion,
        S.VectorScaleOpConversion, M.VectorExpandLoadOpConversion, M.VectorCompressStoreOpConversion,
        VectorBroadcastScalarToLowRankLowering, VectorBroadcastScalarToNdLowering,
        S.VectorScalableInsertOpLowering, S.VectorScalableExtractOpLowering, R.MaskedReductionOpConversion,
        VectorInterleaveOpLowering, VectorDeinterleaveOpLowering, VectorFromElementsLowering,
        VectorToElementsLowering, S.VectorScalableStepOpLowering)))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    populate_vector_to_llvm_conversion_patterns(converter, patterns)


CONTRACT_LOWERINGS = ("dot", "llvmintr", "outerproduct", "parallelarith")
TRANSPOSE_LOWERINGS = ("eltwise", "llvmintr", "shuffle1d", "shuffle16x16")


class ConvertVectorToLLVMPass(Pass):
    argument = "convert-vector-to-llvm"
    name = "ConvertVectorToLLVMPass"
    summary = "Lower the operations from the vector dialect into the LLVM dialect"
    anchor = "builtin.module"
    dependent_dialects = ("llvm", "arith", "memref", "tensor")
    enable_amx = Option(bool, False, "Enables the use of AMX dialect while lowering the vector dialect.")
    enable_arm_bf16 = Option(bool, False, "Enables the use of Arm FEAT_BF16 instructions while lowering the vector "
                                          "dialect.")
    enable_arm_i8mm = Option(bool, False, "Enables the use of Arm FEAT_I8MM instructions while lowering the vector "
                                          "dialect.")
    enable_arm_neon = Option(bool, False, "Enables the use of ArmNeon dialect while lowering the vector dialect.")
    enable_arm_sve = Option(bool, False, "Enables the use of ArmSVE dialect while lowering the vector dialect.")
    enable_x86vector = Option(bool, False, "Enables the use of X86Vector dialect while lowering the vector dialect.")
    force_32bit_vector_indices = Option(bool, True, "Allows compiler to assume vector indices fit in 32-bit if that "
                                                    "yields faster code")
    reassociate_fp_reductions = Option(bool, False, "Allows llvm to reassociate floating-point reductions for speed")
    use_vector_alignment = Option(bool, False, "Use the preferred alignment of a vector type in load/store "
                                               "operations instead of the alignment of the element type of the "
                                               "memref.")
    vector_contract_lowering = Option(CONTRACT_LOWERINGS, "dot", "control the lowering of `vector.contract` "
                                                                  "operations.")
    vector_transpose_lowering = Option(TRANSPOSE_LOWERINGS, "eltwise", "control the lowering of `vector.transpose` "
                                                                        "operations.")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_common import llvm_conversion_target, run_llvm_partial_conversion

        run_vector_cleanup(op, self)
        target = llvm_conversion_target()
        target.add_legal_dialect("arith")
        target.add_legal_dialect("memref")
        target.add_legal_op("builtin.unrealized_conversion_cast")
        run_llvm_partial_conversion(op, lambda c, p: populate_vector_to_llvm_conversion_patterns(
            c, p, self.reassociate_fp_reductions, self.force_32bit_vector_indices, self.use_vector_alignment),
            target=target)


def run_vector_cleanup(op: Operation, pass_: ConvertVectorToLLVMPass | None = None) -> None:
    """The greedy pre-pass of ConvertVectorToLLVMPass::runOnOperation: the
    vector-to-vector lowerings in MLIR's order, with folding and dead-code
    removal."""
    from pyopt.conversion.vector_broadcast_lowering import populate_vector_broadcast_lowering_patterns
    from pyopt.conversion.vector_lowering import canonicalization, contract_strategies, mask_lowering, misc_lowering
    from pyopt.conversion.vector_lowering import shape_cast_lowering
    from pyopt.conversion.vector_lowering import strided_slice_lowering, transpose_lowering
    from pyopt.conversion.vector_transfer_lowering import populate_vector_transfer_lowering_patterns
    from pyopt.rewrite.greedy import apply_patterns_greedily
    from pyopt.rewrite.pattern import PatternSet

    force_32bit = pass_.force_32bit_vector_indices if pass_ is not None else True
    transpose = pass_.vector_transpose_lowering if pass_ is not None else "eltwise"
    contract = pass_.vector_contract_lowering if pass_ is not None else "dot"
    patterns = PatternSet()
    canonicalization.populate_vector_to_vector_canonicalization_patterns(patterns)
    misc_lowering.populate_vector_bitcast_lowering_patterns(patterns)
    populate_vector_broadcast_lowering_patterns(patterns)
    contract_strategies.populate_vector_contract_lowering_patterns(patterns, contract)
    if contract == "llvmintr":
        contract_strategies.populate_vector_contract_to_matrix_multiply(patterns)
    mask_lowering.populate_vector_mask_op_lowering_patterns(patterns)
    shape_cast_lowering.populate_vector_shape_cast_lowering_patterns(patterns)
    misc_lowering.populate_vector_interleave_lowering_patterns(patterns)
    transpose_lowering.populate_vector_transpose_lowering_patterns(patterns, transpose)
    if transpose == "llvmintr":
        transpose_lowering.populate_vector_transpose_to_flat_transpose(patterns, benefit=2)
    populate_vector_transfer_lowering_patterns(patterns, max_transfer_rank=1)
    mask_lowering.populate_vector_mask_materialization_patterns(patterns, force_32bit)
    strided_slice_lowering.populate_vector_insert_extract_strided_slice_transforms(patterns)
    misc_lowering.populate_vector_step_lowering_patterns(patterns)
    misc_lowering.populate_vector_rank_reducing_fma_pattern(patterns)
    misc_lowering.populate_vector_gather_lowering_patterns(patterns)
    misc_lowering.populate_vector_from_elements_unroll_patterns(patterns)
    apply_patterns_greedily(op, patterns)
