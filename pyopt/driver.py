"""Text in, text out: parse a buffer, verify it, print it.  The CLI
(pyopt/cli.py) is a thin layer over these functions."""

from __future__ import annotations

import gc
from typing import Any

from pyopt.ir.diagnostics import Diagnostic, MLIRError, SourceManager


class Options:
    """What a run does (the CLI's flags).  A plain class: importing
    dataclasses pulls in inspect, ~10 ms of start-up."""

    def __init__(self, allow_unregistered: bool = False, generic: bool = False, debuginfo: bool = False,
                 local_scope: bool = False, verify: bool = True, pipeline: list[Any] | None = None,
                 timing: Any = None) -> None:
        self.allow_unregistered = allow_unregistered
        self.generic = generic
        self.debuginfo = debuginfo
        self.local_scope = local_scope
        # Verify after each pass (--verify-each); the parsed input is always
        # verified, as in mlir-opt.
        self.verify = verify
        # Objects with `run(module)`: the pass pipeline (pyopt.passes.runner).
        self.pipeline: list[Any] = pipeline if pipeline is not None else []
        # A pyopt.passes.instrumentation.TimingReport for --mlir-timing.
        self.timing = timing
        # Further printing flags (PrintOptions fields: unique_ids, elide_elements).
        self.printing: dict[str, Any] = {}
        # --no-implicit-module: the input is one top-level op, run and printed as it is.
        self.no_implicit_module = False
        # --mlir-very-unsafe-disable-verifier-on-parsing.
        self.no_verify_on_parse = False
        # --verify-roundtrip: print, parse back and compare before the passes.
        self.verify_roundtrip = False


def parse_source(text: str, filename: str, options: Options, line_offset: int = 0) -> Any:
    """Parse MLIR text into a builtin.module (implicit if needed)."""
    import sys

    # MLIR integers can be as long as the input: lift Python's 4300-digit
    # guard; too-big values are then reported as out of range.
    sys.set_int_max_str_digits(0)
    from pyopt.ir.attributes import FileLineColLoc
    from pyopt.ir.grammar import get_builder, get_fast_parser
    from pyopt.ir.lalr import ParseFailure
    from pyopt.ir.parser import ParseContext
    from pyopt.ir.syntax_errors import translate

    from pyopt.ir.types import new_context

    new_context()
    builder = get_builder()
    fast = get_fast_parser()
    ctx = ParseContext(filename, line_offset, options.allow_unregistered)
    ctx.text = text
    builder.reset(ctx)
    try:
        top = fast.parse(text, "start")
        builder.finish()
    except ParseFailure as e:
        raise translate(e, text, builder) from None
    from pyopt.dialects.builtin import ModuleOp

    if len(top) == 1 and (isinstance(top[0], ModuleOp) or options.no_implicit_module):
        module = top[0]
    else:
        start = (getattr(line_offset, "module_line", line_offset), getattr(line_offset, "module_col", 0))
        module = ModuleOp.empty(FileLineColLoc(filename, *start))
        body = module.regions[0].blocks[0]
        for op in top:
            body.append(op)
        if options.no_implicit_module:
            module.implicit = True  # type: ignore[attr-defined]  # only to report the op count
    if builder.resources:
        from pyopt.ir.resources import Resources

        resources = Resources()
        for section in builder.resources:
            resources.parse(str(section), getattr(section, "start_pos", None), builder.pos_loc, text)
        module.resources = resources  # type: ignore[attr-defined]
    return module


class OutputSpool:
    """Output on its way to stdout or the `-o` file: bytes in memory, moved
    to an anonymous temporary file once they pass SPILL_BYTES.  The printer
    streams into it, so a big output never sits in memory as a list of small
    strings, and a failed chunk can be cut off again."""

    SPILL_BYTES = 1 << 20

    def __init__(self) -> None:
        self.file: Any = None  # the temporary file, once spilled
        self.parts: list[bytes] = []
        self.size = 0

    def write(self, text: str) -> None:
        data = text.encode("utf-8", "surrogateescape")
        if self.file is not None:
            self.file.write(data)
            return
        self.parts.append(data)
        self.size += len(data)
        if self.size > self.SPILL_BYTES:
            import tempfile  # only for big outputs: ~15 ms of start-up

            self.file = tempfile.TemporaryFile()
            self.file.write(b"".join(self.parts))
            self.parts = []

    def mark(self) -> int:
        return self.file.tell() if self.file is not None else self.size

    def rewind(self, mark: int) -> None:
        if self.file is not None:
            self.file.seek(mark)
            self.file.truncate()
        else:
            data = b"".join(self.parts)[:mark]
            self.parts = [data]
            self.size = len(data)

    def take_since(self, mark: int) -> str:
        """What was written after `mark`, removed from the spool."""
        if self.file is not None:
            self.file.seek(mark)
            data = self.file.read()
        else:
            data = b"".join(self.parts)[mark:]
        self.rewind(mark)
        return data.decode("utf-8", "surrogateescape")

    def copy_to(self, out: Any) -> None:
        if self.file is None:
            out.write(b"".join(self.parts))
            return
        import shutil

        self.file.seek(0)
        shutil.copyfileobj(self.file, out)
        self.file.seek(0, 2)


