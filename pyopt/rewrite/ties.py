"""Pattern-tie detection (`--mlir-pattern-ties=off|warn|error`).

A tie: for one op, two or more patterns of the same, highest benefit would
each succeed, so only the tie rule (registration order) decides which one
rewrites the op.  That is how LLVM #170833 happened: the structural and the
GPU-aware `async.yield` patterns of gpu-to-llvm both matched with benefit
1, and the wrong one won, silently.

With detection on, every pattern driver (greedy and conversion) asks, before
it rewrites an op whose best benefit group has several candidates, which of
them would succeed; each trial is rolled back exactly (pyopt/rewrite/trial.py,
or the conversion driver's own rollback), so the output is the same as with
detection off.  A tie is reported at the op: a warning, or with `error` an
error that fails the pass.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from pyopt.ir.diagnostics import Diagnostic, MLIRError, emit

if TYPE_CHECKING:
    from pyopt.ir.core import Operation
    from pyopt.rewrite.pattern import RewritePattern

OFF, WARN, ERROR = "off", "warn", "error"
MODES = (OFF, WARN, ERROR)

# The run's setting (the CLI sets it from --mlir-pattern-ties).
mode = OFF


def set_mode(value: str) -> None:
    global mode
    if value not in MODES:
        raise ValueError(f"--mlir-pattern-ties must be one of {', '.join(MODES)}, not '{value}'")
    mode = value


def tie_message(op: Operation, benefit: int, names: Sequence[str], winner: str, rule: str) -> str:
    quoted = ", ".join(f"'{n}'" for n in names[:-1]) + f" and '{names[-1]}'"
    both = "both" if len(names) == 2 else "all"
    return (f"pattern tie on '{op.name}': {quoted} {both} match with benefit {benefit}; "
            f"{rule} applies '{winner}'")


def same_pattern(a: RewritePattern, b: RewritePattern) -> bool:
    """Two registrations of one pattern (gpu-to-llvm adds the memref
    patterns twice, as MLIR does): they rewrite alike, so no race."""
    return type(a) is type(b) and a.debug_name == b.debug_name and vars(a) == vars(b)


def distinct(patterns: Sequence[RewritePattern]) -> list[RewritePattern]:
    out: list[RewritePattern] = []
    for p in patterns:
        if not any(same_pattern(p, q) for q in out):
            out.append(p)
    return out


def report_tie(op: Operation, benefit: int, succeeded: Sequence[RewritePattern], rule: str) -> None:
    """Report the tie among `succeeded` (in the order tried), unless they
    are all registrations of one pattern."""
    succeeded = distinct(succeeded)
    if len(succeeded) < 2:
        return
    names = [p.debug_name for p in succeeded]
    message = tie_message(op, benefit, names, names[0], rule)
    if mode == ERROR:
        err = MLIRError(message, op.loc)
        err.plain = True
        raise err
    emit(Diagnostic("warning", message, op.loc))
