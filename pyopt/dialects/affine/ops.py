"""The affine dialect's non-loop ops: apply, min, max, the memory accesses
(load, store, vector_load, vector_store, prefetch, dma_start, dma_wait),
the index ops (delinearize_index, linearize_index) and yield.  Syntax,
printing and verifiers follow AffineOps.cpp."""

from __future__ import annotations

from typing import Any, ClassVar, Sequence

from pyopt.ir import affine as AF
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value
from pyopt.ir.diagnostics import MLIRError, two_errors
from pyopt.ir.format import op_rule_name
from pyopt.ir.ods import (AttrSizedOperandSegments, OpDef, Pure, ReturnLike, Terminator, operand, opt_prop,
                          prop, result, var_operand, var_result)
from pyopt.ir.printer import Printer
from pyopt.rewrite.side_effects import MemRead, MemWrite
from pyopt.dialects.affine.attrs import AffineMapAttr, LocalityHint, UnitProp, unit_prop, unit_prop_set
from pyopt.dialects.affine.base import (DIM_SYMS, DIRECTIVES, SSA_SUBSCRIPT, affine, affine_scope, expect_attr,
                                        float_for_index, is_valid_dim, map_of_ssa_ids_text, op_error,
                                        print_dim_and_symbol_list, prop_map, unresolved_map_of_ssa_ids, use_all,
                                        verify_dim_and_symbol_identifiers)
from pyopt.dialects.dynamic_index import (INDEX_LIST_OPEN, K_DYNAMIC, IndexListOpen, index_list_grammar,
                                          index_list_open_grammar, mixed_text, split_mixed)
from pyopt.dialects.region_branch import print_attrs, split_attr_dict

AnyVectorOfNonZeroRank = C.TypeConstraint(
    "vector of any type values", lambda t: isinstance(t, T.VectorType) and len(t.shape) > 0)


def _attr_loc(builder: Any, op_tok: Any) -> A.Location:
    """Where the attribute right after the op name starts."""
    return builder.loc_after(op_tok)


def _memref_type(builder: Any, op_tok: Any, ty: T.Type, at: A.Location) -> T.MemRefType:
    """parseColonType<MemRefType>: reported at the `:`."""
    if not isinstance(ty, T.MemRefType):
        raise MLIRError(f"custom op '{op_tok}' invalid kind of type specified: expected builtin.memref, but found "
                        f"'{ty}'", at)
    return ty


def _vector_type(builder: Any, op_tok: Any, ty: T.Type, at: A.Location) -> T.VectorType:
    """parseType<VectorType> after the memref type's `,`: reported at the type."""
    if not isinstance(ty, T.VectorType):
        raise MLIRError(f"custom op '{op_tok}' invalid kind of type specified: expected builtin.vector, but found "
                        f"'{ty}'", at)
    return ty


def _second_type_loc(builder: Any, op_tok: Any) -> A.Location:
    """The type after the `, ` that follows the op's `: memref<...>`."""
    text = builder.ctx.text
    colon = builder.colon_pos(op_tok)
    depth, pos = 0, colon + 1
    while pos < len(text):
        c = text[pos]
        if c in "<([{":
            depth += 1
        elif c in ">)]}" and not (c == ">" and text[pos - 1] == "-"):
            depth -= 1
        elif c == "," and depth == 0:
            break
        pos += 1
    pos += 1
    while pos < len(text) and text[pos] in " \t\r\n":
        pos += 1
    return builder.pos_loc(pos)


