"""LLVM dialect enums and attributes.

I32/I64 enums (orderings, predicates...) are integer attributes printed as
bare keywords in custom syntax (`EnumAttrC`).  EnumAttr-based attributes
(`#llvm.linkage<external>`, `#llvm.cconv<ccc>`...) and the bit enums
(`#llvm.fastmath<nnan, ninf>`) are dialect attributes.  Attributes this
module does not model (debug info, TBAA, memory effects...) are kept as
their text and printed back verbatim."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.attr_params import AttrParam
from pyopt.ir.format import CustomDirective, custom_directive, directive_rule_name
from pyopt.ir.diagnostics import two_errors
from pyopt.ir.parser import parse_attr_text, split_top_level, string_text
from pyopt.dialects.llvm.dialect import llvm

if TYPE_CHECKING:
    from pyopt.ir.printer import Printer


# ---- I32/I64 enums: integer attributes, bare keywords in custom syntax -------------------
AtomicOrdering = llvm.enum(C.EnumAttrC("llvm_atomic_ordering", [
    ("not_atomic", 0), ("unordered", 1), ("monotonic", 2), ("acquire", 4), ("release", 5), ("acq_rel", 6),
    ("seq_cst", 7)], summary="Atomic ordering for LLVM's memory model"))
AtomicBinOp = llvm.enum(C.EnumAttrC("llvm_atomic_bin_op", [
    ("xchg", 0), ("add", 1), ("sub", 2), ("_and", 3), ("nand", 4), ("_or", 5), ("_xor", 6), ("max", 7),
    ("min", 8), ("umax", 9), ("umin", 10), ("fadd", 11), ("fsub", 12), ("fmax", 13), ("fmin", 14),
    ("uinc_wrap", 15), ("udec_wrap", 16), ("usub_cond", 17), ("usub_sat", 18), ("fmaximum", 19),
    ("fminimum", 20)], summary="llvm.atomicrmw binary operations"))
ICmpPredicate = llvm.enum(C.EnumAttrC("llvm_icmp_predicate", [
    ("eq", 0), ("ne", 1), ("slt", 2), ("sle", 3), ("sgt", 4), ("sge", 5), ("ult", 6), ("ule", 7), ("ugt", 8),
    ("uge", 9)], summary="llvm.icmp comparison predicate"))
FCmpPredicate = llvm.enum(C.EnumAttrC("llvm_fcmp_predicate", [
    ("_false", 0), ("oeq", 1), ("ogt", 2), ("oge", 3), ("olt", 4), ("ole", 5), ("one", 6), ("ord", 7),
    ("ueq", 8), ("ugt", 9), ("uge", 10), ("ult", 11), ("ule", 12), ("une", 13), ("uno", 14), ("_true", 15)],
    summary="llvm.fcmp comparison predicate"))
class KeywordEnumAttrC(C.EnumAttrC):
    """An enum whose value 0 has no keyword (absent from the syntax)."""

    def __init__(self, name: str, cases: Sequence[tuple[str, int]], summary: str) -> None:
        super().__init__(name, cases, summary=summary)
        self.cases = [c for c in self.cases if c[0]]


UnnamedAddr = KeywordEnumAttrC("llvm_unnamed_addr_attr", [("", 0), ("local_unnamed_addr", 1), ("unnamed_addr", 2)],
                               summary="LLVM GlobalValue UnnamedAddr")
Visibility = KeywordEnumAttrC("llvm_visibility_attr", [("", 0), ("hidden", 1), ("protected", 2)],
                              summary="LLVM GlobalValue Visibility")
AsmDialect = llvm.enum(C.EnumAttrC("llvm_asm_dialect", [("att", 0), ("intel", 1)],
                                   summary="ATT (0) or Intel (1) asm dialect"))
ComdatKind = llvm.enum(C.EnumAttrC("llvm_comdat", [
    ("any", 0), ("exactmatch", 1), ("largest", 2), ("nodeduplicate", 3), ("samesize", 4)],
    summary="LLVM Comdat Types"))


# ---- bit enums --------------------------------------------------------------------
class BitEnum:
    """A bit enum: keywords to bits, printed groups first, then bits."""

    def __init__(self, name: str, cases: Sequence[tuple[str, int]], sep: str) -> None:
        self.name = name
        self.cases = list(cases)
        self.by_name = dict(self.cases)
        self.sep = sep
        self.groups = [(k, v) for k, v in self.cases if v and v & (v - 1)]
        self.bits = [(k, v) for k, v in self.cases if v and not v & (v - 1)]

    def to_str(self, value: int) -> str:
        if value == 0:
            return next(k for k, v in self.cases if v == 0)
        out = []
        for k, v in self.groups:
            if value & v == v:
                out.append(k)
                value &= ~v
        for k, v in self.bits:
            if value & v:
                out.append(k)
        return self.sep.join(out)


FastmathFlags = BitEnum("FastmathFlags", [
    ("none", 0), ("nnan", 1), ("ninf", 2), ("nsz", 4), ("arcp", 8), ("contract", 16), ("afn", 32),
    ("reassoc", 64), ("fast", 127)], ", ")
IntegerOverflowFlags = BitEnum("IntegerOverflowFlags", [("none", 0), ("nsw", 1), ("nuw", 2)], ", ")
GEPNoWrapFlags = BitEnum("GEPNoWrapFlags", [
    ("none", 0), ("inbounds_flag", 1), ("nusw", 2), ("nuw", 4), ("inbounds", 3)], "|")


# ---- dialect attributes ----------------------------------------------------------------
class LLVMEnumAttr(A.DialectAttr):
    """`#llvm.<mnemonic><keyword>` for an EnumAttr."""

    __slots__ = ("value",)
    cases: ClassVar[tuple[str, ...]] = ()
    cpp_enum: ClassVar[str] = ""

    def _init(self, value: str) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    # The generated printers write enum cases with printKeywordOrString:
    # `#llvm.framePointerKind<"non-leaf">`.
    def print_body(self, p: Printer) -> None:
        p.write(f"<{A.keyword_or_string(self.value)}>")

    def print_stripped(self, p: Printer) -> None:
        p.write(A.keyword_or_string(self.value))

    # The generated attribute parser: the parameter's summary and C++ names,
    # the cases in declaration order (LLVMEnums.td).
    summary: ClassVar[str] = ""
    param: ClassVar[tuple[str, str]] = ("", "")
    declared: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> LLVMEnumAttr:
        raw = body or ""
        text = raw.strip()
        if text.startswith('"'):
            text = string_text(text)
        if text not in cls.cases:
            raise cls._parse_error(raw, builder, tok)
        return cls(text)

    @classmethod
    def _parse_error(cls, raw: str, builder: Any, tok: Any) -> Any:
        """FieldParser<Enum>'s two errors: at the keyword, then after it."""
        from pyopt.ir.attr_params import AttrParam
        from pyopt.ir.diagnostics import MLIRError

        loc = builder.loc(tok)
        start = loc.col + len(f"#{cls.name}<") + (len(raw) - len(raw.lstrip()))
        word = raw.strip()
        after = start + len(word) + (len(raw.strip(" ")) - len(raw.strip(" ").rstrip()))
        # printKeywordOrString writes a non-keyword case quoted, then bare.
        cases = ", ".join(c if c.replace("_", "a").isalnum() else f'"{c}"{c}' for c in cls.declared or cls.cases)
        got = string_text(word) if word.startswith('"') else word
        first = MLIRError(f"expected one of [{cases}] for {cls.summary}, got: {got}",
                          A.FileLineColLoc(loc.file, loc.line, start))
        return AttrParam(cls.__name__, *cls.param).failed(first, A.FileLineColLoc(loc.file, loc.line, after))


