"""Structural type conversion of the async dialect (MLIR's
populateAsyncStructuralTypeConversionsAndLegality, AsyncToLLVM.cpp):
`async.execute`, `async.await` and `async.yield` are rebuilt on converted
types and are legal once their types are, `!async.token` stays and
`!async.value<T>` becomes `!async.value<convert(T)>`."""

from __future__ import annotations

from typing import Any

from pyopt.conversion.dialect_conversion import ConversionPattern
from pyopt.dialects.async_ import AwaitOp, ExecuteOp, TokenType, ValueType, YieldOp
from pyopt.ir.core import Operation, Region


class ConvertExecuteOpTypes(ConversionPattern):
    root = "async.execute"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        converter = self.type_converter
        result_types = converter.convert_types([r.type for r in op.results])
        if result_types is None:
            return rewriter.notify_match_failure(op, "could not convert the result types")
        region = Region()
        new = rewriter.create(ExecuteOp, [adaptor.dependencies, adaptor.bodyOperands], [result_types[0],
                                                                                        result_types[1:]],
                              None, dict(op.attributes), [region], (), op.loc)
        rewriter.inline_region_before(op.regions[0], new.regions[0], None)
        if rewriter.convert_region_types(new.regions[0], converter) is None:
            return False
        rewriter.replace_op(op, list(new.results))
        return True


class ConvertAwaitOpTypes(ConversionPattern):
    """Rebuilds the await on its converted operand (the result type follows
    the operand: `!async.value<T>` -> T, a token -> none)."""

    root = "async.await"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        operand = adaptor.operands[0]
        result_types = [operand.type.value_type] if isinstance(operand.type, ValueType) else []
        new = rewriter.create(AwaitOp, [operand], [result_types[0] if result_types else None], None, None, None,
                              (), op.loc)
        rewriter.replace_op(op, list(new.results))
        return True


class ConvertYieldOpTypes(ConversionPattern):
    """Retypes the operands, nothing else: the competitor of the GPU-aware
    yield pattern (gpu-to-llvm.md 5.12, 8)."""

    root = "async.yield"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        new = rewriter.create(YieldOp, [list(adaptor.operands)], [], None, dict(op.attributes), None, (), op.loc)
        rewriter.replace_op(op, list(new.results))
        return True


def populate_async_structural_type_conversions_and_legality(converter: Any, patterns: Any, target: Any) -> None:
    def convert_token(t: Any) -> Any:
        return t if isinstance(t, TokenType) else None

    def convert_value(t: Any) -> Any:
        if not isinstance(t, ValueType):
            return None
        inner = converter.convert_type(t.value_type)
        return ValueType(inner) if inner is not None else _fail()

    converter.add_conversion(convert_token)
    converter.add_conversion(convert_value)
    patterns.add(ConvertExecuteOpTypes(converter), ConvertAwaitOpTypes(converter), ConvertYieldOpTypes(converter))
    for name in ("async.await", "async.execute", "async.yield"):
        target.add_dynamically_legal_op(name, converter.is_legal)


def _fail() -> Any:
    from pyopt.conversion.type_converter import FAIL

    return FAIL
