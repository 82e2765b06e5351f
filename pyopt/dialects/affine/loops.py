"""affine.for, affine.if and affine.parallel: loop bounds as affine maps
applied to dims and symbols, conditions as integer sets (AffineOps.cpp
parse/print/verify)."""

from __future__ import annotations

import re
from typing import Any, Sequence

from pyopt.ir import affine as AF
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.ods import (AttrSizedOperandSegments, AutomaticAllocationScope, OpDef, RecursiveMemoryEffects,
                          SingleBlockImplicitTerminator, prop, region, var_operand, var_result)
from pyopt.ir.printer import Printer
from pyopt.ir.syntax_errors import DelimitedListOpen
from pyopt.dialects.affine.attrs import (AffineMapAttr, I32ElementsAttr, I64ArrayAttr, IntegerSetAttr,
                                         ReductionsAttr, elements, i32_tensor, i64_array)
from pyopt.dialects.affine.base import (DIM_SYMS, DIRECTIVES, SSA_EXPR, SSA_EXPR_LIST, SSA_PAREN_LIST, SSAExprBuilder,
                                        affine, expect_attr, float_for_index, map_of_ssa_ids_text, op_error,
                                        print_dim_and_symbol_list, print_expr_of_ssa_ids, use_all,
                                        verify_dim_and_symbol_identifiers)
from pyopt.dialects.region_branch import (Edge, add_terminator, print_attrs, region_label, result_types,
                                          split_attr_dict, terminators, verify_edges, verify_loop_like)


def verify_sized_region(op: Any, index: int, name: str) -> None:
    """SizedRegion<1>: the ODS region constraint."""
    if len(op.regions[index].blocks) != 1:
        raise op.emit_error(f"region #{index} ('{name}') failed to verify constraint: region with 1 blocks")


def _entry_arg(builder: Any, tok: Any, ty: T.Type) -> tuple[Any, T.Type, A.Location]:
    return (tok, ty, builder.loc(tok))


def _map(op: Any, name: str) -> AF.AffineMap:
    return op.properties[name].value


# ---- affine.for ---------------------------------------------------------------------------------
class _Bound:
    __slots__ = ("map", "operands")

    def __init__(self, m: AF.AffineMap, operands: list[Value]) -> None:
        self.map = m
        self.operands = operands


class ForHeader:
    __slots__ = ("lb", "ub", "step", "inits", "types")

    def __init__(self, lb: _Bound, ub: _Bound, step: int, inits: list[Value], types: list[T.Type]) -> None:
        self.lb, self.ub, self.step, self.inits, self.types = lb, ub, step, inits, types


