"""Cast reconciliation (MLIR's reconcileUnrealizedCasts) and the
`--reconcile-unrealized-casts` pass, as in mlir-opt 22.1.8.

Over a set of `builtin.unrealized_conversion_cast` ops, processed newest
first: a dead cast is erased (its input casts are looked at again); a cast
whose chain of input casts leads back to values of its own result types is
replaced by those values.  The pass does this for every cast in the IR; a
live cast that does not fold stays (no error in 22).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable

from pyopt.passes.pass_base import Pass

if TYPE_CHECKING:
    from pyopt.ir.core import Operation

CAST = "builtin.unrealized_conversion_cast"


def _input_cast(cast: Operation) -> Operation | None:
    """The cast defining all inputs of `cast`, in order, or None."""
    inputs = cast.operands
    if not inputs:
        return None
    owner = inputs[0].owner
    if getattr(owner, "name", None) != CAST:
        return None
    if list(owner.results) != inputs:  # type: ignore[union-attr]
        return None
    return owner  # type: ignore[return-value]


def reconcile_unrealized_casts(casts: Iterable[Operation], remaining: list[Operation] | None = None) -> None:
    """Fold away the dead and round-trip casts among `casts`; the ones left
    are appended to `remaining` (in the order given)."""
    cast_list = list(casts)
    worklist: dict[Operation, None] = dict.fromkeys(cast_list)
    erased: set[Operation] = set()

    def enqueue_inputs(cast: Operation) -> None:
        for v in cast.operands:
            owner = v.owner
            if getattr(owner, "name", None) == CAST:
                worklist[owner] = None  # type: ignore[index]

    while worklist:
        cast, _ = worklist.popitem()
        if not any(r.has_uses() for r in cast.results):
            enqueue_inputs(cast)
            erased.add(cast)
            cast.erase()
            continue
        result_types = [r.type for r in cast.results]
        nxt: Operation | None = cast
        while nxt is not None:
            if [v.type for v in nxt.operands] == result_types:
                enqueue_inputs(cast)
                for result, value in zip(cast.results, nxt.operands):
                    for use in result.uses:
                        use.set(value)
                erased.add(cast)
                cast.erase()
                break
            nxt = _input_cast(nxt)
    if remaining is not None:
        remaining.extend(c for c in cast_list if c not in erased)


class ReconcileUnrealizedCastsPass(Pass):
    argument = "reconcile-unrealized-casts"
    name = "ReconcileUnrealizedCastsPass"
    summary = "Simplify and eliminate unrealized conversion casts"

    def run_on_operation(self, op: Any) -> None:
        reconcile_unrealized_casts([o for o in op.walk() if o.name == CAST])
