"""Cast reconciliation (MLIR's reconcileUnrealizedCasts) and the
`--reconcile-unrealized-casts` pass, as in mlir-opt 22.1.8.

Over a set of `builtin.unrealized_conversion_cast` ops: the uses of a cast
whose chain of input casts leads back to values of its own result types go
to those values; then every cast of the set that no other op than casts of
the set (transitively) needs is erased.  The pass does this for every cast
in the IR; a live cast that does not fold stays (no error in 22).
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
    """Fold away round trips among `casts`, then erase those of them that
    are dead; the ones left are appended to `remaining` (in the order
    given).  Casts outside `casts` are looked through but never erased."""
    cast_list = list(dict.fromkeys(casts))
    of_interest = set(cast_list)
    # 1. Uses of a cast whose input chain starts from values of its result
    #    types go to those values (newest cast first).
    for cast in reversed(cast_list):
        result_types = [r.type for r in cast.results]
        nxt: Operation | None = cast
        while nxt is not None:
            inputs = nxt.operands
            if [v.type for v in inputs] == result_types:
                if any(v.owner is cast for v in inputs):
                    break  # a cycle
                for result, value in zip(cast.results, inputs):
                    for use in result.uses:
                        use.set(value)
                break
            nxt = _input_cast(nxt)
    # 2. A cast used by anything but a cast of interest is live, and so are
    #    the casts of interest it (transitively) takes its inputs from.
    live: set[Operation] = set()

    def mark_live(root: Operation) -> None:
        stack = [root]
        while stack:
            op = stack.pop()
            if op in live:
                continue
            live.add(op)
            for v in op.operands:
                owner = v.owner
                if owner in of_interest:
                    stack.append(owner)  # type: ignore[arg-type]

    for cast in cast_list:
        if cast in live:
            continue
        if any(u.owner not in of_interest for r in cast.results for u in r.uses):
            mark_live(cast)
    for cast in cast_list:
        if cast in live:
            if remaining is not None:
                remaining.append(cast)
            continue
        for r in cast.results:
            for use in r.uses:
                use.drop()
        cast.erase()


class ReconcileUnrealizedCastsPass(Pass):
    argument = "reconcile-unrealized-casts"
    name = "ReconcileUnrealizedCastsPass"
    summary = "Simplify and eliminate unrealized conversion casts"

    def run_on_operation(self, op: Any) -> None:
        reconcile_unrealized_casts([o for o in op.walk() if o.name == CAST])
