"""ub -> LLVM (MLIR's UBToLLVM.cpp), and `convert-ub-to-llvm`."""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Operation
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.conversion import vector_pattern as V
from pyopt.passes.pass_base import Option, Pass


class PoisonOpLowering(ConvertOpToLLVMPattern):
    """ub.poison -> llvm.mlir.poison of the converted type."""

    root = "ub.poison"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        result_type = self.type_converter.convert_type(op.results[0].type)
        if result_type is None:
            return rewriter.notify_match_failure(op, "failed to convert result type")
        rewriter.replace_op(op, [V.poison(rewriter, result_type, op.loc)])
        return True


class UnreachableOpLowering(ConvertOpToLLVMPattern):
    root = "ub.unreachable"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        V.create(rewriter, "llvm.unreachable", [], [], None, op.loc)
        rewriter.erase_op(op)
        return True


def populate_ub_to_llvm_conversion_patterns(converter: Any, patterns: Any) -> None:
    patterns.add(PoisonOpLowering(converter), UnreachableOpLowering(converter))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    populate_ub_to_llvm_conversion_patterns(converter, patterns)


class UBToLLVMConversionPass(Pass):
    argument = "convert-ub-to-llvm"
    name = "UBToLLVMConversionPass"
    summary = "Convert UB dialect to LLVM dialect"
    dependent_dialects = ("llvm",)
    index_bitwidth = Option(int, 0, "Bitwidth of the index type, 0 to use size of machine word")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_common import run_llvm_partial_conversion

        run_llvm_partial_conversion(op, populate_ub_to_llvm_conversion_patterns, index_bitwidth=self.index_bitwidth)
