"""What a dialect conversion must produce (MLIR's ConversionTarget).

Ops and dialects are legal, illegal or dynamically legal (a callback
decides per op and may answer None: no opinion, fall back to the static
action).  Ops not mentioned anywhere are unknown, unless unknown ops were
given a callback.  A legal op may be recursively legal: its body is not
converted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

if TYPE_CHECKING:
    from pyopt.ir.core import Operation

LEGAL, DYNAMIC, ILLEGAL = "legal", "dynamic", "illegal"

LegalityFn = Callable[["Operation"], "bool | None"]


def _op_name(x: Any) -> str:
    if isinstance(x, str):
        return x
    name = vars(x).get("name") if isinstance(x, type) else None
    if not isinstance(name, str):
        raise TypeError(f"expected an op name or an op class, got {x!r}")
    return name


def _compose(old: LegalityFn | None, new: LegalityFn) -> LegalityFn:
    """The newest callback answers first; None defers to the older one."""
    if old is None:
        return new

    def chain(op: Operation) -> bool | None:
        r = new(op)
        return r if r is not None else old(op)
    return chain


class LegalizationInfo:
    __slots__ = ("action", "recursively_legal", "legality_fn")

    def __init__(self, action: str, recursively_legal: bool = False, legality_fn: LegalityFn | None = None) -> None:
        self.action = action
        self.recursively_legal = recursively_legal
        self.legality_fn = legality_fn


class LegalOpDetails:
    """What the target says about a legal op."""

    __slots__ = ("recursively_legal",)

    def __init__(self, recursively_legal: bool = False) -> None:
        self.recursively_legal = recursively_legal


_NOT_RECURSIVE = LegalOpDetails(False)
_RECURSIVE = LegalOpDetails(True)


def _dialect_of(name: str) -> str:
    return name.split(".", 1)[0]


class ConversionTarget:
    def __init__(self) -> None:
        self.ops: dict[str, LegalizationInfo] = {}
        self.dialects: dict[str, str] = {}
        self.dialect_fns: dict[str, LegalityFn] = {}
        self.recursive_fns: dict[str, LegalityFn] = {}
        self.unknown_fn: LegalityFn | None = None
        # op name -> get_op_info's answer; every change to the target clears it.
        self._info_cache: dict[str, LegalizationInfo | None] = {}

    def _changed(self) -> None:
        self._info_cache.clear()

    # -- ops -------------------------------------------------------------------------
    def _set_op_action(self, names: Iterable[Any], action: str) -> None:
        self._changed()
        for x in names:
            name = _op_name(x)
            info = self.ops.get(name)
            if info is None:
                self.ops[name] = LegalizationInfo(action)
            else:
                info.action = action

    def add_legal_op(self, *ops: Any) -> None:
        self._set_op_action(ops, LEGAL)

    def add_illegal_op(self, *ops: Any) -> None:
        self._set_op_action(ops, ILLEGAL)

    def add_dynamically_legal_op(self, op: Any, fn: LegalityFn | None = None) -> None:
        """`add_dynamically_legal_op("x.op", fn)` or a list of ops."""
        ops = op if isinstance(op, (list, tuple)) else [op]
        self._set_op_action(ops, DYNAMIC)
        if fn is not None:
            self._changed()
            for x in ops:
                info = self.ops[_op_name(x)]
                info.legality_fn = _compose(info.legality_fn, fn)

    def mark_op_recursively_legal(self, op: Any, fn: LegalityFn | None = None) -> None:
        self._changed()
        for x in (op if isinstance(op, (list, tuple)) else [op]):
            name = _op_name(x)
            info = self.ops.get(name)
            assert info is not None and info.action != ILLEGAL, "expected operation to already be marked as legal"
            info.recursively_legal = True
            if fn is not None:
                self.recursive_fns[name] = _compose(self.recursive_fns.get(name), fn)
            else:
                self.recursive_fns.pop(name, None)

    # -- dialects ------------------------------------------------------------------------
    def add_legal_dialect(self, *names: str) -> None:
        self._changed()
        for n in names:
            self.dialects[n] = LEGAL

    def add_illegal_dialect(self, *names: str) -> None:
        self._changed()
        for n in names:
            self.dialects[n] = ILLEGAL

    def add_dynamically_legal_dialect(self, names: str | Iterable[str], fn: LegalityFn | None = None) -> None:
        self._changed()
        for n in ([names] if isinstance(names, str) else list(names)):
            self.dialects[n] = DYNAMIC
            if fn is not None:
                self.dialect_fns[n] = _compose(self.dialect_fns.get(n), fn)

    def mark_unknown_op_dynamically_legal(self, fn: LegalityFn) -> None:
        self._changed()
        self.unknown_fn = _compose(self.unknown_fn, fn)

    # -- queries ---------------------------------------------------------------------------
    def get_op_info(self, name: str) -> LegalizationInfo | None:
        cache = self._info_cache
        if name in cache:
            return cache[name]
        info = self.ops.get(name)
        if info is None:
            dialect = _dialect_of(name)
            action = self.dialects.get(dialect)
            if action is not None:
                info = LegalizationInfo(action, False, self.dialect_fns.get(dialect))
            elif self.unknown_fn is not None:
                info = LegalizationInfo(DYNAMIC, False, self.unknown_fn)
        cache[name] = info
        return info

    def get_op_action(self, name: str) -> str | None:
        info = self.get_op_info(name)
        return info.action if info is not None else None

    def legality(self, op: Operation) -> LegalOpDetails | None:
        """MLIR's isLegal: details when `op` is legal, None otherwise."""
        info = self.get_op_info(op.name)
        if info is None:
            return None
        legal = info.action == LEGAL
        if info.action == DYNAMIC and info.legality_fn is not None:
            r = info.legality_fn(op)
            if r is not None:
                legal = bool(r)
        if not legal:
            return None
        if not info.recursively_legal:
            return _NOT_RECURSIVE
        fn = self.recursive_fns.get(op.name)
        if fn is not None:
            r = fn(op)
            return _RECURSIVE if r is None or r else _NOT_RECURSIVE
        return _RECURSIVE

    def is_legal(self, op: Operation) -> bool | None:
        """True when `op` is legal, False when the target knows the op but
        it is not legal, None when the op is unknown to the target."""
        if self.get_op_info(op.name) is None:
            return None
        return self.legality(op) is not None

    def is_illegal(self, op: Operation) -> bool:
        """Explicitly illegal: marked illegal, or a dynamic callback said no."""
        info = self.get_op_info(op.name)
        if info is None:
            return False
        if info.action == DYNAMIC:
            if info.legality_fn is None:
                return False
            r = info.legality_fn(op)
            return r is not None and not r
        return info.action == ILLEGAL


class LLVMConversionTarget(ConversionTarget):
    """The LLVM dialect and unrealized casts are legal (MLIR's LLVMConversionTarget)."""

    def __init__(self) -> None:
        super().__init__()
        self.add_legal_dialect("llvm")
        self.add_legal_op("builtin.unrealized_conversion_cast")
