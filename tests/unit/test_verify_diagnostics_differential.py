"""`--verify-diagnostics` as mlir-opt 22.1.8 reads annotations: one
`expected-*` per line, matched by SourceMgrDiagnosticVerifierHandler's
pattern on the line without trailing blanks (a greedy `{{(.*)}}$`, blanks
between its parts only spaces, offsets signed), and what it prints about
them, byte for byte; tabs in source lines are expanded to 8 columns."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import needs_mlir_opt, run_mlir_opt, run_pyopt

_OP = '"frob.op"() : () -> ()'

INPUTS = {
    # The second annotation is part of the first one's message.
    "two_on_one_line": f"{_OP} // expected-error {{{{unregistered}}}} expected-note {{{{x}}}}\n",
    "greedy_message": f"{_OP} // expected-error {{{{unregistered}}}} tail }}}}\n",
    "text_after_message": f"{_OP} // expected-error {{{{unregistered}}}} trailing\n",
    "trailing_blanks": f"{_OP} // expected-error {{{{unregistered}}}} \t \n",
    "tab_before_message": f"{_OP} // expected-error\t{{{{unregistered}}}}\n",
    "unsigned_offset": f"// expected-error@1 {{{{unregistered}}}}\n{_OP}\n",
    "tabs_in_source_line": "func.func @f() {\n\t\t%0 =\t\"frob.op\"() : () -> i32\n\treturn\n}\n",
}


@needs_mlir_opt
@pytest.mark.parametrize("name", sorted(INPUTS))
def test_same_verification_as_mlir_opt(tmp_path: Path, name: str) -> None:
    path = tmp_path / "in.mlir"
    path.write_text(INPUTS[name])
    args = ["--verify-diagnostics", str(path)]
    want = run_mlir_opt(args)
    got = run_pyopt(args)
    assert (got[0], got[2]) == (want[0], want[2])
    assert got[1] == want[1]
