"""`--nvvm-attach-target` and `--rocdl-attach-target` (MLIR's
GPU/Transforms/NVVMAttachTarget.cpp, ROCDLAttachTarget.cpp): append a target
attribute built from the options to the `targets` of every gpu.module whose
name the `module` regex matches (anywhere in the name, as llvm::Regex::match);
equal neighbours in the list are then collapsed, as MLIR's std::unique does."""

from __future__ import annotations

import re
from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.passes.pass_base import Option, Pass


def _modules(op: Operation, pattern: str) -> list[Operation]:
    regex = re.compile(pattern) if pattern else None
    found = []
    for block in op.regions[0].blocks:
        for nested in block.ops:
            if nested.name != "gpu.module":
                continue
            name = nested.properties.get("sym_name")
            if regex is None or (isinstance(name, A.StringAttr) and regex.search(name.value)):
                found.append(nested)
    return found


def _append_target(module: Operation, target: A.Attribute) -> None:
    """The target appended, then runs of equal targets collapsed to one
    (std::unique over the whole list, as 22.1.8 does)."""
    targets = module.properties.get("targets")
    merged: list[A.Attribute] = []
    for t in [*(targets.elements if isinstance(targets, A.ArrayAttr) else ()), target]:
        if not merged or merged[-1] != t:
            merged.append(t)
    module.properties["targets"] = A.ArrayAttr(tuple(merged))


def _flags(entries: list[tuple[str, A.Attribute]]) -> A.Attribute | None:
    return A.DictionaryAttr(tuple(sorted(entries))) if entries else None


def _links(paths: list[str]) -> A.Attribute | None:
    return A.ArrayAttr(tuple(A.StringAttr(p) for p in paths)) if paths else None


class AttachTargetPass(Pass):
    """The options both passes have; a subclass builds its target."""

    anchor = "builtin.module"
    module_regex = Option(str, "", "Regex used to identify the modules to attach the target to.", arg="module")
    opt_level = Option(int, 2, "Optimization level.", arg="O", int_kind="uint")
    link_libs = Option(list, [], "Extra bitcode libraries paths to link to.", arg="l")

    def target(self) -> A.Attribute:
        raise NotImplementedError

    def run_on_operation(self, op: Operation) -> None:
        target = self.target()
        for module in _modules(op, self.module_regex):
            _append_target(module, target)


class NVVMAttachTarget(AttachTargetPass):
    argument = "nvvm-attach-target"
    name = "NVVMAttachTarget"
    summary = "Attaches an NVVM target attribute to a GPU Module."
    dependent_dialects = ("nvvm",)
    triple = Option(str, "nvptx64-nvidia-cuda", "Target triple.")
    chip = Option(str, "sm_50", "Target chip.")
    features = Option(str, "", "Target features, default is to use the minimum PTX ISA version for the SM target.")
    fast = Option(bool, False, "Enable fast math mode.")
    ftz = Option(bool, False, "Enable flush to zero for denormals.")
    ptxas_cmd_options = Option(str, "", "Command line options passed to downstream compiler")

    def target(self) -> A.Attribute:
        from pyopt.dialects.nvvm.attrs import NVVMTargetAttr

        entries: list[tuple[str, A.Attribute]] = []
        if self.fast:
            entries.append(("fast", A.UnitAttr()))
        if self.ftz:
            entries.append(("ftz", A.UnitAttr()))
        options = self.ptxas_cmd_options.split()
        if options:
            entries.append(("ptxas-cmd-options", A.ArrayAttr(tuple(A.StringAttr(o) for o in options))))
        values: dict[str, Any] = {"O": self.opt_level, "triple": self.triple, "chip": self.chip,
                                  "features": self.features, "flags": _flags(entries),
                                  "link": _links(self.link_libs)}
        return NVVMTargetAttr(*(values.get(p.name, p.default) for p in NVVMTargetAttr.params))


class ROCDLAttachTarget(AttachTargetPass):
    argument = "rocdl-attach-target"
    name = "ROCDLAttachTarget"
    summary = "Attaches a ROCDL target attribute to a GPU Module."
    dependent_dialects = ("rocdl",)
    triple = Option(str, "amdgcn-amd-amdhsa", "Target triple.")
    chip = Option(str, "gfx900", "Target chip.")
    features = Option(str, "", "Target features.")
    abi = Option(str, "600", "ABI version.")
    wave64 = Option(bool, True, "Use Wave64 mode.")
    fast = Option(bool, False, "Enable fast relaxed math opt.")
    daz = Option(bool, False, "Enable denormals are zero opt.")
    finite_only = Option(bool, False, "Enable finite only opt.")
    unsafe_math = Option(bool, False, "Enable unsafe math opt.")
    correct_sqrt = Option(bool, True, "Enable correct rounded sqrt.")

    def target(self) -> A.Attribute:
        from pyopt.dialects.rocdl.base import ROCDLTargetAttr

        unit = A.UnitAttr()
        entries = [(name, unit) for name, on in (
            ("no_wave64", not self.wave64), ("fast", self.fast), ("daz", self.daz),
            ("finite_only", self.finite_only), ("unsafe_math", self.unsafe_math),
            ("unsafe_sqrt", not self.correct_sqrt)) if on]
        values: dict[str, Any] = {"O": self.opt_level, "triple": self.triple, "chip": self.chip,
                                  "features": self.features, "abi": self.abi, "flags": _flags(entries),
                                  "link": _links(self.link_libs)}
        return ROCDLTargetAttr(*(values.get(p.name, p.default) for p in ROCDLTargetAttr.params))