@llvm.attr
class LinkageAttr(LLVMEnumAttr):
    __slots__ = ()
    name = "llvm.linkage"
    cpp_enum = "::mlir::LLVM::linkage::Linkage"
    summary = "LLVM linkage types"
    param = ("linkage", "linkage::Linkage")
    declared = ("external", "available_externally", "linkonce", "linkonce_odr", "weak", "weak_odr", "appending",
                "internal", "private", "extern_weak", "common")
    cases = ("private", "internal", "available_externally", "linkonce", "weak", "common", "appending",
             "extern_weak", "linkonce_odr", "weak_odr", "external")


@llvm.attr
class CConvAttr(LLVMEnumAttr):
    __slots__ = ()
    name = "llvm.cconv"
    cpp_enum = "::mlir::LLVM::cconv::CConv"
    summary = "Calling Conventions"
    param = ("CallingConv", "CConv")
    cases = ("ccc", "fastcc", "coldcc", "cc_10", "cc_11", "anyregcc", "preserve_mostcc", "preserve_allcc",
             "swiftcc", "cxx_fast_tlscc", "tailcc", "cfguard_checkcc", "swifttailcc", "x86_stdcallcc",
             "x86_fastcallcc", "arm_apcscc", "arm_aapcscc", "arm_aapcs_vfpcc", "msp430_intrcc", "x86_thiscallcc",
             "ptx_kernelcc", "ptx_devicecc", "spir_funccc", "spir_kernelcc", "intel_ocl_bicc", "x86_64_sysvcc",
             "win64cc", "x86_vectorcallcc", "hhvmcc", "hhvm_ccc", "x86_intrcc", "avr_intrcc", "avr_builtincc",
             "amdgpu_vscc", "amdgpu_gscc", "amdgpu_cscc", "amdgpu_kernelcc", "x86_regcallcc", "amdgpu_hscc",
             "msp430_builtincc", "amdgpu_lscc", "amdgpu_escc", "aarch64_vectorcallcc",
             "aarch64_sve_vectorcallcc", "wasm_emscripten_invokecc", "amdgpu_gfxcc", "m68k_intrcc")


