"""memref ops that build views: subview, reinterpret_cast, view, reshape,
expand_shape/collapse_shape, transpose, extract_strided_metadata."""

from __future__ import annotations

from typing import Any, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.ods import AttrSizedOperandSegments, OpDef, Pure, operand, prop, result, var_operand, var_result
from pyopt.ir.printer import Printer
from pyopt.dialects.dynamic_index import (add, mul, rank_reduction_mask, static_values, strides_and_offset,
                                          verify_offset_size_stride, verify_reshape_elements,
                                          verify_reshape_shape_length)
from pyopt.dialects.memref.base import (DYNAMIC, AnyMemRef, AnyRankedOrUnrankedMemRef, AnyStridedMemRef,
                                        AnyStridedMemRefOfRank0, IndexListArrayAttr, MemRef1DOfI8,
                                        MemRef1DOfIntOrIndex, dynamic_dims, memory_space, memref, tstr)
from pyopt.dialects.region_branch import print_attrs, split_attr_dict


def _dim(v: int) -> str:
    return "dynamic" if v == DYNAMIC else str(v)


# ---- subview ----------------------------------------------------------------------------------
def subview_type(src: T.MemRefType, offsets: Sequence[int], sizes: Sequence[int],
                 strides: Sequence[int]) -> T.MemRefType | None:
    """SubViewOp::inferResultType."""
    so = strides_and_offset(src)
    if so is None:
        return None
    src_strides, offset = so
    for o, s in zip(offsets, src_strides):
        offset = add(offset, mul(o, s))
    new_strides = tuple(mul(s, st) for s, st in zip(src_strides, strides))
    return T.MemRefType(tuple(sizes), src.element, A.StridedLayoutAttr(offset, new_strides), src.memory_space)


@memref.op
class SubViewOp(OpDef):
    name = "memref.subview"
    source = operand(AnyMemRef)
    offsets = var_operand(C.Index)
    sizes = var_operand(C.Index)
    strides = var_operand(C.Index)
    static_offsets = prop(C.DenseI64ArrayAttr)
    static_sizes = prop(C.DenseI64ArrayAttr)
    static_strides = prop(C.DenseI64ArrayAttr)
    result_ = result(AnyMemRef)
    traits = (Pure, AttrSizedOperandSegments)
    assembly_format = ("$source `` custom<DynamicIndexList>($offsets, $static_offsets) "
                       "custom<DynamicIndexList>($sizes, $static_sizes) "
                       "custom<DynamicIndexList>($strides, $static_strides) "
                       "attr-dict `:` type($source) `to` type($result_)")

    result_names = ("subview",)

    def _fail(self, expected: T.Type, what: str) -> Any:
        from pyopt.ir.diagnostics import MLIRError

        return MLIRError(f"expected result type to be '{expected}' or a rank-reduced version. (mismatch of result "
                         f"{what}), but got '{self.results[0].type}'", self.loc)

    def verify_(self) -> None:
        from pyopt.ir.diagnostics import MLIRError

        src, res = self.operands[0].type, self.results[0].type
        if not isinstance(src, T.MemRefType) or not isinstance(res, T.MemRefType):
            return
        # OffsetSizeAndStrideOpInterface first: one entry per source dimension.
        verify_offset_size_stride(self, (src.rank,) * 3)
        if memory_space(src) is not memory_space(res):
            raise MLIRError(f"different memory spaces specified for base memref type '{src}' and subview memref "
                            f"type '{res}'", self.loc)
        offsets, sizes, strides = (static_values(self, n) for n in ("static_offsets", "static_sizes",
                                                                     "static_strides"))
        expected = subview_type(src, offsets, sizes, strides)
        if expected is None:
            raise MLIRError(f"base type '{src}' is not strided", self.loc)
        if res.element is not expected.element:
            raise MLIRError(f"expected result element type to be '{expected.element}', but got '{res}'", self.loc)
        if res.rank > expected.rank:
            raise MLIRError(f"expected result rank to be smaller or equal to the source rank, but got '{res}'",
                            self.loc)
        dropped = rank_reduction_mask(expected.shape, res.shape)
        if dropped is None:
            raise self._fail(expected, "sizes")
        exp_so, res_so = strides_and_offset(expected), strides_and_offset(res)
        if exp_so is None or res_so is None or exp_so[1] != res_so[1]:
            raise self._fail(expected, "layout")
        # The strides decide which unit dimensions were dropped
        # (computeMemRefRankReductionMask), then must match.
        from pyopt.dialects.memref.folds import memref_rank_reduction_mask, mixed

        unused = memref_rank_reduction_mask(expected, res, mixed(self, "static_sizes", self.operand_group(2)))
        if unused is None:
            raise self._fail(expected, "layout")
        kept = [s for i, s in enumerate(exp_so[0]) if i not in unused]
        if kept != list(res_so[0]):
            raise self._fail(expected, "layout")


