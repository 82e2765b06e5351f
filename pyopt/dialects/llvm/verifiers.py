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
from pyopt.dialects.llvm.types import (LLVMArrayType, LLVMFunctionType, LLVMPointerType, LLVMStructType,
                                       LLVMVoidType)

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
            raise op.emit_error("expected LLVM IR structure/array type")
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
        if not (isinstance(flag, LA.RawLLVMAttr) and flag.mnemonic == "mlir.module_flag"):
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
