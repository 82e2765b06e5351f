"""The `hasVerifier` checks of LLVM dialect ops (LLVMDialect.cpp), kept
apart from the declarations: each takes the op and raises mlir-opt's
diagnostic.  Messages and their order follow the C++ verifiers."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.ir.ods import IsolatedFromAbove, OpDef, SymbolTable
from pyopt.dialects.llvm import attrs as LA
from pyopt.dialects.llvm.module_flags import ModuleFlagAttr
from pyopt.dialects.llvm.types import (LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType,
                                       LLVMTargetExtType, LLVMVoidType)

# LLVM::AtomicOrdering values.
NOT_ATOMIC, UNORDERED, MONOTONIC, ACQUIRE, RELEASE, ACQ_REL, SEQ_CST = 0, 1, 2, 4, 5, 6, 7
# isCompatibleFloatingPointType: the floats LLVM IR has.
_LLVM_FLOATS = frozenset(("bf16", "f16", "f32", "f64", "f80", "f128"))
# The default pointer size; pyopt reads no data layout specification.
_POINTER_BITS = 64


def _ordering_name(value: int) -> str:
    return LA.AtomicOrdering.by_value[value]


def is_llvm_float(t: T.Type) -> bool:
    return isinstance(t, T.FloatType) and t.kind in _LLVM_FLOATS


def _bits(t: T.Type) -> int | None:
    """DataLayout::getTypeSizeInBits for the scalar kinds atomics take."""
    if isinstance(t, (T.IntegerType, T.FloatType)):
        return t.width
    if isinstance(t, LLVMPointerType):
        return _POINTER_BITS
    return None


def atomic_compatible(t: T.Type) -> bool:
    """isTypeCompatibleWithAtomicOp: an integer, pointer or LLVM float of at
    least 8 bits, a power of two."""
    if not isinstance(t, (T.IntegerType, LLVMPointerType)) and not is_llvm_float(t):
        return False
    bits = _bits(t) or 0
    return bits >= 8 and bits & (bits - 1) == 0


def _ordering(op: OpDef, name: str) -> int:
    v = op.properties.get(name)
    return v.value if isinstance(v, A.IntegerAttr) else NOT_ATOMIC


def verify_atomic_mem(op: OpDef, value_type: T.Type, unsupported: tuple[int, ...]) -> None:
    """verifyAtomicMemOp (llvm.load, llvm.store)."""
    ordering = _ordering(op, "ordering")
    if ordering != NOT_ATOMIC:
        if not atomic_compatible(value_type):
            raise op.emit_error(f"unsupported type '{value_type}' for atomic access")
        if ordering in unsupported:
            raise op.emit_error(f"unsupported ordering '{_ordering_name(ordering)}'")
        if op.properties.get("alignment") is None:
            raise op.emit_error("expected alignment for atomic access")
    elif op.properties.get("syncscope") is not None:
        raise op.emit_error("expected syncscope to be null for non-atomic access")


def verify_load(op: OpDef) -> None:
    verify_atomic_mem(op, op.results[0].type, (RELEASE, ACQ_REL))


def verify_store(op: OpDef) -> None:
    verify_atomic_mem(op, op.operands[0].type, (ACQUIRE, ACQ_REL))


_FLOAT_RMW = frozenset(("fadd", "fsub", "fmax", "fmin", "fmaximum", "fminimum", "fmaximumnum", "fminimumnum"))


def verify_atomicrmw(op: OpDef) -> None:
    """AtomicRMWOp::verify."""
    t = op.operands[1].type
    bin_op = op.properties.get("bin_op")
    kind = LA.AtomicBinOp.by_value.get(bin_op.value) if isinstance(bin_op, A.IntegerAttr) else None
    if kind in _FLOAT_RMW:
        if isinstance(t, T.VectorType) and len(t.shape) == 1:
            if any(t.scalable):
                raise op.emit_error("expected LLVM IR fixed vector type")
            if not is_llvm_float(t.element):
                raise op.emit_error("expected LLVM IR floating point type for vector element")
        elif not is_llvm_float(t):
            raise op.emit_error("expected LLVM IR floating point type")
    elif kind == "xchg":
        if not atomic_compatible(t):
            raise op.emit_error("unexpected LLVM IR type for 'xchg' bin_op")
    elif not (isinstance(t, T.IntegerType) and t.width in (8, 16, 32, 64)):
        raise op.emit_error("expected LLVM IR integer type")
    if _ordering(op, "ordering") < MONOTONIC:
        raise op.emit_error(f"expected at least '{_ordering_name(MONOTONIC)}' ordering")


def verify_cmpxchg(op: OpDef) -> None:
    """AtomicCmpXchgOp::verify."""
    if not atomic_compatible(op.operands[2].type):
        raise op.emit_error("unexpected LLVM IR type")
    success, failure = _ordering(op, "success_ordering"), _ordering(op, "failure_ordering")
    if success < MONOTONIC or failure < MONOTONIC:
        raise op.emit_error("ordering must be at least 'monotonic'")
    if failure in (RELEASE, ACQ_REL):
        raise op.emit_error("failure ordering cannot be 'release' or 'acq_rel'")


def verify_fence(op: OpDef) -> None:
    """FenceOp::verify."""
    if _ordering(op, "ordering") in (NOT_ATOMIC, UNORDERED, MONOTONIC):
        raise op.emit_error("can be given only acquire, release, acq_rel, and seq_cst orderings")


# ---- aggregates ----------------------------------------------------------------------------
def _element_at(op: OpDef, container: T.Type, position: Any) -> T.Type:
    """getInsertExtractValueElementType."""
    values = position.values if isinstance(position, A.DenseArrayAttr) else ()
    if not values:
        raise op.emit_error("expected a non-empty position")
    t = container
    for idx in values:
        if isinstance(t, LLVMArrayType):
            if idx < 0 or idx >= t.num_elements:
                raise op.emit_error(f"position out of bounds: {idx}")
            t = t.element
        elif isinstance(t, LLVMStructType):
            if idx < 0 or idx >= len(t.body):
                raise op.emit_error(f"position out of bounds: {idx}")
            t = t.body[idx]
        else:
            raise op.emit_error(f"expected LLVM IR structure/array type, got: '{t}'")
    return t


def verify_extractvalue(op: OpDef) -> None:
    container = op.operands[0].type
    t = _element_at(op, container, op.properties.get("position"))
    res = op.results[0].type
    if res is not t:
        raise op.emit_error(f"Type mismatch: extracting from '{container}' should produce '{t}' but this op "
                            f"returns '{res}'")


def verify_insertvalue(op: OpDef) -> None:
    container = op.operands[0].type
    t = _element_at(op, container, op.properties.get("position"))
    value = op.operands[1].type
    if value is not t:
        raise op.emit_error(f"Type mismatch: cannot insert '{value}' into '{container}'")


# ---- module-level ops ----------------------------------------------------------------------
def satisfies_llvm_module(op: Operation | None) -> bool:
    """satisfiesLLVMModule: a symbol table isolated from above."""
    return op is not None and op.has_trait(SymbolTable) and op.has_trait(IsolatedFromAbove)


def verify_module_flags(op: OpDef) -> None:
    """ModuleFlagsOp::verify."""
    parent = op.parent_op
    if parent is not None and not satisfies_llvm_module(parent):
        raise op.emit_error("must appear at the module level")
    flags = op.properties.get("flags")
    for flag in (flags.elements if isinstance(flags, A.ArrayAttr) else ()):
        if not isinstance(flag, ModuleFlagAttr):
            raise op.emit_error("expected a module flag attribute")


def verify_xtors(op: OpDef, kind: str) -> None:
    """GlobalCtorsOp/GlobalDtorsOp::verify (plain errors, no op prefix)."""
    data = op.properties.get("data")
    entries = data.elements if isinstance(data, A.ArrayAttr) else ()
    if entries and not all(isinstance(e, (A.SymbolRefAttr, LA.ZeroAttr)) for e in entries):
        raise op.emit_plain_error("data element must be symbol or #llvm.zero")
    sizes = {len(a.elements) for a in (op.properties.get(kind), op.properties.get("priorities"), data)
             if isinstance(a, A.ArrayAttr)}
    if len(sizes) > 1:
        raise op.emit_plain_error(f"{kind}, priorities, and data must have the same number of elements")


def verify_xtor_uses(op: OpDef, kind: str) -> None:
    """verifySymbolAttrUse of each ctor/dtor: a defined llvm.func."""
    from pyopt.dialects.llvm.symbols import lookup_symbol

    refs = op.properties.get(kind)
    for ref in (refs.elements if isinstance(refs, A.ArrayAttr) else ()):
        name = ref.root if isinstance(ref, A.SymbolRefAttr) else str(ref)
        fn = lookup_symbol(op, ref)
        if fn is None or fn.name != "llvm.func":
            raise op.emit_error(f"'{name}' does not reference a valid LLVM function")
        if not fn.regions[0].blocks:
            raise op.emit_error(f"'{name}' does not have a definition")


def verify_dso_local_equivalent_uses(op: OpDef) -> None:
    """DSOLocalEquivalentOp::verifySymbolUses."""
    from pyopt.dialects.llvm.symbols import lookup_symbol

    target = lookup_symbol(op, op.properties.get("function_name"))
    if target is None or target.name not in ("llvm.func", "llvm.mlir.alias"):
        raise op.emit_error("must reference a global defined by 'llvm.func' or 'llvm.mlir.alias'")
    if target.name == "llvm.mlir.alias":
        for nested in target.walk():
            if nested.name == "llvm.mlir.addressof" and lookup_symbol(nested, nested.properties.get("global_name")):
                raise op.emit_error("must reference an alias to a function")
    linkage = target.properties.get("linkage")
    if isinstance(linkage, LA.LinkageAttr) and linkage.value == "extern_weak":
        raise op.emit_error("target function with 'extern_weak' linkage not allowed")


# ---- exceptions ----------------------------------------------------------------------------
def verify_landingpad(op: OpDef) -> None:
    """LandingpadOp::verify (plain errors)."""
    fn = op.parent_op
    while fn is not None and fn.name != "llvm.func":
        fn = fn.parent_op
    if fn is not None and fn.properties.get("personality") is None:
        raise op.emit_plain_error("llvm.landingpad needs to be in a function with a personality")
    if op.properties.get("cleanup") is None and not op.operands:
        raise op.emit_plain_error("landingpad instruction expects at least one clause or cleanup attribute")
    for i, v in enumerate(op.operands):
        if isinstance(v.type, LLVMArrayType):
            continue  # filter clauses are not checked
        owner = v.owner if isinstance(v.owner, Operation) else None
        if owner is not None and owner.name == "llvm.bitcast":
            source = owner.operands[0].owner
            if isinstance(source, Operation) and source.name == "llvm.mlir.addressof":
                continue
            raise op.emit_plain_error("constant clauses expected").note(
                "global addresses expected as operand to bitcast used in clauses for landingpad", owner.loc)
        if owner is not None and owner.name in ("llvm.mlir.zero", "llvm.mlir.addressof"):
            continue
        raise op.emit_plain_error(f"clause #{i} is not a known constant - null, addressof, bitcast")


def verify_landingpad_types(fn: OpDef) -> None:
    """The part of LLVMFuncOp::verify that wants one landingpad/resume type per function."""
    seen: T.Type | None = None
    for nested in fn.walk():
        if nested is fn:
            continue
        if nested.name == "llvm.landingpad":
            t, message = nested.results[0].type, "'llvm.landingpad' should have a consistent result type inside a function"
        elif nested.name == "llvm.resume":
            t, message = nested.operands[0].type, "'llvm.resume' should have a consistent input type inside a function"
        else:
            continue
        if seen is None:
            seen = t
        elif t is not seen:
            raise fn.emit_plain_error(message)


# ---- calls ----------------------------------------------------------------------------------
def verify_var_callee_type(op: OpDef, arg_operands: list[Any]) -> None:
    """verifyCallOpVarCalleeType (llvm.call, llvm.invoke)."""
    attr = op.properties.get("var_callee_type")
    if not isinstance(attr, A.TypeAttr) or not isinstance(attr.value, LLVMFunctionType):
        return
    ftype = attr.value
    if not ftype.vararg:
        raise op.emit_error("expected var_callee_type to be a variadic function type")
    if len(ftype.params) > len(arg_operands):
        raise op.emit_error(f"expected var_callee_type to have at most {len(arg_operands)} parameters")
    for param, v in zip(ftype.params, arg_operands):
        if param is not v.type:
            raise op.emit_error(f"var_callee_type parameter type mismatch: '{param}' != '{v.type}'")
    if not op.results:
        if not isinstance(ftype.result, LLVMVoidType):
            raise op.emit_error("expected var_callee_type to return void")
    elif op.results[0].type is not ftype.result:
        raise op.emit_error(f"var_callee_type return type mismatch: '{ftype.result}' != '{op.results[0].type}'")


def verify_operand_bundles(op: OpDef) -> None:
    """verifyOperandBundles: one tag per bundle (plain errors)."""
    tags = op.properties.get("op_bundle_tags")
    entries = tags.elements if isinstance(tags, A.ArrayAttr) else ()
    if not all(isinstance(t, A.StringAttr) for t in entries):
        raise op.emit_plain_error("operand bundle tag must be a StringAttr")
    sizes = op.properties.get("op_bundle_sizes")
    n = len(sizes.values) if isinstance(sizes, A.DenseArrayAttr) else 0
    if n != len(entries):
        raise op.emit_plain_error(f"expected {n} operand bundle tags, but actually got {len(entries)}")


def verify_invoke_unwind(op: OpDef) -> None:
    """InvokeOp::verify: the unwind destination starts with a landingpad."""
    unwind = op.successors[1] if len(op.successors) > 1 else None
    if unwind is None:
        return
    first = next(iter(unwind.ops), None)
    if first is None:
        raise op.emit_plain_error("must have at least one operation in unwind destination")
    if first.name != "llvm.landingpad":
        raise op.emit_plain_error("first operation in unwind destination should be a llvm.landingpad operation")


# ---- constants ------------------------------------------------------------------------------
def target_ext_has_zero_init(t: T.Type) -> bool:
    """LLVMTargetExtType::hasProperty(HasZeroInit): the `spirv.` types."""
    return isinstance(t, LLVMTargetExtType) and t.ext_name.startswith("spirv.")


def verify_zero(op: OpDef) -> None:
    """ZeroOp::verify."""
    t = op.results[0].type
    if isinstance(t, LLVMTargetExtType) and not target_ext_has_zero_init(t):
        raise op.emit_error("target extension type does not support zero-initializer")


def _num_elements(t: T.Type) -> int:
    if isinstance(t, T.VectorType):
        return t.num_elements * _num_elements(t.element)
    if isinstance(t, LLVMArrayType):
        return t.num_elements * _num_elements(t.element)
    return 1


def _leaf_element(t: T.Type) -> T.Type:
    while isinstance(t, LLVMArrayType):
        t = t.element
    if isinstance(t, (T.VectorType, T.RankedTensorType, T.UnrankedTensorType)):
        return t.element
    return t


def _has_scalable_vector(t: T.Type) -> bool:
    if isinstance(t, T.VectorType):
        return any(t.scalable) or _has_scalable_vector(t.element)
    if isinstance(t, LLVMArrayType):
        return _has_scalable_vector(t.element)
    return False


_LEAF_UNDEF = (LA.ZeroAttr, LA.UndefAttr)


def _verify_struct_array_constant(op: OpDef, array: LLVMArrayType, attr: A.ArrayAttr, dim: int) -> None:
    """verifyStructArrayConstant."""
    elements = attr.elements
    if array.num_elements != len(elements):
        raise op.emit_error(f"array attribute size does not match array type size in dimension {dim}: "
                            f"{len(elements)} vs. {array.num_elements}")
    sub, struct = array.element, array.element
    if not isinstance(sub, LLVMArrayType) and not isinstance(struct, LLVMStructType):
        raise op.emit_error("for array with an array attribute must have a struct element type")
    for i, e in _distinct_nested(elements):
        if not isinstance(e, A.ArrayAttr):
            where = f"sub-array in dimension {dim}" if isinstance(sub, LLVMArrayType) else "struct element"
            raise op.emit_error(f"nested attribute for {where} at index {i} must be a zero, or undef, or array "
                                "attribute")
        if isinstance(sub, LLVMArrayType):
            _verify_struct_array_constant(op, sub, e, dim + 1)
        elif len(e.elements) != len(struct.body):  # type: ignore[union-attr]
            raise op.emit_error(f"nested array attribute size for struct element at index {i} must match struct "
                                f"size: {len(e.elements)} vs. {len(struct.body)}")  # type: ignore[union-attr]


def _distinct_nested(elements: tuple[A.Attribute, ...]) -> list[tuple[int, A.Attribute]]:
    """The elements to check: each distinct one once, zero and undef skipped."""
    seen: set[A.Attribute] = set()
    out = []
    for i, e in enumerate(elements):
        if e not in seen:
            seen.add(e)
            if not isinstance(e, _LEAF_UNDEF):
                out.append((i, e))
    return out


def _verify_float_semantics(op: OpDef, attr_type: T.FloatType, t: T.Type) -> None:
    if isinstance(t, T.FloatType):
        if t is not attr_type:
            raise op.emit_error("attribute and type have different float semantics")
    elif isinstance(t, T.IntegerType) and not (t.width == attr_type.width and not t.signedness):
        raise op.emit_error(f"expected integer type of width {attr_type.width}")


def verify_constant(op: OpDef) -> None:
    """LLVM::ConstantOp::verify."""
    value, t = op.properties.get("value"), op.results[0].type
    if isinstance(value, A.StringAttr):
        data = value.data
        if not (isinstance(t, LLVMArrayType) and t.num_elements == len(data) and t.element is T.i8):
            raise op.emit_error(f"expected array type of {len(data)} i8 elements for the string constant")
        return
    if isinstance(t, LLVMStructType):
        if not isinstance(value, A.ArrayAttr):
            raise op.emit_error("expected array attribute for struct type")
        if len(value.elements) != len(t.body):
            raise op.emit_error(f"expected array attribute of size {len(t.body)}")
        for i, (e, et) in enumerate(zip(value.elements, t.body)):
            if not (isinstance(et, (T.IndexType, T.FloatType)) or
                    (isinstance(et, T.IntegerType) and not et.signedness)):
                raise op.emit_error("expected struct element types to be floating point type or integer type")
            if not isinstance(e, (A.IntegerAttr, A.FloatAttr)):
                raise op.emit_error("expected element of array attribute to be floating point or integer")
            if e.type is not et:
                raise op.emit_error(f"struct element at index {i} is of wrong type")
        return
    if isinstance(t, LLVMTargetExtType):
        raise op.emit_error("does not support target extension type.")
    if isinstance(value, A.IntegerAttr):
        if not isinstance(t, T.IntegerType):
            raise op.emit_error("expected integer type")
    elif isinstance(value, A.FloatAttr):
        _verify_float_semantics(op, value.type, t)
    elif isinstance(value, (A.DenseElementsAttr, A.SparseElementsAttr, A.DenseResourceElementsAttr)):
        if _has_scalable_vector(t):
            if not (isinstance(value, A.DenseElementsAttr) and value.splat):
                raise op.emit_error("scalable vector type requires a splat attribute")
            return
        if not isinstance(t, (T.VectorType, LLVMArrayType)):
            raise op.emit_error("expected vector or array type")
        n = value.type.num_elements if isinstance(value.type, T.ShapedType) else 1
        if _num_elements(t) != n:
            raise op.emit_error(f"type and attribute have a different number of elements: {_num_elements(t)} vs. {n}")
        attr_element, element = _leaf_element(value.type), _leaf_element(t)
        if isinstance(attr_element, T.FloatType):
            _verify_float_semantics(op, attr_element, element)
        elif isinstance(attr_element, T.IntegerType) and not isinstance(element, T.IntegerType):
            raise op.emit_error("expected integer element type for integer elements attribute")
    elif isinstance(value, A.ArrayAttr):
        if not isinstance(t, LLVMArrayType):
            raise op.emit_error("expected array or struct type for array attribute")
        _verify_struct_array_constant(op, t, value, 0)
    else:
        raise op.emit_error("only supports integer, float, string or elements attributes")


# ---- globals, aliases, ifuncs ------------------------------------------------------------------
def verify_comdat(op: OpDef) -> None:
    """verifyComdat: a `comdat` names an llvm.comdat_selector (plain error)."""
    from pyopt.ir.symbols import lookup_nearest_symbol_from

    ref = op.properties.get("comdat")
    if ref is None:
        return
    target = lookup_nearest_symbol_from(op, ref) if isinstance(ref, A.SymbolRefAttr) else None
    if target is None or target.name != "llvm.comdat_selector":
        raise op.emit_plain_error("expected comdat symbol")


def _valid_global_type(t: T.Type) -> bool:
    """GlobalOp/AliasOp::verify's type check."""
    from pyopt.dialects.llvm.types import (LLVMLabelType, LLVMMetadataType, LLVMTokenType,
                                           is_compatible_outer_type)

    if is_compatible_outer_type(t):
        return not isinstance(t, (LLVMVoidType, LLVMTokenType, LLVMMetadataType, LLVMLabelType))
    return False