# ---- affine.apply, affine.min, affine.max -----------------------------------------------------
@affine.op
class AffineApplyOp(OpDef):
    name = "affine.apply"
    map = prop(AffineMapAttr)
    mapOperands = var_operand(C.Index)
    result_ = result(C.Index)
    traits = (Pure,)
    uses_directives = DIRECTIVES
    grammar = f"attribute {DIM_SYMS} [dict_attr]"

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AffineApplyOp:
        tok, attr, (dims, syms), attrs = children
        m = expect_attr(builder, tok, attr, A.AffineMapAttr, _attr_loc(builder, tok)).value
        operands = use_all(builder, dims + syms)
        props = {"map": attr}
        discardable = split_attr_dict(cls, attrs, props)
        if m.num_dims != len(dims) or m.num_dims + m.num_symbols != len(operands):
            raise op_error(builder, tok, "dimension or symbol index mismatch")
        return cls(operands, [T.index] * m.num_results, discardable, props, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_attr(self.properties["map"])
        m = self.properties["map"].value  # type: ignore[attr-defined]
        print_dim_and_symbol_list(p, self.operands, m.num_dims)
        print_attrs(p, self, ("map",))

    def verify_(self) -> None:
        m = self.properties["map"].value  # type: ignore[attr-defined]
        if len(self.operands) != m.num_inputs:
            raise self.emit_error("operand count and affine map dimension and symbol count must match")
        if m.num_results != 1:
            raise self.emit_error("mapping must produce one value")


class _MinMaxOp(OpDef):
    """affine.min / affine.max: `#map(%dims)[%syms]`."""

    map = prop(AffineMapAttr)
    operands_ = var_operand(C.Index)
    result_ = result(C.Index)
    traits = (Pure,)
    uses_directives = DIRECTIVES
    grammar = f"attribute {DIM_SYMS} [dict_attr]"

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> OpDef:
        tok, attr, (dims, syms), attrs = children
        expect_attr(builder, tok, attr, A.AffineMapAttr, _attr_loc(builder, tok))
        props = {"map": attr}
        discardable = split_attr_dict(cls, attrs, props)
        operands = use_all(builder, dims + syms)
        return cls(operands, [T.index], discardable, props, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_attr(self.properties["map"])
        m = self.properties["map"].value  # type: ignore[attr-defined]
        operands = self.operands
        p.write("(")
        p.print_operands(operands[:m.num_dims])
        p.write(")")
        if len(operands) != m.num_dims:
            p.write("[")
            p.print_operands(operands[m.num_dims:])
            p.write("]")
        print_attrs(p, self, ("map",))

    def verify_(self) -> None:
        m = self.properties["map"].value  # type: ignore[attr-defined]
        if len(self.operands) != m.num_inputs:
            raise self.emit_error("operand count and affine map dimension and symbol count must match")
        if not m.results:
            raise self.emit_error("affine map expect at least one result")


@affine.op
class AffineMinOp(_MinMaxOp):
    name = "affine.min"


@affine.op
class AffineMaxOp(_MinMaxOp):
    name = "affine.max"


# ---- memory accesses --------------------------------------------------------------------------
def verify_memory_op_indexing(op: Any, m: AF.AffineMap, indices: Sequence[Value], memref_type: T.MemRefType,
                              num_index_operands: int) -> None:
    """verifyMemoryOpIndexing."""
    if m.num_results != len(memref_type.shape):
        raise op.emit_error("affine map num results must equal memref rank")
    if m.num_inputs != num_index_operands:
        raise op.emit_error("expects as many subscripts as affine map inputs")
    verify_dim_and_symbol_identifiers(op, indices, m.num_dims)


def _subscript(p: Printer, op: Operation, indices: Sequence[Value]) -> None:
    m = prop_map(op, "map")
    p.write("[")
    if m is not None:
        p.write(map_of_ssa_ids_text(p, m, indices))
    p.write("]")


_ACCESS = SSA_SUBSCRIPT


class _AccessOp(OpDef):
    """affine.load/store/vector_load/vector_store: `[%v,] %mem[exprs] : memref[, vector]`."""

    memref_index: ClassVar[int] = 0  # 1 when the stored value comes first
    vector: ClassVar[bool] = False
    uses_directives = DIRECTIVES

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> OpDef:
        tok, *rest = children
        val = rest.pop(0) if cls.memref_index else None
        mem, exprs, attrs, ty = rest[:4]
        m, index_toks = unresolved_map_of_ssa_ids(builder, exprs)
        mt = _memref_type(builder, tok, ty, builder.colon_loc(tok))
        vt = _vector_type(builder, tok, rest[4], _second_type_loc(builder, tok)) if cls.vector else None
        operands = [builder.use(val, vt or mt.element)] if val is not None else []
        operands += [builder.use(mem, mt)] + use_all(builder, index_toks)
        props: dict[str, A.Attribute] = {"map": A.AffineMapAttr(m)}
        discardable = split_attr_dict(cls, attrs, props)
        results = [] if cls.memref_index else [vt or mt.element]
        return cls(operands, results, discardable, props, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        ops = self.operands
        i = self.memref_index
        p.write(" " + (f"{p.value_name(ops[0])}, " if i else "") + p.value_name(ops[i]))
        _subscript(p, self, ops[i + 1:])
        print_attrs(p, self, ("map",))
        p.write(" : ")
        p.print_type(ops[i].type)
        if self.vector:
            p.write(", ")
            p.print_type(ops[0].type if i else self.results[0].type)

    def memref_type(self) -> T.MemRefType:
        mt = self.operands[self.memref_index].type
        assert isinstance(mt, T.MemRefType)
        return mt

    def verify_indexing(self) -> None:
        i = self.memref_index
        verify_memory_op_indexing(self, self.properties["map"].value,  # type: ignore[attr-defined]
                                  self.operands[i + 1:], self.memref_type(), len(self.operands) - i - 1)

    # The scalar ops' message when the loaded/stored type is not the element type.
    element_mismatch: ClassVar[str] = ""

    def verify_(self) -> None:
        """AffineLoadOp/StoreOp::verify check the value's type, then the
        indexing; the vector forms (verifyVectorMemoryOp) the other way round."""
        accessed = self.operands[0].type if self.memref_index else self.results[0].type
        element = self.memref_type().element
        if not self.vector and accessed is not element:
            raise self.emit_error(self.element_mismatch)
        self.verify_indexing()
        if self.vector and getattr(accessed, "element", None) is not element:
            raise self.emit_error("requires memref and vector types of the same elemental type")


@affine.op
class AffineLoadOp(_AccessOp):
    name = "affine.load"
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    map = prop(AffineMapAttr)
    result_ = result()
    side_effects = (MemRead("memref"),)
    grammar = f'VALUE {_ACCESS} [dict_attr] ":" type'
    element_mismatch = "result type must match element type of memref"


@affine.op
class AffineStoreOp(_AccessOp):
    name = "affine.store"
    value = operand()
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    map = prop(AffineMapAttr)
    memref_index = 1
    side_effects = (MemWrite("memref"),)
    grammar = f'VALUE "," VALUE {_ACCESS} [dict_attr] ":" type'
    element_mismatch = "value to store must have the same type as memref element type"


@affine.op
class AffineVectorLoadOp(_AccessOp):
    name = "affine.vector_load"
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    map = prop(AffineMapAttr)
    result_ = result(AnyVectorOfNonZeroRank)
    vector = True
    side_effects = (MemRead("memref"),)
    grammar = f'VALUE {_ACCESS} [dict_attr] ":" type "," type'


@affine.op
class AffineVectorStoreOp(_AccessOp):
    name = "affine.vector_store"
    value = operand(AnyVectorOfNonZeroRank)
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    map = prop(AffineMapAttr)
    memref_index = 1
    vector = True
    side_effects = (MemWrite("memref"),)
    grammar = f'VALUE "," VALUE {_ACCESS} [dict_attr] ":" type "," type'


@affine.op
class AffinePrefetchOp(OpDef):
    name = "affine.prefetch"
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    isWrite = prop(C.BoolAttr)
    localityHint = prop(LocalityHint)
    isDataCache = prop(C.BoolAttr)
    map = prop(AffineMapAttr)
    uses_directives = DIRECTIVES
    # parseAttribute(hint, i32): any attribute, refused unless an integer.
    grammar = f'VALUE {_ACCESS} "," BARE_ID "," "locality" "<" attribute ">" "," BARE_ID [dict_attr] ":" type'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AffinePrefetchOp:
        tok, mem, exprs, rw, hint, cache, attrs, ty = children
        if not isinstance(hint, A.IntegerAttr):
            text = builder.ctx.text
            at = text.index("<", text.index("locality", tok.start_pos)) + 1
            while text[at] in " \t\r\n":
                at += 1
            if isinstance(hint, A.FloatAttr):
                raise float_for_index(builder, at)
            raise MLIRError(f"custom op '{tok}' invalid kind of attribute specified", builder.pos_loc(at))
        m, index_toks = unresolved_map_of_ssa_ids(builder, exprs)
        mt = _memref_type(builder, tok, ty, builder.colon_loc(tok))
        operands = [builder.use(mem, mt)] + use_all(builder, index_toks)
        if str(rw) not in ("read", "write"):
            raise op_error(builder, tok, "rw specifier has to be 'read' or 'write'")
        if str(cache) not in ("data", "instr"):
            raise op_error(builder, tok, "cache type has to be 'data' or 'instr'")
        props: dict[str, A.Attribute] = {
            "map": A.AffineMapAttr(m), "localityHint": A.IntegerAttr(hint.value, T.i32),
            "isWrite": A.BoolAttr(str(rw) == "write"), "isDataCache": A.BoolAttr(str(cache) == "data")}
        discardable = split_attr_dict(cls, attrs, props)
        return cls(operands, [], discardable, props, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        ops = self.operands
        props = self.properties
        p.write(" " + p.value_name(ops[0]))
        _subscript(p, self, ops[1:])
        rw = "write" if props["isWrite"].value else "read"  # type: ignore[attr-defined]
        cache = "data" if props["isDataCache"].value else "instr"  # type: ignore[attr-defined]
        p.write(f", {rw}, locality<{props['localityHint'].value}>, {cache}")  # type: ignore[attr-defined]
        print_attrs(p, self, ("map", "localityHint", "isDataCache", "isWrite"))
        p.write(" : ")
        p.print_type(ops[0].type)

    def verify_(self) -> None:
        m = self.properties["map"].value  # type: ignore[attr-defined]
        mt = self.operands[0].type
        assert isinstance(mt, T.MemRefType)
        if m.num_results != len(mt.shape):
            raise self.emit_error("affine.prefetch affine map num results must equal memref rank")
        if m.num_inputs + 1 != len(self.operands):
            raise self.emit_error("too few operands")
        scope = affine_scope(self)
        for v in self.operands[1:]:
            if not is_valid_dim(v, scope, top=False):
                raise self.emit_error("index must be a dimension or symbol identifier")


# ---- DMA (hand-written C++ ops: their maps are discardable attributes) ---------------------------
def _dma_map(op: Operation, name: str) -> AF.AffineMap:
    m = prop_map(op, name)
    if m is None:
        raise op.emit_error(f"requires attribute '{name}'")  # type: ignore[attr-defined]
    return m


@affine.op
class AffineDmaStartOp(OpDef):
    name = "affine.dma_start"
    operands_ = var_operand()
    uses_directives = DIRECTIVES
    grammar = (f'VALUE {_ACCESS} "," VALUE {_ACCESS} "," VALUE {_ACCESS} "," VALUE ("," VALUE)* ":" '
               "type_list_no_parens")

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AffineDmaStartOp:
        tok, src, src_exprs, dst, dst_exprs, tag, tag_exprs, num, *rest = children
        types = rest.pop()
        strides = [c for c in rest if c is not None]
        maps = []
        for exprs in (src_exprs, dst_exprs, tag_exprs):
            maps.append(unresolved_map_of_ssa_ids(builder, exprs))
        if strides and len(strides) != 2:
            raise op_error(builder, tok, "expected two stride related operands")
        if len(types) != 3:
            raise op_error(builder, tok, "expected three types")
        operands: list[Value] = []
        for mem, ty, (_, toks) in zip((src, dst, tag), types, maps):
            operands.append(builder.use(mem, ty))
            operands += use_all(builder, toks)
        operands.append(builder.use(num, T.index))
        operands += use_all(builder, strides)
        attrs = {"src_map": A.AffineMapAttr(maps[0][0]), "dst_map": A.AffineMapAttr(maps[1][0]),
                 "tag_map": A.AffineMapAttr(maps[2][0])}
        return cls(operands, [], attrs, {}, [], [], builder.loc(tok))

    def _layout(self) -> tuple[list[AF.AffineMap], list[int]]:
        """The three maps and the operand index of each memref."""
        maps = [_dma_map(self, n) for n in ("src_map", "dst_map", "tag_map")]
        starts = [0]
        for m in maps[:2]:
            starts.append(starts[-1] + 1 + m.num_inputs)
        return maps, starts

    def print(self, p: Printer) -> None:
        maps, starts = self._layout()
        ops = self.operands
        parts = []
        for m, start in zip(maps, starts):
            indices = ops[start + 1:start + 1 + m.num_inputs]
            parts.append(f"{p.value_name(ops[start])}[{map_of_ssa_ids_text(p, m, indices)}]")
        rest = starts[2] + 1 + maps[2].num_inputs
        p.write(" " + ", ".join(parts) + ", " + ", ".join(p.value_name(v) for v in ops[rest:]))
        p.write(" : ")
        p.print_list([ops[s].type for s in starts], p.print_type)

    def verify_(self) -> None:
        maps, starts = self._layout()
        ops = self.operands
        for what, start in zip(("source", "destination", "tag"), starts):
            if start >= len(ops) or not isinstance(ops[start].type, T.MemRefType):
                raise self.emit_error(f"expected DMA {what} to be of memref type")
        total = sum(m.num_inputs for m in maps)
        if len(ops) not in (total + 4, total + 6):
            raise self.emit_error("incorrect number of operands")
        scope = affine_scope(self)
        for what, m, start in zip(("src", "dst", "tag"), maps, starts):
            for v in ops[start + 1:start + 1 + m.num_inputs]:
                if v.type is not T.index:
                    raise self.emit_error(f"{what} index to dma_start must have 'index' type")
                if not is_valid_dim(v, scope, top=False):
                    raise self.emit_error(f"{what} index must be a dimension or symbol identifier")


@affine.op
class AffineDmaWaitOp(OpDef):
    name = "affine.dma_wait"
    operands_ = var_operand()
    uses_directives = DIRECTIVES
    grammar = f'VALUE {_ACCESS} "," VALUE ":" type'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AffineDmaWaitOp:
        tok, tag, exprs, num, ty = children
        m, toks = unresolved_map_of_ssa_ids(builder, exprs)
        operands = [builder.use(tag, ty)] + use_all(builder, toks) + [builder.use(num, T.index)]
        if not isinstance(ty, T.MemRefType):
            raise op_error(builder, tok, "expected tag to be of memref type")
        return cls(operands, [], {"tag_map": A.AffineMapAttr(m)}, {}, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        m = _dma_map(self, "tag_map")
        ops = self.operands
        p.write(f" {p.value_name(ops[0])}[{map_of_ssa_ids_text(p, m, ops[1:1 + m.num_inputs])}], ")
        p.write(", ".join(p.value_name(v) for v in ops[1 + m.num_inputs:]))
        p.write(" : ")
        p.print_type(ops[0].type)

    def verify_(self) -> None:
        ops = self.operands
        if not ops or not isinstance(ops[0].type, T.MemRefType):
            raise self.emit_error("expected DMA tag to be of memref type")
        m = _dma_map(self, "tag_map")
        scope = affine_scope(self)
        for v in ops[1:1 + m.num_inputs]:
            if v.type is not T.index:
                raise self.emit_error("index to dma_wait must have 'index' type")
            if not is_valid_dim(v, scope, top=False):
                raise self.emit_error("index must be a dimension or symbol identifier")


# ---- affine.yield ----------------------------------------------------------------------------------
@affine.op
class AffineYieldOp(OpDef):
    name = "affine.yield"
    operands_ = var_operand()
    traits = (Pure, Terminator, ReturnLike)
    assembly_format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify_(self) -> None:
        parent = self.parent_op
        assert parent is not None
        if parent.name not in ("affine.parallel", "affine.if", "affine.for"):
            raise self.emit_error("only terminates affine.if/for/parallel regions")
        if len(parent.results) != len(self.operands):
            raise self.emit_error("parent of yield must have same number of results as the yield operands")
        for r, v in zip(parent.results, self.operands):
            if r.type is not v.type:
                raise self.emit_error("types mismatch between yield op and its parent")


# ---- delinearize_index / linearize_index ---------------------------------------------------------
def _basis_grammar(op_name: str) -> str:
    """custom<DynamicIndexList> with parentheses, its `(` the op's helper rule."""
    return index_list_grammar(f"{op_rule_name(op_name)}___{INDEX_LIST_OPEN}", ")")


_BASIS_RULES = {INDEX_LIST_OPEN: index_list_open_grammar("(")}


def _basis(builder: Any, tok: Any, items: list[Any]) -> tuple[list[Value], A.Attribute]:
    """custom<DynamicIndexList> with parentheses: SSA values and integers."""
    split = split_mixed(builder, items, defer_errors=True)
    if not isinstance(split, tuple):  # parseInteger's error, then parseDynamicIndexList's at the op name
        raise two_errors(f"custom op '{tok}' expected integer value", split.loc,
                         f"custom op '{tok}' expected SSA value or integer", builder.loc(tok))
    toks, static = split
    return use_all(builder, toks), A.DenseArrayAttr(T.i64, tuple(static))


def _basis_open(cls: Any, children: list[Any], builder: Any) -> IndexListOpen:
    return IndexListOpen("(", ")")


def _static(op: Operation) -> tuple[int, ...]:
    a = op.properties.get("static_basis")
    return a.values if isinstance(a, A.DenseArrayAttr) else ()


@affine.op
class AffineDelinearizeIndexOp(OpDef):
    name = "affine.delinearize_index"
    linear_index = operand(C.Index)
    dynamic_basis = var_operand(C.Index)
    static_basis = prop(C.DenseI64ArrayAttr)
    multi_index = var_result(C.Index)
    traits = (Pure,)
    grammar = f'VALUE "into" {_basis_grammar("affine.delinearize_index")} [dict_attr] ":" type_list_no_parens'
    rules = _BASIS_RULES
    rule_index_list_open = classmethod(_basis_open)

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AffineDelinearizeIndexOp:
        tok, index, *items, attrs, types = children
        linear = builder.use(index, T.index)
        values, static = _basis(builder, tok, items)
        props = {"static_basis": static}
        discardable = split_attr_dict(cls, attrs, props)
        return cls([linear] + values, types, discardable, props, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        ops = self.operands
        p.write(f" {p.value_name(ops[0])} into {mixed_text(p, _static(self), ops[1:], '(', ')')}")
        print_attrs(p, self, ("static_basis",))
        p.write(" : ")
        p.print_list([r.type for r in self.results], p.print_type)

    def verify_(self) -> None:
        static = _static(self)
        dynamic = sum(1 for s in static if s == K_DYNAMIC)
        if dynamic != len(self.operands) - 1:
            raise self.emit_error("mismatch between dynamic and static basis (kDynamic marker but no "
                                  "corresponding dynamic basis entry) -- this can only happen due to an "
                                  "incorrect fold/rewrite")
        if len(self.results) not in (len(static), len(static) + 1):
            raise self.emit_error("should return an index for each basis element and up to one extra index")
        if any(s != K_DYNAMIC and s <= 0 for s in static):
            raise self.emit_error("no basis element may be statically non-positive")


@affine.op
class AffineLinearizeIndexOp(OpDef):
    name = "affine.linearize_index"
    multi_index = var_operand(C.Index)
    dynamic_basis = var_operand(C.Index)
    static_basis = prop(C.DenseI64ArrayAttr)
    disjoint = opt_prop(UnitProp)
    linear_index = result(C.Index)
    traits = (Pure, AttrSizedOperandSegments)
    grammar = (f'[op__affine__linearize_index___disjoint] "[" [value_list] "]" "by" '
               f'{_basis_grammar("affine.linearize_index")} [dict_attr] ":" type')
    rules = {"disjoint": '"disjoint"', **_BASIS_RULES}
    rule_index_list_open = classmethod(_basis_open)

    @classmethod
    def rule_disjoint(cls, children: list[Any], builder: Any) -> bool:
        return True

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AffineLinearizeIndexOp:
        tok, disjoint, indices, *items, attrs, ty = children
        if not isinstance(ty, T.IndexType):  # type($linear_index) of an `Index` result: parseType<IndexType>
            raise MLIRError(f"custom op '{tok}' invalid kind of type specified: expected builtin.index, but found "
                            f"'{ty}'", builder.colon_loc(tok, after=True))
        multi = use_all(builder, indices or [])
        values, static = _basis(builder, tok, items)
        props: dict[str, A.Attribute] = {
            "disjoint": unit_prop(bool(disjoint)), "static_basis": static,
            "operandSegmentSizes": A.DenseArrayAttr(T.i32, (len(multi), len(values)))}
        discardable = split_attr_dict(cls, attrs, props)
        return cls(multi + values, [ty], discardable, props, [], [], builder.loc(tok))

    def __init__(self, *args: Any, **kw: Any) -> None:
        super().__init__(*args, **kw)
        # A UnitProp is always there (false by default); `true` reads as set.
        d = self.properties.get("disjoint")
        if d is None or (isinstance(d, A.IntegerAttr) and d.type is T.i1):
            self.properties["disjoint"] = unit_prop(d is not None and bool(d.value))

    def print(self, p: Printer) -> None:
        if unit_prop_set(self.properties.get("disjoint")):
            p.write(" disjoint")
        multi = self.operand_group(0)
        p.write(" [")
        p.print_operands(multi)
        p.write(f"] by {mixed_text(p, _static(self), self.operand_group(1), '(', ')')}")
        print_attrs(p, self, ("static_basis", "disjoint", "operandSegmentSizes"))
        p.write(" : ")
        p.print_type(self.results[0].type)

    def verify_(self) -> None:
        static = _static(self)
        dynamic = sum(1 for s in static if s == K_DYNAMIC)
        if dynamic != len(self.operand_group(1)):
            raise self.emit_error("mismatch between dynamic and static basis (kDynamic marker but no "
                                  "corresponding dynamic basis entry) -- this can only happen due to an "
                                  "incorrect fold/rewrite")
        n = len(self.operand_group(0))
        if n not in (len(static), len(static) + 1):
            raise self.emit_error("should be passed a basis element for each index except possibly the first")
