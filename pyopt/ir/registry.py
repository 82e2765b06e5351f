"""The lazy dialect registry: dialects are imported on first use.

`pyopt --help` and a file that only uses `func` and `arith` must not pay
for importing the LLVM or GPU dialects."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any, Iterator

from pyopt.ir.diagnostics import MLIRError

if TYPE_CHECKING:
    from pyopt.ir.ods import Dialect, OpDef

# dialect namespace -> module that declares it
DIALECT_MODULES: dict[str, str] = {
    "builtin": "pyopt.dialects.builtin",
    "func": "pyopt.dialects.func",
    "arith": "pyopt.dialects.arith",
    "cf": "pyopt.dialects.cf",
    "scf": "pyopt.dialects.scf",
    "index": "pyopt.dialects.index",
    "ub": "pyopt.dialects.ub",
    "memref": "pyopt.dialects.memref",
    "vector": "pyopt.dialects.vector",
    "llvm": "pyopt.dialects.llvm",
    "gpu": "pyopt.dialects.gpu",
    "async": "pyopt.dialects.async_",
    "nvvm": "pyopt.dialects.nvvm",
    "rocdl": "pyopt.dialects.rocdl",
    "tensor": "pyopt.dialects.tensor",
    "math": "pyopt.dialects.math",
    "complex": "pyopt.dialects.complex",
    "dlti": "pyopt.dialects.dlti",
    "affine": "pyopt.dialects.affine",
    "test": "pyopt.dialects.test_dialect",
}


# The dialects mlir-opt 22.1.8 registers (registerAllDialects and its test
# dialects), which pyopt stands in for: MLIRContext::getAvailableDialects,
# in its order, names them in the note of an unknown dialect, and a custom
# op of one of them that pyopt does not know is an unknown op, as an op
# missing from a registered dialect is to mlir-opt.
MLIR_OPT_DIALECTS: tuple[str, ...] = (
    "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async", "bufferization",
    "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl", "linalg", "llvm", "math",
    "memref", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl", "pdl_interp", "ptr", "quant", "rocdl", "scf",
    "shape", "shard", "smt", "sparse_tensor", "spirv", "tensor", "test", "test_dyn", "test_irdl_to_cpp", "tosa",
    "transform", "ub", "vector", "wasmssa", "x86vector", "xegpu", "xevm")


# Those of them that allowUnknownOperations(): an unregistered op of theirs
# is kept as it is (LLVM: not every LLVM operation has an op).
ALLOWS_UNKNOWN_OPERATIONS = frozenset({"llvm", "nvvm", "rocdl", "shape", "spirv", "test"})


def registered_by_mlir_opt(dialect: str) -> bool:
    return dialect in MLIR_OPT_DIALECTS


class Registry:
    def __init__(self) -> None:
        self.dialects: dict[str, Dialect] = {}
        self._op_cache: dict[str, type[OpDef] | None] = {}

    def has_dialect(self, name: str) -> bool:
        return name in DIALECT_MODULES

    def dialect(self, name: str) -> Dialect | None:
        d = self.dialects.get(name)
        if d is None and name in DIALECT_MODULES:
            try:
                importlib.import_module(DIALECT_MODULES[name])
            except ModuleNotFoundError as e:
                if e.name != DIALECT_MODULES[name]:
                    raise
                return None  # declared in the table, not written yet
            d = self.dialects.get(name)
        return d

    def register(self, dialect: Dialect) -> None:
        self.dialects[dialect.name] = dialect

    def lookup_op(self, name: str) -> type[OpDef] | None:
        try:
            return self._op_cache[name]
        except KeyError:
            pass
        dialect_name, dot, _ = name.partition(".")
        cls = None
        if dot:
            d = self.dialect(dialect_name)
            if d is not None:
                cls = d.ops.get(name)
        self._op_cache[name] = cls
        return cls

    def load_all(self) -> None:
        for name in DIALECT_MODULES:
            self.dialect(name)

    def all_ops(self) -> Iterator[type[OpDef]]:
        self.load_all()
        for d in self.dialects.values():
            yield from d.ops.values()

    # -- dialect types and attributes -------------------------------------------
    def parse_dialect_type(self, text: str, builder: Any, tok: Any) -> Any:
        from pyopt.ir.types import OpaqueType

        name, body = split_dialect_symbol(text)
        dialect_name, _, mnemonic = name.partition(".")
        if "." not in name and body is None:  # an alias, never defined
            raise MLIRError(f"undefined symbol alias id '{name}'", builder.loc_after(tok))
        d = self.dialect(dialect_name)
        if d is None:
            if builder.ctx.allow_unregistered:
                return OpaqueType(dialect_name, opaque_data(text, dialect_name))
            raise builder.error(tok, f"dialect '{dialect_name}' is unknown")
        return d.parse_type(mnemonic, body, builder, tok)

    def parse_dialect_attr(self, text: str, builder: Any, tok: Any) -> Any:
        from pyopt.ir.attributes import OpaqueAttr

        name, body = split_dialect_symbol(text)
        dialect_name, _, mnemonic = name.partition(".")
        if "." not in name and body is None:  # an alias, never defined
            raise MLIRError(f"undefined symbol alias id '{name}'", builder.loc_after(tok))
        d = self.dialect(dialect_name)
        if d is None:
            if builder.ctx.allow_unregistered:
                return OpaqueAttr(dialect_name, opaque_data(text, dialect_name))
            raise builder.error(tok, f"dialect '{dialect_name}' is unknown")
        return d.parse_attr(mnemonic, body, builder, tok)


def opaque_data(text: str, dialect_name: str) -> str:
    """The data of an unregistered dialect's symbol: `foo.bar<x>` -> "bar<x>", `foo<x>` -> "x"."""
    rest = text[len(dialect_name):]
    if rest.startswith("<"):
        return rest[1:-1]
    return rest[1:]


def split_dialect_symbol(text: str) -> tuple[str, str | None]:
    """`llvm.struct<(i32)>` -> ("llvm.struct", "(i32)")."""
    i = text.find("<")
    if i < 0:
        return text, None
    return text[:i], text[i + 1 : -1]


registry = Registry()