@affine.op
class AffineForOp(OpDef):
    name = "affine.for"
    lowerBoundOperands = var_operand(C.Index)
    upperBoundOperands = var_operand(C.Index)
    inits = var_operand()
    lowerBoundMap = prop(AffineMapAttr)
    upperBoundMap = prop(AffineMapAttr)
    step = prop(C.IndexAttr)
    results_ = var_result()
    body = region(single_block=True)
    traits = (AttrSizedOperandSegments, AutomaticAllocationScope, SingleBlockImplicitTerminator("affine.yield"),
              RecursiveMemoryEffects)
    uses_directives = DIRECTIVES
    keyword_contexts = {"to": " between bounds"}  # parseKeyword("to", " between bounds")
    grammar = "op__affine__for___header region [dict_attr]"
    rules = {
        # parseRegionArgument: the induction variable may carry its location.
        "header": ('VALUE [location] "=" op__affine__for___lower "to" op__affine__for___upper ["step" attribute] '
                   '["iter_args" "(" op__affine__for___assigns ")" "->" function_result_types]'),
        "lower": "[op__affine__for___max] op__affine__for___bound",
        "upper": "[op__affine__for___min] op__affine__for___bound",
        "max": '"max"',
        "min": '"min"',
        "bound": f"value_list | attribute [{DIM_SYMS}]",
        "assigns": 'VALUE "=" VALUE | op__affine__for___assigns "," VALUE "=" VALUE',
    }

    @classmethod
    def rule_max(cls, children: list[Any], builder: Any) -> bool:
        return True

    rule_min = rule_max

    @classmethod
    def rule_bound(cls, children: list[Any], builder: Any) -> Any:
        return children

    @classmethod
    def rule_lower(cls, children: list[Any], builder: Any) -> Any:
        return (bool(children[0]), children[1])

    rule_upper = rule_lower

    @classmethod
    def rule_assigns(cls, children: list[Any], builder: Any) -> list[tuple[Any, Any]]:
        if len(children) == 2:
            return [(children[0], children[1])]
        children[0].append((children[1], children[2]))
        return children[0]

    @classmethod
    def _bound(cls, builder: Any, op_tok: Any, bound: Any, is_lower: bool) -> _Bound:
        has_keyword, parts = bound
        if len(parts) == 1:  # an SSA value: the symbol identity map
            values = parts[0]
            if len(values) > 1:
                raise op_error(builder, op_tok, "expected only one loop bound operand")
            return _Bound(AF.AffineMap(0, 1, (AF.sym(0),)), [builder.use(values[0], T.index)])
        attr, dim_syms = parts
        if isinstance(attr, A.AffineMapAttr):
            if dim_syms is None:  # parseDimAndSymbolList's parseOperandList(Paren), after the map
                raise MLIRError("expected '(' in operand list",
                                builder.pos_loc(_after_attribute(builder, cls._attr_pos(builder, op_tok, is_lower))))
            dims, syms = dim_syms
            operands = use_all(builder, dims + syms)
            m = attr.value
            if m.num_dims != len(dims):
                raise op_error(builder, op_tok, "dim operand count and affine map dim count must match")
            if m.num_dims + m.num_symbols != len(operands):
                raise op_error(builder, op_tok, "symbol operand count and affine map symbol count must match")
            if m.num_results > 1 and not has_keyword:
                which = ("lower loop bound affine map with multiple results requires 'max' prefix" if is_lower
                         else "upper loop bound affine map with multiple results requires 'min' prefix")
                raise MLIRError(f"custom op '{op_tok}' {which}", cls._attr_loc(builder, op_tok, is_lower))
            return _Bound(m, operands)
        if isinstance(attr, A.IntegerAttr) and dim_syms is None:
            return _Bound(AF.AffineMap.constant_map(attr.value), [])
        if isinstance(attr, A.FloatAttr):  # parseAttribute(attr, indexType) on a float literal
            raise float_for_index(builder, cls._attr_pos(builder, op_tok, is_lower))
        raise op_error(builder, op_tok, "expected valid affine map representation for loop bounds")

    @staticmethod
    def _attr_loc(builder: Any, op_tok: Any, is_lower: bool) -> A.Location:
        return builder.pos_loc(AffineForOp._attr_pos(builder, op_tok, is_lower))

    @staticmethod
    def _attr_pos(builder: Any, op_tok: Any, is_lower: bool) -> int:
        """Where a bound's map attribute starts: after `=` (and `max`), or
        after `to` (and `min`)."""
        text = builder.ctx.text
        start = op_tok.start_pos
        pos = text.find("=", start) + 1 if is_lower else _find_word(text, "to", start) + 2
        while text[pos] in " \t\r\n":
            pos += 1
        word = "max" if is_lower else "min"
        if text.startswith(word, pos):
            pos += 3
            while text[pos] in " \t\r\n":
                pos += 1
        return pos

    @classmethod
    def rule_header(cls, children: list[Any], builder: Any) -> ForHeader:
        iv, iv_loc, lower, upper, step_attr, assigns, types = children
        op_tok = builder.last_op_start
        lb = cls._bound(builder, op_tok, lower, True)
        ub = cls._bound(builder, op_tok, upper, False)
        step = 1
        if step_attr is not None:
            if isinstance(step_attr, A.FloatAttr):
                raise float_for_index(builder, _after_word_pos(builder, op_tok, "step"))
            if not isinstance(step_attr, A.IntegerAttr):
                raise MLIRError(f"custom op '{op_tok}' invalid kind of attribute specified",
                                builder.keyword_loc_after(op_tok, "step"))
            step = step_attr.value
            if step < 0:
                loc = builder.keyword_loc_after(op_tok, "step")
                raise MLIRError(f"custom op '{op_tok}' expected step to be representable as a positive signed "
                                "integer", _after_word(builder, loc, op_tok, "step"))
        assigns = assigns or []
        types = list(types or [])
        inits = [builder.use(v, t) for (_, v), t in zip(assigns, types)]
        if len(assigns) != len(types):
            raise op_error(builder, op_tok, "mismatch between the number of loop-carried values and results")
        iv_arg = (iv, T.index, iv_loc) if iv_loc is not None else _entry_arg(builder, iv, T.index)
        builder.pending_entry_args = [iv_arg] + [
            _entry_arg(builder, a, t) for (a, _), t in zip(assigns, types)]
        return ForHeader(lb, ub, step, inits, types)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AffineForOp:
        tok, header, body, attrs = children
        props: dict[str, A.Attribute] = {
            "lowerBoundMap": A.AffineMapAttr(header.lb.map), "upperBoundMap": A.AffineMapAttr(header.ub.map),
            "step": A.IntegerAttr(header.step, T.index),
            "operandSegmentSizes": A.DenseArrayAttr(T.i32, (len(header.lb.operands), len(header.ub.operands),
                                                            len(header.inits)))}
        discardable = split_attr_dict(cls, attrs, props)
        loc = builder.loc(tok)
        add_terminator(body, "affine.yield", loc)
        operands = header.lb.operands + header.ub.operands + header.inits
        return cls(operands, header.types, discardable, props, [body], [], loc)

    def print(self, p: Printer) -> None:
        body = self.regions[0]
        args = body.blocks[0].args if body.blocks else []
        p.write(" " + (p.value_name(args[0]) if args else "<<UNKNOWN SSA VALUE>>"))
        if args and p.options.debuginfo and args[0].loc is not None:  # printRegionArgument
            p.write(" ")
            p.print_arg_loc(args[0].loc)
        p.write(" = ")
        lb, ub = _map(self, "lowerBoundMap"), _map(self, "upperBoundMap")
        ops = self.operands
        _print_bound(p, self.properties["lowerBoundMap"], lb, ops[:lb.num_inputs], "max")
        p.write(" to ")
        _print_bound(p, self.properties["upperBoundMap"], ub, ops[lb.num_inputs:lb.num_inputs + ub.num_inputs], "min")
        step = self.properties["step"].value  # type: ignore[attr-defined]
        if step != 1:
            p.write(f" step {step}")
        inits = ops[lb.num_inputs + ub.num_inputs:]
        if inits:
            p.write(" iter_args(")
            p.write(", ".join(f"{p.value_name(a)} = {p.value_name(v)}" for a, v in zip(args[1:], inits)))
            p.write(") -> (")
            p.print_list([r.type for r in self.results], p.print_type)
            p.write(")")
        p.write(" ")
        p.print_region(body, print_entry_args=False, print_terminators=bool(inits))
        print_attrs(p, self, ("lowerBoundMap", "upperBoundMap", "step", "operandSegmentSizes"))

    def verify_(self) -> None:
        verify_sized_region(self, 0, "region")

    def verify_regions_(self) -> None:
        body = self.regions[0]
        args = body.blocks[0].args
        inits = self.operand_group(2)
        if not args:  # getNumRegionIterArgs() wraps around in MLIR
            raise self.emit_error(f"different number of inits and region iter_args: {len(inits)} != "
                                  f"{(1 << 64) - 1}")
        iter_args = args[1:]
        yielded = _yielded(body)
        verify_loop_like(self, inits, iter_args, yielded, self.results)
        # RegionBranchOpInterface.
        arg_tys = [a.type for a in iter_args]
        res_tys = result_types(self)
        edges = [Edge(None, inits, region_label(0), arg_tys), Edge(None, inits, "parent", res_tys)]
        for y in terminators(body, "affine.yield"):
            edges += [Edge(y, y.operands, region_label(0), arg_tys), Edge(y, y.operands, "parent", res_tys)]
        verify_edges(self, edges)
        # AffineForOp::verifyRegions.
        if not args or args[0].type is not T.index:
            raise self.emit_error("expected body to have a single index argument for the induction variable")
        lb, ub = _map(self, "lowerBoundMap"), _map(self, "upperBoundMap")
        if lb.num_inputs > 0:
            verify_dim_and_symbol_identifiers(self, self.operand_group(0), lb.num_dims)
        if ub.num_inputs > 0:
            verify_dim_and_symbol_identifiers(self, self.operand_group(1), ub.num_dims)


