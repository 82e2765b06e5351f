"""gpu.launch, gpu.launch_func and gpu.warp_execute_on_lane_0."""

from __future__ import annotations

from typing import Any

from pyopt.ir import attributes as A
from pyopt.ir import constraints as C
from pyopt.ir import types as T
from pyopt.ir.core import Operation
from pyopt.ir.diagnostics import MLIRError
from pyopt.ir.format import ensure_terminator
from pyopt.ir.ods import (SIZED_REGION_1, AffineScope, AllTypesMatch, AttrSizedOperandSegments,
                          AutomaticAllocationScope, OpDef, RecursiveMemoryEffects, SingleBlockImplicitTerminator,
                          operand, opt_operand, opt_prop, opt_result, prop, region, var_operand, var_result)
from pyopt.ir.parser import symbol_name
from pyopt.ir.printer import Printer
from pyopt.dialects.gpu.common import AsyncToken, LaunchIndx
from pyopt.dialects.gpu.dialect import gpu
from pyopt.dialects.gpu.directives import print_async_dependencies, unnamed_async_error
from pyopt.dialects.gpu.types import async_token

_R = "op__gpu__launch___"


@gpu.op
class LaunchOp(OpDef):
    name = "gpu.launch"
    asyncDependencies = var_operand(AsyncToken)
    gridSizeX = operand(C.Index)
    gridSizeY = operand(C.Index)
    gridSizeZ = operand(C.Index)
    blockSizeX = operand(C.Index)
    blockSizeY = operand(C.Index)
    blockSizeZ = operand(C.Index)
    clusterSizeX = opt_operand(C.Index)
    clusterSizeY = opt_operand(C.Index)
    clusterSizeZ = opt_operand(C.Index)
    dynamicSharedMemorySize = opt_operand(C.I32)
    module = opt_prop(C.FlatSymbolRefAttr)
    function = opt_prop(C.FlatSymbolRefAttr)
    asyncToken = opt_result(AsyncToken)
    body = region()
    traits = (AffineScope, AutomaticAllocationScope, AttrSizedOperandSegments, RecursiveMemoryEffects)
    grammar = f"{_R}head region [dict_attr]"
    rules = {
        "head": (f'[{_R}async] ["[" [value_list] "]"] [{_R}clusters] "blocks" {_R}ids "in" {_R}sizes '
                 f'"threads" {_R}ids "in" {_R}sizes ["dynamic_shared_memory_size" VALUE] '
                 f'["module" "(" SYMBOL ")"] ["function" "(" SYMBOL ")"] [{_R}workgroup] [{_R}private]'),
        "async": '"async"',
        "clusters": f'"clusters" {_R}ids "in" {_R}sizes',
        "ids": '"(" VALUE "," VALUE "," VALUE ")"',
        "sizes": '"(" VALUE "=" VALUE "," VALUE "=" VALUE "," VALUE "=" VALUE ")"',
        "workgroup": '"workgroup" "(" [func_args] ")"',
        "private": '"private" "(" [func_args] ")"',
    }

    # -- parsing -------------------------------------------------------------------------
    @classmethod
    def rule_async(cls, children: list[Any], builder: Any) -> str:
        return "async" if builder.num_results else "unnamed"

    @classmethod
    def rule_clusters(cls, children: list[Any], builder: Any) -> Any:
        return children

    @classmethod
    def rule_ids(cls, children: list[Any], builder: Any) -> list[Any]:
        return children

    @classmethod
    def rule_sizes(cls, children: list[Any], builder: Any) -> list[tuple[Any, Any]]:
        return [(children[i], children[i + 1]) for i in range(0, 6, 2)]

    @classmethod
    def rule_workgroup(cls, children: list[Any], builder: Any) -> list[Any]:
        return children[0] or []

    @classmethod
    def rule_private(cls, children: list[Any], builder: Any) -> list[Any]:
        return children[0] or []

    @classmethod
    def rule_head(cls, children: list[Any], builder: Any) -> dict[str, Any]:
        (is_async, deps, clusters, b_ids, b_sizes, t_ids, t_sizes, dsm, module, function, wg,
         priv) = children
        deps = deps or []
        if deps and not is_async:
            tok = deps[0]
            prior = builder.scope.values.get(str(tok))
            err = builder.error(tok, f"use of value '{tok}' expects different type than prior uses: "
                                "'<<NULL TYPE>>' vs '!gpu.async.token'")
            if prior is not None:
                err.note("prior use here", builder.loc(prior[1]))
            raise err
        head: dict[str, Any] = {
            "async": is_async,
            "deps": [builder.use(t, async_token) for t in deps],
            "grid": [builder.use(v, T.index) for _, v in b_sizes],
            "block": [builder.use(v, T.index) for _, v in t_sizes],
            "cluster": [builder.use(v, T.index) for _, v in clusters[1]] if clusters else [],
            "dsm": builder.use(dsm, T.i32) if dsm is not None else None,
            "module": module, "function": function,
            "workgroup": len(wg or []),
        }
        args = [*b_ids, *t_ids, *(n for n, _ in b_sizes), *(n for n, _ in t_sizes)]
        if clusters:
            args += [*clusters[0], *(n for n, _ in clusters[1])]
        entry = [(tok, T.index, builder.loc(tok)) for tok in args]
        entry += [(tok, ty, loc) for tok, ty, _, loc in (wg or []) + (priv or [])]
        builder.pending_entry_args = entry
        return head

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> LaunchOp:
        tok, head, body, attrs = children
        if head["async"] == "unnamed":
            raise unnamed_async_error(builder, tok)
        cluster = head["cluster"]
        dsm = head["dsm"]
        operands = [*head["deps"], *head["grid"], *head["block"], *cluster, *([dsm] if dsm is not None else [])]
        n_c = 1 if cluster else 0
        props: dict[str, A.Attribute] = {"operandSegmentSizes": A.DenseArrayAttr(
            T.i32, (len(head["deps"]), 1, 1, 1, 1, 1, 1, n_c, n_c, n_c, 1 if dsm is not None else 0))}
        for key in ("module", "function"):
            if head[key] is not None:
                props[key] = A.SymbolRefAttr(symbol_name(head[key]), ())
        discardable: dict[str, A.Attribute] = {"workgroup_attributions": A.IntegerAttr(head["workgroup"], T.i64)}
        for k, v in (attrs.entries if attrs is not None else ()):
            (props if k in cls.op_def.props else discardable)[k] = v
        results = [async_token] if head["async"] else []
        return cls(operands, results, discardable, props, [body], [], builder.loc(tok))

    # -- printing -----------------------------------------------------------------------------
    def _num_workgroup(self) -> int:
        n = self.attributes.get("workgroup_attributions")
        return n.value if isinstance(n, A.IntegerAttr) else 0

    def print(self, p: Printer) -> None:
        if self.asyncToken is not None:
            p.write(" ")
            print_async_dependencies(p, True, self.asyncDependencies)
        args = self.regions[0].blocks[0].args if self.regions[0].blocks else []
        has_cluster = self.clusterSizeX is not None
        if has_cluster:
            self._print_dims(p, "clusters", args[12:15], args[15:18],
                             [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ])
        self._print_dims(p, "blocks", args[0:3], args[6:9], [self.gridSizeX, self.gridSizeY, self.gridSizeZ])
        self._print_dims(p, "threads", args[3:6], args[9:12], [self.blockSizeX, self.blockSizeY, self.blockSizeZ])
        if self.dynamicSharedMemorySize is not None:
            p.write(" dynamic_shared_memory_size ")
            p.print_operand(self.dynamicSharedMemorySize)
        for key in ("module", "function"):
            sym = self.properties.get(key)
            if sym is not None:
                p.write(f" {key}(")
                p.print_attr(sym)
                p.write(")")
        start = 18 if has_cluster else 12
        n_wg = self._num_workgroup()
        self._print_attributions(p, "workgroup", args[start:start + n_wg])
        self._print_attributions(p, "private", args[start + n_wg:])
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=False, print_terminators=True)
        p.print_optional_attr_dict(self.attributes, ("workgroup_attributions",))

    @staticmethod
    def _print_dims(p: Printer, keyword: str, ids: list[Any], names: list[Any], values: list[Any]) -> None:
        if len(ids) < 3 or len(names) < 3:
            return
        p.write(f" {keyword}({', '.join(p.value_name(a) for a in ids)}) in (")
        p.write(", ".join(f"{p.value_name(n)} = {p.value_name(v)}" for n, v in zip(names, values)))
        p.write(")")

    @staticmethod
    def _print_attributions(p: Printer, keyword: str, args: list[Any]) -> None:
        if not args:
            return
        p.write(f" {keyword}(")
        for i, arg in enumerate(args):
            if i:
                p.write(", ")
            p.write(p.value_name(arg) + " : ")
            p.print_type(arg.type)
        p.write(")")

    # -- verification --------------------------------------------------------------------------
    def verify_(self) -> None:
        if self.asyncToken is None and self.asyncDependencies:
            raise self.emit_error("needs to be named when async keyword is specified")
        sizes = [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ]
        if any(s is not None for s in sizes) and not all(s is not None for s in sizes):
            raise self.emit_error("cluster size must be all present")

    def verify_regions_(self) -> None:
        body = self.regions[0]
        if body.blocks:
            n_config = 18 if self.clusterSizeX is not None else 12
            if len(body.blocks[0].args) < n_config + self._num_workgroup():
                raise self.emit_error("unexpected number of region arguments")
        for block in body.blocks:
            last = block.last
            if last is None or last.successors or last.name == "gpu.terminator":
                continue
            raise last.emit_plain_error("expected 'gpu.terminator' or a terminator with successors").note(
                "in 'gpu.launch' body region", self.loc)


