"""Op declarations in the style of MLIR's ODS.

An op is declared once, as a class:

    @arith.op
    class AddIOp(OpDef):
        name = "arith.addi"
        lhs = operand(SignlessIntegerLike)
        rhs = operand(SignlessIntegerLike)
        overflowFlags = prop(IntegerOverflowFlags, default=...)
        result = result_def(SignlessIntegerLike)
        traits = (Pure, SameOperandsAndResultType)
        assembly_format = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)"

From it come the grammar rule of its custom syntax (pyopt/ir/format.py
compiles `assembly_format`), the printer and the generic verifier.  Ops
whose syntax cannot be declared give `grammar` (a Lark rule body) with a
`parse` classmethod and a `print` method instead.
"""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.registry import registry

if TYPE_CHECKING:
    from pyopt.ir.format import OpFormat
    from pyopt.ir.printer import Printer

_counter = itertools.count()

SINGLE, OPTIONAL, VARIADIC = "single", "optional", "variadic"


# ---- traits ---------------------------------------------------------------------
class Trait:
    """Marker base; traits are classes, checked with `op.has_trait(Pure)`."""


class Pure(Trait): ...
class Terminator(Trait): ...
class IsolatedFromAbove(Trait): ...
class SymbolTable(Trait): ...
class Symbol(Trait): ...
class NoTerminator(Trait): ...
class ReturnLike(Trait): ...
class ConstantLike(Trait): ...
class Commutative(Trait): ...
class SameOperandsAndResultType(Trait): ...
class SameTypeOperands(Trait): ...
class SameOperandsAndResultShape(Trait): ...
class SameOperandsElementType(Trait): ...
class SameOperandsAndResultElementType(Trait): ...
class AttrSizedOperandSegments(Trait): ...
class AttrSizedResultSegments(Trait): ...
class RecursiveMemoryEffects(Trait): ...
class AffineScope(Trait): ...
class GraphRegion(Trait):
    """RegionKindInterface with RegionKind::Graph (GraphRegionNoTerminator):
    no SSA dominance inside the op's regions."""
class AutomaticAllocationScope(Trait): ...
class Elementwise(Trait):
    """OpTrait::Elementwise (ElementwiseMappable): vector and tensor operands
    and results all of one kind and one shape (OpTrait::impl::verifyElementwise)."""


class NoRegionArguments(Trait):
    """OpTrait::NoRegionArguments: no region has entry block arguments."""


class AllTypesMatch(Trait):
    """Parameterised traits are instances: AllTypesMatch("lhs", "rhs")."""

    def __init__(self, *names: str) -> None:
        self.names = names


class TypesMatchWith(Trait):
    """`target`'s type is computed from `source`'s type by `fn`."""

    def __init__(self, source: str, target: str, fn: Callable[[T.Type], T.Type], summary: str = "") -> None:
        self.source = source
        self.target = target
        self.fn = fn
        self.summary = summary


class PredOpTrait(Trait):
    """ODS PredOpTrait: `pred(op)` holds, else `failed to verify that <summary>`."""

    def __init__(self, summary: str, pred: Callable[[Any], bool]) -> None:
        self.summary = summary
        self.pred = pred


class SingleBlockImplicitTerminator(Trait):
    def __init__(self, op_name: str) -> None:
        self.op_name = op_name


class HasParent(Trait):
    def __init__(self, *names: str) -> None:
        self.names = names


# ---- declaration elements -----------------------------------------------------------
class Element:
    kind: str = SINGLE
    name: str = ""

    def __init__(self) -> None:
        self.order = next(_counter)

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name


class OperandDef(Element):
    def __init__(self, constraint: C.TypeConstraint = C.AnyType, kind: str = SINGLE,
                 segments: str | None = None) -> None:
        super().__init__()
        self.constraint = constraint
        self.kind = kind
        # VariadicOfVariadic: the dense i32 array property splitting the group.
        self.segments = segments

    def __get__(self, op: Any, owner: type) -> Any:
        if op is None:
            return self
        return op.operand_group(self.index)

    index = 0


class ResultDef(Element):
    def __init__(self, constraint: C.TypeConstraint = C.AnyType, kind: str = SINGLE) -> None:
        super().__init__()
        self.constraint = constraint
        self.kind = kind

    def __get__(self, op: Any, owner: type) -> Any:
        if op is None:
            return self
        return op.result_group(self.index)

    index = 0


