"""`gpu-async-region` (MLIR's GpuAsyncRegionPass, AsyncRegionRewriter.cpp):
make the GPU ops of a function asynchronous.

Three steps, as upstream:

1. Thread a `!gpu.async.token` through every GPU op with async dependencies
   (gpu.alloc, gpu.memcpy, gpu.launch_func ...) in each block, starting a
   chain with `gpu.wait async` and ending it with a host-synchronising
   `gpu.wait` before a terminator or an op with side effects.
2. Move the final `gpu.wait` of an `async.execute` body out to the users of
   the execute's token: the region yields the GPU token instead, and each
   `async.await` / `async.execute` user waits for it.
3. Give every yielded GPU token that has several uses one result per use.

Dialects are imported on first use (the pass registry imports this module
to run the pass, `--help` does not).
"""

from __future__ import annotations

from typing import Any

from pyopt.ir.core import Block, Operation, Value
from pyopt.ir.ods import AttrSizedOperandSegments, AttrSizedResultSegments
from pyopt.passes.pass_base import Pass, PassFailure


def _has_side_effects(op: Operation) -> bool:
    from pyopt.rewrite.side_effects import is_memory_effect_free

    return not is_memory_effect_free(op)


def _is_terminator(op: Operation) -> bool:
    # mightHaveTrait<IsTerminator>: unregistered ops might be terminators.
    return op.op_def is None or op.has_terminator_trait()


def is_gpu_async_op(op: Operation) -> bool:
    """gpu::AsyncOpInterface: the op has `asyncDependencies` and an optional
    `asyncToken` result."""
    info = op.op_def
    return (info is not None and op.name.startswith("gpu.") and "asyncDependencies" in info.operand_names
            and "asyncToken" in info.result_names)


def async_token_of(op: Operation) -> Value | None:
    return op.asyncToken  # type: ignore[attr-defined]


