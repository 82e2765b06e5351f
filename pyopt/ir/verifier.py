"""The generic verifier: what every declaration implies (operand and
result counts and types, property kinds, terminators, regions), then each
op's own `verify_`.  Messages and positions follow MLIR's."""

from __future__ import annotations

import functools
from typing import Any, Callable, Sequence

from pyopt.ir import attributes as A
from pyopt.ir.core import Block, Operation
from pyopt.ir.diagnostics import Diagnostic, MLIRError, combine_errors


def _ordinal_list(n: int) -> str:
    return str(n)


# Signatures (op kind, operand and result types, properties) that passed
# the declarative checks: these are pure functions of the signature, and a
# big input repeats a few hundred signatures thousands of times.
_VERIFIED_SIGNATURES: set[tuple[Any, ...]] = set()


def verify_op_def(op: Any) -> None:
    """The op's traits and ODS invariants in MLIR's order (OpDefinitionsGen's
    genTraits): the count traits, the structural traits (HasParent,
    SingleBlock...), OpInvariants (properties, operand and result types,
    PredOpTraits, region constraints), then the other native traits."""
    info = op.op_def
    props = op.properties
    key = (info, tuple([o.value.type for o in op._operands]), tuple([r.type for r in op.results]),
           tuple(props.items()) if props else (), len(op.regions), len(op.successors))
    try:
        known = key in _VERIFIED_SIGNATURES
    except TypeError:  # an unhashable property value: check every time
        known, key = False, None
    if not known:
        _verify_counts(op, info)
    if info.has_parent_traits:
        _verify_has_parent(op, info)
    if op.regions:
        _verify_structural_traits(op, info)
    if not known:
        _verify_invariants(op, info)
        if key is not None:
            _VERIFIED_SIGNATURES.add(key)
    elif op.regions:
        _verify_region_constraints(op, info)


def _verify_structural_traits(op: Any, info: Any) -> None:
    """The structural traits ODS lists before OpInvariants (after the
    count traits): NoRegionArguments, then OpTrait::SingleBlock region by
    region (at most one block, not empty unless the op has NoTerminator)."""
    from pyopt.ir.ods import NoRegionArguments, NoTerminator

    if NoRegionArguments in info.trait_classes:
        for i, r in enumerate(op.regions):
            if r.blocks and r.blocks[0].args:
                raise op.emit_error(f"region #{i} should have no arguments" if len(op.regions) > 1
                                    else "region should have no arguments")
    for i, (d, r) in enumerate(zip(info.regions, op.regions)):
        if not d.single_block or not r.blocks:
            continue
        if len(r.blocks) > 1:
            raise op.emit_error(f"expects region #{i} to have 0 or 1 blocks")
        if r.blocks[0].first is None and not op.has_trait(NoTerminator):
            raise op.emit_error("expects a non-empty block")


def _verify_region_constraints(op: Any, info: Any) -> None:
    """The regions' ODS constraints (SizedRegion<1> ...), with OpInvariants:
    after the operand and result types, before the other traits."""
    if not info.regions:
        return
    defs = info.regions
    for i, r in enumerate(op.regions):
        d = defs[min(i, len(defs) - 1)] if defs[-1].kind == "variadic" else (defs[i] if i < len(defs) else None)
        if d is not None and d.blocks and not d.block_count_ok(len(r.blocks)):
            raise op.emit_error(f"region #{i} ('{d.ods_name or d.name}') failed to verify constraint: {d.blocks}")