# ---- reinterpret_cast ------------------------------------------------------------------------------
@memref.op
class ReinterpretCastOp(OpDef):
    name = "memref.reinterpret_cast"
    source = operand(AnyRankedOrUnrankedMemRef)
    offsets = var_operand(C.Index)
    sizes = var_operand(C.Index)
    strides = var_operand(C.Index)
    static_offsets = prop(C.DenseI64ArrayAttr)
    static_sizes = prop(C.DenseI64ArrayAttr)
    static_strides = prop(C.DenseI64ArrayAttr)
    result_ = result(AnyStridedMemRef)
    traits = (Pure, AttrSizedOperandSegments)
    assembly_format = ("$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets) "
                       "`` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes) "
                       "`` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides) "
                       "attr-dict `:` type($source) `to` type($result_)")

    result_names = ("reinterpret_cast",)

    def verify_(self) -> None:
        from pyopt.ir.diagnostics import MLIRError

        src, res = self.operands[0].type, self.results[0].type
        if not isinstance(res, T.MemRefType):
            return
        # OffsetSizeAndStrideOpInterface first: one offset, a size and a stride per result dimension.
        verify_offset_size_stride(self, (1, res.rank, res.rank))
        if memory_space(src) is not memory_space(res):
            raise MLIRError(f"different memory spaces specified for source type '{src}' and result memref type "
                            f"'{res}'", self.loc)
        if getattr(src, "element", None) is not res.element:
            raise MLIRError(f"different element types specified for source type '{src}' and result memref type "
                            f"'{res}'", self.loc)
        sizes = static_values(self, "static_sizes")
        for i, (r, e) in enumerate(zip(res.shape, sizes)):
            if r != DYNAMIC and r != e:
                raise MLIRError(f"expected result type with size = {_dim(e)} instead of {r} in dim = {i}", self.loc)
        so = strides_and_offset(res)
        if so is None:
            raise MLIRError(f"expected result type to have strided layout but found '{res}'", self.loc)
        offsets = static_values(self, "static_offsets")
        if offsets and so[1] != DYNAMIC and so[1] != offsets[0]:
            raise MLIRError(f"expected result type with offset = {_dim(offsets[0])} instead of {so[1]}", self.loc)
        for i, (r, e) in enumerate(zip(so[0], static_values(self, "static_strides"))):
            if r != DYNAMIC and r != e:
                raise MLIRError(f"expected result type with stride = {_dim(e)} instead of {r} in dim = {i}", self.loc)


# ---- view and reshape ----------------------------------------------------------------------------
@memref.op
class ViewOp(OpDef):
    name = "memref.view"
    source = operand(MemRef1DOfI8)
    byte_shift = operand(C.Index)
    sizes = var_operand(C.Index)
    result_ = result(AnyMemRef)
    traits = (Pure,)
    assembly_format = "$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)"

    result_names = ("view",)

    def verify_(self) -> None:
        from pyopt.ir.diagnostics import MLIRError

        base, view = self.operands[0].type, self.results[0].type
        if getattr(base, "layout", None) is not None:
            raise MLIRError(f"unsupported map for base memref type '{base}'", self.loc)
        if getattr(view, "layout", None) is not None:
            raise MLIRError(f"unsupported map for result memref type '{view}'", self.loc)
        if memory_space(base) is not memory_space(view):
            raise MLIRError(f"different memory spaces specified for base memref type '{base}' and view memref "
                            f"type '{view}'", self.loc)
        n = dynamic_dims(view)
        sizes = len(self.operands) - 2
        if sizes != n:
            raise self.emit_error(f"incorrect number of dynamic sizes, has {sizes}, expected {n}")