def _find_word(text: str, word: str, start: int) -> int:
    m = re.compile(rf"(?<![\w$.%]){word}(?![\w$.])").search(text, start)
    return m.start() if m else start


def _after_word(builder: Any, loc: A.Location, op_tok: Any, word: str) -> A.Location:
    return builder.pos_loc(_after_word_pos(builder, op_tok, word))


def _after_word_pos(builder: Any, op_tok: Any, word: str) -> int:
    text = builder.ctx.text
    pos = _find_word(text, word, op_tok.start_pos) + len(word)
    while text[pos] in " \t\r\n":
        pos += 1
    return pos


def _after_attribute(builder: Any, pos: int) -> int:
    """Where a wrong-token error after the map attribute at `pos` (an alias
    or `affine_map<...>`) is reported (Parser::emitWrongTokenError)."""
    from pyopt.ir.syntax_errors import _wrong_token_pos

    text = builder.ctx.text
    m = re.compile(r"#[\w$.-]+").match(text, pos)
    end = m.end() if m else pos
    if not m and text.startswith("affine_map<", pos):
        depth, end = 0, pos + len("affine_map")
        while end < len(text):
            c = text[end]
            depth += c == "<"
            depth -= c == ">" and text[end - 1] != "-"
            end += 1
            if depth == 0:
                break
    while end < len(text) and text[end] in " \t\r\n":
        end += 1
    return _wrong_token_pos(text, end)


