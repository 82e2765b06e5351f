"""`--verify-diagnostics`: diagnostics must match `// expected-error`
(and -warning, -note, -remark) comments, as MLIR's
SourceMgrDiagnosticVerifierHandler checks them."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from pyopt.ir.attributes import FileLineColLoc
from pyopt.ir.diagnostics import Diagnostic, MLIRError, SourceManager, diagnostic_handler, render

# SourceMgrDiagnosticVerifierHandler's pattern, matched once per line (its
# trailing blanks trimmed): `{{(.*)}}` is greedy, so a second annotation on the
# line is part of the first one's message, and text after the last `}}`
# makes the line no annotation at all.
_EXPECTED = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$")


@dataclass
class Expectation:
    severity: str
    line: int        # the line the diagnostic must be on (absolute)
    message: str
    regex: bool
    comment_line: int
    comment_col: int
    matched: bool = False

    def matches(self, diag: Diagnostic, line: int) -> bool:
        if self.severity != diag.severity or self.line != line:
            return False
        if self.regex:
            pattern = "".join(re.escape(part) if i % 2 == 0 else part
                              for i, part in enumerate(re.split(r"\{\{|\}\}", self.message)))
            return re.search(pattern, diag.message) is not None
        return self.message in diag.message


def parse_expectations(text: str, line_offset: int) -> list[Expectation]:
    out = []
    below: list[Expectation] = []  # `@below` waits for the next line without a designator
    for i, line in enumerate(text.split("\n")):
        # One designator a line: MLIR's regex is anchored at the (right-trimmed) line's end.
        m = _EXPECTED.search(line.rstrip(" \t\n\v\f\r")) if "expected-" in line else None
        if m is None:
            for e in below:
                e.line = i + 1 + line_offset
            below = []
            continue
        lineno = i + 1 + line_offset
        where = m.group(4)
        target = lineno
        if where == "above":
            target = lineno - 1
        elif where == "below":
            target = lineno + 1
        elif where == "unknown":
            target = -1  # a diagnostic without a file location (`<unknown>:0`)
        elif where:
            target = lineno + int(where)
        out.append(Expectation(m.group(1), target, m.group(5), bool(m.group(2)), lineno, m.start() + 1))
        if where == "below":
            below.append(out[-1])
    return out


def _diag_line(d: Diagnostic) -> int | None:
    loc = d.loc
    return loc.line if isinstance(loc, FileLineColLoc) else None


def check_chunk(chunk: str, name: str, offset: int, options: Any, sources: SourceManager) -> tuple[bool, str, str]:
    """(all expectations met, output text, diagnostics to print)."""
    from pyopt.driver import process_buffer

    expectations = parse_expectations(chunk, offset)
    output = ""
    emitted: list[Diagnostic] = []
    try:
        with diagnostic_handler(emitted.append):  # warnings and remarks of passes
            output = process_buffer(chunk, name, options, offset)
    except MLIRError as err:
        d = err.diagnostic
        emitted.append(d)
        emitted.extend(n for n in d.notes if not n.message.startswith("see current operation"))
    except RecursionError:
        emitted.append(Diagnostic("error", "nesting is too deep for pyopt", FileLineColLoc(name, offset + 1, 1)))
    except Exception as e:  # a pass that failed without a diagnostic: only diagnostics count here
        from pyopt.passes.pass_manager import PipelineFailed

        if not isinstance(e, PipelineFailed):
            raise
    messages: list[str] = []
    ok = True
    for d in emitted:
        line = _diag_line(d)
        exp = next((e for e in expectations if not e.matched and e.matches(d, line or -1)), None)
        if exp is not None:
            exp.matched = True
            continue
        ok = False
        messages.append(render(Diagnostic("error", f"unexpected {d.severity}: {d.message}", d.loc), sources))
    for e in expectations:
        if not e.matched:
            ok = False
            loc = FileLineColLoc(name, e.comment_line, e.comment_col)
            # The verifier's range starts at `expected-` and is as long as the message.
            unmet = Diagnostic("error", f"expected {e.severity} \"{e.message}\" was not produced", loc)
            unmet.range_length = len(e.message)
            messages.append(render(unmet, sources))
    return ok, output, "".join(messages)
