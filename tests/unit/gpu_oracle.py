"""The expected output of `--gpu-to-llvm` (and pipelines ending in it): mlir-opt
22.1.8, except for the seed bug (LLVM #170833, fixed by PR #190717).

22.1.8 picks the structural async.yield pattern whenever the NVVM dialect is
loaded (shared/spec/gpu-to-llvm.md 8.2).  For an input that loads NVVM only
through `#nvvm.target` and `nvvm.kernel`, the fixed output is: swap those for
`#rocdl.target` / `rocdl.kernel`, run mlir-opt 22.1.8, swap back.  Every gpu
differential test gets its expected output from `expected_output`.
"""

from __future__ import annotations

import re

from conftest import run_mlir_opt

NVVM_TO_ROCDL = (("#nvvm.target", "#rocdl.target"), ("nvvm.kernel", "rocdl.kernel"))


class OracleUnavailable(Exception):
    """The swap rule cannot give the fixed output for this input."""


def swap_nvvm_for_rocdl(text: str) -> str:
    if "rocdl" in text:
        # Swapping back would also rewrite the input's own ROCDL mentions.
        raise OracleUnavailable("the input mentions both NVVM and ROCDL")
    for nvvm, rocdl in NVVM_TO_ROCDL:
        text = text.replace(nvvm, rocdl)
    if re.search(r"\bnvvm\b", text):
        raise OracleUnavailable("the input loads NVVM through more than #nvvm.target and nvvm.kernel")
    return text


def swap_back(text: str) -> str:
    for nvvm, rocdl in NVVM_TO_ROCDL:
        text = text.replace(rocdl, nvvm)
    return text


def mentions_nvvm(text: str) -> bool:
    # Comments do not load dialects.
    code = "\n".join(line.split("//", 1)[0] for line in text.splitlines())
    return re.search(r"\bnvvm\b", code) is not None


def expected_output(text: str, args: list[str]) -> tuple[int, str, str]:
    """(exit code, stdout, stderr) pyopt must give for `text` (fed on stdin)
    with `args`: mlir-opt 22.1.8's, on the swapped input when NVVM is loaded."""
    code_only = "\n".join(line.split("//", 1)[0] for line in text.splitlines())
    if not mentions_nvvm(text):
        return run_mlir_opt(args, stdin=text)
    if "rocdl" in code_only:
        raise OracleUnavailable("the input mentions both NVVM and ROCDL")
    swapped = swap_nvvm_for_rocdl(code_only)
    # Keep the line structure (diagnostic positions) of the original text.
    code, out, err = run_mlir_opt(args, stdin=swapped)
    return code, swap_back(out), swap_back(err)