def _verify_counts(op: Any, info: Any) -> None:
    """The region, result, successor and operand count traits, then the
    (structural) AttrSizedOperandSegments."""
    _verify_count(op, "region", info.regions, len(op.regions))
    _verify_count(op, "result", info.results, len(op.results))
    _verify_count(op, "successor", info.successors, len(op.successors))
    _verify_count(op, "operand", info.operands, len(op.op_operands))
    if info.attr_sized_operands:
        # A property: absent, it is all zeros.
        seg = op.properties.get("operandSegmentSizes")
        sizes = seg.values if isinstance(seg, A.DenseArrayAttr) else ()
        if seg is not None and len(sizes) != len(info.operands):
            raise op.emit_error(f"'operandSegmentSizes' attribute for specifying operand segments must have "
                                f"{len(info.operands)} elements, but got {len(sizes)}")
        if sum(sizes) != len(op.op_operands):
            raise op.emit_error(f"operand count ({len(op.op_operands)}) does not match with the total size "
                                f"({sum(sizes)}) specified in attribute 'operandSegmentSizes'")


def _verify_invariants(op: Any, info: Any) -> None:
    """OpInvariants (the generated verifyInvariantsImpl), then the native
    type traits."""
    # ODS fetches the properties by sorted name (missing required ones fail
    # there), then checks their constraints in declaration order.
    for pname in sorted(info.props):
        if op.properties.get(pname) is None and not info.props[pname].optional:
            raise op.emit_error(f"requires attribute '{pname}'")
    for pname, d in info.props.items():
        v = op.properties.get(pname)
        if v is None:
            continue
        if not d.constraint.check(v):
            kind = "property" if d.constraint.native else "attribute"
            raise op.emit_error(f"{kind} '{pname}' failed to satisfy constraint: {d.constraint.summary}")
    index = 0
    for d, size in zip(info.operands, op.operand_sizes()):
        if d.kind == "optional" and size > 1:
            raise op.emit_error(f"operand group starting at #{index} requires 0 or 1 element, but found {size}")
        if d.segments is not None:
            _verify_value_size_attr(op, d.segments, d.name, size)
        for v in [o.value for o in op.op_operands[index:index + size]]:
            if not d.constraint(v.type):
                raise op.emit_error(f"operand #{index} must be {_summary(d)}, but got '{v.type}'")
            index += 1
    index = 0
    for d, size in zip(info.results, op.result_sizes()):
        if d.kind == "optional" and size > 1:
            raise op.emit_error(f"result group starting at #{index} requires 0 or 1 element, but found {size}")
        for r in op.results[index:index + size]:
            if not d.constraint(r.type):
                raise op.emit_error(f"result #{index} must be {_summary(d)}, but got '{r.type}'")
            index += 1
    _verify_pred_traits(op, info)
    _verify_region_constraints(op, info)
    _verify_native_type_traits(op, info)


def _verify_value_size_attr(op: Any, attr_name: str, group: str, count: int) -> None:
    """OpTrait::impl::verifyValueSizeAttr, for a VariadicOfVariadic group."""
    from pyopt.ir import types as T

    seg = op.properties.get(attr_name)
    if not (isinstance(seg, A.DenseArrayAttr) and seg.element is T.i32):
        raise op.emit_error(f"requires dense i32 array attribute '{attr_name}'")
    if any(n < 0 for n in seg.values):
        raise op.emit_error(f"'{attr_name}' attribute cannot have negative elements")
    if sum(seg.values) != count:
        raise op.emit_error(f"{group} count ({count}) does not match with the total size ({sum(seg.values)}) "
                            f"specified in attribute '{attr_name}'")


def _verify_count(op: Any, kind: str, defs: Any, found: int) -> None:
    """The ZeroX / OneX / NX / AtLeastNX traits and their messages."""
    fixed = sum(1 for d in defs if d.kind == "single")
    if any(d.kind != "single" for d in defs):
        if found < fixed:
            raise op.emit_error(f"requires at least {fixed} successors but found {found}" if kind == "successor"
                                else f"expected {fixed} or more {kind}s" + (f", but found {found}"
                                                                          if kind == "operand" else ""))
        return
    if found == fixed:
        return
    if kind == "successor":
        raise op.emit_error(f"requires {fixed} successor{'' if fixed == 1 else 's'} but found {found}")
    if fixed == 0:
        raise op.emit_error(f"requires zero {kind}s")
    if fixed == 1:
        raise op.emit_error({"operand": "requires a single operand", "result": "requires one result",
                             "region": "requires one region"}[kind])
    raise op.emit_error(f"expected {fixed} {kind}s" + (f", but found {found}" if kind == "operand" else ""))


