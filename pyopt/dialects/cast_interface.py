"""MLIR's CastOpInterface verification (verifyCastInterfaceOp), shared by
the cast ops of arith, index and builtin."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from pyopt.ir import types as T

if TYPE_CHECKING:
    from pyopt.ir.ods import OpDef


def quoted_types(types: Sequence[T.Type]) -> str:
    return ", ".join(f"'{t}'" for t in types)


def verify_cast(op: OpDef, compatible: Callable[[Sequence[T.Type], Sequence[T.Type]], bool]) -> None:
    """Raise the interface's errors: no result, or incompatible types."""
    results = [r.type for r in op.results]
    if not results:
        raise op.emit_error("expected at least one result for cast operation")
    operands = [v.type for v in op.operands]
    if compatible(operands, results):
        return
    if not operands:
        what = "operand types []"
    elif len(operands) == 1:
        what = f"operand type '{operands[0]}'"
    else:
        what = f"operand types {quoted_types(operands)}"
    res = f"result type '{results[0]}'" if len(results) == 1 else f"result types {quoted_types(results)}"
    raise op.emit_error(f"{what} and {res} are cast incompatible")


def element_type(t: T.Type) -> T.Type:
    """getElementTypeOrSelf."""
    if isinstance(t, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)):
        return t.element
    return t


def same_container(a: T.Type, b: T.Type) -> bool:
    """Both scalars, or both shaped of the same kind and shape (what the
    elementwise cast ops accept before comparing element types)."""
    shaped = (T.VectorType, T.RankedTensorType, T.UnrankedTensorType, T.MemRefType, T.UnrankedMemRefType)
    if not isinstance(a, shaped) and not isinstance(b, shaped):
        return True
    if type(a) is not type(b):
        return False
    if isinstance(a, T.VectorType):
        return a.shape == b.shape and a.scalable == b.scalable  # type: ignore[attr-defined]
    if isinstance(a, (T.RankedTensorType, T.MemRefType)):
        return a.shape == b.shape  # type: ignore[attr-defined]
    return True
