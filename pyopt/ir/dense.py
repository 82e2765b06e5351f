"""`dense<...>` and `sparse<...>` elements attributes: building them from
parsed literals and printing them as mlir-opt does."""

from __future__ import annotations

import struct
from typing import TYPE_CHECKING, Any

from pyopt.ir import attributes as A
from pyopt.ir import floats
from pyopt.ir import types as T
from pyopt.ir.parser import parse_int

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
        if isinstance(el, T.FloatType):
            raise builder.error(lit[2] if len(lit) > 2 else None, "expected floating point literal")
        if not (isinstance(el, T.IntegerType) and el.width == 1):
            raise builder.error(lit[2] if len(lit) > 2 else None, "expected i1 type for 'true' or 'false' values")
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
        if kind == "int":
            from pyopt.ir.parser import float_bits_of_integer

            return float_bits_of_integer(text.lstrip("- \t"), text.startswith("-"), el.kind,
                                         builder.loc(_digits_token(builder, tok, text)))
        return floats.parse_decimal(text, el.kind)
    if isinstance(el, (T.IntegerType, T.IndexType)):
        if kind == "float":
            raise builder.error(tok, "expected integer elements, but parsed floating-point")
        neg = text.startswith("-")
        magnitude = parse_int(text.lstrip("-"))
        if neg and isinstance(el, T.IntegerType) and el.signedness == "u":
            raise builder.error(_digits_token(builder, tok, text),
                                "expected unsigned integer elements, but parsed negative value")
        if not _fits(magnitude, neg, el):
            raise builder.error(_digits_token(builder, tok, text), "integer constant out of range for type")
        return _wrapped(-magnitude if neg else magnitude, el)
    raise builder.error(tok, f"unexpected element type")


def literal_shape(lit: Any) -> tuple[int, ...]:
    """The shape a tensor literal spells (`()` for a lone element)."""
    shape: list[int] = []
    while isinstance(lit, list):
        shape.append(len(lit))
        if not lit:
            break
        lit = lit[0]
    return tuple(shape)


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
    if width <= 1 or getattr(el, "signedness", "") == "u":
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
    numeric = (T.IntegerType, T.IndexType, T.FloatType)
    if isinstance(lit, tuple) and lit[0] == "str" and (
            isinstance(el, numeric) or isinstance(el, T.ComplexType) and isinstance(el.element, numeric)):
        return _from_hex(builder, lit[1], ty)
    flat: list[Any] = []
    shape: list[int] = []
    _flatten(lit, flat, shape, 0)
    values = tuple(_scalar(builder, v, el) for v in flat)
    if isinstance(el, T.IntegerType) and el.width == 0:
        # Zero-width elements have no storage to be a splat of: MLIR lists them all.
        return A.DenseElementsAttr(ty, values * ty.num_elements if not isinstance(lit, list) else values, False)
    if not isinstance(lit, list):
        return A.DenseElementsAttr(ty, values, True)
    if tuple(shape) != tuple(ty.shape) and not (not ty.shape and not shape):
        raise builder.error(None, f"inferred shape of elements literal ([{', '.join(map(str, shape))}]) does not "
                            f"match type ([{', '.join(map(str, ty.shape))}])")
    if values and all(v == values[0] for v in values):
        return A.DenseElementsAttr(ty, values[:1], True)
    return A.DenseElementsAttr(ty, values, False)


def _storage_bits(el: T.Type) -> int:
    """Bits per element of MLIR's dense storage: i1 packed, others whole bytes."""
    if isinstance(el, T.ComplexType):
        return 2 * _storage_bits(el.element)
    if isinstance(el, T.IndexType):
        return 64
    width = el.width if isinstance(el, T.IntegerType) else floats.bit_width(el.kind)  # type: ignore[attr-defined]
    return 1 if width == 1 else (width + 7) // 8 * 8