class PropDef(Element):
    def __init__(self, constraint: C.AttrConstraint = C.AnyAttr, default: A.Attribute | None = None,
                 optional: bool = False, populate: bool = True, key: str = "") -> None:
        super().__init__()
        # The property's name where the Python one cannot be it (`name`).
        self.key = key
        self.constraint = constraint
        self.default = default
        self.optional = optional or default is not None
        # DefaultValuedAttr stores its default on creation; DefaultValuedOptionalAttr
        # (`opt_prop(c, default=...)`) only elides it when printing.
        self.populate = populate and default is not None

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = self.key or name

    def __get__(self, op: Any, owner: type) -> Any:
        if op is None:
            return self
        v = op.properties.get(self.name)
        return self.default if v is None else v


# ODS region constraints on the number of blocks: AnyRegion, SizedRegion<1>, MaxSizedRegion<1>.
ANY_REGION, SIZED_REGION_1, MAX_SIZED_REGION_1 = "", "region with 1 blocks", "region with at most 1 blocks"


class RegionDef(Element):
    def __init__(self, kind: str = SINGLE, single_block: bool = False, blocks: str = ANY_REGION,
                 ods_name: str = "") -> None:
        super().__init__()
        self.kind = kind
        self.single_block = single_block
        self.blocks = blocks  # the constraint's summary, checked with the op's invariants
        self.ods_name = ods_name  # the name in MLIR's messages, where ours differs

    def block_count_ok(self, n: int) -> bool:
        if self.blocks == SIZED_REGION_1:
            return n == 1
        if self.blocks == MAX_SIZED_REGION_1:
            return n <= 1
        return True

    def __get__(self, op: Any, owner: type) -> Any:
        if op is None:
            return self
        if self.kind == VARIADIC:
            return op.regions[self.index:]
        return op.regions[self.index]

    index = 0


class SuccessorDef(Element):
    def __init__(self, kind: str = SINGLE) -> None:
        super().__init__()
        self.kind = kind

    def __get__(self, op: Any, owner: type) -> Any:
        if op is None:
            return self
        if self.kind == VARIADIC:
            return op.successors[self.index:]
        return op.successors[self.index]

    index = 0


def operand(c: C.TypeConstraint = C.AnyType) -> Any:
    return OperandDef(c)


def opt_operand(c: C.TypeConstraint = C.AnyType) -> Any:
    return OperandDef(c, OPTIONAL)


def var_operand(c: C.TypeConstraint = C.AnyType, segments: str | None = None) -> Any:
    """A variadic operand group; `segments` names the property of a
    VariadicOfVariadic group (its sizes must add up to the group's)."""
    return OperandDef(c, VARIADIC, segments)


def result(c: C.TypeConstraint = C.AnyType) -> Any:
    return ResultDef(c)


def opt_result(c: C.TypeConstraint = C.AnyType) -> Any:
    return ResultDef(c, OPTIONAL)


def var_result(c: C.TypeConstraint = C.AnyType) -> Any:
    return ResultDef(c, VARIADIC)


def prop(c: C.AttrConstraint = C.AnyAttr, default: A.Attribute | None = None, key: str = "") -> Any:
    return PropDef(c, default, key=key)


def opt_prop(c: C.AttrConstraint = C.AnyAttr, default: A.Attribute | None = None) -> Any:
    """OptionalAttr, or DefaultValuedOptionalAttr when `default` is given."""
    return PropDef(c, default, optional=True, populate=False)


def region(single_block: bool = False, blocks: str = ANY_REGION, ods_name: str = "") -> Any:
    return RegionDef(SINGLE, single_block, blocks, ods_name)


def var_region(blocks: str = ANY_REGION) -> Any:
    return RegionDef(VARIADIC, blocks=blocks)


def successor() -> Any:
    return SuccessorDef()


def var_successor() -> Any:
    return SuccessorDef(VARIADIC)