@memref.op
class ReshapeOp(OpDef):
    name = "memref.reshape"
    source = operand(AnyRankedOrUnrankedMemRef)
    shape = operand(MemRef1DOfIntOrIndex)
    result_ = result(AnyRankedOrUnrankedMemRef)
    traits = (Pure,)
    assembly_format = "$source `(` $shape `)` attr-dict `:` functional-type(operands, results)"

    result_names = ("reshape",)

    def verify_(self) -> None:
        src, res = self.operands[0].type, self.results[0].type
        verify_reshape_elements(self, src, res, "memref")
        if getattr(src, "layout", None) is not None:
            raise self.emit_error("source memref type should have identity affine map")
        shape_size = self.operands[1].type.shape[0]  # type: ignore[attr-defined]
        if isinstance(res, T.MemRefType):
            if res.layout is not None:
                raise self.emit_error("result memref type should have identity affine map")
            verify_reshape_shape_length(self, shape_size, res.rank, "memref")


# ---- expand_shape / collapse_shape -------------------------------------------------------------------
def _groups(op: OpDef) -> list[list[int]]:
    attr = op.properties.get("reassociation")
    if not isinstance(attr, A.ArrayAttr):
        return []
    return [[x.value for x in g] for g in attr if isinstance(g, A.ArrayAttr)]  # type: ignore[attr-defined]


def verify_collapsed_shape(op: Any, collapsed: Sequence[int], expanded: Sequence[int],
                           groups: list[list[int]], multiple_dynamic: bool) -> None:
    """verifyCollapsedShape."""
    if len(collapsed) != len(groups):
        raise op.emit_error(f"invalid number of reassociation groups: found {len(groups)}, expected {len(collapsed)}")
    next_dim = 0
    for cdim, group in enumerate(groups):
        found_dynamic = False
        for edim in group:
            if edim != next_dim:
                raise op.emit_error("reassociation indices must be contiguous")
            next_dim += 1
            if edim >= len(expanded):
                raise op.emit_error(f"reassociation index {edim} is out of bounds")
            if expanded[edim] == DYNAMIC:
                if found_dynamic and not multiple_dynamic:
                    raise op.emit_error("at most one dimension in a reassociation group may be dynamic")
                found_dynamic = True
        if (collapsed[cdim] == DYNAMIC) != found_dynamic:
            raise op.emit_error(f"collapsed dim ({cdim}) must be dynamic if and only if reassociation group is "
                                f"dynamic")
        if not found_dynamic:
            size = 1
            for edim in group:
                size *= expanded[edim]
            if size != collapsed[cdim]:
                raise op.emit_error(f"collapsed dim size ({collapsed[cdim]}) must equal reassociation group size "
                                    f"({size})")
    if not collapsed:
        if any(d != 1 for d in expanded):
            raise op.emit_error("rank 0 memrefs can only be extended/collapsed with/from ones")
    elif next_dim != len(expanded):
        raise op.emit_error(f"expanded rank ({len(expanded)}) inconsistent with number of reassociation indices "
                            f"({next_dim})")


def _identity_layout(t: T.MemRefType) -> bool:
    """MemRefLayoutAttrInterface::isIdentity: the layout's affine map is the
    identity (a strided layout only in 1-D: `strided<[1]>`, offset 0)."""
    layout = t.layout
    if isinstance(layout, A.StridedLayoutAttr):
        return layout.offset == 0 and tuple(layout.strides) == (1,)
    return layout is None or (isinstance(layout, A.AffineMapAttr) and layout.value.is_identity())


def expanded_type(src: T.MemRefType, shape: Sequence[int], groups: list[list[int]]) -> T.MemRefType | None:
    """ExpandShapeOp::computeExpandedType (computeExpandedLayoutMap): each
    source stride is the stride of its group's last dimension, multiplied
    outwards by the sizes after it; None for a non-strided source layout."""
    if _identity_layout(src):
        return T.MemRefType(tuple(shape), src.element, None, src.memory_space)
    so = strides_and_offset(src)
    if so is None:
        return None
    src_strides, offset = so
    reversed_strides: list[int] = []
    position = len(shape) - 1
    for group, stride in reversed(list(zip(groups, src_strides))):
        for _ in group:
            reversed_strides.append(stride)
            stride = mul(stride, shape[position])
            position -= 1
    strides = list(reversed(reversed_strides)) + [1] * max(len(shape) - len(reversed_strides), 0)
    return T.MemRefType(tuple(shape), src.element, A.StridedLayoutAttr(offset, tuple(strides[:len(shape)])),
                        src.memory_space)


