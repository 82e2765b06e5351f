"""Affine expressions, affine maps and integer sets.

A faithful re-implementation of MLIR's ``AffineExpr`` / ``AffineMap`` /
``IntegerSet`` (mlir/lib/IR/AffineExpr.cpp, AffineMap.cpp, IntegerSet.cpp) and
of their textual form (mlir/lib/IR/AsmPrinter.cpp ``printAffineExprInternal``,
``printAffineMap``, ``printIntegerSet``).

Expressions are immutable, hashable and hash-consed (building the same
expression twice gives the same object).  Building an expression with the
Python operators (``+``, ``-``, ``*``, unary ``-``) or with ``floordiv``,
``ceildiv`` and ``mod`` applies exactly MLIR's construction-time
simplifications (``simplifyAdd``, ``simplifyMul``, ``simplifyFloorDiv``,
``simplifyCeilDiv``, ``simplifyMod``), so ``str()`` of an expression built by
applying the operators in source order gives the same text as ``mlir-opt``.

Constants are 64-bit signed integers; arithmetic performed while folding wraps
around like MLIR's ``int64_t`` arithmetic does.

The class constructors (``AffineAddExpr(lhs, rhs)`` etc.) build a raw node
*without* simplification; use the operators / :func:`get_binary` instead.
"""

from __future__ import annotations

import enum
import math
from typing import Any, Callable, ClassVar, Iterable, Sequence, Union

__all__ = [
    "AffineExprKind",
    "AffineExpr",
    "AffineDimExpr",
    "AffineSymbolExpr",
    "AffineConstantExpr",
    "AffineBinaryOpExpr",
    "AffineAddExpr",
    "AffineMulExpr",
    "AffineModExpr",
    "AffineFloorDivExpr",
    "AffineCeilDivExpr",
    "AffineMap",
    "IntegerSet",
    "dim",
    "sym",
    "const",
    "get_binary",
    "print_affine_expr",
]

_MASK64 = (1 << 64) - 1
_SIGN64 = 1 << 63


def _i64(v: int) -> int:
    """Wrap a Python int to int64 (two's complement), like C++ arithmetic."""
    v &= _MASK64
    return v - (1 << 64) if v & _SIGN64 else v


def _u64(v: int) -> int:
    return v & _MASK64


def _tdiv(a: int, b: int) -> int:
    """C++ truncating division."""
    q = abs(a) // abs(b)
    return q if (a >= 0) == (b >= 0) else -q


def _trem(a: int, b: int) -> int:
    """C++ truncating remainder (sign follows the dividend)."""
    return a - b * _tdiv(a, b)


def _fits64(v: int) -> bool:
    return -_SIGN64 <= v < _SIGN64


def _div_would_overflow(a: int, b: int) -> bool:
    """llvm::divideSignedWouldOverflow: INT64_MIN / -1."""
    return a == -_SIGN64 and b == -1


def _mod(a: int, b: int) -> int:
    # mlir::mod: result in [0, rhs) for rhs >= 1.
    return _i64(a % b)


class AffineExprKind(enum.IntEnum):
    Add = 0
    Mul = 1
    Mod = 2
    FloorDiv = 3
    CeilDiv = 4
    Constant = 5
    DimId = 6
    SymbolId = 7


_ExprLike = Union["AffineExpr", int]

# Hash-consing table (MLIR's affine uniquer).  Keys are (kind, payload...).
_UNIQUER: dict[tuple[Any, ...], "AffineExpr"] = {}


def _to_expr(v: _ExprLike) -> "AffineExpr":
    if isinstance(v, AffineExpr):
        return v
    if isinstance(v, bool) or not isinstance(v, int):
        raise TypeError(f"expected AffineExpr or int, got {type(v).__name__}")
    return const(v)


