"""vector.reduction and masked reductions (`vector.mask` around a
reduction) -> LLVM reduction intrinsics (ConvertVectorToLLVM.cpp)."""

from __future__ import annotations

from typing import Any

from pyopt.conversion import vector_pattern as V
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Operation, Value

# kind -> (reduction intrinsic, scalar combine op or (icmp predicate,))
_INT_ARITH = {"add": ("add", "llvm.add"), "mul": ("mul", "llvm.mul"), "and": ("and", "llvm.and"),
              "or": ("or", "llvm.or"), "xor": ("xor", "llvm.xor")}
_INT_COMPARE = {"minui": ("umin", "ule"), "minsi": ("smin", "sle"), "maxui": ("umax", "uge"),
                "maxsi": ("smax", "sge")}
_FP_COMPARE = {"minimumf": ("fminimum", "llvm.intr.minimum"), "maximumf": ("fmaximum", "llvm.intr.maximum"),
               "minnumf": ("fmin", "llvm.intr.minnum"), "maxnumf": ("fmax", "llvm.intr.maxnum")}
_ICMP = {"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7, "ugt": 8, "uge": 9}


def _const(rewriter: Any, loc: Any, t: T.Type, value: A.Attribute) -> Value:
    return V.create(rewriter, "llvm.mlir.constant", [], [t], V.TargetAttrs({"value": value}), loc).results[0]


def neutral_value(rewriter: Any, loc: Any, t: T.Type, neutral: str) -> Value:
    """createReductionNeutralValue."""
    from pyopt.ir import floats

    if isinstance(t, T.FloatType):
        sem = floats.semantics(t.kind)
        bits = {"zero": 0, "one": floats.to_bits(1.0, t.kind), "fp_min": floats._nan_bits(sem, False),
                "fp_max": floats._nan_bits(sem, True)}[neutral]
        return _const(rewriter, loc, t, A.FloatAttr(bits, t))
    width = t.width  # type: ignore[attr-defined]
    value = {"zero": 0, "one": 1, "all_ones": -1, "sint_min": -(1 << (width - 1)), "uint_min": 0,
             "sint_max": (1 << (width - 1)) - 1, "uint_max": -1}[neutral]
    return _const(rewriter, loc, t, A.IntegerAttr(value, t))


def _fastmath(bits: int) -> V.TargetAttrs:
    from pyopt.dialects.llvm.attrs import FastmathFlagsAttr

    return V.TargetAttrs({}, {"fastmathFlags": FastmathFlagsAttr(bits)})


def _icmp(rewriter: Any, loc: Any, predicate: str, lhs: Value, rhs: Value) -> Value:
    return V.create(rewriter, "llvm.icmp", [lhs, rhs], [T.i1],
                    V.TargetAttrs({}, {"predicate": A.IntegerAttr(_ICMP[predicate], T.i64)}), loc).results[0]


def _select(rewriter: Any, loc: Any, cond: Value, a: Value, b: Value) -> Value:
    return V.create(rewriter, "llvm.select", [cond, a, b], [a.type], None, loc).results[0]


def _fp_compare_reduction(rewriter: Any, loc: Any, kind: str, t: T.Type, vector: Value, acc: Value | None,
                          fmf: int) -> Value:
    reduce, combine = _FP_COMPARE[kind]
    result = V.create(rewriter, f"llvm.intr.vector.reduce.{reduce}", [vector], [t], _fastmath(fmf), loc).results[0]
    if acc is not None:
        result = V.create(rewriter, combine, [result, acc], [t], None, loc).results[0]
    return result


class VectorReductionOpConversion(ConvertOpToLLVMPattern):
    root = "vector.reduction"

    def __init__(self, converter: Any, reassociate_fp_reductions: bool = False, benefit: int = 1) -> None:
        super().__init__(converter, benefit=benefit)
        self.reassociate = reassociate_fp_reductions

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        kind = op.properties["kind"].value  # type: ignore[attr-defined]
        element = op.results[0].type
        llvm_type = self.type_converter.convert_type(element)
        vector, acc, loc = adaptor.vector_, adaptor.acc, op.loc
        if isinstance(element, (T.IntegerType, T.IndexType)):
            if kind in _INT_ARITH:
                name, combine = _INT_ARITH[kind]
                result = V.create(rewriter, f"llvm.intr.vector.reduce.{name}", [vector], [llvm_type], None,
                                  loc).results[0]
                if acc is not None:
                    result = V.create(rewriter, combine, [acc, result], [llvm_type], None, loc).results[0]
            elif kind in _INT_COMPARE:
                name, predicate = _INT_COMPARE[kind]
                result = V.create(rewriter, f"llvm.intr.vector.reduce.{name}", [vector], [llvm_type], None,
                                  loc).results[0]
                if acc is not None:
                    result = _select(rewriter, loc, _icmp(rewriter, loc, predicate, acc, result), acc, result)
            else:
                return False
            rewriter.replace_op(op, [result])
            return True
        if not isinstance(element, T.FloatType):
            return False
        fmf = V.llvm_fastmath_value(getattr(op.properties.get("fastmath"), "value", 0))
        if self.reassociate:
            fmf |= 64  # LLVM reassoc
        if kind in ("add", "mul"):
            start = acc if acc is not None else neutral_value(rewriter, loc, llvm_type, "zero" if kind == "add"
                                                              else "one")
            name = "fadd" if kind == "add" else "fmul"
            result = V.create(rewriter, f"llvm.intr.vector.reduce.{name}", [start, vector], [llvm_type],
                              _fastmath(fmf), loc).results[0]
        elif kind in _FP_COMPARE:
            result = _fp_compare_reduction(rewriter, loc, kind, llvm_type, vector, acc, fmf)
        else:
            return False
        rewriter.replace_op(op, [result])
        return True


# kind -> (integer vp intrinsic, its neutral, float vp intrinsic, its neutral)
_MASKED = {"add": ("add", "zero", "fadd", "zero"), "mul": ("mul", "one", "fmul", "one"),
           "minui": ("umin", "uint_max", None, None), "minsi": ("smin", "sint_max", None, None),
           "maxui": ("umax", "uint_min", None, None), "maxsi": ("smax", "sint_min", None, None),
           "and": ("and", "all_ones", None, None), "or": ("or", "zero", None, None),
           "xor": ("xor", "zero", None, None), "minnumf": (None, None, "fmin", "fp_max"),
           "maxnumf": (None, None, "fmax", "fp_min")}


def _vector_length(rewriter: Any, loc: Any, vector_type: T.VectorType) -> Value:
    """createVectorLengthValue: the element count (times vscale when scalable)."""
    length = _const(rewriter, loc, T.i32, A.IntegerAttr(vector_type.shape[0], T.i32))
    if not vector_type.scalable[0]:
        return length
    vscale = rewriter.create("vector.vscale", [], [T.IndexType()], loc=loc).results[0]
    vscale = rewriter.create("arith.index_cast", [vscale], [T.i32], loc=loc).results[0]
    return rewriter.create("arith.muli", [length, vscale], [T.i32], loc=loc).results[0]


def _mask_neutral_vector(rewriter: Any, loc: Any, element: T.FloatType, vector_type: T.Type,
                         maximum: bool) -> Value:
    """The smallest negative float (fmaximum) or the largest (fminimum), splat."""
    from pyopt.ir import floats

    sem = floats.semantics(element.kind)
    if maximum:
        bits = (1 << (sem.size - 1)) | 1
    else:
        bits = floats._largest_bits(sem, False)
    value = A.DenseElementsAttr(vector_type, (bits,), True)
    return _const(rewriter, loc, vector_type, value)


class MaskedReductionOpConversion(ConvertOpToLLVMPattern):
    """A `vector.mask` around a vector.reduction: a vector-predicated
    reduction (llvm.intr.vp.reduce.*); fmaximum/fminimum select the neutral
    value into the masked-off lanes and reduce unmasked."""

    root = "vector.mask"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        masked = _maskable_op(op)
        if masked is None or masked.name != "vector.reduction":
            return False
        kind = masked.properties["kind"].value  # type: ignore[attr-defined]
        element = masked.results[0].type
        llvm_type = self.type_converter.convert_type(element)
        vector = masked.operands[0]
        acc = masked.operands[1] if len(masked.operands) > 1 else None
        mask = op.operands[0]
        loc = masked.loc
        if kind in ("maximumf", "minimumf"):
            fmf = V.llvm_fastmath_value(getattr(masked.properties.get("fastmath"), "value", 0))
            neutral = _mask_neutral_vector(rewriter, loc, llvm_type, vector.type, kind == "maximumf")
            selected = _select(rewriter, loc, mask, vector, neutral)
            result = _fp_compare_reduction(rewriter, loc, kind, llvm_type, selected, acc, fmf)
        else:
            int_name, int_neutral, fp_name, fp_neutral = _MASKED[kind]
            is_int = isinstance(element, (T.IntegerType, T.IndexType))
            name, neutral = (int_name, int_neutral) if is_int or fp_name is None else (fp_name, fp_neutral)
            if acc is None:
                acc = neutral_value(rewriter, loc, llvm_type, neutral)
            length = _vector_length(rewriter, loc, vector.type)
            result = V.create(rewriter, f"llvm.intr.vp.reduce.{name}", [acc, vector, mask, length], [llvm_type],
                              None, loc).results[0]
        rewriter.replace_op(op, [result])
        return True


def _maskable_op(mask_op: Operation) -> Operation | None:
    """MaskOp::getMaskableOp: the single op before the terminator."""
    blocks = mask_op.regions[0].blocks
    if not blocks:
        return None
    ops = list(blocks[0].ops)
    if len(ops) != 2:
        return None
    return ops[0]
