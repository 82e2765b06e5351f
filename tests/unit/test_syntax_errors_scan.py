"""The bracket scan behind the syntax-error messages (pyopt/ir/syntax_errors.py)
stays linear on one long line of deeply nested brackets: the fuzz harness
found a 131,000-level `loc(callsite(...` line taking minutes (a rescan of
the line per nesting level)."""

from __future__ import annotations

from typing import Any

from pyopt.ir import syntax_errors as S


def _iterated_innermost(text: str, pos: int) -> list[int]:
    out = []
    j = S._innermost_open(text, pos)
    while j >= 0:
        out.append(j)
        j = S._innermost_open(text, j)
    return out


def test_enclosing_opens_match_iterated_innermost_open() -> None:
    texts = ['"a"(%x) {k = affine_map<(d0) -> (d0 + "s)")>} : (i32) -> ()',
             'f(a, [b, {c: "]" // x]\n <d(e) -> f>, g', "((( // (\n)) [<>] (x"]
    for text in texts:
        for pos in range(len(text) + 1):
            assert list(S._enclosing_opens(text, pos)) == _iterated_innermost(text, pos), (text, pos)


def test_scan_of_deep_nesting_reads_the_line_once(monkeypatch: Any) -> None:
    calls = []
    real = S._comment_start

    def counting(text: str, start: int, end: int) -> int:
        calls.append(end - start)
        return real(text, start, end)

    monkeypatch.setattr(S, "_comment_start", counting)
    depth = 2000
    text = '"test.op"() : () -> () loc(' + "callsite(" * depth + '"a" at "b"'
    assert S._affine_body(text, len(text)) == -1
    assert S._in_location(text, len(text))
    assert sum(calls) <= 2 * len(text)
