"""Symbols and symbol tables (MLIR's SymbolTable.cpp): lookups for ops
that reference symbols, and the SymbolTable trait's verifier (unique
names, then each nested op's `verify_symbol_uses`)."""

from __future__ import annotations

from typing import Any, Iterator

from pyopt.ir import attributes as A
from pyopt.ir.core import Operation


def symbol_name(op: Operation) -> str | None:
    """The `sym_name` of an op, if it defines a symbol."""
    attr = op.properties.get("sym_name") or op.attributes.get("sym_name")
    return attr.value if isinstance(attr, A.StringAttr) else None


def is_symbol_table(op: Operation) -> bool:
    info = op.op_def
    return info is not None and info.is_symbol_table


def lookup_symbol_in(table: Operation, name: str) -> Operation | None:
    """The op named `name` directly in `table`'s body."""
    for region in table.regions[:1]:
        for block in region.blocks:
            for op in block.ops:
                if symbol_name(op) == name:
                    return op
    return None


def nearest_symbol_table(op: Operation) -> Operation | None:
    parent = op.parent_op
    while parent is not None and not is_symbol_table(parent):
        parent = parent.parent_op
    return parent


def lookup_nearest_symbol_from(op: Operation, ref: A.SymbolRefAttr) -> Operation | None:
    """SymbolTable::lookupNearestSymbolFrom: resolve `@a::@b` from the
    closest symbol table around `op`."""
    table = nearest_symbol_table(op)
    if table is None:
        return None
    found = lookup_symbol_in(table, ref.root)
    for name in ref.nested:
        if found is None or not is_symbol_table(found):
            return None
        found = lookup_symbol_in(found, name)
    return found


def walk_symbol_table(op: Operation) -> Iterator[Operation]:
    """The ops nested in `op`, not entering nested symbol tables."""
    stack: list[Operation] = []

    def push_nested(parent: Operation) -> None:  # in reverse, so that they pop in order
        for region in reversed(parent.regions):
            for block in reversed(region.blocks):
                nested = block.last
                while nested is not None:
                    stack.append(nested)
                    nested = nested.prev

    push_nested(op)
    while stack:
        nested = stack.pop()
        yield nested
        if nested.regions and not is_symbol_table(nested):
            push_nested(nested)


def verify_symbol_table(op: Operation) -> None:
    """detail::verifySymbolTable."""
    seen: dict[str, Any] = {}
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                name = symbol_name(nested)
                if name is None:
                    continue
                if name in seen:
                    raise nested.emit_plain_error(f"redefinition of symbol named '{name}'").note(
                        "see existing symbol definition here", seen[name])
                seen[name] = nested.loc
    for nested in walk_symbol_table(op):
        hook = getattr(nested, "verify_symbol_uses", None)
        if hook is not None:
            hook()
