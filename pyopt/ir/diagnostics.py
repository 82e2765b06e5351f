"""Diagnostics in mlir-opt's format: `file:line:col: error: message`,
then the source line and a caret."""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

if TYPE_CHECKING:
    from pyopt.ir.attributes import Location


class Diagnostic:
    """One diagnostic and its notes (a plain class: dataclasses would pull
    inspect into every start-up)."""

    def __init__(self, severity: str, message: str, loc: Location | None = None,
                 notes: list[Diagnostic] | None = None) -> None:
        self.severity = severity  # "error", "warning", "note", "remark"
        self.message = message
        self.loc = loc
        self.notes: list[Diagnostic] = notes if notes is not None else []
        self.range_length = 1  # the source range shown under the line: `^` and `~`s

    def __repr__(self) -> str:
        return f"Diagnostic({self.severity!r}, {self.message!r}, {self.loc!r}, {self.notes!r})"

    def attach_note(self, message: str, loc: Location | None = None) -> Diagnostic:
        note = Diagnostic("note", message, loc)
        self.notes.append(note)
        return note


class MLIRError(Exception):
    """A user error: bad input text, a failed verifier or a failed pass.

    `op` is the operation the error was emitted on (Operation::emitError),
    which the verifier shows in a `see current operation` note; `plain`
    marks an error MLIR emits at a bare location (mlir::emitError), which
    gets no such note."""

    def __init__(self, message: str, loc: Location | None = None,
                 notes: list[Diagnostic] | None = None) -> None:
        super().__init__(message)
        self.diagnostic = Diagnostic("error", message, loc, notes or [])
        self.op: object | None = None
        self.plain = False
        self.op_noted = False

    def note(self, message: str, loc: Location | None = None) -> MLIRError:
        self.diagnostic.attach_note(message, loc)
        return self


def two_errors(first: str, first_loc: Location | None, second: str, second_loc: Location | None) -> MLIRError:
    """Two errors in a row, as MLIR reports a failed enum keyword (at the
    keyword) and then the attribute parameter it failed (at the token after
    the keyword)."""
    err = MLIRError(first, first_loc)
    err.diagnostic.notes.append(Diagnostic("error", second, second_loc))
    return err


def combine_errors(errors: list[MLIRError]) -> MLIRError:
    """Several errors (sibling functions that each failed to verify, sibling
    pipelines that all failed) as one MLIRError: the later errors follow
    the first as error-severity notes, each with its own notes, as they
    print."""
    first = errors[0]
    for other in errors[1:]:
        d = other.diagnostic
        first.diagnostic.notes.append(Diagnostic(d.severity, d.message, d.loc))
        first.diagnostic.notes.extend(d.notes)
    return first


class SourceManager:
    """Maps buffers to their text so diagnostics can show the source line."""

    def __init__(self) -> None:
        self.buffers: dict[str, tuple[str, int]] = {}  # name -> (text, first line number - 1)

    def add(self, name: str, text: str, line_offset: int = 0) -> None:
        self.buffers[name] = (text, line_offset)

    def line_text(self, name: str, line: int) -> str | None:
        entry = self.buffers.get(name)
        if entry is None:
            return None
        text, offset = entry
        lines = text.split("\n")
        idx = line - 1 - offset
        if 0 <= idx < len(lines):
            return lines[idx]
        if idx == len(lines):  # diagnostics at end of buffer
            return ""
        return None


CALL_STACK_LIMIT = 10  # SourceMgrDiagnosticHandler::callStackLimit


def _expand_tabs(line: str, caret: str) -> tuple[str, str]:
    """SMDiagnostic::print: tabs of the source line go to the next multiple
    of 8 columns, and the caret line is widened alike."""
    shown: list[str] = []
    marks: list[str] = []
    column = 0
    for i, ch in enumerate(line):
        mark = caret[i] if i < len(caret) else ""
        width = 8 - column % 8 if ch == "\t" else 1
        column += width
        shown.append(" " * width if ch == "\t" else ch)
        marks.append(mark * width)
    marks.append(caret[len(line):])
    return "".join(shown), "".join(marks).rstrip(" ")


def _expand_tabs_in_bytes(line: str) -> str:
    """LLVM's printSourceLine: a tab pads to the next multiple of 8 columns,
    a column being a byte of the UTF-8 text."""
    out: list[str] = []
    col = 0
    for ch in line:
        if ch == "\t":
            pad = 8 - col % 8
            out.append(" " * pad)
            col += pad
        else:
            out.append(ch)
            col += len(ch.encode("utf-8", "surrogateescape"))
    return "".join(out)


