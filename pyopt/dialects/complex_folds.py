"""complex folds (ComplexOps.cpp): the parts of a complex.create or of a
constant, a complex rebuilt from its own parts, the inverse pairs (add/sub,
neg, conj, exp/log), the identities (+ 0, * 1, / 1), bitcasts to the same
type; ComplexDialect::materializeConstant."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.common_folders import is_poison
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.rewrite.folding import folder, materializer


def _defining(value: Any, name: str) -> Operation | None:
    op = getattr(value, "op", None)
    return op if op is not None and op.name == name else None


def _parts(attr: Any) -> tuple[Any, Any] | None:
    """A complex constant's (real, imag) attributes."""
    if isinstance(attr, A.ArrayAttr) and len(attr.elements) == 2:
        return attr.elements[0], attr.elements[1]
    return None


def _is_value(attr: Any, real: float) -> bool:
    """The constant is exactly `real + 0i` (APFloat compare, -0.0 is zero)."""
    parts = _parts(attr)
    return (parts is not None and all(isinstance(p, A.FloatAttr) for p in parts)
            and parts[1].value == 0.0 and parts[0].value == real)


@folder("complex.constant")
def fold_constant(op: Operation, constants: list[Any]) -> Any:
    return op.properties.get("value")


@folder("complex.re")
def fold_re(op: Operation, constants: list[Any]) -> Any:
    parts = _parts(constants[0])
    if parts is not None:
        return [parts[0]]
    create = _defining(op.operands[0], "complex.create")
    return [create.operands[0]] if create is not None else None


@folder("complex.im")
def fold_im(op: Operation, constants: list[Any]) -> Any:
    parts = _parts(constants[0])
    if parts is not None:
        return [parts[1]]
    create = _defining(op.operands[0], "complex.create")
    return [create.operands[1]] if create is not None else None


@folder("complex.add")
def fold_add(op: Operation, constants: list[Any]) -> Any:
    lhs, rhs = op.operands
    sub = _defining(lhs, "complex.sub")  # (a - b) + b -> a
    if sub is not None and sub.operands[1] is rhs:
        return [sub.operands[0]]
    sub = _defining(rhs, "complex.sub")  # b + (a - b) -> a
    if sub is not None and sub.operands[1] is lhs:
        return [sub.operands[0]]
    return [lhs] if _is_value(constants[1], 0.0) else None


@folder("complex.sub")
def fold_sub(op: Operation, constants: list[Any]) -> Any:
    lhs, rhs = op.operands
    add = _defining(lhs, "complex.add")  # (a + b) - b -> a
    if add is not None and add.operands[1] is rhs:
        return [add.operands[0]]
    return [lhs] if _is_value(constants[1], 0.0) else None


@folder("complex.mul")
def fold_mul(op: Operation, constants: list[Any]) -> Any:
    return [op.operands[0]] if _is_value(constants[1], 1.0) else None


@folder("complex.div")
def fold_div(op: Operation, constants: list[Any]) -> Any:
    return [op.operands[0]] if _is_value(constants[1], 1.0) else None


def _involution(name: str, inverse: str) -> None:
    """name(inverse(a)) -> a."""
    def fold(op: Operation, constants: list[Any]) -> Any:
        inner = _defining(op.operands[0], inverse)
        return [inner.operands[0]] if inner is not None else None

    folder(name)(fold)


_involution("complex.neg", "complex.neg")
_involution("complex.conj", "complex.conj")
_involution("complex.log", "complex.exp")
_involution("complex.exp", "complex.log")


@folder("complex.bitcast")
def fold_bitcast(op: Operation, constants: list[Any]) -> Any:
    return [op.operands[0]] if op.operands[0].type is op.results[0].type else None


@materializer("complex")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    """complex.constant for an array of two parts of a complex type's
    element type, poison as ub.poison, else as arith."""
    from pyopt.rewrite.folding import materialize_constant

    parts = _parts(value)
    if isinstance(type, T.ComplexType) and parts is not None:
        if all(A.attr_type(p) is type.element for p in parts):
            from pyopt.dialects.complex import ConstantOp

            return builder.create(ConstantOp, [], [type], {"value": value}, loc=loc)  # type: ignore[no-any-return]
        return None
    if is_poison(value):
        return materialize_constant(builder, "ub", value, type, loc)
    return materialize_constant(builder, "arith", value, type, loc)


@folder("complex.create")
def fold_create(op: Operation, constants: list[Any]) -> Any:
    re = _defining(op.operands[0], "complex.re")
    im = _defining(op.operands[1], "complex.im")
    if re is not None and im is not None and re.operands[0] is im.operands[0]:
        return [re.operands[0]]
    return None
