"""`--print-op-stats` (MLIR's PrintOpStatsPass): how many ops of each name
the IR holds, on stderr, as an aligned table or (`json=true`) as JSON."""

from __future__ import annotations

import sys
from typing import Any

from pyopt.passes.pass_base import Option, Pass


class PrintOpStats(Pass):
    argument = "print-op-stats"
    name = "PrintOpStats"
    summary = "Print statistics of operations"
    print_as_json = Option(bool, False, "print the stats as JSON", arg="json")

    def __init__(self, out: Any = None, **options: Any) -> None:
        super().__init__(**options)
        self.out = out

    def run_on_operation(self, op: Any) -> None:
        counts: dict[str, int] = {}
        for nested in op.walk():
            counts[nested.name] = counts.get(nested.name, 0) + 1
        out = self.out or sys.stderr
        out.write(self._json(counts) if self.print_as_json else self._table(counts))
        self.mark_all_analyses_preserved()

    @staticmethod
    def _table(counts: dict[str, int]) -> str:
        names = sorted(counts)
        split = [tuple(n.split(".", 1)) if "." in n else ("", n) for n in names]
        dialect_width = max((len(d) for d, _ in split), default=0)
        op_width = max((len(o) for _, o in split), default=0)
        lines = ["Operations encountered:\n", "-----------------------\n"]
        for name, (dialect, op_name) in zip(names, split):
            head = " " * (dialect_width + 3) if not dialect else dialect.rjust(dialect_width + 2) + "."
            lines.append(f"{head}{op_name.ljust(op_width)} , {counts[name]}\n")
        return "".join(lines)

    @staticmethod
    def _json(counts: dict[str, int]) -> str:
        entries = [f'  "{name}" : {counts[name]}' for name in sorted(counts)]
        return "{\n" + ",\n".join(entries) + ("\n" if entries else "") + "}\n"
