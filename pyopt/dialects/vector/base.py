"""Shared pieces of the vector ops: the op base class (ODS predicate
traits, populated default properties), the DynamicIndexList directive and
small type helpers."""

from __future__ import annotations

from typing import Any, Callable, ClassVar, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.format import Binding, CustomDirective, custom_directive, element_value
from pyopt.ir.ods import OpDef
from pyopt.ir.printer import Printer

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


# ---- custom<DynamicIndexList>: `[%i, 2, %j]` ------------------------------------------------
@custom_directive
class VectorDynamicIndexList(CustomDirective):
    """MLIR's DynamicIndexList as vector.extract/insert use it: a square
    bracketed list mixing SSA values (dynamic positions, kDynamic in the
    static array) and integers."""

    name = "VectorDynamicIndexList"
    grammar = '"[" [(VALUE | typed_literal) ("," (VALUE | typed_literal))*] "]"'

    def parse(self, builder: Any, children: list[Any]) -> Any:
        values: list[Any] = []
        static: list[int] = []
        for c in children:
            if c is None:
                continue
            if isinstance(c, tuple):
                kind, neg, tok = c
                if kind != "int":
                    raise builder.error(tok, "expected SSA value or integer")
                v = int(tok, 0)
                static.append(-v if neg else v)
            else:
                values.append(c)
                static.append(DYNAMIC_INDEX)
        return values, static

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        values, static = value
        b.operands[args[0].name] = values
        b.props[args[1].name] = A.DenseArrayAttr(T.i64, tuple(static))

    def print(self, p: Printer, op: Any, args: list[Any]) -> None:
        values = element_value(op, args[0]) or []
        static = element_value(op, args[1])
        items = []
        it = iter(values)
        for s in (static.values if isinstance(static, A.DenseArrayAttr) else ()):
            if s == DYNAMIC_INDEX:
                v = next(it, None)
                items.append(p.value_name(v) if v is not None else "<<NULL VALUE>>")
            else:
                items.append(str(s))
        p.write("[" + ", ".join(items) + "]")
