"""The generic verifier: what every declaration implies (operand and
result counts and types, property kinds, terminators, regions), then each
op's own `verify_`.  Messages and positions follow MLIR's."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir.core import Operation
from pyopt.ir.diagnostics import MLIRError


def _ordinal_list(n: int) -> str:
    return str(n)


def verify_op_def(op: Any) -> None:
    info = op.op_def
    name = op.name
    # Operand and result groups.
    sizes = op.operand_sizes()
    n_single = sum(1 for d in info.operands if d.kind == "single")
    has_var = any(d.kind != "single" for d in info.operands)
    if not has_var and len(op.op_operands) != len(info.operands):
        raise op.emit_error(f"requires {len(info.operands)} operand{'s' if len(info.operands) != 1 else ''}, but "
                            f"found {len(op.op_operands)}" if len(info.operands) != 1 else
                            f"requires a single operand")
    if has_var and len(op.op_operands) < n_single:
        raise op.emit_error(f"requires at least {n_single} operand{'s' if n_single != 1 else ''}, but found "
                            f"{len(op.op_operands)}")
    if info.attr_sized_operands:
        seg = op.properties.get("operandSegmentSizes")
        if not isinstance(seg, A.DenseArrayAttr):
            raise op.emit_error("operandSegmentSizes attribute is missing" if False else
                                "requires attribute 'operandSegmentSizes'")
        if len(seg.values) != len(info.operands):
            raise op.emit_error(f"'operandSegmentSizes' attribute for specifying operand segments must have "
                                f"{len(info.operands)} elements, but got {len(seg.values)}")
        if sum(seg.values) != len(op.op_operands):
            raise op.emit_error(f"operand count ({len(op.op_operands)}) does not match with the total size "
                                f"({sum(seg.values)}) specified in attribute 'operandSegmentSizes'")
    index = 0
    for d, size in zip(info.operands, sizes):
        for v in [o.value for o in op.op_operands[index:index + size]]:
            if not d.constraint(v.type):
                raise op.emit_error(f"operand #{index} must be {_summary(d)}, but got '{v.type}'")
            index += 1
    rsizes = op.result_sizes()
    r_single = sum(1 for d in info.results if d.kind == "single")
    r_var = any(d.kind != "single" for d in info.results)
    if not r_var and len(op.results) != len(info.results):
        raise op.emit_error(f"requires {len(info.results)} result{'s' if len(info.results) != 1 else ''}, but "
                            f"found {len(op.results)}" if len(info.results) != 1 else "requires one result")
    index = 0
    for d, size in zip(info.results, rsizes):
        for r in op.results[index:index + size]:
            if not d.constraint(r.type):
                raise op.emit_error(f"result #{index} must be {_summary(d)}, but got '{r.type}'")
            index += 1
    # Properties.
    for pname, d in info.props.items():
        v = op.properties.get(pname)
        if v is None:
            if not d.optional:
                raise op.emit_error(f"requires attribute '{pname}'")
            continue
        if not d.constraint.check(v):
            raise op.emit_error(f"attribute '{pname}' failed to satisfy constraint: {d.constraint.summary}")
    if len(op.regions) != len(info.regions) and not any(r.kind == "variadic" for r in info.regions):
        raise op.emit_error(f"requires {len(info.regions)} region{'s' if len(info.regions) != 1 else ''}")
    for i, (d, r) in enumerate(zip(info.regions, op.regions)):
        if d.single_block and len(r.blocks) > 1:
            raise op.emit_error(f"expects region #{i} to have 0 or 1 blocks")


def _summary(d: Any) -> str:
    s = d.constraint.summary
    if d.kind == "variadic":
        return f"variadic of {s}"
    return s


def verify(top: Operation) -> None:
    """Verify `top` and everything nested in it; raise the first error."""
    from pyopt.ir.ods import NoTerminator

    stack = [top]
    while stack:
        op = stack.pop()
        if op.op_def is not None:
            try:
                verify_op_def(op)
                op.verify_()  # type: ignore[attr-defined]
            except MLIRError as err:
                if not err.diagnostic.notes:
                    see_current_operation(err, op)
                raise
        for region in op.regions:
            for block in region.blocks:
                last = block.last
                needs_term = op.op_def is not None and NoTerminator not in op.op_def.trait_classes
                if needs_term:
                    if last is None:
                        raise MLIRError("empty block: expect at least a terminator", op.loc)
                    if last.op_def is not None and not last.op_def.is_terminator:
                        raise MLIRError("block with no terminator, has " + generic_text(last), last.loc)
                for nested in block.ops:
                    if nested.op_def is not None and nested.op_def.is_terminator and nested is not block.last:
                        raise MLIRError(f"'{nested.name}' op must be the last operation in the parent block",
                                        nested.loc)
                    stack.append(nested)


def generic_text(op: Operation) -> str:
    """The op in generic form, numbered within its closest isolated parent,
    as mlir-opt's `see current operation` notes print it."""
    from pyopt.ir.printer import NameState, PrintOptions, Printer

    scope = op
    while scope.parent_op is not None:
        scope = scope.parent_op
        if scope.op_def is not None and scope.op_def.isolated:
            break
    p = Printer(PrintOptions(generic=True))
    p.names = NameState(scope, True)
    p.print_op(op)
    return p.finish()


def see_current_operation(err: MLIRError, op: Operation) -> MLIRError:
    err.note("see current operation: " + generic_text(op), op.loc)
    return err
