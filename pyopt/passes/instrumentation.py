"""Pass instrumentations: IR printing and timing, as mlir-opt prints them.

Each instrumentation gets before/after hooks around every pass (adaptors
included: IR printing skips them) and every pipeline run on an op."""

from __future__ import annotations

import sys
import time
from typing import Any, Callable

from pyopt.passes.pass_manager import OpToOpAdaptor


class Instrumentation:
    def before_pipeline(self, pm: Any, op: Any, parent: Any) -> None:
        pass

    def after_pipeline(self, pm: Any, op: Any, parent: Any) -> None:
        pass

    def before_pass(self, p: Any, op: Any) -> None:
        pass

    def after_pass(self, p: Any, op: Any) -> None:
        pass

    def after_pass_failed(self, p: Any, op: Any) -> None:
        pass


class IRPrinterConfig:
    """What to dump (mlir-opt's --mlir-print-ir-* flags)."""

    def __init__(self, before: Callable[[Any], bool] | None = None, after: Callable[[Any], bool] | None = None,
                 module_scope: bool = False, after_change: bool = False, after_failure: bool = False) -> None:
        self.before = before
        self.after = after
        self.module_scope = module_scope
        self.after_change = after_change
        self.after_failure = after_failure


class IRPrinter(Instrumentation):
    """IRPrinterInstrumentation: `// -----// IR Dump After X (x) //----- //`
    then the op the pass ran on (or, with module scope, the whole IR)."""

    def __init__(self, config: IRPrinterConfig, print_options: Any, out: Any = None) -> None:
        self.config = config
        self.print_options = print_options
        self.out = out
        self.fingerprints: dict[int, str] = {}

    def _write(self, text: str) -> None:
        (self.out or sys.stderr).write(text)

    def _dump(self, header: str, op: Any) -> None:
        from pyopt.ir.printer import PrintOptions, Printer

        opts = self.print_options
        if self.config.module_scope:
            info = f" ('{op.name}' operation"
            sym = op.attributes.get("sym_name") or op.properties.get("sym_name")
            if sym is not None and hasattr(sym, "value"):
                info += f": @{sym.value}"
            header += info + ")"
            top = op
            while top.parent_op is not None:
                top = top.parent_op
            from pyopt.driver import print_module

            text = print_module(top, opts)
        elif op.parent is not None:
            # A nested op prints in local scope, without a trailing newline.
            p = Printer(PrintOptions(opts.generic, opts.debuginfo, True))
            text = p.print_top(op)[:-1]
        else:
            from pyopt.driver import print_module

            text = print_module(op, opts)
        self._write(f"{header} //----- //\n{text}\n\n")

    def _fingerprint(self, op: Any) -> str:
        from pyopt.ir.printer import PrintOptions, Printer

        return Printer(PrintOptions(True, True, True)).print_top(op)

    def before_pass(self, p: Any, op: Any) -> None:
        if isinstance(p, OpToOpAdaptor):
            return
        if self.config.after_change:
            self.fingerprints[id(p)] = self._fingerprint(op)
        if self.config.before is not None and self.config.before(p):
            self._dump(f"// -----// IR Dump Before {p.display_name()} ({p.argument})", op)

    def after_pass(self, p: Any, op: Any) -> None:
        if isinstance(p, OpToOpAdaptor) or self.config.after_failure:
            return
        if self.config.after_change:
            before = self.fingerprints.pop(id(p), None)
            if before == self._fingerprint(op):
                return
        if self.config.after is not None and self.config.after(p):
            self._dump(f"// -----// IR Dump After {p.display_name()} ({p.argument})", op)

    def after_pass_failed(self, p: Any, op: Any) -> None:
        if isinstance(p, OpToOpAdaptor):
            return
        self.fingerprints.pop(id(p), None)
        if self.config.after is not None and self.config.after(p):
            self._dump(f"// -----// IR Dump After {p.display_name()} Failed ({p.argument})", op)


class Timer:
    """One row of the timing report: wall and user (CPU) seconds; children by key."""

    def __init__(self, name: str, hidden: bool = False) -> None:
        self.name = name
        self.hidden = hidden
        self.wall = 0.0
        self.user = 0.0
        self.children: dict[Any, Timer] = {}
        self._start: tuple[float, float] | None = None

    def child(self, key: Any, name: str, hidden: bool = False) -> Timer:
        t = self.children.get(key)
        if t is None:
            t = self.children[key] = Timer(name, hidden)
        return t

    def start(self) -> None:
        self._start = (time.perf_counter(), time.process_time())

    def stop(self) -> None:
        if self._start is not None:
            wall, user = self._start
            self.wall += time.perf_counter() - wall
            self.user += time.process_time() - user
            self._start = None


