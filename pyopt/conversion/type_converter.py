"""Type conversion for dialect conversion (MLIR's TypeConverter).

A converter holds conversion callbacks and materialization callbacks:

    tc = TypeConverter()
    tc.add_conversion(lambda t: t)                         # keep every type
    tc.add_conversion(lambda t: T.i64, T.IndexType)         # index -> i64

A conversion callback gets a type and returns a Type, a list of types (a
1:N conversion, possibly empty: the value is dropped), None (not handled:
try the next callback) or FAIL (the type cannot be converted).  The newest
callback is tried first, as in MLIR.  With a type class as second argument
the callback only sees types of that class.

Materializations build the IR that turns values of one type into another
(`fn(builder, result_type, inputs, loc) -> Value | None`); source
materializations go back to the original type, target materializations to
the converted one (they may take a fifth argument, the original type).
The dialect conversion driver calls them on the casts it leaves behind.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable, Sequence

from pyopt.ir import types as T

if TYPE_CHECKING:
    from pyopt.ir.core import Block, Operation, Region, Value


class _Fail:
    """The 'cannot convert' answer of a conversion callback."""

    def __repr__(self) -> str:
        return "FAIL"


FAIL: Any = _Fail()


def _positional_arity(fn: Callable[..., Any]) -> int:
    code = getattr(fn, "__code__", None)
    if code is None:
        call = getattr(fn, "__call__", None)
        code = getattr(getattr(call, "__func__", None), "__code__", None)
        if code is None:
            return 4
        return code.co_argcount - 1
    n = code.co_argcount
    return n - 1 if getattr(fn, "__self__", None) is not None else n


class InputMapping:
    """Where an original block argument went: `size` new arguments from
    `input_no`, or `replacement_values` when it was replaced by values."""

    __slots__ = ("input_no", "size", "replacement_values")

    def __init__(self, input_no: int, size: int, replacement_values: Sequence[Value] = ()) -> None:
        self.input_no = input_no
        self.size = size
        self.replacement_values = list(replacement_values)

    def replaced_with_values(self) -> bool:
        return bool(self.replacement_values)


class SignatureConversion:
    """The new argument types of a block or function and how the original
    arguments map onto them (MLIR's TypeConverter::SignatureConversion)."""

    def __init__(self, num_orig_inputs: int) -> None:
        self.remapped: list[InputMapping | None] = [None] * num_orig_inputs
        self.arg_types: list[T.Type] = []

    @property
    def converted_types(self) -> list[T.Type]:
        return list(self.arg_types)

    def get_input_mapping(self, index: int) -> InputMapping | None:
        return self.remapped[index]

    def add_inputs(self, orig_index: int | Sequence[T.Type], types: Sequence[T.Type] | None = None) -> None:
        """add_inputs(i, types): original argument i becomes `types`;
        add_inputs(types): new arguments that replace nothing."""
        if types is None:
            assert not isinstance(orig_index, int)
            self.arg_types.extend(orig_index)
            return
        assert isinstance(orig_index, int) and types, "expected valid types"
        self.remap_input(orig_index, len(self.arg_types), len(types))
        self.arg_types.extend(types)

    def remap_input(self, orig_index: int, new_input_no: int | Sequence[Value], count: int = 1) -> None:
        """remap_input(i, j, n): original argument i maps to new arguments
        j..j+n-1; remap_input(i, values): it is replaced by `values`."""
        assert self.remapped[orig_index] is None, "input has already been remapped"
        if isinstance(new_input_no, int):
            self.remapped[orig_index] = InputMapping(new_input_no, count)
        else:
            self.remapped[orig_index] = InputMapping(orig_index, 0, list(new_input_no))


_MISSING: Any = object()


class TypeConverter:
    """Conversions and materializations; conversions are cached per type."""

    def __init__(self) -> None:
        self.conversions: list[Callable[[T.Type], Any]] = []
        self.source_materializations: list[Callable[..., Any]] = []
        self.target_materializations: list[Callable[..., Any]] = []
        self.type_attribute_conversions: list[Callable[[T.Type, Any], Any]] = []
        self._cache: dict[T.Type, tuple[T.Type, ...] | None] = {}

    # -- registration -------------------------------------------------------------------
    def add_conversion(self, fn: Callable[[T.Type], Any], for_type: type | tuple[type, ...] | None = None) -> None:
        if for_type is not None:
            inner = fn

            def fn(t: T.Type) -> Any:
                return inner(t) if isinstance(t, for_type) else None
        self.conversions.append(fn)
        self._cache.clear()

    def add_source_materialization(self, fn: Callable[..., Any],
                                   for_type: type | tuple[type, ...] | None = None) -> None:
        """fn(builder, result_type, inputs, loc) -> Value | None."""
        self.source_materializations.append(self._filtered(fn, for_type))

    def add_target_materialization(self, fn: Callable[..., Any],
                                   for_type: type | tuple[type, ...] | None = None) -> None:
        """fn(builder, result_type, inputs, loc[, original_type]) -> Value |
        None, called for single-result materializations."""
        self.target_materializations.append(self._filtered(fn, for_type))

    @staticmethod
    def _filtered(fn: Callable[..., Any], for_type: type | tuple[type, ...] | None) -> Callable[..., Any]:
        takes_original = _positional_arity(fn) >= 5

        def call(builder: Any, result_type: T.Type, inputs: Sequence[Value], loc: Any,
                 original_type: T.Type | None) -> Any:
            if for_type is not None and not isinstance(result_type, for_type):
                return None
            if takes_original:
                return fn(builder, result_type, inputs, loc, original_type)
            return fn(builder, result_type, inputs, loc)
        return call

    def add_type_attribute_conversion(self, fn: Callable[[T.Type, Any], Any]) -> None:
        """fn(type, attr) -> Attribute | None (not handled) | FAIL."""
        self.type_attribute_conversions.append(fn)

    # -- conversion ---------------------------------------------------------------------
    def convert_type_to_list(self, t: T.Type) -> list[T.Type] | None:
        """The converted types of `t` (1:N), or None if it cannot be converted."""
        found = self.converted_types(t)
        return None if found is None else list(found)

    def converted_types(self, t: T.Type) -> tuple[T.Type, ...] | None:
        """convert_type_to_list as the cached tuple (no copy)."""
        cache = self._cache
        found = cache.get(t, _MISSING)
        if found is not _MISSING:
            return found  # type: ignore[return-value]
        result: tuple[T.Type, ...] | None = None
        for fn in reversed(self.conversions):
            r = fn(t)
            if r is None:
                continue
            if r is FAIL:
                result = None
            elif isinstance(r, T.Type):
                result = (r,)
            else:
                result = tuple(r)
            break
        cache[t] = result
        return result

    def convert_type(self, t: T.Type) -> T.Type | None:
        """The single converted type, or None (not convertible or 1:N)."""
        r = self.converted_types(t)
        return r[0] if r is not None and len(r) == 1 else None

    def convert_types(self, types: Iterable[T.Type]) -> list[T.Type] | None:
        out: list[T.Type] = []
        for t in types:
            r = self.convert_type_to_list(t)
            if r is None:
                return None
            out.extend(r)
        return out

    def is_legal(self, x: Any) -> bool:
        """A type, a list of types, an op (its operand and result types) or
        a region (its block argument types) is legal when conversion leaves
        it unchanged."""
        from pyopt.ir.core import Operation, Region

        if isinstance(x, T.Type):
            return self.convert_type(x) is x
        if isinstance(x, Operation):
            convert = self.convert_type
            for operand in x.op_operands:
                t = operand.value.type
                if convert(t) is not t:
                    return False
            for r in x.results:
                if convert(r.type) is not r.type:
                    return False
            return True
        if isinstance(x, Region):
            return all(self.is_legal(a.type) for b in x.blocks for a in b.args)
        return all(self.is_legal(t) for t in x)

    def is_signature_legal(self, ftype: T.FunctionType) -> bool:
        return self.is_legal(list(ftype.inputs) + list(ftype.results))

    def convert_signature_arg(self, input_no: int, t: T.Type, result: SignatureConversion) -> bool:
        converted = self.convert_type_to_list(t)
        if converted is None:
            return False
        if converted:
            result.add_inputs(input_no, converted)
        return True

    def convert_signature_args(self, types: Sequence[T.Type], result: SignatureConversion,
                               offset: int = 0) -> bool:
        return all(self.convert_signature_arg(offset + i, t, result) for i, t in enumerate(types))

    def convert_block_signature(self, block: Block) -> SignatureConversion | None:
        conversion = SignatureConversion(len(block.args))
        if not self.convert_signature_args([a.type for a in block.args], conversion):
            return None
        return conversion

    def convert_type_attribute(self, t: T.Type, attr: Any) -> Any:
        """The converted attribute, None when no callback handled it, FAIL
        when one refused."""
        for fn in reversed(self.type_attribute_conversions):
            r = fn(t, attr)
            if r is FAIL:
                return FAIL
            if r is not None:
                return r
        return None

    # -- materialization ----------------------------------------------------------------------
    def materialize_source_conversion(self, builder: Any, loc: Any, result_type: T.Type,
                                      inputs: Sequence[Value]) -> Value | None:
        for fn in reversed(self.source_materializations):
            v = fn(builder, result_type, inputs, loc, None)
            if v is not None:
                return v
        return None

    def materialize_target_conversion(self, builder: Any, loc: Any, result_types: Sequence[T.Type],
                                      inputs: Sequence[Value], original_type: T.Type | None = None
                                      ) -> list[Value] | None:
        if len(result_types) != 1:
            return None
        for fn in reversed(self.target_materializations):
            v = fn(builder, result_types[0], inputs, loc, original_type)
            if v is not None:
                return [v]
        return None

