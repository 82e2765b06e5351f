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
        magnitude = int(text.lstrip("-"), 0)
        if neg and isinstance(el, T.IntegerType) and el.signedness == "u":
            raise builder.error(_digits_token(builder, tok, text),
                                "expected unsigned integer elements, but parsed negative value")
        if not _fits(magnitude, neg, el):
            raise builder.error(_digits_token(builder, tok, text), "integer constant out of range for type")
        return _wrapped(-magnitude if neg else magnitude, el)
    raise builder.error(tok, f"unexpected element type")


def _fits(magnitude: int, negative: bool, el: T.Type) -> bool:
    """buildAttributeAPInt: the literal fits the element's width (index:
    64 bits); a negative one needs its sign bit once negated (so `-0` does
    not fit); a positive signed or index one must leave the sign bit clear."""
    width = 64 if isinstance(el, T.IndexType) else el.width  # type: ignore[attr-defined]
    if magnitude >> width:
        return False
    if width == 0:
        return not negative
    if negative:
        return 0 < magnitude <= 1 << (width - 1)
    signed = isinstance(el, T.IndexType) or getattr(el, "signedness", "") == "s"
    return not (signed and magnitude >> (width - 1))


def _wrapped(value: int, el: T.Type) -> int:
    """The value as the element's APInt reads back: unsigned for `ui`,
    0/1 for i1, else two's complement (`255 : i8` is -1)."""
    width = 64 if isinstance(el, T.IndexType) else el.width  # type: ignore[attr-defined]
    value &= (1 << width) - 1
    if width == 1 or getattr(el, "signedness", "") == "u":
        return value
    return value - (1 << width) if value >> (width - 1) else value


def _digits_token(builder: Any, tok: Any, text: str) -> Any:
    """The literal's digits (after a `-`): where MLIR reports it."""
    start = getattr(tok, "start_pos", None)
    if start is None or not text.startswith("-") or not str(tok).startswith("-"):
        return tok
    from types import SimpleNamespace

    digits = len(str(tok)) - len(str(tok).lstrip("- \t"))
    loc = builder.pos_loc(start + digits)
    return SimpleNamespace(line=loc.line - builder.ctx.line_offset, column=loc.col)


def build_dense(builder: Any, lit: Any, ty: T.Type) -> A.Attribute:
    if not isinstance(ty, (T.RankedTensorType, T.VectorType)):
        raise builder.error(None, "elements literal type must be a shaped type")
    el = ty.element
    if lit is None:
        return A.DenseElementsAttr(ty, (), False)
    if isinstance(lit, tuple) and lit[0] == "str":
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
    raise builder.error(None, "sparse elements attributes are not supported yet")


def _element_text(v: Any, el: T.Type) -> str:
    if isinstance(el, T.ComplexType):
        return f"({_element_text(v[0], el.element)},{_element_text(v[1], el.element)})"
    if isinstance(el, T.FloatType):
        return floats.format_float(v, el.kind)
    if isinstance(el, T.IntegerType) and el.width == 1:
        return "true" if v else "false"
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
