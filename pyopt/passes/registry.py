"""The pass registry: pass argument -> where its class lives and what it does.

`pyopt --help` and `--list-passes` read this table without importing a pass
module; a pass's module is imported when a pipeline first names it.  To
register a pass of pyopt, add one line to PASSES.  Plugins (and tests)
register classes at run time with `register_pass`.

A line whose module is not there (a pass still being written on another
branch) is not listed and is reported as an unknown pass."""

from __future__ import annotations

import importlib
import importlib.util
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pyopt.passes.pass_base import Pass

# argument: (module, class name, summary); summaries are MLIR's.
PASSES: dict[str, tuple[str, str, str]] = {
    "canonicalize": ("pyopt.passes.canonicalize", "Canonicalizer", "Canonicalize operations"),
    "cse": ("pyopt.passes.cse", "CSE", "Eliminate common sub-expressions"),
    "symbol-dce": ("pyopt.passes.symbol_dce", "SymbolDCE", "Eliminate dead symbols"),
    "strip-debuginfo": ("pyopt.passes.strip_debuginfo", "StripDebugInfo",
                        "Strip debug info from all operations"),
    "print-op-stats": ("pyopt.passes.print_op_stats", "PrintOpStats", "Print statistics of operations"),
    "reconcile-unrealized-casts": ("pyopt.conversion.reconcile_unrealized_casts", "ReconcileUnrealizedCastsPass",
                                   "Simplify and eliminate unrealized conversion casts"),
    "convert-func-to-llvm": ("pyopt.conversion.func_to_llvm", "ConvertFuncToLLVMPass",
                             "Convert from the Func dialect to the LLVM dialect"),
    "convert-arith-to-llvm": ("pyopt.conversion.arith_to_llvm", "ArithToLLVMConversionPass",
                              "Convert Arith dialect to LLVM dialect"),
    "convert-cf-to-llvm": ("pyopt.conversion.control_flow_to_llvm", "ConvertControlFlowToLLVMPass",
                           "Convert ControlFlow operations to the LLVM dialect"),
    "convert-index-to-llvm": ("pyopt.conversion.index_to_llvm", "ConvertIndexToLLVMPass",
                              "Lower the `index` dialect to the `llvm` dialect."),
    "convert-math-to-llvm": ("pyopt.conversion.math_to_llvm", "ConvertMathToLLVMPass",
                             "Convert Math dialect to LLVM dialect"),
    "convert-complex-to-llvm": ("pyopt.conversion.complex_to_llvm", "ConvertComplexToLLVMPass",
                                "Convert Complex dialect to LLVM dialect"),
    "convert-ub-to-llvm": ("pyopt.conversion.ub_to_llvm", "UBToLLVMConversionPass",
                           "Convert UB dialect to LLVM dialect"),
    "finalize-memref-to-llvm": ("pyopt.conversion.memref_to_llvm", "FinalizeMemRefToLLVMConversionPass",
                                "Finalize MemRef dialect to LLVM dialect conversion"),
    "convert-vector-to-llvm": ("pyopt.conversion.vector_to_llvm", "ConvertVectorToLLVMPass",
                               "Lower the operations from the vector dialect into the LLVM dialect"),
    "convert-nvvm-to-llvm": ("pyopt.conversion.nvvm_to_llvm", "ConvertNVVMToLLVMPass",
                             "Convert NVVM to PTX with Inline Assembly in LLVM dialect"),
    "convert-to-llvm": ("pyopt.conversion.convert_to_llvm", "ConvertToLLVMPass",
                        "Convert to LLVM via dialect interfaces found in the input IR"),
    "llvm-request-c-wrappers": ("pyopt.conversion.convert_to_llvm", "LLVMRequestCWrappersPass",
                                "Request C wrapper emission for all functions"),
    "set-llvm-module-datalayout": ("pyopt.conversion.convert_to_llvm", "SetLLVMModuleDataLayoutPass",
                                   "Attach a datalayout string as a module attribute"),
    "gpu-to-llvm": ("pyopt.conversion.gpu_to_llvm", "GpuToLLVMConversionPass",
                    "Convert GPU dialect to LLVM dialect with GPU runtime calls"),
    "lower-affine": ("pyopt.conversion.affine_to_std", "LowerAffinePass",
                     "Lower Affine operations to a combination of Arith and SCF operations"),
    "convert-scf-to-cf": ("pyopt.conversion.scf_to_control_flow", "SCFToControlFlowPass",
                          "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"),
    "gpu-async-region": ("pyopt.passes.gpu_async_region", "GpuAsyncRegionPass", "Make GPU ops async"),
    "gpu-kernel-outlining": ("pyopt.passes.gpu_kernel_outlining", "GpuKernelOutliningPass",
                             "Outline gpu.launch bodies to kernel functions"),
    "gpu-launch-sink-index-computations": ("pyopt.passes.gpu_kernel_outlining", "GpuLaunchSinkIndexComputationsPass",
                                           "Sink index computations into gpu.launch body"),
    "nvvm-attach-target": ("pyopt.passes.gpu_attach_target", "NVVMAttachTarget",
                           "Attaches an NVVM target attribute to a GPU Module."),
    "rocdl-attach-target": ("pyopt.passes.gpu_attach_target", "ROCDLAttachTarget",
                            "Attaches a ROCDL target attribute to a GPU Module."),
    "gpu-runtime-check": ("pyopt.passes.gpu_runtime_check", "GpuRuntimeCheck",
                          "Check lowered host code against the GPU runtime's stream/event protocol"),
}

