"""custom<DynamicIndexList>: `[%i, 2, %j]`, a square-bracketed list mixing
SSA values (dynamic entries, ShapedType::kDynamic in the static array) and
integers; used by memref.subview/reinterpret_cast/expand_shape and the
tensor slice ops.  Also the stride/offset arithmetic of strided layouts."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir.parser import parse_int
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.format import Binding, CustomDirective, custom_directive, element_value
from pyopt.ir.printer import Printer

DYNAMIC = T.DYNAMIC  # a dynamic size, stride or offset in pyopt's types
K_DYNAMIC = -9223372036854775808  # ShapedType::kDynamic, as static index arrays store it


@custom_directive
class DynamicIndexList(CustomDirective):
    name = "DynamicIndexList"
    grammar = '"[" ((VALUE | typed_literal) ("," (VALUE | typed_literal))*)? "]"'

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
                v = parse_int(tok)
                static.append(-v if neg else v)
            else:
                values.append(c)
                static.append(K_DYNAMIC)
        return values, static

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        values, static = value
        b.operands[args[0].name] = values
        b.props[args[1].name] = A.DenseArrayAttr(T.i64, tuple(static))

    def print(self, p: Printer, op: Any, args: list[Any]) -> None:
        values = element_value(op, args[0]) or []
        static = element_value(op, args[1])
        p.write(mixed_text(p, static.values if isinstance(static, A.DenseArrayAttr) else (), values, "[", "]"))


def mixed_text(p: Printer, static: Sequence[int], values: Sequence[Any], open_: str, close: str) -> str:
    items = []
    it = iter(values)
    for s in static:
        if s == K_DYNAMIC:
            v = next(it, None)
            items.append(p.value_name(v) if v is not None else "<<NULL VALUE>>")
        else:
            items.append(str(s))
    return open_ + ", ".join(items) + close


def static_values(op: Any, name: str) -> tuple[int, ...]:
    """A static index array with kDynamic entries as pyopt's DYNAMIC."""
    a = op.properties.get(name)
    if not isinstance(a, A.DenseArrayAttr):
        return ()
    return tuple(DYNAMIC if v == K_DYNAMIC else v for v in a.values)


# ---- strided layouts -------------------------------------------------------------------
def identity_strides(shape: Sequence[int]) -> list[int]:
    """Canonical (row-major) strides; dynamic once a dynamic size is seen."""
    strides = [0] * len(shape)
    running = 1
    for i in range(len(shape) - 1, -1, -1):
        strides[i] = running
        if running != DYNAMIC:
            running = DYNAMIC if shape[i] == DYNAMIC else running * shape[i]
    return strides


def strides_and_offset(t: T.MemRefType) -> tuple[list[int], int] | None:
    """getStridesAndOffset for identity and strided<> layouts (None for
    other affine maps, which pyopt does not analyse)."""
    layout = t.layout
    if layout is None:
        return identity_strides(t.shape), 0
    if isinstance(layout, A.StridedLayoutAttr):
        return list(layout.strides), layout.offset
    if isinstance(layout, A.AffineMapAttr):
        m = layout.value
        if m.is_identity():
            return identity_strides(t.shape), 0
        if len(m.results) != 1:
            return None
        lin = _linear(m.results[0])
        if lin is None:
            return None
        return [lin.get(i, 0) for i in range(m.num_dims)], lin.get(None, 0)
    return None


def _linear(e: Any) -> dict[Any, int] | None:
    """A pure affine expression as {dim position: coefficient, None:
    constant}; symbols make a coefficient or the constant dynamic."""
    from pyopt.ir import affine as AF

    if isinstance(e, AF.AffineConstantExpr):
        return {None: e.value}
    if isinstance(e, AF.AffineSymbolExpr):
        return {None: DYNAMIC}
    if isinstance(e, AF.AffineDimExpr):
        return {e.position: 1}
    if isinstance(e, AF.AffineAddExpr):
        a, b = _linear(e.lhs), _linear(e.rhs)
        if a is None or b is None:
            return None
        out = dict(a)
        for k, v in b.items():
            out[k] = add(out.get(k, 0), v)
        return out
    if isinstance(e, AF.AffineMulExpr):
        a, b = _linear(e.lhs), _linear(e.rhs)
        if a is None or b is None:
            return None
        if any(k is not None for k in b):
            a, b = b, a
        if any(k is not None for k in b):
            return None
        factor = b.get(None, 0)
        return {k: mul(v, factor) for k, v in a.items()}
    return None


def mul(a: int, b: int) -> int:
    """SaturatedInteger multiplication: zero wins over dynamic."""
    if a == 0 or b == 0:
        return 0
    return DYNAMIC if DYNAMIC in (a, b) else a * b


def add(a: int, b: int) -> int:
    return DYNAMIC if DYNAMIC in (a, b) else a + b


def strided_layout(strides: Sequence[int], offset: int, shape: Sequence[int]) -> A.Attribute | None:
    """The layout attribute MLIR builds for (strides, offset): none when it
    is the identity."""
    if offset == 0 and list(strides) == identity_strides(shape) and DYNAMIC not in strides:
        return None
    return A.StridedLayoutAttr(offset, tuple(strides))