# ---- gpu.launch_func ------------------------------------------------------------------------
def _symbol_of(op: Operation) -> str | None:
    s = op.properties.get("sym_name") or op.attributes.get("sym_name")
    return s.value if isinstance(s, A.StringAttr) else None


def _lookup(table: Operation, name: str) -> Operation | None:
    for region in table.regions:
        for block in region.blocks:
            for op in block.ops:
                if _symbol_of(op) == name:
                    return op
    return None


@gpu.op
class LaunchFuncOp(OpDef):
    name = "gpu.launch_func"
    asyncDependencies = var_operand(AsyncToken)
    kernel = prop(C.SymbolRefAttr)
    gridSizeX = operand(LaunchIndx)
    gridSizeY = operand(LaunchIndx)
    gridSizeZ = operand(LaunchIndx)
    blockSizeX = operand(LaunchIndx)
    blockSizeY = operand(LaunchIndx)
    blockSizeZ = operand(LaunchIndx)
    clusterSizeX = opt_operand(LaunchIndx)
    clusterSizeY = opt_operand(LaunchIndx)
    clusterSizeZ = opt_operand(LaunchIndx)
    dynamicSharedMemorySize = opt_operand(C.I32)
    kernelOperands = var_operand(C.AnyType)
    asyncObject = opt_operand(C.AnyType)
    asyncToken = opt_result(AsyncToken)
    traits = (AttrSizedOperandSegments,
              AllTypesMatch("gridSizeX", "gridSizeY", "gridSizeZ", "blockSizeX", "blockSizeY", "blockSizeZ"))
    assembly_format = (
        "custom<AsyncDependencies>(type($asyncToken), $asyncDependencies) "
        "(`<` $asyncObject^ `:` type($asyncObject) `>`)? $kernel "
        "( `clusters` `in` ` ` `(` $clusterSizeX^ `,` $clusterSizeY `,` $clusterSizeZ `)` )? "
        "`blocks` `in` ` ` `(` $gridSizeX `,` $gridSizeY `,` $gridSizeZ `)` "
        "`threads` `in` ` ` `(` $blockSizeX `,` $blockSizeY `,` $blockSizeZ `)` "
        "custom<LaunchDimType>(type($gridSizeX), ref($clusterSizeX), type($clusterSizeX), type($clusterSizeY), "
        "type($clusterSizeZ)) "
        "(`dynamic_shared_memory_size` $dynamicSharedMemorySize^)? "
        "custom<LaunchFuncOperands>($kernelOperands, type($kernelOperands)) attr-dict")

    def verify_(self) -> None:
        module = self.parent_op
        while module is not None and module.name != "builtin.module":
            module = module.parent_op
        if module is None:
            raise self.emit_error("expected to belong to a module")
        if "gpu.container_module" not in module.attributes:
            raise self.emit_error("expected the closest surrounding module to have the 'gpu.container_module' "
                                  "attribute")
        sizes = [self.clusterSizeX, self.clusterSizeY, self.clusterSizeZ]
        if sizes[0] is not None and any(s is None or s.type is not sizes[0].type for s in sizes):
            raise self.emit_error("expects types of the cluster dimensions must be the same")

    def verify_kernel(self, module: Operation) -> None:
        """GPUDialect::verifyOperationAttribute's checks of the kernel symbol
        (run for `gpu.container_module`, before the module's nested ops)."""
        kernel = self.properties.get("kernel")
        if not isinstance(kernel, A.SymbolRefAttr):
            return
        container = _lookup(module, kernel.root)
        if container is None:
            raise self.emit_error(f"kernel container '{kernel.root}' is undefined")
        if container.name == "gpu.binary":
            return
        if container.name != "gpu.module":
            raise self.emit_error(f"kernel module '{kernel.root}' is undefined")
        func = _lookup(container, kernel.nested[-1]) if len(kernel.nested) == 1 else None
        if func is None:
            raise self.emit_error(f"kernel function '{kernel}' is undefined")
        ftype = func.properties.get("function_type")
        if ftype is None:
            raise self.emit_error(f"referenced kernel '{kernel}' is not a function").note(
                "see the kernel definition here", func.loc)
        if "gpu.kernel" not in func.attributes:
            raise self.emit_error("kernel function is missing the 'gpu.kernel' attribute")
        if func.name != "gpu.func" or not isinstance(ftype, A.TypeAttr):
            return
        inputs = ftype.value.inputs  # type: ignore[attr-defined]
        operands = self.kernelOperands
        if len(inputs) != len(operands):
            raise self.emit_error(f"got {len(operands)} kernel operands but expected {len(inputs)}")
        for i, (v, t) in enumerate(zip(operands, inputs)):
            if v.type is not t:
                raise self.emit_error(f"type of function argument {i} does not match")


