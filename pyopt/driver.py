"""Text in, text out: parse a buffer, verify it, print it.  The CLI
(pyopt/cli.py) is a thin layer over these functions."""

from __future__ import annotations

import gc
from dataclasses import dataclass, field
from typing import Any

from pyopt.ir.diagnostics import Diagnostic, MLIRError, SourceManager


@dataclass
class Options:
    allow_unregistered: bool = False
    generic: bool = False
    debuginfo: bool = False
    local_scope: bool = False
    verify: bool = True
    pipeline: list[Any] = field(default_factory=list)


def parse_source(text: str, filename: str, options: Options, line_offset: int = 0) -> Any:
    """Parse MLIR text into a builtin.module (implicit if needed)."""
    from lark.exceptions import UnexpectedInput

    from pyopt.ir.attributes import FileLineColLoc
    from pyopt.ir.grammar import get_parser
    from pyopt.ir.parser import ParseContext
    from pyopt.ir.syntax_errors import translate

    parser, builder = get_parser()
    ctx = ParseContext(filename, line_offset, options.allow_unregistered)
    builder.reset(ctx)
    # The cyclic GC is the only non-linear cost of building big IR: the
    # objects made here live until the output is printed anyway.
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        try:
            top = parser.parse(text, start="start")
            builder.finish()
        except UnexpectedInput as e:
            raise translate(e, text, builder) from None
    finally:
        if gc_was_enabled:
            gc.enable()
    from pyopt.dialects.builtin import ModuleOp

    if len(top) == 1 and isinstance(top[0], ModuleOp):
        module = top[0]
    else:
        module = ModuleOp.empty(FileLineColLoc(filename, line_offset, 0))
        body = module.regions[0].blocks[0]
        for op in top:
            body.append(op)
    module.resources = builder.resources  # type: ignore[attr-defined]
    return module


def print_module(module: Any, options: Options) -> str:
    from pyopt.ir.printer import PrintOptions, Printer

    p = Printer(PrintOptions(options.generic, options.debuginfo, options.local_scope))
    text = p.print_top(module)
    return text


def process_buffer(text: str, filename: str, options: Options, line_offset: int = 0) -> str:
    """One buffer (or `--split-input-file` chunk) through parse, verify,
    passes and print; raises MLIRError on a user error."""
    from pyopt.ir.verifier import verify

    module = parse_source(text, filename, options, line_offset)
    if options.verify:
        verify(module)
    for p in options.pipeline:
        p.run(module)
        if options.verify:
            verify(module)
    return print_module(module, options) + "\n"


def split_buffer(text: str, marker: str = "// -----") -> list[tuple[str, int]]:
    """Chunks of `text` split on marker lines, with the line offset of each."""
    chunks: list[tuple[str, int]] = []
    lines = text.split("\n")
    start = 0
    current: list[str] = []
    for i, line in enumerate(lines):
        if line.strip().startswith(marker) and line.strip()[len(marker):].strip("-") == "":
            chunks.append(("\n".join(current), start))
            current = []
            start = i + 1
        else:
            current.append(line)
    chunks.append(("\n".join(current), start))
    return chunks


def render_error(err: MLIRError, sources: SourceManager, color: bool = False) -> str:
    from pyopt.ir.diagnostics import render

    return render(err.diagnostic, sources, color)
