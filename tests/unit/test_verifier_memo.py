"""The verifier remembers op signatures that passed its declarative checks
(pyopt/ir/verifier.py).  Whatever those checks look at must be in the
signature: an invalid op must fail even after a valid one of the same kind."""

from __future__ import annotations

import pytest

from pyopt.driver import Options, process_buffer
from pyopt.ir.diagnostics import MLIRError

VALID = """func.func @f(%x: i32) {
  "cf.br"(%x) [^bb1] : (i32) -> ()
^bb1(%y: i32):
  %0 = "arith.addi"(%x, %y) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
  %1 = "llvm.add"(%x, %y) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
  return
}
"""
INVALID = [
    ('"cf.br"(%x) : (i32) -> ()', "'cf.br' op requires 1 successor but found 0"),
    ('%0 = "arith.addi"(%x, %x) ({}) : (i32, i32) -> i32', "'arith.addi' op requires zero regions"),
    # Converts (any integer) but holds no flags of the enum.
    ('%0 = "llvm.add"(%x, %x) <{overflowFlags = 255 : i32}> : (i32, i32) -> i32',
     "'llvm.add' op property 'overflowFlags' failed to satisfy constraint"),
]


@pytest.mark.parametrize("op,message", INVALID)
def test_a_valid_signature_does_not_hide_an_invalid_op(op: str, message: str) -> None:
    process_buffer(VALID, "valid.mlir", Options())
    text = f"func.func @g(%x: i32) {{\n  {op}\n  return\n}}\n"
    with pytest.raises(MLIRError) as info:
        process_buffer(text, "invalid.mlir", Options())
    assert message in info.value.diagnostic.message
