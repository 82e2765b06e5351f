"""`--gpu-kernel-outlining` (MLIR's GPU/Transforms/KernelOutlining.cpp):
each gpu.launch inside a symbol of the module (a function of any kind, a
named nested module) becomes a gpu.func kernel in a
gpu.module of its own (or the one `module(@m)` names) and a
gpu.launch_func of it.

The kernel's arguments are the values the launch body uses from above, in
the order getUsedValuesDefinedAbove finds them (a post-order walk); the
launch's ids and sizes become gpu.block_id & co. at the kernel's start; the
body is cloned into the kernel, its entry block merged into the kernel's
and gpu.terminator becoming gpu.return.  Symbols the kernel uses are cloned
into its module.  Names that clash get MLIR's `_<n>` suffixes."""

from __future__ import annotations

from typing import Any, Iterator

from pyopt.ir import attributes as A
from pyopt.ir import types as T
from pyopt.ir.core import Block, Operation, Region, Value
from pyopt.ir.diagnostics import MLIRError
from pyopt.passes.pass_base import Option, Pass, PassFailure

# The launch region's leading arguments, in order, and the ops that replace them.
_INDEX_OPS = ("gpu.block_id", "gpu.thread_id", "gpu.grid_dim", "gpu.block_dim")
_CLUSTER_INDEX_OPS = ("gpu.cluster_id", "gpu.cluster_dim")
_U32_MAX = (1 << 32) - 1


def _symbol(op: Operation) -> str | None:
    name = op.properties.get("sym_name") or op.attributes.get("sym_name")
    return name.value if isinstance(name, A.StringAttr) else None


def _set_symbol(op: Operation, name: str) -> None:
    where = op.properties if "sym_name" in op.properties else op.attributes
    where["sym_name"] = A.StringAttr(name)


def _post_order(region: Region) -> Iterator[Operation]:
    for block in region.blocks:
        for op in block.ops:
            for nested in op.regions:
                yield from _post_order(nested)
            yield op


def used_values_defined_above(region: Region) -> list[Value]:
    """getUsedValuesDefinedAbove: the operands of ops in `region` defined
    outside it, first use first (Region::walk's post-order)."""
    inside_blocks: set[int] = set()

    def collect(r: Region) -> None:
        for block in r.blocks:
            inside_blocks.add(id(block))
            for op in block.ops:
                for nested in op.regions:
                    collect(nested)

    collect(region)
    seen: dict[Value, None] = {}
    for op in _post_order(region):
        for v in op.operands:
            owner = getattr(v, "op", None)
            block = owner.parent if owner is not None else getattr(v, "block", None)
            if id(block) not in inside_blocks and v not in seen:
                seen[v] = None
    return list(seen)


class SymbolNamer:
    """SymbolTable::insert's renaming: `name_<n>` with one counter per
    table, until the name is free."""

    def __init__(self, table: Operation) -> None:
        self.names = {n for n in (_symbol(op) for op in table.regions[0].blocks[0].ops) if n is not None}
        self.counter = 0

    def unique(self, name: str) -> str:
        candidate = name
        while candidate in self.names:
            candidate = f"{name}_{self.counter}"
            self.counter += 1
        self.names.add(candidate)
        return candidate


def _constant_int(v: Value) -> int | None:
    op = getattr(v, "op", None)
    if op is None or op.name not in ("arith.constant", "index.constant"):
        return None
    value = op.properties.get("value")
    return value.value if isinstance(value, A.IntegerAttr) and value.type is not T.i1 else None


def _constant_dims(values: list[Value]) -> A.Attribute | None:
    """maybeConstantDimsAttr: the three sizes as i32s when all are constants
    that fit in 32 bits unsigned."""
    constants = [_constant_int(v) for v in values]
    if any(c is None or c < 0 or c > _U32_MAX for c in constants):
        return None
    return A.DenseArrayAttr(T.i32, tuple(c - (1 << 32) if c > 0x7FFFFFFF else c  # type: ignore[operator]
                                         for c in constants))


def _symbol_refs(attr: A.Attribute) -> Iterator[str]:
    if isinstance(attr, A.SymbolRefAttr):
        if not attr.nested:
            yield attr.root
    elif isinstance(attr, A.ArrayAttr):
        for e in attr.elements:
            yield from _symbol_refs(e)
    elif isinstance(attr, A.DictionaryAttr):
        for _, e in attr.entries:
            yield from _symbol_refs(e)


