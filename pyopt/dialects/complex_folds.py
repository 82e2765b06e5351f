"""complex folds (ComplexOps.cpp) the LLVM lowering meets: the parts of a
complex.create are its operands, and a complex rebuilt from its own parts
is that complex."""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Operation
from pyopt.rewrite.folding import folder


def _defining(value: Any, name: str) -> Operation | None:
    op = getattr(value, "op", None)
    return op if op is not None and op.name == name else None


@folder("complex.re")
def fold_re(op: Operation, constants: list[Any]) -> Any:
    create = _defining(op.operands[0], "complex.create")
    return [create.operands[0]] if create is not None else None


@folder("complex.im")
def fold_im(op: Operation, constants: list[Any]) -> Any:
    create = _defining(op.operands[0], "complex.create")
    return [create.operands[1]] if create is not None else None


@folder("complex.create")
def fold_create(op: Operation, constants: list[Any]) -> Any:
    re = _defining(op.operands[0], "complex.re")
    im = _defining(op.operands[1], "complex.im")
    if re is not None and im is not None and re.operands[0] is im.operands[0]:
        return [re.operands[0]]
    return None