class AffineExpr:
    """Base class of all affine expressions."""

    __slots__ = ("_hash", "_symbolic", "_lkd", "__weakref__")
    kind: ClassVar[AffineExprKind]

    _hash: int
    _symbolic: bool
    _lkd: int  # cached getLargestKnownDivisor()

    # -- immutability ------------------------------------------------------
    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"{type(self).__name__} is immutable")

    def __copy__(self) -> "AffineExpr":
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> "AffineExpr":
        return self

    # -- identity ------------------------------------------------------------
    def __hash__(self) -> int:
        return self._hash

    def _key(self) -> tuple[Any, ...]:
        raise NotImplementedError

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, AffineExpr):
            return NotImplemented
        if self._hash != other._hash:
            return False
        return self._key() == other._key()

    def __ne__(self, other: object) -> bool:
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    # -- printing ------------------------------------------------------------
    def __str__(self) -> str:
        return print_affine_expr(self)

    def __repr__(self) -> str:
        return f"AffineExpr({print_affine_expr(self)})"

    # -- operators (MLIR semantics) ------------------------------------------
    def __add__(self, other: _ExprLike) -> "AffineExpr":
        if not isinstance(other, (AffineExpr, int)):
            return NotImplemented
        return _add(self, _to_expr(other))

    def __radd__(self, other: int) -> "AffineExpr":
        # mlir: operator+(int64_t val, AffineExpr expr) { return expr + val; }
        if not isinstance(other, int):
            return NotImplemented
        return _add(self, const(other))

    def __mul__(self, other: _ExprLike) -> "AffineExpr":
        if not isinstance(other, (AffineExpr, int)):
            return NotImplemented
        return _mul(self, _to_expr(other))

    def __rmul__(self, other: int) -> "AffineExpr":
        # mlir: operator*(int64_t val, AffineExpr expr) { return expr * val; }
        if not isinstance(other, int):
            return NotImplemented
        return _mul(self, const(other))

    def __neg__(self) -> "AffineExpr":
        return _mul(self, const(-1))

    def __sub__(self, other: _ExprLike) -> "AffineExpr":
        if isinstance(other, AffineExpr):
            return _add(self, -other)
        if isinstance(other, int):
            # mlir: operator-(int64_t v) { return *this + (-v); }
            return _add(self, const(_i64(-other)))
        return NotImplemented

    def __rsub__(self, other: int) -> "AffineExpr":
        # mlir: operator-(int64_t val, AffineExpr expr) { return expr * (-1) + val; }
        if not isinstance(other, int):
            return NotImplemented
        return _add(_mul(self, const(-1)), const(other))

    def __mod__(self, other: _ExprLike) -> "AffineExpr":
        if not isinstance(other, (AffineExpr, int)):
            return NotImplemented
        return _modexpr(self, _to_expr(other))

    def floordiv(self, other: _ExprLike) -> "AffineExpr":
        return _floordiv(self, _to_expr(other))

    def ceildiv(self, other: _ExprLike) -> "AffineExpr":
        return _ceildiv(self, _to_expr(other))

    def mod(self, other: _ExprLike) -> "AffineExpr":
        return _modexpr(self, _to_expr(other))

    # Camel-case aliases mirroring the C++ API.
    floorDiv = floordiv
    ceilDiv = ceildiv

    # -- queries -------------------------------------------------------------
    def is_symbolic_or_constant(self) -> bool:
        """True if made only of symbols and constants (no dims)."""
        return self._symbolic

    def is_pure_affine(self) -> bool:
        raise NotImplementedError

    def get_largest_known_divisor(self) -> int:
        """MLIR ``getLargestKnownDivisor`` (cached at construction)."""
        return self._lkd

    def is_multiple_of(self, factor: int) -> bool:
        raise NotImplementedError

    def is_function_of_dim(self, position: int) -> bool:
        return False

    def is_function_of_symbol(self, position: int) -> bool:
        return False

    def walk(self, fn: Callable[["AffineExpr"], None]) -> None:
        """Post-order walk."""
        fn(self)

    def replace_dims_and_symbols(
        self, dim_repl: Sequence["AffineExpr"], sym_repl: Sequence["AffineExpr"]
    ) -> "AffineExpr":
        return self

    def replace_dims(self, dim_repl: Sequence["AffineExpr"]) -> "AffineExpr":
        return self.replace_dims_and_symbols(dim_repl, ())

    def replace_symbols(self, sym_repl: Sequence["AffineExpr"]) -> "AffineExpr":
        return self.replace_dims_and_symbols((), sym_repl)

    def replace(self, mapping: dict["AffineExpr", "AffineExpr"]) -> "AffineExpr":
        """Sparse replace (MLIR ``AffineExpr::replace``)."""
        r = mapping.get(self)
        return self if r is None else r

    def shift_dims(self, num_dims: int, shift: int, offset: int = 0) -> "AffineExpr":
        dims = [dim(i) for i in range(offset)]
        dims += [dim(i + shift) for i in range(offset, num_dims)]
        return self.replace_dims_and_symbols(dims, ())

    def shift_symbols(
        self, num_symbols: int, shift: int, offset: int = 0
    ) -> "AffineExpr":
        syms = [sym(i) for i in range(offset)]
        syms += [sym(i + shift) for i in range(offset, num_symbols)]
        return self.replace_dims_and_symbols((), syms)

    def compose(self, map: "AffineMap") -> "AffineExpr":
        return self.replace_dims_and_symbols(map.results, ())


class AffineDimExpr(AffineExpr):
    __slots__ = ("position",)
    kind = AffineExprKind.DimId
    position: int

    def __new__(cls, position: int) -> "AffineDimExpr":
        position = int(position)
        key = (AffineExprKind.DimId, position)
        e = _UNIQUER.get(key)
        if e is None:
            e = object.__new__(cls)
            object.__setattr__(e, "position", position)
            object.__setattr__(e, "_symbolic", False)
            object.__setattr__(e, "_lkd", 1)
            object.__setattr__(e, "_hash", hash(key))
            _UNIQUER[key] = e
        return e  # type: ignore[return-value]

    def __reduce__(self) -> tuple[Any, ...]:
        return (dim, (self.position,))

    def _key(self) -> tuple[Any, ...]:
        return (AffineExprKind.DimId, self.position)

    def is_pure_affine(self) -> bool:
        return True

    def is_multiple_of(self, factor: int) -> bool:
        return factor * factor == 1

    def is_function_of_dim(self, position: int) -> bool:
        return self.position == position

    def replace_dims_and_symbols(
        self, dim_repl: Sequence[AffineExpr], sym_repl: Sequence[AffineExpr]
    ) -> AffineExpr:
        if self.position >= len(dim_repl):
            return self
        return dim_repl[self.position]


class AffineSymbolExpr(AffineExpr):
    __slots__ = ("position",)
    kind = AffineExprKind.SymbolId
    position: int

    def __new__(cls, position: int) -> "AffineSymbolExpr":
        position = int(position)
        key = (AffineExprKind.SymbolId, position)
        e = _UNIQUER.get(key)
        if e is None:
            e = object.__new__(cls)
            object.__setattr__(e, "position", position)
            object.__setattr__(e, "_symbolic", True)
            object.__setattr__(e, "_lkd", 1)
            object.__setattr__(e, "_hash", hash(key))
            _UNIQUER[key] = e
        return e  # type: ignore[return-value]

    def __reduce__(self) -> tuple[Any, ...]:
        return (sym, (self.position,))

    def _key(self) -> tuple[Any, ...]:
        return (AffineExprKind.SymbolId, self.position)

    def is_pure_affine(self) -> bool:
        return True

    def is_multiple_of(self, factor: int) -> bool:
        return factor * factor == 1

    def is_function_of_symbol(self, position: int) -> bool:
        return self.position == position

    def replace_dims_and_symbols(
        self, dim_repl: Sequence[AffineExpr], sym_repl: Sequence[AffineExpr]
    ) -> AffineExpr:
        if self.position >= len(sym_repl):
            return self
        return sym_repl[self.position]


