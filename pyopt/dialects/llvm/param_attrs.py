"""The LLVM dialect's checks of `llvm.*` argument and result attributes of
function-like ops (LLVMDialect::verifyRegionArgAttribute /
verifyRegionResultAttribute, verifyParameterAttribute): the attribute's
kind first, then, for a value of an LLVM-compatible type, its type."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.dialects.llvm.types import LLVMPointerType, is_compatible_type

_UNIT_ON_POINTER = frozenset(f"llvm.{n}" for n in ("noalias", "readonly", "readnone", "writeonly", "nest",
                                                   "nocapture", "nofree", "nonnull"))
_TYPE_ON_POINTER = frozenset(f"llvm.{n}" for n in ("sret", "byval", "byref", "inalloca", "preallocated"))
_UNIT_ON_INTEGER = frozenset(("llvm.signext", "llvm.zeroext"))
_INTEGER_ON_POINTER = frozenset(f"llvm.{n}" for n in ("align", "dereferenceable", "dereferenceable_or_null"))
_UNIT_ON_ANY = frozenset(("llvm.noundef", "llvm.inreg", "llvm.returned"))
# Argument-only attributes (verifyRegionResultAttribute's list).
_NOT_ON_RESULTS = frozenset(f"llvm.{n}" for n in ("allocalign", "allocptr", "byval", "byref", "inalloca", "nest",
                                                  "nocapture", "nofree", "preallocated", "readnone", "readonly",
                                                  "returned", "alignstack", "sret", "writeonly"))


def verify_parameter_attribute(op: Any, value_type: T.Type, name: str, attr: A.Attribute) -> None:
    check_type = is_compatible_type(value_type)

    def kind(ok: bool, what: str) -> None:
        if not ok:
            raise op.emit_plain_error(f'"{name}" should be {what}')

    def on(ok: bool, what: str) -> None:
        if check_type and not ok:
            raise op.emit_plain_error(f'"{name}" attribute attached to non-{what} LLVM type')

    is_pointer = isinstance(value_type, LLVMPointerType)
    if name in _UNIT_ON_POINTER:
        kind(isinstance(attr, A.UnitAttr), "a unit attribute")
        on(is_pointer, "pointer")
    elif name in _TYPE_ON_POINTER:
        kind(isinstance(attr, A.TypeAttr), "a type attribute")
        on(is_pointer, "pointer")
    elif name in _UNIT_ON_INTEGER:
        kind(isinstance(attr, A.UnitAttr), "a unit attribute")
        on(isinstance(value_type, T.IntegerType), "integer")
    elif name in _INTEGER_ON_POINTER:
        kind(isinstance(attr, A.IntegerAttr), "an integer attribute")
        on(is_pointer, "pointer")
    elif name == "llvm.alignstack":  # any type in 22.1.8
        kind(isinstance(attr, A.IntegerAttr), "an integer attribute")
    elif name in _UNIT_ON_ANY:
        kind(isinstance(attr, A.UnitAttr), "a unit attribute")


def verify_result_attribute(op: Any, value_type: T.Type, name: str, attr: A.Attribute) -> None:
    if name in _NOT_ON_RESULTS:
        raise op.emit_plain_error(f'"{name}" is not a valid result attribute')
    verify_parameter_attribute(op, value_type, name, attr)
