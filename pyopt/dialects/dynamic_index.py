"""custom<DynamicIndexList>: `[%i, 2, %j]`, a square-bracketed list mixing
SSA values (dynamic entries, ShapedType::kDynamic in the static array) and
integers; used by memref.subview/reinterpret_cast/expand_shape and the
tensor slice ops.  Also the stride/offset arithmetic of strided layouts."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir.parser import parse_int
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.diagnostics import two_errors
from pyopt.ir.syntax_errors import INDEX_LIST_OPEN, IndexListOpen
from pyopt.ir.format import Binding, CustomDirective, custom_directive, directive_rule_name, element_value
from pyopt.ir.printer import Printer

DYNAMIC = T.DYNAMIC  # a dynamic size, stride or offset in pyopt's types
K_DYNAMIC = -9223372036854775808  # ShapedType::kDynamic, as static index arrays store it


class _BadEntry:
    """A list entry that is neither an SSA value nor an integer."""

    def __init__(self, loc: Any) -> None:
        self.loc = loc


def index_list_grammar(rule: str, close: str) -> str:
    """The grammar of a mixed list whose opening delimiter is the helper
    rule `rule`: entries are SSA values, integers (a float or a string is
    parsed too, to be refused as parseInteger refuses it), or a scalable
    `[integer]`, which parseDynamicIndexList accepts in every list (ops
    without scalable flags drop the brackets)."""
    item = '(VALUE | typed_literal | "[" typed_literal "]")'
    return f'{rule} [{item} ("," {item})*] "{close}"'


def index_list_open_grammar(open_: str) -> str:
    return f'"{open_}"'


@custom_directive
class DynamicIndexList(CustomDirective):
    name = "DynamicIndexList"
    rules = {INDEX_LIST_OPEN: index_list_open_grammar("[")}

    @property
    def grammar(self) -> str:  # type: ignore[override]
        return index_list_grammar(f"{directive_rule_name(self.name)}___{INDEX_LIST_OPEN}", "]")

    def rule_index_list_open(self, builder: Any, children: list[Any]) -> IndexListOpen:
        return IndexListOpen("[", "]")

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return split_mixed(builder, children, defer_errors=True)

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        if isinstance(value, _BadEntry):
            # parseInteger's error at the entry, then parseDynamicIndexList's at the op name.
            raise two_errors(f"custom op '{b.op_tok}' expected integer value", value.loc,
                             f"custom op '{b.op_tok}' expected SSA value or integer", b.builder.loc(b.op_tok))
        values, static = value
        b.operands[args[0].name] = values
        b.props[args[1].name] = A.DenseArrayAttr(T.i64, tuple(static))

    def print(self, p: Printer, op: Any, args: list[Any]) -> None:
        values = element_value(op, args[0]) or []
        static = element_value(op, args[1])
        p.write(mixed_text(p, static.values if isinstance(static, A.DenseArrayAttr) else (), values, "[", "]"))


def split_mixed(builder: Any, children: list[Any],
                defer_errors: bool = False) -> tuple[list[Any], list[int]] | _BadEntry:
    """The SSA tokens and the static array (kDynamic for each SSA entry) of
    a parsed mixed list of `VALUE | typed_literal` items.  With defer_errors
    a bad entry is returned (as _BadEntry) for the binder, which knows the op."""
    values: list[Any] = []
    static: list[int] = []
    for c in children:
        if c is None or isinstance(c, IndexListOpen):
            continue
        if isinstance(c, tuple):
            kind, neg, tok = c
            if kind == "bool":  # parseInteger reads `true` as the 1-bit 1, sign-extended
                static.append(-tok)
                continue
            if kind != "int":
                if defer_errors:
                    return _BadEntry(builder.loc(tok))
                raise builder.error(tok, "expected SSA value or integer")
            v = parse_int(tok)
            static.append(-v if neg else v)
        else:
            values.append(c)
            static.append(K_DYNAMIC)
    return values, static


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


class IndexListArrayAttrC(C.AttrConstraint):
    """IndexListArrayAttr: the reassociation of expand/collapse_shape."""

    summary = "Array of 64-bit integer array attributes"
    storage = C.ARRAY_STORAGE

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(
            isinstance(a, A.ArrayAttr) and all(isinstance(x, A.IntegerAttr) and x.type is T.i64 for x in a)
            for a in attr)


IndexListArrayAttr = IndexListArrayAttrC()


def rank_reduction_mask(original: Sequence[int], reduced: Sequence[int]) -> list[int] | None:
    """computeRankReductionMask: the dropped (unit) dimensions, matched
    greedily; None when `reduced` is not `original` without some 1s."""
    dropped = []
    j = 0
    for i, d in enumerate(original):
        if j < len(reduced) and reduced[j] == d:
            j += 1
        elif d == 1:
            dropped.append(i)
        else:
            return None
    return dropped if j == len(reduced) else None


# ---- OffsetSizeAndStrideOpInterface ------------------------------------------------------------
_LIST_NAMES = ("offset", "size", "stride")


def verify_offset_size_stride(op: Any, max_ranks: Sequence[int]) -> None:
    """verifyOffsetSizeAndStrideOp: the three mixed lists have the ranks
    the op expects, one operand per dynamic entry, and no negative static
    offset or size.  The op has `offsets`/`sizes`/`strides` operand groups
    and `static_*` array properties."""
    from pyopt.ir.diagnostics import MLIRError

    def fail(message: str) -> MLIRError:
        return op.emit_plain_error(message)

    static = [op.properties.get(f"static_{n}s") for n in _LIST_NAMES]
    lists = [tuple(a.values) if isinstance(a, A.DenseArrayAttr) else () for a in static]
    n_offsets, n_sizes, n_strides = (len(v) for v in lists)
    if not (n_offsets == 1 and max_ranks[0] == 1) and n_offsets != n_sizes:
        raise fail(f"expected mixed offsets rank to match mixed sizes rank ({n_offsets} vs {n_sizes}) so the rank "
                   f"of the result type is well-formed.")
    if n_sizes != n_strides:
        raise fail(f"expected mixed sizes rank to match mixed strides rank ({n_sizes} vs {n_strides}) so the rank "
                   f"of the result type is well-formed.")
    for name, rank, values in zip(_LIST_NAMES, max_ranks, lists):
        if len(values) != rank:
            raise fail(f"expected {rank} {name} values, got {len(values)}")
        n_dynamic = sum(1 for v in values if v == K_DYNAMIC)
        n_operands = len(getattr(op, f"{name}s") or ())
        if n_operands != n_dynamic:
            raise fail(f"expected the number of '{name}s' to match the number of dynamic entries in "
                       f"'static_{name}s' ({n_operands} vs {n_dynamic})")
    for name, values in (("offsets", lists[0]), ("sizes", lists[1])):
        for v in values:
            if v < 0 and v != K_DYNAMIC:
                raise fail(f"expected {name} to be non-negative, but got {v}")


def out_of_bounds_slice(shape: Sequence[int], offsets: Sequence[int], sizes: Sequence[int],
                        strides: Sequence[int]) -> str | None:
    """verifyInBoundsSlice: the message for the first static offset or
    last position past a static dimension (None when in bounds)."""
    for i, dim in enumerate(shape):
        if dim == DYNAMIC or i >= len(offsets) or offsets[i] == DYNAMIC:
            continue
        if offsets[i] >= dim:
            return f"offset {i} is out-of-bounds: {offsets[i]} >= {dim}"
        if i >= len(sizes) or i >= len(strides) or DYNAMIC in (sizes[i], strides[i]):
            continue
        last = offsets[i] + (sizes[i] - 1) * strides[i]
        if last >= dim:
            return f"slice along dimension {i} runs out-of-bounds: {last} >= {dim}"
    return None


# ---- reshape by a shape operand (memref.reshape, tensor.reshape) ------------------------
def verify_reshape_elements(op: Any, source: T.Type, result: T.Type, kind: str) -> None:
    """The element-type check both reshape verifiers open with."""
    if getattr(source, "element", None) is not getattr(result, "element", None):
        raise op.emit_error(f"element types of source and destination {kind} types should be the same")


def verify_reshape_shape_length(op: Any, shape_size: int, result_rank: int, kind: str) -> None:
    """A statically-ranked result needs a shape operand of static length
    equal to its rank."""
    if shape_size == DYNAMIC:
        raise op.emit_error(f"cannot use shape operand with dynamic length to reshape to statically-ranked {kind} "
                            "type")
    if shape_size != result_rank:
        raise op.emit_error(f"length of shape operand differs from the result's {kind} rank")


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