def add_async_dependency(op: Operation, token: Value) -> None:
    """gpu::addAsyncDependency as mlir-opt 22.1.8 does it: `token` goes first
    among the op's async dependencies (the first operand group of every GPU
    async op), unless it is one of them already."""
    deps = op.asyncDependencies  # type: ignore[attr-defined]
    if any(dep is token for dep in deps):
        return
    operands = op.operands
    operands.insert(0, token)
    op.set_operands(operands)
    if op.has_trait(AttrSizedOperandSegments):
        from pyopt.ir import attributes as A
        from pyopt.ir import types as T

        sizes = list(op.properties["operandSegmentSizes"].values)
        sizes[0] += 1
        op.properties["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))


class _ThreadTokens:
    """Step 1; the state persists across blocks, as in upstream's callback
    (a terminator always ends the chain, so no token leaks between blocks)."""

    def __init__(self) -> None:
        from pyopt.dialects.gpu.types import AsyncTokenType

        self.token_type = AsyncTokenType()
        self.current: Value | None = None

    def visit_block(self, block: Block) -> None:
        for op in list(block.ops):
            self.visit(op)

    def visit(self, op: Operation) -> None:
        if op.name == "gpu.launch":
            from pyopt.ir.verifier import see_current_operation

            error = op.emit_error("replace with gpu.launch_func first")  # type: ignore[attr-defined]
            raise PassFailure(see_current_operation(error, op))
        if op.name == "gpu.wait":
            if self.current is not None:
                add_async_dependency(op, self.current)
            self.current = async_token_of(op)
            return
        if is_gpu_async_op(op):
            self.rewrite_async_op(op)
            return
        if self.current is None:
            return
        if _is_terminator(op) or _has_side_effects(op):
            self.current = create_wait(op, None, [self.current])

    def rewrite_async_op(self, op: Operation) -> None:
        if self.current is None:
            self.current = create_wait(op, self.token_type, [])
        add_async_dependency(op, self.current)
        token = async_token_of(op)
        if token is not None:
            self.current = token
            return
        # A clone of the op that also returns a token.
        properties = dict(op.properties)
        if op.has_trait(AttrSizedResultSegments):
            from pyopt.ir import attributes as A
            from pyopt.ir import types as T

            sizes = list(properties["resultSegmentSizes"].values)
            sizes[-1] += 1
            properties["resultSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))
        regions = list(op.regions)
        op.regions = []
        new = type(op)(op.operands, [r.type for r in op.results] + [self.token_type], dict(op.attributes),
                       properties, regions, list(op.successors), op.loc)
        assert op.parent is not None
        op.parent.insert_before(op, new)
        for old, result in zip(op.results, new.results):
            old.replace_all_uses_with(result)
        op.erase()
        self.current = new.results[-1]


def create_wait(before: Operation, result_type: Any, operands: list[Value]) -> Value | None:
    """A `gpu.wait` (async when `result_type` is given) before `before`."""
    from pyopt.dialects.gpu.ops import WaitOp

    wait = WaitOp(operands, [result_type] if result_type is not None else [], None, None, None, (), before.loc)
    assert before.parent is not None
    before.parent.insert_before(before, wait)
    return wait.results[0] if wait.results else None


def _walk_blocks_post_order(op: Operation, fn: Any) -> None:
    """Operation::walk over blocks: nested blocks before their parent block."""
    stack: list[tuple[Block, bool]] = []
    for region in reversed(op.regions):
        for block in reversed(region.blocks):
            stack.append((block, False))
    while stack:
        block, expanded = stack.pop()
        if expanded:
            fn(block)
            continue
        stack.append((block, True))
        children: list[Block] = []
        for nested in block.ops:
            for region in nested.regions:
                children.extend(region.blocks)
        for child in reversed(children):
            stack.append((child, False))


def _walk_ops_post_order(op: Operation, name: str) -> list[Operation]:
    """The ops named `name` nested in `op`, children before parents."""
    found: list[Operation] = []
    stack: list[tuple[Operation, bool]] = [(child, False) for region in reversed(op.regions)
                                           for block in reversed(region.blocks) for child in reversed(list(block.ops))]
    while stack:
        current, expanded = stack.pop()
        if expanded:
            if current.name == name:
                found.append(current)
            continue
        stack.append((current, True))
        for region in reversed(current.regions):
            for block in reversed(region.blocks):
                for child in reversed(list(block.ops)):
                    stack.append((child, False))
    return found


def _all_users_execute_or_await(token: Value) -> bool:
    return token.has_uses() and all(u.name in ("async.execute", "async.await") for u in token.users)


def add_execute_results(execute: Operation, values: list[Value]) -> Operation:
    """Replace `execute` by a copy that also yields `values`; returns it."""
    from pyopt.dialects.async_ import ExecuteOp, ValueType
    from pyopt.ir import attributes as A
    from pyopt.ir import types as T

    body = execute.regions[0].blocks[0]
    yield_op = body.last
    assert yield_op is not None
    yield_op.set_operands(yield_op.operands + list(values))
    result_types = [r.type for r in execute.results[1:]] + [ValueType(v.type) for v in values]
    deps, args = execute.dependencies, execute.bodyOperands  # type: ignore[attr-defined]
    props = {"operandSegmentSizes": A.DenseArrayAttr(T.i32, (len(deps), len(args)))}
    region = execute.regions[0]
    execute.regions = []
    new = ExecuteOp(list(deps) + list(args), [execute.results[0].type, *result_types], dict(execute.attributes),
                    props, [region], [], execute.loc)
    assert execute.parent is not None
    execute.parent.insert_before(execute, new)
    for old, result in zip(execute.results, new.results):
        old.replace_all_uses_with(result)
    execute.erase()
    return new


class _DeferWaits:
    """Step 2."""

    def __init__(self) -> None:
        self.worklist: list[Operation] = []

    def visit_execute(self, execute: Operation) -> None:
        if not _all_users_execute_or_await(execute.results[0]):
            return
        body = execute.regions[0].blocks[0]
        op = body.last.prev if body.last is not None else None
        while op is not None:
            if op.name == "gpu.wait":
                if async_token_of(op) is None:
                    self.worklist.append(op)
                return
            if _has_side_effects(op):
                return
            op = op.prev

    def run(self) -> None:
        i = 0
        while i < len(self.worklist):
            wait = self.worklist[i]
            i += 1
            execute = _parent_named(wait, "async.execute")
            if execute is None:
                continue
            dependencies = wait.operands
            wait.erase()
            execute = add_execute_results(execute, dependencies)
            tokens = execute.results[len(execute.results) - len(dependencies):]
            for user in list(dict.fromkeys(execute.results[0].users)):
                self.add_dependency_after(tokens, user)

    def add_dependency_after(self, async_tokens: list[Value], user: Operation) -> None:
        from pyopt.dialects.async_ import AwaitOp
        from pyopt.dialects.gpu.types import AsyncTokenType

        tokens: list[Value] = []
        if user.name == "async.await":
            anchor = user
            for async_token in async_tokens:
                await_op = AwaitOp([async_token], [AsyncTokenType()], None, None, None, (), user.loc)
                assert anchor.parent is not None
                anchor.parent.insert_after(anchor, await_op)
                anchor = await_op
                tokens.append(await_op.results[0])
            it = anchor.next
        else:  # async.execute
            from pyopt.ir import attributes as A
            from pyopt.ir import types as T

            body = user.regions[0].blocks[0]
            deps, args = user.dependencies, user.bodyOperands  # type: ignore[attr-defined]
            user.set_operands(list(deps) + list(args) + list(async_tokens))
            user.properties["operandSegmentSizes"] = A.DenseArrayAttr(
                T.i32, (len(deps), len(args) + len(async_tokens)))
            for _ in async_tokens:
                tokens.append(body.add_arg(AsyncTokenType(), user.loc))
            it = body.first
        while it is not None and not (_is_terminator(it) or _has_side_effects(it)):
            it = it.next
        assert it is not None, "a block without terminator"
        if is_gpu_async_op(it):
            for token in tokens:
                add_async_dependency(it, token)
            return
        from pyopt.dialects.gpu.ops import WaitOp

        wait = WaitOp(tokens, [], None, None, None, (), user.loc)
        assert it.parent is not None
        it.parent.insert_before(it, wait)
        parent = it.parent_op
        if (parent is not None and parent.name == "async.execute"
                and _all_users_execute_or_await(parent.results[0]) and it.next is None):
            self.worklist.append(wait)


def _parent_named(op: Operation, name: str) -> Operation | None:
    parent = op.parent_op
    while parent is not None and parent.name != name:
        parent = parent.parent_op
    return parent


def _single_token_uses(execute: Operation) -> None:
    """Step 3, for one execute op."""
    from pyopt.dialects.async_ import ValueType
    from pyopt.dialects.gpu.types import AsyncTokenType

    indices = []
    for i, result in enumerate(execute.results[1:]):
        uses = result.uses
        if len(uses) > 1 and isinstance(result.type, ValueType) and isinstance(result.type.value_type,
                                                                                  AsyncTokenType):
            indices.append(i)
    for index in indices:
        uses = execute.results[1 + index].uses[1:]
        yield_op = execute.regions[0].blocks[0].last
        assert yield_op is not None
        execute = add_execute_results(execute, [yield_op.operands[index]] * len(uses))
        uses = execute.results[1 + index].uses[1:]
        fresh = execute.results[len(execute.results) - len(uses):]
        for use, value in zip(uses, fresh):
            use.set(value)


class GpuAsyncRegionPass(Pass):
    argument = "gpu-async-region"
    name = "GpuAsyncRegionPass"
    summary = "Make GPU ops async"
    anchor = "func.func"
    dependent_dialects = ("async",)

    def run_on_operation(self, op: Any) -> None:
        threader = _ThreadTokens()
        _walk_blocks_post_order(op, threader.visit_block)
        deferrer = _DeferWaits()
        for execute in _walk_ops_post_order(op, "async.execute"):
            deferrer.visit_execute(execute)
        deferrer.run()
        for execute in _walk_ops_post_order(op, "async.execute"):
            _single_token_uses(execute)