# ---- the op info computed from a declaration ---------------------------------------------
class OpInfo:
    def __init__(self, cls: type[OpDef]) -> None:
        elements = []
        for klass in reversed(cls.__mro__):
            for k, v in vars(klass).items():
                if isinstance(v, Element):
                    elements.append(v)
        elements.sort(key=lambda e: e.order)
        self.operands = [e for e in elements if isinstance(e, OperandDef)]
        self.results = [e for e in elements if isinstance(e, ResultDef)]
        self.props = {e.name: e for e in elements if isinstance(e, PropDef)}
        # setPropertiesFromAttr's order: the attributes by name, then the
        # native properties as declared (the segment sizes last).
        self.attr_props = tuple(sorted(n for n, e in self.props.items() if not e.constraint.native))
        self.native_props = tuple(n for n, e in self.props.items() if e.constraint.native)
        # The names an attribute dictionary's entries become properties under.
        self.inherent = frozenset(self.attr_props)
        # DefaultValuedAttr/Prop: MLIR stores the default when an op is created.
        self.defaults = tuple((n, e.default) for n, e in self.props.items() if e.populate)
        self.regions = [e for e in elements if isinstance(e, RegionDef)]
        self.successors = [e for e in elements if isinstance(e, SuccessorDef)]
        self.operand_kinds = tuple(d.kind for d in self.operands)
        self.operand_var_count = sum(1 for k in self.operand_kinds if k != SINGLE)
        self.result_kinds = tuple(d.kind for d in self.results)
        self.result_var_count = sum(1 for k in self.result_kinds if k != SINGLE)
        # Group starts per operand / result count or segment sizes (see _group_starts).
        self.operand_layouts: dict[Any, tuple[int, ...]] = {}
        self.result_layouts: dict[Any, tuple[int, ...]] = {}
        # How many empty regions an op built without regions gets.
        self.default_region_count = len(self.regions) if all(r.kind == SINGLE for r in self.regions) else 0
        for group in (self.operands, self.results, self.regions, self.successors):
            for i, e in enumerate(group):
                e.index = i
        self.traits: tuple[Any, ...] = tuple(cls.traits)
        self.trait_classes = {t if isinstance(t, type) else type(t) for t in self.traits}
        self.isolated = IsolatedFromAbove in self.trait_classes
        self.is_terminator = Terminator in self.trait_classes
        self.attr_sized_operands = AttrSizedOperandSegments in self.trait_classes
        self.attr_sized_results = AttrSizedResultSegments in self.trait_classes
        self.implicit_terminator = next(
            (t.op_name for t in self.traits if isinstance(t, SingleBlockImplicitTerminator)), None)
        self.has_parent_traits = tuple(t for t in self.traits if isinstance(t, HasParent))
        self.fixed_operands = all(d.kind == SINGLE for d in self.operands)
        self.is_symbol_table = SymbolTable in self.trait_classes
        self.is_symbol = Symbol in self.trait_classes
        self.no_terminator = NoTerminator in self.trait_classes
        self.graph_regions = GraphRegion in self.trait_classes
        # Whether the class adds checks of its own (the verifier skips the calls otherwise).
        self.has_verify = cls.verify_ is not OpDef.verify_
        self.has_region_verify = hasattr(cls, "verify_regions_")
        self.fixed_results = all(d.kind == SINGLE for d in self.results)
        self.operand_names = tuple(d.name for d in self.operands)
        self.result_names = tuple(d.name for d in self.results)
        # Ops that pyopt.ir.format._build_simple_op can build.
        self.simple_build = (self.fixed_operands and self.fixed_results and not self.regions
                             and not self.successors and not self.implicit_terminator
                             and not self.attr_sized_operands and not self.attr_sized_results)
        self.format: OpFormat | None = None
        self.inference: Any = None  # pyopt.ir.format._Inference, made on first parse

    def by_name(self, name: str) -> Element | None:
        for group in (self.operands, self.results, self.regions, self.successors):
            for e in group:
                if e.name == name:
                    return e
        return self.props.get(name)


def _group_sizes(kinds: tuple[str, ...], n_var: int, total: int, segments: A.Attribute | None) -> list[int]:
    """The size of each group (of `kinds`, `n_var` of them not single) of
    `total` values, from the segment sizes when there are some."""
    if segments is not None and isinstance(segments, A.DenseArrayAttr):
        return list(segments.values)
    if n_var == 0:
        return [1] * len(kinds)
    fixed = len(kinds) - n_var
    if n_var == 1:
        rest = total - fixed
        return [1 if k == SINGLE else rest for k in kinds]
    # Several optional groups without segment sizes: fill greedily.
    sizes = []
    left = total - fixed
    for k in kinds:
        if k == SINGLE:
            sizes.append(1)
        else:
            take = 1 if (k == OPTIONAL and left > 0) else (left if k == VARIADIC else 0)
            sizes.append(take)
            left -= take
    return sizes


