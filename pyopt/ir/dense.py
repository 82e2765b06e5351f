"""`dense<...>` and `sparse<...>` elements attributes: building them from
parsed literals and printing them as mlir-opt does."""

from __future__ import annotations

import struct
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pyopt.ir import attributes as A
from pyopt.ir import floats
from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.parser import parse_int, skip_blanks

if TYPE_CHECKING:
    from pyopt.ir.printer import Printer


class TensorLiteral:
    """What MLIR's TensorLiteralParser has read: the shape a list spells
    (empty for a lone element) and the elements' storage in order, each
    (negative, kind, token) with kind int/float/true/false/str; a complex
    element stores its two parts one after the other."""

    __slots__ = ("shape", "storage")

    def __init__(self, shape: tuple[int, ...], storage: list[tuple[bool, str, Any]]) -> None:
        self.shape = shape
        self.storage = storage

    def lone_string(self) -> Any:
        """The token of a literal that is one string (hex data where allowed)."""
        if not self.shape and len(self.storage) == 1 and self.storage[0][1] == "str":
            return self.storage[0][2]
        return None


def element(negative: bool, kind: str, tok: Any) -> TensorLiteral:
    return TensorLiteral((), [(negative, kind, tok)])


def complex_element(re: TensorLiteral, im: TensorLiteral) -> TensorLiteral:
    return TensorLiteral((), re.storage + im.storage)


class ListItems:
    """A list being read: parseList's element count, the first element's
    dimensions and the storage so far."""

    __slots__ = ("size", "dims", "storage")

    def __init__(self, first: TensorLiteral) -> None:
        self.size = 1
        self.dims = first.shape
        self.storage = list(first.storage)

    def add(self, builder: Any, item: TensorLiteral) -> ListItems:
        if item.shape != self.dims:  # reported at the token after the element
            raise builder.error(None, "tensor literal is invalid; ranks are not consistent between elements")
        self.size += 1
        self.storage.extend(item.storage)
        return self

    def literal(self) -> TensorLiteral:
        return TensorLiteral((self.size, *self.dims), self.storage)


EMPTY_LIST = TensorLiteral((0,), [])


# Where an error about a whole literal goes: called on error paths only.
At = Callable[[], A.Location]


def elements_literal_type(ty: T.Type, at: At) -> T.ShapedType:
    """Parser::parseElementsLiteralType: a statically shaped type, errors at
    the literal's keyword."""
    if not isinstance(ty, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)):
        raise MLIRError("elements literal must be a shaped type", at())
    if not isinstance(ty, T.ShapedType) or not ty.has_static_shape():
        raise MLIRError("elements literal type must have static shape", at())
    return ty


def _int_value(builder: Any, negative: bool, kind: str, tok: Any, el: T.Type) -> int:
    """TensorLiteralParser::getIntAttrElements for one stored element."""
    unsigned = isinstance(el, T.IntegerType) and el.signedness == "u"
    if negative and unsigned:
        raise builder.error(tok, "expected unsigned integer elements, but parsed negative value")
    if kind == "float":
        raise builder.error(tok, "expected integer elements, but parsed floating-point")
    if kind in ("true", "false"):
        if not (isinstance(el, T.IntegerType) and el.width == 1):
            raise builder.error(tok, "expected i1 type for 'true' or 'false' values")
        return int(kind == "true")
    try:  # buildAttributeAPInt (a string's spelling is no number)
        magnitude = parse_int(str(tok)) if kind == "int" else None
    except ValueError:
        magnitude = None
    if magnitude is None or not _fits(magnitude, negative, el):
        raise builder.error(tok, "integer constant out of range for type")
    return _wrapped(-magnitude if negative else magnitude, el)


def _float_value(builder: Any, negative: bool, kind: str, tok: Any, el: T.FloatType) -> int:
    """Parser::parseFloatFromLiteral: the element's bit pattern."""
    if kind == "float":
        return floats.parse_decimal(("-" if negative else "") + str(tok), el.kind)
    if kind == "int":
        from pyopt.ir.parser import float_bits_of_integer

        return float_bits_of_integer(str(tok), negative, el.kind, builder.loc(tok))
    raise builder.error(tok, "expected floating point literal")


