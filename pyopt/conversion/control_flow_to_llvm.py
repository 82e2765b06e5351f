"""cf -> LLVM (MLIR's ControlFlowToLLVM.cpp), and `convert-cf-to-llvm`.

Branches keep the block structure; a successor whose argument types
change gets its signature converted first.  `cf.assert` splits its block:
the failure block prints the message through `puts` and calls `abort`.
"""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Value
from pyopt.conversion.pattern_llvm import ConvertOpToLLVMPattern
from pyopt.conversion import vector_pattern as V
from pyopt.passes.pass_base import Option, Pass


def converted_block(rewriter: Any, converter: Any, branch: Operation, block: Block,
                    expected: list[Value]) -> Block | None:
    """getConvertedBlock: `block` with its signature converted when its
    argument types differ from the branch's converted operands."""
    expected_types = [v.type for v in expected]
    if [a.type for a in block.args] == expected_types:
        return block
    conversion = converter.convert_block_signature(block)
    if conversion is None:
        rewriter.notify_match_failure(branch, "could not compute block signature")
        return None
    if list(conversion.converted_types) != expected_types:
        rewriter.notify_match_failure(branch, "mismatch between adaptor operand types and computed block signature")
        return None
    return rewriter.apply_signature_conversion(block, conversion, converter)


def _flat(values: Any) -> list[Value]:
    if values is None:
        return []
    if isinstance(values, Value):
        return [values]
    out: list[Value] = []
    for v in values:
        out.extend(_flat(v) if not isinstance(v, Value) else [v])
    return out


class BranchOpLowering(ConvertOpToLLVMPattern):
    root = "cf.br"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        operands = _flat(adaptor.operands)
        dest = converted_block(rewriter, self.type_converter, op, op.successors[0], operands)
        if dest is None:
            return False
        # MLIR forwards every attribute of the cf.br (Flang depends on it).
        cls = V.lookup_op_class("llvm.br")
        props, attrs = V.TargetAttrs(V.source_attrs(op)).split(cls)
        rewriter.create(cls, [operands], [], properties=props or None, attributes=attrs or None,
                        successors=[dest], loc=op.loc)
        rewriter.replace_op(op, [])
        return True


class CondBranchOpLowering(ConvertOpToLLVMPattern):
    root = "cf.cond_br"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        true_ops = _flat(adaptor.trueDestOperands)
        false_ops = _flat(adaptor.falseDestOperands)
        cond = _flat(adaptor.condition)
        if len(cond) != 1:
            return rewriter.notify_match_failure(op, "expected single element condition")
        true_dest = converted_block(rewriter, self.type_converter, op, op.successors[0], true_ops)
        if true_dest is None:
            return False
        false_dest = converted_block(rewriter, self.type_converter, op, op.successors[1], false_ops)
        if false_dest is None:
            return False
        props = {}
        weights = op.properties.get("branch_weights")
        if weights is not None:
            props["branch_weights"] = weights
        cls = V.lookup_op_class("llvm.cond_br")
        rewriter.create(cls, [cond[0], true_ops, false_ops], [], properties=props,
                        attributes=dict(op.attributes) or None, successors=[true_dest, false_dest], loc=op.loc)
        rewriter.replace_op(op, [])
        return True


class SwitchOpLowering(ConvertOpToLLVMPattern):
    root = "cf.switch"

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        default_ops = _flat(adaptor.defaultOperands)
        default = converted_block(rewriter, self.type_converter, op, op.successors[0], default_ops)
        if default is None:
            return False
        case_flat = _flat(adaptor.caseOperands)
        segments = list(op.properties["case_operand_segments"].values)  # type: ignore[attr-defined]
        cases: list[Block] = []
        start = 0
        for block, size in zip(op.successors[1:], segments):
            converted = converted_block(rewriter, self.type_converter, op, block, case_flat[start:start + size])
            if converted is None:
                return False
            cases.append(converted)
            start += size
        props: dict[str, A.Attribute] = {"case_operand_segments": op.properties["case_operand_segments"]}
        if op.properties.get("case_values") is not None:
            props["case_values"] = op.properties["case_values"]
        cls = V.lookup_op_class("llvm.switch")
        rewriter.create(cls, [_flat(adaptor.flag)[0], default_ops, case_flat], [], properties=props,
                        successors=[default, *cases], loc=op.loc)
        rewriter.replace_op(op, [])
        return True