class AffineConstantExpr(AffineExpr):
    __slots__ = ("value",)
    kind = AffineExprKind.Constant
    value: int

    def __new__(cls, value: int) -> "AffineConstantExpr":
        value = _i64(int(value))
        key = (AffineExprKind.Constant, value)
        e = _UNIQUER.get(key)
        if e is None:
            e = object.__new__(cls)
            object.__setattr__(e, "value", value)
            object.__setattr__(e, "_symbolic", True)
            object.__setattr__(e, "_lkd", _i64(abs(value)))
            object.__setattr__(e, "_hash", hash(key))
            _UNIQUER[key] = e
        return e  # type: ignore[return-value]

    def __reduce__(self) -> tuple[Any, ...]:
        return (const, (self.value,))

    def _key(self) -> tuple[Any, ...]:
        return (AffineExprKind.Constant, self.value)

    def is_pure_affine(self) -> bool:
        return True

    def is_multiple_of(self, factor: int) -> bool:
        return _trem(self.value, factor) == 0


class AffineBinaryOpExpr(AffineExpr):
    """Binary node.  Constructing a subclass directly does NOT simplify."""

    __slots__ = ("lhs", "rhs")
    lhs: AffineExpr
    rhs: AffineExpr

    def __new__(cls, lhs: AffineExpr, rhs: AffineExpr) -> "AffineBinaryOpExpr":
        if cls is AffineBinaryOpExpr:
            raise TypeError("instantiate a concrete binary expression kind")
        if not isinstance(lhs, AffineExpr) or not isinstance(rhs, AffineExpr):
            raise TypeError("binary affine expression operands must be AffineExpr")
        key = (cls.kind, lhs, rhs)
        e = _UNIQUER.get(key)
        if e is None:
            e = object.__new__(cls)
            object.__setattr__(e, "lhs", lhs)
            object.__setattr__(e, "rhs", rhs)
            object.__setattr__(e, "_symbolic", lhs._symbolic and rhs._symbolic)
            object.__setattr__(e, "_lkd", _binary_lkd(cls.kind, lhs, rhs))
            object.__setattr__(e, "_hash", hash((cls.kind, lhs._hash, rhs._hash)))
            _UNIQUER[key] = e
        return e  # type: ignore[return-value]

    def __reduce__(self) -> tuple[Any, ...]:
        return (_raw_binary, (int(self.kind), self.lhs, self.rhs))

    def _key(self) -> tuple[Any, ...]:
        return (self.kind, self.lhs, self.rhs)

    def is_pure_affine(self) -> bool:
        for n in _iter_nodes(self):
            if isinstance(n, AffineBinaryOpExpr):
                k = n.kind
                if k == AffineExprKind.Mul:
                    if not (
                        isinstance(n.lhs, AffineConstantExpr)
                        or isinstance(n.rhs, AffineConstantExpr)
                    ):
                        return False
                elif k != AffineExprKind.Add and not isinstance(
                    n.rhs, AffineConstantExpr
                ):
                    return False
        return True

    def is_multiple_of(self, factor: int) -> bool:
        f = _u64(factor)
        if self.kind == AffineExprKind.Mul:
            l = _u64(self.lhs._lkd)
            if l % f == 0:
                return True
            u = _u64(self.rhs._lkd)
            if u % f == 0:
                return True
            return _u64(l * u) % f == 0
        return math.gcd(_u64(self.lhs._lkd), _u64(self.rhs._lkd)) % f == 0

    def is_function_of_dim(self, position: int) -> bool:
        return any(
            isinstance(n, AffineDimExpr) and n.position == position
            for n in _iter_nodes(self)
        )

    def is_function_of_symbol(self, position: int) -> bool:
        return any(
            isinstance(n, AffineSymbolExpr) and n.position == position
            for n in _iter_nodes(self)
        )

    def walk(self, fn: Callable[[AffineExpr], None]) -> None:
        # Iterative post-order walk (lhs, rhs, node).
        stack: list[tuple[AffineExpr, bool]] = [(self, False)]
        while stack:
            n, expanded = stack.pop()
            if expanded or not isinstance(n, AffineBinaryOpExpr):
                fn(n)
                continue
            stack.append((n, True))
            stack.append((n.rhs, False))
            stack.append((n.lhs, False))

    def replace_dims_and_symbols(
        self, dim_repl: Sequence[AffineExpr], sym_repl: Sequence[AffineExpr]
    ) -> AffineExpr:
        def leaf(n: AffineExpr) -> AffineExpr | None:
            if isinstance(n, AffineDimExpr):
                return dim_repl[n.position] if n.position < len(dim_repl) else n
            if isinstance(n, AffineSymbolExpr):
                return sym_repl[n.position] if n.position < len(sym_repl) else n
            if isinstance(n, AffineConstantExpr):
                return n
            return None

        return _rebuild(self, leaf)

    def replace(self, mapping: dict[AffineExpr, AffineExpr]) -> AffineExpr:
        def leaf(n: AffineExpr) -> AffineExpr | None:
            r = mapping.get(n)
            if r is not None:
                return r
            return None if isinstance(n, AffineBinaryOpExpr) else n

        return _rebuild(self, leaf)


def _binary_lkd(kind: AffineExprKind, lhs: AffineExpr, rhs: AffineExpr) -> int:
    """getLargestKnownDivisor of ``lhs kind rhs`` from the operands' values."""
    if kind in (AffineExprKind.FloorDiv, AffineExprKind.CeilDiv):
        if isinstance(rhs, AffineConstantExpr) and rhs.value != 0:
            lhs_div = lhs._lkd
            if _trem(lhs_div, rhs.value) == 0:
                return _i64(abs(_i64(_tdiv(lhs_div, rhs.value))))
        return 1
    if kind == AffineExprKind.Mul:
        return _i64(lhs._lkd * rhs._lkd)
    # Add, Mod: std::gcd on uint64_t.
    return _i64(math.gcd(_u64(lhs._lkd), _u64(rhs._lkd)))


def _iter_nodes(e: AffineExpr) -> Iterable[AffineExpr]:
    stack = [e]
    while stack:
        n = stack.pop()
        yield n
        if isinstance(n, AffineBinaryOpExpr):
            stack.append(n.rhs)
            stack.append(n.lhs)


