"""`--gpu-runtime-check`: the GPU runtime protocol of lowered host code.

gpu-to-llvm lowers `!gpu.async.token`s to streams and events of MLIR's
GPU runtime wrappers (`mgpuStreamCreate`, `mgpuEventRecord`, ...).  The
protocol: a token that crosses an `async.execute` boundary, or is waited on,
is an *event* recorded on the stream that produced it.  The seed's bug
(LLVM #170833) broke it silently: a stream was yielded where an event was
expected, and the host later "synchronized" on a stream pointer.

The check follows values from `llvm.call @mgpuStreamCreate` /
`@mgpuEventCreate` through casts, `async.execute` operands and results,
`async.yield` and `async.await`, walks each function in program order
(nested regions in place, blocks of a CFG by dataflow) and warns, at the
call:

* a value passed as an event (`mgpuEventSynchronize`, `mgpuStreamWaitEvent`,
  `mgpuEventDestroy`, `mgpuEventRecord`'s event, or yielded out of an
  `async.execute`, whose consumers treat it as an event) that is known not
  to come from `mgpuEventCreate`;
* an event waited on while, on some path, no `mgpuEventRecord` recorded it;
* a stream that is destroyed or synchronized on some paths but not on
  others (a recorded event counts as synchronization; a stream that escapes
  the function, into a return or an unknown call, is not followed).  A
  stream that no path ever synchronizes is work the input never waits for
  (a token nobody awaits): reported only with `all-leaks=true`;
* an event or stream used after it was destroyed (on some path).

Values whose origin cannot be known (function arguments, loads, tokens of
GPU ops the lowering left unconverted) are never reported.  `--gpu-runtime-check=error` (option `error=true`) makes findings
fatal.
"""

from __future__ import annotations

from typing import Any, Iterable

from pyopt.ir.core import Block, BlockArgument, Operation, OpResult, Region, Value
from pyopt.ir.diagnostics import Diagnostic, emit
from pyopt.passes.pass_base import Option, Pass, PassFailure

STREAM, EVENT, OTHER = "stream", "event", "other"

# Runtime functions and the role of each argument: "s" stream, "e" event.
_ARG_ROLES: dict[str, str] = {
    "mgpuStreamDestroy": "s",
    "mgpuStreamSynchronize": "s",
    "mgpuStreamWaitEvent": "se",
    "mgpuEventDestroy": "e",
    "mgpuEventSynchronize": "e",
    "mgpuEventRecord": "es",
    "mgpuMemAlloc": "..s",
    "mgpuMemFree": ".s",
    "mgpuMemcpy": "...s",
    "mgpuMemset16": "...s",
    "mgpuMemset32": "...s",
}
_WAITS_ON_EVENT = {"mgpuEventSynchronize": 0, "mgpuStreamWaitEvent": 1}
_CREATES = {"mgpuStreamCreate": STREAM, "mgpuEventCreate": EVENT}


def callee_name(op: Operation) -> str | None:
    if op.name != "llvm.call":
        return None
    callee = op.properties.get("callee")
    return getattr(callee, "root", None) or (str(callee)[1:] if callee is not None else None)


def _is_llvm_pointer(t: Any) -> bool:
    from pyopt.dialects.llvm.types import LLVMPointerType

    return isinstance(t, LLVMPointerType)


class Origin:
    """Where a stream or event comes from: its creating call."""

    __slots__ = ("kind", "op")

    def __init__(self, kind: str, op: Operation | None) -> None:
        self.kind = kind
        self.op = op


class _Tracer:
    """The origin of a value, followed through casts and async values."""

    def __init__(self) -> None:
        self.memo: dict[int, Origin | None] = {}

    def origin(self, value: Value) -> Origin | None:
        key = id(value)
        if key in self.memo:
            return self.memo[key]
        self.memo[key] = None  # cycles (loops through block arguments) stay unknown
        found = self._origin(value)
        self.memo[key] = found
        return found

    def _origin(self, value: Value) -> Origin | None:
        if isinstance(value, OpResult):
            op = value.op
            name = callee_name(op)
            if name in _CREATES:
                return Origin(_CREATES[name], op)
            if op.name == "builtin.unrealized_conversion_cast" and len(op.operands) == 1:
                source = op.operands[0]
                if not _is_llvm_pointer(source.type):
                    return None  # a token the lowering left alone: not a runtime value yet
                return self.origin(source)
            if op.name == "async.await" and op.operands:
                return self.origin(op.operands[0])
            if op.name == "async.execute":
                return self._yielded(op, value)
            if op.name in ("llvm.load", "llvm.extractvalue", "llvm.select"):
                return None  # data flow through memory or aggregates: not followed
            return Origin(OTHER, op)
        if isinstance(value, BlockArgument):
            block = value.block
            parent = block.parent_op if block is not None else None
            if parent is not None and parent.name == "async.execute" and block is parent.regions[0].blocks[0]:
                operands = parent.operand_group(1)  # bodyOperands
                if value.index < len(operands):
                    return self.origin(operands[value.index])
        return None

    def _yielded(self, execute: Operation, result: OpResult) -> Origin | None:
        if result.index == 0:  # the !async.token
            return None
        body = execute.regions[0].blocks
        term = body[0].last if body else None
        if term is None or term.name != "async.yield" or result.index - 1 >= len(term.operands):
            return None
        return self.origin(term.operands[result.index - 1])


