"""NVVM attributes: #nvvm.target, the enum and shape attributes, and the
checks of the `nvvm.*` discardable attributes on functions."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.nvvm_rocdl_common import (EnumAttrC, Param, TargetAttr, TargetDialect, enum_attr,
                                              op_error, quoted)
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError


def verify_nvvm_attribute(op: Any, name: str, attr: A.Attribute) -> None:
    """NVVMDialect::verifyOperationAttribute."""
    if name == "nvvm.kernel" and op.name != "llvm.func":
        raise op_error(op, "'nvvm.kernel' attribute attached to unexpected op")
    if name in ("nvvm.maxntid", "nvvm.reqntid", "nvvm.cluster_dim"):
        if not (isinstance(attr, A.DenseArrayAttr) and attr.element is T.i32 and 0 < len(attr.values) <= 3):
            raise op_error(op, f"'{quoted(name)}' attribute must be integer array with maximum 3 index")
    if name in ("nvvm.minctasm", "nvvm.maxnreg", "nvvm.cluster_max_blocks"):
        if not isinstance(attr, A.IntegerAttr):
            raise op_error(op, f"'{quoted(name)}' attribute must be integer constant")
    if name == "nvvm.blocksareclusters":
        if "nvvm.reqntid" not in op.attributes or "nvvm.cluster_dim" not in op.attributes:
            raise op_error(op, f"'{quoted(name)}' attribute must be used along with 'nvvm.reqntid' and "
                               f"'nvvm.cluster_dim'")


nvvm = TargetDialect("nvvm", verify_nvvm_attribute)


@nvvm.attr
class NVVMTargetAttr(TargetAttr):
    __slots__ = ()
    name = "nvvm.target"
    cpp_name = "NVVM_TargetAttr"
    params = (Param("O", "int", 2), Param("triple", "str", "nvptx64-nvidia-cuda"), Param("chip", "str", "sm_50"),
              Param("features", "str", ""), Param("flags", "dict"), Param("link", "array"),
              Param("verifyTarget", "bool", True))

    @classmethod
    def verify(cls, values: dict[str, Any], loc: A.Location) -> None:
        o = values.get("O", 2)
        if not 0 <= o <= 3:
            raise MLIRError("The optimization level must be a number between 0 and 3.", loc)
        if values.get("triple") == "":
            raise MLIRError("The target triple cannot be empty.", loc)
        if values.get("chip") == "":
            raise MLIRError("The target chip cannot be empty.", loc)
        link = values.get("link")
        if link is not None and not all(isinstance(e, A.StringAttr) for e in link.elements):
            raise MLIRError("All the elements in the `link` array must be strings.", loc)

    def verify_target(self, module: Any) -> None:
        """NVVMTargetAttr::verifyTarget, called by gpu.module's verifier."""
        if self["verifyTarget"]:
            from pyopt.dialects.nvvm.target import verify_target

            verify_target(self["chip"], module)


@nvvm.attr
class MMAShapeAttr(TargetAttr):
    """`#nvvm.shape<m = 16, n = 8, k = 8>` (all parameters required); as an
    op's `$shape` it is printed stripped, `<m = 64, n = 8, k = 16>`."""

    __slots__ = ()
    name = "nvvm.shape"
    cpp_name = "NVVM_MMAShapeAttr"
    all_required = True
    params = (Param("m", "int"), Param("n", "int"), Param("k", "int"))
    # The full `#nvvm.shape<...>` (or an alias) is one HASH_ID token: no
    # `attribute` rule here, whose states would be copied into every op using it.
    stripped_grammar = "hash_or_stripped_body"

    @classmethod
    def from_stripped(cls, tok: Any, builder: Any) -> A.Attribute:
        if getattr(tok, "type", None) == "HASH_ID":
            return builder.hash_attr([tok])  # type: ignore[no-any-return]
        return cls.parse_body(str(tok)[1:-1], builder, tok)

    def print_stripped(self, p: Any) -> None:
        self.print_body(p)


@nvvm.attr
class LdStMatrixShapeAttr(TargetAttr):
    __slots__ = ()
    name = "nvvm.ld_st_matrix_shape"
    cpp_name = "LdStMatrixShapeAttr"
    all_required = True
    params = (Param("m", "int"), Param("n", "int"))


def _enum(mnemonic: str, cases: str, cpp_enum: str, cpp_attr: str, summary: str,
          bracketed: bool = True, info: bool = False) -> EnumAttrC:
    cls = enum_attr(nvvm, mnemonic, cases.split(), cpp_enum, cpp_attr, bracketed, summary if info else "")
    return EnumAttrC(cls, summary)


BarrierReduction = _enum("reduction", "popc and or", "BarrierReduction", "BarrierReductionAttr",
                         "NVVM barrier reduction operation")
