"""gpu dialect attributes: the enum attributes (`#gpu<dim x>`), address
spaces, device mapping attributes, and the compilation attributes
(#gpu.object, #gpu.select_object, #gpu.kernel_metadata, #gpu.kernel_table)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar, Sequence

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.attr_params import AttrParam, parse_enum_parameter, parse_integer_parameter
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.parser import parse_attr_text, parse_type_text, split_top_level, string_text, string_value
from pyopt.dialects.gpu.dialect import gpu

if TYPE_CHECKING:
    from pyopt.ir.printer import Printer


# ---- enum attributes: `#gpu<dim x>`, printed ` x` inside ops ---------------------------
class GPUEnumAttr(A.DialectAttr):
    """An EnumAttr whose assembly format is `$value`: the generic spelling
    is `#gpu<mnemonic keyword>`, the stripped one (inside an op) is
    ` keyword` with a leading space."""

    __slots__ = ("value",)
    mnemonic: ClassVar[str] = ""
    cases: ClassVar[tuple[str, ...]] = ()
    cpp_name: ClassVar[str] = ""

    def _init(self, value: str) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    def print(self, p: Printer) -> None:
        p.write(f"#gpu<{self.mnemonic} {self.value}>")

    def print_stripped(self, p: Printer) -> None:
        p.write(" " + self.value)

    @classmethod
    def parse_keyword(cls, text: str, builder: Any, tok: Any) -> A.Attribute:
        if text.startswith('"'):
            text = string_text(text)
        if text not in cls.cases:
            raise builder.error(tok, f"expected {cls.cpp_name} to be one of: " + ", ".join(cls.cases))
        return cls(text)


class GPUEnumAttrC(C.AttrConstraint):
    """The constraint of an op property holding a GPUEnumAttr: a bare
    keyword in custom syntax."""

    def __init__(self, cls: type[GPUEnumAttr], summary: str) -> None:
        self.cls = cls
        self.summary = summary
        self.storage = C.class_storage(cls)
        self.cases = [(k, i) for i, k in enumerate(cls.cases)]
        self.grammar = "enum__gpu_" + cls.mnemonic

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, self.cls)

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return self.cls(str(value))

    def print(self, p: Printer, attr: A.Attribute) -> None:
        attr.print_stripped(p)  # type: ignore[attr-defined]


def _enum(mnemonic: str, cpp: str, cases: Sequence[str], summary: str) -> tuple[type[GPUEnumAttr], GPUEnumAttrC]:
    cls = type(cpp.rsplit("::", 1)[-1] + "Attr", (GPUEnumAttr,),
               {"__slots__": (), "mnemonic": mnemonic, "cases": tuple(cases), "cpp_name": cpp,
                "name": "gpu." + mnemonic})
    gpu.short_attrs[mnemonic] = cls
    c = GPUEnumAttrC(cls, summary)
    gpu.enum(c)  # type: ignore[arg-type]
    return cls, c


DimensionAttr, DimensionC = _enum("dim", "::mlir::gpu::Dimension", ("x", "y", "z"),
                                  "a dimension, either 'x', 'y', or 'z'")
AllReduceOperationAttr, AllReduceOperationC = _enum(
    "all_reduce_op", "::mlir::gpu::AllReduceOperation",
    ("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor", "minimumf",
     "maximumf"),
    "built-in reduction operations supported by gpu.allreduce.")
ShuffleModeAttr, ShuffleModeC = _enum("shuffle_mode", "::mlir::gpu::ShuffleMode", ("xor", "down", "up", "idx"),
                                      "Indexing modes supported by gpu.shuffle.")
BroadcastTypeAttr, BroadcastTypeC = _enum("broadcast", "::mlir::gpu::BroadcastType",
                                          ("first_active_lane", "specific_lane"), "a lane to broadcast from")
MMAElementwiseAttr, MMAElementwiseC = _enum(
    "mma_element_wise", "::mlir::gpu::MMAElementwiseOp",
    ("addf", "mulf", "subf", "maxf", "minf", "divf", "addi", "muli", "subi", "divs", "divu", "negatef",
     "negates", "extf"),
    "elementwise operation to apply to mma matrix")
Prune2To4SpMatFlagAttr, Prune2To4SpMatFlagC = _enum(
    "prune_2to4_spmat_flag", "::mlir::gpu::Prune2To4SpMatFlag", ("NONE", "PRUNE_ONLY", "PRUNE_AND_CHECK"),
    "pruning strategy for 2:4 sparse matrix")
TransposeModeAttr, TransposeModeC = _enum(
    "mat_transpose_mode", "::mlir::gpu::TransposeMode", ("NON_TRANSPOSE", "TRANSPOSE", "CONJUGATE_TRANSPOSE"),
    "transpose mode of sparse matrix supported by sparse tensor ops")
SpGEMMKindAttr, SpGEMMKindC = _enum(
    "spgemm_work_estimation_or_compute_kind", "::mlir::gpu::SpGEMMWorkEstimationOrComputeKind",
    ("WORK_ESTIMATION", "COMPUTE"),
    "choose whether spgemm_work_estimation_or_compute does work estimation or compute")


# ---- `#gpu.name<keyword>` attributes ------------------------------------------------
class KeywordParamAttr(A.DialectAttr):
    """An attribute with one keyword parameter: `#gpu.address_space<workgroup>`,
    `#gpu.block<x>`."""

    __slots__ = ("value",)
    cases: ClassVar[tuple[str, ...]] = ()
    param_cpp: ClassVar[str] = ""

    def _init(self, value: str) -> None:
        self.value = value

    def _args(self) -> tuple[Any, ...]:
        return (self.value,)

    def print_body(self, p: Printer) -> None:
        p.write(f"<{self.value}>")

    param: ClassVar[AttrParam]

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        return cls(parse_enum_parameter(cls.param, cls.cases, f"expected {cls.param_cpp} to be one of: "
                                        + ", ".join(cls.cases), body or "", str(tok).find("<") + 1, builder, tok))


_ADDRESS_SPACES = ("global", "workgroup", "private")
_MAPPING_IDS = ("x", "y", "z") + tuple(f"linear_dim_{i}" for i in range(10))


def _keyword_attr(mnemonic: str, cases: tuple[str, ...], cpp: str, record: str, param: str,
                  device_mapping: bool = False) -> type[KeywordParamAttr]:
    """`record` and `param`: the TableGen names of the attribute and its parameter."""
    cls = type("GPU" + mnemonic.title().replace("_", "") + "Attr", (KeywordParamAttr,),
               {"__slots__": (), "name": "gpu." + mnemonic, "cases": cases, "param_cpp": cpp,
                "device_mapping": device_mapping, "param": AttrParam(record, param, cpp)})
    gpu.attr(cls)
    return cls


AddressSpaceAttr = _keyword_attr("address_space", _ADDRESS_SPACES, "::mlir::gpu::AddressSpace",
                                 "GPU_AddressSpaceAttr", "value")
for _m in ("block", "thread", "warp", "warpgroup", "lane"):
    _keyword_attr(_m, _MAPPING_IDS, "::mlir::gpu::MappingId", f"GPU{_m.title()}MappingAttr", _m,
                  device_mapping=True)
_keyword_attr("memory_space", _ADDRESS_SPACES, "::mlir::gpu::AddressSpace", "GPUMemorySpaceMappingAttr",
              "address_space")


@gpu.attr
class MappingMaskAttr(A.DialectAttr):
    """`#gpu.mask<5>`."""

    __slots__ = ("mask",)
    name = "gpu.mask"
    # DeviceMappingAttrInterface and DeviceMaskingAttrInterface (scf.forall's mapping).
    device_mapping = True
    device_masking = True

    def _init(self, mask: int) -> None:
        self.mask = mask

    def _args(self) -> tuple[Any, ...]:
        return (self.mask,)

    def print_body(self, p: Printer) -> None:
        p.write(f"<{self.mask}>")

    param = AttrParam("GPUMappingMaskAttr", "mask", "uint64_t")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        mask = parse_integer_parameter(cls.param, body or "", str(tok).find("<") + 1, builder, tok)
        return cls(mask & 0xFFFFFFFFFFFFFFFF)


_PROCESSORS = ("block_x", "block_y", "block_z", "thread_x", "thread_y", "thread_z", "sequential")


@gpu.attr
class ParallelLoopDimMappingAttr(A.DialectAttr):
    """`#gpu.loop_dim_map<processor = block_x, map = (d0) -> (d0), bound = (d0) -> (d0)>`."""

    __slots__ = ("processor", "map", "bound")
    name = "gpu.loop_dim_map"

    def _init(self, processor: str, map: Any, bound: Any) -> None:
        self.processor = processor
        self.map = map
        self.bound = bound

    def _args(self) -> tuple[Any, ...]:
        return (self.processor, self.map, self.bound)

    def print_body(self, p: Printer) -> None:
        p.write(f"<processor = {self.processor}, map = {self.map}, bound = {self.bound}>")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        fields: dict[str, str] = {}
        for part in split_top_level(body or ""):
            key, _, value = part.partition("=")
            fields[key.strip()] = value.strip()
        proc = fields.get("processor", "")
        if proc not in _PROCESSORS or "map" not in fields or "bound" not in fields:
            raise builder.error(tok, "failed to parse ParallelLoopDimMappingAttr")

        def amap(text: str) -> Any:
            attr = parse_attr_text(builder, f"affine_map<{text}>", tok)
            assert isinstance(attr, A.AffineMapAttr)
            return attr.value

        return cls(proc, amap(fields["map"]), amap(fields["bound"]))


# ---- compilation attributes ---------------------------------------------------------------
def _is_target(attr: A.Attribute) -> bool:
    """Implements (or promises) gpu::TargetAttrInterface."""
    return getattr(attr, "gpu_target", False) or str(getattr(attr, "name", "")).endswith(".target") or \
        isinstance(attr, A.OpaqueAttr)


@gpu.attr
class KernelMetadataAttr(A.DialectAttr):
    """`#gpu.kernel_metadata<"name", (i32) -> (), arg_attrs = [...], metadata = {...}>`."""

    __slots__ = ("kernel", "function_type", "arg_attrs", "metadata")
    name = "gpu.kernel_metadata"

    def _init(self, kernel: str, function_type: T.Type, arg_attrs: A.Attribute | None,
              metadata: A.Attribute | None) -> None:
        self.kernel = kernel
        self.function_type = function_type
        self.arg_attrs = arg_attrs
        self.metadata = metadata

    def _args(self) -> tuple[Any, ...]:
        return (self.kernel, self.function_type, self.arg_attrs, self.metadata)

    def print_body(self, p: Printer) -> None:
        p.write("<" + A.escape_string(self.kernel) + ", ")
        p.print_type(self.function_type)
        if self.arg_attrs is not None:
            p.write(", arg_attrs = ")
            p.print_attr(self.arg_attrs)
        if self.metadata is not None:
            p.write(", metadata = ")
            p.print_attr(self.metadata)
        p.write(">")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        parts = split_top_level(body or "")
        if len(parts) < 2 or not parts[0].startswith('"'):
            raise builder.error(tok, "expected string")
        name = string_text(parts[0])
        ftype = parse_type_text(builder, parts[1], tok)
        if not isinstance(ftype, T.FunctionType):
            raise builder.error(tok, "invalid kind of type specified: expected builtin.function, but found "
                                + str(ftype))
        fields: dict[str, A.Attribute] = {}
        for part in parts[2:]:
            key, _, value = part.partition("=")
            key = key.strip()
            if key not in ("arg_attrs", "metadata") or key in fields:
                raise builder.error(tok, f"duplicate or unknown struct parameter name: `{key}`")
            fields[key] = parse_attr_text(builder, value.strip(), tok)
        return cls(name, ftype, fields.get("arg_attrs"), fields.get("metadata"))


@gpu.attr
class KernelTableAttr(A.DialectAttr):
    """`#gpu.kernel_table<[...]>`: kernel metadata sorted by name."""

    __slots__ = ("kernels",)
    name = "gpu.kernel_table"

    def _init(self, kernels: tuple[KernelMetadataAttr, ...]) -> None:
        self.kernels = tuple(sorted(kernels, key=lambda k: k.kernel))

    def _args(self) -> tuple[Any, ...]:
        return (self.kernels,)

    def print_body(self, p: Printer) -> None:
        p.write("<")
        if self.kernels:
            p.write("[")
            p.print_list(self.kernels, p.print_attr)
            p.write("]")
        p.write(">")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        if body is None:
            raise builder.error(tok, "expected '<'")
        text = body.strip()
        if not text:
            return cls(())
        arr = parse_attr_text(builder, text, tok)
        if not isinstance(arr, A.ArrayAttr) or not all(isinstance(k, KernelMetadataAttr) for k in arr):
            raise builder.error(tok, "failed to parse GPU_KernelTableAttr parameter 'kernelTable'")
        names = [k.kernel for k in arr]  # type: ignore[attr-defined]
        if len(set(names)) != len(names):  # getChecked: at the `<`
            raise MLIRError("expected all kernels to be uniquely named", builder.loc_in(tok, str(tok).find("<")))
        return cls(tuple(arr))  # type: ignore[arg-type]


_OBJECT_FORMATS = ("offload", "assembly", "bin", "fatbin")


@gpu.attr
class ObjectAttr(A.DialectAttr):
    """`#gpu.object<#nvvm.target, properties = {...}, kernels = <...>, bin = "...">`."""

    __slots__ = ("target", "format", "object", "properties", "kernels")
    name = "gpu.object"

    def _init(self, target: A.Attribute, format: str, object: bytes, properties: A.Attribute | None,
              kernels: KernelTableAttr | None) -> None:
        self.target = target
        self.format = format
        self.object = object
        self.properties = properties
        self.kernels = kernels

    def _args(self) -> tuple[Any, ...]:
        return (self.target, self.format, self.object, self.properties, self.kernels)

    def print_body(self, p: Printer) -> None:
        p.write("<")
        p.print_attr(self.target)
        if self.properties is not None:
            p.write(", properties = ")
            p.print_attr(self.properties)
        if self.kernels is not None:
            p.write(", kernels = ")
            self.kernels.print_body(p)
        p.write(", ")
        if self.format != "fatbin":
            p.write(self.format + " = ")
        p.write(A.escape_string(self.object))
        p.write(">")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        parts = split_top_level(body or "")
        if len(parts) < 2:
            raise builder.error(tok, "expected ','")
        target = parse_attr_text(builder, parts[0], tok)
        if not _is_target(target):
            raise builder.error(tok, "failed to parse GPU_ObjectAttr parameter 'target' which is to be a "
                                "`Attribute`")
        properties = kernels = None
        for part in parts[1:-1]:
            key, _, value = part.partition("=")
            key, value = key.strip(), value.strip()
            if key == "properties":
                properties = parse_attr_text(builder, value, tok)
            elif key == "kernels":
                if value.startswith("<"):
                    value = "#gpu.kernel_table" + value
                kernels = parse_attr_text(builder, value, tok)
                if not isinstance(kernels, KernelTableAttr):
                    raise builder.error(tok, "expected a kernel table")
            else:
                raise builder.error(tok, "expected 'properties' or 'kernels'")
        last = parts[-1]
        fmt = "fatbin"
        if not last.startswith('"'):
            key, _, last = last.partition("=")
            fmt = key.strip()
            last = last.strip()
            if fmt not in _OBJECT_FORMATS:
                raise builder.error(tok, "expected keyword for GPU object format")
        if not last.startswith('"'):
            raise builder.error(tok, "expected string")
        return cls(target, fmt, string_value(last), properties, kernels)


@gpu.attr
class SelectObjectAttr(A.DialectAttr):
    """`#gpu.select_object` / `#gpu.select_object<1 : i64>` / `<#nvvm.target>`."""

    __slots__ = ("target",)
    name = "gpu.select_object"
    offloading_handler = True

    def _init(self, target: A.Attribute | None = None) -> None:
        self.target = target

    def _args(self) -> tuple[Any, ...]:
        return (self.target,)

    def print_body(self, p: Printer) -> None:
        if self.target is not None:
            p.write("<")
            p.print_attr(self.target)
            p.write(">")

    @classmethod
    def parse_body(cls, body: str | None, builder: Any, tok: Any) -> A.Attribute:
        if body is None:
            return cls(None)
        if not body.strip():
            raise builder.error(tok, "expected attribute value")
        target = parse_attr_text(builder, body, tok)
        if isinstance(target, A.IntegerAttr):
            if target.value < 0:  # getChecked: at the `<`
                raise MLIRError("the object index must be positive", builder.loc_in(tok, str(tok).find("<")))
        elif not _is_target(target):
            raise builder.error(tok, "expected target attribute")
        return cls(target)


class ArrayOfC(C.AttrConstraint):
    """An array attribute written `[a, b]` inside custom syntax (never a
    dictionary, so it cannot be mistaken for a region)."""

    grammar = '"[" [attr_list] "]"'
    storage = C.ARRAY_STORAGE

    def __init__(self, element: Any, summary: str, min_size: int = 0) -> None:
        self.element = element
        self.summary = summary
        self.min_size = min_size

    def check(self, attr: A.Attribute) -> bool:
        return isinstance(attr, A.ArrayAttr) and len(attr) >= self.min_size and all(
            self.element(a) for a in attr)

    def convert(self, value: Any, builder: Any, op_name: str) -> A.Attribute:
        return A.ArrayAttr(tuple(value or ()))


GPUObjectArrayC = ArrayOfC(lambda a: isinstance(a, ObjectAttr),
                           "an array of GPU object attributes with at least 1 elements", 1)
GPUTargetArrayC = ArrayOfC(_is_target, "array of GPU target attributes with at least 1 elements", 1)


class OffloadingHandlerC(C.AttrConstraint):
    summary = "any attribute with the `OffloadingTranslationAttrTrait` trait."

    def check(self, attr: A.Attribute) -> bool:
        return getattr(attr, "offloading_handler", False)