def _is_zero(value: A.Attribute) -> bool:
    """isZeroAttribute."""
    if isinstance(value, (A.IntegerAttr, A.FloatAttr)):
        return not value.value
    if isinstance(value, A.DenseElementsAttr):
        return all(not v for v in value.values)
    if isinstance(value, A.ArrayAttr):
        return all(_is_zero(e) for e in value.elements)
    return False


def _linkage(op: OpDef) -> str:
    linkage = op.properties.get("linkage")
    return linkage.value if isinstance(linkage, LA.LinkageAttr) else "external"


def verify_global(op: OpDef) -> None:
    """GlobalOp::verify."""
    props = op.properties
    t = props["global_type"].value  # type: ignore[attr-defined]
    value = props.get("value")
    if not _valid_global_type(t):
        raise op.emit_error("expects type to be a valid element type for an LLVM global")
    if op.parent_op is not None and not satisfies_llvm_module(op.parent_op):
        raise op.emit_error("must appear at the module level")
    if isinstance(value, A.StringAttr):
        if not (isinstance(t, LLVMArrayType) and isinstance(t.element, T.IntegerType) and t.element.width == 8
                and t.num_elements == len(value.data)):
            raise op.emit_error("requires an i8 array type of the length equal to that of the string attribute")
    if isinstance(t, LLVMTargetExtType):
        if not target_ext_has_zero_init(t):  # the `spirv.` types: HasZeroInit and CanBeGlobal
            raise op.emit_error("this target extension type cannot be used in a global")
        if value is not None:
            raise op.emit_error("global with target extension type can only be initialized with zero-initializer")
    linkage = _linkage(op)
    if linkage == "common" and value is not None and not _is_zero(value):
        raise op.emit_error("expected zero value for 'common' linkage")
    if linkage == "appending" and not isinstance(t, LLVMArrayType):
        raise op.emit_error("expected array type for 'appending' linkage")
    verify_comdat(op)
    alignment = props.get("alignment")
    if isinstance(alignment, A.IntegerAttr) and (alignment.value <= 0 or alignment.value & (alignment.value - 1)):
        raise op.emit_plain_error("alignment attribute is not a power of 2")