def _yielded(region: Region) -> list[Value]:
    if region.blocks and region.blocks[0].last is not None and region.blocks[0].last.name == "affine.yield":
        return region.blocks[0].last.operands
    return []


def _print_bound(p: Printer, attr: A.Attribute, m: AF.AffineMap, operands: Sequence[Value], prefix: str) -> None:
    """printBound: a constant, a lone symbol operand, or the map applied to
    its dims and symbols (`min`/`max` before a multi-result map)."""
    if m.num_results == 1:
        expr = m.results[0]
        if m.num_dims == 0 and m.num_symbols == 0 and isinstance(expr, AF.AffineConstantExpr):
            p.write(str(expr.value))
            return
        if m.num_dims == 0 and m.num_symbols == 1 and isinstance(expr, AF.AffineSymbolExpr) and operands:
            p.write(p.value_name(operands[0]))
            return
    else:
        p.write(prefix + " ")
    p.print_attr(attr)
    print_dim_and_symbol_list(p, operands, m.num_dims)


# ---- affine.if -------------------------------------------------------------------------------------
@affine.op
class AffineIfOp(OpDef):
    name = "affine.if"
    operands_ = var_operand()
    condition = prop(IntegerSetAttr)
    results_ = var_result()
    thenRegion = region(single_block=True)
    elseRegion = region()
    traits = (SingleBlockImplicitTerminator("affine.yield"), RecursiveMemoryEffects)
    uses_directives = DIRECTIVES
    grammar = 'op__affine__if___header region ["else" region] [dict_attr]'
    rules = {"header": f'attribute {DIM_SYMS} ["->" function_result_types]'}

    @classmethod
    def rule_header(cls, children: list[Any], builder: Any) -> tuple[A.Attribute, list[Value], list[T.Type]]:
        attr, (dims, syms), types = children
        op_tok = builder.last_op_start
        expect_attr(builder, op_tok, attr, A.IntegerSetAttr, builder.loc_after(op_tok))
        operands = use_all(builder, dims + syms)
        s = attr.value  # type: ignore[attr-defined]
        if s.num_dims != len(dims):
            raise op_error(builder, op_tok, "dim operand count and integer set dim count must match")
        if s.num_dims + s.num_symbols != len(operands):
            raise op_error(builder, op_tok, "symbol operand count and integer set symbol count must match")
        return attr, operands, list(types or [])

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AffineIfOp:
        tok, (attr, operands, types), then, els, attrs = children
        loc = builder.loc(tok)
        add_terminator(then, "affine.yield", loc)
        if els is None:
            els = Region()
        else:
            add_terminator(els, "affine.yield", loc)
        props = {"condition": attr}
        discardable = split_attr_dict(cls, attrs, props)
        return cls(operands, types, discardable, props, [then, els], [], loc)

    def print(self, p: Printer) -> None:
        attr = self.properties["condition"]
        p.write(" ")
        p.print_attr(attr)
        print_dim_and_symbol_list(p, self.operands, attr.value.num_dims)  # type: ignore[attr-defined]
        if self.results:
            p.write(" -> ")
            p.print_function_results(result_types(self))
        p.write(" ")
        has_results = bool(self.results)
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=has_results)
        els = self.regions[1]
        if els.blocks:
            p.write(" else ")
            p.print_region(els, print_entry_args=False, print_terminators=has_results)
        print_attrs(p, self, ("condition",))

    def verify_(self) -> None:
        verify_sized_region(self, 0, "thenRegion")
        for i, r in enumerate(self.regions):
            if r.blocks and r.blocks[0].args:
                raise self.emit_error(f"region #{i} should have no arguments")
        s = self.properties["condition"].value  # type: ignore[attr-defined]
        if len(self.operands) != s.num_inputs:
            raise self.emit_error("operand count and condition integer set dimension and symbol count must match")
        verify_dim_and_symbol_identifiers(self, self.operands, s.num_dims)

    def verify_regions_(self) -> None:
        res = result_types(self)
        edges = []
        if not self.regions[1].blocks:
            edges.append(Edge(None, [], "parent", res))
        for r in self.regions:
            edges += [Edge(y, y.operands, "parent", res) for y in terminators(r, "affine.yield")]
        verify_edges(self, edges)