# Classes registered at run time (plugins) and classes already imported.
_CLASSES: dict[str, type[Pass]] = {}
_AVAILABLE: dict[str, bool] = {}


class PassUnavailable(Exception):
    """A registered pass whose module is missing or holds no such pass."""


def register_pass(cls: type[Pass], summary: str | None = None) -> type[Pass]:
    """Register a pass class under its `argument` (usable as a decorator).
    A plugin's pass replaces a built-in one of the same argument."""
    if not cls.argument:
        raise ValueError(f"pass class {cls.__name__} has no `argument`")
    _CLASSES[cls.argument] = cls
    PASSES[cls.argument] = (cls.__module__, cls.__qualname__, summary if summary is not None else cls.summary)
    _AVAILABLE[cls.argument] = True
    return cls


def is_registered(argument: str) -> bool:
    """In the table (its module may still be missing: see is_available)."""
    return argument in PASSES


def is_available(argument: str) -> bool:
    """Registered, and its module exists (checked without importing it)."""
    known = _AVAILABLE.get(argument)
    if known is None:
        entry = PASSES.get(argument)
        known = entry is not None and _module_exists(entry[0])
        _AVAILABLE[argument] = known
    return known


def _module_exists(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def available_passes() -> list[tuple[str, str]]:
    """(argument, summary) of every usable pass, sorted by argument."""
    return sorted((arg, entry[2]) for arg, entry in PASSES.items() if is_available(arg))


def lookup(argument: str) -> type[Pass] | None:
    """The pass class for `argument`, its module imported on first use;
    None if no such pass is registered; PassUnavailable if its module
    cannot provide it."""
    cls = _CLASSES.get(argument)
    if cls is not None:
        return cls
    entry = PASSES.get(argument)
    if entry is None:
        return None
    module_name, class_name, _ = entry
    if not is_available(argument):
        raise PassUnavailable(f"pass '{argument}' is registered but its module {module_name} does not exist")
    module = importlib.import_module(module_name)
    cls = getattr(module, class_name, None)
    if cls is None:  # the module names its class differently: find it by argument
        from pyopt.passes.pass_base import Pass

        cls = next((c for c in vars(module).values()
                    if isinstance(c, type) and issubclass(c, Pass) and c.argument == argument), None)
        if cls is None:
            raise PassUnavailable(f"module {module_name} has no pass class for '{argument}'")
    _CLASSES[argument] = cls
    return cls


# -- plugins -------------------------------------------------------------------
ENTRY_POINT_GROUP = "pyopt.plugins"
_entry_points_loaded = False


class PluginError(Exception):
    """A plugin file or package that cannot be loaded."""


def load_plugin_file(path: str) -> None:
    """Import a Python file (--load-pass-plugin / --load-dialect-plugin); at
    import it registers passes (register_pass), patterns or dialects."""
    import os
    import sys

    if not os.path.isfile(path):
        raise PluginError(f"Failed to load plugin from '{path}': no such file")
    name = "pyopt_plugin_" + os.path.splitext(os.path.basename(path))[0].replace("-", "_").replace(".", "_")
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise PluginError(f"Failed to load plugin from '{path}': not a Python file")
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as e:  # noqa: BLE001 - the plugin's own bug, reported as such
        del sys.modules[name]
        raise PluginError(f"Failed to load plugin from '{path}': {type(e).__name__}: {e}") from e


def load_entry_point_plugins() -> None:
    """Load the installed packages' `pyopt.plugins` entry points, once: each
    names a module (imported) or a callable (imported and called)."""
    global _entry_points_loaded
    if _entry_points_loaded:
        return
    _entry_points_loaded = True
    from importlib.metadata import entry_points

    for ep in entry_points(group=ENTRY_POINT_GROUP):
        try:
            loaded = ep.load()
            if callable(loaded):
                loaded()
        except Exception as e:  # noqa: BLE001
            raise PluginError(f"Failed to load plugin '{ep.name}' ({ep.value}): {type(e).__name__}: {e}") from e


def load_plugins_for(argument: str) -> bool:
    """Whether `argument` is a usable pass once installed plugins are loaded
    (they are only loaded when a name is not found: start-up stays fast)."""
    if is_available(argument):
        return True
    load_entry_point_plugins()
    return is_available(argument)
