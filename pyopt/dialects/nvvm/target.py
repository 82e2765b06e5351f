"""`#nvvm.target`'s check of a gpu.module (NVVMTargetAttr::verifyTarget):
the chip names an SM version of at least sm_20, and every op of the module
that requires an SM version (NVVMRequiresSM traits, NVVMRequiresSMTraits.h)
is supported on that chip."""

from __future__ import annotations

from typing import Any, NamedTuple

from pyopt.ir.diagnostics import MLIRError


class SMVersion(NamedTuple):
    version: int
    arch_accelerated: bool = False  # sm_90a
    family_specific: bool = False  # sm_100f

    @property
    def family(self) -> int:
        return self.version // 10

    @property
    def has_family_features(self) -> bool:
        return self.family_specific or self.arch_accelerated


class SMRequirement:
    """What an op needs: any one of `versions` (NVVMCheckSMVersion)."""

    __slots__ = ("versions",)

    def __init__(self, *versions: SMVersion) -> None:
        self.versions = versions

    def compatible_with(self, target: SMVersion) -> bool:
        for need in self.versions:
            if need.arch_accelerated:
                ok = target.arch_accelerated and target.version == need.version
            elif need.family_specific:
                ok = target.has_family_features and target.family == need.family and target.version >= need.version
            else:
                ok = target.version >= need.version
            if ok:
                return True
        return False


def requires_sm(version: int) -> SMRequirement:
    """NVVMRequiresSM<N>: sm_N or newer."""
    return SMRequirement(SMVersion(version))


def requires_sm_a(*versions: int) -> SMRequirement:
    """NVVMRequiresSMa<[...]>: one of the arch-accelerated sm_Na."""
    return SMRequirement(*(SMVersion(v, arch_accelerated=True) for v in versions))


def requires_sm_f(*versions: int) -> SMRequirement:
    """NVVMRequiresSMf<[...]>: a family-specific (or accelerated) chip of the family, at least sm_N."""
    return SMRequirement(*(SMVersion(v, family_specific=True) for v in versions))


def requires_sm_a_or_f(a: SMRequirement, f: SMRequirement) -> SMRequirement:
    """NVVMRequiresSMaOrf<A, F>."""
    return SMRequirement(*a.versions, *f.versions)


def target_sm_version(chip: str) -> SMVersion:
    """NVVMCheckSMVersion::getTargetSMVersionFromStr: the digits after the
    first three characters (whatever they are); a final `a` or `f` marks the
    kind.  Digits that do not make an int leave the version 0 here (the C++
    leaves it uninitialized; in practice it fails the sm_20 minimum)."""
    digits = ""
    for ch in chip[3:]:
        if not ch.isdigit():
            break
        digits += ch
    version = int(digits) if digits and int(digits) < 2 ** 31 else 0
    return SMVersion(version, chip.endswith("a"), chip.endswith("f"))


def verify_target(chip: str, module: Any) -> None:
    """The walk of verifyTarget: the first op not supported on `chip` fails it."""
    target = target_sm_version(chip)
    if target.version < 20:
        err = MLIRError("Minimum NVVM target SM version is sm_20", module.loc)
        err.plain = True
        raise err
    for op in _post_order(module):
        need = getattr(op, "required_sm", None)
        if need is not None and not need.compatible_with(target):
            raise op.emit_error(f"is not supported on {chip}")


def _post_order(top: Any) -> Any:
    """Operation::walk's default order: an op after the ops nested in it."""
    stack: list[tuple[Any, bool]] = [(top, False)]
    while stack:
        op, leaving = stack.pop()
        if leaving:
            yield op
            continue
        stack.append((op, True))
        nested = [o for region in op.regions for block in region.blocks for o in block.ops]
        stack.extend((o, False) for o in reversed(nested))


# The NVVMRequiresSM* traits of 22.1.8's NVVMOps.td (each op probed against
# mlir-opt 22.1.8 with chips sm_20..sm_121a).  Ops not listed have none.
_SM90_OPS = ("cluster.arrive.relaxed", "cluster.wait", "cp.async.bulk.tensor.shared.cluster.global",
             "cp.async.bulk.wait_group", "mapa", "read.ptx.sreg.aggr.smem.size", "read.ptx.sreg.cluster.ctaid.x",
             "read.ptx.sreg.cluster.ctaid.y", "read.ptx.sreg.cluster.ctaid.z", "read.ptx.sreg.cluster.ctarank",
             "read.ptx.sreg.cluster.nctaid.x", "read.ptx.sreg.cluster.nctaid.y", "read.ptx.sreg.clusterid.x")
_TCGEN05_OPS = ("alloc", "commit", "cp", "dealloc", "fence", "ld", "relinquish_alloc_permit", "st", "wait")
_TCGEN05_MMA_OPS = ("mma", "mma.block_scale", "mma.sp", "mma.sp.block_scale", "mma.ws", "mma.ws.sp")

SM_REQUIREMENTS: dict[str, SMRequirement] = {
    "nvvm.shfl.sync": requires_sm(30),
    "nvvm.redux.sync": requires_sm(80),
    **{f"nvvm.{name}": requires_sm(90) for name in _SM90_OPS},
    "nvvm.clusterlaunchcontrol.try.cancel": requires_sm(100),
    "nvvm.clusterlaunchcontrol.query.cancel": requires_sm(100),
    **{f"nvvm.convert.f32x4.to.{kind}x4": requires_sm_a(100, 103) for kind in ("f4", "f6", "f8")},
    **{f"nvvm.tcgen05.{name}": requires_sm_a(100, 101) for name in _TCGEN05_OPS},
    **{f"nvvm.tcgen05.{name}": requires_sm_a(100, 110) for name in _TCGEN05_MMA_OPS},
    "nvvm.tcgen05.shift": requires_sm_a(100, 101, 103),
    **{f"nvvm.wgmma.{name}": requires_sm_a(90) for name in ("fence.aligned", "commit.group.sync.aligned",
                                                              "wait.group.sync.aligned")},
}


def attach_requirements(ops: dict[str, Any]) -> None:
    """Give each declared op its requirement (the RequiresSMInterface)."""
    for name, need in SM_REQUIREMENTS.items():
        ops[name].required_sm = need