def _initializer_ops(op: OpDef) -> tuple[list[Operation], Operation | None]:
    region = op.regions[0]
    if not region.blocks:
        return [], None
    ops = list(region.blocks[0].ops)
    return ops, ops[-1] if ops else None


def _side_effect_free(nested: Operation) -> bool:
    from pyopt.rewrite.side_effects import get_effects

    return get_effects(nested) == []


def verify_global_regions(op: OpDef) -> None:
    """GlobalOp::verifyRegions."""
    ops, ret = _initializer_ops(op)
    if ret is None:
        return
    t = op.properties["global_type"].value  # type: ignore[attr-defined]
    if not ret.operands:
        raise op.emit_error("initializer region cannot return void")
    if ret.operands[0].type is not t:
        raise op.emit_error(f"initializer region type '{ret.operands[0].type}' does not match global type '{t}'")
    for nested in ops:
        if not _side_effect_free(nested):
            raise nested.emit_plain_error("ops with side effects not allowed in global initializers")
    if op.properties.get("value") is not None:
        raise op.emit_error("cannot have both initializer value and region")


_ALIAS_LINKAGES = ("external", "internal", "private", "weak", "weak_odr", "linkonce", "linkonce_odr",
                   "available_externally")


def verify_alias(op: OpDef) -> None:
    """AliasOp::verify."""
    if not _valid_global_type(op.properties["alias_type"].value):  # type: ignore[attr-defined]
        raise op.emit_error("expects type to be a valid element type for an LLVM global alias")
    linkage = _linkage(op)
    if linkage not in _ALIAS_LINKAGES:
        raise op.emit_error(f"'{linkage}' linkage not supported in aliases, available options: private, internal, "
                            "linkonce, weak, linkonce_odr, weak_odr, external or available_externally")


