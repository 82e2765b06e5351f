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


def _element_alignment(t: T.Type) -> int:
    """The ABI alignment of a scalar element in the default data layout."""
    from pyopt.conversion.memref_to_llvm import type_size_in_bytes

    if isinstance(t, T.VectorType):
        t = t.element
    size = type_size_in_bytes(t, 64)
    return 1 << max(0, (size - 1).bit_length())


class VectorLoadStoreConversion(ConvertOpToLLVMPattern):
    """vector.load/store: one llvm.load/store at the strided address,
    aligned as the memref element (or the vector, with use-vector-alignment)."""

    def __init__(self, converter: Any, use_vector_alignment: bool = False, benefit: int = 1) -> None:
        super().__init__(converter, benefit=benefit)
        self.use_vector_alignment = use_vector_alignment

    def access(self, op: Operation, memref_type: T.MemRefType, vector_type: T.Type) -> dict[str, A.Attribute] | None:
        if not _is_1d(vector_type) and not (isinstance(vector_type, T.VectorType) and vector_type.rank == 0):
            return None
        attr = op.properties.get("alignment")
        if attr is not None:
            alignment = attr.value  # type: ignore[attr-defined]
        elif self.use_vector_alignment:
            from pyopt.conversion.memref_to_llvm import type_size_in_bytes

            alignment = 1 << max(0, (type_size_in_bytes(vector_type, 64) - 1).bit_length())
        else:
            alignment = _element_alignment(memref_type.element)
        props: dict[str, A.Attribute] = {"alignment": A.IntegerAttr(alignment, T.i64)}
        nontemporal = op.properties.get("nontemporal")
        if nontemporal is not None and getattr(nontemporal, "value", 0):
            props["nontemporal"] = A.UnitAttr()
        return props


class VectorLoadOpConversion(VectorLoadStoreConversion):
    root = "vector.load"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        memref_type = op.operands[0].type
        result_type = op.results[0].type
        props = self.access(op, memref_type, result_type)
        converted = self.type_converter.convert_type(result_type)
        if props is None or converted is None:
            return rewriter.notify_match_failure(op, "unsupported vector type")
        ptr = self.get_strided_element_ptr(rewriter, op.loc, memref_type, adaptor.base, adaptor.indices)
        load = rewriter.create("llvm.load", [ptr], [converted], properties=props, loc=op.loc)
        rewriter.replace_op(op, [load.results[0]])
        return True


class VectorStoreOpConversion(VectorLoadStoreConversion):
    root = "vector.store"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        memref_type = op.operands[1].type
        props = self.access(op, memref_type, op.operands[0].type)
        if props is None:
            return rewriter.notify_match_failure(op, "unsupported vector type")
        ptr = self.get_strided_element_ptr(rewriter, op.loc, memref_type, adaptor.base, adaptor.indices)
        rewriter.create("llvm.store", [adaptor.valueToStore, ptr], [], properties=props, loc=op.loc)
        rewriter.erase_op(op)
        return True


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


class VectorExtractOpConversion(ConvertOpToLLVMPattern):
    root = "vector.extract"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        loc = op.loc
        result_type = op.results[0].type
        positions = _positions(op, adaptor)
        value = adaptor.source
        # The leading positions pick a 1-D vector out of the array nest.
        is_scalar = not isinstance(result_type, T.VectorType)
        outer = positions[:-1] if is_scalar else positions
        if any(not isinstance(p, int) for p in outer):
            return rewriter.notify_match_failure(op, "dynamic position into an n-D vector")
        if outer:
            value = extract_value(rewriter, loc, value, outer)
        if is_scalar and positions:
            index = positions[-1]
            if isinstance(index, int):
                index = _const(rewriter, loc, index)
            value = rewriter.create("llvm.extractelement", [value, index], [result_type], loc=loc).results[0]
        elif is_scalar:  # a 0-D source
            index = _const(rewriter, loc, 0)
            value = rewriter.create("llvm.extractelement", [value, index], [result_type], loc=loc).results[0]
        rewriter.replace_op(op, [value])
        return True


