"""Vector ops with hand-written syntax: contract, mask, outerproduct,
reduction and print."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.affine import AffineDimExpr, AffineMap
from pyopt.ir.core import Block, Operation, Region
from pyopt.ir.ods import (SIZED_REGION_1, Pure, RecursiveMemoryEffects, SingleBlockImplicitTerminator, operand,
                          opt_operand, opt_prop, prop, region, result, var_result)
from pyopt.ir.parser import string_value
from pyopt.ir.printer import Printer
from pyopt.ir.registry import registry

from pyopt.dialects.vector.attrs import (KIND_ADD, PUNCT_NEWLINE, AnyVectorOfAnyRank, AnyVectorOfNonZeroRank,
                                         CombiningKind, CombiningKindAttr, IteratorTypeArrayAttr, IteratorTypeAttr,
                                         MaskVector, Printable, PrintPunctuationAttr, Punctuation, StringLiteral,
                                         is_supported_combining_kind, vector)
from pyopt.dialects.vector.base import VectorOp, custom_error, operand as opnd, result as res, same_elem
from pyopt.dialects.vector.ops import YieldOp


def _split_props(cls: type[VectorOp], attrs: dict[str, A.Attribute]) -> tuple[dict[str, A.Attribute],
                                                                               dict[str, A.Attribute]]:
    props = {k: v for k, v in attrs.items() if k in cls.op_def.props}
    rest = {k: v for k, v in attrs.items() if k not in cls.op_def.props}
    return props, rest


def _all_attrs(op: Operation) -> dict[str, A.Attribute]:
    attrs = dict(op.properties)
    attrs.update(op.attributes)
    return attrs


def _mask_of(t: T.Type) -> T.VectorType:
    assert isinstance(t, T.VectorType)
    return T.VectorType(t.shape, T.i1, t.scalable)


# ---- vector.contract ---------------------------------------------------------------------
@vector.op
class ContractionOp(VectorOp):
    name = "vector.contract"
    lhs = operand(AnyVectorOfNonZeroRank)
    rhs = operand(AnyVectorOfNonZeroRank)
    acc = operand()
    indexing_maps = prop(C.ArrayAttr)
    iterator_types = prop(IteratorTypeArrayAttr)
    kind = prop(CombiningKind, default=KIND_ADD)
    result_ = result()
    traits = (Pure,)
    preds = (("lhs and rhs have same element type", same_elem(opnd(0), opnd(1))),
             ("third operand acc and result have same element type", same_elem(res(0), opnd(2))))
    TRAIT_ATTRS = ("indexing_maps", "iterator_types", "kind")
    # ContractionOp::parse reads the traits with parseAttribute(DictionaryAttr): an alias works too.
    grammar = ('attribute VALUE "," VALUE "," VALUE ["," value_list] [dict_attr] ":" type_list_no_parens '
               '"into" type')

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> ContractionOp:
        tok, traits_d, lhs, rhs, acc, masks, attrs_d, types, res_t = children
        if not isinstance(traits_d, A.DictionaryAttr):
            raise custom_error(builder, builder.loc_after(tok), cls.name, "invalid kind of attribute specified")
        attrs = dict(attrs_d.entries) if attrs_d is not None else {}
        if len(types) < 2:
            raise custom_error(builder, tok, cls.name, f"expected 2 types")
        operands = [builder.use(lhs, types[0]), builder.use(rhs, types[1]), builder.use(acc, res_t)]
        attrs.update(traits_d.entries)
        its = attrs.get("iterator_types")
        if not isinstance(its, A.ArrayAttr):
            raise custom_error(builder, tok, cls.name, "expected iterator_types array attribute")
        converted = []
        for e in its.elements:
            s = e.value if isinstance(e, A.StringAttr) else None
            if s not in IteratorTypeAttr.cases:  # at the traits dictionary, right after the op name
                raise custom_error(builder, builder.loc_after(tok), cls.name, f"unexpected iterator_type ({s})")
            converted.append(IteratorTypeAttr(s))
        attrs["iterator_types"] = A.ArrayAttr(tuple(converted))
        if masks:
            if len(masks) != 2:
                raise custom_error(builder, tok, cls.name, "expected zero or exactly 2 vector mask "
                                         "operands")
            operands += [builder.use(masks[0], _mask_of(types[0])), builder.use(masks[1], _mask_of(types[1]))]
        props, rest = _split_props(cls, attrs)
        return cls(operands, [res_t], rest, props, 0, [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        attrs = _all_attrs(self)
        lead = []
        for k in sorted(attrs):
            if k == "iterator_types":
                its = attrs[k]
                names = tuple(A.StringAttr(getattr(e, "value", "")) for e in getattr(its, "elements", ()))
                lead.append((k, A.ArrayAttr(names)))
            elif k in self.TRAIT_ATTRS:
                lead.append((k, attrs[k]))
        p.write(" ")
        p.print_attr(A.DictionaryAttr(tuple(lead)))
        p.write(" " + ", ".join(p.value_name(v) for v in self.operands[:3]))
        p.print_optional_attr_dict(attrs, self.TRAIT_ATTRS)
        p.write(" : ")
        p.print_type(self.operands[0].type)
        p.write(", ")
        p.print_type(self.operands[1].type)
        p.write(" into ")
        p.print_type(self.results[0].type)

    @property
    def maps(self) -> list[AffineMap]:
        return [m.value for m in self.properties["indexing_maps"].elements  # type: ignore[attr-defined]
                if isinstance(m, A.AffineMapAttr)]

    def iterator_names(self) -> list[str]:
        return [e.value for e in self.properties["iterator_types"].elements]  # type: ignore[attr-defined]

    def _dim_map(self, kind: str) -> list[tuple[int, int]]:
        """getContractingDimMap / getBatchDimMap: (lhs dim, rhs dim) pairs."""
        maps = self.maps
        its = self.iterator_names()
        out = []
        for i, it in enumerate(its):
            if it != kind:
                continue
            lpos = _result_pos(maps[0], i)
            rpos = _result_pos(maps[1], i)
            if kind == "parallel" and (lpos < 0 or rpos < 0 or _result_pos(maps[2], i) < 0):
                continue
            if lpos >= 0 and rpos >= 0:
                out.append((lpos, rpos))
        return out

    def expected_mask_type(self) -> T.Type:
        maps = self.maps
        n = len(self.iterator_names())
        shape = [0] * n
        scal = [False] * n
        for v, m in ((self.lhs, maps[0]), (self.rhs, maps[1])):
            t = v.type
            for i, r in enumerate(m.results):
                if isinstance(r, AffineDimExpr):
                    shape[r.position] = t.shape[i]
                    scal[r.position] = t.scalable[i]
        return T.VectorType(tuple(shape), T.i1, tuple(scal))

    def verify_op(self) -> None:
        lhs, rhs = self.lhs.type, self.rhs.type
        acc_t, res_t = self.acc.type, self.results[0].type
        if isinstance(lhs.element, T.IntegerType) and lhs.element.signedness:
            raise self.emit_error("only supports signless integer types")
        maps = self.maps
        if len(maps) != 3:
            raise self.emit_error("expected an indexing map for each vector operand")
        n_iter = len(self.iterator_names())
        for index, m in enumerate(maps):
            if m.num_symbols:
                raise self.emit_error(f"expected indexing map {index} to have no symbols")
            t = self.operands[index].type
            rank = len(t.shape) if isinstance(t, T.VectorType) else 0
            if m.num_dims != n_iter:
                raise self.emit_error(f"expected indexing map {index} to have {n_iter} number of inputs")
            if m.num_results != rank:
                raise self.emit_error(f"expected indexing map {index} to have {rank} number of outputs")
            if not m.is_projected_permutation():
                raise self.emit_error(f"expected indexing map {index} to be a projected permutation of its inputs")
        contracting = self._dim_map("reduction")
        batch = [(lp, rp) for lp, rp in self._dim_map("parallel")]
        if not contracting:
            raise self.emit_error("expected at least one contracting dimension pair")
        for what, dm in (("contracting", contracting), ("batch", batch)):
            for lp, rp in dm:
                if lp < 0 or lp >= len(lhs.shape) or rp < 0 or rp >= len(rhs.shape) or \
                        lhs.shape[lp] != rhs.shape[rp]:
                    raise self.emit_error(f"invalid {what} dimension map")
        self._verify_output_shape(contracting, batch)
        elem = res_t.element if isinstance(res_t, T.VectorType) else res_t
        if not is_supported_combining_kind(self.properties["kind"].value, elem):  # type: ignore[attr-defined]
            raise self.emit_error("unsupported contraction type")


    def _verify_output_shape(self, contracting: list[tuple[int, int]], batch: list[tuple[int, int]]) -> None:
        """verifyOutputShape: the free and batch dimensions of lhs and the
        free ones of rhs make the result; its shape is the result map applied
        to the extents the operand maps give each iteration dimension."""
        lhs, rhs = self.lhs.type, self.rhs.type
        acc_t, res_t = self.acc.type, self.results[0].type
        lhs_contracting = {lp for lp, _ in contracting}
        rhs_dropped = {rp for _, rp in contracting} | {rp for _, rp in batch}
        n_result_dims = sum(1 for i in range(len(lhs.shape)) if i not in lhs_contracting)
        n_result_dims += sum(1 for i in range(len(rhs.shape)) if i not in rhs_dropped)
        if not n_result_dims:
            if isinstance(res_t, T.VectorType) or isinstance(acc_t, T.VectorType):
                raise self.emit_error("invalid accumulator/result vector shape")
            return
        if not isinstance(res_t, T.VectorType) or not isinstance(acc_t, T.VectorType):
            raise self.emit_error("invalid accumulator/result vector shape")
        maps = self.maps
        used = {r.position for m in maps[:2] for r in m.results if isinstance(r, AffineDimExpr)}
        if len(used) != maps[0].num_dims:
            raise self.emit_error("expected all dimensions to be either a LHS or a RHS dimension")
        extents: list[int | None] = [None] * maps[0].num_dims
        for t, m in ((lhs, maps[0]), (rhs, maps[1])):
            for idx, r in enumerate(m.results):
                if isinstance(r, AffineDimExpr) and extents[r.position] is None:
                    extents[r.position] = t.shape[idx]
        if any(e is None for e in extents):
            raise self.emit_error("expected all dimensions to get an extent as either a LHS or a RHS dimension")
        shape = tuple(extents[r.position] for r in maps[2].results if isinstance(r, AffineDimExpr))
        expected = T.VectorType(shape, res_t.element, res_t.scalable)  # type: ignore[arg-type]
        if res_t is not expected or acc_t is not expected:
            raise self.emit_error(f"invalid accumulator/result vector shape, expected: '{expected}'")


def _result_pos(m: AffineMap, d: int) -> int:
    for i, r in enumerate(m.results):
        if isinstance(r, AffineDimExpr) and r.position == d:
            return i
    return -1


# ---- vector.outerproduct ---------------------------------------------------------------------
@vector.op
class OuterProductOp(VectorOp):
    name = "vector.outerproduct"
    lhs = operand(AnyVectorOfNonZeroRank)
    rhs = operand()
    acc = opt_operand(AnyVectorOfNonZeroRank)
    kind = prop(CombiningKind, default=KIND_ADD)
    result_ = result(AnyVectorOfNonZeroRank)
    traits = (Pure,)
    preds = (("lhs operand and result have same element type", same_elem(res(0), opnd(0))),
             ("rhs operand and result have same element type", same_elem(res(0), opnd(1))))
    grammar = 'value_list [dict_attr] ":" type "," type'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> OuterProductOp:
        tok, vals, attrs_d, lt, rt = children
        attrs = dict(attrs_d.entries) if attrs_d is not None else {}
        if len(vals) < 2:
            raise custom_error(builder, tok, cls.name, "expected at least 2 operands")
        if not isinstance(lt, T.VectorType):
            raise custom_error(builder, tok, cls.name, "expected vector type for operand #1")
        if isinstance(rt, T.VectorType):
            res_t = T.VectorType((lt.shape[0], rt.shape[0]), lt.element, (lt.scalable[0], rt.scalable[0]))
        else:
            res_t = T.VectorType((lt.shape[0],), lt.element, (lt.scalable[0],))
        operands = [builder.use(vals[0], lt), builder.use(vals[1], rt)]
        if len(vals) > 2:
            operands.append(builder.use(vals[2], res_t))
        props, rest = _split_props(cls, attrs)
        return cls(operands, [res_t], rest, props, 0, [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(f" {p.value_name(self.lhs)}, {p.value_name(self.rhs)}")
        if self.acc is not None:
            p.write(", " + p.value_name(self.acc))
            p.print_optional_attr_dict(_all_attrs(self))
        p.write(" : ")
        p.print_type(self.lhs.type)
        p.write(", ")
        p.print_type(self.rhs.type)

    def expected_mask_type(self) -> T.Type:
        return _mask_of(self.results[0].type)

    def verify_op(self) -> None:
        lt, rt, res_t = self.lhs.type, self.rhs.type, self.results[0].type
        acc = self.acc
        if len(lt.shape) != 1:
            raise self.emit_error("expected 1-d vector for operand #1")
        if isinstance(rt, T.VectorType):
            if len(rt.shape) != 1:
                raise self.emit_error("expected 1-d vector for operand #2")
            if len(res_t.shape) != 2:
                raise self.emit_error("expected 2-d vector result")
            if lt.shape[0] != res_t.shape[0]:
                raise self.emit_error("expected #1 operand dim to match result dim #1")
            if rt.shape[0] != res_t.shape[1]:
                raise self.emit_error("expected #2 operand dim to match result dim #2")
            if any(lt.scalable) and not any(rt.scalable):
                raise self.emit_error("expected either both or only #2 operand dim to be scalable")
        else:
            if len(res_t.shape) != 1:
                raise self.emit_error("expected 1-d vector result")
            if lt.shape[0] != res_t.shape[0]:
                raise self.emit_error("expected #1 operand dim to match result dim #1")
        if acc is not None and acc.type is not res_t:
            raise self.emit_error("expected operand #3 of same type as result type")
        if not is_supported_combining_kind(self.properties["kind"].value, res_t.element):  # type: ignore[attr-defined]
            raise self.emit_error("unsupported outerproduct type")


# ---- vector.reduction -----------------------------------------------------------------------------
def fastmath_attr(body: str, builder: Any, tok: Any) -> A.Attribute:
    """An `#arith.fastmath<...>` attribute, built by the arith dialect."""
    return registry.parse_dialect_attr(f"arith.fastmath<{body}>", builder, tok)


def _is_fastmath(a: A.Attribute) -> bool:
    return getattr(a, "name", "") == "arith.fastmath"


def _fastmath_body(p: Printer, a: A.Attribute) -> str:
    text = p.attr_text(a)
    return text[len("#arith.fastmath"):]


class _DefaultFastMath:
    attr: A.Attribute | None = None


@vector.op
class ReductionOp(VectorOp):
    name = "vector.reduction"
    vector_ = operand(AnyVectorOfAnyRank)
    acc = opt_operand()
    kind = prop(CombiningKind)
    fastmath = prop(C.DialectAttrC(A.DialectAttr, "Floating point fast math flags", "arith.fastmath"))
    dest = result()
    traits = (Pure,)
    populated = ("fastmath",)
    preds = (("source operand and result have same element type", same_elem(res(0), opnd(0))),
             ("dest and acc have the same type", lambda op: op.acc is None or op.acc.type is op.dest.type))
    grammar = ('"<" BARE_ID ">" "," VALUE ["," VALUE] [op__vector__reduction___fm] '
               '[dict_attr] ":" type "into" type')
    rules = {"fm": '"fastmath" "<" BARE_ID ("," BARE_ID)* ">"'}

    @classmethod
    def rule_fm(cls, children: list[Any], builder: Any) -> Any:
        return fastmath_attr(",".join(str(c) for c in children), builder, children[0])

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> ReductionOp:
        tok, kind, vec, acc, fm, attrs_d, vt, dt = children
        if not isinstance(vt, T.VectorType):  # parseType<VectorType>, at the type
            raise custom_error(builder, builder.colon_loc(tok, after=True), cls.name,
                               f"invalid kind of type specified: expected builtin.vector, but found '{vt}'")
        attrs = dict(attrs_d.entries) if attrs_d is not None else {}
        operands = [builder.use(vec, vt)]
        if acc is not None:
            operands.append(builder.use(acc, dt))
        props, rest = _split_props(cls, attrs)
        props["kind"] = CombiningKindAttr.from_keyword(kind, builder, cls.name)
        if fm is not None:
            props["fastmath"] = fm
        elif "fastmath" not in props:
            props["fastmath"] = _default_fastmath(builder, tok)
        return cls(operands, [dt], rest, props, 0, [], builder.loc(tok))

    def default_property(self, name: str) -> A.Attribute:
        attr = _DefaultFastMath.attr
        if attr is None:
            from pyopt.ir.parser import Builder

            attr = _default_fastmath(Builder(), None)
        return attr

    def print(self, p: Printer) -> None:
        p.write(" ")
        self.properties["kind"].print_stripped(p)  # type: ignore[attr-defined]
        p.write(", " + p.value_name(self.vector_))
        if self.acc is not None:
            p.write(", " + p.value_name(self.acc))
        fm = self.properties.get("fastmath")
        elided = {"kind", "fastmath"}
        if fm is not None:
            body = _fastmath_body(p, fm)
            if body != "<none>":
                p.write(" fastmath" + body)
        p.print_optional_attr_dict(_all_attrs(self), elided)
        p.write(" : ")
        p.print_type(self.vector_.type)
        p.write(" into ")
        p.print_type(self.dest.type)

    def expected_mask_type(self) -> T.Type:
        return _mask_of(self.vector_.type)

    def verify_op(self) -> None:
        vt = self.vector_.type
        if len(vt.shape) > 1:
            raise self.emit_error(f"unsupported reduction rank: {len(vt.shape)}")
        et = self.dest.type
        kind = self.properties["kind"].value  # type: ignore[attr-defined]
        if not is_supported_combining_kind(kind, et):
            raise self.emit_error(f"unsupported reduction type ''{et}'' for kind '{kind}'")


def _default_fastmath(builder: Any, tok: Any) -> A.Attribute:
    if _DefaultFastMath.attr is None:
        _DefaultFastMath.attr = fastmath_attr("none", builder, tok)
    return _DefaultFastMath.attr


# ---- vector.print ----------------------------------------------------------------------------------
@vector.op
class PrintOp(VectorOp):
    name = "vector.print"
    source = opt_operand(Printable)
    punctuation = prop(Punctuation, default=PUNCT_NEWLINE)
    stringLiteral = opt_prop(StringLiteral)
    preds = (("`source` or `punctuation` are not set when printing strings",
              lambda op: "stringLiteral" not in op.properties or (
                  op.source is None and op.properties["punctuation"] is PUNCT_NEWLINE)),)
    grammar = '[VALUE ":" type] [op__vector__print___clauses] [dict_attr]'
    rules = {"clauses": '(op__vector__print___str | op__vector__print___punct)+',
             "str": '"str" STRING',
             "punct": '"punctuation" "<" BARE_ID ">"'}

    @classmethod
    def rule_str(cls, children: list[Any], builder: Any) -> Any:
        return ("stringLiteral", A.StringAttr(string_value(children[0])), children[0])

    @classmethod
    def rule_punct(cls, children: list[Any], builder: Any) -> Any:
        return ("punctuation", PrintPunctuationAttr.from_keyword(children[0], builder, cls.name), children[0])

    @classmethod
    def rule_clauses(cls, children: list[Any], builder: Any) -> Any:
        return children

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> PrintOp:
        tok, src, src_t, clauses, attrs_d = children
        attrs = dict(attrs_d.entries) if attrs_d is not None else {}
        props, rest = _split_props(cls, attrs)
        for key, value, _ in clauses or []:
            if key in props:  # the generated oilist parser reports at the op name
                raise custom_error(builder, tok, cls.name, f"`{'str' if key == 'stringLiteral' else key}` clause "
                                   "can appear at most once in the expansion of the oilist directive")
            props[key] = value
        operands = [builder.use(src, src_t)] if src is not None else []
        return cls(operands, [], rest, props, 0, [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        if self.source is not None:
            p.write(" " + p.value_name(self.source) + " : ")
            p.print_type(self.source.type)
        s = self.properties.get("stringLiteral")
        if s is not None:
            p.write(" str ")
            p.print_attr(s)
        punct = self.properties.get("punctuation")
        if punct is not None and punct is not PUNCT_NEWLINE:
            p.write(" punctuation ")
            punct.print_stripped(p)  # type: ignore[attr-defined]
        elided = {"stringLiteral", "punctuation"}
        p.print_optional_attr_dict(_all_attrs(self), elided)


# ---- vector.mask ---------------------------------------------------------------------------------------
@vector.op
class MaskOp(VectorOp):
    name = "vector.mask"
    mask = operand(MaskVector)
    passthru = opt_operand()
    results_ = var_result()
    maskRegion = region(single_block=True, blocks=SIZED_REGION_1)
    traits = (RecursiveMemoryEffects, SingleBlockImplicitTerminator("vector.yield"))
    grammar = 'VALUE ["," VALUE] region [dict_attr] ":" type ["->" function_result_types]'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> MaskOp:
        tok, mask, passthru, body, attrs_d, mask_t, res_types = children
        attrs = dict(attrs_d.entries) if attrs_d is not None else {}
        res_types = list(res_types or [])
        loc = builder.loc(tok)
        _ensure_mask_terminator(body, loc)
        operands = [builder.use(mask, mask_t)]
        if passthru is not None:
            if not res_types:
                raise custom_error(builder, tok, cls.name, "expects a result if passthru operand is "
                                         "provided")
            operands.append(builder.use(passthru, res_types[0]))
        props, rest = _split_props(cls, attrs)
        return cls(operands, res_types, rest, props, [body], [], loc)

    def print(self, p: Printer) -> None:
        p.write(" " + p.value_name(self.mask))
        if self.passthru is not None:
            p.write(", " + p.value_name(self.passthru))
        p.write(" { ")
        blocks = self.regions[0].blocks
        if blocks and blocks[0].first is not None:
            _print_op_without_results(p, blocks[0].first)
        p.write(" }")
        p.print_optional_attr_dict(_all_attrs(self))
        p.write(" : ")
        p.print_type(self.mask.type)
        if self.results:
            p.write(" -> ")
            p.print_function_results([r.type for r in self.results])

    def verify_op(self) -> None:
        blocks = self.regions[0].blocks
        if not blocks or blocks[0].first is None:
            raise self.emit_error("expects a terminator within the mask region")
        block = blocks[0]
        n = len(block)
        if n > 2:
            raise self.emit_error("expects only one operation to mask")
        term = block.last
        if not isinstance(term, YieldOp):
            raise self.emit_error("expects a terminator within the mask region")
        if len(term.operands) != len(self.results):
            raise self.emit_error("expects number of results to match mask region yielded values")
        if n == 1:
            return
        masked = block.first
        assert masked is not None
        if getattr(masked, "expected_mask_type", None) is None:
            raise self.emit_error("expects a MaskableOpInterface within the mask region")
        if len(masked.results) != len(self.results):
            raise self.emit_error("expects number of results to match maskable operation number of results")
        if list(masked.results) != term.operands:
            raise self.emit_error("expects all the results from the MaskableOpInterface to match all the values "
                                  "returned by the terminator")
        if [r.type for r in masked.results] != [r.type for r in self.results]:
            raise self.emit_error("expects result type to match maskable operation result type")
        if sum(1 for r in masked.results if isinstance(r.type, T.VectorType)) > 1:
            raise self.emit_error("multiple vector results not supported")
        expected = masked.expected_mask_type()  # type: ignore[attr-defined]
        if self.mask.type is not expected:
            raise self.emit_error(f"expects a '{expected}' mask for the maskable operation")
        pt = self.passthru
        if pt is not None:
            if not getattr(masked, "supports_passthru", lambda: False)():
                raise self.emit_error("doesn't expect a passthru argument for this maskable operation")
            if len(masked.results) != 1:
                raise self.emit_error("expects result when passthru argument is provided")
            if pt.type is not masked.results[0].type:
                raise self.emit_error("expects passthru type to match result type")


def _ensure_mask_terminator(body: Region, loc: A.Location) -> None:
    """MaskOp::ensureTerminator: add a vector.yield of the masked op's results."""
    yield_cls = registry.lookup_op("vector.yield")
    assert yield_cls is not None
    if not body.blocks:
        body.add_block(Block())
    block = body.blocks[-1]
    last = block.last
    if last is not None and last.has_terminator_trait():
        return
    results = list(last.results) if last is not None else []
    if last is not None and len(block) == 1:
        block.append(yield_cls(results, [], {}, {}, 0, [], loc))
    else:
        block.append(yield_cls([], [], {}, {}, 0, [], loc))


def _print_op_without_results(p: Printer, op: Operation) -> None:
    """printCustomOrGenericOp: the op as written after `%x = `."""
    if op.op_def is None or (op.op_def.format is None and op.assembly_format is None and op.grammar is None):
        p.print_generic_op(op)
        return
    p.default_dialects.append("")
    p.print_op_name(op)
    op.print(p)
    p.default_dialects.pop()