def verify_alias_regions(op: OpDef) -> None:
    """AliasOp::verifyRegions."""
    ops, ret = _initializer_ops(op)
    if ret is None or not ret.operands or not isinstance(ret.operands[0].type, LLVMPointerType):
        raise op.emit_error("initializer region must always return a pointer")
    for nested in ops:
        if not _side_effect_free(nested):
            raise nested.emit_plain_error("ops with side effects are not allowed in alias initializers")


def verify_ifunc(op: OpDef) -> None:
    """IFuncOp::verify."""
    linkage = _linkage(op)
    if linkage not in _ALIAS_LINKAGES[:-1]:
        raise op.emit_error(f"'{linkage}' linkage not supported in ifuncs, available options: private, internal, "
                            "linkonce, weak, linkonce_odr, weak_odr, or external linkage")


def verify_ifunc_uses(op: OpDef) -> None:
    """IFuncOp::verifySymbolUses: the resolver, through aliases, is a defined function returning a pointer."""
    from pyopt.dialects.llvm.symbols import lookup_symbol

    target = lookup_symbol(op, op.properties.get("resolver"))
    while target is not None and target.name == "llvm.mlir.alias":
        _, ret = _initializer_ops(target)  # type: ignore[arg-type]
        source = ret.operands[0].owner if ret is not None and ret.operands else None
        if not (isinstance(source, Operation) and source.name == "llvm.mlir.addressof"):
            return
        target = lookup_symbol(source, source.properties.get("global_name"))
    if target is None or target.name != "llvm.func":
        raise op.emit_error("must have a function resolver")
    if not target.regions[0].blocks or _linkage(target) == "available_externally":  # type: ignore[arg-type]
        raise op.emit_error("resolver must be a definition")
    if not isinstance(target.type.result, LLVMPointerType):  # type: ignore[attr-defined]
        raise op.emit_error("resolver must return a pointer")
    rtype = op.properties["resolver_type"].value  # type: ignore[attr-defined]
    space = op.properties.get("address_space")
    if not (isinstance(rtype, LLVMPointerType) and rtype.address_space == getattr(space, "value", 0)):
        raise op.emit_error("resolver has incorrect type")