class VectorInsertOpConversion(ConvertOpToLLVMPattern):
    root = "vector.insert"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        loc = op.loc
        positions = _positions(op, adaptor)
        store_type = op.operands[0].type
        dest = adaptor.dest
        is_scalar = not isinstance(store_type, T.VectorType)
        outer = positions[:-1] if is_scalar else positions
        if any(not isinstance(p, int) for p in outer):
            return rewriter.notify_match_failure(op, "dynamic position into an n-D vector")
        if not is_scalar:
            rewriter.replace_op(op, [insert_value(rewriter, loc, dest, adaptor.valueToStore, outer)])
            return True
        row = extract_value(rewriter, loc, dest, outer) if outer else dest
        index = positions[-1] if positions else 0
        if isinstance(index, int):
            index = _const(rewriter, loc, index)
        row = rewriter.create("llvm.insertelement", [row, adaptor.valueToStore, index], [row.type],
                              loc=loc).results[0]
        if outer:
            row = insert_value(rewriter, loc, dest, row, outer)
        rewriter.replace_op(op, [row])
        return True


class VectorShuffleOpConversion(ConvertOpToLLVMPattern):
    root = "vector.shuffle"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        v1_t, v2_t = op.operands[0].type, op.operands[1].type
        result_type = op.results[0].type
        if not (_is_1d(v1_t) and v1_t == v2_t and _is_1d(result_type)):
            return rewriter.notify_match_failure(op, "only 1-D shuffles of one type")
        mask = A.DenseArrayAttr(T.i32, tuple(op.properties["mask"].values))  # type: ignore[attr-defined]
        new = rewriter.create("llvm.shufflevector", adaptor.operands, [self.type_converter.convert_type(result_type)],
                              properties={"mask": mask}, loc=op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


class VectorFMAOp1DConversion(ConvertOpToLLVMPattern):
    root = "vector.fma"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        t = op.results[0].type
        if not _is_1d(t):
            return rewriter.notify_match_failure(op, "only 1-D vectors")
        new = V.create(rewriter, "llvm.intr.fmuladd", adaptor.operands, [t], None, op.loc)
        rewriter.replace_op(op, [new.results[0]])
        return True


_INT_REDUCTIONS = {"add": "add", "mul": "mul", "minui": "umin", "minsi": "smin", "maxui": "umax",
                   "maxsi": "smax", "and": "and", "or": "or", "xor": "xor"}
_INT_COMBINE = {"add": "llvm.add", "mul": "llvm.mul", "minui": "llvm.intr.umin", "minsi": "llvm.intr.smin",
                "maxui": "llvm.intr.umax", "maxsi": "llvm.intr.smax", "and": "llvm.and", "or": "llvm.or",
                "xor": "llvm.xor"}
_FLOAT_MINMAX = {"maxnumf": ("fmax", "llvm.intr.maxnum"), "minnumf": ("fmin", "llvm.intr.minnum"),
                 "maximumf": ("fmaximum", "llvm.intr.maximum"), "minimumf": ("fminimum", "llvm.intr.minimum")}


class VectorReductionOpConversion(ConvertOpToLLVMPattern):
    root = "vector.reduction"

    def __init__(self, converter: Any, reassociate_fp_reductions: bool = False, benefit: int = 1) -> None:
        super().__init__(converter, benefit=benefit)
        self.reassociate = reassociate_fp_reductions

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        kind = op.properties["kind"].value  # type: ignore[attr-defined]
        vector = adaptor.vector_
        acc = adaptor.acc
        element = op.results[0].type
        if not _is_1d(op.operands[0].type):
            return rewriter.notify_match_failure(op, "only 1-D vectors")
        loc = op.loc
        if isinstance(element, (T.IntegerType, T.IndexType)):
            element = self.type_converter.convert_type(element)
            name = _INT_REDUCTIONS.get(kind)
            if name is None:
                return False
            result = V.create(rewriter, f"llvm.intr.vector.reduce.{name}", [vector], [element], None, loc).results[0]
            if acc is not None:
                result = V.create(rewriter, _INT_COMBINE[kind], [acc, result], [element], None, loc).results[0]
            rewriter.replace_op(op, [result])
            return True
        fmf = V.llvm_fastmath_value(getattr(op.properties.get("fastmath"), "value", 0))
        if kind in ("add", "mul"):
            if self.reassociate:
                fmf |= 64  # reassoc
            start = acc
            if start is None:
                neutral = 0.0 if kind == "add" else 1.0
                start = V.create(rewriter, "llvm.mlir.constant", [], [element],
                                 V.TargetAttrs({"value": A.FloatAttr.get(neutral, element)}), loc).results[0]
            from pyopt.dialects.llvm.attrs import FastmathFlagsAttr

            name = "llvm.intr.vector.reduce.fadd" if kind == "add" else "llvm.intr.vector.reduce.fmul"
            result = V.create(rewriter, name, [start, vector], [element],
                              V.TargetAttrs({}, {"fastmathFlags": FastmathFlagsAttr(fmf)}), loc).results[0]
            rewriter.replace_op(op, [result])
            return True
        if kind in _FLOAT_MINMAX:
            from pyopt.dialects.llvm.attrs import FastmathFlagsAttr

            reduce, combine = _FLOAT_MINMAX[kind]
            attrs = V.TargetAttrs({}, {"fastmathFlags": FastmathFlagsAttr(fmf)})
            result = V.create(rewriter, f"llvm.intr.vector.reduce.{reduce}", [vector], [element], attrs,
                              loc).results[0]
            if acc is not None:
                result = V.create(rewriter, combine, [result, acc], [element], attrs, loc).results[0]
            rewriter.replace_op(op, [result])
            return True
        return False


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


def populate_vector_to_llvm_conversion_patterns(converter: Any, patterns: Any, reassociate_fp_reductions: bool = False,
                                                force_32bit_vector_indices: bool = False,
                                                use_vector_alignment: bool = False) -> None:
    patterns.add(VectorBitCastOpConversion(converter), VectorBroadcastScalarToLowRankLowering(converter),
                 VectorBroadcastScalarToNdLowering(converter), VectorReductionOpConversion(converter, reassociate_fp_reductions),
                 VectorShuffleOpConversion(converter), VectorExtractOpConversion(converter),
                 VectorFMAOp1DConversion(converter), VectorInsertOpConversion(converter),
                 VectorLoadOpConversion(converter, use_vector_alignment),
                 VectorStoreOpConversion(converter, use_vector_alignment), VectorFromElementsLowering(converter))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    populate_vector_to_llvm_conversion_patterns(converter, patterns)


CONTRACT_LOWERINGS = ("dot", "llvmintr", "outerproduct", "parallelarith")
TRANSPOSE_LOWERINGS = ("eltwise", "llvmintr", "shuffle1d", "shuffle16x16")


class ConvertVectorToLLVMPass(Pass):
    argument = "convert-vector-to-llvm"
    name = "ConvertVectorToLLVMPass"
    summary = "Lower the operations from the vector dialect into the LLVM dialect"
    anchor = "builtin.module"
    dependent_dialects = ("llvm",)
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

        run_vector_cleanup(op)
        target = llvm_conversion_target()
        target.add_legal_dialect("arith")
        target.add_legal_dialect("memref")
        target.add_legal_op("builtin.unrealized_conversion_cast")
        run_llvm_partial_conversion(op, lambda c, p: populate_vector_to_llvm_conversion_patterns(
            c, p, self.reassociate_fp_reductions, self.force_32bit_vector_indices, self.use_vector_alignment),
            target=target)


def run_vector_cleanup(op: Operation) -> None:
    """The greedy pre-pass: folding, dead-code removal, and the broadcast
    and transfer (rank <= 1) lowerings; MLIR's pre-pass has more vector
    lowerings (contract, transpose, masks, strided slices...) that pyopt
    does not have yet."""
    from pyopt.conversion.vector_transfer_lowering import populate_vector_transfer_lowering_patterns
    from pyopt.rewrite.pattern import PatternSet

    from pyopt.conversion.vector_broadcast_lowering import populate_vector_broadcast_lowering_patterns

    patterns = PatternSet()
    populate_vector_broadcast_lowering_patterns(patterns)
    populate_vector_transfer_lowering_patterns(patterns, max_transfer_rank=1)
    from pyopt.rewrite.greedy import apply_patterns_greedily

    apply_patterns_greedily(op, patterns)
