"""Memory effects of ops (MLIR's MemoryEffectOpInterface and
SideEffectInterfaces.cpp) and the trivially-dead rules built on them.

An op states its effects declaratively, as ODS does:

* the `Pure` trait: no memory effects (NoMemoryEffect + AlwaysSpeculatable);
* a class attribute `side_effects`, a tuple of effect declarations, e.g.

      side_effects = (MemAlloc("memref"),)            # Res<..., [MemAlloc]>:$memref
      side_effects = (MemRead("memref"),)             # Arg<..., [MemRead]>:$memref
      side_effects = (MemWrite(), MemRead())          # MemoryEffects<[MemWrite, MemRead]>
      side_effects = ()                               # MemoryEffects<[]> (no effects)

  where the argument names the operand or result group the effect is on
  (None: the op as a whole, on the default resource); a callable
  `side_effects(op) -> list[EffectInstance]` computes them per op (ops whose
  getEffects depends on the op, like vector.transfer_read);
* the `RecursiveMemoryEffects` trait: the effects of the nested ops;
* none of those: unknown effects (calls, unregistered ops, `gpu.wait`).
"""

from __future__ import annotations

from typing import Iterable

from pyopt.ir.core import Operation, Value
from pyopt.ir.ods import Pure, RecursiveMemoryEffects, Symbol

READ, WRITE, ALLOCATE, FREE = "read", "write", "allocate", "free"
DEFAULT_RESOURCE = "default"
AUTOMATIC_ALLOCATION_SCOPE_RESOURCE = "automatic-allocation-scope"


class EffectDecl:
    """One declared effect: its kind, the operand/result group it is on
    (None: the whole op) and the resource."""

    __slots__ = ("kind", "on", "resource")

    def __init__(self, kind: str, on: str | None = None, resource: str = DEFAULT_RESOURCE) -> None:
        self.kind = kind
        self.on = on
        self.resource = resource

    def __repr__(self) -> str:
        return f"Mem{self.kind.capitalize()}({self.on!r})"


def MemRead(on: str | None = None, resource: str = DEFAULT_RESOURCE) -> EffectDecl:
    return EffectDecl(READ, on, resource)


def MemWrite(on: str | None = None, resource: str = DEFAULT_RESOURCE) -> EffectDecl:
    return EffectDecl(WRITE, on, resource)


def MemAlloc(on: str | None = None, resource: str = DEFAULT_RESOURCE) -> EffectDecl:
    return EffectDecl(ALLOCATE, on, resource)


def MemFree(on: str | None = None, resource: str = DEFAULT_RESOURCE) -> EffectDecl:
    return EffectDecl(FREE, on, resource)


class EffectInstance:
    """An effect of one op: kind, the value it is on (or None) and resource."""

    __slots__ = ("kind", "value", "resource")

    def __init__(self, kind: str, value: Value | None = None, resource: str = DEFAULT_RESOURCE) -> None:
        self.kind = kind
        self.value = value
        self.resource = resource

    def __repr__(self) -> str:
        return f"<{self.kind} on {self.value!r} ({self.resource})>"


def _values_of(op: Operation, name: str) -> list[Value]:
    """The values of the operand or result group `name` of a declared op."""
    info = op.op_def
    elements = info.__dict__.get("_elements_by_name")
    if elements is None:
        elements = info._elements_by_name = {}
    element = elements.get(name)
    if element is None:
        element = elements[name] = info.by_name(name)
    if element is None:
        raise KeyError(f"{op.name} has no operand or result named {name!r}")
    group = element.__get__(op, type(op))
    if group is None:
        return []
    if isinstance(group, Value):
        return [group]
    return list(group)


def has_effect_interface(op: Operation) -> bool:
    """Whether the op implements MemoryEffectOpInterface (Pure counts)."""
    if op.op_def is None:
        return False
    return op.has_trait(Pure) or getattr(type(op), "side_effects", None) is not None


def get_effects(op: Operation) -> list[EffectInstance] | None:
    """The op's own memory effects, or None when unknown (no interface).
    Ops with only RecursiveMemoryEffects return None here: use
    `get_recursive_effects` for them."""
    if op.op_def is None:
        return None
    if op.has_trait(Pure):
        return []
    decls = getattr(type(op), "side_effects", None)
    if decls is None:
        return None
    if not isinstance(decls, tuple):
        return list(decls(op))
    out: list[EffectInstance] = []
    for d in decls:
        if d.on is None:
            out.append(EffectInstance(d.kind, None, d.resource))
        else:
            for v in _values_of(op, d.on):
                out.append(EffectInstance(d.kind, v, d.resource))
    return out