def create_print_str_call(rewriter: Any, loc: Any, module: Operation, symbol: str, text: bytes,
                          add_newline: bool = False, runtime_function: str = "printString") -> None:
    """LLVM::createPrintStrCall: a private constant global with the
    zero-terminated bytes (at the module start), then a call of the runtime
    function on its address."""
    from pyopt.conversion.llvm_common import lookup_or_create_fn, unique_symbol_name
    from pyopt.dialects.llvm.types import LLVMArrayType, LLVMPointerType
    from pyopt.dialects.llvm.attrs import LinkageAttr

    data = bytes(text) + (b"\n" if add_newline else b"") + b"\0"
    array = LLVMArrayType(T.i8, len(data))
    name = unique_symbol_name(module, symbol)
    with rewriter.insertion_guard():
        rewriter.set_insertion_point_to_start(module.regions[0].blocks[0])
        rewriter.create("llvm.mlir.global", [], [], properties={
            "global_type": A.TypeAttr(array), "constant": A.UnitAttr(), "sym_name": A.StringAttr(name),
            "linkage": LinkageAttr("private"),
            # A one-byte buffer is a splat, as DenseElementsAttr::get detects it.
            "value": A.DenseElementsAttr(T.RankedTensorType((len(data),), T.i8), tuple(data), len(data) == 1)},
            loc=loc)
    ptr = LLVMPointerType(0)
    address = rewriter.create("llvm.mlir.addressof", [], [ptr], properties={
        "global_name": A.SymbolRefAttr(name)}, loc=loc).results[0]
    gep = rewriter.create("llvm.getelementptr", [address, []], [ptr], properties={
        "rawConstantIndices": A.DenseArrayAttr(T.i32, (0,)), "elem_type": A.TypeAttr(array)}, loc=loc).results[0]
    printer = lookup_or_create_fn(rewriter, module, runtime_function, [ptr])
    rewriter.create("llvm.call", [[gep], []], [], properties={
        "callee": A.SymbolRefAttr(printer.properties["sym_name"].value),  # type: ignore[attr-defined]
        "op_bundle_sizes": A.DenseArrayAttr(T.i32, ())}, loc=loc)


class AssertOpLowering(ConvertOpToLLVMPattern):
    root = "cf.assert"

    def __init__(self, converter: Any, abort_on_failed_assert: bool = True, benefit: int = 1) -> None:
        super().__init__(converter, benefit=benefit)
        self.abort_on_failed_assert = abort_on_failed_assert

    def match_and_rewrite(self, op: Operation, adaptor: Any, rewriter: Any) -> bool:
        from pyopt.conversion.llvm_common import _unknown_loc, enclosing_module, lookup_or_create_fn

        loc = op.loc
        module = enclosing_module(op)
        if module is None:
            return False
        block = op.parent
        assert block is not None and block.parent is not None
        continuation = rewriter.split_block(block, op)
        failure = rewriter.create_block(block.parent)
        msg = op.properties["msg"]
        create_print_str_call(rewriter, loc, module, "assert_msg", msg.data, False, "puts")  # type: ignore[attr-defined]
        if self.abort_on_failed_assert:
            # 22.1.8 declares `abort` at an unknown location (`puts`: the module's).
            abort = lookup_or_create_fn(rewriter, module, "abort", [], loc=_unknown_loc())
            rewriter.create("llvm.call", [[], []], [], properties={
                "callee": A.SymbolRefAttr(abort.properties["sym_name"].value),  # type: ignore[attr-defined]
                "op_bundle_sizes": A.DenseArrayAttr(T.i32, ())}, loc=loc)
            rewriter.create("llvm.unreachable", [], [], loc=loc)
        else:
            rewriter.create("llvm.br", [[]], [], successors=[continuation], loc=loc)
        rewriter.set_insertion_point_to_end(block)
        cls = V.lookup_op_class("llvm.cond_br")
        rewriter.create(cls, [_flat(adaptor.arg)[0], [], []], [], successors=[continuation, failure], loc=loc)
        rewriter.replace_op(op, [])
        return True


def populate_control_flow_to_llvm_conversion_patterns(converter: Any, patterns: Any) -> None:
    patterns.add(BranchOpLowering(converter), CondBranchOpLowering(converter), SwitchOpLowering(converter))


def populate_assert_to_llvm_conversion_pattern(converter: Any, patterns: Any, abort_on_failure: bool = True) -> None:
    patterns.add(AssertOpLowering(converter, abort_on_failure))


def populate_convert_to_llvm(target: Any, converter: Any, patterns: Any) -> None:
    populate_control_flow_to_llvm_conversion_patterns(converter, patterns)
    populate_assert_to_llvm_conversion_pattern(converter, patterns)


class ConvertControlFlowToLLVMPass(Pass):
    argument = "convert-cf-to-llvm"
    name = "ConvertControlFlowToLLVMPass"
    summary = "Convert ControlFlow operations to the LLVM dialect"
    dependent_dialects = ("llvm",)
    index_bitwidth = Option(int, 0, "Bitwidth of the index type, 0 to use size of machine word")

    def run_on_operation(self, op: Operation) -> None:
        from pyopt.conversion.llvm_common import llvm_conversion_target, run_llvm_partial_conversion

        target = llvm_conversion_target()
        # Only cf ops must go; block signatures inside other ops change too.
        target.mark_unknown_op_dynamically_legal(lambda o: not o.name.startswith("cf."))

        def populate(converter: Any, patterns: Any) -> None:
            populate_control_flow_to_llvm_conversion_patterns(converter, patterns)
            populate_assert_to_llvm_conversion_pattern(converter, patterns)

        run_llvm_partial_conversion(op, populate, index_bitwidth=self.index_bitwidth, target=target)
