"""The syntax the LLVM call-like ops share (LLVMDialect.cpp): operand
bundles `["tag"(%a : i32)]` and the trailing `: (type ,)? signature` of
llvm.call, llvm.invoke and llvm.call_intrinsic, with the checks and
messages of parseOpBundles / parseCallTypeAndResolveOperands /
resolveOpBundleOperands, at the positions MLIR reports them."""

from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Value
from pyopt.ir.diagnostics import MLIRError, two_errors
from pyopt.ir.format import CustomDirective, custom_directive
from pyopt.ir.ods import OpDef
from pyopt.ir.parser import Signature, string_text
from pyopt.ir.printer import Printer
from pyopt.dialects.llvm.types import LLVMVoidType

# The alternatives of an op's trailing-type rule: MLIR parses any type and
# then checks what it got, so the grammar takes each and `parse` rejects.
TRAILING_TYPES_RULE = ('non_function_type "," function_signature | non_function_type "," non_function_type '
                       '| non_function_type | function_signature')


class TrailingTypes(NamedTuple):
    """`: !llvm.ptr, (i8) -> i8` as written: the callee type (or None), then
    the signature, or a type where a signature belongs, or nothing."""

    callee_type: T.Type | None
    rest: Signature | T.Type | None


def trailing_types(children: list[Any]) -> TrailingTypes:
    """The trailing-type rule's value (see TRAILING_TYPES_RULE)."""
    if len(children) == 2:
        return TrailingTypes(children[0], children[1])
    if isinstance(children[0], Signature):
        return TrailingTypes(None, children[0])
    return TrailingTypes(children[0], None)


def _signature_error(builder: Any, sig: Signature) -> MLIRError | None:
    """call_interface_impl::parseFunctionSignature reads `type attr-dict?`
    entries: a named argument or `...` is not a type."""
    for entry in sig.entries:
        if entry[0] == "...":
            return MLIRError("expected non-function type", builder.wrong_token_loc(entry[1]))
        if entry[0] is not None:
            return MLIRError("expected non-function type", builder.wrong_token_loc(entry[0]))
    return None


def _comma_after(text: str, pos: int) -> int:
    """The first `,` after `pos` outside brackets (the callee type's end)."""
    depth = 0
    while pos < len(text):
        c = text[pos]
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and text[pos - 1] != "-":
            depth -= 1
        elif c == "," and depth == 0:
            break
        pos += 1
    return pos


def resolve_call_types(builder: Any, tok: Any, op_name: str, direct: bool, ctype: TrailingTypes,
                       n_operands: int) -> Signature:
    """parseCallTypeAndResolveOperands's checks, in its order, reported at
    the `:` (`tok` is the op's name); `n_operands` counts the callee
    operand of an indirect call. Returns the signature."""
    colon = builder.colon_loc(tok)
    prefix = f"custom op '{op_name}' "
    if not direct and ctype.callee_type is None:
        raise MLIRError(prefix + "expected indirect call to have 2 trailing types", colon)
    if not direct and ctype.rest is None:
        raise MLIRError(prefix + "expected indirect call to have 2 trailing types", colon)
    sig = ctype.rest
    failed = "expected direct call to have 1 trailing types" if direct else "expected trailing function type"
    if direct and ctype.callee_type is not None:
        # The signature parser meets the callee type: no `(` after the colon.
        raise two_errors("expected '('", builder.pos_loc(builder.colon_pos(tok) + 1), prefix + failed, colon)
    if not isinstance(sig, Signature):
        comma = _comma_after(builder.ctx.text, builder.colon_pos(tok))
        raise two_errors("expected '('", builder.pos_loc(comma + 1), prefix + failed, colon)
    bad = _signature_error(builder, sig)
    if bad is not None:
        bad.diagnostic.notes.append(MLIRError(prefix + failed, colon).diagnostic)
        raise bad
    results = sig.result_types
    if len(results) > 1:
        raise MLIRError(prefix + "expected function with 0 or 1 result", colon)
    if len(results) == 1 and isinstance(results[0], LLVMVoidType):
        raise MLIRError(prefix + "expected a non-void result type", colon)
    n_types = len(sig.input_types) + (0 if direct else 1)
    if n_types != n_operands:
        raise builder.error(tok, prefix + f"number of operands and types do not match: got {n_operands} operands "
                            f"and {n_types} types")
    return sig


