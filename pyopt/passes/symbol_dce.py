"""`--symbol-dce` (MLIR's SymbolDCE): erase the symbols nothing can reach.

A symbol is live if it cannot be discarded (not private, or in a symbol
table visible from outside) or if a live op refers to it; references are
the symbol refs anywhere in an op's attributes, resolved from the symbol
table the op is in."""

from __future__ import annotations

from typing import Any, Iterator

from pyopt.passes.pass_base import Pass, PassFailure


def _is_symbol(op: Any) -> bool:
    """isa<SymbolOpInterface>: an op with the Symbol trait that has a name
    (ops like builtin.module are symbols only when named)."""
    from pyopt.ir.symbols import symbol_name

    return op.op_def is not None and op.op_def.is_symbol and symbol_name(op) is not None


def _is_private(op: Any) -> bool:
    return _visibility(op) == "private"


def _visibility(op: Any) -> str:
    from pyopt.ir import attributes as A

    vis = op.attributes.get("sym_visibility") or op.properties.get("sym_visibility")
    return vis.value if isinstance(vis, A.StringAttr) else "public"


def _can_discard_on_use_empty(op: Any) -> bool:
    """What mlir-opt 22 does for func.func and the other symbols here: an
    unused non-public symbol can go (a `nested` one only where its symbol
    table is hidden)."""
    return _visibility(op) != "public"


def _symbol_refs(attr: Any, seen: set[int]) -> Iterator[Any]:
    """The SymbolRefAttrs in `attr` and its sub-attributes (MLIR walks all
    sub-elements of an op's attribute dictionary)."""
    from pyopt.ir import attributes as A

    stack = [attr]
    while stack:
        a = stack.pop()
        if isinstance(a, (tuple, list)):
            stack.extend(a)
            continue
        if not isinstance(a, A.Attribute) or id(a) in seen:
            continue
        seen.add(id(a))
        if isinstance(a, A.SymbolRefAttr):
            yield a
        elif hasattr(a, "_args"):
            stack.extend(a._args())


def _symbol_uses(op: Any) -> list[Any] | None:
    """SymbolTable::getSymbolUses: the refs held by `op` and the ops nested
    in it (not inside nested symbol tables); None if an op that could be an
    unknown symbol table (unregistered, one region) is in the way."""
    from pyopt.ir.symbols import is_symbol_table

    uses: list[Any] = []
    stack = [op]
    while stack:
        current = stack.pop()
        if current.op_def is None and len(current.regions) == 1:
            return None
        seen: set[int] = set()
        for attrs in (current.properties, current.attributes):
            for value in attrs.values():
                uses.extend(_symbol_refs(value, seen))
        if is_symbol_table(current):
            continue  # a symbol table is a new scope: its body's uses are its own
        for region in reversed(current.regions):
            for block in reversed(region.blocks):
                stack.extend(reversed(list(block.ops)))
    return uses


def _resolve(table: Any, ref: Any) -> list[Any] | None:
    """SymbolTableCollection::lookupSymbolIn: every op along `@a::@b`."""
    from pyopt.ir.symbols import is_symbol_table, lookup_symbol_in

    found = lookup_symbol_in(table, ref.root)
    if found is None:
        return None
    resolved = [found]
    for name in ref.nested:
        if not is_symbol_table(found):
            return None
        found = lookup_symbol_in(found, name)
        if found is None:
            return None
        resolved.append(found)
    return resolved


class SymbolDCE(Pass):
    argument = "symbol-dce"
    name = "SymbolDCE"
    summary = "Eliminate dead symbols"

    def run_on_operation(self, op: Any) -> None:
        from pyopt.ir.symbols import is_symbol_table
        from pyopt.ir.verifier import see_current_operation

        if not is_symbol_table(op):
            err = op.emit_error(" was scheduled to run under SymbolDCE, but does not define a symbol table")
            raise PassFailure(see_current_operation(err, op))
        hidden = True
        if op.parent_op is not None and _is_symbol(op):
            hidden = _is_private(op)
        live: set[int] = set()
        self._compute_liveness(op, hidden, live)
        for table in list(op.walk()):
            if not is_symbol_table(table) or not table.regions:
                continue
            for block in table.regions[0].blocks:
                for nested in list(block.ops):
                    if _is_symbol(nested) and id(nested) not in live:
                        nested.erase()

    def _compute_liveness(self, table: Any, hidden: bool, live: set[int]) -> None:
        from pyopt.ir.symbols import is_symbol_table
        from pyopt.ir.verifier import see_current_operation

        worklist: list[Any] = []
        for block in table.regions[0].blocks:
            for op in block.ops:
                if not _is_symbol(op):
                    worklist.append(op)
                    continue
                discardable = (hidden or _is_private(op)) and _can_discard_on_use_empty(op)
                if not discardable and id(op) not in live:
                    live.add(id(op))
                    worklist.append(op)
        while worklist:
            op = worklist.pop()
            if is_symbol_table(op):
                nested_hidden = hidden or not _is_symbol(op) or _is_private(op)
                self._compute_liveness(op, nested_hidden, live)
            else:
                # Ops with regions inside a live non-table op are looked at
                # as if they were at the top level.
                for region in op.regions:
                    for block in region.blocks:
                        worklist.extend(nested for nested in block.ops if nested.regions)
            parent = op.parent_op
            if parent is None or not is_symbol_table(parent):
                continue
            uses = _symbol_uses(op)
            if uses is None:
                err = op.emit_plain_error("operation contains potentially unknown symbol table, meaning that "
                                          "we can't reliable compute symbol uses")
                raise PassFailure(see_current_operation(err, op))
            for ref in uses:
                resolved = _resolve(parent, ref)
                if resolved is None:
                    continue  # references to unknown symbols are ignored
                for symbol in resolved:
                    if id(symbol) not in live:
                        live.add(id(symbol))
                        worklist.append(symbol)