def _named_type(op: Any, name: str) -> Any:
    """The type of the operand, result or attribute an ODS name denotes."""
    from pyopt.ir.ods import OperandDef, PropDef, ResultDef

    d = op.op_def.by_name(name)
    if isinstance(d, OperandDef):
        v = op.operand_group(d.index)
    elif isinstance(d, ResultDef):
        v = op.result_group(d.index)
    elif isinstance(d, PropDef):
        attr = op.properties.get(name)
        return A.attr_type(attr) if attr is not None else None
    else:
        return None
    if isinstance(v, list):
        return v[0].type if v else None
    return v.type if v is not None else None


def _shape(t: Any) -> Any:
    from pyopt.ir import types as T

    if isinstance(t, (T.UnrankedTensorType, T.UnrankedMemRefType)):
        return "*"
    if isinstance(t, T.ShapedType):
        return t.shape
    return None


def compatible_shapes(types: Any) -> bool:
    """mlir::verifyCompatibleShapes(TypeRange): all shaped; scalable vectors
    never mix with other types; the ranked ones of one rank, with at most
    one static size per dimension."""
    from pyopt.ir import types as T

    shapes = [_shape(t) for t in types]
    if all(s is None for s in shapes):
        return True
    if any(s is None for s in shapes):
        return False
    scalable = {isinstance(t, T.VectorType) and any(t.scalable) for t in types}
    if len(scalable) > 1:
        return False
    ranked = [s for s in shapes if s != "*"]
    if any(len(s) != len(ranked[0]) for s in ranked[1:]):
        return False
    return all(len({d for d in dims if d >= 0}) <= 1 for dims in zip(*ranked))


def _verify_elementwise(op: Any) -> None:
    """OpTrait::impl::verifyElementwise."""
    from pyopt.ir import types as T

    mappable = (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)
    results = [r.type for r in op.results if isinstance(r.type, mappable)]
    operands = [v.type for v in op.operands if isinstance(v.type, mappable)]
    if not results and not operands:
        return
    if not operands:
        raise op.emit_error("if a result is non-scalar, then at least one operand must be non-scalar")
    if not results:
        raise op.emit_error("if an operand is non-scalar, then there must be at least one non-scalar result")
    if len(results) != len(op.results):
        raise op.emit_error("if an operand is non-scalar, then all results must be non-scalar")
    types = operands + results
    if any(type(t) is not type(types[0]) for t in types) or not compatible_shapes(types):
        raise op.emit_error("all non-scalar operands/results must have the same shape and base type")


def _compatible_shapes(a: Any, b: Any) -> bool:
    """verifyCompatibleShape(Type, Type) of two shapes (None: not shaped)."""
    if a == "*" or b == "*":
        return a is not None and b is not None
    if a is None or b is None:
        return a is b
    return len(a) == len(b) and all(x == y or x < 0 or y < 0 for x, y in zip(a, b))


def _element_type_or_self(t: Any) -> Any:
    """getElementTypeOrSelf: the element type of a shaped type, else the type."""
    from pyopt.ir import types as T

    if isinstance(t, (T.ShapedType, T.UnrankedTensorType, T.UnrankedMemRefType)):
        return t.element
    return t


def _verify_pred_traits(op: Any, info: Any) -> None:
    """ODS's own PredOpTraits (AllTypesMatch, TypesMatchWith, PredOpTrait), in
    declaration order: verifyInvariantsImpl checks them after the operand and
    result constraints, before the region constraints (OpDefinitionsGen)."""
    from pyopt.ir.ods import AllTypesMatch, PredOpTrait, TypesMatchWith

    for t in info.traits:
        if isinstance(t, AllTypesMatch):
            types = [_named_type(op, n) for n in t.names]
            if any(x is not types[0] for x in types[1:]):
                names = ", ".join(n.rstrip("_") for n in t.names)
                raise op.emit_error(f"failed to verify that all of {{{names}}} have same type")
        elif isinstance(t, PredOpTrait):
            if not t.pred(op):
                raise op.emit_error(f"failed to verify that {t.summary}")
        elif isinstance(t, TypesMatchWith) and t.summary:
            src, dst = _named_type(op, t.source), _named_type(op, t.target)
            if src is not None and dst is not None and t.fn(src) is not dst:
                raise op.emit_error(f"failed to verify that {t.summary}")


