"""vector.print -> calls of the small printing runtime (printF32,
printI64, printString, printNewline, ...), declared on first use
(ConvertVectorToLLVM.cpp's VectorPrintOpConversion; the declarations as
LLVMIR/FunctionCallUtils.cpp)."""

from __future__ import annotations

from typing import Any

from pyopt.conversion import vector_pattern as V
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value

_PUNCTUATION_FUNCTIONS = {"close": "printClose", "open": "printOpen", "comma": "printComma",
                          "newline": "printNewline"}


def _call(rewriter: Any, loc: Any, fn: Operation, args: list[Value]) -> None:
    rewriter.create("llvm.call", [args, []], [], properties={
        "callee": A.SymbolRefAttr(fn.properties["sym_name"].value),  # type: ignore[attr-defined]
        "op_bundle_sizes": A.DenseArrayAttr(T.i32, ())}, loc=loc)


class VectorPrintOpConversion(ConvertOpToLLVMPattern):
    root = "vector.print"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.conversion.control_flow_to_llvm import create_print_str_call
        from pyopt.conversion.llvm_common import enclosing_module, lookup_or_create_fn

        module = enclosing_module(op)
        if module is None:
            return False
        loc = op.loc
        if op.operands:
            print_type = op.operands[0].type
            if isinstance(print_type, T.VectorType):
                return False  # vectors are split into scalar prints by VectorToSCF
            if not self.emit_scalar_print(rewriter, module, loc, print_type, adaptor.source):
                return False
        punctuation = op.properties["punctuation"].value  # type: ignore[attr-defined]
        literal = op.properties.get("stringLiteral")
        if literal is not None:
            create_print_str_call(rewriter, loc, module, "vector_print_str", literal.data)  # type: ignore
        elif punctuation != "no_punctuation":
            fn = lookup_or_create_fn(rewriter, module, _PUNCTUATION_FUNCTIONS[punctuation], [])
            _call(rewriter, loc, fn, [])
        rewriter.erase_op(op)
        return True

    def emit_scalar_print(self, rewriter: Any, module: Operation, loc: Any, print_type: T.Type,
                          value: Value) -> bool:
        from pyopt.conversion.llvm_common import lookup_or_create_fn

        if self.type_converter.convert_type(print_type) is None:
            return False
        conversion = None
        if isinstance(print_type, T.FloatType) and print_type.kind in ("f32", "f64"):
            name, param = ("printF32", T.f32) if print_type.kind == "f32" else ("printF64", T.f64)
        elif isinstance(print_type, T.FloatType) and print_type.kind in ("f16", "bf16"):
            conversion = "bitcast16"
            name, param = ("printF16" if print_type.kind == "f16" else "printBF16"), T.IntegerType(16)
        elif isinstance(print_type, T.IndexType):
            name, param = "printU64", T.i64
        elif isinstance(print_type, T.IntegerType):
            if print_type.width > 64:
                return False
            if print_type.signedness == "u":
                name = "printU64"
                if print_type.width < 64:
                    conversion = "zext"
            else:
                name = "printI64"
                # Booleans are always zero-extended: true prints as 1, not -1.
                if print_type.width == 1:
                    conversion = "zext"
                elif print_type.width < 64:
                    conversion = "sext"
            param = T.i64
        else:
            return False
        printer = lookup_or_create_fn(rewriter, module, name, [param])
        if conversion == "zext":
            value = rewriter.create("arith.extui", [value], [T.i64], loc=loc).results[0]
        elif conversion == "sext":
            value = rewriter.create("arith.extsi", [value], [T.i64], loc=loc).results[0]
        elif conversion == "bitcast16":
            value = V.create(rewriter, "llvm.bitcast", [value], [T.IntegerType(16)], None, loc).results[0]
        _call(rewriter, loc, printer, [value])
        return True