# ---- affine.parallel ---------------------------------------------------------------------------------
class _Groups:
    """A parsed parallel bound: the flat map, its operands, group sizes."""

    __slots__ = ("map", "operands", "groups")

    def __init__(self, m: AF.AffineMap, operands: list[Value], groups: list[int]) -> None:
        self.map, self.operands, self.groups = m, operands, groups


def _dedup(builder: Any, lists: list[list[Any]], kind: str) -> tuple[list[Value], list[AF.AffineExpr]]:
    """deduplicateAndResolveOperands."""
    unique: list[Value] = []
    repl: list[AF.AffineExpr] = []
    for toks in lists:
        for v in use_all(builder, toks):
            pos = next((i for i, u in enumerate(unique) if u is v), len(unique))
            if pos == len(unique):
                unique.append(v)
            repl.append(AF.dim(pos) if kind == "dim" else AF.sym(pos))
    return unique, repl


def _keyword_pos(builder: Any, op_tok: Any, kw: str) -> int:
    """Where the first `max(` (in the upper bounds) or `min(` (in the lower
    ones) of an affine.parallel is: the keywords are no tokens of their own."""
    text = builder.ctx.text
    to = _find_word(text, "to", op_tok.start_pos)
    start, end = (to, len(text)) if kw == "max" else (op_tok.start_pos, to)
    m = re.compile(rf"(?<![\w$.%]){kw}\s*\(").search(text, start, end)
    return m.start() if m else op_tok.start_pos