def _verify_native_type_traits(op: Any, info: Any) -> None:
    """The native type traits (SameOperandsAndResultType...), in declaration
    order, after OpInvariants."""
    native = _native_type_traits()
    for t in info.traits:
        check = native.get(t) if isinstance(t, type) else None
        if check is not None:
            check(op)


def _same_operands_and_result_type(op: Any) -> None:
    types = [v.type for v in op.operands] + [r.type for r in op.results]
    if any(x is not types[0] for x in types[1:]):
        raise op.emit_error("requires the same type for all operands and results")


def _same_type_operands(op: Any) -> None:
    types = [v.type for v in op.operands]
    if any(x is not types[0] for x in types[1:]):
        raise op.emit_error("requires all operands to have the same type")


def _same_operands_and_result_shape(op: Any) -> None:
    from pyopt.ir import types as T

    all_types = [v.type for v in op.operands] + [r.type for r in op.results]
    shapes = [_shape(t) for t in all_types]
    # verifyCompatibleShapes: scalable and fixed-length vectors never mix.
    scalable = {any(t.scalable) for t in all_types if isinstance(t, T.VectorType)}
    if any(not _compatible_shapes(x, shapes[0]) for x in shapes[1:]) or len(scalable) > 1:
        raise op.emit_error("requires the same shape for all operands and results")


def _same_operands_element_type(op: Any) -> None:
    """OpTrait::impl::verifySameOperandsElementType."""
    if not op.operands:
        raise op.emit_error("expected 1 or more operands, but found 0")
    element = _element_type_or_self(op.operands[0].type)
    if any(_element_type_or_self(v.type) is not element for v in op.operands[1:]):
        raise op.emit_error("requires the same element type for all operands")


def _same_operands_and_result_element_type(op: Any) -> None:
    """OpTrait::impl::verifySameOperandsAndResultElementType: every element
    type equals the first result's."""
    if not op.operands:
        raise op.emit_error("expected 1 or more operands, but found 0")
    if not op.results:
        raise op.emit_error("expected 1 or more results")
    element = _element_type_or_self(op.results[0].type)
    if any(_element_type_or_self(v.type) is not element for v in [*op.results[1:], *op.operands]):
        raise op.emit_error("requires the same element type for all operands and results")


@functools.cache
def _native_type_traits() -> dict[type, Callable[[Any], None]]:
    from pyopt.ir import ods

    return {ods.SameOperandsAndResultType: _same_operands_and_result_type,
            ods.SameTypeOperands: _same_type_operands,
            ods.SameOperandsAndResultShape: _same_operands_and_result_shape,
            ods.SameOperandsElementType: _same_operands_element_type,
            ods.SameOperandsAndResultElementType: _same_operands_and_result_element_type,
            ods.Elementwise: _verify_elementwise}


def _verify_symbol_parent(op: Any) -> None:
    """SymbolOpInterface's verifier: a named symbol nested in a registered
    op lives in a symbol table."""
    from pyopt.ir.symbols import symbol_name

    # detail::verifySymbol: the visibility, when given, is one of the three.
    visibility = op.properties.get("sym_visibility") or op.attributes.get("sym_visibility")
    if isinstance(visibility, A.StringAttr) and visibility.value not in ("public", "private", "nested"):
        raise op.emit_error(f'visibility expected to be one of ["public", "private", "nested"], but got {visibility}')
    parent = op.parent_op
    if (parent is not None and parent.op_def is not None and not parent.op_def.is_symbol_table
            and symbol_name(op) is not None):
        raise op.emit_error("symbol's parent must have the SymbolTable trait")


