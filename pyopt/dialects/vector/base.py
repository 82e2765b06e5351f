"""Shared pieces of the vector ops: the op base class (ODS predicate
traits, populated default properties) and small type helpers."""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import OpDef

DYNAMIC_INDEX = -(1 << 63)  # ShapedType::kDynamic in static position arrays


def elem_or_self(t: T.Type) -> T.Type:
    """getElementTypeOrSelf."""
    if isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType, T.MemRefType,
                      T.UnrankedMemRefType)):
        return t.element
    return t


def shape_of(t: T.Type) -> tuple[int, ...]:
    return t.shape if isinstance(t, T.VectorType) else ()


def type_str(t: T.Type) -> str:
    return str(t)


def num_elements(t: T.VectorType) -> int:
    n = 1
    for d in t.shape:
        n *= d
    return n


def bit_width(t: T.Type) -> int:
    """DataLayout size in bits of a scalar element type (default layout)."""
    if isinstance(t, T.IntegerType):
        return t.width
    if isinstance(t, T.FloatType):
        return t.width
    if isinstance(t, T.IndexType):
        return 64
    if isinstance(t, T.VectorType):
        return bit_width(t.element) * num_elements(t)
    return 64


Pred = tuple[str, Callable[[Any], bool]]


def custom_error(builder: Any, tok: Any, op_name: str, message: str) -> Any:
    """An error of a custom op parser (OpAsmParser::emitError adds the
    prefix), at a token or a location."""
    if isinstance(tok, A.Location):
        return MLIRError(f"custom op '{op_name}' {message}", tok)
    return builder.error(tok, f"custom op '{op_name}' {message}")


def same_elem(a: Callable[[Any], Any], b: Callable[[Any], Any]) -> Callable[[Any], bool]:
    return lambda op: elem_or_self(a(op).type) is elem_or_self(b(op).type)


def operand(i: int) -> Callable[[Any], Any]:
    return lambda op: op.operands[i]


def result(i: int) -> Callable[[Any], Any]:
    return lambda op: op.results[i]


def same_type(*getters: Callable[[Any], Any]) -> Callable[[Any], bool]:
    def check(op: Any) -> bool:
        types = [g(op).type for g in getters]
        return all(t is types[0] for t in types)
    return check


class VectorOp(OpDef):
    """Base of the vector ops.

    `preds` are ODS predicate traits (`PredOpTrait`, `AllTypesMatch`...):
    checked first, with "failed to verify that <summary>" messages, then
    `verify_op` runs (the op's hasVerifier code).  `populated` names the
    DefaultValuedAttr properties that MLIR fills in on creation."""

    preds: ClassVar[Sequence[Pred]] = ()
    populated: ClassVar[tuple[str, ...]] = ()

    def __init__(self, operands: Sequence[Any] = (), result_types: Sequence[T.Type] = (),
                 attributes: dict[str, A.Attribute] | None = None,
                 properties: dict[str, A.Attribute] | None = None, regions: Any = None,
                 successors: Sequence[Any] = (), loc: A.Location | None = None) -> None:
        super().__init__(operands, result_types, attributes, properties, regions, successors, loc)
        for name in self.populated:
            if name not in self.properties:
                self.properties[name] = self.default_property(name)
            # Keep the properties in ODS declaration order, as MLIR prints them sorted anyway.

    def default_property(self, name: str) -> A.Attribute:
        default = self.op_def.props[name].default
        assert default is not None
        return default

    def verify_(self) -> None:
        for summary, check in self.preds:
            if not check(self):
                raise self.emit_error("failed to verify that " + summary)
        self.verify_op()

    def verify_op(self) -> None:
        """The op's own verifier (hasVerifier)."""


# custom<DynamicIndexList> (vector.extract/insert) is pyopt/dialects/dynamic_index.py's.