def verify_shufflevector(op: OpDef) -> None:
    """ShuffleVectorOp::verify."""
    v1 = op.operands[0].type
    mask = op.properties.get("mask")
    if isinstance(v1, T.VectorType) and any(v1.scalable) and isinstance(mask, A.DenseArrayAttr) \
            and any(m != 0 for m in mask.values):
        raise op.emit_error("expected a splat operation for scalable vectors")


def verify_block_tags(fn: OpDef) -> None:
    """verifyBlockTags: no two llvm.blocktag of a function share an id (plain error)."""
    seen: set[Any] = set()
    for nested in fn.walk():
        if nested.name == "llvm.blocktag":
            tag = nested.properties.get("tag")
            if tag in seen:
                body = tag.body if isinstance(tag, LA.RawLLVMAttr) else ""
                tag_id = (body or "").partition("=")[2].strip()
                raise nested.emit_plain_error(f"duplicate block tag '{tag_id}' in the same function: ")
            seen.add(tag)


def verify_func(fn: OpDef) -> None:
    """LLVMFuncOp::verify, after the function interface's own checks."""
    props = fn.properties
    linkage = _linkage(fn)
    if linkage == "common":
        raise fn.emit_error("functions cannot have 'common' linkage")
    verify_comdat(fn)
    if not fn.regions[0].blocks:
        if linkage not in ("external", "extern_weak"):
            raise fn.emit_error("external functions must have 'external' or 'extern_weak' linkage")
        return
    if props.get("no_inline") is not None and props.get("always_inline") is not None:
        raise fn.emit_plain_error("no_inline and always_inline attributes are incompatible")
    if props.get("optimize_none") is not None and props.get("no_inline") is None:
        raise fn.emit_error("with optimize_none must also be no_inline")
    verify_landingpad_types(fn)
    verify_block_tags(fn)