def _rebuild(
    root: AffineExpr, leaf: Callable[[AffineExpr], AffineExpr | None]
) -> AffineExpr:
    """Iterative bottom-up rebuild.  ``leaf(n)`` returns the replacement of
    ``n`` or None to recurse into a binary node, which is rebuilt (with
    simplification) only if an operand changed."""
    done: dict[int, AffineExpr] = {}
    stack: list[tuple[AffineExpr, bool]] = [(root, False)]
    while stack:
        n, expanded = stack.pop()
        if id(n) in done:
            continue
        if not expanded:
            r = leaf(n)
            if r is not None:
                done[id(n)] = r
                continue
            assert isinstance(n, AffineBinaryOpExpr)
            stack.append((n, True))
            stack.append((n.rhs, False))
            stack.append((n.lhs, False))
            continue
        assert isinstance(n, AffineBinaryOpExpr)
        new_lhs = done[id(n.lhs)]
        new_rhs = done[id(n.rhs)]
        if new_lhs == n.lhs and new_rhs == n.rhs:
            done[id(n)] = n
        else:
            done[id(n)] = get_binary(n.kind, new_lhs, new_rhs)
    return done[id(root)]


class AffineAddExpr(AffineBinaryOpExpr):
    __slots__ = ()
    kind = AffineExprKind.Add


class AffineMulExpr(AffineBinaryOpExpr):
    __slots__ = ()
    kind = AffineExprKind.Mul


class AffineModExpr(AffineBinaryOpExpr):
    __slots__ = ()
    kind = AffineExprKind.Mod


class AffineFloorDivExpr(AffineBinaryOpExpr):
    __slots__ = ()
    kind = AffineExprKind.FloorDiv


class AffineCeilDivExpr(AffineBinaryOpExpr):
    __slots__ = ()
    kind = AffineExprKind.CeilDiv


_BINARY_CLASSES: dict[AffineExprKind, type[AffineBinaryOpExpr]] = {
    AffineExprKind.Add: AffineAddExpr,
    AffineExprKind.Mul: AffineMulExpr,
    AffineExprKind.Mod: AffineModExpr,
    AffineExprKind.FloorDiv: AffineFloorDivExpr,
    AffineExprKind.CeilDiv: AffineCeilDivExpr,
}