def build_dense(builder: Any, lit: TensorLiteral | None, ty: T.Type, at: At) -> A.Attribute:
    """`dense<lit> : ty`: parseElementsLiteralType, then TensorLiteralParser::getAttr;
    errors about the whole literal at `at` (its keyword)."""
    shaped = elements_literal_type(ty, at)
    return literal_attr(builder, lit or TensorLiteral((), []), shaped, at)


def literal_attr(builder: Any, lit: TensorLiteral, ty: T.ShapedType, at: At, allow_hex: bool = True) -> A.Attribute:
    """TensorLiteralParser::getAttr."""
    el = ty.element
    numeric = (T.IntegerType, T.IndexType, T.FloatType)
    hex_tok = lit.lone_string() if allow_hex else None
    if hex_tok is not None and isinstance(el, (*numeric, T.ComplexType)):
        return _from_hex(builder, hex_tok, ty, at)
    if lit.shape and lit.shape != ty.shape:
        raise MLIRError(f"inferred shape of elements literal ([{', '.join(map(str, lit.shape))}]) does not "
                            f"match type ([{', '.join(map(str, ty.shape))}])", at())
    storage = lit.storage
    if hex_tok is None and not storage and ty.num_elements:
        raise MLIRError(f"parsed zero elements, but type ('{ty}') expected at least 1", at())
    scalar = el
    if isinstance(el, T.ComplexType):
        scalar = el.element
        if not lit.shape and ty.num_elements and len(storage) != 2:
            raise MLIRError(f"parsed {len(storage)} elements, but type ('{el}') expected 2 elements", at())
        if lit.shape and len(storage) != 2 * ty.num_elements:
            raise MLIRError(f"parsed {len(storage)} elements, but type ('{ty}') expected "
                            f"{2 * ty.num_elements} elements", at())
    if isinstance(scalar, (T.IntegerType, T.IndexType)):
        values: list[Any] = [_int_value(builder, *entry, scalar) for entry in storage]
    elif isinstance(scalar, T.FloatType):
        values = [_float_value(builder, *entry, scalar) for entry in storage]
    else:  # DenseStringElementsAttr
        if hex_tok is not None:
            return A.DenseElementsAttr(ty, (_string(hex_tok),), True)
        for _, kind, tok in storage:
            if kind != "str":
                raise MLIRError(f"expected string token, got {_spelling(kind, tok)}", at())
        return _elements(ty, [_string(tok) for _, _, tok in storage], not lit.shape)
    if isinstance(el, T.ComplexType):
        values = [(values[i], values[i + 1]) for i in range(0, len(values) - 1, 2)]
    if isinstance(el, T.IntegerType) and el.width == 0:
        # Zero-width elements have no storage to be a splat of: MLIR lists them all.
        return A.DenseElementsAttr(ty, tuple(values) * (ty.num_elements if not lit.shape else 1), False)
    return _elements(ty, values, not lit.shape)


def _elements(ty: T.ShapedType, values: list[Any], splat: bool) -> A.Attribute:
    """DenseElementsAttr::get: one value (or all alike) is a splat; values
    beyond the type's count (complex parts of a scalar type) are not read."""
    values = values[:ty.num_elements] if not splat else values[:1]
    if splat or (values and all(v == values[0] for v in values)):
        return A.DenseElementsAttr(ty, tuple(values[:1]), bool(values))
    return A.DenseElementsAttr(ty, tuple(values), False)


def _string(tok: Any) -> bytes:
    from pyopt.ir.parser import string_value

    return string_value(str(tok))


def _spelling(kind: str, tok: Any) -> str:
    return kind if kind in ("true", "false") else str(tok)


def literal_shape(lit: TensorLiteral) -> tuple[int, ...]:
    """The shape a tensor literal spells (`()` for a lone element)."""
    return lit.shape


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


def _from_hex(builder: Any, tok: Any, ty: Any, at: At) -> A.Attribute:
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
        raise MLIRError(f"elements hex data size is invalid for provided type: '{ty}'", at())
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