def _verify_has_parent(op: Any, info: Any) -> None:
    for t in info.has_parent_traits:
        parent = op.parent_op
        if parent is None or parent.name not in t.names:
            names = ", ".join(t.names)
            raise op.emit_error(f"expects parent op '{names}'" if len(t.names) == 1 else
                                f"expects parent op to be one of '{names}'")


def _summary(d: Any) -> str:
    s = d.constraint.summary
    if d.kind == "variadic":
        return f"variadic of {s}"
    return s


def _verify_dialect_attributes(op: Any) -> None:
    """Dialect::verifyOperationAttribute for each `dialect.name` attribute."""
    from pyopt.ir.registry import registry

    for name, attr in list(op.attributes.items()):
        dialect_name, dot, _ = name.partition(".")
        if dot:
            d = registry.dialect(dialect_name)
            hook = getattr(d, "verify_operation_attribute", None)
            if hook is not None:
                hook(op, name, attr)


def verify(top: Operation) -> None:
    """Verify `top` and everything nested in it, as MLIR's OperationVerifier
    does: an op's own invariants, then its blocks and the ops in them, then
    (on the way out) the isolated-from-above ops it holds, each verified on
    its own and all of them even when one fails (mlir-opt reports one error
    per failing function, in order), then the op's region invariants.
    Raise the errors found, the later ones as error-severity notes."""
    errors = _verify_op_and_dominance(top)
    if errors:
        raise combine_errors(errors)


def _verify_op_and_dominance(op: Operation) -> list[MLIRError]:
    """OperationVerifier::verifyOpAndDominance: the structure first, then
    dominance (a malformed CFG must not reach the dominator analysis)."""
    from pyopt.ir.dominance import verify_dominance

    try:
        errors = _verify_operation(op)
    except MLIRError as err:
        return [err]
    if errors:
        return errors
    if op.regions:
        try:
            verify_dominance(op)
        except MLIRError as err:
            return [see_current_operation(err, err.op)]
    return []


def _verify_operation(top: Operation) -> list[MLIRError]:
    """OperationVerifier::verifyOperation: a depth-first walk of the ops and
    blocks under `top` that stops at isolated-from-above ops (verified when
    the walk leaves the op holding them).  Raises the first error of the
    walk itself; returns those of the isolated ops."""
    worklist: list[tuple[Any, bool]] = [(top, False)]
    while worklist:
        item, leaving = worklist.pop()
        if isinstance(item, Block):
            if leaving:
                _verify_block_on_exit(item)
                continue
            _verify_block_on_entrance(item)
            worklist.append((item, True))
            worklist.extend((o, False) for o in reversed(list(item.ops))
                            if not (o.regions and o.op_def is not None and o.op_def.isolated))
            continue
        if leaving:
            errors = _verify_op_on_exit(item)
            if errors:
                return errors
            continue
        _verify_op_on_entrance(item)
        worklist.append((item, True))
        for region in reversed(item.regions):
            worklist.extend((b, False) for b in reversed(region.blocks))
    return []


def _verify_op_on_entrance(op: Operation) -> None:
    """Dialect attributes, the op's invariants (traits, then its verifier),
    then each region's entry block (no predecessors)."""
    from pyopt.ir.dominance import verify_entry_blocks

    info = op.op_def
    if info is not None:
        try:
            if op.attributes:
                _verify_dialect_attributes(op)
            verify_op_def(op)
            if info.is_symbol:
                _verify_symbol_parent(op)
            if info.is_terminator and op.parent is not None and op is not op.parent.last:
                raise op.emit_error("must be the last operation in the parent block")
            if info.has_verify:
                op.verify_()  # type: ignore[attr-defined]
        except MLIRError as err:
            see_current_operation(err, op)
            raise
    if op.regions:
        verify_entry_blocks(op)


