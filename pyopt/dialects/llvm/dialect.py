"""The `llvm` dialect object, shared by the modules of this package."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.ods import Dialect


class LLVMDialect(Dialect):
    """LLVM types are parsed by one recursive-descent parser (types.py)
    and unknown attribute mnemonics are kept as raw text (attrs.py)."""

    def parse_type(self, mnemonic: str, body: str | None, builder: Any, tok: Any) -> T.Type:
        from pyopt.dialects.llvm.types import parse_llvm_type

        return parse_llvm_type(mnemonic if body is None else f"{mnemonic}<{body}>", builder, tok)

    def parse_attr(self, mnemonic: str, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        from pyopt.dialects.llvm.attrs import parse_llvm_attr

        return parse_llvm_attr(mnemonic, body, builder, tok)

    def verify_region_argument_attribute(self, op: Any, index: int, value_type: T.Type, name: str,
                                         attr: A.Attribute) -> None:
        from pyopt.dialects.llvm.param_attrs import verify_parameter_attribute

        verify_parameter_attribute(op, value_type, name, attr)

    def verify_region_result_attribute(self, op: Any, index: int, value_type: T.Type, name: str,
                                       attr: A.Attribute) -> None:
        from pyopt.dialects.llvm.param_attrs import verify_result_attribute

        verify_result_attribute(op, value_type, name, attr)


llvm = LLVMDialect("llvm", defines_attributes=True)
