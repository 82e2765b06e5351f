"""`gpu-to-llvm` (MLIR's GpuToLLVMConversionPass, 22.1.8) with the
async.yield fix of LLVM PR #190717.

What runOnOperation does (shared/spec/gpu-to-llvm.md 1.2):

1. a greedy pre-pass (vector transfer lowering; the driver also folds,
   de-duplicates and hoists constants and erases dead ops);
2. a partial conversion to the LLVM dialect with the convert-to-LLVM
   patterns of every loaded dialect, the vector and memref patterns, the
   async structural conversions and the GPU runtime-call patterns.
   `gpu.module`/`gpu.binary` are legal (their bodies are still converted),
   `gpu.launch_func` is legal once its operand types are.

The fix: the GPU-aware async.yield pattern has benefit 2
(`async-yield-benefit`), so a yield of `!gpu.async.token` always records an
event on its stream, whatever dialects the input loads.  22.1.8's
registration (benefit 1) and its tie order (`legacy-tie-order`) are kept as
options to study and regression-test the bug.
"""

from __future__ import annotations

from typing import Any

from pyopt.passes.pass_base import Option, Pass, PassFailure


def run_pre_pass(module: Any) -> None:
    """Step 1: the greedy driver with its defaults and the vector transfer
    lowering patterns (max rank 1)."""
    from pyopt.conversion.vector_transfer_lowering import populate_vector_transfer_lowering_patterns
    from pyopt.rewrite.greedy import GreedyRewriteConfig, apply_patterns_greedily
    from pyopt.rewrite.pattern import PatternSet

    patterns = PatternSet()
    populate_vector_transfer_lowering_patterns(patterns, max_transfer_rank=1)
    apply_patterns_greedily(module, patterns, GreedyRewriteConfig())


def populate_gpu_to_llvm_conversion_patterns(converter: Any, patterns: Any, kernel_bare_ptr_call_conv: bool = False,
                                             kernel_intersperse_size_call_conv: bool = False,
                                             async_yield_benefit: int = 2) -> None:
    """populateGpuToLLVMConversionPatterns: the token and sparse handle types
    become `!llvm.ptr`, then the runtime-call patterns."""
    from pyopt.conversion.gpu_to_llvm_runtime import PTR, gpu_runtime_call_patterns
    from pyopt.dialects.gpu.types import (AsyncTokenType, SparseDnTensorHandleType, SparseSpGEMMOpHandleType,
                                          SparseSpMatHandleType)

    opaque = (AsyncTokenType, SparseDnTensorHandleType, SparseSpMatHandleType, SparseSpGEMMOpHandleType)

    def to_pointer(t: Any) -> Any:
        return PTR if isinstance(t, opaque) else None

    converter.add_conversion(to_pointer)
    patterns.add(*gpu_runtime_call_patterns(converter, kernel_bare_ptr_call_conv, kernel_intersperse_size_call_conv,
                                            async_yield_benefit))


class GpuToLLVMConversionPass(Pass):
    argument = "gpu-to-llvm"
    name = "GpuToLLVMConversionPass"
    summary = "Convert GPU dialect to LLVM dialect with GPU runtime calls"
    anchor = "builtin.module"
    dependent_dialects = ("llvm",)

    use_bare_pointers_for_host = Option(
        bool, False, "Use bare pointers to pass memref arguments to host functions. All memrefs must have static "
                     "shape.", arg="use-bare-pointers-for-host")
    use_bare_pointers_for_kernels = Option(
        bool, False, "Use bare pointers to pass memref arguments to kernels. The kernel must use the same setting "
                     "for this option.", arg="use-bare-pointers-for-kernels")
    intersperse_sizes_for_kernels = Option(
        bool, False, "Inserts a size_t argument following each memref argument, containing the static size in "
                     "bytes of the buffer. Incompatible arguments are rejected. This is intended for use by the "
                     "Vulkan runtime with the kernel bare pointer calling convention, to enable dynamic binding of "
                     "buffers as arguments without static type info.", arg="intersperse-sizes-for-kernels")
    async_yield_benefit = Option(
        int, 2, "pyopt: benefit of the GPU-aware async.yield pattern (2: the #190717 fix; 1: LLVM 22.1.8)",
        arg="async-yield-benefit", extension=True)
    legacy_tie_order = Option(
        bool, False, "pyopt: break ties between equal-benefit patterns as LLVM 22.1.8's conversion driver does "
                     "(gpu-to-llvm.md 8.1) instead of by registration order", arg="legacy-tie-order",
        extension=True)

    def run_on_operation(self, module: Any) -> None:
        from pyopt.conversion.async_structural import populate_async_structural_type_conversions_and_legality
        from pyopt.conversion.conversion_target import ConversionTarget
        from pyopt.conversion.convert_to_llvm_interface import populate_convert_to_llvm_patterns
        from pyopt.conversion.dialect_conversion import ConversionConfig, apply_partial_conversion
        from pyopt.conversion.llvm_type_converter import LowerToLLVMOptions, LLVMTypeConverter
        from pyopt.conversion.loaded_dialects import loaded_dialects
        from pyopt.conversion.memref_to_llvm import populate_finalize_memref_to_llvm_conversion_patterns
        from pyopt.conversion.vector_to_llvm import populate_vector_to_llvm_conversion_patterns
        from pyopt.ir.diagnostics import MLIRError
        from pyopt.rewrite.pattern import PatternSet

        from pyopt.ir.attributes import UnknownLoc
        from pyopt.rewrite.pattern import MAX_BENEFIT

        if not 0 <= self.async_yield_benefit <= MAX_BENEFIT:
            raise PassFailure(MLIRError(f"async-yield-benefit must be in 0..{MAX_BENEFIT}, got "
                                        f"{self.async_yield_benefit}", UnknownLoc()))
        run_pre_pass(module)

        # LowerToLLVMOptions(context): gpu-to-llvm does not ask the data layout (index stays 64-bit).
        options = LowerToLLVMOptions(use_bare_ptr_call_conv=self.use_bare_pointers_for_host)
        converter = LLVMTypeConverter(options)
        target = ConversionTarget()
        target.add_legal_dialect("llvm")
        patterns = PatternSet()
        # Every loaded dialect with a convert-to-LLVM interface, in namespace order.
        populate_convert_to_llvm_patterns(loaded_dialects(module), target, converter, patterns)
        # GPU modules and binaries stay (their bodies are still converted).
        target.add_legal_op("gpu.module")
        target.add_legal_op("gpu.binary")
        target.add_dynamically_legal_op("gpu.launch_func", converter.is_legal)
        # Not covered by the convert-to-LLVM interface in 22.1.8.
        populate_vector_to_llvm_conversion_patterns(converter, patterns)
        populate_finalize_memref_to_llvm_conversion_patterns(converter, patterns)
        populate_async_structural_type_conversions_and_legality(converter, patterns, target)
        populate_gpu_to_llvm_conversion_patterns(converter, patterns, self.use_bare_pointers_for_kernels,
                                                 self.intersperse_sizes_for_kernels, self.async_yield_benefit)
        config = ConversionConfig(legacy_tie_order=self.legacy_tie_order)
        try:
            apply_partial_conversion(module, target, patterns, config)
        except MLIRError as error:
            raise PassFailure(error) from None
