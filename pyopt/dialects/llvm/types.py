"""LLVM dialect types and their parser.

At top level every LLVM type prints with the `!llvm.` prefix; nested in
`!llvm.struct`, `!llvm.array`, `!llvm.func` and `!llvm.target` bodies LLVM
types print in the short form (`ptr`, `array<2 x i64>`) while other types
print normally (MLIR's printPrettyLLVMType).  Bodies are read by a small
recursive-descent parser; builtin types inside them go back to the main
grammar through `parse_type_text`."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from pyopt.ir import types as T
from pyopt.ir.attr_params import AttrParam
from pyopt.ir.attributes import escape_string
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.parser import parse_type_text, string_text
from pyopt.dialects.llvm.dialect import llvm

if TYPE_CHECKING:
    from pyopt.ir.printer import Printer


class LLVMType(T.DialectType):
    """Base of the dialect's types: `print_pretty` writes the short form."""

    __slots__ = ()
    keyword: ClassVar[str] = ""

    def print(self, p: Printer) -> None:
        p.write("!llvm.")
        self.print_pretty(p)

    def print_pretty(self, p: Printer) -> None:
        p.write(self.keyword)


def print_pretty_type(p: Printer, t: T.Type) -> None:
    """A type nested in an LLVM type body: short form for LLVM types."""
    if isinstance(t, LLVMType):
        t.print_pretty(p)
    else:
        p.print_type(t)


@llvm.type
class LLVMVoidType(LLVMType):
    __slots__ = ()
    name = "llvm.void"
    keyword = "void"


@llvm.type
class LLVMTokenType(LLVMType):
    __slots__ = ()
    name = "llvm.token"
    keyword = "token"


@llvm.type
class LLVMLabelType(LLVMType):
    __slots__ = ()
    name = "llvm.label"
    keyword = "label"


@llvm.type
class LLVMMetadataType(LLVMType):
    __slots__ = ()
    name = "llvm.metadata"
    keyword = "metadata"


@llvm.type
class LLVMX86AMXType(LLVMType):
    __slots__ = ()
    name = "llvm.x86_amx"
    keyword = "x86_amx"


@llvm.type
class LLVMPPCFP128Type(LLVMType):
    __slots__ = ()
    name = "llvm.ppc_fp128"
    keyword = "ppc_fp128"
    # A FloatType in MLIR: a vector and memref element type.
    vector_element = True
    memref_element = True

    def print(self, p: Printer) -> None:
        p.write("!llvm.ppc_fp128")

    def print_pretty(self, p: Printer) -> None:  # no short form when nested
        p.write("!llvm.ppc_fp128")


@llvm.type
class LLVMPointerType(LLVMType):
    __slots__ = ("address_space",)
    name = "llvm.ptr"
    vector_element = True  # LLVM_PointerType implements VectorElementTypeInterface
    params = (AttrParam("LLVMPointerType", "addressSpace", "unsigned"),)

    def _init(self, address_space: int = 0) -> None:
        self.address_space = address_space

    def _args(self) -> tuple[Any, ...]:
        return (self.address_space,)

    def print_pretty(self, p: Printer) -> None:
        p.write(f"ptr<{self.address_space}>" if self.address_space else "ptr")

    @staticmethod
    def verify_data_layout_entries(entries: Any, loc: Any) -> None:
        """LLVMPointerType::verifyEntries: [size, abi, preferred(, index)] in i64."""
        from pyopt.ir import attributes as A
        from pyopt.ir.diagnostics import MLIRError

        def plain(message: str) -> MLIRError:
            err = MLIRError(message, loc)
            err.plain = True
            return err

        for entry in entries:
            values = entry.value
            count = values.type.num_elements if isinstance(values, A.DenseElementsAttr) else 0
            if count not in (3, 4) or not isinstance(values.type.element, T.IntegerType):
                raise plain(f"expected layout attribute for '{entry.key}' to be a dense integer elements "
                            "attribute with 3 or 4 elements")
            if values.type.element.width != 64:
                raise plain(f"expected i64 parameters for '{entry.key}'")
            spec = list(values.values) * (count if values.splat else 1)
            if spec[1] > spec[2]:
                raise plain("preferred alignment is expected to be at least as large as ABI alignment")