def _symbol_uses(op: Operation) -> Iterator[str]:
    """The flat symbol references nested in `op` (SymbolTable::getSymbolUses),
    not looking into nested symbol tables."""
    for region in op.regions:
        for block in region.blocks:
            for nested in block.ops:
                attrs = {**nested.properties, **nested.attributes}
                for key in sorted(attrs):
                    yield from _symbol_refs(attrs[key])
                if not (nested.op_def is not None and nested.op_def.is_symbol_table):
                    yield from _symbol_uses(nested)


class GpuKernelOutliningPass(Pass):
    argument = "gpu-kernel-outlining"
    name = "GpuKernelOutliningPass"
    summary = "Outline gpu.launch bodies to kernel functions"
    anchor = "builtin.module"
    dependent_dialects = ("gpu",)
    data_layout_str = Option(str, "", "String description of the data layout")

    def run_on_operation(self, op: Operation) -> None:
        data_layout = self._data_layout()
        namer = SymbolNamer(op)
        modified = False
        # The module's own symbols (functions of any kind, named modules ...),
        # each walked for launches; the kernel modules go right after it.
        for func in [o for o in op.regions[0].blocks[0].ops if _symbol(o) is not None]:
            insert_before = func.next
            for launch in [o for o in _post_order(func.regions[0]) if o.name == "gpu.launch"] \
                    if func.regions else []:
                self._outline(op, launch, namer, insert_before, data_layout)
                modified = True
        if modified:
            op.attributes["gpu.container_module"] = A.UnitAttr()

    def _data_layout(self) -> A.Attribute | None:
        if not self.data_layout_str:
            return None
        from pyopt.driver import Options, parse_source

        # Pass::initialize's parseAttribute; a failure fails the pass without a word.
        try:
            holder = parse_source(f"module attributes {{dlti.dl_spec = {self.data_layout_str}}} {{}}",
                                  "<data-layout-str>", Options())
            attr = holder.attributes.get("dlti.dl_spec")
        except MLIRError:
            attr = None
        if attr is None or getattr(attr, "name", "") != "dlti.dl_spec":
            raise PassFailure(None)
        return attr

    def _outline(self, module: Operation, launch: Operation, namer: SymbolNamer, insert_before: Operation | None,
                 data_layout: A.Attribute | None) -> None:
        from pyopt.ir.registry import registry

        func_ref = launch.properties.get("function")
        module_ref = launch.properties.get("module")
        if isinstance(func_ref, A.SymbolRefAttr):
            kernel_name = func_ref.root
        else:
            parent = launch.parent_op
            while parent is not None and _symbol(parent) is None:
                parent = parent.parent_op
            kernel_name = f"{_symbol(parent) if parent is not None else ''}_kernel"
        kernel = self._kernel_func(launch, kernel_name)
        operands = kernel.pop("operands")
        func_op: Operation = kernel["op"]

        existing = None
        if isinstance(module_ref, A.SymbolRefAttr):
            existing = next((o for o in module.regions[0].blocks[0].ops
                             if o.name == "gpu.module" and _symbol(o) == module_ref.root), None)
        if existing is not None:
            kernel_module = existing
            if data_layout is not None:  # a launch's module gets the spec, replacing its own
                kernel_module.attributes["dlti.dl_spec"] = data_layout
            table = SymbolNamer(kernel_module)
            _insert_symbol(kernel_module, func_op, table)
            self._clone_callees(module, kernel_module, func_op, table)
        else:
            name = module_ref.root if isinstance(module_ref, A.SymbolRefAttr) else kernel_name
            cls = registry.lookup_op("gpu.module")
            assert cls is not None
            kernel_module = cls([], [], {}, {"sym_name": A.StringAttr(name)}, [Region([Block()])], [], func_op.loc)
            if data_layout is not None:
                kernel_module.attributes["dlti.dl_spec"] = data_layout
            table = SymbolNamer(kernel_module)
            _insert_symbol(kernel_module, func_op, table)
            self._clone_callees(module, kernel_module, func_op, table)
            _set_symbol(kernel_module, namer.unique(name))
            if insert_before is not None:
                module.regions[0].blocks[0].insert_before(insert_before, kernel_module)
            else:
                module.regions[0].blocks[0].append(kernel_module)
        self._replace_launch(launch, _symbol(kernel_module) or "", _symbol(func_op) or "", operands)

    @staticmethod
    def _clone_callees(module: Operation, kernel_module: Operation, kernel: Operation, table: SymbolNamer) -> None:
        from pyopt.rewrite.clone import clone_op
        from pyopt.rewrite.rewriter import Builder, InsertionPoint

        top = {n: o for o in module.regions[0].blocks[0].ops if (n := _symbol(o)) is not None}
        worklist = [kernel]
        while worklist:
            for name in _symbol_uses(worklist.pop()):
                if name in table.names or name not in top:
                    continue
                builder = Builder(InsertionPoint.at_end(kernel_module.regions[0].blocks[0]))
                clone = clone_op(builder, top[name], {})
                table.names.add(name)
                worklist.append(clone)

    @staticmethod
    def _kernel_func(launch: Operation, name: str) -> dict[str, Any]:
        from pyopt.ir.registry import registry
        from pyopt.rewrite.clone import clone_op
        from pyopt.rewrite.rewriter import Builder, InsertionPoint

        loc = launch.loc
        body = launch.regions[0]
        entry = body.blocks[0]
        operands = used_values_defined_above(body)
        clustered = bool(_group(launch, 7))
        n_ids = 18 if clustered else 12
        n_workgroup = launch.attributes.get("workgroup_attributions")
        n_wg = n_workgroup.value if isinstance(n_workgroup, A.IntegerAttr) else 0
        workgroup = entry.args[n_ids:n_ids + n_wg]
        private = entry.args[n_ids + n_wg:]

        types = [v.type for v in operands]
        func_types = types + [a.type for a in workgroup] + [a.type for a in private]
        func_entry = Block(func_types, [loc] * len(func_types))
        props: dict[str, A.Attribute] = {"function_type": A.TypeAttr(T.FunctionType(tuple(types), ()))}
        grid = [v for i in (1, 2, 3) for v in _group(launch, i)]
        block_sizes = [v for i in (4, 5, 6) for v in _group(launch, i)]
        known_block = _constant_dims(list(block_sizes))
        if known_block is not None:
            props["known_block_size"] = known_block
        known_grid = _constant_dims(list(grid))
        if known_grid is not None:
            props["known_grid_size"] = known_grid
        attrs: dict[str, A.Attribute] = {"sym_name": A.StringAttr(name), "gpu.kernel": A.UnitAttr(),
                                         "workgroup_attributions": A.IntegerAttr(n_wg, T.i64)}
        cls = registry.lookup_op("gpu.func")
        assert cls is not None
        func = cls([], [], attrs, props, [Region([func_entry])], [], loc)

        from pyopt.dialects.gpu.attrs import DimensionAttr

        mapping: dict[Value, Value] = {}
        builder = Builder(InsertionPoint.at_end(func_entry))
        index_ops = [*_INDEX_OPS, *(_CLUSTER_INDEX_OPS if clustered else ())]
        for i, op_name in enumerate(index_ops):
            for d, dim in enumerate("xyz"):
                value = builder.create(op_name, [], [T.index], {"dimension": DimensionAttr(dim)}, loc=loc).results[0]
                mapping[entry.args[3 * i + d]] = value
        for v, arg in zip([*operands, *workgroup, *private], func_entry.args):
            mapping[v] = arg

        # Region::cloneInto, then the cloned entry block merged into the kernel's.
        new_blocks = [func_entry] + [Block([a.type for a in b.args], [a.loc for a in b.args])
                                     for b in body.blocks[1:]]
        for old, new in zip(body.blocks[1:], new_blocks[1:]):
            func.regions[0].add_block(new)
            for a, b in zip(old.args, new.args):
                mapping[a] = b
        block_map = {id(old): new for old, new in zip(body.blocks, new_blocks)}
        for old, new in zip(body.blocks, new_blocks):
            builder = Builder(InsertionPoint.at_end(new))
            for op in old.ops:
                clone_op(builder, op, mapping)
        _remap_nested_successors(func, block_map)  # the cloned branches still name the launch's blocks
        for op in list(_post_order(func.regions[0])):
            if op.name == "gpu.terminator":
                builder = Builder(InsertionPoint.before_op(op))
                builder.create("gpu.return", [[]], [], loc=op.loc)
                op.erase()
        return {"op": func, "operands": operands}

    @staticmethod
    def _replace_launch(launch: Operation, module_name: str, func_name: str, operands: list[Value]) -> None:
        from pyopt.rewrite.rewriter import Builder, InsertionPoint

        deps = _group(launch, 0)
        grid = [v for i in (1, 2, 3) for v in _group(launch, i)]
        block = [v for i in (4, 5, 6) for v in _group(launch, i)]
        cluster = [v for i in (7, 8, 9) for v in _group(launch, i)]
        dsm = _group(launch, 10)
        builder = Builder(InsertionPoint.before_op(launch))
        kernel = A.SymbolRefAttr(module_name, (func_name,))
        results = [r.type for r in launch.results]
        cluster_groups = [[v] for v in cluster] if cluster else [[], [], []]
        new = builder.create("gpu.launch_func", [deps, *[[v] for v in grid], *[[v] for v in block],
                                                 *cluster_groups, dsm, operands, []],
                             [results], {"kernel": kernel}, loc=launch.loc)
        for old, fresh in zip(launch.results, new.results):
            old.replace_all_uses_with(fresh)
        launch.erase()