def verify_blockaddress(op: OpDef) -> None:
    """BlockAddressOp::verify: the referenced function has the block tag."""
    from pyopt.ir.symbols import lookup_symbol_in

    attr = op.properties.get("block_addr")
    body = attr.body if isinstance(attr, LA.RawLLVMAttr) and attr.body else ""
    fn_part, _, tag_part = body.partition(", tag = ")
    fn_name = fn_part.partition("@")[2]
    tag = LA.RawLLVMAttr("blocktag", tag_part.strip()[1:-1].strip())
    module = op.parent_op
    while module is not None and not satisfies_llvm_module(module):
        module = module.parent_op
    fn = lookup_symbol_in(module, fn_name.strip('"')) if module is not None else None
    if fn is None or fn.name != "llvm.func" or not any(
            nested.name == "llvm.blocktag" and nested.properties.get("tag") == tag for nested in fn.walk()):
        raise op.emit_error("expects an existing block label target in the referenced function")


# ---- casts ----------------------------------------------------------------------------------
def _is_llvm_vector(t: T.Type) -> bool:
    return isinstance(t, T.VectorType) and len(t.shape) == 1


def verify_ext(op: OpDef) -> None:
    """verifyExtOp (llvm.zext, llvm.sext): plain errors."""
    arg, res = op.operands[0].type, op.results[0].type
    if _is_llvm_vector(arg):
        if not _is_llvm_vector(res):
            raise op.emit_plain_error("input type is a vector but output type is an integer")
        if (arg.shape, arg.scalable) != (res.shape, res.scalable):  # type: ignore[attr-defined]
            raise op.emit_plain_error("input and output vectors are of incompatible shape")
        arg, res = arg.element, res.element  # type: ignore[attr-defined]
    elif not isinstance(res, T.IntegerType):
        raise op.emit_plain_error("input type is an integer but output type is a vector")
    if res.width <= arg.width:  # type: ignore[attr-defined]
        raise op.emit_plain_error("integer width of the output type is smaller or equal to the integer width of "
                                  "the input type")


