"""What MLIR's printer aliases: the builtin dialect's alias names
(OpAsmDialectInterface) and the locations its alias walk visits."""

from __future__ import annotations

from typing import Any, Iterable

from pyopt.ir import attributes as A
from pyopt.ir import types as T


def alias_base(a: Any) -> str:
    """The alias name the builtin dialect gives `a` (OpAsmDialectInterface), or ""."""
    if isinstance(a, T.TupleType):
        return "tuple" if len(a.types) > 16 else ""
    if isinstance(a, A.AffineMapAttr):
        return "map"
    if isinstance(a, A.IntegerSetAttr):
        return "set"
    if isinstance(a, A.DistinctAttr) and not isinstance(a.referenced, A.UnitAttr):
        return "distinct"
    dialect_alias = getattr(a, "dialect_alias", None)  # a dialect's own OpAsmDialectInterface
    return dialect_alias() if dialect_alias is not None else ""


def loc_children(loc: A.Location) -> list[A.Location]:
    """The locations a location is made of, as MLIR's alias walk visits them."""
    if isinstance(loc, A.CallSiteLoc):
        return [loc.callee, loc.caller]
    if isinstance(loc, A.NameLoc) and loc.child is not None and not isinstance(loc.child, A.UnknownLoc):
        return [loc.child]
    if isinstance(loc, A.FusedLoc):
        # Printed (and so visited) first: the metadata of `fused<metadata>[...]`.
        meta = [loc.metadata] if isinstance(loc.metadata, A.Location) else []
        return meta + list(loc.locs)
    return []


def find_name_loc(loc: A.Location | None) -> A.NameLoc | None:
    """The first name location in `loc`, itself first, then its parts in
    order (MLIR's findInstanceOf<NameLoc>)."""
    stack = [loc] if loc is not None else []
    while stack:
        loc = stack.pop()
        if isinstance(loc, A.NameLoc):
            return loc
        if isinstance(loc, A.CallSiteLoc):
            stack += [loc.caller, loc.callee]
        elif isinstance(loc, A.FusedLoc):
            stack += reversed(loc.locs)
    return None


def attr_locations(attr: A.Attribute) -> Iterable[A.Location]:
    """Locations held by an attribute (directly or in arrays and dictionaries)."""
    if isinstance(attr, A.Location):
        yield attr
    elif isinstance(attr, A.ArrayAttr):
        for a in attr.elements:
            yield from attr_locations(a)
    elif isinstance(attr, A.DictionaryAttr):
        for _, a in attr.entries:
            yield from attr_locations(a)
