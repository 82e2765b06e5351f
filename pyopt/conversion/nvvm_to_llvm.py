"""NVVM's convert-to-LLVM patterns (MLIR's NVVMToLLVM.cpp).

22.1.8 registers one pattern, `PtxLowering`, on the op interface
BasicPtxBuilderOpInterface: NVVM ops without an LLVM intrinsic become
inline PTX (`llvm.inline_asm`).  Being an interface pattern it has no root
op name, which is what puts 22.1.8's conversion driver in its "mode A" tie
order whenever NVVM is loaded (shared/spec/gpu-to-llvm.md 8.1, 8.2).

pyopt's NVVM ops do not declare the PTX-builder interface (none of them
needs inline PTX), so the pattern matches no op; it is registered for the
shape of the pattern set, which `legacy-tie-order` depends on.
"""

from __future__ import annotations

from typing import Any

from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.ir.core import Operation


class BasicPtxBuilderOpInterface:
    """Marker: NVVM op classes that lower to inline PTX would inherit it
    (and implement `ptx_code`)."""


class PtxLowering(ConvertOpToLLVMPattern):
    root = BasicPtxBuilderOpInterface
    benefit = 2  # MLIR registers it with benefit 2, above the intrinsic lowerings

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        return rewriter.notify_match_failure(op, "the op has no inline-PTX lowering in pyopt")


def populate_nvvm_to_llvm_conversion_patterns(converter: Any, patterns: Any) -> None:
    patterns.add(PtxLowering(converter))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    """ConvertToLLVMPatternInterface of the NVVM dialect."""
    populate_nvvm_to_llvm_conversion_patterns(converter, patterns)
