"""The bodies of the LLVM attributes pyopt keeps as text (RawLLVMAttr):
nested attributes parsed out of them, so that they print through their
aliases and input aliases resolve; parameters whose declared type is one
attribute class (LLVMAttrDefs.td: `compileUnit` a DICompileUnitAttr,
`unroll` a LoopUnrollAttr ...) read and printed stripped (`<...>`) as the
generated parsers and printers do; blanks as MLIR prints them."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.dialects.llvm.attrs import RawLLVMAttr


def _skip_string(text: str, i: int) -> int:
    """The index after the string literal starting at text[i]."""
    i += 1
    while i < len(text) and text[i] != '"':
        i += 2 if text[i] == "\\" else 1
    return i + 1


def _attr_end(text: str, i: int) -> int:
    """The end of the attribute starting with `#` at text[i]: an alias or
    dialect attribute name, then its `<...>` body if any."""
    j = i + 1
    while j < len(text) and (text[j].isalnum() or text[j] in "_$.-"):
        j += 1
    if j < len(text) and text[j] == "<":
        depth = 0
        while j < len(text):
            ch = text[j]
            if ch == '"':
                j = _skip_string(text, j)
                continue
            if ch == "<":
                depth += 1
            elif ch == ">" and text[j - 1] != "-":
                depth -= 1
                if depth == 0:
                    return j + 1
            j += 1
    return j


_OPENERS, _CLOSERS = "<[({", ">])}"

_FOLLOWUPS = {name: "loop_annotation" for name in (
    "followupVectorized", "followupEpilogue", "followupAll", "followupUnrolled", "followupRemainder",
    "followupOuter", "followupInner", "followupRemainderOuter", "followupRemainderInner",
    "followupCoincident", "followupSequential", "followupFallback")}
# Parameters declared as one attribute class (LLVMAttrDefs.td), by the
# mnemonic of the attribute holding them: written and printed stripped.
TYPED_PARAMETERS: dict[str, dict[str, str]] = {
    "loop_annotation": {"vectorize": "loop_vectorize", "interleave": "loop_interleave", "unroll": "loop_unroll",
                        "unrollAndJam": "loop_unroll_and_jam", "licm": "loop_licm",
                        "distribute": "loop_distribute", "pipeline": "loop_pipeline", "peeled": "loop_peeled",
                        "unswitch": "loop_unswitch"},
    "loop_vectorize": _FOLLOWUPS, "loop_unroll": _FOLLOWUPS, "loop_unroll_and_jam": _FOLLOWUPS,
    "loop_distribute": _FOLLOWUPS,
    "di_compile_unit": {"file": "di_file"},
    "di_composite_type": {"file": "di_file", "dataLocation": "di_expression"},
    "di_global_variable": {"file": "di_file"},
    "di_global_variable_expression": {"var": "di_global_variable", "expr": "di_expression"},
    "di_lexical_block": {"file": "di_file"},
    "di_lexical_block_file": {"file": "di_file"},
    "di_local_variable": {"file": "di_file"},
    "di_subprogram": {"compileUnit": "di_compile_unit", "file": "di_file", "type": "di_subroutine_type"},
    "di_module": {"file": "di_file"},
    "di_imported_entity": {"file": "di_file"},
    "di_label": {"file": "di_file"},
    "di_common_block": {"decl": "di_global_variable", "file": "di_file"},
    "tbaa_tag": {"base_type": "tbaa_type_desc", "access_type": "tbaa_type_desc"},
    "alias_scope": {"domain": "alias_scope_domain"},
}


def _canonical_blanks(pieces: list[str | A.Attribute]) -> list[str | A.Attribute]:
    """Blanks as MLIR's printer writes a body: one blank for any run (line
    breaks included), none inside brackets or before a comma; strings and
    nested attributes untouched."""
    out: list[str | A.Attribute] = []
    prev = "<"  # the last character written: the body opens with `<`
    for piece in pieces:
        if not isinstance(piece, str):
            out.append(piece)
            prev = "#"
            continue
        buf: list[str] = []
        i = 0
        while i < len(piece):
            ch = piece[i]
            if ch == '"':
                j = _skip_string(piece, i)
                buf.append(piece[i:j])
                prev = '"'
                i = j
                continue
            if ch.isspace():
                j = i
                while j < len(piece) and piece[j].isspace():
                    j += 1
                nxt = piece[j] if j < len(piece) else ""
                if prev not in _OPENERS and nxt not in _CLOSERS and nxt != "," and nxt != "":
                    buf.append(" ")
                elif nxt == "" and prev not in _OPENERS:
                    buf.append(" ")  # a nested attribute follows
                i = j
                continue
            buf.append(ch)
            prev = ch
            i += 1
        out.append("".join(buf))
    if out and isinstance(out[-1], str):
        out[-1] = out[-1].rstrip()
    return out


def raw_llvm_attr(mnemonic: str, body: str | None, builder: Any, tok: Any) -> RawLLVMAttr:
    """The attribute of `#llvm.<mnemonic><body>`, nested attributes parsed
    (aliases resolved) so that they print by their own aliases."""
    if body is None or "#" not in body and "distinct[" not in body and not any(c.isspace() for c in body):
        return RawLLVMAttr(mnemonic, body)
    from pyopt.ir.parser import parse_attr_text
    from pyopt.ir.printer import Printer, PrintOptions

    typed = TYPED_PARAMETERS.get(mnemonic, {})
    pieces: list[str | A.Attribute] = []
    levels: list[int] = []  # per nested attribute, the stripped attributes around it
    stripped: list[bool] = []  # per nested attribute, whether its parameter prints it stripped
    brackets: list[bool] = []  # open brackets: is it a stripped attribute's `<`?
    start = i = 0
    while i < len(body):
        ch = body[i]
        if ch == '"':
            i = _skip_string(body, i)
            continue
        key = _parameter_before(body, start, i) if not brackets and (ch in "#<") else None
        distinct = ch == "d" and body.startswith("distinct[", i) and not (i and (body[i - 1].isalnum()
                                                                            or body[i - 1] == "_"))
        if ch == "#" or distinct or (ch == "<" and key in typed):
            # `distinct[N]<...>` is an attribute too: its id is renumbered as printed.
            end = _attr_end(body, body.index("]", i)) if distinct else \
                _attr_end(body, i) if ch == "#" else _attr_end(body, i - 1)
            text = body[i:end] if ch != "<" else f"#llvm.{typed[key]}{body[i:end]}"  # type: ignore[index]
            pieces += [body[start:i], parse_attr_text(builder, text, tok)]
            levels.append(sum(brackets))
            stripped.append(key in typed)
            start = i = end
            continue
        if ch in _OPENERS:
            before = body[start:i].rstrip()[-1:] or (pieces[-1:] and "#" or "")
            # `<` after a keyword or `]` (`distinct[0]<>`) belongs to it; a bare
            # one is a parameter printed stripped (`members = {<#root, 0>}`).
            brackets.append(ch == "<" and not (before.isalnum() or before in "_]>\"#"))
        elif ch in _CLOSERS and brackets and not (ch == ">" and body[i - 1:i] == "-"):
            brackets.pop()
        i += 1
    pieces.append(body[start:])
    parts = tuple(p for p in _canonical_blanks(pieces) if p != "")
    nested = iter(zip(levels, stripped))
    tagged = tuple(p if isinstance(p, str) else (p, *next(nested)) for p in parts)
    printer = Printer(PrintOptions(local_scope=True))  # the canonical text: no aliases, typed ones stripped
    canonical = "".join(p if isinstance(p, str) else printer.attr_text(p[0]) if not p[2] else
                        _stripped_text(printer, p[0]) for p in tagged)
    return RawLLVMAttr(mnemonic, canonical, tagged if levels else None)


def _stripped_text(printer: Any, attr: A.Attribute) -> str:
    saved = printer.out
    printer.out = []
    attr.print_body(printer)  # type: ignore[attr-defined]
    text = "".join(printer.out)
    printer.out = saved
    return text


def _parameter_before(body: str, start: int, i: int) -> str | None:
    """The struct parameter whose value starts at body[i] (`key = ` just
    before it, in the text since `start`), if any."""
    head = body[start:i].rstrip()
    if not head.endswith("="):
        return None
    head = head[:-1].rstrip()
    j = len(head)
    while j > 0 and (head[j - 1].isalnum() or head[j - 1] == "_"):
        j -= 1
    return head[j:] or None
