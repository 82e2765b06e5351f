"""The fuzz harness's generic-op mode (bench/fuzz.py): for every registered
op, generic-form instances with random operand and result counts, random
attribute kinds for its properties (right, wrong and missing), random
region shapes and successors.

A declared op must answer any such instance with a diagnostic (exit 1),
never an internal error: the verifier and each op's `verify_` may not
assume that the generic verifier's checks of *other* ops passed, nor that
a property holds an attribute of the declared kind.
"""

from __future__ import annotations

import itertools
import random
from typing import Any

# Values available as operands: the entry block arguments of the function
# every instance sits in, one per type.
VALUE_TYPES = [
    "i1", "i8", "i32", "i64", "index", "f16", "f32", "f64", "vector<4xf32>", "vector<[4]xi32>",
    "vector<2x4xi64>", "tensor<?xf32>", "tensor<2x3xi32>", "tensor<*xf32>", "memref<4xf32>", "memref<?xi8>",
    "memref<*xf32>", "memref<2x?xf32, strided<[?, 1], offset: ?>>", "memref<4xi32, 3>", "!llvm.ptr",
    "!llvm.ptr<1>", "!llvm.struct<(i32, f32)>", "!llvm.array<4 x i32>", "complex<f32>", "!gpu.async.token",
    "!async.token", "!async.value<i32>", "none", "tuple<i32>", "vector<4x!llvm.ptr>", "i128", "bf16",
]

RESULT_TYPES = VALUE_TYPES + ["(i32) -> i64", "!llvm.func<void ()>", "!llvm.void", "!async.group",
                              "!gpu.mma_matrix<16x16xf16, \"AOp\">", "memref<f32>", "tensor<i1>"]

ATTRIBUTES = [
    "0 : i64", "1 : i32", "-1 : index", "7 : i8", "true", "false", "1.5 : f32", "0.0 : f64", '"s"', '""',
    "unit", "i64", "f32", "index", "!llvm.ptr", "(i32) -> i64", "() -> ()", "(i32, ...) -> ()",
    "!llvm.func<i32 (i32, ...)>", "!llvm.func<void ()>", "[]", "[1 : i64, 2 : i64]", '["a", "b"]',
    "[i32, f32]", "[[1 : i32]]", "[unit]", "{}", "{a = 1 : i64}", "@sym", "@a::@b", "@f", "array<i32>",
    "array<i32: 1, 2>", "array<i32: 1, 0, 2>", "array<i64: -1, 4>", "array<i1: true>", "array<f32: 1.0>",
    "dense<1> : tensor<2xi32>", "dense<[1.0, 2.0]> : vector<2xf32>", "dense<true> : vector<4xi1>",
    "dense<> : tensor<0xi64>", "affine_map<(d0) -> (d0)>", "affine_map<(d0, d1)[s0] -> (d1, d0 + s0)>",
    "affine_set<(d0) : (d0 >= 0)>", "#llvm.linkage<internal>", "#llvm.cconv<ccc>", "#llvm.fastmath<fast>",
    "#arith.fastmath<fast>", "#arith.overflow<nsw>", "#gpu<dimension x>", "#gpu.address_space<workgroup>",
    "#nvvm.target", "#rocdl.target", "loc(unknown)", "strided<[1]>", "#llvm.noalias", 
    "#llvm.framePointerKind<\"non-leaf\">", "#vector.kind<add>", "#llvm.constant_range<i32, 0, 64>", "[true, false]", "[0 : i64]", "#llvm.tbaa_root<id = \"r\">",
]

TERMINATORS = ['"func.return"() : () -> ()', '"scf.yield"() : () -> ()', '"llvm.return"() : () -> ()',
               '"gpu.terminator"() : () -> ()', '"async.yield"() : () -> ()', '"gpu.return"() : () -> ()',
               '"cf.br"()[^bb1] : () -> ()', '"memref.alloca_scope.return"() : () -> ()']


_names = itertools.count()


def registered_ops() -> list[Any]:
    from pyopt.ir.registry import registry

    return sorted(registry.all_ops(), key=lambda c: c.name)


def _count(rng: random.Random, defs: list[Any]) -> int:
    """Mostly the declared count (so instances get past the count checks
    and reach the deeper verifiers), sometimes any count."""
    fixed = sum(1 for d in defs if d.kind == "single")
    var = sum(1 for d in defs if d.kind != "single")
    if rng.random() < 0.9:
        return fixed + (rng.randrange(0, 2 * var + 1) if var else 0)
    return rng.randrange(0, fixed + 3)


