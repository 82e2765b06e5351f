"""The gpu dialect object.  Enum attributes use MLIR's short generic
spelling `#gpu<dim x>` (no mnemonic after the dialect name), so attribute
parsing is extended for an empty mnemonic."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import Dialect


class GPUDialect(Dialect):
    def __init__(self) -> None:
        super().__init__("gpu", defines_attributes=True, unknown_type="unknown gpu type: {m}")
        # `#gpu<dim x>`: enum attribute classes by mnemonic ("dim").
        self.short_attrs: dict[str, Any] = {}

    def parse_attr(self, mnemonic: str, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        if mnemonic == "" and body is not None:
            kind, _, rest = body.strip().partition(" ")
            cls = self.short_attrs.get(kind)
            if cls is None:
                raise self.unknown_mnemonic("", body, builder, tok)
            return cls.parse_keyword(rest.strip(), builder, tok)
        return super().parse_attr(mnemonic, body, builder, tok)

    def verify_operation_attribute(self, op: Any, name: str, attr: A.Attribute) -> None:
        """GPUDialect::verifyOperationAttribute."""
        from pyopt.ir import types as T

        if name in ("gpu.known_block_size", "gpu.known_grid_size"):
            if not isinstance(attr, A.DenseArrayAttr) or attr.element is not T.i32:
                raise MLIRError(f"'{op.name}' op {name} must be a dense i32 array", op.loc)
            if len(attr.values) != 3:
                raise MLIRError(f"'{op.name}' op {name} must contain exactly 3 elements", op.loc)
            return
        if name != "gpu.container_module" or not isinstance(attr, A.UnitAttr):
            return
        if op.name != "builtin.module":
            raise MLIRError("expected 'gpu.container_module' attribute to be attached to 'builtin.module'", op.loc)
        from pyopt.dialects.gpu.launch import verify_container_module

        verify_container_module(op)


gpu = GPUDialect()
