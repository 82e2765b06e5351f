"""Helpers shared by the one-to-one LLVM lowerings (MLIR's
LLVMCommon/VectorPattern.cpp and ArithCommon/AttrToLLVMConverter.cpp).

An elementwise op lowers to one LLVM op when its converted operands are
scalars or 1-D vectors; n-D vectors convert to nested `!llvm.array`s of 1-D
vectors and are unrolled: `llvm.mlir.poison` of the array type, then for
every position (row-major) an `llvm.extractvalue` of each operand, the 1-D
op, and an `llvm.insertvalue` into the running array.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any, Callable, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T

if TYPE_CHECKING:
    from pyopt.ir.core import Operation, Value

# arith/math fastmath bits -> LLVM FastmathFlags bits (the two enums differ).
_ARITH_TO_LLVM_FASTMATH = ((1, 64), (2, 1), (4, 2), (8, 4), (16, 8), (32, 16), (64, 32))


def llvm_fastmath_value(arith_bits: int) -> int:
    out = 0
    for src, dst in _ARITH_TO_LLVM_FASTMATH:
        if arith_bits & src:
            out |= dst
    return out


def llvm_fastmath_attr(arith_attr: Any) -> A.Attribute:
    from pyopt.dialects.llvm.attrs import FastmathFlagsAttr

    return FastmathFlagsAttr(llvm_fastmath_value(getattr(arith_attr, "value", 0)))


def source_attrs(op: Operation) -> dict[str, A.Attribute]:
    """Operation::getAttrs(): inherent and discardable attributes together,
    sorted by name as an MLIR DictionaryAttr is."""
    merged = dict(op.properties)
    merged.pop("operandSegmentSizes", None)
    merged.pop("resultSegmentSizes", None)
    merged.update(op.attributes)
    return dict(sorted(merged.items()))


class TargetAttrs:
    """The attributes of the LLVM op an op lowers to, split the way an
    OperationState with a mixed attribute list ends up: names the target
    declares become properties, the rest stay discardable."""

    __slots__ = ("attrs", "props")

    def __init__(self, attrs: dict[str, A.Attribute], props: dict[str, A.Attribute] | None = None) -> None:
        self.attrs = attrs
        self.props = props or {}

    def split(self, target: Any) -> tuple[dict[str, A.Attribute], dict[str, A.Attribute]]:
        declared = target.op_def.props if hasattr(target, "op_def") else {}
        props = dict(self.props)
        attrs: dict[str, A.Attribute] = {}
        for k, v in self.attrs.items():
            if k in declared:
                props[k] = v
            else:
                attrs[k] = v
        return props, attrs


def pass_through_attrs(op: Operation) -> TargetAttrs:
    """AttrConvertPassThrough."""
    return TargetAttrs(source_attrs(op))


def fastmath_attrs(op: Operation, source_name: str = "fastmath") -> TargetAttrs:
    """AttrConvertFastMathToLLVM: `fastmath` becomes LLVM's `fastmathFlags`."""
    attrs = source_attrs(op)
    fmf = attrs.pop(source_name, None)
    if fmf is not None:
        attrs["fastmathFlags"] = llvm_fastmath_attr(fmf)
        attrs = dict(sorted(attrs.items()))
    return TargetAttrs(attrs)


def overflow_attrs(op: Operation) -> TargetAttrs:
    """AttrConvertOverflowToLLVM: the flags move to the `overflowFlags`
    property (both enums use nsw = 1, nuw = 2)."""
    attrs = source_attrs(op)
    flags = attrs.pop("overflowFlags", None)
    value = getattr(flags, "value", 0)
    return TargetAttrs(attrs, {"overflowFlags": A.IntegerAttr(value, T.i32)})


def lookup_op_class(name: str) -> Any:
    from pyopt.ir.registry import registry

    cls = registry.lookup_op(name)
    assert cls is not None, f"{name} is not registered"
    return cls


def is_llvm_array(t: T.Type) -> bool:
    from pyopt.dialects.llvm.types import LLVMArrayType

    return isinstance(t, LLVMArrayType)


def all_llvm_compatible(values: Sequence[Value]) -> bool:
    from pyopt.dialects.llvm.types import is_compatible_type

    return all(is_compatible_type(v.type) for v in values)


def is_unsupported_float(converter: Any, t: T.Type) -> bool:
    """A float element type the LLVM dialect has no type for (f8, f6, f4...)."""
    element = t.element if isinstance(t, T.VectorType) else t
    return isinstance(element, T.FloatType) and element.kind not in (
        "f16", "bf16", "f32", "f64", "f80", "f128")


def op_has_unsupported_float(converter: Any, op: Operation) -> bool:
    return any(is_unsupported_float(converter, v.type) for v in list(op.operands) + list(op.results))