def build_sparse(builder: Any, indices: TensorLiteral | None, values: TensorLiteral | None, ty: T.Type,
                 keyword: Any) -> A.Attribute:
    """Parser::parseSparseElementsAttr: indices form an i64 tensor of shape
    [N, rank] (a lone index: [1, rank]); lone values repeat N times; then
    SparseElementsAttr::verify.  Errors of each literal at its start."""
    at: At = lambda: builder.loc(keyword)  # noqa: E731
    shaped = elements_literal_type(ty, at)
    i64 = T.IntegerType(64, "")
    if indices is None or values is None:
        return A.SparseElementsAttr(shaped, A.DenseElementsAttr(T.RankedTensorType((0, shaped.rank), i64), (), False),
                                    A.DenseElementsAttr(T.RankedTensorType((0,), shaped.element), (), False))
    index_shape = indices.shape or (1, shaped.rank)
    index_attr = literal_attr(builder, indices, T.RankedTensorType(index_shape, i64),
                              lambda: _sparse_part_loc(builder, keyword, 0), allow_hex=False)
    value_shape = values.shape or (index_shape[0],)
    value_attr = literal_attr(builder, values, T.RankedTensorType(value_shape, shaped.element),
                              lambda: _sparse_part_loc(builder, keyword, 1))
    _verify_sparse(shaped, index_attr, value_shape, at)
    return A.SparseElementsAttr(shaped, index_attr, value_attr)


def _verify_sparse(ty: T.ShapedType, indices: A.DenseElementsAttr, value_shape: tuple[int, ...], at: At) -> None:
    """SparseElementsAttr::verify."""
    if len(value_shape) != 1:
        raise MLIRError("expected 1-d tensor for sparse element values", at())
    index_shape: tuple[int, ...] = indices.type.shape  # type: ignore[attr-defined]
    rank = ty.rank
    if (len(index_shape) == 2 and index_shape[1] != rank) or (len(index_shape) != 2 and (
            len(index_shape) != 1 or rank != 1)) or index_shape[0] != value_shape[0]:
        raise MLIRError(f"expected shape ([{', '.join(map(str, ty.shape))}]); inferred shape of indices literal "
                        f"([{', '.join(map(str, index_shape))}]); inferred shape of values literal "
                        f"([{', '.join(map(str, value_shape))}])", at())
    flat = [v & (1 << 64) - 1 for v in indices.values]  # read back as uint64_t
    index_list = [[flat[0]] * rank] if indices.splat else [flat[i * rank:(i + 1) * rank] for i in range(index_shape[0])]
    for number, index in enumerate(index_list):
        # ElementsAttr::isValidIndex
        if len(index) != rank or any(i >= d for i, d in zip(index, ty.shape)):
            raise MLIRError(f"sparse index #{number} is not contained within the value shape, with "
                            f"index=[{', '.join(map(str, index))}], and type='{ty}'", at())


def _sparse_part_loc(builder: Any, keyword: Any, part: int) -> A.Location:
    """Where the indices (part 0) or the values (part 1) of `sparse<...>`
    start: after the `<`, or after the indices and their `,`."""
    text = builder.ctx.text
    pos = skip_blanks(text, text.index("<", keyword.start_pos) + 1)
    if part:
        pos = skip_blanks(text, _literal_end(text, pos))
        pos = skip_blanks(text, pos + 1)  # the `,`
    return builder.pos_loc(pos)


def _literal_end(text: str, pos: int) -> int:
    """The end of the tensor literal starting at `pos` (already parsed, so
    well formed): a string, or a run up to a `,` or `>` outside brackets."""
    depth = 0
    while pos < len(text):
        ch = text[pos]
        if ch == '"':
            pos += 1
            while text[pos] != '"':
                pos += 2 if text[pos] == "\\" else 1
        elif ch in "[(":
            depth += 1
        elif ch in "])":
            depth -= 1
        elif ch in ",>" and depth == 0:
            return pos
        elif text.startswith("//", pos):
            pos = skip_blanks(text, pos) - 1
        pos += 1
    return pos


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