class _State:
    """What holds at a program point, per origin (ids of creating ops)."""

    __slots__ = ("destroyed", "unrecorded", "pending", "handled")

    def __init__(self, destroyed: frozenset[int] = frozenset(), unrecorded: frozenset[int] = frozenset(),
                 pending: frozenset[int] = frozenset(), handled: frozenset[int] = frozenset()) -> None:
        self.destroyed = destroyed    # destroyed on some path
        self.unrecorded = unrecorded  # events not recorded on some path
        self.pending = pending        # streams neither synchronized nor destroyed on some path
        self.handled = handled        # streams synchronized, destroyed or escaped on some path

    def join(self, other: _State) -> _State:
        return _State(self.destroyed | other.destroyed, self.unrecorded | other.unrecorded,
                      self.pending | other.pending, self.handled | other.handled)

    def replace(self, destroyed: frozenset[int] | None = None, unrecorded: frozenset[int] | None = None,
                pending: frozenset[int] | None = None, handled: frozenset[int] | None = None) -> _State:
        return _State(self.destroyed if destroyed is None else destroyed,
                      self.unrecorded if unrecorded is None else unrecorded,
                      self.pending if pending is None else pending,
                      self.handled if handled is None else handled)

    def settle(self, oid: int) -> _State:
        """Stream `oid` is synchronized, destroyed or escapes here."""
        return self.replace(pending=self.pending - {oid}, handled=self.handled | {oid})

    def key(self) -> tuple[frozenset[int], ...]:
        return (self.destroyed, self.unrecorded, self.pending, self.handled)