@llvm.attr
class TailCallKindAttr(LLVMEnumAttr):
    __slots__ = ()
    name = "llvm.tailcallkind"
    cpp_enum = "::mlir::LLVM::tailcallkind::TailCallKind"
    summary = "Tail Call Kind"
    param = ("tailCallKind", "TailCallKind")
    cases = ("none", "notail", "musttail", "tail")

    def print_stripped(self, p: Printer) -> None:
        p.write(f"<{self.value}>")


@llvm.attr
class FramePointerKindAttr(LLVMEnumAttr):
    __slots__ = ()
    name = "llvm.framePointerKind"
    cpp_enum = "::mlir::LLVM::framePointerKind::FramePointerKind"
    summary = "LLVM FramePointerKind"
    param = ("framePointerKind", "framePointerKind::FramePointerKind")
    cases = ("none", "non-leaf", "all", "reserved", "non-leaf-no-reserve")


@llvm.attr
class UWTableKindAttr(LLVMEnumAttr):
    __slots__ = ()
    name = "llvm.uwtableKind"
    cpp_enum = "::mlir::LLVM::uwtable::UWTableKind"
    summary = "LLVM Unwind Behavior"
    param = ("uwtableKind", "uwtable::UWTableKind")
    cases = ("none", "sync", "async")


LINKAGE_EXTERNAL = LinkageAttr("external")
CCONV_C = CConvAttr("ccc")
TAIL_NONE = TailCallKindAttr("none")


@llvm.attr
class FastmathFlagsAttr(A.DialectAttr):
    __slots__ = ("value",)
    name = "llvm.fastmath"

    def _init(self, value: int) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    def print_body(self, p: Printer) -> None:
        p.write(f"<{FastmathFlags.to_str(self.value)}>")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> FastmathFlagsAttr:
        value = 0
        parts = (body or "").split(",")
        for part in parts:
            word = part.strip().strip('"')
            if word not in FastmathFlags.by_name:
                # The whole list is read first: at its first keyword, then after its last.
                at, after = builder.word_locs(tok, parts[0].strip())[0], builder.word_locs(tok, parts[-1].strip())[1]
                raise two_errors("expected ::mlir::LLVM::FastmathFlags to be one of: none, nnan, ninf, nsz, arcp, "
                                 "contract, afn, reassoc, fast", at,
                                 _FASTMATH_PARAM.failure_message(), after)
            value |= FastmathFlags.by_name[word]
        return cls(value)


_FASTMATH_PARAM = AttrParam("LLVM_FastmathFlagsAttr", "value", "::mlir::LLVM::FastmathFlags")
FASTMATH_NONE = FastmathFlagsAttr(0)


class LLVMUnitLikeAttr(A.DialectAttr):
    """Attributes without parameters: `#llvm.zero`, `#llvm.undef`, `#llvm.poison`."""

    __slots__ = ()

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        return cls()


@llvm.attr
class ZeroAttr(LLVMUnitLikeAttr):
    __slots__ = ()
    name = "llvm.zero"


@llvm.attr
class UndefAttr(LLVMUnitLikeAttr):
    __slots__ = ()
    name = "llvm.undef"


