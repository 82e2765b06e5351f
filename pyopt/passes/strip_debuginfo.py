"""`--strip-debuginfo` (MLIR's StripDebugInfo): every op and block
argument gets the unknown location."""

from __future__ import annotations

from typing import Any

from pyopt.passes.pass_base import Pass


class StripDebugInfo(Pass):
    argument = "strip-debuginfo"
    name = "StripDebugInfo"
    summary = "Strip debug info from all operations"

    def run_on_operation(self, op: Any) -> None:
        from pyopt.ir.attributes import UnknownLoc

        unknown = UnknownLoc()
        for nested in op.walk():
            nested.loc = unknown
            for region in nested.regions:
                for block in region.blocks:
                    for arg in block.args:
                        arg.loc = unknown