def _group_starts(layouts: dict[Any, tuple[int, ...]], kinds: tuple[str, ...], n_var: int, total: int,
                  segments: A.Attribute | None) -> tuple[int, ...]:
    """Where each group starts (and, last, where the groups end), from
    `layouts`: the ones worked out before, per total or segment sizes."""
    values = segments.values if segments is not None and isinstance(segments, A.DenseArrayAttr) else None
    key: Any = values if values is not None else total
    starts = layouts.get(key)
    if starts is None:
        acc = [0]
        for size in _group_sizes(kinds, n_var, total, segments):
            acc.append(acc[-1] + size)
        starts = layouts[key] = tuple(acc)
    return starts


def _flatten(groups: Sequence[Any], single: type) -> list[Any]:
    """Per-group items (an item, a list, or None) as one flat list."""
    flat: list[Any] = []
    for group in groups:
        if group is None:
            continue
        if isinstance(group, single):
            flat.append(group)
        else:
            flat.extend(group)
    return flat


def _flatten_groups(groups: Sequence[Any], single: type) -> tuple[list[Any], list[int]]:
    """_flatten, and the size of each group."""
    flat: list[Any] = []
    sizes: list[int] = []
    for group in groups:
        if group is None:
            sizes.append(0)
        elif isinstance(group, single):
            flat.append(group)
            sizes.append(1)
        else:
            flat.extend(group)
            sizes.append(len(group))
    return flat, sizes


