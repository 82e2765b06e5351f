"""vector.transfer_read and vector.transfer_write (hand-written syntax)."""

from __future__ import annotations

from typing import Any

from pyopt.rewrite.side_effects import READ, WRITE, transfer_effects
from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.affine import AffineConstantExpr, AffineDimExpr, AffineMap
from pyopt.ir.ods import AttrSizedOperandSegments, operand, opt_operand, opt_result, prop, result, var_operand
from pyopt.ir.printer import Printer

from pyopt.dialects.vector.attrs import (AffineMapAttr, AnyVectorOfAnyRank, BoolArrayAttr, MaskVector, vector)
from pyopt.dialects.vector.base import VectorOp, bit_width, custom_error


def transfer_minor_identity_map(shaped: T.ShapedType, vt: T.VectorType) -> AffineMap:
    """getTransferMinorIdentityMap."""
    elem_rank = len(shaped.element.shape) if isinstance(shaped.element, T.VectorType) else 0
    if shaped.rank == 0 and vt.shape == (1,):
        return AffineMap(0, 0, (0,))
    return AffineMap.minor_identity(shaped.rank, len(vt.shape) - elem_rank)


def effective_vector_rank(shaped: T.ShapedType, vt: T.VectorType) -> int:
    if isinstance(shaped.element, T.VectorType):
        return len(vt.shape) - len(shaped.element.shape)
    return len(vt.shape)


def infer_mask_type(vt: T.VectorType, perm: AffineMap) -> T.VectorType | None:
    """inferTransferOpMaskType: the vector shape seen through the inverse
    of the (compressed) permutation map."""
    used = sorted({r.position for r in perm.results if isinstance(r, AffineDimExpr)})
    compressed = {d: i for i, d in enumerate(used)}
    inverse: dict[int, int] = {}
    for i, r in enumerate(perm.results):
        if isinstance(r, AffineDimExpr):
            inverse.setdefault(compressed[r.position], i)
    if len(inverse) != len(used):
        return None
    order = [inverse[j] for j in range(len(used))]
    shape = tuple(vt.shape[i] for i in order) or (1,)
    scalable = tuple(vt.scalable[i] for i in order) or (False,)
    return T.VectorType(shape, T.i1, scalable)


def _default_in_bounds(perm: AffineMap) -> A.ArrayAttr:
    return A.ArrayAttr(tuple(A.BoolAttr(False) for _ in perm.results))


def _map_text(m: AffineMap) -> str:
    return f"affine_map<{m}>"


