"""`convert-to-llvm` (MLIR's ConvertToLLVMPass.cpp): every loaded dialect
that implements the convert-to-LLVM interface contributes its patterns
(pyopt/conversion/convert_to_llvm_interface.py), then one partial
conversion; and the small passes around LLVM lowering:
`llvm-request-c-wrappers` and `set-llvm-module-datalayout`.
"""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.passes.pass_base import Option, Pass, PassFailure


class ConvertToLLVMPass(Pass):
    argument = "convert-to-llvm"
    name = "ConvertToLLVMPass"
    summary = "Convert to LLVM via dialect interfaces found in the input IR"
    dependent_dialects = ("llvm",)
    filter_dialects = Option(list, [], "Test conversion patterns of only the specified dialects")
    dynamic = Option(bool, False, "Use op conversion attributes to configure the conversion")
    allow_pattern_rollback = Option(bool, True, "Experimental performance flag to disallow pattern rollback")

    def selected_dialects(self, op: Operation) -> list[str]:
        from pyopt.conversion.convert_to_llvm_interface import has_convert_to_llvm_interface
        from pyopt.conversion.loaded_dialects import loaded_dialects

        loaded = loaded_dialects(op)
        if not self.filter_dialects:
            return [d for d in loaded if has_convert_to_llvm_interface(d)]
        from pyopt.ir.diagnostics import MLIRError

        chosen = []
        for dialect in self.filter_dialects:
            # MLIR's messages end in a newline of their own.
            if dialect not in loaded and not _is_registered_dialect(dialect):
                raise PassFailure(MLIRError(f"dialect not loaded: {dialect}\n", A.UnknownLoc()))
            if not has_convert_to_llvm_interface(dialect):
                raise PassFailure(MLIRError(
                    f"dialect does not implement ConvertToLLVMPatternInterface: {dialect}\n", A.UnknownLoc()))
            chosen.append(dialect)
        return chosen

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.convert_to_llvm_interface import populate_convert_to_llvm_patterns
        from pyopt.conversion.dialect_conversion import ConversionConfig
        from pyopt.conversion.llvm_common import llvm_dialect_target, run_llvm_partial_conversion

        dialects = self.selected_dialects(op)
        target = llvm_dialect_target()

        def populate(converter: Any, patterns: Any) -> None:
            populate_convert_to_llvm_patterns(dialects, target, converter, patterns)

        # The static mode builds one converter without the data layout; the
        # dynamic one asks the data layout of the op, as its index width shows.
        run_llvm_partial_conversion(op, populate, use_data_layout=self.dynamic, target=target,
                                    config=ConversionConfig(allow_pattern_rollback=self.allow_pattern_rollback))


def _is_registered_dialect(name: str) -> bool:
    """A dialect pyopt knows counts as loadable only when the IR uses it;
    mlir-opt loads the LLVM dialect for this pass, so it is always loaded."""
    return name == "llvm"


class LLVMRequestCWrappersPass(Pass):
    argument = "llvm-request-c-wrappers"
    name = "LLVMRequestCWrappersPass"
    summary = "Request C wrapper emission for all functions"
    anchor = "func.func"

    def run_on_operation(self, op: Operation) -> None:
        op.attributes["llvm.emit_c_interface"] = A.UnitAttr()


class SetLLVMModuleDataLayoutPass(Pass):
    argument = "set-llvm-module-datalayout"
    name = "SetLLVMModuleDataLayoutPass"
    summary = "Attach a datalayout string as a module attribute"
    anchor = "builtin.module"
    data_layout = Option(str, "", "String description (LLVM format) of the data layout that is expected on the "
                                  "produced module")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_data_layout import data_layout_error

        # LLVMDialect::verifyDataLayoutString: LLVM's message ends in a newline of its own.
        error = data_layout_error(self.data_layout)
        if error is not None:
            from pyopt.ir.verifier import see_current_operation

            raise PassFailure(see_current_operation(op.emit_plain_error(f"invalid data layout descriptor: {error}\n"),
                                                    op))
        op.attributes["llvm.data_layout"] = A.StringAttr(self.data_layout)