def verify_container_module(module: Operation) -> None:
    """The launch_func ops directly inside the functions of a
    `gpu.container_module` module must name a well-formed kernel."""
    from pyopt.ir.verifier import see_current_operation

    for region in module.regions:
        for block in region.blocks:
            for parent in block.ops:
                for op in (op for r in parent.regions for b in r.blocks for op in b.ops):
                    if isinstance(op, LaunchFuncOp):
                        try:
                            op.verify_kernel(module)
                        except MLIRError as err:
                            see_current_operation(err, op)
                            raise


# ---- gpu.warp_execute_on_lane_0 -------------------------------------------------------------------
_W = "op__gpu__warp_execute_on_lane_0___"


@gpu.op
class WarpExecuteOnLane0Op(OpDef):
    name = "gpu.warp_execute_on_lane_0"
    laneid = operand(C.Index)
    warp_size = prop(C.I64Attr)
    args = var_operand(C.AnyType)
    results_ = var_result(C.AnyType)
    warpRegion = region(single_block=True, blocks=SIZED_REGION_1)
    traits = (SingleBlockImplicitTerminator("gpu.yield"), RecursiveMemoryEffects)
    grammar = (f'"(" VALUE ")" "[" INTEGER "]" [{_W}args] ["->" function_result_types] region [dict_attr]')
    rules = {"args": '"args" "(" value_list ":" type_list_no_parens ")"'}

    @classmethod
    def rule_args(cls, children: list[Any], builder: Any) -> list[Any]:
        toks, types = children
        if len(toks) != len(types):
            raise builder.error(toks[0], f"{len(toks)} operands present, but expected {len(types)}")
        return [builder.use(t, ty) for t, ty in zip(toks, types)]

    @classmethod
    def parse(cls, children: list[Any], builder: Any) -> WarpExecuteOnLane0Op:
        tok, lane, size, args, results, body, attrs = children
        operands = [builder.use(lane, T.index), *(args or [])]
        props: dict[str, A.Attribute] = {"warp_size": A.IntegerAttr(int(size, 0), T.i64)}
        discardable: dict[str, A.Attribute] = {}
        for k, v in (attrs.entries if attrs is not None else ()):
            (props if k in cls.op_def.props else discardable)[k] = v
        op = cls(operands, list(results or []), discardable, props, [body], [], builder.loc(tok))
        ensure_terminator(op.regions[0], "gpu.yield", op.loc)
        return op

    def print(self, p: Printer) -> None:
        p.write("(")
        p.print_operand(self.laneid)
        p.write(f")[{self.properties['warp_size'].value}]")  # type: ignore[attr-defined]
        args = self.args
        if args:
            p.write(" args(")
            p.print_operands(args)
            p.write(" : ")
            p.print_list([a.type for a in args], p.print_type)
            p.write(")")
        if self.results:
            p.write(" -> (")
            p.print_list([r.type for r in self.results], p.print_type)
            p.write(")")
        p.write(" ")
        p.print_region(self.regions[0], print_entry_args=True, print_terminators=bool(self.results))
        p.print_optional_attr_dict(self.attributes, ("warp_size",))

    def verify_(self) -> None:
        body = self.regions[0]
        if not body.blocks:
            return
        args = body.blocks[0].args
        if len(self.args) != len(args):
            raise self.emit_error("expected same number op arguments and block arguments.")
        term = body.blocks[0].last
        yielded = term.operands if term is not None and term.name == "gpu.yield" else []
        if len(yielded) != len(self.results):
            raise self.emit_error("expected same number of yield operands and return values.")
        warp_size = self.properties["warp_size"].value  # type: ignore[attr-defined]
        for expanded, distributed in [*zip(args, self.args), *zip(yielded, self.results)]:
            self._verify_distributed(expanded.type, distributed.type, warp_size)

    def _verify_distributed(self, expanded: T.Type, distributed: T.Type, warp_size: int) -> None:
        """verifyDistributedType: `expanded` is `distributed` scaled up by the warp size."""
        if expanded is distributed:
            return
        if not isinstance(expanded, T.VectorType) or not isinstance(distributed, T.VectorType):
            raise self.emit_error("expected vector type for distributed operands.")
        if len(expanded.shape) != len(distributed.shape) or expanded.element is not distributed.element:
            raise self.emit_error("expected distributed vectors to have same rank and element type.")
        scale = 1
        for i, (e, d) in enumerate(zip(expanded.shape, distributed.shape)):
            if e == d:
                continue
            if e % d:
                raise self.emit_error(f"expected expanded vector dimension #{i} ({e}) to be a multipler of the "
                                      f"distributed vector dimension ({d})")
            scale *= e // d
        if scale != warp_size:
            raise self.emit_error(f"incompatible distribution dimensions from {expanded} to {distributed} with "
                                  f"warp size = {warp_size}")
