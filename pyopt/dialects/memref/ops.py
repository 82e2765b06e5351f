"""memref ops: allocation, globals, loads and stores, atomics, casts, DMA."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.rewrite.side_effects import (AUTOMATIC_ALLOCATION_SCOPE_RESOURCE, MemAlloc, MemFree, MemRead,
                                        MemWrite)
from pyopt.ir.ods import (SIZED_REGION_1, AttrSizedOperandSegments, AutomaticAllocationScope, HasParent, OpDef, Pure,
                          RecursiveMemoryEffects, ReturnLike, SameOperandsAndResultType, SingleBlockImplicitTerminator,
                          Symbol, Terminator, TypesMatchWith, operand, opt_operand, opt_prop, prop, region, result,
                          var_operand, var_result)
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.printer import Printer
from pyopt.dialects.dynamic_index import strides_and_offset
from pyopt.dialects.memref.base import (DYNAMIC, Alignment, AnyMemRef, AnyNon0RankedOrUnrankedMemRef,
                                        AnyRankedOrUnrankedMemRef, AnyStaticShapeMemRef, AtomicRMWKind, LocalityHint,
                                        MemRef1D, MemRefOfIntOrFloat, PositiveI32, SignlessIntOrFloat,
                                        dynamic_dims, element_type, expect_base_memref_type,
                                        expect_memref_type, memory_space, memref)
from pyopt.dialects.region_branch import (Edge, add_terminator, print_attrs, result_types, split_attr_dict,
                                          terminators, verify_edges)


def _elem_of(t: T.Type) -> T.Type:
    e = element_type(t)
    return e if e is not None else t


# ---- allocation -----------------------------------------------------------------------------
class AllocLikeOp(OpDef):
    dynamicSizes = var_operand(C.Index)
    symbolOperands = var_operand(C.Index)
    alignment = opt_prop(Alignment)
    memref = result(AnyMemRef)
    traits = (AttrSizedOperandSegments,)
    assembly_format = "`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)"

    @classmethod
    def infer_types(cls, b: Any) -> None:
        expect_memref_type(b, "memref")  # the attr-dict's inherent attributes next (format.check_attr_dict)

    def verify_(self) -> None:
        t = self.results[0].type
        sizes = self.operand_group(0)
        n = dynamic_dims(t)
        if len(sizes) != n:
            raise self.emit_error(f"incorrect number of dynamic sizes, has {len(sizes)}, expected {n}")
        layout = getattr(t, "layout", None)
        n_sym = layout.value.num_symbols if isinstance(layout, A.AffineMapAttr) else 0
        if isinstance(layout, A.StridedLayoutAttr):
            n_sym = sum(1 for s in (layout.offset, *layout.strides) if s == DYNAMIC)
        syms = self.operand_group(1)
        if len(syms) != n_sym:
            raise self.emit_error(f"symbol operand count does not equal memref symbol count: expected {n_sym}, "
                                  f"got {len(syms)}")


@memref.op
class AllocOp(AllocLikeOp):
    name = "memref.alloc"
    side_effects = (MemAlloc("memref"),)

    result_names = ("alloc",)


@memref.op
class AllocaOp(AllocLikeOp):
    name = "memref.alloca"
    side_effects = (MemAlloc("memref", AUTOMATIC_ALLOCATION_SCOPE_RESOURCE),)

    result_names = ("alloca",)

    def verify_(self) -> None:
        # AllocaOp::verify: the scope ancestor first, then verifyAllocLikeOp.
        ancestor = self.parent_op
        while ancestor is not None and not (ancestor.op_def is not None
                                            and AutomaticAllocationScope in ancestor.op_def.trait_classes):
            ancestor = ancestor.parent_op
        if ancestor is None:
            raise self.emit_error("requires an ancestor op with AutomaticAllocationScope trait")
        super().verify_()


@memref.op
class ReallocOp(OpDef):
    name = "memref.realloc"
    side_effects = (MemFree("source"), MemAlloc("result_"))
    source = operand(MemRef1D)
    dynamicResultSize = opt_operand(C.Index)
    alignment = opt_prop(Alignment)
    result_ = result(MemRef1D)
    assembly_format = "$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)"

    def verify_(self) -> None:
        src, res = self.operands[0].type, self.results[0].type
        if getattr(src, "layout", None) is not None:
            raise MLIRError(f"unsupported layout for source memref type '{src}'", self.loc)
        if getattr(res, "layout", None) is not None:
            raise MLIRError(f"unsupported layout for result memref type '{res}'", self.loc)
        if memory_space(src) is not memory_space(res):
            raise MLIRError(f"different memory spaces specified for source memref type '{src}' and result "
                                  f"memref type '{res}'", self.loc)
        if element_type(src) is not element_type(res):
            raise MLIRError(f"different element types specified for source memref type '{src}' and result "
                                  f"memref type '{res}'", self.loc)
        has_size = self.operand_group(1) is not None
        if dynamic_dims(res) and not has_size:
            raise MLIRError(f"missing dimension operand for result type '{res}'", self.loc)
        if not dynamic_dims(res) and has_size:
            raise MLIRError(f"unnecessary dimension operand for result type '{res}'", self.loc)


@memref.op
class DeallocOp(OpDef):
    name = "memref.dealloc"
    side_effects = (MemFree("memref_"),)
    memref_ = operand(AnyRankedOrUnrankedMemRef)
    assembly_format = "$memref_ attr-dict `:` type($memref_)"


@memref.op
class AllocaScopeReturnOp(OpDef):
    name = "memref.alloca_scope.return"
    results_ = var_operand()
    traits = (Pure, Terminator, ReturnLike, HasParent("memref.alloca_scope"))
    assembly_format = "attr-dict ($results_^ `:` type($results_))?"


@memref.op
class AllocaScopeOp(OpDef):
    name = "memref.alloca_scope"
    results_ = var_result()
    bodyRegion = region(single_block=True, blocks=SIZED_REGION_1)
    traits = (AutomaticAllocationScope, RecursiveMemoryEffects,
              SingleBlockImplicitTerminator("memref.alloca_scope.return"))
    grammar = '["->" function_result_types] region [dict_attr]'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> AllocaScopeOp:
        tok, types, body, attrs = children
        loc = builder.loc(tok)
        add_terminator(body, "memref.alloca_scope.return", loc)
        return cls([], types or [], split_attr_dict(cls, attrs, {}), {}, [body], [], loc)

    def print(self, p: Printer) -> None:
        p.write(" ")
        if self.results:
            p.write(" -> (")
            p.print_list(result_types(self), p.print_type)
            p.write(")")
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=bool(self.results))
        print_attrs(p, self)

    def verify_regions_(self) -> None:
        verify_edges(self, [Edge(r, r.operands, "parent", result_types(self))
                            for r in terminators(self.regions[0], "memref.alloca_scope.return")])


# ---- globals ---------------------------------------------------------------------------------
def tensor_type_of(t: T.Type) -> T.Type:
    """getTensorTypeFromMemRefType."""
    if isinstance(t, T.MemRefType):
        return T.RankedTensorType(t.shape, t.element, None)
    if isinstance(t, T.UnrankedMemRefType):
        return T.UnrankedTensorType(t.element)
    return T.none


@memref.op
class GlobalOp(OpDef):
    name = "memref.global"
    sym_name = prop(C.SymbolNameAttr)
    sym_visibility = opt_prop(C.StrAttr)
    type = prop(C.TypeAttrC(C.type_class(T.MemRefType, "memref type"), summary="memref type attribute"))
    initial_value = opt_prop(C.AnyAttr)
    constant = opt_prop(C.UnitAttr)
    alignment = opt_prop(Alignment)
    traits = (Symbol,)
    grammar = ('[STRING] [op__memref__global___constant] SYMBOL ":" type '
               '["=" op__memref__global___init] [dict_attr]')
    rules = {
        "constant": '"constant"',
        # parseGlobalMemrefOpTypeAndInitialValue reads any attribute there and
        # then rejects what is not an elements attribute.
        "init": '"uninitialized" | op__memref__global___dense | op__memref__global___other',
        "dense": '"dense" "<" [dense_literal] ">"',
        "other": 'attribute',
    }

    @classmethod
    def rule_constant(cls, children: list[Any], builder: Any) -> bool:
        return True

    @classmethod
    def rule_init(cls, children: list[Any], builder: Any) -> Any:
        return children[0] if children else A.UnitAttr()

    @classmethod
    def rule_dense(cls, children: list[Any], builder: Any) -> Any:
        return ("dense", children[-1])

    @classmethod
    def rule_other(cls, children: list[Any], builder: Any) -> Any:
        return ("other", children[0])

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> GlobalOp:
        from pyopt.ir.dense import build_dense
        from pyopt.ir.parser import string_value, symbol_name

        tok, vis, constant, sym, ty, init, attrs = children
        props: dict[str, A.Attribute] = {}
        if vis is not None:
            props["sym_visibility"] = A.StringAttr(string_value(vis))
        if constant:
            props["constant"] = A.UnitAttr()
        props["sym_name"] = A.StringAttr(symbol_name(sym))
        if not isinstance(ty, T.MemRefType) or not ty.has_static_shape():
            raise builder.error(tok, f"custom op '{tok}' type should be static shaped memref, but got '{ty}'")
        props["type"] = A.TypeAttr(ty)
        if isinstance(init, tuple) and init[0] == "dense":
            # Errors of the literal are reported at `dense`, after the `=`.
            init = build_dense(builder, init[1], tensor_type_of(ty),
                               lambda: builder.colon_loc(sym, after=True, char="="))
        elif isinstance(init, tuple):
            init = cls._other_initial_value(builder, tok, sym, init[1])
        if init is not None:
            props["initial_value"] = init
        discardable = split_attr_dict(cls, attrs, props)
        return cls([], [], discardable, props, [], [], builder.loc(tok))

    @classmethod
    def _other_initial_value(cls, builder: Any, tok: Any, sym: Any, value: A.Attribute) -> A.Attribute:
        """parseAttribute(initialValue, tensorType) for what is not `dense<>`:
        a number must fit the tensor type (it never does), a typed elements
        literal leaves its `: type` unparsed, anything else is no elements
        attribute."""
        import re

        from pyopt.ir.diagnostics import MLIRError
        from pyopt.ir.syntax_errors import _wrong_token_pos

        if isinstance(value, A.IntegerAttr):  # reported at the literal
            raise MLIRError("integer literal not valid for specified type",
                            builder.colon_loc(sym, after=True, char="="))
        text = builder.ctx.text
        if isinstance(value, A.FloatAttr) and text and hasattr(sym, "start_pos"):  # reported past the literal
            literal = re.compile(r"\s*-?[0-9.eE+\-]+").match(text, builder.colon_pos(sym, char="=") + 1)
            raise MLIRError("floating point value not valid for specified type",
                            builder.pos_loc(literal.end() if literal else 0))
        if isinstance(value, (A.DenseElementsAttr, A.SparseElementsAttr, A.DenseResourceElementsAttr)) and text:
            # The literal's own `: type` is left over: the next op cannot start there.
            raise MLIRError("expected operation name in quotes",
                            builder.pos_loc(_wrong_token_pos(text, builder.colon_pos(sym, nth=2))))
        raise builder.error(tok, f"custom op '{tok}' initial value should be a unit or elements attribute")

    def print(self, p: Printer) -> None:
        props = self.properties
        vis = props.get("sym_visibility")
        if isinstance(vis, A.StringAttr):
            p.write(" ")
            p.print_attr(vis)
        if "constant" in props:
            p.write(" constant")
        name = props["sym_name"]
        assert isinstance(name, A.StringAttr)
        p.write(" " + A.symbol_text(name.value) + " : ")
        ty = props["type"]
        p.print_type(ty.value if isinstance(ty, A.TypeAttr) else ty)  # type: ignore[arg-type]
        init = props.get("initial_value")
        if init is not None:
            p.write(" = ")
            if isinstance(init, A.UnitAttr):
                p.write("uninitialized")
            elif isinstance(init, A.DenseElementsAttr):
                p.write("dense<")
                p.print_dense_body(init)
                p.write(">")
            else:
                p.print_attr(init)
        print_attrs(p, self, ("sym_visibility", "constant", "sym_name", "type", "initial_value"))

    @property
    def memref_type(self) -> T.Type | None:
        t = self.properties.get("type")
        return t.value if isinstance(t, A.TypeAttr) else None

    def verify_(self) -> None:
        t = self.memref_type
        if not isinstance(t, T.MemRefType) or not t.has_static_shape():
            raise self.emit_error(f"type should be static shaped memref, but got '{t}'")
        init = self.properties.get("initial_value")
        if init is not None:
            if isinstance(init, A.DenseElementsAttr):
                it = init.type
                if getattr(it, "element", None) is not t.element:
                    raise self.emit_error(f"initial value element expected to be of type '{t.element}', but was of "
                                          f"type '{getattr(it, 'element', it)}'")
                shape = tuple(getattr(it, "shape", ()))
                if shape != tuple(t.shape):
                    raise self.emit_error(f"initial value shape expected to be {list(t.shape)} but was "
                                          f"{list(shape)}".replace("[", "").replace("]", ""))
            elif not isinstance(init, (A.UnitAttr, A.DenseResourceElementsAttr)):
                raise self.emit_error(f"initial value should be a unit or elements attribute, but got {init}")


@memref.op
class GetGlobalOp(OpDef):
    """`memref.get_global @name : type attr-dict` (written by hand: the
    property is called `name`, like the op's own name)."""

    name = "memref.get_global"
    name_ = prop(C.FlatSymbolRefAttr, key="name")
    result_ = result(AnyStaticShapeMemRef)
    traits = (Pure,)
    grammar = 'symbol_ref ":" type [dict_attr]'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> GetGlobalOp:
        tok, ref, ty, attrs = children
        props: dict[str, A.Attribute] = {"name": ref}
        discardable = split_attr_dict(cls, attrs, props)
        return cls([], [ty], discardable, props, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" ")
        p.print_attr(self.properties["name"])
        p.write(" : ")
        p.print_type(self.results[0].type)
        print_attrs(p, self, ("name",))

    def verify_symbol_uses(self) -> None:
        from pyopt.ir.symbols import lookup_nearest_symbol_from

        ref = self.properties.get("name")
        assert isinstance(ref, A.SymbolRefAttr)
        target = lookup_nearest_symbol_from(self, ref)
        if not isinstance(target, GlobalOp):
            raise self.emit_error(f"'{ref.root}' does not reference a valid global memref")
        t = self.results[0].type
        if target.memref_type is not t:
            raise self.emit_error(f"result type '{t}' does not match type '{target.memref_type}' of the global "
                                  f"memref @{ref.root}")


# ---- loads and stores ---------------------------------------------------------------------------
@memref.op
class LoadOp(OpDef):
    name = "memref.load"
    side_effects = (MemRead("memref_"),)
    memref_ = operand(AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr, default=A.BoolAttr(False))
    alignment = opt_prop(Alignment)
    result_ = result()
    traits = (TypesMatchWith("memref_", "result_", _elem_of, "result type matches element type of 'memref'"),)
    assembly_format = "$memref_ `[` $indices `]` attr-dict `:` type($memref_)"

    def verify_(self) -> None:
        rank = getattr(self.operands[0].type, "rank", 0)
        n = len(self.operands) - 1
        if n != rank:
            raise self.emit_error(f"incorrect number of indices for load, expected {rank} but got {n}")
        if self.results[0].type is not _elem_of(self.operands[0].type):
            raise self.emit_error("failed to verify that result type matches element type of 'memref'")


@memref.op
class StoreOp(OpDef):
    name = "memref.store"
    side_effects = (MemWrite("memref_"),)
    value = operand()
    memref_ = operand(AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr, default=A.BoolAttr(False))
    alignment = opt_prop(Alignment)
    traits = (TypesMatchWith("memref_", "value", _elem_of, "type of 'value' matches element type of 'memref'"),)
    assembly_format = "$value `,` $memref_ `[` $indices `]` attr-dict `:` type($memref_)"

    def verify_(self) -> None:
        t = self.operands[1].type
        if self.operands[0].type is not _elem_of(t):
            raise self.emit_error("failed to verify that type of 'value' matches element type of 'memref'")
        if len(self.operands) != 2 + getattr(t, "rank", 0):
            raise self.emit_error("store index operand count not equal to memref rank")


@memref.op
class PrefetchOp(OpDef):
    name = "memref.prefetch"
    side_effects = (MemRead("memref_"), MemWrite("memref_"))
    memref_ = operand(AnyMemRef)
    indices = var_operand(C.Index)
    isWrite = prop(C.BoolAttr)
    localityHint = prop(LocalityHint)
    isDataCache = prop(C.BoolAttr)
    grammar = 'VALUE "[" [value_list] "]" "," BARE_ID "," "locality" "<" typed_literal ">" "," BARE_ID ":" type'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> PrefetchOp:
        tok, mem, idx, rw, hint, cache, ty = children
        if rw not in ("read", "write"):
            raise builder.error(tok, f"custom op '{tok}' rw specifier has to be 'read' or 'write'")
        if cache not in ("data", "instr"):
            raise builder.error(tok, f"custom op '{tok}' cache type has to be 'data' or 'instr'")
        kind, neg, val = hint
        props: dict[str, A.Attribute] = {
            "isWrite": A.BoolAttr(rw == "write"),
            "localityHint": builder._typed_int(val, neg, T.i32) if kind == "int" else A.UnitAttr(),
            "isDataCache": A.BoolAttr(cache == "data"),
        }
        operands = [builder.use(mem, ty)] + [builder.use(i, T.index) for i in idx or []]
        return cls(operands, [], {}, props, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        props = self.properties
        ops = self.operands
        hint = props.get("localityHint")
        p.write(f" {p.value_name(ops[0])}[{', '.join(p.value_name(v) for v in ops[1:])}], "
                f"{'write' if _true(props.get('isWrite')) else 'read'}, "
                f"locality<{hint.value if isinstance(hint, A.IntegerAttr) else hint}>, "
                f"{'data' if _true(props.get('isDataCache')) else 'instr'}")
        print_attrs(p, self, ("localityHint", "isWrite", "isDataCache"))
        p.write(" : ")
        p.print_type(ops[0].type)

    def verify_(self) -> None:
        if len(self.operands) != 1 + getattr(self.operands[0].type, "rank", 0):
            raise self.emit_error("too few indices")


def _true(a: A.Attribute | None) -> bool:
    return isinstance(a, A.IntegerAttr) and bool(a.value)


# ---- atomics ---------------------------------------------------------------------------------
_FLOAT_KINDS = ("addf", "maximumf", "maxnumf", "minimumf", "minnumf", "mulf")
_INT_KINDS = ("addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "andi", "xori")


@memref.op
class AtomicRMWOp(OpDef):
    name = "memref.atomic_rmw"
    side_effects = (MemRead("memref_"), MemWrite("memref_"))
    value = operand(SignlessIntOrFloat)
    memref_ = operand(MemRefOfIntOrFloat)
    indices = var_operand(C.Index)
    kind = prop(AtomicRMWKind)
    result_ = result(SignlessIntOrFloat)
    assembly_format = ("$kind $value `,` $memref_ `[` $indices `]` attr-dict `:` `(` type($value) `,` "
                       "type($memref_) `)` `->` type($result_)")

    def verify_(self) -> None:
        t = self.operands[1].type
        if self.operands[0].type is not _elem_of(t):
            raise self.emit_error("failed to verify that value type matches element type of memref")
        if self.operands[0].type is not self.results[0].type:
            raise self.emit_error("failed to verify that all of {value, result} have same type")
        if getattr(t, "rank", 0) != len(self.operands) - 2:
            raise self.emit_error("expects the number of subscripts to be equal to memref rank")
        kind = AtomicRMWKind.keyword(self.properties["kind"])
        vt = self.operands[0].type
        if kind in _FLOAT_KINDS and not isinstance(vt, T.FloatType):
            raise self.emit_error(f"with kind '{kind}' expects a floating-point type")
        if kind in _INT_KINDS and not isinstance(vt, T.IntegerType):
            raise self.emit_error(f"with kind '{kind}' expects an integer type")


@memref.op
class AtomicYieldOp(OpDef):
    name = "memref.atomic_yield"
    result_ = operand()
    traits = (Pure, Terminator, ReturnLike, HasParent("memref.generic_atomic_rmw"))
    assembly_format = "$result_ attr-dict `:` type($result_)"

    def verify_(self) -> None:
        parent = self.parent_op
        if parent is not None and parent.results and parent.results[0].type is not self.operands[0].type:
            raise self.emit_error(f"types mismatch between yield op: '{self.operands[0].type}' and its parent: "
                                  f"'{parent.results[0].type}'")


@memref.op
class GenericAtomicRMWOp(OpDef):
    name = "memref.generic_atomic_rmw"
    memref_ = operand(MemRefOfIntOrFloat)
    indices = var_operand(C.Index)
    result_ = result(SignlessIntOrFloat)
    atomic_body = region()
    traits = (SingleBlockImplicitTerminator("memref.atomic_yield"),)
    grammar = 'op__memref__generic_atomic_rmw___header region [dict_attr]'
    rules = {"header": 'VALUE "[" [value_list] "]" ":" type'}

    @classmethod
    def rule_header(cls, children: list[Any], builder: Any) -> tuple[list[Any], T.Type]:
        mem, idx, ty = children
        operands = [builder.use(mem, ty)] + [builder.use(i, T.index) for i in idx or []]
        return operands, ty

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> GenericAtomicRMWOp:
        tok, (operands, ty), body, attrs = children
        discardable = split_attr_dict(cls, attrs, {})
        return cls(operands, [_elem_of(ty)], discardable, {}, [body], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        ops = self.operands
        p.write(f" {p.value_name(ops[0])}[{', '.join(p.value_name(v) for v in ops[1:])}] : ")
        p.print_type(ops[0].type)
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=True, print_terminators=True)
        print_attrs(p, self)

    def verify_(self) -> None:
        body = self.regions[0]
        args = body.blocks[0].args if body.blocks else []
        if len(args) != 1:
            raise self.emit_error("expected single number of entry block arguments")
        if self.results[0].type is not args[0].type:
            raise self.emit_error("expected block argument of the same type result type")
        from pyopt.ir.verifier import see_current_operation
        from pyopt.rewrite.side_effects import is_memory_effect_free

        for nested in _post_order(body):  # Region::walk: an op after the ops nested in it
            if not is_memory_effect_free(nested):
                raise see_current_operation(nested.emit_plain_error(
                    "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects"), nested)


def _post_order(region: Any) -> Any:
    for block in region.blocks:
        for op in block.ops:
            for r in op.regions:
                yield from _post_order(r)
            yield op


# ---- casts and queries ---------------------------------------------------------------------------
def cast_compatible(a: T.Type, b: T.Type) -> bool:
    """memref::CastOp::areCastCompatible."""
    if isinstance(a, T.MemRefType) and isinstance(b, T.MemRefType):
        if a.element is not b.element:
            return False
        if a.layout is not b.layout:
            sa, sb = strides_and_offset(a), strides_and_offset(b)
            if sa is None or sb is None or len(sa[0]) != len(sb[0]):
                return False

            def ok(x: int, y: int) -> bool:
                return x == DYNAMIC or y == DYNAMIC or x == y

            if not ok(sa[1], sb[1]) or not all(ok(x, y) for x, y in zip(sa[0], sb[0])):
                return False
        if a.memory_space is not b.memory_space or a.rank != b.rank:
            return False
        return all(x == y or DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape))
    ranked = (T.MemRefType, T.UnrankedMemRefType)
    if not isinstance(a, ranked) or not isinstance(b, ranked):
        return False
    if isinstance(a, T.UnrankedMemRefType) and isinstance(b, T.UnrankedMemRefType):
        return False
    return a.element is b.element and a.memory_space is b.memory_space


def memory_space_cast_compatible(a: T.Type, b: T.Type) -> bool:
    if isinstance(a, T.MemRefType) and isinstance(b, T.MemRefType):
        return a.element is b.element and a.shape == b.shape and a.layout is b.layout
    if isinstance(a, T.UnrankedMemRefType) and isinstance(b, T.UnrankedMemRefType):
        return a.element is b.element
    return False


@memref.op
class CastOp(OpDef):
    name = "memref.cast"
    source = operand(AnyRankedOrUnrankedMemRef)
    dest = result(AnyRankedOrUnrankedMemRef)
    traits = (Pure,)
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    result_names = ("cast",)

    def verify_(self) -> None:
        a, b = self.operands[0].type, self.results[0].type
        if not cast_compatible(a, b):
            raise self.emit_error(f"operand type '{a}' and result type '{b}' are cast incompatible")


@memref.op
class MemorySpaceCastOp(OpDef):
    name = "memref.memory_space_cast"
    source = operand(AnyRankedOrUnrankedMemRef)
    dest = result(AnyRankedOrUnrankedMemRef)
    traits = (Pure,)
    assembly_format = "$source attr-dict `:` type($source) `to` type($dest)"

    result_names = ("memspacecast",)

    def verify_(self) -> None:
        a, b = self.operands[0].type, self.results[0].type
        if not memory_space_cast_compatible(a, b):
            raise self.emit_error(f"operand type '{a}' and result type '{b}' are cast incompatible")


@memref.op
class AssumeAlignmentOp(OpDef):
    name = "memref.assume_alignment"
    memref_ = operand(AnyMemRef)
    alignment = prop(PositiveI32)
    result_ = result(AnyMemRef)
    traits = (Pure, SameOperandsAndResultType)
    assembly_format = "$memref_ `,` $alignment attr-dict `:` type($memref_)"

    result_names = ("assume_align",)

    def verify_(self) -> None:
        a = self.properties["alignment"]
        v = a.value if isinstance(a, A.IntegerAttr) else 0
        if v & (v - 1):
            raise self.emit_error("alignment must be power of 2")


@memref.op
class CopyOp(OpDef):
    name = "memref.copy"
    side_effects = (MemRead("source"), MemWrite("target"))
    source = operand(AnyRankedOrUnrankedMemRef)
    target = operand(AnyRankedOrUnrankedMemRef)
    assembly_format = "$source `,` $target attr-dict `:` type($source) `to` type($target)"

    def verify_(self) -> None:
        a, b = (v.type for v in self.operands)
        if element_type(a) is not element_type(b):
            raise self.emit_error("requires the same element type for all operands")  # SameOperandsElementType
        sa, sb = getattr(a, "shape", None), getattr(b, "shape", None)
        if sa is not None and sb is not None and (len(sa) != len(sb) or any(
                x != y and DYNAMIC not in (x, y) for x, y in zip(sa, sb))):
            raise self.emit_error("requires the same shape for all operands")


@memref.op
class DimOp(OpDef):
    name = "memref.dim"
    source = operand(AnyNon0RankedOrUnrankedMemRef)
    index = operand(C.Index)
    result_ = result(C.Index)
    traits = (Pure,)
    assembly_format = "attr-dict $source `,` $index `:` type($source)"

    result_names = ("dim",)


@memref.op
class RankOp(OpDef):
    name = "memref.rank"
    memref_ = operand(AnyRankedOrUnrankedMemRef)
    result_ = result(C.Index)
    traits = (Pure,)
    assembly_format = "$memref_ attr-dict `:` type($memref_)"

    @classmethod
    def infer_types(cls, b: Any) -> None:
        expect_base_memref_type(b, "memref_")


@memref.op
class DistinctObjectsOp(OpDef):
    name = "memref.distinct_objects"
    operands_ = var_operand(AnyMemRef)
    results_ = var_result(AnyMemRef)
    traits = (Pure,)
    assembly_format = "$operands_ attr-dict `:` type($operands_)"

    @classmethod
    def infer_types(cls, b: Any) -> None:
        b.types["results_"] = list(b.types.get("operands_") or [])

    def verify_(self) -> None:
        # DistinctObjectsOp::verify compares the two type lists whole.
        if [o.type for o in self.operands] != [r.type for r in self.results]:
            raise self.emit_error("operand types and result types must match")
        if not self.operands:
            raise self.emit_error("expected at least one operand")


@memref.op
class ExtractAlignedPointerAsIndexOp(OpDef):
    name = "memref.extract_aligned_pointer_as_index"
    source = operand(AnyRankedOrUnrankedMemRef)
    aligned_pointer = result(C.Index)
    traits = (Pure,)
    assembly_format = "$source `:` type($source) `->` type(results) attr-dict"

    result_names = ("intptr",)


# ---- DMA ---------------------------------------------------------------------------------------
@memref.op
class DmaStartOp(OpDef):
    name = "memref.dma_start"
    operands_ = var_operand()
    grammar = ('VALUE "[" [value_list] "]" "," VALUE "[" [value_list] "]" "," VALUE "," VALUE "[" [value_list] "]" '
               '["," value_list] ":" type_list_no_parens')

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> DmaStartOp:
        tok, src, src_idx, dst, dst_idx, num, tag, tag_idx, stride, types = children
        stride = stride or []
        if stride and len(stride) != 2:
            raise builder.error(tok, f"custom op '{tok}' expected two stride related operands")
        if len(types) != 3:
            raise builder.error(tok, f"custom op '{tok}' fewer/more types expected")
        index = T.index
        operands = [builder.use(src, types[0])] + [builder.use(v, index) for v in src_idx or []]
        operands += [builder.use(dst, types[1])] + [builder.use(v, index) for v in dst_idx or []]
        operands.append(builder.use(num, index))
        operands += [builder.use(tag, types[2])] + [builder.use(v, index) for v in tag_idx or []]
        operands += [builder.use(v, index) for v in stride]
        return cls(operands, [], {}, {}, [], [], builder.loc(tok))

    def _parts(self) -> tuple[list[Any], list[Any], Any, list[Any], list[Any]]:
        ops = self.operands
        i = 1 + getattr(ops[0].type, "rank", 0)
        src = ops[:i]
        j = i + 1 + getattr(ops[i].type, "rank", 0) if i < len(ops) else i
        dst = ops[i:j]
        num = ops[j] if j < len(ops) else None
        k = j + 2 + getattr(ops[j + 1].type, "rank", 0) if j + 1 < len(ops) else j + 1
        tag = ops[j + 1:k]
        return src, dst, num, tag, ops[k:]

    def print(self, p: Printer) -> None:
        src, dst, num, tag, stride = self._parts()

        def indexed(vs: list[Any]) -> str:
            return f"{p.value_name(vs[0])}[{', '.join(p.value_name(v) for v in vs[1:])}]"

        p.write(f" {indexed(src)}, {indexed(dst)}, {p.value_name(num)}, {indexed(tag)}")
        if stride:
            p.write(", " + ", ".join(p.value_name(v) for v in stride))
        print_attrs(p, self)
        p.write(" : ")
        p.print_list([src[0].type, dst[0].type, tag[0].type], p.print_type)

    def verify_(self) -> None:
        """DmaStartOp::verify: each memref and its indices in operand order
        (source, destination, number of elements, tag), then the optional
        stride pair."""
        ops = self.operands
        if len(ops) < 4:
            raise self.emit_error("expected at least 4 operands")
        expected = 4
        position = 0
        for what, indices in (("source", "source indices"), ("destination", "destination indices"),
                              ("tag", "tag indices")):
            if what == "tag":  # the number of elements comes before the tag
                if ops[position].type is not T.index:
                    raise self.emit_error("expected num elements to be of index type")
                position += 1
            memref_type = ops[position].type
            if not isinstance(memref_type, T.MemRefType):
                raise self.emit_error(f"expected {what} to be of memref type")
            expected += memref_type.rank
            if len(ops) < expected:
                raise self.emit_error(f"expected at least {expected} operands")
            index_values = ops[position + 1:position + 1 + memref_type.rank]
            if any(v.type is not T.index for v in index_values):
                raise self.emit_error(f"expected {indices} to be of index type")
            position += 1 + memref_type.rank
        if len(ops) not in (expected, expected + 2):
            raise self.emit_error("incorrect number of operands")
        if len(ops) == expected + 2 and any(v.type is not T.index for v in ops[-2:]):
            raise self.emit_error("expected stride and num elements per stride to be of type index")


@memref.op
class DmaWaitOp(OpDef):
    name = "memref.dma_wait"
    tagMemRef = operand(AnyMemRef)
    tagIndices = var_operand(C.Index)
    numElements = operand(C.Index)
    assembly_format = "$tagMemRef `[` $tagIndices `]` `,` $numElements attr-dict `:` type($tagMemRef)"

    def verify_(self) -> None:
        rank = getattr(self.operands[0].type, "rank", 0)
        n = len(self.operands) - 2
        if n != rank:
            raise self.emit_error(f"expected tagIndices to have the same number of elements as the tagMemRef rank, "
                                  f"expected {rank}, but got {n}")