@llvm.attr
class PoisonAttr(LLVMUnitLikeAttr):
    __slots__ = ()
    name = "llvm.poison"


def parse_struct_params(body: str, builder: Any, tok: Any) -> dict[str, str]:
    """`a = 1, b = x` -> {"a": "1", "b": "x"} (values as text)."""
    out: dict[str, str] = {}
    for part in split_top_level(body):
        key, eq, value = part.partition("=")
        if not eq:
            raise builder.error(tok, f"expected '=' after '{key.strip()}'")
        out[key.strip()] = value.strip()
    return out


@llvm.attr
class VScaleRangeAttr(A.DialectAttr):
    __slots__ = ("min_range", "max_range")
    name = "llvm.vscale_range"

    def _init(self, min_range: A.IntegerAttr, max_range: A.IntegerAttr) -> None:
        self.min_range = min_range
        self.max_range = max_range

    def _args(self) -> tuple[Any, ...]:
        return (self.min_range, self.max_range)

    def print_body(self, p: Printer) -> None:
        p.write("<minRange = ")
        p.print_attr(self.min_range)
        p.write(", maxRange = ")
        p.print_attr(self.max_range)
        p.write(">")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> VScaleRangeAttr:
        params = parse_struct_params(body or "", builder, tok)
        lo = parse_attr_text(builder, params.get("minRange", "0"), tok)
        hi = parse_attr_text(builder, params.get("maxRange", "0"), tok)
        assert isinstance(lo, A.IntegerAttr) and isinstance(hi, A.IntegerAttr)
        return cls(lo, hi)


# The attributes LLVMDialect's OpAsmDialectInterface aliases, by their mnemonic.
ALIASED_MNEMONICS = frozenset("""
    access_group alias_scope alias_scope_domain di_basic_type di_common_block di_compile_unit di_composite_type
    di_derived_type di_file di_global_variable di_global_variable_expression di_imported_entity di_label
    di_lexical_block di_lexical_block_file di_local_variable di_module di_namespace di_null_type di_annotation
    di_subprogram di_subroutine_type di_string_type di_generic_subrange di_subrange loop_annotation
    loop_vectorize loop_interleave loop_unroll loop_unroll_and_jam loop_licm loop_distribute loop_pipeline
    loop_peeled loop_unswitch tbaa_root tbaa_tag tbaa_type_desc
""".split())


class RawLLVMAttr(A.DialectAttr):
    """An LLVM attribute kept as text (`#llvm.<mnemonic><body>`).  `body` is
    its canonical text (nested attributes written out in full, blanks as
    MLIR prints them); `parts` the same body with the nested attributes as
    attributes (each with the number of stripped attributes around it, which
    MLIR's alias order counts, and whether its parameter is of its class,
    printed stripped when there is no alias), which print through their aliases."""

    __slots__ = ("mnemonic", "body", "parts")

    def _init(self, mnemonic: str, body: str | None,
              parts: tuple[str | tuple[A.Attribute, int, bool], ...] | None = None) -> None:
        self.mnemonic = mnemonic
        self.body = body
        self.parts = parts

    def _args(self) -> tuple[Any, ...]:
        return (self.mnemonic, self.body)

    @property
    def may_alias(self) -> bool:  # type: ignore[override]
        return self.mnemonic in ALIASED_MNEMONICS

    def dialect_alias(self) -> str:
        return self.mnemonic if self.mnemonic in ALIASED_MNEMONICS else ""

    def print(self, p: Printer) -> None:
        p.write(f"#llvm.{self.mnemonic}")
        self.print_body(p)

    def print_body(self, p: Printer) -> None:
        if self.parts is not None:
            p.write("<")
            for part in self.parts:
                if isinstance(part, str):
                    p.write(part)
                    continue
                attr, levels, stripped = part
                if stripped and not (attr.may_alias and p.aliasing()):
                    attr.print_body(p)  # a parameter of its own class: `<...>` without its alias
                else:
                    p.print_nested_attr(attr, levels)
            p.write(">")
        elif self.body is not None:
            p.write(f"<{self.body}>")


def is_llvm_dialect_attr(attr: A.Attribute) -> bool:
    """Whether `attr` is one of the LLVM dialect's attributes (its Dialect*)."""
    return isinstance(attr, RawLLVMAttr) or (isinstance(attr, A.DialectAttr) and attr.name.startswith("llvm."))