def _parallel_bound(builder: Any, op_tok: Any, groups: list[Any] | None, keyword: str) -> _Groups:
    """parseAffineMapWithMinMax."""
    if not groups:
        return _Groups(AF.AffineMap(0, 0, ()), [], [])
    exprs: list[AF.AffineExpr] = []
    dim_lists: list[list[Any]] = []
    sym_lists: list[list[Any]] = []
    sizes: list[int] = []
    for g in groups:
        if g[0] == "group":
            _, kw, nodes = g
            if kw != keyword:  # the other keyword is an affine identifier here, never declared
                raise MLIRError("use of undeclared identifier", builder.pos_loc(_keyword_pos(builder, op_tok, kw)))
            b = SSAExprBuilder(builder, ")")
            m = b.map(nodes)
            exprs += m.results
            dim_lists += [list(b.dims)] * m.num_results
            sym_lists += [list(b.syms)] * m.num_results
            sizes.append(m.num_results)
        else:
            b = SSAExprBuilder(builder, ")")
            exprs.append(b.expr(g))
            dim_lists.append(list(b.dims))
            sym_lists.append(list(b.syms))
            sizes.append(1)
    total_dims = total_syms = 0
    for i, e in enumerate(exprs):
        nd, ns = len(dim_lists[i]), len(sym_lists[i])
        exprs[i] = e.shift_dims(nd, total_dims).shift_symbols(ns, total_syms)
        total_dims += nd
        total_syms += ns
    dims, dim_repl = _dedup(builder, dim_lists, "dim")
    syms, sym_repl = _dedup(builder, sym_lists, "sym")
    flat = AF.AffineMap(total_dims, total_syms, exprs).replace_dims_and_symbols(dim_repl, sym_repl, len(dims),
                                                                              len(syms))
    return _Groups(flat, dims + syms, sizes)


class ParallelHeader:
    __slots__ = ("lbs", "ubs", "steps", "reductions", "types")

    def __init__(self, lbs: _Groups, ubs: _Groups, steps: list[int], reductions: list[int],
                 types: list[T.Type]) -> None:
        self.lbs, self.ubs, self.steps, self.reductions, self.types = lbs, ubs, steps, reductions, types


_P = "op__affine__parallel___"


