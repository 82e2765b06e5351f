"""The ub dialect: poison values and unreachable code."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir.ods import ConstantLike, Dialect, OpDef, Pure, Terminator, prop, result
from pyopt.ir.printer import Printer

ub = Dialect("ub", defines_attributes=True)


@ub.attr
class PoisonAttr(A.DialectAttr):
    """`#ub.poison`: the default PoisonAttrInterface value."""

    __slots__ = ()
    name = "ub.poison"

    def _init(self) -> None:
        pass

    def _args(self) -> tuple[Any, ...]:
        return ()

    def print_body(self, p: Printer) -> None:
        pass

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> PoisonAttr:
        if body is not None:
            raise builder.error(tok, "'ub.poison' attribute takes no parameters")
        return cls()


class PoisonAttrInterfaceC(C.AttrConstraint):
    summary = "PoisonAttrInterface instance"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, PoisonAttr)

    storage = None  # the interface: a format's parseAttribute refuses any other kind


@ub.op
class PoisonOp(OpDef):
    name = "ub.poison"
    value = prop(PoisonAttrInterfaceC(), default=PoisonAttr())
    result_ = result()
    traits = (Pure, ConstantLike)
    assembly_format = "attr-dict (`<` $value^ `>`)? `:` type($result_)"


@ub.op
class UnreachableOp(OpDef):
    name = "ub.unreachable"
    traits = (Terminator,)
    assembly_format = "attr-dict"