def print_module(module: Any, options: Options, sink: OutputSpool | None = None) -> str:
    """The module's text; with a sink, the part not yet streamed into it."""
    from pyopt.ir.printer import PrintOptions, Printer

    print_options = PrintOptions(options.generic, options.debuginfo, options.local_scope)
    for name, value in options.printing.items():
        setattr(print_options, name, value)
    p = Printer(print_options, sink)
    text = p.print_top(module)
    if options.local_scope and text.endswith("\n"):
        # Operation::print in local scope prints the op alone, without the
        # top-level newline (mlir-opt's output then ends in one newline).
        text = text[:-1]
    resources = getattr(module, "resources", None)
    if resources is not None:
        text += resources.text(module)
    return text


def process_buffer(text: str, filename: str, options: Options, line_offset: int = 0,
                   sink: OutputSpool | None = None) -> str:
    """One buffer (or `--split-input-file` chunk) through parse, verify,
    passes and print; raises MLIRError on a user error.

    The printer (and some verifiers) recurse once per nesting level, so a
    deeply nested input (10,000 regions) overflows Python's default
    recursion limit; it is then processed again on a thread with a large
    stack and limit.  A RecursionError from that second attempt means the
    input is nested too deep even for it (the CLI reports it as an error)."""
    # Python's cyclic garbage collector is the only non-linear cost of a
    # run: every collection walks all the IR built so far, which lives until
    # the output is printed anyway.  Off for the buffer, as mlir-opt frees
    # nothing before it exits either.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    mark = sink.mark() if sink is not None else 0
    try:
        try:
            return _process_buffer(text, filename, options, line_offset, sink)
        except RecursionError:
            pass  # leave the except block first: its traceback holds thousands of frames
        if sink is not None:
            sink.rewind(mark)
        return call_with_deep_stack(_process_buffer, text, filename, options, line_offset, sink)
    finally:
        if gc_was_enabled:
            gc.enable()


# Room for 120,000 Python frames: 20,000 to 30,000 nested regions in the
# printer (4 to 6 frames a level).  Not more: the indentation of the output
# grows with the square of the depth (200 MB for 10,000 levels), so deeper
# input fails with "nesting is too deep" before it exhausts memory.
DEEP_STACK_BYTES = 1 << 30
DEEP_RECURSION_LIMIT = 120_000


def call_with_deep_stack(fn: Any, *args: Any) -> Any:
    """fn(*args) on a thread with a DEEP_STACK_BYTES stack and a recursion
    limit of DEEP_RECURSION_LIMIT; its exception, if any, is re-raised here."""
    import sys
    import threading

    outcome: dict[str, Any] = {}

    def target() -> None:
        try:
            outcome["value"] = fn(*args)
        except BaseException as e:  # noqa: BLE001 - handed over to the caller
            outcome["error"] = e

    old_limit = sys.getrecursionlimit()
    try:
        old_size = threading.stack_size(DEEP_STACK_BYTES)
    except (ValueError, RuntimeError):
        raise RecursionError("cannot get a larger stack") from None
    try:
        thread = threading.Thread(target=target, name="pyopt-deep-stack", daemon=True)
        sys.setrecursionlimit(max(old_limit, DEEP_RECURSION_LIMIT))
        try:
            thread.start()
        except RuntimeError:  # no memory for the stack
            raise RecursionError("cannot start a thread with a larger stack") from None
    finally:
        threading.stack_size(old_size)
    try:
        thread.join()
    finally:
        sys.setrecursionlimit(old_limit)
    if "error" in outcome:
        raise outcome.pop("error")
    return outcome["value"]


def _process_buffer(text: str, filename: str, options: Options, line_offset: int = 0,
                    sink: OutputSpool | None = None) -> str:
    from pyopt.ir.verifier import verify

    timing = options.timing
    if timing is not None:
        timer = timing.root.child("Parser", "Parser")
        timer.start()
    module = parse_source(text, filename, options, line_offset)
    if not options.no_verify_on_parse:
        verify(module)
    if getattr(module, "implicit", False):
        raise MLIRError("source must contain a single top-level operation, found: "
                        f"{sum(1 for _ in module.regions[0].blocks[0].ops)}", module.loc)
    if options.verify_roundtrip:
        check_roundtrip(module, filename, options)
    if timing is not None:
        timer.stop()
    for p in options.pipeline:
        p.run(module)
    print_options = options
    unverified = (options.pipeline and not options.verify) or options.no_verify_on_parse
    if unverified and not (options.generic or options.printing.get("assume_verified")):
        # Unverified IR prints in generic form when it is invalid, as mlir-opt's printer does.
        try:
            verify(module)
        except MLIRError:
            print_options = Options(options.allow_unregistered, True, options.debuginfo, options.local_scope)
            print_options.printing = options.printing
    if timing is not None:
        timer = timing.root.child("Output", "Output")
        timer.start()
    text = print_module(module, print_options, sink) + "\n"
    if timing is not None:
        timer.stop()
    return text


