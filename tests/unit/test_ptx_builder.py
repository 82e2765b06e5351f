"""The string rewrites of the PTX builder, on the examples MLIR 22.1.8's
BasicPtxBuilderInterface.cpp documents (the lowering itself is checked
against mlir-opt in tests/lit/Conversion/NVVMToLLVM and the differential
tests)."""

from __future__ import annotations

from pyopt.conversion.ptx_builder import canonicalize_constraints, rewrite_placeholders


def test_read_write_constraints_become_tied_outputs() -> None:
    assert canonicalize_constraints("+f,+f,+r,=r,=r,r,r") == "=f,=f,=r,=r,=r,r,r,0,1,2"
    assert canonicalize_constraints("+f,+f,+r,=r,=r") == "=f,=f,=r,=r,=r,0,1,2"
    assert canonicalize_constraints("r,l") == "r,l"
    assert canonicalize_constraints("") == ""


def test_placeholders_are_numbered_rw_then_w_then_r() -> None:
    code = ("setp.ge.s32 p, {$r0}, {$r1}; selp.s32 {$rw0}, {$r0}, {$r1}, p; selp.s32 {$rw1}, {$r0}, {$r1}, p; "
            "selp.s32 {$w0}, {$r0}, {$r1}, p; selp.s32 {$w1}, {$r0}, {$r1}, p;")
    assert rewrite_placeholders(code) == ("setp.ge.s32 p, $4, $5; selp.s32 $0, $4, $5, p; selp.s32 $1, $4, $5, p; "
                                          "selp.s32 $2, $4, $5, p; selp.s32 $3, $4, $5, p;")


def test_placeholder_numbers_are_compacted_and_other_text_kept() -> None:
    assert rewrite_placeholders("z {$r7} {$w3} %r {$R7}") == "z $1 $0 %r {$R7}"