@llvm.type
class LLVMArrayType(LLVMType):
    __slots__ = ("element", "num_elements")
    name = "llvm.array"
    params = (AttrParam("LLVMArrayType", "numElements", "uint64_t"),)

    def _init(self, element: T.Type, num_elements: int) -> None:
        self.element = element
        self.num_elements = num_elements

    def _args(self) -> tuple[Any, ...]:
        return (self.element, self.num_elements)

    def print_pretty(self, p: Printer) -> None:
        p.write(f"array<{self.num_elements} x ")
        print_pretty_type(p, self.element)
        p.write(">")


@llvm.type
class LLVMFunctionType(LLVMType):
    __slots__ = ("result", "params", "vararg")
    name = "llvm.func"

    def _init(self, result: T.Type, params: tuple[T.Type, ...], vararg: bool = False) -> None:
        self.result = result
        self.params = tuple(params)
        self.vararg = vararg

    def _args(self) -> tuple[Any, ...]:
        return (self.result, self.params, self.vararg)

    def print_pretty(self, p: Printer) -> None:
        p.write("func<")
        print_pretty_type(p, self.result)
        p.write(" (")
        for i, t in enumerate(self.params):
            if i:
                p.write(", ")
            print_pretty_type(p, t)
        if self.vararg:
            p.write(", ..." if self.params else "...")
        p.write(")>")


# The context identified structs are looked up in: bumped for each new one.
_CONTEXT = [0]


def _new_context() -> None:
    _CONTEXT[0] += 1


T.NEW_CONTEXT_HOOKS.append(_new_context)

# Identified structs being printed: a nested reference prints `struct<"name">`.
_PRINTING_IDENTIFIED: list[str] = []


@llvm.type
class LLVMStructType(LLVMType):
    """Literal structs are interned by body; identified structs by name,
    their body being set once (it may refer to the struct itself)."""

    __slots__ = ("struct_name", "body", "packed", "opaque", "initialized", "context")
    name = "llvm.struct"

    def _init(self, struct_name: str | None, body: tuple[T.Type, ...] = (), packed: bool = False,
              context: int = 0) -> None:
        self.struct_name = struct_name
        self.body = tuple(body)
        self.packed = packed
        self.opaque = False
        self.initialized = struct_name is None
        self.context = context

    def _args(self) -> tuple[Any, ...]:
        if self.struct_name is not None:
            return (self.struct_name, (), False, self.context)
        return (None, self.body, self.packed)

    @classmethod
    def identified(cls, name: str) -> LLVMStructType:
        """The struct named `name` in the current context (each split-input
        chunk is parsed in a new one, as mlir-opt makes a new MLIRContext)."""
        return cls(name, (), False, _CONTEXT[0])

    @property
    def is_identified(self) -> bool:
        return self.struct_name is not None

    def set_body(self, body: tuple[T.Type, ...], packed: bool, opaque: bool = False) -> bool:
        """Define an identified struct; False if it has another body."""
        if self.initialized:
            return (self.body, self.packed, self.opaque) == (tuple(body), packed, opaque)
        self.body, self.packed, self.opaque, self.initialized = tuple(body), packed, opaque, True
        return True

    def _print_body(self, p: Printer) -> None:
        if self.packed:
            p.write("packed ")
        p.write("(")
        for i, t in enumerate(self.body):
            if i:
                p.write(", ")
            print_pretty_type(p, t)
        p.write(")")

    def print_pretty(self, p: Printer) -> None:
        p.write("struct<")
        if self.struct_name is None:
            self._print_body(p)
            p.write(">")
            return
        p.write(escape_string(self.struct_name))
        if self.struct_name in _PRINTING_IDENTIFIED or not self.initialized:
            p.write(">")
            return
        p.write(", ")
        if self.opaque:
            p.write("opaque>")
            return
        _PRINTING_IDENTIFIED.append(self.struct_name)
        try:
            self._print_body(p)
        finally:
            _PRINTING_IDENTIFIED.pop()
        p.write(">")


