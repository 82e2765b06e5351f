"""NVVM's convert-to-LLVM patterns (MLIR's NVVMToLLVM.cpp).

22.1.8 registers one pattern, `PtxLowering`, on the op interface
BasicPtxBuilderOpInterface: NVVM ops without an LLVM intrinsic become
inline PTX (`llvm.inline_asm`).  Being an interface pattern it has no root
op name, which is what puts 22.1.8's conversion driver in its "mode A" tie
order whenever NVVM is loaded (shared/spec/gpu-to-llvm.md 8.1, 8.2).

An op implements the interface when `nvvm_ptx_ops` registers a PTX spec
under its name (the dialect's op classes stay untouched); `ptx_builder`
does the lowering.  The pattern stays rootless either way: the shape of the
pattern set is what `legacy-tie-order` depends on.
"""

from __future__ import annotations

from typing import Any

from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.ir.core import Operation
from pyopt.passes.pass_base import Pass


class BasicPtxBuilderOpInterface:
    """The interface as a pattern root; an op implements it when
    `ptx_builder.PTX_OPS` holds a spec for its name."""


class PtxLowering(ConvertOpToLLVMPattern):
    root = BasicPtxBuilderOpInterface
    benefit = 2  # MLIR registers it with benefit 2, above the intrinsic lowerings

    def matches_root(self, op: Operation) -> bool:
        return op.name in _ptx_ops()

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        # MLIR's pattern is a plain (not a conversion) pattern: it reads the
        # op's original operands, not the adaptor's.
        spec = _ptx_ops().get(op.name)
        if spec is None:
            return rewriter.notify_match_failure(op, "the op does not implement BasicPtxBuilderOpInterface")
        from pyopt.conversion.ptx_builder import lower_to_ptx

        return lower_to_ptx(op, spec, rewriter)


def _ptx_ops() -> dict[str, Any]:
    from pyopt.conversion import nvvm_ptx_ops  # noqa: F401  (registers the specs)
    from pyopt.conversion.ptx_builder import PTX_OPS

    return PTX_OPS


def populate_nvvm_to_llvm_conversion_patterns(converter: Any, patterns: Any) -> None:
    patterns.add(PtxLowering(converter))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    """ConvertToLLVMPatternInterface of the NVVM dialect."""
    populate_nvvm_to_llvm_conversion_patterns(converter, patterns)


class ConvertNVVMToLLVMPass(Pass):
    argument = "convert-nvvm-to-llvm"
    name = "ConvertNVVMToLLVMPass"
    summary = "Convert NVVM to PTX with Inline Assembly in LLVM dialect"
    dependent_dialects = ("llvm", "nvvm")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_common import llvm_dialect_target, run_llvm_partial_conversion

        run_llvm_partial_conversion(op, populate_nvvm_to_llvm_conversion_patterns, target=llvm_dialect_target())