def _raw_binary(kind: int, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """Unpickling helper: rebuild a node exactly, without simplification."""
    return _BINARY_CLASSES[AffineExprKind(kind)](lhs, rhs)


# ---------------------------------------------------------------------------
# Factories
# ---------------------------------------------------------------------------


def dim(i: int) -> AffineDimExpr:
    return AffineDimExpr(i)


def sym(i: int) -> AffineSymbolExpr:
    return AffineSymbolExpr(i)


def const(c: int) -> AffineConstantExpr:
    return AffineConstantExpr(c)


def get_binary(
    kind: AffineExprKind | str, lhs: _ExprLike, rhs: _ExprLike
) -> AffineExpr:
    """MLIR ``getAffineBinaryOpExpr``: build (and simplify) ``lhs kind rhs``."""
    if isinstance(kind, str):
        kind = _KIND_NAMES[kind]
    l = _to_expr(lhs)
    r = _to_expr(rhs)
    if kind == AffineExprKind.Add:
        return _add(l, r)
    if kind == AffineExprKind.Mul:
        return _mul(l, r)
    if kind == AffineExprKind.FloorDiv:
        return _floordiv(l, r)
    if kind == AffineExprKind.CeilDiv:
        return _ceildiv(l, r)
    if kind == AffineExprKind.Mod:
        return _modexpr(l, r)
    raise ValueError(f"not a binary affine expression kind: {kind!r}")


_KIND_NAMES: dict[str, AffineExprKind] = {
    "add": AffineExprKind.Add,
    "+": AffineExprKind.Add,
    "mul": AffineExprKind.Mul,
    "*": AffineExprKind.Mul,
    "mod": AffineExprKind.Mod,
    "floordiv": AffineExprKind.FloorDiv,
    "ceildiv": AffineExprKind.CeilDiv,
}


# ---------------------------------------------------------------------------
# Construction-time simplification (mirrors mlir/lib/IR/AffineExpr.cpp)
# ---------------------------------------------------------------------------


def _is_kind(e: AffineExpr, kind: AffineExprKind) -> bool:
    return isinstance(e, AffineBinaryOpExpr) and e.kind == kind


def _simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lhs_const = lhs if isinstance(lhs, AffineConstantExpr) else None
    rhs_const = rhs if isinstance(rhs, AffineConstantExpr) else None
    # Fold if both LHS, RHS are a constant and the sum does not overflow.
    if lhs_const is not None and rhs_const is not None:
        total = lhs_const.value + rhs_const.value
        if not _fits64(total):
            return None
        return const(total)

    # Canonicalize so that only the RHS is a constant (4 + d0 -> d0 + 4).
    # If only one of them is a symbolic expression, make it the RHS.
    if lhs_const is not None or (lhs._symbolic and not rhs._symbolic):
        return _add(rhs, lhs)

    # Addition with zero is a noop.
    if rhs_const is not None and rhs_const.value == 0:
        return lhs

    # Fold successive additions like (d0 + 2) + 3 into d0 + 5.
    l_bin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    if l_bin is not None and rhs_const is not None and l_bin.kind == AffineExprKind.Add:
        if isinstance(l_bin.rhs, AffineConstantExpr):
            return _add(l_bin.lhs, const(_i64(l_bin.rhs.value + rhs_const.value)))

    # Detect "c1 * expr + c_2 * expr" as "(c1 + c2) * expr".
    if (
        l_bin is not None
        and l_bin.kind == AffineExprKind.Mul
        and isinstance(l_bin.rhs, AffineConstantExpr)
    ):
        r_lhs_const = l_bin.rhs.value
        first_expr = l_bin.lhs
    else:
        r_lhs_const = 1
        first_expr = lhs

    r_bin = rhs if isinstance(rhs, AffineBinaryOpExpr) else None
    if (
        r_bin is not None
        and r_bin.kind == AffineExprKind.Mul
        and isinstance(r_bin.rhs, AffineConstantExpr)
    ):
        r_rhs_const = r_bin.rhs.value
        second_expr = r_bin.lhs
    else:
        r_rhs_const = 1
        second_expr = rhs

    if first_expr == second_expr:
        return _mul(first_expr, const(_i64(r_lhs_const + r_rhs_const)))

    # When doing successive additions, bring constant to the right:
    # (d0 + 2) + d1 -> (d0 + d1) + 2.
    if l_bin is not None and l_bin.kind == AffineExprKind.Add:
        if isinstance(l_bin.rhs, AffineConstantExpr):
            return _add(_add(l_bin.lhs, rhs), l_bin.rhs)

    # Detect and transform "expr - q * (expr floordiv q)" to "expr mod q".
    if r_bin is None:
        return None

    lrhs = r_bin.lhs
    rrhs = r_bin.rhs

    # Check if lrhs is of the form (expr floordiv q) * q, with rrhs == -1.
    if (
        isinstance(rrhs, AffineConstantExpr)
        and rrhs.value == -1
        and _is_kind(lrhs, AffineExprKind.Mul)
    ):
        assert isinstance(lrhs, AffineBinaryOpExpr)
        llrhs = lrhs.lhs
        rlrhs = lrhs.rhs
        if not _is_kind(llrhs, AffineExprKind.FloorDiv):
            return None
        assert isinstance(llrhs, AffineBinaryOpExpr)
        if llrhs.rhs == rlrhs and lhs == llrhs.lhs:
            return _modexpr(lhs, rlrhs)

    # Process lrhs, which is 'expr floordiv c': expr + (expr // c * -c) = expr % c.
    if r_bin.kind != AffineExprKind.Mul or not _is_kind(lrhs, AffineExprKind.FloorDiv):
        return None
    assert isinstance(lrhs, AffineBinaryOpExpr)
    llrhs = lrhs.lhs
    rlrhs = lrhs.rhs
    # Modulo with a negative RHS is not supported.
    is_positive_rhs = isinstance(rlrhs, AffineConstantExpr) and rlrhs.value > 0
    if is_positive_rhs and lhs == llrhs and rlrhs == -rrhs:
        return _modexpr(lhs, rlrhs)

    # Try to simplify lhs's last operand with rhs, e.g.
    # (s0 * 64 + s1) + (s1 // c * -c) -> s0 * 64 + (s1 + s1 // c * -c)
    #                                 -> s0 * 64 + s1 % c
    if l_bin is not None and l_bin.kind == AffineExprKind.Add:
        simplified = _simplify_add(l_bin.rhs, rhs)
        if simplified is not None:
            return _add(l_bin.lhs, simplified)
    return None


def _order_commutative_args(
    e1: AffineExpr, e2: AffineExpr
) -> tuple[AffineExpr, AffineExpr]:
    """MLIR ``orderCommutativeArgs``: order symbol/dim operands by position
    and put dims before symbols; anything else keeps its order."""
    if isinstance(e1, AffineSymbolExpr) and isinstance(e2, AffineSymbolExpr):
        return (e1, e2) if e1.position < e2.position else (e2, e1)
    if isinstance(e1, AffineDimExpr) and isinstance(e2, AffineDimExpr):
        return (e1, e2) if e1.position < e2.position else (e2, e1)
    if isinstance(e1, AffineSymbolExpr) and isinstance(e2, AffineDimExpr):
        return (e2, e1)
    return (e1, e2)


def _add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_add(lhs, rhs)
    if s is not None:
        return s
    lhs, rhs = _order_commutative_args(lhs, rhs)
    return AffineAddExpr(lhs, rhs)


def _simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    lhs_const = lhs if isinstance(lhs, AffineConstantExpr) else None
    rhs_const = rhs if isinstance(rhs, AffineConstantExpr) else None

    if lhs_const is not None and rhs_const is not None:
        product = lhs_const.value * rhs_const.value
        if not _fits64(product):
            return None
        return const(product)

    # Non-affine product (neither side symbolic): kept as is.
    if not lhs._symbolic and not rhs._symbolic:
        return None

    # Canonicalize so that the constant/symbolic term is the RHS.  If both are
    # symbolic, swap them if the lhs is a constant.
    if not rhs._symbolic or lhs_const is not None:
        return _mul(rhs, lhs)

    if rhs_const is not None:
        if rhs_const.value == 1:
            return lhs
        if rhs_const.value == 0:
            return rhs_const

    # Fold successive multiplications: (d0 * 2) * 3 -> d0 * 6.
    l_bin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    if l_bin is not None and rhs_const is not None and l_bin.kind == AffineExprKind.Mul:
        if isinstance(l_bin.rhs, AffineConstantExpr):
            return _mul(l_bin.lhs, const(_i64(l_bin.rhs.value * rhs_const.value)))

    # Bring constant to the right: (d0 * 2) * d1 -> (d0 * d1) * 2.
    if l_bin is not None and l_bin.kind == AffineExprKind.Mul:
        if isinstance(l_bin.rhs, AffineConstantExpr):
            return _mul(_mul(l_bin.lhs, rhs), l_bin.rhs)

    return None


def _mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_mul(lhs, rhs)
    if s is not None:
        return s
    lhs, rhs = _order_commutative_args(lhs, rhs)
    return AffineMulExpr(lhs, rhs)


def _simplify_floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    if not isinstance(rhs, AffineConstantExpr) or rhs.value == 0:
        return None
    c = rhs.value
    if isinstance(lhs, AffineConstantExpr):
        if _div_would_overflow(lhs.value, c):
            return None
        return const(lhs.value // c)
    if c == 1:
        return lhs
    l_bin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    # (expr * const) floordiv divConst when const is a multiple of divConst.
    if l_bin is not None and l_bin.kind == AffineExprKind.Mul:
        if isinstance(l_bin.rhs, AffineConstantExpr):
            if _trem(l_bin.rhs.value, c) == 0:
                return _mul(l_bin.lhs, const(_tdiv(l_bin.rhs.value, c)))
    # (expr1 + expr2) floordiv divConst when either is a multiple of divConst.
    if l_bin is not None and l_bin.kind == AffineExprKind.Add:
        llhs_div = l_bin.lhs.get_largest_known_divisor()
        lrhs_div = l_bin.rhs.get_largest_known_divisor()
        if _trem(llhs_div, c) == 0 or _trem(lrhs_div, c) == 0:
            return _add(_floordiv(l_bin.lhs, rhs), _floordiv(l_bin.rhs, rhs))
    return None


def _floordiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_floordiv(lhs, rhs)
    if s is not None:
        return s
    return AffineFloorDivExpr(lhs, rhs)


def _simplify_ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    if not isinstance(rhs, AffineConstantExpr) or rhs.value == 0:
        return None
    c = rhs.value
    if isinstance(lhs, AffineConstantExpr):
        if _div_would_overflow(lhs.value, c):
            return None
        return const(-((-lhs.value) // c))
    if c == 1:
        return lhs
    l_bin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    if l_bin is not None and l_bin.kind == AffineExprKind.Mul:
        if isinstance(l_bin.rhs, AffineConstantExpr):
            if _trem(l_bin.rhs.value, c) == 0:
                return _mul(l_bin.lhs, const(_tdiv(l_bin.rhs.value, c)))
    return None


def _ceildiv(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_ceildiv(lhs, rhs)
    if s is not None:
        return s
    return AffineCeilDivExpr(lhs, rhs)


def _simplify_mod(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr | None:
    if not isinstance(rhs, AffineConstantExpr) or rhs.value < 1:
        return None
    c = rhs.value
    if isinstance(lhs, AffineConstantExpr):
        return const(_mod(lhs.value, c))
    # Expression known to be a multiple of the modulus folds to zero.
    if _trem(lhs.get_largest_known_divisor(), c) == 0:
        return const(0)
    l_bin = lhs if isinstance(lhs, AffineBinaryOpExpr) else None
    # (expr1 + expr2) mod c when either is a multiple of c.
    if l_bin is not None and l_bin.kind == AffineExprKind.Add:
        llhs_div = l_bin.lhs.get_largest_known_divisor()
        lrhs_div = l_bin.rhs.get_largest_known_divisor()
        if _trem(llhs_div, c) == 0:
            return _modexpr(l_bin.rhs, rhs)
        if _trem(lrhs_div, c) == 0:
            return _modexpr(l_bin.lhs, rhs)
    # (e mod a) mod b -> e mod b when b divides a.
    if l_bin is not None and l_bin.kind == AffineExprKind.Mod:
        inter = l_bin.rhs
        if (
            isinstance(inter, AffineConstantExpr)
            and inter.value >= 1
            and _mod(inter.value, c) == 0
        ):
            return _modexpr(l_bin.lhs, rhs)
    return None


def _modexpr(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    s = _simplify_mod(lhs, rhs)
    if s is not None:
        return s
    return AffineModExpr(lhs, rhs)


# ---------------------------------------------------------------------------
# Printing (mirrors AsmPrinter::Impl::printAffineExprInternal)
# ---------------------------------------------------------------------------

_BINOP_SPELLING: dict[AffineExprKind, str] = {
    AffineExprKind.Add: " + ",
    AffineExprKind.Mul: " * ",
    AffineExprKind.FloorDiv: " floordiv ",
    AffineExprKind.CeilDiv: " ceildiv ",
    AffineExprKind.Mod: " mod ",
}

# print_value_name(position, is_symbol) -> text
ValueNamePrinter = Callable[[int, bool], str]


def _neg_text(v: int) -> str:
    # C++ prints -v for an int64_t; -INT64_MIN wraps to INT64_MIN.
    return str(_i64(-v))


def _print(
    e: AffineExpr, strong: bool, out: list[str], pvn: ValueNamePrinter | None
) -> None:
    if isinstance(e, AffineSymbolExpr):
        out.append(pvn(e.position, True) if pvn else f"s{e.position}")
        return
    if isinstance(e, AffineDimExpr):
        out.append(pvn(e.position, False) if pvn else f"d{e.position}")
        return
    if isinstance(e, AffineConstantExpr):
        out.append(str(e.value))
        return
    assert isinstance(e, AffineBinaryOpExpr)
    lhs, rhs = e.lhs, e.rhs
    kind = e.kind

    if kind != AffineExprKind.Add:
        if strong:
            out.append("(")
        # Pretty print multiplication with -1.
        if (
            kind == AffineExprKind.Mul
            and isinstance(rhs, AffineConstantExpr)
            and rhs.value == -1
        ):
            out.append("-")
            _print(lhs, True, out, pvn)
            if strong:
                out.append(")")
            return
        _print(lhs, True, out, pvn)
        out.append(_BINOP_SPELLING[kind])
        _print(rhs, True, out, pvn)
        if strong:
            out.append(")")
        return

    # Add: print special "pretty" forms.  Left-deep chains of additions
    # (the common shape) are unrolled to avoid deep recursion.
    if strong:
        out.append("(")
    chain: list[AffineBinaryOpExpr] = [e]
    base = lhs
    while isinstance(base, AffineBinaryOpExpr) and base.kind == AffineExprKind.Add:
        chain.append(base)
        base = base.lhs
    _print(base, False, out, pvn)
    for node in reversed(chain):
        _print_add_rhs(node.rhs, out, pvn)
    if strong:
        out.append(")")


def _print_add_rhs(
    rhs: AffineExpr, out: list[str], pvn: ValueNamePrinter | None
) -> None:
    """Print `` + rhs`` (or its subtraction form) after an addition's lhs."""
    if isinstance(rhs, AffineBinaryOpExpr) and rhs.kind == AffineExprKind.Mul:
        rrhs = rhs.rhs
        if isinstance(rrhs, AffineConstantExpr):
            # Addition of a product with a negative constant prints as a
            # subtraction.
            if rrhs.value == -1:
                out.append(" - ")
                _print(rhs.lhs, _is_kind(rhs.lhs, AffineExprKind.Add), out, pvn)
                return
            if rrhs.value < -1:
                out.append(" - ")
                _print(rhs.lhs, True, out, pvn)
                out.append(" * ")
                out.append(_neg_text(rrhs.value))
                return
    # Addition of a negative number prints as a subtraction.
    if isinstance(rhs, AffineConstantExpr) and rhs.value < 0:
        out.append(" - ")
        out.append(_neg_text(rhs.value))
        return
    out.append(" + ")
    _print(rhs, False, out, pvn)


def print_affine_expr(
    expr: AffineExpr, print_value_name: ValueNamePrinter | None = None
) -> str:
    """Render ``expr`` as MLIR does.  ``print_value_name(pos, is_symbol)``
    optionally replaces the ``d<i>`` / ``s<i>`` spelling (used when printing
    maps with SSA operands inline)."""
    out: list[str] = []
    _print(expr, False, out, print_value_name)
    return "".join(out)


# ---------------------------------------------------------------------------
# AffineMap
# ---------------------------------------------------------------------------


def _dim_sym_header(num_dims: int, num_symbols: int) -> str:
    s = "(" + ", ".join(f"d{i}" for i in range(num_dims)) + ")"
    if num_symbols:
        s += "[" + ", ".join(f"s{i}" for i in range(num_symbols)) + "]"
    return s


class AffineMap:
    """``(d0, ..., dn)[s0, ..., sm] -> (results...)``."""

    __slots__ = ("num_dims", "num_symbols", "results", "_hash", "__weakref__")
    num_dims: int
    num_symbols: int
    results: tuple[AffineExpr, ...]
    _hash: int

    def __init__(
        self, num_dims: int, num_symbols: int, results: Iterable[_ExprLike] = ()
    ) -> None:
        res = tuple(_to_expr(r) for r in results)
        if num_dims < 0 or num_symbols < 0:
            raise ValueError("negative dim/symbol count")
        object.__setattr__(self, "num_dims", int(num_dims))
        object.__setattr__(self, "num_symbols", int(num_symbols))
        object.__setattr__(self, "results", res)
        object.__setattr__(self, "_hash", hash(("AffineMap", num_dims, num_symbols, res)))

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("AffineMap is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("AffineMap is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (AffineMap, (self.num_dims, self.num_symbols, self.results))

    def __copy__(self) -> "AffineMap":
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> "AffineMap":
        return self

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, AffineMap):
            return NotImplemented
        return (
            self._hash == other._hash
            and self.num_dims == other.num_dims
            and self.num_symbols == other.num_symbols
            and self.results == other.results
        )

    def __ne__(self, other: object) -> bool:
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __str__(self) -> str:
        return (
            _dim_sym_header(self.num_dims, self.num_symbols)
            + " -> ("
            + ", ".join(print_affine_expr(r) for r in self.results)
            + ")"
        )

    def __repr__(self) -> str:
        return f"AffineMap({self})"

    # -- constructors ----------------------------------------------------------
    @staticmethod
    def get(
        num_dims: int, num_symbols: int = 0, results: Iterable[_ExprLike] = ()
    ) -> "AffineMap":
        return AffineMap(num_dims, num_symbols, results)

    @staticmethod
    def empty(num_dims: int = 0, num_symbols: int = 0) -> "AffineMap":
        """A map with no results: ``(d0..)[s0..] -> ()``."""
        return AffineMap(num_dims, num_symbols, ())

    @staticmethod
    def identity(n: int, num_symbols: int = 0) -> "AffineMap":
        """``getMultiDimIdentityMap``: ``(d0, ..., dn-1) -> (d0, ..., dn-1)``."""
        return AffineMap(n, num_symbols, tuple(dim(i) for i in range(n)))

    multi_dim_identity = identity

    @staticmethod
    def constant_map(value: int) -> "AffineMap":
        """``getConstantMap``: ``() -> (value)``."""
        return AffineMap(0, 0, (const(value),))

    @staticmethod
    def minor_identity(dims: int, results: int) -> "AffineMap":
        """``getMinorIdentityMap``: the last ``results`` dims of ``dims``."""
        if dims < results:
            raise ValueError("more results than dims")
        return AffineMap(dims, 0, tuple(dim(i) for i in range(dims - results, dims)))

    @staticmethod
    def permutation(perm: Sequence[int]) -> "AffineMap":
        """``getPermutationMap``."""
        if sorted(perm) != list(range(len(perm))):
            raise ValueError("not a permutation")
        return AffineMap(len(perm), 0, tuple(dim(p) for p in perm))

    # -- queries ---------------------------------------------------------------
    @property
    def num_results(self) -> int:
        return len(self.results)

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    def get_result(self, i: int) -> AffineExpr:
        return self.results[i]

    def is_identity(self) -> bool:
        if self.num_dims != len(self.results):
            return False
        return all(
            isinstance(r, AffineDimExpr) and r.position == i
            for i, r in enumerate(self.results)
        )

    def is_symbol_identity(self) -> bool:
        if self.num_symbols != len(self.results):
            return False
        return all(
            isinstance(r, AffineSymbolExpr) and r.position == i
            for i, r in enumerate(self.results)
        )

    def is_minor_identity(self) -> bool:
        return self.num_dims >= len(self.results) and self == AffineMap.minor_identity(
            self.num_dims, len(self.results)
        )

    def is_empty(self) -> bool:
        return len(self.results) == 0

    def is_single_constant(self) -> bool:
        return len(self.results) == 1 and isinstance(
            self.results[0], AffineConstantExpr
        )

    def is_constant(self) -> bool:
        return all(isinstance(r, AffineConstantExpr) for r in self.results)

    def get_single_constant_result(self) -> int:
        if not self.is_single_constant():
            raise ValueError("map is not a single constant")
        r = self.results[0]
        assert isinstance(r, AffineConstantExpr)
        return r.value

    def get_constant_results(self) -> list[int]:
        if not self.is_constant():
            raise ValueError("map is not constant")
        return [r.value for r in self.results]  # type: ignore[attr-defined]

    def is_permutation(self) -> bool:
        if self.num_dims != len(self.results):
            return False
        return self.is_projected_permutation()

    def is_projected_permutation(self, allow_zero_in_results: bool = False) -> bool:
        if self.num_symbols > 0:
            return False
        if len(self.results) > self.num_dims:
            return False
        seen = [False] * self.num_dims
        for r in self.results:
            if isinstance(r, AffineDimExpr):
                if seen[r.position]:
                    return False
                seen[r.position] = True
            elif allow_zero_in_results and isinstance(r, AffineConstantExpr) and r.value == 0:
                continue
            else:
                return False
        return True

    def is_function_of_dim(self, position: int) -> bool:
        return any(r.is_function_of_dim(position) for r in self.results)

    def is_function_of_symbol(self, position: int) -> bool:
        return any(r.is_function_of_symbol(position) for r in self.results)

    # -- transformations ----------------------------------------------------------
    def replace_dims_and_symbols(
        self,
        dim_repl: Sequence[AffineExpr],
        sym_repl: Sequence[AffineExpr],
        num_result_dims: int,
        num_result_syms: int,
    ) -> "AffineMap":
        return AffineMap(
            num_result_dims,
            num_result_syms,
            tuple(r.replace_dims_and_symbols(dim_repl, sym_repl) for r in self.results),
        )

    def get_sub_map(self, result_pos: Sequence[int]) -> "AffineMap":
        return AffineMap(
            self.num_dims, self.num_symbols, tuple(self.results[i] for i in result_pos)
        )

    def get_slice_map(self, start: int, length: int) -> "AffineMap":
        return AffineMap(
            self.num_dims, self.num_symbols, self.results[start : start + length]
        )


# ---------------------------------------------------------------------------
# IntegerSet
# ---------------------------------------------------------------------------


class IntegerSet:
    """``(d0, ...)[s0, ...] : (c0 >= 0, c1 == 0, ...)``."""

    __slots__ = (
        "num_dims",
        "num_symbols",
        "constraints",
        "eq_flags",
        "_hash",
        "__weakref__",
    )
    num_dims: int
    num_symbols: int
    constraints: tuple[AffineExpr, ...]
    eq_flags: tuple[bool, ...]
    _hash: int

    def __init__(
        self,
        num_dims: int,
        num_symbols: int,
        constraints: Iterable[_ExprLike],
        eq_flags: Iterable[bool],
    ) -> None:
        cons = tuple(_to_expr(c) for c in constraints)
        flags = tuple(bool(f) for f in eq_flags)
        if len(cons) != len(flags):
            raise ValueError("constraints and eq_flags differ in length")
        if num_dims < 0 or num_symbols < 0:
            raise ValueError("negative dim/symbol count")
        object.__setattr__(self, "num_dims", int(num_dims))
        object.__setattr__(self, "num_symbols", int(num_symbols))
        object.__setattr__(self, "constraints", cons)
        object.__setattr__(self, "eq_flags", flags)
        object.__setattr__(
            self, "_hash", hash(("IntegerSet", num_dims, num_symbols, cons, flags))
        )

    def __setattr__(self, name: str, value: Any) -> None:
        raise AttributeError("IntegerSet is immutable")

    def __delattr__(self, name: str) -> None:
        raise AttributeError("IntegerSet is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (
            IntegerSet,
            (self.num_dims, self.num_symbols, self.constraints, self.eq_flags),
        )

    def __copy__(self) -> "IntegerSet":
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> "IntegerSet":
        return self

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        if self is other:
            return True
        if not isinstance(other, IntegerSet):
            return NotImplemented
        return (
            self._hash == other._hash
            and self.num_dims == other.num_dims
            and self.num_symbols == other.num_symbols
            and self.constraints == other.constraints
            and self.eq_flags == other.eq_flags
        )

    def __ne__(self, other: object) -> bool:
        r = self.__eq__(other)
        return r if r is NotImplemented else not r

    def __str__(self) -> str:
        parts = [
            print_affine_expr(c) + (" == 0" if eq else " >= 0")
            for c, eq in zip(self.constraints, self.eq_flags)
        ]
        return (
            _dim_sym_header(self.num_dims, self.num_symbols)
            + " : ("
            + ", ".join(parts)
            + ")"
        )

    def __repr__(self) -> str:
        return f"IntegerSet({self})"

    @staticmethod
    def get(
        num_dims: int,
        num_symbols: int,
        constraints: Iterable[_ExprLike],
        eq_flags: Iterable[bool],
    ) -> "IntegerSet":
        return IntegerSet(num_dims, num_symbols, constraints, eq_flags)

    @staticmethod
    def empty_set(num_dims: int, num_symbols: int) -> "IntegerSet":
        """``IntegerSet::getEmptySet``: the canonical empty set ``1 == 0``."""
        return IntegerSet(num_dims, num_symbols, (const(1),), (True,))

    @staticmethod
    def universe(num_dims: int = 0, num_symbols: int = 0) -> "IntegerSet":
        """What the parser builds for ``: ()``: the trivially true ``0 == 0``."""
        return IntegerSet(num_dims, num_symbols, (const(0),), (True,))

    def is_empty_integer_set(self) -> bool:
        return self == IntegerSet.empty_set(self.num_dims, self.num_symbols)

    @property
    def num_constraints(self) -> int:
        return len(self.constraints)

    @property
    def num_equalities(self) -> int:
        return sum(self.eq_flags)

    @property
    def num_inequalities(self) -> int:
        return len(self.eq_flags) - sum(self.eq_flags)

    @property
    def num_inputs(self) -> int:
        return self.num_dims + self.num_symbols

    def is_eq(self, i: int) -> bool:
        return self.eq_flags[i]

    def get_constraint(self, i: int) -> AffineExpr:
        return self.constraints[i]

    def replace_dims_and_symbols(
        self,
        dim_repl: Sequence[AffineExpr],
        sym_repl: Sequence[AffineExpr],
        num_result_dims: int,
        num_result_syms: int,
    ) -> "IntegerSet":
        return IntegerSet(
            num_result_dims,
            num_result_syms,
            tuple(
                c.replace_dims_and_symbols(dim_repl, sym_repl) for c in self.constraints
            ),
            self.eq_flags,
        )
