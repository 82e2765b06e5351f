"""Immutable, hashable, interned values: the base of types and attributes."""

from __future__ import annotations

from typing import Any, ClassVar


class Interned:
    """Building the same value twice returns the same object, so `is`,
    `==` and dict lookups are cheap.  Subclasses take their fields in
    `_init` and return them canonically from `_args`."""

    __slots__ = ("_hash", "__weakref__")
    _interned: ClassVar[dict[tuple[Any, ...], Any]] = {}

    def __new__(cls, *args: Any) -> Any:
        key = (cls, *args)
        table = Interned._interned
        t = table.get(key)
        if t is None:
            t = object.__new__(cls)
            t._init(*args)
            # Different spellings of the same arguments (defaults omitted)
            # must give one object: intern under the canonical key too.
            canon = (cls, *t._args())
            existing = table.get(canon)
            if existing is not None:
                t = existing
            else:
                t._hash = hash(canon)
                table[canon] = t
            table[key] = t
        return t

    def _init(self, *args: Any) -> None:
        pass

    def _args(self) -> tuple[Any, ...]:
        return ()

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self), self._args())