class RuntimeProtocolChecker:
    def __init__(self, all_leaks: bool = False) -> None:
        self.all_leaks = all_leaks
        self.tracer = _Tracer()
        self.findings: list[Diagnostic] = []
        self.creators: dict[int, Operation] = {}
        self._seen: set[tuple[int, str]] = set()

    # -- reporting -------------------------------------------------------------------
    def report(self, op: Operation, message: str, origin: Origin | None = None, what: str = "") -> None:
        key = (id(op), message)
        if key in self._seen:
            return
        self._seen.add(key)
        diag = Diagnostic("warning", message, op.loc)
        if origin is not None and origin.op is not None and origin.op is not op:
            diag.attach_note(what or f"{origin.kind} created here", origin.op.loc)
        self.findings.append(diag)

    # -- functions ---------------------------------------------------------------------
    def check(self, top: Operation) -> list[Diagnostic]:
        for op in top.walk():
            if op.name in ("llvm.func", "func.func") and op.regions and op.regions[0].blocks:
                exit_state = self.region(op.regions[0], _State())
                for oid in sorted(exit_state.pending, key=self._order):
                    creator = self.creators[oid]
                    if oid in exit_state.handled:
                        self.report(creator, "stream is destroyed or synchronized on some paths but not on "
                                             "others (mgpuStreamDestroy / mgpuStreamSynchronize)")
                    elif self.all_leaks:
                        self.report(creator, "stream is never destroyed or synchronized: the work on it is "
                                             "never waited for")
        return self.findings

    def _order(self, oid: int) -> int:
        return list(self.creators).index(oid)

    def region(self, region: Region, state: _State) -> _State:
        """The state at the region's exits, by a forward dataflow over its blocks."""
        blocks = region.blocks
        if len(blocks) == 1:
            return self.block(blocks[0], state)
        entry_states: dict[int, _State] = {id(blocks[0]): state}
        exit_state: _State | None = None
        work = [blocks[0]]
        while work:
            block = work.pop(0)
            out = self.block(block, entry_states[id(block)])
            succs = block.last.successors if block.last is not None else []
            if not succs:
                exit_state = out if exit_state is None else exit_state.join(out)
            for succ in succs:
                old = entry_states.get(id(succ))
                new = out if old is None else old.join(out)
                if old is None or new.key() != old.key():
                    entry_states[id(succ)] = new
                    if succ not in work:
                        work.append(succ)
        return exit_state if exit_state is not None else state

    def block(self, block: Block, state: _State) -> _State:
        for op in block.ops:
            state = self.op(op, state)
        return state

    # -- one op ----------------------------------------------------------------------------
    def op(self, op: Operation, state: _State) -> _State:
        name = callee_name(op)
        if name in _CREATES:
            self.creators[id(op)] = op
            if name == "mgpuStreamCreate":
                return state.replace(pending=state.pending | {id(op)})
            return state.replace(unrecorded=state.unrecorded | {id(op)})
        if name is not None:
            return self.runtime_call(op, name, state)
        for region in op.regions:
            if region.blocks:
                state = self.region(region, state)
        if op.name == "async.yield":
            for value in op.operands:
                origin = self.tracer.origin(value)
                if origin is not None and origin.kind == STREAM:
                    self.report(op, "a stream is yielded where an event is expected: the awaiting host code "
                                    "will treat it as an event (record an event on the stream with "
                                    "mgpuEventRecord and yield that)", origin)
                    state = self.escape(state, origin)
            return state
        if op.name == "gpu.launch_func":
            for value in op.operands:
                state = self.use(op, value, state)
            return state
        if op.name in ("llvm.return", "func.return", "llvm.call", "llvm.store") or op.name.startswith("llvm.invoke"):
            for value in op.operands:
                origin = self.tracer.origin(value)
                if origin is not None:
                    state = self.escape(state, origin)
        return state

    def runtime_call(self, op: Operation, name: str, state: _State) -> _State:
        roles = _ARG_ROLES.get(name, "")
        args = op.operands
        for i, value in enumerate(args):
            origin = self.tracer.origin(value)
            if origin is None:
                continue
            role = roles[i] if i < len(roles) else "."
            oid = id(origin.op)
            if oid in state.destroyed and origin.kind in (STREAM, EVENT):
                self.report(op, f"'{name}' uses a {origin.kind} that was already destroyed (on some path)", origin)
            if role == "e" and origin.kind != EVENT:
                self.report(op, f"'{name}' expects an event (from mgpuEventCreate) but is given "
                                f"{'a stream' if origin.kind == STREAM else 'a value not created by mgpuEventCreate'}",
                            origin, "the value passed as an event comes from here")
            if name in _WAITS_ON_EVENT and _WAITS_ON_EVENT[name] == i and origin.kind == EVENT \
                    and oid in state.unrecorded:
                self.report(op, f"'{name}' waits on an event that was not recorded (mgpuEventRecord) "
                                "on some path", origin)
        if name == "mgpuEventRecord" and len(args) == 2:
            event = self.tracer.origin(args[0])
            stream = self.tracer.origin(args[1])
            if event is not None and event.kind == EVENT:
                state = state.replace(unrecorded=state.unrecorded - {id(event.op)})
            if stream is not None:
                state = self.escape(state, stream)  # its work is observed through the event
        elif name in ("mgpuStreamDestroy", "mgpuEventDestroy", "mgpuStreamSynchronize") and args:
            origin = self.tracer.origin(args[0])
            if origin is not None:
                state = state.settle(id(origin.op))
                if name != "mgpuStreamSynchronize":
                    state = state.replace(destroyed=state.destroyed | {id(origin.op)})
        return state

    def use(self, op: Operation, value: Value, state: _State) -> _State:
        origin = self.tracer.origin(value)
        if origin is not None and origin.kind in (STREAM, EVENT) and id(origin.op) in state.destroyed:
            self.report(op, f"'{op.name}' uses a {origin.kind} that was already destroyed (on some path)", origin)
        return state

    @staticmethod
    def escape(state: _State, origin: Origin) -> _State:
        """The value leaves what this check follows: no leak report for it."""
        return state.settle(id(origin.op))


def check_gpu_runtime_protocol(top: Operation, all_leaks: bool = False) -> list[Diagnostic]:
    """The findings on `top` (a module), in program order."""
    return RuntimeProtocolChecker(all_leaks).check(top)


class GpuRuntimeCheck(Pass):
    argument = "gpu-runtime-check"
    name = "GpuRuntimeCheckPass"
    summary = "Check lowered host code against the GPU runtime's stream/event protocol"
    anchor = "builtin.module"
    error = Option(bool, False, "Make every finding an error (the pass fails)")
    all_leaks = Option(bool, False, "Also report streams that no path ever destroys or synchronizes")

    def run_on_operation(self, op: Any) -> None:
        findings = check_gpu_runtime_protocol(op, self.all_leaks)
        if not findings:
            return
        for diag in findings:
            if self.error:
                diag.severity = "error"
            emit(diag)
        if self.error:
            raise PassFailure(None)  # the findings were the diagnostics


def findings_text(findings: Iterable[Diagnostic]) -> list[str]:
    """The messages alone (tests)."""
    return [d.message for d in findings]