class LLVMAttrArrayC(C.ArrayAttrC):
    """An array of LLVM attributes of given kinds (LLVM_AccessGroupArrayAttr,
    LLVM_AliasScopeArrayAttr, LLVM_TBAATagArrayAttr)."""

    def __init__(self, summary: str, *mnemonics: str) -> None:
        self.summary = summary
        self.mnemonics = frozenset(mnemonics)

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and all(
            isinstance(e, RawLLVMAttr) and e.mnemonic in self.mnemonics for e in attr.elements)


AccessGroupArray = LLVMAttrArrayC("LLVM dialect access group metadata array", "access_group")
AliasScopeArray = LLVMAttrArrayC("LLVM dialect alias scope array", "alias_scope")
TBAATagArray = LLVMAttrArrayC("LLVM dialect TBAA tag metadata array", "tbaa_tag")


def memory_access_props() -> dict[str, Any]:
    """The optional alias-analysis properties of memory ops (LLVM_MemAccessOpBase)."""
    from pyopt.ir.ods import opt_prop

    return {"access_groups": opt_prop(AccessGroupArray), "alias_scopes": opt_prop(AliasScopeArray),
            "noalias_scopes": opt_prop(AliasScopeArray), "tbaa": opt_prop(TBAATagArray)}


# The mnemonics of LLVMAttrDefs.td (and the dialect's enum attributes) in
# 22.1.8 that pyopt keeps as text (those with a class are parsed: llvm.attrs);
# any other is an unknown attribute.
RAW_MNEMONICS = frozenset("""
    comdat loop_vectorize loop_interleave loop_unroll loop_unroll_and_jam loop_licm loop_distribute loop_pipeline
    loop_peeled loop_unswitch loop_annotation di_expression_elem di_expression di_null_type di_basic_type
    di_compile_unit di_composite_type di_derived_type di_file di_global_variable_expression di_global_variable
    di_lexical_block di_lexical_block_file di_local_variable di_subprogram di_module di_namespace
    di_imported_entity di_annotation di_subrange di_common_block di_generic_subrange di_subroutine_type di_label
    di_string_type alias_scope_domain alias_scope access_group tbaa_root tbaa_member
    tbaa_type_desc tbaa_tag constant_range target_features vec_type_hint mlir.workgroup_attribution overflow
    blockaddress blocktag dereferenceable target dependent_libraries
""".split())


def parse_llvm_attr(mnemonic: str, body: str | None, builder: Any, tok: Any) -> A.Attribute:
    cls = llvm.attrs.get(mnemonic)
    if cls is not None:
        return cls.parse_body(body, builder, tok)
    if mnemonic not in RAW_MNEMONICS:
        raise llvm.unknown_mnemonic(mnemonic, body, builder, tok)
    from pyopt.dialects.llvm.attr_bodies import raw_llvm_attr

    return raw_llvm_attr(mnemonic, body, builder, tok)


# ---- stripped forms in op syntax: rules shared through custom directives ---------------------
class _RuleOnly(CustomDirective):
    """A named grammar rule used by attribute constraints (not placed in
    formats as `custom<...>`); `parse` returns what `convert` receives."""

    def parse(self, builder: Any, children: list[Any]) -> Any:
        return children


@custom_directive
class LLVMFlagList(_RuleOnly):
    """`overflow<nsw, nuw>` (integer overflow flags)."""

    name = "LLVMOverflowFlagList"
    grammar = '"overflow" "<" BARE_ID ("," BARE_ID)* ">"'


@custom_directive
class LLVMGEPFlagList(_RuleOnly):
    """`inbounds|nuw` (GEP no-wrap flags)."""

    name = "LLVMGEPFlagList"
    grammar = 'BARE_ID ("|" BARE_ID)*'


@custom_directive
class LLVMAngleKeyword(_RuleOnly):
    """`<tail>` (a stripped enum attribute)."""

    name = "LLVMAngleKeyword"
    grammar = '"<" BARE_ID ">"'


@custom_directive
class LLVMAngleParams(_RuleOnly):
    """`<bytes = 8, mayBeNull = true>` (a stripped struct-like attribute)."""

    name = "LLVMAngleParams"
    grammar = '"<" dict_entries ">"'


RULE_DIRECTIVES = ("LLVMOverflowFlagList", "LLVMGEPFlagList", "LLVMAngleKeyword", "LLVMAngleParams")