# ---- operand bundles ------------------------------------------------------------------------
class ParsedBundles(NamedTuple):
    """Operand bundles as written: (tag, operand tokens, types) each, and the
    buffer offset of the `[` (where MLIR reports a count mismatch)."""

    entries: list[tuple[str, list[Any], list[T.Type]]]
    pos: int | None


@custom_directive
class LLVMOpBundles(CustomDirective):
    """`["tag"(%a, %b : i32, f32), "other"()]`."""

    name = "LLVMOpBundles"
    grammar = ('"[" (STRING "(" (value_list ":" type_list_no_parens)? ")" '
               '("," STRING "(" (value_list ":" type_list_no_parens)? ")")*)? "]"')

    def parse(self, builder: Any, children: list[Any]) -> Any:
        entries: list[tuple[str, list[Any], list[T.Type]]] = []
        i = 0
        pos = None
        while i < len(children):
            tag = children[i]
            if pos is None and hasattr(tag, "start_pos") and builder.ctx.text:
                pos = builder.ctx.text.rfind("[", 0, tag.start_pos)
            i += 1
            toks: list[Any] = []
            types: list[T.Type] = []
            if i < len(children) and isinstance(children[i], list):
                toks, types = children[i], children[i + 1]
                i += 2
            entries.append((string_text(tag), toks, types))
        return ParsedBundles(entries, pos)


def bundle_props(builder: Any, bundles: ParsedBundles | None, props: dict[str, A.Attribute],
                 op_name: str, per_bundle: bool = True) -> list[Value]:
    """Resolve the bundle operands and set op_bundle_sizes/op_bundle_tags.
    `per_bundle`: the call ops' resolveOpBundleOperands (one check per
    bundle, which names bundle #0 whatever the bundle: MLIR's index is never
    advanced); otherwise the generated format's one count of all of them."""
    entries = bundles.entries if bundles is not None else []
    loc = builder.pos_loc(bundles.pos) if bundles is not None and bundles.pos is not None else None
    if per_bundle:
        for _, toks, types in entries:
            if len(toks) != len(types):
                raise MLIRError(f"custom op '{op_name}' expected {len(toks)} types for operand bundle operands for "
                                f"operand bundle #0, but actually got {len(types)}", loc)
    else:
        n_toks, n_types = sum(len(e[1]) for e in entries), sum(len(e[2]) for e in entries)
        if n_toks != n_types:
            raise MLIRError(f"custom op '{op_name}' number of operands and types do not match: got {n_toks} "
                            f"operands and {n_types} types", loc)
    props["op_bundle_sizes"] = A.DenseArrayAttr(T.i32, tuple(len(e[1]) for e in entries))
    if entries:
        props["op_bundle_tags"] = A.ArrayAttr(tuple(A.StringAttr(tag) for tag, _, _ in entries))
    return [builder.use(t, ty) for _, toks, types in entries for t, ty in zip(toks, types)]


def print_bundles(p: Printer, op: OpDef, operands: Sequence[Value]) -> None:
    sizes = op.properties.get("op_bundle_sizes")
    tags = op.properties.get("op_bundle_tags")
    if not isinstance(sizes, A.DenseArrayAttr) or not sizes.values:
        return
    p.write(" [")
    start = 0
    for i, n in enumerate(sizes.values):
        if i:
            p.write(", ")
        tag = tags[i] if isinstance(tags, A.ArrayAttr) and i < len(tags) else A.StringAttr("")
        p.print_attr(tag)
        p.write("(")
        vals = operands[start:start + n]
        start += n
        if vals:
            p.print_operands(vals)
            p.write(" : ")
            p.print_list([v.type for v in vals], p.print_type)
        p.write(")")
    p.write("]")