ShflKind = _enum("shfl_kind", "bfly up down idx", "ShflKind", "ShflKindAttr", "NVVM shuffle kind", False)
VoteSyncKind = _enum("vote_sync_kind", "any all ballot uni", "VoteSyncKind", "VoteSyncKindAttr",
                     "NVVM vote sync kind", False)
ReduxKind = _enum("redux_kind", "add and max min or umax umin xor fmin fmax", "ReduxKind", "ReduxKindAttr",
                  "NVVM redux kind", False)
MatchSyncKind = _enum("match_sync_kind", "any all", "MatchSyncKind", "MatchSyncKindAttr", "NVVM match sync kind",
                      False)
SetMaxRegisterAction = _enum("action", "decrease increase", "SetMaxRegisterAction", "SetMaxRegisterActionAttr",
                             "NVVM set max register action", False)
GridDepAction = _enum("grid_dep_action", "wait launch_dependents", "GridDepActionKind", "GridDepActionAttr",
                      "Action kind for grid dependency control", False)
LoadCacheModifier = _enum("load_cache_modifier", "ca cg cs lu cv", "LoadCacheModifierKind",
                          "LoadCacheModifierAttr", "NVVM load cache modifier kind", False)
PrefetchCacheLevel = _enum("prefetch_cache_level", "L1 L2", "PrefetchCacheLevel", "PrefetchCacheLevelAttr",
                           "NVVM Prefetch Cache Level", False)
CacheEvictionPriority = _enum("cache_eviction_priority",
                              "evict_normal evict_first evict_last evict_unchanged no_allocate",
                              "CacheEvictionPriority", "CacheEvictionPriorityAttr", "NVVM Cache Eviction Priority",
                              False)
MemScopeKind = _enum("mem_scope", "cta cluster gpu sys", "MemScopeKind", "MemScopeKindAttr",
                     "NVVM Memory Scope kind")
ProxyKind = _enum("proxy_kind", "alias async async.global async.shared tensormap generic", "ProxyKind",
                  "ProxyKindAttr", "Proxy kind")
SharedSpace = _enum("shared_space", "cta cluster", "SharedSpace", "SharedSpaceAttr", "Shared memory space")
FPRoundingMode = _enum("fp_rnd_mode", "none rn rm rp rz rna rs", "FPRoundingMode", "FPRoundingModeAttr",
                       "NVVM FPRoundingMode kind")
SaturationMode = _enum("sat_mode", "none satfinite", "SaturationMode", "SaturationModeAttr",
                       "NVVM SaturationMode kind")
MMALayout = _enum("mma_layout", "row col", "MMALayout", "MMALayoutAttr", "NVVM MMA layout")
MMATypes = _enum("mma_type", "f16 f32 tf32 bf16 s8 u8 s32 s4 u4 b1 f64 e4m3 e5m2 e3m2 e2m3 e2m1", "MMATypes",
                 "MMATypesAttr", "NVVM MMA types")
MMAFrag = _enum("mma_frag", "a b c", "MMAFrag", "MMAFragAttr", "NVVM MMA frag type")
MMAB1Op = _enum("mma_b1op", "none xor_popc and_popc", "MMAB1Op", "MMAB1OpAttr", "MMA binary operations")
MMAIntOverflow = _enum("mma_int_overflow", "satfinite wrapped", "MMAIntOverflow", "MMAIntOverflowAttr",
                       "MMA overflow options")
LdStMatrixEltType = _enum("ld_st_matrix_elt_type", "b16 b8 b8x16.b6x16_p32 b8x16.b4x16_p64",
                          "LdStMatrixEltType", "LdStMatrixEltTypeAttr", "Element type for ldmatrix and stmatrix")
PermuteMode = _enum("permute_mode", "default f4e b4e rc8 ecl ecr rc16", "PermuteMode", "PermuteModeAttr",
                    "NVVM permute mode")

# ---- the enums of the sm_90+/sm_100 ops (tcgen05, TMA, fences, dot products) ----------------------
MemOrderKind = _enum("mem_order", "weak relaxed acquire release acq_rel sc mmio volatile", "MemOrderKind",
                     "MemOrderKindAttr", "NVVM Memory Ordering kind")
CTAGroupKind = _enum("cta_group", "cta_1 cta_2", "CTAGroupKind", "CTAGroupKindAttr", "NVVM CTA group kind")
Tcgen05FenceKind = _enum("tcgen05_fence", "before after", "Tcgen05FenceKind", "Tcgen05FenceKindAttr",
                         "NVVM Tcgen05 fence kind")
Tcgen05WaitKind = _enum("tcgen05_wait", "load store", "Tcgen05WaitKind", "Tcgen05WaitKindAttr",
                        "NVVM Tcgen05 wait kind")
