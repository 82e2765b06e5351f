"""The fuzz harness's generic-op mode (bench/fuzz_generic.py), short: every
registered op in generic form, a few random instances each (operand and
result counts, attribute kinds, region shapes, successors), printed both
ways.  An instance may be rejected (MLIRError) but must never raise
anything else.  `make fuzz` runs the mode at length inside bench/fuzz.py.
"""

from __future__ import annotations

import random
import sys
import traceback
from typing import Any

from conftest import REPO

sys.path.insert(0, str(REPO / "bench"))
import fuzz_generic  # noqa: E402

INSTANCES_PER_OP = 2
SEED = 14


def _internal_errors(ops: list[Any], seed: int, per_op: int) -> tuple[list[str], int, int]:
    from pyopt.driver import Options, process_buffer
    from pyopt.ir.diagnostics import MLIRError

    failures: list[str] = []
    accepted = rejected = 0
    for cls in ops:
        for j in range(per_op):
            rng = random.Random(f"{seed}:{cls.name}:{j}")
            text = fuzz_generic.generic_op_input(rng, ops, first=cls)[1].decode()
            for generic in (False, True):
                try:
                    process_buffer(text, "generic.mlir", Options(generic=generic))
                    accepted += 1
                except MLIRError:
                    rejected += 1
                except Exception as e:  # noqa: BLE001 - what this test looks for
                    where = traceback.extract_tb(e.__traceback__)[-1]
                    failures.append(f"{cls.name} #{j} ({'generic' if generic else 'custom'} output): "
                                    f"{type(e).__name__}: {e} at {where.filename}:{where.lineno}\n{text}")
    return failures, accepted, rejected


def test_every_registered_op_in_generic_form() -> None:
    ops = fuzz_generic.registered_ops()
    assert len(ops) > 500  # every dialect loaded
    failures, accepted, rejected = _internal_errors(ops, SEED, INSTANCES_PER_OP)
    assert not failures, f"{len(failures)} internal errors; the first:\n" + "\n\n".join(failures[:3])
    # The generator must reach past the declarative checks for a fair share
    # of instances (else it tests only the first verifier step).
    assert accepted > 0.05 * (accepted + rejected), (accepted, rejected)


def test_wrong_kinds_are_diagnosed_not_raised() -> None:
    """A canary for the mode: instances it generates do include wrong
    attribute kinds, rejected with the constraint's message."""
    from pyopt.driver import Options, process_buffer
    from pyopt.ir.diagnostics import MLIRError

    text = '"llvm.func"() ({\n}) {function_type = i64, sym_name = "f"} : () -> ()\n'
    try:
        process_buffer(text, "k.mlir", Options())
    except MLIRError as e:
        assert "failed to satisfy constraint: type attribute of LLVM function type" in str(e.diagnostic.message)
    else:
        raise AssertionError("accepted an llvm.func whose function_type is i64")