def _group(op: Operation, index: int) -> list[Value]:
    """gpu.launch's operand group `index` as a list (a single operand, an
    optional one, or the variadic dependencies)."""
    group = op.operand_group(index)  # type: ignore[attr-defined]
    if group is None:
        return []
    return list(group) if isinstance(group, list) else [group]


def _remap_nested_successors(func: Operation, block_map: dict[int, Block]) -> None:
    for op in _post_order(func.regions[0]):
        if op.successors and any(id(s) in block_map for s in op.successors):
            op.successors = [block_map.get(id(s), s) for s in op.successors]


def _insert_symbol(table_op: Operation, op: Operation, table: SymbolNamer) -> None:
    """SymbolTable::insert at the end of the table's body, renamed if taken."""
    name = _symbol(op)
    if name is not None:
        _set_symbol(op, table.unique(name))
    table_op.regions[0].blocks[0].append(op)


# ---- --gpu-launch-sink-index-computations ------------------------------------------------------
def _is_likely_index_computation(op: Operation) -> bool:
    """isLikelyAnIndexComputation: constants, memref.dim, arith.select, arith.cmpi."""
    from pyopt.ir.ods import ConstantLike

    return op.has_trait(ConstantLike) or op.name in ("memref.dim", "arith.select", "arith.cmpi")


