"""MLIR's ConvertToLLVMPatternInterface as a lazy table: dialect name ->
the module and function that add the dialect's LLVM patterns.

`convert-to-llvm` and `gpu-to-llvm` ask it for every loaded dialect
(pyopt/conversion/loaded_dialects.py), in
namespace order (MLIRContext::getLoadedDialects sorts them); a module is
imported only when its dialect is asked for.  A function has the
signature `fn(target, converter, patterns)` (a dialect may tweak the
target, as MLIR's interface does), or `fn(converter, patterns)` for an
entry registered with `with_target=False`.

Another dialect joins with `register_convert_to_llvm_interface("nvvm",
"pyopt.conversion.nvvm_to_llvm", "populate_convert_to_llvm")`.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Iterable


_INTERFACES: dict[str, tuple[str, str, bool]] = {
    "arith": ("pyopt.conversion.arith_to_llvm", "populate_convert_to_llvm", True),
    "cf": ("pyopt.conversion.control_flow_to_llvm", "populate_convert_to_llvm", True),
    "complex": ("pyopt.conversion.complex_to_llvm", "populate_convert_to_llvm", True),
    "func": ("pyopt.conversion.func_to_llvm", "populate_func_to_llvm_conversion_patterns", False),
    "index": ("pyopt.conversion.index_to_llvm", "populate_convert_to_llvm", True),
    "math": ("pyopt.conversion.math_to_llvm", "populate_convert_to_llvm", True),
    "memref": ("pyopt.conversion.memref_to_llvm", "populate_convert_to_llvm", True),
    "nvvm": ("pyopt.conversion.nvvm_to_llvm", "populate_convert_to_llvm", True),
    "ub": ("pyopt.conversion.ub_to_llvm", "populate_convert_to_llvm", True),
    "vector": ("pyopt.conversion.vector_to_llvm", "populate_convert_to_llvm", True),
}

# Dialects a dialect loads with it (ODS dependentDialects): loading memref
# loads arith, so arith's patterns join even without an arith op.
DEPENDENT_DIALECTS: dict[str, tuple[str, ...]] = {
    "memref": ("arith",),
    "vector": ("arith",),
    "scf": ("arith",),
    "gpu": ("dlti",),
    "async": (),
}

Populate = Callable[[Any, Any, Any], None]


def register_convert_to_llvm_interface(dialect: str, module: str, function: str, with_target: bool = True) -> None:
    _INTERFACES[dialect] = (module, function, with_target)


def has_convert_to_llvm_interface(dialect: str) -> bool:
    return dialect in _INTERFACES


def interface_populate(dialect: str) -> Populate | None:
    """The dialect's populate function (imported now), or None."""
    entry = _INTERFACES.get(dialect)
    if entry is None:
        return None
    module_name, function, with_target = entry
    fn = getattr(importlib.import_module(module_name), function)
    if with_target:
        return fn  # type: ignore[no-any-return]
    return lambda target, converter, patterns: fn(converter, patterns)


def populate_convert_to_llvm_patterns(dialects: Iterable[str], target: Any, converter: Any, patterns: Any) -> None:
    """Every dialect in `dialects` that implements the interface adds its patterns."""
    for dialect in dialects:
        populate = interface_populate(dialect)
        if populate is not None:
            populate(target, converter, patterns)