Tcgen05CpShape = _enum("tcgen05_cp_shape", "shape_128x256b shape_4x256b shape_128x128b shape_64x128b shape_32x128b",
                       "Tcgen05CpShape", "Tcgen05CpShapeAttr", "tcgen05 cp shapes")
Tcgen05CpMulticast = _enum("tcgen05_cp_multicast", "none warpx2_02_13 warpx2_01_23 warpx4", "Tcgen05CpMulticast",
                           "Tcgen05CpMulticastAttr", "tcgen05 cp multicast")
Tcgen05CpSrcFormat = _enum("tcgen05_cp_src_fmt", "b6x16_p32 b4x16_p64", "Tcgen05CpSrcFormat",
                           "Tcgen05CpSrcFormatAttr", "tcgen05 cp source format")
Tcgen05LdStShape = _enum("tcgen05_ldst_shape", "shape_16x64b shape_16x128b shape_16x256b shape_32x32b shape_16x32bx2",
                         "Tcgen05LdStShape", "Tcgen05LdStShapeAttr", "")
TMALoadMode = _enum("tma_load_mode", "tile im2col im2col_w im2col_w_128 tile_gather4", "TMALoadMode",
                    "TMALoadModeAttr", "List of Load-Modes supported for TMA Tensor Ops")
TMAStoreMode = _enum("tma_store_mode", "tile im2col tile_scatter4", "TMAStoreMode", "TMAStoreModeAttr",
                     "NVVM TMA Store Mode")
TMAReduxKind = _enum("tma_redux_kind", "add max min inc dec and or xor", "TMAReduxKind", "TMAReduxKindAttr",
                     "NVVM TMA redux kind")
DotAccumulateType = _enum("dot_accumulate_type", "signed unsigned", "DotAccumulateType", "DotAccumulateTypeAttr",
                          "NVVM DotAccumulateType")
ClusterLaunchControlQueryType = _enum(
    "cluster_launch_control_query_type", "is_canceled get_first_cta_id_x get_first_cta_id_y get_first_cta_id_z",
    "ClusterLaunchControlQueryType", "ClusterLaunchControlQueryTypeAttr", "NVVM ClusterLaunchControlQueryType",
    bracketed=False, info=True)
WGMMATypes = _enum("wgmma_type", "f16 tf32 u8 s8 b1 bf16 e4m3 e5m2 f32 s32", "WGMMATypes", "WGMMATypesAttr",
                   "NVVM WGMMA types")
WGMMAScaleIn = _enum("wgmma_scale_in", "one neg", "WGMMAScaleIn", "WGMMAScaleInAttr", "WGMMA overflow options")
WGMMAScaleOut = _enum("wgmma_scale_out", "zero one", "WGMMAScaleOut", "WGMMAScaleOutAttr", "WGMMA input predicate")

# ---- the enums of the sparse, block-scaled and tcgen05 matrix-multiply ops -------------------------
MMAKind = _enum("mma_kind", "f8f6f4", "MMAKind", "MMAKindAttr", "MMA operation kind")
ScaleVecSize = _enum("scale_vec_size", "x1 x2 x4", "ScaleVecSize", "ScaleVecSizeAttr", "MMA Scale Vector Sizes")
BlockScaleFormat = _enum("block_scale_format", "ue8m0 ue4m3", "BlockScaleFormat", "BlockScaleFormatAttr",
                         "MMA Block Scale Format")
MMABlockScaleKind = _enum("block_scale_kind", "mxf8f6f4 mxf4 mxf4nvf4", "MMABlockScaleKind", "MMABlockScaleKindAttr",
                          "Block Scale Kind")
Tcgen05MMAKind = _enum("tcgen05_mma_kind", "f8f6f4 i8 f16 tf32", "Tcgen05MMAKind", "Tcgen05MMAKindAttr",
                       "tcgen05 MMA Supported Types")
Tcgen05MMACollectorOp = _enum("tcgen05_mma_collectorop", "discard lastuse fill use", "Tcgen05MMACollectorOp",
                              "Tcgen05MMACollectorOpAttr", "tcgen05.mma Collector Buffer Operation")
Tcgen05MMACollectorBBuffer = _enum("tcgen05_mma_collectorb", "b0 b1 b2 b3", "Tcgen05MMACollectorBBuffer",
                                   "Tcgen05MMACollectorBBufferAttr", "tcgen05 MMA Collector Buffer B Attribute")
Tcgen05MMABlockScale = _enum("tcgen05_mma_block_scale", "default block16 block32", "Tcgen05MMABlockScale",
                             "Tcgen05MMABlockScaleAttr", "tcgen05.mma block scale attribute")