def check_roundtrip(module: Any, filename: str, options: Options) -> None:
    """--verify-roundtrip, as MlirOptMain's doVerifyRoundTrip does it for text
    (pyopt has no bytecode): the op printed in generic form with locations and
    parsed back must print the same again.  (Not the custom form: custom
    printers drop what defaults to the same meaning, as mlir-opt's do.)"""
    from pyopt.ir.verifier import see_current_operation, verify

    reference = Options(options.allow_unregistered, generic=True, debuginfo=True)
    reference.no_implicit_module = options.no_implicit_module
    try:
        again = parse_source(print_module(module, reference), filename, reference)
        if not options.no_verify_on_parse:
            verify(again)
    except MLIRError as inner:
        # The round trip's own context has no source manager: MLIR's default
        # handler prints its errors as `loc(...): error: message`.
        import sys

        from pyopt.ir.printer import PrintOptions, Printer

        for diag in (inner.diagnostic, *inner.diagnostic.notes):
            where = "<unknown>"
            if diag.loc is not None:
                p = Printer(PrintOptions(local_scope=True))
                p.print_trailing_loc(diag.loc)
                where = p.finish()
            sys.stderr.write(f"{where}: {diag.severity}: {diag.message}\n")
        err = module.emit_error("failed to parse textual content back, cannot verify round-trip.\n")
        raise see_current_operation(err, module) from None
    expected, got = print_module(module, reference), print_module(again, reference)
    if expected != got:
        err = module.emit_error("textual roundTrip testing roundtripped module differs from reference:\n"
                                f"<<<<<<Reference\n{expected}\n=====\n{got}\n>>>>>roundtripped\n")
        raise see_current_operation(err, module)


SPLIT_MARKER = "// -----"


class ChunkStart(int):
    """The line offset of a `--split-input-file` chunk (an int, as the
    parser takes it) and where the chunk starts: mlir-opt locates the
    implicit module of a chunk after a marker right after the marker."""

    module_line: int
    module_col: int

    def __new__(cls, line_offset: int, module_line: int = 0, module_col: int = 0) -> ChunkStart:
        start = super().__new__(cls, line_offset)
        start.module_line = module_line
        start.module_col = module_col
        return start


def split_input(text: str, marker: str = SPLIT_MARKER) -> tuple[list[tuple[str, int]], list[int]]:
    """Chunks of `text` as mlir-opt's splitAndProcessBuffer cuts them: at
    every occurrence of the marker, even inside a line; a run of the marker
    less its last two dashes not followed by them ("// ---") is a near
    miss, left in the chunk and reported.  Returns ([(chunk, start)], the
    offsets of near misses).  A chunk starting inside a line is padded with
    spaces, so that its columns are the file's."""
    probe, suffix = marker[:-2], marker[-2:]
    pieces: list[tuple[int, int]] = []
    pos = 0
    while True:
        found = text.find(probe, pos) if probe else -1  # a marker of two characters or less cuts nothing
        if found == -1:
            pieces.append((pos, len(text)))
            break
        pieces.append((pos, found))
        pos = found + len(probe)
    spans: list[tuple[int, int]] = []
    near_misses: list[int] = []
    prev: tuple[int, int] | None = None
    for start, end in pieces:
        if prev is None or prev[0] == prev[1]:
            prev = (start, end)
            continue
        piece = text[start:end]
        if piece.startswith(suffix) and len(piece) > 2 and piece[2] != "0":
            spans.append(prev)
            prev = (start + 2, end)
        else:
            near_misses.append(start)
            prev = (prev[0], end)
    if prev is not None and prev[0] != prev[1]:
        spans.append(prev)
    chunks: list[tuple[str, int]] = []
    for start, end in spans:
        line_start = text.rfind("\n", 0, start) + 1
        line = text.count("\n", 0, start)
        col = start - line_start
        if start == 0:
            chunks.append((text[start:end], ChunkStart(0)))
        else:
            chunks.append((" " * col + text[start:end], ChunkStart(line, line + 1, col + 1)))
    return chunks, near_misses


def split_buffer(text: str, marker: str = SPLIT_MARKER) -> list[tuple[str, int]]:
    """The chunks of split_input, without the near misses."""
    return split_input(text, marker)[0]


def near_miss_warning(filename: str, text: str, offset: int) -> Diagnostic:
    """mlir-opt's warning for a near miss of the split marker."""
    from pyopt.ir.attributes import FileLineColLoc

    line = text.count("\n", 0, offset) + 1
    col = offset - (text.rfind("\n", 0, offset) + 1) + 1
    return Diagnostic("warning", "near miss with file split marker", FileLineColLoc(filename, line, col))


def render_error(err: MLIRError, sources: SourceManager, color: bool = False) -> str:
    from pyopt.ir.diagnostics import render

    return render(err.diagnostic, sources, color)