_PARSED: dict[tuple[str, ...], list[tuple[str, Any]]] = {}


def _parsed(pool: list[str], as_type: bool) -> list[tuple[str, Any]]:
    """A pool's entries with their parsed values, to pick those a
    constraint accepts."""
    key = tuple(pool)
    if key not in _PARSED:
        from pyopt.driver import Options, parse_source

        out = []
        for text in pool:
            try:
                module = parse_source(f'"test.op"() {{a = {text}}} : () -> ()', "attr", Options(True))
                attr = module.regions[0].blocks[0].first.attributes["a"]
                out.append((text, attr.value if as_type else attr))
            except Exception:  # noqa: BLE001 - what pyopt does not parse yet is left out
                pass
        _PARSED[key] = out
    return _PARSED[key]


def _fitting_type(rng: random.Random, d: Any, pool: list[str]) -> str:
    """A type of the pool that `d`'s constraint accepts, most of the time."""
    if rng.random() < 0.8:
        fits = [t for t, ty in _parsed(pool, True) if _accepts(d.constraint, ty)]
        if fits:
            return rng.choice(fits)
    return rng.choice(pool)


def _accepts(constraint: Any, value: Any, attr: bool = False) -> bool:
    try:
        return bool(constraint.check(value) if attr else constraint(value))
    except Exception:  # noqa: BLE001 - a constraint that cannot judge this value
        return False


def _groups(rng: random.Random, defs: list[Any]) -> list[Any]:
    """The declaration each operand (result) of an instance stands for:
    mostly the declared count, sometimes any count."""
    if rng.random() < 0.9:
        out = []
        for d in defs:
            out.extend([d] * (1 if d.kind == "single" else rng.choice([0, 1, 1, 2])))
        return out
    return [rng.choice(defs) if defs else None for _ in range(rng.randrange(0, len(defs) + 3))]


class _Any:
    constraint = staticmethod(lambda t: True)


def _type_of(text: str) -> Any:
    return dict(_parsed(VALUE_TYPES, True)).get(text)


def _operand(rng: random.Random, d: Any, values: list[str], uniform: str | None = None) -> str:
    if not values:
        return "%undefined"
    d = d or _Any
    by_type = {v.split(": ", 1)[1]: v.split(":")[0] for v in values}
    if uniform and _accepts(d.constraint, _type_of(uniform)):
        return by_type[uniform]
    return by_type[_fitting_type(rng, d, list(by_type))] if rng.random() < 0.9 else rng.choice(values).split(":")[0]


def _attribute(rng: random.Random, d: Any) -> str:
    """An attribute for the property `d`: one of the declared kind (its
    default, an enum case, a pool entry its constraint accepts) most of
    the time, any kind otherwise."""
    from pyopt.ir import constraints as C

    r = rng.random()
    if r < 0.2 and d.default is not None:
        return str(d.default)
    if r < 0.4 and isinstance(d.constraint, C.EnumAttrC) and d.constraint.cases:
        _, value = rng.choice(d.constraint.cases)
        return f"{value} : {d.constraint.type}"
    if r < 0.9:
        fits = [t for t, a in _parsed(ATTRIBUTES, False) if _accepts(d.constraint, a, attr=True)]
        if fits:
            return rng.choice(fits)
    return rng.choice(ATTRIBUTES)


def _block(rng: random.Random, ops: list[Any], values: list[str], depth: int, label: str) -> str:
    first = next(_names)
    args = [f"%b{first}_{i}: {rng.choice(VALUE_TYPES)}" for i in range(rng.choice([0, 0, 1, 2]))]
    head = f"^{label}({', '.join(args)}):\n" if args or label != "entry" else ""
    body = [_instance(rng, rng.choice(ops), ops, values, depth + 1)
            for _ in range(rng.choice([0, 0, 1, 2]) if depth < 2 else 0)]
    if rng.random() < 0.8:
        body.append(rng.choice(TERMINATORS))
    return head + "\n".join(body)


def _region(rng: random.Random, ops: list[Any], values: list[str], depth: int) -> str:
    n = rng.choice([0, 1, 1, 1, 2])
    blocks = [_block(rng, ops, values, depth, "entry" if i == 0 and rng.random() < 0.7 else f"bb{i + 1}")
              for i in range(n)]
    return "{\n" + "\n".join(blocks) + "\n}"


