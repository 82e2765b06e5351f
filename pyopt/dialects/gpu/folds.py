"""The gpu folders (GPUDialect.cpp): gpu.memcpy and gpu.memset read
through memref.cast (memref::foldMemRefCast); group reductions in the entry
block of a gpu.launch become `uniform`; a subgroup reduction over clusters
of one lane is its value."""

from __future__ import annotations

from typing import Any

from pyopt.dialects.memref.folds import fold_memref_cast
from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.rewrite.folding import IN_PLACE, folder


@folder("gpu.memcpy", "gpu.memset")
def fold_through_cast(op: Operation, c: list[Any]) -> Any:
    return IN_PLACE if fold_memref_cast(op) else None


def _can_make_group_op_uniform(op: Operation) -> bool:
    """canMakeGroupOpUniform: only ops in the entry block of a gpu.launch."""
    block = op.parent
    launch = block.parent_op if block is not None else None
    return launch is not None and launch.name == "gpu.launch" and block is launch.regions[0].blocks[0]


def _make_uniform(op: Operation) -> Any:
    if "uniform" in op.properties or not _can_make_group_op_uniform(op):
        return None
    op.properties["uniform"] = A.UnitAttr()
    return IN_PLACE


@folder("gpu.all_reduce")
def fold_all_reduce(op: Operation, c: list[Any]) -> Any:
    return _make_uniform(op)


@folder("gpu.subgroup_reduce")
def fold_subgroup_reduce(op: Operation, c: list[Any]) -> Any:
    size = op.properties.get("cluster_size")
    if isinstance(size, A.IntegerAttr) and size.value == 1:
        return op.operands[0]
    return _make_uniform(op)
