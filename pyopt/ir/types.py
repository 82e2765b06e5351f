"""Builtin types.  Types are immutable, hashable and interned: building the
same type twice returns the same object, so `is` and dict lookups are cheap."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Sequence

from pyopt.ir.interned import Interned

if TYPE_CHECKING:
    from pyopt.ir.attributes import Attribute
    from pyopt.ir.printer import Printer

DYNAMIC = -9223372036854775808  # a `?` dimension or offset/stride: ShapedType::kDynamic (INT64_MIN),
# so that a static negative stride or offset (`strided<[-1]>`) stays static


class Type(Interned):
    """Base of all types.  Subclasses define `_init`/`_args` and `print`."""

    __slots__ = ()
    # True when the printed form can depend on printer state (aliases).
    may_alias: ClassVar[bool] = False
    # VectorElementTypeInterface / MemRefElementTypeInterface of a dialect type.
    vector_element: ClassVar[bool] = False
    memref_element: ClassVar[bool] = False

    def print(self, p: Printer) -> None:
        raise NotImplementedError

    def __str__(self) -> str:
        from pyopt.ir.printer import Printer

        from pyopt.ir.attributes import number_distinct_ids
        from pyopt.ir.printer import PrintOptions

        # Standalone, as in a diagnostic: no aliases (MLIR's Type::print).
        return number_distinct_ids(Printer(PrintOptions(local_scope=True)).type_text(self))

    __repr__ = __str__


class IntegerType(Type):
    __slots__ = ("width", "signedness")

    def _init(self, width: int, signedness: str = "") -> None:
        self.width = width
        self.signedness = signedness  # "", "s" or "u"

    def _args(self) -> tuple[Any, ...]:
        return (self.width, self.signedness)

    @property
    def is_signless(self) -> bool:
        return self.signedness == ""

    def print(self, p: Printer) -> None:
        p.write(f"{self.signedness}i{self.width}")


class IndexType(Type):
    __slots__ = ()

    def print(self, p: Printer) -> None:
        p.write("index")


class NoneType(Type):
    __slots__ = ()

    def print(self, p: Printer) -> None:
        p.write("none")


FLOAT_WIDTHS = {
    "f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19,
    "f8E5M2": 8, "f8E4M3": 8, "f8E4M3FN": 8, "f8E5M2FNUZ": 8, "f8E4M3FNUZ": 8,
    "f8E4M3B11FNUZ": 8, "f8E3M4": 8, "f8E8M0FNU": 8, "f6E2M3FN": 6, "f6E3M2FN": 6, "f4E2M1FN": 4,
}


class FloatType(Type):
    __slots__ = ("kind",)

    def _init(self, kind: str) -> None:
        self.kind = kind

    def _args(self) -> tuple[Any, ...]:
        return (self.kind,)

    @property
    def width(self) -> int:
        return FLOAT_WIDTHS[self.kind]

    def print(self, p: Printer) -> None:
        p.write(self.kind)


class ComplexType(Type):
    __slots__ = ("element",)

    def _init(self, element: Type) -> None:
        self.element = element

    def _args(self) -> tuple[Any, ...]:
        return (self.element,)

    def print(self, p: Printer) -> None:
        p.write("complex<")
        p.print_type(self.element)
        p.write(">")


class TupleType(Type):
    __slots__ = ("types",)

    def _init(self, types: tuple[Type, ...]) -> None:
        self.types = types

    def _args(self) -> tuple[Any, ...]:
        return (self.types,)

    def print(self, p: Printer) -> None:
        if len(self.types) > 16 and p.type_alias(self):
            return
        self.print_without_alias(p)

    def print_without_alias(self, p: Printer) -> None:
        p.write("tuple<")
        p.print_list(self.types, p.print_type)
        p.write(">")


class FunctionType(Type):
    __slots__ = ("inputs", "results")

    def _init(self, inputs: tuple[Type, ...], results: tuple[Type, ...]) -> None:
        self.inputs = inputs
        self.results = results

    def _args(self) -> tuple[Any, ...]:
        return (self.inputs, self.results)

    def print(self, p: Printer) -> None:
        p.write("(")
        p.print_list(self.inputs, p.print_type)
        p.write(") -> ")
        p.print_function_results(self.results)


def _dims_text(shape: Sequence[int]) -> str:
    return "".join(("?" if d == DYNAMIC else str(d)) + "x" for d in shape)


class ShapedType(Type):
    __slots__ = ("shape", "element")
    shape: tuple[int, ...]
    element: Type

    @property
    def rank(self) -> int:
        return len(self.shape)

    def has_static_shape(self) -> bool:
        return DYNAMIC not in self.shape

    @property
    def num_elements(self) -> int:
        n = 1
        for d in self.shape:
            n *= d
        return n


class VectorType(ShapedType):
    __slots__ = ("scalable",)

    def _init(self, shape: tuple[int, ...], element: Type, scalable: tuple[bool, ...] = ()) -> None:
        self.shape = shape
        self.element = element
        self.scalable = scalable or (False,) * len(shape)

    def _args(self) -> tuple[Any, ...]:
        return (self.shape, self.element, self.scalable)

    def print(self, p: Printer) -> None:
        p.write("vector<")
        for d, s in zip(self.shape, self.scalable):
            p.write(f"[{d}]x" if s else f"{d}x")
        p.print_type(self.element)
        p.write(">")


class RankedTensorType(ShapedType):
    __slots__ = ("encoding",)
    may_alias = True

    def _init(self, shape: tuple[int, ...], element: Type, encoding: Attribute | None = None) -> None:
        self.shape = shape
        self.element = element
        self.encoding = encoding

    def _args(self) -> tuple[Any, ...]:
        return (self.shape, self.element, self.encoding)

    def print(self, p: Printer) -> None:
        p.write("tensor<" + _dims_text(self.shape))
        p.print_type(self.element)
        if self.encoding is not None:
            p.write(", ")
            p.print_attr(self.encoding)
        p.write(">")


class UnrankedTensorType(Type):
    __slots__ = ("element",)

    def _init(self, element: Type) -> None:
        self.element = element

    def _args(self) -> tuple[Any, ...]:
        return (self.element,)

    def print(self, p: Printer) -> None:
        p.write("tensor<*x")
        p.print_type(self.element)
        p.write(">")


class MemRefType(ShapedType):
    __slots__ = ("layout", "memory_space")
    may_alias = True

    def _init(self, shape: tuple[int, ...], element: Type, layout: Attribute | None = None,
              memory_space: Attribute | None = None) -> None:
        self.shape = shape
        self.element = element
        self.layout = layout  # None means the identity layout
        self.memory_space = memory_space

    def _args(self) -> tuple[Any, ...]:
        return (self.shape, self.element, self.layout, self.memory_space)

    def print(self, p: Printer) -> None:
        p.write("memref<" + _dims_text(self.shape))
        p.print_type(self.element)
        if self.layout is not None:
            p.write(", ")
            p.print_attr(self.layout)
        if self.memory_space is not None:
            p.write(", ")
            p.print_memory_space(self.memory_space)
        p.write(">")


class UnrankedMemRefType(Type):
    __slots__ = ("element", "memory_space")
    may_alias = True

    def _init(self, element: Type, memory_space: Attribute | None = None) -> None:
        self.element = element
        self.memory_space = memory_space

    def _args(self) -> tuple[Any, ...]:
        return (self.element, self.memory_space)

    def print(self, p: Printer) -> None:
        p.write("memref<*x")
        p.print_type(self.element)
        if self.memory_space is not None:
            p.write(", ")
            p.print_memory_space(self.memory_space)
        p.write(">")


def opaque_symbol_text(sigil: str, dialect: str, data: str) -> str:
    """`!foo.bar<x>` or `!foo<"x y">`: MLIR's pretty form only where the data
    is an identifier optionally followed by a `<...>` body
    (isDialectSymbolSimpleEnoughForPrettyForm)."""
    if data and data[0].isalpha():
        i = 0
        while i < len(data) and (data[i].isalnum() or data[i] in "._"):
            i += 1
        if i == len(data) or (data[i] == "<" and data[-1] == ">"):
            return f"{sigil}{dialect}.{data}"
    return f"{sigil}{dialect}<{data}>"


class OpaqueType(Type):
    """A type of an unregistered dialect, kept as text: `!foo.bar<...>`;
    `body` is what follows `!foo.` or what `!foo<...>` wraps."""

    __slots__ = ("dialect", "body")

    def _init(self, dialect: str, body: str) -> None:
        self.dialect = dialect
        self.body = body

    def _args(self) -> tuple[Any, ...]:
        return (self.dialect, self.body)

    def print(self, p: Printer) -> None:
        p.write(opaque_symbol_text("!", self.dialect, self.body))


class DialectType(Type):
    """Base of types declared by dialects; `name` is `dialect.mnemonic`."""

    __slots__ = ()
    name: ClassVar[str] = ""

    def print(self, p: Printer) -> None:
        p.write("!" + self.name)
        self.print_body(p)

    def print_body(self, p: Printer) -> None:
        """Print what follows the mnemonic (usually `<...>`)."""


# Handy singletons.
i1 = IntegerType(1)
i8 = IntegerType(8)
i16 = IntegerType(16)
i32 = IntegerType(32)
i64 = IntegerType(64)
index = IndexType()
f16 = FloatType("f16")
bf16 = FloatType("bf16")
f32 = FloatType("f32")
f64 = FloatType("f64")
none = NoneType()


# ---- element types (the types' verifiers, checked when a type is parsed) ---------------
# Per-context state of dialects to drop when a new context starts (mlir-opt
# parses each split-input chunk in a new MLIRContext): e.g. the names of the
# LLVM dialect's identified structs.
NEW_CONTEXT_HOOKS: list[Callable[[], None]] = []


def new_context() -> None:
    for hook in NEW_CONTEXT_HOOKS:
        hook()


def is_valid_vector_element(t: Type) -> bool:
    """VectorType's `elementType`: VectorElementTypeInterface."""
    return isinstance(t, (IntegerType, IndexType, FloatType)) or t.vector_element


def is_valid_tensor_element(t: Type) -> bool:
    """TensorType::isValidElementType: builtin scalars, complex, vectors and
    opaque types, or any dialect's type (dialects check their own)."""
    return not isinstance(t, (NoneType, TupleType, FunctionType, RankedTensorType, UnrankedTensorType,
                              MemRefType, UnrankedMemRefType))


def is_valid_memref_element(t: Type) -> bool:
    """BaseMemRefType::isValidElementType."""
    return isinstance(t, (ComplexType, FloatType, IntegerType, IndexType, VectorType, MemRefType,
                          UnrankedMemRefType)) or t.memref_element


def is_valid_complex_element(t: Type) -> bool:
    return isinstance(t, (IntegerType, FloatType))