@llvm.type
class LLVMTargetExtType(LLVMType):
    __slots__ = ("ext_name", "type_params", "int_params")
    name = "llvm.target"
    params = (AttrParam("LLVMTargetExtType", "extTypeName", "::llvm::StringRef"),)

    def _init(self, ext_name: str, type_params: tuple[T.Type, ...] = (), int_params: tuple[int, ...] = ()) -> None:
        self.ext_name = ext_name
        self.type_params = tuple(type_params)
        self.int_params = tuple(int_params)

    def _args(self) -> tuple[Any, ...]:
        return (self.ext_name, self.type_params, self.int_params)

    def print_pretty(self, p: Printer) -> None:
        p.write("target<" + escape_string(self.ext_name))
        for t in self.type_params:
            p.write(", ")
            print_pretty_type(p, t)
        for n in self.int_params:
            p.write(f", {n}")
        p.write(">")


void = LLVMVoidType()
ptr = LLVMPointerType(0)
token = LLVMTokenType()


# ---- type predicates (LLVMTypes.h) ---------------------------------------------------
# Answers for types without identified structs (those may still get their body).
_COMPATIBLE: dict[T.Type, bool] = {}


def is_compatible_type(t: T.Type, _seen: set[int] | None = None) -> bool:
    """LLVM::isCompatibleType: types the LLVM dialect ops accept.  An
    identified struct already being checked counts as compatible (recursive
    structs), as MLIR's set of visited types does."""
    if _seen is not None:
        return _is_compatible(t, _seen)
    found = _COMPATIBLE.get(t)
    if found is not None:
        return found
    seen: set[int] = set()
    result = _is_compatible(t, seen)
    if not seen:
        _COMPATIBLE[t] = result
    return result


def _is_compatible(t: T.Type, _seen: set[int]) -> bool:
    if isinstance(t, LLVMType):
        if isinstance(t, LLVMArrayType):
            return is_compatible_type(t.element, _seen)
        if isinstance(t, LLVMStructType):
            if t.struct_name is not None:
                if id(t) in _seen:
                    return True
                _seen.add(id(t))
            return all(is_compatible_type(e, _seen) for e in t.body)
        if isinstance(t, LLVMFunctionType):
            return is_compatible_type(t.result, _seen) and all(is_compatible_type(e, _seen) for e in t.params)
        if isinstance(t, LLVMTargetExtType):
            return all(is_compatible_type(e, _seen) for e in t.type_params)
        return True
    if isinstance(t, T.IntegerType):
        return t.signedness == ""
    if isinstance(t, T.FloatType):
        return t.kind in _COMPATIBLE_FLOATS
    if isinstance(t, T.VectorType):  # 1-D only: n-D vectors lower to arrays of vectors
        return len(t.shape) == 1 and is_compatible_type(t.element, _seen) and \
            not isinstance(t.element, (LLVMArrayType, LLVMStructType))
    return False


_COMPATIBLE_FLOATS = {"f16", "bf16", "f32", "f64", "f80", "f128", "tf32", "f8E5M2", "f8E4M3", "f8E4M3FN",
                      "f8E5M2FNUZ", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E3M4", "f8E8M0FNU", "f6E2M3FN",
                      "f6E3M2FN", "f4E2M1FN"}


_OUTER_FLOATS = {"f16", "bf16", "f32", "f64", "f80", "f128"}


def is_compatible_outer_type(t: T.Type) -> bool:
    """LLVM::isCompatibleOuterType (the `LLVM_Type` constraint): LLVM dialect
    types without looking into their elements, signless integers, the six
    IEEE-like floats, and 1-D vectors of any element (22.1.8 accepts
    `vector<4xsi32>`, `vector<4xindex>` and `vector<4xtf32>` there)."""
    if isinstance(t, LLVMType):
        return True
    if isinstance(t, T.IntegerType):
        return t.signedness == ""
    if isinstance(t, T.FloatType):
        return t.kind in _OUTER_FLOATS
    if isinstance(t, T.VectorType):
        return len(t.shape) == 1
    return False


def is_valid_element_type(t: T.Type) -> bool:
    """Element types of arrays, structs and vectors."""
    return not isinstance(t, (LLVMVoidType, LLVMLabelType, LLVMMetadataType, LLVMFunctionType, LLVMTokenType))


def is_valid_argument_type(t: T.Type) -> bool:
    """LLVMFunctionType::isValidArgumentType."""
    return not isinstance(t, (LLVMVoidType, LLVMFunctionType))


