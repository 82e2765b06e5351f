"""What every `convert-X-to-llvm` pass does around its patterns: options
from the pass (index bit width, the data layout's index width), the LLVM
type converter, a target with the LLVM dialect legal, a partial
conversion, and a pass failure when it fails."""

from __future__ import annotations

from typing import Any, Callable

from pyopt.ir.core import Operation

Populate = Callable[[Any, Any], None]


def lower_to_llvm_options(op: Operation, index_bitwidth: int = 0, use_data_layout: bool = False,
                          **kwargs: Any) -> Any:
    """LowerToLLVMOptions: the pass option wins, then (for passes that ask
    the data layout analysis) the DLTI index width at or above `op`, then 64."""
    from pyopt.conversion.llvm_type_converter import LowerToLLVMOptions, data_layout_index_bitwidth

    dl_width = data_layout_index_bitwidth(op) if use_data_layout else None
    return LowerToLLVMOptions(index_bitwidth or None, data_layout_index_bitwidth=dl_width, **kwargs)


def llvm_conversion_target() -> Any:
    """LLVMConversionTarget: the LLVM dialect and unrealized casts are legal
    (a pattern's own target materialization is then a legal new op)."""
    from pyopt.conversion.conversion_target import LLVMConversionTarget

    return LLVMConversionTarget()


def llvm_dialect_target() -> Any:
    """A target with only the LLVM dialect legal (what convert-to-llvm and
    convert-index-to-llvm build): unrealized casts of the input get folded."""
    from pyopt.conversion.conversion_target import ConversionTarget

    target = ConversionTarget()
    target.add_legal_dialect("llvm")
    return target


def run_llvm_partial_conversion(op: Operation, populate: Populate, index_bitwidth: int = 0,
                                use_data_layout: bool = False, target: Any = None, config: Any = None,
                                **options: Any) -> None:
    """Build the converter and patterns and apply a partial conversion;
    MLIR-style errors become a pass failure."""
    from pyopt.conversion.dialect_conversion import apply_partial_conversion
    from pyopt.conversion.llvm_type_converter import LLVMTypeConverter
    from pyopt.ir.diagnostics import MLIRError
    from pyopt.passes.pass_base import PassFailure
    from pyopt.rewrite.pattern import PatternSet

    converter = LLVMTypeConverter(lower_to_llvm_options(op, index_bitwidth, use_data_layout, **options))
    patterns = PatternSet()
    populate(converter, patterns)
    target = target if target is not None else llvm_conversion_target()
    try:
        if config is None:
            apply_partial_conversion(op, target, patterns)
        else:
            apply_partial_conversion(op, target, patterns, config)
    except MLIRError as err:
        raise PassFailure(err) from None


# ---- runtime function declarations (MLIR's LLVMIR/FunctionCallUtils.cpp) ----------------------
def enclosing_module(op: Operation) -> Operation | None:
    current = op.parent_op
    while current is not None and current.name != "builtin.module":
        current = current.parent_op
    return current


def lookup_symbol(module: Operation, name: str) -> Operation | None:
    from pyopt.ir import attributes as A

    body = module.regions[0].blocks[0]
    for child in body.ops:
        sym = child.properties.get("sym_name") or child.attributes.get("sym_name")
        if isinstance(sym, A.StringAttr) and sym.value == name:
            return child
    return None


class SymbolTables:
    """A pass's SymbolTableCollection, as far as declaring runtime functions
    needs it: a new declaration whose name another (non-LLVM) symbol already
    has is renamed `name_<n>`, n counting per symbol table (SymbolTable::insert).
    Without one (nullptr in MLIR) the declaration keeps its name and the
    verifier later reports the redefinition."""

    def __init__(self) -> None:
        self._counters: dict[int, int] = {}

    def unique_name(self, module: Operation, name: str) -> str:
        counter = self._counters.get(id(module), 0)
        unique = name
        while lookup_symbol(module, unique) is not None:
            unique = f"{name}_{counter}"
            counter += 1
        self._counters[id(module)] = counter
        return unique


def lookup_or_create_fn(rewriter: Any, module: Operation, name: str, params: list[Any], result: Any = None,
                        vararg: bool = False, symbol_tables: SymbolTables | None = None,
                        loc: Any = None) -> Operation:
    """The `llvm.func` declaration `name`, created at the start of the
    module (at the module's location) if missing, so later-created
    declarations print first. A symbol of that name that is no `llvm.func`
    does not count (MLIR looks up an LLVMFuncOp)."""
    from pyopt.ir import attributes as A
    from pyopt.dialects.llvm.types import LLVMFunctionType, LLVMVoidType

    existing = lookup_symbol(module, name)
    if existing is not None and existing.name == "llvm.func":
        return existing
    if existing is not None and symbol_tables is not None:
        name = symbol_tables.unique_name(module, name)
    ftype = LLVMFunctionType(result if result is not None else LLVMVoidType(), tuple(params), vararg)
    with rewriter.insertion_guard():
        rewriter.set_insertion_point_to_start(module.regions[0].blocks[0])
        return rewriter.create("llvm.func", [], [], properties={
            "sym_name": A.StringAttr(name), "function_type": A.TypeAttr(ftype)},
            loc=module.loc if loc is None else loc)


def lookup_or_create_reserved_fn(rewriter: Any, module: Operation, name: str, params: list[Any],
                                 result: Any = None, symbol_tables: SymbolTables | None = None) -> Operation | None:
    """lookupOrCreateReservedFn: as lookup_or_create_fn, but an existing
    function of another type is reported (a non-fatal error at it, as
    mlir-opt's) and None returned, so the pattern fails."""
    from pyopt.dialects.llvm.types import LLVMFunctionType, LLVMVoidType

    existing = lookup_symbol(module, name)
    if existing is not None and existing.name == "llvm.func":
        have = existing.properties["function_type"].value  # type: ignore[attr-defined]
        want = LLVMFunctionType(result if result is not None else LLVMVoidType(), tuple(params), False)
        if have != want:
            from pyopt.ir.diagnostics import Diagnostic, emit
            from pyopt.ir.verifier import current_operation_notes

            emit(Diagnostic("error", f"redefinition of reserved function '{name}' of different type '{have}' is "
                                     "prohibited", existing.loc, current_operation_notes(existing)))
            return None
    return lookup_or_create_fn(rewriter, module, name, params, result, symbol_tables=symbol_tables)


def _unknown_loc() -> Any:
    from pyopt.ir.attributes import UnknownLoc

    return UnknownLoc()


_unique_counter = [0]  # as MLIR's function-static counter: shared by every module of a run


def reset_unique_symbol_counter() -> None:
    """As at the start of a process (for runs of pyopt inside one process)."""
    _unique_counter[0] = 0


def unique_symbol_name(module: Operation, name: str) -> str:
    """ensureSymbolNameIsUnique: `name`, else `name_<n>` with a process-wide n."""
    unique = name
    while lookup_symbol(module, unique) is not None:
        unique = f"{name}_{_unique_counter[0]}"
        _unique_counter[0] += 1
    return unique