def _instance(rng: random.Random, cls: Any, ops: list[Any], values: list[str], depth: int = 0,
              successor: str = "^bb1") -> str:
    info = cls.op_def
    types = {v.split(":")[0]: v.split(": ", 1)[1] for v in values} or {"%undefined": "i32"}
    # Half the instances use one type wherever it fits (SameOperandsAndResultType ops).
    uniform = rng.choice(VALUE_TYPES) if rng.random() < 0.5 else None
    operands = [_operand(rng, d, values, uniform) for d in _groups(rng, info.operands)]
    results = [uniform if uniform and _accepts((d or _Any).constraint, _type_of(uniform)) else
               _fitting_type(rng, d or _Any, RESULT_TYPES) for d in _groups(rng, info.results)]
    attrs: dict[str, str] = {}
    for pname, d in info.props.items():
        if rng.random() < 0.85:
            attrs[pname] = _attribute(rng, d)
    for seg in ("operandSegmentSizes", "resultSegmentSizes"):
        if rng.random() < 0.1:
            attrs[seg] = rng.choice(["array<i32: 1, 0, 2>", "array<i32>", "array<i32: 1>", "array<i64: 1, 1>",
                                     f"array<i32: {len(operands)}>", "dense<1> : vector<2xi32>"])
    if rng.random() < 0.2:
        attrs[rng.choice(["sym_name", "function_type", "value", "callee", "sym_visibility", "predicate",
                          "llvm.emit_c_interface", "gpu.kernel", "nvvm.kernel", "rocdl.kernel",
                          "gpu.container_module", "llvm.linkage"])] = rng.choice(ATTRIBUTES)
    n_regions = _count(rng, info.regions)
    regions = [_region(rng, ops, values, depth) for _ in range(n_regions)]
    successors = [successor] * _count(rng, info.successors)
    first = next(_names)
    text = ", ".join(f"%r{first}_{i}" for i in range(len(results))) + " = " if results else ""
    text += f'"{cls.name}"({", ".join(operands)})'
    if successors:
        text += "[" + ", ".join(successors) + "]"
    if regions:
        text += " (" + ", ".join(regions) + ")"
    if attrs:
        text += " {" + ", ".join(f"{k} = {v}" for k, v in attrs.items()) + "}"
    text += f" : ({', '.join(types[o] for o in operands)}) -> ({', '.join(results)})"
    return text


def generic_op_input(rng: random.Random, ops: list[Any] | None = None, first: Any = None) -> tuple[str, bytes]:
    """(origin, bytes): one to three generic instances of random registered
    ops inside a function whose arguments supply operands of many types,
    each instance in a block of its own, so that one with successors can
    be its block's terminator."""
    ops = ops if ops is not None else registered_ops()
    values = [f"%a{i}: {t}" for i, t in enumerate(VALUE_TYPES)]
    picked = [rng.choice(ops) for _ in range(rng.choice([1, 1, 2, 3]))]
    if first is not None:
        picked[0] = first
    origin = "generic " + ",".join(c.name for c in picked)
    if rng.random() < 0.1:  # at the top level of the implicit module, no values to use
        return origin, ("\n".join(_instance(rng, cls, ops, []) for cls in picked) + "\n").encode()
    blocks = []
    for i, cls in enumerate(picked):
        label = f"^bb{i}" if i else f"^bb0({', '.join(values)})"
        text = _instance(rng, cls, ops, values, successor=f"^bb{i + 1}")
        if not (cls.op_def.is_terminator or cls.op_def.successors) or rng.random() < 0.2:
            text += f'\n    "cf.br"()[^bb{i + 1}] : () -> ()'
        blocks.append(f"  {label}:\n    {text}")
    blocks.append(f'  ^bb{len(picked)}:\n    "func.return"() : () -> ()')
    func_type = "(" + ", ".join(VALUE_TYPES) + ") -> ()"
    text = ('"func.func"() ({\n' + "\n".join(blocks) +
            f'\n  }}) {{function_type = {func_type}, sym_name = "f"}} : () -> ()\n')
    if rng.random() < 0.2:  # inside a gpu module, where gpu and nvvm ops expect to be
        text = ('module attributes {gpu.container_module} {\n"gpu.module"() ({\n' + text +
                '}) {sym_name = "k"} : () -> ()\n}\n')
    return origin, text.encode()