class FlagsPropC(C.PropertyC):
    """An EnumProp of a bit enum (`overflowFlags = 1 : i32` in generic form)
    printed as `overflow<nsw>` or `inbounds|nuw`.  From an attribute it takes
    any integer (its bits, zero-extended, as the enum's uint32) or, when the
    enum has one, its `#llvm.<mnemonic><...>` attribute; the verifier checks
    the bits are the enum's."""

    def __init__(self, enum: BitEnum, directive: str, prefix: str, suffix: str, what: str,
                 summary: str, attr_mnemonic: str | None = None) -> None:
        self.enum = enum
        self.grammar = directive_rule_name(directive)
        self.prefix = prefix
        self.suffix = suffix
        self.what = what
        self.summary = summary
        self.attr_mnemonic = attr_mnemonic
        self.all_bits = 0
        for _, v in enum.cases:
            self.all_bits |= v

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.IntegerAttr) and attr.value & ~self.all_bits == 0

    def from_attribute(self, attr: A.Attribute) -> A.Attribute:
        if isinstance(attr, A.IntegerAttr):
            width = attr.type.width if isinstance(attr.type, T.IntegerType) else 64
            return A.IntegerAttr(attr.value & ((1 << width) - 1) & 0xFFFFFFFF, T.i32)
        if (self.attr_mnemonic and isinstance(attr, RawLLVMAttr) and attr.mnemonic == self.attr_mnemonic
                and attr.body):
            bits = 0
            for word in attr.body.strip().strip("<>").split(","):
                bits |= self.enum.by_name.get(word.strip(), 0)
            return A.IntegerAttr(bits, T.i32)
        storage = f"::mlir::LLVM::{self.enum.name}Attr or " if self.attr_mnemonic else ""
        raise C.PropertyConversionError(f"expected {storage}IntegerAttr storage for ::mlir::LLVM::{self.enum.name}")

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        bits = 0
        for tok in value:
            word = str(tok)
            if word not in self.enum.by_name:
                names = ", ".join(k for k, _ in self.enum.cases)
                raise builder.error(tok, f"custom op '{op_name}' expected one of [{names}] for {self.what}, "
                                    f"got: {word}")
            bits |= self.enum.by_name[word]
        return A.IntegerAttr(bits, T.i32)

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, A.IntegerAttr)
        p.write(self.prefix + self.enum.to_str(attr.value) + self.suffix)


OverflowFlagsProp = FlagsPropC(IntegerOverflowFlags, "LLVMOverflowFlagList", "overflow<", ">",
                               "LLVM integer overflow flags", "LLVM integer overflow flags", "overflow")
GEPNoWrapFlagsProp = FlagsPropC(GEPNoWrapFlags, "LLVMGEPFlagList", "", "", "GEP no-wrap flags",
                                "::mlir::LLVM::GEPNoWrapFlags")
OVERFLOW_NONE = A.IntegerAttr(0, T.i32)
GEP_NONE = A.IntegerAttr(0, T.i32)


def raw_storage(mnemonic: str) -> C.Storage:
    """The storage class of an LLVM attribute pyopt keeps as text (or as
    its own class): `#llvm.<mnemonic>...`."""
    return C.Storage(f"#llvm.{mnemonic}", lambda a: getattr(a, "mnemonic", None) == mnemonic
                     or getattr(a, "name", "") == "llvm." + mnemonic)


# The ODS attribute kinds of llvm.func's properties without a syntax of
# their own (LLVMOps.td): the classes their `<{...}>` entries convert to.
FUNC_ATTR_STORAGE = {
    **dict.fromkeys(("dso_local", "convergent", "arm_streaming", "arm_locally_streaming", "arm_streaming_compatible",
                     "arm_new_za", "arm_in_za", "arm_out_za", "arm_inout_za", "arm_preserves_za", "no_inline",
                     "always_inline", "inline_hint", "no_unwind", "will_return", "optimize_none"), C.UNIT_STORAGE),
    **dict.fromkeys(("garbageCollector", "section", "target_cpu", "tune_cpu", "reciprocal_estimates",
                     "prefer_vector_width", "denormal_fp_math", "denormal_fp_math_f32", "fp_contract",
                     "instrument_function_entry", "instrument_function_exit"), C.STRING_STORAGE),
    **dict.fromkeys(("function_entry_count", "alignment", "intel_reqd_sub_group_size"), C.INTEGER_STORAGE),
    **dict.fromkeys(("no_infs_fp_math", "no_nans_fp_math", "no_signed_zeros_fp_math"), C.BOOL_STORAGE),
    **dict.fromkeys(("work_group_size_hint", "reqd_work_group_size"), C.dense_array_storage(T.i32)),
    "passthrough": C.ARRAY_STORAGE, "personality": C.FLAT_SYMBOL_REF_STORAGE,
    "memory_effects": raw_storage("memory_effects"), "frame_pointer": raw_storage("framePointerKind"),
    "target_features": raw_storage("target_features"), "vec_type_hint": raw_storage("vec_type_hint"),
    "uwtable_kind": raw_storage("uwtableKind"),
}


