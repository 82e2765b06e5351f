"""Shared pieces of region-holding ops (scf, memref.alloca_scope...): MLIR's
RegionBranchOpInterface type checks along control-flow edges, implicit
terminators, and `%inner = %outer` initialization lists."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region, Value

if TYPE_CHECKING:
    from pyopt.ir.printer import Printer


class Edge:
    """One control-flow edge: values passed from a branch point (`parent`
    or a terminator) to a successor (`Region #N` or `parent`)."""

    __slots__ = ("point", "operands", "target", "inputs")

    def __init__(self, point: Operation | None, operands: Sequence[Value], target: str,
                 inputs: Sequence[T.Type]) -> None:
        self.point = point  # None: the parent op itself
        self.operands = operands
        self.target = target
        self.inputs = inputs


def verify_edges(op: Any, edges: Iterable[Edge]) -> None:
    """MLIR's verifyTypesAlongControlFlowEdges for the given edges."""
    for e in edges:
        source = "parent" if e.point is None else f"Operation {e.point.name}"
        where = op.loc if e.point is None else e.point.loc
        prefix = f"along control flow edge from {source} to {e.target}: "
        if len(e.operands) != len(e.inputs):
            raise op.emit_error(prefix + f"region branch point has {len(e.operands)} operands, but region "
                                f"successor needs {len(e.inputs)} inputs").note("region branch point", where)
        for i, (v, t) in enumerate(zip(e.operands, e.inputs)):
            if v.type is not t:
                raise op.emit_error(prefix + f"successor operand type #{i} '{v.type}' should match successor "
                                    f"input type #{i} '{t}'").note("region branch point", where)


def verify_loop_like(op: Any, inits: Sequence[Value], iter_args: Sequence[Value], yielded: Sequence[Value],
                     results: Sequence[Value]) -> None:
    """LoopLikeOpInterface's verifier (verifyLoopLikeOpInterface)."""
    if len(inits) != len(iter_args):
        raise op.emit_error(f"different number of inits and region iter_args: {len(inits)} != {len(iter_args)}")
    if yielded and len(iter_args) != len(yielded):
        raise op.emit_error(f"different number of region iter_args and yielded values: {len(iter_args)} != "
                              f"{len(yielded)}")
    if len(results) != len(iter_args):
        raise op.emit_error(f"different number of loop results and region iter_args: {len(results)} != "
                              f"{len(iter_args)}")
    for i, (init, arg) in enumerate(zip(inits, iter_args)):
        if init.type is not arg.type:
            raise op.emit_error(f"{i}-th init and {i}-th region iter_arg have different type: "
                                  f"'{init.type}' != '{arg.type}'")
        if yielded and arg.type is not yielded[i].type:
            raise op.emit_error(f"{i}-th region iter_arg and {i}-th yielded value have different type: "
                                  f"'{arg.type}' != '{yielded[i].type}'")
    for i, (arg, res) in enumerate(zip(iter_args, results)):
        if arg.type is not res.type:
            raise op.emit_error(f"{i}-th region iter_arg and {i}-th loop result have different type: "
                                  f"'{arg.type}' != '{res.type}'")


def terminators(region: Region, name: str) -> list[Operation]:
    """The terminators named `name` that end the region's blocks."""
    out = []
    for block in region.blocks:
        last = block.last
        if last is not None and last.name == name:
            out.append(last)
    return out


def region_label(index: int) -> str:
    return f"Region #{index}"


def arg_types(region: Region, skip: int = 0) -> list[T.Type]:
    if not region.blocks:
        return []
    return [a.type for a in region.blocks[0].args[skip:]]


def result_types(op: Operation) -> list[T.Type]:
    return [r.type for r in op.results]


# ---- parsing helpers -------------------------------------------------------------
def add_terminator(region: Region, op_name: str, loc: A.Location | None) -> None:
    """OpTrait::SingleBlockImplicitTerminator::ensureTerminator."""
    from pyopt.ir.registry import registry

    if not region.blocks:
        region.add_block(Block())
    block = region.blocks[-1]
    last = block.last
    if last is not None and last.has_terminator_trait():
        return
    cls = registry.lookup_op(op_name)
    assert cls is not None, op_name
    build = getattr(cls, "build_implicit", None)
    block.append(build(loc) if build is not None else cls([], [], {}, {}, 0, [], loc))


def split_attr_dict(op_cls: Any, attrs: A.DictionaryAttr | None,
                    props: dict[str, A.Attribute]) -> dict[str, A.Attribute]:
    """Entries of a parsed attribute dictionary: inherent ones (and
    operandSegmentSizes) go to `props`, the discardable ones are returned."""
    from pyopt.ir.ods import split_inherent

    return split_inherent(op_cls, attrs.entries if attrs is not None else (), props, ("operandSegmentSizes",))


# ---- printing helpers --------------------------------------------------------------
def print_init_list(p: Printer, args: Sequence[Value], inits: Sequence[Value], prefix: str) -> None:
    """printInitializationList: `<prefix>(%inner = %outer, ...)`."""
    if not args:
        return
    p.write(prefix + "(")
    p.write(", ".join(f"{p.value_name(a)} = {p.value_name(v)}" for a, v in zip(args, inits)))
    p.write(")")


def print_arrow_types(p: Printer, types: Sequence[T.Type]) -> None:
    """printOptionalArrowTypeList."""
    if not types:
        return
    p.write(" -> ")
    p.print_function_results(types)


def print_attrs(p: Printer, op: Operation, elided: Iterable[str] = (), with_keyword: bool = False) -> None:
    attrs = dict(op.properties)
    attrs.update(op.attributes)
    p.print_optional_attr_dict(attrs, elided, with_keyword)