class TransferOp(VectorOp):
    """Parsing, printing and verification shared by transfer_read/write."""

    @classmethod
    def _perm_and_in_bounds(cls, attrs: dict[str, A.Attribute], shaped: T.ShapedType, vt: T.VectorType,
                            builder: Any, tok: Any, types_loc: A.Location) -> AffineMap:
        pm = attrs.get("permutation_map")
        if pm is None:
            if shaped.rank < effective_vector_rank(shaped, vt):
                raise custom_error(builder, types_loc, cls.name,
                                   "expected a custom permutation_map when rank(source) != rank(destination)")
            perm = transfer_minor_identity_map(shaped, vt)
            attrs["permutation_map"] = A.AffineMapAttr(perm)
        elif isinstance(pm, A.AffineMapAttr):
            perm = pm.value
        else:
            raise custom_error(builder, tok, cls.name, "invalid kind of attribute specified")
        if "in_bounds" not in attrs:
            attrs["in_bounds"] = _default_in_bounds(perm)
        return perm

    @classmethod
    def _types(cls, children: Any, builder: Any, loc: A.Location,
               vector_first: bool) -> tuple[T.ShapedType, T.VectorType]:
        """The two types, checked as MLIR does, reporting at `loc` (the `:`)."""
        types = children
        if len(types) != 2:
            raise custom_error(builder, loc, cls.name, "requires two types")
        vt, st = (types[0], types[1]) if vector_first else (types[1], types[0])
        order = ("vector", "shaped") if vector_first else ("shaped", "vector")
        for what in order:
            if what == "vector" and not isinstance(vt, T.VectorType):
                raise custom_error(builder, loc, cls.name, "requires vector type")
            if what == "shaped" and not isinstance(st, (T.MemRefType, T.RankedTensorType)):
                raise custom_error(builder, loc, cls.name, "requires memref or ranked tensor type")
        return st, vt

    @classmethod
    def _mask_type(cls, builder: Any, mask_tok: Any, shaped: T.ShapedType, vt: T.VectorType, perm: AffineMap,
                   types_loc: A.Location) -> T.Type:
        if isinstance(shaped.element, T.VectorType):
            raise custom_error(builder, mask_tok, cls.name, "does not support masks with vector element type")
        if len(vt.shape) != perm.num_results:
            raise custom_error(builder, types_loc, cls.name,
                               "expected the same rank for the vector and the results of the permutation map")
        mt = infer_mask_type(vt, perm)
        assert mt is not None
        return mt

    @classmethod
    def _split(cls, attrs: dict[str, A.Attribute]) -> tuple[dict[str, A.Attribute], dict[str, A.Attribute]]:
        props = {k: v for k, v in attrs.items() if k in cls.op_def.props}
        rest = {k: v for k, v in attrs.items() if k not in cls.op_def.props}
        return props, rest

    # -- accessors ---------------------------------------------------------------------
    @property
    def perm(self) -> AffineMap:
        return self.properties["permutation_map"].value  # type: ignore[attr-defined]

    def print_transfer_attrs(self, p: Printer) -> None:
        elided = {"operandSegmentSizes"}
        if self.perm.is_minor_identity():
            elided.add("permutation_map")
        ib = self.properties.get("in_bounds")
        if not any(getattr(e, "value", 0) for e in (ib.elements if isinstance(ib, A.ArrayAttr) else ())):
            elided.add("in_bounds")
        attrs = dict(self.properties)
        attrs.update(self.attributes)
        p.print_optional_attr_dict(attrs, elided)

    def expected_mask_type(self) -> T.Type | None:
        return infer_mask_type(self.vector_type, self.perm)

    @property
    def vector_type(self) -> T.VectorType:
        raise NotImplementedError

    @property
    def shaped_type(self) -> T.ShapedType:
        raise NotImplementedError

    def verify_transfer(self, n_indices: int, mask: Any) -> None:
        st, vt, perm = self.shaped_type, self.vector_type, self.perm
        if n_indices != st.rank:
            raise self.emit_error(f"requires {st.rank} indices")
        if isinstance(self, TransferWriteOp) and any(
                isinstance(r, AffineConstantExpr) and r.value == 0 for r in perm.results):
            raise self.emit_error("should not have broadcast dimensions")
        if "masked" in self.attributes:
            raise self.emit_error("masked attribute has been removed. Use in_bounds instead.")
        if not isinstance(st, (T.MemRefType, T.RankedTensorType)):
            raise self.emit_error("requires source to be a memref or ranked tensor type")
        elem = st.element
        if isinstance(elem, T.VectorType):  # a memref or tensor of vectors: the minor 1-D sizes in bits
            source_bits = bit_width(elem.element) * (elem.shape[-1] if elem.shape else 1)
            result_bits = bit_width(vt.element) * (vt.shape[-1] if vt.shape else 1)
            if result_bits % source_bits != 0:
                raise self.emit_error("requires the bitwidth of the minor 1-D vector to be an integral multiple "
                                      "of the bitwidth of the minor 1-D vector of the source")
            if len(elem.shape) > len(vt.shape):
                raise self.emit_error("requires source vector element and vector result ranks to match.")
            if perm.num_results != len(vt.shape) - len(elem.shape):
                raise self.emit_error("requires a permutation_map with result dims of the same rank as the "
                                      "vector type")
            if mask is not None:
                raise self.emit_error("does not support masks with vector element type")
        else:
            minor_size = vt.shape[-1] if vt.shape else 1
            if (bit_width(vt.element) * minor_size) % bit_width(elem) != 0:
                raise self.emit_error("requires the bitwidth of the minor 1-D vector to be an integral multiple "
                                      "of the bitwidth of the source element type")
            if perm.num_results != len(vt.shape):
                raise self.emit_error("requires a permutation_map with result dims of the same rank as the "
                                      "vector type")
        if perm.num_symbols != 0:
            raise self.emit_error("requires permutation_map without symbols")
        if perm.num_inputs != st.rank:
            raise self.emit_error("requires a permutation_map with input dims of the same rank as the source type")
        if mask is not None:
            inferred = infer_mask_type(vt, perm)
            if mask.type is not inferred:
                raise self.emit_error(f"inferred mask type ({inferred}) and mask operand type ({mask.type}) "
                                      "don't match")
        ib = self.properties["in_bounds"]
        assert isinstance(ib, A.ArrayAttr)
        if perm.num_results != len(ib.elements):
            raise self.emit_error("expects the in_bounds attr of same rank as permutation_map results: "
                                  f"{_map_text(perm)} vs inBounds of size: {len(ib.elements)}")

    def verify_permutation_map(self) -> None:
        perm = self.perm
        seen = [False] * perm.num_inputs
        for r in perm.results:
            if isinstance(r, AffineConstantExpr):
                if r.value != 0:
                    raise self.emit_error("requires a projected permutation_map (at most one dim or the zero "
                                          "constant can appear in each result)")
                continue
            if not isinstance(r, AffineDimExpr):
                raise self.emit_error("requires a projected permutation_map (at most one dim or the zero "
                                      "constant can appear in each result)")
            if seen[r.position]:
                raise self.emit_error("requires a permutation_map that is a permutation (found one dim used "
                                      "more than once)")
            seen[r.position] = True