def _element_from_raw(raw: int, el: T.Type) -> Any:
    if isinstance(el, T.ComplexType):
        half = _storage_bits(el.element)
        return (_element_from_raw(raw & ((1 << half) - 1), el.element), _element_from_raw(raw >> half, el.element))
    if isinstance(el, T.IntegerType) and el.signedness != "u" and el.width > 1 and raw >> (el.width - 1) & 1:
        raw -= 1 << el.width  # stored sign-extended to whole bytes; keep the element's width
    if isinstance(el, T.IntegerType):
        raw &= (1 << el.width) - 1 if el.signedness == "u" else -1
    if isinstance(el, T.IndexType) and raw >> 63:
        raw -= 1 << 64
    return raw


def _element_to_raw(v: Any, el: T.Type) -> int:
    if isinstance(el, T.ComplexType):
        half = _storage_bits(el.element)
        return _element_to_raw(v[0], el.element) | _element_to_raw(v[1], el.element) << half
    # Bits above the element's own width stay zero (an i33 fills 5 bytes).
    width = el.width if isinstance(el, T.IntegerType) else _storage_bits(el)
    return int(v) & ((1 << width) - 1)


_HEX_DIGITS = frozenset("0123456789abcdefABCDEF")


def _from_hex(builder: Any, tok: Any, ty: Any) -> A.Attribute:
    """`dense<"0x...">`: the raw little-endian storage (one element: a splat).
    Token::getHexStringValue, then DenseElementsAttr::isValidRawBuffer."""
    text = str(tok)[1:-1]
    digits = text[2:]
    if not text.startswith("0x") or len(digits) % 2 or not _HEX_DIGITS.issuperset(digits):
        raise builder.error(tok, "expected string containing hex digits starting with `0x`")
    data = bytes.fromhex(digits)
    el = ty.element
    bits = _storage_bits(el)
    n = ty.num_elements
    if bits == 1:
        valid = (len(data) == 1 and data[0] in (0, 0xFF)) or len(data) * 8 == (n + 7) // 8 * 8
    else:
        valid = len(data) * 8 in (bits, bits * n)
    if not valid:
        raise builder.error(builder.keyword_before_lookahead("dense"),
                            f"elements hex data size is invalid for provided type: '{ty}'")
    if bits == 1:
        if len(data) == 1 and n != 1 and data[0] in (0, 0xFF):  # all bits alike: a splat
            return A.DenseElementsAttr(ty, (int(data[0] != 0),), True)
        values = [(data[i // 8] >> (i % 8)) & 1 for i in range(min(n, len(data) * 8))]
    else:
        size = bits // 8
        values = [_element_from_raw(int.from_bytes(data[i * size:(i + 1) * size], "little"), el)
                  for i in range(len(data) // size)]
    if len(values) == 1 and n != 1:
        return A.DenseElementsAttr(ty, tuple(values), True)
    if values and all(v == values[0] for v in values):
        return A.DenseElementsAttr(ty, tuple(values[:1]), True)
    return A.DenseElementsAttr(ty, tuple(values), False)


def _hex_text(attr: A.DenseElementsAttr) -> str:
    el = attr.type.element  # type: ignore[attr-defined]
    bits = _storage_bits(el)
    if bits == 1:
        data = bytearray((len(attr.values) + 7) // 8)
        for i, v in enumerate(attr.values):
            if v:
                data[i // 8] |= 1 << (i % 8)
    else:
        size = bits // 8
        data = bytearray(b"".join(_element_to_raw(v, el).to_bytes(size, "little") for v in attr.values))
    return '"0x' + data.hex().upper() + '"'


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


def print_dense_body(p: Printer, attr: A.DenseElementsAttr, allow_hex: bool = True) -> None:
    ty: Any = attr.type
    el = ty.element
    if attr.splat:
        p.write(_element_text(attr.values[0], el))
        return
    if not attr.values:
        return
    # OpPrintingFlags::shouldPrintElementsAttrWithHex (the limit is 100 unless a flag sets it).
    limit = p.options.hex_elements
    if allow_hex and limit != -1 and len(attr.values) > limit and not isinstance(attr.values[0], bytes):
        p.write(_hex_text(attr))
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