def is_valid_result_type(t: T.Type) -> bool:
    """LLVMFunctionType::isValidResultType."""
    return not isinstance(t, (LLVMFunctionType, LLVMMetadataType, LLVMLabelType))


# ---- the parser ----------------------------------------------------------------------
_WORD = re.compile(r"[A-Za-z_][\w.]*")
_INT_TYPE = re.compile(r"[su]?i([1-9][0-9]*)\Z")
_INTEGER = re.compile(r"-?(0x[0-9a-fA-F]+|[0-9]+)")
_STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"')
_NAMED = re.compile(r"!?[A-Za-z_][\w$.]*")
_BUILTIN_KEYWORDS = {"index", "none", "complex", "tuple", "vector", "tensor", "memref"}
_SIMPLE = {"void": void, "token": token, "label": LLVMLabelType(), "metadata": LLVMMetadataType(),
           "x86_amx": LLVMX86AMXType(), "ppc_fp128": LLVMPPCFP128Type()}
_CACHE: dict[str, T.Type] = {}
_UNCACHEABLE = re.compile(r"!(?!llvm\.)|#|\"")


def parse_llvm_type(text: str, builder: Any, tok: Any, base: int | None = None) -> T.Type:
    """A type after `!llvm.` (`ptr<1>`, `struct<(i32)>`...); `base`: the
    offset of `text` in `tok`, when known (for error positions)."""
    t = _CACHE.get(text)
    if t is not None:
        return t
    r = _TypeReader(text, builder, tok, base)
    r.ws()
    w = _WORD.match(text, r.i)
    if text.startswith("!", r.i) or (w is not None and _is_builtin_word(w.group())):
        # detail::parseType: a type the generic parser reads is no LLVM type keyword.
        raise r.error("unexpected type, expected keyword", r.i)
    t = r.llvm_type()
    r.end()
    if not _UNCACHEABLE.search(text):
        _CACHE[text] = t
    return t


def _is_builtin_word(w: str) -> bool:
    """`w` starts a builtin type (`i32`, `f16`, `tensor<...>`...)."""
    return _INT_TYPE.match(w) is not None or w in T.FLOAT_WIDTHS or w in _BUILTIN_KEYWORDS


# The names of the identified structs being parsed, outermost first
# (AsmParser::tryStartCyclicParse): a body-less reference is only valid inside.
_ENCLOSING: list[str] = []


