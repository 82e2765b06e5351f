"""Importing a dialect's rewriting hooks (folds, canonicalization patterns)
on first use: each table maps a dialect to the module that registers them."""

from __future__ import annotations

import importlib


def import_dialect_module(modules: dict[str, str], loaded: set[str], dialect: str) -> None:
    """Import `modules[dialect]` once; a dialect without one, or whose module
    is not written yet, contributes nothing."""
    if dialect in loaded:
        return
    loaded.add(dialect)
    module = modules.get(dialect)
    if module is None:
        return
    try:
        importlib.import_module(module)
    except ModuleNotFoundError as e:
        if e.name != module:
            raise