def verify_bitcast(op: OpDef) -> None:
    """BitcastOp::verify."""
    arg, res = op.operands[0].type, op.results[0].type
    src = arg.element if isinstance(arg, T.VectorType) else arg
    dst = res.element if isinstance(res, T.VectorType) else res
    if isinstance(src, LLVMPointerType) != isinstance(dst, LLVMPointerType):
        raise op.emit_error("can only cast pointers from and to pointers")
    if not isinstance(dst, LLVMPointerType):
        return
    if isinstance(res, T.VectorType) and not isinstance(arg, T.VectorType):
        raise op.emit_error("cannot cast pointer to vector of pointers")
    if not isinstance(res, T.VectorType) and isinstance(arg, T.VectorType):
        raise op.emit_error("cannot cast vector of pointers to pointer")
    if dst.address_space != src.address_space:  # type: ignore[attr-defined]
        raise op.emit_error("cannot cast pointers of different address spaces, use 'llvm.addrspacecast' instead")


def verify_module_level(op: OpDef) -> None:
    """LinkerOptionsOp::verify."""
    if op.parent_op is not None and not satisfies_llvm_module(op.parent_op):
        raise op.emit_error("must appear at the module level")


def _alias_address_space(alias: Operation) -> int | None:
    """AliasOp::getAddrSpace: the address space of the pointer its initializer returns."""
    _, ret = _initializer_ops(alias)  # type: ignore[arg-type]
    t = ret.operands[0].type if ret is not None and ret.operands else None
    return t.address_space if isinstance(t, LLVMPointerType) else None