def _verify_op_on_exit(op: Operation) -> list[MLIRError]:
    """The isolated-from-above ops nested directly in `op`'s blocks, each
    verified (and its dominance checked) on its own, then `op`'s region
    invariants (RegionVerifier traits, symbol tables) if they all passed."""
    from pyopt.ir.symbols import is_symbol_table, verify_symbol_table

    errors: list[MLIRError] = []
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                if nested.regions and nested.op_def is not None and nested.op_def.isolated:
                    errors.extend(_verify_op_and_dominance(nested))
    if errors:
        return errors
    info = op.op_def
    if info is None:
        _verify_unregistered(op)
        return []
    if info.implicit_terminator:
        try:
            _verify_implicit_terminator(op, info.implicit_terminator)
        except MLIRError as err:
            see_current_operation(err, op)
            raise
    if info.isolated and op.regions:
        _verify_isolated_from_above(op)
    if info.has_region_verify or info.is_symbol_table:
        try:
            if is_symbol_table(op):
                verify_symbol_table(op)
            if info.has_region_verify:
                op.verify_regions_()  # type: ignore[attr-defined]
        except MLIRError as err:
            see_current_operation(err, op)
            raise
    return []


def _verify_implicit_terminator(op: Operation, terminator: str) -> None:
    """SingleBlockImplicitTerminator's region trait (after the nested ops):
    each non-empty region ends with the implied terminator."""
    for region in op.regions:
        if not region.blocks or region.blocks[0].last is None:
            continue
        last = region.blocks[0].last
        if last.name != terminator:
            raise op.emit_error(f"expects regions to end with '{terminator}', found '{last.name}'").note(
                f"in custom textual format, the absence of terminator implies '{terminator}'", op.loc)


def _verify_isolated_from_above(isolated: Operation) -> None:
    """IsIsolatedFromAbove's region verifier (verifyIsIsolatedFromAbove):
    every operand of an op in the regions, nested isolated ops excepted
    (they check themselves), is defined inside the region; each region's ops
    in order, the regions they hold afterwards, last pushed first."""
    from pyopt.ir.core import BlockArgument

    for region in isolated.regions:
        # The regions walked so far: a value defined in one of them is inside
        # (the walk reaches a region after the regions around it); the full
        # ancestor climb only for the others.
        inside = {region}
        pending = [region]
        while pending:
            for block in pending.pop().blocks:
                for op in block.ops:
                    for operand in op.operands:
                        owner = operand.block if isinstance(operand, BlockArgument) else operand.op.parent
                        if (owner is None or owner.parent not in inside) and not _in_region(operand, region):
                            err = op.emit_plain_error(f"'{op.name}' op using value defined outside the region")
                            see_current_operation(err, op)
                            raise err.note("required by region isolation constraints", isolated.loc)
                    if op.regions and not (op.op_def is not None and op.op_def.isolated):
                        inside.update(op.regions)
                        pending.extend(op.regions)


def _in_region(value: Any, region: Any) -> bool:
    """Whether `value` is defined in `region` or a region nested in it."""
    from pyopt.ir.core import BlockArgument

    block = value.block if isinstance(value, BlockArgument) else getattr(value.op, "parent", None)
    r = block.parent if block is not None else None
    while r is not None:
        if r is region:
            return True
        parent_op = r.parent
        block = parent_op.parent if parent_op is not None else None
        r = block.parent if block is not None else None
    return False


def _verify_unregistered(op: Operation) -> None:
    """An unregistered op is fine unless its dialect is one mlir-opt
    registers and that does not allow unknown operations."""
    from pyopt.ir.registry import ALLOWS_UNKNOWN_OPERATIONS, registered_by_mlir_opt, registry

    dialect, dot, _ = op.name.partition(".")
    if dot and (registry.has_dialect(dialect) or registered_by_mlir_opt(dialect)) and \
            dialect not in ALLOWS_UNKNOWN_OPERATIONS:
        raise see_current_operation(op.emit_plain_error(
            f"unregistered operation '{op.name}' found in dialect ('{dialect}') that does not allow unknown "
            "operations"), op)