def _extract_beneficiary_ops(op: Operation, existing: set[Value], to_sink: dict[Operation, None],
                             available: set[Value]) -> bool:
    """extractBeneficiaryOps: whether `op` can be sunk without new kernel
    operands; if so it and the ops it needs join `to_sink`, defs first."""
    if op in to_sink:
        return True
    if not _is_likely_index_computation(op):
        return False
    for operand in op.operands:
        if operand in available:
            continue
        definer = getattr(operand, "op", None)
        if (definer is None or not _extract_beneficiary_ops(definer, existing, to_sink, available)) \
                and operand not in existing:
            return False
    to_sink[op] = None
    available.update(op.results)
    return True


def sink_operations_into_launch(launch: Operation) -> None:
    """sinkOperationsIntoLaunchOp: clones of the index computations the body
    uses from above, at the start of its entry block, in dependence order;
    uses inside the body take the clones."""
    from pyopt.rewrite.clone import clone_op
    from pyopt.rewrite.rewriter import Builder, InsertionPoint

    body = launch.regions[0]
    candidates = used_values_defined_above(body)
    existing = set(candidates)
    to_sink: dict[Operation, None] = {}
    available: set[Value] = set()
    for value in candidates:
        definer = getattr(value, "op", None)
        if definer is not None:
            _extract_beneficiary_ops(definer, existing, to_sink, available)
    builder = Builder(InsertionPoint.at_start(body.blocks[0]))
    mapping: dict[Value, Value] = {}
    for op in to_sink:
        clone = clone_op(builder, op, mapping)
        builder.set_insertion_point_after(clone)
        for old, new in zip(op.results, clone.results):
            for use in list(old.uses):
                if _is_inside(use.owner, body):
                    use.set(new)


def _is_inside(op: Operation | None, region: Region) -> bool:
    while op is not None and op.parent is not None:
        enclosing = op.parent.parent  # the region of op's block
        if enclosing is region:
            return True
        op = enclosing.parent if enclosing is not None else None
    return False


class GpuLaunchSinkIndexComputationsPass(Pass):
    argument = "gpu-launch-sink-index-computations"
    name = "GpuLaunchSinkIndexComputationsPass"
    summary = "Sink index computations into gpu.launch body"

    def run_on_operation(self, op: Operation) -> None:
        for launch in [o for region in op.regions for o in _post_order(region) if o.name == "gpu.launch"]:
            sink_operations_into_launch(launch)