def create(rewriter: Any, name: str, operands: Sequence[Any], result_types: Sequence[T.Type],
           attrs: TargetAttrs | None, loc: Any) -> Operation:
    cls = lookup_op_class(name)
    props, discardable = attrs.split(cls) if attrs is not None else ({}, {})
    return rewriter.create(cls, list(operands), list(result_types), properties=props or None,
                           attributes=discardable or None, loc=loc)


def one_to_one_rewrite(op: Operation, target: str, operands: Sequence[Value], attrs: TargetAttrs | None,
                       converter: Any, rewriter: Any) -> bool:
    """LLVM::detail::oneToOneRewrite."""
    result_types: list[T.Type] = []
    if op.results:
        packed = converter.pack_operation_results([r.type for r in op.results]) \
            if hasattr(converter, "pack_operation_results") else _pack_results(converter, op)
        if packed is None:
            return False
        result_types.append(packed)
    new = create(rewriter, target, operands, result_types, attrs, op.loc)
    if not op.results:
        rewriter.erase_op(op)
    elif len(op.results) == 1:
        rewriter.replace_op(op, [new.results[0]])
    else:
        values = []
        for i in range(len(op.results)):
            values.append(create(rewriter, "llvm.extractvalue", [new.results[0]],
                                 [result_types[0].body[i]],  # type: ignore[attr-defined]
                                 TargetAttrs({}, {"position": A.DenseArrayAttr(T.i64, (i,))}), op.loc).results[0])
        rewriter.replace_op(op, values)
    return True


def _pack_results(converter: Any, op: Operation) -> T.Type | None:
    types = [converter.convert_type(r.type) for r in op.results]
    if any(t is None for t in types):
        return None
    if len(types) == 1:
        return types[0]
    from pyopt.dialects.llvm.types import LLVMStructType

    return LLVMStructType(None, tuple(types), False)


def nd_vector_positions(array_type: T.Type) -> list[tuple[int, ...]]:
    """Every position of the 1-D vectors inside a nested `!llvm.array`, row-major."""
    dims: list[int] = []
    t = array_type
    while is_llvm_array(t):
        dims.append(t.num_elements)  # type: ignore[attr-defined]
        t = t.element  # type: ignore[attr-defined]
    return list(itertools.product(*[range(d) for d in dims]))


def innermost_vector(array_type: T.Type) -> T.Type:
    t = array_type
    while is_llvm_array(t):
        t = t.element  # type: ignore[attr-defined]
    return t


def extract_value(rewriter: Any, container: Value, position: Sequence[int], loc: Any) -> Value:
    from pyopt.dialects.llvm.types import LLVMStructType

    t = container.type
    for i in position:
        t = t.body[i] if isinstance(t, LLVMStructType) else t.element  # type: ignore[attr-defined]
    return create(rewriter, "llvm.extractvalue", [container], [t],
                  TargetAttrs({}, {"position": A.DenseArrayAttr(T.i64, tuple(position))}), loc).results[0]


def insert_value(rewriter: Any, container: Value, value: Value, position: Sequence[int], loc: Any) -> Value:
    return create(rewriter, "llvm.insertvalue", [container, value], [container.type],
                  TargetAttrs({}, {"position": A.DenseArrayAttr(T.i64, tuple(position))}), loc).results[0]


def poison(rewriter: Any, t: T.Type, loc: Any) -> Value:
    return create(rewriter, "llvm.mlir.poison", [], [t], None, loc).results[0]


def handle_multidimensional_vectors(op: Operation, operands: Sequence[Value], converter: Any,
                                    create_1d: Callable[[T.Type, list[Value]], Value], rewriter: Any) -> bool:
    """LLVM::detail::handleMultidimensionalVectors: unroll over the outer
    dimensions of the (single) n-D vector result."""
    result_type = converter.convert_type(op.results[0].type)
    if result_type is None or not is_llvm_array(result_type):
        return False
    vector_1d = innermost_vector(result_type)
    desc = poison(rewriter, result_type, op.loc)
    for position in nd_vector_positions(result_type):
        extracted = [extract_value(rewriter, v, position, op.loc) for v in operands]
        desc = insert_value(rewriter, desc, create_1d(vector_1d, extracted), position, op.loc)
    rewriter.replace_op(op, [desc])
    return True


def vector_one_to_one_rewrite(op: Operation, target: str, operands: Sequence[Value], attrs: TargetAttrs | None,
                              converter: Any, rewriter: Any) -> bool:
    """LLVM::detail::vectorOneToOneRewrite."""
    if not all_llvm_compatible(operands):
        return False
    if not operands or not is_llvm_array(operands[0].type):
        return one_to_one_rewrite(op, target, operands, attrs, converter, rewriter)

    def create_1d(vector_type: T.Type, values: list[Value]) -> Value:
        return create(rewriter, target, values, [vector_type], attrs, op.loc).results[0]

    return handle_multidimensional_vectors(op, operands, converter, create_1d, rewriter)