class OpDef(Operation):
    """Base of declared ops."""

    __slots__ = ()
    name: ClassVar[str]  # type: ignore[misc]
    traits: ClassVar[tuple[Any, ...]] = ()
    assembly_format: ClassVar[str | None] = None
    # Hand-written syntax: a Lark rule body, parsed by `parse`, printed by `print`.
    grammar: ClassVar[str | None] = None
    # Extra keyword spellings of the op name (e.g. `return` for func.return).
    aliases: ClassVar[tuple[str, ...]] = ()
    # The context a hand-written parser gives a required keyword
    # (`parseKeyword("to", " between bounds")`): its syntax error's wording.
    keyword_contexts: ClassVar[dict[str, str]] = {}
    op_def: ClassVar[OpInfo]  # type: ignore[misc]

    def __init_subclass__(cls, **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if "name" in cls.__dict__:
            cls.op_def = OpInfo(cls)

    # -- construction -----------------------------------------------------------
    def __init__(self, operands: Sequence[Value] = (), result_types: Sequence[T.Type] = (),
                 attributes: dict[str, A.Attribute] | None = None,
                 properties: dict[str, A.Attribute] | None = None,
                 regions: Sequence[Region] | int | None = None, successors: Sequence[Block] = (),
                 loc: A.Location | None = None) -> None:
        info = self.op_def
        if regions is None:
            regions = info.default_region_count
        defaults = info.defaults
        if defaults:
            properties = {} if properties is None else properties
            for pname, default in defaults:
                if pname not in properties:
                    properties[pname] = default
        super().__init__(self.name, operands, result_types, attributes, properties, regions, successors, loc)

    @classmethod
    def build(cls, operands: Sequence[Value | Sequence[Value] | None] = (), result_types: Sequence[Any] = (),
              properties: dict[str, A.Attribute] | None = None, attributes: dict[str, A.Attribute] | None = None,
              regions: Sequence[Region] | None = None, successors: Sequence[Block] = (),
              loc: A.Location | None = None) -> OpDef:
        """Build from per-group operands (a value, a list, or None for an
        absent optional), filling `operandSegmentSizes` when needed."""
        info = cls.op_def
        props = dict(properties) if properties else {}
        if info.attr_sized_operands:
            flat, sizes = _flatten_groups(operands, Value)
            props["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))
        else:
            flat = _flatten(operands, Value)
        if info.attr_sized_results:
            rflat, rsizes = _flatten_groups(result_types, T.Type)
            props["resultSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(rsizes))
        else:
            rflat = _flatten(result_types, T.Type)
        return cls(flat, rflat, attributes, props, regions, successors, loc)

    @classmethod
    def from_generic(cls, operands: list[Value], result_types: list[T.Type], attributes: dict[str, A.Attribute],
                     props_attr: A.Attribute | None, regions: list[Region], successors: list[Block],
                     loc: A.Location) -> OpDef:
        """The op of a generic form: the inherent attributes of the attribute
        dictionary become properties, then `<{...}>` (when given) sets them,
        converted as MLIR's parser does (OpState::setPropertiesFromAttr)."""
        info = cls.op_def
        properties: dict[str, A.Attribute] = {}
        if props_attr is None and attributes:
            # OperationName::verifyInherentAttrs: only without `<{...}>`.
            check_inherent_attrs(cls, attributes, loc)
        if attributes:
            _set_inherent_attrs(info, attributes, properties)
        if props_attr is not None:
            _set_properties_from_attr(cls, props_attr, properties, loc)
        for name, n in _segment_counts(info).items():  # a property: all zeros unless given
            properties.setdefault(name, A.DenseArrayAttr(T.i32, (0,) * n))
        return cls(operands, result_types, attributes, properties, regions, successors, loc)

    # -- accessors -------------------------------------------------------------------
    def operand_sizes(self) -> list[int]:
        info = self.op_def
        return _group_sizes(info.operand_kinds, info.operand_var_count, len(self._operands),
                            self.properties.get("operandSegmentSizes") if info.attr_sized_operands else None)

    def result_sizes(self) -> list[int]:
        info = self.op_def
        return _group_sizes(info.result_kinds, info.result_var_count, len(self.results),
                            self.properties.get("resultSegmentSizes") if info.attr_sized_results else None)

    def operand_group(self, index: int) -> Any:
        if self.op_def.fixed_operands:  # every group a single value
            operands = self._operands
            return operands[index].value if index < len(operands) else None
        info = self.op_def
        starts = _group_starts(info.operand_layouts, info.operand_kinds, info.operand_var_count, len(self._operands),
                               self.properties.get("operandSegmentSizes") if info.attr_sized_operands else None)
        d = info.operands[index]
        values = [o.value for o in self._operands[starts[index]:starts[index + 1]]]
        if d.kind == SINGLE:
            return values[0] if values else None
        if d.kind == OPTIONAL:
            return values[0] if values else None
        return values

    def result_group(self, index: int) -> Any:
        if self.op_def.fixed_results:
            results = self.results
            return results[index] if index < len(results) else None
        info = self.op_def
        starts = _group_starts(info.result_layouts, info.result_kinds, info.result_var_count, len(self.results),
                               self.properties.get("resultSegmentSizes") if info.attr_sized_results else None)
        d = info.results[index]
        values = self.results[starts[index]:starts[index + 1]]
        if d.kind == VARIADIC:
            return values
        return values[0] if values else None

    # -- hooks ------------------------------------------------------------------------------
    # Fixed names for the results (`%intptr`), when they do not depend on
    # the op's attributes; otherwise override suggest_result_names.
    result_names: ClassVar[tuple[str, ...]] = ()

    def suggest_result_names(self) -> Sequence[str | None] | None:
        """OpAsmOpInterface::getAsmResultNames: names for the results, e.g.
        `%c1`; None leaves numbering to the printer."""
        return self.result_names or None

    def verify_(self) -> None:
        """Op-specific checks beyond the declaration; raise MLIRError."""

    def print(self, p: Printer) -> None:
        fmt = self.op_def.format
        if fmt is None:  # parsed in generic form: the format is compiled on first use
            from pyopt.ir.format import get_format

            fmt = get_format(type(self))
        fmt.print(self, p)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> OpDef:
        raise NotImplementedError

    def emit_error(self, message: str) -> MLIRError:
        """Operation::emitOpError."""
        return self.emit_plain_error(f"'{self.name}' op {message}")


def split_inherent(cls: type[OpDef], entries: Iterable[tuple[str, A.Attribute]], props: dict[str, A.Attribute],
                   also: Iterable[str] = ()) -> dict[str, A.Attribute]:
    """The entries of a parsed attribute dictionary: the op's inherent ones
    (and those named in `also`) go into `props`; the discardable ones are
    returned."""
    inherent = cls.op_def.inherent
    extra = set(also)
    discardable: dict[str, A.Attribute] = {}
    for k, v in entries:
        if k in inherent or k in extra:
            props[k] = v
        else:
            discardable[k] = v
    return discardable


def merge_attr_dict(cls: type[OpDef], attrs: A.DictionaryAttr | None, props: dict[str, A.Attribute],
                    discardable: dict[str, A.Attribute], loc: A.Location | None) -> None:
    """Add an op's `attributes {...}` to what its custom syntax already set
    (OperationState::attributes): an entry the syntax already spells is
    MLIR's NamedAttrList::findDuplicate error at the op."""
    inherent = cls.op_def.inherent
    for k, v in (attrs.entries if attrs is not None else ()):
        if k in props or k in discardable:
            raise MLIRError(f"custom op '{cls.name}' attribute '{k}' occurs more than once in the attribute list",
                            loc)
        if k in inherent:
            props[k] = v
        else:
            discardable[k] = v


# The segment sizes' former names, still read (the generated code's "backward compat").
_LEGACY_SEGMENT_NAMES = {"operand_segment_sizes": "operandSegmentSizes",
                         "result_segment_sizes": "resultSegmentSizes"}


def _set_inherent_attrs(info: OpInfo, attributes: dict[str, A.Attribute], properties: dict[str, A.Attribute]) -> None:
    """Operation::setAttrs on an op with properties: each inherent attribute
    leaves the dictionary for its property (the generated setInherentAttr, a
    dyn_cast_or_null: one of another storage class is dropped, silently, as
    are segment sizes of the wrong kind or length).  Native properties are no
    inherent attributes: their names stay discardable."""
    segments = _segment_counts(info)
    for name in list(attributes):
        seg = _LEGACY_SEGMENT_NAMES.get(name, name)
        if seg in segments:
            v = attributes.pop(name)
            if isinstance(v, A.DenseArrayAttr) and v.element is T.i32 and len(v.values) == segments[seg]:
                properties[seg] = v
            continue
        d = info.props.get(name)
        if d is not None and not d.constraint.native:
            v = attributes.pop(name)
            if d.constraint.stores(v):
                properties[name] = v


def _set_properties_from_attr(cls: type[OpDef], props_attr: A.Attribute, properties: dict[str, A.Attribute],
                              loc: A.Location | None) -> None:
    """The generated setPropertiesFromAttr, run by the parser on `<{...}>`:
    the entries it knows override the attribute dictionary's, the others are
    dropped; a wrong kind fails the parse, at the op."""
    info = cls.op_def
    segments = _segment_counts(info)

    def fail(reason: str) -> MLIRError:
        return MLIRError(f"invalid properties {props_attr} for op {cls.name}: {reason}", loc)

    if not info.props and not segments:
        raise fail("this operation does not support properties")
    if not isinstance(props_attr, A.DictionaryAttr):
        raise fail("expected DictionaryAttr to set properties")
    given = dict(props_attr.entries)
    for name in info.attr_props:
        v = given.get(name)
        if v is None:
            continue
        if not info.props[name].constraint.stores(v):
            raise fail(f"Invalid attribute `{name}` in property conversion: {v}")
        properties[name] = v
    for name in info.native_props:
        v = given.get(name)
        if v is None:
            continue
        try:
            properties[name] = info.props[name].constraint.from_attribute(v)  # type: ignore[attr-defined]
        except C.PropertyConversionError as err:
            raise fail(str(err)) from None
    for name, n in segments.items():
        v = given.get(name)
        if v is None:
            v = given.get(next(k for k, new in _LEGACY_SEGMENT_NAMES.items() if new == name))
        if v is None:
            continue
        # convertFromAttribute(MutableArrayRef<int32_t>, ...) in mlir/lib/IR/ODSSupport.cpp.
        if not (isinstance(v, A.DenseArrayAttr) and v.element is T.i32):
            raise fail("expected DenseI32ArrayAttr for key `value`")
        if len(v.values) != n:
            raise fail(f"size mismatch in attribute conversion: {len(v.values)} vs {n}")
        properties[name] = v


def _segment_counts(info: Any) -> dict[str, int]:
    """The segment-size properties of an op and the length each must have."""
    out = {}
    if info.attr_sized_operands:
        out["operandSegmentSizes"] = len(info.operands)
    if info.attr_sized_results:
        out["resultSegmentSizes"] = len(info.results)
    return out


def check_inherent_attrs(cls: type[OpDef], attributes: dict[str, A.Attribute], loc: A.Location | None) -> None:
    """OperationName::verifyInherentAttrs, which MLIR's parsers run on the
    inherent attributes written in an op's attribute dictionary: a plain
    error (no `see current operation` note), before the op exists."""
    props = cls.op_def.props
    for name in cls.op_def.attr_props:  # by name, as the generated verifyInherentAttrs
        v = attributes.get(name)
        d = props[name]
        if v is not None and not d.constraint.check(v):
            err = MLIRError(f"'{cls.name}' op attribute '{name}' failed to satisfy constraint: "
                            f"{d.constraint.summary}", loc)
            err.plain = True
            raise err


# ---- dialects ----------------------------------------------------------------------------
class Dialect:
    """A namespace of ops, types and attributes."""

    def __init__(self, name: str, *, default_for_nested: bool = False, defines_attributes: bool = False,
                 unknown_type: str | None = None) -> None:
        self.name = name
        # MLIR's reply to an unknown mnemonic: a dialect that defines
        # attributes (ODS-generated parser) names it, one that does not has
        # no parsing hook; `unknown_type` is the type parser's message
        # ("{m}" stands for the mnemonic).
        self.defines_attributes = defines_attributes
        self.unknown_type = unknown_type
        self.ops: dict[str, type[OpDef]] = {}
        self.types: dict[str, Any] = {}
        self.attrs: dict[str, Any] = {}
        self.enums: list[C.EnumAttrC] = []
        registry.register(self)

    def op(self, cls: type[OpDef]) -> type[OpDef]:
        assert cls.name.startswith(self.name + "."), cls.name
        self.ops[cls.name] = cls
        return cls

    def type(self, cls: Any) -> Any:
        self.types[cls.name.partition(".")[2]] = cls
        return cls

    def attr(self, cls: Any) -> Any:
        self.attrs[cls.name.partition(".")[2]] = cls
        return cls

    def enum(self, e: C.EnumAttrC) -> C.EnumAttrC:
        self.enums.append(e)
        return e

    def parse_type(self, mnemonic: str, body: str | None, builder: Any, tok: Any) -> T.Type:
        cls = self.types.get(mnemonic)
        if cls is None:
            raise self.unknown_mnemonic(mnemonic, body, builder, tok, type_=True)
        return cls.parse_body(body, builder, tok)

    def parse_attr(self, mnemonic: str, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        cls = self.attrs.get(mnemonic)
        if cls is None:
            raise self.unknown_mnemonic(mnemonic, body, builder, tok)
        return cls.parse_body(body, builder, tok)

    def unknown_mnemonic(self, mnemonic: str, body: str | None, builder: Any, tok: Any,
                         type_: bool = False) -> MLIRError:
        """The error for `#dialect.mnemonic` / `!dialect.mnemonic` (or the
        pretty form `#dialect<mnemonic ...>`) that the dialect does not
        define, at the mnemonic as MLIR's dialect parsers report it."""
        text = str(tok)
        lt = text.find("<")
        dot = text.find(".")
        if dot > 0 and (lt < 0 or dot < lt):
            offset = dot + 1
        elif lt > 0:  # `#dialect<mnemonic ...>`: the first keyword inside
            inner = text[lt + 1:]
            offset = lt + 1 + len(inner) - len(inner.lstrip())
            mnemonic = mnemonic or inner.lstrip().split(" ", 1)[0].rstrip(">")
        else:
            offset = 0
        loc = builder.loc_in(tok, offset)
        if type_:
            message = (self.unknown_type.format(m=mnemonic) if self.unknown_type else
                       f"dialect '{self.name}' provides no type parsing hook")
        elif self.defines_attributes:
            message = f"unknown attribute `{mnemonic}` in dialect `{self.name}`"
        else:
            message = f"dialect '{self.name}' provides no attribute parsing hook"
        return MLIRError(message, loc)


# ---- callbacks for generated rules ----------------------------------------------------------
def make_callback(builder: Any, rule_name: str) -> Callable[[list[Any]], Any]:
    """The builder callback of a generated rule (see pyopt/ir/grammar.py)."""
    from pyopt.ir.format import rule_callback

    return rule_callback(builder, rule_name)