def _may_lack_terminator(block: Block) -> bool:
    """mayBeValidWithoutTerminator: the only block of its region, in an op
    that is unregistered or has the NoTerminator trait (or no op at all)."""
    region = block.parent
    if region is None:
        return True
    if len(region.blocks) != 1:
        return False
    op = region.parent
    return op is None or op.op_def is None or op.op_def.no_terminator


def _verify_block_on_entrance(block: Block) -> None:
    last = block.last
    if last is None:
        if _may_lack_terminator(block):
            return
        raise MLIRError("empty block: expect at least a terminator", block.parent_op.loc if block.parent_op else None)
    for op in block.ops:
        if op.successors and op is not last:
            raise see_current_operation(op.emit_plain_error(
                "operation with block successors must terminate its parent block"), op)


def _verify_block_on_exit(block: Block) -> None:
    if _may_lack_terminator(block):
        return
    last = block.last
    if last is not None and last.op_def is not None and not last.op_def.is_terminator:
        raise see_current_operation(last.emit_plain_error("block with no terminator, has " + generic_text(last)),
                                    last)


def inferred_types_mismatch(op: Operation, inferred: Sequence[Any], actual: Sequence[Any]) -> MLIRError:
    """InferTypeOpInterface's verifier (verifyInferredResultTypes) when
    refineReturnTypes rejects the op's result types: its error, without a
    note, then `failed to infer returned types` with the op noted."""
    first = ", ".join(f"'{t}'" for t in inferred)
    second = ", ".join(f"'{t}'" for t in actual)
    err = MLIRError(f"'{op.name}' op inferred type(s) {first} are incompatible with return type(s) of operation "
                    f"{second}", op.loc)
    err.op_noted = True
    err.diagnostic.notes.append(Diagnostic("error", f"'{op.name}' op failed to infer returned types", op.loc))
    err.diagnostic.notes.append(Diagnostic("note", "see current operation: " + generic_text(op), op.loc))
    return err


def generic_text(op: Operation) -> str:
    """The op in generic form as Diagnostic::appendOp prints it in mlir-opt's
    `see current operation` notes: local scope (no alias definitions,
    numbered from the closest isolated-from-above op, itself included) and,
    when the text spans several lines, starting on a new line."""
    from pyopt.ir.printer import NameState, PrintOptions, Printer

    scope = op
    while not (scope.op_def is not None and scope.op_def.isolated) and scope.parent_op is not None:
        scope = scope.parent_op
    p = Printer(PrintOptions(generic=True, debuginfo=print_debuginfo_on_diagnostic, local_scope=True))
    own_results = len(op.results) if scope is op else 0
    p.names = NameState(scope, True, own_results)
    if own_results:  # numbering starts at the op: its results come first
        p.names.names[op.results[0]] = "%0"
    p.print_op(op)
    text = p.finish()
    return "\n" + text if "\n" in text else text


# --mlir-print-op-on-diagnostic (MLIRContext::shouldPrintOpOnDiagnostic): on by default.
print_op_on_diagnostic = True
# --mlir-print-debuginfo: OpPrintingFlags' default, so the notes' ops show their locations too.
print_debuginfo_on_diagnostic = False


def current_operation_notes(op: Operation) -> list[Diagnostic]:
    """Operation::emitError's `see current operation` note, when it is on."""
    if not print_op_on_diagnostic:
        return []
    return [Diagnostic("note", "see current operation: " + generic_text(op), op.loc)]


def see_current_operation(err: MLIRError, op: Operation) -> MLIRError:
    """Operation::emitError's note, first among the notes: on the op the
    error was emitted on, else on `op` (the one being verified) when the
    error carries no notes of its own."""
    if err.op_noted or err.plain:
        return err
    target: Any = err.op
    if target is None:
        if err.diagnostic.notes:
            return err
        target = op
    err.op_noted = True
    err.diagnostic.notes[:0] = current_operation_notes(target)
    return err
