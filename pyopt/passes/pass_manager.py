"""MLIR's pass manager: a tree of OpPassManagers, run on anchored ops.

An OpPassManager holds passes for one op name (or any op).  Nested
pipelines are OpToOpAdaptors holding one or more OpPassManagers; an adaptor
runs each of its pipelines on every direct child op (of the regions of the
op it runs on) whose name matches.  As in MLIR, `nest` always adds a new
adaptor, and running first merges adjacent adaptors (so `func.func(a),
func.func(b)` runs `a` then `b` on each function)."""

from __future__ import annotations

from typing import Any, Callable

from pyopt.passes.pass_base import Pass, PassFailure
from pyopt.ir.diagnostics import combine_errors


class PassManagerError(Exception):
    """Building or scheduling a pipeline failed: `message` goes into an
    error at an unknown location (mlir-opt's wording)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


class PipelineFailed(Exception):
    """Running the pipeline failed.  `error` is the diagnostic to report
    (None: it was reported already, or the pass failed silently)."""

    def __init__(self, error: Any = None) -> None:
        super().__init__(str(error) if error is not None else "pipeline failed")
        self.error = error


class OpToOpAdaptor:
    """A nested pipeline entry: the OpPassManagers run on child ops."""

    name = ""
    argument = ""

    def __init__(self, mgrs: list[OpPassManager]) -> None:
        self.mgrs = mgrs

    @property
    def adaptor_name(self) -> str:
        return "Pipeline Collection : [" + ", ".join(f"'{m.anchor_name}'" for m in self.mgrs) + "]"

    def try_merge_into(self, other: OpToOpAdaptor) -> bool:
        """OpToOpPassAdaptor::tryMergeInto: fold our pipelines into `other`'s,
        unless an op-agnostic pipeline could run on the same ops as another."""
        def conflicts(generic: OpPassManager, others: list[OpPassManager]) -> bool:
            return any(m.anchor is None or generic.can_schedule_on(m.anchor) for m in others)

        for mine, theirs in ((self.mgrs, other.mgrs), (other.mgrs, self.mgrs)):
            generic = next((m for m in mine if m.anchor is None), None)
            if generic is not None and conflicts(generic, theirs):
                return False
        for pm in self.mgrs:
            existing = next((m for m in other.mgrs if m.anchor_name == pm.anchor_name), None)
            if existing is not None:
                existing.passes.extend(pm.passes)
            else:
                other.mgrs.append(pm)
        self.mgrs = []
        # Op-specific pipelines first, by name; the op-agnostic one last.
        other.mgrs.sort(key=lambda m: (m.anchor is None, m.anchor or ""))
        return True

    def manager_for(self, op_name: str) -> OpPassManager | None:
        for m in self.mgrs:
            if m.anchor == op_name:
                return m
        for m in self.mgrs:
            if m.anchor is None and m.can_schedule_on(op_name):
                return m
        return None


class OpPassManager:
    """Passes to run on ops named `anchor` (None: any op).  With implicit
    nesting (the flag form of pipelines), a pass anchored on another op is
    nested into a new pipeline for that op."""

    def __init__(self, anchor: str | None = None, implicit_nesting: bool = False) -> None:
        self.anchor = None if anchor == "any" else anchor
        self.implicit_nesting = implicit_nesting
        self.passes: list[Pass | OpToOpAdaptor] = []

    @property
    def anchor_name(self) -> str:
        return self.anchor if self.anchor is not None else "any"

    def nest(self, anchor: str) -> OpPassManager:
        nested = OpPassManager(anchor, self.implicit_nesting)
        self.passes.append(OpToOpAdaptor([nested]))
        return nested

    def add_pass(self, p: Pass) -> None:
        if self.anchor is not None and p.anchor is not None and p.anchor != self.anchor:
            if self.implicit_nesting:
                self.nest(p.anchor).add_pass(p)
                return
            raise PassManagerError(
                f"Can't add pass '{p.display_name()}' restricted to '{p.anchor}' on a PassManager "
                f"intended to run on '{self.anchor_name}', did you intend to nest?")
        self.passes.append(p)

    def can_schedule_on(self, op_name: str) -> bool:
        return all(p.can_schedule_on(op_name) for p in self.passes if isinstance(p, Pass))

    def size(self) -> int:
        return len(self.passes)

    # -- text ----------------------------------------------------------------
    def pipeline_text(self, pretty: bool = False) -> str:
        """printAsTextualPipeline: `anchor(pass{opts},nested(...))`; pretty
        puts each element on its own line, two spaces deeper per level."""
        lines: list[str] = []
        self._print(lines, 0, pretty)
        return "\n".join(lines) if pretty else "".join(lines)

    def _print(self, out: list[str], depth: int, pretty: bool) -> None:
        from pyopt.passes.options import format_options

        pad = "  " * depth if pretty else ""
        out.append(f"{pad}{self.anchor_name}(")
        items: list[tuple[str, Any]] = []
        for p in self.passes:
            if isinstance(p, OpToOpAdaptor):
                items.extend(("pm", m) for m in p.mgrs)
            else:
                items.append(("pass", (p.argument or f"unknown<{p.display_name()}>") + format_options(p)))
        if pretty and not items:
            out.append("")
        for i, (kind, item) in enumerate(items):
            last = i == len(items) - 1
            if kind == "pm":
                item._print(out, depth + 1, pretty)
            else:
                out.append(("  " * (depth + 1) if pretty else "") + item)
            if not last:
                out[-1] += ","
        out.append(f"{pad})")

    # -- running -------------------------------------------------------------
    def finalize(self) -> None:
        """finalizePassList: merge adjacent adaptors, then check that every
        pass can run on this pipeline's op."""
        merged: list[Pass | OpToOpAdaptor] = []
        last: OpToOpAdaptor | None = None
        for p in self.passes:
            if isinstance(p, OpToOpAdaptor):
                if last is not None and p.try_merge_into(last):
                    continue
                if last is not None:
                    _finalize_adaptor(last)
                last = p
            else:
                if last is not None:
                    _finalize_adaptor(last)
                last = None
            merged.append(p)
        if last is not None:
            _finalize_adaptor(last)
        self.passes = merged
        if self.anchor is None:
            return
        for p in self.passes:
            if isinstance(p, Pass) and not p.can_schedule_on(self.anchor):
                raise PassManagerError(f"unable to schedule pass '{p.display_name()}' on a "
                                       f"PassManager intended to run on '{self.anchor_name}'!")


