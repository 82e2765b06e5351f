"""The llvm folders (LLVMDialect.cpp) and the dialect's constant
materialization (LLVMDialect::materializeConstant)."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.rewrite.folding import IN_PLACE, folder, materializer


@materializer("llvm")
def materialize(builder: Any, value: Any, type: T.Type, loc: Any) -> Operation | None:
    from pyopt.dialects.llvm.attrs import PoisonAttr, UndefAttr, ZeroAttr
    from pyopt.dialects.llvm.types import LLVMPointerType, is_compatible_type

    if isinstance(value, A.SymbolRefAttr) and not value.nested and isinstance(type, LLVMPointerType):
        return builder.create("llvm.mlir.addressof", [], [type], {"global_name": value}, loc=loc)  # type: ignore[no-any-return]
    for attr_cls, name in ((UndefAttr, "llvm.mlir.undef"), (PoisonAttr, "llvm.mlir.poison"),
                           (ZeroAttr, "llvm.mlir.zero")):
        if isinstance(value, attr_cls):
            return builder.create(name, [], [type], loc=loc)  # type: ignore[no-any-return]
    # LLVM::ConstantOp::materialize / isBuildableWith
    if not isinstance(value, (A.IntegerAttr, A.FloatAttr, A.DenseElementsAttr, A.DenseResourceElementsAttr)):
        return None
    if value.type is not type or not is_compatible_type(type):
        return None
    return builder.create("llvm.mlir.constant", [], [type], {"value": value}, loc=loc)  # type: ignore[no-any-return]


@folder("llvm.mlir.constant")
def fold_constant(op: Operation, c: list[Any]) -> Any:
    return op.properties.get("value")


@folder("llvm.mlir.addressof")
def fold_addressof(op: Operation, c: list[Any]) -> Any:
    return op.properties.get("global_name")


@folder("llvm.dso_local_equivalent")
def fold_dso_local_equivalent(op: Operation, c: list[Any]) -> Any:
    return op.properties.get("function_name")


@folder("llvm.mlir.zero")
def fold_zero(op: Operation, c: list[Any]) -> Any:
    from pyopt.dialects.llvm.attrs import ZeroAttr

    return ZeroAttr()


@folder("llvm.mlir.undef")
def fold_undef(op: Operation, c: list[Any]) -> Any:
    from pyopt.dialects.llvm.attrs import UndefAttr

    return UndefAttr()


@folder("llvm.mlir.poison")
def fold_poison(op: Operation, c: list[Any]) -> Any:
    from pyopt.dialects.llvm.attrs import PoisonAttr

    return PoisonAttr()


def _position(op: Operation) -> tuple[int, ...]:
    pos = op.properties["position"]
    assert isinstance(pos, A.DenseArrayAttr)
    return tuple(pos.values)


def _set_position(op: Operation, pos: tuple[int, ...]) -> None:
    old = op.properties["position"]
    assert isinstance(old, A.DenseArrayAttr)
    op.properties["position"] = A.DenseArrayAttr(old.element, pos)


def _def(value: Any, name: str) -> Operation | None:
    op = getattr(value, "op", None)
    return op if op is not None and op.name == name else None


@folder("llvm.extractvalue")
def fold_extractvalue(op: Operation, c: list[Any]) -> Any:
    """ExtractValueOp::fold: extract of extract composes; extract out of an
    insertvalue chain finds the inserted value or skips the chain."""
    container = op.operands[0]
    inner = _def(container, "llvm.extractvalue")
    if inner is not None:
        _set_position(op, _position(inner) + _position(op))
        op.op_operands[0].set(inner.operands[0])
        return IN_PLACE
    const = c[0]
    from pyopt.dialects.llvm.attrs import PoisonAttr, UndefAttr

    if isinstance(const, (UndefAttr, PoisonAttr)):  # extractvalue(undef/poison) -> undef/poison
        return const
    if isinstance(const, A.DenseElementsAttr):
        element = const.type.element if isinstance(const.type, T.ShapedType) else None
        if element is op.results[0].type:
            from pyopt.dialects.common_folders import _scalar

            pos = _position(op)
            if const.splat:
                return _scalar(const.values[0], element)
            if len(pos) == 1:
                return _scalar(const.values[pos[0]], element)
    insert = _def(container, "llvm.insertvalue")
    result: Any = None
    extract_pos = _position(op)
    switched = False
    while insert is not None:
        insert_pos = _position(insert)
        if extract_pos == insert_pos:
            return insert.operands[1]
        if len(extract_pos) > len(insert_pos) and extract_pos[:len(insert_pos)] == insert_pos:
            extract_pos = extract_pos[len(insert_pos):]
            insert = _def(insert.operands[1], "llvm.insertvalue")
            switched = True
            continue
        n = min(len(extract_pos), len(insert_pos))
        if extract_pos[:n] == insert_pos[:n]:
            return result
        if not switched:
            op.op_operands[0].set(insert.operands[0])
            result = IN_PLACE
        insert = _def(insert.operands[0], "llvm.insertvalue")
    return result


def _fold_cast_pair(op: Operation) -> Any:
    """cast(x : T0 -> T0) -> x; cast(cast(x : T0 -> T1) -> T0) -> x."""
    arg = op.operands[0]
    rtype = op.results[0].type
    if arg.type is rtype:
        return arg
    prev = _def(arg, op.name)
    if prev is not None and prev.operands[0].type is rtype:
        return prev.operands[0]
    return None


@folder("llvm.bitcast", "llvm.addrspacecast")
def fold_cast(op: Operation, c: list[Any]) -> Any:
    return _fold_cast_pair(op)


GEP_DYNAMIC_INDEX = -(1 << 31)  # LLVM::GEPOp::kDynamicIndex


@folder("llvm.getelementptr")
def fold_gep(op: Operation, c: list[Any]) -> Any:
    """GEPOp::fold: `gep %x[0]` of the base type is %x; dynamic indices
    that are constants fitting in i32 become constant indices."""
    raw = op.properties["rawConstantIndices"]
    assert isinstance(raw, A.DenseArrayAttr)
    dynamic = op.operands[1:]
    constants = c[1:]
    indices: list[Any] = []  # per index: int constant, or (Value, attr or None)
    d = 0
    for r in raw.values:
        if r == GEP_DYNAMIC_INDEX:
            indices.append((dynamic[d], constants[d]))
            d += 1
        else:
            indices.append(r)
    if op.operands[0].type is op.results[0].type and len(indices) == 1:
        only = indices[0]
        value = only if isinstance(only, int) else only[1]
        if isinstance(value, int) and value == 0 or isinstance(value, A.IntegerAttr) and value.value == 0:
            return op.operands[0]
    changed = False
    new_raw: list[int] = []
    new_dynamic = []
    for index in indices:
        if isinstance(index, int):
            new_raw.append(index)
            continue
        value, attr = index
        if isinstance(attr, A.IntegerAttr) and -(1 << 31) <= attr.value < (1 << 31):
            changed = True
            new_raw.append(attr.value)
        else:
            new_raw.append(GEP_DYNAMIC_INDEX)
            new_dynamic.append(value)
    if not changed:
        return None
    op.set_operands([op.operands[0], *new_dynamic])
    op.properties["rawConstantIndices"] = A.DenseArrayAttr(raw.element, tuple(new_raw))
    return IN_PLACE
