"""Textual pass pipelines, read as mlir-opt 22 reads them.

    builtin.module(func.func(canonicalize{max-iterations=3 top-down=false}),cse)

The text inside the anchor parentheses is split like MLIR's TextualPipeline
(`parsePipelineText`): names end at `,(){`, `{...}` holds a pass's options,
`name(...)` is a pipeline nested on ops named `name` (`any` for every op).
Errors carry mlir-opt's words and, for syntax errors, its source excerpt
(`MLIR Textual PassPipeline Parser:1:16: error: ...`)."""

from __future__ import annotations

from pyopt.passes.options import OptionError, apply_options
from pyopt.passes.pass_manager import OpPassManager, PassManagerError

_SPACE = " \t\n\v\f\r"
SOURCE_NAME = "MLIR Textual PassPipeline Parser"


class PipelineError(Exception):
    """A pipeline that cannot be built.  mlir-opt reports it as
    `<unknown>:0: error: <message>`; `direct` is what LLVM's command-line
    parser printed on stderr before that (bad option values)."""

    def __init__(self, message: str | None, direct: str = "") -> None:
        super().__init__(message if message is not None else direct)
        self.message = message
        self.direct = direct

    def text(self) -> str:
        """What mlir-opt prints on stderr for this error."""
        if self.message is None:
            return self.direct
        return f"{self.direct}<unknown>:0: error: {self.message}\n"


class _Element:
    """One pipeline element: a pass (with its option text) or, with an
    inner list, a nested pipeline."""

    __slots__ = ("name", "options", "inner", "pos")

    def __init__(self, name: str, pos: int) -> None:
        self.name = name
        self.options = ""
        self.inner: list[_Element] = []
        self.pos = pos


def _located(text: str, pos: int, message: str) -> str:
    """llvm::SourceMgr::PrintMessage for the pipeline text as a buffer."""
    line_start = text.rfind("\n", 0, pos) + 1
    line_end = text.find("\n", pos)
    if line_end == -1:
        line_end = len(text)
    line_no = text.count("\n", 0, pos) + 1
    col = pos - line_start + 1
    source = text[line_start:line_end]
    return f"{SOURCE_NAME}:{line_no}:{col}: error: {message}\n{source}\n{' ' * (col - 1)}^\n"


def _trimmed(text: str, start: int, end: int) -> tuple[str, int]:
    """StringRef::trim of text[start:end], with where the result starts."""
    piece = text[start:end]
    lead = len(piece) - len(piece.lstrip(_SPACE))
    return piece.strip(_SPACE), start + lead


def parse_elements(text: str) -> list[_Element]:
    """parsePipelineText, then resolvePipelineElements (names checked)."""
    top: list[_Element] = []
    if not text:
        return top
    stack = [top]
    i = 0
    n = len(text)
    while True:
        current = stack[-1]
        pos = n
        for j in range(i, n):
            if text[j] in ",(){":
                pos = j
                break
        name, name_pos = _trimmed(text, i, pos)
        current.append(_Element(name, name_pos))
        if pos == n:
            break
        i = pos
        sep = text[i]
        if sep == "{":
            i += 1
            depth = 1
            close = -1
            for j in range(i, n):
                if text[j] == "{":
                    depth += 1
                elif text[j] == "}":
                    depth -= 1
                    if depth == 0:
                        close = j
                        break
            if close == -1:
                raise PipelineError(_located(text, i - 1, "missing closing '}' while processing pass options"))
            current[-1].options = text[i:close]
            i = close + 1
        elif sep == "(":
            i += 1
            stack.append(current[-1].inner)
            continue
        while i < n and text[i] == ")":
            i += 1
            if len(stack) == 1:
                raise PipelineError(_located(
                    text, i - 1, "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline"))
            stack.pop()
            while i < n and text[i] in _SPACE:
                i += 1
        if i == n:
            break
        if text[i] != ",":
            raise PipelineError(_located(text, i, "expected ',' after parsing pipeline"))
        i += 1
    if len(stack) > 1:
        raise PipelineError(_located(text, i, "encountered unbalanced parentheses while parsing pipeline"))
    _resolve(top, text)
    return top


def _resolve(elements: list[_Element], text: str) -> None:
    from pyopt.passes.registry import is_available, load_plugins_for

    for e in elements:
        if e.inner:
            _resolve(e.inner, text)
        elif not is_available(e.name) and not load_plugins_for(e.name):
            raise PipelineError(_located(
                text, e.pos, f"'{e.name}' does not refer to a registered pass or pass pipeline"))


def _add_elements(elements: list[_Element], pm: OpPassManager, stream: list[str], direct: list[str]) -> bool:
    """TextualPipeline::addToPipeline: errors go to `stream`, one line each."""
    for e in elements:
        if e.inner:
            if not _add_elements(e.inner, pm.nest(e.name), stream, direct):
                stream.append(f"failed to add `{e.name}` with options `{e.options}` to inner pipeline\n")
                return False
            continue
        try:
            add_pass(pm, e.name, e.options)
        except OptionError as err:
            direct.append(err.direct)
            stream.append(err.message + "\n")
            stream.append(f"failed to add `{e.name}` with options `{e.options}`\n")
            return False
        except PassManagerError as err:
            stream.append(err.message + "\n")
            stream.append(f"failed to add `{e.name}` with options `{e.options}`\n")
            return False
    return True


def add_pass(pm: OpPassManager, argument: str, options: str = "") -> None:
    """Create the registered pass `argument` with `options` and add it to
    `pm`; raises OptionError or PassManagerError."""
    from pyopt.passes.registry import lookup

    cls = lookup(argument)
    if cls is None:
        raise PassManagerError(f"'{argument}' does not refer to a registered pass or pass pipeline")
    p = cls()
    apply_options(p, options)
    pm.add_pass(p)


def parse_pass_pipeline(text: str) -> OpPassManager:
    """An anchored pipeline `op-name(...)` (the --pass-pipeline form)."""
    text = text.strip(_SPACE)
    start = text.find("(")
    if start <= 0 or not text.endswith(")"):
        raise PipelineError("expected pass pipeline to be wrapped with the anchor operation type, "
                            "e.g. 'builtin.module(...)'")
    anchor = text[:start].rstrip(_SPACE)
    pm = OpPassManager(anchor)
    parse_into(text[start + 1:-1], pm)
    return pm


def parse_into(text: str, pm: OpPassManager) -> None:
    """Add the elements of pipeline text (without anchor) to `pm`."""
    elements = parse_elements(text)
    stream: list[str] = []
    direct: list[str] = []
    if not _add_elements(elements, pm, stream, direct):
        raise PipelineError("".join(stream), "".join(direct))
