"""The `test` dialect mlir-opt 22.1.8 registers (mlir/test/lib/Dialect/Test):
the ops of its TestOps.td that MLIR's dialect tests use with their custom
syntax or verifiers.  Every other `test.*` op stays an unknown op of a
dialect that allows them; its types and attributes stay opaque, as pyopt
read them before the dialect had ops."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.ir.ods import ConstantLike, Dialect, OpDef, Pure, Terminator, operand, prop, result
from pyopt.rewrite.folding import folder, materializer


# TestTypeDefs.td's types without parameters (and without an asm alias):
# valid with or without --allow-unregistered-dialect, printed as written.
SIMPLE_TYPES = frozenset({"smpla", "test_type", "memref_element", "test_type_with_trait", "i32"})


class TestMemRefElementType(T.OpaqueType):
    """`!test.memref_element`: it implements MemRefElementTypeInterface."""

    __slots__ = ()
    memref_element = True


class TestDialect(Dialect):
    """Ops declared here; the simple types of TestTypeDefs.td known, the
    other types and the attributes parsed as an unregistered dialect's."""

    def parse_type(self, mnemonic: str, body: str | None, builder: Any, tok: Any) -> T.Type:
        from pyopt.ir.registry import opaque_data

        if mnemonic in SIMPLE_TYPES and body is None:
            cls = TestMemRefElementType if mnemonic == "memref_element" else T.OpaqueType
            return cls(self.name, mnemonic)
        if not builder.ctx.allow_unregistered:
            raise builder.error(tok, f"dialect '{self.name}' is unknown")
        return T.OpaqueType(self.name, opaque_data(str(tok)[1:], self.name))

    def parse_attr(self, mnemonic: str, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        from pyopt.ir.registry import opaque_data

        if not builder.ctx.allow_unregistered:
            raise builder.error(tok, f"dialect '{self.name}' is unknown")
        return A.OpaqueAttr(self.name, opaque_data(str(tok)[1:], self.name))


test = TestDialect("test")


@test.op
class TestOpConstant(OpDef):
    """`test.constant`: ConstantLike, folds to its `value`; no custom syntax."""

    name = "test.constant"
    value = prop(C.AnyAttr)
    result_ = result()
    traits = (Pure, ConstantLike)


@test.op
class LoopBlockTermOp(OpDef):
    """`test.loop_block_term iter %i exit %e`: a RegionBranchTerminatorOpInterface terminator."""

    name = "test.loop_block_term"
    nextIterArg = operand(C.I32)
    exitArg = operand(C.F32)
    traits = (Pure, Terminator)
    assembly_format = "`iter` $nextIterArg `exit` $exitArg attr-dict"


@folder("test.constant")
def fold_constant(op: Operation, constants: list[Any]) -> Any:
    return op.properties.get("value")


@materializer("test")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    return builder.create(TestOpConstant, [], [type], {"value": value}, loc=loc)  # type: ignore[no-any-return]
