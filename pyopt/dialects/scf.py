"""The scf dialect: structured control flow (for, if, while, parallel,
forall, execute_region, index_switch and their terminators)."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir.parser import parse_int
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Block, Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.format import Binding, CustomDirective, custom_directive
from pyopt.ir.ods import (AttrSizedOperandSegments, AutomaticAllocationScope, Dialect, HasParent, NoRegionArguments,
                          NoTerminator, OpDef, Pure, RecursiveMemoryEffects, ReturnLike, SingleBlockImplicitTerminator,
                          Terminator, operand, opt_prop, prop, region, var_operand, var_region, var_result)
from pyopt.ir.printer import Printer
from pyopt.ir.syntax_errors import DelimitedListOpen
from pyopt.dialects.region_branch import (Edge, add_terminator, arg_types, print_arrow_types,
                                          print_attrs, print_init_list, region_label, result_types,
                                          split_attr_dict, terminators, verify_edges, verify_loop_like)

scf = Dialect("scf")

DYNAMIC = -9223372036854775808  # ShapedType::kDynamic in static index arrays


def _arg(builder: Any, tok: Any, ty: T.Type) -> tuple[Any, T.Type, A.Location]:
    return (tok, ty, builder.loc(tok))


def _assigns(children: list[Any]) -> list[tuple[Any, Any]]:
    """`%a = %b (, %c = %d)*` parsed left-recursively: a list of pairs."""
    if len(children) == 2:
        return [(children[0], children[1])]
    children[0].append((children[1], children[2]))
    return children[0]


def _yielded(region: Region, name: str = "scf.yield") -> list[Value]:
    if region.blocks and region.blocks[0].last is not None and region.blocks[0].last.name == name:
        return region.blocks[0].last.operands
    return []


def _verify_sized(op: Any, names: Sequence[str], regions: Sequence[Region], at_most: bool = False) -> None:
    for i, (name, r) in enumerate(zip(names, regions)):
        if len(r.blocks) > 1 or (not at_most and len(r.blocks) != 1):
            raise op.emit_error(f"region #{i} ('{name}') failed to verify constraint: region with "
                                f"{'at most ' if at_most else ''}1 blocks")


# ---- terminators -----------------------------------------------------------------
@scf.op
class YieldOp(OpDef):
    name = "scf.yield"
    results_ = var_operand()
    traits = (Pure, Terminator, ReturnLike,
              HasParent("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while"))
    assembly_format = "attr-dict ($results_^ `:` type($results_))?"


@scf.op
class ConditionOp(OpDef):
    name = "scf.condition"
    condition = operand(C.I1)
    args = var_operand()
    traits = (Pure, Terminator, HasParent("scf.while"))
    assembly_format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?"


@scf.op
class ReduceReturnOp(OpDef):
    name = "scf.reduce.return"
    result_ = operand()
    traits = (Pure, Terminator, HasParent("scf.reduce"))
    assembly_format = "$result_ attr-dict `:` type($result_)"

    def verify_(self) -> None:
        block = self.parent
        assert block is not None
        expected = block.args[0].type if block.args else None
        if expected is not self.operands[0].type:
            raise self.emit_error(f"must have type '{expected}' (the type of the reduction inputs)")


@scf.op
class ReduceOp(OpDef):
    name = "scf.reduce"
    operands_ = var_operand()
    reductions = var_region()
    traits = (Terminator, RecursiveMemoryEffects, HasParent("scf.parallel"))
    assembly_format = "(`(` $operands_^ `:` type($operands_) `)`)? $reductions attr-dict"

    def verify_regions_(self) -> None:
        operands = self.operands
        for i, r in enumerate(self.regions):
            ty = operands[i].type if i < len(operands) else None
            block = r.blocks[0] if r.blocks else None
            if block is None or block.is_empty():
                raise self.emit_error(f"{i}-th reduction has an empty body")
            if len(block.args) != 2 or any(a.type is not ty for a in block.args):
                raise self.emit_error(f"expected two block arguments with type '{ty}' in the {i}-th reduction region")
            if block.last is None or block.last.name != "scf.reduce.return":
                raise self.emit_error("reduction bodies must be terminated with an 'scf.reduce.return' op")


@scf.op
class InParallelOp(OpDef):
    name = "scf.forall.in_parallel"
    body = region(single_block=True)
    traits = (Pure, Terminator, NoTerminator, HasParent("scf.forall"))
    grammar = "region [dict_attr]"

    @classmethod
    def build_implicit(cls, loc: A.Location | None) -> InParallelOp:
        return cls([], [], {}, {}, [Region([Block()])], [], loc)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> InParallelOp:
        tok, body, attrs = children
        if not body.blocks:
            body.add_block(Block())
        return cls([], [], dict(attrs.entries) if attrs is not None else {}, {}, [body], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=False)
        print_attrs(p, self)

    def verify_(self) -> None:
        for op in self.regions[0].blocks[0].ops if self.regions[0].blocks else ():
            if not getattr(op, "parallel_combining", False):
                raise self.emit_error("expected only ParallelCombiningOpInterface ops")
            forall = self.parent_op
            if forall is not None and forall.regions and forall.regions[0].blocks:
                args = forall.regions[0].blocks[0].args
                out_args = args[len(args) - len(forall.results):] if forall.results else []
                for dest in op.updated_destinations():  # type: ignore[attr-defined]
                    if not any(dest is a for a in out_args):
                        raise op.emit_error("may only insert into an output block argument")  # type: ignore[attr-defined]


# ---- scf.execute_region ---------------------------------------------------------------
@scf.op
class ExecuteRegionOp(OpDef):
    name = "scf.execute_region"
    no_inline = opt_prop(C.UnitAttr)
    results_ = var_result()
    body = region()
    traits = (RecursiveMemoryEffects,)
    grammar = '["->" function_result_types] [op__scf__execute_region___noinline] region [dict_attr]'
    rules = {"noinline": '"no_inline"'}

    @classmethod
    def rule_noinline(cls, children: list[Any], builder: Any) -> bool:
        return True

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> ExecuteRegionOp:
        tok, types, noinline, body, attrs = children
        props: dict[str, A.Attribute] = {}
        if noinline:
            props["no_inline"] = A.UnitAttr()
        discardable = split_attr_dict(cls, attrs, props)
        return cls([], types or [], discardable, props, [body], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        print_arrow_types(p, result_types(self))
        if "no_inline" in self.properties:
            p.write(" no_inline")
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)
        print_attrs(p, self, ("no_inline",))

    def verify_(self) -> None:
        body = self.regions[0]
        if not body.blocks:
            raise self.emit_error("region needs to have at least one block")
        if body.blocks[0].args:
            raise self.emit_error("region cannot have any arguments")

    def verify_regions_(self) -> None:
        verify_edges(self, [Edge(y, y.operands, "parent", result_types(self))
                            for y in terminators(self.regions[0], "scf.yield")])


# ---- scf.for ------------------------------------------------------------------------------
class ForHeader:
    __slots__ = ("unsigned", "operands", "types", "iv_type")

    def __init__(self, unsigned: bool, operands: list[Value], types: list[T.Type], iv_type: T.Type) -> None:
        self.unsigned = unsigned
        self.operands = operands
        self.types = types
        self.iv_type = iv_type


@scf.op
class ForOp(OpDef):
    name = "scf.for"
    lowerBound = operand(C.SignlessIntegerOrIndex)
    upperBound = operand(C.SignlessIntegerOrIndex)
    step = operand(C.SignlessIntegerOrIndex)
    initArgs = var_operand()
    unsignedCmp = opt_prop(C.UnitAttr)
    results_ = var_result()
    body = region(single_block=True)
    traits = (AutomaticAllocationScope, RecursiveMemoryEffects, SingleBlockImplicitTerminator("scf.yield"))
    grammar = "op__scf__for___header region [dict_attr]"
    rules = {
        "header": '[op__scf__for___unsigned] VALUE "=" VALUE "to" VALUE "step" VALUE '
                  '["iter_args" "(" op__scf__for___assigns ")" "->" function_result_types] [":" type]',
        "unsigned": '"unsigned"',
        "assigns": 'VALUE "=" VALUE | op__scf__for___assigns "," VALUE "=" VALUE',
    }

    @classmethod
    def rule_unsigned(cls, children: list[Any], builder: Any) -> bool:
        return True

    @classmethod
    def rule_assigns(cls, children: list[Any], builder: Any) -> list[tuple[Any, Any]]:
        return _assigns(children)

    @classmethod
    def rule_header(cls, children: list[Any], builder: Any) -> ForHeader:
        unsigned, iv, lb, ub, step, assigns, types, iv_type = children
        assigns = assigns or []
        types = types or []
        if len(assigns) != len(types):
            raise builder.op_name_error(cls.name, "mismatch in number of loop-carried values and defined values")
        iv_type = iv_type or T.index
        operands = [builder.use(lb, iv_type), builder.use(ub, iv_type), builder.use(step, iv_type)]
        operands += [builder.use(init, ty) for (_, init), ty in zip(assigns, types)]
        builder.pending_entry_args = [_arg(builder, iv, iv_type)] + [
            _arg(builder, a, ty) for (a, _), ty in zip(assigns, types)]
        return ForHeader(bool(unsigned), operands, list(types), iv_type)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> ForOp:
        tok, header, body, attrs = children
        props: dict[str, A.Attribute] = {}
        if header.unsigned:
            props["unsignedCmp"] = A.UnitAttr()
        discardable = split_attr_dict(cls, attrs, props)
        loc = builder.loc(tok)
        add_terminator(body, "scf.yield", loc)
        return cls(header.operands, header.types, discardable, props, [body], [], loc)

    def print(self, p: Printer) -> None:
        if "unsignedCmp" in self.properties:
            p.write(" unsigned")
        ops = self.operands
        body = self.regions[0]
        args = body.blocks[0].args if body.blocks else []
        iv = p.value_name(args[0]) if args else "<<UNKNOWN SSA VALUE>>"
        p.write(f" {iv} = {p.value_name(ops[0])} to {p.value_name(ops[1])} step {p.value_name(ops[2])}")
        inits = ops[3:]
        print_init_list(p, args[1:], inits, " iter_args")
        if inits:
            p.write(" -> (")
            p.print_list([v.type for v in inits], p.print_type)
            p.write(")")
        p.write(" ")
        if args and args[0].type is not T.index:
            p.write(" : ")
            p.print_type(args[0].type)
            p.write(" ")
        p.print_region(body, print_entry_args=False, print_terminators=bool(inits))
        print_attrs(p, self, ("unsignedCmp",))

    def verify_(self) -> None:
        ops = self.operands
        if not (ops[0].type is ops[1].type is ops[2].type):
            raise self.emit_error("failed to verify that all of {lowerBound, upperBound, step} have same type")
        if len(ops) - 3 != len(self.results):
            raise self.emit_error("mismatch in number of loop-carried values and defined values")
        _verify_sized(self, ["region"], self.regions)

    def verify_regions_(self) -> None:
        body = self.regions[0]
        inits = self.operands[3:]
        iter_args = body.blocks[0].args[1:]
        yielded = _yielded(body)
        results = self.results
        verify_loop_like(self, inits, iter_args, yielded, results)
        # RegionBranchOpInterface.
        arg_tys = [a.type for a in iter_args]
        res_tys = result_types(self)
        edges = [Edge(None, inits, region_label(0), arg_tys), Edge(None, inits, "parent", res_tys)]
        for y in terminators(body, "scf.yield"):
            edges += [Edge(y, y.operands, region_label(0), arg_tys), Edge(y, y.operands, "parent", res_tys)]
        verify_edges(self, edges)
        # ForOp::verifyRegions.
        if body.blocks[0].args and body.blocks[0].args[0].type is not self.operands[0].type:
            raise self.emit_error("expected induction variable to be same type as bounds and step")


# ---- scf.if ---------------------------------------------------------------------------------
@scf.op
class IfOp(OpDef):
    name = "scf.if"
    condition = operand(C.I1)
    results_ = var_result()
    thenRegion = region(single_block=True)
    elseRegion = region(single_block=True)
    traits = (NoRegionArguments, RecursiveMemoryEffects, SingleBlockImplicitTerminator("scf.yield"))
    grammar = 'op__scf__if___header region ["else" region] [dict_attr]'
    rules = {"header": 'VALUE ["->" function_result_types]'}

    @classmethod
    def rule_header(cls, children: list[Any], builder: Any) -> tuple[Value, list[T.Type]]:
        cond, types = children
        return builder.use(cond, T.i1), types or []

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> IfOp:
        tok, (cond, types), then, els, attrs = children
        loc = builder.loc(tok)
        add_terminator(then, "scf.yield", loc)
        if els is None:
            els = Region()
        else:
            add_terminator(els, "scf.yield", loc)
        discardable = split_attr_dict(cls, attrs, {})
        return cls([cond], types, discardable, {}, [then, els], [], loc)

    def print(self, p: Printer) -> None:
        p.write(" " + p.value_name(self.operands[0]))
        if self.results:
            p.write(" -> (")
            p.print_list(result_types(self), p.print_type)
            p.write(")")
        p.write(" ")
        has_results = bool(self.results)
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=has_results)
        els = self.regions[1]
        if els.blocks:
            p.write(" else ")
            p.print_region(els, print_entry_args=False, print_terminators=has_results)
        print_attrs(p, self)

    def verify_(self) -> None:
        _verify_sized(self, ["thenRegion"], self.regions[:1])
        _verify_sized(self, ["elseRegion"], self.regions[1:], at_most=True)
        if self.results and not self.regions[1].blocks:
            raise self.emit_error("must have an else block if defining values")

    def verify_regions_(self) -> None:
        res = result_types(self)
        edges = []
        for r in self.regions:
            edges += [Edge(y, y.operands, "parent", res) for y in terminators(r, "scf.yield")]
        verify_edges(self, edges)


# ---- scf.while ------------------------------------------------------------------------------
@scf.op
class WhileOp(OpDef):
    name = "scf.while"
    inits = var_operand()
    results_ = var_result()
    before = region(single_block=True)
    after = region(single_block=True)
    traits = (RecursiveMemoryEffects,)
    grammar = 'op__scf__while___header region "do" region [attr_dict_kw]'
    rules = {
        "header": '["(" op__scf__while___assigns ")"] ":" function_type',
        "assigns": 'VALUE "=" VALUE | op__scf__while___assigns "," VALUE "=" VALUE',
    }

    @classmethod
    def rule_assigns(cls, children: list[Any], builder: Any) -> list[tuple[Any, Any]]:
        return _assigns(children)

    @classmethod
    def rule_header(cls, children: list[Any], builder: Any) -> tuple[list[Value], list[T.Type]]:
        assigns, ftype = children
        assigns = assigns or []
        if len(ftype.inputs) != len(assigns):
            # WhileOp::parse reports it where the `: type` starts.
            tok = builder.op_name_token(cls.name)
            raise builder.op_name_error(cls.name, f"expected as many input types as operands (expected "
                                        f"{len(assigns)} got {len(ftype.inputs)})",
                                        builder.colon_loc(tok) if tok is not None else None)
        operands = [builder.use(v, t) for (_, v), t in zip(assigns, ftype.inputs)]
        if assigns:
            builder.pending_entry_args = [_arg(builder, a, t) for (a, _), t in zip(assigns, ftype.inputs)]
        return operands, list(ftype.results)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> WhileOp:
        tok, (operands, types), before, after, attrs = children
        discardable = split_attr_dict(cls, attrs, {})
        return cls(operands, types, discardable, {}, [before, after], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        before, after = self.regions
        print_init_list(p, before.blocks[0].args if before.blocks else [], self.operands, " ")
        p.write(" : (")
        p.print_list([v.type for v in self.operands], p.print_type)
        p.write(") -> ")
        p.print_function_results(result_types(self))
        p.write(" ")
        p.print_region(before, print_entry_args=False, print_terminators=True)
        p.write(" do ")
        p.print_region(after, print_entry_args=True, print_terminators=True)
        print_attrs(p, self, with_keyword=True)

    def verify_(self) -> None:
        _verify_sized(self, ["before", "after"], self.regions)
        for r, term, which in ((self.regions[0], "scf.condition", "before"), (self.regions[1], "scf.yield", "after")):
            last = r.blocks[0].last if r.blocks else None
            if last is None or last.name != term:
                err = self.emit_error(f"expects the '{which}' region to terminate with '{term}'")
                if last is not None:
                    err.note("terminator here", last.loc)
                raise err

    def verify_regions_(self) -> None:
        before, after = self.regions
        before_tys, after_tys = arg_types(before), arg_types(after)
        edges = [Edge(None, self.operands, region_label(0), before_tys)]
        for c in terminators(before, "scf.condition"):
            args = c.operands[1:]
            edges += [Edge(c, args, "parent", result_types(self)), Edge(c, args, region_label(1), after_tys)]
        for y in terminators(after, "scf.yield"):
            edges.append(Edge(y, y.operands, region_label(0), before_tys))
        verify_edges(self, edges)


def _operand_type_mismatch(n_operands: int, n_types: int) -> str:
    """OpAsmParser::resolveOperands with a location: counts differ."""
    return f"number of operands and types do not match: got {n_operands} operands and {n_types} types"


class _DeviceMappingArrayC(C.AttrConstraint):
    """DeviceMappingArrayAttr: an array of DeviceMappingAttrInterface attributes
    (the attribute classes that declare `device_mapping`)."""

    summary = "Device Mapping array attribute"

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(getattr(a, "device_mapping", False) for a in attr.elements)


# ---- scf.parallel ------------------------------------------------------------------------------
@scf.op
class ParallelOp(OpDef):
    name = "scf.parallel"
    lowerBound = var_operand(C.Index)
    upperBound = var_operand(C.Index)
    step = var_operand(C.Index)
    initVals = var_operand()
    results_ = var_result()
    body = region(single_block=True)
    traits = (AttrSizedOperandSegments, AutomaticAllocationScope, RecursiveMemoryEffects,
              SingleBlockImplicitTerminator("scf.reduce"))
    grammar = "op__scf__parallel___header region [dict_attr]"
    # parseArgumentList / parseOperandList(Paren): their contexts in errors.
    rules = {
        "header": ('op__scf__parallel___argument_list_open [value_list] ")" "=" '
                   'op__scf__parallel___operand_list_open [value_list] ")" "to" '
                   'op__scf__parallel___operand_list_open [value_list] ")" "step" '
                   'op__scf__parallel___operand_list_open [value_list] ")" ["init" "(" [value_list] ")"] '
                   '["->" function_result_types]'),
        "argument_list_open": '"("',
        "operand_list_open": '"("',
    }

    @classmethod
    def rule_argument_list_open(cls, children: list[Any], builder: Any) -> DelimitedListOpen:
        return DelimitedListOpen("(", ")", " in argument list")

    @classmethod
    def rule_operand_list_open(cls, children: list[Any], builder: Any) -> DelimitedListOpen:
        return DelimitedListOpen("(", ")", " in operand list")

    @classmethod
    def rule_header(cls, children: list[Any], builder: Any) -> tuple[list[list[Value]], list[T.Type]]:
        ivs, lbs, ubs, steps, inits, types = (c or [] for c in children if not isinstance(c, DelimitedListOpen))
        groups = [[builder.use(v, T.index) for v in g] for g in (lbs, ubs, steps)]
        for name, group in (("=", lbs), ("to", ubs), ("step", steps)):
            if len(group) != len(ivs):  # parseOperandList(..., ivs.size(), Paren)
                tok = builder.op_name_token(cls.name)
                where = builder.keyword_loc_after(tok, name, after=True) if tok is not None else None
                raise builder.op_name_error(cls.name, f"expected {len(ivs)} operands", where)
        if len(inits) != len(types):  # resolveOperands(initVals, types, getNameLoc())
            raise builder.op_name_error(cls.name, _operand_type_mismatch(len(inits), len(types)))
        groups.append([builder.use(v, t) for v, t in zip(inits, types)])
        builder.pending_entry_args = [_arg(builder, iv, T.index) for iv in ivs]
        return groups, list(types)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> ParallelOp:
        tok, (groups, types), body, attrs = children
        props: dict[str, A.Attribute] = {}
        discardable = split_attr_dict(cls, attrs, props)
        loc = builder.loc(tok)
        add_terminator(body, "scf.reduce", loc)
        op = cls.build(groups, [types], props, discardable, [body], (), loc)
        return op  # type: ignore[return-value]

    def print(self, p: Printer) -> None:
        body = self.regions[0]
        args = body.blocks[0].args if body.blocks else []
        lbs, ubs, steps, inits = (self.operand_group(i) for i in range(4))
        p.write(f" ({', '.join(p.value_name(a) for a in args)}) = ({', '.join(p.value_name(v) for v in lbs)})"
                f" to ({', '.join(p.value_name(v) for v in ubs)}) step ({', '.join(p.value_name(v) for v in steps)})")
        if inits:
            p.write(f" init ({', '.join(p.value_name(v) for v in inits)})")
        print_arrow_types(p, result_types(self))
        p.write(" ")
        p.print_region(body, print_entry_args=False, print_terminators=True)
        print_attrs(p, self, ("operandSegmentSizes",))

    def verify_(self) -> None:
        _verify_sized(self, ["region"], self.regions)
        lbs, ubs, steps, inits = (self.operand_group(i) for i in range(4))
        if not steps:
            raise self.emit_error("needs at least one tuple element for lowerBound, upperBound and step")
        for s in steps:
            c = constant_index(s)
            if c is not None and c <= 0:
                raise self.emit_error("constant step operand must be positive")
        body = self.regions[0].blocks[0]
        if len(body.args) != len(steps):
            raise self.emit_error(f"expects the same number of induction variables: {len(body.args)} as bound "
                                  f"and step values: {len(steps)}")
        if any(a.type is not T.index for a in body.args):
            raise self.emit_error("expects arguments for the induction variable to be of index type")
        reduce = body.last
        if reduce is None or reduce.name != "scf.reduce":
            err = self.emit_error("expects body to terminate with 'scf.reduce'")
            if reduce is not None:
                err.note("terminator here", reduce.loc)
            raise err
        n_red = len(reduce.regions)
        if len(self.results) != n_red:
            raise self.emit_error(f"expects number of results: {len(self.results)} to be the same as number of "
                                  f"reductions: {n_red}")
        if len(self.results) != len(inits):
            raise self.emit_error(f"expects number of results: {len(self.results)} to be the same as number of "
                                  f"initial values: {len(inits)}")
        red_ops = reduce.operands
        for i in range(n_red):
            rt, ot = self.results[i].type, red_ops[i].type if i < len(red_ops) else None
            if rt is not ot:
                raise reduce.emit_error(f"expects type of {i}-th reduction operand: '{ot}' to be the same as the "
                                        f"{i}-th result type: '{rt}'")  # type: ignore[attr-defined]


def constant_index(v: Value) -> int | None:
    """getConstantIntValue: the value of an integer constant operand."""
    op = getattr(v, "op", None)
    if op is None or op.name not in ("arith.constant",):
        return None
    attr = op.properties.get("value") or op.attributes.get("value")
    return attr.value if isinstance(attr, A.IntegerAttr) else None


# ---- scf.forall -------------------------------------------------------------------------------
class MixedList:
    """A parsed dynamic index list: static values with DYNAMIC holes and the
    SSA operands filling them."""

    __slots__ = ("static", "dynamic")

    def __init__(self, static: list[int], dynamic: list[Any]) -> None:
        self.static = static
        self.dynamic = dynamic


def print_mixed(p: Printer, static: Sequence[int], dynamic: Sequence[Value], open_: str = "(",
                close: str = ")") -> None:
    """printDynamicIndexList."""
    items = []
    it = iter(dynamic)
    for s in static:
        if s == DYNAMIC:
            v = next(it, None)
            items.append(p.value_name(v) if v is not None else "<<UNKNOWN SSA VALUE>>")
        else:
            items.append(str(s))
    p.write(open_ + ", ".join(items) + close)


@scf.op
class ForallOp(OpDef):
    name = "scf.forall"
    dynamicLowerBound = var_operand(C.Index)
    dynamicUpperBound = var_operand(C.Index)
    dynamicStep = var_operand(C.Index)
    outputs = var_operand(C.AnyRankedTensor)
    staticLowerBound = prop(C.DenseI64ArrayAttr)
    staticUpperBound = prop(C.DenseI64ArrayAttr)
    staticStep = prop(C.DenseI64ArrayAttr)
    mapping = opt_prop(_DeviceMappingArrayC())
    results_ = var_result()
    body = region(single_block=True)
    traits = (AttrSizedOperandSegments, AutomaticAllocationScope, RecursiveMemoryEffects,
              SingleBlockImplicitTerminator("scf.forall.in_parallel"))
    grammar = "op__scf__forall___header region [dict_attr]"
    rules = {
        "header": ('op__scf__forall___argument_list_open [value_list] ")" (op__scf__forall___in | '
                   'op__scf__forall___range) ["shared_outs" "(" op__scf__forall___assigns ")" '
                   '["->" function_result_types]]'),
        "argument_list_open": '"("',  # parseArgumentList(Paren)
        "in": '"in" op__scf__forall___list',
        "range": '"=" op__scf__forall___list "to" op__scf__forall___list "step" op__scf__forall___list',
        "list": '"(" [op__scf__forall___items] ")"',
        "items": "op__scf__forall___item | op__scf__forall___items \",\" op__scf__forall___item",
        "item": "VALUE | INTEGER | op__scf__forall___neg",
        "neg": '"-" INTEGER',
        "assigns": 'VALUE "=" VALUE | op__scf__forall___assigns "," VALUE "=" VALUE',
    }

    @classmethod
    def rule_neg(cls, children: list[Any], builder: Any) -> int:
        return -parse_int(children[0])

    @classmethod
    def rule_item(cls, children: list[Any], builder: Any) -> Any:
        c = children[0]
        if isinstance(c, str):  # a token
            return c if getattr(c, "type", "") == "VALUE" else parse_int(c)
        return c

    @classmethod
    def rule_items(cls, children: list[Any], builder: Any) -> list[Any]:
        if len(children) == 1:
            return [children[0]]
        children[0].append(children[1])
        return children[0]

    @classmethod
    def rule_list(cls, children: list[Any], builder: Any) -> MixedList:
        static: list[int] = []
        dynamic: list[Value] = []
        for item in children[0] or []:
            if isinstance(item, int):
                static.append(item)
            else:
                static.append(DYNAMIC)
                dynamic.append(builder.use(item, T.index))
        return MixedList(static, dynamic)

    @classmethod
    def rule_in(cls, children: list[Any], builder: Any) -> list[MixedList]:
        return [children[0]]

    @classmethod
    def rule_range(cls, children: list[Any], builder: Any) -> list[MixedList]:
        return list(children)

    @classmethod
    def rule_assigns(cls, children: list[Any], builder: Any) -> list[tuple[Any, Any]]:
        return _assigns(children)

    @classmethod
    def rule_argument_list_open(cls, children: list[Any], builder: Any) -> DelimitedListOpen:
        return DelimitedListOpen("(", ")", " in argument list")

    @classmethod
    def rule_header(cls, children: list[Any], builder: Any) -> Any:
        ivs, bounds, assigns, types = children[1:]
        ivs = ivs or []
        if len(bounds) == 1:
            n = len(ivs)
            ub = bounds[0]
            bounds = [MixedList([0] * n, []), ub, MixedList([1] * n, [])]
        assigns = assigns or []
        types = types or []
        if len(assigns) != len(types):
            # resolveOperands(outs, types, <the `shared_outs` keyword>).
            tok = builder.op_name_token(cls.name)
            if tok is not None:
                where = builder.keyword_loc_after(tok, "shared_outs")
            else:  # reached from a later syntax error: the keyword before the first output
                first = assigns[0][0]
                where = builder.pos_loc(builder.ctx.text.rfind("shared_outs", 0, first.start_pos))
            raise builder.op_name_error(cls.name, _operand_type_mismatch(len(assigns), len(types)), where)
        outs = [builder.use(v, t) for (_, v), t in zip(assigns, types)]
        builder.pending_entry_args = [_arg(builder, iv, T.index) for iv in ivs] + [
            _arg(builder, a, t) for (a, _), t in zip(assigns, types)]
        return bounds, outs, list(types)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> ForallOp:
        tok, (bounds, outs, types), body, attrs = children
        loc = builder.loc(tok)
        add_terminator(body, "scf.forall.in_parallel", loc)
        props: dict[str, A.Attribute] = {}
        discardable = split_attr_dict(cls, attrs, props)
        lb, ub, st = bounds
        props["staticLowerBound"] = A.DenseArrayAttr(T.i64, tuple(lb.static))
        props["staticUpperBound"] = A.DenseArrayAttr(T.i64, tuple(ub.static))
        props["staticStep"] = A.DenseArrayAttr(T.i64, tuple(st.static))
        return cls.build([lb.dynamic, ub.dynamic, st.dynamic, outs], [types], props, discardable, [body], (),
                         loc)  # type: ignore[return-value]

    def _static(self, name: str) -> tuple[int, ...]:
        a = self.properties.get(name)
        return a.values if isinstance(a, A.DenseArrayAttr) else ()

    def _is_normalized(self) -> bool:
        def all_const(static: Sequence[int], dynamic: Sequence[Value], want: int) -> bool:
            it = iter(dynamic)
            for s in static:
                if s == DYNAMIC:
                    v = next(it, None)
                    if v is None or constant_index(v) != want:
                        return False
                elif s != want:
                    return False
            return True

        return (all_const(self._static("staticLowerBound"), self.operand_group(0), 0)
                and all_const(self._static("staticStep"), self.operand_group(2), 1))

    def print(self, p: Printer) -> None:
        body = self.regions[0]
        args = body.blocks[0].args if body.blocks else []
        outs = self.operand_group(3)
        n_ivs = len(args) - len(outs)
        p.write(" (" + ", ".join(p.value_name(a) for a in args[:n_ivs]))
        if self._is_normalized():
            p.write(") in ")
            print_mixed(p, self._static("staticUpperBound"), self.operand_group(1))
        else:
            p.write(") = ")
            print_mixed(p, self._static("staticLowerBound"), self.operand_group(0))
            p.write(" to ")
            print_mixed(p, self._static("staticUpperBound"), self.operand_group(1))
            p.write(" step ")
            print_mixed(p, self._static("staticStep"), self.operand_group(2))
        print_init_list(p, args[n_ivs:], outs, " shared_outs")
        p.write(" ")
        if outs:
            p.write("-> (")
            p.print_list(result_types(self), p.print_type)
            p.write(") ")
        p.print_region(body, print_entry_args=False, print_terminators=bool(self.results))
        print_attrs(p, self, ("operandSegmentSizes", "staticLowerBound", "staticUpperBound", "staticStep"))

    def verify_(self) -> None:
        _verify_sized(self, ["region"], self.regions)
        outs = self.operand_group(3)
        if len(outs) != len(self.results):
            raise self.emit_error("produces " + str(len(self.results)) + " results, but has only "
                                  + str(len(outs)) + " outputs")
        body = self.regions[0].blocks[0]
        n_loops = len(self._static("staticLowerBound"))
        if len(body.args) != n_loops + len(outs):
            raise self.emit_error(f"region expects {n_loops} arguments")
        for i in range(n_loops):
            if body.args[i].type is not T.index:
                raise self.emit_error(f"expects {i}-th block argument to be an index")
        for i, out in enumerate(outs):
            if body.args[n_loops + i].type is not out.type:
                raise self.emit_error(f"type mismatch between {i}-th output and corresponding block argument")
        mapping = self.properties.get("mapping")
        if isinstance(mapping, A.ArrayAttr) and mapping.elements:
            masks = [a for a in mapping.elements if getattr(a, "device_masking", False)]
            if len(mapping.elements) - len(masks) != n_loops:
                raise self.emit_error("mapping attribute size must match op rank")
            if len(masks) > 1:
                raise self.emit_error('"mapping" supports at most one device masking attribute')
        # verifyListOfOperandsOrIntegers (emitError: no op prefix).
        for i, (prop_name, what) in enumerate((("staticLowerBound", "lower bound"), ("staticUpperBound", "upper bound"),
                                               ("staticStep", "step"))):
            static = self._static(prop_name)
            if len(static) != n_loops:
                raise MLIRError(f"expected {n_loops} {what} values, got {len(static)}", self.loc)
            dynamic = sum(1 for v in static if v == DYNAMIC)
            if len(self.operand_group(i)) != dynamic:
                raise MLIRError(f"expected {dynamic} dynamic {what} values", self.loc)


# ---- scf.index_switch --------------------------------------------------------------------------
@custom_directive
class SwitchCases(CustomDirective):
    """custom<SwitchCases>($cases, $caseRegions): `case <int> <region>`*."""

    name = "SwitchCases"
    grammar = '("case" typed_literal region)*'

    def parse(self, builder: Any, children: list[Any]) -> Any:
        values = []
        regions = []
        for i in range(0, len(children), 2):
            kind, neg, tok = children[i]
            v = parse_int(tok) if kind == "int" else int(tok)
            values.append(-v if neg else v)
            regions.append(children[i + 1])
        return values, regions

    def bind(self, value: Any, args: list[Any], b: Binding) -> None:
        values, regions = value
        b.props[args[0].name] = A.DenseArrayAttr(T.i64, tuple(values))
        b.regions[args[1].name] = regions

    def print(self, p: Printer, op: Any, args: list[Any]) -> None:
        cases = op.properties.get("cases")
        values = cases.values if isinstance(cases, A.DenseArrayAttr) else ()
        for v, r in zip(values, op.regions[1:]):
            p.newline()
            p.write(f"case {v} ")
            p.print_region(r, print_entry_args=False, print_terminators=True)


@scf.op
class IndexSwitchOp(OpDef):
    name = "scf.index_switch"
    arg = operand(C.Index)
    cases = prop(C.DenseI64ArrayAttr)
    results_ = var_result()
    defaultRegion = region(single_block=True)
    caseRegions = var_region()
    traits = (RecursiveMemoryEffects, SingleBlockImplicitTerminator("scf.yield"))
    assembly_format = ("$arg attr-dict (`->` type($results_)^)? custom<SwitchCases>($cases, $caseRegions) `\\n` "
                       "`` `default` $defaultRegion")

    def verify_(self) -> None:
        cases = self.properties.get("cases")
        values = cases.values if isinstance(cases, A.DenseArrayAttr) else ()
        case_regions = self.regions[1:]
        if len(values) != len(case_regions):
            raise self.emit_error(f"has {len(case_regions)} case regions but {len(values)} case values")
        seen: set[int] = set()
        for v in values:
            if v in seen:
                raise self.emit_error(f"has duplicate case value: {v}")
            seen.add(v)
        self._verify_region(self.regions[0], "default region")
        for i, r in enumerate(case_regions):
            self._verify_region(r, f"case region #{i}")

    def _verify_region(self, r: Region, name: str) -> None:
        last = r.blocks[0].last if r.blocks else None
        if last is None or last.name != "scf.yield":
            raise self.emit_error(f"expected region to end with scf.yield, but got "
                                  f"{last.name if last is not None else 'nothing'}")
        vals = last.operands
        if len(vals) != len(self.results):
            raise self.emit_error(f"expected each region to return {len(self.results)} values, but {name} returns "
                                  f"{len(vals)}").note("see yield operation here", last.loc)
        for i, (res, v) in enumerate(zip(self.results, vals)):
            if res.type is not v.type:
                raise self.emit_error(f"expected result #{i} of each region to be '{res.type}'").note(
                    f"{name} returns '{v.type}' here", last.loc)