class _TypeReader:
    __slots__ = ("s", "i", "builder", "tok", "base")

    def __init__(self, text: str, builder: Any, tok: Any, base: int | None = None) -> None:
        self.s = text
        self.i = 0
        self.builder = builder
        self.tok = tok
        if base is None and hasattr(tok, "start_pos"):
            base = str(tok).find(text)
        self.base = base if base is not None and base >= 0 else None  # offset of `text` in `tok`

    # -- lexing ------------------------------------------------------------------------
    def error(self, message: str, at: int | None = None) -> MLIRError:
        """An error at the token, or at offset `at` of the text when its
        position in the token is known (where MLIR's parser stood)."""
        if self.builder is None or self.tok is None:
            return MLIRError(message, None)
        if at is not None and self.base is not None:
            return MLIRError(message, self.builder.loc_in(self.tok, self.base + at))
        return self.builder.error(self.tok, message)

    def ws(self) -> None:
        s, i = self.s, self.i
        while i < len(s) and s[i] in " \t\r\n":
            i += 1
        self.i = i

    def at(self, lit: str) -> bool:
        self.ws()
        return self.s.startswith(lit, self.i)

    def eat(self, lit: str) -> bool:
        if self.at(lit):
            self.i += len(lit)
            return True
        return False

    def expect(self, lit: str, message: str = "") -> None:
        if not self.eat(lit):
            end = self.i  # where the previous token ends: a wrong-token error goes there
            while end > 0 and self.s[end - 1] in " \t\r\n":
                end -= 1
            raise self.error(message or f"expected '{lit}'", end)

    def word(self) -> str | None:
        self.ws()
        m = _WORD.match(self.s, self.i)
        if m is None:
            return None
        self.i = m.end()
        return m.group()

    def eat_word(self, w: str) -> bool:
        save = self.i
        if self.word() == w:
            return True
        self.i = save
        return False

    def integer(self) -> int:
        self.ws()
        m = _INTEGER.match(self.s, self.i)
        if m is None:
            raise self.error("expected integer value")
        self.i = m.end()
        return int(m.group(), 0)

    def integer_param(self, param: AttrParam) -> int:
        """FieldParser<unsigned/uint64_t>: parseInteger, nothing consumed when it fails."""
        self.ws()
        if _INTEGER.match(self.s, self.i) is None:
            raise param.failed(self.error("expected integer value", self.i), self.error("", self.i).diagnostic.loc)
        return self.integer()

    def string(self) -> str | None:
        self.ws()
        m = _STRING.match(self.s, self.i)
        if m is None:
            return None
        self.i = m.end()
        return string_text(m.group())

    def end(self) -> None:
        self.ws()
        if self.i != len(self.s):
            raise self.error(f"unexpected '{self.s[self.i:]}' in LLVM type")

    def extent(self) -> str:
        """The text of one nested type: a word (`!dialect.name`, `vector`)
        with its `<...>` body, or else up to a `,`, `)` or `>` at depth 0."""
        s, i, depth = self.s, self.i, 0
        start = i
        m = _NAMED.match(s, i)
        if m is not None:
            i = m.end()
            if not s.startswith("<", i):
                self.i = i
                return s[start:i]
        while i < len(s):
            c = s[i]
            if c == '"':
                m = _STRING.match(s, i)
                i = m.end() if m else i + 1
                continue
            if c == "-" and s.startswith("->", i):
                i += 2
                continue
            if c in "<([{":
                depth += 1
            elif c in ">)]}":
                if depth == 0:
                    break
                depth -= 1
                if depth == 0 and m is not None:
                    i += 1
                    break
            elif c == "," and depth == 0:
                break
            i += 1
        self.i = i
        return s[start:i].strip()

    # -- types -------------------------------------------------------------------------
    def type(self) -> T.Type:
        """A type in a body: builtin, `!...`, or an LLVM short form."""
        self.ws()
        s, i = self.s, self.i
        if s.startswith("!", i) or s.startswith("(", i):
            text = self.extent()
            if text.startswith("!llvm."):
                return parse_llvm_type(text[6:], self.builder, self.tok,
                                       None if self.base is None else self.base + i + 6)
            return self._builtin(text)
        m = _WORD.match(s, i)
        if m is None:
            raise self.error("expected type")
        w = m.group()
        im = _INT_TYPE.match(w)
        if im is not None:
            self.i = m.end()
            width = int(im.group(1))
            return T.IntegerType(width, w[0] if w[0] in "su" else "")
        if w in T.FLOAT_WIDTHS:
            self.i = m.end()
            return T.FloatType(w)
        if w in _BUILTIN_KEYWORDS:
            return self._builtin(self.extent())
        return self.llvm_type()

    def _builtin(self, text: str) -> T.Type:
        return parse_type_text(self.builder, text, self.tok)

    def llvm_type(self) -> T.Type:
        self.ws()
        start = self.i
        w = self.word()
        if w is None:
            raise self.error("expected LLVM type")
        simple = _SIMPLE.get(w)
        if simple is not None:
            return simple
        if w == "ptr":
            space = 0
            if self.eat("<"):
                self.ws()
                space = self.integer_param(LLVMPointerType.params[0]) & 0xFFFFFFFF
                self.expect(">")
            return LLVMPointerType(space)
        if w == "array":
            self.ws()
            params = self.i  # getChecked reports at the `<`
            self.expect("<")
            n = self.integer_param(LLVMArrayType.params[0]) & 0xFFFFFFFFFFFFFFFF
            if not self.eat_word("x"):
                raise self.error("expected 'x'")
            elem = self.type()
            self.expect(">")
            if not is_valid_element_type(elem):
                raise self.error(f"invalid array element type: '{elem}'", params)
            return LLVMArrayType(elem, n)
        if w == "func":
            return self._function()
        if w == "struct":
            return self._struct()
        if w == "target":
            return self._target()
        raise self.error(f"unknown LLVM type: {w}", start)

    def _function(self) -> T.Type:
        self.ws()
        params_at = self.i  # getChecked reports at the `<`
        self.expect("<")
        result = self.type()
        self.expect("(")
        params: list[T.Type] = []
        vararg = False
        if not self.eat(")"):
            while True:
                if self.eat("..."):
                    vararg = True
                    self.expect(")")
                    break
                params.append(self.type())
                if self.eat(")"):
                    break
                self.expect(",", "expected ')'")  # parseCommaSeparatedList(Paren)
        self.expect(">")
        if not is_valid_result_type(result):
            raise self.error(f"invalid function result type: '{result}'", params_at)
        for p in params:
            if not is_valid_argument_type(p):
                raise self.error(f"invalid function argument type: '{p}'", params_at)
        return LLVMFunctionType(result, tuple(params), vararg)

    def _struct_body(self) -> tuple[tuple[T.Type, ...], bool]:
        packed = self.eat_word("packed")
        self.expect("(")
        body: list[T.Type] = []
        if not self.eat(")"):
            while True:
                body.append(self.type())
                if self.eat(")"):
                    break
                self.expect(",", "expected ')'")
        return tuple(body), packed

    def _struct(self) -> T.Type:
        """LLVMStructType::parse, with its errors where it reports them."""
        self.ws()
        params_at = self.i  # getChecked reports at the `<`
        self.expect("<")
        name = self.string()
        if name is not None:
            self.ws()
            greater_at = self.i
            if self.eat(">"):
                if name not in _ENCLOSING:
                    raise self.error("struct without a body only allowed in a recursive struct", greater_at)
                return LLVMStructType.identified(name)
            self.expect(",")
        self.ws()
        kw_at = self.i
        if self.eat_word("opaque"):
            if name is None:
                raise self.error("only identified structs can be opaque", kw_at)
            self.expect(">")
            st = LLVMStructType.identified(name)
            if not st.set_body((), False, True):
                raise self.error("redeclaring defined struct as opaque", kw_at)
            return st
        if name is None:
            body, packed = self._struct_body()
            self.expect(">")
            for e in body:
                if not is_valid_element_type(e):
                    raise self.error(f"invalid LLVM structure element type: '{e}'", params_at)
            return LLVMStructType(None, body, packed)
        if name in _ENCLOSING:
            raise self.error("identifier already used for an enclosing struct", kw_at)
        st = LLVMStructType.identified(name)
        # trySetStructBody reports at the first element (at the keyword for `()`).
        body_at = self.s.find("(", self.i) + 1
        while body_at < len(self.s) and self.s[body_at] in " \t\r\n":
            body_at += 1
        if self.s.startswith(")", body_at):
            body_at = kw_at
        _ENCLOSING.append(name)
        try:
            body, packed = self._struct_body()
        finally:
            _ENCLOSING.pop()
        self.expect(">")
        for e in body:
            if not is_valid_element_type(e):
                raise self.error(f"invalid LLVM structure element type: '{e}'", body_at)
        if not st.set_body(body, packed):
            raise self.error("identified type already used with a different body", body_at)
        return st

    def _target(self) -> T.Type:
        self.expect("<")
        name = self.string()
        if name is None:
            self.ws()
            raise LLVMTargetExtType.params[0].failed(self.error("expected string", self.i), self.error("", self.i).diagnostic.loc)
        types: list[T.Type] = []
        ints: list[int] = []
        while self.eat(","):
            self.ws()
            if _INTEGER.match(self.s, self.i):
                ints.append(self.integer())
            else:
                if ints:
                    raise self.error("failed to parse parameter list for target extension type", self.i)
                types.append(self.type())
        self.expect(">")
        return LLVMTargetExtType(name, tuple(types), tuple(ints))


def parse_pretty_type(text: str, builder: Any, tok: Any) -> T.Type:
    """A type written in the short form outside a type body (op syntax)."""
    r = _TypeReader(text, builder, tok)
    t = r.type()
    r.end()
    return t


__all__ = ["LLVMType", "LLVMVoidType", "LLVMTokenType", "LLVMLabelType", "LLVMMetadataType", "LLVMX86AMXType",
           "LLVMPPCFP128Type", "LLVMPointerType", "LLVMArrayType", "LLVMFunctionType", "LLVMStructType",
           "LLVMTargetExtType", "print_pretty_type", "is_compatible_type", "is_valid_element_type",
           "parse_llvm_type", "void", "ptr", "token", "Sequence"]