@affine.op
class AffineParallelOp(OpDef):
    name = "affine.parallel"
    reductions = prop(ReductionsAttr)
    lowerBoundsMap = prop(AffineMapAttr)
    lowerBoundsGroups = prop(I32ElementsAttr)
    upperBoundsMap = prop(AffineMapAttr)
    upperBoundsGroups = prop(I32ElementsAttr)
    steps = prop(I64ArrayAttr)
    mapOperands = var_operand(C.Index)
    results_ = var_result()
    body = region(single_block=True)
    traits = (AutomaticAllocationScope, SingleBlockImplicitTerminator("affine.yield"), RecursiveMemoryEffects)
    uses_directives = DIRECTIVES
    grammar = f"{_P}header region [dict_attr]"
    rules = {
        "header": (f'{_P}argument_list_open [value_list] ")" "=" {_P}bounds "to" {_P}bounds ["step" {SSA_PAREN_LIST}] '
                   f'["reduce" "(" STRING ("," STRING)* ")"] ["->" function_result_types]'),
        "bounds": f'"(" [{_P}group ("," {_P}group)*] ")"',
        "group": f'{SSA_EXPR} | {_P}max | {_P}min',
        "argument_list_open": '"("',  # parseArgumentList(Paren): " in argument list" in its errors
        "max": f'"max" "(" {SSA_EXPR_LIST} ")"',
        "min": f'"min" "(" {SSA_EXPR_LIST} ")"',
    }

    @classmethod
    def rule_argument_list_open(cls, children: list[Any], builder: Any) -> DelimitedListOpen:
        return DelimitedListOpen("(", ")", " in argument list")

    @classmethod
    def rule_max(cls, children: list[Any], builder: Any) -> Any:
        return ("group", "max", children[0])

    @classmethod
    def rule_min(cls, children: list[Any], builder: Any) -> Any:
        return ("group", "min", children[0])

    @classmethod
    def rule_group(cls, children: list[Any], builder: Any) -> Any:
        return children[0]

    @classmethod
    def rule_bounds(cls, children: list[Any], builder: Any) -> list[Any]:
        return [c for c in children if c is not None]

    @classmethod
    def rule_header(cls, children: list[Any], builder: Any) -> ParallelHeader:
        _, ivs, lower, upper, step_exprs, *rest = children
        ivs = ivs or []
        types = rest.pop()
        reductions_toks = [c for c in rest if c is not None]
        op_tok = builder.last_op_start
        lbs = _parallel_bound(builder, op_tok, lower, "max")
        ubs = _parallel_bound(builder, op_tok, upper, "min")
        if step_exprs is None:
            steps = [1] * len(ivs)
        else:
            m = SSAExprBuilder(builder, ")").map(step_exprs)
            steps = []
            for r in m.results:
                if not isinstance(r, AF.AffineConstantExpr):
                    raise op_error(builder, op_tok, "steps must be constant integers")
                steps.append(r.value)
        from pyopt.dialects.memref.base import AtomicRMWKind

        reductions = []
        for t in reductions_toks:
            kind = AtomicRMWKind.by_name.get(str(t)[1:-1])
            if kind is None:
                raise MLIRError(f"custom op '{op_tok}' invalid reduction value: {t}", builder.loc(t))
            reductions.append(kind)
        builder.pending_entry_args = [_entry_arg(builder, iv, T.index) for iv in ivs]
        return ParallelHeader(lbs, ubs, steps, reductions, list(types or []))

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AffineParallelOp:
        tok, h, body, attrs = children
        props: dict[str, A.Attribute] = {
            "reductions": A.ArrayAttr(tuple(A.IntegerAttr(r, T.i64) for r in h.reductions)),
            "lowerBoundsMap": A.AffineMapAttr(h.lbs.map), "lowerBoundsGroups": i32_tensor(h.lbs.groups),
            "upperBoundsMap": A.AffineMapAttr(h.ubs.map), "upperBoundsGroups": i32_tensor(h.ubs.groups),
            "steps": i64_array(h.steps)}
        discardable = split_attr_dict(cls, attrs, props)
        loc = builder.loc(tok)
        add_terminator(body, "affine.yield", loc)
        return cls(h.lbs.operands + h.ubs.operands, h.types, discardable, props, [body], [], loc)

    def _bound_text(self, p: Printer, map_name: str, groups_name: str, operands: Sequence[Value],
                    keyword: str) -> str:
        """printMinMaxBound."""
        m = _map(self, map_name)
        dims, syms = operands[:m.num_dims], operands[m.num_dims:]
        parts = []
        start = 0
        for size in elements(self.properties.get(groups_name)):
            if size == 1:
                parts.append(print_expr_of_ssa_ids(p, m.results[start], dims, syms))
            else:
                sub = m.get_slice_map(start, size)
                parts.append(f"{keyword}({map_of_ssa_ids_text(p, sub, operands)})")
            start += size
        return ", ".join(parts)

    def print(self, p: Printer) -> None:
        body = self.regions[0]
        args = body.blocks[0].args if body.blocks else []
        lb = _map(self, "lowerBoundsMap")
        ops = self.operands
        lb_ops, ub_ops = ops[:lb.num_inputs], ops[lb.num_inputs:]
        p.write(" (")
        p.print_operands(args)
        p.write(f") = ({self._bound_text(p, 'lowerBoundsMap', 'lowerBoundsGroups', lb_ops, 'max')}) to "
                f"({self._bound_text(p, 'upperBoundsMap', 'upperBoundsGroups', ub_ops, 'min')})")
        steps = [a.value for a in self.properties["steps"]]  # type: ignore[attr-defined]
        if any(s != 1 for s in steps):
            p.write(" step (" + ", ".join(str(s) for s in steps) + ")")
        if self.results:
            from pyopt.dialects.memref.base import AtomicRMWKind

            names = [AtomicRMWKind.by_value.get(a.value, "") for a in self.properties["reductions"]]  # type: ignore
            p.write(" reduce (" + ", ".join(f'"{n}"' for n in names) + ") -> (")
            p.print_list(result_types(self), p.print_type)
            p.write(")")
        p.write(" ")
        p.print_region(body, print_entry_args=False, print_terminators=bool(self.results))
        print_attrs(p, self, ("reductions", "lowerBoundsMap", "lowerBoundsGroups", "upperBoundsMap",
                              "upperBoundsGroups", "steps"))

    def verify_(self) -> None:
        verify_sized_region(self, 0, "region")
        props = self.properties
        steps = list(props["steps"])  # type: ignore[call-overload]
        n = len(steps)
        lbg, ubg = elements(props["lowerBoundsGroups"]), elements(props["upperBoundsGroups"])
        body = self.regions[0]
        nargs = len(body.blocks[0].args) if body.blocks else 0
        if len(lbg) != n or len(ubg) != n or nargs != n:
            raise self.emit_error(f"the number of region arguments ({nargs}) and the number of map groups for "
                                  f"lower ({len(lbg)}) and upper bound ({len(ubg)}), and the number of steps "
                                  f"({n}) must all match")
        lb, ub = _map(self, "lowerBoundsMap"), _map(self, "upperBoundsMap")
        if sum(lbg) != lb.num_results:
            raise self.emit_error(f"expected lower bounds map to have {sum(lbg)} results")
        if sum(ubg) != ub.num_results:
            raise self.emit_error(f"expected upper bounds map to have {sum(ubg)} results")
        reductions = list(props["reductions"])  # type: ignore[call-overload]
        if len(reductions) != len(self.results):
            raise self.emit_error("a reduction must be specified for each output")
        from pyopt.dialects.memref.base import AtomicRMWKind

        for r, res in zip(reductions, self.results):
            kind = AtomicRMWKind.by_value.get(r.value)
            if kind is None:
                raise self.emit_error("invalid reduction attribute")
            if not _reduction_matches(res.type, kind):
                raise self.emit_error("result type cannot match reduction attribute")
        ops = self.operands
        verify_dim_and_symbol_identifiers(self, ops[:lb.num_inputs], lb.num_dims)
        verify_dim_and_symbol_identifiers(self, ops[lb.num_inputs:], ub.num_dims)


def _reduction_matches(ty: T.Type, kind: str) -> bool:
    """isResultTypeMatchAtomicRMWKind."""
    if kind in ("addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf"):
        return isinstance(ty, T.FloatType)
    if kind in ("addi", "muli", "ori", "andi", "xori"):
        return isinstance(ty, T.IntegerType)
    if kind == "assign":
        return True
    if kind in ("maxs", "mins"):
        return isinstance(ty, T.IntegerType) and ty.signedness == "s"
    if kind in ("maxu", "minu"):
        return isinstance(ty, T.IntegerType) and ty.signedness == "u"
    return False
