"""The sparse-op patterns of `gpu-to-llvm` (cuSPARSE / cuSPARSELt runtime
calls of GPUToLLVMConversion.cpp): handles are opaque `!llvm.ptr`s, every op
is async with exactly one dependency and its token becomes that stream."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.conversion.gpu_to_llvm_runtime import (INTPTR, I8, I32, I64, PTR, VOID, ConvertOpToGpuRuntimeCallPattern,
                                                  FunctionCallBuilder, all_llvm_types, async_with_one_dependency,
                                                  llvm_constant, llvm_op)
from pyopt.conversion.memref_descriptor import MemRefDescriptor
from pyopt.dialects.llvm.control import AllocaOp, GEPOp
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value

F = FunctionCallBuilder
CREATE_DN_VEC = F("mgpuCreateDnVec", PTR, [INTPTR, PTR, I32, PTR])
DESTROY_DN_VEC = F("mgpuDestroyDnVec", VOID, [PTR, PTR])
CREATE_DN_MAT = F("mgpuCreateDnMat", PTR, [INTPTR, INTPTR, PTR, I32, PTR])
DESTROY_DN_MAT = F("mgpuDestroyDnMat", VOID, [PTR, PTR])
CREATE_COO = F("mgpuCreateCoo", PTR, [INTPTR, INTPTR, INTPTR, PTR, PTR, PTR, I32, I32, PTR])
CREATE_COO_AOS = F("mgpuCreateCooAoS", PTR, [INTPTR, INTPTR, INTPTR, PTR, PTR, I32, I32, PTR])
CREATE_CSR = F("mgpuCreateCsr", PTR, [INTPTR, INTPTR, INTPTR, PTR, PTR, PTR, I32, I32, I32, PTR])
CREATE_CSC = F("mgpuCreateCsc", PTR, [INTPTR, INTPTR, INTPTR, PTR, PTR, PTR, I32, I32, I32, PTR])
CREATE_BSR = F("mgpuCreateBsr", PTR, [INTPTR, INTPTR, INTPTR, INTPTR, INTPTR, PTR, PTR, PTR, I32, I32, I32, PTR])
DESTROY_SP_MAT = F("mgpuDestroySpMat", VOID, [PTR, PTR])
SPMV_BUFFER_SIZE = F("mgpuSpMVBufferSize", INTPTR, [I32, PTR, PTR, PTR, I32, PTR])
SPMV = F("mgpuSpMV", VOID, [I32, PTR, PTR, PTR, I32, PTR, PTR])
SPMM_BUFFER_SIZE = F("mgpuSpMMBufferSize", INTPTR, [I32, I32, PTR, PTR, PTR, I32, PTR])
SPMM = F("mgpuSpMM", VOID, [I32, I32, PTR, PTR, PTR, I32, PTR, PTR])
SDDMM_BUFFER_SIZE = F("mgpuSDDMMBufferSize", INTPTR, [I32, I32, PTR, PTR, PTR, I32, PTR])
SDDMM = F("mgpuSDDMM", VOID, [I32, I32, PTR, PTR, PTR, I32, PTR, PTR])
LT_CREATE_DN_MAT = F("mgpuCreateCuSparseLtDnMat", VOID, [PTR, INTPTR, INTPTR, PTR, I32, PTR])
LT_DESTROY_SP_MAT = F("mgpuDestroyCuSparseLtSpMat", VOID, [PTR, PTR])
LT_DESTROY_DN_MAT = F("mgpuDestroyCuSparseLtDnMat", VOID, [PTR, PTR])
LT_CREATE_2TO4 = F("mgpuCusparseLtCreate2To4SpMat", VOID, [PTR, INTPTR, INTPTR, PTR, I32, PTR])
LT_SPMM_BUFFER_SIZE = F("mgpuCuSparseLtSpMMBufferSize", VOID, [PTR, I32, I32, PTR, PTR, PTR, I32, I32, PTR])
LT_SPMM = F("mgpuCuSparseLtSpMM", VOID, [PTR, PTR, PTR, PTR, PTR, PTR, PTR])
SPGEMM_CREATE_DESCR = F("mgpuSpGEMMCreateDescr", PTR, [PTR])
SPGEMM_DESTROY_DESCR = F("mgpuSpGEMMDestroyDescr", VOID, [PTR, PTR])
SPGEMM_WORK_ESTIMATION = F("mgpuSpGEMMWorkEstimation", INTPTR, [PTR, I32, I32, PTR, PTR, PTR, I32, INTPTR, PTR, PTR])
SPGEMM_COMPUTE = F("mgpuSpGEMMCompute", INTPTR, [PTR, I32, I32, PTR, PTR, PTR, I32, INTPTR, PTR, PTR])
SPGEMM_COPY = F("mgpuSpGEMMCopy", VOID, [PTR, I32, I32, PTR, PTR, PTR, I32, PTR])
SPMAT_GET_SIZE = F("mgpuSpMatGetSize", VOID, [PTR, PTR, PTR, PTR, PTR])
SET_CSR_POINTERS = F("mgpuSetCsrPointers", VOID, [PTR, PTR, PTR, PTR, PTR])


# ---- cuSPARSE enum values -----------------------------------------------------------------
def cusparse_index_type(t: T.Type) -> int:
    """cusparseIndexType_t."""
    if isinstance(t, T.IntegerType) and t.width == 16:
        return 1
    if isinstance(t, T.IntegerType) and t.width == 32:
        return 2
    return 3


_REAL = {"bf16": 14, "f16": 2, "f32": 0, "f64": 1}
_REAL_INT = {8: 3, 16: 20, 32: 10}
_COMPLEX = {"bf16": 15, "f16": 6, "f32": 4, "f64": 5}
_COMPLEX_INT = {8: 7, 16: 21, 32: 11}


def cusparse_data_type(t: T.Type) -> int:
    """cudaDataType_t."""
    if isinstance(t, T.ComplexType):
        e = t.element  # type: ignore[attr-defined]
        if isinstance(e, T.FloatType) and e.kind in _COMPLEX:
            return _COMPLEX[e.kind]
        if isinstance(e, T.IntegerType) and e.width in _COMPLEX_INT:
            return _COMPLEX_INT[e.width]
    if isinstance(t, T.FloatType) and t.kind in _REAL:
        return _REAL[t.kind]
    if isinstance(t, T.IntegerType) and t.width in _REAL_INT:
        return _REAL_INT[t.width]
    raise ValueError(f"unsupported element type {t}")


def cusparselt_data_type(t: T.Type) -> int:
    if isinstance(t, T.FloatType) and t.kind == "f16":
        return 0
    if isinstance(t, T.IntegerType) and t.width == 32:
        return 1
    raise ValueError(f"unsupported type {t}")


def i32_constant(rewriter: Any, loc: Any, value: int) -> Value:
    return llvm_constant(rewriter, loc, I32, A.IntegerAttr(value, I32))


def enum_index(attr: Any, cases: Sequence[str]) -> int:
    return cases.index(attr.value)


TRANSPOSE = ("NON_TRANSPOSE", "TRANSPOSE", "CONJUGATE_TRANSPOSE")
PRUNE = ("NONE", "PRUNE_ONLY", "PRUNE_AND_CHECK")


def mode_constant(rewriter: Any, loc: Any, op: Operation, name: str) -> Value:
    return i32_constant(rewriter, loc, enum_index(getattr(op, name), TRANSPOSE))


def compute_type_constant(rewriter: Any, loc: Any, op: Operation, lt: bool = False) -> Value:
    t = op.properties["computeType"].value
    return i32_constant(rewriter, loc, cusparselt_data_type(t) if lt else cusparse_data_type(t))


def allocated_ptr(rewriter: Any, loc: Any, desc: Value) -> Value:
    return MemRefDescriptor(desc).allocated_ptr(rewriter, loc)


def _defining(value: Value) -> Operation | None:
    owner = value.owner
    return owner if isinstance(owner, Operation) else None


_SPMAT_CREATORS = ("gpu.create_coo", "gpu.create_coo_aos", "gpu.create_csr", "gpu.create_csc", "gpu.create_bsr")


def is_2to4_sparsity(spmat: Value) -> bool:
    op = _defining(spmat)
    if op is not None and op.name == "gpu.create_2to4_spmat":
        return True
    if op is not None and op.name in _SPMAT_CREATORS:
        return False
    raise ValueError("cannot find spmat def")


def is_spmm_cusparselt_op(dn_tensor: Value) -> bool:
    return any(user.name == "gpu.spmm" and is_2to4_sparsity(user.spmatA)  # type: ignore[attr-defined]
               for user in dn_tensor.users)


def alloca(rewriter: Any, loc: Any, element: T.Type, size: Value) -> Value:
    return rewriter.create(AllocaOp, [size], [PTR], {"elem_type": A.TypeAttr(element), "alignment":
                                                     A.IntegerAttr(16, I64)}, None, None, (), loc).results[0]


def ptr_gep(rewriter: Any, loc: Any, base: Value, index: Value) -> Value:
    props = {"rawConstantIndices": A.DenseArrayAttr(T.i32, (-2147483648,)), "elem_type": A.TypeAttr(PTR)}
    return rewriter.create(GEPOp, [base, [index]], [PTR], props, None, None, (), loc).results[0]


class SparsePattern(ConvertOpToGpuRuntimeCallPattern):
    """Common preconditions; `lower(op, adaptor, rewriter, stream)` returns
    the replacement values of the results before the token."""

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        if not all_llvm_types(op, adaptor.operands, rewriter) or not async_with_one_dependency(op, rewriter):
            return False
        stream = adaptor.asyncDependencies[0]
        values = self.lower(op, adaptor, rewriter, op.loc, stream)
        rewriter.replace_op(op, [*values, stream])
        return True

    def lower(self, op: Operation, adaptor: Any, rewriter: Any, loc: Any, stream: Value) -> list[Value]:
        raise NotImplementedError


class CreateDnTensorPattern(SparsePattern):
    root = "gpu.create_dn_tensor"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        tensor = allocated_ptr(rewriter, loc, adaptor.memref)
        dtp = i32_constant(rewriter, loc, cusparse_data_type(op.memref.type.element))
        dims = list(adaptor.dims)
        if len(dims) == 2:
            if is_spmm_cusparselt_op(op.dnTensor):
                size = self.create_index_constant(rewriter, loc, 11032)
                handle = alloca(rewriter, loc, I8, size)
                handle = llvm_op(rewriter, "llvm.bitcast", [handle], PTR, loc)
                LT_CREATE_DN_MAT.create(loc, rewriter, [handle, dims[0], dims[1], tensor, dtp, stream])
            else:
                handle = CREATE_DN_MAT.create(loc, rewriter, [dims[0], dims[1], tensor, dtp, stream]).results[0]
        else:
            handle = CREATE_DN_VEC.create(loc, rewriter, [dims[0], tensor, dtp, stream]).results[0]
        return [handle]


class DestroyDnTensorPattern(SparsePattern):
    root = "gpu.destroy_dn_tensor"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        creator = _defining(op.dnTensor)
        rank = len(creator.dims) if creator is not None and creator.name == "gpu.create_dn_tensor" else 1
        if rank == 2:
            call = LT_DESTROY_DN_MAT if is_spmm_cusparselt_op(op.dnTensor) else DESTROY_DN_MAT
        else:
            call = DESTROY_DN_VEC
        call.create(loc, rewriter, [adaptor.dnTensor, stream])
        return []


def _element(value: Value) -> T.Type:
    return value.type.element  # type: ignore[attr-defined]


class CreateCooPattern(SparsePattern):
    root = "gpu.create_coo"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        rows, cols, vals = (allocated_ptr(rewriter, loc, v) for v in (adaptor.rowIdxs, adaptor.colIdxs,
                                                                      adaptor.values))
        itp = i32_constant(rewriter, loc, cusparse_index_type(_element(op.colIdxs)))
        dtp = i32_constant(rewriter, loc, cusparse_data_type(_element(op.values)))
        return [CREATE_COO.create(loc, rewriter, [adaptor.rows, adaptor.cols, adaptor.nnz, rows, cols, vals, itp,
                                                  dtp, stream]).results[0]]


class CreateCooAoSPattern(SparsePattern):
    root = "gpu.create_coo_aos"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        idxs = allocated_ptr(rewriter, loc, adaptor.idxs)
        vals = allocated_ptr(rewriter, loc, adaptor.values)
        itp = i32_constant(rewriter, loc, cusparse_index_type(_element(op.idxs)))
        dtp = i32_constant(rewriter, loc, cusparse_data_type(_element(op.values)))
        return [CREATE_COO_AOS.create(loc, rewriter, [adaptor.rows, adaptor.cols, adaptor.nnz, idxs, vals, itp, dtp,
                                                      stream]).results[0]]


class _CompressedPattern(SparsePattern):
    call: FunctionCallBuilder
    pos_name: str
    idx_name: str

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        pos = allocated_ptr(rewriter, loc, getattr(adaptor, self.pos_name))
        idx = allocated_ptr(rewriter, loc, getattr(adaptor, self.idx_name))
        vals = allocated_ptr(rewriter, loc, adaptor.values)
        ptp = i32_constant(rewriter, loc, cusparse_index_type(_element(getattr(op, self.pos_name))))
        itp = i32_constant(rewriter, loc, cusparse_index_type(_element(getattr(op, self.idx_name))))
        dtp = i32_constant(rewriter, loc, cusparse_data_type(_element(op.values)))
        return [self.call.create(loc, rewriter, [*self.sizes(adaptor), pos, idx, vals, ptp, itp, dtp,
                                                 stream]).results[0]]

    def sizes(self, adaptor: Any) -> list[Value]:
        return [adaptor.rows, adaptor.cols, adaptor.nnz]


class CreateCsrPattern(_CompressedPattern):
    root, call, pos_name, idx_name = "gpu.create_csr", CREATE_CSR, "rowPos", "colIdxs"


class CreateCscPattern(_CompressedPattern):
    root, call, pos_name, idx_name = "gpu.create_csc", CREATE_CSC, "colPos", "rowIdxs"


class CreateBsrPattern(_CompressedPattern):
    root, call, pos_name, idx_name = "gpu.create_bsr", CREATE_BSR, "bRowPos", "bColIdxs"

    def sizes(self, adaptor: Any) -> list[Value]:
        return [adaptor.brows, adaptor.bcols, adaptor.bnnz, adaptor.rBlockSize, adaptor.cBlockSize]


class Create2To4SpMatPattern(SparsePattern):
    root = "gpu.create_2to4_spmat"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        mat = allocated_ptr(rewriter, loc, adaptor.memref)
        dtp = i32_constant(rewriter, loc, cusparse_data_type(_element(op.memref)))
        size = self.create_index_constant(rewriter, loc, 44104)  # the size the CUDA runner asserts
        handle = alloca(rewriter, loc, I8, size)
        handle = llvm_op(rewriter, "llvm.bitcast", [handle], PTR, loc)
        LT_CREATE_2TO4.create(loc, rewriter, [handle, adaptor.rows, adaptor.cols, mat, dtp, stream])
        return [handle]


class DestroySpMatPattern(SparsePattern):
    root = "gpu.destroy_sp_mat"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        call = LT_DESTROY_SP_MAT if is_2to4_sparsity(op.spmat) else DESTROY_SP_MAT
        call.create(loc, rewriter, [adaptor.spmat, stream])
        return []


class SpMVBufferSizePattern(SparsePattern):
    root = "gpu.spmv_buffer_size"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        mode = mode_constant(rewriter, loc, op, "modeA")
        ctp = compute_type_constant(rewriter, loc, op)
        return [SPMV_BUFFER_SIZE.create(loc, rewriter, [mode, adaptor.spmatA, adaptor.dnX, adaptor.dnY, ctp,
                                                        stream]).results[0]]


class SpMVPattern(SparsePattern):
    root = "gpu.spmv"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        mode = mode_constant(rewriter, loc, op, "modeA")
        ctp = compute_type_constant(rewriter, loc, op)
        buf = allocated_ptr(rewriter, loc, adaptor.buffer)
        SPMV.create(loc, rewriter, [mode, adaptor.spmatA, adaptor.dnX, adaptor.dnY, ctp, buf, stream])
        return []


class SpMMBufferSizePattern(SparsePattern):
    root = "gpu.spmm_buffer_size"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        mode_a = mode_constant(rewriter, loc, op, "modeA")
        mode_b = mode_constant(rewriter, loc, op, "modeB")
        if not is_2to4_sparsity(op.spmatA):
            ctp = compute_type_constant(rewriter, loc, op)
            return [SPMM_BUFFER_SIZE.create(loc, rewriter, [mode_a, mode_b, adaptor.spmatA, adaptor.dnmatB,
                                                            adaptor.dnmatC, ctp, stream]).results[0]]
        creator = _defining(op.spmatA)
        assert creator is not None
        prune = i32_constant(rewriter, loc, enum_index(creator.pruneFlag, PRUNE))  # type: ignore[attr-defined]
        ctp = compute_type_constant(rewriter, loc, op, lt=True)
        three = self.create_index_constant(rewriter, loc, 3)
        sizes = alloca(rewriter, loc, PTR, three)
        LT_SPMM_BUFFER_SIZE.create(loc, rewriter, [sizes, mode_a, mode_b, adaptor.spmatA, adaptor.dnmatB,
                                                   adaptor.dnmatC, ctp, prune, stream])
        ptr1 = ptr_gep(rewriter, loc, sizes, self.create_index_constant(rewriter, loc, 1))
        ptr2 = ptr_gep(rewriter, loc, sizes, self.create_index_constant(rewriter, loc, 2))
        return [llvm_op(rewriter, "llvm.load", [p], I64, loc) for p in (sizes, ptr1, ptr2)]


class SDDMMBufferSizePattern(SparsePattern):
    root = "gpu.sddmm_buffer_size"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        mode_a = mode_constant(rewriter, loc, op, "modeA")
        mode_b = mode_constant(rewriter, loc, op, "modeB")
        ctp = compute_type_constant(rewriter, loc, op)
        return [SDDMM_BUFFER_SIZE.create(loc, rewriter, [mode_a, mode_b, adaptor.dnmatA, adaptor.dnmatB,
                                                         adaptor.spmatC, ctp, stream]).results[0]]


class SpMMPattern(SparsePattern):
    root = "gpu.spmm"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        mode_a = mode_constant(rewriter, loc, op, "modeA")
        mode_b = mode_constant(rewriter, loc, op, "modeB")
        ctp = compute_type_constant(rewriter, loc, op)
        if is_2to4_sparsity(op.spmatA):
            bufs = [allocated_ptr(rewriter, loc, b) for b in adaptor.buffers]
            LT_SPMM.create(loc, rewriter, [adaptor.spmatA, adaptor.dnmatB, adaptor.dnmatC, bufs[0], bufs[1],
                                           bufs[2], stream])
        else:
            buf = allocated_ptr(rewriter, loc, adaptor.buffers[0])
            SPMM.create(loc, rewriter, [mode_a, mode_b, adaptor.spmatA, adaptor.dnmatB, adaptor.dnmatC, ctp, buf,
                                        stream])
        return []


class SDDMMPattern(SparsePattern):
    root = "gpu.sddmm"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        ctp = compute_type_constant(rewriter, loc, op)
        mode_a = mode_constant(rewriter, loc, op, "modeA")
        mode_b = mode_constant(rewriter, loc, op, "modeB")
        buf = allocated_ptr(rewriter, loc, adaptor.buffer)
        SDDMM.create(loc, rewriter, [mode_a, mode_b, adaptor.dnmatA, adaptor.dnmatB, adaptor.spmatC, ctp, buf,
                                     stream])
        return []


class SpGEMMCreateDescrPattern(SparsePattern):
    root = "gpu.spgemm_create_descr"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        return [SPGEMM_CREATE_DESCR.create(loc, rewriter, [stream]).results[0]]


class SpGEMMDestroyDescrPattern(SparsePattern):
    root = "gpu.spgemm_destroy_descr"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        SPGEMM_DESTROY_DESCR.create(loc, rewriter, [adaptor.desc, stream])
        return []


class SpGEMMWorkEstimationOrComputePattern(SparsePattern):
    root = "gpu.spgemm_work_estimation_or_compute"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        ctp = compute_type_constant(rewriter, loc, op)
        mode_a = mode_constant(rewriter, loc, op, "modeA")
        mode_b = mode_constant(rewriter, loc, op, "modeB")
        buf = allocated_ptr(rewriter, loc, adaptor.buffer)
        call = SPGEMM_WORK_ESTIMATION if op.kind.value == "WORK_ESTIMATION" else SPGEMM_COMPUTE
        return [call.create(loc, rewriter, [adaptor.desc, mode_a, mode_b, adaptor.spmatA, adaptor.spmatB,
                                            adaptor.spmatC, ctp, adaptor.bufferSz, buf, stream]).results[0]]


class SpGEMMCopyPattern(SparsePattern):
    root = "gpu.spgemm_copy"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        ctp = compute_type_constant(rewriter, loc, op)
        mode_a = mode_constant(rewriter, loc, op, "modeA")
        mode_b = mode_constant(rewriter, loc, op, "modeB")
        SPGEMM_COPY.create(loc, rewriter, [adaptor.desc, mode_a, mode_b, adaptor.spmatA, adaptor.spmatB,
                                           adaptor.spmatC, ctp, stream])
        return []


class SpMatGetSizePattern(SparsePattern):
    root = "gpu.spmat_get_size"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        three = self.create_index_constant(rewriter, loc, 3)
        buffer = alloca(rewriter, loc, I64, three)
        ptrs = [ptr_gep(rewriter, loc, buffer, self.create_index_constant(rewriter, loc, i)) for i in range(3)]
        SPMAT_GET_SIZE.create(loc, rewriter, [adaptor.spmat, *ptrs, stream])
        return [llvm_op(rewriter, "llvm.load", [p], I64, loc) for p in ptrs]


class SetCsrPointersPattern(SparsePattern):
    root = "gpu.set_csr_pointers"

    def lower(self, op, adaptor, rewriter, loc, stream):  # type: ignore[no-untyped-def]
        ptrs = [allocated_ptr(rewriter, loc, v) for v in (adaptor.positions, adaptor.coordinates, adaptor.values)]
        SET_CSR_POINTERS.create(loc, rewriter, [adaptor.spmat, *ptrs, stream])
        return []


def sparse_patterns(converter: Any) -> list[Any]:
    """In upstream's registration order."""
    return [cls(converter) for cls in (
        CreateDnTensorPattern, DestroyDnTensorPattern, CreateCooPattern, CreateCooAoSPattern, CreateCsrPattern,
        CreateCscPattern, CreateBsrPattern, Create2To4SpMatPattern, DestroySpMatPattern, SpMVBufferSizePattern,
        SpMVPattern, SpMMBufferSizePattern, SDDMMBufferSizePattern, SpMMPattern, SDDMMPattern,
        SpGEMMCreateDescrPattern, SpGEMMDestroyDescrPattern, SpGEMMWorkEstimationOrComputePattern,
        SpGEMMCopyPattern, SpMatGetSizePattern, SetCsrPointersPattern)]