def collapsed_layout(src: T.MemRefType, groups: list[list[int]]) -> A.StridedLayoutAttr | None:
    """computeCollapsedLayoutMap (not strict): a group's stride is its last
    non-unit dimension's (dynamic when that one is dynamic and not alone);
    None when the source is not strided or two statically known strides
    show a group is not contiguous."""
    so = strides_and_offset(src)
    if so is None:
        return None
    src_strides, offset = so
    shape = src.shape
    result_strides = []
    for group in groups:
        ref = list(group)
        while shape[ref[-1]] == 1 and len(ref) > 1:
            ref.pop()
        result_strides.append(src_strides[ref[-1]] if shape[ref[-1]] != DYNAMIC or len(ref) == 1 else DYNAMIC)
    for group, stride in zip(reversed(groups), reversed(result_strides)):
        for idx in reversed(group[1:]):
            stride = mul(stride, shape[idx])
            if shape[idx - 1] == 1:
                continue
            src_stride = src_strides[idx - 1]
            if stride != DYNAMIC and src_stride != DYNAMIC and stride != src_stride:
                return None
    return A.StridedLayoutAttr(offset, tuple(result_strides))


@memref.op
class ExpandShapeOp(OpDef):
    name = "memref.expand_shape"
    src = operand(AnyStridedMemRef)
    output_shape = var_operand(C.Index)
    reassociation = prop(IndexListArrayAttr)
    static_output_shape = prop(C.DenseI64ArrayAttr)
    result_ = result(AnyStridedMemRef)
    traits = (Pure,)
    assembly_format = ("$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, "
                       "$static_output_shape) attr-dict `:` type($src) `into` type($result_)")

    result_names = ("expand_shape",)

    def verify_(self) -> None:
        src, res = self.operands[0].type, self.results[0].type
        if not isinstance(src, T.MemRefType) or not isinstance(res, T.MemRefType):
            return
        if src.rank > res.rank:
            raise self.emit_error(f"has source rank {src.rank} and result rank {res.rank}. This is not an expansion "
                                  f"({src.rank} > {res.rank}).")
        groups = _groups(self)
        verify_collapsed_shape(self, src.shape, res.shape, groups, True)
        expected = expanded_type(src, res.shape, groups)
        if expected is None:
            raise self.emit_error("invalid source layout map")
        if expected is not res:
            raise self.emit_error(f"expected expanded type to be '{tstr(expected)}' but found '{tstr(res)}'")
        static = static_values(self, "static_output_shape")
        if len(static) != res.rank:
            raise self.emit_error(f"expected number of static shape bounds to be equal to the output rank "
                                  f"({res.rank}) but found {len(static)} inputs instead")
        n_dyn = sum(1 for d in static if d == DYNAMIC)
        if n_dyn != len(self.operands) - 1:
            raise self.emit_error(f"mismatch in dynamic dims in output_shape and static_output_shape: "
                                  f"static_output_shape has {n_dyn} dynamic dims while output_shape has "
                                  f"{len(self.operands) - 1} values")
        for pos, (size, given) in enumerate(zip(res.shape, static)):
            if size != DYNAMIC and size != given:
                raise self.emit_error(f"invalid output shape provided at pos {pos}")


@memref.op
class CollapseShapeOp(OpDef):
    name = "memref.collapse_shape"
    src = operand(AnyStridedMemRef)
    reassociation = prop(IndexListArrayAttr)
    result_ = result(AnyStridedMemRef)
    traits = (Pure,)
    assembly_format = "$src $reassociation attr-dict `:` type($src) `into` type($result_)"

    result_names = ("collapse_shape",)

    def verify_(self) -> None:
        src, res = self.operands[0].type, self.results[0].type
        if not isinstance(src, T.MemRefType) or not isinstance(res, T.MemRefType):
            return
        if src.rank < res.rank:
            raise self.emit_error(f"has source rank {src.rank} and result rank {res.rank}. This is not a collapse "
                                  f"({src.rank} < {res.rank}).")
        groups = _groups(self)
        verify_collapsed_shape(self, res.shape, src.shape, groups, True)
        layout: A.Attribute | None = None
        if not _identity_layout(src):
            layout = collapsed_layout(src, groups)
            if layout is None:
                raise self.emit_error("invalid source layout map or collapsing non-contiguous dims")
        expected = T.MemRefType(res.shape, src.element, layout, src.memory_space)
        if expected is not res:
            raise self.emit_error(f"expected collapsed type to be '{tstr(expected)}' but found '{tstr(res)}'")