def _finalize_adaptor(adaptor: OpToOpAdaptor) -> None:
    for m in adaptor.mgrs:
        m.finalize()


class PassManager(OpPassManager):
    """The top-level pipeline and how to run it: verification after each
    pass, instrumentations (IR printing, timing), diagnostics."""

    def __init__(self, anchor: str | None = "builtin.module", implicit_nesting: bool = True) -> None:
        super().__init__(anchor, implicit_nesting)
        self.verify_each = True
        # pyopt runs on one thread either way; "threading" (mlir-opt's
        # default) only changes when diagnostics of nested pipelines show:
        # mlir-opt's ParallelDiagnosticHandler holds them until the nested
        # pipelines of all sibling ops are done (after their IR dumps).
        self.threading = True
        self._deferred: list[Any] | None = None
        self.instrumentations: list[Any] = []
        # Where a failing pass's diagnostic goes as soon as it happens (so it
        # comes before a failure dump); None: raised in PipelineFailed.
        self.report: Callable[[Any], None] | None = None

    @classmethod
    def adopt(cls, pm: OpPassManager) -> PassManager:
        """A PassManager running the pipeline `pm` (a parsed --pass-pipeline)."""
        top = cls(pm.anchor, pm.implicit_nesting)
        top.passes = pm.passes
        return top

    def run(self, op: Any) -> None:
        """Run the pipeline on `op`; raises PipelineFailed or MLIRError."""
        from pyopt.ir.diagnostics import MLIRError

        if self.anchor is not None and self.anchor != op.name:
            err = MLIRError(f"can't run '{self.anchor_name}' pass manager on '{op.name}' op", op.loc)
            err.plain = True
            raise err
        self.finalize()
        self._failed_errors: list[Any] = []
        for instrument in self.instrumentations:
            instrument.before_pipeline(self, op, None)
        ok = self._run_pipeline(self, op)
        for instrument in self.instrumentations:
            instrument.after_pipeline(self, op, None)
        if not ok:
            errors = self._failed_errors
            if self.report is None and errors:
                raise PipelineFailed(combine_errors(errors))
            raise PipelineFailed(None)

    def _run_pipeline(self, pm: OpPassManager, op: Any) -> bool:
        for p in pm.passes:
            if not self._run_pass(p, op):
                return False
        return True

    def _run_pass(self, p: Pass | OpToOpAdaptor, op: Any) -> bool:
        from pyopt.ir.diagnostics import MLIRError

        for instrument in self.instrumentations:
            instrument.before_pass(p, op)
        failed = False
        if isinstance(p, OpToOpAdaptor):
            failed = not self._run_adaptor(p, op)
        else:
            p.preserved_all = False
            try:
                p.run_on_operation(op)
            except PassFailure as e:
                failed = True
                if e.error is not None:
                    self._emit(e.error)
            except MLIRError as e:
                failed = True
                self._emit(e)
            if not failed and self.verify_each and not p.preserved_all:
                from pyopt.ir.verifier import verify

                try:
                    verify(op)
                except MLIRError as e:
                    failed = True
                    self._emit(e)
        for instrument in reversed(self.instrumentations):
            if failed:
                instrument.after_pass_failed(p, op)
            else:
                instrument.after_pass(p, op)
        return not failed

    def _run_adaptor(self, adaptor: OpToOpAdaptor, op: Any) -> bool:
        """Every matching child op runs its pipeline, even after a sibling
        failed (mlir-opt 22 reports the failures of all of them)."""
        if self.threading and self._deferred is None and _count_matching(adaptor, op) > 1:
            self._deferred = []
            try:
                return self._run_adaptor_children(adaptor, op)
            finally:
                deferred, self._deferred = self._deferred, None
                for error in deferred:
                    self._emit(error)
        return self._run_adaptor_children(adaptor, op)

    def _run_adaptor_children(self, adaptor: OpToOpAdaptor, op: Any) -> bool:
        ok = True
        for region in op.regions:
            for block in region.blocks:
                for child in list(block.ops):
                    pm = adaptor.manager_for(child.name)
                    if pm is None:
                        continue
                    for instrument in self.instrumentations:
                        instrument.before_pipeline(pm, child, adaptor)
                    good = self._run_pipeline(pm, child)
                    for instrument in self.instrumentations:
                        instrument.after_pipeline(pm, child, adaptor)
                    ok = ok and good
        return ok

    def _emit(self, error: Any) -> None:
        if self._deferred is not None:
            self._deferred.append(error)
        elif self.report is not None:
            self.report(error)
        else:
            self._failed_errors.append(error)


def _count_matching(adaptor: OpToOpAdaptor, op: Any) -> int:
    """How many child ops the adaptor runs a pipeline on (mlir-opt runs them
    in parallel, holding their diagnostics, only when there are several)."""
    return sum(1 for region in op.regions for block in region.blocks for child in block.ops
               if adaptor.manager_for(child.name) is not None)
