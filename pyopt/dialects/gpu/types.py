"""gpu dialect types: !gpu.async.token, !gpu.mma_matrix and the sparse
handles."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from pyopt.ir import types as T
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.parser import parse_type_text, split_top_level, string_text
from pyopt.dialects.gpu.dialect import gpu

if TYPE_CHECKING:
    from pyopt.ir.printer import Printer


class _SimpleType(T.DialectType):
    """A parameterless type: `!gpu.async.token`."""

    __slots__ = ()

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> T.Type:
        return cls()


@gpu.type
class AsyncTokenType(_SimpleType):
    name = "gpu.async.token"


@gpu.type
class SparseDnTensorHandleType(_SimpleType):
    name = "gpu.sparse.dntensor_handle"


@gpu.type
class SparseSpMatHandleType(_SimpleType):
    name = "gpu.sparse.spmat_handle"


@gpu.type
class SparseSpGEMMOpHandleType(_SimpleType):
    name = "gpu.sparse.spgemmop_handle"


_DIMS = re.compile(r"\s*((?:[0-9]+\s*x\s*)+)(.*)\Z", re.S)


@gpu.type
class MMAMatrixType(T.DialectType):
    """`!gpu.mma_matrix<16x16xf16, "AOp">`."""

    __slots__ = ("shape", "element", "operand")
    name = "gpu.mma_matrix"

    def _init(self, shape: tuple[int, ...], element: T.Type, operand: str) -> None:
        self.shape = tuple(shape)
        self.element = element
        self.operand = operand

    def _args(self) -> tuple[Any, ...]:
        return (self.shape, self.element, self.operand)

    def print_body(self, p: Printer) -> None:
        p.write("<" + "".join(f"{d}x" for d in self.shape))
        p.print_type(self.element)
        p.write(f', "{self.operand}">')

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> T.Type:
        parts = split_top_level(body or "")
        m = _DIMS.match(parts[0]) if parts else None
        if m is None or len(parts) != 2:
            raise builder.error(tok, "expected a valid mma_matrix type")
        shape = tuple(int(d) for d in re.findall(r"[0-9]+", m.group(1)))
        element = parse_type_text(builder, m.group(2), tok)
        operand = string_text(parts[1])
        loc = builder.name_loc(tok)  # getChecked reports at the mnemonic
        if len(shape) != 2:
            raise MLIRError("MMAMatrixType must have exactly two dimensions", loc)
        if operand not in ("AOp", "BOp", "COp"):
            raise MLIRError("operand expected to be one of AOp, BOp or COp", loc)
        if not (element in (T.f16, T.f32, T.f64, T.i32) or (isinstance(element, T.IntegerType) and element.width == 8
                                                       and element.signedness in ("s", "u"))):
            raise MLIRError("MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64", loc)
        return cls(shape, element, operand)


async_token = AsyncTokenType()