def render(diag: Diagnostic, sources: SourceManager, color: bool = False) -> str:
    """Render a diagnostic and its notes as mlir-opt prints them."""
    from pyopt.ir.attributes import CallSiteLoc, FileLineColLoc, FusedLoc, NameLoc, UnknownLoc

    out: list[str] = []

    def file_loc(loc: Location | None) -> FileLineColLoc | None:
        """Location::findInstanceOf<FileLineColLoc>: the first file location
        nested in `loc`, walked in pre-order."""
        if loc is None or isinstance(loc, FileLineColLoc):
            return loc
        if isinstance(loc, NameLoc):
            return file_loc(loc.child)
        if isinstance(loc, CallSiteLoc):
            return file_loc(loc.callee) or file_loc(loc.caller)
        if isinstance(loc, FusedLoc):
            return next((f for f in map(file_loc, loc.locs) if f is not None), None)
        return None

    def one(severity: str, message: str, loc: Location | None, show_line: bool = True, length: int = 1) -> None:
        """SourceMgrDiagnosticHandler::emitDiagnostic: a location without a
        file position goes into the message, after `<unknown>:0:`."""
        fl = file_loc(loc)
        if fl is not None:
            prefix = f"{fl.file}:{fl.line}:{fl.col}: "
        else:
            prefix = "<unknown>:0: "
            if loc is not None and not isinstance(loc, UnknownLoc):
                message = f"{loc}: {message}"
        if color:
            colors = {"error": "\x1b[1;31m", "warning": "\x1b[1;35m", "note": "\x1b[1;30m", "remark": "\x1b[1;34m"}
            out.append(f"\x1b[1m{prefix}\x1b[0m{colors.get(severity, '')}{severity}: \x1b[0m\x1b[1m{message}\x1b[0m\n")
        else:
            out.append(f"{prefix}{severity}: {message}\n")
        if fl is not None and show_line:
            line = sources.line_text(fl.file, fl.line)
            if line is not None and not line.isascii():
                # SMDiagnostic::print: columns of multibyte text would be wrong, so no
                # caret; printSourceLine still expands tabs (columns count bytes).
                out.append(_expand_tabs_in_bytes(line) + "\n")
            elif line is not None:
                caret = " " * max(fl.col - 1, 0) + "^" + "~" * min(length - 1, len(line) - fl.col)
                if "\t" in line:
                    line, caret = _expand_tabs(line, caret)
                out.append(line + "\n")
                out.append(caret + "\n")

    # The call stack of a call site location, as notes (at most 10 frames).
    loc = diag.loc
    one(diag.severity, diag.message, loc, length=diag.range_length)
    if isinstance(loc, CallSiteLoc):
        loc = loc.caller
        for _ in range(CALL_STACK_LIMIT):
            one("note", "called from", loc)
            if not isinstance(loc, CallSiteLoc):
                break
            loc = loc.caller
    # A note at the location just shown does not show the source line again.
    # An error-severity "note" is the next diagnostic (combine_errors): it shows its line.
    for note in diag.notes:
        one(note.severity, note.message, note.loc, show_line=note.loc != loc or note.severity != "note")
        loc = note.loc
    return "".join(out)


# ---- non-fatal diagnostics (warnings, remarks) emitted while a run goes on ------------
# MLIR's DiagnosticEngine prints a diagnostic when it is emitted; passes here
# emit warnings through `emit`, and the run installs the handler that prints
# them (the CLI) or collects them (--verify-diagnostics).  Without a handler
# they are kept in `unhandled`, so a library user can read them.
_handlers: list[Callable[[Diagnostic], None]] = []
unhandled: list[Diagnostic] = []


def emit(diag: Diagnostic) -> None:
    if _handlers:
        _handlers[-1](diag)
    else:
        unhandled.append(diag)


def emit_warning(message: str, loc: Location | None = None) -> Diagnostic:
    diag = Diagnostic("warning", message, loc)
    emit(diag)
    return diag


class diagnostic_handler:
    """`with diagnostic_handler(fn):` routes emitted diagnostics to fn."""

    def __init__(self, fn: Callable[[Diagnostic], None]) -> None:
        self.fn = fn

    def __enter__(self) -> None:
        _handlers.append(self.fn)

    def __exit__(self, *exc: object) -> None:
        _handlers.remove(self.fn)