def verify_addressof_space(op: OpDef, target: Operation) -> None:
    """AddressOfOp: the pointer's address space is the global's or the alias's."""
    space = op.results[0].type.address_space  # type: ignore[attr-defined]
    if target.name == "llvm.mlir.global":
        expected = getattr(target.properties.get("addr_space"), "value", 0)
    elif target.name == "llvm.mlir.alias":
        expected = _alias_address_space(target)
    else:
        return
    if expected is not None and expected != space:
        raise op.emit_error("pointer address space must match address space of the referenced global or alias")


def verify_switch_cases(op: OpDef) -> None:
    """SwitchOp::verify, after the branch interfaces' checks."""
    values = op.properties.get("case_values")
    n_dests = len(op.successors) - 1
    if (values is None and n_dests) or (values is not None and _num_case_values(values) != n_dests):
        raise op.emit_error("expects number of case values to match number of case destinations")
    if isinstance(values, A.DenseElementsAttr) and isinstance(values.type, T.ShapedType) \
            and values.type.element is not op.operands[0].type:
        raise op.emit_plain_error("expects case value type to match condition value type")


def _num_case_values(values: A.Attribute) -> int:
    t = getattr(values, "type", None)
    return t.num_elements if isinstance(t, T.ShapedType) else 0


def verify_inline_asm(op: OpDef) -> None:
    """InlineAsmOp::verify."""
    kind = op.properties.get("tail_call_kind")
    if isinstance(kind, LA.TailCallKindAttr) and kind.value == "musttail":
        raise op.emit_error("tail call kind 'musttail' is not supported by this operation")


def verify_comdat_body(op: OpDef) -> None:
    """ComdatOp::verifyRegions."""
    for nested in op.regions[0].blocks[0].ops if op.regions[0].blocks else ():
        if nested.name != "llvm.comdat_selector":
            raise nested.emit_plain_error("only comdat selector symbols can appear in a comdat region")