def get_recursive_effects(op: Operation) -> list[EffectInstance] | None:
    """The effects of `op` and, through RecursiveMemoryEffects, of every op
    nested in it; None when any of them is unknown (MLIR's
    getEffectsRecursively)."""
    effects: list[EffectInstance] = []
    stack = [op]
    while stack:
        cur = stack.pop()
        recursive = cur.has_trait(RecursiveMemoryEffects)
        if recursive:
            for region in cur.regions:
                for block in region.blocks:
                    stack.extend(block.ops)
        own = get_effects(cur)
        if own is not None:
            effects.extend(own)
        elif not recursive:
            return None
    return effects


def is_memory_effect_free(op: Operation) -> bool:
    """No effects at all, looking through RecursiveMemoryEffects."""
    effects = get_recursive_effects(op)
    return effects is not None and not effects


def has_only_effect(op: Operation, kind: str) -> bool:
    """The op implements the interface and every effect it has is `kind`
    (MLIR's hasSingleEffect-style check used by CSE for reads)."""
    own = get_effects(op)
    if own is None:
        return False
    return all(e.kind == kind for e in own)


def _is_terminator(op: Operation) -> bool:
    # mightHaveTrait: an unregistered op may be a terminator.
    return op.op_def is None or op.op_def.is_terminator


def _is_symbol(op: Operation) -> bool:
    return op.has_trait(Symbol)


def would_op_be_trivially_dead(op: Operation) -> bool:
    """Whether `op` would be dead if its results had no uses."""
    if _is_terminator(op) or _is_symbol(op):
        return False
    stack = [op]
    while stack:
        cur = stack.pop()
        recursive = cur.has_trait(RecursiveMemoryEffects)
        if recursive:
            for region in cur.regions:
                for block in region.blocks:
                    stack.extend(block.ops)
        own_dead = _own_effects_allow_deadness(cur)
        if own_dead is not None:
            if not own_dead:
                return False
            continue
        if recursive:
            continue
        return False
    return True


def _own_effects_allow_deadness(op: Operation) -> bool | None:
    """Whether the op's own effects let it be dead: reads only, apart from
    effects on values it allocates itself; None without the interface.
    For declared effects, without building them."""
    if op.op_def is None:
        return None
    if op.has_trait(Pure):
        return True
    decls = getattr(type(op), "side_effects", None)
    if decls is None:
        return None
    if not isinstance(decls, tuple):
        effects = list(decls(op))
        alloc_results = {id(e.value) for e in effects
                         if e.kind == ALLOCATE and e.value is not None and getattr(e.value, "op", None) is op}
        return all(e.kind == READ or (e.value is not None and id(e.value) in alloc_results) for e in effects)
    allocated: set[int] = set()
    for d in decls:
        if d.kind == ALLOCATE and d.on is not None:
            allocated.update(id(v) for v in _values_of(op, d.on) if getattr(v, "op", None) is op)
    for d in decls:
        if d.kind == READ:
            continue
        if d.on is None:
            return False
        for v in _values_of(op, d.on):
            if id(v) not in allocated:
                return False
    return True


def is_op_trivially_dead(op: Operation) -> bool:
    """No result has uses and the op would be trivially dead."""
    for r in op.results:
        if r.first_use is not None:
            return False
    return would_op_be_trivially_dead(op)


def effects_of_kind(effects: Iterable[EffectInstance], kind: str) -> list[EffectInstance]:
    return [e for e in effects if e.kind == kind]


# ---- effects computed per op (getEffects implementations) ----------------------------------------
def transfer_effects(op: Operation, kind: str) -> list[EffectInstance]:
    """vector.transfer_read/write: an effect on the base only when it is a
    memref (tensors have value semantics)."""
    from pyopt.ir.types import MemRefType

    base = op.base  # type: ignore[attr-defined]
    return [EffectInstance(kind, base)] if isinstance(base.type, MemRefType) else []


def load_store_effects(op: Operation, kind: str, extra: str) -> list[EffectInstance]:
    """llvm.load/store: the access on the address; volatile or atomic
    (stronger than unordered) accesses also have the other effect."""
    effects = [EffectInstance(kind, op.addr)]  # type: ignore[attr-defined]
    ordering = op.properties.get("ordering")
    order = getattr(ordering, "value", 0)
    if op.properties.get("volatile_") is not None or order not in (0, 1):
        effects.append(EffectInstance(extra))
    return effects
