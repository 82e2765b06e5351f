"""Which dialects an input loads (MLIRContext::getLoadedDialects after
parsing), computed from the IR.

mlir-opt loads a dialect when the input mentions it in any way: an op of
it, a type or attribute of it (also nested: `memref<4x!gpu.async.token>`,
`[#nvvm.target]`), or a discardable attribute whose name has its prefix
(`nvvm.kernel`).  Passes that collect patterns per loaded dialect
(gpu-to-llvm, convert-to-llvm) need the same set: in 22.1.8 whether NVVM is
loaded even changes which async.yield pattern wins (gpu-to-llvm.md 8.2).
"""

from __future__ import annotations

from typing import Any, Iterable

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation


def _namespace(name: str) -> str:
    return name.partition(".")[0]


class _Collector:
    def __init__(self) -> None:
        self.dialects: set[str] = {"builtin"}
        self.seen: set[int] = set()

    def type(self, t: Any) -> None:
        key = id(t)
        if key in self.seen:
            return
        self.seen.add(key)
        name = getattr(t, "name", None)
        if isinstance(t, T.DialectType) and isinstance(name, str):
            self.dialects.add(_namespace(name))
        for child in _children(t):
            self.visit(child)

    def attr(self, a: Any) -> None:
        key = id(a)
        if key in self.seen:
            return
        self.seen.add(key)
        name = getattr(a, "name", None)
        if isinstance(a, A.DialectAttr) and isinstance(name, str):
            self.dialects.add(_namespace(name))
        elif isinstance(a, A.OpaqueAttr):
            self.dialects.add(a.dialect)
        for child in _children(a):
            self.visit(child)

    def visit(self, x: Any) -> None:
        if isinstance(x, T.Type):
            self.type(x)
        elif isinstance(x, A.Attribute):
            self.attr(x)
        elif isinstance(x, (tuple, list)):
            for e in x:
                self.visit(e)

    def op(self, op: Operation) -> None:
        self.dialects.add(_namespace(op.name))
        for r in op.results:
            self.type(r.type)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    self.type(arg.type)
        for value in op.properties.values():
            self.visit(value)
        for key, value in op.attributes.items():
            if "." in key:
                self.dialects.add(_namespace(key))
            self.visit(value)


def _children(x: Any) -> Iterable[Any]:
    """The types and attributes a type or attribute is built from."""
    slots: list[str] = []
    for klass in type(x).__mro__:
        slots.extend(getattr(klass, "__slots__", ()))
    for slot in slots:
        value = getattr(x, slot, None)
        if isinstance(value, (T.Type, A.Attribute)):
            yield value
        elif isinstance(value, (tuple, list)):
            for e in value:
                if isinstance(e, (T.Type, A.Attribute, tuple)):
                    yield e
                elif isinstance(e, list):
                    yield tuple(e)


def loaded_dialects(root: Operation) -> list[str]:
    """The namespaces of the dialects `root` mentions, sorted (the order MLIR
    iterates loaded dialects in)."""
    from pyopt.conversion.convert_to_llvm_interface import DEPENDENT_DIALECTS

    collector = _Collector()
    for op in root.walk():
        collector.op(op)
    found = collector.dialects
    pending = list(found)
    while pending:  # a dialect loads its dependent dialects
        for dep in DEPENDENT_DIALECTS.get(pending.pop(), ()):
            if dep not in found:
                found.add(dep)
                pending.append(dep)
    return sorted(found)