class TimingReport:
    """The `--mlir-timing` report: a root timer the driver nests "Parser",
    the pipeline and "Output" under; `text` renders mlir-opt's layout."""

    def __init__(self, display: str = "tree", threaded: bool = True) -> None:
        self.root = Timer("root")
        self.display = display
        self.threaded = threaded
        # mlir-opt shows a User Time column when user time (summed over
        # threads) differs from wall time: when a nested pipeline ran on
        # several ops in parallel.  PassTiming sets it.
        self.show_user = False
        self.root.start()

    def rows(self) -> list[tuple[int, str, float, float]]:
        """(depth, name, wall, user) in display order, Rest and Total included."""
        self.root.stop()
        total = self.root
        rows: list[tuple[int, str, float, float]] = []
        if self.display == "list":
            merged: dict[str, list[float]] = {}

            def collect(t: Timer) -> None:
                entry = merged.setdefault(t.name, [0.0, 0.0])
                entry[0] += t.wall
                entry[1] += t.user
                for c in t.children.values():
                    collect(c)

            collect(self.root)
            for name, (wall, user) in sorted(merged.items(), key=lambda kv: -kv[1][0]):
                rows.append((0, name, wall, user))
        else:
            def visit(t: Timer, depth: int) -> None:
                for c in t.children.values():
                    if c.hidden:
                        visit(c, depth)
                    else:
                        rows.append((depth, c.name, c.wall, c.user))
                        visit(c, depth + 1)

            visit(self.root, 0)
        direct = _visible_children(self.root)
        rest_wall = max(total.wall - sum(c.wall for c in direct), 0.0)
        rest_user = max(total.user - sum(c.user for c in direct), 0.0)
        rows.append((0, "Rest", rest_wall, rest_user))
        rows.append((0, "Total", total.wall, total.user))
        return rows

    def text(self) -> str:
        rows = self.rows()
        total_wall, total_user = self.root.wall, self.root.user

        def col(t: float, total: float) -> str:
            return f"  {t:8.4f} ({100.0 * t / total if total else 0.0:5.1f}%)"

        bar = "===" + "-" * 73 + "===\n"
        out = [bar, " " * 25 + "... Execution time report ...\n", bar,
               f"  Total Execution Time: {total_wall:.4f} seconds\n\n"]
        out.append(("  ----User Time----" if self.show_user else "") + "  ----Wall Time----  ----Name----\n")
        for depth, name, wall, user in rows:
            user_col = col(user, total_user) if self.show_user else ""
            out.append(f"{user_col}{col(wall, total_wall)}  {'  ' * depth}{name}\n")
        return "".join(out)

    def render(self, stream: Any) -> None:
        """On a terminal a rich table, else mlir-opt's plain layout."""
        if hasattr(stream, "isatty") and stream.isatty():
            from rich.console import Console
            from rich.table import Table

            rows = self.rows()
            table = Table(title="Execution time report", title_style="bold")
            if self.show_user:
                table.add_column("User Time", justify="right")
            table.add_column("Wall Time", justify="right")
            table.add_column("Name")
            for depth, name, wall, user in rows:
                cells = []
                if self.show_user:
                    cells.append(f"{user:.4f} ({_pct(user, self.root.user)})")
                cells.append(f"{wall:.4f} ({_pct(wall, self.root.wall)})")
                cells.append("  " * depth + name)
                table.add_row(*cells, style="bold" if name == "Total" else None)
            Console(file=stream).print(table)
        else:
            stream.write(self.text())


def _pct(t: float, total: float) -> str:
    return f"{100.0 * t / total if total else 0.0:5.1f}%"


def _visible_children(t: Timer) -> list[Timer]:
    out: list[Timer] = []
    for c in t.children.values():
        out.extend(_visible_children(c) if c.hidden else [c])
    return out


class PassTiming(Instrumentation):
    """PassTiming: a timer per pass (named by its pass name), per nested
    pipeline ("'func.func' Pipeline") and per adaptor (hidden when it holds
    one pipeline); the same pass run on many ops adds up in one row."""

    def __init__(self, report: TimingReport) -> None:
        self.report = report
        self.active: list[Timer] = []
        self.adaptor_timers: dict[int, Timer] = {}
        self.adaptor_runs: dict[int, int] = {}  # nested pipelines run by each active adaptor

    def before_pipeline(self, pm: Any, op: Any, parent: Any) -> None:
        if parent is None:
            return  # the top-level pipeline's passes nest under the root
        scope = self.adaptor_timers.get(id(parent), self.report.root)
        runs = self.adaptor_runs[id(parent)] = self.adaptor_runs.get(id(parent), 0) + 1
        if runs > 1 and self.report.threaded:
            self.report.show_user = True
        t = scope.child(("pipeline", pm.anchor_name), f"'{pm.anchor_name}' Pipeline")
        t.start()
        self.active.append(t)

    def after_pipeline(self, pm: Any, op: Any, parent: Any) -> None:
        if parent is None:
            return
        self.active.pop().stop()

    def before_pass(self, p: Any, op: Any) -> None:
        scope = self.active[-1] if self.active else self.report.root
        if isinstance(p, OpToOpAdaptor):
            t = scope.child(id(p), p.adaptor_name, hidden=len(p.mgrs) <= 1)
            self.adaptor_timers[id(p)] = t
            self.adaptor_runs[id(p)] = 0
        else:
            t = scope.child(id(p), p.display_name())
        t.start()
        self.active.append(t)

    def after_pass(self, p: Any, op: Any) -> None:
        self.active.pop().stop()

    after_pass_failed = after_pass
