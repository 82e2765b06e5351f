"""Symbol lookup for LLVM ops (calls, addressof): the nearest enclosing
symbol table, indexed once per table and re-indexed on a stale hit."""

from __future__ import annotations

import weakref
from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.ir.ods import SymbolTable

_INDEX: "weakref.WeakKeyDictionary[Operation, dict[str, Operation]]" = weakref.WeakKeyDictionary()


def _symbol_table(op: Operation) -> Operation | None:
    p = op.parent_op
    while p is not None and not p.has_trait(SymbolTable):
        p = p.parent_op
    return p


def _index(table: Operation) -> dict[str, Operation]:
    out: dict[str, Operation] = {}
    for region in table.regions:
        for block in region.blocks:
            for op in block.ops:
                name = op.properties.get("sym_name")
                if isinstance(name, A.StringAttr) and name.value not in out:
                    out[name.value] = op
    _INDEX[table] = out
    return out


def lookup_symbol(op: Operation, ref: Any) -> Operation | None:
    """The op named by the flat symbol reference `ref`, seen from `op`."""
    if not isinstance(ref, A.SymbolRefAttr):
        return None
    table = _symbol_table(op)
    if table is None:
        return None
    index = _INDEX.get(table)
    found = index.get(ref.root) if index is not None else None
    if found is None or found.parent_op is not table or \
            getattr(found.properties.get("sym_name"), "value", None) != ref.root:
        found = _index(table).get(ref.root)
    return found
