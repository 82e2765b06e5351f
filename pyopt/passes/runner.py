"""From command-line flags to a run: what mlir-opt's MlirOptMain does per
buffer after parsing it (apply the pass-manager options, set up the
pipeline, dump it, run it)."""

from __future__ import annotations

import sys
from typing import Any, Callable

from pyopt.passes.flags import PassFlags
from pyopt.passes.instrumentation import Instrumentation, IRPrinter, IRPrinterConfig, PassTiming, TimingReport
from pyopt.passes.options import OptionError
from pyopt.passes.pass_manager import PassManager, PassManagerError, PipelineFailed
from pyopt.passes.pipeline import PipelineError, add_pass, parse_pass_pipeline


class PipelineRunner:
    """Runs the pipeline of `flags` on a parsed module (driver.Options.pipeline)."""

    def __init__(self, flags: PassFlags, print_options: Any = None, timing: TimingReport | None = None) -> None:
        self.flags = flags
        self.print_options = print_options
        self.timing = timing
        # Where diagnostics of failing passes go when they happen; None:
        # the error is raised (--verify-diagnostics collects it).
        self.report: Callable[[Any], None] | None = None
        self.stderr: Any = None

    def _err(self) -> Any:
        return self.stderr or sys.stderr

    def build(self, anchor: str) -> PassManager:
        """The PassManager for a module named `anchor`; PipelineError with
        mlir-opt's message if the flags do not make a pipeline."""
        flags = self.flags
        if flags.print_module_scope and not flags.disable_threading:
            raise PipelineError("IR print for module scope can't be setup on a pass-manager without disabling "
                                "multi-threading first.\n")
        pm = PassManager(anchor, implicit_nesting=True)
        if flags.pass_pipeline is not None:
            if flags.passes:
                raise PipelineError("'-pass-pipeline' option can't be used with individual pass options")
            pm = PassManager.adopt(parse_pass_pipeline(flags.pass_pipeline))
        else:
            for argument, options in flags.passes:
                try:
                    add_pass(pm, argument, options)
                except OptionError as e:
                    raise PipelineError(e.message, e.direct) from None
                except PassManagerError as e:
                    raise PipelineError(e.message) from None
        pm.verify_each = flags.verify_each is not False
        pm.threading = not flags.disable_threading
        pm.report = self.report
        printer = self._ir_printer()
        if printer is not None:
            pm.instrumentations.append(printer)
        if self.timing is not None:
            pm.instrumentations.append(PassTiming(self.timing))
        if flags.conversion_trace is not None:
            pm.instrumentations.append(TraceSections())
        return pm

    def _ir_printer(self) -> IRPrinter | None:
        flags = self.flags
        before: Callable[[Any], bool] | None = None
        after: Callable[[Any], bool] | None = None
        if flags.print_before_all:
            before = _everything
        elif flags.print_before:
            names = set(flags.print_before)
            before = lambda p: p.argument in names  # noqa: E731
        if flags.print_after_all or flags.print_after_failure:
            after = _everything
        elif flags.print_after:
            names_after = set(flags.print_after)
            after = lambda p: p.argument in names_after  # noqa: E731
        if before is None and after is None:
            return None
        config = IRPrinterConfig(before, after, flags.print_module_scope, flags.print_after_change,
                                 flags.print_after_failure)
        return IRPrinter(config, self.print_options, self.stderr)

    def run(self, module: Any) -> None:
        try:
            pm = self.build(module.name)
        except PipelineError as e:
            if self.report is not None or e.message is None:
                raise
            # --verify-diagnostics: the error is a diagnostic to check like any other.
            from pyopt.ir.diagnostics import MLIRError

            self._err().write(e.direct)
            err = MLIRError(e.message)
            err.plain = True
            raise err from None
        if self.flags.dump_pass_pipeline:
            self._err().write(f"Pass Manager with {pm.size()} passes:\n{pm.pipeline_text(pretty=True)}\n\n")
        from pyopt.rewrite import ties, trace

        ties.set_mode(self.flags.pattern_ties)
        tracing = self.flags.conversion_trace is not None
        if tracing:
            trace.start()
        try:
            pm.run(module)
        except PassManagerError as e:
            raise PipelineError(e.message) from None
        except PipelineFailed as e:
            if e.error is not None:
                raise e.error from None
            raise
        finally:
            ties.set_mode(ties.OFF)
            if tracing:
                self._write_trace(trace.stop())

    def _write_trace(self, tr: Any) -> None:
        """The conversion trace: a tree on a terminal, indented text otherwise."""
        target = self.flags.conversion_trace
        if target not in (None, "-"):
            with open(target, "a", encoding="utf-8") as f:
                f.write(tr.text())
            return
        err = self._err()
        if getattr(err, "isatty", lambda: False)():
            tr.print_rich(err)
        else:
            err.write(tr.text())


class TraceSections(Instrumentation):
    """One conversion-trace section per pass run (--mlir-print-conversion-trace)."""

    def before_pass(self, p: Any, op: Any) -> None:
        from pyopt.rewrite import trace

        if trace.current is not None:
            sym = op.properties.get("sym_name")
            where = f" on '{op.name}'" + (f" @{sym.value}" if sym is not None else "")
            trace.current.begin_driver(f"{p.name} ({p.argument}){where}")

    def after_pass(self, p: Any, op: Any) -> None:
        from pyopt.rewrite import trace

        if trace.current is not None:
            trace.current.end_driver()

    after_pass_failed = after_pass


def _everything(p: Any) -> bool:
    return True
