"""`dense<...>` and `sparse<...>` elements attributes: building them from
parsed literals and printing them as mlir-opt does."""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING, Any

from pyopt.ir import attributes as A
from pyopt.ir import floats
from pyopt.ir import types as T

if TYPE_CHECKING:
    from pyopt.ir.printer import Printer


def _flatten(lit: Any, out: list[Any], shape: list[int], depth: int) -> None:
    if isinstance(lit, list):
        if len(shape) <= depth:
            shape.append(len(lit))
        for item in lit:
            _flatten(item, out, shape, depth + 1)
    else:
        out.append(lit)


def _scalar(builder: Any, lit: Any, el: T.Type) -> Any:
    kind = lit[0]
    if isinstance(el, T.ComplexType):
        if kind != "complex":
            raise builder.error(None, "expected complex element")
        return (_scalar(builder, lit[1], el.element), _scalar(builder, lit[2], el.element))
    if kind == "bool":
        return lit[1]
    if kind == "str":
        # DenseStringElementsAttr: any element type that is not a number.
        if isinstance(el, (T.IntegerType, T.IndexType, T.FloatType)):
            raise builder.error(lit[1], "expected integer elements, but parsed string")
        from pyopt.ir.parser import string_value

        return string_value(str(lit[1]))
    text = str(lit[1])
    tok = lit[2] if len(lit) > 2 else lit[1]
    if isinstance(el, T.FloatType):
        if kind == "int" and text.lstrip("-").startswith("0x"):
            return int(text, 16)
        return floats.parse_decimal(text, el.kind)
    if isinstance(el, (T.IntegerType, T.IndexType)):
        if kind == "float":
            raise builder.error(tok, "expected integer elements, but parsed floating-point")
        neg = text.startswith("-")
        v = int(text.lstrip("-"), 0)
        return -v if neg else v
    raise builder.error(tok, "unexpected element type")


def literal_shape(lit: Any) -> tuple[int, ...]:
    """The shape a tensor literal spells (`()` for a lone element)."""
    shape: list[int] = []
    while isinstance(lit, list):
        shape.append(len(lit))
        if not lit:
            break
        lit = lit[0]
    return tuple(shape)


def build_dense(builder: Any, lit: Any, ty: T.Type) -> A.Attribute:
    if not isinstance(ty, (T.RankedTensorType, T.VectorType)):
        raise builder.error(None, "elements literal type must be a shaped type")
    el = ty.element
    if lit is None:
        return A.DenseElementsAttr(ty, (), False)
    if isinstance(lit, tuple) and lit[0] == "str" and isinstance(el, (T.IntegerType, T.IndexType, T.FloatType)):
        return _from_hex(builder, str(lit[1])[1:-1], ty)
    flat: list[Any] = []
    shape: list[int] = []
    _flatten(lit, flat, shape, 0)
    values = tuple(_scalar(builder, v, el) for v in flat)
    if not isinstance(lit, list):
        return A.DenseElementsAttr(ty, values, True)
    if tuple(shape) != tuple(ty.shape) and not (not ty.shape and not shape):
        raise builder.error(None, f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) does not "
                            f"match type ([{', '.join(map(str, ty.shape))}])")
    if values and all(v == values[0] for v in values):
        return A.DenseElementsAttr(ty, values[:1], True)
    return A.DenseElementsAttr(ty, values, False)


def _from_hex(builder: Any, text: str, ty: Any) -> A.Attribute:
    data = bytes.fromhex(text[2:])
    el = ty.element
    width = el.width if isinstance(el, (T.IntegerType, T.FloatType)) else 64
    size = max(1, (width + 7) // 8)
    n = len(data) // size
    values = []
    for i in range(n):
        raw = int.from_bytes(data[i * size:(i + 1) * size], "little")
        if isinstance(el, T.IntegerType) and el.signedness != "u" and raw >= 1 << (width - 1) and width > 1:
            raw -= 1 << width
        values.append(raw)
    if n == 1 and ty.num_elements != 1:
        return A.DenseElementsAttr(ty, tuple(values), True)
    if values and all(v == values[0] for v in values):
        return A.DenseElementsAttr(ty, tuple(values[:1]), True)
    return A.DenseElementsAttr(ty, tuple(values), False)


def build_sparse(builder: Any, indices: Any, values: Any, ty: T.Type) -> A.Attribute:
    """MLIR's parseSparseElementsAttr: indices form an i64 tensor of shape
    [N, rank] (a lone index: [1, rank]); lone values repeat N times."""
    if not isinstance(ty, (T.RankedTensorType, T.VectorType)):
        raise builder.error(None, "elements literal type must be a shaped type")
    if indices is None:
        empty_indices = T.RankedTensorType((0, len(ty.shape)), T.IntegerType(64, ""))
        empty_values = T.RankedTensorType((0,), ty.element)
        return A.SparseElementsAttr(ty, A.DenseElementsAttr(empty_indices, (), False),
                                    A.DenseElementsAttr(empty_values, (), False))
    index_shape = literal_shape(indices) or (1, len(ty.shape))
    index_attr = build_dense(builder, indices, T.RankedTensorType(index_shape, T.IntegerType(64, "")))
    value_shape = literal_shape(values) or (index_shape[0],)
    value_attr = build_dense(builder, values, T.RankedTensorType(value_shape, ty.element))
    rank = len(ty.shape)
    if not ((len(index_shape) == 2 and index_shape[1] == rank) or (len(index_shape) == 1 and rank == 1)):
        raise builder.error(None, f"expected shape ([{', '.join(map(str, ty.shape))}]); inferred shape of indices "
                            f"literal ([{', '.join(map(str, index_shape))}]); inferred shape of values literal "
                            f"([{', '.join(map(str, value_shape))}])")
    if index_shape[0] != value_shape[0]:
        raise builder.error(None, f"expected {index_shape[0]} sparse values, but got {value_shape[0]}")
    return A.SparseElementsAttr(ty, index_attr, value_attr)


def _element_text(v: Any, el: T.Type) -> str:
    if isinstance(el, T.ComplexType):
        return f"({_element_text(v[0], el.element)},{_element_text(v[1], el.element)})"
    if isinstance(el, T.FloatType):
        return floats.format_float(v, el.kind)
    if isinstance(el, T.IntegerType) and el.width == 1:
        return "true" if v else "false"
    if isinstance(v, bytes):
        return A.escape_string(v)
    return str(v)


def print_dense_body(p: Printer, attr: A.DenseElementsAttr) -> None:
    ty: Any = attr.type
    el = ty.element
    if attr.splat:
        p.write(_element_text(attr.values[0], el))
        return
    if not attr.values:
        return
    shape = list(ty.shape)
    texts = [_element_text(v, el) for v in attr.values]
    if not shape:
        p.write(texts[0])
        return

    def nest(dim: int, start: int) -> tuple[str, int]:
        if dim == len(shape) - 1:
            n = shape[dim]
            return "[" + ", ".join(texts[start:start + n]) + "]", start + n
        parts = []
        for _ in range(shape[dim]):
            s, start = nest(dim + 1, start)
            parts.append(s)
        return "[" + ", ".join(parts) + "]", start

    p.write(nest(0, 0)[0])