class StrippedEnumAttrC(C.AttrConstraint):
    """An EnumAttr written `<keyword>` in custom syntax (tail_call_kind)."""

    storage = None  # its class

    def __init__(self, cls: type[LLVMEnumAttr]) -> None:
        self.cls = cls
        self.summary = cls.__name__
        self.grammar = directive_rule_name("LLVMAngleKeyword")

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, self.cls)

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        tok = value[0]
        if str(tok) not in self.cls.cases:
            raise builder.error(tok, f"expected {self.cls.cpp_enum} to be one of: {', '.join(self.cls.cases)}")
        return self.cls(str(tok))

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, LLVMEnumAttr)
        p.write(f"<{attr.value}>")


class RawKindAttrC(C.AttrConstraint):
    """An LLVM attribute of one mnemonic kept as text (LLVM_BlockAddressAttr,
    LLVM_BlockTagAttr): the check a generic-form op needs before its custom
    printer relies on the kind."""

    storage = None  # its class

    def __init__(self, mnemonic: str, summary: str = "") -> None:
        self.mnemonic = mnemonic
        self.summary = summary  # mlir-opt's is empty for these

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, RawLLVMAttr) and attr.mnemonic == self.mnemonic


class StrippedParamsAttrC(C.AttrConstraint):
    """A struct-like attribute written `<a = 1, b = 2>` in custom syntax."""

    storage = None  # its class

    def __init__(self, mnemonic: str, summary: str) -> None:
        self.mnemonic = mnemonic
        self.summary = summary
        self.grammar = directive_rule_name("LLVMAngleParams")

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, RawLLVMAttr) and attr.mnemonic == self.mnemonic

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        from pyopt.ir.printer import Printer

        entries = value[0]
        p = Printer()
        for i, (k, v) in enumerate(entries):
            if i:
                p.write(", ")
            p.write(f"{k} = ")
            p.print_attr(v)
        return RawLLVMAttr(self.mnemonic, p.getvalue())

    def print(self, p: Printer, attr: A.Attribute) -> None:
        assert isinstance(attr, RawLLVMAttr)
        attr.print_body(p)


FastmathAttrC = C.DialectAttrC(FastmathFlagsAttr, "LLVM fastmath flags")
LinkageAttrC = C.DialectAttrC(LinkageAttr, "LLVM Linkage specification")
CConvAttrC = C.DialectAttrC(CConvAttr, "LLVM Calling Convention specification")
TailCallKindAttrC = StrippedEnumAttrC(TailCallKindAttr)
DereferenceableAttrC = StrippedParamsAttrC("dereferenceable", "LLVM dereferenceable attribute")


# ---- keyword sets of hand-written syntax (grammar rules `enum__<name>`) ---------------------
LinkageKeyword = llvm.enum(C.EnumAttrC("llvm_linkage", [(k, i) for i, k in enumerate(LinkageAttr.cases)]))
CConvKeyword = llvm.enum(C.EnumAttrC("llvm_cconv", [(k, i) for i, k in enumerate(CConvAttr.cases)]))
TailCallKeyword = llvm.enum(C.EnumAttrC("llvm_tail_call_kind", [("none", 0), ("tail", 1), ("musttail", 2),
                                                                ("notail", 3)]))
VisibilityKeyword = llvm.enum(KeywordEnumAttrC("llvm_visibility", [("hidden", 1), ("protected", 2)], ""))
UnnamedAddrKeyword = llvm.enum(KeywordEnumAttrC("llvm_unnamed_addr", [("local_unnamed_addr", 1),
                                                                   ("unnamed_addr", 2)], ""))
