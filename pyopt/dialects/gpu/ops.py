"""gpu ops with declarative formats: host runtime ops, id queries,
subgroup ops, reductions, printf and the subgroup MMA ops."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.rewrite.side_effects import MemAlloc, MemFree, MemRead, MemWrite
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import (AllTypesMatch, AttrSizedOperandSegments, IsolatedFromAbove, OpDef, Pure,
                          SameOperandsAndResultType, TypesMatchWith, opt_operand, opt_prop, opt_result, operand, prop,
                          region, result, var_operand)
from pyopt.dialects.gpu.attrs import (AddressSpaceAttr, AllReduceOperationC, BroadcastTypeC, DimensionC,
                                      MMAElementwiseC, ShuffleModeC)
from pyopt.dialects.gpu.common import (AnyIntegerOrFloat, AnyIntegerOrFloatOr1DVector, AsyncToken,
                                       IntIndexOrFloat, MMAConstantValue, MMAMatrix, MMAMemRef, MMAOperandAB,
                                       MMAOperandC, MMAStoreSrc, NamedResultsOp)
from pyopt.dialects.gpu.dialect import gpu
from pyopt.dialects.gpu.types import MMAMatrixType
from pyopt.rewrite.side_effects import MemAlloc, MemFree, MemRead, MemWrite

_ASYNC = "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies)"


# ---- host runtime ops ---------------------------------------------------------------------------
@gpu.op
class AllocOp(NamedResultsOp):
    name = "gpu.alloc"
    side_effects = (MemAlloc("memref"),)
    asyncDependencies = var_operand(AsyncToken)
    dynamicSizes = var_operand(C.Index)
    symbolOperands = var_operand(C.Index)
    hostShared = opt_prop(C.UnitAttr)
    memref = result(C.AnyMemRef)
    asyncToken = opt_result(AsyncToken)
    side_effects = (MemAlloc("memref"),)
    traits = (AttrSizedOperandSegments,)
    assembly_format = (f"{_ASYNC} (` ` `host_shared` $hostShared^)? ` ` "
                       "`(` $dynamicSizes `)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")

    def verify_(self) -> None:
        t = self.memref.type
        dynamic = sum(1 for d in t.shape if d == T.DYNAMIC)
        if len(self.dynamicSizes) != dynamic:
            raise self.emit_error(f"incorrect number of dynamic sizes, has {len(self.dynamicSizes)}, "
                                  f"expected {dynamic}")
        layout = t.layout
        symbols = layout.value.num_symbols if isinstance(layout, A.AffineMapAttr) else 0
        if len(self.symbolOperands) != symbols:
            raise self.emit_error("symbol operand count does not equal memref symbol count")


@gpu.op
class DeallocOp(OpDef):
    name = "gpu.dealloc"
    side_effects = (MemFree("memref"),)
    asyncDependencies = var_operand(AsyncToken)
    memref = operand(C.AnyMemRef)
    asyncToken = opt_result(AsyncToken)
    side_effects = (MemFree("memref"),)
    assembly_format = f"{_ASYNC} $memref attr-dict `:` type($memref)"


def _shape_of(t: T.Type) -> tuple[int, ...] | None:
    return tuple(t.shape) if isinstance(t, T.MemRefType) else None


@gpu.op
class MemcpyOp(OpDef):
    name = "gpu.memcpy"
    side_effects = (MemWrite("dst"), MemRead("src"))
    asyncDependencies = var_operand(AsyncToken)
    dst = operand(C.AnyMemRef)
    src = operand(C.AnyMemRef)
    asyncToken = opt_result(AsyncToken)
    side_effects = (MemWrite("dst"), MemRead("src"))
    assembly_format = f"{_ASYNC} $dst`,` $src `:` type($dst)`,` type($src) attr-dict"

    def verify_(self) -> None:
        s, d = self.src.type, self.dst.type
        if s.element is not d.element:
            raise self.emit_error("arguments have incompatible element type")
        if s.shape != d.shape and not _compatible_shapes(s.shape, d.shape):
            raise self.emit_error("arguments have incompatible shape")


def _compatible_shapes(a: Sequence[int], b: Sequence[int]) -> bool:
    return len(a) == len(b) and all(x == y or x == T.DYNAMIC or y == T.DYNAMIC for x, y in zip(a, b))


@gpu.op
class MemsetOp(OpDef):
    name = "gpu.memset"
    side_effects = (MemWrite("dst"),)
    asyncDependencies = var_operand(AsyncToken)
    dst = operand(C.AnyMemRef)
    value = operand(C.AnyType)
    asyncToken = opt_result(AsyncToken)
    side_effects = (MemWrite("dst"),)
    assembly_format = f"{_ASYNC} $dst`,` $value `:` type($dst)`,` type($value) attr-dict"

    def verify_(self) -> None:
        if self.dst.type.element is not self.value.type:
            raise self.emit_error("failed to verify that all of {dst, value} have same element type")


@gpu.op
class WaitOp(OpDef):
    name = "gpu.wait"
    asyncDependencies = var_operand(AsyncToken)
    asyncToken = opt_result(AsyncToken)
    assembly_format = f"{_ASYNC} attr-dict"


@gpu.op
class HostRegisterOp(OpDef):
    name = "gpu.host_register"
    value = operand(C.AnyUnrankedMemRef)
    assembly_format = "$value attr-dict `:` type($value)"


@gpu.op
class HostUnregisterOp(OpDef):
    name = "gpu.host_unregister"
    value = operand(C.AnyUnrankedMemRef)
    assembly_format = "$value attr-dict `:` type($value)"


@gpu.op
class SetDefaultDeviceOp(OpDef):
    name = "gpu.set_default_device"
    devIndex = operand(C.I32)
    side_effects = (MemWrite(),)
    assembly_format = "attr-dict $devIndex"


# ---- ids and sizes ------------------------------------------------------------------------------
class _DimOp(OpDef):
    __slots__ = ()
    dimension = prop(DimensionC)
    upper_bound = opt_prop(C.IndexAttr)
    result_ = result(C.Index)
    traits = (Pure,)
    assembly_format = "$dimension (`upper_bound` $upper_bound^)? attr-dict"

    def suggest_result_names(self) -> Sequence[str | None]:
        dim = self.properties.get("dimension")
        return [f"{self.name[4:]}_{getattr(dim, 'value', 'x')}"]


def _dim_op(op_name: str, cls_name: str) -> type[OpDef]:
    cls = type(cls_name, (_DimOp,), {"name": op_name})
    return gpu.op(cls)


for _name in ("thread_id", "block_id", "block_dim", "grid_dim", "global_id", "cluster_id", "cluster_block_id",
              "cluster_dim", "cluster_dim_blocks"):
    _dim_op("gpu." + _name, "".join(w.title() for w in _name.split("_")) + "Op")


@gpu.op
class LaneIdOp(OpDef):
    name = "gpu.lane_id"
    upper_bound = opt_prop(C.IndexAttr)
    result_ = result(C.Index)
    traits = (Pure,)
    assembly_format = "(`upper_bound` $upper_bound^)? attr-dict"


class _TypedIndexOp(OpDef):
    __slots__ = ()
    upper_bound = opt_prop(C.IndexAttr)
    result_ = result(C.Index)
    traits = (Pure,)
    assembly_format = "(`upper_bound` $upper_bound^)? attr-dict `:` type($result_)"


@gpu.op
class SubgroupIdOp(_TypedIndexOp):
    name = "gpu.subgroup_id"


@gpu.op
class NumSubgroupsOp(_TypedIndexOp):
    name = "gpu.num_subgroups"


@gpu.op
class SubgroupSizeOp(_TypedIndexOp):
    name = "gpu.subgroup_size"


# ---- synchronization, shuffles and reductions ------------------------------------------------------
@gpu.op
class BarrierOp(OpDef):
    name = "gpu.barrier"
    assembly_format = "attr-dict"


@gpu.op
class ShuffleOp(NamedResultsOp):
    name = "gpu.shuffle"
    value = operand(AnyIntegerOrFloatOr1DVector)
    offset = operand(C.I32)
    width = operand(C.I32)
    mode = prop(ShuffleModeC)
    shuffleResult = result(AnyIntegerOrFloatOr1DVector)
    valid = result(C.I1)
    traits = (Pure, AllTypesMatch("value", "shuffleResult"))
    assembly_format = "$mode $value `,` $offset `,` $width attr-dict `:` type($value)"


class _I32Confined(C.TypedAttrC):
    def __init__(self, summary: str, check: Any) -> None:
        super().__init__(T.i32, summary)
        self.extra = check

    def check(self, attr: A.Attribute) -> bool:
        return super().check(attr) and self.extra(attr.value)  # type: ignore[attr-defined]


@gpu.op
class RotateOp(NamedResultsOp):
    name = "gpu.rotate"
    value = operand(AnyIntegerOrFloatOr1DVector)
    offset = prop(_I32Confined("32-bit signless integer attribute whose minimum value is 0", lambda v: v >= 0))
    width = prop(_I32Confined("32-bit signless integer attribute whose value is a power of two > 0",
                              lambda v: v > 0 and v & (v - 1) == 0))
    rotateResult = result(AnyIntegerOrFloatOr1DVector)
    valid = result(C.I1)
    traits = (Pure, AllTypesMatch("value", "rotateResult"))
    assembly_format = "$value `,` $offset `,` $width attr-dict `:` type($value)"

    def verify_(self) -> None:
        width = self.properties["width"].value  # type: ignore[attr-defined]
        if self.properties["offset"].value >= width:  # type: ignore[attr-defined]
            raise self.emit_error(f"offset must be in the range [0, {width})")


@gpu.op
class SubgroupBroadcastOp(OpDef):
    name = "gpu.subgroup_broadcast"
    src = operand(C.AnyType)
    lane = opt_operand(C.I32)
    broadcast_type = prop(BroadcastTypeC)
    result_ = result(C.AnyType)
    traits = (Pure, AllTypesMatch("result_", "src"))
    assembly_format = "$src `,` $broadcast_type ($lane^)? attr-dict `:` type($result_)"

    def verify_(self) -> None:
        kind = self.properties["broadcast_type"].value  # type: ignore[attr-defined]
        if kind == "specific_lane" and self.lane is None:
            raise self.emit_error("lane must be specified for `specific_lane` broadcast")
        if kind != "specific_lane" and self.lane is not None:
            raise self.emit_error("lane can only be specified for `specific_lane` broadcast")


_INT_ONLY = ("minui", "minsi", "maxui", "maxsi", "and", "or", "xor")
_FLOAT_ONLY = ("minnumf", "maxnumf", "minimumf", "maximumf")


def _check_reduce_kind(op: OpDef, kind: str, t: T.Type) -> None:
    elt = t.element if isinstance(t, T.VectorType) else t
    if (kind in _INT_ONLY and not isinstance(elt, T.IntegerType)) or \
            (kind in _FLOAT_ONLY and not isinstance(elt, T.FloatType)):
        raise MLIRError(f"`{kind}` reduction operation is not compatible with type '{t}'", op.loc)


@gpu.op
class AllReduceOp(OpDef):
    name = "gpu.all_reduce"
    value = operand(AnyIntegerOrFloat)
    op = opt_prop(AllReduceOperationC)
    uniform = opt_prop(C.UnitAttr)
    result_ = result(AnyIntegerOrFloat)
    body = region()
    traits = (SameOperandsAndResultType, IsolatedFromAbove)
    assembly_format = ("custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? $body attr-dict "
                       "`:` functional-type(operands, results)")

    def verify_regions_(self) -> None:
        body = self.regions[0]
        kind = self.properties.get("op")
        if bool(body.blocks) == (kind is not None):
            raise MLIRError("expected either an op attribute or a non-empty body", self.loc)
        t = self.value.type
        if not body.blocks:
            _check_reduce_kind(self, kind.value, t)  # type: ignore[union-attr]
            return
        entry = body.blocks[0]
        if len(entry.args) != 2:
            raise MLIRError("expected two region arguments", self.loc)
        if any(a.type is not t for a in entry.args):
            raise MLIRError("incorrect region argument type", self.loc)
        yields = 0
        for block in body.blocks:
            term = block.last
            if term is not None and term.name == "gpu.yield":
                if len(term.operands) != 1:
                    raise MLIRError("expected one gpu.yield operand", self.loc)
                if term.operands[0].type is not t:
                    raise MLIRError("incorrect gpu.yield type", self.loc)
                yields += 1
        if not yields:
            raise MLIRError("expected gpu.yield op in region", self.loc)


@gpu.op
class SubgroupReduceOp(OpDef):
    name = "gpu.subgroup_reduce"
    value = operand(AnyIntegerOrFloatOr1DVector)
    op = prop(AllReduceOperationC)
    uniform = opt_prop(C.UnitAttr)
    cluster_size = opt_prop(C.I32Attr)
    cluster_stride = prop(C.I32Attr, default=A.IntegerAttr(1, T.i32))
    result_ = result(AnyIntegerOrFloatOr1DVector)
    traits = (SameOperandsAndResultType,)
    assembly_format = ("custom<AllReduceOperation>($op) $value (`uniform` $uniform^)? "
                       "(`cluster` `(` `size` `=` $cluster_size^ (`,` `stride` `=` $cluster_stride^)? `)`)? "
                       "attr-dict `:` functional-type(operands, results)")

    def verify_(self) -> None:
        _check_reduce_kind(self, self.properties["op"].value, self.value.type)  # type: ignore[attr-defined]
        size = self.properties.get("cluster_size")
        stride = self.properties.get("cluster_stride")
        stride_v = stride.value if isinstance(stride, A.IntegerAttr) else 1
        if size is None:
            if stride_v != 1:
                raise self.emit_error("cluster stride can only be specified if cluster size is specified")
            return
        v = size.value  # type: ignore[attr-defined]
        if v <= 0 or v & (v - 1):
            raise self.emit_error(f"cluster size {v} is not a power of two")
        if stride_v <= 0 or stride_v & (stride_v - 1):
            raise self.emit_error(f"cluster stride {stride_v} is not a power of two")


@gpu.op
class PrintfOp(OpDef):
    name = "gpu.printf"
    format = prop(C.StrAttr)
    args = var_operand(IntIndexOrFloat)
    assembly_format = "$format attr-dict (`,` $args^ `:` type($args))?"


@gpu.op
class DynamicSharedMemoryOp(OpDef):
    name = "gpu.dynamic_shared_memory"
    resultMemref = result(C.TypeConstraint(
        "1D memref of 8-bit signless integer values",
        lambda t: isinstance(t, T.MemRefType) and len(t.shape) == 1 and t.element is T.i8))
    traits = (Pure,)
    assembly_format = "attr-dict `:` type($resultMemref)"

    def verify_(self) -> None:
        from pyopt.ir.ods import SymbolTable

        op = self.parent_op
        while op is not None and not (op.has_trait(SymbolTable)):
            op = op.parent_op
        if op is None:
            raise self.emit_error("must be inside an op with symbol table")
        t = self.resultMemref.type
        if t.memory_space is not AddressSpaceAttr("workgroup"):
            raise self.emit_error("address space must be address_space<workgroup>")
        if t.shape != (T.DYNAMIC,) or t.layout is not None:
            raise self.emit_error("result memref type must be memref<?xi8, #gpu.address_space<workgroup>>")


# ---- subgroup MMA ------------------------------------------------------------------------------------
@gpu.op
class SubgroupMmaLoadMatrixOp(OpDef):
    name = "gpu.subgroup_mma_load_matrix"
    side_effects = (MemRead("srcMemref"),)
    srcMemref = operand(MMAMemRef)
    indices = var_operand(C.Index)
    leadDimension = prop(C.IndexAttr)
    transpose = opt_prop(C.UnitAttr)
    res = result(MMAMatrix)
    assembly_format = "$srcMemref`[`$indices`]` attr-dict `:` type($srcMemref) `->` type($res)"

    def verify_(self) -> None:
        if not last_dim_unit_stride(self.srcMemref.type):
            raise MLIRError("expected source memref most minor dim must have unit stride", self.loc)
        if self.res.type.operand not in ("AOp", "BOp", "COp"):
            raise MLIRError("only AOp, BOp and COp can be loaded", self.loc)


def _linear_coeffs(e: Any) -> dict[Any, Any] | None:
    """Coefficients of a linear affine expression: {("d", i): c, ("s", i): c,
    None: constant}, "?" for a coefficient that depends on a symbol; None
    when the expression is not linear."""
    from pyopt.ir import affine as AF

    k = e.kind
    if k == AF.AffineExprKind.Constant:
        return {None: e.value}
    if k == AF.AffineExprKind.DimId:
        return {("d", e.position): 1}
    if k == AF.AffineExprKind.SymbolId:
        return {("s", e.position): 1}
    lhs = _linear_coeffs(e.lhs) if k in (AF.AffineExprKind.Add, AF.AffineExprKind.Mul) else None
    rhs = _linear_coeffs(e.rhs) if lhs is not None else None
    if lhs is None or rhs is None:
        return None
    if k == AF.AffineExprKind.Add:
        out = dict(lhs)
        for key, c in rhs.items():
            out[key] = "?" if "?" in (c, out.get(key, 0)) else out.get(key, 0) + c
        return out
    for a, b in ((lhs, rhs), (rhs, lhs)):
        if set(b) == {None} and b[None] != "?":
            return {key: "?" if c == "?" else c * b[None] for key, c in a.items()}
    has_dims = [any(isinstance(key, tuple) and key[0] == "d" for key in x) for x in (lhs, rhs)]
    if all(has_dims):
        return None
    return {key: "?" for key in (lhs if has_dims[0] else rhs)}


def last_dim_unit_stride(t: T.MemRefType) -> bool:
    """MemRefType::isLastDimUnitStride."""
    layout = t.layout
    if layout is None or not t.shape:
        return True
    if isinstance(layout, A.StridedLayoutAttr):
        return bool(layout.strides) and layout.strides[-1] == 1
    if isinstance(layout, A.AffineMapAttr):
        amap = layout.value
        if len(amap.results) != 1:
            return False
        coeffs = _linear_coeffs(amap.results[0])
        return coeffs is not None and coeffs.get(("d", amap.num_dims - 1), 0) == 1
    return True


@gpu.op
class SubgroupMmaStoreMatrixOp(OpDef):
    name = "gpu.subgroup_mma_store_matrix"
    side_effects = (MemWrite("dstMemref"),)
    src = operand(MMAStoreSrc)
    dstMemref = operand(MMAMemRef)
    indices = var_operand(C.Index)
    leadDimension = prop(C.IndexAttr)
    transpose = opt_prop(C.UnitAttr)
    assembly_format = "$src`,` $dstMemref`[`$indices`]` attr-dict `:` type($src)`,` type($dstMemref)"

    def verify_(self) -> None:
        if not last_dim_unit_stride(self.dstMemref.type):
            raise MLIRError("expected destination memref most minor dim must have unit stride", self.loc)
        if self.src.type.operand != "COp":
            raise MLIRError("expected the operand matrix being stored to have 'COp' operand type", self.loc)


@gpu.op
class SubgroupMmaComputeOp(OpDef):
    name = "gpu.subgroup_mma_compute"
    opA = operand(MMAOperandAB)
    opB = operand(MMAOperandAB)
    opC = operand(MMAOperandC)
    a_transpose = opt_prop(C.UnitAttr)
    b_transpose = opt_prop(C.UnitAttr)
    res = result(MMAMatrix)
    traits = (Pure, AllTypesMatch("opC", "res"))
    assembly_format = "$opA`,` $opB`,` $opC attr-dict `:` type($opA)`,` type($opB) `->` type($res)"

    def verify_(self) -> None:
        a, b, c = self.opA.type, self.opB.type, self.opC.type
        if (a.operand, b.operand, c.operand) != ("AOp", "BOp", "COp"):
            raise MLIRError("operands must be in the order AOp, BOp, COp", self.loc)
        if a.shape[1] != b.shape[0] or a.shape[0] != c.shape[0] or b.shape[1] != c.shape[1]:
            raise MLIRError("operand shapes do not satisfy matmul constraints", self.loc)


@gpu.op
class SubgroupMmaConstantMatrixOp(OpDef):
    name = "gpu.subgroup_mma_constant_matrix"
    value = operand(MMAConstantValue)
    res = result(MMAMatrix)
    traits = (Pure, TypesMatchWith("res", "value", lambda t: getattr(t, "element", None),
                                   "value type matches element type of mma_matrix"))
    assembly_format = "$value attr-dict `:` type($res)"

    @staticmethod
    def infer_types(b: Any) -> None:
        res = b.types.get("res")
        if isinstance(res, MMAMatrixType):
            b.types["value"] = res.element


@gpu.op
class SubgroupMmaElementwiseOp(OpDef):
    name = "gpu.subgroup_mma_elementwise"
    args = var_operand(MMAMatrix)
    opType = prop(MMAElementwiseC)
    res = result(MMAMatrix)
    traits = (Pure,)
    assembly_format = "$opType $args attr-dict `:` functional-type($args, $res)"


@gpu.op
class SubgroupMmaExtractThreadLocalOp(OpDef):
    name = "gpu.subgroup_mma_extract_thread_local"
    matrix = operand(MMAMatrix)
    indices = var_operand(C.Index)
    res = result(AnyIntegerOrFloat)
    traits = (Pure,)
    assembly_format = "$matrix`[`$indices`]` attr-dict `:` type($matrix) `->` type($res)"


@gpu.op
class SubgroupMmaInsertThreadLocalOp(OpDef):
    name = "gpu.subgroup_mma_insert_thread_local"
    value = operand(AnyIntegerOrFloat)
    matrix = operand(MMAMatrix)
    indices = var_operand(C.Index)
    res = result(MMAMatrix)
    traits = (Pure,)
    assembly_format = ("$value`,` $matrix`[`$indices`]` attr-dict `:` type($value)`,` type($matrix) "
                       "`->` type($res)")