# ---- transpose ------------------------------------------------------------------------------------------
@memref.op
class TransposeOp(OpDef):
    name = "memref.transpose"
    in_ = operand(AnyStridedMemRef)
    permutation = prop(C.AffineMapAttr)
    result_ = result(AnyStridedMemRef)
    traits = (Pure,)
    grammar = 'VALUE affine_map_body [dict_attr] ":" type "to" type'

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> TransposeOp:
        tok, src, perm, attrs, src_ty, dst_ty = children
        props: dict[str, A.Attribute] = {"permutation": A.AffineMapAttr(perm)}
        discardable = split_attr_dict(cls, attrs, props)
        return cls([builder.use(src, src_ty)], [dst_ty], discardable, props, [], [], builder.loc(tok))

    def print(self, p: Printer) -> None:
        perm = self.properties["permutation"]
        p.write(f" {p.value_name(self.operands[0])} ")
        if isinstance(perm, A.AffineMapAttr):
            p.write(str(perm.value))
        else:
            p.print_attr(perm)
        print_attrs(p, self, ("permutation",))
        p.write(" : ")
        p.print_type(self.operands[0].type)
        p.write(" to ")
        p.print_type(self.results[0].type)

    result_names = ("transpose",)

    def verify_(self) -> None:
        perm = self.properties["permutation"]
        if not perm.value.is_permutation():
            raise self.emit_error("expected a permutation map")
        if perm.value.num_dims != getattr(self.operands[0].type, "rank", -1):
            raise self.emit_error("expected a permutation map of same rank as the input")
        src, res = self.operands[0].type, self.results[0].type
        if not isinstance(src, T.MemRefType) or not isinstance(res, T.MemRefType):
            return
        so = strides_and_offset(src)
        if so is None:
            return
        perm_dims = [e.position for e in perm.value.results]  # type: ignore[attr-defined]
        shape = tuple(src.shape[d] for d in perm_dims)
        strides = [so[0][d] for d in perm_dims]
        expected = canonical_strided_type(shape, src.element, strides, so[1], src.memory_space)
        res_so = strides_and_offset(res)
        if (res.shape != shape or res.element is not src.element or res.memory_space is not src.memory_space
                or res_so is None or res_so != (strides, so[1])):
            raise self.emit_error(f"result type '{tstr(res)}' is not equivalent to the canonical transposed input "
                                  f"type '{tstr(expected)}'")


def canonical_strided_type(shape: tuple[int, ...], element: T.Type, strides: list[int], offset: int,
                           space: A.Attribute | None) -> T.MemRefType:
    """The type with layout makeStridedLinearLayoutMap(strides, offset),
    canonicalized (no layout when it is the identity)."""
    from pyopt.ir import affine as AF
    from pyopt.dialects.dynamic_index import identity_strides

    if offset == 0 and strides == identity_strides(shape) and DYNAMIC not in strides:
        return T.MemRefType(shape, element, None, space)
    n_sym = 0
    if offset == DYNAMIC:
        expr: Any = AF.sym(0)
        n_sym = 1
    else:
        expr = AF.const(offset)
    for i, s in enumerate(strides):
        if s == DYNAMIC:
            mult: Any = AF.sym(n_sym)
            n_sym += 1
        else:
            mult = AF.const(s)
        expr = expr + AF.dim(i) * mult
    layout = A.AffineMapAttr(AF.AffineMap(len(strides), n_sym, [expr]))
    return T.MemRefType(shape, element, layout, space)


# ---- extract_strided_metadata ------------------------------------------------------------------------------
@memref.op
class ExtractStridedMetadataOp(OpDef):
    name = "memref.extract_strided_metadata"
    source = operand(AnyStridedMemRef)
    base_buffer = result(AnyStridedMemRefOfRank0)
    offset = result(C.Index)
    sizes = var_result(C.Index)
    strides = var_result(C.Index)
    traits = (Pure,)
    assembly_format = "$source `:` type($source) `->` type(results) attr-dict"

    def result_sizes(self) -> list[int]:
        n = max(len(self.results) - 2, 0) // 2
        return [1, 1, n, n]

    def suggest_result_names(self) -> Sequence[str | None]:
        n = max(len(self.results) - 2, 0) // 2
        names: list[str | None] = ["base_buffer", "offset"]
        if n:
            names += ["sizes"] + [None] * (n - 1) + ["strides"] + [None] * (n - 1)
        return names

    def verify_(self) -> None:
        src = self.operands[0].type
        if not isinstance(src, T.MemRefType):
            return
        from pyopt.ir.verifier import inferred_types_mismatch

        expected = [T.MemRefType((), src.element, None, src.memory_space), T.index] + [T.index] * (2 * src.rank)
        actual = [r.type for r in self.results]
        if expected != actual:
            raise inferred_types_mismatch(self, expected, actual)