@vector.op
class TransferReadOp(TransferOp):
    name = "vector.transfer_read"
    side_effects = staticmethod(lambda op: transfer_effects(op, READ))
    base = operand(C.AnyShaped)
    indices = var_operand(C.Index)
    padding = operand()
    mask = opt_operand(MaskVector)
    permutation_map = prop(AffineMapAttr)
    in_bounds = prop(BoolArrayAttr)
    vector_ = result(AnyVectorOfAnyRank)
    traits = (AttrSizedOperandSegments,)
    grammar = 'VALUE "[" [value_list] "]" "," VALUE ["," VALUE] [dict_attr] ":" type_list_no_parens'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> TransferReadOp:
        tok, src, idx, pad, mask, attrs_d, types = children
        idx = idx or []
        attrs = dict(attrs_d.entries) if attrs_d is not None else {}
        types_loc = builder.colon_loc(mask if mask is not None else pad)  # MLIR's typesLoc
        st, vt = cls._types(types, builder, types_loc, vector_first=False)
        perm = cls._perm_and_in_bounds(attrs, st, vt, builder, tok, types_loc)
        operands = [builder.use(src, st)] + [builder.use(i, T.index) for i in idx] + [builder.use(pad, st.element)]
        if mask is not None:
            operands.append(builder.use(mask, cls._mask_type(builder, mask, st, vt, perm, types_loc)))
        props, rest = cls._split(attrs)
        props["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (1, len(idx), 1, 1 if mask is not None else 0))
        return cls(operands, [vt], rest, props, 0, [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" " + p.value_name(self.base) + "[")
        p.print_operands(self.indices)
        p.write("], " + p.value_name(self.padding))
        if self.mask is not None:
            p.write(", " + p.value_name(self.mask))
        self.print_transfer_attrs(p)
        p.write(" : ")
        p.print_type(self.base.type)
        p.write(", ")
        p.print_type(self.results[0].type)

    @property
    def vector_type(self) -> T.VectorType:
        return self.results[0].type  # type: ignore[return-value]

    @property
    def shaped_type(self) -> T.ShapedType:
        return self.base.type  # type: ignore[no-any-return]

    def supports_passthru(self) -> bool:
        return True

    def verify_op(self) -> None:
        self.verify_transfer(len(self.indices), self.mask)
        st = self.shaped_type
        pad = self.padding.type
        if isinstance(st.element, T.VectorType):
            if st.element is not pad:
                raise self.emit_error("requires source element type and padding type to match.")
        else:
            if not isinstance(pad, (T.IntegerType, T.IndexType, T.FloatType)):
                raise self.emit_error("requires valid padding vector elemental type")
            if pad is not st.element:
                raise self.emit_error("requires formal padding and source of the same elemental type")
        self.verify_permutation_map()


@vector.op
class TransferWriteOp(TransferOp):
    name = "vector.transfer_write"
    side_effects = staticmethod(lambda op: transfer_effects(op, WRITE))
    valueToStore = operand(AnyVectorOfAnyRank)
    base = operand(C.AnyShaped)
    indices = var_operand(C.Index)
    mask = opt_operand(MaskVector)
    permutation_map = prop(AffineMapAttr)
    in_bounds = prop(BoolArrayAttr)
    result_ = opt_result(C.AnyRankedTensor)
    traits = (AttrSizedOperandSegments,)
    grammar = 'VALUE "," VALUE "[" [value_list] "]" ["," VALUE] [dict_attr] ":" type_list_no_parens'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> TransferWriteOp:
        tok, val, src, idx, mask, attrs_d, types = children
        idx = idx or []
        attrs = dict(attrs_d.entries) if attrs_d is not None else {}
        types_loc = builder.colon_loc(mask if mask is not None else src)  # MLIR's typesLoc
        st, vt = cls._types(types, builder, types_loc, vector_first=True)
        perm = cls._perm_and_in_bounds(attrs, st, vt, builder, tok, types_loc)
        operands = [builder.use(val, vt), builder.use(src, st)] + [builder.use(i, T.index) for i in idx]
        if mask is not None:
            operands.append(builder.use(mask, cls._mask_type(builder, mask, st, vt, perm, types_loc)))
        props, rest = cls._split(attrs)
        props["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (1, 1, len(idx), 1 if mask is not None else 0))
        results = [st] if isinstance(st, T.RankedTensorType) else []
        return cls(operands, results, rest, props, 0, [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        p.write(" " + p.value_name(self.valueToStore) + ", " + p.value_name(self.base) + "[")
        p.print_operands(self.indices)
        p.write("]")
        if self.mask is not None:
            p.write(", " + p.value_name(self.mask))
        self.print_transfer_attrs(p)
        p.write(" : ")
        p.print_type(self.valueToStore.type)
        p.write(", ")
        p.print_type(self.base.type)

    @property
    def vector_type(self) -> T.VectorType:
        return self.valueToStore.type  # type: ignore[no-any-return]

    @property
    def shaped_type(self) -> T.ShapedType:
        return self.base.type  # type: ignore[no-any-return]

    def supports_passthru(self) -> bool:
        return False

    def verify_op(self) -> None:
        self.verify_transfer(len(self.indices), self.mask)
        self.verify_permutation_map()
